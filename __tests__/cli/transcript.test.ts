import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const V = '/work/shared/vectors/toolreplay';
const VECTORS = process.env.TOOLREPLAY_VECTORS ?? V;
const expected = (name: string): string => readFileSync(join(VECTORS, 'expected', name), 'utf8');
const DIRTY = join(VECTORS, 'session-dirty.jsonl');

// ToolWitness adds its verdict (the gate line and the per-rule tally) after ToolReplay's counts;
// without those lines the output is the published vector byte for byte.
const VERDICT = /^(gate: .*| {2}(error|warning|note) +TW\d{3} \S+ +\d+)$/;
function toolReplayLines(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !VERDICT.test(l))
    .join('\n');
}

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'tw-transcript-'));
}

describe('transcript commands against the ToolReplay vectors', () => {
  it('prints the replay report of the dirty sample line for line', async () => {
    const r = await cli(['replay', DIRTY]);
    expect(toolReplayLines(r.stdout)).toBe(expected('replay-dirty.stdout.txt'));
    expect(r.stdout).toMatch(
      /\nfindings: 2\ngate: passes \(--fail-on error\)\n {2}warning {2}TW301 non-determinism +1\n {2}note {5}TW302 redundant-call +1\nindex 2: /,
    );
    expect(r.code).toBe(0);
  });

  it('exits 1 like ToolReplay with --fail-on note whenever anything is found', async () => {
    expect((await cli(['replay', '--fail-on', 'note', DIRTY])).code).toBe(1);
    expect(
      (await cli(['scope', '--fail-on', 'note', DIRTY, join(VECTORS, 'scope.json')])).code,
    ).toBe(1);
  });

  it('prints the scope report of the dirty sample line for line', async () => {
    const r = await cli(['scope', DIRTY, join(VECTORS, 'scope.json')]);
    expect(toolReplayLines(r.stdout)).toBe(expected('scope-dirty.stdout.txt'));
    expect(r.stdout).toMatch(
      /\nfindings: 1\ngate: fails \(--fail-on error: 1 error\)\n {2}error {4}TW303 permission-overreach +1\nindex 4: /,
    );
    expect(r.code).toBe(1);
  });

  it('seals the dirty sample byte for byte as the published sealed file', async () => {
    const r = await cli(['seal', DIRTY]);
    expect(r.stdout).toBe(readFileSync(join(VECTORS, 'session-dirty.sealed.jsonl'), 'utf8'));
    expect(r.code).toBe(0);
  });

  it('verifies the sealed sample as intact and the tampered one as broken at index 3', async () => {
    const sealed = join(VECTORS, 'session-dirty.sealed.jsonl');
    const ok = await cli(['verify', sealed]);
    // the vector's lines, then the link count and head digest `--head` needs (issue 16)
    const links = readFileSync(sealed, 'utf8').trim().split('\n');
    const head = (JSON.parse(links[links.length - 1]) as { digest: string }).digest;
    expect(ok.stdout).toBe(
      `${expected('verify-intact.stdout.txt')}links: ${links.length}\nhead: ${head}\ngate: passes (--fail-on error)\n`,
    );
    expect(ok.code).toBe(0);
    const bad = await cli(['verify', join(VECTORS, 'session-dirty.tampered.jsonl')]);
    expect(toolReplayLines(bad.stdout)).toBe(expected('verify-tampered.stdout.txt'));
    expect(bad.stdout).toMatch(
      /\ngate: fails \(--fail-on error: 1 error\)\n {2}error {4}TW401 chain-broken {2}1\n$/,
    );
    expect(bad.code).toBe(1);
  });

  it('prints a clean transcript as zero findings and no divergence', async () => {
    const dir = tmp();
    const file = join(dir, 'clean.jsonl');
    writeFileSync(file, '{"index":0,"tool":"a","args":{},"response":{}}\n');
    const r = await cli(['replay', file]);
    expect(r.stdout).toBe(
      'calls: 1\ndivergence: none\nfindings: 0\ngate: passes (--fail-on error)\n',
    );
  });

  it('reports JSON with transcript locations and never the raw values', async () => {
    const r = await cli(['replay', '--format', 'json', DIRTY]);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings.map((f) => f.ruleId)).toEqual(['TW302', 'TW301']);
    expect(report.findings[1].locations[0]).toMatchObject({
      pointer: '',
      line: 6,
      column: 1,
      index: 5,
    });
    expect(report.findings[1].evidence.afterMutation).toBe(true);
    expect(r.stdout).not.toContain('install');
    expect(r.stdout).not.toContain('docs/intro.md');
    const sarif = await cli(['replay', '--format', 'sarif', DIRTY]);
    expect(JSON.parse(sarif.stdout).runs[0].results).toHaveLength(2);
  });

  it('says a file that is not a transcript needs --catalog', async () => {
    const dir = tmp();
    const file = join(dir, 'trace.json');
    writeFileSync(file, '{\n  "messages": []\n}\n');
    const r = await cli(['replay', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a transcript\).*add --catalog/);
  });

  it('replaces the mutator list with --mutators and derives it from catalog hints', async () => {
    const dir = tmp();
    const file = join(dir, 't.jsonl');
    const line = (i: number, tool: string) =>
      JSON.stringify({ index: i, tool, args: { p: 1 }, response: {} });
    writeFileSync(
      file,
      [line(0, 'save'), line(1, 'save'), line(2, 'write_file'), line(3, 'write_file')].join('\n'),
    );
    const rules = async (args: string[]) =>
      (
        JSON.parse((await cli(['replay', '--format', 'json', ...args, file])).stdout) as Report
      ).findings.map((f) => f.locations[0].index);
    expect(await rules([])).toEqual([1]);
    expect(await rules(['--mutators', 'save'])).toEqual([3]);
    const catalog = join(dir, 'tools.json');
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          { name: 'save', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false } },
          {
            name: 'write_file',
            inputSchema: { type: 'object' },
            annotations: { readOnlyHint: true },
          },
        ],
      }),
    );
    expect(await rules(['--catalog', catalog])).toEqual([3]);
  });

  it('checks argument policies and globs in the extended scope format without printing values', async () => {
    const dir = tmp();
    const file = join(dir, 't.jsonl');
    writeFileSync(
      file,
      [
        { index: 0, tool: 'fs_read', args: { path: 'docs/a.md' }, response: {} },
        { index: 1, tool: 'fs_read', args: { path: '/etc/secret-value' }, response: {} },
        { index: 2, tool: 'Fs_read', args: {}, response: {} },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
    const scope = join(dir, 'scope.json');
    writeFileSync(
      scope,
      JSON.stringify({
        agent: 'reader',
        allowed_tools: ['fs_*'],
        arguments: { 'fs_*': { properties: { path: { pattern: '^docs/' } }, required: ['path'] } },
      }),
    );
    const r = await cli(['scope', file, scope]);
    expect(r.stdout).toBe(
      [
        'calls: 3',
        'findings: 2',
        'gate: fails (--fail-on error: 2 errors)',
        '  error    TW303 permission-overreach  1',
        '  error    TW304 argument-overreach    1',
        "index 1: argument-overreach: tool 'fs_read' argument /path fails 'pattern' of the argument policy 'fs_*' for agent 'reader'",
        "index 2: permission-overreach: tool 'Fs_read' is not in the declared scope for agent 'reader'",
        '',
      ].join('\n'),
    );
    expect(r.stdout).not.toContain('secret-value');
    const json = await cli(['scope', '--format', 'json', file, scope]);
    expect(json.stdout).not.toContain('secret-value');
  });

  it.each([
    ['{"agent": "a"}', 'missing field "allowed_tools"'],
    ['{"agent": "a", "allowed_tools": [1]}', '"allowed_tools"[0] must be a string'],
    ['{"agent": 1, "allowed_tools": []}', '"agent" must be a string'],
    ['{"agent": "a", "allowed_tools": [], "extra": 1}', 'unknown field "extra"'],
    [
      '{"agent": "a", "allowed_tools": ["x"], "arguments": {"y": {}}}',
      'is not an entry of "allowed_tools"',
    ],
    ['[]', 'must be a JSON object'],
  ])('rejects the scope file %s', async (text, message) => {
    const dir = tmp();
    const scope = join(dir, 'scope.json');
    writeFileSync(scope, text);
    const r = await cli(['scope', DIRTY, scope]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('signs on seal and verifies, and reports a tampered signature or a wrong key as TW402', async () => {
    const dir = tmp();
    const pair = generateKeyPairSync('ed25519');
    const other = generateKeyPairSync('ed25519');
    const key = join(dir, 'key.pem');
    const pub = join(dir, 'pub.pem');
    const wrong = join(dir, 'wrong.pem');
    writeFileSync(key, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(pub, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    writeFileSync(wrong, other.publicKey.export({ type: 'spki', format: 'pem' }));
    const sealed = join(dir, 's.jsonl');
    const sig = join(dir, 's.sig');
    const s = await cli(['seal', DIRTY, '--output', sealed, '--sign', key, '--signature', sig]);
    expect(s.code).toBe(0);
    expect(Buffer.from(readFileSync(sig, 'utf8').trim(), 'base64')).toHaveLength(64);
    const ok = await cli(['verify', sealed, '--public-key', pub, '--signature', sig]);
    expect(ok.stdout).toMatch(
      /^chain: intact\nlinks: \d+\nhead: [0-9a-f]{64}\nsignature: valid\ngate: passes \(--fail-on error\)\n$/,
    );
    expect(ok.code).toBe(0);
    const bad = await cli([
      'verify',
      sealed,
      '--public-key',
      wrong,
      '--signature',
      sig,
      '--format',
      'json',
    ]);
    expect(bad.code).toBe(1);
    expect((JSON.parse(bad.stdout) as Report).findings.map((f) => f.ruleId)).toEqual(['TW402']);
    const raw = Buffer.from(readFileSync(sig, 'utf8').trim(), 'base64');
    raw[10] ^= 1;
    writeFileSync(sig, raw.toString('base64'));
    const tampered = await cli(['verify', sealed, '--public-key', pub, '--signature', sig]);
    expect(tampered.stdout).toMatch(
      /^chain: intact\nlinks: \d+\nhead: [0-9a-f]{64}\nsignature: invalid\ngate: fails \(--fail-on error: 1 error\)\n {2}error {4}TW402 signature-invalid {2}1\n$/,
    );
    expect(tampered.code).toBe(1);
    expect(
      (await cli(['verify', sealed, '--public-key', pub, '--signature', sig, '--fail-on', 'never']))
        .code,
    ).toBe(0);
  });

  it('detects truncation only with a signature or --head', async () => {
    const dir = tmp();
    const sealed = readFileSync(join(VECTORS, 'session-dirty.sealed.jsonl'), 'utf8').split('\n');
    const head = JSON.parse(sealed[5]).digest as string;
    const short = join(dir, 'short.jsonl');
    writeFileSync(short, sealed.slice(0, 5).join('\n') + '\n');
    expect((await cli(['verify', short])).code).toBe(0);
    const r = await cli(['verify', short, '--head', head]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('chain: broken');
  });

  it('appends to a sealed chain so that verify stays intact, and refuses a broken one', async () => {
    const dir = tmp();
    const out = join(dir, 'all.jsonl');
    const r = await cli([
      'seal',
      '--append',
      join(VECTORS, 'session-dirty.sealed.jsonl'),
      DIRTY,
      '--output',
      out,
    ]);
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n');
    expect(lines).toHaveLength(13);
    expect(JSON.parse(lines[11]).index).toBe(11);
    expect((await cli(['verify', out])).stdout).toMatch(
      /^chain: intact\nlinks: \d+\nhead: [0-9a-f]{64}\ngate: passes \(--fail-on error\)\n$/,
    );
    const whole = await cli(['seal', DIRTY]);
    expect(readFileSync(out, 'utf8').startsWith(whole.stdout)).toBe(true);
    const broken = await cli([
      'seal',
      '--append',
      join(VECTORS, 'session-dirty.tampered.jsonl'),
      DIRTY,
    ]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toContain('chain broken at index 3');
  });

  it('never seals in place', async () => {
    const dir = tmp();
    const file = join(dir, 't.jsonl');
    writeFileSync(file, readFileSync(DIRTY));
    const r = await cli(['seal', file, '--output', file]);
    expect(r.code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(DIRTY, 'utf8'));
  });
});
