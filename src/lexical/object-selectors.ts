/**
 * Selectors of one thing's jobs: a parameter named for a thing and a job selector (`tab_action`,
 * `dialogAction`, `file_operation`) whose values are verbs picks what is done to that thing
 * (`tab_action: list|create|close` lists, opens and closes tabs), whatever the tool's own name
 * says it acts on. A multi-action tool nests them under its main selector (`action: tabs`).
 */
import { isActionWord, isGenericObjectWord } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { isPluralForm, stem } from './words.js';

/**
 * Selectors whose every value is a job, whatever word names it; as the last word of a longer
 * parameter name (`tab_action`) they pick a job of the thing the name's other words name.
 */
export const JOB_SELECTORS: ReadonlySet<string> = new Set([
  'action',
  'operation',
  'op',
  // A CLI-style tool's verb (`subcommand: create|update|delete|list`).
  'subcommand',
]);

/**
 * The jobs a tool's thing selectors name, each as the words of a tool name (`list_tab`,
 * `accept_dialog`): a value whose first word is a verb in its base form, on the thing the
 * parameter names; values that are not verbs (`tabs`, `all`) name no job there.
 */
export function objectSelectorJobs(
  choices: Readonly<Record<string, readonly string[]>>,
): string[][] {
  const out: string[][] = [];
  for (const [parameter, values] of Object.entries(choices)) {
    const ws = splitIdentifier(parameter).map((w) => w.toLowerCase());
    if (ws.length < 2 || !JOB_SELECTORS.has(ws[ws.length - 1])) continue;
    const thing = ws.slice(0, -1);
    for (const value of values) {
      const vs = splitIdentifier(value).map((w) => w.toLowerCase());
      if (vs.length !== 1) continue;
      const verb = vs[0];
      // A plural (`tabs`) is a collection, not a verb: selectors give verbs in their base form.
      if (isPluralForm(verb) || !isActionWord(stem(verb))) continue;
      out.push([verb, ...thing]);
    }
  }
  return out;
}

/**
 * Heads that measure other things: a kind of statistics (`statType: users|libraries`), a usage
 * of logs, are of those things, not a listing of them (session 49).
 */
export const MEASURE_HEADS: ReadonlySet<string> = new Set(
  ['usage', 'cost', 'quota', 'consumption', 'stat', 'statistic'].map(stem),
);

/** Last words of a parameter that picks a kind of thing (`objectType`, `resource_kind`). */
const TYPE_SELECTORS: ReadonlySet<string> = new Set(['type', 'kind']);

/** Actions a kind-of-thing selector narrows: which things a listing or a search returns. */
const LISTING_ACTIONS: ReadonlySet<string> = new Set(['list', 'search']);

/**
 * The jobs a listing's kind-of-thing selector names, each as the words of a tool name
 * (`objectType: tables|views|procedures` of a `list_schema_objects` lists tables, views and
 * procedures): only of a tool that lists or searches, only a selector named `…Type` or `…Kind`
 * with more than one word (a bare `type` is read with the job selectors) whose thing is the one
 * the tool lists (`objectType` of `list_objects`, not of `list_properties`, which lists the
 * properties of an object type), and only values that are plural nouns, the things listed
 * (`all`, `json` name none).
 */
export function thingTypeJobs(
  choices: Readonly<Record<string, readonly string[]>>,
  action: string | undefined,
  verb: string | undefined,
  object: readonly string[],
): string[][] {
  if (action === undefined || verb === undefined || !LISTING_ACTIONS.has(action)) return [];
  const head = object.at(-1);
  const out: string[][] = [];
  for (const [parameter, values] of Object.entries(choices)) {
    const ws = splitIdentifier(parameter).map((w) => w.toLowerCase());
    if (ws.length < 2 || !TYPE_SELECTORS.has(ws[ws.length - 1])) continue;
    if (head === undefined || stem(ws[ws.length - 2]) !== head) continue;
    for (const value of values) {
      const vs = splitIdentifier(value).map((w) => w.toLowerCase());
      const last = vs.at(-1);
      if (last === undefined || vs.length > 2) continue;
      // A plural is a thing (`views`), a two-word value led by a verb a job of its own; one that
      // stems to a container word (`listings`: `list`) names no thing the model can tell.
      if (isGenericObjectWord(stem(last))) continue;
      if (isPluralForm(last) && (vs.length === 1 || !isActionWord(stem(vs[0]))))
        out.push(MEASURE_HEADS.has(head) ? [verb, ...vs, ...object] : [verb, ...vs]);
    }
  }
  return out;
}
