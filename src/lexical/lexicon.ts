/**
 * The word tables of the confusability model, built once from the generated WordNet table and the
 * domain additions: which words are verbs, which action class a verb is in, which verbs are
 * antonyms, and which object words are synonyms.
 */
import {
  ACTION_OBJECT_SYNONYMS,
  HEAD_KINDS,
  KIND_JOBS,
  type KindJob,
  ACTION_SEEDS,
  BATCH_WORDS,
  RECENCY_WORDS,
  SCOPE_OBJECTS,
  DOMAIN_QUALIFIER_ANTONYMS,
  DOMAIN_VERBS,
  GENERIC_OBJECT_WORDS,
  GENERIC_RESOURCE_WORDS,
  KIND_HEADS,
  KIND_OBJECT_SYNONYMS,
  METRIC_STORES,
  QUERY_SPANS,
  LOG_STORES,
  NOUN_ACTIONS,
  OBJECT_ACTIONS,
  OBJECT_CLASSES,
  OBJECT_SYNONYMS,
  HEAD_ONLY_OBJECT_SYNONYMS,
  SPECIAL_CASE_ACTIONS,
  SEARCH_CRITERIA,
  SQL_KIND,
  SQL_LANGUAGES,
  SQL_STATEMENT_KINDS,
  SQL_CALLED_OBJECTS,
  SQL_TABLE_OBJECTS,
  SQL_WRITE_ACTIONS,
  SQL_WRITTEN_OBJECTS,
  SHELL_NAMES,
  WEB_SEARCH_ENGINES,
  WHERE_MODIFIERS,
  WORK_ITEMS,
  WORK_ITEM_PARTS,
} from './domain.js';
import { SPECIFIC_ACTIONS } from './specificity.generated.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';
import type { ToolModel } from './tool-model.js';
import {
  WORDNET_ACTION_CLASSES,
  WORDNET_QUALIFIER_ANTONYMS,
  WORDNET_VERB_ANTONYMS,
  WORDNET_VERB_DOMINANT,
} from './wordnet.generated.js';

const CLASS_OF: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const [cls, words] of Object.entries(WORDNET_ACTION_CLASSES)) {
    for (const w of words.split(' ')) out.set(w, cls);
  }
  // The seeds are authoritative even if the generated table is older than they are.
  for (const [cls, words] of Object.entries(ACTION_SEEDS)) for (const w of words) out.set(w, cls);
  return out;
})();

const VERBS: ReadonlySet<string> = new Set([
  ...WORDNET_VERB_DOMINANT.flatMap((line) => line.split(' ')),
  ...DOMAIN_VERBS,
  ...CLASS_OF.keys(),
]);

const ANTONYMS: ReadonlySet<string> = new Set(
  WORDNET_VERB_ANTONYMS.flatMap((line) => line.split(' ')),
);

/** Prefixes that make a verb's opposite or undo ("unarchive", "disconnect", "deregister"). */
const NEGATING_PREFIXES = ['un', 'dis', 'de'];

/** The action class of a stemmed verb (`fetch` -> `read`), or `undefined` for a verb of no class. */
export function actionClassOf(word: string): string | undefined {
  return CLASS_OF.get(word);
}

/** Whether a stemmed word names an action: a class verb, a verb-dominant WordNet verb, a domain verb, or un-/dis-/de- before one of those. */
export function isActionWord(word: string): boolean {
  if (VERBS.has(word)) return true;
  return NEGATING_PREFIXES.some(
    (p) => word.length > p.length + 2 && word.startsWith(p) && VERBS.has(word.slice(p.length)),
  );
}

/** The action key of a verb: its class, else the verb itself (each unknown verb is its own class). */
export function actionKeyOf(word: string): string {
  return CLASS_OF.get(word) ?? word;
}

/** Whether WordNet lists the two verbs as antonyms, or one is the other with a negating prefix. */
export function areAntonyms(a: string, b: string): boolean {
  if (a === b) return false;
  if (ANTONYMS.has(a < b ? `${a}-${b}` : `${b}-${a}`)) return true;
  return NEGATING_PREFIXES.some((p) => a === p + b || b === p + a);
}

const SPECIAL: ReadonlyMap<string, string> = new Map(SPECIAL_CASE_ACTIONS);

/**
 * How two action keys relate: `same`, `special-case` (one is a narrower form of the other:
 * search ⊂ list), or `different` (antonyms, distinct CRUD actions, unrelated verbs).
 */
export function actionRelation(a: string, b: string): 'same' | 'special-case' | 'different' {
  if (a === b) return 'same';
  if (SPECIAL.get(a) === b || SPECIAL.get(b) === a) return 'special-case';
  return 'different';
}

/** The key under which special cases meet their general action (search and list both give list). */
export function actionFamilyOf(key: string): string {
  return SPECIAL.get(key) ?? key;
}

const OBJECT_ACTION: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const rule of OBJECT_ACTIONS) {
    for (const o of rule.objects) for (const a of rule.actions) out.set(`${a} ${o}`, rule.as);
  }
  return out;
})();

/** The action key after the object has its say (`search` on `sql` is `run`). */
export function actionOnObject(action: string, objectHead: string | undefined): string {
  if (objectHead === undefined) return action;
  return OBJECT_ACTION.get(`${action} ${objectHead}`) ?? action;
}

/** A word or a phrase stemmed word by word, as canonical objects write it (`time series`). */
function stemPhrase(phrase: string): string {
  return splitIdentifier(phrase).map(stem).join(' ');
}

/** Multi-word synonym phrases (stemmed words) and single words -> canonical object word. */
/** Single-word synonyms, and phrases keyed by their first word (each list longest first). */
const OBJECT_CANONICAL: {
  single: Map<string, string>;
  phrases: Map<string, [string[], string][]>;
} = (() => {
  const single = new Map<string, string>();
  const all: [string[], string][] = [];
  for (const group of OBJECT_SYNONYMS) {
    const canonical = stemPhrase(group[0]);
    for (const entry of group) {
      const words = splitIdentifier(entry).map(stem);
      if (words.length === 1) single.set(words[0], canonical);
      else all.push([words, canonical]);
    }
  }
  all.sort((x, y) => y[0].length - x[0].length);
  // Only a phrase starting with the word at hand can match there: looking phrases up by their
  // first word keeps the model's commonest call from walking every phrase at every word.
  const phrases = new Map<string, [string[], string][]>();
  for (const entry of all) {
    const list = phrases.get(entry[0][0]);
    if (list === undefined) phrases.set(entry[0][0], [entry]);
    else list.push(entry);
  }
  return { single, phrases };
})();

/**
 * Whether a stemmed word is one of the object synonym groups' single words (`weather`,
 * `transcript`, `repo`): a word of the object vocabulary, not a product name.
 */
export function isKnownObjectWord(word: string): boolean {
  return OBJECT_CANONICAL.single.has(word);
}

const HEAD_ONLY: ReadonlySet<string> = new Set(HEAD_ONLY_OBJECT_SYNONYMS.map(stem));

const GENERIC: ReadonlySet<string> = new Set(GENERIC_OBJECT_WORDS.map(stem));

/** Whether a stemmed object word says nothing about what the tool acts on ("contents", "data"). */
export function isGenericObjectWord(word: string): boolean {
  return GENERIC.has(word);
}

/**
 * Stemmed object words in canonical form: synonym phrases first (longest first), then single
 * words ("pull request" and "pr" both become "pull request"; "weather forecast" becomes
 * "forecast"); a bare web search engine's name is the web. Repeats are dropped; order is kept.
 */
export function canonicalObject(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const match = (OBJECT_CANONICAL.phrases.get(words[i]) ?? []).find(([phrase]) =>
      phrase.every((w, k) => words[i + k] === w),
    );
    if (match !== undefined) {
      out.push(match[1]);
      i += match[0].length;
      continue;
    }
    // "local shell command" is a command: where it runs is no part of what it is (a phrase that
    // starts with the word, "local business", was read above).
    if (i < words.length - 1 && isWhereModifier(words[i])) {
      i++;
      continue;
    }
    const headOnly = i < words.length - 1 && HEAD_ONLY.has(words[i]);
    out.push(headOnly ? words[i] : (OBJECT_CANONICAL.single.get(words[i]) ?? words[i]));
    i++;
  }
  if (out.length === 1 && SEARCH_ENGINES.has(out[0])) return ['web'];
  // A store's name with the span of its query (`prometheus range`) is still the store's data.
  const store =
    out.length === 2 && QUERY_SPAN.has(out[1]) ? out[0] : out.length === 1 ? out[0] : '';
  if (METRIC_STORE.has(store)) return [TIME_SERIES];
  if (LOG_STORE.has(store)) return [LOG];
  if (out.length === 1 && SHELLS.has(out[0])) return [COMMAND];
  return [...new Set(out)];
}

const WHERE: ReadonlySet<string> = new Set(WHERE_MODIFIERS.map(stem));
const SHELLS: ReadonlySet<string> = new Set(SHELL_NAMES.map(stem));
/** The canonical object of a shell's commands (see `SHELL_NAMES`). */
const COMMAND = stem('command');

/** Whether a word says only where or how long a run lives (see `WHERE_MODIFIERS`). */
export function isWhereModifier(word: string): boolean {
  return WHERE.has(word);
}

const SEARCH_ENGINES: ReadonlySet<string> = new Set(WEB_SEARCH_ENGINES.map(stem));
const METRIC_STORE: ReadonlySet<string> = new Set(METRIC_STORES.map(stem));
const QUERY_SPAN: ReadonlySet<string> = new Set(QUERY_SPANS.map(stem));
const LOG_STORE: ReadonlySet<string> = new Set(LOG_STORES.map(stem));
/** The canonical object of a log's entries (see `LOG_STORES`). */
const LOG = stem('log');
/** The canonical object of a metric's data points (see the `time series` synonyms). */
const TIME_SERIES = stemPhrase('time series');

/**
 * The action classes and object synonyms as Markdown list lines (docs/engine.md prints them):
 * one line per action class with its verbs, then the special cases and object synonym groups.
 */
export function describeLexicon(): string {
  const classes = new Map<string, string[]>();
  for (const [word, cls] of CLASS_OF) {
    const words = classes.get(cls);
    if (words === undefined) classes.set(cls, [word]);
    else words.push(word);
  }
  const lines = [...classes]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([cls, words]) => `- action **${cls}**: ${words.sort().join(', ')}`);
  for (const [special, general] of SPECIAL_CASE_ACTIONS) {
    lines.push(`- special case: **${special}** ⊂ **${general}**`);
  }
  for (const rule of OBJECT_ACTIONS) {
    lines.push(
      `- on ${rule.objects.join(' / ')}: ${rule.actions.join(', ')} all mean **${rule.as}**`,
    );
  }
  for (const group of OBJECT_SYNONYMS) lines.push(`- object: ${group.join(' / ')}`);
  for (const group of OBJECT_CLASSES) lines.push(`- variants of one object: ${group.join(' / ')}`);
  for (const { action, objects } of ACTION_OBJECT_SYNONYMS) {
    lines.push(`- to ${action}: ${objects.join(' / ')} are one object`);
  }
  for (const [kind, groups] of Object.entries(KIND_OBJECT_SYNONYMS)) {
    for (const { objects, actions } of groups) {
      lines.push(
        `- on two ${kind} systems, to ${actions.join(', ')}: ${objects.join(' / ')} are one object`,
      );
    }
  }
  for (const [kind, rules] of Object.entries(KIND_JOBS)) {
    for (const rule of rules) {
      const article = rule.of !== undefined && /^[aeiou]/.test(rule.of) ? 'an' : 'a';
      const on =
        rule.of !== undefined
          ? `${rule.objects?.join(' / ') ?? 'a part'} of ${article} ${rule.of}`
          : (rule.objects?.join(' / ') ?? 'anything');
      const as = `${rule.as.action}${rule.as.object === undefined ? '' : ` ${rule.as.object}`}`;
      const unless = rule.unless === undefined ? '' : ` (not ${rule.unless.join(' / ')} ones)`;
      lines.push(
        `- on two ${kind} systems, to ${rule.actions.join(', ')}${rule.orNone === true ? ' (or name only)' : ''} ${on}${unless} is to **${as}**`,
      );
    }
  }
  lines.push(
    `- specific actions (the object does not change the job): ${SPECIFIC_ACTIONS.join(', ')}`,
  );
  return lines.join('\n');
}

const QUALIFIER_ANTONYMS: ReadonlySet<string> = new Set(
  [
    ...WORDNET_QUALIFIER_ANTONYMS.flatMap((line) => line.split(' ')),
    ...DOMAIN_QUALIFIER_ANTONYMS.map(([a, b]) => `${a}-${b}`),
  ].map((pair) => {
    const [a, b] = pair.split('-').map(stem);
    return a < b ? `${a}-${b}` : `${b}-${a}`;
  }),
);

/**
 * Whether two stemmed object words are opposite qualifiers in WordNet (`back` / `forward`,
 * `next` / `previous`): objects that differ by them name opposite things.
 */
export function areQualifierAntonyms(a: string, b: string): boolean {
  return a !== b && QUALIFIER_ANTONYMS.has(a < b ? `${a}-${b}` : `${b}-${a}`);
}

const POLAR: ReadonlySet<string> = new Set(
  [...QUALIFIER_ANTONYMS].flatMap((pair) => pair.split('-')),
);

/** Whether a stemmed word has a WordNet antonym as a qualifier (`back`, `next`, `public`). */
export function isPolarQualifier(word: string): boolean {
  return POLAR.has(word);
}

const CLASS_OF_OBJECT: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const group of OBJECT_CLASSES) {
    for (const w of group) if (!out.has(stem(w))) out.set(stem(w), stem(group[0]));
  }
  return out;
})();

/** The object class of a stemmed, canonical object head (`markdown` -> `url`), or the head itself. */
export function objectClassOf(head: string): string {
  return CLASS_OF_OBJECT.get(head) ?? head;
}

/**
 * Whether a stemmed object head is one of a group of variants (a form of web content, a form
 * field): a qualifier on it names another thing's form (a Notion `page markdown`), never a flavour.
 */
export function isClassedObject(head: string): boolean {
  return CLASS_OF_OBJECT.has(head);
}

const SPECIFIC: ReadonlySet<string> = new Set(SPECIFIC_ACTIONS);

/**
 * Whether an action key names its job by itself (`click`, `fill`, `navigate`): across the real
 * catalogs it is used by several tools with few distinct objects, so a differently worded object
 * (`element`, `url`, `selector`) does not make a different job. Generic actions (`read`, `create`)
 * take many objects and need a related one. See scripts/build-specificity.mjs.
 */
export function isSpecificAction(key: string): boolean {
  return SPECIFIC.has(key);
}

const BATCH: ReadonlySet<string> = new Set(BATCH_WORDS.map(stem));

/** Whether a stemmed name word marks a batch form of a single-item tool (`multiple`, `batch`). */
export function isBatchWord(word: string): boolean {
  return BATCH.has(word);
}

const RECENCY: ReadonlySet<string> = new Set(RECENCY_WORDS.map(stem));

/** Whether a stemmed name word picks the newest objects (`recent`): see `RECENCY_WORDS`. */
export function isRecencyWord(word: string): boolean {
  return RECENCY.has(word);
}

const SQL_KIND_WORDS: readonly (readonly [kind: string, phrases: readonly string[][]])[] =
  Object.entries(SQL_STATEMENT_KINDS).map(
    ([kind, entries]) => [kind, entries.map((e) => splitIdentifier(e).map(stem))] as const,
  );

/** Whether a stemmed word names a kind of SQL statement (`insert`, `mutation`, `select`). */
export function isSqlKindWord(word: string): boolean {
  return SQL_KIND_WORDS.some(
    ([kind, phrases]) =>
      (kind === 'readonly' || kind === 'mutation') &&
      phrases.some((p) => p.length === 1 && p[0] === word),
  );
}

/** Whether a stemmed word says which SQL a tool runs, `any` words included (`arbitrary`). */
export function isSqlQualifierWord(word: string): boolean {
  return SQL_KIND_WORDS.some(([, phrases]) => phrases.some((p) => p.length === 1 && p[0] === word));
}

/**
 * The kind of SQL statement stemmed words say a tool runs: `readonly`, `mutation`, or
 * `undefined` (any SQL: both kinds, an `any` word, or neither).
 */
export function sqlStatementKind(words: readonly string[]): 'readonly' | 'mutation' | undefined {
  const has = (kind: string): boolean => {
    const phrases = SQL_KIND_WORDS.find(([k]) => k === kind)?.[1] ?? [];
    return words.some((_, i) => phrases.some((p) => p.every((w, k) => words[i + k] === w)));
  };
  if (has('any') || SQL_LANGUAGES.every((w) => words.includes(w))) return undefined;
  const readonly = has('readonly');
  const mutation = has('mutation');
  if (readonly === mutation) return undefined;
  return readonly ? 'readonly' : 'mutation';
}

const HEAD_KIND: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(HEAD_KINDS).map(([head, kinds]) => [stem(head), new Set(kinds.map(stem))]),
);

/**
 * Whether a stemmed word is a kind qualifier of a head (see `HEAD_KINDS`): the bare head covers
 * every kind. A
 * capture (a screenshot, a snapshot) exists only once taken: any qualifier says which form it
 * takes (an accessibility or a text snapshot of the page), and a capture of the bare thing is one.
 */
export function isKindOf(word: string, head: string): boolean {
  if (Object.hasOwn(NOUN_ACTIONS, head)) return true;
  if (HEAD_KIND.get(head)?.has(word) === true) return true;
  return head === 'sql' && (word === 'readonly' || word === 'mutation');
}

const QUERY_CRITERIA: ReadonlySet<string> = new Set(SEARCH_CRITERIA.map(stem));

/** Whether a stemmed word is a criterion any search query can say (`category`, `keyword`). */
export function isQueryCriterion(word: string): boolean {
  return QUERY_CRITERIA.has(word);
}

const SQL_WRITTEN: ReadonlySet<string> = new Set(SQL_WRITTEN_OBJECTS.map(stem));
const SQL_WRITES: ReadonlySet<string> = new Set(SQL_WRITE_ACTIONS);

/**
 * Whether a job is one SQL statement's write when its system is a SQL one (creating a table,
 * deleting a record: see `SQL_WRITTEN_OBJECTS`).
 */
export function isSqlWrite(action: string | undefined, head: string | undefined): boolean {
  if (action === undefined || head === undefined) return false;
  return (
    (SQL_WRITES.has(action) && SQL_WRITTEN.has(head)) || (action === 'run' && SQL_CALLED.has(head))
  );
}

const SQL_CALLED: ReadonlySet<string> = new Set(SQL_CALLED_OBJECTS.map(stem));

const SQL_TABLES: ReadonlySet<string> = new Set(SQL_TABLE_OBJECTS.map(stem));

/** Whether a stemmed object head is a SQL table or its data (a row, a record, a column). */
export function isSqlTableObject(head: string | undefined): boolean {
  return head !== undefined && SQL_TABLES.has(head);
}

/** Whether a job runs SQL that may write: mutation or any SQL, not read-only SQL. */
export function runsWritingSql(action: string | undefined, object: readonly string[]): boolean {
  return action === 'run' && object.at(-1) === 'sql' && !object.includes('readonly');
}

const GENERIC_RESOURCE: ReadonlySet<string> = new Set(GENERIC_RESOURCE_WORDS.map(stem));

/** Whether a stemmed object head stands for anything its system holds (`resource`, `generic`). */
export function isGenericResource(head: string | undefined): boolean {
  return head !== undefined && GENERIC_RESOURCE.has(head);
}

/**
 * Whether a generic tool's action covers another action: running anything covers every action;
 * reading anything covers reads, lists and searches; otherwise the same or a special case.
 */
export function coversAction(generic: string, other: string): boolean {
  if (generic === 'run') return true;
  if (generic === 'read') return other === 'read' || other === 'list' || other === 'search';
  return actionRelation(generic, other) !== 'different';
}

const WORK_ITEM: ReadonlySet<string> = new Set(WORK_ITEMS.map(stemPhrase));

/** Whether a canonical object word is a work item of a tracker or forge (`issue`, `card`). */
export function isWorkItem(word: string): boolean {
  return WORK_ITEM.has(word);
}

const WORK_ITEM_PART: ReadonlySet<string> = new Set(WORK_ITEM_PARTS.map(stem));

/** Whether a canonical object head hangs on any work item (`comment`, `label`). */
export function isWorkItemPart(word: string): boolean {
  return WORK_ITEM_PART.has(word);
}

/** Heads keyed by kind, action and head; `served` leaves out a kind's `own` groups. */
function actionHeads(served: boolean): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const add = (kind: string, objects: readonly string[], actions: readonly string[]) => {
    for (const o of objects)
      for (const a of actions) out.set(`${kind} ${a} ${stemPhrase(o)}`, stemPhrase(objects[0]));
  };
  for (const [kind, groups] of Object.entries(KIND_OBJECT_SYNONYMS)) {
    for (const { objects, actions, own } of groups)
      if (!(served && own === true)) add(kind, objects, actions);
  }
  // Entries of any kind are keyed by no kind.
  for (const { action, objects } of ACTION_OBJECT_SYNONYMS) add('', objects, [action]);
  return out;
}

const ACTION_HEADS = actionHeads(false);
const SERVED_ACTION_HEADS = actionHeads(true);

/**
 * The head a stemmed object head stands for when a tool does an action on it: on any system
 * (querying a `metric` queries its `time series`: see `ACTION_OBJECT_SYNONYMS`), or, given the
 * kind of system both tools are of, within it (running a CI `pipeline` runs a `build`: see
 * `KIND_OBJECT_SYNONYMS`); else the head itself.
 */
export function headForAction(
  kind: string | undefined,
  action: string | undefined,
  head: string,
  served = false,
): string {
  if (action === undefined) return head;
  const heads = served ? SERVED_ACTION_HEADS : ACTION_HEADS;
  const inKind = kind === undefined ? undefined : heads.get(`${kind} ${action} ${head}`);
  return inKind ?? heads.get(` ${action} ${head}`) ?? head;
}

/**
 * The job a tool does, within a kind of system, as that kind names it (see `KIND_JOBS`): writing
 * a memory bank file creates a memory; reading a dashboard's panel queries reads the dashboard.
 * Undefined when the kind names it no other way, or for a job described by an aspect of its
 * object (`aspect`: reading a sheet's structure is not reading what the sheet holds).
 */
export function jobInKind(
  kind: string | undefined,
  action: string | undefined,
  object: readonly string[],
  aspect?: string,
): { action: string; object: readonly string[]; sideBySide?: boolean } | undefined {
  const head = object.at(-1);
  if (kind === undefined || head === undefined) return undefined;
  if (aspect !== undefined) return undefined;
  for (const rule of STEMMED_KIND_JOBS.get(kind) ?? []) {
    if (action === undefined ? rule.orNone !== true : !rule.actions.includes(action)) continue;
    if (rule.unless?.some((w) => object.includes(w)) === true) continue;
    const on =
      (rule.of === undefined || object.slice(0, -1).includes(rule.of)) &&
      (rule.objects === undefined || rule.objects.includes(head));
    if (!on) continue;
    return {
      action: rule.as.action,
      object: rule.as.object ?? object,
      ...(rule.sideBySide === true ? { sideBySide: true } : {}),
    };
  }
  return undefined;
}

/** `KIND_JOBS` with its words stemmed once: every pair of tools of one kind asks. */
const STEMMED_KIND_JOBS: ReadonlyMap<string, readonly KindJob<readonly string[]>[]> = new Map(
  Object.entries(KIND_JOBS).map(([kind, rules]) => [
    kind,
    rules.map((rule) => ({
      actions: rule.actions,
      ...(rule.orNone === undefined ? {} : { orNone: rule.orNone }),
      ...(rule.objects === undefined ? {} : { objects: rule.objects.map(stemPhrase) }),
      ...(rule.of === undefined ? {} : { of: stem(rule.of) }),
      ...(rule.unless === undefined ? {} : { unless: rule.unless.map(stem) }),
      ...(rule.sideBySide === undefined ? {} : { sideBySide: rule.sideBySide }),
      as: {
        action: rule.as.action,
        ...(rule.as.object === undefined ? {} : { object: rule.as.object.split(' ').map(stem) }),
      },
    })),
  ]),
);

/** Stemmed objects that scope what a system holds (see `SCOPE_OBJECTS`). */
const SCOPE_WORDS: ReadonlySet<string> = new Set(SCOPE_OBJECTS.map(stem));

/**
 * A BI tool's SQL runner reads: a SQL system whose tools also show dashboards (Metabase) runs
 * queries for its questions and charts, not writes or DDL, so SQL it runs unqualified is
 * read-only SQL (its own text may still say more: a mutation stays one).
 */
export function withBiReads(
  kind: string | undefined,
  model: ToolModel,
  serverHeads?: ReadonlySet<string>,
): ToolModel {
  if (kind !== SQL_KIND || serverHeads?.has(DASHBOARD) !== true) return model;
  return asReadOnlySql(model);
}

/** A model whose unqualified SQL runs (its own and its alternatives') run read-only SQL. */
export function asReadOnlySql(model: ToolModel): ToolModel {
  const reads = (m: ToolModel): ToolModel =>
    m.action === 'run' && m.object.length === 1 && m.object[0] === SQL_KIND
      ? { ...m, object: [READONLY, SQL_KIND] }
      : m;
  return eachJob(model, reads);
}

/**
 * A model with `f` applied to its own job and to each alternative (a multi-action tool's jobs
 * change as its own does); the model itself when `f` changes none.
 */
function eachJob(model: ToolModel, f: (m: ToolModel) => ToolModel): ToolModel {
  const own = f(model);
  const alternatives = model.alternatives?.map(f);
  if (alternatives?.some((a, i) => a !== model.alternatives?.[i]) === true)
    return { ...own, alternatives };
  return own;
}

const DASHBOARD = stem('dashboard');
const READONLY = 'readonly';

/**
 * A model with its object's head as its kind of system names it for every system (see
 * `KIND_HEADS`): a monitor's `item` is an `issue`. The model itself when the kind renames nothing,
 * or when the server's own heads (`serverHeads`) hold the new name already.
 */
export function withKindHead(
  kind: string | undefined,
  model: ToolModel,
  serverHeads?: ReadonlySet<string>,
): ToolModel {
  const names = kind === undefined ? undefined : KIND_HEADS[kind];
  if (names === undefined) return model;
  const rename = (m: ToolModel): ToolModel => {
    const head = m.object.at(-1);
    const named = head === undefined ? undefined : names[head];
    if (named === undefined) return m;
    const renamed = stemPhrase(named);
    // A server whose own tools name the other thing too keeps the two apart, unless the kind's
    // name only narrows the head (a CI server's `log` is its `build log`).
    if (serverHeads?.has(renamed) === true && !renamed.endsWith(` ${head}`)) return m;
    // "netlify-project-services-reader": a head after a scope (`project`, `team`) names the group
    // of tools on that scope, not a thing of its own.
    if (m.object.slice(0, -1).some((w) => SCOPE_WORDS.has(w))) return m;
    return { ...m, object: [...m.object.slice(0, -1), renamed] };
  };
  // A multi-action tool's jobs (Green Invoice's `client`: search, get, create…) name the thing as
  // the tool does, so the kind renames them too.
  return eachJob(model, rename);
}
