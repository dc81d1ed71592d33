import { importCatalogs, type CatalogSource } from '../analyze/scan.js';
import { buildReport } from '../findings/index.js';
import { agentMutators } from '../import/agent-logs/mutators.js';
import { InputError } from '../model/errors.js';
import type { Finding, Report } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import {
  REPLAY_DEFAULTS,
  replayTraces,
  type TraceReplayOptions,
  type TraceReplayReportOptions,
  type TraceReplayResult,
  type TraceReplayStats,
  type TraceSource,
} from '../replay/index.js';
import { classifyInput } from '../transcript/classify.js';
import {
  DEFAULT_MUTATORS,
  mutatorsFromCatalog,
  mutatorsFromList,
  type MutatorRule,
} from '../transcript/mutators.js';
import { emptyReplays, replayInto, type TranscriptReplays } from '../transcript/replay.js';
import { VERSION } from '../version.js';
import { refuseEmpty } from './empty.js';
import { replayAgentLogInto, type AgentLogStat, type AgentLogTally } from './agent-logs.js';
import { subagentInputs, type TranscriptInput } from './transcript-input.js';

/** Imported-tool limit of a trace replay (`--max-tools`). */
export const REPLAY_MAX_TOOLS = 1024;

/** `stats` of a `replay` report of transcripts, agent logs and, among them, provider traces. */
export type ReplayStats = {
  /** Input files: transcripts, agent logs and provider traces. */
  files: number;
  calls: number;
  distinctCalls: number;
  /** Per transcript (and agent log), in uri order when agent logs are among them. */
  transcripts: TranscriptReplays['transcripts'];
  agentLogs?: AgentLogStat[];
  /** With provider traces: their replay against the catalog, and whether it was complete. */
  traces?: TraceReplayStats;
  incomplete?: boolean;
};

/** `stats` of a replay of provider traces only (the Action's `traces`, `replayTraceReport`). */
export type TraceReplayReportStats = TraceReplayStats & {
  catalogs: number;
  /** Catalog entries that were not tools. */
  skippedEntries: number;
  incomplete: boolean;
};

/** What `runReplay` is given: the inputs in argument order, each dispatched once. */
export interface ReplayInputs {
  files: Iterable<TranscriptInput>;
  /** The `--catalog` tools; undefined without a catalog. */
  catalog?: readonly Tool[];
  /**
   * Reads the provider traces among `files` (their arguments, in order) once every transcript
   * was replayed, each within `maxBytes`.
   */
  readTraces?: (paths: string[], maxBytes: number) => TraceSource[];
}

/** How `runReplay` treats its inputs. */
export interface RunReplayOptions extends TraceReplayOptions {
  /** Tools that may change state (replaces `DEFAULT_MUTATORS`). */
  mutators?: readonly string[];
  /** Accept a transcript with no record (by default it is an InputError). */
  allowEmpty?: boolean;
  /** Imported-tool limit for trace replay. Default `REPLAY_MAX_TOOLS`. */
  maxTools?: number;
  /**
   * What an input that is not a transcript is: a provider trace (the CLI, the default), or an
   * InputError from this function (the Action's transcripts, whose traces are another input).
   */
  refuseTrace?: (uri: string) => InputError;
  /**
   * With a catalog, an agent log's calls are also replayed against it like a provider trace's
   * (the CLI); the Action's transcript replay leaves that to its trace replay.
   */
  agentLogsAsTraces?: boolean;
}

/**
 * Transcript replay (TW301/TW302 per transcript and agent log) and, among the same inputs,
 * provider traces replayed against the catalog (TW201–TW204): the report of `replay`.
 */
export async function runReplay(
  inputs: ReplayInputs,
  options: RunReplayOptions = {},
): Promise<{ report: Report<ReplayStats>; incomplete: boolean }> {
  const catalog = inputs.catalog;
  const mutators = options.mutators ?? DEFAULT_MUTATORS;
  let isMutator: MutatorRule = mutatorsFromList([...mutators]);
  // explicit readOnlyHint values of the catalog decide which tools may change state
  if (catalog !== undefined) isMutator = mutatorsFromCatalog([...catalog], isMutator);
  const agentMutator = mutatorsFromCatalog(
    [...(catalog ?? [])],
    agentMutators(mutatorsFromList([...mutators])),
  );
  const asTraces = catalog !== undefined && options.agentLogsAsTraces !== false;

  const replays = emptyReplays();
  const traceFiles: Pick<TranscriptInput, 'path' | 'named'>[] = [];
  const logTally: AgentLogTally = { logs: [], calls: 0, distinct: 0 };
  const agentLogs = logTally.logs;
  for (const file of inputs.files) {
    if (file.kind === 'agent-log') {
      replayAgentLogInto(replays, logTally, file.agent, {
        isMutator: agentMutator,
        ...(catalog !== undefined ? { catalog: [...catalog] } : {}),
      });
      // with a catalog, an agent log's calls are replayed like a provider trace's too, and so
      // are a Claude Code session's subagent files, each read as a log of its own
      if (asTraces) traceFiles.push(file, ...subagentInputs(file.agent));
      continue;
    }
    const source = file.source;
    if (classifyInput(source) === 'transcript') await replayInto(replays, source, { isMutator });
    else if (options.refuseTrace !== undefined) throw options.refuseTrace(source.uri);
    else traceFiles.push(file);
  }
  for (const t of replays.transcripts) {
    refuseEmpty(t.uri, t.calls, 'records', options.allowEmpty);
  }
  const { findings } = replays;
  let calls = replays.calls + logTally.calls;

  let traceStats: TraceReplayStats | undefined;
  let incomplete = false;
  if (traceFiles.length > 0) {
    if (catalog === undefined) {
      throw new InputError(
        `${traceFiles[0].named}: a provider trace (not a transcript) replays against a catalog: add --catalog FILE`,
      );
    }
    const readTraces = inputs.readTraces;
    const result = replayTracesWithin(catalog, options, () => {
      if (readTraces === undefined) {
        throw new InputError(`${traceFiles[0].named}: provider traces cannot be read here`);
      }
      const maxBytes = options.maxTraceBytes ?? REPLAY_DEFAULTS.maxTraceBytes;
      return readTraces(
        traceFiles.map((f) => f.path),
        maxBytes,
      );
    });
    for (const finding of result.findings) findings.push(finding);
    incomplete = result.incomplete;
    traceStats = result.stats;
    // an agent log's calls are counted once, by its own replay
    if (agentLogs.length === 0) calls += result.stats.calls;
    else calls = replays.calls + logTally.calls + traceCallsOf(result.stats);
  }

  // per-file figures in uri order: the report never depends on the order of the arguments
  const byUri = (a: { uri: string }, b: { uri: string }): number =>
    a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0;
  if (agentLogs.length > 0) {
    replays.transcripts.sort(byUri);
    agentLogs.sort(byUri);
  }
  const report = replayReport<ReplayStats>(findings, {
    files: replays.transcripts.length + traceFiles.length - (asTraces ? agentLogs.length : 0),
    calls,
    distinctCalls: replays.distinctCalls + logTally.distinct,
    transcripts: replays.transcripts,
    ...(agentLogs.length > 0 ? { agentLogs } : {}),
    ...(traceStats !== undefined ? { traces: traceStats, incomplete } : {}),
  });
  return { report, incomplete };
}

/**
 * The one trace road of `replay` (`runReplay` with provider traces among its inputs, and
 * `runTraceReplay`): the imported-tool limit, checked before any trace is read, then the
 * traces replayed against the tools.
 */
function replayTracesWithin(
  tools: readonly Tool[],
  options: TraceReplayReportOptions,
  readTraces: () => TraceSource[],
): TraceReplayResult {
  const maxTools = options.maxTools ?? REPLAY_MAX_TOOLS;
  if (tools.length > maxTools) {
    throw new InputError(
      `${tools.length} tools imported, more than --max-tools ${maxTools}; raise --max-tools to replay against them all`,
    );
  }
  return replayTraces([...tools], readTraces(), traceOptions(options));
}

/** Every `replay` report, of either shape, is built here. */
function replayReport<S extends ReplayStats | TraceReplayReportStats>(
  findings: readonly Finding[],
  stats: S,
): Report<S> {
  return buildReport<S>({ command: 'replay', version: VERSION, findings, stats });
}

function traceOptions(options: TraceReplayOptions): TraceReplayOptions {
  const out: TraceReplayOptions = {};
  if (options.maxCalls !== undefined) out.maxCalls = options.maxCalls;
  if (options.maxValidations !== undefined) out.maxValidations = options.maxValidations;
  if (options.maxTraceBytes !== undefined) out.maxTraceBytes = options.maxTraceBytes;
  if (options.maxArgumentBytes !== undefined) out.maxArgumentBytes = options.maxArgumentBytes;
  if (options.includePermissive !== undefined) out.includePermissive = options.includePermissive;
  if (options.prune !== undefined) out.prune = options.prune;
  return out;
}

/** Calls of the provider traces proper in a trace replay's stats (agent logs left out). */
function traceCallsOf(stats: TraceReplayStats): number {
  let n = 0;
  for (const [shape, count] of Object.entries(stats.callsByShape))
    if (!['claude-code', 'codex', 'otel-genai', 'agents-sdk'].includes(shape)) n += count;
  return n;
}

/**
 * Provider traces replayed against catalogs (TW201–TW204), nothing else: the report of the
 * Action's trace replay and the library's `replayTraceReport`.
 */
export function runTraceReplay(
  catalogs: CatalogSource[],
  traces: TraceSource[],
  options: TraceReplayReportOptions = {},
): Report<TraceReplayReportStats> {
  const { tools, skipped } = importCatalogs(catalogs);
  const result = replayTracesWithin(tools, options, () => traces);
  return replayReport<TraceReplayReportStats>(result.findings, {
    catalogs: catalogs.length,
    skippedEntries: skipped,
    ...result.stats,
    incomplete: result.incomplete,
  });
}

/** Imports catalogs and traces and returns the deterministic replay Report (`runTraceReplay`). */
export function replayTraceReport(
  catalogs: CatalogSource[],
  traces: TraceSource[],
  options: TraceReplayReportOptions = {},
): Report<TraceReplayReportStats> {
  return runTraceReplay(catalogs, traces, options);
}
