/**
 * Group prefixes: a word a server puts before the verb of one group of its tools (`gh` of
 * `ghGetFileContent`, `ghSearchHistory`; `local` of `localSearch`, `localGetFileContent`). Unlike
 * a namespace prefix (see `namespacePrefixes`) it need not start half the server's names: a
 * server may name two or three groups so. It is the group's tag, not the tool's object.
 */
import { isActionWord } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { isPluralForm, stem } from './words.js';

/** Fewest tools of one server that must share the word. */
const MIN_GROUP = 3;

/**
 * For each server, the name words that start a group: at least 3 of its tools begin with the
 * word, the word is not an action, and in each of them a verb comes right after it. In at least
 * half of them the verb has words after it (`ghGetFileContent`): names put the verb before the
 * object, so the word in front tags the group. Where the verb ends every name (`db_create`,
 * `db_export`), the word in front is the verb's object and no prefix. Returns server -> words.
 */
export function groupPrefixes(
  tools: readonly { name: string; server?: string }[],
): Map<string, Set<string>> {
  // server -> first word -> [tools whose second word is a verb, of them with words after it, all]
  const counts = new Map<string, Map<string, [number, number, number]>>();
  for (const t of tools) {
    const [first, second, ...rest] = splitIdentifier(t.name);
    if (first === undefined) continue;
    const server = t.server ?? '';
    let m = counts.get(server);
    if (m === undefined) counts.set(server, (m = new Map()));
    const c = m.get(first) ?? [0, 0, 0];
    c[2] += 1;
    if (second !== undefined && isActionWord(stem(second))) {
      c[0] += 1;
      if (rest.length > 0) c[1] += 1;
    }
    m.set(first, c);
  }
  const out = new Map<string, Set<string>>();
  for (const [server, m] of counts) {
    for (const [word, [verbs, objects, all]] of m) {
      if (verbs < MIN_GROUP || verbs < all || objects * 2 < verbs) continue;
      // A plural in front is the collection the verb acts on (`stories-get-by-id`).
      if (isActionWord(stem(word)) || isPluralForm(word)) continue;
      let set = out.get(server);
      if (set === undefined) out.set(server, (set = new Set()));
      set.add(word);
    }
  }
  return out;
}

/** The group prefix a tool's name starts with, if its server has one (see {@link groupPrefixes}). */
export function groupPrefixOf(
  groups: ReadonlyMap<string, ReadonlySet<string>>,
  tool: { name: string; server?: string },
): string | undefined {
  const first = splitIdentifier(tool.name)[0];
  return first !== undefined && groups.get(tool.server ?? '')?.has(first) === true
    ? first
    : undefined;
}
