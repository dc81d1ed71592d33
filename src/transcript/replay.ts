import type { Finding } from '../model/finding.js';
import { makeFinding } from '../report/build.js';
import { hash } from 'node:crypto';
import { callText, canonicalParts, digestKey, keyToHex } from './canonical.js';
import type { LineSource } from './lines.js';
import { transcriptCalls } from './parse.js';
import { view } from './bytes.js';
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

/** Where a record is and what it calls: what replay's findings name. */
type RecordPlace = Pick<TranscriptRecord, 'index' | 'line' | 'tool'>;

/** Hashes bytes into a 32-character latin1 string (a compact map key). */
const digestBytes = hash as (algorithm: string, data: Uint8Array, encoding: string) => string;

/**
 * Replay's state over one transcript: one entry per distinct call (digests only), so memory
 * grows with distinct calls, not with the transcript. `step` takes each record in order.
 */
class Replay {
  private readonly isMutator: MutatorRule;
  private readonly table = new DigestTable();
  readonly findings: Finding[] = [];
  private mutations = 0;
  private previousCall: string | undefined;
  private calls = 0;
  private divergence: number | null = null;

  constructor(
    private readonly uri: string,
    options: ReplayOptions,
  ) {
    this.isMutator = options.isMutator ?? mutatorsFromList(DEFAULT_MUTATORS);
  }

  /** One record, with the digests (latin1 keys) of its call and its response. */
  step(record: RecordPlace, call: string, response: string): void {
    const { table, uri } = this;
    this.calls++;
    const mutator = this.isMutator(record.tool);
    const slot = table.find(call);
    if (slot < 0) {
      table.add(call, response, record.index, this.mutations + (mutator ? 1 : 0));
    } else if (!table.responseIs(slot, response)) {
      const firstIndex = table.firstIndex(slot);
      if (this.divergence === null) this.divergence = record.index;
      this.findings.push(
        makeFinding('TW301', {
          message: `tool '${record.tool}' returned a different response than the identical call at index ${firstIndex}`,
          locations: [recordLocation(uri, record)],
          evidence: {
            index: record.index,
            firstIndex,
            callDigest: keyToHex(call),
            firstResponseDigest: table.responseHex(slot),
            responseDigest: keyToHex(response),
            afterMutation: this.mutations > table.mutationsAt(slot),
          },
          subjects: [uri, record.index],
        }),
      );
    }
    if (this.previousCall === call && !mutator) {
      this.findings.push(
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
    if (mutator) this.mutations++;
    this.previousCall = call;
  }

  result(): ReplayResult {
    return {
      calls: this.calls,
      distinctCalls: this.table.size,
      divergence: this.divergence,
      findings: this.findings,
    };
  }
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
  const replay = new Replay(uri, options);
  for (const record of records) {
    const parts = canonicalParts(record);
    replay.step(record, digestKey(callText(parts)), digestKey(parts.response));
  }
  return replay.result();
}

/** `replayRecords` over a transcript file or stream, read by the byte scanner. */
export function replayTranscript(
  source: LineSource,
  uri: string,
  options: ReplayOptions = {},
): ReplayResult {
  const replay = new Replay(uri, options);
  for (const call of transcriptCalls(source, uri)) {
    const bytes = call.bytes;
    replay.step(
      call,
      digestBytes('sha256', view(bytes, call.callStart, call.callEnd), 'latin1'),
      digestBytes('sha256', view(bytes, call.responseStart, call.responseEnd), 'latin1'),
    );
  }
  return replay.result();
}

/** Replays of several transcripts, gathered for one report: findings and per-file stats. */
export interface TranscriptReplays {
  findings: Finding[];
  transcripts: { uri: string; calls: number; distinctCalls: number; divergence: number | null }[];
  calls: number;
  distinctCalls: number;
}

export function emptyReplays(): TranscriptReplays {
  return { findings: [], transcripts: [], calls: 0, distinctCalls: 0 };
}

/** Replays one transcript into `into` (what `replay` and the Action's transcripts share). */
export function replayInto(
  into: TranscriptReplays,
  source: LineSource,
  options: ReplayOptions = {},
): void {
  const result = replayTranscript(source, source.uri, options);
  // a loop, not push(...): a long transcript can have more findings than a call has arguments
  for (const finding of result.findings) into.findings.push(finding);
  into.calls += result.calls;
  into.distinctCalls += result.distinctCalls;
  into.transcripts.push({
    uri: source.uri,
    calls: result.calls,
    distinctCalls: result.distinctCalls,
    divergence: result.divergence,
  });
}
