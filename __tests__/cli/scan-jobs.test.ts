import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARALLEL_LINT_MIN_TOOLS } from '../../src/run/lint-thread.js';

/**
 * `scan --jobs`: lint on a worker thread beside the proofs (catalogs of PARALLEL_LINT_MIN_TOOLS
 * tools or more) gives the report of the one-thread path, byte for byte, in any file order,
 * through the built CLIs (lib/, and the committed bundle when it has its dist/lint-worker.js).
 */
const CLIS = ['lib/cli/main.js', 'dist/cli.js'].filter(
  (cli) => existsSync(cli) && (cli !== 'dist/cli.js' || existsSync('dist/lint-worker.js')),
);
const describeIf = CLIS.length > 0 ? describe : describe.skip;

function scan(cli: string, args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'scan', '--fail-on', 'never', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describeIf('scan --jobs', () => {
  // a catalog grown from the real tools of examples/real, large enough for the lint worker
  const dir = mkdtempSync(join(tmpdir(), 'tw-jobs-'));
  const size = PARALLEL_LINT_MIN_TOOLS + 500;
  const made = spawnSync(
    process.execPath,
    ['bench/scan.mjs', '--generate-only', dir, '--sizes', String(size)],
    { encoding: 'utf8' },
  );
  const catalog = join(dir, `tools-${size}`);
  const files = existsSync(catalog)
    ? readdirSync(catalog)
        .sort()
        .map((f) => join(catalog, f))
    : [];
  const common = ['--max-tools', '20000'];

  it('generates the catalog', () => {
    expect(made.status).toBe(0);
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(CLIS)(
    '%s: the same JSON report with one thread, two and four, in any file order',
    (cli) => {
      const one = scan(cli, ['--jobs', '1', '--format', 'json', ...common, ...files]);
      expect(one.code).toBe(0);
      expect(JSON.parse(one.stdout).stats.tokens.total).toBeGreaterThan(0);
      const two = scan(cli, [
        '--jobs',
        '2',
        '--format',
        'json',
        ...common,
        ...[...files].reverse(),
      ]);
      expect(two).toEqual(one);
      const rotated = [...files.slice(7), ...files.slice(0, 7)];
      const four = scan(cli, ['--jobs', '4', '--format', 'json', ...common, ...rotated]);
      expect(four).toEqual(one);
    },
  );

  it.each(CLIS)('%s: the same SARIF report with one thread and the default', (cli) => {
    const one = scan(cli, ['--jobs', '1', '--format', 'sarif', ...common, ...files]);
    const auto = scan(cli, ['--format', 'sarif', ...common, ...[...files].reverse()]);
    expect(one.code).toBe(0);
    expect(auto).toEqual(one);
  });

  it.each(CLIS)('%s: the same report on examples/real with --jobs 1 and 2', (cli) => {
    const one = scan(cli, ['--jobs', '1', '--format', 'json', 'examples/real']);
    const two = scan(cli, ['--jobs', '2', '--format', 'json', 'examples/real']);
    expect(one.code).toBe(0);
    expect(two).toEqual(one);
  });

  it.each(CLIS)('%s: a bad --jobs is exit 2 with a message that names it, no stack', (cli) => {
    for (const bad of ['0', 'two', '-1', '1.5']) {
      const r = scan(cli, ['--jobs', bad, 'examples/real']);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toMatch(
        /--jobs .* is invalid\. expected "auto" or a positive/,
      );
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it.each(CLIS)('%s: a malformed catalog is the same one-line error with any --jobs', (cli) => {
    const bad = join(dir, 'broken.json');
    writeFileSync(bad, '{"tools": [');
    const one = scan(cli, ['--jobs', '1', ...common, ...files, bad]);
    const two = scan(cli, ['--jobs', '2', ...common, bad, ...files]);
    expect(one.code).toBe(2);
    expect(two).toEqual(one);
  });
});
