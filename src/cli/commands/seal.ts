import { closeSync, openSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { brokenMessage } from '../../chain/findings.js';
import { EMPTY_CHAIN, type ChainHead } from '../../chain/seal.js';
import { signChain } from '../../chain/signature.js';
import { verifySealed } from '../../chain/verify.js';
import { displayUri, readSmallFile, transcriptSource } from '../../io/files.js';
import { openSealSink } from '../../io/seal-sink.js';
import { InputError } from '../../model/errors.js';
import { runSeal } from '../../run/seal.js';
import { transcriptInput } from '../../run/transcript-input.js';
import { readLineBytes } from '../../transcript/lines.js';
import type { RegisterCommand } from '../context.js';

const LF = Buffer.from('\n');

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
      const sink = openSealSink(io, opts.output, [
        first,
        ...(second !== undefined ? [second] : []),
      ]);
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
        // a transcript, or an agent log sealed as its normalized records (docs/agent-logs.md)
        state = await runSeal(transcriptInput(newPath, io), sink, {
          from,
          ...(opts.allowEmpty !== undefined ? { allowEmpty: opts.allowEmpty } : {}),
        });
        await sink.commit();
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
