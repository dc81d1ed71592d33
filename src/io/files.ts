import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { InputError } from '../model/errors.js';
import { PeekableStream, type LineSource } from '../transcript/lines.js';
import type { ProcessIo } from './process-io.js';

/** The default per-file byte limit, counted while a file (or standard input) is read. */
export const DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;

export interface InputFile {
  uri: string;
  content: Uint8Array;
}

/** A path as reports show it: relative to the working directory, forward slashes. */
export function displayUri(path: string, cwd: string): string {
  const rel = relative(cwd, resolve(cwd, path));
  return (rel === '' ? '.' : rel).split(sep).join('/');
}

/**
 * Turns arguments into file paths: an existing file stays, a directory becomes its `*.json`
 * files, a glob (for shells that don't expand them, and for the Action) its matches, sorted.
 * The same file named twice is read once. A directory or glob that matches nothing is an error.
 */
export function expandArguments(args: string[], cwd: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (path: string): void => {
    const key = path === '-' ? '-' : resolve(cwd, path);
    if (key !== '-' && seen.has(key)) return;
    seen.add(key);
    out.push(path);
  };
  for (const arg of args) {
    if (arg === '-') {
      out.push(arg);
      continue;
    }
    const stat = statOrUndefined(resolve(cwd, arg));
    if (stat?.isDirectory()) {
      const files = readdirSync(resolve(cwd, arg))
        .filter((name) => name.endsWith('.json'))
        .sort();
      if (files.length === 0) {
        throw new InputError(`${displayUri(arg, cwd)}: directory has no .json files`);
      }
      files.forEach((name) => add(join(arg, name)));
    } else if (stat === undefined && isDynamicPattern(arg)) {
      const matches = globSync(arg, { cwd, onlyFiles: true, expandDirectories: false }).sort();
      if (matches.length === 0) throw new InputError(`no files match "${arg}"`);
      matches.forEach(add);
    } else {
      add(arg);
    }
  }
  return out;
}

function statOrUndefined(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Where reads are confined: when set (the Action sets its workspace), a path inside this folder
 * whose real location (after every symbolic link) is outside it is refused before it is opened,
 * so a committed link such as `catalogs/z.json -> /dev/zero` or `-> ~/.ssh/id_rsa` is never
 * read. Paths the workflow names outside the workspace (a runner's temp folder) stay readable.
 */
let readRoot: { lexical: string; real: string } | undefined;

/**
 * Confines every read of this module to `root` (undefined lifts it). The Action calls this with
 * its workspace; the CLI reads what its user names.
 */
export function confineReads(root: string | undefined): void {
  if (root === undefined) {
    readRoot = undefined;
    return;
  }
  const lexical = resolve(root);
  let real = lexical;
  try {
    real = realpathSync(lexical);
  } catch {
    // a workspace that does not exist has nothing to read either
  }
  readRoot = { lexical, real };
}

function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** True when a path named inside the confinement root leads out of it. */
function escapesRoot(named: string, real: string): boolean {
  if (readRoot === undefined) return false;
  const namedInside = isInside(named, readRoot.lexical) || isInside(named, readRoot.real);
  return namedInside && !isInside(real, readRoot.real);
}

/**
 * A file that could not be read (missing, not a regular file, outside the workspace, over the
 * limit): an InputError whose `reason` is the message without the file name.
 */
export class UnreadableInput extends InputError {
  constructor(
    readonly uri: string,
    readonly reason: string,
  ) {
    super(`${uri}: ${reason}`);
  }
}

/** What a file system entry is, in the words error messages use. */
export function fileKind(stat: Stats): string {
  if (stat.isFile()) return 'regular file';
  if (stat.isDirectory()) return 'directory';
  if (stat.isFIFO()) return 'FIFO (named pipe)';
  if (stat.isCharacterDevice()) return 'character device';
  if (stat.isBlockDevice()) return 'block device';
  if (stat.isSocket()) return 'socket';
  if (stat.isSymbolicLink()) return 'symbolic link';
  return 'special file';
}

/**
 * The real path of an input that may be read: it exists, it is a regular file (a directory,
 * FIFO, device or socket is an InputError that says which), and it lies inside the confinement
 * root when one is set. What `readRegularFile` and streamed transcripts both check first.
 */
export function regularFilePath(path: string, cwd: string, hint = ''): string {
  const uri = displayUri(path, cwd);
  const named = resolve(cwd, path);
  let real: string;
  try {
    real = realpathSync(named);
  } catch (error) {
    throw new UnreadableInput(uri, `cannot read: ${systemMessage(error)}`);
  }
  if (escapesRoot(named, real)) {
    throw new UnreadableInput(
      uri,
      'resolves outside the workspace (through a symbolic link); refusing to read it',
    );
  }
  let stat: Stats;
  try {
    stat = statSync(real);
  } catch (error) {
    throw new UnreadableInput(uri, `cannot read: ${systemMessage(error)}`);
  }
  if (!stat.isFile()) throw notRegular(uri, stat, hint);
  return real;
}

function notRegular(uri: string, stat: Stats, hint: string): InputError {
  const kind = fileKind(stat);
  const article = /^[aeiouAEIOU]/.test(kind) ? 'an' : 'a';
  return new UnreadableInput(
    uri,
    `is ${article} ${kind}, not a regular file${hint !== '' && stat.isDirectory() ? `; ${hint}` : ''}`,
  );
}

/** O_NONBLOCK where the platform has it: opening a FIFO then never waits for a writer. */
const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0);

/**
 * Reads one regular file whole, counting bytes as they arrive and stopping at `maxBytes`: a
 * file that grows while it is read (or a special file that passed as regular) cannot make the
 * read unbounded. Every failure is an InputError naming the file.
 */
export function readRegularFile(
  path: string,
  cwd: string,
  maxBytes = DEFAULT_MAX_FILE_BYTES,
  hint = '',
): InputFile {
  const uri = displayUri(path, cwd);
  const real = regularFilePath(path, cwd, hint);
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch (error) {
    throw new UnreadableInput(uri, `cannot read: ${systemMessage(error)}`);
  }
  try {
    const stat = fstatSync(fd);
    // checked again on the open file: the path may have been replaced since
    if (!stat.isFile()) throw notRegular(uri, stat, hint);
    if (stat.size > maxBytes) {
      throw new UnreadableInput(uri, `file is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
    }
    const content = readBounded(
      (into, offset, length) => readSync(fd, into, offset, length, null),
      maxBytes,
      uri,
      stat.size,
    );
    return { uri, content };
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new UnreadableInput(uri, `cannot read: ${systemMessage(error)}`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a chunk source to its end, keeping at most `maxBytes`: one byte more is an InputError,
 * raised as soon as it arrives (nothing past the limit is kept).
 */
export function readBounded(
  read: (into: Uint8Array, offset: number, length: number) => number,
  maxBytes: number,
  uri: string,
  sizeHint = 0,
): Uint8Array {
  let buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, Math.max(sizeHint + 1, 64 * 1024)));
  let filled = 0;
  for (;;) {
    if (filled === buf.length) {
      const grown = Buffer.allocUnsafe(Math.min(maxBytes + 1, buf.length * 2));
      buf.copy(grown, 0, 0, filled);
      buf = grown;
    }
    const n = read(buf, filled, buf.length - filled);
    if (n === 0) return buf.subarray(0, filled);
    filled += n;
    if (filled > maxBytes) {
      throw new UnreadableInput(uri, `input is over the ${maxBytes}-byte limit; stopped reading`);
    }
  }
}

/**
 * Reads the named inputs; `-` (at most once) is standard input, read through `readStdin` with
 * the same byte limit. Only regular files are read. Every failure is an InputError naming the
 * file.
 */
export function readInputs(
  paths: string[],
  cwd: string,
  readStdin: (maxBytes?: number) => Uint8Array,
  maxBytes = DEFAULT_MAX_FILE_BYTES,
): InputFile[] {
  if (paths.filter((p) => p === '-').length > 1) {
    throw new InputError('"-" (standard input) may be given only once');
  }
  return paths.map((path) => {
    if (path === '-') {
      const content = readStdin(maxBytes);
      if (content.length > maxBytes) {
        throw new InputError(`stdin: input is over the ${maxBytes}-byte limit; stopped reading`);
      }
      return { uri: 'stdin', content };
    }
    return readRegularFile(path, cwd, maxBytes, 'name the JSON files in it');
  });
}

/**
 * A transcript argument as a streaming line source; `-` is standard input, streamed too unless
 * `whole` (a file read twice, such as the sealed file of `seal --append`). A named file must be
 * a regular file (see `regularFilePath`); it is streamed line by line, so its size is not bounded.
 */
export function transcriptSource(path: string, io: ProcessIo, whole = false): LineSource {
  if (path === '-') {
    const stream = whole ? undefined : stdinStream(io);
    return stream !== undefined
      ? { uri: 'stdin', stream }
      : { uri: 'stdin', bytes: stdinBytes(io) };
  }
  return {
    uri: displayUri(path, io.cwd),
    path: regularFilePath(path, io.cwd, 'name the transcript file'),
  };
}

/** Reads a small whole file (scope, key, signature) as UTF-8, bounded, with an InputError naming it. */
export function readSmallFile(path: string, io: ProcessIo, what: string): string {
  const file = readRegularFile(path, io.cwd, DEFAULT_MAX_FILE_BYTES, `name the ${what}`);
  return Buffer.from(file.content.buffer, file.content.byteOffset, file.content.length).toString(
    'utf8',
  );
}

function systemMessage(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    default:
      return code ?? 'unknown error';
  }
}

/**
 * Reads the next bytes of the process's standard input (0 at its end), waiting briefly when a
 * non-blocking pipe has nothing yet: what lets transcripts stream from stdin like files.
 */
export function readStdinChunk(into: Uint8Array, offset: number, length: number): number {
  for (;;) {
    try {
      return readSync(0, into, offset, length, null);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'EOF') return 0;
      if (code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
    }
  }
}

/**
 * Writes all of `text` to the process's standard output before returning, waiting briefly
 * whenever a non-blocking pipe is full: a streamed report then holds one chunk at a time, where
 * `process.stdout.write` would queue every chunk a slow reader has not taken yet. Output already
 * queued on `process.stdout` goes first (the chunk is queued behind it). Errors (EPIPE…) are thrown.
 */
export function writeStdoutChunk(text: string): void {
  if (process.stdout.writableLength > 0) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length;) {
    try {
      done += writeSync(1, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

const stdinStreams = new WeakMap<ProcessIo, PeekableStream>();
const stdinWhole = new WeakMap<ProcessIo, Uint8Array>();

/**
 * The longest line a streamed transcript may have on standard input. Lines are buffered whole
 * before they are checked, so a stream without line feeds (`- < /dev/zero`) must stop here.
 */
export const MAX_STREAMED_LINE_BYTES = DEFAULT_MAX_FILE_BYTES;

/**
 * Wraps a chunk reader so that a run of more than `maxLine` bytes without a line feed is an
 * InputError as soon as it is read: what bounds the memory of a streamed, endless input.
 */
export function lineBoundedReader(
  read: (into: Uint8Array, offset: number, length: number) => number,
  uri: string,
  maxLine = MAX_STREAMED_LINE_BYTES,
): (into: Uint8Array, offset: number, length: number) => number {
  let run = 0;
  let lines = 1;
  return (into, offset, length) => {
    const n = read(into, offset, length);
    for (let i = offset, end = offset + n; i < end;) {
      const lf = into.indexOf(0x0a, i);
      if (lf === -1 || lf >= end) {
        run += end - i;
        break;
      }
      run = 0;
      lines++;
      i = lf + 1;
    }
    if (run > maxLine) {
      throw new InputError(
        `${uri}:${lines}: line is over the ${maxLine}-byte limit without a line feed; stopped reading`,
      );
    }
    return n;
  };
}

/** Standard input as one stream per run, when the front end can stream it (else undefined). */
export function stdinStream(io: ProcessIo): PeekableStream | undefined {
  const read = io.readStdinChunk;
  if (read === undefined) return undefined;
  let stream = stdinStreams.get(io);
  if (stream === undefined) {
    stream = new PeekableStream(lineBoundedReader(read, 'stdin'));
    stdinStreams.set(io, stream);
  }
  return stream;
}

/**
 * All of standard input, read once (what a peek at the stream read included), counted while it
 * is read: more than `maxBytes` is an InputError.
 */
export function stdinBytes(io: ProcessIo, maxBytes = DEFAULT_MAX_FILE_BYTES): Uint8Array {
  let bytes = stdinWhole.get(io);
  if (bytes === undefined) {
    const stream = stdinStream(io);
    bytes =
      stream !== undefined
        ? readBounded(stream.open(false), maxBytes, 'stdin')
        : io.readStdin(maxBytes);
    stdinWhole.set(io, bytes);
  }
  if (bytes.length > maxBytes) {
    throw new InputError(`stdin: input is over the ${maxBytes}-byte limit; stopped reading`);
  }
  return bytes;
}

/**
 * Standard input of this process, read in chunks up to `maxBytes` (one byte more is an
 * InputError): what the CLI's `readStdin` is.
 */
export function readProcessStdin(maxBytes = DEFAULT_MAX_FILE_BYTES): Uint8Array {
  return readBounded(readStdinChunk, maxBytes, 'stdin');
}
