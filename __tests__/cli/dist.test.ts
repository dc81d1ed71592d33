import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cli } from './helpers.js';

// The committed bundle is what the README's first command and the Action run.
describe('dist/cli.js', () => {
  it('gives the same report as the sources, with no install', async () => {
    const args = [
      'scan',
      '--format',
      'json',
      'examples/confusing-mcp.json',
      'examples/anthropic.json',
    ];
    const bundled = spawnSync(process.execPath, ['dist/cli.js', ...args], { encoding: 'utf8' });
    const inProcess = await cli(args);
    expect(bundled.status).toBe(inProcess.code);
    expect(bundled.stdout).toBe(inProcess.stdout);
    expect(bundled.stderr).toBe('');
  });

  it('prints one line and exits 2 for malformed input, with no stack trace', () => {
    const bundled = spawnSync(process.execPath, ['dist/cli.js', 'scan', '-'], {
      encoding: 'utf8',
      input: '{"tools": [',
    });
    expect(bundled.status).toBe(2);
    expect(bundled.stderr.trim().split('\n')).toHaveLength(1);
    expect(bundled.stderr).toMatch(/^toolwitness: stdin:1:\d+: /);
  });

  it('ends quietly when the reader closes the pipe early (`| head`)', () => {
    // the report of every real catalog is far larger than a pipe buffer; `head` stops reading
    const piped = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" dist/cli.js scan examples/real | head -c 1 >/dev/null`],
      { encoding: 'utf8' },
    );
    expect(piped.stderr).toBe('');
    const help = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" dist/cli.js collect --help | head -n 1 >/dev/null`],
      { encoding: 'utf8' },
    );
    expect(help.stderr).toBe('');
  });

  it('runs from a folder with no node_modules (a fresh clone has none): everything is bundled', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-dist-'));
    try {
      for (const f of ['cli.js', 'package.json']) copyFileSync(join('dist', f), join(dir, f));
      const catalogs = ['confusing-mcp.json', 'mcp-memory.json'].map((f) => resolve('examples', f));
      const run = spawnSync(process.execPath, ['cli.js', 'scan', '--format', 'json', ...catalogs], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect([0, 1]).toContain(run.status);
      const report = JSON.parse(run.stdout) as { findings: { ruleId: string }[] };
      // the confusables data (TW106) and the tokenizer (stats.tokens) are in the bundle
      expect(report.findings.some((f) => f.ruleId === 'TW106')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
