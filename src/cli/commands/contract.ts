import { CONTRACT_DEFAULTS } from '../../contract/index.js';
import { runContract } from '../../run/contract.js';
import { withSubagentFiles } from '../../run/transcript-input.js';
import { InputError } from '../../model/errors.js';
import type { RegisterCommand } from '../context.js';
import { expandArguments, readInputs } from '../../io/files.js';
import { parsePositiveInt } from '../options.js';
import type { FailOn } from '../../findings/build.js';
import {
  addAdoptionOptions,
  addColorOptions,
  failOnOption,
  formatOption,
  publishReport,
  type AdoptionCliOptions,
  type CliFormat,
} from '../shared.js';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** `toolwitness contract`. */
export const registerContract: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('contract');
  command
    .summary('check expected and observed tool calls against the schema the provider shipped')
    .description(
      'Judges each expectation (an exact argument object and/or a policy: a JSON Schema that ' +
        'narrows the shipped one) and every observed call to its tool against the catalog ' +
        "tool's input schema, so a mismatch says which side is wrong: TW601 the expectation " +
        'violates the shipped schema (the harness is wrong, not the model), TW602 the call ' +
        'violates it, TW603 both are valid but differ canonically (RFC 8785; the differing key ' +
        'paths are listed, never values), TW604 the policy cannot be satisfied together with ' +
        'the schema, TW605 the schema accepts the call but the policy rejects it, TW606 a proof ' +
        'or schema could not be decided. Calls to tools without an expectation are counted, ' +
        'not checked. Reports carry argument digests, never raw arguments.',
    )
    .argument('<trace...>', 'provider traces (JSON or JSONL); "-" reads standard input')
    .option('--catalog <file>', 'tool catalog with the shipped schemas (repeatable)', collect)
    .option('--expect <file>', 'expectations file, JSON or JSONL (repeatable)', collect)
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .option('--strict', 'also fail (exit 1) when a contract check is undecided (TW606)')
    .option('--max-tools <n>', 'imported-tool limit', parsePositiveInt, CONTRACT_DEFAULTS.maxTools)
    .option(
      '--max-expectations <n>',
      'expectations per run; more is an error',
      parsePositiveInt,
      CONTRACT_DEFAULTS.maxExpectations,
    )
    .option(
      '--max-trace-bytes <n>',
      'aggregate trace bytes; more is an error',
      parsePositiveInt,
      CONTRACT_DEFAULTS.maxTraceBytes,
    )
    .option(
      '--max-argument-bytes <n>',
      "bytes of one call's arguments; more is an error",
      parsePositiveInt,
      CONTRACT_DEFAULTS.maxArgumentBytes,
    )
    .addHelpText(
      'after',
      `
Expectations file: {"expectations": [{"tool": "exec", "server": "sandbox",
  "arguments": {"command": "…", "intent": "…"}, "policy": {JSON Schema}}]}
(or JSONL, one expectation object per line); "tool" and one of "arguments"/"policy" are required.

Examples:
  toolwitness contract --catalog tools.json --expect expectations.json trace.json
  toolwitness contract --catalog examples/contract/catalog-sandbox.json \\
    --expect examples/contract/expectations-only-command.json examples/contract/trace-intent-command.json
  toolwitness contract --catalog a.json --catalog b.json --expect e.jsonl --format sarif traces/*.jsonl

Exit status: 0 below the --fail-on threshold (error by default; TW603 is a warning and TW606 a
note), 1 a finding at or above it (or --strict with an undecided check), 2 bad arguments or a
malformed catalog, expectations file or trace (file, position and what is wrong on stderr).`,
    )
    .action((files: string[], opts: ContractCliOptions) => {
      if (opts.catalog === undefined) {
        throw new InputError('contract needs the shipped schemas: add --catalog FILE');
      }
      if (opts.expect === undefined) {
        throw new InputError('contract needs expectations: add --expect FILE');
      }
      // Standard input can feed only one of the inputs.
      const stdinUses = [...opts.catalog, ...opts.expect, ...files].filter((f) => f === '-');
      if (stdinUses.length > 1) {
        throw new InputError('"-" (standard input) may be given only once');
      }
      const catalogs = readInputs(expandArguments(opts.catalog, io.cwd), io.cwd, io.readStdin);
      const expectations = readInputs(expandArguments(opts.expect, io.cwd), io.cwd, io.readStdin);
      const traces = readInputs(
        withSubagentFiles(expandArguments(files, io.cwd), io),
        io.cwd,
        io.readStdin,
        opts.maxTraceBytes,
      );
      const report = runContract(catalogs, expectations, traces, {
        maxTools: opts.maxTools,
        maxExpectations: opts.maxExpectations,
        maxTraceBytes: opts.maxTraceBytes,
        maxArgumentBytes: opts.maxArgumentBytes,
      });
      publishReport(
        report,
        opts,
        ctx,
        command,
        Boolean(opts.strict) && report.stats.incomplete === true,
      );
    });
  addAdoptionOptions(command);
  addColorOptions(command);
};

interface ContractCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  strict?: boolean;
  catalog?: string[];
  expect?: string[];
  maxTools: number;
  maxExpectations: number;
  maxTraceBytes: number;
  maxArgumentBytes: number;
  color?: boolean;
}
