import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/bytes/buffers.ts
/**
 * Small byte helpers shared by the transcript scanner, the chain's link writer and reader, and
 * replay's digest tables: the ground floor of the byte layer (it imports nothing).
 */
/** The raw writers of a Buffer (`buf.write` with the encoding decided). */
function writers(buf) {
    return buf;
}
/** `bytes[start, stop)` as a plain view (cheaper to make than Buffer#subarray's Buffer). */
function view(bytes, start, stop) {
    return new Uint8Array(bytes.buffer, bytes.byteOffset + start, stop - start);
}
/**
 * Copies `from[start, stop)` to `to` at `at` and returns the count: a loop for the short runs
 * this code copies (Buffer#copy costs more in argument checks than in copying), `set` beyond.
 */
function copyBytes(from, start, stop, to, at) {
    const n = stop - start;
    if (n > 64)
        to.set(view(from, start, stop), at);
    else
        for (let k = 0; k < n; k++)
            to[at + k] = from[start + k];
    return n;
}

;// CONCATENATED MODULE: ./src/bytes/jcs-writer.ts
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

/** Returned instead of an end position when the writer does not decide the bytes. */
const FAIL = -1;
const MAX_DEPTH = 64;
const TWO_53 = 2 ** 53;
const TWO_53_BIG = 2n ** 53n;
const HEX = '0123456789abcdef';
const EMPTY = Buffer.alloc(0);
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
function hexValue(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    if (c >= 0x41 && c <= 0x46)
        return c - 0x37;
    return -1;
}
/** The short escape letter JSON.stringify uses for a control character, or 0. */
function shortEscape(code) {
    if (code === 0x08)
        return 0x62;
    if (code === 0x09)
        return 0x74;
    if (code === 0x0a)
        return 0x6e;
    if (code === 0x0c)
        return 0x66;
    if (code === 0x0d)
        return 0x72;
    return 0;
}
/**
 * Reads JSON from `src[i, end)` and writes its JCS bytes to `out` from 0. Positions are byte
 * offsets into `src`; every `write*` returns the end of what it read, or FAIL. Layouts built on
 * JSON (a transcript record, a sealed link) read their own members and hand values to it.
 */
class JcsWriter {
    /** The bytes being read and where they end. */
    src = EMPTY;
    end = 0;
    /** The JCS bytes written so far, and where the next byte goes. */
    out = Buffer.allocUnsafe(1 << 16);
    op = 0;
    /** After writeString: whether the string had escapes, had non-ASCII bytes, wrote a backslash. */
    hadEscape = false;
    hadNonAscii = false;
    wroteBackslash = false;
    /** After plainIntegerEnd: the integer it read. */
    integer = 0;
    /** Member table of the objects being written: [start, key end, end] per member, in `out`. */
    members = new Int32Array(3 * 256);
    top = 0;
    /** Where an unsorted object's members are copied while they are put in order. */
    spare = Buffer.allocUnsafe(1 << 12);
    /** Member rows being put in order (sorting never nests, so one table serves). */
    order = new Int32Array(64);
    /** Starts reading `bytes[start, stop)` with an empty output that has room for its JCS bytes. */
    begin(bytes, start, stop) {
        this.src = bytes;
        this.end = stop;
        this.op = 0;
        this.top = 0;
        // JCS bytes are no longer than the input except for numbers, which make room themselves
        this.room(stop - start + 256);
    }
    /** Lets go of the bytes read (they may be a large block the caller reuses or frees). */
    release() {
        this.src = EMPTY;
    }
    /** Room for `bytes` more output bytes. */
    room(bytes) {
        const op = this.op;
        if (op + bytes <= this.out.length)
            return;
        const bigger = Buffer.allocUnsafe(Math.max(this.out.length * 2, op + bytes));
        this.out.copy(bigger, 0, 0, op);
        this.out = bigger;
    }
    skipWs(i) {
        const s = this.src;
        const end = this.end;
        while (i < end) {
            const c = s[i];
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                break;
            i++;
        }
        return i;
    }
    /** True when `bytes` are at `i`. */
    literalAt(i, bytes) {
        const n = bytes.length;
        if (i + n > this.end)
            return false;
        const s = this.src;
        for (let k = 0; k < n; k++)
            if (s[i + k] !== bytes[k])
                return false;
        return true;
    }
    /**
     * The end of the object (or string) at `i` when it is already written as its JCS bytes,
     * else FAIL. Uses the output from 0.
     */
    canonicalEnd(i, object) {
        this.op = 0;
        this.top = 0;
        const stop = object ? this.writeObject(i, 1) : this.writeString(i);
        const op = this.op;
        if (stop === FAIL || stop - i !== op)
            return FAIL;
        const s = this.src;
        const o = this.out;
        for (let k = 0; k < op; k++)
            if (s[i + k] !== o[k])
                return FAIL;
        return stop;
    }
    /**
     * After an integer's digits at `i`: their end when they spell `value` (or, with `value` -1,
     * any plain non-negative integer of at most 15 digits, left in `integer`), else FAIL.
     */
    plainIntegerEnd(i, value) {
        const s = this.src;
        const end = this.end;
        let k = i;
        let v = 0;
        while (k < end && k - i < 16 && isDigit(s[k]))
            v = v * 10 + (s[k++] - 0x30);
        const digits = k - i;
        if (digits === 0 || digits > 15 || (digits > 1 && s[i] === 0x30))
            return FAIL;
        const next = k < end ? s[k] : 0;
        if (next === 0x2e || next === 0x65 || next === 0x45)
            return FAIL;
        if (value >= 0 && v !== value)
            return FAIL;
        this.integer = v;
        return k;
    }
    /** The UTF-16 code unit of `\uXXXX` whose `u` is at `i`, or -1. */
    escapedUnit(i) {
        if (i + 4 >= this.end)
            return -1;
        const s = this.src;
        let code = 0;
        for (let k = 1; k <= 4; k++) {
            const v = hexValue(s[i + k]);
            if (v < 0)
                return -1;
            code = code * 16 + v;
        }
        return code;
    }
    /** Length of the well-formed UTF-8 sequence at `i` (lead byte >= 0x80), or 0. */
    utf8Length(i) {
        const s = this.src;
        const end = this.end;
        const c = s[i];
        const cont = (k) => i + k < end && (s[i + k] & 0xc0) === 0x80;
        if (c >= 0xc2 && c <= 0xdf)
            return cont(1) ? 2 : 0;
        if (c >= 0xe0 && c <= 0xef) {
            if (!cont(1) || !cont(2))
                return 0;
            const d = s[i + 1];
            // no overlong forms, no surrogates (a decoder would replace them)
            if ((c === 0xe0 && d < 0xa0) || (c === 0xed && d > 0x9f))
                return 0;
            return 3;
        }
        if (c >= 0xf0 && c <= 0xf4) {
            if (!cont(1) || !cont(2) || !cont(3))
                return 0;
            const d = s[i + 1];
            if ((c === 0xf0 && d < 0x90) || (c === 0xf4 && d > 0x8f))
                return 0;
            return 4;
        }
        return 0;
    }
    /** Writes one UTF-16 code unit (not a surrogate) as JSON.stringify would. */
    writeUnit(code) {
        const o = this.out;
        if (code === 0x22 || code === 0x5c) {
            o[this.op++] = 0x5c;
            o[this.op++] = code;
            this.wroteBackslash = true;
        }
        else if (code < 0x20) {
            const short = shortEscape(code);
            if (short === 0) {
                this.writeHexEscape(code);
            }
            else {
                o[this.op++] = 0x5c;
                o[this.op++] = short;
                this.wroteBackslash = true;
            }
        }
        else if (code < 0x80) {
            o[this.op++] = code;
        }
        else if (code < 0x800) {
            o[this.op++] = 0xc0 | (code >> 6);
            o[this.op++] = 0x80 | (code & 0x3f);
        }
        else {
            o[this.op++] = 0xe0 | (code >> 12);
            o[this.op++] = 0x80 | ((code >> 6) & 0x3f);
            o[this.op++] = 0x80 | (code & 0x3f);
        }
    }
    /** Writes `\uxxxx` with lowercase hex digits (JSON.stringify's form for lone surrogates). */
    writeHexEscape(code) {
        const o = this.out;
        let p = this.op;
        o[p++] = 0x5c;
        o[p++] = 0x75;
        for (let shift = 12; shift >= 0; shift -= 4)
            o[p++] = HEX.charCodeAt((code >> shift) & 15);
        this.op = p;
        this.wroteBackslash = true;
    }
    /**
     * A string at `i` (a quote): writes its JCS bytes and returns its end. The output is never
     * longer than the input (escapes only shrink or keep their length), so no room is needed.
     */
    writeString(i) {
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
            if (i >= n)
                return FAIL;
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
            if (c < 0x20)
                return FAIL;
            if (c >= 0x80) {
                const k = this.utf8Length(i);
                if (k === 0)
                    return FAIL;
                this.hadNonAscii = true;
                for (let t = 0; t < k; t++)
                    o[p++] = s[i + t];
                i += k;
                continue;
            }
            // a backslash
            this.hadEscape = true;
            if (i + 1 >= n)
                return FAIL;
            const e = s[i + 1];
            if (e === 0x22 || e === 0x5c) {
                o[p++] = 0x5c;
                o[p++] = e;
                this.wroteBackslash = true;
                i += 2;
            }
            else if (e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
                o[p++] = 0x5c;
                o[p++] = e;
                this.wroteBackslash = true;
                i += 2;
            }
            else if (e === 0x2f) {
                o[p++] = 0x2f;
                i += 2;
            }
            else if (e === 0x75) {
                const code = this.escapedUnit(i + 1);
                if (code < 0)
                    return FAIL;
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
                    }
                    else {
                        this.writeHexEscape(code);
                    }
                }
                else if (code >= 0xdc00 && code <= 0xdfff) {
                    this.writeHexEscape(code);
                }
                else {
                    if (code >= 0x80)
                        this.hadNonAscii = true;
                    this.writeUnit(code);
                }
                p = this.op;
            }
            else {
                return FAIL;
            }
        }
    }
    /** A number at `i`: writes its JCS bytes. FAIL for integers beyond 2^53 (they would round). */
    writeNumber(i) {
        const s = this.src;
        const end = this.end;
        const start = i;
        if (s[i] === 0x2d)
            i++;
        const intStart = i;
        let c = s[i];
        if (c === 0x30) {
            i++;
        }
        else if (c >= 0x31 && c <= 0x39) {
            i++;
            while (i < end && isDigit(s[i]))
                i++;
        }
        else {
            return FAIL;
        }
        const intDigits = i - intStart;
        let simple = true;
        c = i < end ? s[i] : 0;
        if (c === 0x2e) {
            simple = false;
            i++;
            if (!(i < end && isDigit(s[i])))
                return FAIL;
            while (i < end && isDigit(s[i]))
                i++;
            c = i < end ? s[i] : 0;
        }
        if (c === 0x65 || c === 0x45) {
            simple = false;
            i++;
            c = i < end ? s[i] : 0;
            if (c === 0x2b || c === 0x2d)
                i++;
            if (!(i < end && isDigit(s[i])))
                return FAIL;
            while (i < end && isDigit(s[i]))
                i++;
        }
        if (simple && intDigits <= 15) {
            const o = this.out;
            if (intDigits === 1 && s[intStart] === 0x30) {
                o[this.op++] = 0x30; // -0 is written 0
            }
            else {
                let p = this.op;
                for (let k = start; k < i; k++)
                    o[p++] = s[k];
                this.op = p;
            }
            return i;
        }
        const token = s.toString('latin1', start, i);
        if (simple) {
            const big = BigInt(token);
            if (big > TWO_53_BIG || big < -TWO_53_BIG)
                return FAIL;
        }
        const value = Number(token);
        if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > TWO_53))
            return FAIL;
        const text = String(value);
        this.room(text.length);
        this.op += this.out.write(text, this.op, 'latin1');
        return i;
    }
    writeWord(i, word) {
        if (i + word.length > this.end)
            return FAIL;
        const s = this.src;
        for (let k = 0; k < word.length; k++)
            if (s[i + k] !== word.charCodeAt(k))
                return FAIL;
        const o = this.out;
        for (let k = 0; k < word.length; k++)
            o[this.op++] = word.charCodeAt(k);
        return i + word.length;
    }
    /**
     * Compares two keys' UTF-8 bytes in `out` as JCS orders them, by UTF-16 code units: byte
     * order is code point order, which differs from UTF-16 order only between U+E000..U+FFFF
     * (lead byte EE or EF) and supplementary characters (lead byte F0..F4, surrogates in UTF-16).
     */
    compareKeys(a0, a1, b0, b1) {
        const o = this.out;
        const n = Math.min(a1 - a0, b1 - b0);
        for (let k = 0; k < n; k++) {
            const x = o[a0 + k];
            const y = o[b0 + k];
            if (x === y)
                continue;
            if (x >= 0xf0 && (y === 0xee || y === 0xef))
                return -1;
            if (y >= 0xf0 && (x === 0xee || x === 0xef))
                return 1;
            return x < y ? -1 : 1;
        }
        return a1 - a0 - (b1 - b0);
    }
    compareMembers(a, b) {
        const m = this.members;
        return this.compareKeys(m[3 * a] + 1, m[3 * a + 1] - 1, m[3 * b] + 1, m[3 * b + 1] - 1);
    }
    /**
     * Puts the `count` members from table row `base` (written in input order after the `{` at
     * `open`) in key order; false on a duplicate key (JSON.parse would keep the last one; the
     * authority refuses it). An insertion sort: objects in tool calls have a handful of members.
     */
    sortMembers(base, count, open) {
        if (this.order.length < count)
            this.order = new Int32Array(count * 2);
        const o = this.order;
        for (let k = 0; k < count; k++) {
            const row = base + k;
            let j = k;
            while (j > 0) {
                const c = this.compareMembers(o[j - 1], row);
                if (c === 0)
                    return false;
                if (c < 0)
                    break;
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
            if (k > 0)
                out[p++] = 0x2c;
            p += copyBytes(spare, members[row] - from, members[row + 2] - from, out, p);
        }
        return true;
    }
    /** An object at `i` (a brace): writes its JCS bytes (members in key order), returns its end. */
    writeObject(i, depth) {
        if (depth > MAX_DEPTH)
            return FAIL;
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
            if (i >= end || s[i] !== 0x22)
                return FAIL;
            const start = this.op;
            i = this.writeString(i);
            // a key whose JCS text has an escape would not sort by its bytes: left to the authority
            if (i === FAIL || this.wroteBackslash)
                return FAIL;
            const keyEnd = this.op;
            i = this.skipWs(i);
            if (s[i] !== 0x3a)
                return FAIL;
            this.out[this.op++] = 0x3a;
            i = this.writeValue(this.skipWs(i + 1), depth + 1);
            if (i === FAIL)
                return FAIL;
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
                const order = this.compareKeys(members[row - 3] + 1, members[row - 2] - 1, start + 1, keyEnd - 1);
                if (order === 0)
                    return FAIL;
                if (order > 0)
                    sorted = false;
            }
            count++;
            i = this.skipWs(i);
            const c = s[i];
            if (c === 0x7d)
                break;
            if (c !== 0x2c || i >= end)
                return FAIL;
            this.out[this.op++] = 0x2c;
            i = this.skipWs(i + 1);
        }
        this.out[this.op++] = 0x7d;
        if (!sorted && !this.sortMembers(base, count, open))
            return FAIL;
        this.top = base;
        return i + 1;
    }
    writeArray(i, depth) {
        if (depth > MAX_DEPTH)
            return FAIL;
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
            if (i === FAIL)
                return FAIL;
            i = this.skipWs(i);
            const c = s[i];
            if (c === 0x5d) {
                this.out[this.op++] = 0x5d;
                return i + 1;
            }
            if (c !== 0x2c || i >= end)
                return FAIL;
            this.out[this.op++] = 0x2c;
            i = this.skipWs(i + 1);
        }
    }
    /** One JSON value at `i` (no leading whitespace): writes its JCS bytes, returns its end. */
    writeValue(i, depth) {
        if (i >= this.end)
            return FAIL;
        const c = this.src[i];
        if (c === 0x22)
            return this.writeString(i);
        if (c === 0x7b)
            return this.writeObject(i, depth);
        if (c === 0x5b)
            return this.writeArray(i, depth);
        if (c === 0x2d || isDigit(c))
            return this.writeNumber(i);
        if (c === 0x74)
            return this.writeWord(i, 'true');
        if (c === 0x66)
            return this.writeWord(i, 'false');
        if (c === 0x6e)
            return this.writeWord(i, 'null');
        return FAIL;
    }
    /**
     * JCS bytes of a whole JSON text, when the writer decides it (tests compare them with
     * `jcs(JSON.parse(text))`); undefined means "ask JSON.parse".
     */
    jcsOf(bytes) {
        this.begin(bytes, 0, bytes.length);
        try {
            const stop = this.writeValue(this.skipWs(0), 0);
            if (stop === FAIL || this.skipWs(stop) !== bytes.length)
                return undefined;
            return Buffer.from(this.out.subarray(0, this.op));
        }
        finally {
            this.release();
        }
    }
}
/** `JcsWriter#jcsOf` with a writer of its own (for one-off texts and tests). */
function jcsOfJsonBytes(bytes) {
    return new JcsWriter().jcsOf(bytes);
}

;// CONCATENATED MODULE: ./src/transcript/bytes.ts
/**
 * The transcript hot path on bytes: a record line `{index, tool, args, response}` read in one
 * pass by a `JcsWriter` (src/bytes/jcs-writer.ts), which checks the JSON and writes the JCS
 * bytes of each part, so replay, scope and seal hash canonical bytes without decoding the line.
 * Whenever it does not decide a line (anything unusual, a duplicate key at any depth included),
 * the strict parser reads it and words what is wrong.
 */


/** A record with no bytes yet: the shape every holder of one starts from. */
function emptyRecordBytes() {
    return {
        index: 0,
        tool: '',
        bytes: Buffer.alloc(0),
        toolStart: 0,
        toolEnd: 0,
        argsStart: 0,
        argsEnd: 0,
        responseStart: 0,
        responseEnd: 0,
        callStart: 0,
        callEnd: 0,
    };
}
/** The record's members, as bits of the set of those seen. */
const INDEX = 1;
const TOOL = 2;
const ARGS = 4;
const RESPONSE = 8;
const ALL = INDEX | TOOL | ARGS | RESPONSE;
const CALL_HEAD = Buffer.from('{"args":');
const CALL_TOOL = Buffer.from(',"tool":');
/**
 * Reads transcript record lines into canonical bytes. Each scanner has its own writer, tool
 * name cache and `record`, which the next scan overwrites.
 */
class RecordScanner {
    /** What the last successful `scan` read (one object, reused line after line). */
    record = emptyRecordBytes();
    w = new JcsWriter();
    /** Recent tool names with their raw bytes: transcripts call a few tools over and over. */
    names = [];
    toolName(s0, s1, t0, t1) {
        const w = this.w;
        if (w.hadEscape)
            return JSON.parse(w.out.toString('utf8', t0, t1));
        const src = w.src;
        const length = s1 - s0;
        for (const entry of this.names) {
            if (entry.bytes.length !== length)
                continue;
            let k = 0;
            while (k < length && entry.bytes[k] === src[s0 + k])
                k++;
            if (k === length)
                return entry.name;
        }
        const name = src.toString(w.hadNonAscii ? 'utf8' : 'latin1', s0, s1);
        if (this.names.length >= 32)
            this.names.shift();
        this.names.push({ bytes: Buffer.from(src.subarray(s0, s1)), name });
        return name;
    }
    /** Which member's key starts at `i` (its quote), or 0 for any other key. */
    member(i) {
        const w = this.w;
        if (isKey(w.src, w.end, i, 'index'))
            return INDEX;
        if (isKey(w.src, w.end, i, 'tool'))
            return TOOL;
        if (isKey(w.src, w.end, i, 'args'))
            return ARGS;
        if (isKey(w.src, w.end, i, 'response'))
            return RESPONSE;
        return 0;
    }
    /**
     * Reads a transcript line `{index, tool, args, response}` (any key order, JSON whitespace
     * allowed) from `bytes[start, stop)` and fills `record` when the strict parser would accept
     * it with exactly these values; false whenever anything is unusual (the strict parser then
     * decides and explains). With `expectedIndex` -1 any plain index is read (the caller checks
     * it).
     */
    scan(bytes, start, stop, expectedIndex, withCall = true) {
        const w = this.w;
        w.begin(bytes, start, stop);
        try {
            const src = bytes;
            const end = stop;
            let i = w.skipWs(start);
            if (i >= end || src[i] !== 0x7b)
                return false;
            i = w.skipWs(i + 1);
            let seen = 0;
            let index = 0;
            let tool = '';
            let toolStart = 0;
            let toolEnd = 0;
            let argsStart = 0;
            let argsEnd = 0;
            let responseStart = 0;
            let responseEnd = 0;
            for (;;) {
                if (i >= end || src[i] !== 0x22)
                    return false;
                const field = this.member(i);
                // a second `tool` (or any repeated member) is a duplicate key: the strict parser refuses it
                if (field === 0 || (seen & field) !== 0)
                    return false;
                seen |= field;
                const keyLength = field === INDEX ? 5 : field === RESPONSE ? 8 : 4;
                i = w.skipWs(i + keyLength + 2);
                if (src[i] !== 0x3a)
                    return false;
                i = w.skipWs(i + 1);
                if (i >= end)
                    return false;
                const c = src[i];
                if (field === INDEX) {
                    i = w.plainIntegerEnd(i, expectedIndex);
                    index = w.integer;
                }
                else if (field === TOOL) {
                    if (c !== 0x22)
                        return false;
                    toolStart = w.op;
                    const raw = i;
                    i = w.writeString(i);
                    if (i === FAIL)
                        return false;
                    toolEnd = w.op;
                    tool = this.toolName(raw + 1, i - 1, toolStart, toolEnd);
                }
                else {
                    if (c !== 0x7b)
                        return false;
                    const at = w.op;
                    i = w.writeObject(i, 1);
                    if (field === ARGS) {
                        argsStart = at;
                        argsEnd = w.op;
                    }
                    else {
                        responseStart = at;
                        responseEnd = w.op;
                    }
                }
                if (i === FAIL)
                    return false;
                i = w.skipWs(i);
                const sep = i < end ? src[i] : 0;
                if (sep === 0x7d) {
                    i = w.skipWs(i + 1);
                    break;
                }
                if (sep !== 0x2c)
                    return false;
                i = w.skipWs(i + 1);
            }
            if (i !== end || seen !== ALL)
                return false;
            // the call's JCS bytes, {"args":A,"tool":T}, after the parts
            const callStart = w.op;
            if (withCall) {
                w.room(argsEnd - argsStart + toolEnd - toolStart + 32);
                const out = w.out;
                let op = w.op;
                op += copyBytes(CALL_HEAD, 0, CALL_HEAD.length, out, op);
                op += copyBytes(out, argsStart, argsEnd, out, op);
                op += copyBytes(CALL_TOOL, 0, CALL_TOOL.length, out, op);
                op += copyBytes(out, toolStart, toolEnd, out, op);
                out[op++] = 0x7d;
                w.op = op;
            }
            const r = this.record;
            r.index = index;
            r.tool = tool;
            r.bytes = w.out;
            r.toolStart = toolStart;
            r.toolEnd = toolEnd;
            r.argsStart = argsStart;
            r.argsEnd = argsEnd;
            r.responseStart = responseStart;
            r.responseEnd = responseEnd;
            r.callStart = callStart;
            r.callEnd = w.op;
            return true;
        }
        finally {
            w.release();
        }
    }
}
function isKey(src, end, i, key) {
    // the key's quotes and bytes, then its closing quote
    if (i + key.length + 2 > end)
        return false;
    for (let k = 0; k < key.length; k++)
        if (src[i + 1 + k] !== key.charCodeAt(k))
            return false;
    return src[i + 1 + key.length] === 0x22;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/transcript/digest-block.ts
/**
 * Replay's per-line work for a block of whole lines, done where it can run in parallel (a
 * worker thread): each line scanned into its canonical bytes and the SHA-256 digests of its call
 * and response taken. The merge (src/transcript/parallel.ts) then steps through the entries in
 * file order and sends every line this did not decide to the strict parser.
 */



/** What became of a line. */
const BLANK = 0;
const DECIDED = 1;
const UNDECIDED = 2;
/**
 * One entry per physical line, ENTRY bytes: status, tool number, line start and end in the
 * block (Int32 each), the index read (Float64), then the call and response digests (32 bytes
 * each).
 */
const ENTRY = 88;
const digestLatin1 = external_node_crypto_namespaceObject.hash;
function isAsciiBlank(bytes, start, stop) {
    for (let k = start; k < stop; k++) {
        const c = bytes[k];
        if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0b && c !== 0x0c)
            return false;
    }
    return true;
}
/**
 * Digests the lines of `bytes[0, length)` (whole lines; the last may lack its LF) into
 * `reuse` when it is large enough, reading them with `scanner` (a worker keeps one for all its
 * blocks).
 */
function digestBlock(bytes, length, reuse, mode = 'digests', scanner = new RecordScanner()) {
    let lines = 1;
    for (let lf = bytes.indexOf(0x0a); lf !== -1 && lf < length; lf = bytes.indexOf(0x0a, lf + 1))
        lines++;
    // its own ArrayBuffer (never the shared pool), so it can be transferred whole; the one the
    // last block used when it is large enough (new ones would pile up as external garbage)
    const entries = reuse !== undefined && reuse.byteLength >= lines * ENTRY
        ? Buffer.from(reuse)
        : Buffer.allocUnsafeSlow(lines * ENTRY);
    const tools = [];
    const toolNumbers = new Map();
    let count = 0;
    for (let start = 0; start < length;) {
        let lf = bytes.indexOf(0x0a, start);
        if (lf === -1 || lf >= length)
            lf = length;
        const at = count * ENTRY;
        let stop = lf;
        if (stop > start && bytes[stop - 1] === 0x0d)
            stop--;
        let status = UNDECIDED;
        if (scanner.scan(bytes, start, stop, -1)) {
            status = DECIDED;
            const r = scanner.record;
            let tool = toolNumbers.get(r.tool);
            if (tool === undefined) {
                tool = tools.length;
                tools.push(r.tool);
                toolNumbers.set(r.tool, tool);
            }
            entries.writeInt32LE(tool, at + 4);
            entries.writeDoubleLE(r.index, at + 16);
            if (mode === 'parts') {
                // seal's parts, JCS bytes of tool, args, response, over the line's own bytes (the raw
                // line is only needed again when it is undecided); when they do not fit (numbers
                // written longer), the line is left to the strict parser
                if (!partsInPlace(r, bytes, start, stop, entries, at))
                    status = UNDECIDED;
                entries.writeInt32LE(status, at);
                entries.writeInt32LE(start, at + 8);
                entries.writeInt32LE(lf, at + 12);
                count++;
                start = lf + 1;
                continue;
            }
            const out = writers(entries);
            out.latin1Write(digestLatin1('sha256', view(r.bytes, r.callStart, r.callEnd), 'latin1'), at + 24);
            out.latin1Write(digestLatin1('sha256', view(r.bytes, r.responseStart, r.responseEnd), 'latin1'), at + 56);
        }
        else if (isAsciiBlank(bytes, start, stop)) {
            status = BLANK;
        }
        entries.writeInt32LE(status, at);
        entries.writeInt32LE(start, at + 8);
        entries.writeInt32LE(lf, at + 12);
        count++;
        start = lf + 1;
    }
    return { entries, count, tools };
}
/** Offsets of seal's parts in an entry (after status, tool, start, end and index). */
const PARTS_AT = 24;
/**
 * Copies the scanned record's JCS parts (tool, args, response) over `bytes[start, stop)` and
 * notes where each is in the entry at `at`; false when they are longer than the line.
 */
function partsInPlace(r, bytes, start, stop, entries, at) {
    const length = r.toolEnd - r.toolStart + (r.argsEnd - r.argsStart) + (r.responseEnd - r.responseStart);
    if (length > stop - start)
        return false;
    let p = start;
    const ranges = [r.toolStart, r.toolEnd, r.argsStart, r.argsEnd, r.responseStart, r.responseEnd];
    for (let k = 0; k < 6; k += 2) {
        entries.writeInt32LE(p, at + PARTS_AT + 4 * k);
        p += copyBytes(r.bytes, ranges[k], ranges[k + 1], bytes, p);
        entries.writeInt32LE(p, at + PARTS_AT + 4 * k + 4);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/transcript/digest-worker.ts
/**
 * The worker thread of parallel replay: digests the blocks it is sent (src/transcript/
 * digest-block.ts) and sends each block back with its entries, in the order received.
 */



/** This worker's scanner, for all the blocks it is sent (it keeps a cache of tool names). */
const scanner = new RecordScanner();
external_node_worker_threads_namespaceObject.parentPort?.on('message', ({ block, length, entries: reuse, mode }) => {
    const { entries, count, tools } = digestBlock(Buffer.from(block), length, reuse, mode, scanner);
    // both go back without copying: the block for the merge's strict parser, then for reuse
    const table = entries.buffer;
    external_node_worker_threads_namespaceObject.parentPort?.postMessage({ block, entries: table, count, tools }, [block, table]);
});

