import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const CATALOG = 'examples/traces/catalog-mcp.json';

describe('toolwitness replay with provider traces', () => {
  it('reports TW201 and TW202 for arguments both lookup and erase tools accept', async () => {
    const result = await cli([
      'replay',
      '--format',
      'json',
      '--catalog',
      CATALOG,
      'examples/traces/openai-responses-output.json',
    ]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    const rules = report.findings.map((f) => f.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['TW201', 'TW202']));
    const ambiguous = report.findings.find(
      (f) => f.ruleId === 'TW201' && f.locations[0].index === 0,
    )!;
    expect(ambiguous.locations[0]).toEqual(
      expect.objectContaining({
        uri: 'examples/traces/openai-responses-output.json',
        line: 7,
        index: 0,
      }),
    );
    expect(ambiguous.locations.slice(1).map((l) => l.tool)).toEqual([
      'lookup_customer',
      'erase_account_record',
    ]);
    // privacy: neither the argument value nor the provider call id appears anywhere
    for (const format of ['json', 'sarif', 'human']) {
      const out = await cli([
        'replay',
        '--format',
        format,
        '--catalog',
        CATALOG,
        'examples/traces/openai-responses-output.json',
      ]);
      expect(out.stdout).not.toContain('cus_8842');
      expect(out.stdout).not.toContain('call_7Hq2Lx9');
    }
  });

  it('reports a call to an unknown tool as TW203', async () => {
    const result = await cli([
      'replay',
      '--format',
      'json',
      '--catalog',
      CATALOG,
      'examples/traces/unknown-tool.json',
    ]);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.findings.map((f) => f.ruleId)).toContain('TW203');
  });

  it('needs --catalog for a provider trace', async () => {
    const result = await cli(['replay', 'examples/traces/openai-chat.json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/openai-chat\.json: a provider trace .* add --catalog/);
  });

  it('audits transcripts and replays traces in one run', async () => {
    const result = await cli([
      'replay',
      '--format',
      'json',
      '--catalog',
      CATALOG,
      'examples/transcripts/session-dirty.jsonl',
      'examples/traces/unknown-tool.json',
    ]);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['TW203', 'TW301', 'TW302']),
    );
    expect(report.stats.files).toBe(2);
  });

  it('exits 2 with file and line for a malformed trace line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-trace-'));
    const trace = join(dir, 'bad.jsonl');
    writeFileSync(
      trace,
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ping","arguments":{}}}\n' +
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"ping","arguments":[1]}}\n',
    );
    const result = await cli(['replay', '--catalog', CATALOG, trace]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bad\.jsonl:2:\d+: /);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
