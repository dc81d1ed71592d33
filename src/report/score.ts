/**
 * The catalog score: 0–100 and a grade, from the active findings (new, unsuppressed), that
 * scales with the catalog. Warnings and notes are deducted from a budget that grows with the tool
 * count, notes are capped, and each error costs 15 points up to 20 tools and 15·√(20 / tools)
 * beyond: an agent sees every tool, so an error weighs more than its share of a big catalog, but
 * a 1,285-tool catalog with 7 errors is not 0/F.
 */
import type { AnyStats, Finding, Report } from '../model/finding.js';
import { buildReport, isActive } from './build.js';

export const SCORE_WEIGHTS = Object.freeze({
  /** Budget per tool. */
  perTool: 20,
  /** The budget is at least that of this many tools, so one note on a tiny catalog stays small. */
  minTools: 5,
  /** Share of the budget each error costs (15 of the 100 points) up to `errorFullUpTo` tools. */
  errorShare: 0.15,
  /** Beyond this many tools an error costs errorShare × √(errorFullUpTo / tools). */
  errorFullUpTo: 20,
  warning: 3,
  note: 1,
  /** Notes deduct at most this much in total. */
  noteCap: 10,
});

export const SCORE_FORMULA =
  'score = round(100 × (1 − min(1, penalty / budget))); budget = 20 × max(tools, 5); ' +
  'penalty = errors × 15% of budget × min(1, √(20 / tools)) + 3 × warnings + min(notes, 10); ' +
  'grade A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F; active findings only';

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

/** `stats.score`. */
export interface ScoreStats {
  value: number;
  grade: Grade;
  penalty: number;
  budget: number;
  tools: number;
  counts: { errors: number; warnings: number; notes: number };
  formula: string;
}

export function gradeOf(value: number): Grade {
  if (value >= 90) return 'A';
  if (value >= 80) return 'B';
  if (value >= 70) return 'C';
  if (value >= 60) return 'D';
  return 'F';
}

/** The score of these findings (all counted; filter them first) over a catalog of `tools` tools. */
export function scoreFindings(findings: readonly Finding[], tools: number): ScoreStats {
  const counts = { errors: 0, warnings: 0, notes: 0 };
  for (const f of findings) {
    if (f.severity === 'error') counts.errors++;
    else if (f.severity === 'warning') counts.warnings++;
    else counts.notes++;
  }
  const w = SCORE_WEIGHTS;
  const toolCount = Number.isSafeInteger(tools) && tools > 0 ? tools : 0;
  const budget = w.perTool * Math.max(toolCount, w.minTools);
  const dilution = Math.min(1, Math.sqrt(w.errorFullUpTo / Math.max(toolCount, w.minTools)));
  // Rounded to 1/1000 of a point so the figure in stats reads cleanly; integers up to 20 tools.
  const errorWeight = Math.round(w.errorShare * budget * dilution * 1000) / 1000;
  const penalty =
    Math.round(
      (counts.errors * errorWeight +
        counts.warnings * w.warning +
        Math.min(counts.notes * w.note, w.noteCap)) *
        1000,
    ) / 1000;
  const value = Math.round((100 * Math.max(0, budget - penalty)) / budget);
  return {
    value,
    grade: gradeOf(value),
    penalty,
    budget,
    tools: toolCount,
    counts,
    formula: SCORE_FORMULA,
  };
}

/** Tools a report covers: `stats.tools`, else the distinct tools its findings locate. */
function toolCountOf(report: Report<object>): number {
  const stats = report.stats as AnyStats;
  if (typeof stats.tools === 'number') return stats.tools;
  const tools = new Set<string>();
  for (const f of report.findings) {
    for (const loc of f.locations) {
      if (loc.tool !== undefined) tools.add(JSON.stringify([loc.server, loc.tool]));
    }
  }
  return tools.size;
}

/** The score of a report's active findings (see `isActive`): after baseline and suppressions. */
export function scoreReport(report: Report<object>): ScoreStats {
  return scoreFindings(report.findings.filter(isActive), toolCountOf(report));
}

/** The report with `stats.score` set from its current findings. */
export function withScore<S extends object>(report: Report<S>): Report<S & { score: ScoreStats }> {
  return buildReport<S & { score: ScoreStats }>({
    command: report.command,
    version: report.tool.version,
    findings: report.findings,
    stats: { ...report.stats, score: scoreReport(report) },
  });
}

/**
 * Recomputes `stats.score` when the report has one: adoption and merging change which findings
 * are active, so a score computed before them would be stale.
 */
export function refreshScore(report: Report): Report {
  return report.stats.score === undefined ? report : withScore(report);
}
