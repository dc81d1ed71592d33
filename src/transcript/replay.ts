import type { Finding } from '../model/finding.js';
import { makeFinding } from '../report/build.js';
import { callText, canonicalParts, digestKey, keyToHex } from './canonical.js';
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

/**
 * TW301 non-determinism and TW302 redundant-call over a stream of records. Keeps one entry per
 * distinct call (digests only), so memory grows with distinct calls, not with the transcript.
 */
export function replayRecords(
  records: Iterable<TranscriptRecord>,
  uri: string,
  options: ReplayOptions = {},
): ReplayResult {
  const isMutator = options.isMutator ?? mutatorsFromList(DEFAULT_MUTATORS);
  // One slot per distinct call, in flat arrays: a Map entry per call plus a few numbers keeps
  // memory near 100 bytes per distinct call (no per-call objects).
  const slots = new Map<string, number>();
  const firstIndex: number[] = [];
  const firstResponse: string[] = [];
  /** Mutator calls seen up to and including the first call. */
  const mutationsAt: number[] = [];
  const findings: Finding[] = [];
  let mutations = 0;
  let previousCall: string | undefined;
  let calls = 0;
  let divergence: number | null = null;
  for (const record of records) {
    calls++;
    const parts = canonicalParts(record);
    const call = digestKey(callText(parts));
    const response = digestKey(parts.response);
    const mutator = isMutator(record.tool);
    const slot = slots.get(call);
    if (slot === undefined) {
      slots.set(call, firstIndex.length);
      firstIndex.push(record.index);
      firstResponse.push(response);
      mutationsAt.push(mutations + (mutator ? 1 : 0));
    } else if (firstResponse[slot] !== response) {
      const seen = {
        index: firstIndex[slot],
        response: firstResponse[slot],
        mutations: mutationsAt[slot],
      };
      if (divergence === null) divergence = record.index;
      findings.push(
        makeFinding('TW301', {
          message: `tool '${record.tool}' returned a different response than the identical call at index ${seen.index}`,
          locations: [recordLocation(uri, record)],
          evidence: {
            index: record.index,
            firstIndex: seen.index,
            callDigest: keyToHex(call),
            firstResponseDigest: keyToHex(seen.response),
            responseDigest: keyToHex(response),
            afterMutation: mutations > seen.mutations,
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
  return { calls, distinctCalls: slots.size, divergence, findings };
}
