import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const SHARDS = ['examples/mcp-filesystem.json', 'examples/mcp-memory.json'];

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'tw-merge-'));
}

async function shard(dir: string, name: string, ...args: string[]): Promise<string> {
  const out = join(dir, name);
  const result = await cli([...args, '--format', 'json', '-o', out]);
  expect(result.stderr).toBe('');
  return out;
}

describe('toolwitness merge', () => {
  it('merges two scan shards into the findings and summary of one scan of both files', async () => {
    const dir = tmp();
    const a = await shard(dir, 'a.json', 'scan', SHARDS[0]);
    const b = await shard(dir, 'b.json', 'scan', SHARDS[1]);
    const union = JSON.parse((await cli(['scan', '--format', 'json', ...SHARDS])).stdout) as Report;
    const merged = await cli(['merge', '--format', 'json', a, b]);
    expect(merged.code).toBe(0);
    const report = JSON.parse(merged.stdout) as Report;
    expect(union.findings.length).toBeGreaterThan(1);
    expect(report.findings).toEqual(union.findings);
    expect(report.summary).toEqual(union.summary);
    expect(report.command).toBe('scan');
    // numeric stats add up; the union scan also examines cross-file pairs, so only per-file ones match
    expect(report.stats.tools).toBe(union.stats.tools);
    expect(report.stats.shards).toBe(2);
    expect(report.stats.score).toEqual(union.stats.score);
  });

  it('de-duplicates by fingerprint and is the same whatever the order of the shards', async () => {
    const dir = tmp();
    const a = await shard(dir, 'a.json', 'scan', SHARDS[0]);
    const b = await shard(dir, 'b.json', 'scan', SHARDS[1]);
    const ab = await cli(['merge', '--format', 'json', a, b, a]);
    const ba = await cli(['merge', '--format', 'json', b, a]);
    const once = JSON.parse(ab.stdout) as Report;
    expect(once.findings).toEqual((JSON.parse(ba.stdout) as Report).findings);
    expect(new Set(once.findings.map((f) => f.fingerprint)).size).toBe(once.findings.length);
  });

  it('writes SARIF and human output and gates on --fail-on', async () => {
    const dir = tmp();
    const a = await shard(dir, 'a.json', 'scan', 'examples/confusing-mcp.json');
    const sarif = await cli(['merge', '--format', 'sarif', a]);
    expect(sarif.code).toBe(1);
    expect(JSON.parse(sarif.stdout).runs).toHaveLength(1);
    const human = await cli(['merge', '--fail-on', 'never', a]);
    expect(human.code).toBe(0);
    // the merged report is scored again from its findings
    expect(human.stdout).toMatch(
      // search_public/search_private are no longer confusable (issue 14), post_message/send_message
      // is proven disjoint (issue 18)
      /^score: 2\/100 \(F\) · ~1,148 tokens \(estimate, o200k_base\)\nfindings: 66 \(6 errors, 6 warnings, 54 notes\)\ngate: passes \(--fail-on never\)\n/,
    );
  });

  it('rejects a file that is not a report, and reports of different commands, naming the file', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'junk.json'), '{"tools": []}');
    const junk = await cli(['merge', 'junk.json'], { cwd: dir });
    expect(junk.code).toBe(2);
    expect(junk.stderr).toBe(
      'toolwitness: junk.json: /schemaVersion: not a ToolWitness JSON report of schemaVersion 1\n',
    );
    await shard(dir, 'scan.json', 'scan', SHARDS[0]);
    await shard(
      dir,
      'scope.json',
      'scope',
      'examples/transcripts/session-dirty.jsonl',
      'examples/transcripts/scope.json',
    );
    const mixed = await cli(['merge', 'scan.json', 'scope.json'], { cwd: dir });
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain(
      'scope.json: a "scope" report cannot merge with the "scan" report',
    );
    const missing = await cli(['merge', 'nope.json'], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.json/);
  });
});
