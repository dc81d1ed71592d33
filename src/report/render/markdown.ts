import type { Finding, Report, Severity } from '../../model/index.js';
import { compareFindings } from '../build.js';
import { escapeMarkdown } from '../escape.js';
import { truncateWitness } from '../witness.js';

/** GitHub refuses job summaries over 1 MiB; stay well below it. */
export const SUMMARY_BYTE_LIMIT = 1024 * 1024 - 64 * 1024;
const TOP_FINDINGS = 30;
const ORDER: Severity[] = ['error', 'warning', 'note'];

export interface SummaryOptions {
  /** Heading, e.g. "ToolWitness scan". */
  title?: string;
  /** Counts of findings left out of the totals (unchanged since a baseline, suppressed). */
  unchanged?: number;
  suppressed?: number;
  /** Findings to leave out of the table, by fingerprint. */
  skip?: ReadonlySet<string>;
  /** Extra lines (already escaped Markdown) such as "10 more warnings are only in the SARIF log". */
  notes?: string[];
}

/**
 * A job summary in GitHub-flavoured Markdown: counts, the most severe findings with their
 * witness or reason, and run notes. Every untrusted string is escaped, so a catalog cannot add
 * links, mentions or HTML. Cut to stay under GitHub's size limit.
 */
export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const findings = report.findings
    .filter((f) => !options.skip?.has(f.fingerprint))
    .sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity) || compareFindings(a, b));
  const count = (s: Severity): number => findings.filter((f) => f.severity === s).length;
  const out: string[] = [
    `## ${escapeMarkdown(options.title ?? `ToolWitness ${report.command}`)}`,
    '',
    '| errors | warnings | notes | unchanged | suppressed |',
    '|---:|---:|---:|---:|---:|',
    `| ${count('error')} | ${count('warning')} | ${count('note')} | ${options.unchanged ?? 0} | ${options.suppressed ?? 0} |`,
    '',
  ];
  if (findings.length === 0) {
    out.push('No new findings.', '');
  } else {
    out.push('| severity | rule | where | finding | evidence |', '|---|---|---|---|---|');
    let bytes = Buffer.byteLength(out.join('\n'));
    let listed = 0;
    for (const f of findings.slice(0, TOP_FINDINGS)) {
      const row = findingRow(f);
      bytes += Buffer.byteLength(row) + 1;
      if (bytes > SUMMARY_BYTE_LIMIT) break;
      out.push(row);
      listed++;
    }
    out.push('');
    if (listed < findings.length) {
      out.push(
        `${findings.length - listed} more finding(s) are in the SARIF log and the JSON report.`,
        '',
      );
    }
  }
  for (const note of options.notes ?? []) out.push(note, '');
  return `${out.join('\n').trimEnd()}\n`;
}

function findingRow(f: Finding): string {
  const loc = f.locations[0];
  const where = `${loc.uri}:${loc.line}${loc.tool !== undefined ? ` ${loc.tool}` : ''}`;
  return `| ${f.severity} | ${f.ruleId} ${f.rule} | ${cell(where)} | ${cell(f.message)} | ${cell(evidence(f))} |`;
}

function evidence(f: Finding): string {
  const ev = f.evidence as Record<string, unknown>;
  if (ev.witness !== undefined) return `witness ${truncateWitness(ev.witness, 120)}`;
  if (typeof ev.argsDigest === 'string') return `args sha256 ${ev.argsDigest.slice(0, 16)}…`;
  const reason = ev.reason as { code?: unknown } | undefined;
  if (reason && typeof reason.code === 'string') return reason.code;
  return '';
}

/** One table cell: escaped, on one line, pipes harmless. */
function cell(text: string): string {
  return escapeMarkdown(text.replace(/[\r\n]+/g, ' '));
}
