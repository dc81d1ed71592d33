import { collectedForDrift, collectedTools } from '../collect/current.js';
import { diffSnapshot } from '../collect/drift.js';
import { unavailableFinding } from '../collect/findings.js';
import { instructionFindings } from '../collect/instructions.js';
import type { LoadedSnapshot } from '../collect/snapshot.js';
import type { CollectResult } from '../collect/types.js';
import { lintClientConfig } from '../config/index.js';
import type { ClientConfig } from '../config/types.js';
import { compareCatalogs, snapshotTools, type EvolutionStats } from '../evolution/index.js';
import { buildReport } from '../findings/index.js';
import type { Finding, Report } from '../model/finding.js';
import { VERSION } from '../version.js';
import { serverStats, type ServerStat } from './scan.js';

/** `stats` of a `collect` report. */
export type CollectStats = {
  configs: number;
  servers: ServerStat[];
  /** Servers collected, unavailable (TW501) and disabled in their config. */
  collected: number;
  unavailable: number;
  disabled: number;
  /** Tools the collected servers listed. */
  tools: number;
  /** With `--check`: what `diff` counts between the snapshot and the collected tools. */
  evolution?: EvolutionStats;
  incomplete: boolean;
};

/** What `collect` reports on: the configs, what their servers listed, and a snapshot to check. */
export interface CollectSources {
  configs: readonly ClientConfig[];
  collected: CollectResult;
  /** `--check`: the snapshot the collected tools are compared with. */
  baseline?: LoadedSnapshot;
}

/**
 * The report of `collect`: config checks, TW501 for servers that could not be collected, the
 * instruction checks over what servers sent in `initialize` (TW520–TW522), and with a baseline
 * the drift from it (TW502–TW504) and what `diff` reports between it and the collected tools
 * (TW701–TW706).
 */
export function runCollect(sources: CollectSources): Report<CollectStats> {
  const { configs, collected: result, baseline } = sources;
  const findings: Finding[] = [
    ...configs.flatMap((c) => lintClientConfig(c)),
    ...result.failures.map(unavailableFinding),
    // what servers say about themselves reaches the model too (TW520–TW522)
    ...instructionFindings(result.servers, collectedTools(result.servers)),
  ];
  let evolution: EvolutionStats | undefined;
  if (baseline !== undefined) {
    const skipServers = new Set(result.failures.map((f) => f.name));
    findings.push(
      ...diffSnapshot(collectedForDrift(result.servers), baseline, {
        skipServers,
        servers: result.servers,
        // a tool no longer listed is TW702 below (or a rename), not TW503 as well
        reportRemoved: false,
      }),
    );
    // the same analysis as `diff`: breaking changes with a counterexample, removals,
    // renames, effect and description changes (TW701–TW706)
    const compared = compareCatalogs(
      snapshotTools(baseline).filter((t) => !skipServers.has(t.server)),
      collectedTools(result.servers),
    );
    findings.push(...compared.findings);
    evolution = compared.stats;
  }
  const tools = result.servers.reduce((n, s) => n + s.tools.length, 0);
  return buildReport<CollectStats>({
    command: 'collect',
    version: VERSION,
    findings,
    stats: {
      configs: configs.length,
      servers: serverStats([...configs], result),
      collected: result.servers.length,
      unavailable: result.failures.length,
      disabled: result.disabled.length,
      tools,
      ...(evolution ? { evolution } : {}),
      incomplete: result.failures.length > 0 || (evolution?.undecided ?? 0) > 0,
    },
  });
}
