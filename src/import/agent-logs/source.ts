import { isAscii, isUtf8 } from 'node:buffer';
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
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

/** Index of the first invalid UTF-8 byte's line (1-based, counting from `firstLine`). */
function invalidLine(bytes: Buffer, firstLine: number): number {
  let line = firstLine;
  let from = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, from)) {
    if (!isUtf8(bytes.subarray(from, at))) return line;
    line++;
    from = at + 1;
  }
  return line;
}

/**
 * Streams the lines of a log (LF or CRLF; a UTF-8 BOM is dropped). Bytes are decoded a block
 * of whole lines at a time, read into one reused buffer, after a native UTF-8 check; UTF-16
 * and invalid UTF-8 are InputErrors naming the line.
 */
export function* logLines(source: AgentLogSource): Generator<LogLine> {
  const { uri } = source;
  let line = 0;
  let checked = false;
  function* block(bytes: Buffer): Generator<LogLine> {
    if (!checked) {
      checked = true;
      if (looksLikeUtf16(bytes)) throw new InputError(`${uri}: file is UTF-16; save as UTF-8`);
      if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        bytes = bytes.subarray(3);
    }
    // ASCII (most logs) decodes to one-byte strings, which JSON.parse also reads faster
    const ascii = isAscii(bytes);
    if (!ascii && !isUtf8(bytes))
      throw new InputError(
        `${uri}:${invalidLine(bytes, line + 1)}: not valid UTF-8; save the file as UTF-8`,
      );
    for (const text of bytes.toString(ascii ? 'latin1' : 'utf8').split('\n')) {
      line++;
      yield { text: text.charCodeAt(text.length - 1) === 0x0d ? text.slice(0, -1) : text, line };
    }
  }
  if ('bytes' in source) {
    const all = Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength);
    let from = 0;
    while (from < all.length) {
      const stop = all.lastIndexOf(0x0a, Math.min(all.length, from + CHUNK) - 1);
      const end = stop < from ? all.indexOf(0x0a, from + CHUNK) : stop;
      if (end === -1) {
        yield* block(all.subarray(from));
        return;
      }
      yield* block(all.subarray(from, end));
      from = end + 1;
    }
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
    let buf = Buffer.allocUnsafe(CHUNK);
    let have = 0;
    for (;;) {
      if (have === buf.length) {
        // one line longer than the buffer: grow it
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, have);
        buf = bigger;
      }
      const n = readSync(fd, buf, have, buf.length - have, null);
      if (n === 0) {
        if (have > 0) yield* block(Buffer.from(buf.subarray(0, have)));
        return;
      }
      const end = have + n;
      const last = buf.lastIndexOf(0x0a, end - 1);
      if (last === -1) {
        have = end;
        continue;
      }
      yield* block(buf.subarray(0, last));
      buf.copyWithin(0, last + 1, end);
      have = end - last - 1;
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

/** The names of the regular files in a directory (none when it cannot be read), in code-unit order. */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
