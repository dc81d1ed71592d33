import { hash } from 'node:crypto';
import { canonicalParts } from '../transcript/canonical.js';
import { copyBytes, view, type RecordBytes } from '../transcript/bytes.js';
import { writers, type OutBuffer } from './out-buffer.js';
import type { TranscriptRecord } from '../transcript/record.js';
import { DIGEST_MEMBER, GENESIS, LINK_BYTES, linkDigest, linkLine } from './link.js';

/** Where a chain continues from: the last link's digest and the number of links so far. */
export interface ChainHead {
  head: string;
  count: number;
}

/** The start of every chain. */
export const EMPTY_CHAIN: ChainHead = Object.freeze({ head: GENESIS, count: 0 });

/**
 * Seals records into chain lines (each JCS(link) + LF), continuing `from` (an empty chain by
 * default; `seal --append` passes the verified head). Record indexes are renumbered from
 * `from.count`, so an appended transcript that starts at 0 continues the chain. `state` holds the
 * head after the last line yielded.
 */
export function* sealRecords(
  records: Iterable<TranscriptRecord>,
  from: ChainHead = EMPTY_CHAIN,
  state: ChainHead = { ...from },
): Generator<string> {
  let prev = from.head;
  let index = from.count;
  for (const record of records) {
    const parts = canonicalParts(record);
    const digest = linkDigest(prev, index, parts);
    yield linkLine(prev, index, digest, parts) + '\n';
    prev = digest;
    index++;
    state.head = prev;
    state.count = index;
  }
}

const {
  args: ARGS_HEAD,
  index: INDEX_MEMBER,
  prev: PREV_MEMBER,
  response: RESPONSE_MEMBER,
  tool: TOOL_MEMBER,
  digest: DIGEST_HEAD,
} = LINK_BYTES;
/** Bytes of the fixed members of a link line, LF included. */
const FIXED =
  DIGEST_MEMBER +
  ARGS_HEAD.length +
  INDEX_MEMBER.length +
  PREV_MEMBER.length +
  64 +
  RESPONSE_MEMBER.length +
  TOOL_MEMBER.length +
  2;

function put(constant: Buffer, to: Buffer, at: number): number {
  return copyBytes(constant, 0, constant.length, to, at);
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
 * Seals one record already in canonical bytes (the byte scanner's) as the link after `state`,
 * written straight into `out`, and moves `state` on. The line is assembled once:
 * JCS({prev, index, tool, args, response}) (the line without its digest member) is written
 * after a gap, hashed in place, and its head `{"args":A` moved into the gap before the digest
 * member.
 */
export function sealOne(r: RecordBytes, out: OutBuffer, state: ChainHead): void {
  const src = r.bytes;
  const { head: prev, count: index } = state;
  out.reserve(
    FIXED +
      20 +
      (r.argsEnd - r.argsStart) +
      (r.responseEnd - r.responseStart) +
      (r.toolEnd - r.toolStart),
  );
  const buf = writers(out.buf);
  const start = out.pos;
  const gap = start + DIGEST_MEMBER;
  let p = gap + put(ARGS_HEAD, buf, gap);
  p += copyBytes(src, r.argsStart, r.argsEnd, buf, p);
  const headEnd = p;
  p += put(INDEX_MEMBER, buf, p);
  p += putDigits(index, buf, p);
  p += put(PREV_MEMBER, buf, p);
  p += buf.latin1Write(prev, p);
  p += put(RESPONSE_MEMBER, buf, p);
  p += copyBytes(src, r.responseStart, r.responseEnd, buf, p);
  p += put(TOOL_MEMBER, buf, p);
  p += copyBytes(src, r.toolStart, r.toolEnd, buf, p);
  buf[p++] = 0x7d;
  const digest = hash('sha256', view(buf, gap, p), 'hex');
  buf.copyWithin(start, gap, headEnd);
  let d = start + headEnd - gap;
  d += put(DIGEST_HEAD, buf, d);
  d += buf.latin1Write(digest, d);
  buf[d] = 0x22;
  buf[p] = 0x0a;
  out.pos = p + 1;
  state.head = digest;
  state.count = index + 1;
}

/**
 * `sealRecords` for records already in canonical bytes, written straight into `out` (the
 * bytes are the same lines), continuing `from`; returns the head after the last line.
 */
export function sealInto(
  records: Iterable<RecordBytes>,
  out: OutBuffer,
  from: ChainHead = EMPTY_CHAIN,
  state: ChainHead = { ...from },
): ChainHead {
  state.head = from.head;
  state.count = from.count;
  for (const r of records) sealOne(r, out, state);
  return state;
}

/**
 * Seals records from `records` into `out` until it holds at least `limit` bytes or the records
 * end (then true), continuing `state`: lets the caller write one buffer while the next fills.
 */
export function sealSome(
  records: Iterator<RecordBytes>,
  out: OutBuffer,
  state: ChainHead,
  limit: number,
): boolean {
  while (out.pos < limit) {
    const next = records.next();
    if (next.done === true) return true;
    sealOne(next.value, out, state);
  }
  return false;
}
