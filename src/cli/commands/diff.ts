import { runDiff } from '../../run/diff.js';
import { InputError } from '../../model/errors.js';
import { isIncomplete } from '../../report/build.js';
import type { RegisterCommand } from '../context.js';
import { expandArguments, readInputs } from '../../io/files.js';
import {
  addAdoptionOptions,
  addColorOptions,
  failOnOption,
  formatOption,
  publishReport,
  type ReportCliOptions,
} from '../shared.js';

/** `toolwitness diff`. */
export const registerDiff: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('diff');
  command
    .summary(
      'compare two versions of a catalog: breaking schema changes with a counterexample call',
    )
    .description(
      'Compares the tools of OLD and NEW (catalog files of any shape or collect snapshots; ' +
        'files, quoted globs or - for standard input, once), matched by server and name. For a ' +
        'changed input schema: TW701 breaking-change with a counterexample call Ajv accepts ' +
        'under the old schema and rejects under the new, TW704 schema-widened with an example ' +
        'only the new accepts, TW705 change-undecided with the reason when neither a ' +
        'counterexample nor a proof of compatibility was found (compatible changes give no ' +
        'finding). Also TW702 tool-removed (or renamed), TW703 effects-changed and TW706 ' +
        'instructions-added. When each side is one file of one server, they are the same ' +
        'server whatever the file names.',
    )
    .argument('<old>', 'the old catalog: a file, a quoted glob, or - for standard input')
    .argument('<new>', 'the new catalog: a file, a quoted glob, or - for standard input')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .option('--strict', 'also fail (exit 1) when a change was left undecided (TW705)');
  addAdoptionOptions(command);
  addColorOptions(command);
  command
    .addHelpText(
      'after',
      `
Examples:
  toolwitness diff examples/real/github.json examples/real/github.json
  git show HEAD:examples/real/sentry.json | toolwitness diff - examples/real/sentry.json
  toolwitness diff 'examples/real/g*.json' 'examples/real/g*.json' --format sarif -o evolution.sarif

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (TW701, TW702 and
TW703 are errors), 2 bad arguments or an unreadable or malformed catalog.`,
    )
    .action((oldArg: string, newArg: string, opts: DiffCliOptions) => {
      if (oldArg === '-' && newArg === '-') {
        throw new InputError('"-" (standard input) may be given for only one of OLD and NEW');
      }
      const before = readInputs(expandArguments([oldArg], io.cwd), io.cwd, io.readStdin);
      const after = readInputs(expandArguments([newArg], io.cwd), io.cwd, io.readStdin);
      const report = runDiff(before, after);
      publishReport(report, opts, ctx, command, Boolean(opts.strict) && isIncomplete(report));
    });
};

interface DiffCliOptions extends ReportCliOptions {
  strict?: boolean;
}
