#!/usr/bin/env node
import { readProcessStdin, readStdinChunk, writeStdoutChunk } from '../io/files.js';
import { boundHeapGrowth } from '../io/heap.js';
import { run } from './program.js';

boundHeapGrowth();

// A reader that stops early (`toolwitness scan … | head`) closes the pipe. The rest of the
// output is dropped, quietly, as for any Unix filter; the run still ends normally, so the exit
// status still says whether a finding reached --fail-on (a CI step with pipefail relies on it).
let stdoutClosed = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    if (stream === process.stdout) stdoutClosed = true;
  });
}

const colorDefault =
  Boolean(process.stdout.isTTY) && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');

run(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => {
    if (!stdoutClosed) process.stdout.write(text);
  },
  stderr: (text) => process.stderr.write(text),
  readStdin: (maxBytes) => readProcessStdin(maxBytes),
  readStdinChunk,
  stdoutChunk: (text) => {
    if (stdoutClosed) return;
    try {
      writeStdoutChunk(text);
    } catch (error) {
      // as for the stream above: the rest is dropped, the exit status is kept
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
      stdoutClosed = true;
    }
  },
  colorDefault,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // a bug, not a user error: say so in one line, keep the detail behind an env switch
    const detail = process.env.TOOLWITNESS_DEBUG
      ? `\n${(error as Error)?.stack ?? String(error)}`
      : '';
    process.stderr.write(
      // the kind of error only: a runtime's message can quote input (JSON.parse does)
      `toolwitness: internal error (${(error as Error)?.name ?? typeof error}); please report it, with TOOLWITNESS_DEBUG=1 for the detail${detail}\n`,
    );
    process.exitCode = 2;
  },
);
