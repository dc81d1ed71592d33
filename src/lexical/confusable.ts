/**
 * Confusability: two tools are confusable when they do the same job, read from their models
 * (see tool-model.ts), or when their descriptions are near-identical; antonyms and distinct
 * actions never are. The pairs are found through indexes (action family × object head, and a
 * prefix-filtered description index), never by comparing all n² pairs.
 */
import {
  actionClassOf,
  actionFamilyOf,
  actionKeyOf,
  actionRelation,
  areQualifierAntonyms,
  canonicalObject,
  coversAction,
  isActionWord,
  isClassedObject,
  isGenericResource,
  isKindOf,
  isPolarQualifier,
  isQueryCriterion,
  isSpecificAction,
  isSqlTableObject,
  isSqlWrite,
  isSqlQualifierWord,
  isWorkItem,
  isWorkItemPart,
  headForAction,
  jobInKind,
  objectClassOf,
  runsWritingSql,
} from './lexicon.js';
import {
  isAccountObject,
  isAttributeObject,
  isKindOwnObject,
  isKindRelativeObject,
  productKindWords,
  productWords,
  isScopeObject,
  isPlaceObject,
  sharesPlaces,
  isSelfContainedKind,
  kindObjectClassOf,
  kindObjectClassOfPhrase,
  genericOfType,
  genericOfTypedHead,
  isKindContainerQualifier,
  isObjectContainerQualifier,
  servedKindOf,
  servedKinds,
  servesKind,
  systemKindOf,
  usesKindWords,
} from './system-kind.js';
import { runsServerTools } from './code-mode.js';
import { runnerDoes, type ToolRunner } from './tool-runner.js';
import {
  ACCESS_QUALIFIERS,
  FORMAT_WORDS,
  GENERIC_OBJECT_WORDS,
  OWNED_ASPECTS,
  PRODUCT_OWN_OBJECTS,
  SIBLING_PRODUCTS,
  DEBUGGER_KIND,
  DOCS_KIND,
  BROWSER_KIND,
  MESSAGE_HEADS,
  MESSAGE_PAYLOADS,
  SERVED_ONLY_BY,
  SERVED_ONLY_ON,
  SQL_KIND,
  SYSTEM_KINDS,
  UNIVERSAL_OBJECTS,
  VECTOR_STORE_KIND,
  WEB_CONTENT,
  WORK_ITEM_KIND_APART_OBJECTS,
} from './domain.js';
import { namesOnlyManner } from './narrowing.js';
import { crmRecordsCover, isGenericCrmRecordJob } from './crm-records.js';
import {
  libraryDocsCovers,
  readsAnyLibraryDocs,
  readsProductDocs,
  serverProductWords,
} from './library-docs.js';
import { relationLookupApart } from './relation-lookup.js';
import { marketsApart } from './market.js';
import { callsHubService, SERVICE_CALL_KINDS, serviceCallCovers } from './service-call.js';
import { isLocatorKey, isPlaceKey } from './lookup-key.js';
import { firstSentence, isSignedInUser, jobsOf, type ToolModel } from './tool-model.js';
import { splitIdentifier } from './tokenize.js';
import { addressedApart, webContentApart } from './web-content.js';
import { stem } from './words.js';
import { STATE_CHANGE_ACTIONS, stateUpdateCovers } from './state-change.js';

/** Description similarity at which two descriptions are near-identical (default). */
export const NEAR_IDENTICAL = 0.7;
/**
 * Description similarity at which two tools of one server that do the same job are confusable:
 * siblings must also share some of their text (`post_message` / `send_message`; `fetch_html` /
 * `fetch_json`, "Fetch a website and return the content as …"). Tuned on the dev half of the
 * labels (0.3 → 0.1): the model already tells siblings' jobs apart, the text only has to be
 * about the same things.
 */
export const SIBLING_SIMILARITY = 0.1;
/**
 * Description similarity at which two descriptions are about the same things: then a qualifier
 * on one object only (`gfs forecast` / `forecast`) names a variant, not a different thing, even
 * when the other's text does not mention it (`console logs` of a browser and pod `logs` of
 * kubectl share little text).
 */
export const RELATED_SIMILARITY = 0.3;
/**
 * Description similarity at which a qualifier naming the item a job hangs on leaves the job as it
 * is across servers (`issue comment` vs `comment`): the texts must share something, else the
 * item changes what the job is (an Asana task's stories vs issues, a project's status vs git's).
 */
export const OWNER_SIMILARITY = 0.2;
/** Descriptions with fewer tokens than this are too short to call near-identical. */
export const MIN_DESCRIPTION_TOKENS = 3;

/** Why a pair is confusable. */
export type ConfusableReason = 'same-job' | 'special-case' | 'near-identical-text';

/** What a catalog entry brings to the confusability test. */
export interface ConfusableEntry {
  model: ToolModel;
  /** Entries of one server are only confusable through near-identical text. */
  server: string;
  /** Whether the entry runs other tools by name, and which (see `toolRunnerOf`). */
  runner?: ToolRunner;
  /** The model of the tool this entry is an alias of (see `aliasTargets`): one tool, two names. */
  aliasOf?: ToolModel;
  /**
   * Words that say what the entry is about beyond its object (its server's words and its
   * description tokens): a qualifier the other entry adds must be among them.
   */
  context?: ReadonlySet<string>;
  /**
   * The kind of system the entry's server serves (see `systemKindOf`), when known: a project, a
   * branch or a database of one kind is not one of another. A tool that scrapes or crawls is a
   * web reader's, whatever its server serves.
   */
  kind?: string;
  /**
   * The values its parameters may take (string enums, also of array items: `temperature_2m`,
   * `wind_speed_10m`): what the tool can be asked for. Absent or empty when it names none.
   */
  choices?: ReadonlySet<string>;
  /**
   * Whether the tool is told which library, package or framework to document (Context7's
   * `libraryId`): its documentation is any product's, not its server's own.
   */
  anyLibrary?: boolean;
  /**
   * Whether the entry updates a work item and takes the state it sets (see `setsState`): it
   * closes and reopens the item as a state change's tool does.
   */
  setsState?: boolean;
  /**
   * Whether the tool must be told one thing's name or id (a required `name`, `id`, `uid`): what it
   * reads is that one thing, no listing of them.
   */
  namesOne?: boolean;
  /** The things its parameters name (`contract_id`: contract; see `parameterWordsOf`). */
  parameterWords?: ReadonlySet<string>;
}

/**
 * Jaccard index of their parameter choices above which a qualified variant of a job does what the
 * plain job of its server does (open-meteo's `ensemble_forecast` offers most of
 * `weather_forecast`'s variables; `marine_weather` and `flood_forecast` offer waves and river
 * discharge).
 */
export const SAME_CHOICES = 0.5;

/** Explanation of a confusable pair (`evidence.confusable`). */
export interface Confusability {
  reason: ConfusableReason;
  /** The two action keys (`run`, `read`, …; `null` when none was found), in pair order. */
  actions: [string | null, string | null];
  /** The two objects as phrases (`select sql`), in pair order. */
  objects: [string, string];
  /** Jaccard similarity of the description tokens, rounded to 3 places. */
  descriptionSimilarity: number;
}

/**
 * How two objects relate: `same`; `special-case` when one has extra qualifiers the other's
 * context implies (`youtube transcript` vs `transcript` of a server or description that says
 * YouTube), or when both carry qualifiers the other lacks (variants of one kind of thing:
 * `gfs forecast` / `ecmwf forecast`); `different` otherwise (different heads, or qualifiers on
 * one side only that name a narrower thing: `console log` vs `log`); `unknown` when either is
 * missing. Qualifiers that are verbs
 * (`select sql`, `read sql`) do not change the object.
 */
export function objectRelation(
  a: readonly string[],
  b: readonly string[],
  contextA: ReadonlySet<string> = EMPTY,
  contextB: ReadonlySet<string> = EMPTY,
  similarity = 0,
  loose: readonly [LooseQualifier, LooseQualifier] = NEVER_LOOSE,
): 'same' | 'special-case' | 'different' | 'unknown' {
  if (a.length === 0 || b.length === 0) return 'unknown';
  if (oppositeObjects(a, b) || accessScoped(a) !== accessScoped(b)) return 'different';
  const headA = a[a.length - 1];
  const headB = b[b.length - 1];
  if (headA !== headB) {
    // Heads of one object class, qualified alike, are variants of one kind of thing (`html` /
    // `markdown`); a qualified format names another thing's form (a Notion `page markdown`).
    // Qualifiers of the class itself only restate it (a `text input field`, a `form input`).
    const cls = objectClassOf(headA);
    const outside = (o: readonly string[]) =>
      nounQualifiers(o)
        .slice(0, -1)
        .filter((w) => !isClassedObject(w) || objectClassOf(w) !== cls);
    const sameClass = cls === objectClassOf(headB) && sameWords(outside(a), outside(b));
    return sameClass ? 'special-case' : 'different';
  }
  const sa = new Set(nounQualifiers(a));
  const sb = new Set(nounQualifiers(b));
  const extraA = [...sa].filter((w) => !sb.has(w));
  const extraB = [...sb].filter((w) => !sa.has(w));
  const related = similarity + 1e-12 >= RELATED_SIMILARITY;
  if (OWNED.has(headA))
    return ownedAspectRelation(sa.size, extraA, extraB, contextA, contextB, related);
  if (extraA.length === 0 && extraB.length === 0) return 'same';
  // Both sides qualified differently: two variants of one kind of thing (`gfs forecast` /
  // `ecmwf forecast`) when the texts are related or each side's qualifiers are what the other is
  // about anyway; otherwise the qualifiers name different owners (`story history` / `channel
  // history`, `file info` / `board info`).
  // Qualifiers that only name a flavour of the job or, across servers, the item it hangs on (see
  // LooseQualifier) leave the job as it is.
  // The bare head covers each of its kinds (any SQL covers read-only and mutation SQL).
  if (
    (extraA.length === 0 || extraB.length === 0) &&
    [...extraA, ...extraB].every((w) => isKindOf(w, headA))
  ) {
    return 'special-case';
  }
  if (!isClassedObject(headA) && extraA.every(loose[0]) && extraB.every(loose[1])) {
    return 'special-case';
  }
  if (extraA.length > 0 && extraB.length > 0) {
    const mutual = extraA.every((w) => contextB.has(w)) && extraB.every((w) => contextA.has(w));
    return related || mutual ? 'special-case' : 'different';
  }
  // The narrower side's extra words must be what the general side is about anyway.
  const implied =
    extraA.length > 0 ? extraA.every((w) => contextB.has(w)) : extraB.every((w) => contextA.has(w));
  return implied || related ? 'special-case' : 'different';
}

const OWNED: ReadonlySet<string> = new Set(OWNED_ASPECTS);
const ACCESS: ReadonlySet<string> = new Set(ACCESS_QUALIFIERS.map(stem));

/** Whether an object is the server's access scope (see `ACCESS_QUALIFIERS`). */
function accessScoped(object: readonly string[]): boolean {
  return object.slice(0, -1).some((w) => ACCESS.has(w));
}

/**
 * How two objects of one head that means nothing alone relate (see `OWNED_ASPECTS`): by what they
 * are of. Two different owners are two things however alike the texts read (`exchange info` /
 * `runtime info`); an owner on one side only must be what the other side is about anyway (a
 * Prometheus server's `metric metadata` is `prometheus metric metadata`), not merely text they
 * share (`node version` / an MCP server's `version`). With no owner on either side the texts say
 * what it is of, and must be about the same things (git's `status` vs Jenkins' `status`).
 */
function ownedAspectRelation(
  size: number,
  extraA: readonly string[],
  extraB: readonly string[],
  contextA: ReadonlySet<string>,
  contextB: ReadonlySet<string>,
  related: boolean,
): 'same' | 'special-case' | 'different' {
  if (extraA.length > 0 && extraB.length > 0) return 'different';
  if (extraA.length > 0) return extraA.every((w) => contextB.has(w)) ? 'special-case' : 'different';
  if (extraB.length > 0) return extraB.every((w) => contextA.has(w)) ? 'special-case' : 'different';
  return size > 1 || related ? 'same' : 'different';
}

/**
 * Whether a qualifier of one side's object leaves the job as it is: a flavour its server offers
 * the job in (`ecmwf` of open-meteo's `ecmwf_forecast` beside `gfs_forecast` and
 * `weather_forecast`), or, across servers, the kind of item the object hangs on (`issue` of
 * `add_issue_comment` against another tracker's comment on a card: a comment is a comment).
 */
export type LooseQualifier = (word: string) => boolean;

const NEVER: LooseQualifier = () => false;
/** Kinds of system whose tools act on work items (see `SYSTEM_KINDS`). */
const WORK_ITEM_KINDS: ReadonlySet<string> = new Set(['tracker', 'forge']);

/** Kinds of system that hold issues: work-item kinds and monitors (an error group is an issue). */
const ISSUE_KINDS: ReadonlySet<string> = new Set([...WORK_ITEM_KINDS, 'monitoring']);
const NEVER_LOOSE: readonly [LooseQualifier, LooseQualifier] = [NEVER, NEVER];
/** Words of the form content comes in: formats and plain text (see `FORMAT_WORDS`). */
const FORM_QUALIFIERS: ReadonlySet<string> = new Set([...FORMAT_WORDS, 'text'].map(stem));

/** What the whole catalog says about its entries beyond each entry itself. */
export interface CatalogFacts {
  /** The object heads each server's tools act on: the things it manages (`story`, `epic`). */
  entities: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Entries whose server offers their job (action, object head) in several qualified forms
   * (`gfs_forecast`, `ecmwf_forecast`, `weather_forecast`): their qualifiers name flavours.
   */
  variants: ReadonlySet<ConfusableEntry>;
  /**
   * Qualified variants whose parameter choices are mostly those of the plain job of their server
   * (Jaccard ≥ {@link SAME_CHOICES}): their qualifier names a flavour even when written as a
   * common word (`ensemble forecasts`).
   */
  plainChoices: ReadonlySet<ConfusableEntry>;
  /**
   * Servers with a tool that runs SQL: their tables and records are written in SQL. A server
   * of tables and records that runs none (Airtable) writes them its own way.
   */
  sqlServers: ReadonlySet<string>;
  /**
   * Entries whose name says only how their job is done (`spider_ai_search`, see `namesOnlyManner`)
   * and whose server does that action plainly too: the object of the plain job (`web` of
   * `spider_search`), which the manner variant does as well.
   */
  mannerObjects: ReadonlyMap<ConfusableEntry, readonly string[]>;
  /** Each server's words: its tools' description tokens and object words. */
  serverWords: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each server's entries: the jobs a runner of that server can be told to run. */
  serverEntries: ReadonlyMap<string, readonly ConfusableEntry[]>;
  /**
   * Servers whose descriptions are mostly in a script no kind's words are written in (Chinese):
   * that their words name no kind says nothing of what they are.
   */
  unreadServers: ReadonlySet<string>;
}

/**
 * Each server's kind of system (see `systemKindOf`), from the words of all its tools (name and
 * description tokens), their headlines (name and first sentence) and whether they run SQL.
 */
export function serverKinds(
  tools: readonly { server: string; name: string; description: string; model: ToolModel }[],
): Map<string, string | undefined> {
  const byServer = new Map<
    string,
    { words: Set<string>[]; headlines: Set<string>[]; runners: boolean[]; writes: number }
  >();
  for (const t of tools) {
    const product = productWords(t.server, t.description);
    const words = new Set(t.model.descriptionTokens.filter((w) => !product.has(w)));
    const sentence = firstSentence(t.description);
    const headline = new Set(
      splitIdentifier(sentence)
        .map(stem)
        .filter((w) => !product.has(w)),
    );
    for (const w of splitIdentifier(t.name)) {
      words.add(stem(w));
      headline.add(stem(w));
    }
    for (const w of mixedWords(t.name)) headline.add(w);
    const productKinds = productKindWords(t.server, t.description);
    for (const w of productKinds) words.add(w);
    // The first sentence is part of the description: it names the product only if that does.
    if (productKinds.length > 0)
      for (const w of productKindWords(t.server, sentence)) headline.add(w);
    for (const w of mixedWords(t.description)) words.add(w);
    for (const w of mixedWords(sentence)) headline.add(w);
    let server = byServer.get(t.server);
    if (server === undefined)
      byServer.set(t.server, (server = { words: [], headlines: [], runners: [], writes: 0 }));
    server.words.push(words);
    server.headlines.push(headline);
    server.runners.push(runsSql(t.model));
    if (writesDocument(t.model)) server.writes += 1;
  }
  return new Map(
    [...byServer].map(([s, w]) => {
      const kind = systemKindOf(
        w.words,
        w.headlines,
        w.runners,
        new Set([...splitIdentifier(s).map(stem), ...mixedWords(s)]),
      );
      // Documentation is read, never written: a "docs" server that creates and edits its
      // documents is a document editor (Google Docs, Lark's docx), a wiki's kind.
      return [s, kind === DOCS_KIND && w.writes >= MIN_DOCUMENT_WRITES ? WIKI_KIND : kind];
    }),
  );
}

/** Tools that write documents before a "docs" server is taken for a document editor. */
const MIN_DOCUMENT_WRITES = 2;

const WIKI_KIND = 'wiki';

const DOCUMENT_HEADS: ReadonlySet<string> = new Set(['document', 'doc', 'page'].map(stem));

const DOCUMENT_WRITES: ReadonlySet<string> = new Set(['create', 'update', 'delete', 'write']);

/** Whether a tool creates, edits or deletes a document or a page. */
function writesDocument(model: ToolModel): boolean {
  return DOCUMENT_WRITES.has(model.action ?? '') && DOCUMENT_HEADS.has(model.object.at(-1) ?? '');
}

/**
 * The words of letters and digits in a text, whole and in lower case (`n8n`, `db2`, `mem0`): the
 * names of products, which splitting at digits breaks into letters and numbers.
 */
function mixedWords(text: string): string[] {
  return (text.match(MIXED_WORD) ?? []).map((w) => w.toLowerCase());
}

const MIXED_WORD = /\b(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]+\b/g;

/** Whether one of a tool's jobs is running SQL. */
export function runsSql(model: ToolModel): boolean {
  return jobsOf(model).some((m) => m.action === 'run' && m.object.at(-1) === SQL_KIND);
}

/** The object head of each server's tools (their models' own jobs): the things it manages. */
export function serverHeads(
  entries: readonly { server: string; model: ToolModel }[],
): Map<string, Set<string>> {
  const heads = new Map<string, Set<string>>();
  for (const e of entries) {
    const head = e.model.object.at(-1);
    if (head === undefined) continue;
    let known = heads.get(e.server);
    if (known === undefined) heads.set(e.server, (known = new Set()));
    known.add(head);
  }
  return heads;
}

/** The {@link CatalogFacts} of a list of entries (linear in their number). */
export function catalogFacts(entries: readonly ConfusableEntry[]): CatalogFacts {
  const entities = serverHeads(entries);
  const jobs = new Map<string, { forms: Set<string>; members: ConfusableEntry[] }>();
  const sqlServers = new Set<string>();
  for (const e of entries) {
    if (runsSql(e.model)) {
      sqlServers.add(e.server);
    }
    const { action, object } = e.model;
    if (object.length === 0 || action === undefined) continue;
    const head = object[object.length - 1];
    const key = `${e.server}\u0000${action}\u0000${head}`;
    let job = jobs.get(key);
    if (job === undefined) jobs.set(key, (job = { forms: new Set(), members: [] }));
    job.forms.add(nounQualifiers(object).slice(0, -1).sort().join(' '));
    job.members.push(e);
  }
  const variants = new Set<ConfusableEntry>();
  const plainChoices = new Set<ConfusableEntry>();
  for (const job of jobs.values()) {
    if (job.forms.size <= 1) continue;
    for (const e of job.members) variants.add(e);
    const plain = job.members.filter((e) => nounQualifiers(e.model.object).length === 1);
    for (const e of job.members) {
      if (!plain.includes(e) && plain.some((p) => sameChoices(e, p))) plainChoices.add(e);
    }
  }
  const serverWords = new Map<string, Set<string>>();
  const serverEntries = new Map<string, ConfusableEntry[]>();
  for (const e of entries) {
    let words = serverWords.get(e.server);
    if (words === undefined) serverWords.set(e.server, (words = new Set()));
    for (const w of e.model.descriptionTokens) words.add(w);
    for (const w of e.model.object) words.add(w);
    const own = serverEntries.get(e.server);
    if (own === undefined) serverEntries.set(e.server, [e]);
    else own.push(e);
  }
  const unreadServers = new Set<string>();
  for (const [server, own] of serverEntries) {
    const tokens = own.flatMap((e) => e.model.descriptionTokens);
    const unread = tokens.filter((w) => NON_LATIN.test(w)).length;
    if (unread * 2 > tokens.length) unreadServers.add(server);
  }
  return {
    entities,
    variants,
    plainChoices,
    sqlServers,
    mannerObjects: mannerObjectsOf(entries),
    serverWords,
    serverEntries,
    unreadServers,
  };
}

/** A token with a letter of no Latin script. */
const NON_LATIN = /[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u;

/**
 * The object each manner-only entry's plain job acts on (see `CatalogFacts.mannerObjects`): the
 * first entry of its server with its action and an object of its own.
 */
function mannerObjectsOf(
  entries: readonly ConfusableEntry[],
): Map<ConfusableEntry, readonly string[]> {
  const plain = new Map<string, readonly string[]>();
  const manner: ConfusableEntry[] = [];
  for (const e of entries) {
    const { action, object } = e.model;
    if (action === undefined || object.length === 0) continue;
    // A vector store's vectors are the things it holds, and its hybrid or semantic searches its
    // kinds of search (see `KIND_JOBS`), not manners of its other jobs: deleting or fetching
    // vectors is no deletion or read of its indexes (`pinecone_delete_vectors`).
    if (namesOnlyManner(object) && e.kind !== VECTOR_STORE_KIND) manner.push(e);
    else {
      const key = `${e.server}\u0000${action}`;
      if (!plain.has(key)) plain.set(key, object);
    }
  }
  const out = new Map<ConfusableEntry, readonly string[]>();
  for (const e of manner) {
    const object = plain.get(`${e.server}\u0000${e.model.action ?? ''}`);
    if (object !== undefined) out.set(e, object);
  }
  return out;
}

/** Which qualifiers of `entry`'s object leave the job as it is, against `other` (see LooseQualifier). */
function looseQualifier(
  entry: ConfusableEntry,
  other: ConfusableEntry,
  facts: CatalogFacts | undefined,
  similarity: number,
): LooseQualifier {
  // A state (`shared labels`, `completed tasks`) picks some of the objects the other side acts on
  // all of: a special case, unless the other side names qualifiers of its own.
  const states = entry.model.states ?? [];
  const subset = nounQualifiers(other.model.object)
    .slice(0, -1)
    .every((q) => entry.model.object.includes(q));
  const state: LooseQualifier = (w) => subset && states.includes(w);
  if (facts === undefined) return states.length > 0 ? state : NEVER;
  const entities = facts.entities.get(entry.server);
  const flavour = facts.variants.has(entry);
  // A variant that offers what the plain job offers is a flavour of it, however it is written.
  const plainLike = facts.plainChoices.has(entry);
  // The item a job hangs on is loose only against the bare job of another server (a comment on an
  // issue vs a comment): two items named on both sides are two different things' histories.
  const head = entry.model.object[entry.model.object.length - 1];
  const bare = entry.server !== other.server && nounQualifiers(other.model.object).length === 1;
  // An item the other server holds too is the same owner in both systems (a comment on a page of
  // two page stores), however little the texts share; not what a search matches on (a route).
  const otherEntities = facts.entities.get(other.server);
  // So is one the other server's tool leaves out of a phrase it names alike (an employee's table
  // row vs a table row).
  const within = entry.server !== other.server && subset;
  const owner = (w: string): boolean =>
    within &&
    (similarity + 1e-12 >= OWNER_SIMILARITY ||
      (otherEntities?.has(w) === true && entry.model.criteria?.includes(w) !== true));
  // A work item (`card`, `epic`) owning a part of any work item (`comment`) is such an owner
  // whatever the texts share, when the other is about work items too (a tracker's or forge's
  // tool, or a text naming one).
  // Two work items owning a part on two servers are two ways to say the same part (a comment on
  // a pull request, a comment on a card).
  const otherOwners = nounQualifiers(other.model.object).slice(0, -1);
  const owned =
    bare ||
    (entry.server !== other.server && otherOwners.length > 0 && otherOwners.every(isWorkItem));
  const part =
    owned &&
    isWorkItemPart(head) &&
    (WORK_ITEM_KINDS.has(other.kind ?? '') ||
      [...(other.context ?? [])].some((t) => isWorkItem(canonicalObject([t])[0])));
  // A flavour is a name (`GFS`, `ECMWF`, or a word the sentence never writes), not a common word
  // of the sentence (`flood forecasts`, `completed tasks`: other things).
  // A listing of the work items of one owner (`projects-get-stories`: a project's stories) is a
  // search or a listing of work items with that owner as its filter (`list_project_issues` ~
  // `list_issues`): the owner leaves the job as it is. (A work item of a work item is another
  // thing: Asana's task stories are comments.)
  // A project's (a workspace's, a team's) work items are its tracker's work items as a listing
  // shows them: against such a listing, another owner filters as against a bare one
  // (`list_cycle_issues` ~ `list_project_issues`), and the scope itself is no filter against
  // another filtered listing; a user's work items stay apart from a scope's (whose they are is
  // another question than where they are filed).
  const otherQualifiers = nounQualifiers(other.model.object).slice(0, -1);
  const listings =
    entry.model.action === 'list' &&
    (other.model.action === 'search' || other.model.action === 'list') &&
    isWorkItem(head);
  const scopeOwned = (qualifiers: readonly string[]): boolean =>
    qualifiers.length > 0 && qualifiers.every((q) => isScopeObject(q) && !isAccountObject(q));
  const filter = listings && (otherQualifiers.length === 0 || scopeOwned(otherQualifiers));
  // One parent's things listed (Deel's contract timesheets by `contract_id`, a channel's messages)
  // are those things listed with that parent as the filter, against another server of the same
  // kind listing them all (rule 5): the parent is a thing its server holds and the tool is told
  // which. A board's or a group's members are who belongs to it, no filter of the accounts.
  const parentListing =
    bare &&
    !isAccountObject(head ?? '') &&
    entry.kind !== undefined &&
    entry.kind === other.kind &&
    entry.model.action === 'list' &&
    (other.model.action === 'list' || other.model.action === 'search');
  const parentListed: LooseQualifier = (w) =>
    parentListing && entry.parameterWords?.has(w) === true;
  const scoped: LooseQualifier = (w) =>
    listings &&
    scopeOwned([w]) &&
    otherQualifiers.length > 0 &&
    !otherQualifiers.some(isAccountObject);
  // A search by what any query can say (a category, a keyword: `category_search`) does the job
  // of another server's search that names no criterion; one along a route or since a date does not.
  const criteria = entry.model.criteria ?? [];
  const criterion: LooseQualifier = (w) =>
    entry.server !== other.server &&
    other.model.criteria === undefined &&
    other.model.action === entry.model.action &&
    criteria.includes(w) &&
    isQueryCriterion(w);
  // A user's work items (`get_user_issues`: issues assigned to someone) are a listing filtered by
  // assignee, whether the other side lists or searches them, and whatever else the server holds.
  const assigned =
    entry.model.action === 'list' &&
    (other.model.action === 'list' || other.model.action === 'search') &&
    isWorkItem(head) &&
    nounQualifiers(other.model.object).length === 1;
  // What every thing of both servers' kind lives in (a forge's repository), or every such thing
  // (a file's file system), narrows nothing.
  const contained: LooseQualifier = (w) =>
    isObjectContainerQualifier(head, w) ||
    (entry.kind === other.kind && isKindContainerQualifier(entry.kind, w));
  return (w) =>
    state(w) ||
    criterion(w) ||
    contained(w) ||
    // The form a thing is read in (a file as text, as Markdown) leaves it the thing.
    (FORM_QUALIFIERS.has(w) && head !== undefined && !FORM_QUALIFIERS.has(head)) ||
    (assigned && isAccountObject(w)) ||
    (entities?.has(w) === true
      ? owner(w) ||
        scoped(w) ||
        parentListed(w) ||
        (filter && !isWorkItem(w) && (otherQualifiers.length === 0 || !isAccountObject(w))) ||
        (part && isWorkItem(w))
      : flavour && (plainLike || !writesCommonly(entry.model.commonWords, w)));
}

/**
 * A qualifier test made on its first use: most pairs' objects have no extra qualifier to test,
 * and making one reads the catalog's facts about both entries.
 */
function lazily(make: () => LooseQualifier): LooseQualifier {
  let loose: LooseQualifier | undefined;
  return (w) => (loose ??= make())(w);
}

/** Shortest qualifier whose longer forms in a sentence (`historic`: "historical") still write it. */
const MIN_DERIVED_STEM = 5;

/**
 * Whether a first sentence writes a qualifier as a common lower-case word, itself or a longer
 * form of it ("Returns historical flight positions" writes `historic`): then it is a common word,
 * no provider's name for a flavour.
 */
function writesCommonly(commonWords: readonly string[], qualifier: string): boolean {
  return commonWords.some(
    (c) => c === qualifier || (qualifier.length >= MIN_DERIVED_STEM && c.startsWith(qualifier)),
  );
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w) => b.includes(w));
}

/** Whether two objects differ by opposite qualifiers (`back` / `forward`, `next` / `previous`). */
export function oppositeObjects(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => areQualifierAntonyms(x, y)));
}

const EMPTY: ReadonlySet<string> = new Set();

/** The object's head and its qualifiers that are not verbs. */
function nounQualifiers(object: readonly string[]): readonly string[] {
  // Asked of both sides of every pair an entry is in: once per object (never changed in place).
  let out = NOUN_QUALIFIERS.get(object);
  if (out === undefined) {
    const head = object.length - 1;
    out = object.filter((w, i) => i === head || actionClassOf(w) === undefined);
    NOUN_QUALIFIERS.set(object, out);
  }
  return out;
}

const NOUN_QUALIFIERS = new WeakMap<readonly string[], readonly string[]>();

/** Jaccard index of two sorted-unique-or-not token lists (two empty lists score 0). */
export function tokenJaccard(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  let shared = 0;
  for (const t of sa) if (sb.has(t)) shared++;
  const union = sa.size + sb.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Each model's description token set, built once. */
const TOKEN_SETS = new WeakMap<ToolModel, ReadonlySet<string>>();

function tokenSetOf(model: ToolModel): ReadonlySet<string> {
  let set = TOKEN_SETS.get(model);
  if (set === undefined) TOKEN_SETS.set(model, (set = new Set(model.descriptionTokens)));
  return set;
}

/** Whether two entries' parameter choices are mostly the same (see {@link SAME_CHOICES}). */
function sameChoices(x: ConfusableEntry, y: ConfusableEntry): boolean {
  if (x.choices === undefined || y.choices === undefined) return false;
  if (x.choices.size === 0 || y.choices.size === 0) return false;
  return setJaccard(x.choices, y.choices) + 1e-12 >= SAME_CHOICES;
}

/** Each model's description tokens with its classed verbs read as their class, built once. */
const VERB_CLASS_SETS = new WeakMap<ToolModel, ReadonlySet<string>>();

/**
 * How alike two descriptions are when their verbs are read by class, the tool's own verb as its
 * action: "Retrieve panel queries …" and "Get specific parts …" both say read, "Deploy by tag"
 * and "Redeploy all apps" both deploy.
 */
function verbClassSimilarity(a: ToolModel, b: ToolModel): number {
  const of = (m: ToolModel) => {
    let set = VERB_CLASS_SETS.get(m);
    if (set === undefined) {
      const action = (t: string) => (t === m.verb ? m.action : undefined);
      set = new Set(m.descriptionTokens.map((t) => actionClassOf(t) ?? action(t) ?? t));
      VERB_CLASS_SETS.set(m, set);
    }
    return set;
  };
  return setJaccard(of(a), of(b));
}

function setJaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function nearIdentical(x: ToolModel, y: ToolModel, similarity: number, threshold: number): boolean {
  return (
    similarity + 1e-12 >= threshold &&
    tokenSetOf(x).size >= MIN_DESCRIPTION_TOKENS &&
    tokenSetOf(y).size >= MIN_DESCRIPTION_TOKENS
  );
}

/**
 * Whether, and why, two entries are confusable (the definition the indexed search must match):
 * - never when both actions are known and different (antonyms, distinct CRUD actions), nor when
 *   both objects are known and different (see {@link objectRelation});
 * - `same-job` / `special-case`: entries whose actions are the same (or one a special case of the
 *   other) on the same object or one a qualified form of the other; for entries of one server
 *   only when their descriptions are also alike (similarity ≥ {@link SIBLING_SIMILARITY}, as
 *   words or with their verbs read by class);
 * - `near-identical-text`: description similarity ≥ `threshold` (any servers).
 */
export function confusability(
  x: ConfusableEntry,
  y: ConfusableEntry,
  threshold = NEAR_IDENTICAL,
  facts?: CatalogFacts,
): Confusability | undefined {
  return (
    confusabilityOf(x, y, threshold, facts) ??
    siblingJob(x, y, threshold, facts) ??
    siblingJob(y, x, threshold, facts)
  );
}

/** {@link confusability} but through a generic tool's siblings (see `siblingJob`). */
function confusabilityOf(
  x: ConfusableEntry,
  y: ConfusableEntry,
  threshold: number,
  facts: CatalogFacts | undefined,
): Confusability | undefined {
  if (x.aliasOf === y.model || y.aliasOf === x.model) {
    const similarity = setJaccard(tokenSetOf(x.model), tokenSetOf(y.model));
    return explain('same-job', x.model, y.model, similarity);
  }
  const found = jobConfusability(x, y, threshold, facts);
  if (found !== undefined) return found;
  // A multi-action tool does each job its selector names: any of them may be the other's job.
  // The jobs are read from a schema, so a multi-action tool of a known kind of system meets only
  // tools of its kind: Postgres' `pg_manage_comments` creates SQL comments, not cards'. One of an
  // unknown kind (a Jira server: "issue" is no kind's word) meets any, as its own job does, but
  // not on an object whose meaning the kind sets (a Jira project is not a CircleCI one).
  // A job whose object is a word of the other's kind (Apple Reminders' `reminders_tasks` on
  // `task`, its server a calendar taken for a monitor by its events) is a job of that kind.
  const sameKind = x.kind === y.kind;
  // Trackers and forges both hold work items: a forge's `manage_comment` (edit, delete) edits what
  // a tracker's comment tools do. Only its jobs on the thing it names: "add or remove tags" of
  // `update_pull_request` unlinks them, it does not delete a tracker's labels.
  const workItems = WORK_ITEM_KINDS.has(x.kind ?? '') && WORK_ITEM_KINDS.has(y.kind ?? '');
  // A tool on anything its server holds (`jira_search` of "resources") names every thing, and a
  // search of work items is one whatever else the tool manages (`manage_jira_filter`'s search).
  // A part its own thing's name qualifies (`create_comment` of `manage_issues`: an issue comment)
  // is the thing's too.
  const ownThing = (job: ToolModel, own: ToolModel): boolean =>
    job === own ||
    job.object.at(-1) === own.object.at(-1) ||
    isGenericResource(own.object.at(-1)) ||
    isWorkItem(job.object.at(-1) ?? '') ||
    (isWorkItemPart(job.object.at(-1) ?? '') &&
      job.object.slice(0, -1).includes(own.object.at(-1) ?? ''));
  const kindsApart =
    !sameKind &&
    !workItems &&
    !servesKind(x.kind, y.kind) &&
    ((x.kind !== undefined && y.kind !== undefined) ||
      (x.kind !== undefined ? x : y).model.alternatives !== undefined);
  const xs = jobsOf(x.model);
  const ys = jobsOf(y.model);
  for (const a of xs) {
    for (const b of ys) {
      if (a === x.model && b === y.model) continue;
      if (kindsApart && !namesKindOf(a, y) && !namesKindOf(b, x)) continue;
      // Between a tracker and a forge only some kind-relative objects stay apart (see
      // `WORK_ITEM_KIND_APART_OBJECTS`).
      if (
        !sameKind &&
        (workItems
          ? apartInWorkItemKinds(a) || apartInWorkItemKinds(b)
          : onKindRelativeObject(a) || onKindRelativeObject(b))
      )
        continue;
      if (!sameKind && workItems && !(ownThing(a, x.model) && ownThing(b, y.model))) continue;
      const c = jobConfusability({ ...x, model: a }, { ...y, model: b }, threshold, facts);
      if (c !== undefined && c.reason !== 'near-identical-text') return c;
    }
  }
  return undefined;
}

/**
 * Whether a tool may do what other tools of its server do (see `genericCover`): it runs them, or
 * one of its jobs (a multi-action tool's `action: resource` too) is on anything the server holds.
 */
function coversSiblings(e: ConfusableEntry): boolean {
  return (
    runsServerTools(e.model) ||
    jobsOf(e.model).some((m) => isGenericResource(m.object[m.object.length - 1]))
  );
}

/**
 * Whether a generic tool (any endpoint of its API, its server's code) does, on its own system, the
 * job a tool of another server does: a sibling it covers does that job (Ashby's `ashby_call_api`
 * lists jobs, as `ashby_list_jobs` does, and so meets BambooHR's `list_jobs`).
 */
function siblingJob(
  g: ConfusableEntry,
  o: ConfusableEntry,
  threshold: number,
  facts: CatalogFacts | undefined,
): Confusability | undefined {
  if (facts === undefined || g.server === o.server || !coversSiblings(g)) return undefined;
  for (const t of facts.serverEntries.get(g.server) ?? []) {
    if (t === g || genericCover(g, t, facts) !== true) continue;
    const c = confusabilityOf(t, o, threshold, facts);
    if (c !== undefined && c.reason !== 'near-identical-text') {
      const similarity = setJaccard(tokenSetOf(g.model), tokenSetOf(o.model));
      return explain('special-case', g.model, o.model, similarity);
    }
  }
  return undefined;
}

/** Whether `other`, read by no key, says it looks its thing up by `keyed`'s key too. */
function readsByKeyToo(keyed: ToolModel, other: ToolModel): boolean {
  if (keyed.key === undefined || other.key !== undefined) return false;
  const said = new Set(other.commonWords.map(stem));
  return said.has('by') && keyed.key.every((w) => said.has(w));
}

/**
 * Whether a job's object head, or the resource its example paths reach (a generic REST tool's
 * `/issue/{key}`), is a word of the kind of `other`'s system (a `task` of a tracker).
 */
function namesKindOf(job: ToolModel, other: ConfusableEntry): boolean {
  const heads = [job.object.at(-1), job.reach].filter((h) => h !== undefined);
  return other.kind !== undefined && usesKindWords(other.kind, heads);
}

/**
 * Whether a listing of one part's things (a memory bank's files of one project, its server
 * managing projects too) meets a search of what its kind names as the same stored thing (a
 * graph's nodes, memories): the search runs over the whole store and the listing searches
 * nothing, so neither does the other's job. A qualifier of the kind's own class (a list of
 * stored memory artifacts) is no part, and a listing of them all shows what the search looks in.
 */
function partListedBesideSearch(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  const part = (e: ConfusableEntry): boolean => {
    const own = facts?.entities.get(e.server);
    return (
      e.model.action === 'list' &&
      nounQualifiers(e.model.object)
        .slice(0, -1)
        .some(
          (w) => own?.has(w) === true && kindObjectClassOf(e.kind, w, e.model.action) === undefined,
        )
    );
  };
  return (part(x) && y.model.action === 'search') || (part(y) && x.model.action === 'search');
}

/** Whether two jobs' object heads are of one class within a kind of system. */
function sameKindClass(kind: string | undefined, a: ToolModel, b: ToolModel): boolean {
  const cls = kindObjectClassOfPhrase(kind, a.object, a.action);
  return cls !== undefined && cls === kindObjectClassOfPhrase(kind, b.object, b.action);
}

/**
 * A job's object with its head as any system names it for its action (a query of metrics is one
 * of their time series), or as its kind of system does when the other entry is of that kind too
 * (a CI pipeline run is a build): see `headForAction`.
 */
function objectForAction(
  e: ConfusableEntry,
  other: ConfusableEntry,
  job: ToolModel,
): readonly string[] {
  const head = job.object.at(-1);
  if (head === undefined) return job.object;
  // Across two kinds, one serving the other's (a forge's CI), the served kind names it.
  // Or a kind both serve: a tracker's documents and a forge's wiki pages are a wiki's pages.
  const same = e.kind === other.kind;
  const kind = same
    ? e.kind
    : ((servedJob(e, other) ? servedKindOf(e.kind, other.kind) : undefined) ??
      servedKinds(e.kind).find((k) => servedKinds(other.kind).includes(k)));
  const synonym = headForAction(kind, job.action, head, !same);
  // The served kind's own name qualifies nothing there (a forge's `wiki page` is a wiki's page).
  const named = same || kind === undefined ? [] : splitIdentifier(kind).map(stem);
  const qualifiers = job.object.slice(0, -1).filter((w) => !named.includes(w));
  return synonym === head && qualifiers.length === job.object.length - 1
    ? job.object
    : [...qualifiers, synonym];
}

/**
 * The kind whose jobs two tools of different kinds do as it names them: the one of the two the
 * other serves (a forge's CI builds are a CI server's). Not through a documentation server, which
 * serves every kind only by documenting it.
 */
function servedJobsKind(a: string | undefined, b: string | undefined): string | undefined {
  return a === DOCS_KIND || b === DOCS_KIND ? undefined : servedKindOf(a, b);
}

/** The kinds whose jobs a tool of a kind may do as they name them (see `servedJobsKind`). */
function jobKindsOf(kind: string | undefined): (string | undefined)[] {
  return kind === DOCS_KIND ? [kind] : [kind, ...servedKinds(kind)];
}

/**
 * An entry with its job as its kind of system names it (writing a memory bank file creates a
 * memory); the entry itself when the kind names it no other way (facts are kept by entry).
 */
function asKindNamesIt(e: ConfusableEntry, kind: string): ConfusableEntry {
  const named = jobInKind(kind, e.model.action, e.model.object, e.model.aspect);
  if (named === undefined) return e;
  return { ...e, model: { ...e.model, action: named.action, object: [...named.object] } };
}

/**
 * Whether two tools of one server do two actions its kind names one job only across servers (see
 * `KindJob.sideBySide`): Okta's deactivate and suspend are two states it offers side by side.
 */
function sideBySide(kind: string, x: ConfusableEntry, y: ConfusableEntry): boolean {
  if (x.server !== y.server || x.model.action === y.model.action) return false;
  const named = (e: ConfusableEntry) =>
    jobInKind(kind, e.model.action, e.model.object, e.model.aspect)?.sideBySide === true;
  return named(x) && named(y);
}

/**
 * An entry whose name says only how its job is done, with the object of its server's plain job
 * (`spider_ai_search` searches the web as `spider_search` does); else the entry itself.
 */
function asPlainJob(e: ConfusableEntry, facts: CatalogFacts | undefined): ConfusableEntry {
  const object = facts?.mannerObjects.get(e);
  return object === undefined ? e : { ...e, model: { ...e.model, object: [...object] } };
}

/**
 * Two like membership jobs (both attach, or both detach), one named only for where it puts things
 * (`add_to_playlist`, `add_playlist_items`), as jobs on where they put them: `add_tracks_to_playlist`
 * does that job, `add_playlist_to_queue` does not. Else the two entries themselves.
 */
function atTargets(x: ConfusableEntry, y: ConfusableEntry): [ConfusableEntry, ConfusableEntry] {
  const a = x.model;
  const b = y.model;
  if (
    a.action !== b.action ||
    a.target === undefined ||
    b.target === undefined ||
    (a.targetOnly !== true && b.targetOnly !== true)
  )
    return [x, y];
  return [
    { ...x, model: { ...a, object: a.target } },
    { ...y, model: { ...b, object: b.target } },
  ];
}

/** The object class of what a browser tool types into or fills (see `OBJECT_CLASSES`). */
const FORM_CLASS = objectClassOf('field');

const URL_HEAD = 'url';

/**
 * Kinds whose tools fill what a screen or a canvas shows: a browser's page, an app's or a device's
 * screen, a diagram's canvas (where text is a shape an element may be).
 */
const SCREEN_KINDS: ReadonlySet<string> = new Set([
  BROWSER_KIND,
  'mobile',
  'desktop-app',
  'diagram',
]);

/**
 * Whether two different parts of what is filled in (a field, an option, text) are read off no
 * screen: they are one class on a browser's page or a device's screen, but a market's stock
 * options, a screener's fields and a device's on-screen text are three things.
 */
function formPartsOffScreen(
  x: ConfusableEntry,
  y: ConfusableEntry,
  a: ToolModel,
  b: ToolModel,
): boolean {
  return (
    differentFormParts(a, b) &&
    [x.kind, y.kind].some((k) => k !== undefined && !SCREEN_KINDS.has(k))
  );
}

/** Whether two jobs act on two different parts of what is filled in (a field, an option, text). */
function differentFormParts(a: ToolModel, b: ToolModel): boolean {
  const heads = [a.object.at(-1), b.object.at(-1)];
  return (
    heads[0] !== heads[1] && heads.every((h) => h !== undefined && objectClassOf(h) === FORM_CLASS)
  );
}

/**
 * Whether a browser's read of its page's address (`browser_get_url`) meets a read of a web content
 * form (the page's HTML or Markdown): the URL fetchers read is the page itself, but the URL a
 * browser shows is only where its page is.
 */
function browserAddressApart(x: ConfusableEntry, a: ToolModel, b: ToolModel): boolean {
  const other = b.object.at(-1);
  return (
    x.kind === BROWSER_KIND &&
    a.action === 'read' &&
    b.action === 'read' &&
    a.object.at(-1) === URL_HEAD &&
    other !== undefined &&
    other !== URL_HEAD &&
    objectClassOf(other) === objectClassOf(URL_HEAD)
  );
}

/** Qualifiers naming what a user keeps for themselves (see `personalCollectionApart`). */
const PERSONAL_COLLECTIONS: ReadonlySet<string> = new Set(
  ['saved', 'save', 'followed', 'liked', 'pinned', 'starred', 'subscribed', 'favorite'].map(stem),
);

/**
 * Whether one of two objects is what a user saved, followed, liked, pinned, starred or subscribed
 * to, and the other is not: that is the user's own collection (Teams' saved messages, Spotify's
 * followed artists), no filter of every such thing (the labels of sets 38 to 118; session 49).
 */
function personalCollectionApart(a: readonly string[], b: readonly string[]): boolean {
  const kept = (o: readonly string[]) => o.slice(0, -1).some((w) => PERSONAL_COLLECTIONS.has(w));
  return kept(a) !== kept(b);
}

/**
 * Whether two reads are of different parts of what is filled in (an element, a field, its text):
 * filling a form, a field or its text is one job, but reading an element returns its markup, not
 * the text of the page or of another element (DevTools' selected element vs `get_element_text`).
 */
function readsOfFormPartsApart(a: ToolModel, b: ToolModel): boolean {
  return a.action === 'read' && b.action === 'read' && differentFormParts(a, b);
}

/**
 * Whether two tools of one server qualify one head each its own way, one of them with words its
 * first sentence writes as words of the language (a cycle's issues and a module's, a channel's
 * message and a chat's, a performance audit and an accessibility audit): a server that offers one
 * tool per such thing does a different job for each, and the request names which, even when the
 * other's qualifier is written as a name (an SEO audit). Qualifiers that leave the job as it is (a
 * variant offering the plain job's choices, a state such as recent or unread) and listings of work
 * items by owner (filtered listings) stay one job; two names (GFS, ECMWF) are flavours of one.
 */
function siblingKindsApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
  similarity: number,
): boolean {
  const a = x.model;
  const b = y.model;
  if (x.server !== y.server || a.object.at(-1) !== b.object.at(-1)) return false;
  const qa = nounQualifiers(a.object).slice(0, -1);
  const qb = nounQualifiers(b.object).slice(0, -1);
  const extraA = qa.filter((w) => !qb.includes(w));
  const extraB = qb.filter((w) => !qa.includes(w));
  if (extraA.length === 0 || extraB.length === 0) return false;
  // A state (recent, unseen) picks some of the things; listings of work items by owner filter them.
  if (extraA.some((w) => a.states?.includes(w)) || extraB.some((w) => b.states?.includes(w)))
    return false;
  if (a.action === 'list' && b.action === 'list' && isWorkItem(a.object.at(-1) ?? '')) return false;
  // Words of the language that leave the job as it is (an owner as a filter, a variant offering
  // what the plain job offers) stay so; the other side's name does not make them a flavour.
  const common = (e: ConfusableEntry, o: ConfusableEntry, extra: readonly string[]) => {
    const loose = looseQualifier(e, o, facts, similarity);
    return extra.every((w) => writesCommonly(e.model.commonWords, w) && !loose(w));
  };
  return common(x, y, extraA) || common(y, x, extraB);
}

const APART_IN_WORK_ITEM_KINDS: ReadonlySet<string> = new Set(
  WORK_ITEM_KIND_APART_OBJECTS.map(stem),
);

/** Whether a job's object stays apart between a tracker and a forge. */
function apartInWorkItemKinds(model: ToolModel): boolean {
  return APART_IN_WORK_ITEM_KINDS.has(model.object.at(-1) ?? '');
}

/** Whether a job acts on an object that means different things in different kinds of system. */
function onKindRelativeObject(model: ToolModel): boolean {
  const head = model.object.at(-1);
  return head !== undefined && isKindRelativeObject(head);
}

/**
 * Tools that do another tool's job under other words, whatever their actions and objects say:
 * running writing SQL does each specific write of a SQL system; reading a database's schema
 * lists its tables; any library's docs read a product's guides; a CRM's generic record finders
 * find another CRM's deals and contacts.
 */
const SPECIAL_CASE_COVERS: readonly ((
  cover: ConfusableEntry,
  covered: ConfusableEntry,
  facts: CatalogFacts | undefined,
) => boolean)[] = [
  coversSqlWrite,
  schemaReadCovers,
  libraryDocsCovers,
  crmRecordsCover,
  stateChangeCovers,
  serviceCallCovers,
  formEditCovers,
];

const SURVEY_KIND = 'survey';
const FORM_HEADS: ReadonlySet<string> = new Set(['form', 'survey'].map(stem));

/**
 * Whether a tool updates a form builder's form (see `formEditCovers`): not one that says it sets
 * the form's metadata only (Qualtrics' `update_survey`: "Update survey metadata such as name").
 */
function updatesForm(e: ConfusableEntry): boolean {
  return (
    e.kind === SURVEY_KIND &&
    e.model.action === 'update' &&
    FORM_HEADS.has(e.model.object.at(-1) ?? '') &&
    !e.model.descriptionTokens.includes(METADATA)
  );
}

const METADATA = stem('metadata');
const FORM_PARTS: ReadonlySet<string> = new Set(
  ['question', 'item', 'field', 'section', 'page'].map(stem),
);
const PART_EDITS: ReadonlySet<string> = new Set(['create', 'update', 'delete', 'move']);

/**
 * Whether a form builder's form update does another's edit of one of a form's parts: updating a
 * form sets its questions, items, sections and fields, so adding, changing, moving or deleting one
 * is a special case of it (Gravity Forms' and OpnForm's `update_form` ~ Google Forms'
 * `add_question`; the labels of sets 68, 101 and 116; session 49).
 */
function formEditCovers(update: ConfusableEntry, edit: ConfusableEntry): boolean {
  return (
    update.server !== edit.server &&
    updatesForm(update) &&
    edit.kind === SURVEY_KIND &&
    PART_EDITS.has(edit.model.action ?? '') &&
    FORM_PARTS.has(edit.model.object.at(-1) ?? '')
  );
}

/**
 * Whether an update that sets its work item's state does another server's state change on that
 * item (`update_issue` with `state: closed` ~ `issue_close`): see `stateUpdateCovers`.
 */
function stateChangeCovers(update: ConfusableEntry, change: ConfusableEntry): boolean {
  return (
    update.server !== change.server &&
    stateUpdateCovers(
      { setsState: update.setsState, head: update.model.object.at(-1) },
      { action: change.model.action, head: change.model.object.at(-1) },
    ) &&
    !differentSystems(update, change)
  );
}

/** {@link confusability} of two entries' own jobs (their models' alternatives aside). */
function jobConfusability(
  x: ConfusableEntry,
  y: ConfusableEntry,
  threshold: number,
  facts: CatalogFacts | undefined,
): Confusability | undefined {
  x = asPlainJob(x, facts);
  y = asPlainJob(y, facts);
  [x, y] = atTargets(x, y);
  // Two tools of one kind of system do their jobs as that kind names them (see `KIND_JOBS`), and
  // so do a tool of a kind and one of a kind serving it (a forge's CI builds are a CI server's).
  const jobsKind =
    x.kind === y.kind ? x.kind : servedJob(x, y) ? servedJobsKind(x.kind, y.kind) : undefined;
  if (jobsKind !== undefined) {
    if (sideBySide(jobsKind, x, y)) return undefined;
    x = asKindNamesIt(x, jobsKind);
    y = asKindNamesIt(y, jobsKind);
  }
  const a = x.model;
  const b = y.model;
  const actions =
    a.action !== undefined && b.action !== undefined
      ? actionRelation(a.action, b.action)
      : undefined;
  // A generic tool covers the tools of its server that its action covers, whatever they act on.
  const forward = genericCover(x, y, facts);
  const backward = genericCover(y, x, facts);
  const generic = forward === true || backward === true ? true : (forward ?? backward);
  if (generic !== undefined) {
    const similarity = setJaccard(tokenSetOf(a), tokenSetOf(b));
    return generic ? explain('special-case', a, b, similarity) : undefined;
  }
  // A tool that does another's job under other words (see `SPECIAL_CASE_COVERS`).
  if (SPECIAL_CASE_COVERS.some((covers) => covers(x, y, facts) || covers(y, x, facts))) {
    return explain('special-case', a, b, setJaccard(tokenSetOf(a), tokenSetOf(b)));
  }
  if (actions === 'different') return undefined;
  if (differentSystems(x, y) || healthOfOtherSystems(x, y)) return undefined;
  if (facts !== undefined && marketsApart(x, y, facts.serverWords)) return undefined;
  if (productDocsApart(x, y) || productThingsApart(x, y) || siblingProductsApart(x, y)) {
    return undefined;
  }
  if (unknownSystemApart(x, y, facts)) return undefined;
  if (
    webContentApart(
      { kind: x.kind, head: a.object.at(-1) },
      { kind: y.kind, head: b.object.at(-1) },
    )
  )
    return undefined;
  if (addressedApart({ kind: x.kind, object: a.object }, { kind: y.kind, object: b.object }))
    return undefined;
  if (outsideSql(x, y, facts)) return undefined;
  if (domainsApart(x, y, facts)) return undefined;
  if (strangersApart(x, y, facts)) return undefined;
  if (outsideSelfContained(x, y) || outsideSelfContained(y, x)) return undefined;
  // A read by a field (`get-by-external-link`) is another lookup than a read by id; a read by a
  // place (an airport's forecast) reads the place's thing as a read of it anywhere does, and so
  // does a read whose first sentence looks its thing up by that field too (`get_user`: "… by
  // their ID or email address" ~ `get-user-by-email`).
  if (
    a.action === 'read' &&
    b.action === 'read' &&
    a.key?.join(' ') !== b.key?.join(' ') &&
    !isPlaceKey(a.key) &&
    !isPlaceKey(b.key) &&
    !isLocatorKey(a.key) &&
    !isLocatorKey(b.key) &&
    !readsByKeyToo(a, b) &&
    !readsByKeyToo(b, a)
  )
    return undefined;
  // "list_transaction_by_account" / "list_transaction_by_tag": listings each named for what they
  // are listed by list the things of two different parents.
  if (
    a.action === 'list' &&
    b.action === 'list' &&
    a.key !== undefined &&
    b.key !== undefined &&
    a.key.join(' ') !== b.key.join(' ') &&
    !isPlaceKey(a.key) &&
    !isPlaceKey(b.key)
  )
    return undefined;
  const similarity = setJaccard(tokenSetOf(a), tokenSetOf(b));

  const objectA = objectForAction(x, y, a);
  const objectB = objectForAction(y, x, b);
  let objects = objectRelation(objectA, objectB, x.context, y.context, similarity, [
    lazily(() => looseQualifier(x, y, facts, similarity)),
    lazily(() => looseQualifier(y, x, facts, similarity)),
  ]);
  // Two servers of one product name one aspect alike (LimeSurvey's statistics, exported through
  // two servers): the product says what it is of.
  if (objects === 'different' && sameObjectOnOneProduct(x, y, a, b)) objects = 'same';
  if (objects === 'special-case' && readsOfFormPartsApart(a, b)) objects = 'different';
  if (objects === 'special-case' && personalCollectionApart(objectA, objectB)) {
    objects = 'different';
  }
  // On the heads its kind names alike (OpenAlex's related works, Google Scholar's related articles).
  if (objects === 'special-case' && relationLookupApart(objectA, objectB)) objects = 'different';
  if (objects === 'special-case' && siblingKindsApart(x, y, facts, similarity)) {
    objects = 'different';
  }
  // Within one kind of system some objects are forms of one thing (a browser page's HTML and text).
  if (
    objects === 'different' &&
    x.kind === y.kind &&
    sameKindClass(x.kind, a, b) &&
    !partListedBesideSearch(x, y, facts)
  ) {
    objects = 'special-case';
  }
  // A kind's generic thing is any of its types (a diagram's element is a rectangle or an arrow).
  if (
    objects === 'different' &&
    x.kind === y.kind &&
    (genericOfType(x.kind, a.object, b.object) || genericOfType(x.kind, b.object, a.object))
  ) {
    objects = 'special-case';
  }
  if (objects === 'special-case' && ownersApart(x, y, facts)) objects = 'different';
  // A specific action names the job by itself: `click` on an element, a selector or a link is one
  // job, so a differently worded object does not veto it; unless both names spell out the objects
  // (`take_screenshot` / `take_snapshot`) or an object is a word with an opposite (`back`,
  // `next`): such a word is the job (`go_back` is not `navigate` to a URL).
  if (
    actions === 'same' &&
    objects !== 'same' &&
    isSpecificAction(a.action ?? '') &&
    !(a.objectSource === 'name' && b.objectSource === 'name' && objects === 'different') &&
    !a.object.some(isPolarQualifier) &&
    !b.object.some(isPolarQualifier) &&
    !narrowedByName(a, y.context) &&
    !narrowedByName(b, x.context)
  ) {
    objects = 'same';
  }
  if (
    partsOfDifferentThings(x, y, facts) ||
    formPartsOffScreen(x, y, a, b) ||
    browserAddressApart(x, a, b) ||
    browserAddressApart(y, b, a)
  )
    objects = 'different';
  if (criteriaApart(a, b) || criteriaApart(b, a) || signedInApart(a, b) || payloadsApart(a, b))
    return undefined;
  // Tools with a known, different object never do the same job, whatever their text shares
  // (template descriptions such as "Notion | Retrieve a block Error Responses: 400 …").
  if (objects === 'different') return undefined;
  let reason: ConfusableReason | undefined;
  // Siblings must share something: their text, or most of what they can be asked for. A short
  // text counts too ("List all documents" / "Search for documents"): the jobs already match, the
  // text only has to be about the same things (the length guard is for near-identical text).
  const sameServerAlike =
    x.server !== y.server ||
    similarity + 1e-12 >= SIBLING_SIMILARITY ||
    verbClassSimilarity(a, b) + 1e-12 >= SIBLING_SIMILARITY ||
    sameChoices(x, y);
  if (sameServerAlike && actions !== undefined) {
    if (objects === 'same' || objects === 'special-case') {
      reason = actions === 'same' && objects === 'same' ? 'same-job' : 'special-case';
    }
  }
  if (reason === undefined && nearIdentical(a, b, similarity, threshold)) {
    reason = 'near-identical-text';
  }
  if (reason === undefined) return undefined;
  return explain(reason, a, b, similarity);
}

const USER_HEAD = stem('user');
const HEALTH_HEAD = stem('health');

/**
 * Whether two health checks (see `checksOwnHealth`) check two systems: a ping of one server and of
 * another answer two requests, unless both servers are named for one product (`sonarqube`,
 * `sonarqube-metalralf`).
 */
function healthOfOtherSystems(x: ConfusableEntry, y: ConfusableEntry): boolean {
  if (x.server === y.server || !only(x.model.object, HEALTH_HEAD)) return false;
  if (!only(y.model.object, HEALTH_HEAD)) return false;
  const product = serverNameWords(x.server)[0];
  return product === undefined || product !== serverNameWords(y.server)[0];
}

/**
 * Whether one tool reads the signed-in user and the other another user (by id, by name): the
 * request says which (`get_current_user` vs `get_user`; see `isSignedInUser`).
 */
function signedInApart(a: ToolModel, b: ToolModel): boolean {
  if (a.object.at(-1) !== USER_HEAD || b.object.at(-1) !== USER_HEAD) return false;
  return isSignedInUser(a.object) !== isSignedInUser(b.object);
}

const PAYLOADS: ReadonlySet<string> = new Set(MESSAGE_PAYLOADS.map(stem));
const SENT_HEADS: ReadonlySet<string> = new Set(MESSAGE_HEADS.map(stem));

/**
 * Whether two sends send messages of different payloads (a location, a choice of buttons, media,
 * a voice call against a text): a request names which, and the labels keep them apart.
 */
function payloadsApart(a: ToolModel, b: ToolModel): boolean {
  if (a.action !== 'send' || b.action !== 'send') return false;
  if (!SENT_HEADS.has(a.object.at(-1) ?? '') || !SENT_HEADS.has(b.object.at(-1) ?? '')) {
    return false;
  }
  const payloads = (m: ToolModel) =>
    m.object
      .slice(0, -1)
      .filter((w) => PAYLOADS.has(w))
      .sort()
      .join(' ');
  return payloads(a) !== payloads(b);
}

function explain(
  reason: ConfusableReason,
  a: ToolModel,
  b: ToolModel,
  similarity: number,
): Confusability {
  return {
    reason,
    actions: [a.action ?? null, b.action ?? null],
    objects: [a.object.join(' '), b.object.join(' ')],
    descriptionSimilarity: Math.round(similarity * 1000) / 1000,
  };
}

const SCHEMA = stem('schema');
const TABLE = stem('table');
const DATABASE = stem('database');

/** Whether an object is the one word `word`. */
function only(object: readonly string[], word: string): boolean {
  return object.length === 1 && object[0] === word;
}

/**
 * Whether `s` reads a SQL system's whole schema and `t` lists its tables or describes one: the
 * schema read shows both (every table, each table's columns).
 */
function schemaReadCovers(s: ConfusableEntry, t: ConfusableEntry): boolean {
  if (s.kind !== SQL_KIND || t.kind !== SQL_KIND || !readsWholeSchema(s.model)) return false;
  return (t.model.action === 'read' || t.model.action === 'list') && only(t.model.object, TABLE);
}

/**
 * Whether a job reads a whole database's schema (`get_schema`, `get_database_schema`); listing
 * schemas (`list_schemas`: a database's namespaces) does not.
 */
function readsWholeSchema({ action, object, aspect }: ToolModel): boolean {
  return (
    action === 'read' && (only(object, SCHEMA) || (aspect === SCHEMA && only(object, DATABASE)))
  );
}

/** A qualifier of a generic thing that names every such thing (`coolify/system`'s resources). */
const WHOLE_SYSTEM = stem('system');

/**
 * Whether a generic tool (object: anything its server holds, see `GENERIC_RESOURCE_WORDS`)
 * covers another tool of its server: `undefined` when `g` is not generic or the other is on
 * another server (the ordinary test decides); `false` when both are generic on different servers
 * (two systems' anything); when it runs anything, `true` for every tool of its server with an
 * action (`kubectl_generic` runs what `kubectl_describe` does); otherwise `undefined`. Across servers a generic tool's
 * description names too much to tell which objects are its system's (measured: most such pairs
 * were other jobs), so it is not extended there.
 */
function genericCover(
  g: ConfusableEntry,
  o: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean | undefined {
  // A code-mode tool does what each tool of its server does (`mysql_execute_code`).
  if (g.server === o.server && o.model.action !== undefined && runsServerTools(g.model))
    return true;
  // A tool runner does each one-action job it runs, of its server or of a server of its kind.
  if (runnerCovers(g, o, facts)) return true;
  // A debugger's command runner does every job of its own debugger, and a debugger's controls
  // (steps, breakpoints, evaluation, the stack) whichever debugger the other tool drives: its
  // commands step, break and evaluate (x64dbg's `x64dbg_command`).
  if (
    runsDebuggerCommands(g) &&
    o.kind === DEBUGGER_KIND &&
    o.model.action !== undefined &&
    (g.server === o.server || isDebuggerControl(o.model))
  )
    return true;
  const head = g.model.object[g.model.object.length - 1];
  if (!isGenericResource(head)) return undefined;
  // A generic word another thing qualifies names that thing (Stripe's `webhook endpoint`, a
  // pool's resources): no endpoint of any kind. The system's resources are all of them.
  if (g.model.object.some((w) => !isGenericResource(w) && w !== WHOLE_SYSTEM)) return undefined;
  const other = o.model.object[o.model.object.length - 1];
  if (g.server !== o.server) {
    // Two systems' anything are apart, two servers' of one product the same anything
    // (`kubectl_create` ~ `resources_create_or_update`, both Kubernetes'): the ordinary test decides.
    if (isGenericResource(other)) return sameProduct(g, o) ? undefined : false;
    // Any endpoint of a product's API does what another server of that product does
    // (`execute_grafana_api`: "Execute any Grafana HTTP API endpoint", against Grafana's own).
    // Not a job done without the API (building a query or a link, checking input).
    const action = g.model.action;
    const job = o.model.action;
    if (action !== undefined && job !== undefined && !LOCAL_ACTIONS.has(job))
      if (
        coversAction(action, job) &&
        g.kind === o.kind &&
        sameProduct(g, o) &&
        !readsOneOnly(g, job)
      )
        return true;
    return reaches(g, o) ? true : undefined;
  }
  // Only running anything reaches past the ordinary test: a generic read (`kubectl_describe`)
  // does not read logs. A read of any endpoint of the server's API does read what its other
  // tools read (`sonar_raw` "call any GET endpoint" ~ `sonar_duplications`).
  const action = g.model.action;
  if (action !== 'run' && !(action === 'read' && head === API_HEAD)) return undefined;
  return o.model.action !== undefined && coversAction(action, o.model.action);
}

/**
 * Whether a generic read told one resource's name gets that one, not a listing or a search of
 * them (`kubectl_describe`, `resources_get`: "Get a Kubernetes resource … by providing … its
 * name"): its endpoints' reads (`api`) and one whose text says it lists too (`kubectl_get`: "Get
 * or list Kubernetes resources") cover both.
 */
function readsOneOnly(g: ConfusableEntry, job: string): boolean {
  const m = g.model;
  if (g.namesOne !== true || m.action !== 'read' || (job !== 'list' && job !== 'search')) {
    return false;
  }
  if (m.object.at(-1) === API_HEAD) return false;
  return !m.descriptionTokens.includes(LIST_WORD) && !jobsOf(m).some((j) => j.action === job);
}

const LIST_WORD = stem('list');

/**
 * Whether a generic tool's description names the product its server is named for, and the other
 * tool's server is named for it too (`grafana-tocharian`'s "any Grafana HTTP API endpoint" and the
 * `grafana` server).
 */
function sameProduct(g: ConfusableEntry, o: ConfusableEntry): boolean {
  const other = serverNameWords(o.server);
  const said = productWordsOf(g);
  if (said.length > 0) return said.some((w) => other.includes(w));
  // A description that names no product calls its own server's, named first in the server's name
  // (`sonar_raw`: "call any GET endpoint" on `sonarqube-metalralf`, against `sonarqube`).
  const lead = leadProductWord(g);
  return lead !== undefined && lead === other[0];
}

/**
 * The first word of the name of a server whose tool calls any endpoint of its API (`api`), when
 * that word may name a product: not a kind's name (`browser`).
 */
function leadProductWord(g: ConfusableEntry): string | undefined {
  if (g.model.object.at(-1) !== API_HEAD) return undefined;
  const lead = serverNameWords(g.server)[0];
  return lead === undefined || KIND_NAMES.has(lead) ? undefined : lead;
}

const KIND_NAMES: ReadonlySet<string> = new Set(
  Object.keys(SYSTEM_KINDS).flatMap((kind) => splitIdentifier(kind).map(stem)),
);

/** The stemmed words of a server's name that may name its product (see `SERVER_WORDS`). */
function serverNameWords(server: string): string[] {
  return splitIdentifier(server)
    .map((w) => stem(w.toLowerCase()))
    .filter((w) => w.length >= MIN_PRODUCT_WORD && !SERVER_WORDS.has(w));
}

/** The words of an entry's server's name that its description says (the product it is for). */
function productWordsOf(e: ConfusableEntry): string[] {
  const said = new Set(e.model.descriptionTokens);
  return serverNameWords(e.server).filter((w) => said.has(w));
}

/** Jobs a tool does on the caller's side, calling no endpoint of its product's API. */
const LOCAL_ACTIONS: ReadonlySet<string> = new Set(
  ['generate', 'build', 'validate', 'convert', 'parse', 'format'].map((w) => actionKeyOf(stem(w))),
);

/** Fewest letters of a word of a server's name that names its product (not `db`, `ai`). */
const MIN_PRODUCT_WORD = 3;
/** Words of servers' names that name no product. */
const SERVER_WORDS: ReadonlySet<string> = new Set(
  ['mcp', 'server', 'api', 'tool', 'client'].map(stem),
);

const TOOL_HEAD = stem('tool');
const API_HEAD = stem('api');
const COMMAND_HEAD = stem('command');

/** Jobs every debugger offers, by action or by object head (see `KIND_JOBS`' debugger names). */
const DEBUGGER_CONTROL_ACTIONS: ReadonlySet<string> = new Set([
  'continue',
  'pause',
  'step',
  'evaluate',
]);
const DEBUGGER_CONTROL_OBJECTS: ReadonlySet<string> = new Set(
  ['breakpoint', 'stack', 'thread', 'register'].map(stem),
);

/** Whether a debugger tool's job is one of the controls every debugger offers. */
function isDebuggerControl(m: ToolModel): boolean {
  return (
    DEBUGGER_CONTROL_ACTIONS.has(m.action ?? '') ||
    DEBUGGER_CONTROL_OBJECTS.has(m.object.at(-1) ?? '')
  );
}

/** Whether an entry runs a debugger's commands (see {@link genericCover}). */
function runsDebuggerCommands(e: ConfusableEntry): boolean {
  return (
    e.kind === DEBUGGER_KIND && e.model.action === 'run' && e.model.object.at(-1) === COMMAND_HEAD
  );
}

/**
 * Tools below which a runner's server keeps its jobs behind its registry (fast-playwright's 7: a
 * runner, a registry search and a few reads) rather than offering them as tools of its own.
 */
const REGISTRY_SERVER_TOOLS = 12;

/**
 * Whether `g` runs tools by name, and `o` is a one-action tool it runs: one of its server's, or
 * one of a server of the same known kind whose job a tool of `g`'s server does (a browser's click,
 * whichever browser server offers it: an agent asked to click may use either). What its registry
 * holds is its own server's jobs: a runner of clicks and navigations runs no other browser's
 * performance traces.
 */
function runnerCovers(
  g: ConfusableEntry,
  o: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (
    g.runner === undefined ||
    o.runner !== undefined ||
    o.model.action === undefined ||
    // The server's tool catalog (`browser_tools`: search the registry) is no tool it runs.
    o.model.object.at(-1) === TOOL_HEAD ||
    !runnerDoes(g.runner, o.model.action)
  )
    return false;
  if (g.server === o.server) return true;
  if (g.kind === undefined || g.kind !== o.kind) return false;
  const own = facts?.serverEntries.get(g.server) ?? [];
  if (own.length < REGISTRY_SERVER_TOOLS) return true;
  const runner = g.runner;
  return own.some(
    (u) =>
      u.runner === undefined &&
      u.model.action !== undefined &&
      runnerDoes(runner, u.model.action) &&
      confusability(u, o, NEAR_IDENTICAL, facts) !== undefined,
  );
}

/**
 * Whether a search by a criterion (`search_by_sender`) picks other things than `o` does: a search
 * by another criterion (a subject), or a tool that qualifies the object another way (recent or
 * unseen emails). The plain object (all emails) covers it.
 */
function criteriaApart(m: ToolModel, o: ToolModel): boolean {
  if (m.criteria === undefined) return false;
  if (o.criteria !== undefined) return !sameWords(m.criteria, o.criteria);
  return nounQualifiers(o.object)
    .slice(0, -1)
    .some((w) => !m.object.includes(w));
}

/**
 * Whether `runner` runs writing SQL and `o` is one SQL write, both on SQL systems. A SQL system
 * whose tools run no SQL (a hosted Postgres served over PostgREST) is written in SQL only in its
 * tables and their rows: its triggers and functions may be its own (a cron trigger emits events).
 */
function coversSqlWrite(
  runner: ConfusableEntry,
  o: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  return (
    runner.kind === SQL_KIND &&
    o.kind === SQL_KIND &&
    (facts?.sqlServers.has(o.server) === true || isSqlTableObject(o.model.object.at(-1))) &&
    runsWritingSql(runner.model.action, runner.model.object) &&
    // Even a runner that says only INSERT, UPDATE or DELETE passes any statement to the engine:
    // it creates the index, function or trigger a definition tool does (every label agrees).
    isSqlWrite(o.model.action, o.model.object.at(-1))
  );
}

/**
 * Whether a generic tool of another server does `o`'s job on the resource its example paths name
 * (see `ToolModel.reach`): its action covers `o`'s (a generic read also lists and searches) and
 * `o` acts on that resource, as the same thing in both systems. Running anything is not extended
 * across servers: it would cover every job on the resource.
 */
function reaches(g: ConfusableEntry, o: ConfusableEntry): boolean {
  const { reach, action, pathObjects = [] } = g.model;
  if (action === undefined || action === 'run') return false;
  if (o.model.action === undefined || !coversAction(action, o.model.action)) return false;
  const targets = reach === undefined ? pathObjects : [[reach], ...pathObjects];
  return targets.some((object) => {
    const target: ConfusableEntry = { ...g, model: { ...g.model, object } };
    if (differentSystems(target, o)) return false;
    const objects = objectRelation(object, o.model.object, g.context, o.context);
    return objects === 'same' || objects === 'special-case';
  });
}

/**
 * Whether two entries act on an object that means different things in their servers' different
 * kinds of system (a Neon project vs a Todoist project, a MongoDB query vs SQL), or on accounts or
 * directories of servers of two kinds, one perhaps unknown (see `ACCOUNT_OBJECTS`,
 * `PLACE_OBJECTS`), or on a kind's own things against a server not known to be of that kind (a
 * cloud drive's files: `KIND_OWN_OBJECTS`).
 */
function differentSystems(x: ConfusableEntry, y: ConfusableEntry): boolean {
  if (x.kind === y.kind) return false;
  // Heads as any system names them for the action (a deployed project is the application).
  const headOf = (m: ToolModel): string | undefined => {
    const head = m.object.at(-1);
    return head === undefined ? undefined : headForAction(undefined, m.action, head);
  };
  const headA = headOf(x.model);
  const headB = headOf(y.model);
  // SQL is one language on any system: a store's read-only SQL runner queries its MySQL database
  // as a SQL server's runner does (Magento's `run_readonly_sql` ~ `postgres/query`). Only where
  // both say SQL: a document store's query (MongoDB's `find`) is in its own language.
  if (headA === SQL_KIND && headB === SQL_KIND && saysSql(x) && saysSql(y)) return false;
  // An entry is whatever its system records (a CMS's content, a feed's article, a form's response,
  // a CRM's note): a bare one is its own system's; only a qualifier says what (a time entry).
  if (
    headA === ENTRY &&
    headB === ENTRY &&
    (x.model.object.length === 1 || y.model.object.length === 1)
  ) {
    return true;
  }
  // An account or a directory is its system's: a server not known to be of the other's kind has
  // other users and other places, save a disk holding a forge's checkout.
  const samePlaces = sharesPlaces(x.kind, y.kind);
  if (either(headA, headB, (h) => isAccountObject(h) || (isPlaceObject(h) && !samePlaces))) {
    return true;
  }
  // Unless the other's thing names that kind itself (Moodle's `calendar event` is a calendar's),
  // or its text does, right before the thing (Magento's `cms_get_page`: "Get a CMS page by ID";
  // session 49).
  const ownApart = (kind: string | undefined, head: string | undefined, other: ConfusableEntry) =>
    isKindOwnObject(kind, head) &&
    !qualifiedByKind(other.model.object, kind) &&
    !textQualifiesByKind(other.model, kind, head);
  if (ownApart(x.kind, headA, y) || ownApart(y.kind, headB, x)) return true;
  // A thing the other's kind holds as its own, named for that kind, is that kind's whatever else
  // its server holds (a learning platform's `calendar event`), unless its own kind names the
  // thing too (a CI server's build queue holds its jobs, no job queue's).
  const namedOwn = (e: ConfusableEntry, head: string | undefined, kind: string | undefined) =>
    isKindOwnObject(kind, head) &&
    qualifiedByKind(e.model.object, kind) &&
    !(e.kind !== undefined && head !== undefined && usesKindWords(e.kind, [head]));
  if (namedOwn(x, headA, y.kind) || namedOwn(y, headB, x.kind)) return false;
  if (x.kind === undefined || y.kind === undefined) return false;
  // A cloud provider's logging and storage are of those kinds (see `SERVED_KINDS`): its logs and
  // buckets are theirs, its projects not.
  if (servesKind(x.kind, y.kind) && !either(headA, headB, isScopeObject) && servedJob(x, y)) {
    return false;
  }
  // Trackers and forges both hold work items, and their projects, teams and users are one kind.
  if (WORK_ITEM_KINDS.has(x.kind) && WORK_ITEM_KINDS.has(y.kind)) return false;
  // Only trackers, forges and monitors hold work items: a BI tool's card is a saved query, a
  // hosting platform's issues are problems it found, not a tracker's.
  if (!(ISSUE_KINDS.has(x.kind) && ISSUE_KINDS.has(y.kind)) && either(headA, headB, isWorkItem)) {
    return true;
  }
  // What scopes a system (its projects, teams, environments), what it means by a word (a
  // database, a dashboard) and its attributes (its status, version, configuration) are its kind's.
  if (
    either(headA, headB, (h) => isKindRelativeObject(h) || isScopeObject(h) || isAttributeObject(h))
  ) {
    return true;
  }
  // So is a thing of what it means by a word (a database's statistics, an alert's rule), save
  // the work items trackers, forges and monitors all hold (a project's issues).
  if (either(headA, headB, isWorkItem)) return false;
  if (
    qualifierWords(x.model).some(isKindRelativeObject) ||
    qualifierWords(y.model).some(isKindRelativeObject)
  ) {
    return true;
  }
  // A thing a server's own kind words qualify is that kind's (a shop's product category), unless
  // the other's object says them too (Azure DevOps' build log beside a CI server's).
  return ownKindThing(x, y) || ownKindThing(y, x);
}

/**
 * Whether a tool runs SQL on a database, saying SQL in so many words: its object is SQL of no
 * dataset of its own (a bucket's `insight sql` queries a side table), and off a SQL system its
 * text names the database (a store's "live MySQL database"; QuickBooks' "SQL-like" query of its
 * entities names none).
 */
function saysSql(e: ConfusableEntry): boolean {
  const m = e.model;
  if (!m.object.slice(0, -1).every(isSqlQualifierWord)) return false;
  if (!m.descriptionTokens.includes(SQL_KIND)) return false;
  return e.kind === SQL_KIND || m.descriptionTokens.some((w) => DATABASE_WORDS.has(w));
}

/** Words that name a database a SQL statement runs on. */
const DATABASE_WORDS: ReadonlySet<string> = new Set(
  ['database', 'mysql', 'mariadb', 'postgres', 'postgresql', 'sqlite', 'mssql'].map(stem),
);

/**
 * Whether two tools, one of a kind serving the other's, do a job it serves it by and on
 * (`SERVED_ONLY_BY`, `SERVED_ONLY_ON`).
 */
function servedJob(x: ConfusableEntry, y: ConfusableEntry): boolean {
  const serving = servedKinds(x.kind).includes(y.kind ?? '') ? x.kind : y.kind;
  if (serving === undefined) return true;
  const by = SERVED_ONLY_BY[serving];
  if (
    by !== undefined &&
    !(by.includes(x.model.action ?? '') && by.includes(y.model.action ?? ''))
  ) {
    return false;
  }
  const on = SERVED_ON.get(serving);
  return (
    on === undefined || (on.has(x.model.object.at(-1) ?? '') && on.has(y.model.object.at(-1) ?? ''))
  );
}

const SERVED_ON: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SERVED_ONLY_ON).map(([kind, heads]) => [kind, new Set(heads.map(stem))]),
);

const ENTRY = stem('entry');

/** Whether a tool's text writes a kind's own name right before a thing (`CMS page`). */
function textQualifiesByKind(
  model: ToolModel,
  kind: string | undefined,
  head: string | undefined,
): boolean {
  if (kind === undefined || head === undefined) return false;
  const phrase = [...splitIdentifier(kind).map(stem), head];
  const ws = model.descriptionTokens.map(stem);
  return ws.some((_, i) => phrase.every((w, j) => ws[i + j] === w));
}

/** Whether a thing's qualifiers name a kind of system (`calendar` of `calendar event`). */
function qualifiedByKind(object: readonly string[], kind: string | undefined): boolean {
  if (kind === undefined || object.length < 2) return false;
  const named = splitIdentifier(kind).map(stem);
  return named.every((w) => object.slice(0, -1).includes(w));
}

const UNIVERSAL: ReadonlySet<string> = new Set(UNIVERSAL_OBJECTS.map(stem));

/**
 * Whether a thing is one thing on any system: a file or a command (see `UNIVERSAL_OBJECTS`), or a
 * work item (an issue, a task), which is one on any tracker or forge, recognised or not.
 */
function oneOnAnySystem(head: string): boolean {
  return UNIVERSAL.has(head) || isWorkItem(head);
}

/**
 * Whether two servers, one of a known kind and one of none whose tools never use that kind's
 * words, act on a thing that is not the same on every system (see `UNIVERSAL_OBJECTS`): the
 * unknown server is some other system, whose cards, events or activities are its own (a game
 * store, a workout log). One that speaks of the kind's things (a server running SQL that says
 * "sql") may be of that kind unrecognised, and is paired as before; so is one whose descriptions
 * the kind's words cannot be read in (see `CatalogFacts.unreadServers`).
 */
function unknownSystemApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined || x.server === y.server) return false;
  if ((x.kind === undefined) === (y.kind === undefined)) return false;
  // Two servers named for one product (`shadcn-ui`, `shadcn-heilgar`) serve one system.
  if (namesOneProduct(x.server, y.server)) return false;
  const heads = [x.model.object.at(-1), y.model.object.at(-1)];
  if (heads.some((h) => h === undefined) || heads.every((h) => oneOnAnySystem(h!))) return false;
  const [known, unknown] = x.kind !== undefined ? [x, y] : [y, x];
  if (facts.unreadServers.has(unknown.server)) return false;
  // What scopes a system (a project, a team) is another's unless the unknown server speaks of the
  // kind in its own words: a word the kind shares (a crash reporter's issues) says too little.
  const scoped = heads.some((h) => isScopeObject(h!));
  return !usesKindWords(known.kind!, facts.serverWords.get(unknown.server) ?? [], scoped);
}

/**
 * What a product's own reference serves: its documentation, and the components, examples,
 * changelogs and icons of a UI library or a framework.
 */
const PRODUCT_REFERENCE: ReadonlySet<string> = new Set(
  ['documentation', 'component', 'example', 'changelog', 'icon'].map(stem),
);

/**
 * Whether two servers' reference tools document two products: a server's docs, components,
 * examples and changelogs are of its own product (Mantine's, WorkOS's, HeroUI's), so only a tool
 * told which library to document (`anyLibrary`) covers another's.
 */
function productDocsApart(x: ConfusableEntry, y: ConfusableEntry): boolean {
  return (
    x.anyLibrary !== true && y.anyLibrary !== true && productThingsApart(x, y, PRODUCT_REFERENCE)
  );
}

const PRODUCT_OWN: ReadonlySet<string> = new Set(PRODUCT_OWN_OBJECTS.map(stem));

/**
 * Whether two servers of two products act on one of `things`, which each product means its own
 * way (its reference, or a dataset: see `PRODUCT_OWN_OBJECTS`).
 */
function productThingsApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  things: ReadonlySet<string> = PRODUCT_OWN,
): boolean {
  const head = x.model.object.at(-1);
  return (
    x.server !== y.server &&
    head !== undefined &&
    things.has(head) &&
    y.model.object.at(-1) === head &&
    !namesOneProduct(x.server, y.server)
  );
}

const SIBLING_PRODUCT_FAMILIES: readonly ReadonlySet<string>[] = SIBLING_PRODUCTS.map(
  (family) => new Set(family.map(stem)),
);

/**
 * Whether two tools each name one product of a family (see `SIBLING_PRODUCTS`), and not the same
 * one: a tool naming several (a status of every configured service) or none is not known apart.
 */
function siblingProductsApart(x: ConfusableEntry, y: ConfusableEntry): boolean {
  for (const family of SIBLING_PRODUCT_FAMILIES) {
    const named = (e: ConfusableEntry): string[] =>
      [...family].filter((p) => e.context?.has(p) === true || e.model.object.includes(p));
    const [a, b] = [named(x), named(y)];
    if (a.length === 1 && b.length === 1 && a[0] !== b[0]) return true;
  }
  return false;
}

/** Whether two servers of one product act on one object, word for word. */
function sameObjectOnOneProduct(
  x: ConfusableEntry,
  y: ConfusableEntry,
  a: ToolModel,
  b: ToolModel,
): boolean {
  return (
    x.server !== y.server &&
    a.object.length > 0 &&
    a.object.join(' ') === b.object.join(' ') &&
    namesOneProduct(x.server, y.server)
  );
}

/** Whether two server names share a product's name (`cursor-figma`, `mcp-figma`: Figma's). */
function namesOneProduct(a: string, b: string): boolean {
  const bs = new Set(serverProductWords(b));
  return serverProductWords(a).some((w) => bs.has(w));
}

/** Whether `test` holds for either of two object heads (a missing one never holds). */
function either(
  a: string | undefined,
  b: string | undefined,
  test: (head: string) => boolean,
): boolean {
  return (a !== undefined && test(a)) || (b !== undefined && test(b));
}

/** Whether a qualifier of `e`'s object is a word of its server's kind that `other`'s object lacks. */
function ownKindThing(e: ConfusableEntry, other: ConfusableEntry): boolean {
  return (
    e.kind !== undefined &&
    usesKindWords(e.kind, qualifierWords(e.model)) &&
    !usesKindWords(
      e.kind,
      other.model.object.flatMap((w) => w.split(' ')),
    )
  );
}

/** The words of an object but its last, one by one ("alert rule", one synonym: `alert`). */
function qualifierWords(model: ToolModel): readonly string[] {
  let out = QUALIFIER_WORDS.get(model.object);
  if (out === undefined) {
    out = model.object.flatMap((w) => w.split(' ')).slice(0, -1);
    QUALIFIER_WORDS.set(model.object, out);
  }
  return out;
}

const QUALIFIER_WORDS = new WeakMap<readonly string[], readonly string[]>();

/**
 * Whether one entry's server is a SQL system or runs SQL (a BI tool's native query: its databases
 * are connections to SQL ones) and the other's, of no known kind, runs no SQL, on an object whose
 * meaning the kind sets: an unknown kind keeps no tools apart, but a server that neither reads as
 * SQL nor runs any holds no SQL database, project or table (a Notion database, a Linear project
 * are not a SQL Server or Metabase database, nor a Neon project).
 */
function outsideSql(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined) return false;
  const sql = (e: ConfusableEntry) => e.kind === SQL_KIND || facts.sqlServers.has(e.server);
  if (sql(x) === sql(y)) return false;
  const other = sql(x) ? y : x;
  if (other.kind !== undefined) return false;
  return onKindRelativeObject(x.model) || onKindRelativeObject(y.model);
}

/**
 * Whether two servers, one or both of no known kind, act on an object that scopes what a system
 * holds (see `SCOPE_OBJECTS`) while managing nothing else in common: a secrets manager's project
 * and a tracker's, a monitor's data source and a notes app's database. Two servers of one system
 * share what the object holds (issues, tables), and then may do one job.
 */
function domainsApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined || x.server === y.server) return false;
  if (x.kind !== undefined && y.kind !== undefined) return false;
  const heads = [x.model.object.at(-1), y.model.object.at(-1)];
  if (!heads.some((h) => h !== undefined && isScopeObject(h))) return false;
  return holdNothingInCommon(facts, x.server, y.server);
}

/**
 * Whether two servers hold nothing in common: the things each manages beyond scopes,
 * system-relative words, attributes and the words in `except`. A server that holds nothing else
 * says nothing of its domain, so then they are not known to be apart.
 */
function holdNothingInCommon(
  facts: CatalogFacts,
  a: string,
  b: string,
  except: ReadonlySet<string> = EMPTY,
): boolean {
  const held = (server: string): string[] =>
    [...(facts.entities.get(server) ?? [])].filter(
      (h) =>
        !except.has(h) && !isScopeObject(h) && !isKindRelativeObject(h) && !isAttributeObject(h),
    );
  const mine = held(a);
  const theirs = new Set(held(b));
  if (mine.length === 0 || theirs.size === 0) return false;
  return !mine.some((h) => theirs.has(h));
}

/**
 * Whether two servers of no known kind share only the word the pair acts on: each holds other
 * things and none of them is the other's (a data-flow tool's `recipe` and a meal planner's), so
 * the word names two things.
 */
function strangersApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined || x.server === y.server) return false;
  if (x.kind !== undefined || y.kind !== undefined) return false;
  if (namesOneProduct(x.server, y.server)) return false;
  const heads = [x.model.object.at(-1), y.model.object.at(-1)];
  // A comment, a label or an attachment is a part of whatever it hangs on (see
  // `partsOfDifferentThings`).
  const anywhere = (h: string | undefined) =>
    h === undefined || oneOnAnySystem(h) || isWorkItemPart(h);
  if (heads.some(anywhere)) return false;
  if (heads[0] === heads[1] && sharesCompound(x.model, y.model, heads[0]!)) return false;
  return holdNothingInCommon(facts, x.server, y.server, new Set(heads as string[]));
}

const GENERIC_MODIFIERS: ReadonlySet<string> = new Set(GENERIC_OBJECT_WORDS.map(stem));

/**
 * Whether both tools name their thing by one compound noun (`feature flag`: PostHog's and
 * Unleash's flags are one thing, where a bare `recipe` of two strangers is not): a word other
 * than a verb, a count or a filler stands right before the head in both texts.
 */
function sharesCompound(a: ToolModel, b: ToolModel, head: string): boolean {
  const modifiers = (m: ToolModel): Set<string> => {
    const ws = m.descriptionTokens.map(stem);
    const before = ws.flatMap((w, i) => (i > 0 && w === head ? [ws[i - 1]] : []));
    if (m.object.length > 1) before.push(m.object[m.object.length - 2]);
    return new Set(
      before.filter((w) => !isActionWord(w) && !GENERIC_MODIFIERS.has(w) && w !== head),
    );
  };
  const mine = modifiers(a);
  return [...modifiers(b)].some((w) => mine.has(w));
}

/**
 * Whether two servers' objects of one head are each owned by a thing only its own server manages
 * (a bucket's metadata and a metric's metadata, a company's note and an order's note): the
 * owners make them different things however alike the texts read. Work items are not such owners:
 * a comment on a pull request and one on a card are one part of any work item.
 */
function ownersApart(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined || x.server === y.server) return false;
  if (x.model.object.at(-1) !== y.model.object.at(-1)) return false;
  const own = (e: ConfusableEntry, other: ConfusableEntry): boolean => {
    const mine = facts.entities.get(e.server);
    const theirs = facts.entities.get(other.server);
    return nounQualifiers(e.model.object)
      .slice(0, -1)
      .some((w) => mine?.has(w) === true && theirs?.has(w) !== true && !isWorkItem(w));
  };
  return own(x, y) && own(y, x);
}

/**
 * Whether `inside`'s server is of a self-contained kind (a browser: its page, tabs and links are
 * its own) and `other`, a tool of another kind, never uses that kind's words: then `other` cannot
 * reach what `inside` acts on (reading the open page is not fetching a URL; a tab is not a Notion
 * page). The tool's own words count, not its server's: a fetcher that renders pages in a headless
 * browser still fetches a URL, while its tool that visits a page navigates as a browser does.
 */
function outsideSelfContained(inside: ConfusableEntry, other: ConfusableEntry): boolean {
  if (!isSelfContainedKind(inside.kind) || other.kind === inside.kind) return false;
  const { descriptionTokens, object, verb, action } = other.model;
  if (!usesKindWords(inside.kind!, [...descriptionTokens, ...object, verb ?? '', action ?? ''])) {
    return true;
  }
  // A tool of another kind that does speak of browsers still cannot reach what the kind's own
  // object classes group (the open page's content, its session) nor read the web content the
  // browser has open (its URL): visiting a URL in a browser still is navigating to it.
  const head = inside.model.object.at(-1);
  return (
    kindObjectClassOf(inside.kind!, head, inside.model.action) !== undefined ||
    (inside.model.action === 'read' && head !== undefined && WEB_CONTENT.includes(head))
  );
}

/**
 * Whether two servers' parts of things (a comment, a label, an attachment: see `WORK_ITEM_PARTS`;
 * or anything a name says a work item owns, like a story's `issue file`) hang on different kinds
 * of thing: one side's on a work item, the other's server holding none (a comment on a Figma
 * file, an Airtable record or a Notion page is not one on an issue or a card; a file attached to
 * a story is not one put into a browser's file input).
 */
function partsOfDifferentThings(
  x: ConfusableEntry,
  y: ConfusableEntry,
  facts: CatalogFacts | undefined,
): boolean {
  if (facts === undefined || x.server === y.server) return false;
  const head = x.model.object.at(-1);
  if (head === undefined || y.model.object.at(-1) !== head) return false;
  const owned = (e: ConfusableEntry) => e.model.object.slice(0, -1).some(isWorkItem);
  if (!isWorkItemPart(head) && !owned(x) && !owned(y)) return false;
  return onWorkItems(x, facts) !== onWorkItems(y, facts);
}

/**
 * Whether an entry's object, or any object of its server, is a work item, or its server is of a
 * kind that holds work items (a code-review bot's comments are on pull requests it never lists).
 */
function onWorkItems(e: ConfusableEntry, facts: CatalogFacts): boolean {
  if (e.model.object.some(isWorkItem) || WORK_ITEM_KINDS.has(e.kind ?? '')) return true;
  for (const head of facts.entities.get(e.server) ?? []) if (isWorkItem(head)) return true;
  return false;
}

/**
 * Whether a name qualifies its object with a word (not a verb) the other entry never mentions:
 * the name then narrows the job to a place the other tool does not reach (`iframe_click` vs a
 * click on the page), even for a specific action. The head alone (`navigate_page`, `fill_form`)
 * only words the job.
 */
function narrowedByName(model: ToolModel, context: ReadonlySet<string> | undefined): boolean {
  if (model.objectSource !== 'name' || context === undefined) return false;
  return model.object.slice(0, -1).some((w) => !isActionWord(w) && !context.has(w));
}

/** A confusable pair of entries (indices, `a < b`). */
export interface ConfusablePair {
  a: number;
  b: number;
  confusability: Confusability;
}

/**
 * Adds entry `i` to the bucket of `key`, once: entries come in order, so a second job of one
 * entry in a bucket follows its first.
 */
function addToBucket(buckets: Map<string, number[]>, key: string, i: number): void {
  const bucket = buckets.get(key);
  if (bucket === undefined) buckets.set(key, [i]);
  else if (bucket[bucket.length - 1] !== i) bucket.push(i);
}

/**
 * Every confusable pair of entries (see {@link confusability}), sorted by (a, b). Pairs come from
 * two indexes: entries bucketed by (action family, object head), which holds every same-job and
 * special-case pair; and, for near-identical text, a prefix filter over description tokens
 * ordered rarest first: two token sets with Jaccard ≥ τ share a token among the first
 * |d| − ⌈τ·|d|⌉ + 1 of each (the prefix-filter lemma), so only entries sharing a prefix token
 * are compared. The result is exactly that of testing every pair.
 */
export function findConfusablePairs(
  entries: readonly ConfusableEntry[],
  threshold = NEAR_IDENTICAL,
): ConfusablePair[] {
  if (!Number.isFinite(threshold) || threshold <= 0 || threshold > 1) {
    throw new RangeError(`threshold must be a number in (0, 1], got ${String(threshold)}`);
  }
  const facts = catalogFacts(entries);
  const seen = new Set<number>();
  const n = entries.length;
  const out: ConfusablePair[] = [];
  const consider = (i: number, j: number): void => {
    const [a, b] = i < j ? [i, j] : [j, i];
    const id = a * n + b;
    if (seen.has(id)) return;
    seen.add(id);
    const c = confusability(entries[a], entries[b], threshold, facts);
    if (c !== undefined) out.push({ a, b, confusability: c });
  };

  // Same job: (action family, object class) buckets, and one bucket per specific action, whose
  // object does not matter.
  const jobs = new Map<string, number[]>();
  entries.forEach((e, i) => {
    // A multi-action tool sits in the bucket of each job it does.
    for (const { action, object, aspect, target } of jobsOf(e.model)) {
      // A job its kind names another way meets that job's tools of the kind (even a tool named
      // for its object alone: `ollama_chat`).
      // So does a job a kind it serves names another way (a forge's build status is its build).
      for (const kind of jobKindsOf(e.kind)) {
        const named = jobInKind(kind, action, object, aspect);
        if (named === undefined) continue;
        const family = actionFamilyOf(named.action);
        const head = named.object[named.object.length - 1];
        addToBucket(jobs, `${family}\u0000${objectClassOf(head)}`, i);
        const namedClass = kindObjectClassOf(kind, head, named.action);
        if (namedClass !== undefined) addToBucket(jobs, `${family}\u0000${namedClass}`, i);
        // And the head the kind names that job's thing by (a bookmark manager's document saved is a
        // bookmark created).
        const namedSynonym = headForAction(kind, named.action, head, kind !== e.kind);
        if (namedSynonym !== head)
          addToBucket(jobs, `${family}\u0000${objectClassOf(namedSynonym)}`, i);
      }
      if (action === undefined) continue;
      if (isSpecificAction(action)) addToBucket(jobs, `${action}\u0001`, i);
      // A membership job meets those named only for its target (see `atTargets`).
      if (target !== undefined && target.length > 0)
        addToBucket(jobs, `${actionFamilyOf(action)}\u0000${objectClassOf(target.at(-1)!)}`, i);
      if (object.length === 0) continue;
      const key = `${actionFamilyOf(action)}\u0000${objectClassOf(object[object.length - 1])}`;
      addToBucket(jobs, key, i);
      // A head another names for this action meets that one's jobs (a CI pipeline run, a build).
      // So does one a kind it serves names (an email service's contact, a newsletter's subscriber).
      for (const kind of [e.kind, ...servedKinds(e.kind)]) {
        const synonym = headForAction(kind, action, object[object.length - 1], kind !== e.kind);
        if (synonym !== object[object.length - 1])
          addToBucket(jobs, `${actionFamilyOf(action)}\u0000${objectClassOf(synonym)}`, i);
      }
      const kindClass = kindObjectClassOfPhrase(e.kind, object, action);
      if (kindClass !== undefined)
        addToBucket(jobs, `${actionFamilyOf(action)}\u0000${kindClass}`, i);
      // A type of a kind's generic thing meets the jobs on that thing (see `genericOfType`).
      const generic = genericOfTypedHead(e.kind, object[object.length - 1]);
      if (generic !== undefined) {
        // The generic thing's own class in its kind, else its class on any system (a CMS entry).
        const genericClass = kindObjectClassOf(e.kind, generic, action) ?? objectClassOf(generic);
        addToBucket(jobs, `${actionFamilyOf(action)}\u0000${genericClass}`, i);
      }
      // An update that sets its work item's state meets the state changes on that item.
      if (e.setsState === true)
        for (const change of STATE_CHANGE_ACTIONS)
          addToBucket(
            jobs,
            `${actionFamilyOf(change)}\u0000${objectClassOf(object[object.length - 1])}`,
            i,
          );
      // A SQL system's write meets the tools that run SQL.
      if (e.kind === SQL_KIND && isSqlWrite(action, object.at(-1))) {
        addToBucket(jobs, `run\u0000${objectClassOf('sql')}`, i);
      }
      // A SQL system's schema read meets its tables' listings and descriptions.
      if (e.kind === SQL_KIND && readsWholeSchema({ ...e.model, action, object, aspect })) {
        for (const family of ['list', 'read'])
          addToBucket(jobs, `${actionFamilyOf(family)}\u0000${objectClassOf(TABLE)}`, i);
      }
    }
  });
  // A job named only by its manner meets the jobs on its server's plain object (`ai_search`: web),
  // once: its kind may have put it there already.
  entries.forEach((e, i) => {
    const object = facts.mannerObjects.get(e);
    if (object === undefined) return;
    const family = actionFamilyOf(e.model.action ?? '');
    const key = `${family}\u0000${objectClassOf(object[object.length - 1])}`;
    if (jobs.get(key)?.includes(i) !== true) addToBucket(jobs, key, i);
  });
  for (const bucket of jobs.values()) {
    for (let p = 0; p < bucket.length; p++) {
      for (let q = p + 1; q < bucket.length; q++) consider(bucket[p], bucket[q]);
    }
  }

  // Generic tools: every tool of their server.
  const byServer = new Map<string, number[]>();
  const generics: number[] = [];
  entries.forEach((e, i) => {
    const server = byServer.get(e.server);
    if (server === undefined) byServer.set(e.server, [i]);
    else server.push(i);
    if (coversSiblings(e)) generics.push(i);
  });
  for (const g of generics) {
    for (const j of byServer.get(entries[g].server) ?? []) if (j !== g) consider(g, j);
  }
  // And every tool of another server of the product their description names (see `sameProduct`).
  if (generics.length > 0) {
    const byNameWord = new Map<string, string[]>();
    for (const server of byServer.keys()) {
      for (const w of serverNameWords(server)) {
        const named = byNameWord.get(w);
        if (named === undefined) byNameWord.set(w, [server]);
        else named.push(server);
      }
    }
    for (const g of generics) {
      const said = productWordsOf(entries[g]);
      const lead = said.length > 0 ? undefined : leadProductWord(entries[g]);
      const others = new Set(
        lead === undefined
          ? said.flatMap((w) => byNameWord.get(w) ?? [])
          : (byNameWord.get(lead) ?? []).filter((server) => serverNameWords(server)[0] === lead),
      );
      others.delete(entries[g].server);
      for (const server of others) for (const j of byServer.get(server) ?? []) consider(g, j);
    }
  }
  // Aliases: the tool they stand for.
  const modelIndex = new Map(entries.map((e, i) => [e.model, i]));
  entries.forEach((e, i) => {
    const target = e.aliasOf === undefined ? undefined : modelIndex.get(e.aliasOf);
    if (target !== undefined && target !== i) consider(i, target);
  });
  // Tool runners: every tool of their server, and of servers of their kind; a debugger's command
  // runner: every debugger tool, of any server.
  const byKind = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.kind !== undefined) addToBucket(byKind, e.kind, i);
  });
  entries.forEach((e, g) => {
    if (e.runner === undefined && !runsDebuggerCommands(e)) return;
    if (e.runner !== undefined)
      for (const j of byServer.get(e.server) ?? []) if (j !== g) consider(g, j);
    if (e.kind !== undefined) for (const j of byKind.get(e.kind) ?? []) if (j !== g) consider(g, j);
  });
  // A form builder's form update: every tool of its kind, whose form parts it edits (see
  // `formEditCovers`).
  entries.forEach((e, g) => {
    if (!updatesForm(e)) return;
    for (const j of byKind.get(SURVEY_KIND) ?? []) if (j !== g) consider(g, j);
  });
  // A smart home hub's service calls: every tool of the kinds whose controls they do.
  entries.forEach((e, g) => {
    if (!callsHubService(e)) return;
    for (const kind of SERVICE_CALL_KINDS)
      for (const j of byKind.get(kind) ?? []) if (j !== g) consider(g, j);
  });
  // Tools told which library to document: every reading of a product's documentation pages, by
  // any job of either (the pair test reads a multi-action tool's jobs one by one).
  const anyJob = (e: ConfusableEntry, test: (job: ConfusableEntry) => boolean): boolean =>
    jobsOf(e.model).some((model) => test({ ...e, model }));
  const libraryDocs = entries.flatMap((e, i) => (anyJob(e, readsAnyLibraryDocs) ? [i] : []));
  if (libraryDocs.length > 0) {
    entries.forEach((e, j) => {
      if (anyJob(e, readsProductDocs)) for (const g of libraryDocs) if (g !== j) consider(g, j);
    });
  }
  // A CRM's generic record jobs (finders, and record jobs on any type): every tool of their kind.
  entries.forEach((e, g) => {
    if (
      e.kind === undefined ||
      !jobsOf(e.model).some((m) => isGenericCrmRecordJob(e.kind, m, e.server))
    )
      return;
    for (const j of byKind.get(e.kind) ?? []) if (j !== g) consider(g, j);
  });
  // Generic tools that reach a resource: every entry with a job on that resource's class.
  const reachers = new Map<string, number[]>();
  entries.forEach((e, i) => {
    for (const { reach, pathObjects = [] } of jobsOf(e.model)) {
      if (reach !== undefined) addToBucket(reachers, objectClassOf(reach), i);
      for (const o of pathObjects) addToBucket(reachers, objectClassOf(o[o.length - 1]), i);
    }
  });
  if (reachers.size > 0) {
    entries.forEach((e, j) => {
      const classes = new Set<string>();
      for (const { object } of jobsOf(e.model)) {
        if (object.length > 0) classes.add(objectClassOf(object[object.length - 1]));
      }
      for (const key of classes)
        for (const g of reachers.get(key) ?? []) if (g !== j) consider(g, j);
    });
  }

  // Near-identical text: prefix-filtered description postings over integer token ids. Only
  // pairs whose similarity reaches τ go on to the full test; pairs below it can only be
  // confusable through a job bucket, which has seen them already.
  const ids = new Map<string, number>();
  const tokenSets = entries.map((e) => {
    const set = new Set<number>();
    for (const t of e.model.descriptionTokens) {
      let id = ids.get(t);
      if (id === undefined) ids.set(t, (id = ids.size));
      set.add(id);
    }
    return Int32Array.from(set);
  });
  const frequency = new Int32Array(ids.size);
  for (const ts of tokenSets) for (const t of ts) frequency[t]++;
  // A hair below τ so float rounding can only lengthen a prefix or admit a pair.
  const tau = threshold - 1e-9;
  const postings: number[][] = Array.from({ length: ids.size }, () => []);
  const stamp = new Int32Array(n).fill(-1);
  const mark = new Int32Array(ids.size).fill(-1);
  tokenSets.forEach((ts, i) => {
    if (ts.length < MIN_DESCRIPTION_TOKENS) return;
    const ordered = Int32Array.from(ts).sort((x, y) => frequency[x] - frequency[y] || x - y);
    const prefix = ordered.length - Math.ceil(tau * ordered.length) + 1;
    for (const t of ts) mark[t] = i;
    for (let k = 0; k < prefix; k++) {
      const list = postings[ordered[k]];
      for (const j of list) {
        if (stamp[j] === i) continue;
        stamp[j] = i;
        const other = tokenSets[j];
        const small = Math.min(ts.length, other.length);
        const large = Math.max(ts.length, other.length);
        if (small < tau * large) continue;
        let shared = 0;
        for (const t of other) if (mark[t] === i) shared++;
        if (shared / (ts.length + other.length - shared) >= tau) consider(j, i);
      }
      list.push(i);
    }
  });
  // Generic tools: what the siblings they cover meet on other servers (see `siblingJob`).
  const generic = new Set(generics);
  const direct = out.length;
  for (let p = 0; p < direct; p++) {
    const { a, b } = out[p];
    for (const [t, o] of [
      [a, b],
      [b, a],
    ]) {
      if (entries[t].server === entries[o].server) continue;
      for (const g of byServer.get(entries[t].server) ?? []) {
        if (g !== t && generic.has(g)) consider(g, o);
      }
    }
  }
  return out.sort((x, y) => x.a - y.a || x.b - y.b);
}
