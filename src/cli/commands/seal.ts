import { randomBytes } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../../model/errors.js';
import { OutBuffer } from '../../chain/out-buffer.js';
import { sealOne, sealSome, EMPTY_CHAIN, type ChainHead } from '../../chain/seal.js';
import { mergeRecords, parallelWorkers } from '../../transcript/parallel.js';
import { signChain } from '../../chain/signature.js';
import { verifySealed } from '../../chain/verify.js';
import { readLineBytes } from '../../transcript/lines.js';
import { transcriptCalls } from '../../transcript/parse.js';
import type { RegisterCommand } from '../context.js';
import { displayUri, readSmallFile, transcriptSource } from '../../io/files.js';
import { agentLogInput } from '../../io/agent-log-input.js';
import type { ProcessIo } from '../../io/process-io.js';
import { sealAgentLog } from '../../import/agent-logs/audit.js';
import { refuseEmpty } from '../shared.js';
import { brokenMessage } from '../../chain/findings.js';

const LF = Buffer.from('\n');

/** Where sealed lines go, a buffer at a time. */
interface Sink {
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
function openSink(io: ProcessIo, output: string | undefined, inputs: string[]): Sink {
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

/** `toolwitness seal`. */
export const registerSeal: RegisterCommand = (program, { io, setExit }) => {
  const command = program.command('seal');
  command
    .summary('seal a transcript into a SHA-256 hash chain (optionally signed)')
    .description(
      'Writes the transcript as a hash chain, one JCS link per line: {args, digest, index, prev, ' +
        'response, tool}, digest = sha256(JCS({prev, index, tool, args, response})), the first prev ' +
        '64 zeros. Writes to standard output or --output, never in place. --append verifies an ' +
        'existing sealed file and continues it. --sign writes a detached Ed25519 signature over ' +
        'JCS {count, head}, the only way (with verify --head) to make truncation detectable.',
    )
    .argument('<transcript>', 'transcript (JSONL), or with --append: SEALED then NEW')
    .argument('[new]', 'with --append: the transcript to add')
    .option('-o, --output <file>', 'write the sealed chain to a file instead of standard output')
    .option(
      '--append',
      'verify the sealed file given first, then continue its chain with the second',
    )
    .option('--sign <key.pem>', 'Ed25519 private key (PEM) to sign the head with')
    .option('--allow-empty', 'seal a transcript with no records (by default an error)')
    .option('--signature <out.sig>', 'where --sign writes the base64 signature')
    .addHelpText(
      'after',
      `
Examples:
  toolwitness seal session.jsonl > session.sealed.jsonl
  toolwitness seal --append session.sealed.jsonl more.jsonl --output all.sealed.jsonl
  toolwitness seal session.jsonl -o s.sealed.jsonl --sign key.pem --signature s.sig

Exit status: 0 sealed, 1 --append found the existing chain broken (nothing written), 2 bad
arguments or a malformed transcript (file:line).`,
    )
    .action(async (first: string, second: string | undefined, opts: SealCliOptions) => {
      if ((opts.sign === undefined) !== (opts.signature === undefined)) {
        throw new InputError(
          '--sign and --signature go together: the key and where the signature goes',
        );
      }
      if (opts.append === true && second === undefined) {
        throw new InputError('--append needs two files: the sealed transcript and the one to add');
      }
      if (opts.append !== true && second !== undefined) {
        throw new InputError(`unexpected second file "${second}"; did you mean --append?`);
      }
      const key = opts.sign !== undefined ? readSmallFile(opts.sign, io, 'private key') : undefined;
      let from: ChainHead = EMPTY_CHAIN;
      const sealedPath = opts.append === true ? first : undefined;
      const newPath = second ?? first;
      if (sealedPath !== undefined) {
        const source = transcriptSource(sealedPath, io, true);
        const verdict = verifySealed(source);
        if (verdict.broken !== undefined) {
          io.stderr(
            `toolwitness: ${source.uri}: ${brokenMessage(verdict.broken)}; nothing appended\n`,
          );
          setExit(1);
          return;
        }
        from = verdict;
      }
      const sink = openSink(io, opts.output, [first, ...(second !== undefined ? [second] : [])]);
      let state: ChainHead;
      try {
        if (sealedPath !== undefined) {
          // the verified lines as they are, each with its LF (the chain ends with one)
          for (const { buf, start, end } of readLineBytes(transcriptSource(sealedPath, io, true), {
            mode: 'exact',
          })) {
            sink.out.writeBytes(buf, start, end);
            sink.out.writeBytes(LF, 0, 1);
          }
        }
        const agent = agentLogInput(newPath, io);
        const source = agent === undefined ? transcriptSource(newPath, io) : undefined;
        const chain: ChainHead = { ...from };
        state = chain;
        if (agent !== undefined) {
          // an agent log is sealed as its normalized records (docs/agent-logs.md)
          const out = sink.out;
          const head = sealAgentLog(
            agent.source,
            agent.detected,
            (line) => {
              const bytes = Buffer.from(line);
              out.writeBytes(bytes, 0, bytes.length);
            },
            from,
          );
          if (head.count === from.count)
            throw new InputError(
              `${agent.source.uri}: a ${agent.detected.format} log with no tool call; there is nothing to seal`,
            );
          chain.head = head.head;
          chain.count = head.count;
          await sink.commit();
          state = chain;
        } else if (source !== undefined) {
          const half = sink.out.buf.length >> 1;
          const workers = 'path' in source ? parallelWorkers(source.path) : 0;
          if ('path' in source && workers > 0) {
            // worker threads scan the lines; here they are chained, in order, and written
            await mergeRecords(source.path, source.uri, workers, {
              mode: 'parts',
              record: (record) => sealOne(record, sink.out, chain),
              afterBlock: async () => {
                if (sink.out.pos >= half) await sink.handOff();
              },
            });
          } else {
            const records = transcriptCalls(source, source.uri, { call: false });
            // half a buffer at a time: the other half of the work is the write of the last one
            while (!sealSome(records, sink.out, chain, half)) await sink.handOff();
          }
          // nothing sealed: refused before anything is committed
          refuseEmpty(source.uri, chain.count - from.count, 'records', opts.allowEmpty);
          await sink.commit();
        }
      } catch (error) {
        await sink.abort();
        throw error;
      }
      if (key !== undefined && opts.signature !== undefined) {
        const signature = signChain(state, key, displayUri(opts.sign as string, io.cwd));
        try {
          writeSyncFile(resolve(io.cwd, opts.signature), signature);
        } catch (error) {
          throw new InputError(
            `${opts.signature}: cannot write: ${(error as { code?: string }).code ?? 'unknown error'}`,
          );
        }
      }
      setExit(0);
    });
};

function writeSyncFile(path: string, text: string): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

interface SealCliOptions {
  output?: string;
  append?: boolean;
  sign?: string;
  signature?: string;
  allowEmpty?: boolean;
}
