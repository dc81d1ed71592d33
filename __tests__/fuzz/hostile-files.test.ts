import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLE, haveBundle, runLib } from '../issues/helpers.js';

// Issue 16: a bounded fuzz test over every command. Generated hostile files (truncated JSON,
// huge numbers, deep nesting, long strings, NUL, UTF-16, BOM, invalid UTF-8, duplicate and
// prototype keys) and hostile paths (symlinks to devices, loops, FIFOs) go to each place a
// command reads a file. Whatever the input: exit 0, 1 or 2, never a stack trace or an "internal
// error", a bounded time, and for exit 2 one line on stderr. The library runs many cases
// in-process; the bundle runs fewer, each under a time cap and a heap cap.

const examples = resolve('examples');
const good = {
  catalog: join(examples, 'mcp-memory.json'),
  schema: join(examples, 'schemas/read.json'),
  trace: join(examples, 'traces/openai-responses.json'),
  traceCatalog: join(examples, 'traces/catalog-mcp.json'),
  transcript: join(examples, 'transcripts/session-clean.jsonl'),
  scope: join(examples, 'transcripts/scope.json'),
};
const SEEDS = [
  readFileSync(good.catalog, 'utf8'),
  readFileSync(good.trace, 'utf8'),
  readFileSync(good.transcript, 'utf8'),
  readFileSync(good.scope, 'utf8'),
  readFileSync(join(examples, 'configs/mcp.json'), 'utf8'),
  readFileSync(join(examples, 'contract/expectations-fixed.json'), 'utf8'),
];

let dir: string;
let scanReport = '';

/** Every command, with the hostile file in one place it reads a file. */
const SLOTS: ((file: string) => string[])[] = [
  (f) => ['scan', f],
  (f) => ['scan', good.catalog, '--settings', f],
  (f) => ['scan', good.catalog, '--baseline', f],
  (f) => ['scan', '--no-spawn', '--config', f],
  (f) => ['prove', f, good.schema],
  (f) => ['replay', f],
  (f) => ['replay', '--catalog', f, good.trace],
  (f) => ['replay', '--catalog', good.traceCatalog, f],
  (f) => ['contract', '--catalog', good.traceCatalog, f],
  (f) => ['contract', '--catalog', good.traceCatalog, '--expect', f, good.trace],
  (f) => ['scope', f, good.scope],
  (f) => ['scope', good.transcript, f],
  (f) => ['seal', f],
  (f) => ['verify', f],
  (f) => ['verify', good.transcript, '--public-key', f, '--signature', f],
  (f) => ['merge', join(dir, 'scan-report.json'), f],
  (f) => ['diff', f, good.catalog],
  (f) => ['collect', '--config', join(dir, 'none.mcp.json'), '--check', f],
];

const ascii = (s: string) => Buffer.from(s, 'utf8');

/** Hostile file contents, as bytes. */
const hostileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  // truncated: a real file cut anywhere
  fc
    .tuple(fc.constantFrom(...SEEDS), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([s, at]) => ascii(s.slice(0, Math.floor(s.length * at)))),
  // a real file with bytes overwritten
  fc
    .tuple(
      fc.constantFrom(...SEEDS),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 8,
      }),
    )
    .map(([s, edits]) => {
      const b = ascii(s);
      for (const [at, byte] of edits) b[at % b.length] = byte;
      return b;
    }),
  // huge numbers, in every place a number may stand
  fc
    .tuple(fc.integer({ min: 20, max: 5000 }), fc.constantFrom('', '-', '0.', '1e', '1e-'))
    .map(([n, prefix]) => {
      const num = prefix + '9'.repeat(n);
      return ascii(
        `{"tools":[{"name":"a","inputSchema":{"type":"object","maximum":${num}}}],"index":${num},"tool":"t","args":{"n":${num}},"response":{}}\n`,
      );
    }),
  // deep nesting
  fc
    .tuple(fc.integer({ min: 100, max: 200_000 }), fc.constantFrom('[', '{"a":', '{"tools":['))
    .map(([n, open]) => ascii(open.repeat(n))),
  // long strings and keys
  fc
    .tuple(fc.integer({ min: 1000, max: 2_000_000 }), fc.boolean())
    .map(([n, asKey]) =>
      ascii(asKey ? `{"${'k'.repeat(n)}": 1}` : `{"tools":[{"name":"${'n'.repeat(n)}"}]}`),
    ),
  // NUL, BOM, UTF-16, invalid UTF-8
  fc
    .constantFrom(...SEEDS)
    .chain((s) =>
      fc.constantFrom(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ascii(s)]),
        Buffer.from('\ufeff' + s, 'utf16le'),
        Buffer.from(s, 'utf16le'),
        Buffer.concat([ascii(s.slice(0, 20)), Buffer.from([0]), ascii(s.slice(20))]),
        Buffer.concat([
          ascii(s.slice(0, 30)),
          Buffer.from([0xff, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
          ascii(s.slice(30)),
        ]),
      ),
    ),
  // duplicate and prototype keys, at the top and inside
  fc
    .tuple(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'tools',
        'index',
        'tool',
      ),
      fc.constantFrom('{}', '[]', '1', '"x"', 'null', '{"polluted":true}'),
    )
    .map(([key, value]) =>
      ascii(
        `{"${key}":${value},"${key}":${value},"tools":[{"name":"a","${key}":${value},"inputSchema":{"type":"object","properties":{"${key}":${value}}}}],"index":0,"tool":"t","args":{"${key}":${value}},"response":{}}\n`,
      ),
    ),
  // arbitrary bytes
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
);

/** Paths that are not regular files: devices, loops, directories, FIFOs, dangling links. */
const SPECIAL = ['zero-link.json', 'loop.json', 'dangling.json', 'folder.json', 'pipe.json'];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-fuzz-'));
  writeFileSync(join(dir, 'none.mcp.json'), '{"mcpServers":{}}');
  symlinkSync('/dev/zero', join(dir, 'zero-link.json'));
  symlinkSync(join(dir, 'loop.json'), join(dir, 'loop.json'));
  symlinkSync(join(dir, 'missing'), join(dir, 'dangling.json'));
  mkdirSync(join(dir, 'folder.json'));
  execFileSync('mkfifo', [join(dir, 'pipe.json')]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function scanReportFile(): Promise<void> {
  if (scanReport !== '') return;
  scanReport = (await runLib(['scan', '-f', 'json', '--fail-on', 'never', good.catalog], dir))
    .stdout;
  writeFileSync(join(dir, 'scan-report.json'), scanReport);
}

function checkOutcome(args: string[], code: number, stderr: string): void {
  const seen = { args: args.map((a) => a.replace(dir, '')), code, stderr: stderr.slice(0, 300) };
  expect([0, 1, 2]).toContain(code);
  expect(stderr).not.toMatch(/internal error|\n\s+at /);
  if (code === 2)
    expect({ ...seen, lines: stderr.trimEnd().split('\n').length }).toMatchObject({ lines: 1 });
}

describe('fuzz: hostile files against every command', () => {
  it('the library: exit 0/1/2, one line on stderr for exit 2, never an internal error', async () => {
    await scanReportFile();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileBytes, fc.nat(SLOTS.length - 1), async (bytes, slot) => {
        const file = join(dir, `lib-${n++}.json`);
        writeFileSync(file, bytes);
        const args = SLOTS[slot](file);
        const out = await runLib(args, dir);
        checkOutcome(args, out.code, out.stderr);
        rmSync(file);
      }),
      { numRuns: 120 },
    );
  }, 600_000);

  (haveBundle ? it : it.skip)(
    'the bundle under a 60 s and 256 MB cap: the same, hostile paths included',
    async () => {
      await scanReportFile();
      let n = 0;
      const file = fc.oneof(
        { weight: 4, arbitrary: hostileBytes.map((bytes) => ({ bytes })) },
        { weight: 1, arbitrary: fc.constantFrom(...SPECIAL).map((path) => ({ path })) },
      );
      await fc.assert(
        fc.asyncProperty(file, fc.nat(SLOTS.length - 1), async (input, slot) => {
          let path: string;
          if ('path' in input) path = join(dir, input.path);
          else {
            path = join(dir, `bundle-${n++}.json`);
            writeFileSync(path, input.bytes);
          }
          const args = SLOTS[slot](path);
          const out = await runCapped(args);
          expect({ args, timedOut: out.timedOut }).toEqual({ args, timedOut: false });
          checkOutcome(args, out.code, out.stderr);
        }),
        { numRuns: 16 },
      );
    },
    600_000,
  );
});

/**
 * `node --max-old-space-size=256 dist/cli.js …`, killed after 60 s: a loaded runner starts it
 * slowly, a hang or an unbounded read takes longer.
 */
function runCapped(args: string[]): Promise<{ code: number; stderr: string; timedOut: boolean }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--max-old-space-size=256', BUNDLE, ...args], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ code: status ?? -1, stderr, timedOut });
    });
  });
}
