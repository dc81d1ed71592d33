import { statSync } from 'node:fs';
import { resolve } from 'node:path';
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
import { emptyReplays, replayInto, type TranscriptReplays } from '../../transcript/replay.js';
import { REPLAY_DEFAULTS, replayTraces } from '../../replay/index.js';
import { VERSION } from '../../version.js';
import {
  detectAgentLog,
  detectAgentLogBytes,
  HEAD_BYTES,
  type Detected,
} from '../../import/agent-logs/index.js';
import { replayAgentLog, type AgentLogReplay } from '../../import/agent-logs/audit.js';
import { agentMutators } from '../../import/agent-logs/mutators.js';
import type { AgentLogSource } from '../../import/agent-logs/source.js';
import { decodeInput } from '../../import/json.js';
import type { CliIo, RegisterCommand } from '../context.js';
import {
  displayUri,
  expandArguments,
  readInputs,
  stdinBytes,
  stdinStream,
  transcriptSource,
} from '../io.js';
import { parsePositiveInt, type FailOn } from '../options.js';
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

// the transcript and small-file readers live in the one reading module; re-exported for the
// commands that import them from here
export { readSmallFile, transcriptSource } from '../io.js';

/** An input that is an agent log (Claude Code, Codex, OpenTelemetry GenAI, Agents SDK). */
export interface AgentLogInput {
  source: AgentLogSource;
  detected: Detected;
}

/** The first bytes of standard input, kept for the pass that reads it after the peek. */
function peekStdin(io: CliIo): { head: Uint8Array; complete: boolean } {
  const stream = stdinStream(io);
  if (stream === undefined) {
    const bytes = stdinBytes(io);
    return { head: bytes.subarray(0, HEAD_BYTES), complete: bytes.length <= HEAD_BYTES };
  }
  const read = stream.open(true);
  const head = Buffer.allocUnsafe(HEAD_BYTES);
  let n = 0;
  for (let k = read(head, 0, HEAD_BYTES); k > 0; k = read(head, n, HEAD_BYTES - n)) {
    n += k;
    if (n === HEAD_BYTES) break;
  }
  return { head: head.subarray(0, n), complete: n < HEAD_BYTES };
}

/**
 * Detects whether a file argument is an agent log, by shape; undefined for anything else
 * (a strict transcript, a provider trace, or a path `transcriptSource` will refuse).
 */
export function agentLogInput(path: string, io: CliIo): AgentLogInput | undefined {
  if (path === '-') {
    const { head, complete } = peekStdin(io);
    const detected = detectAgentLogBytes(head, complete, () =>
      decodeInput(stdinBytes(io), 'stdin'),
    );
    return detected === undefined
      ? undefined
      : { source: { uri: 'stdin', bytes: stdinBytes(io) }, detected };
  }
  const full = resolve(io.cwd, path);
  try {
    if (!statSync(full).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const source = { uri: displayUri(path, io.cwd), path: full };
  const detected = detectAgentLog(source);
  return detected === undefined ? undefined : { source, detected };
}

/** What the agent logs among a replay's inputs add to its stats. */
export interface AgentLogTally {
  logs: Record<string, unknown>[];
  calls: number;
  distinct: number;
}

/**
 * Replays one agent log into a transcript replay: its findings and per-file entry go to
 * `replays`, its figures to `tally`. The CLI and the Action share it.
 */
export function replayAgentLogInto(
  replays: TranscriptReplays,
  tally: AgentLogTally,
  agent: AgentLogInput,
  options: Parameters<typeof replayAgentLog>[2],
): void {
  const result = replayAgentLog(agent.source, agent.detected, options);
  requireCalls(agent, result.stats.calls);
  for (const finding of result.findings) replays.findings.push(finding);
  replays.transcripts.push({
    uri: agent.source.uri,
    calls: result.stats.calls,
    distinctCalls: result.distinctCalls,
    divergence: result.divergence,
  });
  tally.logs.push(agentLogStats(result));
  tally.calls += result.stats.calls;
  tally.distinct += result.distinctCalls;
}

/** An agent log with no call cannot pass an audit. */
export function requireCalls(input: AgentLogInput, calls: number): void {
  if (calls === 0)
    throw new InputError(
      `${input.source.uri}: a ${input.detected.format} log with no tool call; there is nothing to audit`,
    );
}

/** Per-file figures of an agent log's replay (counts only). */
export function agentLogStats(r: AgentLogReplay): Record<string, unknown> {
  return {
    ...r.stats,
    distinctCalls: r.distinctCalls,
    divergence: r.divergence,
    ...(r.outputSchema !== undefined ? { outputSchema: r.outputSchema } : {}),
  };
}

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
