import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './helpers.js';

const CONFUSING = 'examples/confusing-mcp.json';
const CATALOG = 'examples/traces/catalog-mcp.json';
const TRACE = 'examples/traces/openai-responses-output.json';
const DIRTY = 'examples/transcripts/session-dirty.jsonl';

describe('--min-severity', () => {
  it('is accepted by every command that renders a report, and rejects other values', async () => {
    const runs: [string[], number][] = [
      [['scan', '--min-severity', 'error', CONFUSING], 1],
      [['replay', '--min-severity', 'warning', DIRTY], 0],
      [['scope', '--min-severity', 'note', DIRTY, 'examples/transcripts/scope.json'], 1],
      [['replay', '--min-severity', 'error', '--catalog', CATALOG, TRACE], 1],
    ];
    for (const [args, code] of runs) expect([args, (await cli(args)).code]).toEqual([args, code]);
    for (const command of ['scan', 'replay', 'scope', 'verify', 'contract', 'collect', 'merge']) {
      expect([command, (await cli([command, '--help'])).stdout]).toEqual([
        command,
        expect.stringContaining('--min-severity <severity>'),
      ]);
    }
    const bad = await cli(['scan', '--min-severity', 'info', CONFUSING]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected one of error, warning, note');
  });

  it('changes what is listed, never the exit status or the JSON report', async () => {
    const all = await cli(['scan', '--fail-on', 'note', CONFUSING]);
    const errors = await cli(['scan', '--fail-on', 'note', '--min-severity', 'error', CONFUSING]);
    expect(errors.code).toBe(all.code);
    expect(errors.stdout).toContain('hidden by --min-severity error: 6 warnings, 54 notes\n');
    expect(errors.stdout).not.toMatch(/ {2}(warning|note) {2}TW\d+ [a-z-]+\n/);
    const json = await cli(['scan', '--format', 'json', '--min-severity', 'error', CONFUSING]);
    expect(json.stdout).toBe((await cli(['scan', '--format', 'json', CONFUSING])).stdout);
    const replay = await cli(['replay', '--min-severity', 'warning', DIRTY]);
    expect(replay.stdout).toBe(
      [
        'calls: 6',
        'divergence: index 5',
        'findings: 2',
        // the tally counts every finding; --min-severity hides only listing lines
        'gate: passes (--fail-on error)',
        '  warning  TW301 non-determinism  1',
        '  note     TW302 redundant-call   1',
        "index 5: non-determinism: tool 'search' returned a different response than the identical call at index 3",
        'hidden by --min-severity warning: 1 note',
        '',
      ].join('\n'),
    );
  });
});

// ToolWitness's verdict lines (gate, per-rule tally) follow ToolReplay's counts
const VERDICT = /^(gate: .*| {2}(error|warning|note) +TW\d{3} \S+ +\d+)$/;
const toolReplayLines = (stdout: string): string[] =>
  stdout.split('\n').filter((l) => !VERDICT.test(l));

describe('one replay format', () => {
  it('prints provider-trace findings in the ToolReplay line format, alone or beside transcripts', async () => {
    const trace = await cli(['replay', '--catalog', CATALOG, TRACE]);
    expect(trace.stdout).toMatch(
      /\nfindings: 3\ngate: fails \(--fail-on error: 1 error\)\n {2}error {4}TW202 ambiguous-effects +1\n/,
    );
    expect(toolReplayLines(trace.stdout).slice(0, 4)).toEqual([
      'calls: 1',
      'divergence: none',
      'findings: 3',
      // a finding without a call index names its file
      'examples/traces/catalog-mcp.json: ambiguous-call: 1 tool(s) accept every object and were left out of TW201: "ping" (crm); pass --include-permissive to count them',
    ]);
    expect(trace.stdout).toContain(
      '\nindex 0: ambiguous-call: call 0 to "lookup_customer": 2 catalog tools accept the same arguments: "lookup_customer" (crm), "erase_account_record" (crm)\n',
    );
    expect(trace.stdout).toContain(
      '  ↳ examples/traces/catalog-mcp.json:14:5 erase_account_record (crm)\n',
    );
    const mixed = await cli(['replay', '--catalog', CATALOG, TRACE, DIRTY]);
    expect(toolReplayLines(mixed.stdout).slice(0, 3)).toEqual([
      'calls: 7',
      `divergence: ${DIRTY}: index 5`,
      'findings: 5',
    ]);
    expect(mixed.stdout).toContain(
      `${TRACE}: index 0: ambiguous-effects: call 0 to "lookup_customer"`,
    );
    expect(mixed.stdout).toContain(`${DIRTY}: index 5: non-determinism: tool 'search'`);
    // never the catalog layout's blocks (`path:line:col  severity  TWnnn name`)
    expect(mixed.stdout).not.toMatch(/:\d+:\d+ {2}(error|warning|note) {2}TW\d+/);
  });
});

describe('scan --config --no-spawn', () => {
  it('says that no server was started and no tool scanned instead of a clean score', async () => {
    const r = await cli([
      'scan',
      '--config',
      'examples/configs/claude_desktop_config.json',
      '--no-spawn',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('100/100');
    expect(r.stdout.split('\n')[0]).toMatch(
      /^no server was started \(--no-spawn\) and no tool was scanned: \d+ servers? in 1 config (was|were) only checked$/,
    );
  });
});

describe('--format html', () => {
  it('writes one self-contained page with the gate of --fail-on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-html-cli-'));
    const out = join(dir, 'report.html');
    const r = await cli(['scan', '--format', 'html', '--fail-on', 'warning', '-o', out, CONFUSING]);
    expect(r.code).toBe(1);
    const html = readFileSync(out, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true);
    expect(html).toContain(
      '<p class="gate fails">gate: fails (--fail-on warning: 6 errors, 6 warnings)</p>',
    );
    expect(html).toContain('<section id="pairs">');
  });
});

describe('prove given a catalog', () => {
  it('exits 2 with one line naming the file and what to run instead', async () => {
    const r = await cli(['prove', CONFUSING, 'examples/mcp-memory.json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `toolwitness: ${CONFUSING}: is a tool catalog (18 tools), not a JSON Schema; run "toolwitness scan ${CONFUSING}" to check a catalog, or give prove two input schemas (e.g. one tool's inputSchema each)\n`,
    );
  });

  it('still proves a schema that has a property named tools', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-prove-'));
    const schema = join(dir, 'schema.json');
    writeFileSync(schema, '{"type":"object","properties":{"tools":{"type":"array"}}}');
    const r = await cli(['prove', schema, schema]);
    expect(r).toEqual({ code: 0, stdout: 'verdict: overlap\nwitness: {}\n', stderr: '' });
  });
});
