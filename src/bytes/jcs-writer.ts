/**
 * A one-pass reader of JSON bytes that checks the JSON and writes its RFC 8785 (JCS) bytes at
 * the same time, so replay, scope, seal and verify hash canonical bytes without decoding a line,
 * building values or making strings. Each `JcsWriter` owns its buffers (nothing is shared
 * between writers or kept in module state), so two scanners never overwrite each other.
 *
 * It is an accelerator only: whenever it returns FAIL (invalid JSON or UTF-8, an integer
 * beyond 2^53, a duplicate key at any depth, a key whose JCS text needs an escape, deep
 * nesting), callers take the JSON.parse path, which stays the authority for every message and
 * digest. What it writes is exactly what `jcs(JSON.parse(text))` writes: keys sorted by UTF-16
 * code units, no whitespace, strings as JSON.stringify writes them, numbers as ECMAScript
 * writes them.
 */
import { copyBytes } from './buffers.js';

/** Returned instead of an end position when the writer does not decide the bytes. */
export const FAIL = -1;
const MAX_DEPTH = 64;
const TWO_53 = 2 ** 53;
const TWO_53_BIG = 2n ** 53n;
const HEX = '0123456789abcdef';
const EMPTY = Buffer.alloc(0);

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
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

/**
 * Reads JSON from `src[i, end)` and writes its JCS bytes to `out` from 0. Positions are byte
 * offsets into `src`; every `write*` returns the end of what it read, or FAIL. Layouts built on
 * JSON (a transcript record, a sealed link) read their own members and hand values to it.
 */
export class JcsWriter {
  /** The bytes being read and where they end. */
  src: Buffer = EMPTY;
  end = 0;
  /** The JCS bytes written so far, and where the next byte goes. */
  out: Buffer = Buffer.allocUnsafe(1 << 16);
  op = 0;
  /** After writeString: whether the string had escapes, had non-ASCII bytes, wrote a backslash. */
  hadEscape = false;
  hadNonAscii = false;
  wroteBackslash = false;
  /** After plainIntegerEnd: the integer it read. */
  integer = 0;
  /** Member table of the objects being written: [start, key end, end] per member, in `out`. */
  private members = new Int32Array(3 * 256);
  private top = 0;
  /** Where an unsorted object's members are copied while they are put in order. */
  private spare: Buffer = Buffer.allocUnsafe(1 << 12);
  /** Member rows being put in order (sorting never nests, so one table serves). */
  private order = new Int32Array(64);

  /** Starts reading `bytes[start, stop)` with an empty output that has room for its JCS bytes. */
  begin(bytes: Buffer, start: number, stop: number): void {
    this.src = bytes;
    this.end = stop;
    this.op = 0;
    this.top = 0;
    // JCS bytes are no longer than the input except for numbers, which make room themselves
    this.room(stop - start + 256);
  }

  /** Lets go of the bytes read (they may be a large block the caller reuses or frees). */
  release(): void {
    this.src = EMPTY;
  }

  /** Room for `bytes` more output bytes. */
  room(bytes: number): void {
    const op = this.op;
    if (op + bytes <= this.out.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.out.length * 2, op + bytes));
    this.out.copy(bigger, 0, 0, op);
    this.out = bigger;
  }

  skipWs(i: number): number {
    const s = this.src;
    const end = this.end;
    while (i < end) {
      const c = s[i];
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      i++;
    }
    return i;
  }

  /** True when `bytes` are at `i`. */
  literalAt(i: number, bytes: Uint8Array): boolean {
    const n = bytes.length;
    if (i + n > this.end) return false;
    const s = this.src;
    for (let k = 0; k < n; k++) if (s[i + k] !== bytes[k]) return false;
    return true;
  }

  /**
   * The end of the object (or string) at `i` when it is already written as its JCS bytes,
   * else FAIL. Uses the output from 0.
   */
  canonicalEnd(i: number, object: boolean): number {
    this.op = 0;
    this.top = 0;
    const stop = object ? this.writeObject(i, 1) : this.writeString(i);
    const op = this.op;
    if (stop === FAIL || stop - i !== op) return FAIL;
    const s = this.src;
    const o = this.out;
    for (let k = 0; k < op; k++) if (s[i + k] !== o[k]) return FAIL;
    return stop;
  }

  /**
   * After an integer's digits at `i`: their end when they spell `value` (or, with `value` -1,
   * any plain non-negative integer of at most 15 digits, left in `integer`), else FAIL.
   */
  plainIntegerEnd(i: number, value: number): number {
    const s = this.src;
    const end = this.end;
    let k = i;
    let v = 0;
    while (k < end && k - i < 16 && isDigit(s[k])) v = v * 10 + (s[k++] - 0x30);
    const digits = k - i;
    if (digits === 0 || digits > 15 || (digits > 1 && s[i] === 0x30)) return FAIL;
    const next = k < end ? s[k] : 0;
    if (next === 0x2e || next === 0x65 || next === 0x45) return FAIL;
    if (value >= 0 && v !== value) return FAIL;
    this.integer = v;
    return k;
  }

  /** The UTF-16 code unit of `\uXXXX` whose `u` is at `i`, or -1. */
  private escapedUnit(i: number): number {
    if (i + 4 >= this.end) return -1;
    const s = this.src;
    let code = 0;
    for (let k = 1; k <= 4; k++) {
      const v = hexValue(s[i + k]);
      if (v < 0) return -1;
      code = code * 16 + v;
    }
    return code;
  }

  /** Length of the well-formed UTF-8 sequence at `i` (lead byte >= 0x80), or 0. */
  private utf8Length(i: number): number {
    const s = this.src;
    const end = this.end;
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

  /** Writes one UTF-16 code unit (not a surrogate) as JSON.stringify would. */
  private writeUnit(code: number): void {
    const o = this.out;
    if (code === 0x22 || code === 0x5c) {
      o[this.op++] = 0x5c;
      o[this.op++] = code;
      this.wroteBackslash = true;
    } else if (code < 0x20) {
      const short = shortEscape(code);
      if (short === 0) {
        this.writeHexEscape(code);
      } else {
        o[this.op++] = 0x5c;
        o[this.op++] = short;
        this.wroteBackslash = true;
      }
    } else if (code < 0x80) {
      o[this.op++] = code;
    } else if (code < 0x800) {
      o[this.op++] = 0xc0 | (code >> 6);
      o[this.op++] = 0x80 | (code & 0x3f);
    } else {
      o[this.op++] = 0xe0 | (code >> 12);
      o[this.op++] = 0x80 | ((code >> 6) & 0x3f);
      o[this.op++] = 0x80 | (code & 0x3f);
    }
  }

  /** Writes `\uxxxx` with lowercase hex digits (JSON.stringify's form for lone surrogates). */
  private writeHexEscape(code: number): void {
    const o = this.out;
    let p = this.op;
    o[p++] = 0x5c;
    o[p++] = 0x75;
    for (let shift = 12; shift >= 0; shift -= 4) o[p++] = HEX.charCodeAt((code >> shift) & 15);
    this.op = p;
    this.wroteBackslash = true;
  }

  /**
   * A string at `i` (a quote): writes its JCS bytes and returns its end. The output is never
   * longer than the input (escapes only shrink or keep their length), so no room is needed.
   */
  writeString(i: number): number {
    const s = this.src;
    const n = this.end;
    const o = this.out;
    let p = this.op;
    this.hadEscape = false;
    this.hadNonAscii = false;
    this.wroteBackslash = false;
    o[p++] = 0x22;
    i++;
    for (;;) {
      if (i >= n) return FAIL;
      const c = s[i];
      if (c === 0x22) {
        o[p++] = 0x22;
        this.op = p;
        return i + 1;
      }
      if (c >= 0x20 && c < 0x80 && c !== 0x5c) {
        o[p++] = c;
        i++;
        continue;
      }
      if (c < 0x20) return FAIL;
      if (c >= 0x80) {
        const k = this.utf8Length(i);
        if (k === 0) return FAIL;
        this.hadNonAscii = true;
        for (let t = 0; t < k; t++) o[p++] = s[i + t];
        i += k;
        continue;
      }
      // a backslash
      this.hadEscape = true;
      if (i + 1 >= n) return FAIL;
      const e = s[i + 1];
      if (e === 0x22 || e === 0x5c) {
        o[p++] = 0x5c;
        o[p++] = e;
        this.wroteBackslash = true;
        i += 2;
      } else if (e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
        o[p++] = 0x5c;
        o[p++] = e;
        this.wroteBackslash = true;
        i += 2;
      } else if (e === 0x2f) {
        o[p++] = 0x2f;
        i += 2;
      } else if (e === 0x75) {
        const code = this.escapedUnit(i + 1);
        if (code < 0) return FAIL;
        i += 6;
        this.op = p;
        if (code >= 0xd800 && code <= 0xdbff) {
          const low = s[i] === 0x5c && s[i + 1] === 0x75 ? this.escapedUnit(i + 1) : -1;
          if (low >= 0xdc00 && low <= 0xdfff) {
            const cp = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
            o[this.op++] = 0xf0 | (cp >> 18);
            o[this.op++] = 0x80 | ((cp >> 12) & 0x3f);
            o[this.op++] = 0x80 | ((cp >> 6) & 0x3f);
            o[this.op++] = 0x80 | (cp & 0x3f);
            this.hadNonAscii = true;
            i += 6;
          } else {
            this.writeHexEscape(code);
          }
        } else if (code >= 0xdc00 && code <= 0xdfff) {
          this.writeHexEscape(code);
        } else {
          if (code >= 0x80) this.hadNonAscii = true;
          this.writeUnit(code);
        }
        p = this.op;
      } else {
        return FAIL;
      }
    }
  }

  /** A number at `i`: writes its JCS bytes. FAIL for integers beyond 2^53 (they would round). */
  private writeNumber(i: number): number {
    const s = this.src;
    const end = this.end;
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
      const o = this.out;
      if (intDigits === 1 && s[intStart] === 0x30) {
        o[this.op++] = 0x30; // -0 is written 0
      } else {
        let p = this.op;
        for (let k = start; k < i; k++) o[p++] = s[k];
        this.op = p;
      }
      return i;
    }
    const token = s.toString('latin1', start, i);
    if (simple) {
      const big = BigInt(token);
      if (big > TWO_53_BIG || big < -TWO_53_BIG) return FAIL;
    }
    const value = Number(token);
    if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > TWO_53))
      return FAIL;
    const text = String(value);
    this.room(text.length);
    this.op += this.out.write(text, this.op, 'latin1');
    return i;
  }

  private writeWord(i: number, word: string): number {
    if (i + word.length > this.end) return FAIL;
    const s = this.src;
    for (let k = 0; k < word.length; k++) if (s[i + k] !== word.charCodeAt(k)) return FAIL;
    const o = this.out;
    for (let k = 0; k < word.length; k++) o[this.op++] = word.charCodeAt(k);
    return i + word.length;
  }

  /**
   * Compares two keys' UTF-8 bytes in `out` as JCS orders them, by UTF-16 code units: byte
   * order is code point order, which differs from UTF-16 order only between U+E000..U+FFFF
   * (lead byte EE or EF) and supplementary characters (lead byte F0..F4, surrogates in UTF-16).
   */
  private compareKeys(a0: number, a1: number, b0: number, b1: number): number {
    const o = this.out;
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

  private compareMembers(a: number, b: number): number {
    const m = this.members;
    return this.compareKeys(m[3 * a] + 1, m[3 * a + 1] - 1, m[3 * b] + 1, m[3 * b + 1] - 1);
  }

  /**
   * Puts the `count` members from table row `base` (written in input order after the `{` at
   * `open`) in key order; false on a duplicate key (JSON.parse would keep the last one; the
   * authority refuses it). An insertion sort: objects in tool calls have a handful of members.
   */
  private sortMembers(base: number, count: number, open: number): boolean {
    if (this.order.length < count) this.order = new Int32Array(count * 2);
    const o = this.order;
    for (let k = 0; k < count; k++) {
      const row = base + k;
      let j = k;
      while (j > 0) {
        const c = this.compareMembers(o[j - 1], row);
        if (c === 0) return false;
        if (c < 0) break;
        o[j] = o[j - 1];
        j--;
      }
      o[j] = row;
    }
    const out = this.out;
    const op = this.op;
    const from = open + 1;
    const length = op - 1 - from;
    if (this.spare.length < length)
      this.spare = Buffer.allocUnsafe(Math.max(length, this.spare.length * 2));
    const spare = this.spare;
    copyBytes(out, from, op - 1, spare, 0);
    const members = this.members;
    let p = from;
    for (let k = 0; k < count; k++) {
      const row = 3 * o[k];
      if (k > 0) out[p++] = 0x2c;
      p += copyBytes(spare, members[row] - from, members[row + 2] - from, out, p);
    }
    return true;
  }

  /** An object at `i` (a brace): writes its JCS bytes (members in key order), returns its end. */
  writeObject(i: number, depth: number): number {
    if (depth > MAX_DEPTH) return FAIL;
    const s = this.src;
    const end = this.end;
    const open = this.op;
    this.out[this.op++] = 0x7b;
    i = this.skipWs(i + 1);
    if (s[i] === 0x7d) {
      this.out[this.op++] = 0x7d;
      return i + 1;
    }
    const base = this.top;
    let sorted = true;
    let count = 0;
    for (;;) {
      if (i >= end || s[i] !== 0x22) return FAIL;
      const start = this.op;
      i = this.writeString(i);
      // a key whose JCS text has an escape would not sort by its bytes: left to the authority
      if (i === FAIL || this.wroteBackslash) return FAIL;
      const keyEnd = this.op;
      i = this.skipWs(i);
      if (s[i] !== 0x3a) return FAIL;
      this.out[this.op++] = 0x3a;
      i = this.writeValue(this.skipWs(i + 1), depth + 1);
      if (i === FAIL) return FAIL;
      if (3 * (this.top + 1) > this.members.length) {
        const bigger = new Int32Array(this.members.length * 2);
        bigger.set(this.members);
        this.members = bigger;
      }
      const members = this.members;
      const row = 3 * this.top++;
      members[row] = start;
      members[row + 1] = keyEnd;
      members[row + 2] = this.op;
      if (count > 0 && sorted) {
        const order = this.compareKeys(
          members[row - 3] + 1,
          members[row - 2] - 1,
          start + 1,
          keyEnd - 1,
        );
        if (order === 0) return FAIL;
        if (order > 0) sorted = false;
      }
      count++;
      i = this.skipWs(i);
      const c = s[i];
      if (c === 0x7d) break;
      if (c !== 0x2c || i >= end) return FAIL;
      this.out[this.op++] = 0x2c;
      i = this.skipWs(i + 1);
    }
    this.out[this.op++] = 0x7d;
    if (!sorted && !this.sortMembers(base, count, open)) return FAIL;
    this.top = base;
    return i + 1;
  }

  private writeArray(i: number, depth: number): number {
    if (depth > MAX_DEPTH) return FAIL;
    const s = this.src;
    const end = this.end;
    this.out[this.op++] = 0x5b;
    i = this.skipWs(i + 1);
    if (s[i] === 0x5d) {
      this.out[this.op++] = 0x5d;
      return i + 1;
    }
    for (;;) {
      i = this.writeValue(i, depth + 1);
      if (i === FAIL) return FAIL;
      i = this.skipWs(i);
      const c = s[i];
      if (c === 0x5d) {
        this.out[this.op++] = 0x5d;
        return i + 1;
      }
      if (c !== 0x2c || i >= end) return FAIL;
      this.out[this.op++] = 0x2c;
      i = this.skipWs(i + 1);
    }
  }

  /** One JSON value at `i` (no leading whitespace): writes its JCS bytes, returns its end. */
  writeValue(i: number, depth: number): number {
    if (i >= this.end) return FAIL;
    const c = this.src[i];
    if (c === 0x22) return this.writeString(i);
    if (c === 0x7b) return this.writeObject(i, depth);
    if (c === 0x5b) return this.writeArray(i, depth);
    if (c === 0x2d || isDigit(c)) return this.writeNumber(i);
    if (c === 0x74) return this.writeWord(i, 'true');
    if (c === 0x66) return this.writeWord(i, 'false');
    if (c === 0x6e) return this.writeWord(i, 'null');
    return FAIL;
  }

  /**
   * JCS bytes of a whole JSON text, when the writer decides it (tests compare them with
   * `jcs(JSON.parse(text))`); undefined means "ask JSON.parse".
   */
  jcsOf(bytes: Buffer): Buffer | undefined {
    this.begin(bytes, 0, bytes.length);
    try {
      const stop = this.writeValue(this.skipWs(0), 0);
      if (stop === FAIL || this.skipWs(stop) !== bytes.length) return undefined;
      return Buffer.from(this.out.subarray(0, this.op));
    } finally {
      this.release();
    }
  }
}

/** `JcsWriter#jcsOf` with a writer of its own (for one-off texts and tests). */
export function jcsOfJsonBytes(bytes: Buffer): Buffer | undefined {
  return new JcsWriter().jcsOf(bytes);
}
