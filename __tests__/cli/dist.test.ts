import { spawnSync } from 'node:child_process';
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
});
