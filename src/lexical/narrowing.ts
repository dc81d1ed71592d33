/**
 * Qualifiers that only narrow an object: they pick some of the things the bare object names,
 * they do not name another thing. A level or outcome written after a stream of entries ("console
 * errors": the error-level console messages; "network errors": the failed requests) picks
 * entries of that stream, as a state does (`completed tasks`). After anything else the same word
 * names a thing of its own (a build's errors are not builds), so it stays the head.
 */
import { stem } from './words.js';

/** Levels or outcomes of an entry (a log line, a request, an event). */
const ENTRY_LEVELS: ReadonlySet<string> = new Set(['error', 'warning', 'failure'].map(stem));

/** Heads of a stream of entries that each have a level or an outcome. */
const ENTRY_STREAMS: ReadonlySet<string> = new Set(
  ['log', 'message', 'request', 'event', 'entry', 'output'].map(stem),
);

/**
 * An object whose head is a level after a stream of entries (`console log error`), as the stream
 * with the level as a qualifier before it (`error console log`); `undefined` for any other object.
 */
export function levelOfStream(
  object: readonly string[],
): { object: string[]; level: string } | undefined {
  if (object.length < 2) return undefined;
  const level = object[object.length - 1];
  // An object word may be a phrase (`console log`): its last word is its head.
  const stream = object[object.length - 2].split(' ').at(-1) ?? '';
  if (!ENTRY_LEVELS.has(level) || !ENTRY_STREAMS.has(stream)) return undefined;
  return { object: [level, ...object.slice(0, -1)], level };
}

/**
 * Words that say only how a job is done, by a model that guides or ranks it (`ai_search`,
 * `ai_crawl`), by how it matches (`semantic_search`, `fuzzy_search`) or by when its result comes
 * back (`execute_async`): an AI-ranked or a fuzzy search is still a search of the same things.
 */
const MANNER_WORDS: ReadonlySet<string> = new Set(
  [
    'ai',
    'smart',
    'intelligent',
    'semantic',
    'fuzzy',
    'vector',
    'hybrid',
    'fulltext',
    // When the job's result comes back (`snowflake_execute_async`; session 46).
    'async',
    'asynchronous',
  ].map(stem),
);

/** Whether an object names only how the job is done (see `MANNER_WORDS`): `ai` of `ai_search`. */
export function namesOnlyManner(object: readonly string[]): boolean {
  return object.length > 0 && object.every((w) => w.split(' ').every((x) => MANNER_WORDS.has(x)));
}
