/**
 * The sealed link line, written and read in this one file. A line is JCS(link) + LF:
 *
 *   {"args":A,"digest":"D","index":N,"prev":"P","response":R,"tool":T}
 *
 * and the link's digest D is sha256 of the same line without its digest member, which is
 * JCS({prev, index, tool, args, response}). The fixed pieces and their offsets are named once
 * here for the string forms (`linkLine`, `linkDigest`), the byte writer (`writeLink`, seal's
 * hot path) and the byte reader (`LinkReader`, verify's hot path).
 */
import { hash } from 'node:crypto';
import type { NodeBuffer } from '../model/node-buffer.js';
import { copyBytes, view, writers } from '../bytes/buffers.js';
import { FAIL, JcsWriter } from '../bytes/jcs-writer.js';
import type { RecordBytes } from '../transcript/bytes.js';
import type { CanonicalRecord } from '../transcript/canonical.js';
import type { OutBuffer } from './out-buffer.js';

/** Hex digits of a SHA-256 digest (D and P). */
export const DIGEST_HEX = 64;

/** The prev of the first link: 64 zero hex digits. */
export const GENESIS = '0'.repeat(DIGEST_HEX);

/** The fixed pieces of a link line, in line order; each value follows its piece. */
const PIECE = {
  /** then A */
  args: '{"args":',
  /** then D, then DIGEST_CLOSE */
  digest: ',"digest":"',
  /** then N */
  index: ',"index":',
  /** then P */
  prev: ',"prev":"',
  /** closes P, then R */
  response: '","response":',
  /** then T, then LINK_CLOSE */
  tool: ',"tool":',
} as const;
const DIGEST_CLOSE = '"';
const LINK_CLOSE = '}';

/** The pieces as bytes, for the byte writer and reader. */
const BYTES = {
  args: Buffer.from(PIECE.args),
  digest: Buffer.from(PIECE.digest),
  index: Buffer.from(PIECE.index),
  prev: Buffer.from(PIECE.prev),
  response: Buffer.from(PIECE.response),
  tool: Buffer.from(PIECE.tool),
};

/** Offset of A in a line. */
const ARGS_AT = BYTES.args.length;
/** Offset of D's hex digits in the digest member `,"digest":"D"`. */
const DIGEST_HEX_AT = BYTES.digest.length;
/** Offset of D's closing quote in the digest member. */
const DIGEST_CLOSE_AT = DIGEST_HEX_AT + DIGEST_HEX;
/** `,"digest":"` + D + `"`: what a line has beyond the hashed JCS({prev, index, …}). */
export const DIGEST_MEMBER = DIGEST_CLOSE_AT + 1;
/** Offset of N after its piece, of P's hex digits after theirs, of R and T after theirs. */
const INDEX_AT = BYTES.index.length;
const PREV_HEX_AT = BYTES.prev.length;
const RESPONSE_AT = BYTES.response.length;
const TOOL_AT = BYTES.tool.length;
/** Bytes of a line's fixed members, LF included (A, N, R and T not counted). */
const FIXED =
  ARGS_AT + DIGEST_MEMBER + INDEX_AT + PREV_HEX_AT + DIGEST_HEX + RESPONSE_AT + TOOL_AT + 2;
/** The most decimal digits N takes (Number.MAX_SAFE_INTEGER has 16). */
const INDEX_DIGITS = 20;

/** A sealed transcript line: the record's fields plus `prev` and `digest`. */
export interface ChainLink {
  args: Record<string, unknown>;
  digest: string;
  index: number;
  prev: string;
  response: Record<string, unknown>;
  tool: string;
}

/** Where a chain continues from: the last link's digest and the number of links so far. */
export interface ChainHead {
  head: string;
  count: number;
}

/**
 * Link digest = sha256(JCS({prev, index, tool, args, response})): the line without its digest
 * member, assembled from the parts' JCS texts.
 */
export function linkDigest(prev: string, index: number, parts: CanonicalRecord): string {
  const text =
    PIECE.args +
    parts.args +
    PIECE.index +
    index +
    PIECE.prev +
    prev +
    PIECE.response +
    parts.response +
    PIECE.tool +
    parts.tool +
    LINK_CLOSE;
  return hash('sha256', text, 'hex');
}

/** The exact sealed line, JCS(link) without its LF. */
export function linkLine(
  prev: string,
  index: number,
  digest: string,
  parts: CanonicalRecord,
): string {
  return (
    PIECE.args +
    parts.args +
    PIECE.digest +
    digest +
    DIGEST_CLOSE +
    PIECE.index +
    index +
    PIECE.prev +
    prev +
    PIECE.response +
    parts.response +
    PIECE.tool +
    parts.tool +
    LINK_CLOSE
  );
}

function put(piece: Buffer, to: Buffer, at: number): number {
  return copyBytes(piece, 0, piece.length, to, at);
}

/** Writes a non-negative integer's decimal digits at `at`; returns their count. */
function putDigits(value: number, to: Buffer, at: number): number {
  if (value >= 1e15) return writers(to).latin1Write(String(value), at);
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  for (let k = digits - 1, v = value; k >= 0; k--, v = Math.floor(v / 10))
    to[at + k] = 0x30 + (v % 10);
  return digits;
}

/**
 * Writes the link after `state` for a record already in canonical bytes (the scanner's)
 * straight into `out` (its line and LF), and moves `state` on. The line is assembled once:
 * the hashed text (the line without its digest member) is written after a gap the size of that
 * member, hashed in place, and its head `{"args":A` moved into the gap before the digest member.
 */
export function writeLink(r: RecordBytes, out: OutBuffer, state: ChainHead): void {
  const src = r.bytes;
  const { head: prev, count: index } = state;
  out.reserve(
    FIXED +
      INDEX_DIGITS +
      (r.argsEnd - r.argsStart) +
      (r.responseEnd - r.responseStart) +
      (r.toolEnd - r.toolStart),
  );
  const buf = writers(out.buf);
  const start = out.pos;
  const gap = start + DIGEST_MEMBER;
  let p = gap + put(BYTES.args, buf, gap);
  p += copyBytes(src, r.argsStart, r.argsEnd, buf, p);
  const headEnd = p;
  p += put(BYTES.index, buf, p);
  p += putDigits(index, buf, p);
  p += put(BYTES.prev, buf, p);
  p += buf.latin1Write(prev, p);
  p += put(BYTES.response, buf, p);
  p += copyBytes(src, r.responseStart, r.responseEnd, buf, p);
  p += put(BYTES.tool, buf, p);
  p += copyBytes(src, r.toolStart, r.toolEnd, buf, p);
  buf[p++] = 0x7d;
  const digest = hash('sha256', view(buf, gap, p), 'hex');
  buf.copyWithin(start, gap, headEnd);
  const member = start + headEnd - gap;
  put(BYTES.digest, buf, member);
  buf.latin1Write(digest, member + DIGEST_HEX_AT);
  buf[member + DIGEST_CLOSE_AT] = 0x22;
  buf[p] = 0x0a;
  out.pos = p + 1;
  state.head = digest;
  state.count = index + 1;
}

/**
 * Reads sealed lines as bytes and proves the intact ones without parsing them. Each reader has
 * its own writer and scratch buffer.
 */
export class LinkReader {
  private readonly w = new JcsWriter();
  /** Where the hashed text of a line is assembled. */
  private scratch = Buffer.allocUnsafe(1 << 12);

  /**
   * Where the digest member starts in the line `bytes[start, stop)` (an offset in the line),
   * when the line is exactly JCS(link) for link `index` under `prev` (its hex digits as bytes):
   * A, R and T already canonical, N the position, P the previous digest and D 64 bytes (the
   * caller's digest comparison proves them lowercase hex). Else -1.
   */
  digestMemberAt(
    bytes: NodeBuffer,
    start: number,
    stop: number,
    prev: Uint8Array,
    index: number,
  ): number {
    const w = this.w;
    w.begin(bytes, start, stop);
    try {
      // each value's first character (`{` or `"`) is checked by its canonical comparison
      if (!w.literalAt(start, BYTES.args)) return -1;
      let i = w.canonicalEnd(start + ARGS_AT, true);
      if (i === FAIL) return -1;
      const member = i;
      if (
        !w.literalAt(member, BYTES.digest) ||
        member + DIGEST_MEMBER > stop ||
        bytes[member + DIGEST_CLOSE_AT] !== 0x22
      )
        return -1;
      i = member + DIGEST_MEMBER;
      if (!w.literalAt(i, BYTES.index)) return -1;
      i = w.plainIntegerEnd(i + INDEX_AT, index);
      if (i === FAIL || !w.literalAt(i, BYTES.prev) || !w.literalAt(i + PREV_HEX_AT, prev))
        return -1;
      i += PREV_HEX_AT + prev.length;
      if (!w.literalAt(i, BYTES.response)) return -1;
      i = w.canonicalEnd(i + RESPONSE_AT, true);
      if (i === FAIL || !w.literalAt(i, BYTES.tool)) return -1;
      i = w.canonicalEnd(i + TOOL_AT, false);
      if (i !== stop - 1 || bytes[i] !== 0x7d) return -1;
      return member - start;
    } finally {
      w.release();
    }
  }

  /**
   * The digest of the intact canonical link line `bytes[start, stop)` (LF-terminated in its
   * file) for link `index` under `prev`, proven without parsing it; it is also copied into
   * `prev`, the next link's. Undefined when this fast path does not decide the line (the
   * parsing check then does, and reports anything wrong).
   */
  intactDigest(
    bytes: NodeBuffer,
    start: number,
    stop: number,
    prev: Uint8Array,
    index: number,
  ): string | undefined {
    const at = this.digestMemberAt(bytes, start, stop, prev, index);
    if (at < 0) return undefined;
    // the line without its digest member is the hashed text
    const member = start + at;
    const length = stop - start - DIGEST_MEMBER;
    if (this.scratch.length < length)
      this.scratch = Buffer.allocUnsafe(Math.max(length, this.scratch.length * 2));
    const scratch = this.scratch;
    copyBytes(bytes, start, member, scratch, 0);
    copyBytes(bytes, member + DIGEST_MEMBER, stop, scratch, at);
    const digest = hash('sha256', view(scratch, 0, length), 'hex');
    // the stored digest equals it (so it is 64 lowercase hex digits), and is the next prev
    const stored = member + DIGEST_HEX_AT;
    for (let k = 0; k < DIGEST_HEX; k++)
      if (bytes[stored + k] !== digest.charCodeAt(k)) return undefined;
    copyBytes(bytes, stored, stored + DIGEST_HEX, prev, 0);
    return digest;
  }
}
