import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { InputError } from '../model/errors.js';
import { scan, SCAN_DEFAULTS } from '../analyze/scan.js';
import { parseJson, decodeInput } from '../import/index.js';
import { proveOverlap } from '../schema/index.js';
import { exitCodeFor, render, explainRule, isRuleId, escapeTerminal } from '../report/index.js';
import { VERSION } from '../version.js';
import { expandArguments, readInputs } from './io.js';
import {
  FAIL_ON_VALUES,
  parseChoice,
  parsePositiveInt,
  parseUnitInterval,
  type FailOn,
} from './options.js';

/** What the CLI touches outside itself, injectable for tests. */
export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Uint8Array;
  /** Whether stdout is a terminal that may get colour (the caller also checks NO_COLOR). */
  colorDefault: boolean;
}

const FORMATS = ['human', 'json', 'sarif'] as const;

/** Runs the CLI on argv (without `node` and the script) and resolves to the exit code. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
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

function buildProgram(io: CliIo, setExit: (code: number) => void): Command {
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

  program
    .command('scan')
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
    .option('--color', 'force colour in human output')
    .option('--no-color', 'never colour human output (NO_COLOR is honoured too)')
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
    .action((catalogs: string[], opts: ScanCliOptions, command: Command) => {
      const inputs = readInputs(expandArguments(catalogs, io.cwd), io.cwd, io.readStdin);
      const report = scan(inputs, {
        threshold: opts.threshold,
        maxTools: opts.maxTools,
        maxCandidates: opts.maxCandidates,
      });
      const incomplete = report.stats.incomplete === true;
      emit(
        io,
        opts,
        render(report, opts.format, {
          color: colorFor(io, opts, command.getOptionValueSource('color') === 'cli'),
        }),
      );
      setExit(exitCodeFor(report, opts.failOn, Boolean(opts.strict) && incomplete));
    });

  program
    .command('prove')
    .summary('decide whether two JSON Schemas accept a common value, with a witness')
    .description(
      'Prints exactly one verdict: overlap (with a witness value that both schemas were ' +
        'checked to accept), disjoint (with the sound reason), or unknown (with why). ' +
        'Exit 0 for any verdict; 2 for bad input.',
    )
    .argument('<schemaA>', 'JSON Schema file ("-" for standard input)')
    .argument('<schemaB>', 'JSON Schema file')
    .addOption(
      new Option('-f, --format <format>', 'output format')
        .choices(['human', 'json'])
        .default('human'),
    )
    .option('--object', 'intersect both schemas with {"type":"object"}, as catalog scans do')
    .addHelpText(
      'after',
      `
Examples:
  toolwitness prove a.schema.json b.schema.json
  toolwitness prove --object --format json a.schema.json b.schema.json`,
    )
    .action(
      (schemaA: string, schemaB: string, opts: { format: 'human' | 'json'; object?: boolean }) => {
        const [a, b] = readInputs([schemaA, schemaB], io.cwd, io.readStdin).map(
          (input) => parseJson(decodeInput(input.content, input.uri), input.uri).value,
        );
        const result = proveOverlap(a, b, opts.object ? { instanceType: 'object' } : {});
        if (opts.format === 'json') {
          io.stdout(`${JSON.stringify(result, null, 2)}\n`);
        } else if (result.verdict === 'overlap') {
          io.stdout(
            `verdict: overlap\nwitness: ${escapeTerminal(JSON.stringify(result.witness))}\n`,
          );
        } else {
          io.stdout(
            `verdict: ${result.verdict}\nreason: ${result.reason.code}: ${escapeTerminal(result.reason.message)}\n`,
          );
        }
        setExit(0);
      },
    );

  program
    .command('explain')
    .summary('print the help of a rule')
    .argument('<rule>', 'rule id, e.g. TW103')
    .action((rule: string) => {
      const id = rule.toUpperCase();
      if (!isRuleId(id)) throw new InputError(`unknown rule "${rule}"; rule ids look like TW103`);
      io.stdout(`${explainRule(id)}\n`);
    });

  return program;
}

interface ScanCliOptions {
  format: (typeof FORMATS)[number];
  output?: string;
  failOn: FailOn;
  strict?: boolean;
  threshold: number;
  maxTools: number;
  maxCandidates: number;
  color?: boolean;
}

function formatOption(): Option {
  return new Option('-f, --format <format>', 'output format').choices(FORMATS).default('human');
}

function failOnOption(): Option {
  return new Option('--fail-on <severity>', 'lowest severity that makes the exit status 1')
    .argParser(parseChoice(FAIL_ON_VALUES))
    .default('error');
}

/** Colour only on a terminal without NO_COLOR, unless --color/--no-color says otherwise. */
function colorFor(
  io: CliIo,
  opts: { color?: boolean; output?: string },
  explicit: boolean,
): boolean {
  if (opts.color === false) return false;
  // commander defaults color to true because --no-color exists; only an explicit --color forces it
  if (explicit) return true;
  return opts.output === undefined && io.colorDefault;
}

function emit(io: CliIo, opts: { output?: string }, text: string): void {
  if (opts.output === undefined) {
    io.stdout(text);
    return;
  }
  try {
    writeFileSync(resolve(io.cwd, opts.output), text);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new InputError(`${opts.output}: cannot write the report: ${code}`);
  }
}
