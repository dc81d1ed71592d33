/**
 * The kind of system a server serves (a SQL engine, a document store, a tracker, an error
 * monitor, a CI service, a forge), read from the words of all its tools: some objects
 * (`project`, `branch`, `database`) mean different things in different kinds of system.
 */
import {
  ACCOUNT_OBJECTS,
  ATTRIBUTE_OBJECTS,
  CHECKED_OUT_KINDS,
  CONTAINER_KINDS,
  DOCS_KIND,
  KIND_OBJECT_CLASSES,
  KIND_OBJECT_TYPES,
  KIND_CONTAINER_QUALIFIERS,
  OBJECT_CONTAINER_QUALIFIERS,
  KIND_OWN_OBJECTS,
  KIND_RELATIVE_OBJECTS,
  PLACE_OBJECTS,
  OBJECT_KINDS,
  PAIRED_KINDS,
  PRODUCT_NAME_KINDS,
  SCOPE_OBJECTS,
  SELF_CONTAINED_KINDS,
  SERVED_KINDS,
  SHARED_KIND_WORDS,
  SQL_KIND,
  SUITE_PRODUCT_KINDS,
  SYSTEM_KINDS,
} from './domain.js';
import { isGenericObjectWord, isKnownObjectWord } from './lexicon.js';
import { isProperNameWord, splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

type KindWords = readonly (readonly [kind: string, words: ReadonlySet<string>])[];

/** Each kind of a table of kinds' words with its words stemmed. */
function stemmedKindWords(table: Readonly<Record<string, readonly string[]>>): KindWords {
  return Object.entries(table).map(([kind, words]) => [kind, new Set(words.map(stem))] as const);
}

const KIND_WORDS: KindWords = stemmedKindWords(SYSTEM_KINDS);
/** Stemmed product name -> its kind (see `PRODUCT_NAME_KINDS`). */
const PRODUCT_KINDS: ReadonlyMap<string, string> = new Map(
  Object.entries(PRODUCT_NAME_KINDS).map(([name, kind]) => [stem(name), kind]),
);

/** Each kind's own words and the words it shares (see `SHARED_KIND_WORDS`). */
const ALL_KIND_WORDS: KindWords = [
  ...new Set([...Object.keys(SYSTEM_KINDS), ...Object.keys(SHARED_KIND_WORDS)]),
].map(
  (kind) =>
    [
      kind,
      new Set([...(SYSTEM_KINDS[kind] ?? []), ...(SHARED_KIND_WORDS[kind] ?? [])].map(stem)),
    ] as const,
);

/** Each kind's shared words alone (see `SHARED_KIND_WORDS`), stemmed. */
const SHARED_WORDS: KindWords = stemmedKindWords(SHARED_KIND_WORDS);

const CONTAINERS: KindWords = stemmedKindWords(CONTAINER_KINDS);

const CONTAINER_KIND_SET: ReadonlySet<string> = new Set(CONTAINERS.map(([kind]) => kind));

const KIND_RELATIVE: ReadonlySet<string> = new Set(KIND_RELATIVE_OBJECTS.map(stem));
const ACCOUNTS: ReadonlySet<string> = new Set(ACCOUNT_OBJECTS.map(stem));
const PLACES: ReadonlySet<string> = new Set(PLACE_OBJECTS.map(stem));
const SCOPES: ReadonlySet<string> = new Set(SCOPE_OBJECTS.map(stem));
const ATTRIBUTES: ReadonlySet<string> = new Set(ATTRIBUTE_OBJECTS.map(stem));
const KIND_OWN: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(KIND_OWN_OBJECTS).map(([kind, heads]) => [kind, new Set(heads.map(stem))]),
);

/** A share of its tools below which a kind's words are incidental ("a task", "an error"). */
export const MIN_KIND_SHARE = 0.25;

/**
 * Tools besides its SQL runners that must speak of SQL (its tables) for a server that runs SQL to
 * be a SQL system: one such tool is a side dataset (a storage bucket's insights table).
 */
const MIN_SQL_COMPANIONS = 2;

/**
 * The kind of system a server serves, from its tools' stemmed words (name and description
 * tokens, one set per tool): the kind whose words the most tools use, when at least two tools (the
 * one tool of a one-tool server) and {@link MIN_KIND_SHARE} of them do and no other kind is used as often; otherwise
 * `undefined` (unknown: never a reason to keep two tools apart).
 *
 * With `headlines` (the stemmed words of each tool's name and first sentence), only kinds named
 * in some headline count: words only in boilerplate ("Error Responses: 400" under every Notion
 * tool, "recent events" in a search tool's advice) do not say what the system holds, nor outvote
 * the kind the headlines name.
 *
 * With `runsSql` (whether each tool runs SQL), a server that runs SQL and whose other tools speak
 * of SQL's tables is a SQL system whatever other kind's words it uses more: a database client or
 * a BI tool over databases, whose cards and dashboards are saved queries of those databases.
 *
 * A kind's shared words (see `SHARED_KIND_WORDS`) count with its own words where no kind's own
 * words decide, or where they are used by {@link SHARED_LEAD} times as many tools as the kind the
 * own words name: a tracker whose every tool manages issues is no monitor for computing metrics.
 *
 * With `serverWords` (the stemmed words of the server's name), a kind the name alone names is the
 * server's when its tools use that kind's words as a kind's must (`apple-docs`, whose video
 * sessions are of its documentation): what a server is named for is what it serves. A server
 * named for a product whose name is a common word (see `PRODUCT_NAME_KINDS`) is of its kind.
 */
export function systemKindOf(
  tools: readonly ReadonlySet<string>[],
  headlines?: readonly ReadonlySet<string>[],
  runsSql?: readonly boolean[],
  serverWords?: ReadonlySet<string>,
): string | undefined {
  const named = KIND_WORDS.filter(([, words]) => sharesWord(serverWords ?? [], words));
  // A server named for a product is of its kind, even one that also runs SQL (SeaTable's and
  // Grist's SQL queries of their bases; session 48).
  for (const word of serverWords ?? []) {
    const kind = PRODUCT_KINDS.get(word);
    if (kind !== undefined) return kind;
  }
  if (runsSql?.some(Boolean) === true) {
    const sqlWords = KIND_WORDS.find(([kind]) => kind === SQL_KIND)![1];
    const companions = tools.filter(
      (tool, i) => runsSql[i] !== true && sharesWord(tool, sqlWords),
    ).length;
    // A server named for another kind whose SQL is the lesser part of its tools is of the named
    // kind: a Kafka server's ksqlDB queries sit beside its topics (session 45).
    const sqlTools = companions + runsSql.filter(Boolean).length;
    const namedOther = named.filter(([kind]) => kind !== SQL_KIND);
    const minor = namedOther.length === 1 && 2 * sqlTools < tools.length;
    if (companions >= MIN_SQL_COMPANIONS && !minor) return SQL_KIND;
  }
  const containers = containerKindsOf(headlines ?? tools, tools.length);
  // The name already says the kind, so two tools in its words confirm it whatever share they are
  // (SonarQube's hotspots and coverage among its issues).
  if (named.length === 1 && kindOf(named, tools, headlines, containers, 0) !== undefined) {
    return named[0][0];
  }
  const own = kindOf(KIND_WORDS, tools, headlines, containers);
  const shared = kindOf(ALL_KIND_WORDS, tools, headlines, containers);
  // A server named for one kind (`coolify-…`) whose tools say too little to name any is that kind;
  // one named by a word kinds share (`vault`: secrets or notes) is the one some tool speaks of.
  if (own === undefined && shared === undefined) {
    if (named.length === 1) return named[0][0];
    if (named.length === 0) return sharedNameKind(serverWords ?? [], tools);
  }
  const kind =
    own === undefined || (shared !== undefined && shared.tools >= SHARED_LEAD * own.tools)
      ? shared?.kind
      : own.kind;
  // A server named for a kind whose tools do what that kind also serves is of the named kind: a
  // GitLab server of issues and CI pipelines is a forge running its CI (see `SERVED_KINDS`).
  const [only] = named.length === 1 ? named[0] : [];
  if (
    only !== undefined &&
    only !== DOCS_KIND &&
    kind !== undefined &&
    servedKinds(only).includes(kind)
  ) {
    return only;
  }
  return kind;
}

/**
 * The kind a server's name names through a word several kinds share (see `SHARED_KIND_WORDS`)
 * when exactly one of those kinds has its own words in some tool: a `vault` server that lists
 * secrets is a secrets manager. Otherwise `undefined`.
 */
function sharedNameKind(
  serverWords: Iterable<string>,
  tools: readonly ReadonlySet<string>[],
): string | undefined {
  const words = [...serverWords];
  const kinds = SHARED_WORDS.filter(([, shared]) => sharesWord(words, shared)).map(([k]) => k);
  const spoken = KIND_WORDS.filter(
    ([kind, own]) => kinds.includes(kind) && tools.some((tool) => sharesWord(tool, own)),
  );
  return spoken.length === 1 ? spoken[0][0] : undefined;
}

/**
 * How many times more tools must use a kind's shared words than any kind's own words for the
 * shared words to decide: a tracker's "issue" in all its tools against "metrics" in two.
 */
const SHARED_LEAD = 2;

/** The kind {@link systemKindOf} reads with the given words of each kind, and how many tools use them. */
function kindOf(
  kinds: KindWords,
  tools: readonly ReadonlySet<string>[],
  headlines: readonly ReadonlySet<string>[] | undefined,
  named: ReadonlySet<string>,
  minShare = MIN_KIND_SHARE,
): { kind: string; tools: number } | undefined {
  let best: string | undefined;
  let bestCount = 0;
  let tie = false;
  // A container kind counts where its container is named (`named`), and then its words are its own.
  const claimed = new Set(
    kinds.filter(([kind]) => named.has(kind)).flatMap(([, words]) => [...words]),
  );
  const index = wordIndexOf(kinds);
  // Words only in boilerplate ("Error Responses: 400" under every tool) do not count: the kinds
  // some headline names.
  const headlined = new Uint8Array(kinds.length);
  if (headlines !== undefined) {
    for (const h of headlines)
      for (const w of h) for (const k of index.get(w) ?? []) headlined[k] = 1;
  }
  // How many tools use each kind's words (each tool once per kind).
  const counts = new Int32Array(kinds.length);
  const stamp = new Int32Array(kinds.length).fill(-1);
  tools.forEach((tool, t) => {
    for (const w of tool) {
      for (const k of index.get(w) ?? []) {
        if (stamp[k] === t || (claimed.has(w) && !named.has(kinds[k][0]))) continue;
        stamp[k] = t;
        counts[k]++;
      }
    }
  });
  kinds.forEach(([kind], k) => {
    if (CONTAINER_KIND_SET.has(kind) && !named.has(kind)) return;
    if (headlines !== undefined && headlined[k] === 0) return;
    const count = counts[k];
    if (count > bestCount) {
      best = kind;
      bestCount = count;
      tie = false;
    } else if (count === bestCount) tie = true;
  });
  if (
    best === undefined ||
    tie ||
    bestCount < Math.min(2, tools.length) ||
    bestCount < minShare * tools.length
  ) {
    return undefined;
  }
  return { kind: best, tools: bestCount };
}

/** Word -> the indices of the kinds (of one list) that have it, built once per list. */
const WORD_INDEXES = new WeakMap<KindWords, ReadonlyMap<string, readonly number[]>>();

function wordIndexOf(kinds: KindWords): ReadonlyMap<string, readonly number[]> {
  let index = WORD_INDEXES.get(kinds);
  if (index === undefined) {
    const map = new Map<string, number[]>();
    kinds.forEach(([, words], k) => {
      for (const w of words) {
        const list = map.get(w);
        if (list === undefined) map.set(w, [k]);
        else list.push(k);
      }
    });
    WORD_INDEXES.set(kinds, (index = map));
  }
  return index;
}

/** The container kinds whose container the headlines of at least two tools (of one: it) name. */
function containerKindsOf(
  headlines: readonly ReadonlySet<string>[],
  size: number,
): ReadonlySet<string> {
  return new Set(
    CONTAINERS.filter(
      ([, words]) => headlines.filter((h) => sharesWord(h, words)).length >= Math.min(2, size),
    ).map(([kind]) => kind),
  );
}

/** Whether some word of `words` is in `set`. */
function sharesWord(words: Iterable<string>, set: ReadonlySet<string>): boolean {
  for (const w of words) if (set.has(w)) return true;
  return false;
}

/** Whether a stemmed object head means different things in different kinds of system. */
export function isKindRelativeObject(head: string): boolean {
  return KIND_RELATIVE.has(head);
}

/** Whether a stemmed object head is an account of one system (see `ACCOUNT_OBJECTS`). */
export function isAccountObject(head: string): boolean {
  return ACCOUNTS.has(head);
}

/** Whether a stemmed object head scopes what one system holds (see `SCOPE_OBJECTS`). */
export function isScopeObject(head: string): boolean {
  return SCOPES.has(head);
}

/** Whether a stemmed object head is an attribute of any thing (see `ATTRIBUTE_OBJECTS`). */
export function isAttributeObject(head: string): boolean {
  return ATTRIBUTES.has(head);
}

/** Whether a stemmed object head is a place in one system's tree (see `PLACE_OBJECTS`). */
export function isPlaceObject(head: string): boolean {
  return PLACES.has(head);
}

/**
 * Whether two servers' places are one tree: one is of a kind a disk holds a checkout of (see
 * `CHECKED_OUT_KINDS`) and the other of no known kind (a disk).
 */
export function sharesPlaces(a: string | undefined, b: string | undefined): boolean {
  const checkedOut = (k: string | undefined): boolean =>
    k !== undefined && CHECKED_OUT_KINDS.includes(k);
  return (checkedOut(a) && b === undefined) || (checkedOut(b) && a === undefined);
}

/** Whether a stemmed object head is a kind's own thing (see `KIND_OWN_OBJECTS`). */
export function isKindOwnObject(kind: string | undefined, head: string | undefined): boolean {
  return kind !== undefined && head !== undefined && KIND_OWN.get(kind)?.has(head) === true;
}

/** Whether one of two kinds of system also serves the other (see `SERVED_KINDS`). */
export function servesKind(a: string | undefined, b: string | undefined): boolean {
  return servedKindOf(a, b) !== undefined;
}

/** The kinds a kind serves too (see `SERVED_KINDS`): a forge's CI. */
export function servedKinds(kind: string | undefined): readonly string[] {
  return kind === undefined ? [] : (SERVED_KINDS[kind] ?? []);
}

/** Of two kinds, the one the other serves (see `SERVED_KINDS`): a forge's CI is a CI service's. */
export function servedKindOf(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (servedKinds(a).includes(b)) return b;
  return servedKinds(b).includes(a) ? a : undefined;
}

/** Whether a kind of system holds all its tools' objects itself (see `SELF_CONTAINED_KINDS`). */
export function isSelfContainedKind(kind: string | undefined): boolean {
  return kind !== undefined && SELF_CONTAINED_KINDS.includes(kind);
}

/**
 * Whether some of the stemmed tokens are words of a kind of system, its own or shared (see
 * `SYSTEM_KINDS`, `SHARED_KIND_WORDS`); with `ownOnly`, its own words only.
 */
export function usesKindWords(kind: string, tokens: Iterable<string>, ownOnly = false): boolean {
  const words = (ownOnly ? KIND_WORDS : ALL_KIND_WORDS).find(([k]) => k === kind)?.[1];
  if (words === undefined) return false;
  for (const t of tokens) if (words.has(t)) return true;
  return false;
}

const KIND_CLASSES: readonly (readonly [
  kind: string,
  objects: ReadonlySet<string>,
  actions: ReadonlySet<string> | undefined,
  name: string,
  contents: boolean,
])[] = Object.entries(KIND_OBJECT_CLASSES).flatMap(([kind, groups]) =>
  groups.map(({ objects, actions, contents }) => {
    const stems = objects.map(stem);
    const acts = actions === undefined ? undefined : new Set(actions);
    return [kind, new Set(stems), acts, `${kind}:${stems[0]}`, contents === true] as const;
  }),
);

/** Names of the classes that are forms of a thing's content (see `KIND_OBJECT_CLASSES`). */
const CONTENT_CLASSES = new Set(KIND_CLASSES.filter((c) => c[4]).map((c) => c[3]));

/**
 * The class a stemmed object head belongs to, for an action, within a kind of system (see
 * `KIND_OBJECT_CLASSES`: a browser page's HTML and text are one content), or `undefined`.
 */
export function kindObjectClassOf(
  kind: string | undefined,
  head: string | undefined,
  action: string | undefined,
): string | undefined {
  if (kind === undefined || head === undefined) return undefined;
  for (const [k, objects, actions, name] of KIND_CLASSES) {
    if (k !== kind || !objects.has(head)) continue;
    if (actions === undefined || (action !== undefined && actions.has(action))) return name;
  }
  return undefined;
}

const CONTAINER_QUALIFIERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(KIND_CONTAINER_QUALIFIERS).map(([kind, words]) => [
    kind,
    new Set(words.map(stem)),
  ]),
);

const OBJECT_CONTAINERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(OBJECT_CONTAINER_QUALIFIERS).map(([head, words]) => [
    stem(head),
    new Set(words.map(stem)),
  ]),
);

/** Whether a stemmed qualifier names what every thing of a kind lives in (a forge's repository). */
export function isKindContainerQualifier(kind: string | undefined, word: string): boolean {
  return kind !== undefined && CONTAINER_QUALIFIERS.get(kind)?.has(word) === true;
}

/** Whether a stemmed qualifier names what a stemmed head lives in anywhere (a file's file system). */
export function isObjectContainerQualifier(head: string | undefined, word: string): boolean {
  return head !== undefined && OBJECT_CONTAINERS.get(head)?.has(word) === true;
}

const OBJECT_TYPES: ReadonlyMap<
  string,
  { generic: ReadonlySet<string>; types: ReadonlySet<string> }
> = new Map(
  Object.entries(KIND_OBJECT_TYPES).map(([kind, { generic, types }]) => [
    kind,
    { generic: new Set(generic.map(stem)), types: new Set(types.map(stem)) },
  ]),
);

/**
 * Whether, within a kind of system, a bare generic object (`element`) covers a typed one
 * (`rectangle`): see `KIND_OBJECT_TYPES`.
 */
export function genericOfType(
  kind: string | undefined,
  generic: readonly string[],
  typed: readonly string[],
): boolean {
  const t = kind === undefined ? undefined : OBJECT_TYPES.get(kind);
  return (
    t !== undefined &&
    generic.length === 1 &&
    t.generic.has(generic[0]) &&
    t.types.has(typed.at(-1) ?? '')
  );
}

/** The generic object whose types include a stemmed head, within a kind (see `KIND_OBJECT_TYPES`). */
export function genericOfTypedHead(kind: string | undefined, head: string): string | undefined {
  const t = kind === undefined ? undefined : OBJECT_TYPES.get(kind);
  return t?.types.has(head) === true ? t.generic.values().next().value : undefined;
}

/**
 * The class of a whole stemmed object phrase within a kind of system: its head's, unless the head
 * is a form of content and a word before it is a thing of another class of the kind: then it is
 * that thing's content, not the page's (an alert dialog's text). A content word before another
 * class's head only says its form (a text snapshot is a snapshot).
 */
export function kindObjectClassOfPhrase(
  kind: string | undefined,
  object: readonly string[],
  action: string | undefined,
): string | undefined {
  const cls = kindObjectClassOf(kind, object.at(-1), action);
  if (cls === undefined || !CONTENT_CLASSES.has(cls)) return cls;
  const owned = object.slice(0, -1).some((w) => {
    const owner = kindObjectClassOf(kind, w, action);
    return owner !== undefined && owner !== cls;
  });
  return owned ? undefined : cls;
}

/**
 * The stemmed words the description's spelling of the server's name splits into (`BrowserStack`
 * of the `browserstack` server: browser, stack): a product's name says nothing of what the system
 * holds, unless the name itself is a kind's word (`MySQL`, `MongoDB`).
 */
export function productWords(server: string, description: string): ReadonlySet<string> {
  return productNameParts(server, description).product;
}

/**
 * One reading of the description's spellings of the server's name: `product`, its words as
 * {@link productWords} gives them, and `all`, the parts of every such spelling, a kind's word
 * or not (no part of a product's name is a verb: `DeepSeek` does not seek).
 */
export function productNameParts(
  server: string,
  description: string,
): { product: ReadonlySet<string>; all: ReadonlySet<string> } {
  const names = serverNameForms(server);
  const product = new Set<string>();
  const all = new Set<string>();
  // A word equal to a form of the name is in the lower-cased text: most descriptions have none.
  if (!mentionsAny(description.toLowerCase(), names)) return { product, all };
  for (const word of description.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
    // Most words are not the server's name: test that before splitting them (a word of letters
    // and digits is compact once lowercased).
    if (!names.has(word.toLowerCase())) continue;
    const parts = splitIdentifier(word);
    if (parts.length < 2) continue;
    const kindNamed = isKindWord(stem(compact(word)));
    for (const p of parts) {
      all.add(stem(p));
      if (!kindNamed) product.add(stem(p));
    }
  }
  return { product, all };
}

/**
 * The kind words a text writes the server's name as (`DynamoDB` of the `dynamodb` server, `AFFiNE`
 * of `affine`): splitting cuts such a name into parts (dynamo, db) that name no kind, so a tool
 * naming its product would not speak of the product's kind otherwise.
 */
export function productKindWords(server: string, text: string): string[] {
  const names = serverNameForms(server);
  if (!mentionsAny(text.toLowerCase(), names)) return [];
  const out: string[] = [];
  for (const word of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
    const name = word.toLowerCase();
    if (name.length < MIN_PRODUCT_NAME || !names.has(name)) continue;
    const s = stem(name);
    if (isKindWord(s)) out.push(s);
  }
  return out;
}

/** The fewest letters of a product's name that {@link productKindWords} reads (not `db`, `ai`). */
const MIN_PRODUCT_NAME = 3;

const OBJECT_KIND_PHRASES: readonly (readonly [string, readonly string[]])[] = Object.entries(
  OBJECT_KINDS,
).flatMap(([kind, phrases]) => phrases.map((p) => [kind, p.split(' ').map(stem)] as const));

/**
 * The kind of a tool whose object is a plain `object`, on a server that has tools on the things
 * of a kind (see `OBJECT_KINDS`, `objectKindNamed`): Linode's `upload_object` uploads an object of
 * its buckets. Undefined for any other object, or a server of no such tools.
 */
export function plainObjectKind(
  object: readonly string[],
  serverObjectKind: string | undefined,
): string | undefined {
  return object.length === 1 && object[0] === OBJECT ? serverObjectKind : undefined;
}

/**
 * The kind whose things an object phrase names (see `OBJECT_KINDS`), if any: Linode's
 * `list_object_storage_buckets` lists an object store's buckets, whatever its server's kind.
 */
export function objectKindNamed(object: readonly string[]): string | undefined {
  return OBJECT_KIND_PHRASES.find(([, words]) => words.every((w) => object.includes(w)))?.[0];
}

const OBJECT = stem('object');

const PAIRED: ReadonlyMap<
  string,
  readonly { kind: string; heads: ReadonlySet<string>; words: readonly string[] }[]
> = new Map(
  Object.entries(PAIRED_KINDS).map(([kind, pairs]) => [
    kind,
    pairs.map((p) => ({
      kind: p.kind,
      heads: new Set(p.heads.map(stem)),
      words: p.words.map(stem),
    })),
  ]),
);

/** Whether a server of a kind may hold tools of another kind by their object (`PAIRED_KINDS`). */
export function isPairedKind(kind: string | undefined): boolean {
  return kind !== undefined && PAIRED.has(kind);
}

/**
 * The kind of system a tool of a server of two kinds is of by its object (see `PAIRED_KINDS`):
 * Microsoft Graph's `get-me-message`, on a server read as a calendar, reads an email. Undefined
 * when the head is none of a paired kind's things, or the server's words (stemmed) never name
 * that kind.
 */
export function pairedKindOfTool(
  serverKind: string | undefined,
  head: string | undefined,
  serverWords: ReadonlySet<string>,
): string | undefined {
  if (serverKind === undefined || head === undefined) return undefined;
  const pair = PAIRED.get(serverKind)?.find((p) => p.heads.has(head));
  return pair !== undefined && pair.words.some((w) => serverWords.has(w)) ? pair.kind : undefined;
}

/**
 * The kind of system one tool of a server of many products reaches by name (Microsoft 365's
 * `onedrive-list`: "List files and folders in OneDrive"; a Google Workspace server's Drive tools):
 * the one other kind whose own word the name holds and the description writes as a proper name
 * (capitalized, no acronym, not starting a sentence). Undefined when there is none, or more than
 * one, or when the server's own kind is named too; a documentation server's tools stay its own
 * (they document products). The tool's own object (its stemmed `head`) names no product, however
 * the description capitalizes it (ConfigCat's `list-products`: "the list of the Products").
 */
export function productKindOfTool(
  name: string,
  description: string,
  serverKind: string | undefined,
  head?: string,
): string | undefined {
  if (serverKind === undefined || serverKind === DOCS_KIND) return undefined;
  // The kinds the name's words are own words of, each with its words: most names hold none, and
  // the description is read only for those that do.
  const named = new Map<string, string[]>();
  for (const word of splitIdentifier(name)) {
    const s = stem(word);
    // A common noun names a thing, not a product (a "Google Document" is no document store's).
    if (isKnownObjectWord(s) || isGenericObjectWord(s) || s === head) continue;
    for (const [kind, words] of KIND_WORDS) {
      if (!words.has(s) || CONTAINER_KIND_SET.has(kind)) continue;
      named.set(kind, [...(named.get(kind) ?? []), word]);
    }
  }
  if (named.size === 0) return undefined;
  const proper = new Set<string>();
  let end = -1;
  for (const m of description.matchAll(/[\p{L}\p{N}]+/gu)) {
    const t = m[0];
    // A word that starts a sentence or a bracketed note is capitalized anyway.
    const starts = end < 0 || /[.!?:;()[\]\n]/.test(description.slice(end, m.index));
    if (!starts && isProperNameWord(t)) proper.add(t.toLowerCase());
    end = m.index + t.length;
  }
  const kinds = [...named].filter(([, words]) => words.some((w) => proper.has(w)));
  if (kinds.length !== 1 || kinds[0][0] === serverKind) return undefined;
  return kinds[0][0];
}

/**
 * The kind of the suite editor a tool's description names (see `SUITE_PRODUCT_KINDS`), written
 * as the product's name is, when it is not the server's own kind; else undefined.
 */
export function suiteProductKindOfTool(
  description: string,
  serverKind: string | undefined,
): string | undefined {
  // "Export a Google Docs, Sheets, or Slides file": a tool on several editors' files is the
  // suite's own (its drive's).
  const editors = new Set(description.match(SUITE_EDITORS) ?? []);
  if (editors.size > 1) return undefined;
  for (const [name, kind] of SUITE_PRODUCTS) {
    if (kind !== serverKind && name.test(description)) return kind;
  }
  return undefined;
}

/** An office suite's editors by their capitalised names (Google's Docs, Sheets, Slides, Forms). */
const SUITE_EDITORS = /\b(?:Docs|Sheets|Slides|Forms|Word|Excel|PowerPoint)\b/g;

const SUITE_PRODUCTS: readonly (readonly [RegExp, string])[] = Object.entries(
  SUITE_PRODUCT_KINDS,
).map(([name, kind]) => [new RegExp(`\\b${name}s?\\b`), kind]);

/** The server's name and each of its parts, {@link compact}: one set per server, not per tool. */
function serverNameForms(server: string): ReadonlySet<string> {
  let names = NAME_FORMS.get(server);
  if (names === undefined) {
    names = new Set([server, ...server.split(/[^A-Za-z0-9]+/)].map(compact));
    if (NAME_FORMS.size >= MAX_CACHED_SERVERS) NAME_FORMS.clear();
    NAME_FORMS.set(server, names);
  }
  return names;
}

/** Whether some non-empty form is in the text. */
function mentionsAny(text: string, forms: ReadonlySet<string>): boolean {
  for (const f of forms) if (f !== '' && text.includes(f)) return true;
  return false;
}

const NAME_FORMS = new Map<string, ReadonlySet<string>>();
const MAX_CACHED_SERVERS = 1 << 12;

/** A name in lower case without separators. */
function compact(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a stemmed word is one of some kind's words, its own or shared. */
function isKindWord(word: string): boolean {
  return ALL_KIND_WORDS.some(([, words]) => words.has(word));
}
