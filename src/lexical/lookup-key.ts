/**
 * What a tool says it looks its things up BY (`search_issues_by_identifier`, `get-by-external-link`,
 * "Search for issues by their identifiers"): the key decides whether the tool fetches the things it
 * is given or finds the things that match.
 */
import { PHRASE_BREAKS } from './domain.js';
import { splitIdentifier } from './tokenize.js';
import { isFunctionWord, stem } from './words.js';

const BREAKS: ReadonlySet<string> = new Set(PHRASE_BREAKS);
/** Punctuation that ends the words a `by` governs ("by their identifiers (e.g., …)"). */
const CLAUSE_END = /[(),;:!?[\]"]|\.\s/;

/** Words that name a thing's identity: a lookup by them fetches those very things. */
const IDENTITY_KEYS: ReadonlySet<string> = new Set(
  ['id', 'identifier', 'gid', 'uid', 'uuid', 'key', 'name', 'number'].map(stem),
);

/**
 * The stemmed words after the first `by` of a text (a name or a sentence), up to the next
 * preposition, conjunction or punctuation, function words (`their`) left out; undefined when it
 * has no `by`.
 */
export function lookupKeyOf(text: string): string[] | undefined {
  for (const clause of text.split(CLAUSE_END)) {
    const raw = splitIdentifier(clause).map((w) => w.toLowerCase());
    const at = raw.indexOf('by');
    if (at < 0) continue;
    const key: string[] = [];
    for (const w of raw.slice(at + 1)) {
      if (BREAKS.has(w)) break;
      if (!isFunctionWord(w)) key.push(stem(w));
    }
    return key.length > 0 ? key : undefined;
  }
  return undefined;
}

/**
 * Whether a key names the identity of the thing itself (`identifier`, `name`, `issue id` of an
 * issue), not a field of it (`external link`) nor another thing's id (`list id` of cards: the
 * cards of one list).
 */
export function isIdentityKey(key: readonly string[], objectHead: string | undefined): boolean {
  const last = key[key.length - 1];
  if (last === undefined || !IDENTITY_KEYS.has(last)) return false;
  // A qualifier names whose id it is: only the thing's own word leaves it the thing's.
  return key.slice(0, -1).every((w) => w === objectHead);
}

/**
 * Words of a key that name a place (`getFutureWeatherByAirport`): what is read there is the
 * place's (its weather, its time), so a lookup by it is where, not another way to say which.
 */
const PLACE_KEYS: ReadonlySet<string> = new Set(
  [
    'airport',
    'city',
    'location',
    'place',
    'coordinate',
    'address',
    'zip',
    'postcode',
    'station',
  ].map(stem),
);

/** Whether a key names a place (see `PLACE_KEYS`), not a field or an identity of the thing. */
export function isPlaceKey(key: readonly string[] | undefined): boolean {
  const last = key?.at(-1);
  return last !== undefined && PLACE_KEYS.has(last);
}

/**
 * How a page element is located (a CSS selector, an XPath, its role, text, label, placeholder or
 * test id): a read "by" one finds the same element another read finds its own way, so the key
 * names no other lookup (`browser_get_text_by_css` reads what `browser_get_text` reads).
 */
const LOCATOR_KEYS: ReadonlySet<string> = new Set(
  [
    'css',
    'xpath',
    'selector',
    'role',
    'text',
    'label',
    'placeholder',
    'testid',
    'locator',
    'ref',
  ].map(stem),
);

/** Whether a key only says how a page element is located (see `LOCATOR_KEYS`). */
export function isLocatorKey(key: readonly string[] | undefined): boolean {
  return key !== undefined && key.length > 0 && key.every((w) => LOCATOR_KEYS.has(w));
}
