import { InputError } from '../../model/errors.js';
import { toPointer } from '../json.js';
import { byStartTime, firstById, placeOf, type SpanCall, type SpanDocument } from './spans.js';
import type { AgentLogStats, AgentResult } from './types.js';
import { argumentsOf, kind, normalizeResult, parseArgumentsText } from './values.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Segments = (string | number)[];

/** An OTLP/JSON `AnyValue` as a plain JSON value (intValue beyond 2^53 refused). */
function anyValue(v: unknown, where: () => string): unknown {
  if (!isObject(v)) return undefined;
  if ('stringValue' in v) return v.stringValue;
  if ('boolValue' in v) return v.boolValue;
  if ('doubleValue' in v) return v.doubleValue;
  if ('intValue' in v) {
    const raw = v.intValue;
    const n = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isInteger(n))
      throw new InputError(`${where()}: intValue must be an integer, found ${kind(raw)}`);
    if (!Number.isSafeInteger(n))
      throw new InputError(
        `${where()}: holds an integer beyond 2^53: it would be rounded, so its digest would not be exact; record it as a string`,
      );
    return n;
  }
  if ('bytesValue' in v) return v.bytesValue;
  if (isObject(v.arrayValue))
    return Array.isArray(v.arrayValue.values)
      ? v.arrayValue.values.map((x) => anyValue(x, where))
      : [];
  if (isObject(v.kvlistValue)) {
    const out: Record<string, unknown> = {};
    const values = Array.isArray(v.kvlistValue.values) ? v.kvlistValue.values : [];
    for (const kv of values)
      if (isObject(kv) && typeof kv.key === 'string') out[kv.key] = anyValue(kv.value, where);
    return out;
  }
  return undefined;
}

/** A span's attributes by key, with the index of each in `attributes`. */
function attributesOf(span: Record<string, unknown>): Map<string, { value: unknown; at: number }> {
  const out = new Map<string, { value: unknown; at: number }>();
  const list = Array.isArray(span.attributes) ? span.attributes : [];
  list.forEach((kv, at) => {
    if (isObject(kv) && typeof kv.key === 'string' && !out.has(kv.key))
      out.set(kv.key, { value: kv.value, at });
  });
  return out;
}

/** `startTimeUnixNano` or `endTimeUnixNano` of a span (a decimal string in OTLP/JSON, or a number). */
function timeOf(span: Record<string, unknown>, key: string): bigint | undefined {
  const t = span[key];
  if (typeof t === 'string' && /^[0-9]+$/.test(t)) return BigInt(t);
  if (typeof t === 'number' && Number.isFinite(t)) return BigInt(Math.trunc(t));
  return undefined;
}

/** What orders a call recorded on `span` (see `compareSpanCalls`). */
function spanKeys(span: Record<string, unknown>): Omit<SpanCall, 'found' | 'result' | 'callId'> {
  return {
    start: timeOf(span, 'startTimeUnixNano'),
    end: timeOf(span, 'endTimeUnixNano'),
    traceId: typeof span.traceId === 'string' ? span.traceId : '',
    spanId: typeof span.spanId === 'string' ? span.spanId : '',
  };
}

/** A `gen_ai.tool.call.result`: structured as recorded; a string holding an MCP CallToolResult is that result, any other string is text. */
function resultOf(value: unknown, isError: boolean): AgentResult {
  if (typeof value === 'string') {
    const body = value.trim();
    if (body.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(body);
        if (isObject(parsed) && Array.isArray(parsed.content))
          return normalizeResult(parsed, isError);
      } catch {
        // plain text that happens to start with a brace
      }
    }
  }
  return normalizeResult(value, isError);
}

function isErrorSpan(span: Record<string, unknown>, attrs: Map<string, unknown>): boolean {
  const status = span.status;
  const code = isObject(status) ? status.code : undefined;
  return code === 2 || code === 'STATUS_CODE_ERROR' || attrs.has('error.type');
}

/** Every span of an OTLP/JSON export document, with its pointer segments. */
function* spansOf(root: unknown): Generator<{ span: Record<string, unknown>; at: Segments }> {
  if (!isObject(root) || !Array.isArray(root.resourceSpans)) return;
  for (let r = 0; r < root.resourceSpans.length; r++) {
    const rs: unknown = root.resourceSpans[r];
    if (!isObject(rs)) continue;
    const scopeKey = Array.isArray(rs.scopeSpans) ? 'scopeSpans' : 'instrumentationLibrarySpans';
    const scopes = rs[scopeKey];
    if (!Array.isArray(scopes)) continue;
    for (let s = 0; s < scopes.length; s++) {
      const ss: unknown = scopes[s];
      if (!isObject(ss) || !Array.isArray(ss.spans)) continue;
      for (let k = 0; k < ss.spans.length; k++) {
        const span: unknown = ss.spans[k];
        if (isObject(span)) yield { span, at: ['resourceSpans', r, scopeKey, s, 'spans', k] };
      }
    }
  }
}

const MESSAGE_KEYS = ['gen_ai.input.messages', 'gen_ai.output.messages'];

/**
 * OpenTelemetry GenAI spans in OTLP/JSON (one export document, or JSONL of them as the file
 * exporter writes): `execute_tool` spans (`gen_ai.operation.name`, or an MCP `tools/call` span)
 * with `gen_ai.tool.name`, `gen_ai.tool.call.id` (else the span id), `gen_ai.tool.call.arguments`
 * and `gen_ai.tool.call.result` (a string or structured); an error status or `error.type` marks
 * the result an error. `tool_call` / `tool_call_response` parts of `gen_ai.input.messages` and
 * `gen_ai.output.messages` add the calls no execute_tool span recorded (deduplicated by id, at
 * the first span in recorded order that carries them). Calls are ordered by span start time,
 * with ties broken as `compareSpanCalls` says, never by file order.
 */
export function otelCalls(docs: SpanDocument[], uri: string, stats: AgentLogStats): SpanCall[] {
  const spanCalls: SpanCall[] = [];
  const fromMessages: {
    d: SpanDocument;
    at: Segments;
    span: Record<string, unknown>;
    parts: unknown;
  }[] = [];
  let unnamed = 0;
  for (const d of docs) {
    for (const { span, at } of spansOf(d.doc.value)) {
      const attrs = attributesOf(span);
      const plain = new Map<string, unknown>();
      const where = (segments: Segments) => () => {
        const p = placeOf(d, segments);
        return `${uri}:${p.line}:${p.column}`;
      };
      const get = (key: string): unknown => {
        if (plain.has(key)) return plain.get(key);
        const a = attrs.get(key);
        const v =
          a === undefined ? undefined : anyValue(a.value, where([...at, 'attributes', a.at]));
        plain.set(key, v);
        return v;
      };
      for (const key of MESSAGE_KEYS) {
        const a = attrs.get(key);
        if (a !== undefined)
          fromMessages.push({ d, at: [...at, 'attributes', a.at], span, parts: get(key) });
      }
      const operation = get('gen_ai.operation.name');
      const isTool = operation === 'execute_tool' || get('mcp.method.name') === 'tools/call';
      if (!isTool) {
        stats.skipped++;
        continue;
      }
      const name = get('gen_ai.tool.name');
      if (typeof name !== 'string' || name === '')
        throw new InputError(
          `${where(at)()}: ${toPointer(at)} is an execute_tool span without a "gen_ai.tool.name" string`,
        );
      const recordedId = get('gen_ai.tool.call.id');
      const callId = typeof recordedId === 'string' ? recordedId : '';
      const keys = spanKeys(span);
      // the pairing id; a span with neither id pairs with itself only
      const id =
        callId !== ''
          ? callId
          : typeof span.spanId === 'string'
            ? `span:${keys.traceId}:${keys.spanId}`
            : `unnamed:${unnamed++}`;
      const argsAttr = attrs.get('gen_ai.tool.call.arguments');
      const argsAt = argsAttr === undefined ? at : [...at, 'attributes', argsAttr.at];
      const rawArgs = get('gen_ai.tool.call.arguments');
      const args =
        typeof rawArgs === 'string'
          ? parseArgumentsText(rawArgs, '"gen_ai.tool.call.arguments"', where(argsAt))
          : argumentsOf(rawArgs, '"gen_ai.tool.call.arguments"', where(argsAt));
      const error = isErrorSpan(span, attrs);
      const hasResult = attrs.has('gen_ai.tool.call.result');
      const { line, column } = placeOf(d, at);
      const call: SpanCall = {
        found: { tool: name, args, line, column, pointer: toPointer(at), id },
        ...keys,
        callId,
      };
      if (hasResult || error) call.result = resultOf(get('gen_ai.tool.call.result'), error);
      spanCalls.push(call);
    }
  }
  // a call id recorded twice keeps its first span in recorded order, whatever the file order
  const calls = firstById(spanCalls, () => stats.duplicateCalls++);
  const byId = new Map<string, SpanCall>();
  for (const c of calls) byId.set(c.found.id, c);

  // message parts: calls and responses that no execute_tool span recorded
  const partCalls: SpanCall[] = [];
  const partResponses: SpanCall[] = [];
  for (const { d, at, span, parts } of fromMessages) {
    let messages: unknown = parts;
    if (typeof parts === 'string') {
      try {
        messages = JSON.parse(parts);
      } catch {
        const p = placeOf(d, at);
        throw new InputError(
          `${uri}:${p.line}:${p.column}: ${toPointer(at)} holds messages that are not valid JSON`,
        );
      }
    }
    if (!Array.isArray(messages)) continue;
    const where = () => {
      const p = placeOf(d, at);
      return `${uri}:${p.line}:${p.column}`;
    };
    const keys = spanKeys(span);
    const { line, column } = placeOf(d, at);
    const pointer = toPointer(at);
    for (const message of messages) {
      if (!isObject(message) || !Array.isArray(message.parts)) continue;
      for (const part of message.parts) {
        if (!isObject(part) || typeof part.id !== 'string' || part.id === '') continue;
        const id = part.id;
        if (part.type === 'tool_call' && typeof part.name === 'string' && part.name !== '') {
          const args = argumentsOf(part.arguments, `${pointer} tool_call arguments`, where);
          partCalls.push({
            found: { tool: part.name, args, line, column, pointer, id },
            ...keys,
            callId: id,
          });
        } else if (part.type === 'tool_call_response') {
          partResponses.push({
            found: { tool: '', args: {}, line, column, pointer, id },
            ...keys,
            callId: id,
            result: resultOf('response' in part ? part.response : part.result, false),
          });
        }
      }
    }
  }
  // each id once, at the first span in recorded order that carries it
  for (const c of byStartTime(partCalls)) {
    if (byId.has(c.found.id)) continue;
    byId.set(c.found.id, c);
    calls.push(c);
  }
  for (const r of byStartTime(partResponses)) {
    const call = byId.get(r.found.id);
    if (call !== undefined && call.result === undefined) call.result = r.result;
  }
  return calls;
}

/** True when a parsed document is an OTLP/JSON trace export. */
export function isOtelDocument(value: unknown): boolean {
  return isObject(value) && Array.isArray(value.resourceSpans);
}
