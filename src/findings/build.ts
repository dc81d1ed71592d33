import { canonicalJson } from '../canonical/jcs.js';
import type {
  AnyStats,
  Finding,
  FindingEvidence,
  FindingLocation,
  Report,
  Severity,
} from '../model/index.js';
import { INCOMPLETE_RULE_IDS, ruleById, type RuleId } from '../rules/registry.js';
import type { EvidenceOf, RuleFinding } from './evidence.js';
import { fingerprint } from './fingerprint.js';

/**
 * What an analyzer knows about a finding of rule `R`; the registry supplies the rest. Its
 * evidence has the rule's type (`EvidenceOf<R>`); without `R`, any `FindingEvidence`.
 */
export interface FindingInput<E extends FindingEvidence = FindingEvidence> {
  message: string;
  /** locations[0] is primary. */
  locations: FindingLocation[];
  evidence: E;
  /** Identity of what the finding is about, already sorted by the caller; see `fingerprint`. */
  subjects: unknown[];
  /** Overrides the rule's default severity (from settings). */
  severity?: Severity;
}

/**
 * Builds a finding of rule `R` with the rule's name and default severity and a fingerprint of
 * `subjects`. The evidence must have the rule's type (`EvidenceOf<R>`): a wrong shape is a
 * compile error here, not a report a renderer misreads.
 */
export function makeFinding<R extends RuleId>(
  ruleId: R,
  input: FindingInput<EvidenceOf<R>>,
): RuleFinding<R> {
  return findingForRuleId(ruleId, input) as RuleFinding<R>;
}

/**
 * `makeFinding` for an id a caller holds as a plain string (from its own table of rules): an
 * id that is not registered is a bug and throws, and the evidence is checked only against
 * `FindingEvidence`. Prefer `makeFinding` with a `RuleId`.
 */
export function findingForRuleId(ruleId: string, input: FindingInput): Finding {
  const rule = ruleById(ruleId);
  return {
    ruleId: rule.id,
    rule: rule.name,
    severity: input.severity ?? rule.severity,
    message: input.message,
    fingerprint: fingerprint(rule.id, input.subjects),
    locations: input.locations,
    evidence: input.evidence,
  };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NUMERIC_SEGMENT = /^(?:0|[1-9][0-9]*)$/;

function compareSegments(a: string, b: string): number {
  const aNum = NUMERIC_SEGMENT.test(a);
  const bNum = NUMERIC_SEGMENT.test(b);
  if (aNum && bNum) {
    // Canonical decimal strings: longer is larger, equal lengths compare as text. No precision loss.
    return compareNumbers(a.length, b.length) || compareStrings(a, b);
  }
  if (aNum !== bNum) return aNum ? -1 : 1;
  return compareStrings(a, b);
}

/** Compares RFC 6901 pointers segment by segment, numeric segments as numbers (`/9` < `/10`). */
export function comparePointers(a: string, b: string): number {
  // the usual case when a sort gets this far: the same tool or call
  if (a === b) return 0;
  const as = a.split('/').map(unescapePointerSegment);
  const bs = b.split('/').map(unescapePointerSegment);
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(as[i], bs[i]);
    if (c !== 0) return c;
  }
  return compareNumbers(as.length, bs.length);
}

function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Position within a file, as (kind, value). Locations without a call ordinal (tools, run-level
 * notes) come before call locations (kind 1), which order by `index`; mixing the two scales
 * would not be a total order. Two functions rather than a tuple: a sort calls them per comparison.
 */
function positionKind(loc: FindingLocation | undefined): number {
  return loc === undefined || loc.index === undefined ? 0 : 1;
}

function positionValue(loc: FindingLocation | undefined): number {
  if (loc === undefined) return 0;
  return loc.index === undefined ? loc.line : loc.index;
}

/**
 * Total, deterministic finding order: primary uri, line (or call index), column, rule id,
 * pointer (numeric segments as numbers), fingerprint, and finally the canonical bytes.
 */
export function compareFindings(a: Finding, b: Finding): number {
  const la = a.locations[0];
  const lb = b.locations[0];
  return (
    compareStrings(la?.uri ?? '', lb?.uri ?? '') ||
    compareNumbers(positionKind(la), positionKind(lb)) ||
    compareNumbers(positionValue(la), positionValue(lb)) ||
    compareNumbers(la?.column ?? 0, lb?.column ?? 0) ||
    compareStrings(a.ruleId, b.ruleId) ||
    comparePointers(la?.pointer ?? '', lb?.pointer ?? '') ||
    compareStrings(a.fingerprint, b.fingerprint) ||
    compareStrings(canonicalJson(a), canonicalJson(b))
  );
}

const RANK: Record<Severity, number> = { note: 1, warning: 2, error: 3 };

/** True when `severity` is at or above `threshold` (note < warning < error). */
export function severityAtLeast(severity: Severity, threshold: Severity): boolean {
  return RANK[severity] >= RANK[threshold];
}

/**
 * True when a finding counts: not unchanged since the baseline and not suppressed. Only these
 * enter the summary, the exit code, annotations and the human listing.
 */
export function isActive(f: Finding): boolean {
  return f.baselineState !== 'unchanged' && f.suppressed === undefined;
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(sortKeysDeep);
    // a per-file list (every entry an object with a string uri) in uri order, stable for equal
    // uris: the same files given in another order give the same stats
    return items.length > 1 && items.every(hasUri)
      ? items.sort((x, y) => compareStrings(x.uri, y.uri))
      : items;
  }
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a `__proto__` key stays data.
    return Object.fromEntries(
      Object.keys(value)
        .sort(compareStrings)
        .map((k) => [k, sortKeysDeep((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function hasUri(value: unknown): value is { uri: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { uri?: unknown }).uri === 'string'
  );
}

/** The inputs of a report; findings may come in any order. */
export interface ReportInput<S extends object = AnyStats> {
  command: string;
  version: string;
  findings: readonly Finding[];
  stats: S;
}

/**
 * Sorted, counted (active findings only, see `isActive`), deterministic report. Does not mutate
 * its input. `stats` keep their shape; only the order of their keys changes.
 */
export function buildReport<S extends object = AnyStats>(input: ReportInput<S>): Report<S> {
  const findings = [...input.findings].sort(compareFindings);
  const summary = { errors: 0, warnings: 0, notes: 0 };
  for (const f of findings) {
    if (!isActive(f)) continue;
    if (f.severity === 'error') summary.errors++;
    else if (f.severity === 'warning') summary.warnings++;
    else summary.notes++;
  }
  return {
    schemaVersion: 1,
    tool: { name: 'toolwitness', version: input.version },
    command: input.command,
    summary,
    findings,
    stats: sortKeysDeep(input.stats) as S,
  };
}

/** The gate of a report: the lowest severity that fails it (`--fail-on`, the Action's `fail-on`). */
export type FailOn = Severity | 'never';

/** Every `FailOn` value, in the order options list them. */
export const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'warning', 'note', 'never'];

/**
 * True when analysis was left incomplete: `stats.incomplete` is true (set by analyzers, e.g. an
 * identity pair whose proof was `unknown`), or a finding of an incomplete-marking rule (TW105,
 * TW204) is present.
 */
export function isIncomplete(report: Report): boolean {
  return (
    report.stats.incomplete === true ||
    report.findings.some((f) => INCOMPLETE_RULE_IDS.includes(f.ruleId))
  );
}

/**
 * DESIGN exit code for a completed run: 1 when an active finding (new since the baseline and not
 * suppressed, see `isActive`) is at or above `failOn`, or when
 * `strictIncomplete` (`--strict` was given and analysis was incomplete, see `isIncomplete`),
 * whatever `failOn` says; else 0.
 */
export function exitCodeFor(report: Report, failOn: FailOn, strictIncomplete: boolean): 0 | 1 {
  if (strictIncomplete) return 1;
  if (failOn === 'never') return 0;
  return report.findings.some((f) => isActive(f) && severityAtLeast(f.severity, failOn)) ? 1 : 0;
}
