import { scan, SCAN_DEFAULTS } from '../../analyze/scan.js';
import type { RegisterCommand } from '../context.js';
import { expandArguments, readInputs } from '../io.js';
import { parsePositiveInt, parseUnitInterval, type FailOn } from '../options.js';
import {
  addAdoptionOptions,
  publishReport,
  addColorOptions,
  failOnOption,
  formatOption,
  type AdoptionCliOptions,
  type CliFormat,
} from '../shared.js';

/** `toolwitness scan`. */
export const registerScan: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('scan');
  command
    .summary('find confusable tools and prove when their input schemas accept the same call')
    .description(
      'Reads tool catalogs (MCP tools/list results, OpenAI Responses or Chat Completions ' +
        'tools, Anthropic tools, plain arrays, or whole request bodies with a "tools" array), ' +
        'finds tools a model could confuse, and proves with a witness value when both input ' +
        'schemas accept the same call. Give "-" once to read a catalog from standard input.',
    )
    .argument(
      '<catalog...>',
      'catalog files (JSON), directories (their *.json files) or quoted globs; "-" reads standard input',
    )
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .option(
      '--strict',
      'also fail (exit 1) when analysis is incomplete (undecided pairs, bounds hit)',
    )
    .option(
      '--threshold <score>',
      `blended lexical score that makes a pair a candidate, in (0, 1]`,
      parseUnitInterval,
      SCAN_DEFAULTS.threshold,
    )
    .option(
      '--max-tools <n>',
      'imported-tool limit; more is an error',
      parsePositiveInt,
      SCAN_DEFAULTS.maxTools,
    )
    .option(
      '--max-candidates <n>',
      'schema proofs per run; the rest are counted in one TW105 note',
      parsePositiveInt,
      SCAN_DEFAULTS.maxCandidates,
    )
    .addHelpText(
      'after',
      `
Examples:
  toolwitness scan examples/confusing-mcp.json
  toolwitness scan --format json --fail-on warning catalogs/*.json
  toolwitness scan --format sarif --output toolwitness.sarif catalogs/*.json
  toolwitness scan - < tools.json

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (or --strict with
incomplete analysis), 2 bad arguments or unreadable/malformed input.`,
    )
    .action((catalogs: string[], opts: ScanCliOptions) => {
      const inputs = readInputs(expandArguments(catalogs, io.cwd), io.cwd, io.readStdin);
      const analysed = scan(inputs, {
        threshold: opts.threshold,
        maxTools: opts.maxTools,
        maxCandidates: opts.maxCandidates,
      });
      const incomplete = analysed.stats.incomplete === true;
      publishReport(analysed, opts, ctx, command, Boolean(opts.strict) && incomplete);
    });
  addAdoptionOptions(command);
  addColorOptions(command);
};

interface ScanCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  strict?: boolean;
  threshold: number;
  maxTools: number;
  maxCandidates: number;
  color?: boolean;
}
