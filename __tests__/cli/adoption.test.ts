import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const CONFUSING = 'examples/confusing-mcp.json';

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'tw-adopt-'));
}

function writeJson(dir: string, name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value, null, 2));
  return path;
}

async function scanJson(...extra: string[]): Promise<{ code: number; report: Report }> {
  const result = await cli(['scan', '--format', 'json', ...extra, CONFUSING]);
  expect(result.stderr).toBe('');
  return { code: result.code, report: JSON.parse(result.stdout) as Report };
}

const READ_FETCH_TW104 = {
  rule: 'TW104',
  tools: ['read_file', 'confusing/fetch_file'],
  reason: 'fetch_file is only reachable in the sandbox profile',
};

describe('--baseline', () => {
  it('marks every finding of an earlier identical scan unchanged and exits 0 at --fail-on warning', async () => {
    const dir = tmp();
    const first = await cli(['scan', '--format', 'json', '-o', join(dir, 'base.json'), CONFUSING]);
    expect(first.code).toBe(1);
    const { code, report } = await scanJson(
      '--fail-on',
      'warning',
      '--baseline',
      join(dir, 'base.json'),
    );
    expect(code).toBe(0);
    expect(report.findings.length).toBeGreaterThan(10);
    expect(report.findings.every((f) => f.baselineState === 'unchanged')).toBe(true);
    expect(report.summary).toEqual({ errors: 0, warnings: 0, notes: 0 });
    expect(report.stats.adoption).toEqual({ unchanged: report.findings.length, suppressed: 0 });
  });

  it('marks findings the baseline lacks as new, and they still fail the run', async () => {
    const dir = tmp();
    const { report: full } = await scanJson();
    const partial = { ...full, findings: full.findings.filter((f) => f.ruleId !== 'TW101') };
    const base = writeJson(dir, 'base.json', partial);
    const { code, report } = await scanJson('--baseline', base);
    expect(code).toBe(1);
    const fresh = report.findings.filter((f) => f.baselineState === 'new');
    expect(fresh.map((f) => f.ruleId)).toEqual(['TW101']);
    expect(report.summary).toEqual({ errors: 1, warnings: 0, notes: 0 });
  });

  it('puts baselineState on SARIF results and hides unchanged findings from human output', async () => {
    const dir = tmp();
    await cli(['scan', '--format', 'json', '-o', join(dir, 'base.json'), CONFUSING]);
    const sarif = await cli([
      'scan',
      '--format',
      'sarif',
      '--baseline',
      join(dir, 'base.json'),
      CONFUSING,
    ]);
    const results = JSON.parse(sarif.stdout).runs[0].results as { baselineState?: string }[];
    expect(results.every((r) => r.baselineState === 'unchanged')).toBe(true);
    const human = await cli(['scan', '--baseline', join(dir, 'base.json'), CONFUSING]);
    // the score counts only new findings, so an all-unchanged run scores 100
    expect(human.stdout).toBe(
      'score: 100/100 (A) · ~1,148 tokens (estimate, o200k_base)\nfindings: 0\n' +
        // search_public/search_private search different objects: not confusable (issue 14);
        // post_message/send_message is proven disjoint through `not` (issue 18)
        'gate: passes (--fail-on error)\n' +
        'not shown: 66 unchanged since the baseline, 0 suppressed\n',
    );
  });

  it('rejects a file that is not a JSON report, and a report of another command, with exit 2', async () => {
    const dir = tmp();
    const bad = writeJson(dir, 'bad.json', {
      schemaVersion: 1,
      tool: { name: 'toolwitness', version: '1' },
      command: 'scan',
      findings: [{ ruleId: 'TW101' }],
    });
    const result = await cli(['scan', '--baseline', bad, join(process.cwd(), CONFUSING)], {
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^toolwitness: bad\.json: \/findings\/0\/rule: rule must be a non-empty string\n$/,
    );
    const other = writeJson(dir, 'other.json', {
      schemaVersion: 1,
      tool: { name: 'toolwitness', version: '1' },
      command: 'replay',
      summary: {},
      findings: [],
      stats: {},
    });
    const mismatch = await cli(['scan', '--baseline', other, join(process.cwd(), CONFUSING)], {
      cwd: dir,
    });
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain(
      'other.json: the baseline is a "replay" report, not a "scan" report',
    );
  });
});

describe('--settings and toolwitness.config.json', () => {
  it('suppresses a TW104 with a reason: it leaves the exit code but stays in JSON and SARIF', async () => {
    const dir = tmp();
    const settings = writeJson(dir, 'tw.json', {
      rules: {
        TW103: 'off',
        TW102: 'note',
        TW106: 'note',
        TW101: 'off',
        TW107: 'off',
        TW105: 'off',
      },
      suppressions: [
        READ_FETCH_TW104,
        { rule: 'TW104', tools: ['read_file', 'get_file_contents'], reason: 'legacy alias' },
        { rule: 'TW104', tools: ['delete_record', 'remove_record'], reason: 'same backend' },
      ],
    });
    // identity rules only: lint notes would not change what this test is about
    const before = await scanJson('--no-lint', '--settings', settings);
    const tw104 = before.report.findings.filter((f) => f.ruleId === 'TW104');
    expect(tw104).toHaveLength(4);
    // get_user / get_usеr is not suppressed: the run still fails on it
    expect(before.code).toBe(1);
    expect(tw104.filter((f) => f.suppressed === undefined)).toHaveLength(1);
    const readFetch = tw104.find((f) => f.locations.some((l) => l.tool === 'fetch_file'));
    expect(readFetch?.suppressed).toEqual({ rule: 'TW104', reason: READ_FETCH_TW104.reason });
    // notes: the two TW102/TW106 set to note, and TW108 post_message/send_message (issue 14)
    expect(before.report.summary).toEqual({ errors: 1, warnings: 0, notes: 3 });
    expect(before.report.stats.adoption).toEqual({ unchanged: 0, suppressed: 3 });

    const sarif = await cli(['scan', '--format', 'sarif', '--settings', settings, CONFUSING]);
    const results = JSON.parse(sarif.stdout).runs[0].results as {
      ruleId: string;
      suppressions?: unknown[];
      baselineState?: string;
    }[];
    const suppressed = results.filter((r) => r.suppressions !== undefined);
    expect(suppressed).toHaveLength(3);
    expect(suppressed[0].suppressions).toEqual([
      { kind: 'external', justification: expect.any(String) },
    ]);
    expect(results.some((r) => r.baselineState !== undefined)).toBe(false);
  });

  it('turns a rule off ("TW101": "off" removes TW101) and changes severities', async () => {
    const dir = tmp();
    const settings = writeJson(dir, 's.json', { rules: { TW101: 'off', TW102: 'error' } });
    const { report } = await scanJson('--no-lint', '--settings', settings);
    expect(report.findings.some((f) => f.ruleId === 'TW101')).toBe(false);
    expect(report.findings.find((f) => f.ruleId === 'TW102')?.severity).toBe('error');
    // post_message/send_message (once TW105) is proven disjoint through `not` (issue 18): the
    // same job with no common call is the TW108 note (issue 14)
    expect(report.summary).toEqual({ errors: 6, warnings: 5, notes: 1 });
  });

  it('finds toolwitness.config.json in the working directory when --settings is not given', async () => {
    const dir = tmp();
    copyFileSync(CONFUSING, join(dir, 'confusing-mcp.json'));
    writeJson(dir, 'toolwitness.config.json', { rules: { TW101: 'off' } });
    const result = await cli(['scan', '--format', 'json', 'confusing-mcp.json'], { cwd: dir });
    const report = JSON.parse(result.stdout) as Report;
    expect(report.findings.some((f) => f.ruleId === 'TW101')).toBe(false);
    expect(report.findings.some((f) => f.ruleId === 'TW104')).toBe(true);
  });

  it.each([
    [{ rules: { TW999: 'off' } }, 's.json: /rules/TW999: unknown rule id "TW999"'],
    [
      { rules: { TW101: 'fatal' } },
      's.json: /rules/TW101: severity must be one of off, error, warning, note',
    ],
    [{ rule: {} }, 's.json: /rule: unknown key "rule" (allowed: $schema, rules, suppressions)'],
    [
      { suppressions: [{ rule: 'TW104', tools: ['read_file'] }] },
      's.json: /suppressions/0/reason: reason (required) must be a non-empty string',
    ],
    [
      { suppressions: [{ rule: 'TW104', tools: [], reason: 'x' }] },
      's.json: /suppressions/0/tools: must be a non-empty array of tool names',
    ],
    [
      { suppressions: [{ rule: 'TW104', tools: ['a'], reason: 'x', until: 1 }] },
      's.json: /suppressions/0/until: unknown key "until" (allowed: rule, tools, reason)',
    ],
  ])(
    'rejects malformed settings %j with exit 2, naming the file and the pointer',
    async (value, message) => {
      const dir = tmp();
      writeJson(dir, 's.json', value);
      const result = await cli(['scan', '--settings', 's.json', join(process.cwd(), CONFUSING)], {
        cwd: dir,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`toolwitness: ${message}\n`);
    },
  );

  it('rejects settings that are not JSON with the file, line and column', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'toolwitness.config.json'), '{"rules": {,}}');
    const result = await cli(['scan', join(process.cwd(), CONFUSING)], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^toolwitness: toolwitness\.config\.json:1:\d+: /);
  });

  it('applies to the transcript commands too: scope with a baseline, replay with settings', async () => {
    const dir = tmp();
    const session = 'examples/transcripts/session-dirty.jsonl';
    const scope = 'examples/transcripts/scope.json';
    const base = join(dir, 'scope.json');
    expect((await cli(['scope', '--format', 'json', '-o', base, session, scope])).code).toBe(1);
    const again = await cli(['scope', '--baseline', base, session, scope]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      'calls: 6\nfindings: 0\ngate: passes (--fail-on error)\nnot shown: 1 unchanged since the baseline, 0 suppressed\n',
    );
    const settings = writeJson(dir, 's.json', { rules: { TW302: 'off', TW301: 'error' } });
    const replay = await cli(['replay', '--settings', settings, session]);
    expect(replay.code).toBe(1);
    expect(replay.stdout).toContain(
      'findings: 1\ngate: fails (--fail-on error: 1 error)\n  error    TW301 non-determinism  1\nindex 5: non-determinism',
    );
  });
});
