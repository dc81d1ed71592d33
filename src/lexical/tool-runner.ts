/**
 * Tool runners: a tool whose call names another tool and that tool's arguments
 * (`browser_execute({tool, arguments})`, or a batch of such steps) does the job of whatever tool
 * it is told to run. Servers that keep their tools behind such a runner (a registry the agent
 * searches, then runs by name) offer their jobs through it, so the runner meets each one-action
 * tool of its own server, and of servers of its kind: what its registry holds is that kind's jobs
 * (a browser's clicks and navigations), whichever server offers them. One that says it runs
 * read-only tools runs only reads.
 */
import { firstSentence } from './tool-model.js';

/**
 * What a runner runs: read-only tools, the others (actions that change the page or data) where a
 * read-only runner of its server runs the reads, any tool, or another server's tools (a proxy:
 * "Execute tool on MCP server"), whose jobs no tool of its own does.
 */
export type ToolRunner = 'reads' | 'actions' | 'any' | 'proxy';

/** Names of the property that names the tool to run. */
const TOOL_KEYS: ReadonlySet<string> = new Set(['tool', 'toolname', 'tool_name']);
/** Names of the property that carries that tool's arguments. */
const ARGUMENT_KEYS: ReadonlySet<string> = new Set([
  'arguments',
  'args',
  'params',
  'parameters',
  'input',
]);

/** Verbs of running what the call names, one of which a runner's first sentence says. */
const RUN_VERBS = /\b(run|runs|execute|executes|call|calls|invoke|invokes|dispatch|dispatches)\b/;

/** Actions that only read what the system holds: what a read-only runner runs. */
const READ_ACTIONS: ReadonlySet<string> = new Set([
  'read',
  'list',
  'search',
  'capture',
  'observe',
  'describe',
  'inspect',
]);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether an object schema's properties name a tool (a string) and carry its arguments. */
function namesToolAndArguments(schema: unknown): boolean {
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  const keys = Object.keys(schema.properties).map((k) => k.toLowerCase());
  const tool = Object.entries(schema.properties).find(([k]) => TOOL_KEYS.has(k.toLowerCase()));
  return (
    tool !== undefined &&
    isObject(tool[1]) &&
    tool[1].type === 'string' &&
    tool[1].enum === undefined &&
    keys.some((k) => ARGUMENT_KEYS.has(k))
  );
}

/**
 * Whether a tool runs other tools by name (see above): its input schema names a tool and its
 * arguments, at the top or in the items of a top-level array (a batch of steps), and its first
 * sentence says it runs, calls or executes a tool or an action (of a server: a proxy's). `undefined` for any
 * other tool.
 */
export function toolRunnerOf(schema: unknown, description: string): ToolRunner | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const batch = Object.values(schema.properties).some(
    (p) => isObject(p) && p.type === 'array' && namesToolAndArguments(p.items),
  );
  if (!namesToolAndArguments(schema) && !batch) return undefined;
  const sentence = firstSentence(description).toLowerCase();
  if (!/\b(tools?|actions?)\b/.test(sentence)) return undefined;
  // A tool that defines or describes tools names one too (`customize_tools`): a runner runs it.
  if (!RUN_VERBS.test(sentence)) return undefined;
  if (/\bservers?\b/.test(sentence)) return 'proxy';
  // Whether a server's other runner runs the reads is told by `runnersBySplit`.
  return /\bread[- ]?only\b/.test(sentence) ? 'reads' : 'actions';
}

/** Whether a runner of `runner` tools does a tool's job with action `action`. */
export function runnerDoes(runner: ToolRunner, action: string): boolean {
  if (runner === 'proxy') return false;
  if (runner === 'reads') return READ_ACTIONS.has(action);
  return (runner === 'any' || !READ_ACTIONS.has(action)) && action !== 'run';
}

/**
 * Each tool's runner as its server splits the work: a runner that does not say it runs only
 * reads runs the actions where its server has a read-only runner beside it (fast-playwright's
 * `browser_execute` and `browser_query`), and any tool where it is its server's only kind of
 * runner (ComfyUI's `call_tool` runs its history reads too).
 */
export function runnersBySplit(
  tools: readonly { server: string; runner?: ToolRunner }[],
): (ToolRunner | undefined)[] {
  const readRunners = new Set(tools.filter((t) => t.runner === 'reads').map((t) => t.server));
  return tools.map((t) =>
    t.runner === 'actions' && !readRunners.has(t.server) ? 'any' : t.runner,
  );
}
