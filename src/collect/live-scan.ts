import { scanTools, type CatalogSource, type ScanOptions } from '../analyze/scan.js';
import { lintClientConfig } from '../config/index.js';
import type { ClientConfig } from '../config/types.js';
import { InputError } from '../model/errors.js';
import { runUri, type Finding, type Report } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { buildReport } from '../findings/index.js';
import { withScore } from '../report/score.js';
import { VERSION } from '../version.js';
import { catalogForDrift, collectedForDrift, collectedTools } from './current.js';
import { diffSnapshot } from './drift.js';
import { unavailableFinding } from './findings.js';
import { instructionFindings } from './instructions.js';
import type { LoadedSnapshot } from './snapshot.js';
import type { CollectResult } from './types.js';

/** What `scan --config` (and the Action's scan with `mcp-config`) scans together. */
export interface ServerScanInput {
  /** Catalog files, already read. */
  sources: readonly CatalogSource[];
  /** `importCatalogs(sources)`, done before any server was started so bad files fail first. */
  imported: { tools: Tool[]; skipped: number };
  configs: readonly ClientConfig[];
  /** The collection; undefined when the servers were not started (`--no-spawn`). */
  live?: CollectResult;
  /** A snapshot to report drift from (TW502–TW504). */
  baseline?: LoadedSnapshot;
  options: ScanOptions;
}

/**
 * The scan report over catalogs, client configs and the tools of their collected servers:
 * the catalog scan (TW1xx, lint), config checks (TW506, TW523–TW525), TW501 for servers that
 * failed, the instruction checks over what servers sent in `initialize` (TW520–TW522, unless
 * `lint: false`), and with a baseline the drift of tools and of server instructions. Scored
 * like `scan`. Throws InputError past `maxTools`.
 */
export function scanWithServers(input: ServerScanInput): Report {
  const { sources, imported, configs, live, baseline, options } = input;
  const servers = live?.servers ?? [];
  const tools = [...imported.tools, ...collectedTools(servers)];
  const maxTools = options.maxTools;
  if (maxTools !== undefined && tools.length > maxTools) {
    throw new InputError(
      `${tools.length} tools imported, more than --max-tools ${maxTools}; raise --max-tools to scan them all`,
    );
  }
  const firstUri = runUri(
    sources.length > 0 ? sources.map((s) => s.uri) : configs.map((c) => c.uri),
  );
  const analysis = scanTools(tools, options, firstUri);
  const findings: Finding[] = [
    ...analysis.findings,
    ...configs.flatMap((c) => lintClientConfig(c)),
    ...(live?.failures ?? []).map(unavailableFinding),
    ...(options.lint === false ? [] : instructionFindings(servers, tools)),
  ];
  if (baseline !== undefined) {
    // Servers whose tools are unknown (not started, or failed) are not compared.
    const unknown =
      live === undefined
        ? configs.flatMap((c) => c.servers.map((s) => s.name))
        : live.failures.map((f) => f.name);
    const current = [
      ...catalogForDrift([...sources], imported.tools),
      ...collectedForDrift(servers),
    ];
    findings.push(...diffSnapshot(current, baseline, { skipServers: new Set(unknown), servers }));
  }
  const stats: Record<string, unknown> = {
    files: sources.length,
    tools: tools.length,
    skippedEntries: imported.skipped,
    ...analysis.stats,
    incomplete: analysis.incomplete || (live?.failures.length ?? 0) > 0,
  };
  if (configs.length > 0) {
    stats.configs = configs.length;
    stats.servers = serverStats(configs, live);
  }
  return withScore(buildReport({ command: 'scan', version: VERSION, findings, stats }));
}

/** The report's view of each server: status and what it said about itself, never env or headers. */
export function serverStats(
  configs: readonly ClientConfig[],
  result: CollectResult | undefined,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
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
      const row: Record<string, unknown> = {
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
