import { randomBytes } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { OutBuffer } from '../chain/out-buffer.js';
import { InputError } from '../model/errors.js';
import type { ProcessIo } from './process-io.js';

/** Where sealed lines go, a buffer at a time. */
export interface SealSink {
  out: OutBuffer;
  /** Hands what `out` holds over to be written; resolves when `out` may be filled again. */
  handOff(): Promise<void>;
  /** Everything written: the output is complete. */
  commit(): Promise<void>;
  /** Sealing failed: nothing is left behind (once a write in flight has ended). */
  abort(): Promise<void>;
}

/** Writes `bytes` at `position` of `fd` in the thread pool (so sealing goes on meanwhile). */
function writeAt(fd: number, bytes: Buffer, position: number): Promise<void> {
  return new Promise((done, fail) => {
    const next = (offset: number): void => {
      if (offset === bytes.length) return done();
      write(fd, bytes, offset, bytes.length - offset, position + offset, (error, n) =>
        error !== null ? fail(error) : next(offset + n),
      );
    };
    next(0);
  });
}

/**
 * Where the sealed lines go: standard output, or --output through a temporary file in the same
 * folder that is renamed over the target only when sealing succeeds (and removed when it fails),
 * so a transcript malformed partway never leaves a partial sealed file. A file is written one
 * buffer behind the sealing, each buffer at its own offset, while the next one fills.
 */
export function openSealSink(
  io: ProcessIo,
  output: string | undefined,
  inputs: string[],
): SealSink {
  if (output === undefined) {
    // a blocking writer where there is one: a slow pipe reader must not queue the chain in memory
    const write = io.stdoutChunk ?? io.stdout;
    const out = new OutBuffer((bytes) => write(bytes.toString('utf8')));
    return {
      out,
      handOff: async () => out.flush(),
      commit: async () => out.flush(),
      abort: async () => undefined,
    };
  }
  const target = resolve(io.cwd, output);
  if (inputs.some((p) => p !== '-' && resolve(io.cwd, p) === target)) {
    throw new InputError(`${output}: seal never writes in place; choose another --output`);
  }
  const temp = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const cannotWrite = (error: unknown): InputError =>
    new InputError(
      `${output}: cannot write: ${(error as { code?: string }).code ?? 'unknown error'}`,
    );
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx');
  } catch (error) {
    throw cannotWrite(error);
  }
  const handle = fd;
  let position = 0;
  // a record too large for what is left of the buffer is written at once, at its offset
  const out = new OutBuffer((bytes) => {
    try {
      for (let done = 0; done < bytes.length;)
        done += writeSync(handle, bytes, done, bytes.length - done, position + done);
    } catch (error) {
      throw cannotWrite(error);
    }
    position += bytes.length;
  });
  let spare: Buffer = Buffer.allocUnsafe(out.buf.length);
  let pending: Promise<void> = Promise.resolve();
  const handOff = async (): Promise<void> => {
    await pending;
    if (out.pos === 0) return;
    const filled = out.buf;
    const length = out.pos;
    out.buf = spare.length >= filled.length ? spare : Buffer.allocUnsafe(filled.length);
    out.pos = 0;
    spare = filled;
    pending = writeAt(handle, filled.subarray(0, length), position).catch((error: unknown) => {
      throw cannotWrite(error);
    });
    position += length;
  };
  return {
    out,
    handOff,
    async commit(): Promise<void> {
      await handOff();
      await pending;
      closeSync(handle);
      fd = undefined;
      try {
        renameSync(temp, target);
      } catch (error) {
        rmSync(temp, { force: true });
        throw cannotWrite(error);
      }
    },
    async abort(): Promise<void> {
      await pending.catch(() => undefined);
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      rmSync(temp, { force: true });
    },
  };
}
