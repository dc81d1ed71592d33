import { importCatalogs, SCAN_DEFAULTS } from '../../analyze/scan.js';
import { DEFAULT_MAX_TOKENS } from '../../lint/index.js';
import type { CollectResult } from '../../collect/index.js';
import { runScan } from '../../run/scan.js';
import { InputError } from '../../model/errors.js';
import { isIncomplete } from '../../findings/index.js';
import type { RegisterCommand } from '../context.js';
import { expandArguments, readInputs } from '../../io/files.js';
import {
  addLiveOptions,
  collectLive,
  loadClientConfigs,
  readSnapshotFile,
  type LiveCliOptions,
} from './collect.js';
import { parsePositiveInt, parseUnitInterval } from '../options.js';
import type { FailOn } from '../../findings/build.js';
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
        'schemas accept the same call. Give "-" once to read a catalog from standard input. ' +
        'With --config it also starts the servers of MCP client configs and scans their tools ' +
        '(never with --no-spawn: then only the configs are checked); plain catalog files never ' +
        'start anything. With --snapshot it reports drift from a collect snapshot.',
    )
    .argument(
      '[catalog...]',
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
      "description similarity at which two tools' texts are near-identical (confusable), in (0, 1]",
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
      'schema proofs per run; the pairs past it are reported undecided (TW105)',
      parsePositiveInt,
      SCAN_DEFAULTS.maxCandidates,
    )
    .option('--no-lint', 'skip tool-definition lint (TW5xx) and token estimates')
    .option(
      '--max-tokens <n>',
      'TW530 warning when the tool definitions take more estimated tokens; 0 turns it off',
      (v: string) => (v === '0' ? 0 : parsePositiveInt(v)),
      DEFAULT_MAX_TOKENS,
    );
  addLiveOptions(
    command,
    'MCP client config whose servers are collected and scanned too (repeatable)',
  )
    .option('--no-spawn', 'with --config: check the configs only; start no server, use no network')
    .option(
      '--snapshot <snapshot>',
      'report drift from this snapshot (TW502 added, TW503 removed, TW504 changed)',
    )
    .addHelpText(
      'after',
      `
Examples:
  toolwitness scan examples/confusing-mcp.json
  toolwitness scan --format json --fail-on warning catalogs/*.json
  toolwitness scan --format sarif --output toolwitness.sarif catalogs/*.json
  toolwitness scan - < tools.json
  toolwitness scan --config .mcp.json --timeout 10
  toolwitness scan --config .cursor/mcp.json --no-spawn
  toolwitness scan --snapshot toolwitness.snapshot.json catalogs/*.json

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (or --strict with
incomplete analysis), 2 bad arguments or unreadable/malformed input.`,
    )
    .action(async (catalogs: string[], opts: ScanCliOptions) => {
      const configPaths = opts.config ?? [];
      if (catalogs.length === 0 && configPaths.length === 0) {
        throw new InputError(
          'nothing to scan: name catalog files (or "-" for standard input), or MCP client configs with --config FILE',
        );
      }
      const inputs =
        catalogs.length === 0
          ? []
          : readInputs(expandArguments(catalogs, io.cwd), io.cwd, io.readStdin);
      const scanOptions = {
        threshold: opts.threshold,
        maxTools: opts.maxTools,
        maxCandidates: opts.maxCandidates,
        lint: opts.lint,
        maxTokens: opts.maxTokens,
      };
      // Read every input before starting anything, so a bad file fails fast and spawns nothing.
      const configs = configPaths.length === 0 ? [] : loadClientConfigs(configPaths, io);
      const baseline =
        opts.snapshot === undefined ? undefined : readSnapshotFile(opts.snapshot, io);
      const imported = importCatalogs(inputs);
      const live: CollectResult | undefined =
        opts.spawn && configs.length > 0 ? await collectLive(configs, opts, io) : undefined;
      // the same analysis the Action runs: catalogs and collected tools together, config lint,
      // TW501 for failed servers, instruction checks and drift from the snapshot
      const report = await runScan(
        { catalogs: inputs, imported, configs, live, baseline },
        scanOptions,
      );
      publishReport(report, opts, ctx, command, Boolean(opts.strict) && isIncomplete(report));
    });
  addAdoptionOptions(command);
  addColorOptions(command);
};

interface ScanCliOptions extends AdoptionCliOptions, LiveCliOptions {
  spawn: boolean;
  snapshot?: string;
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  strict?: boolean;
  threshold: number;
  maxTools: number;
  maxCandidates: number;
  lint: boolean;
  maxTokens: number;
  color?: boolean;
}
