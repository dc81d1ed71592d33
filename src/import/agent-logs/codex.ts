import { InputError } from '../../model/errors.js';
import { toPointer } from '../json.js';
import { stringAt, type LineContext, type LineReader } from './jsonl.js';
import type { AgentResult } from './types.js';
import { argumentsOf, kind, normalizeResult, parseArgumentsText, refuseUnsafe } from './values.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ENVELOPES = new Set([
  'session_meta',
  'response_item',
  'event_msg',
  'turn_context',
  'compacted',
]);
const ITEMS = new Set([
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'custom_tool_call_output',
  'local_shell_call',
  'message',
  'reasoning',
]);

/** The keys of Codex's `FunctionCallOutputPayload` as older rollouts wrote it. */
const PAYLOAD_KEYS = new Set(['content', 'success', 'content_items']);

/**
 * A JSON text some Codex versions write as a tool's output string, unwrapped: the payload
 * `{content, success}` (`success: false` is an error), or a shell run's `{output, metadata:
 * {exit_code, duration_seconds}}` (a non-zero exit code is an error; the timing is dropped, so
 * two identical runs that took different times are not a changed response). Undefined for any
 * other text, which stays one text block as recorded.
 */
function unwrapOutputText(text: string): AgentResult | undefined {
  if (text.charCodeAt(0) !== 0x7b) return undefined; // '{'
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  if (
    keys.every((k) => PAYLOAD_KEYS.has(k)) &&
    typeof value.content === 'string' &&
    (typeof value.success === 'boolean' || value.success === null)
  )
    return normalizeResult(value.content, value.success === false);
  if (
    keys.length === 2 &&
    typeof value.output === 'string' &&
    isObject(value.metadata) &&
    Number.isInteger(value.metadata.exit_code)
  )
    return normalizeResult(value.output, value.metadata.exit_code !== 0);
  return undefined;
}

/**
 * A `function_call_output`/`custom_tool_call_output` output: a string (its JSON payload or
 * shell-run text unwrapped, see `unwrapOutputText`), content items, or `{content, success}`.
 */
function outputResult(output: unknown): AgentResult {
  if (isObject(output) && !Array.isArray(output.content) && 'success' in output) {
    return normalizeResult(output.content, output.success === false);
  }
  if (typeof output === 'string') return unwrapOutputText(output) ?? normalizeResult(output, false);
  return normalizeResult(output, false);
}

/** An `mcp_tool_call_end` result: serde's `{Ok: CallToolResult}` or `{Err: message}`. */
function mcpEndResult(result: unknown): AgentResult {
  if (isObject(result) && 'Err' in result) return normalizeResult(result.Err, true);
  if (isObject(result) && 'Ok' in result) return normalizeResult(result.Ok, false);
  return normalizeResult(result, false);
}

/**
 * OpenAI Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): lines
 * `{timestamp, type, payload}`. `response_item` payloads `function_call {name, arguments (a JSON
 * string), call_id}`, `custom_tool_call {name, input, call_id}` and `local_shell_call {call_id,
 * action}` are calls; `function_call_output`/`custom_tool_call_output {call_id, output}` their
 * results. MCP calls are `event_msg` `mcp_tool_call_begin`/`_end {call_id, invocation: {server,
 * tool, arguments}, result}`: when a `function_call` has the same call id the events only name
 * its server (and the end event's result replaces the output item's text); otherwise the begin
 * event is the call. Older rollouts whose lines are bare response items are read too.
 */
export function codexReader(): LineReader {
  // call ids whose result an mcp_tool_call_end gave: their function_call_output is the same result
  const settledByEvent = new Set<string>();
  // call ids whose call an mcp_tool_call_begin made (no function_call_output follows them)
  const fromEvents = new Set<string>();
  return (value, ctx) => {
    const envelope = typeof value.type === 'string' && ENVELOPES.has(value.type);
    const payload = envelope ? value.payload : value;
    const base: (string | number)[] = envelope ? ['payload'] : [];
    if (!isObject(payload)) {
      ctx.stats.skipped++;
      return;
    }
    const kindOf = envelope ? value.type : 'response_item';
    if (kindOf === 'response_item') responseItem(payload, base, ctx, settledByEvent);
    else if (kindOf === 'event_msg') eventMessage(payload, base, ctx, settledByEvent, fromEvents);
    else ctx.stats.skipped++;
  };
}

function responseItem(
  item: Record<string, unknown>,
  base: (string | number)[],
  ctx: LineContext,
  settledByEvent: Set<string>,
): void {
  const pointer = toPointer(base);
  switch (item.type) {
    case 'function_call': {
      const name = stringAt(item, 'name', base, ctx);
      const id = stringAt(item, 'call_id', base, ctx);
      const argsAt = [...base, 'arguments'];
      const args =
        typeof item.arguments === 'string'
          ? parseArgumentsText(item.arguments, toPointer(argsAt), ctx.at(argsAt))
          : argumentsOf(item.arguments, toPointer(argsAt), ctx.at(argsAt));
      refuseUnsafe(ctx.text, args, toPointer(argsAt), ctx.at(argsAt));
      ctx.pairing.call({ tool: name, args, line: ctx.line, column: 0, pointer, id });
      return;
    }
    case 'custom_tool_call': {
      const name = stringAt(item, 'name', base, ctx);
      const id = stringAt(item, 'call_id', base, ctx);
      const input = item.input;
      if (typeof input !== 'string')
        throw new InputError(
          `${ctx.at([...base, 'input'])()}: ${toPointer([...base, 'input'])} must be a string, found ${kind(input)}`,
        );
      ctx.pairing.call({ tool: name, args: { input }, line: ctx.line, column: 0, pointer, id });
      return;
    }
    case 'local_shell_call': {
      const id =
        typeof item.call_id === 'string' && item.call_id !== ''
          ? item.call_id
          : stringAt(item, 'id', base, ctx);
      const actionAt = [...base, 'action'];
      if (!isObject(item.action))
        throw new InputError(
          `${ctx.at(actionAt)()}: ${toPointer(actionAt)} must be a JSON object, found ${kind(item.action)}`,
        );
      refuseUnsafe(ctx.text, item.action, toPointer(actionAt), ctx.at(actionAt));
      ctx.pairing.call({
        tool: 'local_shell',
        args: item.action,
        line: ctx.line,
        column: 0,
        pointer,
        id,
      });
      return;
    }
    case 'function_call_output':
    case 'custom_tool_call_output': {
      const id = stringAt(item, 'call_id', base, ctx);
      if (settledByEvent.delete(id)) return;
      refuseUnsafe(ctx.text, item.output, toPointer([...base, 'output']), ctx.at(base));
      ctx.pairing.result(id, outputResult(item.output));
      return;
    }
    default:
      ctx.stats.skipped++;
  }
}

function eventMessage(
  event: Record<string, unknown>,
  base: (string | number)[],
  ctx: LineContext,
  settledByEvent: Set<string>,
  fromEvents: Set<string>,
): void {
  if (event.type !== 'mcp_tool_call_begin' && event.type !== 'mcp_tool_call_end') {
    ctx.stats.skipped++;
    return;
  }
  const id = stringAt(event, 'call_id', base, ctx);
  const invAt = [...base, 'invocation'];
  const invocation = event.invocation;
  if (!isObject(invocation))
    throw new InputError(
      `${ctx.at(invAt)()}: ${toPointer(invAt)} must be a JSON object, found ${kind(invocation)}`,
    );
  const server = stringAt(invocation, 'server', invAt, ctx);
  const tool = stringAt(invocation, 'tool', invAt, ctx);
  const waiting = ctx.pairing.waiting(id);
  if (event.type === 'mcp_tool_call_begin') {
    if (waiting !== undefined) {
      waiting.server = server;
      waiting.serverTool = tool;
      return;
    }
    const argsAt = [...invAt, 'arguments'];
    const args = argumentsOf(invocation.arguments, toPointer(argsAt), ctx.at(argsAt));
    refuseUnsafe(ctx.text, args, toPointer(argsAt), ctx.at(argsAt));
    fromEvents.add(id);
    ctx.pairing.call({
      tool: `mcp__${server}__${tool}`,
      server,
      serverTool: tool,
      args,
      line: ctx.line,
      column: 0,
      pointer: toPointer(base),
      id,
    });
    return;
  }
  refuseUnsafe(ctx.text, event.result, toPointer([...base, 'result']), ctx.at(base));
  if (!fromEvents.delete(id) && waiting !== undefined) settledByEvent.add(id);
  ctx.pairing.result(id, mcpEndResult(event.result));
}

/** True when a parsed line looks like a Codex rollout line. */
export function isCodexLine(value: Record<string, unknown>): boolean {
  if (typeof value.type === 'string' && ENVELOPES.has(value.type))
    return 'payload' in value && 'timestamp' in value;
  return false;
}

/** True for a bare response item of an older rollout. */
export function isBareCodexItem(value: Record<string, unknown>): boolean {
  return (
    typeof value.type === 'string' &&
    ITEMS.has(value.type) &&
    ('call_id' in value || value.type === 'message')
  );
}
