import type { Report } from '../../../src/model/index.js';
import { buildReport, findingForRuleId, render, renderJson } from '../../../src/report/index.js';
import { cleanReport, overlapFinding, twoFindingReport } from '../fixtures.js';

describe('renderJson', () => {
  it('writes the top-level keys in DESIGN order and ends with a newline', () => {
    const text = renderJson(twoFindingReport());
    expect(text.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual([
      'schemaVersion',
      'tool',
      'command',
      'summary',
      'findings',
      'stats',
    ]);
    expect(Object.keys(parsed.summary)).toEqual(['errors', 'warnings', 'notes']);
    expect(Object.keys(parsed.findings[0])).toEqual([
      'ruleId',
      'rule',
      'severity',
      'message',
      'fingerprint',
      'locations',
      'evidence',
    ]);
    expect(Object.keys(parsed.findings[1].locations[0])).toEqual([
      'uri',
      'pointer',
      'line',
      'column',
      'tool',
      'server',
    ]);
  });

  it('restores DESIGN key order even when the report was built with keys shuffled', () => {
    const f = overlapFinding();
    const shuffled = {
      stats: {},
      findings: [
        {
          evidence: f.evidence,
          locations: f.locations.map((l) => ({ server: l.server, tool: l.tool, ...l })),
          fingerprint: f.fingerprint,
          message: f.message,
          severity: f.severity,
          rule: f.rule,
          ruleId: f.ruleId,
        },
      ],
      summary: { notes: 0, warnings: 1, errors: 0 },
      command: 'scan',
      tool: { version: '0.1.0', name: 'toolwitness' },
      schemaVersion: 1,
    } as Report;
    const expected = buildReport({ command: 'scan', version: '0.1.0', findings: [f], stats: {} });
    expect(renderJson(shuffled)).toBe(renderJson(expected));
  });

  it('puts a call index after the column and omits absent members', () => {
    const f = findingForRuleId('TW201', {
      message: 'ambiguous',
      locations: [{ uri: 't.jsonl', pointer: '/0', line: 3, column: 1, index: 2 }],
      evidence: { index: 2 },
      subjects: [['t.jsonl', 'd', 0]],
    });
    const report = buildReport({ command: 'replay', version: '0', findings: [f], stats: {} });
    const loc = JSON.parse(renderJson(report)).findings[0].locations[0];
    expect(Object.keys(loc)).toEqual(['uri', 'pointer', 'line', 'column', 'index']);
  });

  it('is byte-identical across runs and parses back to the report', () => {
    const first = render(twoFindingReport(), 'json');
    expect(render(twoFindingReport(), 'json')).toBe(first);
    expect(JSON.parse(first)).toEqual(JSON.parse(JSON.stringify(twoFindingReport())));
  });

  it('renders a clean report with empty findings', () => {
    const parsed = JSON.parse(renderJson(cleanReport()));
    expect(parsed.findings).toEqual([]);
    expect(parsed.summary).toEqual({ errors: 0, warnings: 0, notes: 0 });
  });

  it('leaves no raw bidi override from a hostile tool name in the text', () => {
    const f = findingForRuleId('TW106', {
      message: 'evil\u202Eelif_daer',
      locations: [{ uri: 'a.json', pointer: '/tools/0', line: 1, column: 1, tool: 'x\u202Ey' }],
      evidence: {},
      subjects: [],
    });
    const text = renderJson(
      buildReport({ command: 'scan', version: '0', findings: [f], stats: {} }),
    );
    expect(text).not.toContain('\u202E');
    expect(JSON.parse(text).findings[0].locations[0].tool).toBe('x\u202Ey');
  });
});
