import type { Finding } from '../model/finding.js';
import { hash } from 'node:crypto';
import { view, writers } from '../bytes/buffers.js';
import { callText, canonicalParts, digestKey } from './canonical.js';
import type { LineSource } from './lines.js';
import { transcriptCalls } from './parse.js';
import { mergeRecords, parallelWorkers, WorkerFailure } from './parallel.js';
import { DigestTable } from './digest-table.js';
import {
  CALL_AT,
  FIRST_RESPONSE_AT,
  NON_DETERMINISM,
  PendingFindings,
  REDUNDANT_CALL,
  RESPONSE_AT,
} from './pending-findings.js';
import { DEFAULT_MUTATORS, mutatorsFromList, type MutatorRule } from './mutators.js';
import type { TranscriptRecord } from './record.js';

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
 * grows with distinct calls, not with the transcript. `step` takes each record in order;
 * findings wait as byte entries (src/transcript/pending-findings.ts), and `result` lets the
 * table go and hands them on as findings that read those entries when rendered.
 */
class Replay {
  private readonly isMutator: MutatorRule;
  private readonly table = new DigestTable();
  private readonly pending = new PendingFindings();
  /** The ordinal of the last mutator call, or -1. */
  private lastMutation = -1;
  /**
   * Indexes of first calls whose index is not their ordinal (never, in a transcript file: its
   * indexes count from 0 by 1), so the table keeps one number a slot.
   */
  private readonly unusualIndexes = new Map<number, number>();
  /** The last call's digest (when there was one). */
  private readonly previousCall = Buffer.alloc(32);
  private hasPrevious = false;
  /** Where `step` puts string digests for `stepAt`. */
  private readonly keys = Buffer.alloc(64);
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
    const keys = this.keys;
    writers(keys).latin1Write(call, 0);
    writers(keys).latin1Write(response, 32);
    this.stepAt(record, keys, 0, 32);
  }

  /** One record, with the digests of its call and response at `from[callAt, +32)` and `from[responseAt, +32)`. */
  stepAt(record: RecordPlace, from: Buffer, callAt: number, responseAt: number): void {
    const table = this.table;
    const ordinal = this.calls++;
    const mutator = this.isMutator(record.tool);
    const slot = table.find(from, callAt);
    if (slot < 0) {
      table.add(from, callAt, responseAt, ordinal);
      if (record.index !== ordinal) this.unusualIndexes.set(ordinal, record.index);
    } else if (!table.responseIs(slot, from, responseAt)) {
      if (this.divergence === null) this.divergence = record.index;
      const first = table.firstOrdinal(slot);
      const { bytes, at } = this.pending.add(
        NON_DETERMINISM,
        record.tool,
        record.index,
        record.line,
        this.unusualIndexes.get(first) ?? first,
        // a mutator after the first call (not the first call itself) and before this one
        this.lastMutation > first,
      );
      from.copy(bytes, at + CALL_AT, callAt, callAt + 32);
      table.copyResponse(slot, bytes, at + FIRST_RESPONSE_AT);
      from.copy(bytes, at + RESPONSE_AT, responseAt, responseAt + 32);
    }
    const previous = this.previousCall;
    let repeat = this.hasPrevious;
    for (let k = 0; repeat && k < 32; k++) repeat = previous[k] === from[callAt + k];
    if (repeat && !mutator) {
      const { bytes, at } = this.pending.add(
        REDUNDANT_CALL,
        record.tool,
        record.index,
        record.line,
        record.index - 1,
        false,
      );
      from.copy(bytes, at + CALL_AT, callAt, callAt + 32);
    }
    if (mutator) this.lastMutation = ordinal;
    for (let k = 0; k < 32; k++) previous[k] = from[callAt + k];
    this.hasPrevious = true;
  }

  /** The result; call once, at the end (it lets the digest table go). */
  result(): ReplayResult {
    const distinctCalls = this.table.size;
    this.table.release();
    this.unusualIndexes.clear();
    const findings = this.pending.findings(this.uri);
    return { calls: this.calls, distinctCalls, divergence: this.divergence, findings };
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

/**
 * Workers replay uses unless TOOLWITNESS_WORKERS says otherwise: none. Replay's peak memory is
 * its digest table plus whatever else is running, and two workers cost about 35 MB and a fifth
 * more CPU time for a shorter wall time (1,000,000 realistic records: 169 MB and 11.3 s CPU on
 * one thread, 206 MB and 14.4 s with two workers); seal keeps no table and keeps its workers.
 */
export const REPLAY_WORKERS = 0;

/**
 * `replayTranscript`, on several cores for a large file when TOOLWITNESS_WORKERS asks for it
 * (src/transcript/parallel.ts): the same result, findings in the same order, the same first
 * error. Falls back to one thread when workers cannot run.
 */
export async function replayTranscriptFile(
  source: LineSource,
  uri: string,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const workers = 'path' in source ? parallelWorkers(source.path, REPLAY_WORKERS) : 0;
  if ('path' in source && workers > 0) {
    const replay = new Replay(uri, options);
    try {
      await mergeRecords(source.path, uri, workers, {
        mode: 'digests',
        digests: (place, from, callAt, responseAt) =>
          replay.stepAt(place, from, callAt, responseAt),
        keys: (place, call, response) => replay.step(place, call, response),
      });
      return replay.result();
    } catch (error) {
      if (!(error instanceof WorkerFailure)) throw error;
    }
  }
  return replayTranscript(source, uri, options);
}

/** Replays one transcript into `into` (what `replay` and the Action's transcripts share). */
export async function replayInto(
  into: TranscriptReplays,
  source: LineSource,
  options: ReplayOptions = {},
): Promise<void> {
  const result = await replayTranscriptFile(source, source.uri, options);
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
