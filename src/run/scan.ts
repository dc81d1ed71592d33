import {
  importCatalogs,
  scanTools,
  SCAN_DEFAULTS,
  type CatalogSource,
  type ScanOptions,
} from '../analyze/scan.js';
import { catalogForDrift, collectedForDrift, collectedTools } from '../collect/current.js';
import { diffSnapshot } from '../collect/drift.js';
import { unavailableFinding } from '../collect/findings.js';
import { instructionFindings } from '../collect/instructions.js';
import type { LoadedSnapshot } from '../collect/snapshot.js';
import type { CollectPhase, CollectResult } from '../collect/types.js';
import { lintClientConfig } from '../config/index.js';
import { loadTokenizer, type TokenStats } from '../lint/index.js';
import type { ClientConfig } from '../config/types.js';
import { buildReport } from '../findings/index.js';
import { InputError } from '../model/errors.js';
import { runUri, type Finding, type Report } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { withScore, type ScoreStats } from '../report/score.js';
import { VERSION } from '../version.js';

/** What the proof search of a scan counts (`scanTools`), and with lint the token estimates. */
export type ScanAnalysisStats = {
  /** Tool pairs looked at: identity pairs and lexical candidates. */
  pairs: number;
  identityPairs: number;
  candidates: number;
  /** Proof verdicts, proofs skipped past `--max-candidates`, stopped by the safety net, cached. */
  proofs: {
    overlap: number;
    disjoint: number;
    unknown: number;
    skipped: number;
    timeGuarded: number;
    cached: number;
  };
  validations: number;
  invalidSchemas: number;
  /** Set unless `lint: false`. */
  tokens?: TokenStats;
};

/** One server of the MCP client configs a scan or `collect` covered: never its env or headers. */
export type ServerStat = {
  name: string;
  /** The config file that names it. */
  config: string;
  transport: string;
  status: 'collected' | 'unavailable' | 'disabled' | 'not-started';
  /** Collected servers: tools listed, what `initialize` said, stdout lines that were not MCP. */
  tools?: number;
  serverInfo?: { name: string; version: string };
  protocolVersion?: string;
  skippedStdoutLines?: number;
  /** Unavailable servers: where collection failed. */
  phase?: CollectPhase;
};

/** `stats` of a `scan` report. */
export type ScanStats = ScanAnalysisStats & {
  /** Catalog files. */
  files: number;
  /** Tools scanned: the catalogs' and the collected servers'. */
  tools: number;
  /** Catalog entries that were not tools. */
  skippedEntries: number;
  incomplete: boolean;
  /** With client configs: how many, and each server. */
  configs?: number;
  servers?: ServerStat[];
  /**
   * The Action's scan with `mcp-config` whose servers it refused to start (on a fork's pull
   * request): why. The scan is then incomplete.
   */
  serversNotStarted?: string;
  score: ScoreStats;
};

/** What a catalog scan covers: catalog files, and (`scan --config`) client configs and servers. */
export interface ScanSources {
  /** Catalog files, already read. */
  catalogs: readonly CatalogSource[];
  /**
   * `importCatalogs(catalogs)`, when it was done before any server was started (so bad files
   * fail first); imported here otherwise.
   */
  imported?: { tools: Tool[]; skipped: number };
  /** MCP client configs, parsed (TW506, TW523–TW525). */
  configs?: readonly ClientConfig[];
  /** The collection of the configs' servers; undefined when they were not started. */
  live?: CollectResult;
  /** A snapshot to report drift from (TW502–TW504). */
  baseline?: LoadedSnapshot;
}

/**
 * The catalog scan, the one road of `scan`, `scan --config`, the Action's scan analysis and the
 * library: catalogs and collected tools together (TW1xx, lint), config checks, TW501 for servers
 * that failed, the instruction checks over what servers sent in `initialize` (TW520–TW522,
 * unless `lint: false`), and with a baseline the drift of tools and of server instructions.
 * Scored. Loads the tokenizer first when it lints (the token estimates need it), so nothing
 * needs to be loaded before. Rejects with InputError past `maxTools` (default
 * `SCAN_DEFAULTS.maxTools`).
 */
export async function runScan(
  sources: ScanSources,
  options: ScanOptions = {},
): Promise<Report<ScanStats>> {
  if (options.lint !== false) await loadTokenizer();
  return scanReport(sources, options);
}

/** `runScan` once the tokenizer is loaded (or without lint). */
function scanReport(sources: ScanSources, options: ScanOptions): Report<ScanStats> {
  const { catalogs, live, baseline } = sources;
  const configs = sources.configs ?? [];
  const imported = sources.imported ?? importCatalogs([...catalogs], options.limits);
  const servers = live?.servers ?? [];
  const tools =
    servers.length === 0 ? imported.tools : [...imported.tools, ...collectedTools(servers)];
  const maxTools = options.maxTools ?? SCAN_DEFAULTS.maxTools;
  if (tools.length > maxTools) {
    throw new InputError(
      `${tools.length} tools imported, more than --max-tools ${maxTools}; raise --max-tools to scan them all`,
    );
  }
  const firstUri = runUri(
    catalogs.length > 0 ? catalogs.map((s) => s.uri) : configs.map((c) => c.uri),
  );
  const analysis = scanTools(tools, options, firstUri);
  const findings: Finding[] = analysis.findings;
  for (const config of configs) for (const f of lintClientConfig(config)) findings.push(f);
  for (const failure of live?.failures ?? []) findings.push(unavailableFinding(failure));
  if (options.lint !== false && servers.length > 0) {
    for (const f of instructionFindings(servers, tools)) findings.push(f);
  }
  if (baseline !== undefined) {
    // Servers whose tools are unknown (not started, or failed) are not compared.
    const unknown =
      live === undefined
        ? configs.flatMap((c) => c.servers.map((s) => s.name))
        : live.failures.map((f) => f.name);
    const current = [
      ...catalogForDrift([...catalogs], imported.tools),
      ...collectedForDrift(servers),
    ];
    for (const f of diffSnapshot(current, baseline, { skipServers: new Set(unknown), servers }))
      findings.push(f);
  }
  const stats: Omit<ScanStats, 'score'> = {
    files: catalogs.length,
    tools: tools.length,
    skippedEntries: imported.skipped,
    // what scanTools counts (its stats are untyped there)
    ...(analysis.stats as ScanAnalysisStats),
    incomplete: analysis.incomplete || (live?.failures.length ?? 0) > 0,
  };
  if (configs.length > 0) {
    stats.configs = configs.length;
    stats.servers = serverStats(configs, live);
  }
  return withScore(buildReport({ command: 'scan', version: VERSION, findings, stats }));
}

/**
 * The synchronous `runScan` over catalogs only: name identities (TW101/TW106/TW102), lexical candidates proven with
 * `proveOverlap` (TW103, TW108 when proven disjoint, TW105), contradicting effects (TW104), invalid schemas (TW107) and,
 * unless `lint: false`, tool-definition lint with token estimates (TW5xx, `stats.tokens`).
 * `stats.score` scores the findings. Throws InputError for unreadable or malformed input, or
 * past `maxTools`. Linting (the default) needs `await loadTokenizer()` first and throws until it
 * has resolved; `runScan` loads it itself.
 */
export function scan(sources: CatalogSource[], options: ScanOptions = {}): Report<ScanStats> {
  return scanReport({ catalogs: sources }, options);
}

/** The report's view of each server: status and what it said about itself, never env or headers. */
export function serverStats(
  configs: readonly ClientConfig[],
  result: CollectResult | undefined,
): ServerStat[] {
  const rows: ServerStat[] = [];
  if (result === undefined) {
    for (const s of configs.flatMap((c) => c.servers)) {
      rows.push({
        name: s.name,
        config: s.location.uri,
        transport: s.spec.transport,
        status: s.disabled ? 'disabled' : 'not-started',
      });
    }
  } else {
    for (const s of result.servers) {
      const row: ServerStat = {
        name: s.name,
        config: s.config,
        transport: s.transport,
        status: 'collected',
        tools: s.tools.length,
      };
      if (s.serverInfo !== undefined) row.serverInfo = s.serverInfo;
      if (s.protocolVersion !== undefined) row.protocolVersion = s.protocolVersion;
      // a note that the server printed banner or log lines where MCP messages go
      if (s.skippedStdoutLines !== undefined) row.skippedStdoutLines = s.skippedStdoutLines;
      rows.push(row);
    }
    for (const f of result.failures) {
      rows.push({
        name: f.name,
        config: f.config,
        transport: f.transport,
        status: 'unavailable',
        phase: f.phase,
      });
    }
    for (const d of result.disabled) {
      rows.push({ name: d.name, config: d.config, transport: d.transport, status: 'disabled' });
    }
  }
  return rows.sort((a, b) =>
    compareText(`${a.name}\u0000${a.config}`, `${b.name}\u0000${b.config}`),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
