/**
 * Word lists and stemming for the lexical analysis: the one place where stop words, synonym
 * classes and inflection rules live (docs/engine.md prints these lists).
 */

/**
 * English function words. They are dropped from descriptions, and from names unless a name
 * consists of nothing else (`to_json` keeps `json`, `get_by_id` keeps `get id`).
 */
export const FUNCTION_WORDS: readonly string[] = [
  'a',
  'about',
  'above',
  'across',
  'after',
  'again',
  'against',
  'all',
  'along',
  'also',
  'although',
  'among',
  'an',
  'and',
  'another',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'before',
  'being',
  'below',
  'between',
  'both',
  'but',
  'by',
  'can',
  'cannot',
  'could',
  'did',
  'do',
  'does',
  'doing',
  'done',
  'during',
  'each',
  'either',
  'else',
  'etc',
  'every',
  'for',
  'from',
  'further',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'him',
  'his',
  'how',
  'however',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'itself',
  'just',
  'may',
  'me',
  'might',
  'more',
  'most',
  'must',
  'my',
  'neither',
  'nor',
  'of',
  'on',
  'once',
  'only',
  'onto',
  'or',
  'other',
  'otherwise',
  'our',
  'out',
  'over',
  'own',
  'per',
  'rather',
  'same',
  'shall',
  'she',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'though',
  'through',
  'thus',
  'to',
  'too',
  'under',
  'until',
  'up',
  'upon',
  'us',
  'very',
  'via',
  'was',
  'we',
  'were',
  'what',
  'whatever',
  'when',
  'whenever',
  'where',
  'whether',
  'which',
  'while',
  'who',
  'whom',
  'whose',
  'why',
  'will',
  'with',
  'within',
  'without',
  'would',
  'yet',
  'you',
  'your',
];

/**
 * Filler that tool descriptions share whatever the tool does ("Returns …", "using the given …",
 * "This tool …"). Dropped from descriptions only: in a name, `return_order` or `list_tools`
 * means something.
 */
export const DESCRIPTION_FILLER: readonly string[] = [
  'allow',
  'allows',
  'based',
  'given',
  'including',
  'let',
  'lets',
  'optional',
  'optionally',
  'please',
  'provide',
  'provided',
  'provides',
  'return',
  'returned',
  'returning',
  'returns',
  'specified',
  'specify',
  'tool',
  'use',
  'used',
  'uses',
  'using',
];

/** Every word removed from descriptions: {@link FUNCTION_WORDS} and {@link DESCRIPTION_FILLER}, sorted. */
export const STOP_WORDS: readonly string[] = [...FUNCTION_WORDS, ...DESCRIPTION_FILLER].sort();

const STOP_SET: ReadonlySet<string> = new Set(STOP_WORDS);
const FUNCTION_SET: ReadonlySet<string> = new Set(FUNCTION_WORDS);

/** Whether a lowercase word (or its stem) is a description stop word. */
export function isStopWord(word: string): boolean {
  return STOP_SET.has(word);
}

/** Whether a lowercase word is an English function word (the only words names lose). */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_SET.has(word);
}

/**
 * Verb classes whose members a model treats as interchangeable in a tool name: two names that
 * share a class may be confused even without a shared word (`find_document` / `lookup_file`).
 */
export const SYNONYM_CLASSES: readonly (readonly string[])[] = [
  ['find', 'search', 'lookup', 'query', 'get', 'fetch', 'read', 'retrieve'],
  ['delete', 'remove', 'erase', 'drop', 'destroy', 'purge'],
  ['create', 'add', 'new', 'insert', 'make'],
  ['update', 'edit', 'modify', 'set', 'patch'],
  ['list', 'enumerate', 'browse'],
];

const SYNONYM_CLASS_OF: ReadonlyMap<string, number> = new Map(
  SYNONYM_CLASSES.flatMap((words, id) => words.map((w) => [w, id] as const)),
);

/** The index in {@link SYNONYM_CLASSES} of a stemmed token's class, or `undefined`. */
export function synonymClassOf(token: string): number | undefined {
  return SYNONYM_CLASS_OF.get(token);
}

// ---------------------------------------------------------------------------------------------
// Stemming. Dictionary-guided on purpose: a suffix is only removed when the rule is right for
// the word, so no token is ever mangled ("files" -> "file", never "fil").

/** Plurals (and a few plural-looking words) whose singular no suffix rule gets right. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['analyses', 'analysis'],
  ['apis', 'api'],
  ['appendices', 'appendix'],
  ['axes', 'axis'],
  ['children', 'child'],
  ['clis', 'cli'],
  ['cpus', 'cpu'],
  ['crises', 'crisis'],
  ['diagnoses', 'diagnosis'],
  ['ellipses', 'ellipsis'],
  ['emojis', 'emoji'],
  ['feet', 'foot'],
  ['gpus', 'gpu'],
  ['guis', 'gui'],
  ['gurus', 'guru'],
  ['halves', 'half'],
  ['hypotheses', 'hypothesis'],
  ['ids', 'id'],
  ['indices', 'index'],
  ['ips', 'ip'],
  ['kpis', 'kpi'],
  ['knives', 'knife'],
  ['lenses', 'lens'],
  ['matrices', 'matrix'],
  ['menus', 'menu'],
  ['mice', 'mouse'],
  ['parentheses', 'parenthesis'],
  ['people', 'person'],
  ['quizzes', 'quiz'],
  ['selves', 'self'],
  ['shelves', 'shelf'],
  ['skus', 'sku'],
  ['synopses', 'synopsis'],
  ['taxis', 'taxi'],
  ['teeth', 'tooth'],
  ['theses', 'thesis'],
  ['thieves', 'thief'],
  ['tpus', 'tpu'],
  ['uris', 'uri'],
  ['vertices', 'vertex'],
  ['wikis', 'wiki'],
  ['wives', 'wife'],
  ['wolves', 'wolf'],
  ['women', 'woman'],
]);

/** Words that end in "s" but are not plurals (or are their own plural). */
const INVARIANT: ReadonlySet<string> = new Set([
  'alias',
  'always',
  'atlas',
  'bias',
  'canvas',
  'chaos',
  'cosmos',
  'does',
  'ethos',
  'kubernetes',
  'kudos',
  'lens',
  'macos',
  'news',
  'pathos',
  'perhaps',
  'postgres',
  'series',
  'species',
  'thermos',
  'whereas',
]);

/** Singulars ending in "-ie", whose plural "-ies" must not become "-y" (cookies, movies). */
const IE_SINGULARS: ReadonlySet<string> = new Set([
  'auntie',
  'birdie',
  'boogie',
  'brownie',
  'calorie',
  'cookie',
  'cutie',
  'freebie',
  'genie',
  'goalie',
  'groupie',
  'hippie',
  'hoodie',
  'indie',
  'junkie',
  'magpie',
  'movie',
  'necktie',
  'newbie',
  'pixie',
  'prairie',
  'rookie',
  'selfie',
  'smoothie',
  'sortie',
  'techie',
  'veggie',
  'zombie',
]);

/** Singulars ending in "-us" whose plural is "-uses" (any other "-uses" drops only the "s": causes). */
const US_SINGULARS: ReadonlySet<string> = new Set([
  'apparatus',
  'bonus',
  'bus',
  'cactus',
  'callus',
  'campus',
  'census',
  'chorus',
  'circus',
  'consensus',
  'corpus',
  'focus',
  'fungus',
  'genius',
  'hiatus',
  'impetus',
  'locus',
  'minus',
  'nexus',
  'octopus',
  'onus',
  'plus',
  'prospectus',
  'radius',
  'sinus',
  'status',
  'stimulus',
  'surplus',
  'syllabus',
  'thesaurus',
  'virus',
  'walrus',
]);

/** Singulars ending in "-as" whose plural is "-ases" (databases, on the other hand, is database+s). */
const AS_SINGULARS: ReadonlySet<string> = new Set(['alias', 'atlas', 'bias', 'canvas', 'gas']);

/** Singulars ending in "-che" (caches -> cache, not "cach"; searches -> search). */
const CHE_SINGULARS: ReadonlySet<string> = new Set([
  'attache',
  'avalanche',
  'cache',
  'cliche',
  'creche',
  'headache',
  'moustache',
  'mustache',
  'niche',
  'psyche',
]);

/** Singulars ending in "-o" whose plural is "-oes" (echoes -> echo, but shoes -> shoe). */
const O_SINGULARS: ReadonlySet<string> = new Set([
  'cargo',
  'domino',
  'echo',
  'embargo',
  'go',
  'hero',
  'mosquito',
  'potato',
  'tomato',
  'tornado',
  'torpedo',
  'veto',
  'volcano',
]);

/**
 * Base verbs that "-ing"/"-ed" forms reduce to. Inflections are only undone when they land on
 * one of these, which keeps "string", "thing", "embed", "need" and "based" intact.
 */
const BASE_VERBS: ReadonlySet<string> = new Set([
  'add',
  'append',
  'apply',
  'approve',
  'archive',
  'assign',
  'attach',
  'browse',
  'build',
  'cache',
  'call',
  'cancel',
  'change',
  'check',
  'classify',
  'clear',
  'clone',
  'close',
  'commit',
  'compare',
  'compress',
  'compute',
  'configure',
  'connect',
  'convert',
  'copy',
  'crawl',
  'create',
  'decode',
  'decrypt',
  'delete',
  'deploy',
  'describe',
  'destroy',
  'detect',
  'disable',
  'download',
  'drop',
  'edit',
  'embed',
  'enable',
  'encode',
  'encrypt',
  'enumerate',
  'erase',
  'execute',
  'export',
  'extract',
  'fetch',
  'filter',
  'find',
  'format',
  'generate',
  'get',
  'group',
  'handle',
  'import',
  'index',
  'insert',
  'install',
  'invoke',
  'list',
  'load',
  'lock',
  'log',
  'make',
  'map',
  'match',
  'merge',
  'modify',
  'monitor',
  'move',
  'notify',
  'open',
  'parse',
  'patch',
  'post',
  'process',
  'publish',
  'pull',
  'purge',
  'push',
  'query',
  'queue',
  'read',
  'record',
  'refresh',
  'register',
  'remove',
  'rename',
  'render',
  'replace',
  'reply',
  'report',
  'request',
  'reset',
  'resolve',
  'restart',
  'restore',
  'retrieve',
  'run',
  'save',
  'scan',
  'schedule',
  'search',
  'select',
  'send',
  'set',
  'share',
  'sort',
  'split',
  'start',
  'stop',
  'store',
  'stream',
  'submit',
  'summarize',
  'sync',
  'tag',
  'test',
  'track',
  'transform',
  'translate',
  'trigger',
  'unlock',
  'update',
  'upload',
  'use',
  'validate',
  'verify',
  'view',
  'watch',
  'write',
]);

/** "-ing" nouns that stay nouns ("settings" is not "set"). */
const ING_NOUNS: ReadonlySet<string> = new Set([
  'building',
  'evening',
  // A listing is a thing offered for sale or rent (a marketplace's product), no list.
  'listing',
  // A mapping (an index's field types, a key's target) is no map.
  'mapping',
  'meeting',
  'morning',
  'setting',
]);

function singular(w: string): string {
  const irregular = IRREGULAR.get(w);
  if (irregular !== undefined) return irregular;
  if (w.length <= 3 || INVARIANT.has(w) || !w.endsWith('s')) return w;
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is') || w.endsWith('js')) return w;
  if (w.endsWith('ies')) {
    if (IE_SINGULARS.has(w.slice(0, -1)) || w.length <= 4) return w.slice(0, -1);
    return `${w.slice(0, -3)}y`;
  }
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('uses')) {
    return US_SINGULARS.has(w.slice(0, -2)) ? w.slice(0, -2) : w.slice(0, -1);
  }
  if (w.endsWith('ases') && AS_SINGULARS.has(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith('xes') || w.endsWith('zzes')) return w.slice(0, -2);
  if (w.endsWith('ches') || w.endsWith('shes')) {
    return CHE_SINGULARS.has(w.slice(0, -1)) ? w.slice(0, -1) : w.slice(0, -2);
  }
  if (w.endsWith('oes')) return O_SINGULARS.has(w.slice(0, -2)) ? w.slice(0, -2) : w.slice(0, -1);
  return w.slice(0, -1);
}

function undoubled(base: string): string | undefined {
  const n = base.length;
  if (n >= 3 && base[n - 1] === base[n - 2] && !'aeiou'.includes(base[n - 1])) {
    return base.slice(0, -1);
  }
  return undefined;
}

function baseVerb(w: string): string {
  if (w.length >= 5 && w.endsWith('ing') && !ING_NOUNS.has(w)) {
    const base = w.slice(0, -3);
    for (const c of [base, `${base}e`, undoubled(base)]) {
      if (c !== undefined && BASE_VERBS.has(c)) return c;
    }
  }
  if (w.length >= 4 && w.endsWith('ed')) {
    const base = w.slice(0, -2);
    const ied = w.endsWith('ied') ? `${w.slice(0, -3)}y` : undefined;
    for (const c of [base, w.slice(0, -1), undoubled(base), ied]) {
      if (c !== undefined && BASE_VERBS.has(c)) return c;
    }
  }
  return w;
}

function stemOnce(word: string): string {
  return baseVerb(singular(word));
}

/**
 * Whether a raw word is a plural noun form (`issues`, `stories`), not a verb's `-s` nor a word
 * ending in `ss`: its stem (give it when known) drops the `-s`. `people` (`getPeople`) is a plural
 * too.
 */
export function isPluralForm(raw: string, stemmed: string = stem(raw)): boolean {
  return (
    IRREGULAR_PLURALS.has(raw) || (stemmed !== raw && raw.endsWith('s') && !raw.endsWith('ss'))
  );
}

/** Plurals without an `-s` that name things tools list. */
const IRREGULAR_PLURALS: ReadonlySet<string> = new Set(['people']);

/**
 * Reduce a lowercase word to its singular (and, for known verbs, its base form): files -> file,
 * entries -> entry, searches -> search, statuses -> status, matching -> match, created -> create.
 * Short words and words ending in "ss", "us" or "is" are left alone. Idempotent: a result the
 * rules would change again is refused and the word is returned as it is.
 */
export function stem(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    const once = stemOnce(word);
    s = once === word || stemOnce(once) !== once ? word : once;
    if (STEMS.size >= MAX_CACHED_STEMS) STEMS.clear();
    STEMS.set(word, s);
  }
  return s;
}

/** Word -> {@link stem}: every name, description and parameter stems the same words again. */
const STEMS = new Map<string, string>();
const MAX_CACHED_STEMS = 1 << 16;
