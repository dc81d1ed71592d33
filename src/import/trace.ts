import * as crypto from 'node:crypto';
import { jcsText, stringifyIsJcs } from '../canonical/jcs.js';
import { InputError } from '../model/errors.js';
import { quoteNameForMessage } from './escape.js';
import {
  decodeInput,
  parseDocument,
  toPointer,
  type JsonLimits,
  type LocatedDocument,
} from './json.js';
import { isJsonObject, hasOwn, describeKind, type JsonObject } from '../model/json.js';
import { forEachAgentObservedCall } from './agent-logs/observed.js';
import type { AgentLogFormat } from './agent-logs/types.js';

/** The provider wire shape an observed call was imported from. */
export type TraceShape =
  | 'openai-responses'
  | 'openai-chat'
  | 'anthropic-tool-use'
  | 'anthropic-mcp-tool-use'
  | 'mcp-tools-call'
  | AgentLogFormat;

/**
 * One completed tool call found in a provider trace. `args` is kept in memory only: reports carry
 * `argsDigest` and never the arguments or the provider's call id (which is not even imported).
 */
export interface ObservedCall {
  /** Trace path relative to the working directory, or `stdin`. */
  uri: string;
  /** 1-based line and column of the call element's first character. */
  line: number;
  column: number;
  /** RFC 6901 pointer of the provider's call element (for JSONL, inside that line's value). */
  pointer: string;
  /** Zero-based call ordinal in the file. */
  index: number;
  /** The selected tool name, exactly as the trace gives it. */
  name: string;
  /** Anthropic `mcp_tool_use.server_name`. */
  server?: string;
  shape: TraceShape;
  /** The decoded argument object. Never rendered. */
  args: Record<string, unknown>;
  /** sha256(JCS(args)), lowercase hex. */
  argsDigest: string;
}

/** A JSONL line that holds no completed call (a streaming delta, a tool result, a foreign envelope). */
export interface SkippedLine {
  line: number;
  reason: 'streaming-delta' | 'tool-result' | 'no-call';
}

/** The calls of one trace file, in file order. */
export interface ImportedTrace {
  uri: string;
  format: 'json' | 'jsonl';
  calls: ObservedCall[];
  /** JSONL lines that were not reconstructed; always empty for a single JSON document. */
  skipped: SkippedLine[];
}

/** Bounds on one trace file. */
export interface TraceLimits {
  /** Largest argument object, in UTF-8 bytes of its JSON text (the string for OpenAI). Default 1 MiB. */
  maxArgumentBytes: number;
  /** JSON limits per document (per line for JSONL). `maxBytes` defaults to the file's own size bound. */
  json?: Partial<JsonLimits>;
}

export const DEFAULT_TRACE_LIMITS: Readonly<{ maxArgumentBytes: number }> = Object.freeze({
  maxArgumentBytes: 1024 * 1024,
});

/** OpenAI function names and Anthropic `tool_use` names. */
const PROVIDER_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** MCP `tools/call` and Anthropic `mcp_tool_use` names, where `.` is allowed too. */
const MCP_NAME = /^[a-zA-Z0-9_.-]{1,128}$/;

/** A call element found while walking a document, before its arguments are decoded. */
interface Element {
  at: (string | number)[];
  shape: Exclude<TraceShape, AgentLogFormat>;
  node: JsonObject;
}

/** What a walk of one JSON value found. */
interface Walk {
  elements: Element[];
  /** A known provider container or record (even one without calls). */
  known: boolean;
  reason: SkippedLine['reason'];
}

const STREAM_TYPES =
  /^(?:response\.|content_block_|message_start$|message_delta$|message_stop$|ping$)/;
const RESULT_TYPES = new Set(['function_call_output', 'tool_result', 'mcp_tool_result']);

/** Finds the completed call elements of one document (or one JSONL line's value). */
function walk(value: unknown): Walk {
  const out: Walk = { elements: [], known: false, reason: 'no-call' };
  const visit = (v: unknown, at: (string | number)[], depth: number): void => {
    if (Array.isArray(v)) {
      // A top-level array (a Responses `output`/`input` list, a JSON-RPC batch, a message list).
      if (depth > 1) return;
      v.forEach((item, i) => visit(item, [...at, i], depth + 1));
      return;
    }
    if (!isJsonObject(v)) return;
    const type = v.type;
    if (type === 'function_call') {
      out.known = true;
      out.elements.push({ at, shape: 'openai-responses', node: v });
      return;
    }
    if (type === 'tool_use' || type === 'mcp_tool_use') {
      out.known = true;
      out.elements.push({
        at,
        shape: type === 'tool_use' ? 'anthropic-tool-use' : 'anthropic-mcp-tool-use',
        node: v,
      });
      return;
    }
    if (hasOwn(v, 'jsonrpc')) {
      out.known = true;
      if (v.method === 'tools/call') {
        out.elements.push({ at, shape: 'mcp-tools-call', node: v });
      } else if (hasOwn(v, 'result') || hasOwn(v, 'error')) {
        out.reason = 'tool-result';
      }
      return;
    }
    if (typeof type === 'string' && RESULT_TYPES.has(type)) {
      out.known = true;
      out.reason = 'tool-result';
      return;
    }
    if (
      (typeof type === 'string' && STREAM_TYPES.test(type)) ||
      v.object === 'chat.completion.chunk'
    ) {
      out.known = true;
      out.reason = 'streaming-delta';
      return;
    }
    if (Array.isArray(v.output)) {
      // A whole Responses object: its `output[]` items.
      out.known = true;
      v.output.forEach((item, i) => {
        if (isJsonObject(item) && item.type === 'function_call') {
          out.elements.push({ at: [...at, 'output', i], shape: 'openai-responses', node: item });
        }
      });
      return;
    }
    if (Array.isArray(v.choices)) {
      // A Chat Completions response: choices[].message.tool_calls[].
      out.known = true;
      v.choices.forEach((choice, c) => {
        if (!isJsonObject(choice)) return;
        if (isJsonObject(choice.delta)) out.reason = 'streaming-delta';
        if (isJsonObject(choice.message))
          chatMessage(choice.message, [...at, 'choices', c, 'message']);
      });
      return;
    }
    if (Array.isArray(v.tool_calls)) {
      out.known = true;
      chatMessage(v, at);
      return;
    }
    if (Array.isArray(v.content) && (type === 'message' || typeof v.role === 'string')) {
      // An Anthropic message: content[] blocks.
      out.known = true;
      v.content.forEach((block, b) => {
        if (!isJsonObject(block)) return;
        if (block.type === 'tool_use' || block.type === 'mcp_tool_use') {
          visit(block, [...at, 'content', b], depth + 1);
        }
      });
      return;
    }
    if (typeof v.role === 'string' || typeof type === 'string') out.known = true;
  };
  const chatMessage = (message: JsonObject, at: (string | number)[]): void => {
    const calls = message.tool_calls;
    if (!Array.isArray(calls)) return;
    calls.forEach((call, i) => {
      if (isJsonObject(call) && hasOwn(call, 'function')) {
        out.elements.push({ at: [...at, 'tool_calls', i], shape: 'openai-chat', node: call });
      }
    });
  };
  visit(value, [], 0);
  return out;
}

/** Where one document sits in the file: the document and the line its text starts on. */
interface DocumentAt {
  doc: LocatedDocument;
  /** Added to positions inside `doc` (0 for a single JSON document). */
  lineOffset: number;
}

/**
 * Imports the completed calls of one trace file's text. A file is one JSON document, or JSONL
 * when its first non-blank line parses alone and more lines follow. Throws InputError
 * (`<uri>:<line>:<column>: …`) for malformed JSON, an unknown shape, a name over its provider's
 * limit, arguments that are not a JSON object or are over `maxArgumentBytes`.
 */
export function importTrace(
  text: string,
  uri: string,
  limits: Partial<TraceLimits> = {},
  firstIndex = 0,
): ImportedTrace {
  const calls: ObservedCall[] = [];
  const trace = forEachTraceCall(text, uri, limits, (call) => calls.push(call), firstIndex);
  return { ...trace, calls };
}

/**
 * Like `importTrace`, but hands each call to `visit` as soon as it is decoded and keeps none,
 * so a large trace costs one call's memory at a time. Returns the file's format and skipped lines.
 */
export function forEachTraceCall(
  text: string,
  uri: string,
  limits: Partial<TraceLimits>,
  visit: (call: ObservedCall) => void,
  firstIndex = 0,
): Omit<ImportedTrace, 'calls'> {
  let count = 0;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const maxArgumentBytes = limits.maxArgumentBytes ?? DEFAULT_TRACE_LIMITS.maxArgumentBytes;
  // agent logs (Claude Code, Codex, OpenTelemetry GenAI, Agents SDK) have importers of their own
  const agent = forEachAgentObservedCall(text, uri, maxArgumentBytes, visit, firstIndex);
  if (agent !== undefined) {
    const skipped: SkippedLine[] = [];
    return {
      uri,
      format: agent.format === 'otel-genai' || agent.format === 'agents-sdk' ? 'json' : 'jsonl',
      skipped,
    };
  }
  const jsonLimits: Partial<JsonLimits> = {
    maxBytes: Math.max(Buffer.byteLength(text, 'utf8'), 1),
    ...limits.json,
  };
  const trace: Omit<ImportedTrace, 'calls'> = { uri, format: 'json', skipped: [] };
  const lines = splitLines(text);
  const first = lines.findIndex((l) => l.trim() !== '');
  const firstDoc = first === -1 ? undefined : tryParse(lines[first], uri, jsonLimits);
  const more = first !== -1 && lines.slice(first + 1).some((l) => l.trim() !== '');

  const collect = (at: DocumentAt, elements: Element[]): void => {
    for (const element of elements) {
      visit(toCall(at, element, uri, firstIndex + count++, maxArgumentBytes));
    }
  };

  if (firstDoc !== undefined && more) {
    trace.format = 'jsonl';
    lines.forEach((lineText, i) => {
      if (lineText.trim() === '') return;
      const doc = i === first ? firstDoc : parseLine(lineText, uri, i, jsonLimits);
      const found = walk(doc.value);
      if (found.elements.length === 0) {
        trace.skipped.push({ line: i + 1, reason: found.reason });
        return;
      }
      collect({ doc, lineOffset: i }, found.elements);
    });
    return trace;
  }

  const doc = parseDocument(text, uri, jsonLimits, { unsafeIntegers: true });
  const found = walk(doc.value);
  if (!found.known) {
    throw new InputError(
      `${uri}:1:1: no known trace shape: expected an OpenAI Responses object or output item ` +
        `(type "function_call"), a Chat Completions response (choices[].message.tool_calls), an ` +
        `Anthropic message (content[] tool_use/mcp_tool_use), an MCP tools/call request, or JSONL ` +
        `of these; found ${describeKind(doc.value)}`,
    );
  }
  collect({ doc, lineOffset: 0 }, found.elements);
  return trace;
}

/**
 * Reads one trace file's bytes (UTF-8, BOM and CRLF tolerated; UTF-16 rejected) and imports its
 * calls; see `importTrace`.
 */
export function loadTraceText(
  bytes: Uint8Array,
  uri: string,
  limits: Partial<TraceLimits> = {},
  firstIndex = 0,
): ImportedTrace {
  return importTrace(decodeInput(bytes, uri), uri, limits, firstIndex);
}

/** `forEachTraceCall` over a file's bytes (UTF-8 decoding as in `loadTraceText`). */
export function forEachTraceCallIn(
  bytes: Uint8Array,
  uri: string,
  limits: Partial<TraceLimits>,
  visit: (call: ObservedCall) => void,
): Omit<ImportedTrace, 'calls'> {
  return forEachTraceCall(decodeInput(bytes, uri), uri, limits, visit);
}

/** Lines as an editor shows them (LF, CRLF and a lone CR end a line). */
function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}

/** JSONL lines: many small documents, each located a few times, so offsets are found lazily. */
const LINE_OPTIONS = Object.freeze({ lazy: true, unsafeIntegers: true });

function tryParse(
  line: string,
  uri: string,
  limits: Partial<JsonLimits>,
): LocatedDocument | undefined {
  try {
    return parseDocument(line, uri, limits, LINE_OPTIONS);
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** Parses one JSONL line; errors name the file's line, not the line's own line 1. */
function parseLine(
  line: string,
  uri: string,
  index: number,
  limits: Partial<JsonLimits>,
): LocatedDocument {
  try {
    return parseDocument(line, uri, limits, LINE_OPTIONS);
  } catch (error) {
    if (error instanceof InputError) throw shiftError(error, uri, index);
    throw error;
  }
}

function shiftError(error: InputError, uri: string, lineOffset: number): InputError {
  const prefix = `${uri}:`;
  if (!error.message.startsWith(prefix)) return error;
  const rest = error.message.slice(prefix.length);
  const m = /^(\d+):(\d+): /.exec(rest);
  if (m === null) return new InputError(`${uri}:${lineOffset + 1}: ${rest}`);
  const line = Number(m[1]) + lineOffset;
  return new InputError(`${uri}:${line}:${m[2]}: ${rest.slice(m[0].length)}`);
}

function toCall(
  at: DocumentAt,
  element: Element,
  uri: string,
  index: number,
  maxArgumentBytes: number,
): ObservedCall {
  const { doc, lineOffset } = at;
  const locate = (segments: (string | number)[]): { line: number; column: number } => {
    const p = doc.positionOf(doc.offsetOf(segments));
    return { line: p.line + lineOffset, column: p.column };
  };
  const fail = (segments: (string | number)[], what: string): never => {
    const { line, column } = locate(segments);
    throw new InputError(`${uri}:${line}:${column}: ${what}`);
  };
  const exact = (segments: (string | number)[]): void => {
    const unsafe = doc.unsafeIntegers;
    if (unsafe.length === 0) return;
    const start = doc.offsetOf(segments);
    const k = firstAtOrAfter(unsafe, start);
    if (k < unsafe.length && unsafe[k] < doc.endOf(start)) {
      const p = doc.positionOf(unsafe[k]);
      throw new InputError(
        `${uri}:${p.line + lineOffset}:${p.column}: ${toPointer(segments)} holds ${UNSAFE_INTEGER}: ${UNSAFE_WHY}`,
      );
    }
  };
  const { node, shape } = element;
  const base = element.at;
  let nameAt: (string | number)[];
  let holder: JsonObject;
  let args: Record<string, unknown>;
  /** JSON.stringify(args), when the importer already wrote it. */
  let written: string | undefined;
  let server: string | undefined;

  switch (shape) {
    case 'openai-responses':
      holder = node;
      nameAt = base;
      args = decodeArguments(node, base, fail, maxArgumentBytes);
      break;
    case 'openai-chat': {
      const fn = node.function;
      const where = [...base, 'function'];
      if (!isJsonObject(fn)) {
        fail(where, `${toPointer(where)} must be an object, found ${describeKind(fn)}`);
      }
      holder = fn as JsonObject;
      nameAt = where;
      args = decodeArguments(holder, where, fail, maxArgumentBytes);
      break;
    }
    case 'anthropic-tool-use':
    case 'anthropic-mcp-tool-use':
      holder = node;
      nameAt = base;
      [args, written] = objectArguments(node, 'input', base, fail, maxArgumentBytes, true);
      exact([...base, 'input']);
      if (shape === 'anthropic-mcp-tool-use' && hasOwn(node, 'server_name')) {
        const s = node.server_name;
        if (typeof s !== 'string' || s.length === 0) {
          const where = [...base, 'server_name'];
          fail(where, `${toPointer(where)} must be a non-empty string, found ${describeKind(s)}`);
        }
        server = s as string;
      }
      break;
    case 'mcp-tools-call': {
      const params = node.params;
      const where = [...base, 'params'];
      if (!isJsonObject(params)) {
        fail(hasOwn(node, 'params') ? where : base, `${toPointer(where)} must be an object`);
      }
      holder = params as JsonObject;
      nameAt = where;
      [args, written] = objectArguments(holder, 'arguments', where, fail, maxArgumentBytes, false);
      if (hasOwn(holder, 'arguments')) exact([...where, 'arguments']);
      break;
    }
  }

  const name = nameOf(holder, nameAt, shape, fail);
  const position = locate(base);
  const call: ObservedCall = {
    uri,
    line: position.line,
    column: position.column,
    pointer: toPointer(base),
    index,
    name,
    shape,
    args,
    argsDigest: argsDigest(args, written),
  };
  if (server !== undefined) call.server = server;
  return call;
}

type Fail = (segments: (string | number)[], what: string) => never;

const UNSAFE_INTEGER = 'an integer beyond 2^53';
const UNSAFE_WHY =
  'it would be rounded, so the arguments digest would not be exact; record it as a string';

/** Index of the first offset ≥ `at` in an ascending list. */
function firstAtOrAfter(offsets: readonly number[], at: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

/** sha256(JCS(args)), reusing JSON.stringify(args) when that is already its JCS text. */
function argsDigest(args: Record<string, unknown>, written: string | undefined): string {
  const canonical = stringifyIsJcs(args) ? (written ?? JSON.stringify(args)) : jcsText(args);
  return sha256Hex(canonical);
}

/** A text's UTF-8 size is at most 3 bytes per UTF-16 unit: only long texts need counting. */
function overBytes(text: string, maxBytes: number): number | undefined {
  if (text.length * 3 <= maxBytes) return undefined;
  const size = Buffer.byteLength(text, 'utf8');
  return size > maxBytes ? size : undefined;
}

function nameOf(
  holder: JsonObject,
  at: (string | number)[],
  shape: TraceShape,
  fail: Fail,
): string {
  const where = [...at, 'name'];
  const name = holder.name;
  if (typeof name !== 'string') {
    fail(
      hasOwn(holder, 'name') ? where : at,
      `${toPointer(where)} must be a tool name string, found ${hasOwn(holder, 'name') ? describeKind(name) : 'nothing'}`,
    );
  }
  const mcp = shape === 'mcp-tools-call' || shape === 'anthropic-mcp-tool-use';
  if (!(mcp ? MCP_NAME : PROVIDER_NAME).test(name as string)) {
    const rule = mcp
      ? "1–128 ASCII letters, digits, '_', '-' or '.' (MCP limit)"
      : `1–64 ASCII letters, digits, '_' or '-' (${shape.startsWith('openai') ? 'OpenAI' : 'Anthropic tool_use'} limit)`;
    fail(
      where,
      `tool name ${quoteNameForMessage(name as string)} at ${toPointer(where)} is not ${rule}`,
    );
  }
  return name as string;
}

/** OpenAI: `arguments` is a JSON-encoded string that must decode to an object. */
function decodeArguments(
  holder: JsonObject,
  at: (string | number)[],
  fail: Fail,
  maxBytes: number,
): Record<string, unknown> {
  const where = [...at, 'arguments'];
  const pointer = toPointer(where);
  if (!hasOwn(holder, 'arguments'))
    fail(at, `${pointer} is missing: expected a JSON-encoded object`);
  const raw = holder.arguments;
  if (typeof raw !== 'string') {
    fail(where, `${pointer} must be a JSON-encoded string, found ${describeKind(raw)}`);
  }
  const size = overBytes(raw as string, maxBytes);
  if (size !== undefined) {
    fail(
      where,
      `${pointer} is ${size} bytes, over the limit of ${maxBytes} (--max-argument-bytes)`,
    );
  }
  let decoded: LocatedDocument;
  try {
    decoded = parseDocument(
      raw as string,
      'arguments',
      { maxBytes: Math.max(maxBytes, 1) },
      LINE_OPTIONS,
    );
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // Only the position inside the decoded string: the parser's detail may quote argument text.
    const inner = /^arguments:(\d+):(\d+): /.exec(error.message);
    const place =
      inner === null ? '' : ` (line ${inner[1]}, column ${inner[2]} of the decoded string)`;
    return fail(where, `${pointer} is not valid JSON${place}`);
  }
  const value = decoded.value;
  if (!isJsonObject(value)) {
    fail(where, `${pointer} must decode to a JSON object, found ${describeKind(value)}`);
  }
  if (decoded.unsafeIntegers.length > 0) {
    const p = decoded.positionOf(decoded.unsafeIntegers[0]);
    fail(
      where,
      `${pointer} holds ${UNSAFE_INTEGER} (line ${p.line}, column ${p.column} of the decoded string): ${UNSAFE_WHY}`,
    );
  }
  return value as Record<string, unknown>;
}

/** Anthropic `input` and MCP `params.arguments`: an object (MCP arguments may be absent: `{}`). */
function objectArguments(
  holder: JsonObject,
  key: string,
  at: (string | number)[],
  fail: Fail,
  maxBytes: number,
  required: boolean,
): [Record<string, unknown>, string | undefined] {
  if (!hasOwn(holder, key)) {
    if (required) fail(at, `${toPointer([...at, key])} is missing: expected an object`);
    return [{}, undefined];
  }
  const value = holder[key];
  if (!isJsonObject(value)) {
    const where = [...at, key];
    fail(where, `${toPointer(where)} must be a JSON object, found ${describeKind(value)}`);
  }
  const written = JSON.stringify(value);
  const size = overBytes(written, maxBytes);
  if (size !== undefined) {
    const where = [...at, key];
    fail(
      where,
      `${toPointer(where)} is ${size} bytes, over the limit of ${maxBytes} (--max-argument-bytes)`,
    );
  }
  return [value as Record<string, unknown>, written];
}
