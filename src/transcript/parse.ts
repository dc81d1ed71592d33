import { InputError } from '../model/errors.js';
import { quoteNameForMessage } from '../import/escape.js';
import type { LineSource, SourceLine } from './lines.js';
import { decodeByteLine, readLineBytes, readLines, type ByteLine } from './lines.js';
import { findDuplicateKey } from './duplicate-key.js';
import { findUnsafeInteger } from './numbers.js';
import { RECORD_FIELDS, type TranscriptRecord } from './record.js';
import { callText, canonicalParts } from './canonical.js';
import { emptyRecordBytes, RecordScanner, type RecordBytes } from './bytes.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

const FIELD_SET = new Set<string>(RECORD_FIELDS);

/** The error for a record whose index is not the next one. */
export function indexMismatch(uri: string, line: number, index: number, expected: number) {
  return new InputError(
    `${uri}:${line}: "index" is ${index}, expected ${expected} (indexes start at 0 and increase by 1)`,
  );
}

/**
 * Parses one non-blank transcript line strictly: a JSON object with exactly `index` (the
 * expected integer; booleans are not integers), `tool` (string), `args` and `response`
 * (objects), and no key twice in any object. Every problem is an InputError `uri:line: what is
 * wrong` (`uri:line:column:` for a duplicate key).
 */
export function parseTranscriptLine(
  text: string,
  uri: string,
  line: number,
  expectedIndex: number,
): TranscriptRecord {
  const where = `${uri}:${line}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(`${where}: not valid JSON; each line must be one JSON object`);
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== undefined) {
    throw new InputError(
      `${where}:${duplicate.offset + 1}: duplicate key ${quoteNameForMessage(duplicate.key)}; a key may appear once in an object (JSON.parse would keep only the last value)`,
    );
  }
  if (!isPlainObject(value)) {
    throw new InputError(`${where}: expected a JSON object, found ${typeName(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!FIELD_SET.has(key)) {
      throw new InputError(
        `${where}: unknown field ${quoteNameForMessage(key)}; a record has exactly index, tool, args, response`,
      );
    }
  }
  for (const key of RECORD_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) {
      throw new InputError(`${where}: missing field "${key}"`);
    }
  }
  const { index, tool, args, response } = value;
  if (typeof index !== 'number' || !Number.isInteger(index)) {
    throw new InputError(`${where}: "index" must be an integer, found ${typeName(index)}`);
  }
  if (index !== expectedIndex) throw indexMismatch(uri, line, index, expectedIndex);
  if (typeof tool !== 'string') {
    throw new InputError(`${where}: "tool" must be a string, found ${typeName(tool)}`);
  }
  if (!isPlainObject(args)) {
    throw new InputError(`${where}: "args" must be an object, found ${typeName(args)}`);
  }
  if (!isPlainObject(response)) {
    throw new InputError(`${where}: "response" must be an object, found ${typeName(response)}`);
  }
  const unsafe = findUnsafeInteger(text);
  if (unsafe !== undefined) {
    throw new InputError(
      `${where}: an integer beyond 2^53 would be rounded, so it cannot be compared or sealed exactly; record it as a string`,
    );
  }
  return { index, tool, args, response, line };
}

/** True for a line that holds no record (empty or whitespace only). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/**
 * Streams the records of a transcript: blank lines are skipped, a trailing CR (CRLF files) and
 * a UTF-8 BOM are tolerated. Throws InputError on the first malformed line.
 */
export function* transcriptRecords(
  source: LineSource | Iterable<SourceLine>,
  uri: string,
): Generator<TranscriptRecord> {
  const lines = Symbol.iterator in source ? source : readLines(source);
  let expected = 0;
  for (const { text, line, invalidUtf8 } of lines) {
    if (invalidUtf8 === true)
      throw new InputError(`${uri}:${line}: not valid UTF-8; save the file as UTF-8`);
    const body = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (isBlank(body)) continue;
    yield parseTranscriptLine(body, uri, line, expected);
    expected++;
  }
}

/**
 * A line the byte scanner did not decide, read by the strict parser: its record, undefined for
 * a blank line, or the InputError that says what is wrong (invalid UTF-8 included).
 */
export function strictRecord(
  bytes: ByteLine,
  uri: string,
  expected: number,
): TranscriptRecord | undefined {
  const { text, line, invalidUtf8 } = decodeByteLine(bytes);
  if (invalidUtf8 === true)
    throw new InputError(`${uri}:${line}: not valid UTF-8; save the file as UTF-8`);
  const body = text.charCodeAt(text.length - 1) === 0x0d ? text.slice(0, -1) : text;
  return isBlank(body) ? undefined : parseTranscriptLine(body, uri, line, expected);
}

/** A record as replay, scope and seal read it: its canonical bytes (see `RecordBytes`). */
export interface TranscriptCall extends RecordBytes {
  /** 1-based line. */
  line: number;
  /** The parsed args, when the strict parser read the line. */
  parsed: Record<string, unknown> | undefined;
}

/** The args of a call as the strict parser gives them. */
export function callArgs(call: TranscriptCall): Record<string, unknown> {
  return (
    call.parsed ??
    (JSON.parse(call.bytes.toString('utf8', call.argsStart, call.argsEnd)) as Record<
      string,
      unknown
    >)
  );
}

/** Fills `call` with the canonical bytes of a record the strict parser read. */
export function fillFromRecord(call: TranscriptCall, record: TranscriptRecord): void {
  const parts = canonicalParts(record);
  const pieces = [parts.tool, parts.args, parts.response, callText(parts)];
  const bytes = Buffer.from(pieces.join(''));
  const ends: number[] = [];
  let at = 0;
  for (const piece of pieces) ends.push((at += Buffer.byteLength(piece)));
  call.index = record.index;
  call.tool = record.tool;
  call.bytes = bytes;
  call.toolStart = 0;
  call.toolEnd = ends[0];
  call.argsStart = ends[0];
  call.argsEnd = ends[1];
  call.responseStart = ends[1];
  call.responseEnd = ends[2];
  call.callStart = ends[2];
  call.callEnd = ends[3];
  call.line = record.line;
  call.parsed = record.args;
}

/**
 * Streams the records of a transcript as canonical bytes (what replay, scope and seal use):
 * the same records, blank lines, CR/BOM tolerance and errors as `transcriptRecords`, but most
 * lines are read by the byte scanner without decoding them or building values; any line it
 * does not decide goes through `parseTranscriptLine`. One object is yielded again and again:
 * use it before asking for the next record. With `call: false` the call range may be empty
 * (seal and scope do not need it).
 */
export function* transcriptCalls(
  source: LineSource,
  uri: string,
  options: { call?: boolean } = {},
): Generator<TranscriptCall> {
  const withCall = options.call !== false;
  const call: TranscriptCall = { ...emptyRecordBytes(), line: 0, parsed: undefined };
  const scanner = new RecordScanner();
  let expected = 0;
  for (const bytes of readLineBytes(source)) {
    const { buf, start } = bytes;
    let stop = bytes.end;
    if (stop > start && buf[stop - 1] === 0x0d) stop--;
    if (scanner.scan(buf, start, stop, expected, withCall)) {
      const r = scanner.record;
      call.index = r.index;
      call.tool = r.tool;
      call.bytes = r.bytes;
      call.toolStart = r.toolStart;
      call.toolEnd = r.toolEnd;
      call.argsStart = r.argsStart;
      call.argsEnd = r.argsEnd;
      call.responseStart = r.responseStart;
      call.responseEnd = r.responseEnd;
      call.callStart = r.callStart;
      call.callEnd = r.callEnd;
      call.line = bytes.line;
      call.parsed = undefined;
    } else {
      const record = strictRecord(bytes, uri, expected);
      if (record === undefined) continue;
      fillFromRecord(call, record);
    }
    yield call;
    expected++;
  }
}
