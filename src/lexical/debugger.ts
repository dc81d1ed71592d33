/**
 * A debugger's run controls. Debuggers name them with verbs the lexicon does not read as a job on
 * a thing (`step_over`, `continue`, "Execute core debugger actions (run, pause, step, …)"): on a
 * debugger, continuing the debuggee, pausing it and each kind of step (over, into, out) are jobs
 * of their own, whatever the tool says it acts on. Two debuggers offering one of them are
 * substitutes; two different steps are not.
 */
import { DEBUGGER_KIND } from './domain.js';
import { firstSentence, type ToolModel } from './tool-model.js';
import { splitIdentifier } from './tokenize.js';

/** Control verbs (as written, any inflection) and the job each names. */
const CONTROLS: Readonly<Record<string, string>> = {
  continue: 'continue',
  continues: 'continue',
  resume: 'continue',
  resumes: 'continue',
  pause: 'pause',
  pauses: 'pause',
  interrupt: 'pause',
  step: 'step',
  steps: 'step',
};

/**
 * gdb's command names for steps (`gdb_next`: step over calls, `gdb_finish`: run until the current
 * function returns), read as controls only in a tool's name: in a sentence "next" and "finish"
 * are plain words.
 */
const NAME_STEPS: Readonly<Record<string, string>> = { next: 'over', finish: 'out' };

/**
 * Verbs that name a control only in a tool's name: in a list of operations "resume" is as often a
 * thread's or a download's ("switch/suspend/resume" threads).
 */
const NAME_ONLY: ReadonlySet<string> = new Set(['resume', 'resumes']);

/** Where a step goes; a step that says none may be any of them. */
const DIRECTIONS: readonly string[] = ['into', 'over', 'out'];

/** How far after "step" its directions are looked for ("step into/over", "steps over to …"). */
const DIRECTION_WINDOW = 3;

/** `run` is continuing only beside `pause`: a debugger's run/pause pair, not running a command. */
const RUN = 'run';

interface Control {
  action: string;
  object: string[];
}

/** The controls named in order in `words` (lower-case words as written, stop words kept). */
function controlsIn(words: readonly string[], inName: boolean): Control[] {
  const out: Control[] = [];
  const seen = new Set<string>();
  const add = (action: string, object: string): void => {
    const key = `${action} ${object}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ action, object: [object] });
  };
  const pauses = words.some((w) => CONTROLS[w] === 'pause');
  words.forEach((word, i) => {
    if (inName && Object.hasOwn(NAME_STEPS, word)) return add('step', NAME_STEPS[word]);
    const control =
      Object.hasOwn(CONTROLS, word) && (inName || !NAME_ONLY.has(word))
        ? CONTROLS[word]
        : word === RUN && pauses
          ? 'continue'
          : undefined;
    if (control === undefined) return;
    if (control !== 'step') return add(control, 'execution');
    const named = words
      .slice(i + 1, i + 1 + DIRECTION_WINDOW)
      .filter((w) => DIRECTIONS.includes(w));
    for (const d of named.length > 0 ? named : DIRECTIONS) add('step', d);
  });
  return out;
}

/** The first sentence's words, lower case, stop words kept. */
function firstSentenceWords(description: string): string[] {
  return firstSentence(description)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function asControl(model: ToolModel, control: Control): ToolModel {
  return {
    verb: control.action,
    action: control.action,
    object: control.object,
    descriptionTokens: model.descriptionTokens,
    commonWords: model.commonWords,
  };
}

/**
 * A debugger tool's model with its run controls read as jobs: a tool whose name names a control
 * (`step_over`, `continue_execution`, `pause`) does that job (the first one named; any others are
 * its alternatives); a multi-action tool (one with alternatives) also does each control its first
 * sentence lists. Tools of other kinds, and debugger tools naming no control, are unchanged.
 */
export function withDebuggerControls(
  kind: string | undefined,
  model: ToolModel,
  name: string,
  description: string,
): ToolModel {
  if (kind !== DEBUGGER_KIND) return model;
  const named = controlsIn(
    splitIdentifier(name).map((w) => w.toLowerCase()),
    true,
  );
  if (named.length > 0) {
    const [first, ...rest] = named.map((c) => asControl(model, c));
    return rest.length > 0 ? { ...first, alternatives: rest } : first;
  }
  if (model.alternatives === undefined) return model;
  const listed = controlsIn(firstSentenceWords(description), false);
  if (listed.length === 0) return model;
  return {
    ...model,
    alternatives: [...model.alternatives, ...listed.map((c) => asControl(model, c))],
  };
}
