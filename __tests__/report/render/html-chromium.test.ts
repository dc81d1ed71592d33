import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { loadTokenizer } from '../../../src/lint/index.js';
import { renderHtml } from '../../../src/report/render/html.js';
import { hostileReport } from './html-fixtures.js';

const run = promisify(execFile);

/** Debian's `chromium` (or another Chromium on PATH, or TOOLWITNESS_CHROMIUM). */
function findChromium(): string | undefined {
  const explicit = process.env.TOOLWITNESS_CHROMIUM;
  if (explicit !== undefined && explicit !== '') return explicit;
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of names) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // not here
      }
    }
  }
  return undefined;
}

const CHROMIUM = findChromium();
if (CHROMIUM === undefined) {
  console.warn(
    '\n*** SKIPPED: the HTML report was NOT checked in a browser: no chromium binary on PATH ' +
      '(Debian: apt-get install -y chromium; or set TOOLWITNESS_CHROMIUM) ***\n',
  );
}
const describeInBrowser = CHROMIUM === undefined ? describe.skip : describe;

/** Headless Chromium with its own profile, no sandbox (CI containers run as root), no GPU. */
async function chromium(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    CHROMIUM as string,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--hide-scrollbars',
      `--user-data-dir=${join(dir, `profile-${args.length}-${Math.random()}`)}`,
      ...args,
    ],
    { timeout: 150_000, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describeInBrowser('the HTML report in headless Chromium', () => {
  let dir: string;
  let url: string;
  let dom: string;
  let screenshot: string;
  let findings: { severity: string }[];

  beforeAll(async () => {
    await loadTokenizer();
    dir = mkdtempSync(join(tmpdir(), 'tw-html-'));
    const report = hostileReport();
    findings = report.findings;
    const file = join(dir, 'report.html');
    writeFileSync(file, renderHtml(report, { failOn: 'error' }));
    url = pathToFileURL(file).href;
    screenshot = join(dir, 'report.png');
    // the page reads a filter from its address: only errors are shown
    [dom] = await Promise.all([
      chromium(dir, '--dump-dom', `${url}#findings?severity=error`),
      chromium(dir, '--window-size=1280,1600', `--screenshot=${screenshot}`, url),
    ]);
  }, 180_000);

  it('shows every landmark: verdict, token chart, servers and tools, pairs, findings', () => {
    for (const id of ['verdict', 'tokens', 'servers', 'pairs', 'findings']) {
      expect(dom).toContain(`<section id="${id}"`);
    }
    expect(dom).toMatch(/<svg class="bars"[^>]*>[\s\S]*<rect class="bar"/);
    expect(dom).toMatch(/<li id="tool-\d+"><code>create_issue<\/code>/);
    expect(dom).toMatch(/<p class="gate fails">gate: fails/);
  });

  it('runs its filter script: the address asked for errors, so only error rows are visible', () => {
    const errors = findings.filter((f) => f.severity === 'error').length;
    expect(errors).toBeGreaterThan(0);
    expect(dom).toContain(
      `<output id="filter-count">${errors} of ${findings.length} findings shown</output>`,
    );
    const rows = [
      ...dom.matchAll(/<tr id="finding-\d+" data-severity="(\w+)"[^>]*?( hidden="")?>/g),
    ];
    expect(rows).toHaveLength(findings.length);
    for (const [, severity, hidden] of rows)
      expect([severity, hidden !== undefined]).toEqual([severity, severity !== 'error']);
  });

  it('runs no script and builds no element from the hostile catalog', () => {
    expect(dom).toContain('<title>ToolWitness scan report</title>');
    expect(dom).not.toContain('pwned</title>');
    // no element and no event-handler attribute inside any tag (the escaped text shows them)
    expect(dom).not.toMatch(/<img[\s>]/i);
    expect(dom).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(dom.match(/<script>/g)).toHaveLength(1);
    expect(dom).toContain('read_file&lt;script&gt;document.title="pwned"&lt;/script&gt;');
  });

  it('takes a screenshot of the rendered page', () => {
    const png = readFileSync(screenshot);
    expect(pngSize(png)).toEqual([1280, 1600]);
    // a blank page compresses to a few kilobytes; text, tables and bars do not
    expect(statSync(screenshot).size).toBeGreaterThan(40_000);
  });
});
