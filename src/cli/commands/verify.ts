import type { FailOn } from '../../findings/build.js';
import { displayUri, readSmallFile, transcriptSource } from '../../io/files.js';
import { InputError } from '../../model/errors.js';
import { runVerify } from '../../run/verify.js';
import type { RegisterCommand } from '../context.js';
import {
  addAdoptionOptions,
  addAllowEmptyOption,
  publishReport,
  addColorOptions,
  failOnOption,
  formatOption,
  type AdoptionCliOptions,
  type CliFormat,
} from '../shared.js';

const HEX64 = /^[0-9a-f]{64}$/;

/** `toolwitness verify`. */
export const registerVerify: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('verify');
  command
    .summary('verify the hash chain (and signature) of a sealed transcript')
    .description(
      'Recomputes every link of a sealed transcript. Prints "chain: intact", or the first broken ' +
        'link with the expected (recomputed) and found (stored) digests (TW401). With --public-key ' +
        'and --signature, checks the Ed25519 signature over JCS {count, head} (TW402). Edits, ' +
        'deletions, reorders and mis-chained appends are always found; truncation and well-formed ' +
        'appends are only found with a signature or --head.',
    )
    .argument('<sealed>', 'sealed transcript (JSONL); "-" reads standard input')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .option('--public-key <pub.pem>', 'Ed25519 public key (PEM) the signature must verify under')
    .option('--signature <file.sig>', 'detached signature written by seal --sign (base64)')
    .option('--head <digest>', 'the head digest the chain must end at (detects truncation)')
    .addHelpText(
      'after',
      `
Examples:
  toolwitness verify session.sealed.jsonl
  toolwitness verify s.sealed.jsonl --public-key pub.pem --signature s.sig

Without a signature or --head, a truncated chain (or one extended with correctly chained links)
still verifies: it is a valid shorter (or longer) chain.

Exit status: 0 intact, 1 broken chain or invalid signature (at or above --fail-on), 2 bad
arguments or unreadable input.`,
    )
    .action((file: string, opts: VerifyCliOptions) => {
      if ((opts.publicKey === undefined) !== (opts.signature === undefined)) {
        throw new InputError('--public-key and --signature go together');
      }
      if (opts.head !== undefined && !HEX64.test(opts.head)) {
        throw new InputError('--head: expected 64 lowercase hex digits');
      }
      const pub =
        opts.publicKey !== undefined ? readSmallFile(opts.publicKey, io, 'public key') : undefined;
      const sig =
        opts.signature !== undefined ? readSmallFile(opts.signature, io, 'signature') : undefined;
      const source = transcriptSource(file, io);
      const analysed = runVerify(source, {
        ...(opts.head !== undefined ? { head: opts.head } : {}),
        ...(pub !== undefined &&
        sig !== undefined &&
        opts.publicKey !== undefined &&
        opts.signature !== undefined
          ? {
              publicKey: { text: pub, uri: displayUri(opts.publicKey, io.cwd) },
              signature: { text: sig, uri: displayUri(opts.signature, io.cwd) },
            }
          : {}),
        ...(opts.allowEmpty !== undefined ? { allowEmpty: opts.allowEmpty } : {}),
      });
      publishReport(analysed, opts, ctx, command);
    });
  addAdoptionOptions(command);
  addAllowEmptyOption(command);
  addColorOptions(command);
};

interface VerifyCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  publicKey?: string;
  signature?: string;
  head?: string;
  allowEmpty?: boolean;
}
