/**
 * The transcript hot path on bytes: one pass over a line's UTF-8 bytes that checks the JSON and
 * writes its RFC 8785 (JCS) bytes at the same time, so replay, scope, seal and verify hash
 * canonical bytes without decoding the line, building values or making strings.
 *
 * It is an accelerator only: whenever it returns FAIL (invalid JSON or UTF-8, an integer
 * beyond 2^53, a duplicate key, a key whose JCS text needs an escape, deep nesting), callers
 * take the JSON.parse path, which stays the authority for every message and digest. What it
 * writes is exactly what `jcs(JSON.parse(text))` writes: keys sorted by UTF-16 code units, no
 * whitespace, strings as JSON.stringify writes them, numbers as ECMAScript writes them.
 */

import { DIGEST_MEMBER, LINK_BYTES } from '../chain/link.js';
import type { NodeBuffer } from '../model/node-buffer.js';

/** Returned instead of an end position when the scanner does not decide the bytes. */
export const FAIL = -1;
const MAX_DEPTH = 64;
const TWO_53 = 2 ** 53;
const TWO_53_BIG = 2n ** 53n;

/** The bytes being read and where they end. */
let src: Buffer = Buffer.alloc(0);
let end = 0;
/** The JCS bytes written so far, and where the next byte goes. */
let out: Buffer = Buffer.allocUnsafe(1 << 16);
let op = 0;
/** Member table of the objects being written: [start, key end, end] per member, in `out`. */
let members = new Int32Array(3 * 256);
let top = 0;
/** Where an unsorted object's members are copied while they are put in order. */
let spare: Buffer = Buffer.allocUnsafe(1 << 12);
/** After writeString: whether the string had escapes, had non-ASCII bytes, wrote a backslash. */
let hadEscape = false;
let hadNonAscii = false;
let wroteBackslash = false;

const HEX = '0123456789abcdef';

/**
 * Copies `from[start, stop)` to `to` at `at` and returns the count: a loop for the short runs
 * this code copies (Buffer#copy costs more in argument checks than in copying), `set` beyond.
 */
export function copyBytes(
  from: Uint8Array,
  start: number,
  stop: number,
  to: Uint8Array,
  at: number,
): number {
  const n = stop - start;
  if (n > 64) to.set(view(from, start, stop), at);
  else for (let k = 0; k < n; k++) to[at + k] = from[start + k];
  return n;
}

/** `bytes[start, stop)` as a plain view (cheaper to make than Buffer#subarray's Buffer). */
export function view(bytes: Uint8Array, start: number, stop: number): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset + start, stop - start);
}

/** Room for `bytes` more output bytes. */
function room(bytes: number): void {
  if (op + bytes <= out.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, op + bytes));
  out.copy(bigger, 0, 0, op);
  out = bigger;
}

function skipWs(i: number): number {
  const s = src;
  while (i < end) {
    const c = s[i];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** The UTF-16 code unit of `\uXXXX` whose `u` is at `i`, or -1. */
function escapedUnit(i: number): number {
  if (i + 4 >= end) return -1;
  let code = 0;
  for (let k = 1; k <= 4; k++) {
    const v = hexValue(src[i + k]);
    if (v < 0) return -1;
    code = code * 16 + v;
  }
  return code;
}

/** Length of the well-formed UTF-8 sequence at `i` (lead byte >= 0x80), or 0. */
function utf8Length(i: number): number {
  const s = src;
  const c = s[i];
  const cont = (k: number): boolean => i + k < end && (s[i + k] & 0xc0) === 0x80;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    if (!cont(1) || !cont(2)) return 0;
    const d = s[i + 1];
    // no overlong forms, no surrogates (a decoder would replace them)
    if ((c === 0xe0 && d < 0xa0) || (c === 0xed && d > 0x9f)) return 0;
    return 3;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    const d = s[i + 1];
    if ((c === 0xf0 && d < 0x90) || (c === 0xf4 && d > 0x8f)) return 0;
    return 4;
  }
  return 0;
}

/** The short escape letter JSON.stringify uses for a control character, or 0. */
function shortEscape(code: number): number {
  if (code === 0x08) return 0x62;
  if (code === 0x09) return 0x74;
  if (code === 0x0a) return 0x6e;
  if (code === 0x0c) return 0x66;
  if (code === 0x0d) return 0x72;
  return 0;
}

/** Writes one UTF-16 code unit (not a surrogate) as JSON.stringify would. */
function writeUnit(code: number): void {
  const o = out;
  if (code === 0x22 || code === 0x5c) {
    o[op++] = 0x5c;
    o[op++] = code;
    wroteBackslash = true;
  } else if (code < 0x20) {
    const short = shortEscape(code);
    if (short === 0) {
      writeHexEscape(code);
    } else {
      o[op++] = 0x5c;
      o[op++] = short;
      wroteBackslash = true;
    }
  } else if (code < 0x80) {
    o[op++] = code;
  } else if (code < 0x800) {
    o[op++] = 0xc0 | (code >> 6);
    o[op++] = 0x80 | (code & 0x3f);
  } else {
    o[op++] = 0xe0 | (code >> 12);
    o[op++] = 0x80 | ((code >> 6) & 0x3f);
    o[op++] = 0x80 | (code & 0x3f);
  }
}

/** Writes `\uxxxx` with lowercase hex digits (JSON.stringify's form for lone surrogates). */
function writeHexEscape(code: number): void {
  const o = out;
  o[op++] = 0x5c;
  o[op++] = 0x75;
  for (let shift = 12; shift >= 0; shift -= 4) o[op++] = HEX.charCodeAt((code >> shift) & 15);
  wroteBackslash = true;
}

/**
 * A string at `i` (a quote): writes its JCS bytes and returns its end. The output is never
 * longer than the input (escapes only shrink or keep their length), so no room is needed.
 */
function writeString(i: number): number {
  const s = src;
  const n = end;
  const o = out;
  let p = op;
  hadEscape = false;
  hadNonAscii = false;
  wroteBackslash = false;
  o[p++] = 0x22;
  i++;
  for (;;) {
    if (i >= n) return FAIL;
    const c = s[i];
    if (c === 0x22) {
      o[p++] = 0x22;
      op = p;
      return i + 1;
    }
    if (c >= 0x20 && c < 0x80 && c !== 0x5c) {
      o[p++] = c;
      i++;
      continue;
    }
    if (c < 0x20) return FAIL;
    if (c >= 0x80) {
      const k = utf8Length(i);
      if (k === 0) return FAIL;
      hadNonAscii = true;
      for (let t = 0; t < k; t++) o[p++] = s[i + t];
      i += k;
      continue;
    }
    // a backslash
    hadEscape = true;
    if (i + 1 >= n) return FAIL;
    const e = s[i + 1];
    if (e === 0x22 || e === 0x5c) {
      o[p++] = 0x5c;
      o[p++] = e;
      wroteBackslash = true;
      i += 2;
    } else if (e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
      o[p++] = 0x5c;
      o[p++] = e;
      wroteBackslash = true;
      i += 2;
    } else if (e === 0x2f) {
      o[p++] = 0x2f;
      i += 2;
    } else if (e === 0x75) {
      const code = escapedUnit(i + 1);
      if (code < 0) return FAIL;
      i += 6;
      op = p;
      if (code >= 0xd800 && code <= 0xdbff) {
        const low = s[i] === 0x5c && s[i + 1] === 0x75 ? escapedUnit(i + 1) : -1;
        if (low >= 0xdc00 && low <= 0xdfff) {
          const cp = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          o[op++] = 0xf0 | (cp >> 18);
          o[op++] = 0x80 | ((cp >> 12) & 0x3f);
          o[op++] = 0x80 | ((cp >> 6) & 0x3f);
          o[op++] = 0x80 | (cp & 0x3f);
          hadNonAscii = true;
          i += 6;
        } else {
          writeHexEscape(code);
        }
      } else if (code >= 0xdc00 && code <= 0xdfff) {
        writeHexEscape(code);
      } else {
        if (code >= 0x80) hadNonAscii = true;
        writeUnit(code);
      }
      p = op;
    } else {
      return FAIL;
    }
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** A number at `i`: writes its JCS bytes. FAIL for integers beyond 2^53 (they would round). */
function writeNumber(i: number): number {
  const s = src;
  const start = i;
  if (s[i] === 0x2d) i++;
  const intStart = i;
  let c = s[i];
  if (c === 0x30) {
    i++;
  } else if (c >= 0x31 && c <= 0x39) {
    i++;
    while (i < end && isDigit(s[i])) i++;
  } else {
    return FAIL;
  }
  const intDigits = i - intStart;
  let simple = true;
  c = i < end ? s[i] : 0;
  if (c === 0x2e) {
    simple = false;
    i++;
    if (!(i < end && isDigit(s[i]))) return FAIL;
    while (i < end && isDigit(s[i])) i++;
    c = i < end ? s[i] : 0;
  }
  if (c === 0x65 || c === 0x45) {
    simple = false;
    i++;
    c = i < end ? s[i] : 0;
    if (c === 0x2b || c === 0x2d) i++;
    if (!(i < end && isDigit(s[i]))) return FAIL;
    while (i < end && isDigit(s[i])) i++;
  }
  if (simple && intDigits <= 15) {
    if (intDigits === 1 && s[intStart] === 0x30) {
      out[op++] = 0x30; // -0 is written 0
    } else {
      for (let k = start; k < i; k++) out[op++] = s[k];
    }
    return i;
  }
  const token = s.toString('latin1', start, i);
  if (simple) {
    const big = BigInt(token);
    if (big > TWO_53_BIG || big < -TWO_53_BIG) return FAIL;
  }
  const value = Number(token);
  if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > TWO_53)) return FAIL;
  const text = String(value);
  room(text.length);
  op += out.write(text, op, 'latin1');
  return i;
}

function writeWord(i: number, word: string): number {
  if (i + word.length > end) return FAIL;
  for (let k = 0; k < word.length; k++) if (src[i + k] !== word.charCodeAt(k)) return FAIL;
  for (let k = 0; k < word.length; k++) out[op++] = word.charCodeAt(k);
  return i + word.length;
}

/**
 * Compares two keys' UTF-8 bytes in `out` as JCS orders them, by UTF-16 code units: byte order
 * is code point order, which differs from UTF-16 order only between U+E000..U+FFFF (lead byte
 * EE or EF) and supplementary characters (lead byte F0..F4, surrogates in UTF-16).
 */
function compareKeys(a0: number, a1: number, b0: number, b1: number): number {
  const o = out;
  const n = Math.min(a1 - a0, b1 - b0);
  for (let k = 0; k < n; k++) {
    const x = o[a0 + k];
    const y = o[b0 + k];
    if (x === y) continue;
    if (x >= 0xf0 && (y === 0xee || y === 0xef)) return -1;
    if (y >= 0xf0 && (x === 0xee || x === 0xef)) return 1;
    return x < y ? -1 : 1;
  }
  return a1 - a0 - (b1 - b0);
}

function compareMembers(a: number, b: number): number {
  const m = members;
  return compareKeys(m[3 * a] + 1, m[3 * a + 1] - 1, m[3 * b] + 1, m[3 * b + 1] - 1);
}

/** Member rows being put in order (sorting never nests, so one table serves). */
let order = new Int32Array(64);

/**
 * Puts the `count` members from table row `base` (written in input order after the `{` at
 * `open`) in key order; false on a duplicate key (JSON.parse keeps the last one: left to the
 * authority). An insertion sort: objects in tool calls have a handful of members.
 */
function sortMembers(base: number, count: number, open: number): boolean {
  if (order.length < count) order = new Int32Array(count * 2);
  const o = order;
  for (let k = 0; k < count; k++) {
    const row = base + k;
    let j = k;
    while (j > 0) {
      const c = compareMembers(o[j - 1], row);
      if (c === 0) return false;
      if (c < 0) break;
      o[j] = o[j - 1];
      j--;
    }
    o[j] = row;
  }
  const from = open + 1;
  const length = op - 1 - from;
  if (spare.length < length) spare = Buffer.allocUnsafe(Math.max(length, spare.length * 2));
  copyBytes(out, from, op - 1, spare, 0);
  let p = from;
  for (let k = 0; k < count; k++) {
    const row = 3 * o[k];
    if (k > 0) out[p++] = 0x2c;
    p += copyBytes(spare, members[row] - from, members[row + 2] - from, out, p);
  }
  return true;
}

function writeObject(i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  const open = op;
  out[op++] = 0x7b;
  i = skipWs(i + 1);
  if (src[i] === 0x7d) {
    out[op++] = 0x7d;
    return i + 1;
  }
  const base = top;
  let sorted = true;
  let count = 0;
  for (;;) {
    if (i >= end || src[i] !== 0x22) return FAIL;
    const start = op;
    i = writeString(i);
    // a key whose JCS text has an escape would not sort by its bytes: left to the authority
    if (i === FAIL || wroteBackslash) return FAIL;
    const keyEnd = op;
    i = skipWs(i);
    if (src[i] !== 0x3a) return FAIL;
    out[op++] = 0x3a;
    i = writeValue(skipWs(i + 1), depth + 1);
    if (i === FAIL) return FAIL;
    if (3 * (top + 1) > members.length) {
      const bigger = new Int32Array(members.length * 2);
      bigger.set(members);
      members = bigger;
    }
    const row = 3 * top++;
    members[row] = start;
    members[row + 1] = keyEnd;
    members[row + 2] = op;
    if (count > 0 && sorted) {
      const order = compareKeys(members[row - 3] + 1, members[row - 2] - 1, start + 1, keyEnd - 1);
      if (order === 0) return FAIL;
      if (order > 0) sorted = false;
    }
    count++;
    i = skipWs(i);
    const c = src[i];
    if (c === 0x7d) break;
    if (c !== 0x2c || i >= end) return FAIL;
    out[op++] = 0x2c;
    i = skipWs(i + 1);
  }
  out[op++] = 0x7d;
  if (!sorted && !sortMembers(base, count, open)) return FAIL;
  top = base;
  return i + 1;
}

function writeArray(i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  out[op++] = 0x5b;
  i = skipWs(i + 1);
  if (src[i] === 0x5d) {
    out[op++] = 0x5d;
    return i + 1;
  }
  for (;;) {
    i = writeValue(i, depth + 1);
    if (i === FAIL) return FAIL;
    i = skipWs(i);
    const c = src[i];
    if (c === 0x5d) {
      out[op++] = 0x5d;
      return i + 1;
    }
    if (c !== 0x2c || i >= end) return FAIL;
    out[op++] = 0x2c;
    i = skipWs(i + 1);
  }
}

/** One JSON value at `i` (no leading whitespace): writes its JCS bytes, returns its end. */
function writeValue(i: number, depth: number): number {
  if (i >= end) return FAIL;
  const c = src[i];
  if (c === 0x22) return writeString(i);
  if (c === 0x7b) return writeObject(i, depth);
  if (c === 0x5b) return writeArray(i, depth);
  if (c === 0x2d || isDigit(c)) return writeNumber(i);
  if (c === 0x74) return writeWord(i, 'true');
  if (c === 0x66) return writeWord(i, 'false');
  if (c === 0x6e) return writeWord(i, 'null');
  return FAIL;
}

/** Starts reading `bytes[start, stop)` with an empty output that has room for its JCS bytes. */
function begin(bytes: Buffer, start: number, stop: number): void {
  src = bytes;
  end = stop;
  op = 0;
  top = 0;
  // JCS bytes are no longer than the input except for numbers, which make room themselves
  room(stop - start + 256);
}

/**
 * JCS bytes of a whole JSON text, when the scanner decides it (tests compare them with
 * `jcs(JSON.parse(text))`); undefined means "ask JSON.parse".
 */
export function jcsOfJsonBytes(bytes: NodeBuffer): NodeBuffer | undefined {
  begin(bytes, 0, bytes.length);
  try {
    const stop = writeValue(skipWs(0), 0);
    if (stop === FAIL || skipWs(stop) !== bytes.length) return undefined;
    return Buffer.from(out.subarray(0, op));
  } finally {
    src = EMPTY;
  }
}

const EMPTY = Buffer.alloc(0);

/**
 * A transcript record as the scanner read it. The ranges point into `bytes`, which the next
 * scan overwrites: use them before reading the next line.
 */
export interface RecordBytes {
  index: number;
  tool: string;
  /** Holds the JCS bytes: of `tool` (its JSON string), `args`, `response`, and of `call`. */
  bytes: NodeBuffer;
  toolStart: number;
  toolEnd: number;
  argsStart: number;
  argsEnd: number;
  responseStart: number;
  responseEnd: number;
  /** JCS({tool, args}): the identity of a call (empty when scanned without it). */
  callStart: number;
  callEnd: number;
}

/** What scanRecordBytes fills in (one object, reused line after line). */
export const scanned: RecordBytes = {
  index: 0,
  tool: '',
  bytes: out,
  toolStart: 0,
  toolEnd: 0,
  argsStart: 0,
  argsEnd: 0,
  responseStart: 0,
  responseEnd: 0,
  callStart: 0,
  callEnd: 0,
};

/** Recent tool names with their raw bytes: transcripts call a few tools over and over. */
const names: { bytes: Buffer; name: string }[] = [];

function toolName(s0: number, s1: number, t0: number, t1: number): string {
  if (hadEscape) return JSON.parse(out.toString('utf8', t0, t1)) as string;
  const length = s1 - s0;
  for (const entry of names) {
    if (entry.bytes.length !== length) continue;
    let k = 0;
    while (k < length && entry.bytes[k] === src[s0 + k]) k++;
    if (k === length) return entry.name;
  }
  const name = src.toString(hadNonAscii ? 'utf8' : 'latin1', s0, s1);
  if (names.length >= 32) names.shift();
  names.push({ bytes: Buffer.from(src.subarray(s0, s1)), name });
  return name;
}

function isKey(i: number, key: string): boolean {
  // the key's quotes and bytes, then its closing quote
  if (i + key.length + 2 > end) return false;
  for (let k = 0; k < key.length; k++) if (src[i + 1 + k] !== key.charCodeAt(k)) return false;
  return src[i + 1 + key.length] === 0x22;
}

/** After readIndex: the index it read. */
let indexRead = 0;

/**
 * After an index's digits at `i`: its end when they spell `value` (or, with `value` -1, any
 * plain non-negative integer of at most 15 digits, left in `indexRead`), else FAIL.
 */
function indexEnd(i: number, value: number): number {
  let k = i;
  let v = 0;
  while (k < end && k - i < 16 && isDigit(src[k])) v = v * 10 + (src[k++] - 0x30);
  const digits = k - i;
  if (digits === 0 || digits > 15 || (digits > 1 && src[i] === 0x30)) return FAIL;
  const next = k < end ? src[k] : 0;
  if (next === 0x2e || next === 0x65 || next === 0x45) return FAIL;
  if (value >= 0 && v !== value) return FAIL;
  indexRead = v;
  return k;
}

const CALL_HEAD = Buffer.from('{"args":');
const CALL_TOOL = Buffer.from(',"tool":');

/**
 * Reads a transcript line `{index, tool, args, response}` (any key order, JSON whitespace
 * allowed) from `bytes[start, stop)` and fills `scanned` when the strict parser would accept it
 * with exactly these values; false whenever anything is unusual (the strict parser then decides
 * and explains). With `expectedIndex` -1 any plain index is read (the caller checks it).
 */
export function scanRecordBytes(
  bytes: NodeBuffer,
  start: number,
  stop: number,
  expectedIndex: number,
  withCall = true,
): boolean {
  begin(bytes, start, stop);
  try {
    let i = skipWs(start);
    if (i >= end || src[i] !== 0x7b) return false;
    i = skipWs(i + 1);
    let seen = 0;
    let tool = '';
    let toolStart = 0;
    let toolEnd = 0;
    let argsStart = 0;
    let argsEnd = 0;
    let responseStart = 0;
    let responseEnd = 0;
    for (;;) {
      if (i >= end || src[i] !== 0x22) return false;
      const field = isKey(i, 'index')
        ? 1
        : isKey(i, 'tool')
          ? 2
          : isKey(i, 'args')
            ? 4
            : isKey(i, 'response')
              ? 8
              : 0;
      const keyLength = field === 1 ? 5 : field === 8 ? 8 : 4;
      if (field === 0 || (seen & field) !== 0) return false;
      seen |= field;
      i = skipWs(i + keyLength + 2);
      if (src[i] !== 0x3a) return false;
      i = skipWs(i + 1);
      if (i >= end) return false;
      const c = src[i];
      if (field === 1) {
        i = indexEnd(i, expectedIndex);
      } else if (field === 2) {
        if (c !== 0x22) return false;
        toolStart = op;
        const raw = i;
        i = writeString(i);
        if (i === FAIL) return false;
        toolEnd = op;
        tool = toolName(raw + 1, i - 1, toolStart, toolEnd);
      } else {
        if (c !== 0x7b) return false;
        const at = op;
        i = writeObject(i, 1);
        if (field === 4) {
          argsStart = at;
          argsEnd = op;
        } else {
          responseStart = at;
          responseEnd = op;
        }
      }
      if (i === FAIL) return false;
      i = skipWs(i);
      const sep = i < end ? src[i] : 0;
      if (sep === 0x7d) {
        i = skipWs(i + 1);
        break;
      }
      if (sep !== 0x2c) return false;
      i = skipWs(i + 1);
    }
    if (i !== end || seen !== 15) return false;
    // the call's JCS bytes, {"args":A,"tool":T}, after the parts
    const callStart = op;
    if (withCall) {
      room(argsEnd - argsStart + toolEnd - toolStart + 32);
      op += copyBytes(CALL_HEAD, 0, CALL_HEAD.length, out, op);
      op += copyBytes(out, argsStart, argsEnd, out, op);
      op += copyBytes(CALL_TOOL, 0, CALL_TOOL.length, out, op);
      op += copyBytes(out, toolStart, toolEnd, out, op);
      out[op++] = 0x7d;
    }
    const r = scanned;
    r.index = indexRead;
    r.tool = tool;
    r.bytes = out;
    r.toolStart = toolStart;
    r.toolEnd = toolEnd;
    r.argsStart = argsStart;
    r.argsEnd = argsEnd;
    r.responseStart = responseStart;
    r.responseEnd = responseEnd;
    r.callStart = callStart;
    r.callEnd = op;
    return true;
  } finally {
    src = EMPTY;
  }
}

/** Where a sealed line's digest member starts, as `scanSealedBytes` found it. */
export interface SealedBytes {
  /** Offset in the line of `,"digest":"` (the end of `{"args":A`). */
  cut: number;
}

function literalAt(i: number, bytes: Uint8Array): boolean {
  const n = bytes.length;
  if (i + n > end) return false;
  for (let k = 0; k < n; k++) if (src[i + k] !== bytes[k]) return false;
  return true;
}

/** True when the value at `i` is written as its JCS bytes; sets `canonicalEnd`. */
function canonicalValueAt(i: number, object: boolean): boolean {
  op = 0;
  top = 0;
  const stop = object ? writeObject(i, 1) : writeString(i);
  if (stop === FAIL || stop - i !== op) return false;
  canonicalEnd = stop;
  const s = src;
  const o = out;
  for (let k = 0; k < op; k++) if (s[i + k] !== o[k]) return false;
  return true;
}
let canonicalEnd = 0;

/**
 * True when the sealed line `bytes[start, stop)` is exactly JCS(link) for link `index` under
 * `prev` (its 64 hex digits as bytes):
 * `{"args":A,"digest":"D","index":N,"prev":"P","response":R,"tool":T}` with A, R and T
 * already canonical, N the position, P the previous digest and D 64 bytes (the caller's digest
 * comparison proves them lowercase hex). Then JCS({prev, index, tool, args, response}) is the
 * line without its digest member, and the link is intact when D is its SHA-256.
 */
export function scanSealedBytes(
  bytes: NodeBuffer,
  start: number,
  stop: number,
  prev: Uint8Array,
  index: number,
  at: SealedBytes,
): boolean {
  begin(bytes, start, stop);
  try {
    // each value's first character (`{` or `"`) is checked by its canonical comparison
    if (!literalAt(start, LINK_BYTES.args) || !canonicalValueAt(start + 8, true)) return false;
    let i = canonicalEnd;
    const cut = i;
    if (!literalAt(i, LINK_BYTES.digest) || i + DIGEST_MEMBER > end || src[i + 75] !== 0x22)
      return false;
    i += DIGEST_MEMBER;
    if (!literalAt(i, LINK_BYTES.index)) return false;
    i = indexEnd(i + 9, index);
    if (i === FAIL || !literalAt(i, LINK_BYTES.prev) || !literalAt(i + 9, prev)) return false;
    i += 9 + prev.length;
    if (!literalAt(i, LINK_BYTES.response) || !canonicalValueAt(i + 13, true)) return false;
    i = canonicalEnd;
    if (!literalAt(i, LINK_BYTES.tool) || !canonicalValueAt(i + 8, false)) return false;
    i = canonicalEnd;
    if (i !== end - 1 || src[i] !== 0x7d) return false;
    at.cut = cut - start;
    return true;
  } finally {
    src = EMPTY;
  }
}
