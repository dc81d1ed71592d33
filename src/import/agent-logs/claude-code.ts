import { InputError } from '../../model/errors.js';
import { toPointer } from '../json.js';
import { stringAt, type LineReader } from './jsonl.js';
import { kind, normalizeResult, refuseUnsafe } from './values.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Claude Code session JSONL (`~/.claude/projects/<project>/<session>.jsonl`): assistant lines
 * carry `message.content[]` blocks `{type: "tool_use", id, name, input}`, user lines carry
 * `{type: "tool_result", tool_use_id, content, is_error}`. Every other line (summary, system,
 * file-history snapshots, text and thinking only) is skipped and counted. `isSidechain` lines
 * are subagent calls and stay marked as such.
 */
export const readClaudeCodeLine: LineReader = (value, ctx) => {
  const { type, message } = value;
  if (
    (type !== 'assistant' && type !== 'user') ||
    !isObject(message) ||
    !Array.isArray(message.content)
  ) {
    ctx.stats.skipped++;
    return;
  }
  const sidechain = value.isSidechain === true;
  let found = false;
  const blocks = message.content as unknown[];
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    if (!isObject(block)) continue;
    if (block.type === 'tool_use' && type === 'assistant') {
      const at = ['message', 'content', b];
      const id = stringAt(block, 'id', at, ctx);
      const name = stringAt(block, 'name', at, ctx);
      const input = block.input;
      const inputAt = [...at, 'input'];
      if (!isObject(input))
        throw new InputError(
          `${ctx.at(inputAt)()}: ${toPointer(inputAt)} must be a JSON object, found ${kind(input)}`,
        );
      refuseUnsafe(ctx.text, input, `/message/content/${b}/input`, ctx.at(inputAt));
      ctx.pairing.call({
        tool: name,
        args: input,
        line: ctx.line,
        column: 0,
        pointer: `/message/content/${b}`,
        id,
        ...(sidechain ? { sidechain } : {}),
        ...ctx.subagent,
      });
      found = true;
    } else if (block.type === 'tool_result' && type === 'user') {
      const at = ['message', 'content', b];
      const id = stringAt(block, 'tool_use_id', at, ctx);
      refuseUnsafe(ctx.text, block.content, `/message/content/${b}/content`, ctx.at(at));
      ctx.pairing.result(id, normalizeResult(block.content, block.is_error === true));
      found = true;
    }
  }
  if (!found) ctx.stats.skipped++;
};

/** True when a parsed line looks like a Claude Code session line. */
export function isClaudeCodeLine(value: Record<string, unknown>): boolean {
  const { type } = value;
  if (typeof type !== 'string') return false;
  if ((type === 'user' || type === 'assistant') && isObject(value.message))
    return 'uuid' in value || 'sessionId' in value || 'parentUuid' in value;
  return type === 'summary' && 'leafUuid' in value;
}
