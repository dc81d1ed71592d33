import { InputError } from '../../model/errors.js';
import { toPointer } from '../json.js';
import { firstById, placeOf, type SpanCall, type SpanDocument } from './spans.js';
import type { AgentLogStats } from './types.js';
import { argumentsOf, normalizeResult, parseArgumentsText } from './values.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Segments = (string | number)[];

/** The exported items of one document: a span or trace, an array of them, or `{data: [...]}`. */
function* itemsOf(value: unknown): Generator<{ item: Record<string, unknown>; at: Segments }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isObject(item)) yield { item, at: [i] };
    }
  } else if (isObject(value) && Array.isArray(value.data) && !('object' in value)) {
    for (let i = 0; i < value.data.length; i++) {
      const item: unknown = value.data[i];
      if (isObject(item)) yield { item, at: ['data', i] };
    }
  } else if (isObject(value)) yield { item: value, at: [] };
}

const ISO_TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?$/i;

/**
 * An ISO 8601 time (`started_at`, `ended_at`; the SDK writes microseconds) in microseconds since
 * the epoch, so two spans in the same millisecond still order by time; undefined when it is
 * not one.
 */
export function isoMicros(value: unknown): bigint | undefined {
  if (typeof value !== 'string') return undefined;
  const m = ISO_TIME.exec(value.trim());
  if (m === null) return undefined;
  const seconds = Date.parse(`${m[1]}${m[3] ?? 'Z'}`);
  if (Number.isNaN(seconds)) return undefined;
  const fraction = (m[2] ?? '').slice(0, 6).padEnd(6, '0');
  return BigInt(seconds) * 1000n + BigInt(fraction);
}

/**
 * OpenAI Agents SDK trace exports (what its span processors export: `{object: "trace.span", id,
 * trace_id, parent_id, started_at, ended_at, span_data, error}`), as a JSON array, `{data: [...]}`
 * or JSONL. `function` spans are the calls: `span_data.name`, `input` (a JSON string of the
 * arguments), `output`, and `mcp_data.server` for MCP tools (recorded as `mcp__SERVER__NAME`);
 * a span `error` marks the result an error. The span id pairs call and result. Calls are ordered
 * by `started_at`, ties as `compareSpanCalls` says (never file order); a span id exported twice
 * keeps its first span in that order.
 */
export function agentsSdkCalls(
  docs: SpanDocument[],
  uri: string,
  stats: AgentLogStats,
): SpanCall[] {
  const calls: SpanCall[] = [];
  let unnamed = 0;
  for (const d of docs) {
    for (const { item, at } of itemsOf(d.doc.value)) {
      const data = item.span_data;
      if (item.object !== 'trace.span' || !isObject(data) || data.type !== 'function') {
        stats.skipped++;
        continue;
      }
      const where = (segments: Segments) => () => {
        const p = placeOf(d, segments);
        return `${uri}:${p.line}:${p.column}`;
      };
      const name = data.name;
      const dataAt = [...at, 'span_data'];
      if (typeof name !== 'string' || name === '')
        throw new InputError(
          `${where(dataAt)()}: ${toPointer(dataAt)} is a function span without a "name" string`,
        );
      const recordedId =
        typeof item.id === 'string'
          ? item.id
          : typeof item.span_id === 'string'
            ? item.span_id
            : '';
      // the pairing id; a span without one pairs with itself only
      const spanId = recordedId !== '' ? recordedId : `unnamed:${unnamed++}`;
      const inputAt = [...dataAt, 'input'];
      const args =
        typeof data.input === 'string'
          ? parseArgumentsText(data.input, `${toPointer(inputAt)}`, where(inputAt))
          : argumentsOf(data.input, `${toPointer(inputAt)}`, where(inputAt));
      const mcp = data.mcp_data;
      const server =
        isObject(mcp) && typeof mcp.server === 'string' && mcp.server !== ''
          ? mcp.server
          : undefined;
      const { line, column } = placeOf(d, at);
      const isError = item.error !== undefined && item.error !== null;
      const ended = item.ended_at !== undefined && item.ended_at !== null;
      const call: SpanCall = {
        found: {
          tool: server === undefined ? name : `mcp__${server}__${name}`,
          ...(server === undefined ? {} : { server, serverTool: name }),
          args,
          line,
          column,
          pointer: toPointer(at),
          id: spanId,
        },
        start: isoMicros(item.started_at),
        end: isoMicros(item.ended_at),
        traceId: typeof item.trace_id === 'string' ? item.trace_id : '',
        spanId: recordedId,
        callId: '',
      };
      if ((data.output !== undefined && data.output !== null) || isError || ended)
        call.result = normalizeResult(data.output, isError);
      calls.push(call);
    }
  }
  return firstById(calls, () => stats.duplicateCalls++);
}

/** True when a parsed document (or JSONL line) is an Agents SDK export. */
export function isAgentsSdkDocument(value: unknown): boolean {
  for (const { item } of itemsOf(value)) {
    if (item.object === 'trace.span' || item.object === 'trace') return true;
  }
  return false;
}
