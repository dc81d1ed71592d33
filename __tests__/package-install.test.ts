import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PARALLEL_MIN_BYTES } from '../src/transcript/parallel.js';
import { VERSION } from '../src/version.js';

/**
 * The npm package as a user gets it: packed from a copy of the sources (so `prepack` builds lib/
 * there, not under the feet of the tests that run lib/ here), installed from the tarball into an
 * empty project, then compiled against with TypeScript 6 defaults and run through its `bin`.
 * Installing needs the registry or npm's cache, as `npm ci` does.
 */

/**
 * What `npm pack` may weigh at most: lib/ with its .d.ts, README, LICENSE, CHANGELOG. The budget
 * catches a bundle or stray files (dist/cli.js alone is several MB); the lexicon's tables and
 * their comments grow with the model (session 8 passed 512 KiB packed by 0.6 KB, session 15
 * 576 KiB by 0.6 KB, session 31 2 MiB unpacked by 2.7 KB), so there is room for that growth but
 * not for a bundle.
 */
const BUDGET = { packed: 704 * 1024, unpacked: 2304 * 1024 };

const ROOT = resolve('.');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

let work: string;
let consumer: string;
let packed: PackResult;

function npm(args: string[], cwd: string): string {
  return execFileSync(NPM, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 1 << 28,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tw-pkg-'));
  const source = join(work, 'source');
  mkdirSync(source);
  for (const entry of [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'tsconfig.json',
    'tsconfig.build.json',
    'src',
  ])
    cpSync(entry, join(source, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
  // --json reports what --dry-run reports, for the tarball it wrote
  [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], source));

  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  npm(
    ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, packed.filename)],
    consumer,
  );
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed npm package', () => {
  it('stays within its size budget and holds lib/ but no bundle', () => {
    const paths = packed.files.map((f) => f.path);
    expect(packed.size).toBeLessThan(BUDGET.packed);
    expect(packed.unpackedSize).toBeLessThan(BUDGET.unpacked);
    expect(paths.filter((p) => p.startsWith('dist/') || p.startsWith('lib/action/'))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'lib/index.js',
        'lib/index.d.ts',
        'lib/cli/main.js',
        'lib/transcript/digest-worker.js',
      ]),
    );
  });

  it('has types that compile under strict TypeScript 6 without @types/node or extra flags', () => {
    writeFileSync(
      join(consumer, 'use.ts'),
      [
        "import { discoverConfigs, GENESIS, render, scan, VERSION } from 'toolwitness';",
        "import type { DiscoverHost, Finding, Report } from 'toolwitness';",
        '',
        'const catalog = \'{"tools":[{"name":"a","inputSchema":{"type":"object"}}]}\';',
        "const report: Report = scan([{ uri: 'tools.json', content: catalog }]);",
        'const findings: readonly Finding[] = report.findings;',
        'const host: DiscoverHost = {',
        "  cwd: '/p', home: '/h', platform: 'linux', env: {},",
        "  readFile: () => { throw Object.assign(new Error('none'), { code: 'ENOENT' }); },",
        '};',
        'export const summary: string = [',
        "  VERSION, findings.length, GENESIS.length, discoverConfigs(host).length, render(report, 'sarif'),",
        "].join(' ');",
        '',
      ].join('\n'),
    );
    expect(existsSync(join(consumer, 'tsconfig.json'))).toBe(false);
    const tsc = run(consumer, process.execPath, [TSC, '--strict', '--noEmit', 'use.ts']);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
    expect(run(consumer, process.execPath, [TSC, '--version']).stdout).toMatch(/^Version 6\./);
  });

  it('imports as a library and scans a catalog', () => {
    const r = run(consumer, process.execPath, [
      '--input-type=module',
      '-e',
      "import { runScan } from 'toolwitness'; import { readFileSync } from 'node:fs';" +
        `const content = readFileSync(${JSON.stringify(join(ROOT, 'examples/confusing-mcp.json'))}, 'utf8');` +
        "const r = await runScan({ catalogs: [{ uri: 'c.json', content }] });" +
        "console.log(r.findings.filter((f) => f.ruleId === 'TW104').length > 0);",
    ]);
    expect([r.stdout.trim(), r.stderr]).toEqual(['true', '']);
  });

  it('installs a toolwitness bin that reports its version and scans', () => {
    const bin = join(consumer, 'node_modules', '.bin', 'toolwitness');
    const version = run(consumer, bin, ['--version']);
    expect([version.code, version.stdout.trim()]).toEqual([0, VERSION]);
    const scanned = run(consumer, bin, ['scan', join(ROOT, 'examples/confusing-mcp.json')]);
    expect(scanned.code).toBe(1);
    expect(scanned.stdout).toMatch(/TW104 conflicting-effects/);
    expect(scanned.stderr).toBe('');
  });

  it('finds its worker beside lib/transcript/ and replays a large transcript on it', () => {
    const big = join(work, 'big.jsonl');
    const fd = openSync(big, 'w');
    const filler = 'x'.repeat(150);
    for (let written = 0, i = 0; written <= PARALLEL_MIN_BYTES; i++) {
      const line =
        JSON.stringify({
          index: i,
          tool: i % 11 === 0 ? 'write_file' : 'read_file',
          args: { path: `docs/${i % 5000}.md` },
          response: { bytes: i % 5000, note: filler },
        }) + '\n';
      written += writeSync(fd, line);
    }
    closeSync(fd);
    const installed = join(consumer, 'node_modules', 'toolwitness', 'lib', 'transcript');
    const probe = run(
      consumer,
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { parallelWorkers } from ${JSON.stringify(pathToFileURL(join(installed, 'parallel.js')).href)};` +
          `console.log(parallelWorkers(${JSON.stringify(big)}));`,
      ],
      { TOOLWITNESS_WORKERS: '2' },
    );
    expect(probe.stdout.trim()).toBe('2');
    const bin = join(consumer, 'node_modules', '.bin', 'toolwitness');
    const args = ['replay', '--format', 'json', big];
    const parallel = run(consumer, bin, args, { TOOLWITNESS_WORKERS: '2' });
    const oneThread = run(consumer, bin, args, { TOOLWITNESS_WORKERS: '0' });
    expect(parallel.code).toBe(0);
    expect(parallel).toEqual(oneThread);
    expect(readFileSync(join(installed, 'digest-worker.js'), 'utf8')).toMatch(/parentPort/);
  }, 120_000);
});
