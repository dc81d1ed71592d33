import { importCatalogs } from '../../analyze/scan.js';
import { InputError } from '../../model/errors.js';
import { buildReport } from '../../report/index.js';
import { classifyInput } from '../../transcript/classify.js';
import {
  DEFAULT_MUTATORS,
  mutatorsFromCatalog,
  mutatorsFromList,
  type MutatorRule,
} from '../../transcript/mutators.js';
import { emptyReplays, replayInto } from '../../transcript/replay.js';
import { REPLAY_DEFAULTS, replayTraces } from '../../replay/index.js';
import { VERSION } from '../../version.js';
import { agentMutators } from '../../import/agent-logs/mutators.js';
import { agentLogInput } from '../../io/agent-log-input.js';
import {
  displayUri,
  expandArguments,
  readInputs,
  stdinBytes,
  transcriptSource,
} from '../../io/files.js';
import { replayAgentLogInto, type AgentLogTally } from '../../run/agent-logs.js';
import type { RegisterCommand } from '../context.js';
import { parsePositiveInt } from '../options.js';
import type { FailOn } from '../../findings/build.js';
import {
  addAdoptionOptions,
  addAllowEmptyOption,
  refuseEmpty,
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
      const catalogTools =
        opts.catalog === undefined
          ? []
          : importCatalogs(readInputs(expandArguments(opts.catalog, io.cwd), io.cwd, io.readStdin))
              .tools;
      let isMutator: MutatorRule = mutatorsFromList(opts.mutators ?? DEFAULT_MUTATORS);
      if (opts.catalog !== undefined) isMutator = mutatorsFromCatalog(catalogTools, isMutator);

      const replays = emptyReplays();
      const tracePaths: string[] = [];
      const logTally: AgentLogTally = { logs: [], calls: 0, distinct: 0 };
      const agentLogs = logTally.logs;
      const agentMutator = mutatorsFromCatalog(
        catalogTools,
        agentMutators(mutatorsFromList(opts.mutators ?? DEFAULT_MUTATORS)),
      );
      for (const file of expandArguments(files, io.cwd)) {
        const agent = agentLogInput(file, io);
        if (agent !== undefined) {
          replayAgentLogInto(replays, logTally, agent, {
            isMutator: agentMutator,
            ...(opts.catalog !== undefined ? { catalog: catalogTools } : {}),
          });
          // with a catalog, an agent log's calls are replayed like a provider trace's too
          if (opts.catalog !== undefined) tracePaths.push(file);
          continue;
        }
        const source = transcriptSource(file, io);
        if (classifyInput(source) === 'transcript')
          await replayInto(replays, source, { isMutator });
        else tracePaths.push(file);
      }
      for (const t of replays.transcripts) {
        refuseEmpty(t.uri, t.calls, 'records', opts.allowEmpty);
      }
      const { findings } = replays;
      let calls = replays.calls + logTally.calls;

      let traceStats: Record<string, unknown> | undefined;
      let incomplete = false;
      if (tracePaths.length > 0) {
        if (opts.catalog === undefined) {
          throw new InputError(
            `${displayUri(tracePaths[0], io.cwd)}: a provider trace (not a transcript) replays against a catalog: add --catalog FILE`,
          );
        }
        if (catalogTools.length > opts.maxTools) {
          throw new InputError(
            `${catalogTools.length} tools imported, more than --max-tools ${opts.maxTools}; raise --max-tools to replay against them all`,
          );
        }
        const traces = readInputs(
          tracePaths,
          io.cwd,
          (max) => stdinBytes(io, max),
          opts.maxTraceBytes,
        );
        const result = replayTraces(catalogTools, traces, {
          maxCalls: opts.maxCalls,
          maxValidations: opts.maxValidations,
          maxTraceBytes: opts.maxTraceBytes,
          maxArgumentBytes: opts.maxArgumentBytes,
          includePermissive: Boolean(opts.includePermissive),
        });
        for (const finding of result.findings) findings.push(finding);
        incomplete = result.incomplete;
        traceStats = result.stats;
        const traceCalls = typeof result.stats.calls === 'number' ? result.stats.calls : 0;
        // an agent log's calls are counted once, by its own replay
        if (agentLogs.length === 0) calls += traceCalls;
        else calls = replays.calls + logTally.calls + traceCallsOf(result.stats);
      }

      // per-file figures in uri order: the report never depends on the order of the arguments
      const byUri = (a: { uri: unknown }, b: { uri: unknown }): number =>
        String(a.uri) < String(b.uri) ? -1 : String(a.uri) > String(b.uri) ? 1 : 0;
      if (agentLogs.length > 0) {
        replays.transcripts.sort(byUri);
        agentLogs.sort((a, b) => byUri(a as { uri: unknown }, b as { uri: unknown }));
      }
      const analysed = buildReport({
        command: 'replay',
        version: VERSION,
        findings,
        stats: {
          files:
            replays.transcripts.length +
            tracePaths.length -
            (opts.catalog !== undefined ? agentLogs.length : 0),
          calls,
          distinctCalls: replays.distinctCalls + logTally.distinct,
          transcripts: replays.transcripts,
          ...(agentLogs.length > 0 ? { agentLogs } : {}),
          ...(traceStats !== undefined ? { traces: traceStats, incomplete } : {}),
        },
      });
      publishReport(analysed, opts, ctx, command, Boolean(opts.strict) && incomplete);
    });
  addAdoptionOptions(command);
  addAllowEmptyOption(command);
  addColorOptions(command);
};

/** Calls of the provider traces proper in a trace replay's stats (agent logs left out). */
function traceCallsOf(stats: Record<string, unknown>): number {
  const byShape = (stats.callsByShape ?? {}) as Record<string, number>;
  let n = 0;
  for (const [shape, count] of Object.entries(byShape))
    if (!['claude-code', 'codex', 'otel-genai', 'agents-sdk'].includes(shape)) n += count;
  return n;
}

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
