import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runAction } from '../action/harness.js';
import { haveBundle, runBundle, runLib, type Outcome } from './helpers.js';

// Issue 16, item 1: only regular files are read, bytes are counted while reading (standard
// input too) and the limit stops the read; in the Action, links leaving the workspace are refused.

const root = resolve('.');
const ex = (p: string): string => join(root, 'examples', p);
let dir: string;
let fifo: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-reads-'));
  fifo = join(dir, 'pipe.json');
  execFileSync('mkfifo', [fifo]);
  mkdirSync(join(dir, 'folder.json'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every place a file is named, with `X` where the hostile path goes. */
const PLACES: string[][] = [
  ['scan', 'X'],
  ['scan', '--settings', 'X', ex('mcp-memory.json')],
  ['scan', '--baseline', 'X', ex('mcp-memory.json')],
  ['prove', 'X', ex('mcp-memory.json')],
  ['replay', 'X'],
  ['replay', '--catalog', 'X', ex('openai-chat.json')],
  ['scope', 'X', ex('transcripts/scope.json')],
  ['scope', ex('transcripts/session-clean.jsonl'), 'X'],
  ['seal', 'X'],
  ['verify', 'X'],
  ['verify', '--public-key', 'X', '--signature', 'X', ex('transcripts/session-clean.jsonl')],
  [
    'contract',
    '--catalog',
    ex('contract/catalog-sandbox.json'),
    '--expect',
    'X',
    ex('contract/trace-third-key.json'),
  ],
  ['collect', '--config', 'X'],
  ['scan', '--config', 'X', '--no-spawn'],
  ['merge', 'X'],
];

function expectRefused(out: Outcome, kind: RegExp): void {
  expect(out.code).toBe(2);
  expect(out.stderr).toMatch(kind);
  expect(out.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(out.stderr.trim().split('\n')).toHaveLength(1);
}

describe('issue 16: reads are bounded and only regular files are read', () => {
  it.each(PLACES.map((p): [string, string[]] => [p.join(' '), p]))(
    'refuses a character device, a FIFO and a directory in "%s" with the kind named',
    async (_name, place) => {
      const at = (path: string): string[] => place.map((a) => (a === 'X' ? path : a));
      expectRefused(
        await runLib(at('/dev/zero'), dir),
        /zero: is a character device, not a regular file/,
      );
      expectRefused(
        await runLib(at(fifo), dir),
        /pipe\.json: is a FIFO \(named pipe\), not a regular file/,
      );
      expectRefused(
        await runLib(at(join(dir, 'folder.json')), dir),
        /folder\.json: (is a directory|directory has no \.json files)/,
      );
    },
  );

  it.each([
    ['scan', '-'],
    ['prove', '-', ex('mcp-memory.json')],
    ['verify', '-'],
    ['replay', '-'],
    ['seal', '-'],
    ['scope', '-', ex('transcripts/scope.json')],
  ])('stops reading endless standard input at the limit: %s', async (...args) => {
    const out = await runLib(args, dir, { endless: 'a' });
    expectRefused(out, /^toolwitness: stdin(:1)?: (input|line) is over the \d+-byte limit/);
  });

  (haveBundle ? it : it.skip)(
    'the bundle stops at the limit on /dev/zero and a FIFO within its time and heap caps',
    () => {
      for (const args of [
        ['scan', '-'],
        ['verify', '-'],
        ['prove', '-', ex('mcp-memory.json')],
      ]) {
        const out = runBundle(args, dir, { file: '/dev/zero' }, { heapMb: 200, timeoutMs: 30_000 });
        expect(out.timedOut).toBe(false);
        expectRefused(out, /stdin/);
      }
      const out = runBundle(['scan', fifo, '--settings', fifo], dir, undefined, {
        timeoutMs: 10_000,
      });
      expect(out.timedOut).toBe(false);
      expectRefused(out, /FIFO/);
    },
  );
});

describe('issue 16: the Action refuses links that leave the workspace', () => {
  it('refuses a committed link to /dev/zero and to a file outside, and reads links inside', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'tw-i16-ws-'));
    const outside = mkdtempSync(join(tmpdir(), 'tw-i16-out-'));
    try {
      mkdirSync(join(workspace, 'catalogs'));
      copyFileSync(ex('mcp-memory.json'), join(workspace, 'catalogs', 'a.json'));
      writeFileSync(join(outside, 'secret.json'), '{"tools": 12345-SECRET}');
      symlinkSync(join(workspace, 'catalogs', 'a.json'), join(workspace, 'catalogs', 'b.json'));
      const ok = await runAction(
        { catalogs: 'catalogs/*.json', 'fail-on': 'never' },
        { workspace },
      );
      expect(ok.code).toBe(0);
      for (const target of ['/dev/zero', join(outside, 'secret.json')]) {
        rmSync(join(workspace, 'catalogs', 'z.json'), { force: true });
        symlinkSync(target, join(workspace, 'catalogs', 'z.json'));
        const out = await runAction({ catalogs: 'catalogs/*.json' }, { workspace });
        expect(out.stdout).toMatch(/::error::catalogs\/z\.json: resolves outside the workspace/);
        expect(out.stdout).not.toContain('SECRET');
      }
    } finally {
      rmSync(workspace, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
