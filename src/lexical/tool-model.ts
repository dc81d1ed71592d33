/**
 * A small model of what a tool does, read from its name, its description's first sentence and
 * its parameter names: the action (a verb and its class), the object it acts on (stemmed, in
 * canonical synonym form, head last) and the description's tokens for text similarity.
 */
import {
  MODEL_FAMILIES,
  ACTION_MANNERS,
  COLLECTIVE_OBJECTS,
  COLLECTION_MEMBERS,
  CONTENT_HEADS,
  COUNT_WORDS,
  DATABASE_WORDS,
  DIRECTORY_MEMBERS,
  DESCRIBED_ASPECTS,
  SHAPE_ASPECTS,
  SQL_KIND,
  SYSTEM_KINDS,
  COMMAND_NAME_WORDS,
  NAME_COMPOUNDS,
  DESCRIPTION_ACTIONS,
  DOMAIN_VERBS,
  FORMAT_WORDS,
  HTTP_METHOD_ACTIONS,
  HTTP_METHOD_VERBS,
  INTO_PREPOSITIONS,
  LIGHT_VERBS,
  LINKING_VERBS,
  MESSAGE_HEADS,
  MESSAGE_MEDIA,
  NOUN_ACTIONS,
  PERFORMER_NOUNS,
  PHRASE_BREAKS,
  RECORD_ASPECTS,
  TRAILING_PLACES,
  UMBRELLA_VERBS,
} from './domain.js';
import {
  actionClassOf,
  actionKeyOf,
  actionOnObject,
  canonicalObject,
  isActionWord,
  isBatchWord,
  isRecencyWord,
  isGenericObjectWord,
  isWhereModifier,
  isClassedObject,
  isGenericResource,
  isKnownObjectWord,
  isQueryCriterion,
  isSpecificAction,
  isSqlKindWord,
  isSqlQualifierWord,
  isWorkItem,
  isWorkItemPart,
  sqlStatementKind,
} from './lexicon.js';
import { isIdentityKey, lookupKeyOf } from './lookup-key.js';
import { checksOwnHealth } from './health-check.js';
import { levelOfStream } from './narrowing.js';
import {
  JOB_SELECTORS,
  MEASURE_HEADS,
  objectSelectorJobs,
  thingTypeJobs,
} from './object-selectors.js';
import { isAttributeObject, isPlaceObject, productNameParts } from './system-kind.js';
import type { ProviderNaming } from './providers.js';
import { descriptionTokens, isProperNameWord, splitIdentifier } from './tokenize.js';
import { isFunctionWord, isPluralForm, isStopWord, stem } from './words.js';

/** What the model reads of a tool. */
export interface ToolText {
  name: string;
  description: string;
  /** The server the tool belongs to: its name's words are not the tool's object. */
  server?: string;
  /** Top-level parameter names, the last source of an object. */
  parameters?: readonly string[];
  /** Top-level parameters typed boolean: switches (`includeArchivedProjects`), never the things. */
  flags?: readonly string[];
  /** The top-level parameters the schema requires (ids a tool must be given name what it reads). */
  required?: readonly string[];
  /**
   * Name words the server puts before every tool (`browser_`, `slack_`, `API-`), found by
   * {@link namespacePrefixes}; dropped from the name.
   */
  prefix?: string;
  /**
   * How the server names the services it wraps (`tavily`, `kagi`), found by `providerWords`: a
   * name's first word among them is a flavour of the job, its last word among the categories
   * (`_process`) groups jobs; both are dropped from the name.
   */
  providers?: ProviderNaming;
  /**
   * The allowed string values of top-level parameters that declare an `enum`, by parameter name:
   * a selector among them ({@link SELECTOR_PARAMETERS}) names several jobs of one tool.
   */
  choices?: Readonly<Record<string, readonly string[]>>;
  /**
   * The property names of the items of top-level list parameters: a batch's requests
   * (`requests: [{method, url, body}]`).
   */
  itemParameters?: readonly string[];
  /**
   * Whether the server writes its verbs last (`db_create`, `user_create`), found by
   * `verbLastServers`: a name starting and ending with a verb acts by its last (`query_execute`).
   */
  verbLast?: boolean;
  /** Whether to read a second job joined in the first sentence (default true; off for that job). */
  sentenceJobs?: boolean;
}

/** Where a part of the model was read. */
export type ModelSource = 'name' | 'description' | 'parameters';

/** What a tool does. */
export interface ToolModel {
  /** The verb as written (stemmed), e.g. `execute`; undefined when none was found. */
  verb?: string;
  /** The action key: the verb's class (`run`), or the verb itself when it has none. */
  action?: string;
  actionSource?: ModelSource;
  /** Canonical object words, head last (`["select", "sql"]`); empty when none was found. */
  object: string[];
  objectSource?: ModelSource;
  /** Description tokens (see `descriptionTokens`), for text similarity. */
  descriptionTokens: string[];
  /**
   * Stemmed words the first sentence writes in lower case as words of the language (`flood` of
   * "river discharge and flood forecasts"), not as names (`GFS`, `ECMWF`): a qualifier among them
   * names a different thing, not a provider's flavour of the job.
   */
  commonWords: string[];
  /**
   * The aspect a tool describes its object by, when the name's object gave way to the thing it
   * belongs to (`structure` of `get_sheet_structure`, which describes the sheet): not a read of
   * what the thing holds. Absent otherwise.
   */
  aspect?: string;
  /**
   * The jobs a multi-action tool does besides its own, one per value of its selector parameter
   * (`navigate_page` with `type` back/forward/reload navigates back, forward …; `browser_tabs`
   * with `action` list/new/close lists, creates, closes tabs); absent when it has none.
   */
  alternatives?: ToolModel[];
  /**
   * For a generic tool (object: anything its system holds), the resource its description's
   * example paths name most (`/rest/api/3/issue/{id}` → `issue`): across servers it does that
   * resource's jobs too. Absent when the tool is not generic or no resource dominates.
   */
  reach?: string;
  /**
   * Object qualifiers the name writes as past participles (`shared` of `get_shared_labels`,
   * `completed` of `get_completed_tasks`): a state that picks some of the objects, not another
   * kind of thing. Absent when there are none.
   */
  states?: string[];
  /**
   * What a search matches on, when its name says it after a preposition (`sender` of
   * `search_by_sender`) or as a criterion any query can say (`category` of `category_search`,
   * see `SEARCH_CRITERIA`): a qualifier of the object the first sentence names (`sender email`),
   * and two searches by different criteria do different jobs. Absent when the name says none.
   */
  criteria?: string[];
  /**
   * For a generic tool, the object each of its description's example paths acts on: the last
   * collection the path names, owned by the one before it (`/repositories/{ws}/{repo}/pullrequests/{id}/comments`
   * → `pull request comment`), kept only when every path sits under one top-level resource (a
   * Bitbucket repository, a Jira issue): each example is then a job the tool does. Absent otherwise.
   */
  pathObjects?: string[][];
  /**
   * For a read, the field its name says it looks its thing up by when that is not the thing's
   * identity (`external link` of `stories-get-by-external-link`; not `id` or `name`): it fetches
   * what matches that field, another job than a read by id. For a listing, what its name says it
   * lists by (`account` of `list_transaction_by_account`). Absent otherwise.
   */
  key?: string[];
  /**
   * For a membership job (`attach`, `detach`), what its name says it puts the thing into or takes
   * it out of (`playlist` of `add_tracks_to_playlist`, of `add_to_playlist` and of
   * `add_playlist_items`). Absent otherwise.
   */
  target?: string[];
  /**
   * Whether the name says only the target (`add_to_playlist`, `add_playlist_items`: whatever the
   * playlist holds): its job is then told by where it puts things, not by what. Absent otherwise.
   */
  targetOnly?: true;
}

/**
 * Parameters whose enum values pick the job a tool does (`action: list|new|close`,
 * `type: back|forward|reload`), not a setting of one job.
 */
export const SELECTOR_PARAMETERS: readonly string[] = [...JOB_SELECTORS, 'type', 'mode'];
/** Most values a `type` or `mode` may have and still name jobs (more is a list of kinds or formats). */
const MAX_SELECTOR_VALUES = 8;

const BREAKS: ReadonlySet<string> = new Set(PHRASE_BREAKS);
/** Breaks after which a name says what its job is done with (`extract_with_llm`). */
const INSTRUMENT_BREAKS: ReadonlySet<string> = new Set(['with', 'using', 'via']);
/** A name's word that, after the thing, picks the things by their due date. */
const DUE = 'due';
/**
 * Whether a sentence's first word is the tool's whole name and reads as a verb on the plural
 * after it (`group`: "Group shapes in Frame0"), not as a noun's head ("Integration operations",
 * "Project management"): a multi-action tool, whose selector gives the verbs, is named for its
 * thing ("Memory operations for events and nodes").
 */
function namedAlone(tool: ToolText, w: Word, next: Word | undefined): boolean {
  return (
    tool.name.toLowerCase() === w.raw &&
    next !== undefined &&
    isPlural(next) &&
    !NOMINAL_SUFFIX.test(w.raw) &&
    !selectsActions(tool)
  );
}

/** Endings of nouns made from verbs (`integration`, `management`): never an imperative. */
const NOMINAL_SUFFIX = /(?:tion|sion|ment|ness|ity)$/;

/** Words a slash joins that are no alternatives of a thing ("and/or"). */
const SLASHED_AS_IS: ReadonlySet<string> = new Set(['and', 'or']);

/** Words before an action the tool does not do ("without crawling"). */
const NEGATIONS: ReadonlySet<string> = new Set(['without', 'not', 'never']);
/** Articles: what follows one is a noun phrase. */
const ARTICLE_WORDS = ['a', 'an', 'the'];
const ARTICLES: ReadonlySet<string> = new Set(ARTICLE_WORDS);
/** Words that open the object of an imperative verb ("Index a repository"). */
const IMPERATIVE_OBJECT_STARTS: ReadonlySet<string> = new Set([
  ...ARTICLE_WORDS,
  'one',
  'all',
  'each',
  'every',
  'multiple',
]);
/** Verbs that put things into, or take them out of, another thing. */
const MEMBERSHIP_VERBS: ReadonlySet<string> = new Set(
  ['add', 'remove', 'attach', 'detach'].map(stem),
);
/** Pronouns after "to"/"from" that point back at the thing a sentence began with. */
const BACK_REFERENCES: ReadonlySet<string | undefined> = new Set(['it', 'them', 'this', 'that']);
const HTTP: ReadonlySet<string> = new Set(HTTP_METHOD_VERBS);
/** The object a tool reads as the record of other things (see describeTool). */
const HISTORY = 'history';
/** Things whose history is the things themselves: a message history is its messages. */
const MESSAGE_RECORD: ReadonlySet<string> = new Set(['message', 'chat', 'conversation'].map(stem));
/** HTTP methods that send a body: the body, not the method, carries the job. */
const BODY_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch']);
const DOMAIN_VERB_SET: ReadonlySet<string> = new Set(DOMAIN_VERBS);
const PERFORMER: ReadonlySet<string> = new Set(PERFORMER_NOUNS.map(stem));
const DESCRIBED_ASPECT: ReadonlySet<string> = new Set(DESCRIBED_ASPECTS.map(stem));
const SHAPE_ASPECT: ReadonlySet<string> = new Set(SHAPE_ASPECTS.map(stem));
const RECORD_ASPECT: ReadonlySet<string> = new Set(RECORD_ASPECTS.map(stem));
/** A thing's property: all of them read are the thing's record too (see `RECORD_ASPECTS`). */
const PROPERTY = 'property';
const SCHEMA_ASPECT = stem(SHAPE_ASPECTS[0]);
const METADATA = stem('metadata');
const PROFILE = stem('profile');
const USER = stem('user');
const CURRENT = stem('current');
const CONTENT_HEAD: ReadonlySet<string> = new Set(CONTENT_HEADS.map(stem));
const UMBRELLA: ReadonlySet<string> = new Set(UMBRELLA_VERBS.map(stem));
const LIGHT: ReadonlySet<string> = new Set(LIGHT_VERBS.map(stem));
const MANNER: ReadonlySet<string> = new Set(ACTION_MANNERS.map(stem));
const QUERY = stem('query');
const COUNT: ReadonlySet<string> = new Set(COUNT_WORDS.map(stem));
const COLLECTIVE: ReadonlySet<string> = new Set(COLLECTIVE_OBJECTS.map(stem));
const FORMAT: ReadonlySet<string> = new Set(FORMAT_WORDS.map(stem));
/** Description words to read past when looking for the first verb ("This tool …", "Notion | …"). */
const MAX_LEAD_WORDS = 6;
const MAX_OBJECT_WORDS = 4;

interface Word {
  raw: string;
  stem: string;
}

function words(text: string): Word[] {
  return splitIdentifier(text).map((raw) => ({ raw, stem: stem(raw) }));
}

/** Whether a raw word is a plural noun form (`issues`, `entries`), not a verb's `-s`. */
function isPlural(w: Word): boolean {
  return isPluralForm(w.raw, w.stem) || isAbbreviationPlural(w.raw);
}

/** Whether a short word is a known abbreviation with an `s` (`prs`, `mrs`, `dbs`): a plural. */
function isAbbreviationPlural(raw: string): boolean {
  return raw.length <= 4 && raw.endsWith('s') && isKnownObjectWord(raw.slice(0, -1));
}

/**
 * Whether a first sentence reads a batch of things: a batch word before a plural noun. Things a
 * filter picks ("Return multiple tasks according to the optional provided filter") are listed.
 */
function readsBatch(description: string): boolean {
  const ws = words(firstSentence(description));
  return (
    ws.some((w, i) => isBatchWord(w.stem) && i + 1 < ws.length && isPlural(ws[i + 1])) &&
    !ws.some((w) => PICKED_BY_FILTER.has(w.stem))
  );
}

/** Words by which a sentence says its things are picked by a filter, not given. */
const PICKED_BY_FILTER: ReadonlySet<string> = new Set(
  ['filter', 'according', 'matching', 'criteria'].map(stem),
);

/**
 * Whether a parameter is named for the plural object itself (`urls` for `fetch_urls`, `videoIds`
 * is not: it names another thing), or a required one for their ids (`uids`, `messageIds` for
 * `get_messages`; optional ids only filter a listing): the caller gives the things, the tool does
 * not find them.
 */
function takesAsParameter(tool: ToolText, head: Word): boolean {
  return (
    (tool.parameters ?? []).some((p) => {
      const ws = words(p);
      const last = ws.at(-1);
      return (
        last !== undefined &&
        last.raw.toLowerCase() === head.raw.toLowerCase() &&
        !startsWithFlag(ws) &&
        tool.flags?.includes(p) !== true
      );
    }) || takesTheirIds(tool, head)
  );
}

// Words and tests of `describeNamedTool`'s rules for listings, content searches, recency names,
// query records, checklists, adverbs and crawls (session 30).
/** A listing's form (`directory_tree`). */
const TREE = 'tree';
/** A listing of people (`get_employee_directory`: see `DIRECTORY_MEMBERS`). */
const DIRECTORY = 'directory';
const DIRECTORY_MEMBER: ReadonlySet<string> = new Set(DIRECTORY_MEMBERS.map(stem));
/** A shortened read of a thing: its plural reads several (`get_job_summaries`). */
const SUMMARY = stem('summary');
const FILE = 'file';
const CODE = 'code';
/** How a first sentence says a search looks inside files (their contents, grep). */
const SEARCHES_CONTENT = /\b(?:contents?|within (?:the |all )?files|grep|ripgrep)\b/i;

/** Recency adverbs (`get_recently_added`): a recency word's own. */
const RECENTLY: ReadonlySet<string> = new Set(['recently', 'lately', 'newly']);
/**
 * Adjectives that say a state of a thing, as a participle does (`draft` of `create_draft_invoice`,
 * `overdue` of `list_overdue_tasks`, `waiting` of `get_waiting_tasks`): some of the things, not
 * another kind of thing. Not `completed`: a task list's open tasks and its completed ones are two
 * stores, and the labels keep their reads apart.
 */
const STATE_ADJECTIVES: ReadonlySet<string> = new Set(
  ['draft', 'pending', 'overdue', 'active', 'inactive', 'open', 'waiting', 'upcoming'].map(stem),
);

/** Action classes that read or list things (see `describeNamedTool`'s named states). */
const READS_OR_LISTS: ReadonlySet<string> = new Set(['read', 'list']);

/** Actions that find or list things, not run them. */
const FINDING_ACTIONS: ReadonlySet<string> = new Set(['search', 'list', 'read']);
/** A query as a record of one run (see `describeNamedTool`'s `slow_queries`), not SQL to run. */
const QUERY_RECORD = 'query';

const TASK = stem('task');
const CHECKLIST = stem('checklist');
const ITEM = stem('item');

/**
 * Whether a description's first sentence names a checklist, or a card its tasks are on ("Delete
 * a task from a card"): a card's tasks are its checklist's items.
 */
function saysChecklist(description: string): boolean {
  const sentence = firstSentence(description);
  return (
    words(sentence).some((w) => w.stem === CHECKLIST) ||
    /\b(?:to|from|on|of) (?:a|an|the) card\b/i.test(sentence)
  );
}

/** Nouns for a share of things, before "of" ("a page of items", "a subset of rows"). */
const PARTITIVES: ReadonlySet<string> = new Set(
  ['page', 'set', 'subset', 'chunk', 'portion'].map(stem),
);

/** Adverbs made from adjectives and participles (`concurrently`, `exactly`, `automatically`). */
const ADVERB = /^[a-z]{3,}(?:al|nt|ive|ous|ful|ct|ck|ed|ing|e|ic)ly$/;

/** Whether a word is such an adverb (see `ADVERB`). */
function isAdverb(w: Word): boolean {
  return ADVERB.test(w.raw.toLowerCase());
}

const CRAWL = 'crawl';
const SCRAPE = 'scrape';

/** Parameter words that bound how far a crawl follows links (`max_depth`, `limit`, `followLinks`). */
const CRAWL_BOUNDS: ReadonlySet<string> = new Set([
  'depth',
  'limit',
  'pages',
  'follow',
  'subpages',
  'sitemap',
  'sitemaps',
  'recursive',
  'discovery',
  'subdomains',
  'entire',
]);

/** Whether a crawl's parameters say how far it follows links: it crawls a site. */
function boundsCrawl(parameters: readonly string[]): boolean {
  return parameters.some((p) => words(p).some((w) => CRAWL_BOUNDS.has(w.raw.toLowerCase())));
}

/**
 * Whether a parameter's name switches which of the things come back or how, rather than giving
 * them: `includeArchivedProjects` or `fieldsProjects` of a `getProjects` that lists projects.
 */
function startsWithFlag(ws: readonly Word[]): boolean {
  return FLAG_PARAMETER_STARTS.has(ws[0].raw.toLowerCase());
}

/** First words of flag parameters (see `startsWithFlag`). */
const FLAG_PARAMETER_STARTS: ReadonlySet<string> = new Set([
  'fields',
  'get',
  'use',
  'match',
  'include',
  'exclude',
  'show',
  'hide',
  'with',
  'without',
  'only',
  'skip',
  'ignore',
  'return',
]);

/**
 * Whether a tool is given a web address: a top-level parameter (`url`, `link`: see the `url`
 * synonyms), or one its first sentence names ("Initialize a browser with a URL").
 */
function takesUrl(tool: ToolText): boolean {
  return (
    namesUrlParameter(tool.parameters ?? []) ||
    canonicalObject(words(firstSentence(tool.description)).map((w) => w.stem)).includes('url')
  );
}

const HTTP_REQUEST_ACTIONS: ReadonlySet<string> = new Set(['request', 'send', 'run', 'make']);
/** The jobs of an HTTP request by method (GET reads, POST sends, PATCH updates), on its object. */
const HTTP_REQUEST_JOBS: readonly string[] = ['read', 'send', 'put', 'update', 'delete'];
const HTTP_REQUEST: readonly string[] = ['http', 'request'];

/** Whether a job is an HTTP request of no method (`http_request`: "Perform HTTP request"). */
function genericHttpRequest(action: string | undefined, object: readonly string[]): boolean {
  if (action === undefined || !HTTP_REQUEST_ACTIONS.has(action)) return false;
  const head = object.at(-1);
  return head === 'http' || (head === 'request' && object.includes('http'));
}

/** Whether a top-level parameter is a web address (`url`, `rootUrl`, `link`: the `url` synonyms). */
export function namesUrlParameter(parameters: readonly string[]): boolean {
  return parameters.some((p) => canonicalObject(words(p).map((w) => w.stem)).includes('url'));
}

/** Singular parameter words that name a thing by its identifier (`id`, `issueId`, `uuid`). */
const SINGLE_IDS: ReadonlySet<string> = new Set(['id', 'uid', 'uuid', 'gid', 'guid', 'identifier']);

/** Whether a tool's one required parameter is its thing's id or ids (`issueId`, `issueIds`). */
function requiresOnlyItsId(tool: ToolText, head: string | undefined): boolean {
  const required = tool.required ?? [];
  if (required.length !== 1 || head === undefined) return false;
  const ws = words(required[0]);
  const last = ws.at(-1);
  const owner = ws.slice(0, -1);
  return (
    last !== undefined &&
    (SINGLE_IDS.has(last.raw.toLowerCase()) || PLURAL_IDS.has(last.raw.toLowerCase())) &&
    (owner.length === 0 || (owner.length === 1 && owner[0].stem === head))
  );
}

const API_CALLS: ReadonlySet<string> = new Set(['request', 'call', 'operation']);
/** The jobs an HTTP method names (a request told one does that job). */
const METHOD_JOBS: ReadonlySet<string> = new Set(Object.values(HTTP_METHOD_ACTIONS));
const PATH_PARAMETERS: ReadonlySet<string> = new Set(['path', 'endpoint', 'route']);
/** What a batch's requests name their endpoints by: a path or a URL of the API. */
const REQUEST_PATHS: ReadonlySet<string> = new Set([...PATH_PARAMETERS, 'url']);

/**
 * "any GET endpoint", "any API endpoint", "any REST endpoint", "any RabbitMQ HTTP API endpoint",
 * "any Jira API GET endpoint": a call of any endpoint (of the product the words may name).
 */
const ANY_ENDPOINT =
  /\bany\s+(?:(?!(?:GET|POST|PUT|PATCH|DELETE|HTTP|REST|API)\s)[A-Z][\w.-]*\s+)?(?:API\s+)?(?:(GET|POST|PUT|PATCH|DELETE|HTTP|REST)\s+)?(?:API\s+)?endpoint\b/i;

/** "any Moodle Web Services function", "any API method": a call of any function of an API. */
const ANY_API_FUNCTION =
  /\bany\s+(?:[A-Z][\w.-]*\s+)?(?:web\s+services?|api|rest|graphql)\s+(?:function|method|operation)s?\b/i;
const NATURAL_LANGUAGE = /\bnatural[- ]language\b/i;
/** "executing multiple API calls", "makes API requests": calls of its API an agent makes. */
const API_CALLS_MADE =
  /\b(?:execut|mak|perform|run|issu)\w*\s+(?:\w+\s+){0,2}API\s+(?:calls|requests)\b/i;
const QUERIES = /\bquer(?:y|ies)\b/i;

/** Parameters that name the API function to call (`function_name`, `wsfunction`, `method`). */
const FUNCTION_PARAMETER = /(?:^|_)(?:ws)?(?:function|method|operation)(?:_?name)?$/i;

/** Whether a tool takes the name of an API function to call among its parameters. */
function namesFunctionParameter(parameters: readonly string[]): boolean {
  return parameters.some((p) => FUNCTION_PARAMETER.test(p));
}

/** Whether a tool takes an endpoint's path among its parameters. */
function namesPathParameter(parameters: readonly string[]): boolean {
  return parameters.some((p) => PATH_PARAMETERS.has(p.toLowerCase()));
}

/**
 * Whether a tool takes an HTTP method and an endpoint path among its parameters, or a list of
 * requests that each do, of an API its first sentence names (Zoho's `zoho_composite_request`:
 * "Execute up to 5 API calls"; not a gateway's routes).
 */
function takesMethodAndPath(tool: ToolText): boolean {
  return (
    namesMethodAnd(tool.parameters ?? [], PATH_PARAMETERS) ||
    (namesMethodAnd(tool.itemParameters ?? [], REQUEST_PATHS) &&
      NAMES_API.test(firstSentence(tool.description)))
  );
}

const NAMES_API = /\bAPI\b/;

function namesMethodAnd(parameters: readonly string[], paths: ReadonlySet<string>): boolean {
  const names = parameters.map((p) => words(p).map((w) => w.stem));
  return (
    names.some((ws) => ws.at(-1) === 'method') && names.some((ws) => paths.has(ws.at(-1) ?? ''))
  );
}

/** Whether a required parameter names the things' own ids: bare, or owned by the object's word. */
function takesTheirIds(tool: ToolText, head: Word): boolean {
  return (tool.parameters ?? []).some((p) => {
    const ws = words(p);
    const last = ws[ws.length - 1];
    if (last === undefined) return false;
    const owner = ws.slice(0, -1);
    return (
      PLURAL_IDS.has(last.raw.toLowerCase()) &&
      (owner.length === 0 || (owner.length === 1 && owner[0].stem === head.stem)) &&
      (tool.required ?? []).includes(p)
    );
  });
}

/** Parameter words that name several things by their identifiers (PubMed's `pmids`, Asana's `gids`). */
const PLURAL_IDS: ReadonlySet<string> = new Set([
  'ids',
  'uids',
  'uuids',
  'gids',
  'guids',
  'pmids',
  'identifiers',
  // Pages named by their titles or slugs (MediaWiki's `titles`; session 49).
  'titles',
  'slugs',
]);

/** The first sentence of a description, after a short "Product | " or "Product: " lead. */
export function firstSentence(description: string): string {
  // The model reads the first sentence of one description several times over.
  let sentence = FIRST_SENTENCES.get(description);
  if (sentence === undefined) {
    sentence = sentenceOf(description);
    if (FIRST_SENTENCES.size >= MAX_CACHED_DESCRIPTIONS) FIRST_SENTENCES.clear();
    FIRST_SENTENCES.set(description, sentence);
  }
  return sentence;
}

/** Description -> its first sentence, for the last few descriptions read. */
const FIRST_SENTENCES = new Map<string, string>();
const MAX_CACHED_DESCRIPTIONS = 256;

/** A list of single words (`create, get, update, delete, list`) that ends a sentence. */
const BARE_WORD_LIST = /^[\w-]+(?:\s*,\s*(?:(?:and|or)\s+)?[\w-]+)+\s*(?:[.!?](?=\s|$)|\n|$)/;

/** {@link firstSentence}, uncached. */
function sentenceOf(description: string): string {
  let text = description.trim();
  const lead = /^([^.|:\n]{1,40})\s*[|:]\s+/.exec(text);
  // A short lead is a label ("GitHub: …", "Memory operations: read, write"), unless it says a
  // job and a list of bare words spells the job out ("Manage tasks: create, get, update").
  if (lead !== null && lead[1].trim().split(/\s+/).length <= 3) {
    const said = lead[1].trim();
    const verb = splitIdentifier(said)[0];
    if (
      verb !== undefined &&
      isActionWord(stem(verb)) &&
      BARE_WORD_LIST.test(text.slice(lead[0].length))
    )
      return said;
    text = text.slice(lead[0].length);
  }
  // "Escape hatch — call any GET endpoint": a short title before a dash, followed by the job.
  const titled = /^([^.—–\n]{1,40}?)\s+[—–]\s+(\S+)/.exec(text);
  if (
    titled !== null &&
    titled[1].trim().split(/\s+/).length <= 3 &&
    isActionWord(stem(titled[2].toLowerCase()))
  )
    text = text.slice(titled[0].length - titled[2].length);
  const end = /[.!?](?=\s|$)|\n/.exec(text);
  return end === null ? text : text.slice(0, end.index);
}

/**
 * For each server, the first name word that at least half of its tools (and at least 3) begin
 * with, when it is not an action word (`browser` of `browser_click`, `slack`, `api`) or clips the
 * server's name (`woo` of `woocommerce`). Returns
 * server -> prefix word (two words, space-separated, where every prefixed name shares its second;
 * then the API version words every prefixed name shares).
 */
export function namespacePrefixes(
  tools: readonly { name: string; server?: string }[],
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  const sizes = new Map<string, number>();
  const names = new Map<string, string[][]>();
  for (const t of tools) {
    const server = t.server ?? '';
    sizes.set(server, (sizes.get(server) ?? 0) + 1);
    const split = splitIdentifier(t.name);
    let list = names.get(server);
    if (list === undefined) names.set(server, (list = []));
    list.push(split);
    const first = split[0];
    if (first === undefined) continue;
    let m = counts.get(server);
    if (m === undefined) counts.set(server, (m = new Map()));
    m.set(first, (m.get(first) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const [server, m] of counts) {
    const size = sizes.get(server) ?? 0;
    let best: [string, number] | undefined;
    for (const [w, n] of m) {
      if (best === undefined || n > best[1] || (n === best[1] && w < best[0])) best = [w, n];
    }
    if (best === undefined || best[1] < 3 || best[1] * 2 < size) continue;
    const word = best[0];
    const led = (names.get(server) ?? []).filter((n) => n[0] === word);
    if (
      !isActionWord(stem(word)) ||
      clipsServerName(word, server) ||
      namesServerBeforeVerbs(word, server, led) ||
      namesVersionedApi(led)
    ) {
      const second = sharedSecondWord(led);
      const words = second === undefined ? [word] : [word, second];
      out.set(server, [...words, ...sharedVersion(led, words.length)].join(' '));
    }
  }
  return out;
}

/**
 * How many of a name's first words (as `splitIdentifier` writes them) are its server's namespace
 * prefix (see {@link namespacePrefixes}: one word, or two separated by a space): all of it or none.
 */
export function prefixWordCount(words: readonly string[], prefix: string | undefined): number {
  if (prefix === undefined) return 0;
  const parts = prefix.split(' ');
  return parts.every((w, i) => words[i] === w) ? parts.length : 0;
}

/**
 * The word every name led by one word (`led`) has next, when it is no verb and more words follow
 * it: `proxied_browser_click`, `proxied_browser_type` put `proxied browser` before every job.
 */
function sharedSecondWord(led: readonly string[][]): string | undefined {
  const second = led[0]?.[1];
  // Not a product's letters and digits (`n8n_…` splits into `n`, `8`, `n`).
  if (second === undefined || !/^[a-z]{2,}$/i.test(second)) return undefined;
  if (isActionWord(stem(second.toLowerCase()))) return undefined;
  return led.every((n) => n.length >= 3 && n[1] === second) ? second : undefined;
}

/** An API version's words (`v`, `2010` of `TwilioApiV2010`; `v2`). */
const VERSION_WORD = /^(?:v|v?\d+)$/i;

/**
 * The version words every name led by a prefix has right after it, when more words follow them:
 * `TwilioApiV2010--CreateCall` files every job under `twilio api v 2010`, and its verb comes after.
 */
function sharedVersion(led: readonly string[][], from: number): string[] {
  const out: string[] = [];
  for (let i = from; ; i++) {
    const w = led[0]?.[i];
    if (w === undefined || !VERSION_WORD.test(w)) return out;
    if (!led.every((n) => n.length > i + 1 && n[i] === w)) return out;
    out.push(w);
  }
}

/**
 * Whether the names led by a word that is a verb too put an API version and then a verb after it
 * (`meet_v2_create_space`, `meet_v2_list_recordings`: Google Meet's v2 API), in at least half of
 * them: the word names the API. A method before a version (`get_v3_campaign`) stays the verb.
 */
function namesVersionedApi(led: readonly string[][]): boolean {
  const version = sharedVersion(led, 1).length;
  return version > 0 && verbFollowsInHalf(led, 1 + version);
}

/** Whether at least half the names (split) have a verb at word `at`. */
function verbFollowsInHalf(names: readonly string[][], at: number): boolean {
  const verbs = names.filter((n) => n[at] !== undefined && isActionWord(stem(n[at]))).length;
  return verbs * 2 >= names.length;
}

/**
 * Whether a word that is a verb too is the server's own name and, in at least half the names that
 * begin with it (`led`), is followed by a verb (`excel_read_sheet`, `excel_copy_sheet` of
 * `excel`): the product named, not the action; `search_web` of a `search` server keeps its verb.
 */
function namesServerBeforeVerbs(word: string, server: string, led: readonly string[][]): boolean {
  return splitIdentifier(server).includes(word) && verbFollowsInHalf(led, 1);
}

/** Letters a server-name word must have beyond a clipped prefix (`commerce` of `woocommerce`). */
const MIN_CLIPPED_REST = 4;

/**
 * Whether a word is the clipped front of a compound word of the server's name (`woo` of
 * `woocommerce`): the server's namespace even when it is a verb too (`woo_orders_list`).
 */
function clipsServerName(word: string, server: string): boolean {
  return splitIdentifier(server).some(
    (w) => w.startsWith(word) && w.length - word.length >= MIN_CLIPPED_REST,
  );
}

/** `MESSAGE_MEDIA`, stemmed: each medium with the words that say it. */
const MEDIA: readonly (readonly [string, readonly string[]])[] = Object.entries(MESSAGE_MEDIA).map(
  // A sign's parts, save a lone letter (`e` of `e-mail`: "E.164" names no medium).
  ([medium, signs]) =>
    [
      medium,
      signs.flatMap((w) => splitIdentifier(w).map(stem)).filter((w) => w.length > 1),
    ] as const,
);

/** The stemmed words of the tool's server name (`brave-search` → brave, search). */
function serverWordsOf(tool: ToolText): ReadonlySet<string> {
  return serverNameWords(tool).all;
}

/** The stemmed plurals of the tool's server name (`github-projects` → project): what it manages. */
function pluralServerWords(tool: ToolText): ReadonlySet<string> {
  return serverNameWords(tool).plurals;
}

interface ServerNameWords {
  all: ReadonlySet<string>;
  plurals: ReadonlySet<string>;
}

/** The server name's stemmed words and its plurals, read once per server. */
function serverNameWords(tool: ToolText): ServerNameWords {
  if (tool.server === undefined) return NO_SERVER_WORDS;
  let known = SERVER_WORDS.get(tool.server);
  if (known === undefined) {
    // "frame0": a product named by a word and a number is no word of its own (Frame0's
    // `create_frame` makes a frame).
    const ws = words(tool.server).filter(
      (w, i, all) => !(w.raw.length >= 3 && /^\d+$/.test(all[i + 1]?.raw ?? '')),
    );
    known = {
      all: new Set(ws.map((w) => w.stem)),
      plurals: new Set(ws.filter(isPlural).map((w) => w.stem)),
    };
    if (SERVER_WORDS.size >= MAX_CACHED_SERVERS) SERVER_WORDS.clear();
    SERVER_WORDS.set(tool.server, known);
  }
  return known;
}

/** Server name -> its stemmed words: every tool of a server asks. */
const SERVER_WORDS = new Map<string, ServerNameWords>();

const HEALTH = stem('health');
const TEMPLATE = stem('template');
/** Heads of a message sent (see the template rule in `describeNamedTool`). */
const SENT_HEADS: ReadonlySet<string> = new Set(MESSAGE_HEADS.map(stem));
/** How much of a description says whose status a bare `status` tool reads. */
const HEALTH_OPENING = 160;
const MAX_CACHED_SERVERS = 1 << 12;

/**
 * The tool's own name words, split at the first preposition (`list_directory_with_sizes`,
 * `add_issue_to_project`): the words before it name the action and the object, those after it
 * only qualify. Server words (unless actions), the namespace prefix and function words are out;
 * but a server word of the object vocabulary or a work item is the object when nothing else
 * names one (`get_weather_summary` of the `weather` server, `delete_task` of `shrimp-tasks`).
 */
function nameWords(tool: ToolText): { head: Word[]; tail: Word[] } {
  const serverWords = serverWordsOf(tool);
  const without = nameWordsWithout(tool, serverWords);
  const named = (w: Word): boolean => !isActionWord(w.stem) && !isGenericObjectWord(w.stem);
  if (serverWords.size === 0 || [...without.head, ...without.tail].some(named)) return without;
  // Only a word of the object vocabulary (`weather`, `transcript`), a work item (a task
  // manager named for its `tasks`) or a plural in the server's name (`github-projects`: what it
  // manages), not a product (`jira`).
  const pluralInServer = pluralServerWords(tool);
  const serverObject = (w: Word): boolean =>
    serverWords.has(w.stem) &&
    (isKnownObjectWord(w.stem) || isWorkItem(w.stem) || pluralInServer.has(w.stem));
  const withServer = nameWordsWithout(tool, EMPTY_WORDS);
  return [...withServer.head, ...withServer.tail].some(serverObject) ? withServer : without;
}

const EMPTY_WORDS: ReadonlySet<string> = new Set();
const NO_PRODUCT = { product: EMPTY_WORDS, all: EMPTY_WORDS };
const NO_SERVER_WORDS: ServerNameWords = { all: EMPTY_WORDS, plurals: EMPTY_WORDS };

/**
 * Whether the first sentence writes a statement kind as an SQL keyword (`INSERT`, `UPDATE`): in
 * lower case ("Fetch updates from a remote") it is a plain noun.
 */
function writesSqlKeyword(description: string): boolean {
  const upper = firstSentence(description).match(/\b[A-Z]{2,}\b/g) ?? [];
  return upper.some((w) => isSqlKindWord(stem(w.toLowerCase())));
}

const DATABASE: ReadonlySet<string> = new Set(DATABASE_WORDS.map(stem));

/** Whether a tool's name, server, description or parameters speak of databases (see `DATABASE_WORDS`). */
function speaksOfDatabases(tool: ToolText): boolean {
  const text = [tool.name, tool.server ?? '', tool.description, ...(tool.parameters ?? [])];
  return (
    text.some((t) => words(t).some((w) => DATABASE.has(w.stem))) ||
    writesSqlKeyword(tool.description)
  );
}

const SAVED_QUERY = 'saved query';
const BROWSE = stem('browse');
/** Things a browse visits rather than opens up: the web and its pages. */
const BROWSED_AS_PLACES: ReadonlySet<string> = new Set(
  ['web', 'url', 'page', 'website', 'site', 'item'].map(stem),
);
/** Name objects that stand for whatever the tool's first sentence names (`remove_item`). */
const PLACEHOLDER_OBJECTS: ReadonlySet<string> = new Set(['item']);
/** Actions that run something on a database: a query, a run, an execution. */
const QUERYING: ReadonlySet<string> = new Set(['query', 'run', 'search']);

/** Parameter words that carry a query's text (`sql`, `query`, `statement`), unless an id's. */
const QUERY_TEXT: ReadonlySet<string> = new Set(['sql', 'query', 'statement'].map(stem));
const ID_WORDS: ReadonlySet<string> = new Set(['id', 'key', 'slug'].map(stem));

/**
 * Whether a tool that runs a query is given it by id only: it requires an id and no parameter
 * carries the query's text (`query_id` names one, `sql` or `query` carries one).
 */
function runsSavedQuery(tool: ToolText): boolean {
  const keys = (tool.parameters ?? []).map((p) => words(p).map((w) => w.stem));
  const required = (tool.required ?? []).map((p) => words(p).map((w) => w.stem));
  return (
    required.some((k) => k.some((w) => ID_WORDS.has(w))) &&
    !keys.some((k) => k.some((w) => QUERY_TEXT.has(w)) && !k.some((w) => ID_WORDS.has(w)))
  );
}

/**
 * A restriction to reads a later sentence states ("Run a SQL query against BigQuery … Only SELECT
 * queries are allowed"): the first sentence says SQL, this says which.
 */
const SELECT_ONLY = /\bonly\s+SELECT\b|\bSELECT[\s-]+(?:queries\s+|statements\s+)?only\b/i;

/**
 * The verb of a query: one that must be given SQL text runs it, when its first sentence starts by
 * saying so ("Execute a hybrid query"; not `query_cost`: "Get the estimated cost … without
 * executing it").
 */
const QUERY_VERB = stem('query');

/**
 * A first sentence that runs a query in a graph or multi-model database's language ("Run a
 * read-only Cypher query", "Execute a raw SurrealQL query", not "graph queries using Cypher").
 */
const GRAPH_QUERY =
  /^(?:run|runs|execute|executes)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?(opencypher|cypher|aql|surrealql|gremlin|sparql)\s+(?:query|queries|statements?)\b/i;
/** The graph query language a tool's first sentence says it runs (`cypher`, `aql`…), if any. */
function graphQueryLanguage(description: string): string | undefined {
  const language = GRAPH_QUERY.exec(firstSentence(description))?.[1].toLowerCase();
  return language === 'opencypher' ? 'cypher' : language;
}

/**
 * The kind of statement a query tool runs, read-only or a mutation, as its name words and first
 * sentence say it (`Execute a SELECT query`, "Run a read-only Cypher query"), in any language.
 */
function statementKindSaid(
  tool: ToolText,
  nameWords: readonly Word[],
): 'readonly' | 'mutation' | undefined {
  const said = [...nameWords, ...words(firstSentence(tool.description))].map((w) => w.stem);
  return sqlStatementKind(said) ?? (SELECT_ONLY.test(tool.description) ? 'readonly' : undefined);
}

function saysRun(tool: ToolText): boolean {
  const first = words(firstSentence(tool.description))[0];
  return first !== undefined && actionKeyOf(first.stem) === 'run';
}

/** Action keys that run SQL they are given, or ask for it to be run (an approval request). */
const SQL_RUNNING_ACTIONS: ReadonlySet<string> = new Set(['run', 'request', 'submit']);

/** Whether the schema requires a parameter that is SQL text by its name alone (`sql`, `sql_query`). */
function requiresSqlText(tool: ToolText): boolean {
  return (tool.required ?? []).some((p) => {
    const stems = words(p).map((w) => w.stem);
    return stems[0] === 'sql' && stems.every((w) => QUERY_TEXT.has(w));
  });
}

/** Whether the first sentence names SQL (`sql` or one of its synonyms). */
function saysSql(description: string): boolean {
  return canonicalObject(words(firstSentence(description)).map((w) => w.stem)).includes('sql');
}

/** {@link nameWords} with the given server words left out. */
function nameWordsWithout(
  tool: ToolText,
  serverWords: ReadonlySet<string>,
): { head: Word[]; tail: Word[] } {
  // A shell command's name stands for its words (`mkdir`: create directory).
  const all = joinedCompounds(
    words(tool.name).flatMap((w) =>
      Object.hasOwn(COMMAND_NAME_WORDS, w.raw)
        ? words(COMMAND_NAME_WORDS[w.raw])
        : compoundParts(w),
    ),
  );
  const head: Word[] = [];
  const tail: Word[] = [];
  let broken = false;
  let stepped = false;
  let converts = false;
  let formats = false;
  let instrument = false;
  const prefixed = prefixWordCount(
    all.map((w) => w.raw),
    tool.prefix,
  );
  all.forEach((w, i) => {
    // What follows "and" right after a verb is a second step (`fetch_and_index`, `build_and_run`),
    // neither the first one's object nor a qualifier of it: the description says what they act on.
    if (stepped) return;
    if (w.raw === 'and' && i > 0 && i + 1 < all.length && isActionWord(all[i - 1].stem)) {
      stepped = true;
      return;
    }
    // "switch_to_window_by_url": a second break ends what the first one began: what comes after
    // it is how the thing is picked, not the thing.
    if (BREAKS.has(w.raw) && broken && tail.length > 0 && w.raw !== 'and') {
      stepped = true;
      return;
    }
    // The preposition itself (`since` of `search_since_date`) only marks the break; so does a
    // "due" after the thing (`get_tasks_due_tomorrow`: tasks, picked by their due date).
    const dueAfterThing = w.raw === DUE && i > 0 && !isActionWord(all[i - 1].stem);
    if ((BREAKS.has(w.raw) || dueAfterThing) && head.length > 0 && !broken) {
      broken = true;
      instrument = INSTRUMENT_BREAKS.has(w.raw);
      converts = w.raw === 'to' && head.every((h) => !isActionWord(h.stem) || CONVERT.has(h.stem));
      formats = (w.raw === 'to' || w.raw === 'as') && head.every((h) => EXPORT.has(h.stem));
      return;
    }
    if (isFunctionWord(w.raw)) return;
    if (i < prefixed) return;
    if (
      i === 0 &&
      tool.providers?.names.has(w.raw) === true &&
      !knownAlone(w, all) &&
      !onlyThing(w, all)
    )
      return;
    const category = i === all.length - 1 && i >= 2 && tool.providers?.categories.has(w.raw);
    if (category === true && tool.providers?.names.has(all[0].raw) === true) return;
    // A plural the server's name gives is what it manages (`apple-events`): it stays where it
    // ends a longer name after a word of the tool's own (`calendar_events`), as the thing that word
    // qualifies; after the server's own words (`search_apple_docs`) the name is the server's.
    const managed =
      i > 0 &&
      i === all.length - 1 &&
      !serverWords.has(all[i - 1].stem) &&
      pluralServerWords(tool).has(w.stem);
    // A number in the server's name (`backblaze-b2`) names no product in a tool's name: it may be
    // an API version there (`s3_list_objects_v2`).
    const digits = /^\d+$/.test(w.raw);
    if (serverWords.has(w.stem) && !isActionWord(w.stem) && !managed && !digits) return;
    (broken ? tail : head).push(w);
  });
  if (head.length === 0 && tail.length === 0) {
    return { head: all.filter((w) => !isFunctionWord(w.raw)), tail: [] };
  }
  // "skills_search", "skills_list": a plural every tool of the server opens with is what they all
  // act on, when the rest of the name is its verb alone. Not a word of the server's name: that is
  // the product (`jenkins_…`, `maps_geocode`, `workos_search`).
  const prefixThings = all
    .slice(0, prefixed)
    .filter((w) => isPlural(w) && !isActionWord(w.stem) && !serverWordsOf(tool).has(w.stem));
  if (
    prefixThings.length > 0 &&
    !broken &&
    !stepped &&
    tail.length === 0 &&
    head.length === 1 &&
    isActionWord(head[0].stem) &&
    !isPlural(head[0])
  )
    return { head: [...head, ...prefixThings], tail: [] };
  // "extract_with_llm": what a bare verb is done with is no thing it acts on; the first sentence
  // says what it acts on ("Ask questions about webpage content using AI"). (What a search is
  // "with" is what it matches on: `search_with_keyword`.)
  if (
    instrument &&
    head.every((w) => isActionWord(w.stem)) &&
    !head.some((w) => actionClassOf(w.stem) === 'search')
  )
    return { head, tail: [] };
  // "text_to_image", "convert_markdown_to_pdf": a conversion makes what it converts to; what it
  // converts from is its input, not the thing it makes.
  if (converts && tail.length > 0) return { head: [GENERATE_WORD, ...tail], tail: [] };
  // "export_to_image", "render_as_png": what an export names after "to" or "as" is the format it
  // writes; the first sentence says what it exports ("Export the current canvas to PNG").
  if (formats && tail.length > 0 && EXPORT_FORMAT.has(tail[tail.length - 1].stem)) {
    return { head, tail: [] };
  }
  // "export_doc_markdown": a format an export names after its thing is what it writes, not the
  // thing.
  if (
    tail.length === 0 &&
    head.length >= 3 &&
    EXPORT.has(head[0].stem) &&
    EXPORT_FORMAT.has(head[head.length - 1].stem) &&
    !isActionWord(head[head.length - 2].stem)
  )
    return { head: head.slice(0, -1), tail };
  return head.length > 0 ? { head, tail } : { head: tail, tail: [] };
}

/**
 * Two name words that stand for others (`file_system_read_file`: the file system, not a verb
 * "file"; `clock_in`: start timer), replaced by those words (see `NAME_COMPOUNDS`).
 */
function joinedCompounds(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const joined =
      i + 1 < ws.length ? NAME_COMPOUND.get(`${ws[i].raw} ${ws[i + 1].raw}`) : undefined;
    if (joined === undefined) out.push(ws[i]);
    else {
      out.push(...words(joined));
      i++;
    }
  }
  return out;
}

const NAME_COMPOUND: ReadonlyMap<string, string> = new Map(Object.entries(NAME_COMPOUNDS));

/** Verbs of a conversion named `convert_X_to_Y` (any other verb's "to" is where it acts). */
const CONVERT: ReadonlySet<string> = new Set(['convert', 'transform', 'turn'].map(stem));
/** Verbs of an export named `export_to_X` or `render_as_X` (X is the format written). */
const EXPORT: ReadonlySet<string> = new Set(['export', 'render'].map(stem));
/** Formats an export writes (`export_to_excalidraw_url` publishes a link instead: no format). */
const EXPORT_FORMAT: ReadonlySet<string> = new Set(
  [...FORMAT_WORDS, 'image', 'png', 'svg', 'jpeg', 'jpg', 'pdf', 'file'].map(stem),
);
const GENERATE_WORD: Word = { raw: 'generate', stem: stem('generate') };

/** The shortest action stem a compound name word may end in (`websearch`, not `webhooks`). */
const MIN_COMPOUND_ACTION = 5;

/**
 * A name word written as a thing and an action run together (`websearch`, `webfetch`: a search of
 * the web), as those two words; any other word (`changelog`, `worktree`, a word the lexicon
 * knows) as itself. Only a split with an object word first and an action word last, and only one.
 */
function compoundParts(w: Word): Word[] {
  const raw = w.raw;
  if (w.stem.length < 3 + MIN_COMPOUND_ACTION || !/^[a-z]+$/.test(raw)) return [w];
  if (isActionWord(w.stem) || isKnownObjectWord(w.stem)) return [w];
  let found: Word[] | undefined;
  for (let i = 3; i <= raw.length - MIN_COMPOUND_ACTION; i++) {
    const thing = { raw: raw.slice(0, i), stem: stem(raw.slice(0, i)) };
    const act = { raw: raw.slice(i), stem: stem(raw.slice(i)) };
    if (!isKnownObjectWord(thing.stem) || isActionWord(thing.stem)) continue;
    if (act.stem.length < MIN_COMPOUND_ACTION) continue;
    if (!isActionWord(act.stem) || isKnownObjectWord(act.stem)) continue;
    if (found !== undefined) return [w];
    found = [thing, act];
  }
  return found ?? [w];
}

/**
 * Whether a provider's name is the name's only word besides actions and has a meaning of its own
 * (`kagi_search`: a web search engine's name is the web): then it says what the job acts on.
 */
function knownAlone(provider: Word, all: readonly Word[]): boolean {
  const alone = all.every((w) => w === provider || isActionWord(w.stem));
  return alone && canonicalObject([provider.stem])[0] !== provider.stem;
}

/**
 * Whether a provider's name is followed by generic words only (`providerDetails`,
 * `module_data`): a provider is a flavour of the job the rest of the name says, and a rest that
 * names no job and no thing leaves the first word as what the tool is about.
 */
function onlyThing(provider: Word, all: readonly Word[]): boolean {
  return (
    all.length > 1 &&
    all.every((w) => w === provider || (isGenericObjectWord(w.stem) && !isActionWord(w.stem)))
  );
}

/**
 * The action whose doer a stemmed word names (`reader` → read, `summarizer` → summarize,
 * `scraper` → scrape), unless the word is an object of its own (`folder`, `container`).
 */
function agentNounAction(word: string): string | undefined {
  if (isKnownObjectWord(word) || !word.endsWith('er')) return undefined;
  return [word.slice(0, -2), word.slice(0, -1)].find((base) => isActionWord(base));
}

/**
 * Whether a word is a verb's past participle (`shared`, `completed`, `archived`): an `-ed` form
 * whose base is a verb. Used as a qualifier it names a state of the object, not another object.
 */
function isParticiple(w: Word): boolean {
  const raw = w.raw.toLowerCase();
  if (raw.length < 5 || !raw.endsWith('ed')) return false;
  const base = raw.slice(0, -2);
  const bases = [w.stem, base, raw.slice(0, -1), `${raw.slice(0, -3)}y`];
  if (base.length >= 3 && base[base.length - 1] === base[base.length - 2])
    bases.push(base.slice(0, -1));
  return bases.some((b) => b !== raw && isActionWord(b));
}

/**
 * Past participles that do not end in -ed, of verbs tool descriptions use ("messages sent to").
 */
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set([
  'built',
  'found',
  'given',
  'held',
  'kept',
  'made',
  'sent',
  'shown',
  'taken',
  'written',
]);

/** Whether a word is a verb's past participle, regular (`modified`) or not (`sent`). */
function isPastParticiple(w: Word): boolean {
  return isParticiple(w) || IRREGULAR_PARTICIPLES.has(w.raw.toLowerCase());
}

/**
 * Whether a name word says a state of its object: a past participle (`completed`), one negated
 * (`unreplied`, `unread`, `unseen`: un- before a verb or its participle), or recency (`recent`).
 */
function isStateWord(w: Word): boolean {
  if (isParticiple(w) || isRecencyWord(w.stem)) return true;
  const raw = w.raw.toLowerCase();
  if (!raw.startsWith('un') || raw.length < 6 || isStrongAction(w)) return false;
  const base = raw.slice(2);
  // An irregular participle ends in -n (`seen`, `known`): its verb lacks it.
  return (
    [base, base.slice(0, -1)].some((b) => isActionWord(stem(b))) ||
    isParticiple({ raw: base, stem: stem(base) })
  );
}

/** Whether a word is a verb's -ing form (`containing`, `matching`, `using`). */
function isGerund(w: Word): boolean {
  const raw = w.raw.toLowerCase();
  if (raw.length < 6 || !raw.endsWith('ing')) return false;
  const base = raw.slice(0, -3);
  const bases = [w.stem, base, `${base}e`];
  if (base[base.length - 1] === base[base.length - 2]) bases.push(base.slice(0, -1));
  return bases.some((b) => b !== raw && isActionWord(b));
}

/** A verb of an action class or of the domain list: a stronger sign of the action than mere verb use. */
function isStrongAction(w: Word): boolean {
  return actionClassOf(w.stem) !== undefined || DOMAIN_VERB_SET.has(w.stem);
}

/**
 * How many words at `from` spell a product or API code such as `s3`, `ec2` or `k8s` (letters with
 * a digit, kept whole or split into letters and number; or its number alone, where its letters
 * were read as the server's), or 0.
 */
function productCodeLength(ws: readonly Word[], from: number): number {
  if (/^[a-z]*\d[a-z\d]*$/.test(ws[from].raw)) return 1;
  const number = ws[from + 1] as Word | undefined;
  return /^[a-z]{1,4}$/.test(ws[from].raw) && number !== undefined && /^\d+$/.test(number.raw)
    ? 2
    : 0;
}

/** Things one files (a work item, a report, a claim): after them a leading `file` is the verb. */
function filedThing(w: Word): boolean {
  return isWorkItem(w.stem) || FILED.has(w.stem);
}
const FILED: ReadonlySet<string> = new Set(
  ['bug', 'ticket', 'report', 'claim', 'complaint', 'return'].map(stem),
);

/** DELETE, the HTTP method and verb (see `nameActionIndex`). */
const DELETE = stem('delete');

/**
 * Action classes a GET can name after its method: reads and searches. A list after it is the
 * thing read (ClickUp's and ActiveCampaign's `get_list` read one list).
 */
const GET_SAFE: ReadonlySet<string> = new Set(['read', 'search']);

/** The verb that sets a thing's state, which the rest of the name then says (see `nameActionIndex`). */
const MARK = 'mark';

/**
 * Index of the action word in a name's words, or -1: the first word if it is a classed or domain
 * verb, else the last if it is one (`region-list`, `monitor_create`), else the first word if it
 * is any verb, else the first classed or domain verb anywhere. Words before `from` are skipped.
 */
function nameActionIndex(ws: readonly Word[], from = 0): number {
  if (from >= ws.length) return -1;
  // "double_click", "right_click": a manner before a verb says how it is done.
  if (ws.length - from >= 2 && MANNER.has(ws[from].stem) && isActionWord(ws[from + 1].stem))
    return from + 1;
  // "scheduled_tasks", "archived_projects": a participle leading the name qualifies the object
  // (a scheduled task is a timer's job, not a work item to schedule); it is no action.
  if (ws.length - from >= 2 && isParticiple(ws[from])) return nameActionIndex(ws, from + 1);
  // "labels-get-stories": a plural before a verb names the group the tool is filed under; names
  // give their verbs in the base form, so it is no verb (`labels` is not "to label").
  if (ws.length - from >= 2 && isPlural(ws[from]) && isStrongAction(ws[from + 1]))
    return nameActionIndex(ws, from + 1);
  // "file_hash", "file_compare": a leading file is what the tool acts on unless a work item or a
  // report follows it (`file_issue`, `file_report`).
  if (ws.length - from >= 2 && ws[from].stem === FILE && !filedThing(ws[from + 1]))
    return nameActionIndex(ws, from + 1);
  // "s3_abort_multipart_upload", "ec2_start_instance": a leading product code (letters and
  // digits) before a verb is the API's name; the name reads as it would without it.
  const code = productCodeLength(ws, from);
  if (code > 0 && ws.length - from - code >= 2 && isStrongAction(ws[from + code]))
    return nameActionIndex(ws, from + code);
  const last = ws.length - 1;
  // A name's verb is imperative, so a plural ending a name of two or more words ends a compound
  // noun (`pg_manage_triggers`, `database_backups`). Alone, only a work item (`jira_issues`) names
  // the collection the tool works on: a plural `links` is a web link as often as an issue link.
  const endsInPlural = (i: number) =>
    i === last && isPlural(ws[i]) && (ws.length >= 2 || isWorkItem(ws[i].stem));
  const acts = (i: number) => isStrongAction(ws[i]) && !endsInPlural(i);
  // "explain_query", "manage_query": a query after a verb is the statement the verb acts on.
  const queriedByVerb = last > from && ws[last].stem === QUERY && isActionWord(ws[last - 1].stem);
  let at: number;
  // "tag_manage", "bookmark_manage": an umbrella verb after one word manages that thing, even a
  // thing whose word is a verb too (to tag, to bookmark).
  if (last === from + 1 && UMBRELLA.has(ws[last].stem)) at = last;
  else if (acts(from)) at = from;
  // "mark_entries_read", "mark_booking_no_show": a state after `mark` is what the thing is marked
  // as, no verb of the name.
  else if (last > from && ws[from].stem === MARK) at = from;
  // "task_crud" (read `task_manage`): an umbrella verb ends a name as a classed verb does.
  else if (last > from && (acts(last) || UMBRELLA.has(ws[last].stem)) && !queriedByVerb) at = last;
  else if (isActionWord(ws[from].stem)) at = from;
  // A mere verb elsewhere is more often a noun ("weather_forecast", "config_helper").
  else at = ws.findIndex((_, i) => i > from && acts(i));
  // HTTP-style names: "post-search": a classed verb ending the name right after the method is the
  // action (in "get_run_status" the run is a noun); a method right after another is a noun
  // ("get_post", "delete_post": a post is what is read).
  const next = ws[at + 1] as Word | undefined;
  if (
    at >= 0 &&
    next !== undefined &&
    HTTP.has(ws[at].stem) &&
    !HTTP.has(next.stem) &&
    at + 2 === ws.length &&
    next.raw === next.stem &&
    actionClassOf(next.stem) !== undefined &&
    // A GET changes nothing: after it a changing verb is a noun ("get_store" reads the store).
    // A DELETE does nothing else: what follows it is what goes ("delete_list" deletes a list).
    ws[at].stem !== DELETE &&
    (ws[at].stem !== 'get' || GET_SAFE.has(actionClassOf(next.stem) ?? ''))
  ) {
    at++;
  }
  return at >= 0 && endsInPlural(at) ? -1 : at;
}

/**
 * Whether a description is written mostly in the Latin script, the only one the lexicon reads: at
 * least half its letters are Latin. A description without letters says nothing either way.
 */
function readsAsLatinScript(description: string): boolean {
  const letters = description.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return true;
  const latin = description.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin * 2 >= letters;
}

/**
 * The object words of a list of words: generic words out unless nothing else is left. A list
 * after a thing is what a tool that makes, changes or removes something acts on (`listed`
 * false): a listing of things is read, never created or deleted.
 */
function objectOf(ws: readonly Word[], listed = true): string[] {
  // "get comments list" reads comments, but "list_task_lists" lists the lists: a plural container
  // after a thing is what the tool acts on (task lists, mailing lists), the thing its qualifier,
  // and so is one a tool creates, updates or deletes ("create_email_list", "delete_task_list").
  const last = ws.at(-1);
  if (ws.length >= 2 && last !== undefined && last.stem === LIST && (isPlural(last) || !listed)) {
    return [...objectOf(ws.slice(0, -1)), LIST];
  }
  // A number is no thing (the 2 of `db2_list_tables`, of `read_file2`): it names which one; nor
  // is an API version (`im_v1_message_create`).
  const numbered = withStandardNumbers(ws);
  if (numbered.length < ws.length) return objectOf(numbered, listed);
  const named = ws.filter((_, i) => !isNumbering(ws, i));
  if (named.length > 0 && named.length < ws.length) return objectOf(named);
  // Synonym phrases first: one may hold a generic word ("data source").
  const phrased = canonicalObject(ws.map((w) => w.stem));
  const specific = phrased.filter((s) => !isGenericObjectWord(s));
  return canonicalObject(specific.length > 0 ? specific : phrased);
}

/**
 * Words with the number that follows them joined on where the word alone means nothing the
 * lexicon knows (`erc` of `get_erc20_balance`, `get_erc1155_balance`): the two name a standard or
 * a product together (ERC-20 and ERC-1155 tokens are not one thing). A known word's number only
 * picks one (`db2`, `file2`), and a version is no word (`v1`).
 */
function withStandardNumbers(ws: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const w of ws) {
    const before = out.at(-1);
    // Two letters at least: a letter before a number (the v of `v2`) only numbers (`isNumbering`).
    const joins =
      isNumber(w) &&
      before !== undefined &&
      /^[a-z]{2,}$/.test(before.raw) &&
      !isKnownObjectWord(before.stem) &&
      !isGenericObjectWord(before.stem) &&
      !isActionWord(before.stem) &&
      canonicalObject([before.stem])[0] === before.stem;
    if (joins) out[out.length - 1] = { raw: before.raw + w.raw, stem: before.stem + w.raw };
    else out.push(w);
  }
  return out;
}

/** Whether a word of a name is a number (`2` of `db2`, `24` of `24hr`). */
function isNumber(w: Word | undefined): boolean {
  return w !== undefined && /^\d+$/.test(w.raw);
}

/**
 * Whether a word of a name only numbers its thing: a number, a letter a number follows (the R2
 * of `cf_r2_buckets`, the v of `v2`), or the unit a number ends in (the 24hr of `get_24hr_ticker`).
 */
function isNumbering(ws: readonly Word[], i: number): boolean {
  const w = ws[i];
  return (
    isNumber(w) ||
    (w.raw.length === 1 && isNumber(ws[i + 1])) ||
    (NUMBER_UNITS.has(w.raw) && isNumber(ws[i - 1]))
  );
}

/** Units a number in a name may end in (`24hr`, `7d`): with it, they say how much, not what. */
const NUMBER_UNITS: ReadonlySet<string> = new Set(['h', 'hr', 'hrs', 'd', 'm', 'min', 'ms', 's']);

/** Devices a name may end in as the place of its job (see `TRAILING_PLACES`, describeTool). */
const TRAILING_PLACE: ReadonlySet<string> = new Set(TRAILING_PLACES.map(stem));
/** Prepositions by which a first sentence puts a thing on a device ("Install app on sim"). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'in', 'onto', 'from']);

/** Words after a light verb in which its action noun must come ("perform a double click"). */
const LIGHT_VERB_REACH = 3;

/** Parameters that carry a search's text. */
const QUERY_PARAMETERS: ReadonlySet<string> = new Set(['query', 'q', 'question', 'search']);

/** What is inside a thing: a name of these alone leaves the thing to the sentence. */
const CONTENT: ReadonlySet<string> = new Set(['content', 'contents'].map(stem));

/** A search engine's results page, as SEO tools call it. */
const SERP = 'serp';
const SEARCH_ENGINE_RESULTS = ['search', 'engine', 'result'].map(stem);

/**
 * Whether a tool's name or first sentence names a search engine's results ("serp", "search engine
 * results").
 */
function namesSearchEngineResults(tool: ToolText): boolean {
  const stems = [
    ...splitIdentifier(tool.name),
    ...splitIdentifier(firstSentence(tool.description)),
  ].map(stem);
  if (stems.includes(SERP)) return true;
  return stems.some((_, i) => SEARCH_ENGINE_RESULTS.every((w, k) => stems[i + k] === w));
}

/** Whether a tool is given a query to answer (a `query` or `question` parameter). */
function takesQuery(tool: ToolText): boolean {
  return (tool.parameters ?? []).some((p) => QUERY_PARAMETERS.has(p.toLowerCase()));
}

/**
 * The noun (as the lexicon names it) a first sentence glosses with `head` in parentheses ("the
 * databases (schemas)"): the thing the tool's name calls by that other word; else `undefined`.
 */
function glossedAs(description: string, head: string | undefined): string | undefined {
  if (head === undefined) return undefined;
  for (const m of firstSentence(description).matchAll(/([A-Za-z]+)\s*\(([A-Za-z]+)\)/g)) {
    // An acronym ("Real User Monitoring (RUM)") abbreviates the words before it, and a compound
    // of the word before ("reference logs (reflog)") names a kind of it: neither is a synonym.
    if (m[2] !== m[2].toLowerCase() || m[2].includes(stem(m[1].toLowerCase()))) continue;
    // Objects are compared as the lexicon names them (iterations and sprints are one thing).
    const [inner] = canonicalObject([stem(m[2])]);
    const [outer] = canonicalObject([stem(m[1].toLowerCase())]);
    if (inner !== head || outer === undefined || outer === head) continue;
    if (isFunctionWord(m[1]) || isStopWord(m[1]) || isActionWord(outer)) continue;
    return outer;
  }
  return undefined;
}

/**
 * What a description says a selector value does, where it glosses it as `value: what it does`
 * (alone or in a slash group, "tap/double_tap: coords or text"): the words up to the next full
 * stop or semicolon. `undefined` when it does not.
 */
function valueGloss(description: string, value: string): string | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(?:^|[\\s.;,(])(?:[A-Za-z_]+/)*${escaped}(?:/[A-Za-z_]+)*:\\s+([^.;\\n]+)`,
  );
  return pattern.exec(description)?.[1];
}

/** The endings of a noun made from a verb ("interaction", "management", "removal"). */
const NOMINAL = /(?:ion|ment|al)$/;

/** The fewest letters a verb's noun keeps of the verb ("interact" of "interaction"). */
const MIN_NOMINAL_BASE = 4;

/**
 * Where a sentence's first words write the given verb as a noun ("Element interaction" for
 * `interact`, "Tab management" for `manage`), or -1.
 */
function nominalIndex(ws: readonly Word[], verb: string): number {
  for (let i = 0; i < Math.min(ws.length, MAX_LEAD_WORDS); i++) {
    const raw = ws[i].raw.toLowerCase();
    if (!NOMINAL.test(raw)) continue;
    const base = raw.replace(NOMINAL, '');
    if (base.length >= MIN_NOMINAL_BASE && verb.startsWith(base) && verb.length - base.length <= 1)
      return i;
  }
  return -1;
}

/** Word prefixes whose hyphenated compound is still a verb ("Re-run the build", "Auto-fill"). */
const VERB_PREFIXES: ReadonlySet<string> = new Set(['re', 'pre', 'un', 'de', 'co', 'auto']);

/**
 * The hyphenated compounds of a text, as their two words lowercased and joined by a space
 * ("version correct" of "version-correct", "read only" of "read-only"), so that the word ending one
 * is known there and only there ("Search Tripadvisor with the /tripadvisor-search endpoint" still
 * starts with a verb); not after a prefix that keeps the compound a verb.
 */
function compoundTails(text: string): Set<string> {
  const tails = new Set<string>();
  for (const m of text.matchAll(/([A-Za-z]+)-([A-Za-z]+)/g)) {
    const head = m[1].toLowerCase();
    if (!VERB_PREFIXES.has(head)) tails.add(`${head} ${m[2].toLowerCase()}`);
  }
  return tails;
}

/** Words a product's name before them makes that product's own: its query language, its API. */
const PRODUCT_SPECIFIC: ReadonlySet<string> = new Set(
  ['query', 'dsl', 'api', 'syntax', 'language', 'search'].map(stem),
);

/**
 * Whether a word is the server's one-word name or a part of its name that names no thing,
 * capitalised in the text (`Zendesk` of `zendesk`, `Twitter` and `X` of `x-twitter`).
 */
function namesServer(w: Word, server: string | undefined, text: string): boolean {
  return (
    server !== undefined &&
    (w.raw === server.toLowerCase().replace(/[^a-z0-9]/g, '') || isProductNamePart(w, server)) &&
    text.includes(w.raw[0].toUpperCase() + w.raw.slice(1))
  );
}

/** Whether a word is one part of a server's name that is no thing's word (`twitter` of `x-twitter`). */
function isProductNamePart(w: Word, server: string): boolean {
  return (
    server
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .includes(w.raw) &&
    !isKnownObjectWord(w.stem) &&
    !isGenericObjectWord(w.stem) &&
    !isActionWord(w.stem)
  );
}

/**
 * "Search across all Metabase content — cards, dashboards, collections": a generic thing a dash
 * opens a comma list of is the things listed (the words before the list are dropped).
 */
const LISTED_AFTER_DASH =
  /\b(?:[A-Z][A-Za-z]*\s+)?(?:content|entities|objects|resources)\s*[—–]\s*(?=[A-Za-z]+,\s)/g;

/** How many things a comma list without `and`/`or` must name to list alternatives. */
const MIN_UNCOORDINATED_LIST = 3;

/** The description's first verb and the noun phrase after it. */
function describeSentence(
  tool: ToolText,
  nameVerb: string | undefined,
): { verb?: string; object: string[]; coordinated: boolean; other?: string[] } {
  const { description, server } = tool;
  const serverWords = serverWordsOf(tool);
  // "Execute a QuickBooks query": the parts of the product's name (quick, books) are no object
  // (a name that is a kind's word, `GitHub`, `MySQL`, keeps its words: see `productWords`).
  const { product, all: nameParts } =
    server === undefined ? NO_PRODUCT : productNameParts(server, description);
  const namesProduct = (raw: string): boolean =>
    server !== undefined && isProductNamePart(words(raw)[0] ?? { raw: '', stem: '' }, server);
  // A parenthesis is an aside ("a SQL statement (INSERT/UPDATE/DELETE or DDL)"), not the object.
  // "read-only SELECT queries": a read-only thing is one kind of it, never a read.
  // "files/directories": a slash between two words is an "or".
  const sentenceText = firstSentence(description)
    .replace(LISTED_AFTER_DASH, '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\bread-only\b/gi, 'readonly')
    .replace(/\b([A-Za-z]+)\/([A-Za-z]{2,})\b/g, (all, a: string, b: string) =>
      SLASHED_AS_IS.has(a.toLowerCase()) || SLASHED_AS_IS.has(b.toLowerCase())
        ? all
        : // "X/Twitter": two names of the server's product are one name.
          namesProduct(a) && namesProduct(b)
          ? `${a} ${b}`
          : a.length < 2
            ? all
            : `${a} or ${b}`,
    );
  const ws = words(sentenceText);
  const tails = compoundTails(sentenceText);
  const names = properNames(sentenceText);
  let at = -1;
  let verb: string | undefined;
  for (let i = 0, seen = 0; i < ws.length && seen < MAX_LEAD_WORDS; i++) {
    const s = ws[i].stem;
    // "Version-correct usage docs": the tail of a hyphenated compound is no verb of the sentence.
    if (i > 0 && tails.has(`${ws[i - 1].raw.toLowerCase()} ${ws[i].raw.toLowerCase()}`)) {
      seen++;
      continue;
    }
    const alias = DESCRIPTION_ACTIONS[s];
    if (alias !== undefined) {
      at = i;
      verb = alias;
      break;
    }
    // "Directory tree with depth control, gitignore support": after a noun phrase, "with" lists
    // what the thing has; no verb of the sentence follows.
    if (ws[i].raw.toLowerCase() === 'with' && seen > 0) break;
    if (
      isFunctionWord(ws[i].raw) ||
      isStopWord(ws[i].raw) ||
      serverWords.has(s) ||
      nameParts.has(s)
    )
      continue;
    // "Chat with Gemini 3.1 Flash model": a capitalised word in a sentence of lowercase words is
    // a name (a model's, a product's), no verb.
    if (i > 0 && names.has(ws[i].raw)) {
      seen++;
      continue;
    }
    // "Log time spent on an issue": a word after an article is a noun, never the sentence's verb.
    // "Quick website audit without crawling": a negated action is what the tool does not do.
    if (i > 0 && (NEGATIONS.has(ws[i - 1].raw) || ARTICLES.has(ws[i - 1].raw.toLowerCase()))) {
      seen++;
      continue;
    }
    // "Index a repository", "Forward an email", "Rerank a set of documents": a sentence's first
    // word before an article is an imperative, even one WordNet knows mostly as a noun; so is
    // one that is the tool's whole name (`group`: "Group shapes in Frame0").
    if (
      isActionWord(s) ||
      (i === 0 &&
        (IMPERATIVE_OBJECT_STARTS.has(ws[1]?.raw ?? '') || namedAlone(tool, ws[0], ws[1])))
    ) {
      at = i;
      verb = s;
      break;
    }
    seen++;
  }
  // "Perform a double click on an element": the action a light verb takes as its noun is the verb
  // (within the next few words, past articles and modifiers) where the name gives none, or the
  // same one in a manner ("double_click"), if the noun ends its phrase ("Perform an HTTP GET
  // request" is about a request, "an Elasticsearch search" about Elasticsearch).
  if (verb !== undefined && LIGHT.has(verb)) {
    const noun = ws
      .slice(at + 1, at + 1 + LIGHT_VERB_REACH)
      .findIndex((w) => !isPlural(w) && !isFunctionWord(w.raw) && isActionWord(w.stem));
    const i = at + 1 + noun;
    const after = ws[i + 1] as Word | undefined;
    if (
      noun >= 0 &&
      (nameVerb === undefined ||
        (nameVerb === ws[i].stem &&
          ws.slice(at + 1, i).every((w) => isFunctionWord(w.raw) || MANNER.has(w.stem)))) &&
      (after === undefined || BREAKS.has(after.raw))
    ) {
      at = i;
      verb = ws[i].stem;
    }
  }
  // "Element interaction — click, type, fill" (`interact`): the name's verb written as a noun after
  // the thing names the job; what follows lists how it is done.
  const nominal = nameVerb === undefined ? -1 : nominalIndex(ws, nameVerb);
  if (nameVerb !== undefined && nominal > 0) {
    const thing = ws
      .slice(0, nominal)
      .filter((w) => !isFunctionWord(w.raw) && !isStopWord(w.raw) && !isGenericObjectWord(w.stem));
    // "Structured data extraction": a state of generic data names no thing.
    const head = thing.at(-1);
    if (
      head !== undefined &&
      !isPastParticiple(head) &&
      !head.raw.toLowerCase().endsWith('ed') &&
      thing.every((w) => !isActionWord(w.stem) || isKnownObjectWord(w.stem))
    )
      return { verb: nameVerb, object: objectOf(thing), coordinated: false };
  }
  const phrase: Word[] = [];
  const lowerSentence = sentenceText.toLowerCase();
  let coordinated = false;
  for (let i = at + 1; i < ws.length && phrase.length < MAX_OBJECT_WORDS; i++) {
    const w = ws[i];
    // "web, news, or image sources": a comma list closed by `or`/`and` names alternatives.
    if (
      phrase.length >= 2 &&
      COORDINATORS.has(w.raw.toLowerCase()) &&
      phrase.some((p) => sentenceText.includes(`${p.raw}, `))
    ) {
      coordinated = true;
    }
    // "Remove a task or project": a coordinator after a noun closes the first of two objects;
    // the noun after it is the other.
    if (phrase.length > 0 && COORDINATORS.has(w.raw) && !coordinated) {
      const next = ws[i + 1] as Word | undefined;
      const other =
        next === undefined || isFunctionWord(next.raw) || isActionWord(next.stem)
          ? undefined
          : objectOf([next]);
      return { verb, object: objectOf(phrase), coordinated, other };
    }
    if (BREAKS.has(w.raw)) {
      // "Extract clean, LLM-ready data from URLs": generic content taken from a place is the
      // place's: what it is read from is the object.
      // So is a record of a thing ("View detailed information about specific registry items"):
      // the thing is the object.
      // And a share of things ("Returns a page of items", not "a page of a PDF"): the things are
      // the object.
      if (
        ws[i - 1] !== undefined &&
        ((w.raw === 'from' && isGenericObjectWord(ws[i - 1].stem)) ||
          (w.raw === 'about' && RECORD_ASPECT.has(ws[i - 1].stem)) ||
          (w.raw === 'of' &&
            phrase.length === 1 &&
            PARTITIVES.has(ws[i - 1].stem) &&
            ws[i + 1] !== undefined &&
            isPlural(ws[i + 1])))
      ) {
        phrase.length = 0;
        continue;
      }
      if (phrase.length === 0) continue;
      break;
    }
    // "Fetches URL content, converts HTML to markdown": a verb after a comma starts the next step;
    // what came before it may be a list itself ("Search for POIs, brands, chains, geocode
    // cities"), whose first item is the thing.
    if (
      phrase.length > 0 &&
      isActionWord(w.stem) &&
      lowerSentence.includes(`${ws[i - 1].raw}, ${w.raw}`)
    ) {
      if (lowerSentence.includes(`${phrase[0].raw}, `)) phrase.length = 1;
      break;
    }
    // "messages containing text": a verb's -ing form after a plural starts a clause about it, as
    // a past participle does ("messages sent to a recipient", "files modified since").
    if (phrase.length > 0 && isPlural(ws[i - 1]) && (isGerund(w) || isPastParticiple(w))) break;
    // "Crawl multiple URLs concurrently": an adverb says how, never what; after the thing it ends
    // the phrase.
    if (isAdverb(w)) {
      if (phrase.length > 0) break;
      continue;
    }
    if (isFunctionWord(w.raw) || isStopWord(w.raw) || isGenericObjectWord(w.stem)) continue;
    if (w.stem === nameVerb || product.has(w.stem)) continue;
    // "Search Zendesk tickets": the product's own name before a thing only says whose it is;
    // before its data, its API or its query language ("Prometheus query") it says which.
    const thing = ws[i + 1] as Word | undefined;
    if (
      phrase.length === 0 &&
      thing !== undefined &&
      namesServer(w, server, sentenceText) &&
      !isFunctionWord(thing.raw) &&
      !isStopWord(thing.raw) &&
      !isGenericObjectWord(thing.stem) &&
      !PRODUCT_SPECIFIC.has(thing.stem)
    )
      continue;
    // "Perform drag and drop between …": a verb paired with the name's verb is no object.
    const before = ws[i - 1] as Word | undefined;
    const pairedVerb =
      phrase.length === 0 &&
      before !== undefined &&
      COORDINATORS.has(before.raw.toLowerCase()) &&
      ws[i - 2]?.stem === nameVerb &&
      isActionWord(w.stem);
    if (pairedVerb) continue;
    phrase.push(w);
  }
  // "tickets, users, organizations, groups, and …": a comma list longer than an object phrase
  // names alternatives too, and so does one of three or more things without a coordinator
  // ("Search for questions, dashboards, collections, tables across Metabase").
  if (
    !coordinated &&
    phrase.length >= MIN_UNCOORDINATED_LIST &&
    phrase.slice(0, -1).every((p) => lowerSentence.includes(`${p.raw.toLowerCase()}, `))
  )
    coordinated = true;
  return { verb, object: at < 0 ? [] : objectOf(phrase), coordinated };
}

/**
 * Whether a one-word name that is a verb only by WordNet's count (no action class says so) is the
 * thing a multi-action tool acts on: its selector gives the verbs (`accept`, `dismiss`), and its
 * first sentence names the thing after its own verb (`alert`: "handles a browser alert, confirm,
 * or prompt dialog" is about alerts, not alerting). Elsewhere a lone verb-like name is the job.
 */
function namesSentenceObject(tool: ToolText, ws: readonly Word[]): boolean {
  if (ws.length !== 1) return false;
  const selectsVerbs = selectsActions(tool);
  // `monitors`, `tags` with `action: list|get|create`: a plural whose selector gives the verbs is
  // the collection the tool manages, not a verb in the third person.
  if (selectsVerbs && isPlural(ws[0])) return true;
  // A plural (`jira_links`) is a collection, read as other plural names are.
  if (isStrongAction(ws[0]) || isPlural(ws[0])) return false;
  if (!selectsVerbs) return false;
  const { verb } = describeSentence(tool, undefined);
  if (verb === undefined || verb === ws[0].stem) return false;
  const sentence = words(firstSentence(tool.description)).map((w) => w.stem);
  return sentence.slice(sentence.indexOf(verb) + 1).includes(ws[0].stem);
}

/**
 * Whether a two-word name is a thing and then its verb (`bookmark_search`) in a server that
 * mostly writes verbs first: the first word could be a verb too (to bookmark), but the first
 * sentence does the last word's job on it ("Searches bookmarks with advanced filters").
 */
function namesThingThenVerb(tool: ToolText, ws: readonly Word[]): boolean {
  if (ws.length !== 2 || !isStrongAction(ws[1]) || isPlural(ws[1])) return false;
  const { verb } = describeSentence(tool, undefined);
  if (verb === undefined || verb === ws[0].stem) return false;
  if (actionClassOf(verb) !== actionClassOf(ws[1].stem)) return false;
  const sentence = words(firstSentence(tool.description)).map((w) => w.stem);
  const at = sentence.indexOf(verb);
  return at >= 0 && sentence.slice(at + 1).includes(ws[0].stem);
}

/**
 * Whether a name of several words is the phrase its first sentence's verb acts on
 * (`duplicate_indexes`: "Find duplicate indexes"): the name's first word qualifies the thing there,
 * it is no verb.
 */
function namesSentencePhrase(tool: ToolText, ws: readonly Word[]): boolean {
  if (ws.length < 2) return false;
  const sentence = words(firstSentence(tool.description));
  // Most names' first two words stand nowhere after a sentence's first word: the sentence's
  // verb, which takes a parse to find, is only looked for when they do.
  const first = ws[0].raw.toLowerCase();
  const standsAfterFirstWord = sentence.some(
    (w, i) => i > 0 && w.raw.toLowerCase() === first && sentence[i + 1]?.stem === ws[1].stem,
  );
  if (!standsAfterFirstWord) return false;
  const { verb } = describeSentence(tool, undefined);
  if (verb === undefined || verb === ws[0].stem) return false;
  if (!isStrongAction({ raw: verb, stem: verb })) return false;
  let j = sentence.findIndex((w) => w.stem === verb) + 1;
  if (j === 0) return false;
  while (j < sentence.length && IMPERATIVE_OBJECT_STARTS.has(sentence[j].raw.toLowerCase())) j++;
  return (
    sentence[j]?.raw.toLowerCase() === ws[0].raw.toLowerCase() &&
    sentence[j + 1]?.stem === ws[1].stem
  );
}

/** Whether a job selector of the tool takes actions as values (`action: list|get|create`). */
function selectsActions(tool: ToolText): boolean {
  return Object.entries(tool.choices ?? {}).some(
    ([p, values]) => JOB_SELECTORS.has(p) && values.some((v) => isActionWord(stem(firstWord(v)))),
  );
}

/** Whether a sentence names a work item (see `WORK_ITEMS`), in any of its words. */
function namesWorkItem(sentence: string): boolean {
  return canonicalObject(words(sentence).map((w) => w.stem)).some(isWorkItem);
}

/** The jobs a tool does: its own and, for a multi-action tool, each alternative. */
export function jobsOf(model: ToolModel): ToolModel[] {
  return [model, ...(model.alternatives ?? [])];
}

/** Name words that abbreviate a word a first sentence spells out (stemmed). */
const ABBREVIATED: Readonly<Record<string, string>> = { env: stem('environment') };

/**
 * The words a sentence capitalises past its first word, lowercased, when most of its words are
 * lowercase ("Chat with Gemini 3.1 Flash model": gemini, flash); none in a title-case sentence
 * ("Create A New Task"), where capitals say nothing.
 */
function properNames(sentence: string): ReadonlySet<string> {
  const all = sentence.match(/\b[A-Za-z][a-z]+\b/g) ?? [];
  const capitalised = all.slice(1).filter((w) => w[0] !== w[0].toLowerCase());
  if (capitalised.length === 0 || capitalised.length * 2 > all.length - 1) return EMPTY_WORDS;
  return new Set(capitalised.map((w) => w.toLowerCase()));
}

/**
 * Whether a name word after another is the last of a product's name the first sentence
 * capitalises (`app-store-details`: "an App Store app"; `google-play-reviews`: "a Google Play
 * app"): a part of a name, not the tool's verb, when the sentence opens on a verb of its own. Not
 * in a title-case sentence, where capitals say nothing (see {@link properNames}).
 */
function endsProductName(description: string, before: string, word: string): boolean {
  const sentence = firstSentence(description);
  if (properNames(sentence).size === 0) return false;
  const said = sentence.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  // The sentence must say the job with a verb of its own ("Get reviews for a Google Play app"),
  // not open on the product ("Brave Local Search API provides …": its search is the job).
  const opening = said[0]?.toLowerCase();
  if (opening === undefined) return false;
  const verb = stem(opening);
  if (verb === stem(word.toLowerCase()) || !isActionWord(verb)) return false;
  const capital = (w: string): boolean => /^[A-Z]/.test(w);
  const [x, y] = [before.toLowerCase(), word.toLowerCase()];
  return said.some(
    (w, i) =>
      i + 1 < said.length &&
      capital(w) &&
      capital(said[i + 1]) &&
      w.toLowerCase() === x &&
      said[i + 1].toLowerCase() === y,
  );
}

const MODEL_FAMILY: ReadonlySet<string> = new Set(MODEL_FAMILIES.map(stem));

/** Frames of a page a browser action reaches into (`iframe_fill`): where, not what, it acts on. */
const FRAMES: ReadonlySet<string> = new Set(['iframe', 'frame']);

/** Words a name asks with: `is_enabled`, `has_permission` and `can_merge` ask whether a state holds. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(['is', 'has', 'can']);
const STATE = 'state';

/**
 * A name that asks whether a state holds (`browser_is_checked`, `is_trading_day`) reads that
 * state: it is read as the read it is (`browser_get_checked_state`). The word after "is" is the
 * state asked about, no action: `is_enabled` enables nothing, `is_checked` ticks no box. A word
 * before the question (`browser_element_is_enabled`) says whose state it is: the `owner`.
 */
function asStateRead(
  tool: ToolText,
): { asked: ToolText; owner?: string; state: string } | undefined {
  const raw = splitIdentifier(tool.name).map((w) => w.toLowerCase());
  const at = raw.findIndex((w) => QUESTION_WORDS.has(w));
  // Counted after the server's namespace prefix.
  const first = prefixWordCount(raw, tool.prefix);
  if (at < first || at > first + 1 || at === raw.length - 1) return undefined;
  // Only first, or after a word that is no verb (`get_what_is_next` asks nothing).
  const owner = at === first + 1 ? raw[first] : undefined;
  if (owner !== undefined && isActionWord(stem(owner))) return undefined;
  const name = [...raw.slice(0, first), 'get', ...raw.slice(at + 1), STATE].join('_');
  return { asked: { ...tool, name }, owner, state: raw[at + 1] };
}

/** The model of one tool (see {@link ToolModel}). Deterministic and total: never throws. */
export function describeTool(tool: ToolText): ToolModel {
  const model = describeToolText(tool);
  // A ping, a status or a health read of the tool's own system reads its health, one job however
  // named (see `checksOwnHealth`).
  const prefix = splitIdentifier(tool.prefix ?? '').map((w) => stem(w.toLowerCase()));
  const health = checksOwnHealth({
    name: tool.name,
    opening: tool.description.slice(0, HEALTH_OPENING),
    productWords: new Set([...serverNameWords(tool).all, ...prefix]),
    required: tool.required ?? [],
  });
  if (!health) return model;
  const { verb, descriptionTokens, commonWords } = model;
  return {
    ...(verb === undefined ? {} : { verb }),
    action: 'read',
    actionSource: 'name',
    object: [HEALTH],
    objectSource: 'name',
    descriptionTokens,
    commonWords,
  };
}

/** {@link describeTool} before a health check is read as one. */
function describeToolText(tool: ToolText): ToolModel {
  const said = foreignNameSaid(tool);
  if (said !== undefined) tool = { ...tool, name: said };
  const question = asStateRead(tool);
  if (question === undefined) return withUndoneMark(tool, describeNamedTool(tool));
  // The state asked about is what is read, the head of its object: `is_enabled` and
  // `is_visible` read two things, neither a filtered or flavoured read of the other.
  const model = describeNamedTool(question.asked);
  delete model.states;
  if (model.objectSource === 'name' && model.object.at(-1) === STATE) {
    // A state read as a qualifier (`selected`) leaves only "state": the state is the head.
    model.object = model.object.length > 1 ? model.object.slice(0, -1) : [stem(question.state)];
  }
  // Whose state it is qualifies it (`element_is_enabled`: an element's enabled state).
  if (question.owner !== undefined && model.objectSource === 'name') {
    const owner = canonicalObject([stem(question.owner)]);
    model.object = [...owner.filter((w) => !model.object.includes(w)), ...model.object];
  }
  return model;
}

/** A word ending as a Romance language's infinitive does (`crear`, `obtener`, `abrir`). */
const INFINITIVE = /^[a-z]{3,}(?:ar|er|ir)$/;

/**
 * "crear_evento_calendario": "Create a calendar event.": a name in another language than its
 * description's says the job in words the model cannot read, so the first sentence's verb and
 * thing name it (`create_calendar_event`). A name is taken for foreign when it opens on an
 * infinitive of a Romance language (Spanish, Portuguese, French: `crear`, `obtener`, `listar`)
 * that is no English verb, and no word of it is a verb or a thing the model knows or a word of
 * the first sentence; the sentence must give a verb and a thing.
 */
function foreignNameSaid(tool: ToolText): string | undefined {
  const ws = words(tool.name).filter((w) => !isFunctionWord(w.raw));
  const first = ws[0];
  if (ws.length < 2 || first === undefined || !INFINITIVE.test(first.raw.toLowerCase()))
    return undefined;
  // A word of the server's name is its product (`sonar_…` of sonarqube), no verb of any language.
  if ((tool.server ?? '').toLowerCase().includes(first.raw.toLowerCase())) return undefined;
  const known = (w: Word): boolean =>
    isActionWord(w.stem) || isKnownObjectWord(w.stem) || isGenericObjectWord(w.stem);
  if (ws.some(known)) return undefined;
  const sentence = new Set(words(firstSentence(tool.description)).map((w) => w.stem));
  if (ws.some((w) => sentence.has(w.stem))) return undefined;
  const { verb, object } = describeSentence(tool, undefined);
  if (verb === undefined || object.length === 0) return undefined;
  return [verb, ...object].join('_');
}

/** A state word whose `un-` form undoes it (`unwatched`, `unread`, `unseen`, `unflagged`). */
const UNDONE_STATE = /^un(?:[a-z]{2,}ed|read|seen|done|star|flag|pin)$/;

/**
 * "mark_unwatched", "mark_email_unread": marking a thing as the `un-` form of a state undoes the
 * mark, whatever the text says it marks (a media item), so it is no special case of marking it
 * watched or read.
 */
function withUndoneMark(tool: ToolText, model: ToolModel): ToolModel {
  if (model.action !== 'mark') return model;
  const undone = splitIdentifier(tool.name).some((w) => UNDONE_STATE.test(w.toLowerCase()));
  return undone ? { ...model, action: 'unmark', verb: 'unmark' } : model;
}

/** Prepositions before the product a sentence's thing is in ("files in OneDrive"). */
const PRODUCT_PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'into',
  'to',
  'from',
  'on',
  'onto',
]);

/**
 * Whether a sentence's words (`tokens`) write a name word as a proper name ("in OneDrive"; not
 * "in JSON", a format), right after a place preposition.
 */
function namesPlaceIn(tokens: readonly string[], w: Word): boolean {
  const raw = w.raw.toLowerCase();
  return tokens.some(
    (t, i) =>
      i > 0 &&
      isProperNameWord(t) &&
      t.toLowerCase() === raw &&
      PRODUCT_PREPOSITIONS.has(tokens[i - 1].toLowerCase()),
  );
}

/** The name's words after its verb `w` (`create_or_update_note`, `update`: or, update, note). */
function nameWordsAfter(name: string, w: Word): string[] {
  const all = splitIdentifier(name);
  const k = all.indexOf(w.raw.toLowerCase());
  return k < 0 ? [] : all.slice(k + 1);
}

/**
 * The verb right after the name's verb at `at` when the name joins the two by "or" or "and"
 * (`create_or_update_note`) and names a thing after them; undefined otherwise.
 */
function joinedSecondVerb(
  name: string,
  ws: readonly Word[],
  tail: readonly Word[],
  at: number,
): Word | undefined {
  // The joining word may end the name's head: the second verb then starts its tail.
  const after = at === ws.length - 1 ? tail : ws.slice(at + 1);
  const next = after[0] as Word | undefined;
  if (next === undefined || after.length < 2 || !isStrongAction(next)) return undefined;
  const [joiner, second] = nameWordsAfter(name, ws[at]);
  return (joiner === 'or' || joiner === 'and') && second === next.raw.toLowerCase()
    ? next
    : undefined;
}

/** Name words that say the tool is about the caller's own account (`get_current_user`, `get_me`). */
const SIGNED_IN_NAME_WORDS: ReadonlySet<string> = new Set([
  'current',
  'me',
  'my',
  'self',
  'whoami',
]);
/** Objects that are the caller's own account by themselves (`whoami`, `get_self`). */
const SIGNED_IN_OBJECTS: ReadonlySet<string> = new Set(['whoami', 'self', 'me'].map(stem));
/** First-sentence words before "user" that say it is the caller ("Get the authenticated user"). */
const SIGNED_IN_ADJECTIVES =
  /\b(?:current|authenticated|signed[- ]in|logged[- ]in)(?: api)? user\b/i;

/**
 * Whether a read is of the signed-in user: its object is a user or a profile (or the caller by
 * itself) and its name says it is the caller's own, or its first sentence reads the current or
 * authenticated user.
 */
function readsSignedInUser(tool: ToolText, object: readonly string[]): boolean {
  const head = object.at(-1);
  if (head === undefined) return false;
  if (object.length === 1 && SIGNED_IN_OBJECTS.has(head)) return true;
  // "get_me", "monday_get_me": a name that ends on the caller reads the caller, whatever else its
  // text lists of them or its prefix names.
  const named = splitIdentifier(tool.name).map((w) => w.toLowerCase());
  if (named.at(-1) === 'me') return true;
  if (head !== USER && !(head === PROFILE && object.length === 1)) return false;
  return (
    named.some((w) => SIGNED_IN_NAME_WORDS.has(w)) ||
    SIGNED_IN_ADJECTIVES.test(firstSentence(tool.description))
  );
}

/** Whether a model's object is the signed-in user (see `readsSignedInUser`), not another user. */
export function isSignedInUser(object: readonly string[]): boolean {
  return object.at(-1) === USER && object.includes(CURRENT);
}

/** Name verbs that put a thing's items into it or take them out (see `itemsTarget`). */
const ITEM_VERBS: Readonly<Record<string, string>> = {
  [stem('add')]: 'attach',
  [stem('insert')]: 'attach',
  [stem('remove')]: 'detach',
};
const INTO_FROM: ReadonlySet<string> = new Set(INTO_PREPOSITIONS);

/**
 * The membership job and its target of a name that adds or removes a thing's items
 * (`add_playlist_items`: attach, `playlist`), when its first sentence puts them into or takes
 * them out of that thing ("Adds one or more track URIs to a playlist") and makes nothing new.
 */
function itemsTarget(
  tool: ToolText,
  verb: string | undefined,
  source: ModelSource | undefined,
  object: readonly string[],
): { action: string; target: string[] } | undefined {
  if (verb === undefined || source !== 'name' || !Object.hasOwn(ITEM_VERBS, verb)) return undefined;
  if (object.length < 2 || object[object.length - 1] !== ITEM) return undefined;
  const owner = object[object.length - 2];
  const sentence = words(firstSentence(tool.description)).map((w) => w.stem);
  // An insert unless it makes a new one, as an add.
  const [, unless] = Object.hasOwn(LINKING_VERBS, verb) ? LINKING_VERBS[verb] : LINKING_VERBS.add;
  if (sentence.some((w) => unless.includes(w))) return undefined;
  const named = sentence.some(
    (w, i) => INTO_FROM.has(w) && sentence.slice(i + 1, i + 4).includes(owner),
  );
  return named ? { action: ITEM_VERBS[verb], target: object.slice(0, -1) } : undefined;
}

/** The model of a tool as its name (after {@link asStateRead}) and text say it. */
function describeNamedTool(tool: ToolText): ToolModel {
  const { head: ws, tail } = nameWords(tool);
  let at = nameActionIndex(ws);
  if (at === 0 && (namesSentenceObject(tool, ws) || namesSentencePhrase(tool, ws))) at = -1;
  else if (at === 0 && namesThingThenVerb(tool, ws)) at = 1;
  // A verb word that ends a product's name (`app-store-details`) is no verb, and neither word of
  // the name is what the tool acts on. The word before it is looked up in the whole name: a
  // namespace prefix or a provider's name is read without.
  let productName: ReadonlySet<string> = EMPTY_WORDS;
  if (at >= 0) {
    const all = splitIdentifier(tool.name);
    const k = all.indexOf(ws[at].raw.toLowerCase());
    if (k > 0 && endsProductName(tool.description, all[k - 1], all[k])) {
      at = -1;
      productName = new Set([all[k - 1], all[k]]);
    }
  }
  let verb: string | undefined;
  let actionSource: ModelSource | undefined;
  let object: string[] = [];
  let objectSource: ModelSource | undefined;
  // Where a membership job puts its thing (see `ToolModel.target`).
  let target: string[] | undefined;
  let plural = false;
  let givenPlural = false;
  let givenIds = false;
  let coordinated = false;
  let participles: ReadonlySet<string> = EMPTY_WORDS;
  // A server that writes its verbs last (`db_create`) executes a query in `query_execute`, and
  // names a work item first where no verb ends the name: `issue_comments` reads an issue's
  // comments, and `issue_change_state` changes its state.
  // A name opening on a read verb as well (`get_document_list`) reads by its last: the listing.
  let openingVerb: Word | undefined;
  if (tool.verbLast === true && at === 0 && ws.length >= 2) {
    const last = ws[ws.length - 1];
    if (isStrongAction(last) && !isPlural(last)) {
      if (HTTP.has(ws[0].stem)) openingVerb = ws[0];
      at = ws.length - 1;
    } else if (isWorkItem(ws[0].stem))
      at = ws.findIndex(
        (w, i) => i > 0 && isActionWord(w.stem) && !isPlural(w) && !isKnownObjectWord(w.stem),
      );
  }
  if (at >= 0) {
    verb = ws[at].stem;
    actionSource = 'name';
  }
  // "create_or_update_note": a second verb joined to the first by "or" or "and" is a second job on
  // the same thing (an upsert), no part of the thing.
  const joinedVerb = at >= 0 ? joinedSecondVerb(tool.name, ws, tail, at) : undefined;
  // Words before the action that are verbs too ("API-post-search") are not the object.
  // Nor is a manner right before it ("double_click").
  let rest = ws.filter(
    (w, i) =>
      w !== joinedVerb &&
      w !== openingVerb &&
      !productName.has(w.raw.toLowerCase()) &&
      (i > at || (i < at && !(i === at - 1 && (HTTP.has(w.stem) || MANNER.has(w.stem))))),
  );
  // "onedrive-list": "List files and folders in OneDrive": a word before the verb that the first
  // sentence writes as the proper name of where its thing is, is the product the tool reaches.
  if (at > 0) {
    const before = new Set(ws.slice(0, at));
    const tokens = firstSentence(tool.description).split(/[^\p{L}\p{N}]+/u);
    rest = rest.filter((w) => !(before.has(w) && namesPlaceIn(tokens, w)));
  }
  // "gemini_edit_image": the model family that does the job is no part of what it acts on.
  if (rest.some((w) => !MODEL_FAMILY.has(w.stem)))
    rest = rest.filter((w) => !MODEL_FAMILY.has(w.stem));
  // "search_by_sender", "category_search": what a search is by is how it matches, not what it
  // finds; the first sentence says that ("Search messages from a specific sender").
  let criteria: string[] = [];
  // Whether the name's only thing is the one after its break (`add_to_playlist`).
  let tailIsObject = false;
  const search = at >= 0 && actionClassOf(ws[at].stem) === 'search';
  // "search_unread_from_sender": states alone name no object either; they qualify the sentence's.
  // So do recency words for a read or a listing whose name says nothing else ("get_recent": "Get
  // recently accessed entities"; "get_recently_added"): the sentence says what, the name which of
  // them. (What a mark sets is the state itself: `mark_played`; a bare `list_scheduled` keeps
  // its state as its thing.)
  let namedStates: Word[] = [];
  const recent = (w: Word) => isRecencyWord(w.stem) || RECENTLY.has(w.raw.toLowerCase());
  const reads = at >= 0 && READS_OR_LISTS.has(actionClassOf(ws[at].stem) ?? '');
  if (
    (search
      ? tail.length > 0 && rest.every(isStateWord)
      : reads && tail.length === 0 && rest.some(recent)) &&
    rest.some(isStateWord) &&
    rest.every((w) => isStateWord(w) || isAdverb(w))
  ) {
    namedStates = rest.filter((w) => !isAdverb(w));
    rest = [];
  }
  // "mark-as-read": what a mark sets after "as" is a state; the first sentence says what it marks.
  const markedAs =
    at >= 0 &&
    rest.length === 0 &&
    tail.length > 0 &&
    actionKeyOf(ws[at].stem) === 'mark' &&
    nameWordsAfter(tool.name, ws[at])[0] === 'as';
  if (markedAs) namedStates = [...tail];
  if (search && rest.length === 0) criteria = objectOf(tail);
  else if (
    search &&
    rest.some((w) => isQueryCriterion(w.stem)) &&
    rest.every((w) => isQueryCriterion(w.stem) || isGenericObjectWord(w.stem))
  ) {
    criteria = objectOf(rest);
    rest = [];
  } else if (rest.length === 0 && !markedAs) {
    rest = tail.filter((w) => w !== joinedVerb);
    tailIsObject = rest.length > 0;
  }
  // "direction_transit_integrated": a past participle after the object qualifies it as one
  // placed before would (a state, see `states`); it is not the head.
  const last = rest[rest.length - 1] as Word | undefined;
  if (
    rest.length >= 2 &&
    last !== undefined &&
    isParticiple(last) &&
    !isParticiple(rest[rest.length - 2])
  )
    rest = [last, ...rest.slice(0, -1)];
  // "retrieve_page_markdown": "Retrieve a page as Markdown": a format after a thing the first
  // sentence names says in what form the thing comes; it qualifies the thing, as a participle
  // after it does (not `get_visible_html`: "Get the HTML content of the current page").
  const format = rest.at(-1);
  if (rest.length >= 2 && format !== undefined && FORMAT.has(format.stem)) {
    const named = commonWordsOf(firstSentence(tool.description));
    const thing = rest.at(-2);
    // A participle before the format (`rendered html`) is a state of the format, no thing.
    if (
      thing !== undefined &&
      !FORMAT.has(thing.stem) &&
      !isParticiple(thing) &&
      named.includes(thing.stem)
    )
      rest = [format, ...rest.slice(0, -1)];
  }
  // "get_rendered_html": how a format was made (rendered, parsed) leaves it the format.
  if (rest.length >= 2 && FORMAT.has(rest[rest.length - 1].stem))
    rest = [...rest.slice(0, -1).filter((w) => !isParticiple(w)), rest[rest.length - 1]];
  if (rest.length > 0) {
    object = objectOf(rest, verb === undefined || FINDING_ACTIONS.has(actionKeyOf(verb)));
    objectSource = 'name';
    // A version after the thing (`get_attendance_periods_v2`) leaves the thing the head.
    const specific = rest.filter((w, i) => !isGenericObjectWord(w.stem) && !isNumbering(rest, i));
    const head = specific.length > 0 ? specific[specific.length - 1] : rest[rest.length - 1];
    // Summaries of a thing are of several (`get_job_summaries` lists jobs).
    const last = rest[rest.length - 1];
    const summaries = last !== head && last.stem === SUMMARY && isPlural(last);
    // A plural before the action names the resource collection the tool belongs to
    // (`stories-get-by-id`, `projects-get-by-id`), not a listing.
    plural =
      (isPlural(head) || COLLECTIVE.has(head.stem) || summaries) &&
      !(at > 0 && ws.indexOf(head) >= 0 && ws.indexOf(head) < at);
    participles = new Set(
      rest
        .filter((w) => w !== head && (isStateWord(w) || STATE_ADJECTIVES.has(w.stem)))
        .map((w) => w.stem),
    );
    givenPlural = plural && takesAsParameter(tool, head);
    givenIds = plural && takesTheirIds(tool, head);
  }
  // "getConsoleErrors": a level after a stream of entries picks some of them, as a state does.
  const leveled = objectSource === 'name' ? levelOfStream(object) : undefined;
  if (leveled !== undefined) {
    object = leveled.object;
    participles = new Set([...participles, leveled.level]);
  }
  // "API-patch-page": "Update page properties": an HTTP method that sends a body says how the call
  // is made, not the job; a first sentence restating the job on the name's object says it.
  if (actionSource === 'name' && verb !== undefined && BODY_METHODS.has(verb)) {
    const sentence = describeSentence(tool, undefined);
    if (
      sentence.verb !== undefined &&
      !HTTP.has(sentence.verb) &&
      sentence.object.some((w) => object.includes(w))
    ) {
      verb = sentence.verb;
      object = sentence.object;
      actionSource = 'description';
      objectSource = 'description';
    }
  }
  // "list_schemas": "List the databases (schemas) visible to …": the name's word given in
  // parentheses after another names that other thing, as the system calls it.
  if (objectSource === 'name') {
    const named = glossedAs(tool.description, object.at(-1));
    if (named !== undefined) object = [...object.slice(0, -1), named];
  }
  // "channel_history": "Get recent messages from a channel": a history is what it holds, and the
  // first sentence says what that is; the name still says whose.
  if (objectSource === 'name' && object.at(-1) === HISTORY) {
    const sentence = describeSentence(tool, verb);
    const held = sentence.object.at(-1);
    // "Get message history from a Slack channel": the sentence's history of messages too.
    const record = sentence.object.at(-2);
    if (held !== undefined && held !== HISTORY && !isActionWord(held)) {
      object = [...object.slice(0, -1), held];
      plural = words(firstSentence(tool.description)).some((w) => w.stem === held && isPlural(w));
    } else if (held === HISTORY && record !== undefined && MESSAGE_RECORD.has(record)) {
      object = [...object.slice(0, -1), record];
      plural = true;
    } else if (object.length >= 2 && MESSAGE_RECORD.has(object[object.length - 2])) {
      // "discord_get_message_history": "Get message history from a Discord channel": a history
      // of messages is the messages.
      object = object.slice(0, -1);
      plural = true;
    }
  }
  // A work item named on another work item (Asana's `task_story`) is no work item of its own: it
  // is a part of its owner, and the first sentence says which ("Create a comment or story on a
  // task"), when it names one.
  const workItemOfWorkItem =
    objectSource === 'name' &&
    object.length >= 2 &&
    isWorkItem(object[object.length - 1]) &&
    object.slice(0, -1).some(isWorkItem);
  // "firecrawl_agent": a name naming only who does the job leaves the job to the sentence.
  const performerOnly =
    verb === undefined &&
    objectSource === 'name' &&
    object.length === 1 &&
    PERFORMER.has(object[0]);
  if (performerOnly) object = [];
  // "jina_reader", "kagi_summarizer": a name naming only the doer of an action does that action;
  // the sentence says on what. A name ending in a doer (`project_services_reader`,
  // `password_generator`) does that action on the words before it, as English reads such a
  // compound. Not a doer the sentence writes as a common noun ("a Terraform provider"): that is a
  // thing the tool is about.
  const doerWord = object.at(-1);
  const doer =
    verb === undefined &&
    objectSource === 'name' &&
    doerWord !== undefined &&
    !commonWordsOf(firstSentence(tool.description)).includes(doerWord)
      ? agentNounAction(doerWord)
      : undefined;
  if (doer !== undefined) {
    verb = doer;
    actionSource = 'name';
    object = object.slice(0, -1);
  }
  // "envGet": "Get a specific environment variable from your Convex deployment": a name's
  // abbreviation the first sentence spells out reads as the sentence's thing (an env may be an
  // environment or its variables; the sentence says which).
  if (objectSource === 'name' && object.length === 1 && Object.hasOwn(ABBREVIATED, object[0])) {
    const said = describeSentence(tool, verb).object;
    if (said.some((w) => w.split(' ').includes(ABBREVIATED[object[0]]))) object = said;
  }
  // "playwright_iframe_fill": "Fill an element in an iframe on the page": a page action (a click,
  // a fill) named on a frame only reaches into it; it acts on what the sentence names, inside it.
  // (Creating a frame creates one: `create_frame`.)
  if (
    objectSource === 'name' &&
    object.length === 1 &&
    FRAMES.has(object[0]) &&
    verb !== undefined &&
    isSpecificAction(actionKeyOf(verb))
  ) {
    const inside = describeSentence(tool, verb).object.filter((w) => !FRAMES.has(w));
    if (inside.length > 0) object = [object[0], ...inside];
  }
  // "maps_batch_geocode", "update-one": a name whose object says only how many leaves the object
  // to the sentence ("Geocode multiple addresses in one call", "Updates a single document").
  // So does one whose object is only a participle ("advanced-search": "Search files with
  // advanced options"): it says how, not what. So does one of a thing's content only
  // ("read_content": "Read content from multiple specified files" reads files).
  const namesNoThing =
    objectSource === 'name' &&
    (object.every((w) => isBatchWord(w) || COUNT.has(w) || isWhereModifier(w)) ||
      (rest.length > 0 && rest.every((w) => isParticiple(w) || CONTENT.has(w.stem))));
  // "find_issues": "Scan infrastructure for problems": a work item's word means other things too
  // (an issue is a problem, a task a job); a first sentence that names no work item says what the
  // tool acts on.
  const strayWorkItem =
    objectSource === 'name' &&
    isWorkItem(object.at(-1) ?? '') &&
    !namesWorkItem(firstSentence(tool.description));
  // "remove_item": "Remove a task or project": an item is whatever the first sentence names.
  const placeholder =
    objectSource === 'name' && object.length === 1 && PLACEHOLDER_OBJECTS.has(object[0]);
  let otherObject: string[] | undefined;
  if (
    verb === undefined ||
    object.length === 0 ||
    workItemOfWorkItem ||
    namesNoThing ||
    strayWorkItem ||
    placeholder
  ) {
    const sentence = describeSentence(tool, verb);
    if (verb === undefined && sentence.verb !== undefined) {
      verb = sentence.verb;
      actionSource = 'description';
      // "browser_tab_close": "Close a tab": the name's word the description acts with is its
      // verb, not part of its object. A specific action's object is not compared anyway and its
      // name's words still say where it reaches (`iframe_click`); only its verb's noun ending the
      // name goes (`browser_key_press`: "Press a key").
      const named = verb;
      if (objectSource === 'name' && object.length >= 2 && object.includes(named)) {
        if (!isSpecificAction(actionKeyOf(named))) object = object.filter((w) => w !== named);
        else if (object.at(-1) === named && !FRAMES.has(object[object.length - 2]))
          object = object.slice(0, -1);
      }
      // "browser_scroll": "Scroll the page": a name that is only the verb leaves the sentence to
      // say what it acts on.
      if (objectSource === 'name' && object.length === 1 && object[0] === named) object = [];
    }
    const part = sentence.object[sentence.object.length - 1];
    if (workItemOfWorkItem && part !== undefined && isWorkItemPart(part)) {
      object = sentence.object;
      objectSource = 'description';
      coordinated = sentence.coordinated;
    }
    // Not for a sentence that names only anything the server holds ("Search Jira resources").
    const said = sentence.object.at(-1);
    if (
      strayWorkItem &&
      sentence.verb !== undefined &&
      said !== undefined &&
      !isGenericResource(said)
    ) {
      object = sentence.object;
      objectSource = 'description';
    }
    if ((object.length === 0 || namesNoThing) && sentence.object.length > 0) {
      object = sentence.object;
      objectSource = 'description';
      coordinated = sentence.coordinated;
    }
    const named = sentence.object.at(-1);
    if (
      placeholder &&
      sentence.verb !== undefined &&
      named !== undefined &&
      !PLACEHOLDER_OBJECTS.has(named) &&
      !isGenericResource(named)
    ) {
      object = sentence.object;
      objectSource = 'description';
      if (sentence.other !== undefined && sentence.other.length > 0) otherObject = sentence.other;
    }
  }
  if (namedStates.length > 0) {
    const said = namedStates.map((w) => w.stem).filter((w) => !object.includes(w));
    // The sentence's thing, written as a plural ("recently accessed entities"), is many of them.
    const thing = object.at(-1);
    if (objectSource === 'description' && thing !== undefined) {
      plural = words(firstSentence(tool.description)).some(
        (w) => canonicalObject([w.stem])[0] === thing && isPlural(w),
      );
    }
    object = [...said, ...object];
    participles = new Set(namedStates.map((w) => w.stem));
  }
  // The criteria qualify what the sentence says is found; without it they are all there is.
  if (criteria.length > 0) {
    if (object.length === 0) {
      object = criteria;
      objectSource = 'name';
      criteria = [];
    } else object = [...criteria.filter((w) => !object.includes(w)), ...object];
  }
  // A description in another script (AMap's Chinese ones) cannot say the job, so the name must:
  // a verbless name (`maps_weather`, `maps_bicycling`) names what the tool returns.
  if (verb === undefined && objectSource === 'name' && !readsAsLatinScript(tool.description)) {
    verb = 'get';
    actionSource = 'name';
  }
  if (object.length === 0 && tool.parameters !== undefined) {
    const named = canonicalObject(
      tool.parameters.flatMap((p) =>
        splitIdentifier(p).length === 1 ? [stem(p.toLowerCase())] : [],
      ),
    ).filter((w) => KNOWN_PARAMETER_OBJECTS.has(w));
    if (named.length > 0) {
      object = [named[0]];
      objectSource = 'parameters';
    }
  }
  // "browse_library": "Browse content within a specific Plex library": browsing one thing (a
  // library, a collection, a playlist) lists what it holds, as `get_playlist_items` does;
  // browsing several lists them (session 49).
  if (
    verb === BROWSE &&
    objectSource === 'name' &&
    !plural &&
    object.length > 0 &&
    !BROWSED_AS_PLACES.has(object.at(-1)!) &&
    !isAttributeObject(object.at(-1)!)
  ) {
    object = [...object, ITEM];
  }
  // "Read any Jira data", "Create Jira resources": nothing but the server and generic words is
  // anything the server holds.
  const serverStems = serverWordsOf(tool);
  if (
    objectSource === 'description' &&
    object.length > 0 &&
    object.every((w) => serverStems.has(w) || isGenericResource(w) || isActionWord(w)) &&
    words(firstSentence(tool.description)).some((w) => ANY_WORDS.has(w.stem))
  ) {
    object = ['resource'];
  }
  // "slow_queries": "Find the slowest queries using pg_stat_statements": the queries a name lists
  // or finds are records of queries run (their statistics, their history), no SQL it runs.
  if (
    objectSource === 'name' &&
    plural &&
    object.at(-1) === 'sql' &&
    verb !== undefined &&
    FINDING_ACTIONS.has(actionKeyOf(verb))
  ) {
    object = [...object.slice(0, -1), QUERY_RECORD];
  }
  // "content_search": "Search within file contents … (grep-like)", "Search files for patterns
  // using ripgrep": a search in what files hold searches code, as a code search does; a search
  // for files by their names stays a file search.
  if (
    object.at(-1) === FILE &&
    verb !== undefined &&
    actionKeyOf(verb) === 'search' &&
    SEARCHES_CONTENT.test(firstSentence(tool.description))
  ) {
    object = [CODE];
  }
  // "Quick search for simple queries": without a word of databases a query is a question; a
  // search for one is a search engine's: it searches the web too.
  let webQuery = false;
  if (object.at(-1) === 'sql' && !speaksOfDatabases(tool)) {
    object = [...object.slice(0, -1), 'question'];
    webQuery = verb !== undefined && actionKeyOf(verb) === 'search';
  }
  // "Query the database with a SQL statement": what a query or a run does to a database is run
  // the SQL the first sentence says it is given.
  if (
    object.at(-1) === 'database' &&
    verb !== undefined &&
    QUERYING.has(actionKeyOf(verb)) &&
    words(firstSentence(tool.description)).some((w) => w.stem === 'sql')
  ) {
    object = ['sql'];
  }
  // A tool that must be given SQL text and only runs it, or asks for it to be run, does a SQL
  // runner's job whatever else its name calls the thing (`run_transaction_sandbox`,
  // `request_write_operation`: "Creates a human approval request for a write SQL operation"),
  // and so does a query of some kind it must be given as SQL (DuckDB's `query_hybrid`,
  // `federate_query`: "Execute federated queries across multiple MCP servers").
  if (
    object.at(-1) !== 'sql' &&
    verb !== undefined &&
    (SQL_RUNNING_ACTIONS.has(actionKeyOf(verb)) || (verb === QUERY_VERB && saysRun(tool))) &&
    requiresSqlText(tool)
  ) {
    object = ['sql'];
    verb = 'run';
  }
  // "Run a Cypher query against the Neo4j database", "Execute an AQL query": a query in a graph or
  // multi-model database's own language is no SQL; running one runs that language.
  const language = graphQueryLanguage(tool.description);
  if (language !== undefined && (verb === undefined || QUERYING.has(actionKeyOf(verb)))) {
    const kind = statementKindSaid(tool, [...ws, ...tail]);
    object = kind === undefined ? [language] : [kind, language];
    verb = 'run';
  }
  // SQL: the statement kind the name and first sentence name (`Execute a SELECT query`) qualifies
  // it; an object of mutation words only (`INSERT, UPDATE, or DELETE`) is SQL, and so is one of
  // statement-kind words only that the first sentence says is SQL (`transaction`: "Execute
  // multiple SQL statements within a transaction").
  if (
    object.length > 0 &&
    (object[object.length - 1] === 'sql' ||
      (object.every(isSqlKindWord) && writesSqlKeyword(tool.description)) ||
      (object.every(isSqlQualifierWord) && saysSql(tool.description)))
  ) {
    const kind = statementKindSaid(tool, [...ws, ...tail]);
    const rest = object.filter((w) => w !== 'sql' && !isSqlQualifierWord(w));
    object = [...rest, ...(kind === undefined ? [] : [kind]), 'sql'];
  }
  // A query run by its id alone, no parameter carrying its text (a forum's saved report, a BI
  // tool's saved question), runs what was saved: a saved query, not SQL the caller writes.
  if (object.at(-1) === 'sql' && runsSavedQuery(tool)) object = [SAVED_QUERY];
  // A message is what its medium carries: on a mail server an email, as the other tools say it.
  if (object.at(-1) === 'message') {
    const said = new Set([
      ...serverStems,
      ...words(firstSentence(tool.description)).map((w) => w.stem),
    ]);
    const medium = MEDIA.find(([, signs]) => signs.some((w) => said.has(w)));
    if (medium !== undefined) object = [...object.slice(0, -1), medium[0]];
  }
  // "browser_screenshot": the noun is the object of the action it stands for.
  const nounAction = verb === undefined ? undefined : NOUN_ACTIONS[verb];
  if (nounAction !== undefined && verb !== undefined) {
    if (!object.includes(verb)) object = [...object, verb];
    // The name says what is captured, wherever the rest of the object was read.
    if (actionSource === 'name') objectSource = 'name';
    else objectSource ??= 'name';
    verb = nounAction === 'capture' ? 'capture' : verb;
  }
  // "describe_table_schema", "get_table_schema": describing the table shows its schema, and
  // reading a thing's shape describes the thing.
  const aspect = object.at(-1) ?? '';
  const described =
    object.length >= 2 &&
    ((verb === 'describe' && DESCRIBED_ASPECT.has(aspect)) ||
      (verb !== undefined && actionKeyOf(verb) === 'read' && SHAPE_ASPECT.has(aspect)));
  if (described) object = object.slice(0, -1);
  // "get_table_info": a thing's info read is the thing read, unless its read gives its content,
  // or the thing is a query: a query's metadata is read, never run (Metabase's
  // `get_table_query_metadata`: a table's fields for building queries). So is a read of all its
  // properties ("getSurveyProperties", one thing however plural); one property
  // (`retrieve_a_page_property`) is a part of it, and setting them is no update of the thing: a
  // sheet's or a text's properties are its title or styling, not its values or characters.
  const lastNamed = ws.at(-1);
  const allProperties = aspect === PROPERTY && lastNamed?.stem === PROPERTY && isPlural(lastNamed);
  const recorded =
    !described &&
    object.length >= 2 &&
    verb !== undefined &&
    actionKeyOf(verb) === 'read' &&
    (RECORD_ASPECT.has(aspect) || allProperties) &&
    !CONTENT_HEAD.has(object[object.length - 2]) &&
    object[object.length - 2] !== SQL_KIND;
  if (recorded) {
    object = object.slice(0, -1);
    if (allProperties) plural = false;
  }
  // "get_user_profile", "monica_manage_contact_profile": a person's profile is their record,
  // whatever is done to it; a bare profile stays one.
  if (object.length >= 2 && object[object.length - 1] === PROFILE) object = object.slice(0, -1);
  // "get_current_user", "get_my_profile", "whoami": the signed-in user, asked for by no id, is
  // another thing to ask for than a user by id (the labels keep the two apart).
  if (verb !== undefined && actionKeyOf(verb) === 'read' && readsSignedInUser(tool, object)) {
    object = [CURRENT, USER];
  }
  // "install_app_sim" ("Install app on sim"): a device the text puts the thing on is where the
  // job happens, not what it acts on.
  if (object.length >= 2 && TRAILING_PLACE.has(object[object.length - 1])) {
    const place = object[object.length - 1];
    const said = words(firstSentence(tool.description));
    const on = said.some(
      (w, i) =>
        PLACE_PREPOSITIONS.has(w.raw.toLowerCase()) &&
        said.slice(i + 1, i + 4).some((x) => canonicalObject([x.stem])[0] === place),
    );
    if (on) object = [place, ...object.slice(0, -1)];
  }
  // "cal_api_request(method, path)": a request told the HTTP method and the path of any endpoint
  // of its server reaches anything the server holds.
  const anyRequest = API_CALLS.has(object.at(-1) ?? '') && takesMethodAndPath(tool);
  if (anyRequest) object = ['api'];
  let action = verb === undefined ? undefined : actionKeyOf(verb);
  // Such a request does what its method does, and runs anything when its first verb is no
  // method's job ("Escape hatch to call any Google Forms API path": not an escape).
  if (anyRequest && (action === undefined || !METHOD_JOBS.has(action))) action = 'run';
  // Tools that reach anything their server holds, as their first sentence says.
  const sentence = firstSentence(tool.description);
  // "Escape hatch — call any GET endpoint" (`sonar_raw(path)`): a tool told the path of any
  // endpoint reaches anything its server holds, and only reads it where only GET is allowed.
  const anyEndpoint = ANY_ENDPOINT.exec(sentence);
  if (anyEndpoint !== null && namesPathParameter(tool.parameters ?? [])) {
    object = ['api'];
    if (anyEndpoint[1]?.toUpperCase() === 'GET') action = 'read';
  }
  // "call any Moodle Web Services function" (`ws_raw(function_name, params)`): a tool told which
  // function of its server's API to call reaches anything the server holds, as one told the path.
  if (ANY_API_FUNCTION.test(sentence) && namesFunctionParameter(tool.parameters ?? []))
    object = ['api'];
  // "Processes a natural language prompt to perform complex Etherscan queries by planning and
  // executing multiple API calls" (`etherscan_runAgentTask`): an agent that makes its server's API
  // calls for a prompt reaches anything the server holds, and only reads where it only queries.
  if (NATURAL_LANGUAGE.test(sentence) && API_CALLS_MADE.test(sentence)) {
    object = ['api'];
    action = QUERIES.test(sentence) ? 'read' : 'run';
  }
  // "directory_tree" ("Directory tree with depth control"), "server_domains" ("Domains on
  // server"): a name of things that its first sentence only restates, no verb anywhere, returns
  // them: a tree, or the plural the sentence begins with, is a listing.
  const opensWithHead = (): boolean =>
    words(firstSentence(tool.description))[0]?.stem === ws.at(-1)?.stem;
  if (
    action === undefined &&
    objectSource === 'name' &&
    (ws.at(-1)?.stem === TREE || (plural && opensWithHead())) &&
    !ws.some((w) => isActionWord(w.stem)) &&
    !selectsActions(tool)
  ) {
    action = 'list';
    actionSource = 'name';
  }
  // An HTTP method applied to anything the server holds names a CRUD action (`jira_post`).
  if (
    verb !== undefined &&
    isGenericResource(object[object.length - 1]) &&
    Object.hasOwn(HTTP_METHOD_ACTIONS, verb)
  ) {
    action = HTTP_METHOD_ACTIONS[verb];
  }
  // "add_tag_to_task", "remove_project_from_task": adding an existing thing to another links
  // them, removing it unlinks them; neither creates or deletes it, unless the description says
  // so ("Add a new card to a list").
  if (
    actionSource === 'name' &&
    tail.length > 0 &&
    verb !== undefined &&
    Object.hasOwn(LINKING_VERBS, verb)
  ) {
    const [as, unless] = LINKING_VERBS[verb];
    const sentence = new Set(words(firstSentence(tool.description)).map((w) => w.stem));
    if (!unless.some((w) => sentence.has(w))) {
      action = as;
      target = objectOf(tail);
    }
  }
  // "add_playlist_items", "playlistItems_insert": "Adds a resource to a playlist": adding a
  // thing's items, when the first sentence says the items go into that thing, puts whatever it
  // holds into it (not "Add a new item to a checklist": that item is made).
  const itemsOf = itemsTarget(tool, verb, actionSource, tail.length === 0 ? object : []);
  if (itemsOf !== undefined) {
    action = itemsOf.action;
    target = itemsOf.target;
    tailIsObject = true;
  }
  // What a name says it looks things up by (a sentence's "by ID" is as often the owner's id:
  // "Get comments from Todoist by ID").
  const nameKey = lookupKeyOf(tool.name);
  const byIdentity = nameKey !== undefined && isIdentityKey(nameKey, object[object.length - 1]);
  // "search_issues_by_identifier": a search or list by the things' own ids fetches those things.
  if (byIdentity && (action === 'search' || action === 'list')) action = 'read';
  // "issue_lookup(issueId)", "issues_lookup(issueIds)": a search whose one required parameter is
  // its things' id or ids has nothing to match: it fetches them.
  if (action === 'search' && requiresOnlyItsId(tool, object.at(-1))) action = 'read';
  // "get_users" lists users: a read of a plural object is a list, unless the name says it is a
  // batch read ("read_multiple_files" reads files as "read_file" does, several at once, or by
  // their ids). The same when the tool takes those things as a parameter (`fetch_urls(urls)`: it
  // reads the addresses it is given, it does not list them), or when its first sentence reads a
  // batch of them ("Retrieve multiple messages by their UIDs").
  if (
    action === 'read' &&
    plural &&
    !givenPlural &&
    !byIdentity &&
    !ws.some((w) => isBatchWord(w.stem)) &&
    !readsBatch(tool.description)
  )
    action = 'list';
  // "dns_retrieve": "Retrieve all editable DNS records for a domain": a read whose first sentence
  // reads all of the things lists them, whatever number its name says.
  if (
    action === 'read' &&
    actionSource === 'name' &&
    !plural &&
    !byIdentity &&
    readsAllOf(tool, object)
  ) {
    action = 'list';
  }
  // "get_document_list", "getUserList": reading a list of things lists them.
  const listOfThings = at === 0 && ws.length >= 3 && ws.at(-1)?.stem === LIST;
  if (action === 'read' && actionSource === 'name' && listOfThings) action = 'list';
  // "search_issues_by_identifier(identifiers)": a search for things the caller names by their ids
  // finds nothing: it reads them.
  if (action === 'search' && givenIds) action = 'read';
  // "read_graph": reading a collection lists its members (see `COLLECTION_MEMBERS`).
  const collection = object.at(-1);
  if (
    action === 'read' &&
    collection !== undefined &&
    Object.hasOwn(COLLECTION_MEMBERS, collection)
  ) {
    action = 'list';
    object = [COLLECTION_MEMBERS[collection]];
  }
  // "get_employee_directory": a directory of people lists them.
  if (
    (action === 'read' || action === 'list') &&
    object.length >= 2 &&
    object.at(-1) === DIRECTORY &&
    DIRECTORY_MEMBER.has(object.at(-2)!)
  ) {
    action = 'list';
    object = object.slice(0, -1);
  }
  // "planka_create_tasks": "Add one or more tasks (checklist items) to a card": tasks a sentence
  // calls a checklist's, or puts on a card, are a card's checklist items, and a list of them is a
  // checklist.
  if (objectSource === 'name' && object.includes(TASK) && saysChecklist(tool.description)) {
    if (object.at(-1) === TASK) object = [CHECKLIST, ITEM];
    else if (object.at(-1) === LIST && object.at(-2) === TASK) object = [CHECKLIST];
  }
  if (action !== undefined) action = actionOnObject(action, object[object.length - 1]);
  // Opening, launching or initialising a browser on an address it is given navigates to it
  // ("Initialize a browser with a URL"), and still starts the browser; a bare launch opens no page.
  const opening =
    action !== undefined &&
    BROWSER_OPENINGS.has(action) &&
    object.at(-1) === 'browser' &&
    takesUrl(tool)
      ? action
      : undefined;
  if (opening !== undefined) action = 'navigate';
  // "crawl(url)", "batch_crawl(urls)": a crawl told no depth, limit or pages to follow only
  // fetches the addresses it is given, as a scrape does.
  if (action === CRAWL && takesUrl(tool) && !boundsCrawl(tool.parameters ?? [])) action = SCRAPE;
  // "rek_http_request" (`url`): "Perform HTTP request": a request of no method of its own fetches
  // what is at the URL it is given (whatever else it can send).
  const httpRequest =
    genericHttpRequest(action, object) &&
    !HTTP.has(verb ?? '') &&
    namesUrlParameter(tool.parameters ?? []);
  if (httpRequest) {
    verb = 'fetch';
    action = 'read';
    object = ['url'];
  }
  // "send_template_message": a message sent from a template is a message sent, the job a text
  // send does (the labels pair them); what else it carries (media, a location) still says which.
  if (action === 'send' && object.length >= 2 && SENT_HEADS.has(object[object.length - 1])) {
    object = object.filter((w) => w !== TEMPLATE);
  }
  const model: ToolModel = {
    verb,
    action,
    actionSource,
    object,
    objectSource,
    descriptionTokens: descriptionTokens(tool.description),
    commonWords: commonWordsOf(firstSentence(tool.description)),
  };
  // "stories-get-by-external-link": a get by a field is a lookup by that key, not by identity;
  // "list_transaction_by_account": a listing by a parent lists that parent's things.
  if ((action === 'read' || action === 'list') && nameKey !== undefined && !byIdentity)
    model.key = nameKey;
  if (described) model.aspect = aspect;
  // A database's metadata is its schema: its tables and their fields (its info may be a summary).
  else if (
    recorded &&
    ws.some((w) => w.stem === METADATA) &&
    object.length === 1 &&
    DATABASE.has(object[0])
  )
    model.aspect = SCHEMA_ASPECT;
  if (target !== undefined && (action === 'attach' || action === 'detach')) {
    model.target = target;
    // The first sentence may say what it puts there ("Add shipments to a batch").
    if (tailIsObject && objectSource === 'name') model.targetOnly = true;
  }
  // "get_serp_results" (`query`): "Get search engine results": reading a search engine's results
  // for the query it is given is searching the web.
  if (
    (model.action === 'read' || model.action === 'list') &&
    takesQuery(tool) &&
    namesSearchEngineResults(tool)
  ) {
    model.action = 'search';
    model.object = ['web'];
  }
  const alternatives = [
    ...alternativesOf(tool, model, at >= 0 && plural && objectSource === 'name' ? rest : undefined),
    ...(coordinated ? coordinatedObjects(tool, model) : []),
    ...(tool.sentenceJobs === false ? [] : joinedJobs(tool, model)),
    ...(tool.sentenceJobs === false ? [] : sentenceJob(tool, model)),
    ...(webQuery ? [{ ...model, action: 'search', object: ['web'] }] : []),
    ...includedListings(tool, model),
    ...includedThread(tool, model),
    ...exportedRows(tool, model),
    ...(plural && objectSource === 'name' ? exportedListing(tool, model) : []),
    ...coordinatedPlaces(tool, model),
    ...(opening !== undefined ? [{ ...model, action: opening }] : []),
    // ...and sends any method a tool named for it sends (`playwright_put`: "Perform an HTTP PUT").
    ...(httpRequest
      ? HTTP_REQUEST_JOBS.map((a) => ({ ...model, action: a, object: [...HTTP_REQUEST] }))
      : []),
    ...(otherObject !== undefined ? [{ ...model, object: otherObject }] : []),
    ...commentingUpdate(tool, model),
    ...enumeratedKinds(tool, model),
    ...(joinedVerb !== undefined
      ? [{ ...model, verb: joinedVerb.stem, action: actionKeyOf(joinedVerb.stem) }]
      : []),
  ];
  alternatives.push(...glossedKinds(tool, model, alternatives));
  const said = (job: ToolModel): boolean =>
    alternatives.some(
      (a) => a.action === job.action && a.object.join(' ') === job.object.join(' '),
    );
  alternatives.push(...upsertJobs(tool, model).filter((job) => !said(job)));
  if (alternatives.length > 0) model.alternatives = alternatives;
  // "library_docs" (`query`): "Version-correct usage docs for a library": a tool named only for
  // a thing, whose first sentence says no action either, finds that thing for the query it is
  // given.
  else if (model.action === undefined && object.length > 0 && takesQuery(tool)) {
    model.action = 'search';
  }
  const states =
    objectSource === 'name' || namedStates.length > 0
      ? object.slice(0, -1).filter((w) => participles.has(w))
      : [];
  if (states.length > 0) model.states = states;
  if (criteria.length > 0) model.criteria = criteria;
  if (isGenericResource(object[object.length - 1])) {
    const reach = dominantPathResource(tool.description);
    if (reach !== undefined) model.reach = reach;
    const pathObjects = examplePathObjects(tool.description);
    if (pathObjects.length > 0) model.pathObjects = pathObjects;
  }
  return model;
}

/**
 * The objects a generic tool's example paths act on, distinct, in order of first mention: per
 * path, its collection segments (neither address parts, parameters, actions nor generic words),
 * the last one qualified by the one before it. Empty unless all paths share their first one.
 */
function examplePathObjects(description: string): string[][] {
  const out = new Map<string, string[]>();
  const scopes = new Set<string>();
  for (const [path] of description.matchAll(PATH)) {
    const collections: string[][] = [];
    const segments = path.split('/');
    segments.forEach((segment, i) => {
      if (segment === '' || ADDRESS_SEGMENT.test(segment) || segment.includes('{')) return;
      const raw = splitIdentifier(segment).map((w) => w.toLowerCase());
      const ws = raw.map(stem);
      if (ws.some((w) => actionClassOf(w) !== undefined || isGenericObjectWord(w))) return;
      // A verb closing a path after an id is an action endpoint (`/pullrequests/{id}/approve`).
      const afterId = i > 0 && segments[i - 1].includes('{');
      const endpoint = i === segments.length - 1 && afterId && raw.length === 1 && raw[0] === ws[0];
      if (endpoint && isActionWord(ws[0])) return;
      collections.push(ws);
    });
    if (collections.length === 0) continue;
    // The scope is a container (a repository), not an owner, unless it is a work item that
    // comments and attachments hang on (`/issue/{id}/comment`).
    const scope = canonicalObject(collections[0]);
    const owned =
      collections.length > 1 && !isWorkItem(scope[scope.length - 1])
        ? collections.slice(1)
        : collections;
    const object = canonicalObject(owned.slice(-2).flat());
    out.set(object.join(' '), object);
    scopes.add(scope.join(' '));
  }
  // Only under one scope: a tool whose examples span several top-level resources (`jira_get`:
  // projects, users, statuses) names too much to be taken at each word.
  return scopes.size === 1 ? [...out.values()] : [];
}

/** A path in text (`/rest/api/3/issue/{id}/comment`), not the path part of a URL. */
const PATH = /(?<![\w.:/])\/(?:[A-Za-z][\w.{}-]*|\d+)(?:\/[\w.{}-]+)+/g;
/** Path segments that name an API's address, not a resource (`rest`, `api`, `v3`, `3`). */
const ADDRESS_SEGMENT = /^(?:v?\d+(?:\.\d+)*|rest|api|\{.*\})$/i;
/** Fewest example paths that must name a resource for it to be the one a generic tool reaches. */
const MIN_REACH_PATHS = 2;

/**
 * The top-level resource a generic tool's example paths name most often: in REST, sub-resources
 * hang on a collection (`/issue/{id}/comment` is about issues), so the first segment that is no
 * address part nor a classed action (`search`) names it. Undefined unless one resource leads, named at least
 * {@link MIN_REACH_PATHS} times.
 */
function dominantPathResource(description: string): string | undefined {
  const counts = new Map<string, number>();
  for (const [path] of description.matchAll(PATH)) {
    for (const segment of path.split('/')) {
      if (segment === '' || ADDRESS_SEGMENT.test(segment)) continue;
      const ws = splitIdentifier(segment).map((w) => stem(w.toLowerCase()));
      if (ws.length !== 1 || actionClassOf(ws[0]) !== undefined || isGenericObjectWord(ws[0]))
        continue;
      const [resource] = canonicalObject(ws);
      counts.set(resource, (counts.get(resource) ?? 0) + 1);
      break;
    }
  }
  let best: string | undefined;
  let bestCount = 0;
  let tied = false;
  for (const [resource, n] of counts) {
    if (n > bestCount) [best, bestCount, tied] = [resource, n, false];
    else if (n === bestCount) tied = true;
  }
  return best !== undefined && !tied && bestCount >= MIN_REACH_PATHS ? best : undefined;
}

/**
 * The lower-cased words of a sentence from `from` up to a phrase break (or a word `ends` says
 * ends the phrase), function and stop words left out, at most `max`; and the index it ended at.
 */
function phraseFrom(
  ws: readonly Word[],
  from: number,
  max: number,
  ends: (w: Word) => boolean = () => false,
): { phrase: string[]; end: number } {
  const phrase: string[] = [];
  let k = from;
  for (; k < ws.length && phrase.length < max; k++) {
    if (BREAKS.has(ws[k].raw) || ends(ws[k])) break;
    if (isFunctionWord(ws[k].raw) || isStopWord(ws[k].raw)) continue;
    phrase.push(ws[k].raw.toLowerCase());
  }
  return { phrase, end: k };
}

/**
 * The second job of a first sentence that joins two: a second verb phrase ("Open a new tab and
 * load a URL": loading a URL navigates), or a second object of another kind beside the tool's
 * own ("Read contents from files and URLs": reading a URL too). Only a classed or domain verb
 * whose job is a specific action starts a verb phrase, and only a word of an object class (web
 * content, a page, a form field) is a second object: other words after "and" are more of the
 * same job.
 */
function joinedJobs(tool: ToolText, model: ToolModel): ToolModel[] {
  const ws = words(firstSentence(tool.description));
  const head = model.object[model.object.length - 1];
  const out: ToolModel[] = [];
  // "Validate a payload without making any API calls or sending any email": what follows a
  // negation is what the tool does not do, however many jobs it joins.
  const negated = ws.findIndex((w) => NEGATIONS.has(w.raw.toLowerCase()));
  for (let i = 1; i + 1 < ws.length; i++) {
    if (!COORDINATORS.has(ws[i].raw.toLowerCase())) continue;
    if (negated >= 0 && negated < i) break;
    const next = ws[i + 1];
    // "… or select an option": a verb after "or" is another job the tool does, whatever it is.
    const alternative = ws[i].raw.toLowerCase() === 'or';
    let name: string[] | undefined;
    let specific = false;
    let returnsReached = false;
    if (isActionWord(next.stem)) {
      const { phrase, end: k } = phraseFrom(ws, i + 2, MAX_OBJECT_WORDS);
      // "… or get the state of a specific light": what one thing is of names whose it is.
      if (phrase.length === 1 && ws[k]?.raw === 'of') {
        const isVerb = (w: Word) => isActionWord(w.stem);
        phrase.unshift(...phraseFrom(ws, k + 1, MAX_OBJECT_WORDS - 1, isVerb).phrase);
      }
      // "Update a test run and/or add test cases to it": adding things to (or removing them from)
      // the tool's own thing changes that thing; it is no job on the things added.
      if (MEMBERSHIP_VERBS.has(next.stem) && BACK_REFERENCES.has(ws[k + 1]?.raw.toLowerCase()))
        continue;
      if (isStrongAction(next)) {
        specific = true;
        if (phrase.length > 0) name = [next.raw.toLowerCase(), ...phrase];
      }
      // "Visit a webpage and extract its content": a specific action that returns the content of
      // what it reached reads that thing too.
      const reached = describeSentence(tool, undefined).object;
      if (
        phrase.length > 0 &&
        phrase.every((w) => isGenericObjectWord(stem(w))) &&
        model.action !== undefined &&
        isSpecificAction(model.action) &&
        reached.length > 0
      ) {
        specific = true;
        name = [next.raw.toLowerCase(), ...reached];
        returnsReached = true;
      }
    }
    if (
      !specific &&
      model.verb !== undefined &&
      head !== undefined &&
      canonicalObject([ws[i - 1].stem])[0] === head &&
      isClassedObject(canonicalObject([next.stem])[0]) &&
      canonicalObject([next.stem])[0] !== head
    ) {
      // The stem: a plural second object is more of the tool's own job, not a listing.
      name = [model.verb, next.stem];
    }
    if (name === undefined) continue;
    const job = describeTool({
      name: name.join('_'),
      description: tool.description,
      server: tool.server,
      parameters: tool.parameters,
      required: tool.required,
      sentenceJobs: false,
    });
    // A generic second verb mostly describes the result ("… and get clean, LLM-ready
    // markdown"), not a second job: only a specific one (navigate, click) is a job by itself.
    if (job.action === undefined || job.object.length === 0) continue;
    if (specific && !alternative && !returnsReached && !isSpecificAction(job.action)) continue;
    // "Move or rename files", "Get or list resources": two verbs on the tool's own object word
    // one job twice.
    if (alternative && job.object[job.object.length - 1] === head) continue;
    out.push(job);
  }
  return out;
}

/**
 * The listings a read's first sentence says it includes ("Get database information, including
 * database list, table list and configuration information"): a read that returns a list of
 * things, "a list of" them, or information at their level ("summary with table-level
 * information": a line per table), lists them too.
 */
function includedListings(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.action !== 'read') return [];
  const ws = words(firstSentence(tool.description));
  const from = ws.findIndex((w) => INCLUDING.has(w.raw.toLowerCase()));
  if (from < 0) return [];
  const out: ToolModel[] = [];
  const content = (w: Word): boolean => !isFunctionWord(w.raw) && !isStopWord(w.raw);
  for (let i = from + 1; i + 1 < ws.length; i++) {
    // "table list", "table-level", or "list of (its) tables".
    const listed =
      ws[i + 1].stem === LIST || ws[i + 1].stem === LEVEL
        ? ws[i]
        : ws[i].stem === LIST && ws[i + 1].raw.toLowerCase() === 'of'
          ? ws.slice(i + 2).find(content)
          : undefined;
    if (listed === undefined || !content(listed) || listed.stem === LIST) continue;
    if (isGenericObjectWord(listed.stem)) continue;
    const object = canonicalObject([listed.stem]);
    // "table-level" statistics of a table read are the table's; a database list in a database's
    // info lists the databases.
    if (model.object.at(-1) === object.at(-1) && ws[i + 1].stem === LEVEL) continue;
    out.push({ ...model, action: 'list', object, alternatives: undefined, key: undefined });
  }
  return out;
}

/** What a work item's thread is called: its comments, conversations, messages, replies, notes. */
const THREAD_WORDS: ReadonlySet<string> = new Set(
  ['comment', 'conversation', 'message', 'thread', 'reply', 'note'].map(stem),
);
/** How far into a description, and how many words past "including", a thread is looked for. */
const MAX_INCLUDED_CHARS = 600;
const INCLUDED_REACH = 6;
/** Parameters whose values name what a read returns besides the thing (`include: [...]`). */
const INCLUDE_PARAMETERS: ReadonlySet<string> = new Set(['include', 'includes', 'expand', 'with']);

/** How many words may qualify the things a first sentence reads ("all editable DNS records"). */
const READ_QUALIFIERS = 3;

/**
 * Whether a first sentence opens on a read verb and "all" before the plural of the object's head
 * ("Retrieve all editable DNS records for a domain"): the tool lists them. Without "all" a plural
 * says little (a read of one file "reads the contents of files").
 */
function readsAllOf(tool: ToolText, object: readonly string[]): boolean {
  const head = object.at(-1);
  if (head === undefined) return false;
  const ws = words(firstSentence(tool.description));
  if (ws.length < 3 || actionKeyOf(ws[0].stem) !== 'read' || ws[1].raw.toLowerCase() !== 'all') {
    return false;
  }
  const last = head.split(' ').at(-1);
  return ws
    .slice(2, 3 + READ_QUALIFIERS)
    .some((w) => isPlural(w) && (w.stem === last || canonicalObject([w.stem]).at(-1) === head));
}

/** Verbs that put a thing in place, new or not, and verbs that change one in place. */
const PUTTING: ReadonlySet<string> = new Set(
  ['create', 'add', 'insert', 'write', 'save', 'store'].map(stem),
);
const CHANGING: ReadonlySet<string> = new Set(
  ['update', 'replace', 'overwrite', 'edit', 'modify'].map(stem),
);

/**
 * "Write or update a secret in Vault", "Create or update an ACL policy": a first sentence that
 * opens on a putting verb or a changing one, the other after `or`, says the tool creates its
 * thing or updates it (an upsert): both jobs, whatever verb its name says.
 */
function upsertJobs(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.object.length === 0) return [];
  const [first, or, second] = words(firstSentence(tool.description)).slice(0, 3);
  if (second === undefined || or.raw.toLowerCase() !== 'or') return [];
  const putsOrChanges =
    (PUTTING.has(first.stem) && CHANGING.has(second.stem)) ||
    (CHANGING.has(first.stem) && PUTTING.has(second.stem));
  if (!putsOrChanges) return [];
  return UPSERT_ACTIONS.filter((action) => action !== model.action).map((action) => ({
    ...model,
    verb: action,
    action,
    alternatives: undefined,
  }));
}

const UPSERT_ACTIONS: readonly string[] = ['create', 'update'].map((w) => actionKeyOf(stem(w)));

/**
 * The comments a work item's read returns when asked (Zendesk's `get_ticket(include_comments)`,
 * Freshdesk's `get_ticket(include: conversations)`): it lists the item's comments too.
 */
function includedThread(tool: ToolText, model: ToolModel): ToolModel[] {
  const head = model.object.at(-1);
  if (model.action !== 'read' || head === undefined || !isWorkItem(head)) return [];
  const threadWord = (value: string): boolean => {
    const ws = words(value);
    return ws.length === 1 && THREAD_WORDS.has(ws[0].stem);
  };
  const flagged = (tool.flags ?? []).some((p) => {
    const ws = words(p);
    return (
      ws.length === 2 &&
      INCLUDE_PARAMETERS.has(ws[0].raw.toLowerCase()) &&
      THREAD_WORDS.has(ws[1].stem)
    );
  });
  const chosen = Object.entries(tool.choices ?? {}).some(
    ([name, values]) => INCLUDE_PARAMETERS.has(name.toLowerCase()) && values.some(threadWord),
  );
  // Or its description says the read includes the thread ("the full Ticket object including
  // customer, messages, tags"; "with optional related data (conversations, requester)").
  const said = words(tool.description.slice(0, MAX_INCLUDED_CHARS));
  const described = said.some(
    (w, i) =>
      INCLUDING.has(w.raw.toLowerCase()) &&
      said
        .slice(i + 1, i + 1 + INCLUDED_REACH)
        .some((x) => isPlural(x) && THREAD_WORDS.has(x.stem)),
  );
  if (!flagged && !chosen && !described) return [];
  return [
    { ...model, action: 'list', object: [head, COMMENT], alternatives: undefined, key: undefined },
  ];
}

/**
 * An export of a table's rows that writes no file returns them: it runs a SELECT (`db2_export_table`:
 * "Builds a SELECT query"), as a read-only SQL runner does. One that must be given a path to write
 * to (`pg_export_table_data(outputPath)`) makes a file of them: another job.
 */
function exportedRows(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.action !== 'export' || !EXPORTED_ROWS.has(model.object.at(-1) ?? '')) return [];
  if (writesToGivenPlace(tool)) return [];
  return [{ ...model, action: 'run', object: ['readonly', 'sql'], alternatives: undefined }];
}

const EXPORTED_ROWS: ReadonlySet<string> = new Set(['table', 'row'].map(stem));

/** Actions that copy out a collection of things as they are. */
const DUMPS: ReadonlySet<string> = new Set(
  ['export', 'backup', 'dump'].map((w) => actionKeyOf(stem(w))),
);

/**
 * "backup_dns_records", "export_responses": an export of all of a kind of thing, named in the
 * plural, lists them in another output (the labels pair it with the listing); an export of one
 * thing (`export_book`: its content) is no listing, and neither is one of the things of given
 * keys (`export_responses_by_token`) or one written to a path it must be given.
 */
function exportedListing(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.action === undefined || !DUMPS.has(model.action) || model.object.length === 0)
    return [];
  // "export_responses_by_token": an export of the things of given keys picks some of them.
  if (splitIdentifier(tool.name).some((w) => w.toLowerCase() === 'by')) return [];
  if (writesToGivenPlace(tool)) return [];
  return [{ ...model, action: 'list', alternatives: undefined, key: undefined }];
}

/** Parameter words that name where an export is written. */
const OUTPUT_PLACES: ReadonlySet<string> = new Set(
  ['path', 'file', 'filename', 'destination', 'output'].map(stem),
);

/** Whether a tool must be given where it writes (`pg_export_table_data(outputPath)`). */
function writesToGivenPlace(tool: ToolText): boolean {
  return (tool.required ?? []).some((p) => words(p).some((w) => OUTPUT_PLACES.has(w.stem)));
}

/**
 * The job of the first sentence of a tool whose name verb names no job by itself: the sentence
 * says which (`manage_jira_filter`: "Search for issues using JQL queries, or manage saved
 * filters"; `manage_jira_media`: "Manage file attachments on Jira issues").
 */
function sentenceJob(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.actionSource !== 'name' || model.objectSource !== 'name') return [];
  if (model.verb === undefined || !UMBRELLA.has(model.verb)) return [];
  const sentence = describeSentence(tool, undefined);
  const head = sentence.object[sentence.object.length - 1];
  if (sentence.verb === undefined || head === undefined || head === model.object.at(-1)) return [];
  // "create, start, close, and assign issues": a list of verbs is the name's job described.
  if (isActionWord(head) && !isKnownObjectWord(head)) return [];
  const job = describeTool({
    name: [sentence.verb, ...sentence.object].join('_'),
    description: tool.description,
    server: tool.server,
    parameters: tool.parameters,
    sentenceJobs: false,
  });
  return job.action === undefined || job.object.length === 0 ? [] : [job];
}

/**
 * Parameters of a work item's update that add a comment to it (Zendesk's `comment`). Not `notes`:
 * most trackers' notes are the item's own text (Asana, Google Tasks), only Redmine's a comment.
 */
const COMMENT_PARAMETERS: ReadonlySet<string> = new Set(['comment']);
const COMMENT = stem('comment');

/**
 * The comment an update of a work item adds when it takes one (`update_ticket(comment)`): it
 * comments on the item as an add-comment tool does.
 */
function commentingUpdate(tool: ToolText, model: ToolModel): ToolModel[] {
  const head = model.object.at(-1);
  if (model.action !== 'update' || head === undefined || !isWorkItem(head)) return [];
  if (!(tool.parameters ?? []).some((p) => COMMENT_PARAMETERS.has(p.toLowerCase()))) return [];
  return [{ ...model, action: 'create', object: [head, COMMENT], alternatives: undefined }];
}

/** Words joining alternative objects in a first sentence ("web, news, or image sources"). */
const COORDINATORS: ReadonlySet<string> = new Set(['or', 'and']);
/**
 * The listing of a place a read's first sentence coordinates with its object ("Get the contents
 * of a file or directory"): what a directory holds is its listing, so the read lists it too.
 */
function coordinatedPlaces(tool: ToolText, model: ToolModel): ToolModel[] {
  const head = model.object.at(-1);
  if (model.action !== 'read' || head === undefined || isPlaceObject(head)) return [];
  const ws = words(firstSentence(tool.description));
  for (let i = 0; i + 2 < ws.length; i++) {
    if (!COORDINATORS.has(ws[i + 1].raw.toLowerCase())) continue;
    const pair = [ws[i].stem, ws[i + 2].stem];
    if (!pair.includes(head)) continue;
    const place = canonicalObject([pair[0] === head ? pair[1] : pair[0]]);
    if (place.length === 1 && isPlaceObject(place[0]))
      return [{ ...model, action: 'list', object: place, alternatives: undefined, key: undefined }];
  }
  return [];
}

const INCLUDING: ReadonlySet<string> = new Set(['include', 'includes', 'including', 'with']);
const LIST = 'list';
const LEVEL = 'level';

/**
 * The jobs of a tool whose first sentence coordinates its objects ("Search web, news, or image
 * sources"): its action on each object word alone. Not when a word is an action (a list of
 * verbs is one job described).
 */
function coordinatedObjects(tool: ToolText, model: ToolModel): ToolModel[] {
  if (model.verb === undefined || model.object.length < 2) return [];
  // (`issue` and `user` are verbs too, but things first.)
  if (model.object.some((w) => isActionWord(w) && !isKnownObjectWord(w))) return [];
  return model.object.map((w) => ({ ...model, object: [w], alternatives: undefined }));
}

/**
 * Generic heads whose kinds a first sentence may list in parentheses. Not a collection's or a
 * module's items ("items (cards, dashboards)"): those are what a container holds, listed as one.
 */
const KINDED_HEADS: ReadonlySet<string> = new Set(['object', 'resource', 'entity'].map(stem));

/** A parenthesised list of single words, maybe ending in "etc.": "(images, containers, volumes)". */
const PAREN_LIST = String.raw`\(\s*([A-Za-z]+(?:\s*,\s*(?:and\s+|or\s+)?(?!etc\b)[A-Za-z]+)+)(?:\s*,\s*etc\.?)?\s*\)`;
/** What separates the words of such a list. */
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?/;

/** A generic head's plural, then its kinds in parentheses: "objects (images, containers)". */
const ENUMERATED = new RegExp(String.raw`\b(?:objects|resources|entities)\s*` + PAREN_LIST);

/**
 * "Inspect Docker objects (images, containers, networks, volumes)": a generic thing whose kinds
 * the first sentence lists is each of them.
 */
function enumeratedKinds(tool: ToolText, model: ToolModel): ToolModel[] {
  const head = model.object.at(-1);
  if (model.verb === undefined || head === undefined || !KINDED_HEADS.has(head)) return [];
  const listed = ENUMERATED.exec(firstSentence(tool.description))?.[1];
  if (listed === undefined) return sentenceKinds(tool, model);
  return listed.split(LIST_SEPARATOR).map((w) => ({
    ...model,
    object: canonicalObject([stem(w.toLowerCase())]),
    alternatives: undefined,
  }));
}

/** The tool's own thing in the plural, then what kinds of it there are: "documents (invoices, …)". */
const GLOSSED_KINDS = new RegExp(String.raw`\b([A-Za-z]+)\s*` + PAREN_LIST, 'g');

/**
 * "Manage documents (invoices, receipts, quotes, etc.)": a tool managing a thing whose first
 * sentence lists, after the thing in the plural, the kinds it comes in does each of its jobs on
 * each of them (Green Invoice's `document` searches, reads and creates invoices). Only a list of
 * plural things: "columns (name, type, key)" lists what one column says, no kinds of column.
 */
function glossedKinds(tool: ToolText, model: ToolModel, jobs: readonly ToolModel[]): ToolModel[] {
  const head = model.object.at(-1);
  // Only a tool that manages the thing (its jobs chosen by a selector): a single job's list may
  // name what its things are about ("notifications (likes, reposts)"), not kinds of them.
  if (!UMBRELLA.has(model.verb ?? '') || head === undefined || model.object.length !== 1) return [];
  if (isGenericObjectWord(head) || KINDED_HEADS.has(head)) return [];
  for (const m of firstSentence(tool.description).matchAll(GLOSSED_KINDS)) {
    const thing: Word = { raw: m[1], stem: stem(m[1].toLowerCase()) };
    if (thing.stem !== head || !isPlural(thing)) continue;
    const listed = m[2].split(LIST_SEPARATOR).map((w) => ({ raw: w, stem: stem(w.toLowerCase()) }));
    if (!listed.every((w) => isPlural(w) && w.stem !== head)) return [];
    const own = [model, ...jobs].filter(
      (j) => j.action !== undefined && j.object.length === 1 && j.object[0] === head,
    );
    return listed.flatMap((w) =>
      own.map((j) => ({ ...j, object: canonicalObject([w.stem]), alternatives: undefined })),
    );
  }
  return [];
}

/** How many words may qualify the second of two coordinated things ("or QEMU VM"). */
const MAX_COORDINATED_WORDS = 2;

/**
 * "proxmox_start_resource": "Start a stopped LXC container or QEMU VM": a generic thing the first
 * sentence names is the thing it names there, or each of two it coordinates.
 */
function sentenceKinds(tool: ToolText, model: ToolModel): ToolModel[] {
  const head = describeSentence(tool, model.verb).object.at(-1);
  if (head === undefined || KINDED_HEADS.has(head) || isActionWord(head)) return [];
  const ws = words(firstSentence(tool.description));
  const at = ws.findIndex((w) => w.stem === head);
  // Each thing with the words that say which (an LXC container is no Docker container), short of
  // a state ("a stopped container") or an article.
  const qualified = (from: number, to: number): string[] => {
    const out: string[] = [];
    for (let i = to; i >= from && out.length <= MAX_COORDINATED_WORDS; i--) {
      const w = ws[i];
      if (isFunctionWord(w.raw) || isStopWord(w.raw) || isPastParticiple(w) || BREAKS.has(w.raw))
        break;
      if (i < to && isActionWord(w.stem) && !isKnownObjectWord(w.stem)) break;
      if (!isGenericObjectWord(w.stem)) out.unshift(w.stem);
    }
    return canonicalObject(out);
  };
  const kinds = [at >= 0 ? qualified(Math.max(0, at - MAX_COORDINATED_WORDS), at) : [head]];
  if (at >= 0 && COORDINATORS.has(ws[at + 1]?.raw ?? '')) {
    let end = -1;
    for (let i = at + 2; i < ws.length && i <= at + 1 + MAX_COORDINATED_WORDS; i++) {
      if (BREAKS.has(ws[i].raw) || isFunctionWord(ws[i].raw)) break;
      end = i;
    }
    if (end >= 0 && !isActionWord(ws[end].stem)) kinds.push(qualified(at + 2, end));
  }
  return kinds
    .filter((object) => object.length > 0)
    .map((object) => ({ ...model, object, alternatives: undefined }));
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** Whether a word names a kind of system (`browser`, `memory`; see `SYSTEM_KINDS`). */
function isKindName(word: string): boolean {
  return Object.hasOwn(SYSTEM_KINDS, word);
}

function firstWord(value: string): string {
  return (splitIdentifier(value)[0] ?? '').toLowerCase();
}

/**
 * The jobs named by the values of a tool's selector parameter: a value that is an action word
 * is that action on the tool's object (`new` on `tab`: create a tab); any other value is the
 * tool's action on that word (`navigate` on `back`). Each is read as a tool named so would be,
 * with the tool's own description and parameters (and the object words its name gives, `named`,
 * when they are plural); values that give no action, or the tool's own job, are dropped.
 */
function alternativesOf(tool: ToolText, model: ToolModel, named?: readonly Word[]): ToolModel[] {
  if (tool.choices === undefined) return [];
  const out: ToolModel[] = [];
  const seen = new Set([`${model.action ?? ''} ${model.object.join(' ')}`]);
  // A plural the name gives stays plural: `get` on `pg_manage_indexes` lists the indexes; but
  // beside a `list` value (`manage_issues`: create|list|get) `get` reads one of them.
  const selectsList = Object.values(tool.choices).some((values) =>
    values?.some((v) => actionClassOf(stem(firstWord(v))) === 'list'),
  );
  const objectWords =
    named === undefined || selectsList ? model.object : named.map((w) => w.raw.toLowerCase());
  // Each job is read as a tool named so would be, with the tool's own text and parameters.
  const describeJob = (name: readonly string[]): ToolModel =>
    describeTool({
      name: name.join('_'),
      description: tool.description,
      server: tool.server,
      parameters: tool.parameters,
      required: tool.required,
    });
  const add = (job: ToolModel): void => {
    const key = `${job.action ?? ''} ${job.object.join(' ')}`;
    if (job.action === undefined || seen.has(key)) return;
    seen.add(key);
    out.push(job);
  };
  for (const parameter of SELECTOR_PARAMETERS) {
    const values = tool.choices[parameter];
    if (!Object.hasOwn(tool.choices, parameter) || values === undefined) continue;
    // A job selector's values are tool names in all but name (`update_page_properties`), and a
    // multi-action tool may offer many (a memory tool's 23 actions on events, nodes and tasks):
    // every value is a job however many there are, and a value may be longer.
    const job = JOB_SELECTORS.has(parameter);
    if (values.length < 2 || (!job && values.length > MAX_SELECTOR_VALUES)) continue;
    // A `type` or `mode` of a tool whose action is not specific names jobs only when more than half its
    // values are actions; otherwise it lists kinds (`text`, `number`, `date`, `list`).
    const anyValue =
      JOB_SELECTORS.has(parameter) ||
      (model.action !== undefined && isSpecificAction(model.action));
    const actionValues = values.filter((v) => isActionWord(stem(firstWord(v))));
    const logValues = values.filter((v) => COLLECTIVE.has(stem(firstWord(v))));
    if (!anyValue && actionValues.length * 2 <= values.length && logValues.length === 0) continue;
    for (const value of values) {
      const vs = splitIdentifier(value).map((w) => w.toLowerCase());
      if (vs.length === 0 || vs.length > (job ? 3 : 2)) continue;
      // `read` beside `unread` (`mark_email`) is a state the tool sets, not a read.
      if (actionClassOf(stem(vs[0])) === 'read' && values.includes(`un${value}`)) continue;
      let name: string[];
      // A plural value is a collection (`issues`, `projects`), not a verb: selectors give verbs
      // in their base form.
      const first: Word = { raw: vs[0], stem: stem(vs[0]) };
      // "text: type text. key: press key.": a value that is no action, glossed in the
      // description with one, does that job.
      if (!isActionWord(first.stem)) {
        const gloss = valueGloss(tool.description, value);
        const glossed =
          gloss === undefined
            ? undefined
            : describeTool({ name: value, description: gloss, server: tool.server });
        if (glossed?.action !== undefined && glossed.actionSource === 'description') {
          add(glossed);
          continue;
        }
      }
      const onOwnObject =
        isActionWord(first.stem) && !isPlural(first) && !namesThing(model, first, vs);
      const ownThing =
        onOwnObject &&
        (vs.length > 1 || describeTool({ name: value, description: '' }).object.length > 0);
      // `list_for_app` lists the tool's things for an app: a preposition after the verb opens a
      // filter, so the object goes before it.
      if (onOwnObject && vs.length > 1 && BREAKS.has(vs[1]))
        name = [vs[0], ...objectWords, ...vs.slice(1)];
      // A value that names its own object (`get_text` of an alert; a noun used as a verb,
      // `screenshot`) acts on that thing of the tool's: the tool's words own it (`alert text`),
      // never replace its head. The name of a whole kind of system (`browser` of
      // `browser_interact`, `memory`) owns nothing narrower: it is the tool's namespace, and
      // `select_option`, `create_event` are tool names of that system in all but name.
      else if (ownThing)
        name = [
          vs[0],
          ...objectWords.filter((w) => !vs.some((v) => stem(v) === stem(w)) && !isKindName(w)),
          ...vs.slice(1),
        ];
      else if (onOwnObject) name = [...vs, ...objectWords];
      // An operation named by a word that only picks which thing (`current`, `all`, `details`)
      // reads that one of the tool's things (`current` of a users tool: get the current user).
      else if (
        job &&
        vs.length === 1 &&
        isGenericObjectWord(first.stem) &&
        !isActionWord(first.stem)
      )
        name = ['get', ...vs, ...objectWords];
      // A value that is no action words a job only for a selector that says so, or for a
      // specific action (`navigate` back); a `type` of a read is a filter (`error` logs), unless
      // the value is a log of its own (`console`, `network` of browser diagnostics): then it is
      // what is read, and a verb of no class says only how (`observe`, `watch` console logs).
      else if (model.verb !== undefined && COLLECTIVE.has(first.stem) && !classedVerb(model.verb))
        name = ['get', ...vs];
      // A measure of things (`usage` with `action: logs|hosts`) is that measure of the thing the
      // value names: the logs' usage, no logs.
      else if (model.verb !== undefined && anyValue && MEASURE_HEADS.has(model.object.at(-1) ?? ''))
        name = [model.verb, ...vs, ...objectWords];
      else if (model.verb !== undefined && (anyValue || COLLECTIVE.has(first.stem)))
        name = [model.verb, ...vs];
      else continue;
      const alternative = describeJob(name);
      // A verb on the tool's own object reads that object where the tool did: `interact` with
      // `action: click` clicks what its first sentence names, not what a name would narrow. A
      // name that gave it named the tool, not this job: the selector gave only the verb, so the
      // job's object was read from a parameter (`browser_interact` with `action: click` clicks
      // whatever the page holds, not a `browser`).
      if (onOwnObject && !ownThing && model.objectSource === 'name' && vs.length === 1)
        alternative.objectSource = 'parameters';
      else if (onOwnObject && sameList(alternative.object, model.object))
        alternative.objectSource = model.objectSource;
      // `add_issues` of `manage_sprints`: adding another thing to the tool's own links them.
      if (
        ownThing &&
        vs.length > 1 &&
        Object.hasOwn(LINKING_VERBS, vs[0]) &&
        alternative.object.at(-1) !== model.object.at(-1)
      )
        alternative.action = LINKING_VERBS[vs[0]][0];
      add(alternative);
    }
  }
  // A selector of one thing's jobs (`tab_action: list|create|close`) names jobs on that thing.
  for (const name of objectSelectorJobs(tool.choices)) add(describeJob(name));
  // A listing's kind-of-thing selector (`objectType: tables|views`) names what it lists.
  for (const name of thingTypeJobs(tool.choices, model.action, model.verb, model.object))
    add(describeJob(name));
  const lists = listingRead(tool, out);
  return lists === undefined ? out : [...out, lists];
}

/** Whether a verb is of an action class (`view`: read), not one of its own (`observe`). */
function classedVerb(verb: string): boolean {
  return actionClassOf(stem(verb)) !== undefined;
}

/**
 * Whether a selector value that may be a verb names a thing: the words of one object phrase
 * (`pullRequest`), or, beside the tool's own classed verb (`ghGetHistoryItem`: get), a word that
 * is a verb only by WordNet's count (`issue`, `commit`): getting an issue, not issuing.
 */
function namesThing(model: ToolModel, first: Word, vs: readonly string[]): boolean {
  if (vs.length > 1 && canonicalObject(vs.map(stem)).length === 1) return true;
  const own = model.actionSource === 'name' ? model.verb : undefined;
  return (
    own !== undefined &&
    !UMBRELLA.has(own) &&
    isStrongAction({ raw: own, stem: own }) &&
    !isStrongAction(first)
  );
}

/** Parameter words that narrow a collection: a tool taking one reads many things. */
const FILTER_PARAMETER_WORDS: ReadonlySet<string> = new Set(['filter', 'search', 'query']);

/**
 * The list job of a multi-action tool whose selector reads but never lists (`action`:
 * read|create|update|delete) and which takes a filter or search parameter: its read without an
 * id lists the things the filter narrows (Apple Reminders' `reminders_tasks`, `search`).
 */
function listingRead(tool: ToolText, jobs: readonly ToolModel[]): ToolModel | undefined {
  const read = jobs.find((j) => j.action === 'read');
  if (read === undefined || jobs.some((j) => j.action === 'list' || j.action === 'search')) {
    return undefined;
  }
  const filters = (tool.parameters ?? []).some((p) =>
    splitIdentifier(p).some((w) => FILTER_PARAMETER_WORDS.has(w.toLowerCase())),
  );
  if (!filters) return undefined;
  return { ...read, action: 'list', verb: 'list' };
}

/**
 * Lower-case words standing alone (after a space or at the start), stemmed, in text order; the
 * parts of a lower-case compound too ("best-practices audit": best, practice), which are as
 * much words of the language as the words written apart.
 */
function commonWordsOf(sentence: string): string[] {
  let common = COMMON_WORDS.get(sentence);
  if (common === undefined) {
    common = commonWordsIn(sentence);
    if (COMMON_WORDS.size >= MAX_CACHED_DESCRIPTIONS) COMMON_WORDS.clear();
    COMMON_WORDS.set(sentence, common);
  }
  return common.slice();
}

/** First sentence -> {@link commonWordsOf}, for the last few read; callers get a copy. */
const COMMON_WORDS = new Map<string, readonly string[]>();

/** {@link commonWordsOf}, uncached. */
function commonWordsIn(sentence: string): string[] {
  const out = new Set<string>();
  for (const m of sentence.matchAll(/(?:^|\s)([a-z]+(?:-[a-z]+)*)(?=[\s,.;:!?)]|$)/g)) {
    for (const w of m[1].split('-')) out.add(stem(w));
  }
  return [...out];
}

/** Words of a first sentence that make its server-named object anything the server holds. */
const ANY_WORDS: ReadonlySet<string> = new Set(['any', 'resource', 'data', 'arbitrary']);

/** Actions that bring up a browser: on a URL it is given, they navigate to it. */
const BROWSER_OPENINGS: ReadonlySet<string> = new Set(['start', 'open']);

/** Parameter names that say what a tool acts on when its name and description do not. */
const KNOWN_PARAMETER_OBJECTS: ReadonlySet<string> = new Set([
  'sql',
  'url',
  'command',
  'javascript',
]);
