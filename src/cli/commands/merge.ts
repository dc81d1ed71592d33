import { InputError } from '../../model/errors.js';
import { exitCodeFor, render } from '../../report/index.js';
import { describeReportCommand } from '../../report/adopt.js';
import { mergeReports } from '../../report/merge.js';
import type { RegisterCommand } from '../context.js';
import { expandArguments } from '../io.js';
import type { FailOn, MinSeverity } from '../options.js';
import {
  addColorOptions,
  displayOptions,
  emit,
  failOnOption,
  formatOption,
  readReportFile,
  type CliFormat,
} from '../shared.js';

/** `toolwitness merge`. */
export const registerMerge: RegisterCommand = (program, { io, setExit }) => {
  const command = program.command('merge');
  command
    .summary('combine the JSON reports of sharded runs into one report')
    .description(
      'Reads JSON reports (--format json) of one command, e.g. the shards of a job matrix, and ' +
        'writes one report: findings de-duplicated by fingerprint and sorted, the summary ' +
        'recounted, numeric stats summed, booleans OR-ed, per-file lists concatenated, and ' +
        'other figures kept only where every shard agrees. Baseline states and suppressions ' +
        'are kept as the shards recorded them.',
    )
    .argument('<report...>', 'JSON reports (files or quoted globs)')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the merged report to a file instead of standard output')
    .addOption(failOnOption())
    .addHelpText(
      'after',
      `
Examples:
  toolwitness merge shard-*/toolwitness.json --format json -o toolwitness.json
  toolwitness merge a.json b.json --format sarif -o toolwitness.sarif

Exit status: 0 below the --fail-on threshold, 1 a new, unsuppressed finding at or above it,
2 bad arguments, or a file that is not a ToolWitness JSON report (or of another command).`,
    )
    .action((files: string[], opts: MergeCliOptions) => {
      const paths = expandArguments(files, io.cwd);
      const reports = paths.map((path) => readReportFile(path, io.cwd));
      const first = reports[0];
      const odd = reports.findIndex((r) => r.command !== first.command);
      if (odd !== -1) {
        throw new InputError(
          `${paths[odd]}: ${describeReportCommand(reports[odd].command)} cannot merge with ${describeReportCommand(first.command).replace(/^a /, 'the ')} of ${paths[0]}`,
        );
      }
      const report = mergeReports(reports);
      emit(io, opts, render(report, opts.format, displayOptions(io, opts, command)));
      setExit(exitCodeFor(report, opts.failOn, false));
    });
  addColorOptions(command);
};

interface MergeCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  color?: boolean;
  minSeverity?: MinSeverity;
}
