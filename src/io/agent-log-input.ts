import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  detectAgentLog,
  detectAgentLogBytes,
  HEAD_BYTES,
  type Detected,
} from '../import/agent-logs/index.js';
import type { AgentLogSource } from '../import/agent-logs/source.js';
import { decodeInput } from '../import/json.js';
import { displayUri, stdinBytes, stdinStream } from './files.js';
import type { ProcessIo } from './process-io.js';

/** An input that is an agent log (Claude Code, Codex, OpenTelemetry GenAI, Agents SDK). */
export interface AgentLogInput {
  source: AgentLogSource;
  detected: Detected;
}

/** The first bytes of standard input, kept for the pass that reads it after the peek. */
function peekStdin(io: ProcessIo): { head: Uint8Array; complete: boolean } {
  const stream = stdinStream(io);
  if (stream === undefined) {
    const bytes = stdinBytes(io);
    return { head: bytes.subarray(0, HEAD_BYTES), complete: bytes.length <= HEAD_BYTES };
  }
  const read = stream.open(true);
  const head = Buffer.allocUnsafe(HEAD_BYTES);
  let n = 0;
  for (let k = read(head, 0, HEAD_BYTES); k > 0; k = read(head, n, HEAD_BYTES - n)) {
    n += k;
    if (n === HEAD_BYTES) break;
  }
  return { head: head.subarray(0, n), complete: n < HEAD_BYTES };
}

/**
 * Detects whether a file argument is an agent log, by shape; undefined for anything else
 * (a strict transcript, a provider trace, or a path `transcriptSource` will refuse).
 */
export function agentLogInput(path: string, io: ProcessIo): AgentLogInput | undefined {
  if (path === '-') {
    const { head, complete } = peekStdin(io);
    const detected = detectAgentLogBytes(head, complete, () =>
      decodeInput(stdinBytes(io), 'stdin'),
    );
    return detected === undefined
      ? undefined
      : { source: { uri: 'stdin', bytes: stdinBytes(io) }, detected };
  }
  const full = resolve(io.cwd, path);
  try {
    if (!statSync(full).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const source = { uri: displayUri(path, io.cwd), path: full };
  const detected = detectAgentLog(source);
  return detected === undefined ? undefined : { source, detected };
}
