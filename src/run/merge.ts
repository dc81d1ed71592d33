import { InputError } from '../model/errors.js';
import type { Report } from '../model/finding.js';
import { describeReportCommand } from '../report/adopt.js';
import { mergeReports } from '../report/merge.js';

/** One JSON report to merge, and the name messages give its file. */
export interface NamedReport {
  name: string;
  report: Report;
}

/**
 * The report of `merge`: reports of one command (shards of a matrix) merged into one,
 * de-duplicated by fingerprint. Reports of different commands are an InputError naming both.
 */
export function runMerge(reports: readonly NamedReport[]): Report {
  const first = reports[0];
  const odd = reports.findIndex((r) => r.report.command !== first.report.command);
  if (odd !== -1) {
    throw new InputError(
      `${reports[odd].name}: ${describeReportCommand(reports[odd].report.command)} cannot merge with ${describeReportCommand(first.report.command).replace(/^a /, 'the ')} of ${first.name}`,
    );
  }
  return mergeReports(reports.map((r) => r.report));
}
