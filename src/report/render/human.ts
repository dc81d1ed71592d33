import type { Finding, FindingLocation, Report, Severity } from '../../model/index.js';
import { isActive } from '../build.js';
import { escapeTerminal } from '../escape.js';
import { truncateWitness } from '../witness.js';
import { groupFindings, scoreLine } from './group.js';
import { ruleById } from '../../rules/registry.js';

export interface HumanRenderOptions {
  /** ANSI colour. The CLI enables it on a TTY without NO_COLOR; off by default. */
  color?: boolean;
  /** Longest witness shown, in UTF-8 bytes of its compact JSON; the rest is counted. */
  maxWitnessBytes?: number;
}

/** Default `maxWitnessBytes`. */
export const DEFAULT_MAX_WITNESS_BYTES = 200;

const SEVERITY_COLOR: Record<Severity, string> = { error: '31', warning: '33', note: '36' };

type Paint = (code: string, text: string) => string;

const noPaint: Paint = (_code, text) => text;
const ansiPaint: Paint = (code, text) => `\u001b[${code}m${text}\u001b[0m`;

function position(loc: FindingLocation): string {
  return escapeTerminal(`${loc.uri}:${loc.line}:${loc.column}`);
}

function toolLabel(loc: FindingLocation): string {
  if (loc.tool === undefined)
    return loc.server !== undefined ? escapeTerminal(`(${loc.server})`) : '';
  return escapeTerminal(loc.server !== undefined ? `${loc.tool} (${loc.server})` : loc.tool);
}

function isReason(value: unknown): value is { code: unknown; message: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

function evidenceLine(f: Finding, maxBytes: number): string | undefined {
  const ev = f.evidence;
  if (ev.verdict === 'overlap' || ('witness' in ev && ev.verdict === undefined)) {
    return `witness: ${escapeTerminal(truncateWitness(ev.witness, maxBytes))}`;
  }
  if (isReason(ev.reason)) {
    const message = typeof ev.reason.message === 'string' ? `: ${ev.reason.message}` : '';
    return escapeTerminal(`reason: ${String(ev.reason.code)}${message}`);
  }
  if (Object.keys(ev).length > 0) {
    return `evidence: ${escapeTerminal(truncateWitness(ev, maxBytes))}`;
  }
  return undefined;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function renderFinding(f: Finding, paint: Paint, maxBytes: number): string[] {
  const [primary, ...related] = f.locations;
  const head = [
    primary !== undefined ? paint('1', position(primary)) : '-',
    paint(SEVERITY_COLOR[f.severity] ?? '0', f.severity),
    paint('2', escapeTerminal(`${f.ruleId} ${f.rule}`)),
    escapeTerminal(f.message),
  ].join('  ');
  const lines = [head];
  for (const loc of related) {
    const label = toolLabel(loc);
    lines.push(`  ↳ ${position(loc)}${label === '' ? '' : ` ${label}`}`);
  }
  const ev = evidenceLine(f, maxBytes);
  if (ev !== undefined) lines.push(`  ${paint('2', ev)}`);
  return lines;
}

/** Member lines shown per group; the rest are counted. */
const GROUP_LINES = 10;

/** Same-rule lint findings of one server: one head line, then each tool's location and message. */
function renderGroup(group: Finding[], paint: Paint, maxBytes: number): string[] {
  if (group.length === 1) return renderFinding(group[0], paint, maxBytes);
  const [first] = group;
  const server = first.locations[0].server;
  const head = [
    paint('1', position(first.locations[0])),
    paint(SEVERITY_COLOR[first.severity] ?? '0', first.severity),
    paint('2', escapeTerminal(`${first.ruleId} ${first.rule}`)),
    escapeTerminal(
      `${group.length} tools${server !== undefined ? ` of server ${server}` : ''}: ${ruleById(first.ruleId).shortDescription}`,
    ),
  ].join('  ');
  const shown = group.slice(0, GROUP_LINES);
  const lines = shown.map((f) => `  ↳ ${position(f.locations[0])}  ${escapeTerminal(f.message)}`);
  if (group.length > shown.length) {
    lines.push(
      `  ↳ … and ${group.length - shown.length} more (--format json or sarif lists every one)`,
    );
  }
  return [head, ...lines];
}

/**
 * `not shown: N unchanged since the baseline, M suppressed` when adoption hid findings; the
 * human formats list only new, unsuppressed ones.
 */
export function adoptionLine(report: Report): string | undefined {
  const unchanged = report.findings.filter((f) => f.baselineState === 'unchanged').length;
  const suppressed = report.findings.filter(
    (f) => f.suppressed !== undefined && f.baselineState !== 'unchanged',
  ).length;
  if (unchanged + suppressed === 0) return undefined;
  return `not shown: ${unchanged} unchanged since the baseline, ${suppressed} suppressed`;
}

/**
 * `--format human`: one block per finding (location, severity, rule, message, related
 * locations, witness or reason) for each new, unsuppressed finding, then the footer
 * `findings: N (…)`, or `findings: 0` when clean, and how many findings adoption left out.
 */
export function renderHuman(report: Report, options: HumanRenderOptions = {}): string {
  const paint = options.color === true ? ansiPaint : noPaint;
  const maxBytes = options.maxWitnessBytes ?? DEFAULT_MAX_WITNESS_BYTES;
  const active = report.findings.filter(isActive);
  const blocks = groupFindings(active).map((g) => renderGroup(g, paint, maxBytes).join('\n'));
  const tail: string[] = [];
  const calls = report.stats.calls;
  if (typeof calls === 'number') tail.push(`calls: ${calls}`);
  if (report.command === 'replay' && !active.some((f) => f.ruleId === 'TW301')) {
    tail.push('divergence: none');
  }
  const score = scoreLine(report);
  if (score !== undefined) tail.push(score);
  const { errors, warnings, notes } = report.summary;
  const total = active.length;
  tail.push(
    total === 0
      ? 'findings: 0'
      : paint(
          '1',
          `findings: ${total} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')})`,
        ),
  );
  const skipped = adoptionLine(report);
  if (skipped !== undefined) tail.push(skipped);
  const body = blocks.length > 0 ? blocks.join('\n\n') + '\n\n' : '';
  return body + tail.join('\n') + '\n';
}
