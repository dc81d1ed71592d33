import { canonicalJson } from '../canonical/jcs.js';
import { InputError } from '../model/errors.js';
import type { Finding, Report } from '../model/finding.js';
import { buildReport, compareFindings } from './build.js';
import { describeReportCommand } from './adopt.js';
import { refreshScore } from './score.js';

function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges two `stats` values of the same key: numbers add up, booleans are OR-ed (`incomplete`),
 * arrays concatenate in a fixed order (per-file lists such as `transcripts`), objects merge key by key with these
 * same rules, and anything else is kept when both shards agree and dropped when they differ (a
 * figure that cannot be combined honestly is better absent than wrong). Returns `undefined` to drop.
 */
function mergeStat(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a || b;
  if (Array.isArray(a) && Array.isArray(b)) return concatInOrder(a, b);
  if (isObject(a) && isObject(b)) return mergeStats(a, b);
  return canonicalJson(a) === canonicalJson(b) ? a : undefined;
}

/** Both lists, in the code-unit order of their entries' JCS text: shard order does not show. */
function concatInOrder(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  return [...a, ...b]
    .map((value) => ({ value, key: canonicalJson(value) }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    .map((entry) => entry.value);
}

function mergeStats(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const key of keys) {
    // a key only one shard has is kept as it is (e.g. `traces` when one shard replayed traces)
    // own keys only: "toString" or "constructor" in a shard's stats is data, not a method
    const value = !hasOwn(a, key) ? b[key] : !hasOwn(b, key) ? a[key] : mergeStat(a[key], b[key]);
    if (value !== undefined)
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/**
 * Combines JSON reports of one command (shards of a job matrix) into one report. Findings are
 * de-duplicated by fingerprint (of duplicates, the one that sorts first is kept), then sorted
 * as usual; the summary is recounted; `stats` merge as `mergeStat` says, `stats.adoption` is
 * recounted from the merged findings and `stats.shards` counts the reports merged. The result is the same
 * whatever the order of `reports` (concatenated arrays are ordered by their entries, per-file
 * lists by uri). Throws an InputError for no reports or mixed commands.
 */
export function mergeReports(reports: readonly Report[]): Report {
  if (reports.length === 0) throw new InputError('merge needs at least one JSON report');
  const command = reports[0].command;
  const other = reports.find((r) => r.command !== command);
  if (other !== undefined) {
    throw new InputError(
      `cannot merge ${describeReportCommand(other.command)} with ${describeReportCommand(command)}; merge reports of one command`,
    );
  }
  const byFingerprint = new Map<string, Finding>();
  for (const report of reports) {
    for (const f of report.findings) {
      const kept = byFingerprint.get(f.fingerprint);
      if (kept === undefined || compareFindings(f, kept) < 0) byFingerprint.set(f.fingerprint, f);
    }
  }
  let stats = reports[0].stats;
  for (const report of reports.slice(1)) stats = mergeStats(stats, report.stats);
  const findings = [...byFingerprint.values()];
  const shards = reports.reduce(
    (n, r) =>
      n + (hasOwn(r.stats, 'shards') && typeof r.stats.shards === 'number' ? r.stats.shards : 1),
    0,
  );
  const merged: Record<string, unknown> = { ...stats, shards };
  if (hasOwn(stats, 'adoption')) {
    // summing would count a finding that two shards share twice
    merged.adoption = {
      unchanged: findings.filter((f) => f.baselineState === 'unchanged').length,
      suppressed: findings.filter((f) => f.suppressed !== undefined).length,
    };
  }
  // summed shard scores mean nothing: score the merged findings again
  return refreshScore(
    buildReport({ command, version: reports[0].tool.version, findings, stats: merged }),
  );
}
