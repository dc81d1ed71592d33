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

/**
 * `evidence` of a broken sealed link (TW401), which `verify` renders: the link's index, why it
 * broke (`digest`, `head`, …) in a word and a sentence, and the digests compared.
 */
export type ChainBreakEvidence = {
  index: number;
  reason: string;
  detail: string;
  expected?: string;
  found?: string;
};

/** Counts of new, unsuppressed findings (the ones that gate and get annotations). */
export interface ReportSummary {
  errors: number;
  warnings: number;
  notes: number;
}

/** `stats` of a report whose command is not known here (a report read from a file, a merge). */
export type AnyStats = Record<string, unknown>;

/**
 * The deterministic result of one command; renderers turn it into text. `S` is the command's
 * `stats` (`ScanStats`, `ReplayStats`, `ScopeStats`, …, as each `run*` function returns them);
 * a report of any command, one read from a file included, has `AnyStats`.
 */
export interface Report<S extends object = AnyStats> {
  schemaVersion: 1;
  tool: { name: 'toolwitness'; version: string };
  command: string;
  summary: ReportSummary;
  findings: Finding[];
  stats: S;
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
