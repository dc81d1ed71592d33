import type { Finding, Report, Severity } from '../model/finding.js';
import { buildReport } from '../report/index.js';
import { stringifyJsonSafe } from '../report/escape.js';
import { SARIF_SCHEMA, toSarif } from '../report/render/sarif.js';
import type { AnalysisRun } from './analyses.js';

/** Code scanning keeps at most this many results per run. */
export const MAX_RESULTS_PER_RUN = 25_000;
const ORDER: Severity[] = ['error', 'warning', 'note'];

export interface SarifLog {
  text: string;
  /** Per analysis, findings left out because a run may hold only MAX_RESULTS_PER_RUN. */
  dropped: { analysis: string; count: number }[];
}

/**
 * One SARIF 2.1.0 log with one run per analysis, each with `automationDetails.id`
 * `<category>/<analysis>` so code scanning keeps the analyses apart. Uris get `uriPrefix`
 * (the working directory relative to the repository root).
 */
export function sarifLog(
  runs: readonly AnalysisRun[],
  category: string,
  uriPrefix: string,
): SarifLog {
  const dropped: SarifLog['dropped'] = [];
  const sarifRuns = runs.map(({ analysis, report }) => {
    const { kept, count } = capResults(report);
    if (count > 0) dropped.push({ analysis, count });
    const log = toSarif(kept, { uriPrefix, category: `${category}/${analysis}` });
    return (log.runs as unknown[])[0];
  });
  const text = stringifyJsonSafe({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: sarifRuns }, 2);
  return { text: `${text}\n`, dropped };
}

/** Keeps the most severe findings when there are more than code scanning accepts. */
function capResults(report: Report): { kept: Report; count: number } {
  if (report.findings.length <= MAX_RESULTS_PER_RUN) return { kept: report, count: 0 };
  const bySeverity = [...report.findings].sort(
    (a: Finding, b: Finding) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity),
  );
  const kept = bySeverity.slice(0, MAX_RESULTS_PER_RUN);
  return {
    kept: buildReport({
      command: report.command,
      version: report.tool.version,
      findings: kept,
      stats: report.stats,
    }),
    count: report.findings.length - kept.length,
  };
}
