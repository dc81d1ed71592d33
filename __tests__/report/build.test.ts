import fc from 'fast-check';
import type { Finding, FindingLocation, Severity } from '../../src/model/index.js';
import type { RuleId } from '../../src/rules/registry.js';
import {
  buildReport,
  compareFindings,
  comparePointers,
  exitCodeFor,
  isIncomplete,
  makeFinding,
  severityAtLeast,
} from '../../src/report/index.js';

function at(ruleId: RuleId, loc: Partial<FindingLocation>, subject: unknown = loc): Finding {
  return makeFinding(ruleId, {
    message: 'm',
    locations: [{ uri: 'a.json', pointer: '', line: 1, column: 1, ...loc }],
    evidence: {},
    subjects: [subject],
  });
}

function order(findings: Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

describe('comparePointers', () => {
  it('compares numeric segments as numbers', () => {
    expect(comparePointers('/tools/10', '/tools/9')).toBeGreaterThan(0);
    expect(comparePointers('/tools/9', '/tools/10')).toBeLessThan(0);
    expect(
      comparePointers('/tools/100000000000000000001', '/tools/100000000000000000000'),
    ).toBeGreaterThan(0);
  });

  it('puts a prefix first and compares names by code unit, after unescaping', () => {
    expect(comparePointers('/tools', '/tools/0')).toBeLessThan(0);
    expect(comparePointers('', '/tools')).toBeLessThan(0);
    expect(comparePointers('/a~1b', '/a~0b')).toBeLessThan(0); // "a/b" < "a~b"
    expect(comparePointers('/x/2', '/x/b')).toBeLessThan(0);
    expect(comparePointers('/x/01', '/x/1')).toBeGreaterThan(0); // "01" is a name, not a number
    expect(comparePointers('/tools/3', '/tools/3')).toBe(0);
  });
});

describe('compareFindings', () => {
  it('orders by uri, line, column, then rule id', () => {
    const f1 = at('TW103', { uri: 'b.json', line: 1 });
    const f2 = at('TW101', { uri: 'a.json', line: 20 });
    const f3 = at('TW102', { uri: 'a.json', line: 3, column: 9 });
    const f4 = at('TW101', { uri: 'a.json', line: 3, column: 9 });
    const f5 = at('TW107', { uri: 'a.json', line: 3, column: 2 });
    expect(order([f1, f2, f3, f4, f5])).toEqual([f5, f4, f3, f2, f1]);
  });

  it('orders by pointer with numeric segments when positions tie', () => {
    const p10 = at('TW107', { pointer: '/tools/10' });
    const p9 = at('TW107', { pointer: '/tools/9' });
    const p2 = at('TW107', { pointer: '/tools/2' });
    expect(order([p10, p9, p2]).map((f) => f.locations[0].pointer)).toEqual([
      '/tools/2',
      '/tools/9',
      '/tools/10',
    ]);
  });

  it('orders call locations by their index, after locations without one', () => {
    const c10 = at('TW201', { uri: 't.jsonl', line: 1, index: 10 });
    const c2 = at('TW201', { uri: 't.jsonl', line: 1, index: 2 });
    const c9 = at('TW203', { uri: 't.jsonl', line: 1, index: 9 });
    const note = at('TW204', { uri: 't.jsonl', line: 1 });
    expect(order([c10, note, c9, c2])).toEqual([note, c2, c9, c10]);
  });

  it('breaks remaining ties by fingerprint', () => {
    const x = at('TW101', {}, 'x');
    const y = at('TW101', {}, 'y');
    const [first] = [x, y].sort((p, q) => (p.fingerprint < q.fingerprint ? -1 : 1));
    expect(order([x, y])[0]).toBe(first);
    expect(order([y, x])[0]).toBe(first);
  });

  it('is a total order: any permutation sorts to the same sequence', () => {
    const pool = [
      at('TW101', { uri: 'a.json', pointer: '/tools/1' }),
      at('TW102', { uri: 'a.json', pointer: '/tools/1' }),
      at('TW101', { uri: 'a.json', pointer: '/tools/10' }),
      at('TW201', { uri: 'a.json', index: 0, line: 5 }),
      at('TW201', { uri: 'a.json', index: 1, line: 2 }),
      at('TW107', { uri: 'b.json', line: 2 }),
      at('TW105', { uri: 'a.json', line: 1, pointer: '' }),
      at('TW101', { uri: 'a.json', pointer: '/tools/1' }, 'other'),
    ];
    const expected = order(pool);
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length }), (shuffled) => {
        expect(order(shuffled)).toEqual(expected);
      }),
    );
  });
});

describe('buildReport', () => {
  const findings = [
    at('TW105', { uri: 'c.json' }),
    at('TW103', { uri: 'b.json' }),
    at('TW101', { uri: 'a.json' }),
    at('TW102', { uri: 'a.json', line: 2 }),
  ];

  it('sorts findings, counts severities and fixes the header', () => {
    const input = [...findings];
    const report = buildReport({ command: 'scan', version: '1.2.3', findings: input, stats: {} });
    expect(report.schemaVersion).toBe(1);
    expect(report.tool).toEqual({ name: 'toolwitness', version: '1.2.3' });
    expect(report.command).toBe('scan');
    expect(report.summary).toEqual({ errors: 1, warnings: 2, notes: 1 });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['TW101', 'TW102', 'TW103', 'TW105']);
    expect(input).toEqual(findings); // input not mutated
  });

  it('sorts stats keys at every depth and keeps __proto__ as data', () => {
    const stats = JSON.parse('{"z":1,"a":{"y":2,"b":[{"d":1,"c":2}]},"__proto__":{"x":1}}');
    const report = buildReport({ command: 'scan', version: '0', findings: [], stats });
    expect(Object.keys(report.stats)).toEqual(['__proto__', 'a', 'z']);
    expect(Object.keys(report.stats.a as object)).toEqual(['b', 'y']);
    expect(JSON.stringify(report.stats)).toBe(
      '{"__proto__":{"x":1},"a":{"b":[{"c":2,"d":1}],"y":2},"z":1}',
    );
    expect(Object.getPrototypeOf(report.stats)).toBe(Object.prototype);
  });
});

describe('severityAtLeast and exitCodeFor', () => {
  it('ranks note < warning < error', () => {
    const sev: Severity[] = ['note', 'warning', 'error'];
    for (const [i, s] of sev.entries()) {
      for (const [j, t] of sev.entries()) expect(severityAtLeast(s, t)).toBe(i >= j);
    }
  });

  const report = (ruleIds: RuleId[], stats: Record<string, unknown> = {}) =>
    buildReport({
      command: 'scan',
      version: '0',
      findings: ruleIds.map((id, i) => at(id, { line: i + 1 })),
      stats,
    });

  it('fails only when a finding is at or above the threshold', () => {
    const warn = report(['TW103']);
    expect(exitCodeFor(warn, 'error', false)).toBe(0);
    expect(exitCodeFor(warn, 'warning', false)).toBe(1);
    expect(exitCodeFor(warn, 'note', false)).toBe(1);
    expect(exitCodeFor(warn, 'never', false)).toBe(0);
    expect(exitCodeFor(report(['TW401']), 'error', false)).toBe(1);
    expect(exitCodeFor(report([]), 'note', false)).toBe(0);
  });

  it('fails an incomplete strict run whatever the threshold', () => {
    expect(exitCodeFor(report(['TW105']), 'never', true)).toBe(1);
    expect(exitCodeFor(report(['TW105']), 'error', false)).toBe(0);
  });

  it('tells incomplete analysis from findings or stats', () => {
    expect(isIncomplete(report(['TW105']))).toBe(true);
    expect(isIncomplete(report(['TW204']))).toBe(true);
    expect(isIncomplete(report(['TW103']))).toBe(false);
    expect(isIncomplete(report(['TW101'], { incomplete: true }))).toBe(true);
  });
});
