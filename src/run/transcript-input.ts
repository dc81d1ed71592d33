import { basename, dirname, resolve } from 'node:path';
import { subagentFiles } from '../import/agent-logs/subagents.js';
import { agentLogInput, type AgentLogInput } from '../io/agent-log-input.js';
import { displayUri, transcriptSource } from '../io/files.js';
import type { ProcessIo } from '../io/process-io.js';
import type { LineSource } from '../transcript/lines.js';

/**
 * A transcript argument, dispatched once: an agent log (Claude Code, Codex, OpenTelemetry
 * GenAI, Agents SDK), detected by shape, or a line source for the strict transcript path (which
 * may still turn out to be a provider trace; `classifyInput` decides).
 */
export type TranscriptInput = (
  { kind: 'agent-log'; agent: AgentLogInput } | { kind: 'lines'; source: LineSource }
) & {
  /** The argument as given (`-` is standard input). */
  path: string;
  /** The argument as messages name it (relative to the working directory). */
  named: string;
};

/**
 * The one dispatch of replay, scope and seal: an agent log when its shape says so, otherwise
 * the argument as a line source (`whole` reads standard input whole, as `transcriptSource`).
 */
export function transcriptInput(path: string, io: ProcessIo, whole = false): TranscriptInput {
  const named = displayUri(path, io.cwd);
  const agent = agentLogInput(path, io);
  if (agent !== undefined) return { kind: 'agent-log', agent, path, named };
  return { kind: 'lines', source: transcriptSource(path, io, whole), path, named };
}

/**
 * The arguments dispatched one at a time as they are consumed, so the first bad input (in
 * argument order) is the error, as when each file is read in turn. A Claude Code subagent file
 * that is also named beside its session (a glob over a project directory names both) is left
 * out: the session reads it, and reading it twice would report its calls twice.
 */
export function* transcriptInputs(
  paths: Iterable<string>,
  io: ProcessIo,
): Generator<TranscriptInput> {
  const list = [...paths];
  const readBySession = subagentsReadBySessions(list, io);
  for (const path of list)
    if (!readBySession.has(resolve(io.cwd, path))) yield transcriptInput(path, io);
}

const AGENT_FILE = /^agent-.+\.jsonl$/;

/**
 * The full paths of the named subagent files that a named Claude Code session reads with it.
 * Only sessions in a directory where a named subagent file could belong are looked at.
 */
function subagentsReadBySessions(list: readonly string[], io: ProcessIo): Set<string> {
  const named = list.filter((p) => p !== '-').map((p) => resolve(io.cwd, p));
  const agents = new Set(named.filter((p) => AGENT_FILE.test(basename(p))));
  const read = new Set<string>();
  if (agents.size === 0) return read;
  // a subagent file lies beside its session or in `<session>/subagents/`
  const dirs = new Set<string>();
  for (const a of agents) {
    dirs.add(dirname(a));
    dirs.add(dirname(dirname(dirname(a))));
  }
  for (const session of named) {
    if (agents.has(session) || !dirs.has(dirname(session))) continue;
    for (const sub of sessionSubagentFiles(session, io))
      if (agents.has(sub.path)) read.add(sub.path);
  }
  return read;
}

/**
 * The arguments with each Claude Code session's subagent files after it, for the commands that
 * read every file as a trace of its own (`contract`, the Action's catalog replay): a subagent's
 * calls are checked as its own trace, located in its file. A file already named is not added
 * again, and standard input has no subagent files.
 */
export function withSubagentFiles(paths: readonly string[], io: ProcessIo): string[] {
  const seen = new Set(paths.filter((p) => p !== '-').map((p) => resolve(io.cwd, p)));
  const out: string[] = [];
  for (const path of paths) {
    out.push(path);
    if (path === '-') continue;
    for (const sub of sessionSubagentFiles(path, io)) {
      if (seen.has(sub.path)) continue;
      seen.add(sub.path);
      out.push(sub.path);
    }
  }
  return out;
}

/** A subagent file of a Claude Code session: its full path and its display uri. */
export type SubagentInput = Pick<TranscriptInput, 'path' | 'named'>;

/**
 * A Claude Code session's subagent files, read from its path (none for another format, standard
 * input, or a path that is no agent log; its own error comes when it is read, in argument order).
 */
export function sessionSubagentFiles(path: string, io: ProcessIo): SubagentInput[] {
  let input: AgentLogInput | undefined;
  try {
    input = agentLogInput(path, io);
  } catch {
    return [];
  }
  return input === undefined ? [] : subagentInputs(input);
}

/**
 * The subagent files an agent log reads with it, each with its full path and display uri:
 * Claude Code sessions only (the one place that knows which formats have subagent files).
 */
export function subagentInputs(input: AgentLogInput): SubagentInput[] {
  if (input.detected.format !== 'claude-code') return [];
  return subagentFiles(input.source).flatMap((sub) =>
    'path' in sub.source ? [{ path: sub.source.path, named: sub.source.uri }] : [],
  );
}
