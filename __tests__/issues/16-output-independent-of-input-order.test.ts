import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runLib } from './helpers.js';

// Issue 16, item 9: the same files in another order, and the same catalogs with the keys of
// every object in another order, give byte-identical output (JSON, SARIF, human): witness key
// order, the disjointness reason chosen, which tool of a pair comes first, finding order, stats.
// One figure is exempt from key order on purpose: the token estimate counts a tool definition
// as the client forwards it, in its own key order.

const examples = resolve('examples');
const FORMATS = ['json', 'sarif', 'human'] as const;
let dir: string;

/** A catalog written one tool per line, so a key shuffle inside a tool moves no location. */
function oneToolPerLine(tools: unknown[], order: (value: unknown) => unknown): string {
  return `{"tools":[\n${tools.map((t) => JSON.stringify(order(t))).join(',\n')}\n]}\n`;
}

/** Every object's keys in the order `rank` gives (arrays keep their order: it is data). */
function reorderKeys(value: unknown, rank: (key: string) => number): unknown {
  if (Array.isArray(value)) return value.map((v) => reorderKeys(v, rank));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([k, v]) => [k, reorderKeys(v, rank)]));
}

/** A key order from a seed: a hash of the key and the seed. */
function seededRank(seed: number): (key: string) => number {
  return (key) => {
    let h = seed >>> 0;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 2654435761) >>> 0;
    return h;
  };
}

const CATALOGS = [
  'confusing-mcp.json',
  'mcp-filesystem.json',
  'mcp-memory.json',
  'real/github.json',
  'real/gitlab.json',
  'real/browsermcp.json',
];
const catalogTools = CATALOGS.map((p) => {
  const value = JSON.parse(readFileSync(join(examples, p), 'utf8'));
  return (Array.isArray(value) ? value : (value.tools ?? value.result.tools)) as unknown[];
});
const catalogName = (i: number): string => CATALOGS[i].replace(/^real\//, '');

/** Writes the catalogs (keys ordered by `seed`, or as shipped) into their own directory. */
function writeCatalogs(sub: string, seed: number | undefined): void {
  mkdirSync(join(dir, sub), { recursive: true });
  catalogTools.forEach((tools, i) => {
    const order =
      seed === undefined ? (t: unknown) => t : (t: unknown) => reorderKeys(t, seededRank(seed));
    writeFileSync(join(dir, sub, catalogName(i)), oneToolPerLine(tools, order));
  });
}

async function outputs(args: string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const format of FORMATS) {
    const r = await runLib([...args, '-f', format, '--fail-on', 'never'], cwd);
    expect(r.code).toBe(0);
    out.push(r.stdout);
  }
  return out;
}

/** The same output with the token estimate taken out (JSON stats and the human summary). */
function withoutTokens(text: string, format: string): string {
  if (format === 'json') {
    const report = JSON.parse(text);
    delete report.stats.tokens;
    return JSON.stringify(report);
  }
  return text.replace(/ · ~[\d,]+ tokens \(estimate[^)]*\)/g, '');
}

const permutation = (n: number) =>
  fc.shuffledSubarray(
    [...Array(n).keys()].map((i) => i),
    { minLength: n, maxLength: n },
  );

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-order-'));
  writeCatalogs('shipped', undefined);
  for (const f of [
    'traces/openai-responses.json',
    'traces/openai-chat.json',
    'traces/anthropic-message.json',
    'traces/mcp-mix.jsonl',
    'traces/unknown-tool.json',
    'traces/catalog-mcp.json',
    'transcripts/session-clean.jsonl',
    'transcripts/session-dirty.jsonl',
    'contract/catalog-sandbox.json',
    'contract/expectations-fixed.json',
    'contract/expectations-only-command.json',
    'contract/expectations-strict-policy.json',
    'contract/trace-intent-command.json',
    'contract/trace-third-key.json',
  ]) {
    copyFileSync(join(examples, f), join(dir, 'shipped', f.replace('/', '_')));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cwd = (): string => join(dir, 'shipped');
const names = (order: number[], all: string[]): string[] => order.map((i) => all[i]);

describe('issue 16: output does not depend on input order', () => {
  it('scan: any order of the files gives the same bytes', async () => {
    const files = CATALOGS.map((_, i) => catalogName(i));
    const reference = await outputs(['scan', ...files], cwd());
    await fc.assert(
      fc.asyncProperty(permutation(files.length), async (order) => {
        expect(await outputs(['scan', ...names(order, files)], cwd())).toEqual(reference);
      }),
      { numRuns: 3 },
    );
  }, 300_000);

  it('scan: keys in another order inside every tool give the same report but for the token estimate', async () => {
    const files = CATALOGS.map((_, i) => catalogName(i));
    const reference = (await outputs(['scan', ...files], cwd())).map((t, i) =>
      withoutTokens(t, FORMATS[i]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        permutation(files.length),
        async (seed, order) => {
          // the same directory name, so uris (and fingerprints) match the reference
          const sub = `shuffled-${seed}`;
          writeCatalogs(sub, seed);
          const got = await outputs(['scan', ...names(order, files)], join(dir, sub));
          expect(got.map((t, i) => withoutTokens(t, FORMATS[i]))).toEqual(reference);
        },
      ),
      { numRuns: 3 },
    );
  }, 300_000);

  it('replay --catalog, transcript replay and contract: any order of every file list', async () => {
    const traces = [
      'openai-responses.json',
      'openai-chat.json',
      'anthropic-message.json',
      'mcp-mix.jsonl',
      'unknown-tool.json',
    ].map((f) => `traces_${f}`);
    const catalogs = ['traces_catalog-mcp.json', 'mcp-filesystem.json', 'confusing-mcp.json'];
    const expects = ['fixed', 'only-command', 'strict-policy'].map(
      (e) => `contract_expectations-${e}.json`,
    );
    const contractTraces = ['contract_trace-intent-command.json', 'contract_trace-third-key.json'];
    const transcripts = ['transcripts_session-clean.jsonl', 'transcripts_session-dirty.jsonl'];
    const flag = (name: string, files: string[]) => files.flatMap((f) => [name, f]);
    const runs = (t: number[], c: number[], e: number[], ct: number[], s: number[]) => [
      ['replay', ...flag('--catalog', names(c, catalogs)), ...names(t, traces)],
      ['replay', ...names(s, transcripts)],
      [
        'contract',
        '--catalog',
        'contract_catalog-sandbox.json',
        ...flag('--expect', names(e, expects)),
        ...names(ct, contractTraces),
      ],
    ];
    const identity = (n: number) => [...Array(n).keys()];
    const reference: string[][] = [];
    for (const args of runs(identity(5), identity(3), identity(3), identity(2), identity(2))) {
      reference.push(await outputs(args, cwd()));
    }
    await fc.assert(
      fc.asyncProperty(
        permutation(5),
        permutation(3),
        permutation(3),
        permutation(2),
        permutation(2),
        async (t, c, e, ct, s) => {
          const got: string[][] = [];
          for (const args of runs(t, c, e, ct, s)) got.push(await outputs(args, cwd()));
          expect(got).toEqual(reference);
        },
      ),
      { numRuns: 3 },
    );
  }, 300_000);

  it('merge and diff: any order of the shard reports, any key order in the catalogs', async () => {
    const shards: string[] = [];
    for (const [i, files] of [[0], [1, 2], [3], [0, 4]].entries()) {
      const r = await runLib(
        ['scan', '-f', 'json', '--fail-on', 'never', ...files.map(catalogName)],
        cwd(),
      );
      shards.push(`shard-${i}.json`);
      writeFileSync(join(cwd(), `shard-${i}.json`), r.stdout);
    }
    const reference = await outputs(['merge', ...shards], cwd());
    const diffReference = await outputs(['diff', catalogName(3), catalogName(4)], cwd());
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        permutation(shards.length),
        async (seed, order) => {
          expect(await outputs(['merge', ...names(order, shards)], cwd())).toEqual(reference);
          const sub = `diff-${seed}`;
          writeCatalogs(sub, seed);
          expect(await outputs(['diff', catalogName(3), catalogName(4)], join(dir, sub))).toEqual(
            diffReference,
          );
        },
      ),
      { numRuns: 3 },
    );
  }, 300_000);
});
