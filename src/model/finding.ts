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

/** Why a check stopped or could not decide: a stable code and one sentence. */
export type EvidenceReason = { code: string; message: string };

/**
 * A finding's evidence as any reader may rely on: the members renderers and front ends read,
 * with the one type every rule gives each, beside the rule's own members. Findings built
 * in-process have their rule's type (`EvidenceOf`, which must fit this one); `parseReport`
 * checks a report read from a file against it, so renderers need no casts either way.
 */
export type FindingEvidence = {
  [member: string]: unknown;
  /** A schema-derived argument object (an overlap's witness), never call data. */
  witness?: unknown;
  /** A proof or comparison verdict: `overlap`, `disjoint`, `unknown`, `breaking`, … */
  verdict?: string;
  /** Why: a word (a broken link's `digest`, `head`) or a code and a sentence. */
  reason?: string | { code: string; message?: string };
  /** The call or link index the finding is about. */
  index?: number;
  /** A broken link's reason in a sentence. */
  detail?: string;
  /** A broken link's expected and found digests. */
  expected?: string;
  found?: string;
  /** Digests that stand for call arguments, calls and responses (raw ones never reach a report). */
  argsDigest?: string;
  callDigest?: string;
  responseDigest?: string;
  firstResponseDigest?: string;
  /** The new name of a tool renamed between catalog versions. */
  renamedTo?: string;
};

export interface Finding {
  ruleId: string;
  rule: string;
  severity: Severity;
  message: string;
  /** sha256(JCS({ruleId, subjects})), see report/fingerprint. */
  fingerprint: string;
  /** locations[0] is primary; the rest become SARIF relatedLocations. */
  locations: FindingLocation[];
  /** What the finding rests on; typed per rule by `EvidenceOf` (src/findings/evidence.ts). */
  evidence: FindingEvidence;
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
