import type { Finding } from '../model/finding.js';
import { makeFinding } from '../report/build.js';
import {
  callText,
  canonicalParts,
  digestKey,
  keyToHex,
  type CanonicalRecord,
} from './canonical.js';
import { DigestTable } from './digest-table.js';
import { DEFAULT_MUTATORS, mutatorsFromList, type MutatorRule } from './mutators.js';
import type { TranscriptRecord } from './record.js';
import { recordLocation } from './location.js';

export interface ReplayOptions {
  /** Which tools may change state; default: `DEFAULT_MUTATORS`. */
  isMutator?: MutatorRule;
}

/** What replay found in one transcript. */
export interface ReplayResult {
  calls: number;
  distinctCalls: number;
  /** Index of the first TW301, or null. */
  divergence: number | null;
  findings: Finding[];
}

/** What replay needs of a record: where it is, its tool, and the canonical texts of its parts. */
export interface CanonicalCall {
  index: number;
  line: number;
  tool: string;
  parts: CanonicalRecord;
}

/**
 * TW301 non-determinism and TW302 redundant-call over a stream of records. Keeps one entry per
 * distinct call (digests only), so memory grows with distinct calls, not with the transcript.
 */
export function replayRecords(
  records: Iterable<TranscriptRecord>,
  uri: string,
  options: ReplayOptions = {},
): ReplayResult {
  function* calls(): Generator<CanonicalCall> {
    for (const record of records) yield { ...record, parts: canonicalParts(record) };
  }
  return replayCalls(calls(), uri, options);
}

/** `replayRecords` over records already in canonical form (the scanner's output). */
export function replayCalls(
  records: Iterable<CanonicalCall>,
  uri: string,
  options: ReplayOptions = {},
): ReplayResult {
  const isMutator = options.isMutator ?? mutatorsFromList(DEFAULT_MUTATORS);
  const table = new DigestTable();
  const findings: Finding[] = [];
  let mutations = 0;
  let previousCall: string | undefined;
  let calls = 0;
  let divergence: number | null = null;
  for (const record of records) {
    calls++;
    const parts = record.parts;
    const call = digestKey(callText(parts));
    const response = digestKey(parts.response);
    const mutator = isMutator(record.tool);
    const slot = table.find(call);
    if (slot < 0) {
      table.add(call, response, record.index, mutations + (mutator ? 1 : 0));
    } else if (!table.responseIs(slot, response)) {
      const firstIndex = table.firstIndex(slot);
      if (divergence === null) divergence = record.index;
      findings.push(
        makeFinding('TW301', {
          message: `tool '${record.tool}' returned a different response than the identical call at index ${firstIndex}`,
          locations: [recordLocation(uri, record)],
          evidence: {
            index: record.index,
            firstIndex,
            callDigest: keyToHex(call),
            firstResponseDigest: table.responseHex(slot),
            responseDigest: keyToHex(response),
            afterMutation: mutations > table.mutationsAt(slot),
          },
          subjects: [uri, record.index],
        }),
      );
    }
    if (previousCall === call && !mutator) {
      findings.push(
        makeFinding('TW302', {
          message: `tool '${record.tool}' repeats the identical call at index ${record.index - 1} with no state change between them`,
          locations: [recordLocation(uri, record)],
          evidence: {
            index: record.index,
            previousIndex: record.index - 1,
            callDigest: keyToHex(call),
          },
          subjects: [uri, record.index],
        }),
      );
    }
    if (mutator) mutations++;
    previousCall = call;
  }
  return { calls, distinctCalls: table.size, divergence, findings };
}
