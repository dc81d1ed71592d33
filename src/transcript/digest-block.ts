/**
 * Replay's per-line work for a block of whole lines, done where it can run in parallel (a
 * worker thread): each line scanned into its canonical bytes and the SHA-256 digests of its call
 * and response taken. The merge (src/transcript/parallel.ts) then steps through the entries in
 * file order and sends every line this did not decide to the strict parser.
 */
import { hash } from 'node:crypto';
import { copyBytes, view, writers } from '../bytes/buffers.js';
import { RecordScanner, type RecordBytes } from './bytes.js';

/** What became of a line. */
export const BLANK = 0;
export const DECIDED = 1;
export const UNDECIDED = 2;

/**
 * One entry per physical line, ENTRY bytes: status, tool number, line start and end in the
 * block (Int32 each), the index read (Float64), then the call and response digests (32 bytes
 * each).
 */
export const ENTRY = 88;

/** What a block gives back. */
export interface DigestedBlock {
  entries: Buffer;
  count: number;
  /** Tool names by number. */
  tools: string[];
}

const digestLatin1 = hash as (algorithm: string, data: Uint8Array, encoding: string) => string;

function isAsciiBlank(bytes: Buffer, start: number, stop: number): boolean {
  for (let k = start; k < stop; k++) {
    const c = bytes[k];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0b && c !== 0x0c) return false;
  }
  return true;
}

/** What the worker makes of each line: replay's digests, or seal's canonical parts. */
export type BlockMode = 'digests' | 'parts';

/**
 * Digests the lines of `bytes[0, length)` (whole lines; the last may lack its LF) into
 * `reuse` when it is large enough, reading them with `scanner` (a worker keeps one for all its
 * blocks).
 */
export function digestBlock(
  bytes: Buffer,
  length: number,
  reuse?: ArrayBuffer,
  mode: BlockMode = 'digests',
  scanner: RecordScanner = new RecordScanner(),
): DigestedBlock {
  let lines = 1;
  for (let lf = bytes.indexOf(0x0a); lf !== -1 && lf < length; lf = bytes.indexOf(0x0a, lf + 1))
    lines++;
  // its own ArrayBuffer (never the shared pool), so it can be transferred whole; the one the
  // last block used when it is large enough (new ones would pile up as external garbage)
  const entries =
    reuse !== undefined && reuse.byteLength >= lines * ENTRY
      ? Buffer.from(reuse)
      : Buffer.allocUnsafeSlow(lines * ENTRY);
  const tools: string[] = [];
  const toolNumbers = new Map<string, number>();
  let count = 0;
  for (let start = 0; start < length;) {
    let lf = bytes.indexOf(0x0a, start);
    if (lf === -1 || lf >= length) lf = length;
    const at = count * ENTRY;
    let stop = lf;
    if (stop > start && bytes[stop - 1] === 0x0d) stop--;
    let status = UNDECIDED;
    if (scanner.scan(bytes, start, stop, -1)) {
      status = DECIDED;
      const r = scanner.record;
      let tool = toolNumbers.get(r.tool);
      if (tool === undefined) {
        tool = tools.length;
        tools.push(r.tool);
        toolNumbers.set(r.tool, tool);
      }
      entries.writeInt32LE(tool, at + 4);
      entries.writeDoubleLE(r.index, at + 16);
      if (mode === 'parts') {
        // seal's parts, JCS bytes of tool, args, response, over the line's own bytes (the raw
        // line is only needed again when it is undecided); when they do not fit (numbers
        // written longer), the line is left to the strict parser
        if (!partsInPlace(r, bytes, start, stop, entries, at)) status = UNDECIDED;
        entries.writeInt32LE(status, at);
        entries.writeInt32LE(start, at + 8);
        entries.writeInt32LE(lf, at + 12);
        count++;
        start = lf + 1;
        continue;
      }
      const out = writers(entries);
      out.latin1Write(
        digestLatin1('sha256', view(r.bytes, r.callStart, r.callEnd), 'latin1'),
        at + 24,
      );
      out.latin1Write(
        digestLatin1('sha256', view(r.bytes, r.responseStart, r.responseEnd), 'latin1'),
        at + 56,
      );
    } else if (isAsciiBlank(bytes, start, stop)) {
      status = BLANK;
    }
    entries.writeInt32LE(status, at);
    entries.writeInt32LE(start, at + 8);
    entries.writeInt32LE(lf, at + 12);
    count++;
    start = lf + 1;
  }
  return { entries, count, tools };
}

/** Offsets of seal's parts in an entry (after status, tool, start, end and index). */
export const PARTS_AT = 24;

/**
 * Copies the scanned record's JCS parts (tool, args, response) over `bytes[start, stop)` and
 * notes where each is in the entry at `at`; false when they are longer than the line.
 */
function partsInPlace(
  r: RecordBytes,
  bytes: Buffer,
  start: number,
  stop: number,
  entries: Buffer,
  at: number,
) {
  const length =
    r.toolEnd - r.toolStart + (r.argsEnd - r.argsStart) + (r.responseEnd - r.responseStart);
  if (length > stop - start) return false;
  let p = start;
  const ranges = [r.toolStart, r.toolEnd, r.argsStart, r.argsEnd, r.responseStart, r.responseEnd];
  for (let k = 0; k < 6; k += 2) {
    entries.writeInt32LE(p, at + PARTS_AT + 4 * k);
    p += copyBytes(r.bytes, ranges[k], ranges[k + 1], bytes, p);
    entries.writeInt32LE(p, at + PARTS_AT + 4 * k + 4);
  }
  return true;
}
