import type { Finding, FindingLocation, Report, Severity } from '../../model/index.js';
import { isRuleId, ruleById } from '../../rules/registry.js';
import { compareFindings, severityAtLeast } from '../build.js';
import { escapeTerminal } from '../escape.js';
import { evidenceSummary } from './evidence.js';

/** GitHub shows at most this many annotations of each level per step and drops the rest. */
export const ANNOTATIONS_PER_LEVEL = 10;

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'notice' };
const ORDER: Severity[] = ['error', 'warning', 'note'];

export interface AnnotationOptions {
  /** Prefix for finding uris so paths are relative to the repository root (GITHUB_WORKSPACE). */
  uriPrefix?: string;
  /** Findings to leave out (e.g. unchanged since a baseline), by fingerprint. */
  skip?: ReadonlySet<string>;
  /**
   * Least severe level annotated (default `note`, every level); findings below it are counted
   * in `below`, not annotated.
   */
  minSeverity?: Severity;
  /** Slots per level already taken by other annotations of the step (settings warnings). */
  reserved?: Partial<Record<Severity, number>>;
}

export interface Annotations {
  /** Workflow command lines, most severe first, each ending in a newline. */
  text: string;
  /** How many findings of each level got no annotation because of the per-level limit. */
  omitted: Record<Severity, number>;
  /** How many findings of each level got none because they are below `minSeverity`. */
  below: Record<Severity, number>;
}

/** Longest witness in an annotation, in UTF-8 bytes of its compact JSON. */
const WITNESS_BYTES = 200;
/** Other locations listed per annotation (a TW109 group can name dozens). */
const OTHER_LOCATIONS = 3;

/** Workflow-command data escaping (as @actions/core's escapeData). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Workflow-command property escaping (as @actions/core's escapeProperty). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * `::error file=…,line=…::message` lines for a report (or the findings of several, since the
 * limit is per step), at most ten per level: the most severe first, then by location, so the
 * same findings always get the slots. Each message adds the witness (or the digests standing
 * for call data), the other tools' file and line, and the rule's fix hint. Untrusted text is
 * escaped so a catalog cannot end the command early or start a new one.
 */
export function renderAnnotations(
  report: Pick<Report, 'findings'>,
  options: AnnotationOptions = {},
): Annotations {
  const omitted: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  const below: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  const lines: string[] = [];
  const min = options.minSeverity ?? 'note';
  const findings = report.findings
    .filter((f) => !options.skip?.has(f.fingerprint))
    .filter((f) => {
      if (severityAtLeast(f.severity, min)) return true;
      below[f.severity]++;
      return false;
    })
    .sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity) || compareFindings(a, b));
  const shown: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  for (const finding of findings) {
    const slots = ANNOTATIONS_PER_LEVEL - (options.reserved?.[finding.severity] ?? 0);
    if (shown[finding.severity] >= slots) {
      omitted[finding.severity]++;
      continue;
    }
    shown[finding.severity]++;
    lines.push(annotation(finding, options.uriPrefix ?? ''));
  }
  return { text: lines.map((l) => `${l}\n`).join(''), omitted, below };
}

/** A warning on a line of a file that is not a finding (a settings line weakening the gate). */
export interface LineWarning {
  uri: string;
  line: number;
  column: number;
  message: string;
}

/**
 * `::warning file=…,line=…::message` lines, at most ANNOTATIONS_PER_LEVEL; returns the lines and
 * how many were left out. Escaped like finding annotations.
 */
export function renderLineWarnings(
  warnings: readonly LineWarning[],
  title: string,
  uriPrefix = '',
): { text: string; shown: number; omitted: number } {
  const shown = warnings.slice(0, ANNOTATIONS_PER_LEVEL);
  const text = shown
    .map((w) => {
      const props = [
        `file=${escapeProperty(escapeTerminal(uriPrefix + w.uri))}`,
        `line=${w.line}`,
        `col=${w.column}`,
        `title=${escapeProperty(escapeTerminal(title))}`,
      ];
      return `::warning ${props.join(',')}::${escapeData(escapeTerminal(w.message))}\n`;
    })
    .join('');
  return { text, shown: shown.length, omitted: warnings.length - shown.length };
}

function where(loc: FindingLocation, prefix: string): string {
  const tool =
    loc.tool === undefined
      ? ''
      : ` ${loc.tool}${loc.server !== undefined ? ` (${loc.server})` : ''}`;
  return `${prefix}${loc.uri}:${loc.line}${tool}`;
}

/** The message, then one line each: evidence, the other locations, what to do. */
function body(f: Finding, prefix: string): string[] {
  const lines = [f.message];
  const evidence = evidenceSummary(f, WITNESS_BYTES);
  if (evidence !== '') lines.push(evidence);
  const others = f.locations.slice(1);
  if (others.length > 0) {
    const shown = others.slice(0, OTHER_LOCATIONS).map((loc) => where(loc, prefix));
    const more = others.length - shown.length;
    lines.push(`also: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`);
  }
  if (isRuleId(f.ruleId)) lines.push(`fix: ${ruleById(f.ruleId).fix}`);
  return lines;
}

function annotation(f: Finding, prefix: string): string {
  const loc = f.locations[0];
  const props = [
    `file=${escapeProperty(escapeTerminal(prefix + loc.uri))}`,
    `line=${loc.line}`,
    `col=${loc.column}`,
    `title=${escapeProperty(escapeTerminal(`${f.ruleId} ${f.rule}`))}`,
  ];
  return `::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(
    // each line escaped on its own: a line break inside untrusted text stays visible, not real
    body(f, prefix)
      .map((line) => escapeTerminal(line))
      .join('\n'),
  )}`;
}
