/**
 * Linking read from a server's catalog: a server that offers two verbs of one action for the same
 * object (`create_label` and `add_label`, `delete_label` and `remove_label`) keeps a word for each
 * of two jobs, and its linking verb (`add`, `remove`) is the one that attaches an existing thing to
 * another or detaches it ("Add a label to an email"), as it is when a name says the target. Only
 * when its first sentence says so, though: two verbs for one job on one server ("Remove one record
 * from the database" beside `delete_record`) is the duplicate a scan must report.
 */
import { INTO_PREPOSITIONS, LINKING_VERBS, STORE_WORDS } from './domain.js';
import { actionKeyOf, actionOnObject } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { firstSentence, type ToolModel } from './tool-model.js';
import { stem } from './words.js';

/** What the rule reads of a catalog entry. */
export interface CatalogTool {
  server: string;
  description: string;
  model: ToolModel;
}

/**
 * The tools' models, each one whose name verb is a linking verb re-read as linking (`attach`,
 * `detach`) when another tool of its server names another verb of the same action
 * (`create`, `make`; `delete`) on the same object, unless its first sentence says it creates or
 * deletes after all. The other models are returned as they are. Linear in the number of tools.
 */
export function linkBySiblingVerbs(tools: readonly CatalogTool[]): ToolModel[] {
  // Per server, action and object: the name verbs its tools use.
  const verbs = new Map<string, Set<string>>();
  const keyOf = (t: CatalogTool): string | undefined => {
    const { verb, action, actionSource, object } = t.model;
    if (verb === undefined || actionSource !== 'name' || object.length === 0) return undefined;
    // Only the verb's own action: one re-read already (a target in the name) is another job.
    if (action !== actionKeyOf(verb)) return undefined;
    return `${t.server}\u0000${action}\u0000${object.join(' ')}`;
  };
  for (const t of tools) {
    const key = keyOf(t);
    if (key === undefined) continue;
    let set = verbs.get(key);
    if (set === undefined) verbs.set(key, (set = new Set()));
    set.add(t.model.verb!);
  }
  return tools.map((t) => {
    const key = keyOf(t);
    const verb = t.model.verb;
    if (key === undefined || verb === undefined || !Object.hasOwn(LINKING_VERBS, verb)) {
      return t.model;
    }
    if ((verbs.get(key)?.size ?? 0) < 2) return t.model;
    const [as, unless] = LINKING_VERBS[verb];
    const words = splitIdentifier(firstSentence(t.description)).map(stem);
    if (unless.some((w) => words.includes(w)) || !namesTarget(words)) return t.model;
    return { ...t.model, action: actionOnObject(as, t.model.object.at(-1)) };
  });
}

const TARGET_PREPOSITIONS: ReadonlySet<string> = new Set([...INTO_PREPOSITIONS, 'on']);
const STORES: ReadonlySet<string> = new Set(STORE_WORDS.map(stem));
/** Words after a preposition read for the target (`the CRM database`). */
const TARGET_SPAN = 4;

/**
 * Whether a first sentence (stemmed words in order) says what the thing is attached to or taken
 * from — a preposition followed by no store word ("to an email", not "from the CRM database") — or
 * that it already exists ("Add existing story as a sub-task").
 */
function namesTarget(words: readonly string[]): boolean {
  if (words.includes(stem('existing'))) return true;
  return words.some(
    (w, i) =>
      TARGET_PREPOSITIONS.has(w) &&
      i + 1 < words.length &&
      !words.slice(i + 1, i + 1 + TARGET_SPAN).some((x) => STORES.has(x)),
  );
}
