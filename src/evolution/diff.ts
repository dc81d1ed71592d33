/**
 * `diff`: the evolution report between two versions of a catalog, each one or more catalog
 * files or snapshots (any shape the importer reads).
 */
import { loadCatalogText, serverNamesFor } from '../import/index.js';
import type { Report } from '../model/finding.js';
import { buildReport } from '../findings/index.js';
import { VERSION } from '../version.js';
import { compareCatalogs, type EvolutionOptions, type EvolutionTool } from './compare.js';

/** One input file: its display uri and bytes (or text). */
export interface EvolutionSource {
  uri: string;
  content: Uint8Array | string;
}

function importSide(sources: readonly EvolutionSource[]): EvolutionTool[] {
  const servers = serverNamesFor(sources.map((s) => s.uri));
  return sources.flatMap((source, i) => {
    const bytes =
      typeof source.content === 'string'
        ? new TextEncoder().encode(source.content)
        : source.content;
    return loadCatalogText(bytes, source.uri, servers[i]).tools;
  });
}

/**
 * The tools of both sides, with the servers paired: when each side is one file naming one
 * server, the two are the same server whatever the files are called (old.json vs new.json);
 * otherwise servers pair by name.
 */
export function importVersions(
  before: readonly EvolutionSource[],
  after: readonly EvolutionSource[],
): { before: EvolutionTool[]; after: EvolutionTool[] } {
  const old = importSide(before);
  const now = importSide(after);
  const oldServers = new Set(old.map((t) => t.server));
  const newServers = new Set(now.map((t) => t.server));
  if (before.length === 1 && after.length === 1 && oldServers.size === 1 && newServers.size === 1) {
    const [server] = newServers;
    return { before: old.map((t) => ({ ...t, server })), after: now };
  }
  return { before: old, after: now };
}

/**
 * Compares two versions of a catalog and builds the `diff` report (TW701–TW706, `stats` with
 * the counts). Throws InputError for an unreadable or malformed file.
 */
export function diffCatalogs(
  before: readonly EvolutionSource[],
  after: readonly EvolutionSource[],
  options: EvolutionOptions = {},
): Report {
  const tools = importVersions(before, after);
  const { findings, stats } = compareCatalogs(tools.before, tools.after, options);
  return buildReport({
    command: 'diff',
    version: VERSION,
    findings,
    stats: {
      files: { before: before.length, after: after.length },
      tools: { before: tools.before.length, after: tools.after.length },
      ...stats,
      incomplete: stats.undecided > 0,
    },
  });
}
