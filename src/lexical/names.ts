/** Identity relations between two tool names: duplicate (TW101), confusable (TW106), similar (TW102). */
import { splitIdentifier } from './tokenize.js';
import { codePointLabel, escapeInvisible, isInvisible, prototypeOf, skeleton } from './unicode.js';
import { stem } from './words.js';

/** The strongest identity relation between two names, strongest first. */
export type IdentityRelation = 'duplicate' | 'confusable' | 'similar';

/** The keys two names are compared by; equal keys mean related names. */
export interface IdentityKeys {
  /** The name itself (equal: duplicate). */
  exact: string;
  /** UTS #39 skeleton of the NFKC form (equal: confusable, when a non-ASCII character differs). */
  skeleton: string;
  /** Lowercase words after separator, case and camelCase folding, space-joined (`read file`). */
  folded: string;
  /**
   * Sorted distinct stemmed words, space-joined (`file read`); empty for a name without words. A
   * name with a direction word keeps its order (see {@link DIRECTION_WORDS}).
   */
  tokenSet: string;
}

/** Compute the identity keys of a name. */
export function identityKeys(name: string): IdentityKeys {
  const words = splitIdentifier(name);
  return {
    exact: name,
    // NFKC first: confusables.txt v10 leaves some compatibility variants (fullwidth "ｒ") unmapped.
    skeleton: skeleton(name.normalize('NFKC')),
    folded: words.join(' '),
    tokenSet: tokenSetKey(words),
  };
}

/**
 * Words that say a direction between the words around them: `geojson_to_kml` and
 * `kml_to_geojson` are inverse conversions, not one name in another order.
 */
const DIRECTION_WORDS: ReadonlySet<string> = new Set(['to', 'from', 'into']);

/**
 * The token-set key: sorted distinct stems, or, for a name whose words say a direction, its stems
 * in order (marked so no sorted key equals it), so only the same direction matches.
 */
function tokenSetKey(words: readonly string[]): string {
  const stems = words.map(stem);
  // Only between two words: a leading `to` (`to_do_list`) points nowhere.
  const directed = words.some((w, i) => i > 0 && i < words.length - 1 && DIRECTION_WORDS.has(w));
  if (directed) return `>${stems.join(' ')}`;
  return [...new Set(stems)].sort().join(' ');
}

/**
 * The non-ASCII code points (invisible ones included) that occur a different number of times in
 * the two names, sorted. Empty when the names differ only in ASCII.
 */
export function differingCodePoints(a: string, b: string): string[] {
  const counts = new Map<string, number>();
  for (const ch of a) if (ch > '\u007f') counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of b) if (ch > '\u007f') counts.set(ch, (counts.get(ch) ?? 0) - 1);
  return [...counts]
    .filter(([, n]) => n !== 0)
    .map(([ch]) => ch)
    .sort((x, y) => (x.codePointAt(0) ?? 0) - (y.codePointAt(0) ?? 0));
}

/** The relation implied by two names' keys; `null` when they are unrelated. */
export function relationOfKeys(a: IdentityKeys, b: IdentityKeys): IdentityRelation | null {
  if (a.exact === b.exact) return 'duplicate';
  if (a.skeleton === b.skeleton && differingCodePoints(a.exact, b.exact).length > 0) {
    return 'confusable';
  }
  if (a.tokenSet !== '' && a.tokenSet === b.tokenSet) return 'similar';
  return null;
}

/**
 * The strongest identity relation between two names, the first that applies: `duplicate` (the
 * same string), `confusable` (different strings with the same skeleton that differ in at least
 * one non-ASCII or invisible character), `similar` (the same words after case/separator
 * folding, camelCase splitting and plural stemming, in any order unless a word says a direction:
 * `kml_to_geojson` is not `geojson_to_kml`). Symmetric.
 */
export function nameRelation(a: string, b: string): IdentityRelation | null {
  return relationOfKeys(identityKeys(a), identityKeys(b));
}

function describeCodePoint(ch: string): string {
  const label = codePointLabel(ch);
  if (isInvisible(ch)) return `${label} (invisible)`;
  const proto = prototypeOf(ch) ?? prototypeOf(ch.normalize('NFKC'));
  if (proto === undefined && ch.normalize('NFKC') !== ch) {
    return `${label} (looks like "${escapeInvisible(ch.normalize('NFKC'))}")`;
  }
  return proto === undefined || proto === ch
    ? label
    : `${label} (looks like "${escapeInvisible(proto)}")`;
}

/**
 * One sentence saying why two names are related, or `null` when they are not. Names are shown
 * with invisible characters as `<U+XXXX>`; confusable code points are named as `U+XXXX`.
 */
export function explainNameRelation(a: string, b: string): string | null {
  const ka = identityKeys(a);
  const kb = identityKeys(b);
  const relation = relationOfKeys(ka, kb);
  const pair = `"${escapeInvisible(a)}" and "${escapeInvisible(b)}"`;
  switch (relation) {
    case null:
      return null;
    case 'duplicate':
      return `${pair} are the same name`;
    case 'confusable': {
      const points = differingCodePoints(a, b).map(describeCodePoint).join(', ');
      return `${pair} look the same but differ in look-alike or invisible characters: ${points}`;
    }
    case 'similar': {
      if (ka.folded === kb.folded) return `${pair} are equal after case and separator folding`;
      const stems = (k: IdentityKeys): string => k.folded.split(' ').map(stem).join(' ');
      if (stems(ka) === stems(kb)) {
        return `${pair} are equal after case and separator folding and plural stemming`;
      }
      return `${pair} consist of the same words (${ka.tokenSet.split(' ').join(', ')})`;
    }
  }
}
