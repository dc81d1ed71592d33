import { EMPTY_CHAIN, sealRecords, type ChainHead } from '../../chain/seal.js';
import type { Finding, FindingLocation } from '../../model/finding.js';
import type { Tool } from '../../model/tool.js';
import type { TranscriptRecord } from '../../transcript/record.js';
import { scopeRecords, type Scope } from '../../transcript/scope.js';
import { forEachAgentCall, type Detected } from './index.js';
import { fillColumns } from './locate.js';
import { OutputSchemaCheck, type OutputSchemaStats } from './output-schema.js';
import { recordOf } from './records.js';
import { AgentReplay, callLocation } from './replay.js';
import type { AgentLogSource } from './source.js';
import { subagentFiles } from './subagents.js';
import type { AgentLogStats } from './types.js';

/**
 * Locates the findings' call locations that a JSONL importer left at column 0, in the log and
 * in the subagent files read with it.
 */
function locate(source: AgentLogSource, findings: Finding[]): void {
  const files = new Map<string, AgentLogSource>([[source.uri, source]]);
  const places = new Map<string, FindingLocation[]>();
  for (const f of findings)
    for (const l of f.locations) {
      if (l.column !== 0) continue;
      const list = places.get(l.uri);
      if (list === undefined) places.set(l.uri, [l]);
      else list.push(l);
    }
  if ([...places.keys()].some((uri) => !files.has(uri)))
    for (const sub of subagentFiles(source)) files.set(sub.source.uri, sub.source);
  for (const [uri, list] of places) {
    const file = files.get(uri);
    if (file !== undefined) fillColumns(file, list);
  }
}

/** What `replay` found in one agent log. */
export interface AgentLogReplay {
  stats: AgentLogStats;
  distinctCalls: number;
  divergence: number | null;
  findings: Finding[];
  /** With a catalog: the output-schema check's figures. */
  outputSchema?: OutputSchemaStats;
}

/**
 * TW301/TW302 over one agent log, and TW305 when a catalog is given (TW201–TW204 come from the
 * provider-trace replay, which reads agent logs too). Streams the log.
 */
export function replayAgentLog(
  source: AgentLogSource,
  detected: Detected,
  options: { isMutator: (tool: string) => boolean; catalog?: Tool[] },
): AgentLogReplay {
  const replay = new AgentReplay(source.uri, options.isMutator);
  const output =
    options.catalog === undefined ? undefined : new OutputSchemaCheck(options.catalog, source.uri);
  const stats = forEachAgentCall(source, detected, (call) => {
    replay.step(call);
    output?.step(call);
  });
  output?.finish();
  const result = replay.result();
  const findings = result.findings;
  if (output !== undefined) for (const f of output.findings) findings.push(f);
  locate(source, findings);
  return {
    stats,
    distinctCalls: result.distinctCalls,
    divergence: result.divergence,
    findings,
    ...(output !== undefined ? { outputSchema: output.stats } : {}),
  };
}

const BATCH = 4096;

/** TW303/TW304 over one agent log's normalized records (see `scopeRecords`), located at each call. */
export function scopeAgentLog(
  source: AgentLogSource,
  detected: Detected,
  scope: Scope,
): { stats: AgentLogStats; findings: Finding[] } {
  const findings: Finding[] = [];
  let batch: TranscriptRecord[] = [];
  let places = new Map<number, FindingLocation>();
  const run = (): void => {
    for (const f of scopeRecords(batch, source.uri, scope).findings) {
      const at = f.locations[0]?.index;
      const place = at === undefined ? undefined : places.get(at);
      if (place !== undefined) f.locations[0] = place;
      findings.push(f);
    }
    batch = [];
    places = new Map();
  };
  const stats = forEachAgentCall(source, detected, (call) => {
    batch.push(recordOf(call));
    places.set(call.index, callLocation(source.uri, call));
    if (batch.length >= BATCH) run();
  });
  if (batch.length > 0) run();
  locate(source, findings);
  return { stats, findings };
}

/**
 * Seals one agent log's normalized records (`recordOf`) as chain lines after `from`, handing
 * each line to `write`; returns the head after the last.
 */
export function sealAgentLog(
  source: AgentLogSource,
  detected: Detected,
  write: (line: string) => void,
  from: ChainHead = EMPTY_CHAIN,
): ChainHead {
  const state: ChainHead = { ...from };
  let batch: TranscriptRecord[] = [];
  const run = (): void => {
    for (const line of sealRecords(batch, { ...state }, state)) write(line);
    batch = [];
  };
  forEachAgentCall(source, detected, (call) => {
    batch.push(recordOf(call));
    if (batch.length >= BATCH) run();
  });
  if (batch.length > 0) run();
  return state;
}
