import type { Finding, Report, Severity } from '../../model/index.js';
import { compareFindings, type FailOn } from '../build.js';
import { isRuleId, ruleById } from '../../rules/registry.js';
import { escapeMarkdown } from '../escape.js';
import { scoreLine } from './group.js';
import { gateOf, plural, SEVERITY_ORDER } from './verdict.js';
import { weakens, type SettingsReview } from '../settings-diff.js';
import { evidenceSummary } from './evidence.js';

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
  const score = scoreLine(report);
  if (score !== undefined) out.push(escapeMarkdown(score), '');
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
  return `| ${f.severity} | ${f.ruleId} ${f.rule} | ${cell(where)} | ${cell(f.message)} | ${cell(evidenceSummary(f))} |`;
}

/** One table cell: escaped, on one line, pipes harmless. */
function cell(text: string): string {
  return escapeMarkdown(text.replace(/[\r\n]+/g, ' '));
}

/** One analysis in the Action's summary. */
export interface SummarySection {
  /** Analysis name, as in the SARIF category (`scan`, `replay`, …). */
  name: string;
  /** What it is, e.g. "catalog scan". */
  title: string;
  report: Report;
  /** Findings left out of counts and rows (unchanged, suppressed), by fingerprint. */
  skip?: ReadonlySet<string>;
  unchanged?: number;
  suppressed?: number;
}

export interface ActionSummaryOptions {
  /** Heading; default "ToolWitness". */
  title?: string;
  /**
   * The step's gate: its fail-on level and whether strict fails incomplete analysis. The
   * summary opens with whether it passed; without it there is no gate line.
   */
  gate?: { failOn: FailOn; strict: boolean };
  /** JSON reports were written (report-dir), so "the rest are in the JSON report" holds. */
  jsonReports?: boolean;
  /** Extra lines (already escaped Markdown). */
  notes?: string[];
  /** On a pull request: what it changes in the settings file. */
  settings?: SettingsReview;
}

const LIST_LIMIT = 50;
const REASON_CHARS = 300;

/**
 * The Action's job summary: one counts row per analysis (new, unsuppressed findings, with
 * unchanged and suppressed apart), each analysis's most severe findings, the settings changes
 * of a pull request, and run notes. Untrusted text is escaped; the whole stays under
 * SUMMARY_BYTE_LIMIT, cutting finding rows first.
 */
export function renderActionSummary(
  sections: readonly SummarySection[],
  options: ActionSummaryOptions = {},
): string {
  const active = sections.map((s) =>
    s.report.findings
      .filter((f) => !s.skip?.has(f.fingerprint))
      .sort(
        (a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity) || compareFindings(a, b),
      ),
  );
  const head: string[] = [`## ${escapeMarkdown(options.title ?? 'ToolWitness')}`, ''];
  if (options.gate !== undefined) head.push(gateSentence(sections, options.gate), '');
  head.push(
    '| analysis | errors | warnings | notes | unchanged | suppressed |',
    '|---|---:|---:|---:|---:|---:|',
  );
  const total = { error: 0, warning: 0, note: 0, unchanged: 0, suppressed: 0 };
  sections.forEach((s, i) => {
    const n = (sev: Severity): number => active[i].filter((f) => f.severity === sev).length;
    const row = { error: n('error'), warning: n('warning'), note: n('note') };
    total.error += row.error;
    total.warning += row.warning;
    total.note += row.note;
    total.unchanged += s.unchanged ?? 0;
    total.suppressed += s.suppressed ?? 0;
    head.push(
      `| ${cell(`${s.name} (${s.title})`)} | ${row.error} | ${row.warning} | ${row.note} | ${s.unchanged ?? 0} | ${s.suppressed ?? 0} |`,
    );
  });
  if (sections.length > 1) {
    head.push(
      `| total | ${total.error} | ${total.warning} | ${total.note} | ${total.unchanged} | ${total.suppressed} |`,
    );
  }
  head.push('');
  // what the change brings (new findings over the baseline, weakened settings) comes before
  // the findings
  if (total.unchanged > 0) {
    const fresh = total.error + total.warning + total.note;
    head.push(
      `Compared with the baseline: ${plural(fresh, 'new finding')}, ${total.unchanged} unchanged (not counted above the gate).`,
      '',
    );
  }
  if (options.settings !== undefined) head.push(...settingsSection(options.settings));
  const tail: string[] = [];
  for (const note of options.notes ?? []) tail.push(note, '');

  const fixed = Buffer.byteLength([...head, ...tail].join('\n')) + sections.length * 256;
  let bytes = fixed;
  const body: string[] = [];
  sections.forEach((s, i) => {
    const findings = active[i];
    body.push(`### ${cell(s.name)}: ${cell(s.title)}`, '');
    const score = scoreLine(s.report);
    if (score !== undefined) body.push(escapeMarkdown(score), '');
    for (const line of chainLines(s.report)) body.push(line, '');
    if (findings.length === 0) {
      body.push('No new findings.', '');
      return;
    }
    const rows: string[] = [];
    for (const f of findings.slice(0, TOP_FINDINGS)) {
      const row = findingRow(f);
      const size = Buffer.byteLength(row) + 1;
      if (bytes + size > SUMMARY_BYTE_LIMIT) break;
      bytes += size;
      rows.push(row);
    }
    if (rows.length > 0) {
      body.push(
        '| severity | rule | where | finding | evidence |',
        '|---|---|---|---|---|',
        ...rows,
        '',
      );
    }
    if (rows.length < findings.length) {
      const where =
        options.jsonReports === true ? 'the SARIF log and the JSON report' : 'the SARIF log';
      body.push(
        `${findings.length - rows.length} more ${cell(s.name)} finding(s) are in ${where}.`,
        '',
      );
    }
  });
  return `${[...head, ...body, ...tail].join('\n').trimEnd()}\n`;
}

/**
 * `**Gate: failed.** fail-on error: 6 errors.` / `**Gate: passed.** fail-on error: nothing at
 * or above it.`, over every analysis, with strict's incomplete analyses named.
 */
function gateSentence(
  sections: readonly SummarySection[],
  gate: { failOn: FailOn; strict: boolean },
): string {
  const counts = { error: 0, warning: 0, note: 0 };
  const incomplete: string[] = [];
  for (const s of sections) {
    const strictIncomplete = gate.strict && s.report.stats.incomplete === true;
    if (strictIncomplete) incomplete.push(s.name);
    const g = gateOf(s.report, gate.failOn, strictIncomplete);
    for (const sev of SEVERITY_ORDER) counts[sev] += g.counts[sev];
  }
  const over = SEVERITY_ORDER.filter((sev) => counts[sev] > 0).map((sev) =>
    plural(counts[sev], sev),
  );
  const reasons: string[] = [];
  if (gate.failOn === 'never') reasons.push('fail-on never: findings do not fail the step');
  else if (over.length > 0) reasons.push(`fail-on ${gate.failOn}: ${over.join(', ')}`);
  else reasons.push(`fail-on ${gate.failOn}: no new finding at or above it`);
  if (incomplete.length > 0) {
    reasons.push(`strict: analysis incomplete (${incomplete.map(cell).join(', ')})`);
  }
  const failed = over.length > 0 || incomplete.length > 0;
  return `**Gate: ${failed ? 'failed' : 'passed'}.** ${reasons.join('; ')}.`;
}

const DIGEST = /^[0-9a-f]{64}$/;
const CHAIN_LINES = 20;

/**
 * For each verified chain without a break: how long it is and the digest it ends in (what a
 * later `verify --head` pins). Reads the Action's `stats.sealed` entries, or the CLI's
 * `stats.links` and `stats.head`.
 */
function chainLines(report: Report): string[] {
  const broken = report.findings.some(
    (f) => isRuleId(f.ruleId) && ruleById(f.ruleId).render.chainBreak === true,
  );
  const { links, head, sealed } = report.stats;
  if (!Array.isArray(sealed)) {
    if (broken || typeof links !== 'number' || typeof head !== 'string' || !DIGEST.test(head)) {
      return [];
    }
    return [`Chain intact: ${plural(links, 'link')}, head \`${head}\`.`];
  }
  const intact = sealed.filter(
    (e): e is { uri: string; links: number; head: string } =>
      typeof e === 'object' &&
      e !== null &&
      e.chain === 'intact' &&
      typeof e.uri === 'string' &&
      typeof e.links === 'number' &&
      typeof e.head === 'string' &&
      DIGEST.test(e.head),
  );
  const lines = intact
    .slice(0, CHAIN_LINES)
    .map((e) => `Chain intact: ${cell(e.uri)}, ${plural(e.links, 'link')}, head \`${e.head}\`.`);
  if (intact.length > CHAIN_LINES)
    lines.push(`${intact.length - CHAIN_LINES} more intact chain(s).`);
  return lines;
}

function settingsSection(review: SettingsReview): string[] {
  const out = [`### Settings this pull request changes (${cell(review.uri)})`, ''];
  if (review.status === 'unavailable') {
    out.push(
      `Could not compare ${cell(review.uri)} with the pull request's base: ${cell(review.reason)}. Severity changes and suppressions this pull request introduces are not listed.`,
      '',
    );
    return out;
  }
  const { rules, suppressions } = review.diff;
  if (!review.baseExists)
    out.push(`The base commit has no ${cell(review.uri)}: all of it is new.`, '');
  if (rules.length === 0 && suppressions.length === 0) {
    out.push('No rule severity changes and no new suppressions.', '');
    return out;
  }
  if (rules.length > 0) {
    out.push('| rule | base | this pull request | effect |', '|---|---|---|---|');
    for (const c of rules.slice(0, LIST_LIMIT)) {
      const name = isRuleId(c.rule) ? ruleById(c.rule).name : '';
      const effect = weakens(c) ? '**weaker**' : 'stricter';
      out.push(
        `| ${cell(`${c.rule} ${name}`)} | ${c.from}${c.fromDefault ? ' (default)' : ''} | ${c.to}${c.toDefault ? ' (default)' : ''} | ${effect} |`,
      );
    }
    if (rules.length > LIST_LIMIT)
      out.push('', `${rules.length - LIST_LIMIT} more rule change(s).`);
    out.push('');
  }
  if (suppressions.length > 0) {
    out.push('| new suppression | tools | reason |', '|---|---|---|');
    for (const s of suppressions.slice(0, LIST_LIMIT)) {
      const name = isRuleId(s.rule) ? ` ${ruleById(s.rule).name}` : '';
      const tools =
        s.tools.slice(0, 10).join(', ') +
        (s.tools.length > 10 ? `, and ${s.tools.length - 10} more` : '');
      const reason =
        s.reason.length > REASON_CHARS ? `${s.reason.slice(0, REASON_CHARS)}…` : s.reason;
      out.push(`| ${cell(s.rule + name)} | ${cell(tools)} | ${cell(reason)} |`);
    }
    if (suppressions.length > LIST_LIMIT) {
      out.push('', `${suppressions.length - LIST_LIMIT} more new suppression(s).`);
    }
    out.push('');
  }
  return out;
}
