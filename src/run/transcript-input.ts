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
 * argument order) is the error, as when each file is read in turn.
 */
export function* transcriptInputs(
  paths: Iterable<string>,
  io: ProcessIo,
): Generator<TranscriptInput> {
  for (const path of paths) yield transcriptInput(path, io);
}
