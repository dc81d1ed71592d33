/**
 * Reading aids shared by the human and Markdown renderers: same-rule lint findings of one
 * server shown as one group, and the score and token line. Findings stay one per tool in the
 * report (JSON, SARIF), so fingerprints, baselines and suppressions stay per tool.
 */
import type { Finding, Report } from '../../model/index.js';
import { isRuleId, ruleById } from '../../rules/registry.js';

/** True when the rule's metadata asks for per-server groups (a report file may name any id). */
function groupedByServer(ruleId: string): boolean {
  return isRuleId(ruleId) && ruleById(ruleId).render.groupByServer === true;
}

function groupKey(f: Finding): string | undefined {
  if (!groupedByServer(f.ruleId) || f.locations.length !== 1) return undefined;
  const loc = f.locations[0];
  if (loc.tool === undefined) return undefined;
  return JSON.stringify([f.ruleId, loc.server ?? '', f.severity]);
}

/**
 * Findings in order, with per-tool lint findings of the same (rule, server, severity) gathered
 * at the place of the first one. Every finding appears exactly once.
 */
export function groupFindings(findings: readonly Finding[]): Finding[][] {
  const groups: Finding[][] = [];
  const byKey = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = groupKey(f);
    const existing = key === undefined ? undefined : byKey.get(key);
    if (existing !== undefined) {
      existing.push(f);
      continue;
    }
    const group = [f];
    groups.push(group);
    if (key !== undefined) byKey.set(key, group);
  }
  return groups;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `3336` -> `3,336`, independent of locale. */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `score: 87/100 (B) · ~3,336 tokens (estimate, o200k_base)` from `stats.score` and
 * `stats.tokens`, or undefined when the report has neither. Plain ASCII and numbers only
 * (stats may come from a parsed report file), so it needs no escaping.
 */
export function scoreLine(report: Report): string | undefined {
  const parts: string[] = [];
  const score = report.stats.score;
  if (isRecord(score) && Number.isInteger(score.value) && typeof score.grade === 'string') {
    if (/^[A-F]$/.test(score.grade))
      parts.push(`score: ${score.value as number}/100 (${score.grade})`);
  }
  const tokens = report.stats.tokens;
  if (isRecord(tokens) && Number.isInteger(tokens.total)) {
    const encoding =
      typeof tokens.encoding === 'string' && /^[a-z0-9_]+$/.test(tokens.encoding)
        ? tokens.encoding
        : 'unknown encoding';
    parts.push(`~${formatCount(tokens.total as number)} tokens (estimate, ${encoding})`);
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Servers and their estimated tokens, largest first (ties by name), from `stats.tokens`. */
export function tokensByServer(report: Report): [string, number][] {
  const tokens = report.stats.tokens;
  if (!isRecord(tokens) || !isRecord(tokens.byServer)) return [];
  return Object.entries(tokens.byServer)
    .filter((e): e is [string, number] => Number.isInteger(e[1]))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
