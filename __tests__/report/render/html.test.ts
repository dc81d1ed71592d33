import { createHash } from 'node:crypto';
import { loadTokenizer } from '../../../src/lint/index.js';
import { buildReport, render } from '../../../src/report/index.js';
import { renderHtml } from '../../../src/report/render/html.js';
import { cleanReport, twoFindingReport } from '../fixtures.js';
import { HOSTILE, hostileReport } from './html-fixtures.js';

beforeAll(loadTokenizer);

/** Every tag the page is made of; anything else came from catalog text. */
const ALLOWED_TAGS = new Set(
  (
    'html head meta title style body header h1 h2 p nav a main section table thead tbody tr th ' +
    'td span code br details summary ul li svg g text rect form label input select option ' +
    'output script'
  ).split(' '),
);

function tags(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase());
}

function attributes(html: string): [string, string][] {
  const out: [string, string][] = [];
  for (const tag of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const a of tag[0].matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) out.push([a[1], a[2] ?? '']);
  }
  return out;
}

describe('renderHtml', () => {
  let hostile: string;
  beforeAll(() => {
    hostile = renderHtml(hostileReport(), { failOn: 'error' });
  });

  it('escapes hostile catalog text so no element, attribute or url of its own forms', () => {
    expect(new Set(tags(hostile).filter((t) => !ALLOWED_TAGS.has(t)))).toEqual(new Set());
    expect(hostile.match(/<script/g)).toHaveLength(1);
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
    expect(hostile.match(/<style/g)).toHaveLength(1);
    expect(hostile.match(/<\/style>/g)).toHaveLength(1);
    const attrs = attributes(hostile);
    // no event handler, and every link stays on the page or goes to a rule's documentation
    expect(attrs.filter(([name]) => /^on/i.test(name))).toEqual([]);
    for (const [name, value] of attrs.filter(([n]) => n === 'href')) {
      expect([name, value]).toEqual([
        name,
        expect.stringMatching(
          /^(?:#[a-z0-9-]+|https:\/\/github\.com\/toolwitness\/toolwitness\/blob\/main\/docs\/rules\/TW[0-9]{3}\.md)$/,
        ),
      ]);
    }
    expect(attrs.filter(([n]) => n === 'src')).toEqual([]);
    // the text is there, escaped
    expect(hostile).toContain(
      'read_file&lt;script&gt;document.title=&quot;pwned&quot;&lt;/script&gt;',
    );
    expect(hostile).toContain(
      '&quot;&gt;&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;',
    );
    expect(hostile).toContain('&amp;lt;script&amp;gt;');
    expect(hostile).toContain('evil\\u{202E}txt.exe');
    expect(hostile).not.toContain('\u202E');
  });

  it('allows only its own style and script by hash and loads nothing', () => {
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(hostile)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(hostile)?.[1] ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(hostile)?.[1] ?? '';
    const hash = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(hostile).not.toMatch(/<link|@import|url\(/);
  });

  it('shows servers with their tools, pairs linked to both tools, token bars and the gate', () => {
    expect(hostile).toContain('<section id="servers">');
    expect(hostile).toMatch(/<li id="tool-\d+"><code>create_issue<\/code>/);
    // a pair row links both tools to their entries under Servers and tools
    const pairRow = /<section id="pairs">[\s\S]*?<tbody>\n(<tr>.*<\/tr>)/.exec(hostile)?.[1] ?? '';
    expect(pairRow.match(/href="#tool-\d+"/g)).toHaveLength(2);
    expect(hostile).toMatch(/<rect class="bar" x="250" y="\d+" width="560"/); // the largest server fills the scale
    expect(hostile).toMatch(
      /<p class="gate fails">gate: fails \(--fail-on error: \d+ errors?\)<\/p>/,
    );
  });

  it('renders findings as filterable rows, most severe first', () => {
    const rows = [
      ...hostile.matchAll(/<tr id="finding-\d+" data-severity="(\w+)" data-rule="(TW\d+)">/g),
    ];
    expect(rows.length).toBe(hostileReport().findings.length);
    const order = rows.map((r) => ['error', 'warning', 'note'].indexOf(r[1]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const unchecked = renderHtml(hostileReport(), { minSeverity: 'warning' });
    expect(unchecked).toContain('value="error" checked>');
    expect(unchecked).toContain('value="warning" checked>');
    expect(unchecked).toMatch(/value="note">/);
  });

  it('is byte-identical for the same findings in any order', () => {
    const report = twoFindingReport();
    const reversed = buildReport({
      command: report.command,
      version: report.tool.version,
      findings: [...report.findings].reverse(),
      stats: report.stats,
    });
    expect(renderHtml(reversed)).toBe(renderHtml(report));
    expect(render(report, 'html')).toBe(renderHtml(report));
    expect(renderHtml(hostileReport(), { failOn: 'error' })).toBe(hostile);
  });

  it('says what is absent rather than drawing empty sections', () => {
    const html = renderHtml(cleanReport());
    expect(html).toContain('No token estimates in this report');
    expect(html).toContain('No confusable pairs.');
    expect(html).toContain('<p>No new findings.</p>');
  });

  it('keeps hostile strings out of the page as raw text', () => {
    for (const value of Object.values(HOSTILE)) {
      // the entity text is what escaping the script string legitimately produces
      if (value !== HOSTILE.entity && /[<>"'&\u202E]/.test(value)) {
        expect(hostile).not.toContain(value);
      }
    }
  });
});
