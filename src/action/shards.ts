import { expandArguments } from '../io/files.js';
import { readReportFile } from '../io/json-files.js';
import { InputError } from '../model/errors.js';
import { describeReportCommand } from '../report/adopt.js';
import { runMerge, type NamedReport } from '../run/merge.js';
import { ANALYSES, analysisOf, type AnalysisName, type AnalysisRun } from './analyses.js';

/**
 * Merge mode: reads the JSON reports of a matrix's shards (the Action's `report-dir` files or
 * CLI `--format json` reports), groups them by analysis and merges each group into one report,
 * de-duplicated by fingerprint (`runMerge`, as the CLI's `merge`), so the log has one run per
 * analysis.
 */
export function mergeShardReports(
  patterns: readonly string[],
  cwd: string,
): { runs: AnalysisRun[]; files: number } {
  const paths = expandArguments([...patterns], cwd);
  const groups = new Map<AnalysisName, NamedReport[]>();
  for (const path of paths) {
    const report = readReportFile(path, cwd);
    const analysis = analysisOf(report);
    if (analysis === undefined) {
      throw new InputError(
        `${path}: ${describeReportCommand(report.command)} cannot be merged by the Action (it merges scan, replay, scope and verify reports)`,
      );
    }
    groups.set(analysis, [...(groups.get(analysis) ?? []), { name: path, report }]);
  }
  const runs = ANALYSES.filter((a) => groups.has(a.name)).map((a) => ({
    analysis: a.name,
    // one analysis is one command, so runMerge's check of commands always passes here
    report: runMerge(groups.get(a.name) as NamedReport[]),
  }));
  return { runs, files: paths.length };
}
