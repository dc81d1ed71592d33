import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const CONFUSING = 'examples/confusing-mcp.json';

function rules(report: Report): string[] {
  return report.findings.map((f) => f.ruleId);
}

function pairOf(report: Report, ruleId: string, a: string, b: string) {
  return report.findings.find(
    (f) => f.ruleId === ruleId && [a, b].every((name) => f.locations.some((l) => l.tool === name)),
  );
}

// eslint-disable-next-line no-control-regex -- ANSI escapes are what these tests look for
const ANSI = /\u001b\[/;

describe('toolwitness scan', () => {
  let report: Report;
  let code: number;

  beforeAll(async () => {
    const result = await cli(['scan', '--format', 'json', CONFUSING]);
    code = result.code;
    report = JSON.parse(result.stdout) as Report;
  });

  it('fails with exit 1 on the confusing catalog because it has error findings', () => {
    expect(code).toBe(1);
    expect(report.summary.errors).toBeGreaterThan(0);
  });

  it('proves the read_file / fetch_file overlap with a witness and flags their contradicting hints', () => {
    const overlap = pairOf(report, 'TW103', 'read_file', 'fetch_file');
    expect(overlap?.evidence.verdict).toBe('overlap');
    expect(overlap?.evidence.witness).toEqual(
      expect.objectContaining({ path: expect.any(String) }),
    );
    expect(pairOf(report, 'TW104', 'read_file', 'fetch_file')).toBeDefined();
  });

  it('reports the duplicate, confusable and folded names once each, with the proof in evidence', () => {
    const duplicate = report.findings.filter((f) => f.ruleId === 'TW101');
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0].locations.map((l) => l.tool)).toEqual(['create_issue', 'create_issue']);
    expect(duplicate[0].evidence.verdict).toBeDefined();
    const confusable = report.findings.filter((f) => f.ruleId === 'TW106');
    expect(confusable).toHaveLength(1);
    expect(pairOf(report, 'TW102', 'list_items', 'listItems')?.evidence.verdict).toBe('overlap');
    // identity findings take precedence: no TW103 for a pair already reported by name
    expect(pairOf(report, 'TW103', 'list_items', 'listItems')).toBeUndefined();
  });

  it('reports nothing for a provably disjoint candidate pair', () => {
    expect(
      report.findings.some(
        (f) =>
          f.locations.some((l) => l.tool === 'mailbox_read') &&
          f.locations.some((l) => l.tool === 'mailbox_purge'),
      ),
    ).toBe(false);
  });

  it('reports an invalid schema as TW107 and goes on', () => {
    const invalid = report.findings.filter((f) => f.ruleId === 'TW107');
    expect(invalid.map((f) => f.locations[0].tool)).toEqual(['export_report']);
  });

  it('locates every finding by uri, pointer, line and column of the tool object', () => {
    const text = readFileSync(CONFUSING, 'utf8').split('\n');
    for (const finding of report.findings) {
      for (const location of finding.locations) {
        expect(location.uri).toBe(CONFUSING);
        expect(location.pointer).toMatch(/^\/tools\/\d+$/);
        expect(text[location.line - 1][location.column - 1]).toBe('{');
      }
    }
  });

  it('sorts findings by location then rule, and counts them in the summary', () => {
    const keys = report.findings.map((f) => [f.locations[0].line, f.locations[0].column, f.ruleId]);
    const sorted = [...keys].sort(
      (p, q) =>
        (p[0] as number) - (q[0] as number) ||
        (p[1] as number) - (q[1] as number) ||
        String(p[2]).localeCompare(String(q[2])),
    );
    expect(keys).toEqual(sorted);
    const count = (s: string) => report.findings.filter((f) => f.severity === s).length;
    expect(report.summary).toEqual({
      errors: count('error'),
      warnings: count('warning'),
      notes: count('note'),
    });
  });

  it('gives byte-identical output across runs', async () => {
    const first = await cli([
      'scan',
      '--format',
      'sarif',
      CONFUSING,
      'examples/mcp-filesystem.json',
    ]);
    const second = await cli([
      'scan',
      '--format',
      'sarif',
      CONFUSING,
      'examples/mcp-filesystem.json',
    ]);
    expect(first.stdout).toBe(second.stdout);
    expect(first.stdout.length).toBeGreaterThan(1000);
  });

  it('reads a catalog from standard input with "-"', async () => {
    const result = await cli(['scan', '--format', 'json', '-'], {
      stdin: readFileSync(CONFUSING, 'utf8'),
    });
    const fromStdin = JSON.parse(result.stdout) as Report;
    expect(rules(fromStdin)).toEqual(rules(report));
    expect(fromStdin.findings[0].locations[0].uri).toBe('stdin');
  });

  it('exits 0 below the --fail-on threshold and 1 at it', async () => {
    expect((await cli(['scan', '--fail-on', 'never', CONFUSING])).code).toBe(0);
    const clean = await cli(['scan', '--no-lint', 'examples/openai-chat.json']);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe('score: 100/100 (A)\nfindings: 0\ngate: passes (--fail-on error)\n');
    // lint notes are below the default --fail-on error
    const linted = await cli(['scan', 'examples/openai-chat.json']);
    expect(linted.code).toBe(0);
    expect(linted.stdout).toMatch(
      /^findings: 8 \(0 errors, 0 warnings, 8 notes\)\ngate: passes \(--fail-on error\)\n/m,
    );
    expect((await cli(['scan', '--fail-on', 'note', 'examples/openai-chat.json'])).code).toBe(1);
  });

  it('cuts proofs at --max-candidates and says so in exactly one TW105 note', async () => {
    const result = await cli(['scan', '--format', 'json', '--max-candidates', '1', CONFUSING]);
    const cut = JSON.parse(result.stdout) as Report;
    const notes = cut.findings.filter(
      (f) => f.ruleId === 'TW105' && (f.evidence as { flag?: string }).flag === '--max-candidates',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].evidence).toEqual(
      expect.objectContaining({ flag: '--max-candidates', limit: 1, skipped: expect.any(Number) }),
    );
    expect(notes[0].locations[0]).toEqual(expect.objectContaining({ uri: CONFUSING, line: 1 }));
    const strict = await cli([
      'scan',
      '--strict',
      '--fail-on',
      'never',
      '--max-candidates',
      '1',
      CONFUSING,
    ]);
    expect(strict.code).toBe(1);
  });

  it('keeps every confusable pair past --max-candidates as an undecided TW105 note (none dropped)', async () => {
    const full = JSON.parse((await cli(['scan', '--format', 'json', CONFUSING])).stdout) as Report;
    const cut = JSON.parse(
      (await cli(['scan', '--format', 'json', '--max-candidates', '1', CONFUSING])).stdout,
    ) as Report;
    const pairKey = (f: Report['findings'][number]): string =>
      f.locations
        .map((l) => `${l.uri}${l.pointer}`)
        .sort()
        .join(' ~ ');
    const pairRules = new Set(['TW101', 'TW102', 'TW103', 'TW105', 'TW106', 'TW108']);
    const pairsOf = (r: Report): string[] =>
      [
        ...new Set(
          r.findings
            .filter((f) => pairRules.has(f.ruleId) && f.locations.length === 2)
            .map(pairKey),
        ),
      ].sort();
    expect(pairsOf(full).length).toBeGreaterThan(1);
    expect(pairsOf(cut)).toEqual(pairsOf(full));
    const undecided = cut.findings.filter(
      (f) =>
        f.ruleId === 'TW105' &&
        (f.evidence as { reason?: { code?: string } }).reason?.code === 'budget',
    );
    expect(undecided.length).toBeGreaterThan(0);
    for (const f of undecided) expect(f.message).toContain('--max-candidates 1 reached');
  });

  it('expands quoted globs and directories, reading each file once', async () => {
    const viaGlob = JSON.parse(
      (await cli(['scan', '--format', 'json', 'examples/mcp-*.json'])).stdout,
    );
    const viaFiles = JSON.parse(
      (
        await cli([
          'scan',
          '--format',
          'json',
          'examples/mcp-everything.json',
          'examples/mcp-filesystem.json',
          'examples/mcp-memory.json',
          'examples/mcp-memory.json',
        ])
      ).stdout,
    );
    expect(viaGlob.stats.files).toBe(3);
    expect(viaGlob).toEqual(viaFiles);
    const viaDirectory = JSON.parse((await cli(['scan', '--format', 'json', 'examples'])).stdout);
    expect(viaDirectory.stats.files).toBe(
      readdirSync('examples').filter((f) => f.endsWith('.json')).length,
    );
  });

  it('scans every provider shape together', async () => {
    const result = await cli([
      'scan',
      '--format',
      'json',
      '--fail-on',
      'never',
      'examples/openai-responses.json',
      'examples/openai-chat.json',
      'examples/anthropic.json',
      'examples/mcp-everything.json',
    ]);
    expect(result.code).toBe(0);
    const all = JSON.parse(result.stdout) as Report;
    expect(all.stats.tools).toBeGreaterThan(15);
    expect(all.stats.files).toBe(4);
  });

  it('writes human output without colour unless asked, and with it on a terminal', async () => {
    const plain = await cli(['scan', CONFUSING]);
    expect(plain.stdout).not.toMatch(ANSI);
    expect(plain.stdout).toContain('witness');
    const coloured = await cli(['scan', CONFUSING], { color: true });
    expect(coloured.stdout).toMatch(ANSI);
    const forcedOff = await cli(['scan', '--no-color', CONFUSING], { color: true });
    expect(forcedOff.stdout).not.toMatch(ANSI);
  });

  it('writes the report to --output and nothing to stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-'));
    const out = join(dir, 'report.sarif');
    const result = await cli(['scan', '--format', 'sarif', '--output', out, CONFUSING]);
    expect(result.stdout).toBe('');
    const sarif = JSON.parse(readFileSync(out, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.length).toBeGreaterThan(5);
  });
});

describe('toolwitness scan on bad input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-bad-'));
  const file = (name: string, text: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it.each([
    ['a missing file', () => join(dir, 'missing.json'), /missing\.json: cannot read: no such file/],
    [
      'malformed JSON',
      () => file('bad.json', '{"tools": [\n  {"name": }\n]}'),
      /bad\.json:2:\d+: /,
    ],
    ['an unknown shape', () => file('shape.json', '{"hello": "world"}'), /shape\.json.*/],
    [
      'a duplicate key',
      () => file('dup.json', '{"tools": [], "tools": []}'),
      /dup\.json:1:\d+: duplicate key "tools"/,
    ],
    [
      'UTF-16',
      () => file('u16.json', Buffer.from('\ufeff{"tools":[]}', 'utf16le')),
      /UTF-16.*UTF-8/,
    ],
  ])('exits 2 with one line for %s', async (_what, make, message) => {
    const result = await cli(['scan', make()]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for a glob or directory that matches nothing', async () => {
    const glob = await cli(['scan', join(dir, 'nothing-*.json')]);
    expect(glob.code).toBe(2);
    expect(glob.stderr).toMatch(/no files match/);
    const empty = mkdtempSync(join(tmpdir(), 'tw-empty-'));
    const directory = await cli(['scan', empty]);
    expect(directory.code).toBe(2);
    expect(directory.stderr).toMatch(/directory has no \.json files/);
  });

  it('exits 2 past --max-tools', async () => {
    const result = await cli(['scan', '--max-tools', '3', CONFUSING]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--max-tools 3/);
  });

  it('exits 2 for "-" given twice, bad flags and bad values', async () => {
    expect((await cli(['scan', '-', '-'])).code).toBe(2);
    expect((await cli(['scan', '--format', 'xml', CONFUSING])).code).toBe(2);
    expect((await cli(['scan', '--fail-on', 'sometimes', CONFUSING])).code).toBe(2);
    expect((await cli(['scan', '--threshold', '0', CONFUSING])).code).toBe(2);
    expect((await cli(['scan', '--bogus', CONFUSING])).code).toBe(2);
    expect((await cli(['scan'])).code).toBe(2);
  });
});

describe('toolwitness prove, explain, help', () => {
  it('prints the verdict and witness as JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-prove-'));
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    writeFileSync(
      a,
      JSON.stringify({
        type: 'object',
        properties: { path: { type: 'string' } },
        required: ['path'],
      }),
    );
    writeFileSync(
      b,
      JSON.stringify({ type: 'object', properties: { path: { type: 'string', minLength: 3 } } }),
    );
    const result = await cli(['prove', '--format', 'json', a, b]);
    expect(result.code).toBe(0);
    const proof = JSON.parse(result.stdout);
    expect(proof.verdict).toBe('overlap');
    expect(typeof proof.witness.path).toBe('string');
    expect([...proof.witness.path].length).toBeGreaterThanOrEqual(3);
    writeFileSync(
      b,
      JSON.stringify({
        type: 'object',
        properties: { path: { type: 'integer' } },
        required: ['path'],
      }),
    );
    const disjoint = await cli(['prove', a, b]);
    expect(disjoint.code).toBe(0);
    expect(disjoint.stdout).toMatch(/^verdict: disjoint\nreason: /);
  });

  it('explains a rule and rejects an unknown one', async () => {
    const explained = await cli(['explain', 'tw103']);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain('proven-overlap');
    expect((await cli(['explain', 'TW999'])).code).toBe(2);
  });

  it('teaches with --help and exits 0', async () => {
    const help = await cli(['scan', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--max-candidates');
    expect(help.stdout).toContain('Examples:');
  });
});
