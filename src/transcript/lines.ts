import { closeSync, openSync, readSync } from 'node:fs';
import { InputError } from '../model/errors.js';
import type { NodeBuffer } from '../model/node-buffer.js';

/** One physical line of a text file, without its line terminator. */
export interface SourceLine {
  /** The line's text (UTF-8 decoded; a trailing CR is kept, callers decide). */
  text: string;
  /** 1-based line number. */
  line: number;
  /** False only for a last line with no LF after it. */
  terminated: boolean;
  /** True when the bytes were not valid UTF-8 (`text` then holds U+FFFD replacements). */
  invalidUtf8?: boolean;
}

/** How `readLines` treats the start of the file. */
export interface ReadLinesOptions {
  /**
   * `text` (transcripts, the default): a UTF-8 BOM is dropped and UTF-16 is an InputError.
   * `exact` (sealed files): bytes are taken as they are, so any edit stays visible.
   */
  mode?: 'text' | 'exact';
  /** Set to true when a BOM was dropped. */
  state?: { hadBom?: boolean };
  /**
   * A look at the first lines only (classification): a stream source keeps the bytes read, so
   * the next pass starts from the beginning again.
   */
  peek?: boolean;
}

/** Reads up to `length` bytes into `into` at `offset`; 0 at the end. */
export type ChunkReader = (into: Uint8Array, offset: number, length: number) => number;

/**
 * A byte stream read once, front to back (standard input), that still allows one peek first:
 * the bytes a peek reads are kept and replayed to the pass after it, nothing else is kept.
 */
export class PeekableStream {
  /** What the last peek read, for the next pass to read again. */
  private kept: Buffer[] = [];
  /** A full pass has started: nothing can be read again. */
  private used = false;

  constructor(private readonly read: ChunkReader) {}

  /** A reader for one pass; `peek` keeps what it reads for the next pass. */
  open(peek: boolean): ChunkReader {
    if (this.used) throw new Error('bug: standard input read twice');
    if (!peek) this.used = true;
    const replay = this.kept;
    this.kept = [];
    let at = 0;
    let from = 0;
    return (into, offset, length) => {
      let n: number;
      if (at < replay.length) {
        const chunk = replay[at];
        n = Math.min(length, chunk.length - from);
        into.set(chunk.subarray(from, from + n), offset);
        from += n;
        if (from === chunk.length) {
          at++;
          from = 0;
        }
      } else {
        n = this.read(into, offset, length);
      }
      if (peek && n > 0) this.kept.push(Buffer.from(into.subarray(offset, offset + n)));
      return n;
    };
  }

  /** All of the stream (what a peek read included), whole: for inputs that are not streamed. */
  readAll(): Uint8Array {
    const read = this.open(false);
    const chunks: Buffer[] = [];
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 20);
      const n = read(chunk, 0, chunk.length);
      if (n === 0) return Buffer.concat(chunks);
      chunks.push(chunk.subarray(0, n));
    }
  }
}

/** Where lines come from: a file read in chunks, a stream, or bytes in memory (tests). */
export type LineSource =
  | { uri: string; path: string }
  | { uri: string; stream: PeekableStream }
  | { uri: string; bytes: Uint8Array };

const CHUNK = 1 << 22;
const LF = 0x0a;

/** True when the bytes start like UTF-16 (a BOM, or ASCII with NUL bytes between). */
export function looksUtf16(head: Uint8Array, length: number): boolean {
  if (
    length >= 2 &&
    ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
  )
    return true;
  return length >= 2 && (head[0] === 0 || head[1] === 0);
}

function decodeLine(
  buf: Buffer,
  start: number,
  end: number,
  line: number,
  terminated: boolean,
): SourceLine {
  const text = buf.toString('utf8', start, end);
  // toString replaces invalid sequences silently; only then pay for a strict decode.
  if (text.includes('\uFFFD')) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(start, end));
    } catch {
      return { text, line, terminated, invalidUtf8: true };
    }
  }
  return { text, line, terminated };
}

/**
 * One physical line as bytes: `buf[start, end)`, without its LF. The object and its buffer are
 * reused for the next line, so use them before asking for it.
 */
export interface ByteLine {
  buf: NodeBuffer;
  start: number;
  end: number;
  /** 1-based line number. */
  line: number;
  /** False only for a last line with no LF after it. */
  terminated: boolean;
}

/** The line's text, decoded as `readLines` decodes it. */
export function decodeByteLine(bytes: ByteLine): SourceLine {
  return decodeLine(bytes.buf, bytes.start, bytes.end, bytes.line, bytes.terminated);
}

/**
 * Yields the lines of a source, split on LF, reading at most a few MB at a time, so memory does
 * not grow with file size. See `ReadLinesOptions` for BOM and UTF-16 handling.
 */
export function* readLines(
  source: LineSource,
  options: ReadLinesOptions = {},
): Generator<SourceLine> {
  for (const bytes of readLineBytes(source, options)) yield decodeByteLine(bytes);
}

/** `readLines` without decoding: each line's bytes (see `ByteLine`). */
export function* readLineBytes(
  source: LineSource,
  options: ReadLinesOptions = {},
): Generator<ByteLine> {
  const { uri } = source;
  const exact = options.mode === 'exact';
  const state = options.state ?? {};
  let fd: number | undefined;
  let buf: Buffer;
  let read: (into: Buffer, offset: number) => number;
  if ('path' in source) {
    try {
      fd = openSync(source.path, 'r');
    } catch (error) {
      throw new InputError(`${uri}: cannot read: ${systemMessage(error)}`);
    }
    buf = Buffer.allocUnsafe(CHUNK);
    const handle = fd;
    read = (into, offset) => {
      try {
        return readSync(handle, into, offset, into.length - offset, null);
      } catch (error) {
        throw new InputError(`${uri}: cannot read: ${systemMessage(error)}`);
      }
    };
  } else if ('stream' in source) {
    buf = Buffer.allocUnsafe(CHUNK);
    const reader = source.stream.open(options.peek === true);
    read = (into, offset) => {
      try {
        return reader(into, offset, into.length - offset);
      } catch (error) {
        if (error instanceof Error && !('code' in error)) throw error;
        throw new InputError(`${uri}: cannot read: ${systemMessage(error)}`);
      }
    };
  } else {
    const bytes = source.bytes;
    let pos = 0;
    buf = Buffer.allocUnsafe(Math.max(16, Math.min(CHUNK, bytes.length)));
    read = (into, offset) => {
      const n = Math.min(into.length - offset, bytes.length - pos);
      into.set(bytes.subarray(pos, pos + n), offset);
      pos += n;
      return n;
    };
  }
  const current: ByteLine = { buf, start: 0, end: 0, line: 0, terminated: true };
  try {
    let end = 0;
    let start = 0;
    let line = 0;
    let first = true;
    for (;;) {
      if (start > 0) {
        buf.copy(buf, 0, start, end);
        end -= start;
        start = 0;
      } else if (end === buf.length) {
        const grown = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(grown, 0, 0, end);
        buf = grown;
      }
      const scanFrom = end;
      const n = read(buf, end);
      end += n;
      if (first && end > 0 && !exact) {
        if (end < 3 && n > 0) continue;
        first = false;
        if (looksUtf16(buf, end)) {
          throw new InputError(`${uri}: looks like UTF-16; save the file as UTF-8`);
        }
        if (end >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
          start = 3;
          state.hadBom = true;
        }
      }
      let from = Math.max(start, scanFrom);
      for (;;) {
        const lf = buf.indexOf(LF, from);
        if (lf === -1 || lf >= end) break;
        line++;
        current.buf = buf;
        current.start = start;
        current.end = lf;
        current.line = line;
        yield current;
        start = lf + 1;
        from = start;
      }
      if (n === 0) {
        if (start < end) {
          line++;
          current.buf = buf;
          current.start = start;
          current.end = end;
          current.line = line;
          current.terminated = false;
          yield current;
        }
        return;
      }
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function systemMessage(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return code ?? 'unknown error';
}
