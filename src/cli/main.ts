#!/usr/bin/env node
import { readProcessStdin, readStdinChunk, writeStdoutChunk } from './io.js';
import { run } from './program.js';

// A reader that stops early (`toolwitness scan … | head`) closes the pipe: that ends the run
// quietly, as for any Unix filter, instead of an unhandled EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const colorDefault =
  Boolean(process.stdout.isTTY) && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');

run(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: (maxBytes) => readProcessStdin(maxBytes),
  readStdinChunk,
  stdoutChunk: (text) => {
    try {
      writeStdoutChunk(text);
    } catch (error) {
      // as for the stream above: a reader that stopped early ends the run quietly
      if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
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
      `toolwitness: internal error: ${(error as Error)?.message ?? String(error)}; please report it${detail}\n`,
    );
    process.exitCode = 2;
  },
);
