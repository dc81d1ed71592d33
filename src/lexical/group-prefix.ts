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
  // server -> first word -> the second words after it that are verbs
  const seconds = new Map<string, Map<string, Set<string>>>();
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
      let verbs = seconds.get(server);
      if (verbs === undefined) seconds.set(server, (verbs = new Map()));
      verbs.set(first, (verbs.get(first) ?? new Set()).add(stem(second)));
    }
    m.set(first, c);
  }
  const out = new Map<string, Set<string>>();
  for (const [server, m] of counts) {
    for (const [word, [verbs, objects, all]] of m) {
      if (verbs < MIN_GROUP || verbs < all || objects * 2 < verbs) continue;
      // A plural in front is the collection the verb acts on (`stories-get-by-id`). A verb in front
      // is a verb, unless verbs of two kinds or more, each with its object, follow it in every name
      // of the group: then it names the group (`trash_list_profiles`, `trash_get_naming` of TRaSH
      // Guides; session 49), where one word after it is its object (`add-bookmark-tag`).
      const verbsAfter = seconds.get(server)?.get(word)?.size ?? 0;
      const verbGroup = objects === all && verbsAfter >= 2;
      if ((isActionWord(stem(word)) && !verbGroup) || isPluralForm(word)) continue;
      let set = out.get(server);
      if (set === undefined) out.set(server, (set = new Set()));
      set.add(word);
    }
  }
  return out;
}

/**
 * A name written as a camelCase group of two or more words, "_", then a camelCase job that starts
 * with its verb (`issueCreation_createIssue`, `issueUpdateWizard_loadIssueIntoState`).
 */
const CAMEL_GROUP = /^([a-z]+(?:[A-Z][a-z0-9]*)+)_([a-z]+[A-Z][A-Za-z0-9]*)$/;

/**
 * The group prefix a tool's name starts with: its server's (see {@link groupPrefixes}), or the
 * camelCase group its own name puts before "_" and a job led by a verb (the words of that group,
 * space-separated): the part after "_" names the tool, as its siblings' names show
 * (`issueCreation_getProjects` lists projects, whatever the wizard it belongs to).
 */
export function groupPrefixOf(
  groups: ReadonlyMap<string, ReadonlySet<string>>,
  tool: { name: string; server?: string },
): string | undefined {
  const first = splitIdentifier(tool.name)[0];
  if (first !== undefined && groups.get(tool.server ?? '')?.has(first) === true) return first;
  const camel = CAMEL_GROUP.exec(tool.name);
  if (camel === null) return undefined;
  const verb = splitIdentifier(camel[2])[0];
  return verb !== undefined && isActionWord(stem(verb))
    ? splitIdentifier(camel[1]).join(' ')
    : undefined;
}
