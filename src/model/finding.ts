import type { SourceLocation } from './tool.js';

export type Severity = 'error' | 'warning' | 'note';

/** A finding's place: a tool or call location plus the subject's identity. */
export interface FindingLocation extends SourceLocation {
  tool?: string;
  server?: string;
  /** Zero-based call ordinal in the file (call locations only). */
  index?: number;
}

/** Whether a finding was in the baseline report (`--baseline`): SARIF's `baselineState`. */
export type BaselineState = 'new' | 'unchanged';

/** Why a finding does not count: a settings suppression that names its rule and tools. */
export interface FindingSuppression {
  rule: string;
  reason: string;
}

export interface Finding {
  ruleId: string;
  rule: string;
  severity: Severity;
  message: string;
  /** sha256(JCS({ruleId, subjects})), see report/fingerprint. */
  fingerprint: string;
  /** locations[0] is primary; the rest become SARIF relatedLocations. */
  locations: FindingLocation[];
  evidence: Record<string, unknown>;
  /** Set only when a baseline was given. */
  baselineState?: BaselineState;
  /** Set when a settings suppression matched; the finding stays in JSON and SARIF. */
  suppressed?: FindingSuppression;
}

/** Counts of new, unsuppressed findings (the ones that gate and get annotations). */
export interface ReportSummary {
  errors: number;
  warnings: number;
  notes: number;
}

/** The deterministic result of one command; renderers turn it into text. */
export interface Report {
  schemaVersion: 1;
  tool: { name: 'toolwitness'; version: string };
  command: string;
  summary: ReportSummary;
  findings: Finding[];
  stats: Record<string, unknown>;
}

/**
 * The file a run-level finding (a bound, a token budget) is located at: the least uri in
 * code-unit order, so the report does not depend on the order the files were given.
 */
export function runUri(uris: Iterable<string>, fallback = 'stdin'): string {
  let least: string | undefined;
  for (const uri of uris) if (least === undefined || uri < least) least = uri;
  return least ?? fallback;
}
