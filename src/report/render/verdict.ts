/**
 * What a reader needs before the findings: the gate (would `--fail-on` fail the run?), counts per
 * rule, and the display filter. Shared by the human and HTML renderers; pure functions of the
 * report and the options the command was run with.
 */
import type { Finding, Report, Severity } from '../../model/index.js';
import { isActive, severityAtLeast, type FailOn } from '../build.js';

/** Severities, most severe first: the order findings are listed in. */
export const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'note'];

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

/** Active findings (see `isActive`), most severe first; within a severity in report order. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  // Array.prototype.sort is stable, so the report's (location) order holds within a severity
  return findings
    .filter(isActive)
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

/** `1 error`, `2 warnings`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** How the run's findings meet `--fail-on` (and `--strict`). */
export interface Gate {
  failOn: FailOn;
  /** True when the exit status is 1. */
  fails: boolean;
  /** Active findings at or above the threshold, per severity. */
  counts: Record<Severity, number>;
  /** `--strict` was given and analysis was incomplete. */
  strictIncomplete: boolean;
}

/** The gate of a report: the same decision as `exitCodeFor`, with what made it. */
export function gateOf(report: Report, failOn: FailOn, strictIncomplete = false): Gate {
  const counts: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  if (failOn !== 'never') {
    for (const f of report.findings) {
      if (isActive(f) && severityAtLeast(f.severity, failOn)) counts[f.severity]++;
    }
  }
  const fails = strictIncomplete || counts.error + counts.warning + counts.note > 0;
  return { failOn, fails, counts, strictIncomplete };
}

/**
 * `gate: fails (--fail-on error: 26 errors)`, `gate: passes (--fail-on error)`,
 * `gate: fails (--strict: analysis incomplete)`.
 */
export function gateLine(gate: Gate): string {
  const threshold = `--fail-on ${gate.failOn}`;
  const parts = SEVERITY_ORDER.filter((s) => gate.counts[s] > 0).map((s) =>
    plural(gate.counts[s], s),
  );
  if (parts.length > 0) return `gate: fails (${threshold}: ${parts.join(', ')})`;
  if (gate.strictIncomplete) return 'gate: fails (--strict: analysis incomplete)';
  return `gate: passes (${threshold})`;
}

/** One row of the per-rule tally. */
export interface RuleCount {
  ruleId: string;
  rule: string;
  severity: Severity;
  count: number;
}

/**
 * Active findings counted per (rule, severity), most severe first, then most frequent, then by
 * rule id: what the run is mostly about, in a dozen lines.
 */
export function ruleTally(findings: readonly Finding[]): RuleCount[] {
  const rows = new Map<string, RuleCount>();
  for (const f of findings) {
    if (!isActive(f)) continue;
    const key = `${f.ruleId}\u0000${f.severity}`;
    const row = rows.get(key);
    if (row !== undefined) row.count++;
    else rows.set(key, { ruleId: f.ruleId, rule: f.rule, severity: f.severity, count: 1 });
  }
  return [...rows.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.count - a.count ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/** Active findings below `--min-severity`, per severity (shown nowhere in the human listing). */
export function hiddenBelow(
  findings: readonly Finding[],
  minSeverity: Severity,
): Record<Severity, number> {
  const hidden: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  for (const f of findings) {
    if (isActive(f) && !severityAtLeast(f.severity, minSeverity)) hidden[f.severity]++;
  }
  return hidden;
}

/** `hidden by --min-severity warning: 788 notes`, or undefined when nothing is hidden. */
export function hiddenLine(
  findings: readonly Finding[],
  minSeverity: Severity | undefined,
): string | undefined {
  if (minSeverity === undefined) return undefined;
  const hidden = hiddenBelow(findings, minSeverity);
  const parts = SEVERITY_ORDER.filter((s) => hidden[s] > 0).map((s) => plural(hidden[s], s));
  if (parts.length === 0) return undefined;
  return `hidden by --min-severity ${minSeverity}: ${parts.join(', ')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * When servers of MCP client configs were listed but none was started (`--no-spawn`): how many,
 * from how many configs, and whether any tool was scanned at all; undefined otherwise.
 */
export function unstartedServers(
  report: Report,
): { servers: number; configs: number; toolsScanned: number } | undefined {
  const servers = report.stats.servers;
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const unstarted = servers.filter((s) => isRecord(s) && s.status === 'not-started');
  if (unstarted.length === 0) return undefined;
  const configs = new Set(unstarted.map((s) => (s as Record<string, unknown>).config));
  const score = report.stats.score;
  const tools = isRecord(score) && Number.isInteger(score.tools) ? (score.tools as number) : 0;
  return { servers: unstarted.length, configs: configs.size, toolsScanned: tools };
}

/**
 * `no server was started (--no-spawn) and no tool was scanned: 3 servers in 1 config were only
 * checked`, or, beside catalog files, `not started (--no-spawn): 3 servers in 1 config`.
 */
export function unstartedLine(report: Report): string | undefined {
  const u = unstartedServers(report);
  if (u === undefined) return undefined;
  const what = `${plural(u.servers, 'server')} in ${plural(u.configs, 'config')}`;
  if (u.toolsScanned === 0) {
    const verb = u.servers === 1 ? 'was' : 'were';
    return `no server was started (--no-spawn) and no tool was scanned: ${what} ${verb} only checked`;
  }
  return `not started (--no-spawn): ${what}; only catalog files were scanned`;
}
