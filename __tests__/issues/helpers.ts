import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { readBounded } from '../../src/io/files.js';
import { run } from '../../src/cli/program.js';

/** What one CLI run gave. */
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Standard input for a run: text, or a file (a device such as /dev/zero) read as the stream. */
export type Stdin = { text: string } | { file: string } | { endless: string } | undefined;

/** The committed-layout CLI bundle, built locally with `npm run build:dist`. */
export const BUNDLE = resolve('dist/cli.js');

/** True when the bundle is there to test (CI builds it; a fresh clone has the committed one). */
export const haveBundle = existsSync(BUNDLE);

/** Runs the CLI in-process (the library's `run`), with standard input streamed like a process's. */
export async function runLib(args: string[], cwd: string, stdin?: Stdin): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  let fd: number | undefined;
  let text = Buffer.alloc(0);
  let at = 0;
  let endless: Buffer | undefined;
  if (stdin !== undefined && 'file' in stdin) fd = openSync(stdin.file, 'r');
  else if (stdin !== undefined && 'endless' in stdin) endless = Buffer.from(stdin.endless);
  else if (stdin !== undefined) text = Buffer.from(stdin.text, 'utf8');
  const chunk = (into: Uint8Array, offset: number, length: number): number => {
    if (fd !== undefined) return readSync(fd, into, offset, length, null);
    if (endless !== undefined) {
      for (let i = 0; i < length; i++) into[offset + i] = endless[i % endless.length];
      return length;
    }
    const n = Math.min(length, text.length - at);
    into.set(text.subarray(at, at + n), offset);
    at += n;
    return n;
  };
  try {
    const code = await run(args, {
      cwd,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      readStdin: (max) => readBounded(chunk, max ?? 32 * 1024 * 1024, 'stdin'),
      readStdinChunk: chunk,
      colorDefault: false,
    });
    return { code, stdout, stderr };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Runs `node dist/cli.js` with a time cap and a heap cap: a hostile input that makes the process
 * grow or hang fails the test instead of the machine.
 */
export function runBundle(
  args: string[],
  cwd: string,
  stdin?: Stdin,
  options: { timeoutMs?: number; heapMb?: number; shell?: string } = {},
): Outcome & { timedOut: boolean } {
  let input: string | undefined;
  let stdinFd: number | 'pipe' = 'pipe';
  if (stdin !== undefined && 'file' in stdin) stdinFd = openSync(stdin.file, 'r');
  else if (stdin !== undefined && 'endless' in stdin) input = stdin.endless.repeat(40 << 20);
  else if (stdin !== undefined) input = stdin.text;
  try {
    const result = spawnSync(
      process.execPath,
      [`--max-old-space-size=${options.heapMb ?? 256}`, BUNDLE, ...args],
      {
        cwd,
        input,
        stdio: [stdinFd, 'pipe', 'pipe'],
        encoding: 'utf8',
        timeout: options.timeoutMs ?? 20_000,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return {
      code: result.status ?? -1,
      stdout: result.stdout ?? '',
      stderr: result.stderr ?? '',
      timedOut: result.error !== undefined || result.signal !== null,
    };
  } finally {
    if (typeof stdinFd === 'number') closeSync(stdinFd);
  }
}

/** Both front ends on the same arguments (the bundle only when it is built). */
export async function runBoth(
  args: string[],
  cwd: string,
  stdin?: Stdin,
): Promise<{ lib: Outcome; bundle?: Outcome & { timedOut: boolean } }> {
  const lib = await runLib(args, cwd, stdin);
  const bundle = haveBundle ? runBundle(args, cwd, stdin) : undefined;
  return { lib, bundle };
}
