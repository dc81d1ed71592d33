import { importCatalogs } from '../../analyze/scan.js';
import type { FailOn } from '../../findings/build.js';
import { expandArguments, readInputs, stdinBytes } from '../../io/files.js';
import { REPLAY_DEFAULTS } from '../../replay/index.js';
import { runReplay } from '../../run/replay.js';
import { transcriptInputs } from '../../run/transcript-input.js';
import { DEFAULT_MUTATORS } from '../../transcript/mutators.js';
import type { RegisterCommand } from '../context.js';
import { parsePositiveInt } from '../options.js';
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

function parseMutators(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `toolwitness replay`. */
export const registerReplay: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('replay');
  command
    .summary('replay observed tool calls: ambiguity against a catalog, or transcript audits')
    .description(
      'Each file is classified. A recorded transcript (JSONL: index, tool, args, response per ' +
        'line) is audited against itself, without running any tool: TW301 when an identical ' +
        'canonical call got a different response than its first recording (the first such ' +
        'index is the divergence), TW302 when a non-mutating call directly repeats the previous ' +
        'one; it is streamed, so memory grows with distinct calls only. A provider trace ' +
        '(OpenAI Responses or Chat Completions, Anthropic tool_use/mcp_tool_use, MCP tools/call; ' +
        'JSON or JSONL) is replayed against every --catalog tool: TW201 when more than one tool ' +
        'accepts the same arguments, TW202 when their effect hints contradict, TW203 when the ' +
        'selected tool is missing or rejects them, TW204 when analysis was incomplete. Reports ' +
        'carry argument digests, never raw arguments.',
    )
    .argument('<file...>', 'transcripts or provider traces; "-" reads standard input')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .option(
      '--mutators <names>',
      `comma-separated tools that may change state (replaces the default: ${DEFAULT_MUTATORS.join(', ')})`,
      parseMutators,
    )
    .option(
      '--catalog <file>',
      'tool catalog (repeatable): what traces replay against, and whose explicit MCP ' +
        'readOnlyHint decides which transcript tools are mutators',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--strict', 'also fail (exit 1) when trace replay is incomplete (TW204)')
    .option('--include-permissive', 'count tools whose schema accepts every object in TW201')
    .option('--max-tools <n>', 'imported-tool limit', parsePositiveInt, 1024)
    .option(
      '--max-calls <n>',
      'trace calls replayed; the rest are counted in one TW204 note',
      parsePositiveInt,
      REPLAY_DEFAULTS.maxCalls,
    )
    .option(
      '--max-validations <n>',
      'call-by-tool validations; whole calls beyond it are counted in one TW204 note',
      parsePositiveInt,
      REPLAY_DEFAULTS.maxValidations,
    )
    .option(
      '--max-trace-bytes <n>',
      'aggregate trace bytes; more is an error',
      parsePositiveInt,
      REPLAY_DEFAULTS.maxTraceBytes,
    )
    .option(
      '--max-argument-bytes <n>',
      "bytes of one call's arguments; more is an error",
      parsePositiveInt,
      REPLAY_DEFAULTS.maxArgumentBytes,
    )
    .addHelpText(
      'after',
      `
Examples:
  toolwitness replay session.jsonl
  toolwitness replay --fail-on note session.jsonl      # ToolReplay's exit codes
  toolwitness replay --catalog tools.json --format sarif session.jsonl
  toolwitness replay --catalog catalogs/prod.json --fail-on warning traces/*.jsonl

Exit status: 0 below the --fail-on threshold (error by default; TW301 is a warning and TW302 a
note), 1 a finding at or above it, 2 bad arguments or a malformed transcript (file:line).`,
    )
    .action(async (files: string[], opts: ReplayCliOptions) => {
      const catalog =
        opts.catalog === undefined
          ? undefined
          : importCatalogs(readInputs(expandArguments(opts.catalog, io.cwd), io.cwd, io.readStdin))
              .tools;
      const { report, incomplete } = await runReplay(
        {
          files: transcriptInputs(expandArguments(files, io.cwd), io),
          ...(catalog !== undefined ? { catalog } : {}),
          readTraces: (paths, maxBytes) =>
            readInputs(paths, io.cwd, (max) => stdinBytes(io, max), maxBytes),
        },
        {
          ...(opts.mutators !== undefined ? { mutators: opts.mutators } : {}),
          ...(opts.allowEmpty !== undefined ? { allowEmpty: opts.allowEmpty } : {}),
          maxTools: opts.maxTools,
          maxCalls: opts.maxCalls,
          maxValidations: opts.maxValidations,
          maxTraceBytes: opts.maxTraceBytes,
          maxArgumentBytes: opts.maxArgumentBytes,
          includePermissive: Boolean(opts.includePermissive),
        },
      );
      publishReport(report, opts, ctx, command, Boolean(opts.strict) && incomplete);
    });
  addAdoptionOptions(command);
  addAllowEmptyOption(command);
  addColorOptions(command);
};

interface ReplayCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  strict?: boolean;
  includePermissive?: boolean;
  maxTools: number;
  maxCalls: number;
  maxValidations: number;
  maxTraceBytes: number;
  maxArgumentBytes: number;
  output?: string;
  failOn: FailOn;
  mutators?: string[];
  catalog?: string[];
  color?: boolean;
  allowEmpty?: boolean;
}
