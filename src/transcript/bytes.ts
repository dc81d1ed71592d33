/**
 * The transcript hot path on bytes: a record line `{index, tool, args, response}` read in one
 * pass by a `JcsWriter` (src/bytes/jcs-writer.ts), which checks the JSON and writes the JCS
 * bytes of each part, so replay, scope and seal hash canonical bytes without decoding the line.
 * Whenever it does not decide a line (anything unusual, a duplicate key at any depth included),
 * the strict parser reads it and words what is wrong.
 */
import { copyBytes } from '../bytes/buffers.js';
import type { NodeBuffer } from '../model/node-buffer.js';
import { FAIL, JcsWriter } from '../bytes/jcs-writer.js';

/**
 * A transcript record as the scanner read it. The ranges point into `bytes`, which the next
 * scan overwrites: use them before reading the next line.
 */
export interface RecordBytes {
  index: number;
  tool: string;
  /** Holds the JCS bytes: of `tool` (its JSON string), `args`, `response`, and of `call`. */
  bytes: NodeBuffer;
  toolStart: number;
  toolEnd: number;
  argsStart: number;
  argsEnd: number;
  responseStart: number;
  responseEnd: number;
  /** JCS({tool, args}): the identity of a call (empty when scanned without it). */
  callStart: number;
  callEnd: number;
}

/** A record with no bytes yet: the shape every holder of one starts from. */
export function emptyRecordBytes(): RecordBytes {
  return {
    index: 0,
    tool: '',
    bytes: Buffer.alloc(0),
    toolStart: 0,
    toolEnd: 0,
    argsStart: 0,
    argsEnd: 0,
    responseStart: 0,
    responseEnd: 0,
    callStart: 0,
    callEnd: 0,
  };
}

/** The record's members, as bits of the set of those seen. */
const INDEX = 1;
const TOOL = 2;
const ARGS = 4;
const RESPONSE = 8;
const ALL = INDEX | TOOL | ARGS | RESPONSE;

const CALL_HEAD = Buffer.from('{"args":');
const CALL_TOOL = Buffer.from(',"tool":');

/**
 * Reads transcript record lines into canonical bytes. Each scanner has its own writer, tool
 * name cache and `record`, which the next scan overwrites.
 */
export class RecordScanner {
  /** What the last successful `scan` read (one object, reused line after line). */
  readonly record: RecordBytes = emptyRecordBytes();
  private readonly w = new JcsWriter();
  /** Recent tool names with their raw bytes: transcripts call a few tools over and over. */
  private readonly names: { bytes: Buffer; name: string }[] = [];

  private toolName(s0: number, s1: number, t0: number, t1: number): string {
    const w = this.w;
    if (w.hadEscape) return JSON.parse(w.out.toString('utf8', t0, t1)) as string;
    const src = w.src;
    const length = s1 - s0;
    for (const entry of this.names) {
      if (entry.bytes.length !== length) continue;
      let k = 0;
      while (k < length && entry.bytes[k] === src[s0 + k]) k++;
      if (k === length) return entry.name;
    }
    const name = src.toString(w.hadNonAscii ? 'utf8' : 'latin1', s0, s1);
    if (this.names.length >= 32) this.names.shift();
    this.names.push({ bytes: Buffer.from(src.subarray(s0, s1)), name });
    return name;
  }

  /** Which member's key starts at `i` (its quote), or 0 for any other key. */
  private member(i: number): number {
    const w = this.w;
    if (isKey(w.src, w.end, i, 'index')) return INDEX;
    if (isKey(w.src, w.end, i, 'tool')) return TOOL;
    if (isKey(w.src, w.end, i, 'args')) return ARGS;
    if (isKey(w.src, w.end, i, 'response')) return RESPONSE;
    return 0;
  }

  /**
   * Reads a transcript line `{index, tool, args, response}` (any key order, JSON whitespace
   * allowed) from `bytes[start, stop)` and fills `record` when the strict parser would accept
   * it with exactly these values; false whenever anything is unusual (the strict parser then
   * decides and explains). With `expectedIndex` -1 any plain index is read (the caller checks
   * it).
   */
  scan(bytes: NodeBuffer, start: number, stop: number, expectedIndex: number, withCall = true) {
    const w = this.w;
    w.begin(bytes, start, stop);
    try {
      const src = bytes;
      const end = stop;
      let i = w.skipWs(start);
      if (i >= end || src[i] !== 0x7b) return false;
      i = w.skipWs(i + 1);
      let seen = 0;
      let index = 0;
      let tool = '';
      let toolStart = 0;
      let toolEnd = 0;
      let argsStart = 0;
      let argsEnd = 0;
      let responseStart = 0;
      let responseEnd = 0;
      for (;;) {
        if (i >= end || src[i] !== 0x22) return false;
        const field = this.member(i);
        // a second `tool` (or any repeated member) is a duplicate key: the strict parser refuses it
        if (field === 0 || (seen & field) !== 0) return false;
        seen |= field;
        const keyLength = field === INDEX ? 5 : field === RESPONSE ? 8 : 4;
        i = w.skipWs(i + keyLength + 2);
        if (src[i] !== 0x3a) return false;
        i = w.skipWs(i + 1);
        if (i >= end) return false;
        const c = src[i];
        if (field === INDEX) {
          i = w.plainIntegerEnd(i, expectedIndex);
          index = w.integer;
        } else if (field === TOOL) {
          if (c !== 0x22) return false;
          toolStart = w.op;
          const raw = i;
          i = w.writeString(i);
          if (i === FAIL) return false;
          toolEnd = w.op;
          tool = this.toolName(raw + 1, i - 1, toolStart, toolEnd);
        } else {
          if (c !== 0x7b) return false;
          const at = w.op;
          i = w.writeObject(i, 1);
          if (field === ARGS) {
            argsStart = at;
            argsEnd = w.op;
          } else {
            responseStart = at;
            responseEnd = w.op;
          }
        }
        if (i === FAIL) return false;
        i = w.skipWs(i);
        const sep = i < end ? src[i] : 0;
        if (sep === 0x7d) {
          i = w.skipWs(i + 1);
          break;
        }
        if (sep !== 0x2c) return false;
        i = w.skipWs(i + 1);
      }
      if (i !== end || seen !== ALL) return false;
      // the call's JCS bytes, {"args":A,"tool":T}, after the parts
      const callStart = w.op;
      if (withCall) {
        w.room(argsEnd - argsStart + toolEnd - toolStart + 32);
        const out = w.out;
        let op = w.op;
        op += copyBytes(CALL_HEAD, 0, CALL_HEAD.length, out, op);
        op += copyBytes(out, argsStart, argsEnd, out, op);
        op += copyBytes(CALL_TOOL, 0, CALL_TOOL.length, out, op);
        op += copyBytes(out, toolStart, toolEnd, out, op);
        out[op++] = 0x7d;
        w.op = op;
      }
      const r = this.record;
      r.index = index;
      r.tool = tool;
      r.bytes = w.out;
      r.toolStart = toolStart;
      r.toolEnd = toolEnd;
      r.argsStart = argsStart;
      r.argsEnd = argsEnd;
      r.responseStart = responseStart;
      r.responseEnd = responseEnd;
      r.callStart = callStart;
      r.callEnd = w.op;
      return true;
    } finally {
      w.release();
    }
  }
}

function isKey(src: Buffer, end: number, i: number, key: string): boolean {
  // the key's quotes and bytes, then its closing quote
  if (i + key.length + 2 > end) return false;
  for (let k = 0; k < key.length; k++) if (src[i + 1 + k] !== key.charCodeAt(k)) return false;
  return src[i + 1 + key.length] === 0x22;
}
