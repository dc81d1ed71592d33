import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importCatalogs, SCAN_DEFAULTS } from '../analyze/scan.js';
import type { ProcessIo } from '../io/process-io.js';
import { runScan } from '../run/scan.js';
import {
  displayUri,
  expandArguments,
  readInputs,
  readSmallFile,
  transcriptSource,
  type InputFile,
} from '../io/files.js';
import { InputError } from '../model/errors.js';
import type { Report } from '../model/finding.js';
import { classifyInput } from '../transcript/classify.js';
import { parseScope } from '../transcript/scope.js';
import { runReplay, runTraceReplay } from '../run/replay.js';
import { runScope } from '../run/scope.js';
import { transcriptInputs, withSubagentFiles } from '../run/transcript-input.js';
import { runVerifyAll, type NamedText, type SealedInput } from '../run/verify.js';
import type { ActionInputs } from './inputs.js';
import type { ConfiguredServers } from './servers.js';

/** The analyses the Action runs; each is one SARIF run, category `<category>/<name>`. */
export type AnalysisName = 'scan' | 'replay' | 'transcripts' | 'scope' | 'verify' | 'evolution';

export interface AnalysisSpec {
  name: AnalysisName;
  /** The `command` of its JSON report (the CLI command that makes the same report). */
  command: string;
  /** The inputs that make it run (any one of them). */
  inputs: readonly string[];
  title: string;
  /** Runs on pull requests only, from run.ts (see evolution.ts); never listed as not run. */
  pullRequestOnly?: true;
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
  {
    name: 'evolution',
    command: 'diff',
    inputs: ['catalogs'],
    title: 'schema evolution since the base commit',
    pullRequestOnly: true,
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
    evolution: false, // planned on pull requests by run.ts (evolution.ts)
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
    case 'diff':
      return 'evolution';
    default:
      return undefined;
  }
}

/** File access for the CLI helpers the Action shares; there is no standard input here. */
export function actionIo(cwd: string): ProcessIo {
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
export function readCatalogFiles(inputs: ActionInputs, io: ProcessIo): InputFile[] {
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
  io: ProcessIo,
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
        return { analysis, report: await scanAnalysis(inputs, readCatalogs(), prepared.servers) };
      case 'replay':
        return { analysis, report: replayTraces(inputs, io, readCatalogs()) };
      case 'transcripts':
        return {
          analysis,
          report: await replayTranscripts(
            transcripts(),
            io,
            inputs.catalogs.length > 0 ? readCatalogs() : undefined,
            inputs.allowEmpty,
          ),
        };
      case 'scope':
        return {
          analysis,
          report: scopeTranscripts(transcripts(), inputs.scope as string, io, inputs.allowEmpty),
        };
      case 'verify':
        return { analysis, report: verifySealed(inputs, io) };
      case 'evolution':
        throw new Error('the evolution analysis runs from run.ts, on pull requests only');
    }
  }
}

/** The scan analysis: `runScan` over the catalogs and, with `mcp-config`, the servers. */
async function scanAnalysis(
  inputs: ActionInputs,
  catalogs: InputFile[],
  servers: ConfiguredServers | undefined,
): Promise<Report> {
  const options = { threshold: inputs.threshold, maxCandidates: inputs.maxCandidates };
  if (servers === undefined) return runScan({ catalogs }, options);
  const report = await runScan(
    { catalogs, imported: servers.imported, configs: servers.configs, live: servers.live },
    { ...options, maxTools: SCAN_DEFAULTS.maxTools },
  );
  // asked to collect but refused: the tools the agent gets were not audited
  if (servers.refused !== undefined) {
    report.stats.incomplete = true;
    report.stats.serversNotStarted = servers.refused;
  }
  return report;
}

function replayTraces(inputs: ActionInputs, io: ProcessIo, catalogs: InputFile[]): Report {
  const paths = expandArguments(inputs.traces, io.cwd);
  for (const path of paths) {
    if (classifyInput(transcriptSource(path, io)) === 'transcript') {
      throw new InputError(
        `${displayUri(path, io.cwd)}: is a recorded transcript, not a provider trace; list it under transcripts`,
      );
    }
  }
  // a Claude Code session's subagent files are traces too, each checked as its own
  return runTraceReplay(catalogs, readInputs(withSubagentFiles(paths, io), io.cwd, io.readStdin), {
    includePermissive: inputs.includePermissive,
  });
}

async function replayTranscripts(
  paths: string[],
  io: ProcessIo,
  catalogs: InputFile[] | undefined,
  allowEmpty: boolean,
): Promise<Report> {
  // like `replay --catalog`: explicit readOnlyHint values decide which tools may change state
  const tools = catalogs === undefined ? undefined : importCatalogs(catalogs).tools;
  const { report } = await runReplay(
    { files: transcriptInputs(paths, io), ...(tools !== undefined ? { catalog: tools } : {}) },
    {
      // an empty transcript fails the step unless the input allow-empty is true
      allowEmpty,
      agentLogsAsTraces: false,
      refuseTrace: (uri) =>
        new InputError(
          `${uri}: is not a recorded transcript (index, tool, args, response per line); list provider traces under traces`,
        ),
    },
  );
  return report;
}

function scopeTranscripts(
  paths: string[],
  scopeFile: string,
  io: ProcessIo,
  allowEmpty: boolean,
): Report {
  const scope = parseScope(
    readSmallFile(scopeFile, io, 'scope file'),
    displayUri(scopeFile, io.cwd),
  );
  return runScope(transcriptInputs(paths, io), scope, { allowEmpty });
}

/**
 * `verify` over every sealed file. With `public-key`, each file's signature is `signature`
 * (when exactly one file is sealed) or `<sealed>.sig` beside it; a missing one is an error,
 * since deleting a signature must not pass an audit.
 */
function verifySealed(inputs: ActionInputs, io: ProcessIo): Report {
  const paths = expandArguments(inputs.sealed, io.cwd);
  if (inputs.signature !== undefined && paths.length !== 1) {
    throw new InputError(
      `input signature names one signature, but sealed matches ${paths.length} files; drop signature to use <sealed>.sig beside each file`,
    );
  }
  const publicKey =
    inputs.publicKey !== undefined
      ? {
          text: readSmallFile(inputs.publicKey, io, 'public key'),
          uri: displayUri(inputs.publicKey, io.cwd),
        }
      : undefined;
  const signatureOf = (path: string, sourceUri: string): NamedText => {
    const sigPath = inputs.signature ?? `${path}.sig`;
    const sigUri = displayUri(sigPath, io.cwd);
    if (inputs.signature === undefined && !existsSync(resolve(io.cwd, sigPath))) {
      throw new InputError(
        `${sigUri}: no signature for ${sourceUri}; public-key is set, so every sealed file needs <sealed>.sig (seal --sign KEY --signature ${sigUri}) or the input signature`,
      );
    }
    return { text: readSmallFile(sigPath, io, 'signature'), uri: sigUri };
  };
  function* sealed(): Generator<SealedInput> {
    for (const path of paths) {
      const source = transcriptSource(path, io);
      yield { source, signature: () => signatureOf(path, source.uri) };
    }
  }
  return runVerifyAll(sealed(), {
    allowEmpty: inputs.allowEmpty,
    ...(publicKey !== undefined ? { publicKey } : {}),
  });
}
