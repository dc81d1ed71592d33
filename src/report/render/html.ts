/**
 * `--format html`: one self-contained page (no external asset, no network, no timestamp) for a
 * person to browse a report: the verdict, the token budget per server as a bar chart, servers
 * with their tools, confusable pairs as links between the two tools with their evidence, and
 * every finding, filterable by severity and rule with a small inline script.
 *
 * Everything shown comes from the report (findings and `stats`); catalog text only ever reaches
 * the page through `escapeHtml`, ids and links are made from counters, never from catalog text,
 * and a Content-Security-Policy allows nothing but this page's own style and script (by hash).
 */
import { createHash } from 'node:crypto';
import type { Finding, FindingLocation, Report, Severity } from '../../model/index.js';
import { isRuleId, ruleById } from '../../rules/registry.js';
import { isActive, type FailOn } from '../build.js';
import { escapeHtml } from '../escape.js';
import { truncateWitness } from '../witness.js';
import { formatCount, scoreLine, tokensByServer } from './group.js';
import { adoptionLine } from './human.js';
import {
  bySeverity,
  gateLine,
  gateOf,
  plural,
  ruleTally,
  SEVERITY_ORDER,
  unstartedLine,
  unstartedServers,
} from './verdict.js';

export interface HtmlRenderOptions {
  /** The run's `--fail-on`: the page states the gate. */
  failOn?: FailOn;
  /** `--strict` was given and analysis was incomplete. */
  strictIncomplete?: boolean;
  /** `--min-severity`: severities below it start unchecked in the filter (display only). */
  minSeverity?: Severity;
}

/** Longest witness or evidence shown per finding, in UTF-8 bytes of compact JSON. */
const EVIDENCE_BYTES = 400;

const STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;
--error:#cf222e;--warning:#9a6700;--note:#0969da;--bar:#8250df;--pass:#1a7f37}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;
--line:#3d444d;--error:#f85149;--warning:#d29922;--note:#4493f8;--bar:#ab7df8;--pass:#3fb950}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1200px;padding:1rem 1.5rem 3rem;font:14px/1.45 system-ui,sans-serif;
color:var(--fg);background:var(--bg)}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:2rem 0 .5rem;
border-bottom:1px solid var(--line);padding-bottom:.25rem}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px;
overflow-wrap:anywhere}
nav a{margin-right:1rem}a{color:var(--note)}
.verdict p{margin:.2rem 0}.gate{font-weight:600}.gate.fails{color:var(--error)}
.gate.passes{color:var(--pass)}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:var(--panel)}td.num{text-align:right}
table.tally{width:auto}
.sev{font-weight:600}.sev-error{color:var(--error)}.sev-warning{color:var(--warning)}
.sev-note{color:var(--note)}
.muted{color:var(--muted)}
details{border:1px solid var(--line);border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}
summary{cursor:pointer;font-weight:600}
ul.tools{margin:.3rem 0;padding-left:1.2rem;columns:2 20rem}
ul.tools li{break-inside:avoid}
.badge{display:inline-block;border-radius:9px;padding:0 .45rem;font-size:11.5px;
background:var(--panel);border:1px solid var(--line)}
svg.bars text{fill:var(--fg);font:12px system-ui,sans-serif}svg.bars rect.bar{fill:var(--bar)}
form.filters{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;padding:.5rem;
background:var(--panel);border:1px solid var(--line);border-radius:6px}
tr[hidden]{display:none}
:target{outline:2px solid var(--bar)}
`;

const SCRIPT = `
(function () {
  var form = document.getElementById('filters');
  var table = document.getElementById('finding-table');
  if (!form || !table) return;
  var rows = table.querySelectorAll('tbody tr');
  var count = document.getElementById('filter-count');
  var boxes = form.querySelectorAll('input[name=severity]');
  var select = form.querySelector('select[name=rule]');
  // a link can carry a filter: #findings?severity=error,warning&rule=TW101
  var query = location.hash.split('?')[1];
  if (query) {
    var params = new URLSearchParams(query);
    var wanted = params.get('severity');
    if (wanted !== null) {
      var list = wanted.split(',');
      boxes.forEach(function (b) { b.checked = list.indexOf(b.value) !== -1; });
    }
    var rule = params.get('rule');
    if (rule !== null) select.value = rule;
  }
  function apply() {
    var on = {};
    boxes.forEach(function (b) { on[b.value] = b.checked; });
    var shown = 0;
    rows.forEach(function (row) {
      var ok = on[row.dataset.severity] === true &&
        (select.value === '' || row.dataset.rule === select.value);
      row.hidden = !ok;
      if (ok) shown++;
    });
    count.textContent = shown + ' of ' + rows.length + ' findings shown';
  }
  form.addEventListener('change', apply);
  apply();
})();
`;

function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Only this page's own style and script run; nothing is fetched, no form or base can be set.
const CSP = [
  "default-src 'none'",
  `style-src ${cspHash(STYLE)}`,
  `script-src ${cspHash(SCRIPT)}`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const h = escapeHtml;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A tool of the catalog as the page lists it. */
interface ToolEntry {
  server: string;
  name: string;
  tokens?: number;
  /** Where the tool is defined, from the first finding that names it. */
  location?: FindingLocation;
  /** Indexes (into the listed findings) of the findings that name it. */
  findings: number[];
  /** Anchor id, `tool-N`. */
  id: string;
}

function toolKey(server: string | undefined, name: string): string {
  return JSON.stringify([server ?? '', name]);
}

/**
 * Every tool the report knows: those `stats.tokens.byTool` lists (a scan with lint) and those
 * findings locate, sorted by (server, name) and numbered for anchors.
 */
function toolIndex(report: Report, listed: readonly Finding[]): Map<string, ToolEntry> {
  const tools = new Map<string, Omit<ToolEntry, 'id'>>();
  const add = (server: string | undefined, name: string): Omit<ToolEntry, 'id'> => {
    const key = toolKey(server, name);
    let entry = tools.get(key);
    if (entry === undefined) {
      entry = { server: server ?? '', name, findings: [] };
      tools.set(key, entry);
    }
    return entry;
  };
  const tokens = report.stats.tokens;
  if (isRecord(tokens) && Array.isArray(tokens.byTool)) {
    for (const row of tokens.byTool) {
      if (!isRecord(row) || typeof row.tool !== 'string') continue;
      const entry = add(typeof row.server === 'string' ? row.server : undefined, row.tool);
      if (Number.isInteger(row.tokens)) entry.tokens = row.tokens as number;
    }
  }
  listed.forEach((f, i) => {
    for (const loc of f.locations) {
      if (loc.tool === undefined) continue;
      const entry = add(loc.server, loc.tool);
      // a call location is where the tool was called, not where it is defined
      if (entry.location === undefined && loc.index === undefined) entry.location = loc;
      if (entry.findings[entry.findings.length - 1] !== i) entry.findings.push(i);
    }
  });
  const sorted = [...tools.entries()].sort(
    (a, b) => compareText(a[1].server, b[1].server) || compareText(a[1].name, b[1].name),
  );
  return new Map(sorted.map(([key, entry], i) => [key, { ...entry, id: `tool-${i + 1}` }]));
}

function position(loc: FindingLocation): string {
  return `${loc.uri}:${loc.line}:${loc.column}`;
}

function toolLink(tools: Map<string, ToolEntry>, loc: FindingLocation): string {
  if (loc.tool === undefined) return `<span class="mono">${h(position(loc))}</span>`;
  const entry = tools.get(toolKey(loc.server, loc.tool));
  const label = `<code>${h(loc.tool)}</code>${loc.server !== undefined ? ` <span class="muted">(${h(loc.server)})</span>` : ''}`;
  return entry !== undefined ? `<a href="#${entry.id}">${label}</a>` : label;
}

function severityCell(severity: Severity): string {
  return `<span class="sev sev-${severity}">${severity}</span>`;
}

function ruleCell(ruleId: string, rule: string): string {
  const text = `${h(ruleId)} ${h(rule)}`;
  // helpUri comes from the registry, never from the report
  return isRuleId(ruleId) ? `<a href="${h(ruleById(ruleId).helpUri)}">${text}</a>` : text;
}

function evidenceText(f: Finding): string {
  const ev = f.evidence;
  if ('witness' in ev) return `witness ${truncateWitness(ev.witness, EVIDENCE_BYTES)}`;
  const reason = ev.reason;
  if (typeof reason === 'object') {
    return `reason ${reason.code}${reason.message !== undefined ? `: ${reason.message}` : ''}`;
  }
  return Object.keys(ev).length > 0 ? truncateWitness(ev, EVIDENCE_BYTES) : '';
}

function verdictSection(
  report: Report,
  active: readonly Finding[],
  options: HtmlRenderOptions,
): string {
  const lines: string[] = [];
  const unstarted = unstartedServers(report);
  const score = scoreLine(report);
  if (score !== undefined && (unstarted === undefined || unstarted.toolsScanned > 0)) {
    lines.push(`<p class="score">${h(score)}</p>`);
  }
  const notStarted = unstartedLine(report);
  if (notStarted !== undefined) lines.push(`<p class="unstarted">${h(notStarted)}</p>`);
  if (typeof report.stats.calls === 'number') lines.push(`<p>calls: ${report.stats.calls}</p>`);
  const { errors, warnings, notes } = report.summary;
  const total = errors + warnings + notes;
  lines.push(
    `<p class="counts">findings: ${total}${total === 0 ? '' : ` (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')})`}</p>`,
  );
  if (options.failOn !== undefined) {
    const gate = gateOf(report, options.failOn, options.strictIncomplete === true);
    lines.push(`<p class="gate ${gate.fails ? 'fails' : 'passes'}">${h(gateLine(gate))}</p>`);
  }
  const skipped = adoptionLine(report);
  if (skipped !== undefined) lines.push(`<p class="muted">${h(skipped)}</p>`);
  const tally = ruleTally(active);
  if (tally.length > 0) {
    lines.push(
      '<table class="tally"><thead><tr><th>severity</th><th>rule</th><th>findings</th></tr></thead><tbody>',
      ...tally.map(
        (r) =>
          `<tr><td>${severityCell(r.severity)}</td><td>${ruleCell(r.ruleId, r.rule)}</td><td class="num">${r.count}</td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  return `<section id="verdict" class="verdict" aria-label="verdict">\n${lines.join('\n')}\n</section>`;
}

/** Horizontal bars, one per server, largest first; plain SVG attributes, no style. */
function tokenSection(report: Report): string {
  const rows = tokensByServer(report);
  const head = '<section id="tokens"><h2>Token budget per server</h2>';
  if (rows.length === 0) {
    return `${head}<p class="muted">No token estimates in this report (they come with a scan's lint).</p></section>`;
  }
  const tokens = report.stats.tokens as Record<string, unknown>;
  const encoding = typeof tokens.encoding === 'string' ? tokens.encoding : 'unknown encoding';
  const max = Math.max(1, ...rows.map(([, n]) => n));
  const rowHeight = 24;
  const labelWidth = 250;
  const barWidth = 560;
  const height = rows.length * rowHeight + 8;
  const bars = rows.map(([server, n], i) => {
    const y = 4 + i * rowHeight;
    const width = Math.round((n / max) * barWidth);
    // the label column holds about 30 characters; the bar's title has the whole name
    const label = [...server].length > 30 ? `${[...server].slice(0, 29).join('')}…` : server;
    return (
      `<g><title>${h(server)}: ~${formatCount(n)} tokens</title>` +
      `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end">${h(label)}</text>` +
      `<rect class="bar" x="${labelWidth}" y="${y + 3}" width="${width}" height="${rowHeight - 8}" rx="3"></rect>` +
      `<text x="${labelWidth + width + 6}" y="${y + 16}">~${formatCount(n)}</text></g>`
    );
  });
  const total = Number.isInteger(tokens.total) ? formatCount(tokens.total as number) : '?';
  return [
    head,
    `<p>~${total} tokens in all (estimate, ${h(encoding)}), sent with every request that offers these tools.</p>`,
    `<svg class="bars" role="img" aria-label="estimated tokens per server" width="${labelWidth + barWidth + 90}" height="${height}" viewBox="0 0 ${labelWidth + barWidth + 90} ${height}" xmlns="http://www.w3.org/2000/svg">`,
    ...bars,
    '</svg></section>',
  ].join('\n');
}

function serverStatus(report: Report): Map<string, string> {
  const status = new Map<string, string>();
  const servers = report.stats.servers;
  if (!Array.isArray(servers)) return status;
  for (const s of servers) {
    if (isRecord(s) && typeof s.name === 'string' && typeof s.status === 'string') {
      status.set(s.name, s.status);
    }
  }
  return status;
}

function serversSection(report: Report, tools: Map<string, ToolEntry>): string {
  const byServer = new Map<string, ToolEntry[]>();
  for (const entry of tools.values()) {
    const list = byServer.get(entry.server) ?? [];
    list.push(entry);
    byServer.set(entry.server, list);
  }
  const status = serverStatus(report);
  for (const name of status.keys()) if (!byServer.has(name)) byServer.set(name, []);
  const head = '<section id="servers"><h2>Servers and tools</h2>';
  if (byServer.size === 0) return `${head}<p class="muted">No tools in this report.</p></section>`;
  const blocks = [...byServer.entries()]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([server, list], i) => {
      const tokens = list.reduce((sum, t) => sum + (t.tokens ?? 0), 0);
      const flagged = list.filter((t) => t.findings.length > 0).length;
      const state = status.get(server);
      const summary = [
        `<code>${h(server === '' ? '(no server name)' : server)}</code>`,
        plural(list.length, 'tool'),
        tokens > 0 ? `~${formatCount(tokens)} tokens` : '',
        flagged > 0 ? `${flagged} with findings` : '',
        state !== undefined ? h(state) : '',
      ]
        .filter((s) => s !== '')
        .join(' · ');
      const items = list.map((t) => {
        const where =
          t.location !== undefined
            ? ` <span class="muted mono">${h(position(t.location))}</span>`
            : '';
        const count =
          t.findings.length > 0
            ? ` <a class="badge" href="#finding-${t.findings[0] + 1}">${plural(t.findings.length, 'finding')}</a>`
            : '';
        const tokenText =
          t.tokens !== undefined ? ` <span class="muted">~${formatCount(t.tokens)}</span>` : '';
        return `<li id="${t.id}"><code>${h(t.name)}</code>${tokenText}${count}${where}</li>`;
      });
      return `<details id="server-${i + 1}" open><summary>${summary}</summary><ul class="tools">${items.join('')}</ul></details>`;
    });
  return [head, ...blocks, '</section>'].join('\n');
}

/** A finding about two tools whose evidence carries a proof verdict: a confusable pair. */
function isPair(f: Finding): boolean {
  return (
    f.locations.length >= 2 &&
    f.locations[0].tool !== undefined &&
    f.locations[1].tool !== undefined &&
    f.evidence.verdict !== undefined
  );
}

function pairsSection(listed: readonly Finding[], tools: Map<string, ToolEntry>): string {
  const pairs = listed.map((f, i) => [f, i] as const).filter(([f]) => isPair(f));
  const head = '<section id="pairs"><h2>Confusable pairs</h2>';
  if (pairs.length === 0) return `${head}<p class="muted">No confusable pairs.</p></section>`;
  const rows = pairs.map(
    ([f, i]) =>
      `<tr><td>${toolLink(tools, f.locations[0])}</td><td>${toolLink(tools, f.locations[1])}</td>` +
      `<td>${severityCell(f.severity)} <a href="#finding-${i + 1}">${h(f.ruleId)} ${h(f.rule)}</a></td>` +
      `<td>${h(String(f.evidence.verdict))}</td><td><code>${h(evidenceText(f))}</code></td></tr>`,
  );
  return [
    head,
    `<p>${plural(pairs.length, 'pair')} a model could confuse; an overlap's witness is one call both input schemas accept.</p>`,
    '<table><thead><tr><th>tool</th><th>confused with</th><th>finding</th><th>verdict</th><th>evidence</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table></section>',
  ].join('\n');
}

function findingsSection(
  listed: readonly Finding[],
  tools: Map<string, ToolEntry>,
  options: HtmlRenderOptions,
): string {
  const head = '<section id="findings"><h2>Findings</h2>';
  if (listed.length === 0) return `${head}<p>No new findings.</p></section>`;
  const min = options.minSeverity;
  const rank = (s: Severity): number => SEVERITY_ORDER.indexOf(s);
  const boxes = SEVERITY_ORDER.map((s) => {
    const n = listed.filter((f) => f.severity === s).length;
    const checked = min === undefined || rank(s) <= rank(min) ? ' checked' : '';
    return `<label><input type="checkbox" name="severity" value="${s}"${checked}> ${severityCell(s)} (${n})</label>`;
  });
  const ruleIds = [...new Set(listed.map((f) => f.ruleId))].sort(compareText);
  const choices = ruleIds.map((id) => {
    const name = listed.find((f) => f.ruleId === id)?.rule ?? '';
    return `<option value="${h(id)}">${h(id)} ${h(name)}</option>`;
  });
  const rows = listed.map((f, i) => {
    const [primary, ...related] = f.locations;
    const where = primary !== undefined ? `<span class="mono">${h(position(primary))}</span>` : '';
    const subject = primary?.tool !== undefined ? `<br>${toolLink(tools, primary)}` : '';
    const others =
      related.length > 0
        ? `<br><span class="muted">related:</span> ${related.map((l) => toolLink(tools, l)).join(', ')}`
        : '';
    const evidence = evidenceText(f);
    return (
      `<tr id="finding-${i + 1}" data-severity="${f.severity}" data-rule="${h(f.ruleId)}">` +
      `<td>${severityCell(f.severity)}</td><td>${ruleCell(f.ruleId, f.rule)}</td>` +
      `<td>${where}${subject}</td><td>${h(f.message)}${others}</td>` +
      `<td>${evidence === '' ? '' : `<code>${h(evidence)}</code>`}</td></tr>`
    );
  });
  return [
    head,
    '<form id="filters" class="filters" aria-label="filter findings">',
    ...boxes,
    `<label>rule <select name="rule"><option value="">all rules</option>${choices.join('')}</select></label>`,
    `<output id="filter-count">${plural(listed.length, 'finding')}</output>`,
    '</form>',
    '<table id="finding-table"><thead><tr><th>severity</th><th>rule</th><th>where</th><th>finding</th><th>evidence</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table></section>',
  ].join('\n');
}

/**
 * The report as one HTML page, newline-terminated. Pure and deterministic: the same report and
 * options give the same bytes. Lists new, unsuppressed findings, most severe first.
 */
export function renderHtml(report: Report, options: HtmlRenderOptions = {}): string {
  const listed = bySeverity(report.findings);
  const active = report.findings.filter(isActive);
  const tools = toolIndex(report, listed);
  const title = `ToolWitness ${report.command} report`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><h1>${h(title)}</h1><p class="muted">toolwitness ${h(report.tool.version)} · offline and deterministic; every value below comes from the report.</p>`,
    '<nav aria-label="sections"><a href="#verdict">verdict</a><a href="#tokens">tokens</a><a href="#servers">servers and tools</a><a href="#pairs">confusable pairs</a><a href="#findings">findings</a></nav></header>',
    '<main>',
    verdictSection(report, active, options),
    tokenSection(report),
    serversSection(report, tools),
    pairsSection(listed, tools),
    findingsSection(listed, tools, options),
    '</main>',
    `<script>${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
