/**
 * Replay of a large transcript file on several cores: worker threads scan and digest blocks of
 * whole lines (src/transcript/digest-block.ts) while this thread reads the file and steps
 * through their entries in file order, so findings, errors and their order are those of the
 * one-thread path. Any line a worker did not decide, or whose index is not the next one, goes
 * to the strict parser here, which explains what is wrong. Memory: a few blocks in flight.
 */
import { availableParallelism } from 'node:os';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InputError } from '../model/errors.js';
import { callText, canonicalParts, digestKey } from './canonical.js';
import { BLANK, DECIDED, ENTRY, PARTS_AT, type BlockMode } from './digest-block.js';
import { emptyRecordBytes, type RecordBytes } from './bytes.js';
import { looksUtf16 } from './lines.js';
import { fillFromRecord, indexMismatch, strictRecord, type TranscriptCall } from './parse.js';

/** Files smaller than this are replayed on one thread (starting workers would not pay). */
export const PARALLEL_MIN_BYTES = 32 << 20;
const BLOCK = 2 << 20;

/** One record as the merge hands it on: where it is, and its digests (latin1 keys). */
export interface MergedRecord {
  index: number;
  line: number;
  tool: string;
}

/** Receives each record in file order, its digests as bytes or as latin1 keys (replay). */
export interface DigestSink {
  mode: 'digests';
  digests(record: MergedRecord, from: Buffer, callAt: number, responseAt: number): void;
  keys(record: MergedRecord, call: string, response: string): void;
}

/** Receives each record in file order as canonical bytes (seal); `afterBlock` may wait. */
export interface PartsSink {
  mode: 'parts';
  record(record: RecordBytes): void;
  afterBlock(): Promise<void>;
}

export type RecordSink = DigestSink | PartsSink;

interface BlockResult {
  block: ArrayBuffer;
  entries: ArrayBuffer;
  count: number;
  tools: string[];
}

/** The worker script beside this module (lib/transcript/) or this bundle (dist/). */
function workerFile(): string | undefined {
  // built from parts so the bundler leaves it alone: it resolves where this code runs
  const file = fileURLToPath(new URL(['.', 'digest-worker.js'].join('/'), import.meta.url));
  return existsSync(file) ? file : undefined;
}

/**
 * Worker threads to use: TOOLWITNESS_WORKERS when set (0 turns parallel reading off), else
 * `fallback`.
 */
function configuredWorkers(fallback: number): number {
  const raw = process.env.TOOLWITNESS_WORKERS?.trim() ?? '';
  const value = raw === '' ? fallback : Number(raw);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 8) : fallback;
}

/**
 * How many workers `mergeRecords` would use for this file on this machine (0: none), when the
 * command's own default is `fallback` workers (seal: 2; replay: 0, see `replayTranscriptFile`).
 */
export function parallelWorkers(path: string, fallback = 2): number {
  if (availableParallelism() < 2 || workerFile() === undefined) return 0;
  try {
    return statSync(path).size >= PARALLEL_MIN_BYTES ? configuredWorkers(fallback) : 0;
  } catch {
    return 0;
  }
}

/** A worker with its replies in the order its blocks were sent. */
class DigestWorker {
  private readonly waiting: { done: (r: BlockResult) => void; fail: (e: unknown) => void }[] = [];
  private readonly worker: Worker;
  private failure: unknown;

  constructor(file: string) {
    // a small young generation: the worker makes only short-lived strings, and every MB of
    // heap it keeps counts against the process
    this.worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    this.worker.on('message', (result: BlockResult) => this.waiting.shift()?.done(result));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`digest worker exited with ${code}`)));
  }

  private fail(error: unknown): void {
    this.failure ??= error;
    for (const w of this.waiting.splice(0)) w.fail(this.failure);
  }

  digest(
    block: ArrayBuffer,
    length: number,
    mode: BlockMode,
    entries?: ArrayBuffer,
  ): Promise<BlockResult> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((done, fail) => {
      this.waiting.push({ done, fail });
      const message =
        entries === undefined ? { block, length, mode } : { block, length, mode, entries };
      this.worker.postMessage(message, entries === undefined ? [block] : [block, entries]);
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

/** Raised when a worker (not the input) failed: the caller replays on one thread instead. */
export class WorkerFailure extends Error {}

/**
 * Reads `path` and hands every record to `sink` in file order, digested by `workers` threads.
 * InputError for the first malformed line, exactly as the one-thread reader words it.
 */
export async function mergeRecords(
  path: string,
  uri: string,
  workers: number,
  sink: RecordSink,
): Promise<void> {
  const file = workerFile();
  if (file === undefined) throw new WorkerFailure('no digest worker script');
  const pool = Array.from({ length: workers }, () => new DigestWorker(file));
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    await Promise.all(pool.map((w) => w.close()));
    throw new InputError(`${uri}: cannot read`);
  }
  const spare: ArrayBuffer[] = [];
  const spareEntries: ArrayBuffer[] = [];
  const inFlight: Promise<BlockResult>[] = [];
  let carry = Buffer.alloc(0);
  let first = true;
  let sent = 0;
  let lineBase = 0;
  let expected = 0;
  const place: MergedRecord = { index: 0, line: 0, tool: '' };
  const mode: BlockMode = sink.mode;
  const parts: TranscriptCall = { ...emptyRecordBytes(), line: 0, parsed: undefined };
  const fallback: TranscriptCall = { ...emptyRecordBytes(), line: 0, parsed: undefined };

  const merge = (result: BlockResult): void => {
    const bytes = Buffer.from(result.block);
    const entries = Buffer.from(result.entries);
    for (let k = 0; k < result.count; k++) {
      const at = k * ENTRY;
      const status = entries.readInt32LE(at);
      const line = lineBase + k + 1;
      if (status === BLANK) continue;
      if (status === DECIDED && entries.readDoubleLE(at + 16) === expected) {
        if (sink.mode === 'digests') {
          place.index = expected;
          place.line = line;
          place.tool = result.tools[entries.readInt32LE(at + 4)];
          sink.digests(place, entries, at + 24, at + 56);
        } else {
          const r = parts;
          r.index = expected;
          r.tool = result.tools[entries.readInt32LE(at + 4)];
          r.bytes = bytes;
          r.toolStart = entries.readInt32LE(at + PARTS_AT);
          r.toolEnd = entries.readInt32LE(at + PARTS_AT + 4);
          r.argsStart = entries.readInt32LE(at + PARTS_AT + 8);
          r.argsEnd = entries.readInt32LE(at + PARTS_AT + 12);
          r.responseStart = entries.readInt32LE(at + PARTS_AT + 16);
          r.responseEnd = entries.readInt32LE(at + PARTS_AT + 20);
          r.line = line;
          sink.record(r);
        }
        expected++;
        continue;
      }
      // a record that is right but for its index: in parts mode its bytes are gone (the parts
      // were written over them), and the strict parser would say just this
      if (status === DECIDED)
        throw indexMismatch(uri, line, entries.readDoubleLE(at + 16), expected);
      // the strict parser decides (and words any error) exactly as the one-thread reader does
      const start = entries.readInt32LE(at + 8);
      const stop = entries.readInt32LE(at + 12);
      const record = strictRecord(
        { buf: bytes, start, end: stop, line, terminated: true },
        uri,
        expected,
      );
      if (record === undefined) continue;
      if (sink.mode === 'digests') {
        const canonical = canonicalParts(record);
        place.index = expected;
        place.line = line;
        place.tool = record.tool;
        sink.keys(place, digestKey(callText(canonical)), digestKey(canonical.response));
      } else {
        fillFromRecord(fallback, record);
        sink.record(fallback);
      }
      expected++;
    }
    lineBase += result.count;
    spare.push(result.block);
    spareEntries.push(result.entries);
  };

  const awaitOne = async (): Promise<void> => {
    const next = inFlight.shift() as Promise<BlockResult>;
    let result: BlockResult;
    try {
      result = await next;
    } catch (error) {
      throw new WorkerFailure(String(error));
    }
    merge(result);
    if (sink.mode === 'parts') await sink.afterBlock();
  };

  try {
    for (let done = false; !done;) {
      if (inFlight.length > workers) await awaitOne();
      // a block: what was left of the last read, then as much as fits; cut after its last LF
      let size = Math.max(BLOCK, carry.length * 2);
      let block = Buffer.from(spare.pop() ?? new ArrayBuffer(size));
      if (block.length < size) block = Buffer.from(new ArrayBuffer(size));
      size = block.length;
      carry.copy(block, 0);
      let filled = carry.length;
      for (;;) {
        const n = readSync(fd, block, filled, size - filled, null);
        if (first && filled + n > 0) {
          first = false;
          if (looksUtf16(block, filled + n))
            throw new InputError(`${uri}: looks like UTF-16; save the file as UTF-8`);
          if (block[0] === 0xef && block[1] === 0xbb && block[2] === 0xbf) {
            block.copyWithin(0, 3, filled + n);
            filled -= 3;
          }
        }
        filled += n;
        if (n === 0) {
          done = true;
          break;
        }
        if (block.lastIndexOf(0x0a, filled - 1) >= 0 || filled < size) break;
        // a line longer than the block: a bigger one
        const bigger = Buffer.from(new ArrayBuffer(size * 2));
        block.copy(bigger, 0, 0, filled);
        block = bigger;
        size = bigger.length;
      }
      let cut = filled;
      if (!done) {
        const lf = block.lastIndexOf(0x0a, filled - 1);
        cut = lf === -1 ? 0 : lf + 1;
      }
      carry = Buffer.from(block.subarray(cut, filled));
      if (cut === 0) {
        spare.push(block.buffer as ArrayBuffer);
        continue;
      }
      inFlight.push(
        pool[sent++ % workers].digest(block.buffer as ArrayBuffer, cut, mode, spareEntries.pop()),
      );
    }
    while (inFlight.length > 0) await awaitOne();
  } finally {
    closeSync(fd);
    // a block still in flight after an error is dropped with its worker
    for (const pending of inFlight) pending.catch(() => undefined);
    await Promise.all(pool.map((w) => w.close()));
  }
}
