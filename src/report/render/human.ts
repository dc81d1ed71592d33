import type { Finding, FindingLocation, Report, Severity } from '../../model/index.js';
import { isActive, severityAtLeast, type FailOn } from '../build.js';
import { escapeTerminal } from '../escape.js';
import { truncateWitness } from '../witness.js';
import { groupFindings, scoreLine } from './group.js';
import { padEnd, padStart, TERMINAL_WIDTH, truncateLine, wrapText } from './layout.js';
import {
  bySeverity,
  gateLine,
  gateOf,
  hiddenLine,
  plural,
  ruleTally,
  unstartedLine,
  unstartedServers,
} from './verdict.js';
import { isRuleId, ruleById } from '../../rules/registry.js';

export interface HumanRenderOptions {
  /** ANSI colour. The CLI enables it on a TTY without NO_COLOR; off by default. */
  color?: boolean;
  /** Longest witness shown, in UTF-8 bytes of its compact JSON; the rest is counted. */
  maxWitnessBytes?: number;
  /**
   * The run's `--fail-on`: adds the gate line (`gate: fails (…)` / `gate: passes (…)`) to the
   * verdict. Without it the verdict has no gate line.
   */
  failOn?: FailOn;
  /** `--strict` was given and analysis was incomplete: the gate fails whatever `failOn` says. */
  strictIncomplete?: boolean;
  /**
   * `--min-severity`: findings below it are left out of the listing (and counted in one line).
   * Display only: counts, tally and gate still cover every finding.
   */
  minSeverity?: Severity;
  /** Columns lines are kept within; default 100. */
  width?: number;
}

/** Default `maxWitnessBytes`. */
export const DEFAULT_MAX_WITNESS_BYTES = 200;

const SEVERITY_COLOR: Record<Severity, string> = { error: '31', warning: '33', note: '36' };

type Paint = (code: string, text: string) => string;

const noPaint: Paint = (_code, text) => text;
const ansiPaint: Paint = (code, text) => `\u001b[${code}m${text}\u001b[0m`;

/** Listing lines of a run above this get the verdict repeated at the end, below the scroll. */
const REPEAT_VERDICT_LINES = 40;

interface Layout {
  paint: Paint;
  maxBytes: number;
  width: number;
}

function position(loc: FindingLocation): string {
  return escapeTerminal(`${loc.uri}:${loc.line}:${loc.column}`);
}

function toolLabel(loc: FindingLocation): string {
  if (loc.tool === undefined)
    return loc.server !== undefined ? escapeTerminal(`(${loc.server})`) : '';
  return escapeTerminal(loc.server !== undefined ? `${loc.tool} (${loc.server})` : loc.tool);
}

function evidenceLine(f: Finding, maxBytes: number): string | undefined {
  const ev = f.evidence;
  if (ev.verdict === 'overlap' || ('witness' in ev && ev.verdict === undefined)) {
    return `witness: ${escapeTerminal(truncateWitness(ev.witness, maxBytes))}`;
  }
  if (typeof ev.reason === 'object') {
    const message = ev.reason.message !== undefined ? `: ${ev.reason.message}` : '';
    return escapeTerminal(`reason: ${ev.reason.code}${message}`);
  }
  if (Object.keys(ev).length > 0) {
    return `evidence: ${escapeTerminal(truncateWitness(ev, maxBytes))}`;
  }
  return undefined;
}

/** `path:line:col  severity  TWnnn name`: the clickable location first, then what it is. */
function headLine(f: Finding, loc: FindingLocation | undefined, layout: Layout): string {
  const { paint } = layout;
  return [
    loc !== undefined ? paint('1', position(loc)) : '-',
    paint(SEVERITY_COLOR[f.severity] ?? '0', f.severity),
    paint('2', escapeTerminal(`${f.ruleId} ${f.rule}`)),
  ].join('  ');
}

/** Indented, wrapped lines; `dim` paints each one. */
function indented(text: string, layout: Layout, dim = false): string[] {
  return wrapText(text, layout.width, '  ').map((line) =>
    dim ? `  ${layout.paint('2', line.slice(2))}` : line,
  );
}

function renderFinding(f: Finding, layout: Layout): string[] {
  const [primary, ...related] = f.locations;
  const lines = [headLine(f, primary, layout), ...indented(escapeTerminal(f.message), layout)];
  for (const loc of related) {
    const label = toolLabel(loc);
    lines.push(
      truncateLine(`  ↳ ${position(loc)}${label === '' ? '' : ` ${label}`}`, layout.width),
    );
  }
  const ev = evidenceLine(f, layout.maxBytes);
  if (ev !== undefined) lines.push(...indented(ev, layout, true));
  return lines;
}

/** Member lines shown per group; the rest are counted. */
const GROUP_LINES = 10;

function shortDescription(ruleId: string): string {
  return isRuleId(ruleId) ? ruleById(ruleId).shortDescription : '';
}

/**
 * Same-rule findings of one server (rules whose metadata asks for it): one head, one line per
 * tool cut to the width, at most GROUP_LINES of them.
 */
function renderGroup(group: Finding[], layout: Layout): string[] {
  if (group.length === 1) return renderFinding(group[0], layout);
  const [first] = group;
  const server = first.locations[0].server;
  const what = `${group.length} tools${server !== undefined ? ` of server ${server}` : ''}`;
  const description = shortDescription(first.ruleId);
  const lines = [
    headLine(first, first.locations[0], layout),
    ...indented(escapeTerminal(description === '' ? what : `${what}: ${description}`), layout),
  ];
  const shown = group.slice(0, GROUP_LINES);
  for (const f of shown) {
    lines.push(
      truncateLine(`  ↳ ${position(f.locations[0])}  ${escapeTerminal(f.message)}`, layout.width),
    );
  }
  if (group.length > shown.length) {
    lines.push(
      `  ↳ … and ${group.length - shown.length} more (--format json, sarif or html lists every one)`,
    );
  }
  return lines;
}

/** Server lines shown per note digest; the rest are counted. */
const DIGEST_SERVERS = 30;
/** Up to this many servers in a digest, each lists its tools on up to TOOL_LINES lines. */
const FEW_SERVERS = 3;
const TOOL_LINES = 4;

function serverOf(f: Finding): string | undefined {
  return f.locations[0]?.server;
}

/**
 * All notes of one rule as one block (notes are many and individually minor): the head names
 * how many and where; per-tool rules get one line per server (its tools, the first location),
 * other rules one line per finding, both capped and counted.
 */
function renderNoteDigest(notes: Finding[], layout: Layout): string[] {
  if (notes.length === 1) return renderFinding(notes[0], layout);
  const [first] = notes;
  const servers = new Map<string, Finding[]>();
  for (const f of notes) {
    const key = serverOf(f) ?? '';
    const list = servers.get(key) ?? [];
    list.push(f);
    servers.set(key, list);
  }
  const named = [...servers.keys()].filter((k) => k !== '').length;
  const where = named > 1 ? ` in ${plural(named, 'server')}` : '';
  const description = shortDescription(first.ruleId);
  const lines = [
    headLine(first, first.locations[0], layout),
    ...indented(
      escapeTerminal(
        `${notes.length} notes${where}${description === '' ? '' : `: ${description}`}`,
      ),
      layout,
    ),
  ];
  const perTool =
    isRuleId(first.ruleId) &&
    ruleById(first.ruleId).render.groupByServer === true &&
    notes.every((f) => f.locations.length === 1 && f.locations[0].tool !== undefined);
  if (perTool) {
    const entries = [...servers.entries()];
    // a few servers get their whole tool list (wrapped); many get one line each
    const toolLines = entries.length <= FEW_SERVERS ? TOOL_LINES : 0;
    for (const [server, list] of entries.slice(0, DIGEST_SERVERS)) {
      const tools = list.map((f) => f.locations[0].tool as string).join(', ');
      const label = server === '' ? '' : `${server}: `;
      const head = `  ↳ ${label}${plural(list.length, 'tool')} at ${position(list[0].locations[0])}`;
      if (toolLines === 0) {
        lines.push(truncateLine(escapeTerminal(`${head}: ${tools}`), layout.width));
        continue;
      }
      lines.push(escapeTerminal(`${head}:`));
      const wrapped = wrapText(escapeTerminal(tools), layout.width, '      ');
      lines.push(...wrapped.slice(0, toolLines));
      if (wrapped.length > toolLines) {
        lines[lines.length - 1] = truncateLine(`${lines[lines.length - 1]} …`, layout.width);
      }
    }
    if (entries.length > DIGEST_SERVERS) {
      lines.push(
        `  ↳ … and ${entries.length - DIGEST_SERVERS} more servers (--format json, sarif or html lists every one)`,
      );
    }
    return lines;
  }
  const shown = notes.slice(0, GROUP_LINES);
  for (const f of shown) {
    const loc = f.locations[0];
    lines.push(
      truncateLine(
        `  ↳ ${loc !== undefined ? position(loc) : '-'}  ${escapeTerminal(f.message)}`,
        layout.width,
      ),
    );
  }
  if (notes.length > shown.length) {
    lines.push(
      `  ↳ … and ${notes.length - shown.length} more (--format json, sarif or html lists every one)`,
    );
  }
  return lines;
}

/**
 * The listing's blocks in order: errors and warnings one block per finding (per-tool rules
 * grouped per server), then the notes one digest per rule, ordered by their first location.
 */
function listingBlocks(shown: readonly Finding[], layout: Layout): string[][] {
  const blocks: string[][] = [];
  const loud = shown.filter((f) => f.severity !== 'note');
  for (const group of groupFindings(loud)) blocks.push(renderGroup(group, layout));
  const byRule = new Map<string, Finding[]>();
  for (const f of shown) {
    if (f.severity !== 'note') continue;
    const list = byRule.get(f.ruleId) ?? [];
    list.push(f);
    byRule.set(f.ruleId, list);
  }
  for (const notes of byRule.values()) blocks.push(renderNoteDigest(notes, layout));
  return blocks;
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

/** `findings: 858 (26 errors, 44 warnings, 788 notes)`, or `findings: 0`. */
function countsLine(report: Report, paint: Paint): string {
  const { errors, warnings, notes } = report.summary;
  const total = errors + warnings + notes;
  if (total === 0) return 'findings: 0';
  return paint(
    '1',
    `findings: ${total} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')})`,
  );
}

/** The per-rule tally: `  error    TW101 duplicate-name    3`, aligned. */
export function tallyLines(active: readonly Finding[], paint: Paint = noPaint): string[] {
  const rows = ruleTally(active);
  if (rows.length === 0) return [];
  const labels = rows.map((r) => escapeTerminal(`${r.ruleId} ${r.rule}`));
  const labelWidth = Math.max(...labels.map((l) => l.length));
  const countWidth = Math.max(...rows.map((r) => String(r.count).length));
  return rows.map(
    (r, i) =>
      `  ${paint(SEVERITY_COLOR[r.severity], padEnd(r.severity, 7))}  ${padEnd(labels[i], labelWidth)}  ${padStart(String(r.count), countWidth)}`,
  );
}

/**
 * `--format human` for catalog, contract and collect reports. The verdict comes first: the
 * score and token line (or, when `--no-spawn` left nothing to scan, a line that says so), the
 * counts, the gate when `failOn` is given, a per-rule tally, and what `--min-severity` or
 * adoption left out. Then one block per new, unsuppressed finding, most severe first and by
 * location within a severity (location, severity and rule; the message; related locations;
 * witness, reason or evidence), with per-tool findings of rules that ask for it grouped per
 * server. Lines stay within `width` columns, except a location too long to break.
 */
export function renderHuman(report: Report, options: HumanRenderOptions = {}): string {
  const layout: Layout = {
    paint: options.color === true ? ansiPaint : noPaint,
    maxBytes: options.maxWitnessBytes ?? DEFAULT_MAX_WITNESS_BYTES,
    width: options.width ?? TERMINAL_WIDTH,
  };
  const { paint } = layout;
  const ordered = bySeverity(report.findings);
  const min = options.minSeverity;
  const shown =
    min === undefined ? ordered : ordered.filter((f) => severityAtLeast(f.severity, min));

  const verdict: string[] = [];
  const calls = report.stats.calls;
  if (typeof calls === 'number') verdict.push(`calls: ${calls}`);
  // with --no-spawn and no catalog file there is nothing to score: say so instead of 100/100
  const unstarted = unstartedServers(report);
  const score = scoreLine(report);
  if (score !== undefined && (unstarted === undefined || unstarted.toolsScanned > 0)) {
    verdict.push(score);
  }
  const notStarted = unstartedLine(report);
  if (notStarted !== undefined) verdict.push(notStarted);
  const counts = countsLine(report, paint);
  verdict.push(counts);
  let gate: string | undefined;
  if (options.failOn !== undefined) {
    gate = gateLine(gateOf(report, options.failOn, options.strictIncomplete === true));
    verdict.push(gate);
  }
  verdict.push(...tallyLines(ordered, paint));
  const hidden = hiddenLine(report.findings.filter(isActive), min);
  if (hidden !== undefined) verdict.push(hidden);
  const skipped = adoptionLine(report);
  if (skipped !== undefined) verdict.push(skipped);

  const blocks = listingBlocks(shown, layout).map((lines) => lines.join('\n'));
  if (blocks.length === 0) return verdict.join('\n') + '\n';
  const body = blocks.join('\n\n');
  const parts = [verdict.join('\n'), body];
  // a long listing scrolls the verdict away: repeat its two lines where the reader ends up
  if (body.split('\n').length > REPEAT_VERDICT_LINES) {
    parts.push(gate !== undefined ? `${counts}\n${gate}` : counts);
  }
  return parts.join('\n\n') + '\n';
}
