import { hash } from 'node:crypto';
import { canonicalParts, type CanonicalRecord } from '../transcript/canonical.js';
import { writers, type OutBuffer } from './out-buffer.js';
import type { TranscriptRecord } from '../transcript/record.js';
import { GENESIS, linkDigest, linkLine } from './link.js';

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

const DIGEST_MEMBER = ',"digest":"'.length + 64 + 1;

/**
 * `sealRecords` for records already in canonical form, written straight into `out`: the bytes
 * are the same lines. Each line is assembled once: JCS({prev, index, tool, args, response})
 * (the line without its digest member) is written after a gap, hashed in place, and its head
 * `{"args":A` moved into the gap before the digest member.
 */
export function sealInto(
  records: Iterable<{ parts: CanonicalRecord }>,
  out: OutBuffer,
  from: ChainHead = EMPTY_CHAIN,
  state: ChainHead = { ...from },
): ChainHead {
  let prev = from.head;
  let index = from.count;
  for (const { parts } of records) {
    const head = '{"args":' + parts.args;
    const tail = `,"index":${index},"prev":"${prev}","response":${parts.response},"tool":${parts.tool}}`;
    out.reserve(3 * (head.length + tail.length) + DIGEST_MEMBER + 1);
    const buf = writers(out.buf);
    const start = out.pos;
    const gap = start + DIGEST_MEMBER;
    const h = buf.utf8Write(head, gap);
    const t = buf.utf8Write(tail, gap + h);
    const digest = hash('sha256', buf.subarray(gap, gap + h + t), 'hex');
    buf.copyWithin(start, gap, gap + h);
    buf.latin1Write(',"digest":"' + digest + '"', start + h);
    buf[gap + h + t] = 0x0a;
    out.pos = gap + h + t + 1;
    prev = digest;
    index++;
  }
  state.head = prev;
  state.count = index;
  return state;
}
