import type { Report } from '../../src/model/finding.js';
import {
  applyAdoption,
  parseBaseline,
  parseReport,
  parseSettings,
} from '../../src/report/adopt.js';
import { buildReport, exitCodeFor } from '../../src/report/index.js';
import { mergeReports } from '../../src/report/merge.js';
import { renderJson } from '../../src/report/render/json.js';
import { invalidFinding, overlapFinding } from './fixtures.js';

function report(): Report {
  return buildReport({
    command: 'scan',
    version: '1.0.0',
    findings: [overlapFinding(), invalidFinding()],
    stats: { tools: 3, pairs: 2, incomplete: false },
  });
}

describe('applyAdoption', () => {
  it('returns the report untouched without settings or a baseline', () => {
    const r = report();
    expect(applyAdoption(r, {})).toBe(r);
  });

  it('counts only new, unsuppressed findings in the summary and the exit code', () => {
    const r = report();
    const baseline = parseBaseline(JSON.parse(renderJson(r)), 'base.json');
    const settings = parseSettings(
      {
        suppressions: [{ rule: 'TW103', tools: ['files/read_file', 'file_read'], reason: 'known' }],
      },
      'tw.json',
    );
    const adopted = applyAdoption(r, { settings });
    expect(adopted.summary).toEqual({ errors: 1, warnings: 0, notes: 0 });
    expect(adopted.stats.adoption).toEqual({ unchanged: 0, suppressed: 1 });
    expect(exitCodeFor(adopted, 'warning', false)).toBe(1);
    const both = applyAdoption(r, { settings, baseline });
    expect(both.findings.map((f) => f.baselineState)).toEqual(['unchanged', 'unchanged']);
    expect(exitCodeFor(both, 'note', false)).toBe(0);
  });

  it('does not suppress a pair finding when only one of its tools is named', () => {
    const settings = parseSettings(
      { suppressions: [{ rule: 'TW103', tools: ['read_file'], reason: 'known' }] },
      'tw.json',
    );
    const adopted = applyAdoption(report(), { settings });
    expect(adopted.findings.some((f) => f.suppressed !== undefined)).toBe(false);
  });

  it('writes baselineState and suppressed after evidence in the JSON report', () => {
    const settings = parseSettings(
      { suppressions: [{ rule: 'TW107', tools: ['delete_file'], reason: 'fixed upstream' }] },
      'tw.json',
    );
    const baseline = { uri: 'b.json', command: 'scan', fingerprints: new Set<string>() };
    const json = JSON.parse(renderJson(applyAdoption(report(), { settings, baseline })));
    const tw107 = json.findings.find((f: { ruleId: string }) => f.ruleId === 'TW107');
    expect(Object.keys(tw107).slice(-3)).toEqual(['evidence', 'baselineState', 'suppressed']);
    expect(tw107.suppressed).toEqual({ rule: 'TW107', reason: 'fixed upstream' });
    // the JSON report round-trips through the report parser
    expect(parseReport(json, 'r.json').findings).toHaveLength(2);
  });
});

describe('mergeReports', () => {
  it('sums numeric stats, ORs booleans and keeps one finding per fingerprint', () => {
    const a = report();
    const b = buildReport({
      command: 'scan',
      version: '1.0.0',
      findings: [overlapFinding()],
      stats: { tools: 2, pairs: 1, incomplete: true },
    });
    const merged = mergeReports([a, b]);
    expect(merged.findings).toHaveLength(2);
    expect(merged.stats).toEqual({ incomplete: true, pairs: 3, shards: 2, tools: 5 });
    expect(merged.summary).toEqual(a.summary);
  });

  it('refuses to merge reports of different commands', () => {
    const replay = { ...report(), command: 'replay' };
    expect(() => mergeReports([report(), replay])).toThrow(/"replay" report with a "scan" report/);
  });
});
