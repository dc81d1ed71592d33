import type { Finding, FindingLocation, Report, Severity } from '../../model/index.js';
import { isActive, severityAtLeast, type FailOn } from '../build.js';
import { escapeTerminal } from '../escape.js';
import { isRuleId, ruleById } from '../../rules/registry.js';
import { adoptionLine, tallyLines } from './human.js';
import { TERMINAL_WIDTH, truncateLine } from './layout.js';
import { bySeverity, gateLine, gateOf, hiddenLine } from './verdict.js';

/** Commands whose human output is ToolReplay's line format. */
export const TRANSCRIPT_COMMANDS: readonly string[] = ['replay', 'scope', 'verify'];

/** Options of the ToolReplay line format. */
export interface TranscriptRenderOptions {
  /** `--min-severity`: finding lines below it are left out and counted in one closing line. */
  minSeverity?: Severity;
  /** The run's `--fail-on`: adds the gate line after the counts, as scan's verdict has. */
  failOn?: FailOn;
  /** `--strict` was given and analysis was incomplete. */
  strictIncomplete?: boolean;
}

/**
 * The gate (with `failOn`) and the per-rule tally, after ToolReplay's counts and before the
 * finding lines, so ToolReplay's own lines keep their order.
 */
function verdictLines(report: Report, options: TranscriptRenderOptions): string[] {
  const lines: string[] = [];
  if (options.failOn !== undefined) {
    lines.push(gateLine(gateOf(report, options.failOn, options.strictIncomplete === true)));
  }
  lines.push(...tallyLines(bySeverity(report.findings)));
  return lines;
}

interface TranscriptStat {
  uri: string;
  divergence: number | null;
}

function findingLine(f: Finding, prefixUri: boolean): string {
  const loc = f.locations[0];
  const where = loc?.index !== undefined ? `index ${loc.index}` : (loc?.uri ?? '-');
  const uri = prefixUri && loc !== undefined && loc.index !== undefined ? `${loc.uri}: ` : '';
  return escapeTerminal(`${uri}${where}: ${f.rule}: ${f.message}`);
}

/**
 * The catalog tools a provider-trace finding names (its related locations), one line each;
 * transcript findings have none, so ToolReplay's lines are unchanged.
 */
function relatedLines(f: Finding): string[] {
  return f.locations.slice(1).map((loc: FindingLocation) => {
    const label =
      loc.tool === undefined
        ? ''
        : loc.server !== undefined
          ? ` ${loc.tool} (${loc.server})`
          : ` ${loc.tool}`;
    return truncateLine(
      escapeTerminal(`  ↳ ${loc.uri}:${loc.line}:${loc.column}${label}`),
      TERMINAL_WIDTH,
    );
  });
}

function isChainBreak(f: Finding): boolean {
  return isRuleId(f.ruleId) && ruleById(f.ruleId).render.chainBreak === true;
}

function verifyLines(report: Report): string[] {
  const lines: string[] = [];
  const broken = report.findings.find(isChainBreak);
  if (broken === undefined) {
    lines.push('chain: intact');
    // what `verify --head` and a nightly gate need: how long the chain is and where it ends
    if (typeof report.stats.links === 'number') lines.push(`links: ${report.stats.links}`);
    if (typeof report.stats.head === 'string') lines.push(`head: ${report.stats.head}`);
  } else {
    // a report read from a file may lack any of them (parseReport checks the types of those it has)
    const ev = broken.evidence;
    lines.push('chain: broken');
    lines.push(
      ev.reason === 'head'
        ? `head mismatch after ${String(ev.index)} links`
        : `first broken link: index ${String(ev.index)}`,
    );
    if (ev.expected !== undefined) lines.push(`expected: ${ev.expected}`);
    if (ev.found !== undefined) lines.push(`found: ${escapeTerminal(ev.found)}`);
    if (ev.reason !== 'digest' && ev.detail !== undefined)
      lines.push(`reason: ${escapeTerminal(ev.detail)}`);
  }
  const signature = report.stats.signature;
  if (signature === 'valid' || signature === 'invalid') lines.push(`signature: ${signature}`);
  return lines;
}

/**
 * ToolReplay-compatible human output, for every replay (transcripts, provider traces or both),
 * scope and verify: `calls: N`, `divergence: index I|none` (replay only), `findings: N`, then
 * ToolWitness's verdict (the gate line when `failOn` is given, the per-rule tally), then
 * `index I: rule-name: message` per finding in report order (a finding without a call index,
 * such as the permissive-tools note, names its file instead of an index); catalog tools a trace
 * finding names follow it as `↳ file:line:col tool (server)` lines. verify prints
 * `chain: intact` or the first broken link with expected and found digests, then the verdict.
 * The ToolReplay lines keep their text and order. With several input
 * files, index lines are prefixed with their file.
 */
export function renderTranscriptHuman(
  report: Report,
  options: TranscriptRenderOptions = {},
): string {
  if (report.command === 'verify') {
    return [...verifyLines(report), ...verdictLines(report, options)].join('\n') + '\n';
  }
  const files = (report.stats.transcripts as TranscriptStat[] | undefined) ?? [];
  const inputs = typeof report.stats.files === 'number' ? report.stats.files : files.length;
  const multi = Math.max(inputs, files.length) > 1;
  const lines = [`calls: ${String(report.stats.calls ?? 0)}`];
  if (report.command === 'replay') {
    if (files.length <= 1 && !multi) {
      const d = files[0]?.divergence ?? null;
      lines.push(`divergence: ${d === null ? 'none' : `index ${d}`}`);
    } else {
      const diverged = files.filter((f) => f.divergence !== null);
      if (diverged.length === 0) lines.push('divergence: none');
      for (const f of diverged)
        lines.push(escapeTerminal(`divergence: ${f.uri}: index ${String(f.divergence)}`));
    }
  }
  const active = report.findings.filter(isActive);
  lines.push(`findings: ${active.length}`);
  lines.push(...verdictLines(report, options));
  const min = options.minSeverity;
  for (const f of active) {
    if (min !== undefined && !severityAtLeast(f.severity, min)) continue;
    lines.push(findingLine(f, multi), ...relatedLines(f));
  }
  const hidden = hiddenLine(active, min);
  if (hidden !== undefined) lines.push(hidden);
  const skipped = adoptionLine(report);
  if (skipped !== undefined) lines.push(skipped);
  return lines.join('\n') + '\n';
}
