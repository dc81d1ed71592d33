import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importCatalogs, scan, SCAN_DEFAULTS } from '../analyze/scan.js';
import { verifyChainSignature } from '../chain/signature.js';
import { verifySealed as verifySealedFile } from '../chain/verify.js';
import type { CliIo } from '../cli/context.js';
import { brokenLinkFinding, signatureFinding } from '../chain/findings.js';
import {
  agentLogInput,
  replayAgentLogInto,
  requireCalls,
  type AgentLogTally,
} from '../cli/commands/replay.js';
import { scopeAgentLog } from '../import/agent-logs/audit.js';
import { agentMutators } from '../import/agent-logs/mutators.js';
import {
  displayUri,
  expandArguments,
  readInputs,
  readSmallFile,
  transcriptSource,
  type InputFile,
} from '../cli/io.js';
import { InputError } from '../model/errors.js';
import type { Finding, Report } from '../model/finding.js';
import { replayTraceReport } from '../replay/index.js';
import { buildReport } from '../report/index.js';
import { classifyInput } from '../transcript/classify.js';
import { DEFAULT_MUTATORS, mutatorsFromCatalog, mutatorsFromList } from '../transcript/mutators.js';
import { emptyReplays, replayInto } from '../transcript/replay.js';
import { emptyScopes, parseScope, scopeInto } from '../transcript/scope.js';
import { VERSION } from '../version.js';
import { scanWithServers } from '../collect/index.js';
import type { ActionInputs } from './inputs.js';
import type { ConfiguredServers } from './servers.js';

/** The analyses the Action runs; each is one SARIF run, category `<category>/<name>`. */
export type AnalysisName = 'scan' | 'replay' | 'transcripts' | 'scope' | 'verify';

export interface AnalysisSpec {
  name: AnalysisName;
  /** The `command` of its JSON report (the CLI command that makes the same report). */
  command: string;
  /** The inputs that make it run (any one of them). */
  inputs: readonly string[];
  title: string;
}

/**
 * In the order they run, in the SARIF log and in the summary. MCP client configs are a source
 * of `scan`, not an analysis of their own: `toolwitness scan --config` makes one report of
 * catalogs and configs, cross-server checks need both in one tool list, and a finding must not
 * move to another code-scanning category when `spawn-servers` is switched on.
 */
export const ANALYSES: readonly AnalysisSpec[] = [
  { name: 'scan', command: 'scan', inputs: ['catalogs', 'mcp-config'], title: 'catalog scan' },
  { name: 'replay', command: 'replay', inputs: ['traces'], title: 'provider-trace replay' },
  { name: 'transcripts', command: 'replay', inputs: ['transcripts'], title: 'transcript replay' },
  { name: 'scope', command: 'scope', inputs: ['scope'], title: 'transcript scope' },
  {
    name: 'verify',
    command: 'verify',
    inputs: ['sealed'],
    title: 'sealed-transcript verification',
  },
];

export function analysisSpec(name: AnalysisName): AnalysisSpec {
  return ANALYSES.find((a) => a.name === name) as AnalysisSpec;
}

/** One analysis's outcome: its report (adopted once settings and baselines are applied). */
export interface AnalysisRun {
  analysis: AnalysisName;
  report: Report;
}

/** The analyses whose inputs are set, in run order. */
export function plannedAnalyses(inputs: ActionInputs): AnalysisName[] {
  const wanted: Record<AnalysisName, boolean> = {
    scan: inputs.catalogs.length > 0 || inputs.mcpConfig.length > 0,
    replay: inputs.traces.length > 0,
    transcripts: inputs.transcripts.length > 0,
    scope: inputs.scope !== undefined,
    verify: inputs.sealed.length > 0,
  };
  return ANALYSES.filter((a) => wanted[a.name]).map((a) => a.name);
}

/**
 * Which analysis a JSON report belongs to (for merging shards made by the Action or the CLI):
 * by its command, and for `replay` by whether it replayed provider traces (`stats.traces`).
 */
export function analysisOf(report: Report): AnalysisName | undefined {
  switch (report.command) {
    case 'scan':
    case 'scope':
    case 'verify':
      return report.command;
    case 'replay':
      return report.stats.traces !== undefined ? 'replay' : 'transcripts';
    default:
      return undefined;
  }
}

/** File access for the CLI helpers the Action shares; there is no standard input here. */
export function actionIo(cwd: string): CliIo {
  return {
    cwd,
    stdout: () => undefined,
    stderr: () => undefined,
    readStdin: () => {
      throw new InputError('"-" (standard input) is not available in the Action; name a file');
    },
    colorDefault: false,
  };
}

/** The `catalogs` files, read (none when the input is empty). */
export function readCatalogFiles(inputs: ActionInputs, io: CliIo): InputFile[] {
  if (inputs.catalogs.length === 0) return [];
  return readInputs(expandArguments(inputs.catalogs, io.cwd), io.cwd, io.readStdin);
}

/** What was read or collected before the analyses run. */
export interface Prepared {
  catalogs?: InputFile[];
  /** Set when `mcp-config` is. */
  servers?: ConfiguredServers;
}

/**
 * Runs the planned analyses with the same library calls as the CLI commands (`scan`, `scan
 * --config`, `replay`, `scope`, `verify`) and returns their reports before settings and
 * baselines.
 */
export async function runAnalyses(
  planned: readonly AnalysisName[],
  inputs: ActionInputs,
  io: CliIo,
  prepared: Prepared = {},
): Promise<AnalysisRun[]> {
  let catalogs: InputFile[] | undefined = prepared.catalogs;
  const readCatalogs = (): InputFile[] => (catalogs ??= readCatalogFiles(inputs, io));
  const transcripts = (): string[] => expandArguments(inputs.transcripts, io.cwd);
  const runs: AnalysisRun[] = [];
  for (const analysis of planned) runs.push(await runAnalysis(analysis));
  return runs;

  async function runAnalysis(analysis: AnalysisName): Promise<AnalysisRun> {
    switch (analysis) {
      case 'scan':
        return { analysis, report: scanAnalysis(inputs, readCatalogs(), prepared.servers) };
      case 'replay':
        return { analysis, report: replayTraces(inputs, io, readCatalogs()) };
      case 'transcripts':
        return {
          analysis,
          report: await replayTranscripts(
            transcripts(),
            io,
            inputs.catalogs.length > 0 ? readCatalogs() : undefined,
          ),
        };
      case 'scope':
        return { analysis, report: scopeTranscripts(transcripts(), inputs.scope as string, io) };
      case 'verify':
        return { analysis, report: verifySealed(inputs, io) };
    }
  }
}

function scanAnalysis(
  inputs: ActionInputs,
  catalogs: InputFile[],
  servers: ConfiguredServers | undefined,
): Report {
  const options = { threshold: inputs.threshold, maxCandidates: inputs.maxCandidates };
  if (servers === undefined) return scan(catalogs, options);
  const report = scanWithServers({
    sources: catalogs,
    imported: servers.imported,
    configs: servers.configs,
    live: servers.live,
    options: { ...options, maxTools: SCAN_DEFAULTS.maxTools },
  });
  // asked to collect but refused: the tools the agent gets were not audited
  if (servers.refused !== undefined) {
    report.stats.incomplete = true;
    report.stats.serversNotStarted = servers.refused;
  }
  return report;
}

function replayTraces(inputs: ActionInputs, io: CliIo, catalogs: InputFile[]): Report {
  const paths = expandArguments(inputs.traces, io.cwd);
  for (const path of paths) {
    if (classifyInput(transcriptSource(path, io)) === 'transcript') {
      throw new InputError(
        `${displayUri(path, io.cwd)}: is a recorded transcript, not a provider trace; list it under transcripts`,
      );
    }
  }
  return replayTraceReport(catalogs, readInputs(paths, io.cwd, io.readStdin), {
    includePermissive: inputs.includePermissive,
  });
}

async function replayTranscripts(
  paths: string[],
  io: CliIo,
  catalogs: InputFile[] | undefined,
): Promise<Report> {
  let isMutator = mutatorsFromList(DEFAULT_MUTATORS);
  // like `replay --catalog`: explicit readOnlyHint values decide which tools may change state
  const tools = catalogs === undefined ? undefined : importCatalogs(catalogs).tools;
  if (tools !== undefined) isMutator = mutatorsFromCatalog(tools, isMutator);
  const agentMutator = mutatorsFromCatalog(
    tools ?? [],
    agentMutators(mutatorsFromList(DEFAULT_MUTATORS)),
  );
  const replays = emptyReplays();
  const logTally: AgentLogTally = { logs: [], calls: 0, distinct: 0 };
  for (const path of paths) {
    // agent logs (Claude Code, Codex, OpenTelemetry GenAI, Agents SDK) are transcripts too
    const agent = agentLogInput(path, io);
    if (agent !== undefined) {
      replayAgentLogInto(replays, logTally, agent, {
        isMutator: agentMutator,
        ...(tools !== undefined ? { catalog: tools } : {}),
      });
      continue;
    }
    const source = transcriptSource(path, io);
    if (classifyInput(source) !== 'transcript') {
      throw new InputError(
        `${source.uri}: is not a recorded transcript (index, tool, args, response per line); list provider traces under traces`,
      );
    }
    await replayInto(replays, source, { isMutator });
  }
  return buildReport({
    command: 'replay',
    version: VERSION,
    findings: replays.findings,
    stats: {
      files: paths.length,
      calls: replays.calls + logTally.calls,
      distinctCalls: replays.distinctCalls + logTally.distinct,
      transcripts: replays.transcripts,
      ...(logTally.logs.length > 0 ? { agentLogs: logTally.logs } : {}),
    },
  });
}

function scopeTranscripts(paths: string[], scopeFile: string, io: CliIo): Report {
  const scope = parseScope(
    readSmallFile(scopeFile, io, 'scope file'),
    displayUri(scopeFile, io.cwd),
  );
  const scopes = emptyScopes();
  for (const path of paths) {
    const agent = agentLogInput(path, io);
    if (agent === undefined) {
      scopeInto(scopes, transcriptSource(path, io), scope);
      continue;
    }
    const result = scopeAgentLog(agent.source, agent.detected, scope);
    requireCalls(agent, result.stats.calls);
    for (const finding of result.findings) scopes.findings.push(finding);
    scopes.calls += result.stats.calls;
    scopes.transcripts.push({ uri: agent.source.uri, calls: result.stats.calls });
  }
  return buildReport({
    command: 'scope',
    version: VERSION,
    findings: scopes.findings,
    stats: { calls: scopes.calls, agent: scope.agent, transcripts: scopes.transcripts },
  });
}

/**
 * `verify` over every sealed file. With `public-key`, each file's signature is `signature`
 * (when exactly one file is sealed) or `<sealed>.sig` beside it; a missing one is an error,
 * since deleting a signature must not pass an audit.
 */
function verifySealed(inputs: ActionInputs, io: CliIo): Report {
  const paths = expandArguments(inputs.sealed, io.cwd);
  if (inputs.signature !== undefined && paths.length !== 1) {
    throw new InputError(
      `input signature names one signature, but sealed matches ${paths.length} files; drop signature to use <sealed>.sig beside each file`,
    );
  }
  const key =
    inputs.publicKey !== undefined ? readSmallFile(inputs.publicKey, io, 'public key') : undefined;
  const keyUri = inputs.publicKey !== undefined ? displayUri(inputs.publicKey, io.cwd) : '';
  const findings: Finding[] = [];
  const sealed: Record<string, unknown>[] = [];
  let links = 0;
  for (const path of paths) {
    const source = transcriptSource(path, io);
    const verdict = verifySealedFile(source);
    const broken = verdict.broken;
    if (broken !== undefined) findings.push(brokenLinkFinding(source.uri, broken));
    let signature: 'none' | 'valid' | 'invalid' = 'none';
    if (key !== undefined) {
      const sigPath = inputs.signature ?? `${path}.sig`;
      const sigUri = displayUri(sigPath, io.cwd);
      if (inputs.signature === undefined && !existsSync(resolve(io.cwd, sigPath))) {
        throw new InputError(
          `${sigUri}: no signature for ${source.uri}; public-key is set, so every sealed file needs <sealed>.sig (seal --sign KEY --signature ${sigUri}) or the input signature`,
        );
      }
      const sig = readSmallFile(sigPath, io, 'signature');
      const ok = broken === undefined && verifyChainSignature(verdict, key, sig, keyUri);
      signature = ok ? 'valid' : 'invalid';
      if (!ok) findings.push(signatureFinding(verdict, source.uri, sigUri));
    }
    links += verdict.count;
    sealed.push({
      uri: source.uri,
      links: verdict.count,
      head: verdict.head,
      chain: broken === undefined ? 'intact' : 'broken',
      signature,
    });
  }
  return buildReport({ command: 'verify', version: VERSION, findings, stats: { links, sealed } });
}
