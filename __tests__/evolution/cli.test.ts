import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from '../cli/helpers.js';
import { freshValidate } from '../schema/helpers.js';

const OLD = 'examples/real/sentry.json';

/** A copy of the sentry catalog with one edit, written to a temporary file. */
function editedCopy(edit: (doc: { tools: Array<Record<string, unknown>> }) => void): string {
  const doc = JSON.parse(readFileSync(OLD, 'utf8')) as { tools: Array<Record<string, unknown>> };
  edit(doc);
  const path = join(mkdtempSync(join(tmpdir(), 'tw-diff-')), 'sentry.json');
  writeFileSync(path, JSON.stringify(doc, null, 2));
  return path;
}

describe('toolwitness diff', () => {
  it('exits 0 with no finding for the same catalog read from standard input', async () => {
    const result = await cli(['diff', '-', OLD, '--format', 'json'], {
      stdin: readFileSync(OLD, 'utf8'),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Report).findings).toEqual([]);
  });

  it('exits 1 with a TW701 whose counterexample the old schema accepts and the new rejects', async () => {
    const NEW = editedCopy((doc) => {
      const schema = doc.tools[0].inputSchema as { properties: object; required?: string[] };
      const optional = Object.keys(schema.properties).find(
        (k) => !(schema.required ?? []).includes(k),
      )!;
      schema.required = [...(schema.required ?? []), optional];
    });
    const result = await cli(['diff', OLD, NEW, '--format', 'json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.command).toBe('diff');
    const [finding] = report.findings;
    expect(finding.ruleId).toBe('TW701');
    const before = JSON.parse(readFileSync(OLD, 'utf8')).tools[0].inputSchema;
    const after = JSON.parse(readFileSync(NEW, 'utf8')).tools[0].inputSchema;
    const { counterexample } = finding.evidence as { counterexample: unknown };
    expect(freshValidate(before, counterexample)).toBe(true);
    expect(freshValidate(after, counterexample)).toBe(false);
  });

  it('exits 2 with one line naming the file for a malformed catalog', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-diff-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"tools": [');
    const result = await cli(['diff', OLD, bad]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('bad.json');
  });
});
