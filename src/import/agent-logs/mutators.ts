import type { AgentLogFormat } from './types.js';

/** Whether an agent's own built-in tool may change state, and why the table says so. */
export interface BuiltInTool {
  agent: Extract<AgentLogFormat, 'claude-code' | 'codex'>;
  name: string;
  mutator: boolean;
  why: string;
}

/**
 * The agents' own tools, in one table (docs/agent-logs.md prints it): a repeat after a mutator
 * is never redundant, and a repeat of a non-mutator with nothing between is. Tools not listed
 * keep the default rule (`--mutators`, else ToolReplay's list) and catalog `readOnlyHint`s
 * decide over both.
 */
export const BUILT_IN_TOOLS: readonly BuiltInTool[] = Object.freeze([
  { agent: 'claude-code', name: 'Write', mutator: true, why: 'writes a file' },
  { agent: 'claude-code', name: 'Edit', mutator: true, why: 'edits a file' },
  { agent: 'claude-code', name: 'MultiEdit', mutator: true, why: 'edits a file' },
  { agent: 'claude-code', name: 'NotebookEdit', mutator: true, why: 'edits a notebook' },
  { agent: 'claude-code', name: 'Bash', mutator: true, why: 'runs any shell command' },
  { agent: 'claude-code', name: 'Task', mutator: true, why: 'a subagent may use any tool' },
  { agent: 'claude-code', name: 'TodoWrite', mutator: true, why: 'replaces the todo list' },
  { agent: 'claude-code', name: 'Read', mutator: false, why: 'reads a file' },
  { agent: 'claude-code', name: 'Grep', mutator: false, why: 'searches files' },
  { agent: 'claude-code', name: 'Glob', mutator: false, why: 'lists matching paths' },
  { agent: 'claude-code', name: 'LS', mutator: false, why: 'lists a folder' },
  { agent: 'claude-code', name: 'WebFetch', mutator: false, why: 'fetches a page' },
  { agent: 'claude-code', name: 'WebSearch', mutator: false, why: 'searches the web' },
  { agent: 'codex', name: 'shell', mutator: true, why: 'runs any command' },
  { agent: 'codex', name: 'local_shell', mutator: true, why: 'runs any command' },
  { agent: 'codex', name: 'exec_command', mutator: true, why: 'runs any command' },
  { agent: 'codex', name: 'write_stdin', mutator: true, why: 'writes to a running command' },
  { agent: 'codex', name: 'apply_patch', mutator: true, why: 'edits files' },
  { agent: 'codex', name: 'update_plan', mutator: true, why: 'replaces the plan' },
  { agent: 'codex', name: 'view_image', mutator: false, why: 'reads an image' },
]);

const BY_NAME = new Map(BUILT_IN_TOOLS.map((t) => [t.name, t.mutator]));

/**
 * A mutator rule for agent logs: the built-in table first, then `base` for every other tool.
 * Pass the result to `mutatorsFromCatalog` so catalog hints decide over both.
 */
export function agentMutators(base: (tool: string) => boolean): (tool: string) => boolean {
  return (tool) => BY_NAME.get(tool) ?? base(tool);
}
