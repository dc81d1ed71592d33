import { readdirSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { InputError } from '../model/errors.js';
import { PeekableStream } from '../transcript/lines.js';
import type { CliIo } from './context.js';

/** The default per-file byte limit, checked before a file is read. */
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
 * Reads the named inputs; `-` (at most once) is standard input. Every failure is an
 * InputError naming the file.
 */
export function readInputs(
  paths: string[],
  cwd: string,
  readStdin: () => Uint8Array,
  maxBytes = DEFAULT_MAX_FILE_BYTES,
): InputFile[] {
  if (paths.filter((p) => p === '-').length > 1) {
    throw new InputError('"-" (standard input) may be given only once');
  }
  return paths.map((path) => {
    if (path === '-') {
      const content = readStdin();
      if (content.length > maxBytes) {
        throw new InputError(
          `stdin: input is ${content.length} bytes, over the ${maxBytes}-byte limit`,
        );
      }
      return { uri: 'stdin', content };
    }
    const uri = displayUri(path, cwd);
    let size: number;
    try {
      const stat = statSync(resolve(cwd, path));
      if (stat.isDirectory())
        throw new InputError(`${uri}: is a directory; name the JSON files in it`);
      size = stat.size;
    } catch (error) {
      if (error instanceof InputError) throw error;
      throw new InputError(`${uri}: cannot read: ${systemMessage(error)}`);
    }
    if (size > maxBytes) {
      throw new InputError(`${uri}: file is ${size} bytes, over the ${maxBytes}-byte limit`);
    }
    try {
      return { uri, content: readFileSync(resolve(cwd, path)) };
    } catch (error) {
      throw new InputError(`${uri}: cannot read: ${systemMessage(error)}`);
    }
  });
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

const stdinStreams = new WeakMap<CliIo, PeekableStream>();
const stdinWhole = new WeakMap<CliIo, Uint8Array>();

/** Standard input as one stream per run, when the front end can stream it (else undefined). */
export function stdinStream(io: CliIo): PeekableStream | undefined {
  const read = io.readStdinChunk;
  if (read === undefined) return undefined;
  let stream = stdinStreams.get(io);
  if (stream === undefined) {
    stream = new PeekableStream(read);
    stdinStreams.set(io, stream);
  }
  return stream;
}

/** All of standard input, read once (what a peek at the stream read included). */
export function stdinBytes(io: CliIo): Uint8Array {
  let bytes = stdinWhole.get(io);
  if (bytes === undefined) {
    bytes = stdinStream(io)?.readAll() ?? io.readStdin();
    stdinWhole.set(io, bytes);
  }
  return bytes;
}
