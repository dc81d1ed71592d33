import { closeSync, openSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError } from '../../model/errors.js';
import { sealRecords, EMPTY_CHAIN, type ChainHead } from '../../chain/seal.js';
import { signChain } from '../../chain/signature.js';
import { verifyChain } from '../../chain/verify.js';
import { readLines } from '../../transcript/lines.js';
import { transcriptRecords } from '../../transcript/parse.js';
import type { CliIo, RegisterCommand } from '../context.js';
import { displayUri } from '../io.js';
import { readSmallFile, transcriptSource } from './replay.js';
import { brokenMessage } from './verify.js';

/** Buffers output text and writes it in large pieces to a file or standard output. */
function openSink(io: CliIo, output: string | undefined, inputs: string[]) {
  let fd: number | undefined;
  if (output !== undefined) {
    const target = resolve(io.cwd, output);
    if (inputs.some((p) => p !== '-' && resolve(io.cwd, p) === target)) {
      throw new InputError(`${output}: seal never writes in place; choose another --output`);
    }
    try {
      fd = openSync(target, 'w');
    } catch (error) {
      throw new InputError(
        `${output}: cannot write: ${(error as { code?: string }).code ?? 'unknown error'}`,
      );
    }
  }
  let pending: string[] = [];
  let size = 0;
  const flush = (): void => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    if (fd === undefined) io.stdout(text);
    else writeSync(fd, text);
  };
  return {
    write(text: string): void {
      pending.push(text);
      size += text.length;
      if (size >= 1 << 20) flush();
    },
    close(): void {
      flush();
      if (fd !== undefined) closeSync(fd);
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
    .action((first: string, second: string | undefined, opts: SealCliOptions) => {
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
        const source = transcriptSource(sealedPath, io);
        const verdict = verifyChain(readLines(source, { mode: 'exact' }));
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
      const state: ChainHead = { ...from };
      try {
        if (sealedPath !== undefined) {
          for (const { text } of readLines(transcriptSource(sealedPath, io), { mode: 'exact' }))
            sink.write(text + '\n');
        }
        const source = transcriptSource(newPath, io);
        for (const line of sealRecords(transcriptRecords(source, source.uri), from, state))
          sink.write(line);
      } finally {
        sink.close();
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
}
