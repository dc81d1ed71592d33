/**
 * State changes: closing, reopening or resolving a work item is one update of its state. An update
 * tool that takes the state it sets (GitHub's `update_issue` with `state: open|closed`, Linear's
 * `update_issue` with a `stateId`) closes and reopens its thing as a `close_issue` or a
 * `reopen_issue` tool does (rubric rule 4: a generic tool covers the specific one). One that takes
 * no state (GitLab's `issue_update` beside its `issue_close`) does not.
 */
import { canonicalObject } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

/** Actions that set a work item's state, with the parameter values that name the state set. */
const STATE_ACTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['close', ['closed', 'close', 'done', 'resolved', 'completed']],
  ['reopen', ['open', 'opened', 'reopen', 'reopened']],
  ['resolve', ['resolved', 'resolve', 'done', 'closed']],
]);

/**
 * Things whose state a tracker or a forge opens and closes (a task is completed instead: Todoist's
 * `close_tasks` completes them, which a task update's status field does not say).
 */
const OPENED_AND_CLOSED: ReadonlySet<string> = new Set(
  ['issue', 'pull request', 'merge request'].map((o) =>
    canonicalObject(splitIdentifier(o).map(stem)).join(' '),
  ),
);

/** The actions {@link STATE_ACTIONS} names: each is one setting of the thing's state. */
export const STATE_CHANGE_ACTIONS: readonly string[] = [...STATE_ACTIONS.keys()];

/** Parameter names that take the state an update sets (`state`, `status`, `stateId`, `state_event`). */
const STATE_PARAMETER = /^(?:state|status)(?:[_-]?(?:id|name|event))?$/i;

/**
 * Whether an update tool can set the state of an issue or a pull request: it takes a state
 * parameter, or a parameter offers a state a state change sets (`closed`, `open`).
 */
export function setsState(
  action: string | undefined,
  head: string | undefined,
  parameters: readonly string[],
  choices: ReadonlySet<string> | undefined,
): boolean {
  if (action !== 'update' || head === undefined || !OPENED_AND_CLOSED.has(head)) return false;
  if (parameters.some((p) => STATE_PARAMETER.test(p))) return true;
  const values = new Set([...(choices ?? [])].map((v) => v.toLowerCase()));
  return [...STATE_ACTIONS.values()].some((states) => states.some((s) => values.has(s)));
}

/**
 * Whether an update that sets state (see {@link setsState}) does a state change's job on the same
 * work item (`update_issue` ~ `close_issue`, `reopen_issue`).
 */
export function stateUpdateCovers(
  update: { setsState?: boolean; head: string | undefined },
  change: { action: string | undefined; head: string | undefined },
): boolean {
  return (
    update.setsState === true &&
    change.action !== undefined &&
    STATE_ACTIONS.has(change.action) &&
    update.head !== undefined &&
    update.head === change.head
  );
}
