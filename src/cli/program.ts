import { Command, CommanderError } from 'commander';
import { InputError } from '../model/errors.js';
import { escapeTerminal } from '../report/index.js';
import { VERSION } from '../version.js';
import { registerDiscover } from './commands/discover.js';
import { registerCollect } from './commands/collect.js';
import { registerDiff } from './commands/diff.js';
import { registerExplain } from './commands/explain.js';
import { registerMerge } from './commands/merge.js';
import { registerProve } from './commands/prove.js';
import { registerReplay } from './commands/replay.js';
import { registerContract } from './commands/contract.js';
import { registerScan } from './commands/scan.js';
import { registerScope } from './commands/scope.js';
import { registerSeal } from './commands/seal.js';
import { registerVerify } from './commands/verify.js';
import type { ProcessIo } from '../io/process-io.js';
import type { CommandContext, RegisterCommand } from './context.js';

export type { ProcessIo } from '../io/process-io.js';

/** Every subcommand, in the order `--help` lists them. */
const COMMANDS: RegisterCommand[] = [
  registerScan,
  registerCollect,
  registerProve,
  registerReplay,
  registerContract,
  registerDiff,
  registerScope,
  registerSeal,
  registerVerify,
  registerMerge,
  registerDiscover,
  registerExplain,
];

/** Runs the CLI on argv (without `node` and the script) and resolves to the exit code. */
export async function run(argv: string[], io: ProcessIo): Promise<number> {
  let exitCode = 0;
  const program = buildProgram({
    io,
    setExit: (code) => {
      exitCode = code;
    },
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version print themselves and exit 0; everything else is a usage error
      if (error.exitCode === 0) return 0;
      return 2;
    }
    if (error instanceof InputError) {
      io.stderr(`toolwitness: ${escapeTerminal(error.message)}\n`);
      return 2;
    }
    throw error;
  }
}

function buildProgram(ctx: CommandContext): Command {
  const { io } = ctx;
  const program = new Command('toolwitness')
    .description(
      'Audit AI-agent tool catalogs with evidence: confusable names, proven schema ' +
        'overlaps, contradicting effect hints. Offline and deterministic.',
    )
    .version(VERSION, '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout(s),
      writeErr: (s) => io.stderr(s),
      outputError: (s, write) => write(`toolwitness: ${s.replace(/^error: /, '')}`),
    });
  for (const register of COMMANDS) register(program, ctx);
  return program;
}
