import { canonicalParts } from '../transcript/canonical.js';
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
