import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAgentLog, type AgentLog } from '../../../src/import/agent-logs/index.js';

/** Writes a log (JSON values one per line, or raw text) to a temporary file; returns its path. */
export function writeLog(content: unknown[] | string, name = 'log.jsonl'): string {
  const dir = mkdtempSync(join(tmpdir(), 'tw-agent-'));
  const path = join(dir, name);
  writeFileSync(
    path,
    typeof content === 'string' ? content : content.map((v) => JSON.stringify(v)).join('\n') + '\n',
  );
  return path;
}

/** Reads a log file as an agent log (it must be one). */
export function read(path: string): AgentLog {
  const log = readAgentLog({ uri: 'log.jsonl', path });
  if (log === undefined) throw new Error('not detected as an agent log');
  return log;
}

/** A Claude Code assistant line with tool_use blocks. */
export function ccUse(
  uses: { id: string; name: string; input: unknown }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    parentUuid: null,
    isSidechain: false,
    sessionId: 's',
    uuid: `u-${uses.map((u) => u.id).join('-')}`,
    type: 'assistant',
    message: {
      role: 'assistant',
      content: uses.map((u) => ({ type: 'tool_use', ...u })),
    },
    ...extra,
  };
}

/** A Claude Code user line with one tool_result block. */
export function ccResult(
  id: string,
  content: unknown,
  isError = false,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    parentUuid: null,
    isSidechain: false,
    sessionId: 's',
    uuid: `r-${id}`,
    type: 'user',
    message: {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) },
      ],
    },
    ...extra,
  };
}
