import { sha256Hex, jcs } from '../../canonical/jcs.js';
import { InputError } from '../../model/errors.js';
import type { ObservedCall } from '../trace.js';
import { detectAgentLogText, forEachAgentCall } from './index.js';
import { columnIn } from './locate.js';
import type { AgentLogFormat } from './types.js';

/** What `forEachTraceCall` needs to know of an agent log it read. */
export interface AgentTrace {
  format: AgentLogFormat;
  /** Lines or spans without a call or result. */
  skipped: number;
}

/**
 * The calls of an agent log held in memory as the provider-trace replay and `contract` see
 * them (`ObservedCall`, shape = the log format), or undefined when the text is no agent log.
 * Claude Code and Codex calls to the agent's own tools are left out: only their MCP calls
 * (`mcp__SERVER__TOOL`, or a Codex call its MCP events name) are catalog calls.
 * Arguments over `maxArgumentBytes` are an InputError, as in provider traces.
 */
export function forEachAgentObservedCall(
  text: string,
  uri: string,
  maxArgumentBytes: number,
  visit: (call: ObservedCall) => void,
  firstIndex = 0,
): AgentTrace | undefined {
  const detected = detectAgentLogText(text);
  if (detected === undefined) return undefined;
  let lines: string[] | undefined;
  const bytes = Buffer.from(text);
  const builtIns = detected.format === 'claude-code' || detected.format === 'codex';
  const stats = forEachAgentCall({ uri, bytes }, { ...detected, text }, (call) => {
    // an agent's own tools (Read, Bash, shell, …) are in no catalog: only MCP calls replay
    if (builtIns && call.server === undefined && !call.tool.startsWith('mcp__')) return;
    let column = call.column;
    if (column === 0) {
      lines ??= text.split('\n');
      const lineText = lines[call.line - 1] ?? '';
      column = columnIn(
        lineText.endsWith('\r') ? lineText.slice(0, -1) : lineText,
        call.pointer,
        uri,
      );
    }
    const argsText = jcs(call.args);
    if (Buffer.byteLength(argsText) > maxArgumentBytes)
      throw new InputError(
        `${uri}:${call.line}:${column}: arguments are over --max-argument-bytes ${maxArgumentBytes}`,
      );
    visit({
      uri,
      line: call.line,
      column,
      pointer: call.pointer,
      index: firstIndex + call.index,
      name: call.serverTool ?? call.tool,
      ...(call.server !== undefined ? { server: call.server } : {}),
      shape: detected.format,
      args: call.args,
      argsDigest: sha256Hex(argsText),
    });
  });
  return { format: detected.format, skipped: stats.skipped };
}
