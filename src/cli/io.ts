import { readFileSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { InputError } from '../model/errors.js';

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
