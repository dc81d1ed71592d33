import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../action/harness.js';
import { haveBundle, runBundle, runLib } from './helpers.js';

// Issue 16, item 5: merge reads shard reports by their own properties ("toString",
// "constructor", "hasOwnProperty" in stats are data), and a malformed shard is exit 2 with a
// line naming the file and the pointer, never an internal error.

let dir: string;
let clean: string;

function report(
  stats: Record<string, unknown>,
  locations: unknown[] = [{ uri: 'a.json', pointer: '/tools/0', line: 1, column: 1 }],
): string {
  return JSON.stringify({
    schemaVersion: 1,
    tool: { name: 'toolwitness', version: '0.1.0' },
    command: 'scan',
    summary: { errors: 0, warnings: 1, notes: 0 },
    findings: [
      {
        ruleId: 'TW102',
        rule: 'similar-name',
        severity: 'warning',
        message: 'x',
        fingerprint: 'a'.repeat(64),
        locations,
        evidence: {},
      },
    ],
    stats,
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-merge-'));
  const scan = await runLib(
    ['scan', '-f', 'json', '--fail-on', 'never', 'examples/mcp-memory.json'],
    process.cwd(),
  );
  clean = join(dir, 'clean.json');
  writeFileSync(clean, scan.stdout);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('issue 16: merge and inherited keys', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__'])(
    'merges shards whose stats hold "%s" as data, in every format',
    async (key) => {
      const shard = join(dir, `${key}.json`);
      writeFileSync(
        shard,
        report({ [key]: 7, tools: 1 })
          .replace('"tools"', `"${key}":7,"tools"`)
          .replace(`"${key}":7,"${key}":7`, `"${key}":7`),
      );
      for (const format of ['json', 'sarif', 'human']) {
        const out = await runLib(['merge', '-f', format, clean, shard], dir);
        expect(out.stderr).toBe('');
        expect(out.code).toBe(0);
        if (format === 'json') {
          const stats = (JSON.parse(out.stdout) as { stats: Record<string, unknown> }).stats;
          expect(Object.prototype.hasOwnProperty.call(stats, key)).toBe(true);
          expect(stats[key]).toBe(7);
        }
      }
    },
  );

  it.each([
    [[{}], /\/findings\/0\/locations\/0\/uri: uri must be a non-empty string/],
    [
      [{ uri: 'a.json', line: 'x' }],
      /\/findings\/0\/locations\/0\/line: line must be a whole number/,
    ],
    [[{ uri: 'a.json', tool: 5 }], /\/findings\/0\/locations\/0\/tool: tool must be a string/],
  ])(
    'refuses a shard with locations %j: exit 2 with the file and pointer',
    async (locations, message) => {
      const shard = join(dir, 'bad.json');
      writeFileSync(shard, report({}, locations as unknown[]));
      for (const format of ['json', 'sarif']) {
        const out = await runLib(['merge', '-f', format, clean, shard], dir);
        expect(out.code).toBe(2);
        expect(out.stderr).toMatch(message);
        expect(out.stderr).toMatch(/^toolwitness: bad\.json: /);
        expect(out.stderr).not.toMatch(/internal error/);
      }
      if (haveBundle) {
        const out = runBundle(['merge', '-f', 'sarif', clean, shard], dir);
        expect(out.code).toBe(2);
        expect(out.stderr).toMatch(message);
      }
    },
  );

  it('the Action refuses a malformed shard with one error line', async () => {
    const shard = join(dir, 'bad.json');
    writeFileSync(shard, report({}, [{}]));
    const out = await runAction({ 'merge-reports': shard });
    expect(out.code).not.toBe(0);
    expect(out.stdout).toMatch(
      /::error::.*bad\.json: \/findings\/0\/locations\/0\/uri: uri must be a non-empty string/,
    );
    expect(out.stdout).not.toMatch(/internal error/);
  });
});
