import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { InputError } from '../../model/errors.js';
import { decodeInput } from '../json.js';

/** An agent log to read: a file (streamed) or bytes already in memory (standard input). */
export type AgentLogSource = { uri: string; path: string } | { uri: string; bytes: Uint8Array };

/** One line of a log: its text (no line break, no trailing CR) and its 1-based number. */
export interface LogLine {
  text: string;
  line: number;
}

const CHUNK = 1 << 20;

function looksLikeUtf16(head: Uint8Array): boolean {
  if (
    head.length >= 2 &&
    ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
  )
    return true;
  // ASCII text in UTF-16 has a NUL in every other byte
  let nul = 0;
  const n = Math.min(head.length, 64);
  for (let i = 0; i < n; i++) if (head[i] === 0) nul++;
  return n >= 4 && nul * 4 >= n;
}

/** Reads a file's bytes in chunks (or hands over the bytes), calling `onChunk` with each. */
function forEachChunk(source: AgentLogSource, onChunk: (bytes: Uint8Array) => boolean): void {
  if ('bytes' in source) {
    onChunk(source.bytes);
    return;
  }
  let fd: number;
  try {
    fd = openSync(source.path, 'r');
  } catch (error) {
    throw new InputError(
      `${source.uri}: cannot read: ${(error as { code?: string }).code ?? 'unknown error'}`,
    );
  }
  try {
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      if (!onChunk(buf.subarray(0, n))) break;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Streams the lines of a log (LF or CRLF; a UTF-8 BOM is dropped). UTF-16 and invalid UTF-8 are
 * InputErrors naming the line.
 */
export function* logLines(source: AgentLogSource): Generator<LogLine> {
  const { uri } = source;
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const pending: string[] = [];
  let carry = '';
  let line = 0;
  let first = true;
  // a generator cannot yield from inside the chunk callback: chunks are pulled one at a time
  let done = false;
  const iterator = chunkIterator(source);
  while (!done) {
    const next = iterator.next();
    let text: string;
    if (next.done === true) {
      done = true;
      try {
        text = decoder.decode();
      } catch {
        throw new InputError(`${uri}:${line + 1}: not valid UTF-8; save the file as UTF-8`);
      }
    } else {
      const bytes = next.value;
      if (first && looksLikeUtf16(bytes))
        throw new InputError(`${uri}: file is UTF-16; save as UTF-8`);
      first = false;
      try {
        text = decoder.decode(bytes, { stream: true });
      } catch {
        const lines = countLines(carry) + line;
        throw new InputError(`${uri}:${lines + 1}: not valid UTF-8; save the file as UTF-8`);
      }
    }
    let from = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
      let piece = carry === '' ? text.slice(from, at) : carry + text.slice(from, at);
      carry = '';
      if (piece.charCodeAt(piece.length - 1) === 0x0d) piece = piece.slice(0, -1);
      pending.push(piece);
      from = at + 1;
    }
    carry = carry + text.slice(from);
    if (done && carry !== '') {
      pending.push(carry.charCodeAt(carry.length - 1) === 0x0d ? carry.slice(0, -1) : carry);
      carry = '';
    }
    for (let k = 0; k < pending.length; k++) yield { text: pending[k], line: ++line };
    pending.length = 0;
  }
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function* chunkIterator(source: AgentLogSource): Generator<Uint8Array> {
  if ('bytes' in source) {
    yield source.bytes;
    return;
  }
  let fd: number;
  try {
    fd = openSync(source.path, 'r');
  } catch (error) {
    throw new InputError(
      `${source.uri}: cannot read: ${(error as { code?: string }).code ?? 'unknown error'}`,
    );
  }
  try {
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      yield buf.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** The first `maxBytes` of a log (what detection looks at). */
export function peekBytes(source: AgentLogSource, maxBytes = 256 * 1024): Uint8Array {
  if ('bytes' in source) return source.bytes.subarray(0, maxBytes);
  const out: Uint8Array[] = [];
  let total = 0;
  forEachChunk(source, (bytes) => {
    const take = bytes.subarray(0, Math.min(bytes.length, maxBytes - total));
    out.push(Uint8Array.from(take));
    total += take.length;
    return total < maxBytes;
  });
  return Buffer.concat(out);
}

/** A whole log as text (span exports are one document), bounded by `maxBytes`. */
export function readLogText(source: AgentLogSource, maxBytes: number): string {
  let bytes: Uint8Array;
  if ('bytes' in source) bytes = source.bytes;
  else {
    let size: number;
    try {
      size = statSync(source.path).size;
    } catch {
      throw new InputError(`${source.uri}: cannot read: no such file`);
    }
    if (size > maxBytes)
      throw new InputError(
        `${source.uri}: ${size} bytes, more than the ${maxBytes}-byte limit for a span export`,
      );
    const parts: Uint8Array[] = [];
    forEachChunk(source, (chunk) => {
      parts.push(Uint8Array.from(chunk));
      return true;
    });
    bytes = Buffer.concat(parts);
  }
  if (bytes.length > maxBytes)
    throw new InputError(
      `${source.uri}: ${bytes.length} bytes, more than the ${maxBytes}-byte limit for a span export`,
    );
  return decodeInput(bytes, source.uri);
}
