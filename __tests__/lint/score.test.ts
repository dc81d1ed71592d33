import fc from 'fast-check';
import type { Finding, Severity } from '../../src/model/finding.js';
import { applyAdoption } from '../../src/report/adopt.js';
import { buildReport, makeFinding } from '../../src/findings/index.js';
import type { RuleId } from '../../src/rules/registry.js';
import { mergeReports } from '../../src/report/merge.js';
import {
  gradeOf,
  refreshScore,
  scoreFindings,
  scoreReport,
  withScore,
} from '../../src/report/score.js';

const RULE: Record<Severity, RuleId> = { error: 'TW520', warning: 'TW521', note: 'TW513' };

function finding(severity: Severity, i: number, tool = `t${i}`): Finding {
  return makeFinding(RULE[severity], {
    message: `m${i}`,
    locations: [
      { uri: 'a.json', pointer: `/tools/${i}`, line: i + 1, column: 1, tool, server: 's' },
    ],
    evidence: {},
    subjects: [['s', tool, String(i)]],
  });
}

function findings(errors: number, warnings: number, notes: number): Finding[] {
  let i = 0;
  return [
    ...Array.from({ length: errors }, () => finding('error', i++)),
    ...Array.from({ length: warnings }, () => finding('warning', i++)),
    ...Array.from({ length: notes }, () => finding('note', i++)),
  ];
}

describe('scoreFindings', () => {
  it("reproduces the article's worked example: 18 tools, 12 warnings, 77 notes -> 87 (B)", () => {
    const s = scoreFindings(findings(0, 12, 77), 18);
    expect(s).toMatchObject({ value: 87, grade: 'B', penalty: 46, budget: 360, tools: 18 });
    expect(s.counts).toEqual({ errors: 0, warnings: 12, notes: 77 });
  });

  it('caps notes at 10 in total, so a big catalog of notes does not collapse to 0', () => {
    expect(scoreFindings(findings(0, 0, 5000), 1000)).toMatchObject({ value: 100, penalty: 10 });
    expect(scoreFindings(findings(0, 0, 3), 1)).toMatchObject({ value: 97, budget: 100 });
    expect(scoreFindings(findings(0, 0, 50), 5)).toMatchObject({ value: 90, penalty: 10 });
  });

  it('makes each error cost 15 points up to 20 tools, and 15 × √(20 / tools) beyond', () => {
    expect(scoreFindings(findings(1, 0, 0), 1).value).toBe(85);
    expect(scoreFindings(findings(1, 0, 0), 20).value).toBe(85);
    expect(scoreFindings(findings(2, 0, 0), 20)).toMatchObject({ value: 70, grade: 'C' });
    // 80 tools: 7.5 points each; 320 tools: 3.75
    expect(scoreFindings(findings(2, 0, 0), 80).value).toBe(85);
    expect(scoreFindings(findings(4, 0, 0), 320).value).toBe(85);
    expect(scoreFindings(findings(7, 0, 0), 10).value).toBe(0);
  });

  it('scores a 1,285-tool catalog with 7 errors 87 (B), not 0 (F)', () => {
    // issue 14: the 41 real servers it was measured on scored 0/F, driven by error count alone
    expect(scoreFindings(findings(7, 0, 0), 1285)).toMatchObject({ value: 87, grade: 'B' });
  });

  it('grows the budget with the tool count, from a floor of 5 tools', () => {
    expect(scoreFindings([], 0)).toMatchObject({ value: 100, grade: 'A', budget: 100 });
    expect(scoreFindings(findings(0, 10, 0), 2).value).toBe(70);
    expect(scoreFindings(findings(0, 10, 0), 100).value).toBe(99);
  });

  it('grades A >= 90, B >= 80, C >= 70, D >= 60, else F', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(gradeOf)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'F',
      'F',
    ]);
  });

  const counts = fc.record({
    errors: fc.nat(30),
    warnings: fc.nat(300),
    notes: fc.nat(300),
    tools: fc.nat(2000),
  });

  it('stays within 0..100 and never rises when a finding is added', () => {
    fc.assert(
      fc.property(counts, fc.constantFrom<Severity>('error', 'warning', 'note'), (c, extra) => {
        const base = scoreFindings(findings(c.errors, c.warnings, c.notes), c.tools);
        const more = scoreFindings(
          [...findings(c.errors, c.warnings, c.notes), finding(extra, 9999)],
          c.tools,
        );
        expect(Number.isInteger(base.value)).toBe(true);
        expect(base.value).toBeGreaterThanOrEqual(0);
        expect(base.value).toBeLessThanOrEqual(100);
        expect(more.value).toBeLessThanOrEqual(base.value);
        expect(base.grade).toBe(gradeOf(base.value));
      }),
      { numRuns: 200 },
    );
  });

  it('never falls when the catalog has more tools for the same findings', () => {
    fc.assert(
      fc.property(counts, fc.nat(500), (c, more) => {
        const f = findings(c.errors, c.warnings, c.notes);
        expect(scoreFindings(f, c.tools + more).value).toBeGreaterThanOrEqual(
          scoreFindings(f, c.tools).value,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('scoreReport and adoption', () => {
  const report = () =>
    withScore(
      buildReport({
        command: 'scan',
        version: '0',
        findings: findings(1, 2, 3),
        stats: { tools: 10 },
      }),
    );

  it('scores the active findings and sorts stats as buildReport does', () => {
    const r = report();
    expect(r.stats.score).toMatchObject({
      value: 81,
      grade: 'B',
      penalty: 39,
      counts: { errors: 1, warnings: 2, notes: 3 },
    });
    expect(Object.keys(r.stats)).toEqual(['score', 'tools']);
  });

  it('is recomputed after suppressions and baselines, which change what is active', () => {
    const r = report();
    const suppressed = applyAdoption(r, {
      settings: {
        uri: 'toolwitness.config.json',
        rules: {},
        suppressions: [{ rule: 'TW520', tools: ['t0'], reason: 'reviewed' }],
      },
    });
    expect(suppressed.stats.score).toMatchObject({ value: 96, counts: { errors: 0 } });
    const baseline = applyAdoption(r, {
      baseline: {
        uri: 'b.json',
        command: 'scan',
        fingerprints: new Set(r.findings.map((f) => f.fingerprint)),
      },
    });
    expect(baseline.stats.score).toMatchObject({ value: 100, penalty: 0 });
    const off = applyAdoption(r, {
      settings: { uri: 's', rules: { TW521: 'off', TW513: 'error' }, suppressions: [] },
    });
    expect(off.stats.score).toMatchObject({ counts: { errors: 4, warnings: 0, notes: 0 } });
  });

  it('is recomputed when shards merge instead of being summed', () => {
    const a = withScore(
      buildReport({
        command: 'scan',
        version: '0',
        findings: findings(0, 1, 0),
        stats: { tools: 5 },
      }),
    );
    const b = withScore(
      buildReport({
        command: 'scan',
        version: '0',
        findings: [finding('warning', 7)],
        stats: { tools: 5 },
      }),
    );
    const merged = mergeReports([a, b]);
    expect(merged.stats.score).toEqual(scoreReport(merged));
    expect(merged.stats.score).toMatchObject({ tools: 10, budget: 200, penalty: 6, value: 97 });
  });

  it('leaves reports without a score alone', () => {
    const plain = buildReport({ command: 'replay', version: '0', findings: [], stats: {} });
    expect(refreshScore(plain)).toBe(plain);
  });

  it('counts distinct located tools when stats.tools is absent', () => {
    const r = buildReport({
      command: 'scan',
      version: '0',
      findings: [finding('note', 1, 'same'), finding('note', 2, 'same'), finding('note', 3)],
      stats: {},
    });
    expect(scoreReport(r).tools).toBe(2);
  });
});
