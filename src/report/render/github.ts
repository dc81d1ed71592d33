import type { Finding, Report, Severity } from '../../model/index.js';
import { compareFindings } from '../build.js';
import { escapeTerminal } from '../escape.js';

/** GitHub shows at most this many annotations of each level per step and drops the rest. */
export const ANNOTATIONS_PER_LEVEL = 10;

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'notice' };
const ORDER: Severity[] = ['error', 'warning', 'note'];

export interface AnnotationOptions {
  /** Prefix for finding uris so paths are relative to the repository root (GITHUB_WORKSPACE). */
  uriPrefix?: string;
  /** Findings to leave out (e.g. unchanged since a baseline), by fingerprint. */
  skip?: ReadonlySet<string>;
}

export interface Annotations {
  /** Workflow command lines, most severe first, each ending in a newline. */
  text: string;
  /** How many findings of each level got no annotation because of the per-level limit. */
  omitted: Record<Severity, number>;
}

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
 * limit is per step), at most ten per level. Untrusted text is escaped so a catalog cannot end
 * the command early or start a new one.
 */
export function renderAnnotations(
  report: Pick<Report, 'findings'>,
  options: AnnotationOptions = {},
): Annotations {
  const omitted: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  const lines: string[] = [];
  const findings = report.findings
    .filter((f) => !options.skip?.has(f.fingerprint))
    .sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity) || compareFindings(a, b));
  const shown: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  for (const finding of findings) {
    if (shown[finding.severity] >= ANNOTATIONS_PER_LEVEL) {
      omitted[finding.severity]++;
      continue;
    }
    shown[finding.severity]++;
    lines.push(annotation(finding, options.uriPrefix ?? ''));
  }
  return { text: lines.map((l) => `${l}\n`).join(''), omitted };
}

function annotation(f: Finding, prefix: string): string {
  const loc = f.locations[0];
  const props = [
    `file=${escapeProperty(escapeTerminal(prefix + loc.uri))}`,
    `line=${loc.line}`,
    `col=${loc.column}`,
    `title=${escapeProperty(escapeTerminal(`${f.ruleId} ${f.rule}`))}`,
  ];
  return `::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(escapeTerminal(f.message))}`;
}
