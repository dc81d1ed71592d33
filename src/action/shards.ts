import { expandArguments } from '../io/files.js';
import { readReportFile } from '../io/json-files.js';
import { InputError } from '../model/errors.js';
import type { Report } from '../model/finding.js';
import { describeReportCommand } from '../report/adopt.js';
import { mergeReports } from '../report/merge.js';
import { ANALYSES, analysisOf, type AnalysisName, type AnalysisRun } from './analyses.js';

/**
 * Merge mode: reads the JSON reports of a matrix's shards (the Action's `report-dir` files or
 * CLI `--format json` reports), groups them by analysis and merges each group into one report,
 * de-duplicated by fingerprint, so the log has one run per analysis.
 */
export function mergeShardReports(
  patterns: readonly string[],
  cwd: string,
): { runs: AnalysisRun[]; files: number } {
  const paths = expandArguments([...patterns], cwd);
  const groups = new Map<AnalysisName, Report[]>();
  for (const path of paths) {
    const report = readReportFile(path, cwd);
    const analysis = analysisOf(report);
    if (analysis === undefined) {
      throw new InputError(
        `${path}: ${describeReportCommand(report.command)} cannot be merged by the Action (it merges scan, replay, scope and verify reports)`,
      );
    }
    groups.set(analysis, [...(groups.get(analysis) ?? []), report]);
  }
  const runs = ANALYSES.filter((a) => groups.has(a.name)).map((a) => ({
    analysis: a.name,
    report: mergeReports(groups.get(a.name) as Report[]),
  }));
  return { runs, files: paths.length };
}
