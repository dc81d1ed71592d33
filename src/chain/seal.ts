import { canonicalParts } from '../transcript/canonical.js';
import type { RecordBytes } from '../transcript/bytes.js';
import type { OutBuffer } from './out-buffer.js';
import type { TranscriptRecord } from '../transcript/record.js';
import { GENESIS, linkDigest, linkLine, writeLink, type ChainHead } from './link.js';

export type { ChainHead } from './link.js';
/** Seals one record in canonical bytes as the link after a head, into an OutBuffer. */
export { writeLink as sealOne } from './link.js';

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
  for (const r of records) writeLink(r, out, state);
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
    writeLink(next.value, out, state);
  }
  return false;
}
