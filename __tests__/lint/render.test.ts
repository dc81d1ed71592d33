import fc from 'fast-check';
import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import type { Finding } from '../../src/model/finding.js';
import { buildReport, findingForRuleId } from '../../src/findings/index.js';
import { renderHuman } from '../../src/report/render/human.js';
import { groupFindings, scoreLine } from '../../src/report/render/group.js';
import { renderSummary } from '../../src/report/render/markdown.js';
import { toSarif } from '../../src/report/render/sarif.js';
import { withScore } from '../../src/report/score.js';
import { escapeMarkdown } from '../../src/report/escape.js';
import { tool } from './helpers.js';

// lint counts tokens: the tokenizer loads on demand (here before the fixtures below are made)
await loadTokenizer();

const noDescription = (name: string, server: string, line: number) =>
  tool({
    name,
    server,
    description: '',
    location: { uri: `${server}.json`, pointer: `/tools/${line}`, line, column: 5 },
  });

function report(findings: Finding[], stats: Record<string, unknown> = { tools: 4 }) {
  return withScore(buildReport({ command: 'scan', version: '0', findings, stats }));
}

describe('grouping same-rule lint findings for reading', () => {
  const tools = [
    noDescription('a', 'one', 3),
    noDescription('b', 'one', 9),
    noDescription('c', 'two', 4),
    noDescription('d', 'one', 20),
  ];
  const { findings } = lintTools(tools, { maxTokens: 0 });

  it('keeps one finding per tool in the report', () => {
    expect(findings.map((f) => f.locations.map((l) => l.tool))).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['d'],
    ]);
  });

  it('groups per (rule, server) at the first member, in order', () => {
    const groups = groupFindings(
      buildReport({ command: 'scan', version: '0', findings, stats: {} }).findings,
    );
    expect(groups.map((g) => g.map((f) => f.locations[0].tool))).toEqual([['a', 'b', 'd'], ['c']]);
  });

  it('renders a group as one head line and one line per tool', () => {
    expect(renderHuman(report(findings))).toBe(
      [
        'score: 88/100 (B)',
        'findings: 4 (0 errors, 4 warnings, 0 notes)',
        '  warning  TW510 description-missing  4',
        '',
        'one.json:3:5  warning  TW510 description-missing',
        '  3 tools of server one: a tool without a description',
        '  ↳ one.json:3:5  "a" (one) has no description',
        '  ↳ one.json:9:5  "b" (one) has no description',
        '  ↳ one.json:20:5  "d" (one) has no description',
        '',
        'two.json:4:5  warning  TW510 description-missing',
        '  "c" (two) has no description',
        '  evidence: {"characters":0}',
        '',
      ].join('\n'),
    );
  });

  it('counts group members beyond ten instead of listing them', () => {
    const many = Array.from({ length: 13 }, (_, i) => noDescription(`t${i}`, 'one', i + 1));
    const text = renderHuman(report(lintTools(many, { maxTokens: 0 }).findings, { tools: 13 }));
    expect(
      text.split('\n').filter((l) => l.startsWith('  ↳ ') && l.includes('has no description')),
    ).toHaveLength(10);
    expect(text).toContain('  ↳ … and 3 more (--format json, sarif or html lists every one)');
  });

  it('never groups other rules', () => {
    const other = (i: number) =>
      findingForRuleId('TW107', {
        message: `bad ${i}`,
        locations: [
          { uri: 'a.json', pointer: `/tools/${i}`, line: i, column: 1, tool: `t${i}`, server: 's' },
        ],
        evidence: {},
        subjects: [i],
      });
    expect(groupFindings([other(1), other(2)])).toHaveLength(2);
  });

  it('places every finding in exactly one group, in an order-preserving way', () => {
    const arb = fc.array(
      fc.record({
        rule: fc.constantFrom('TW510', 'TW513', 'TW514', 'TW107', 'TW530'),
        server: fc.constantFrom('a', 'b'),
        tool: fc.constantFrom('x', 'y', 'z'),
        line: fc.nat(50),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const input = specs.map((s, i) =>
          findingForRuleId(s.rule, {
            message: String(i),
            locations: [
              {
                uri: 'f.json',
                pointer: '',
                line: s.line,
                column: 1,
                tool: s.tool,
                server: s.server,
              },
            ],
            evidence: {},
            subjects: [i],
          }),
        );
        const groups = groupFindings(input);
        const flat = groups.flat();
        expect(flat).toHaveLength(input.length);
        expect(new Set(flat)).toEqual(new Set(input));
        for (const g of groups) {
          expect(new Set(g.map((f) => `${f.ruleId}/${f.locations[0].server}`)).size).toBe(1);
          // members keep their relative order
          const idx = g.map((f) => input.indexOf(f));
          expect([...idx].sort((p, q) => p - q)).toEqual(idx);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('score line', () => {
  it('shows score and tokens when the report has them, and nothing otherwise', () => {
    const r = report([], {
      tools: 2,
      tokens: { total: 3336, encoding: 'o200k_base', byServer: {} },
    });
    expect(scoreLine(r)).toBe('score: 100/100 (A) · ~3,336 tokens (estimate, o200k_base)');
    expect(renderHuman(r)).toBe(
      'score: 100/100 (A) · ~3,336 tokens (estimate, o200k_base)\nfindings: 0\n',
    );
    const plain = buildReport({ command: 'scan', version: '0', findings: [], stats: {} });
    expect(scoreLine(plain)).toBeUndefined();
    expect(renderHuman(plain)).toBe('findings: 0\n');
  });

  it('ignores malformed stats from a parsed report', () => {
    const r = buildReport({
      command: 'scan',
      version: '0',
      findings: [],
      stats: { score: { value: '<b>', grade: 'Z' }, tokens: { total: 1.5 } },
    });
    expect(scoreLine(r)).toBeUndefined();
  });

  it('goes into the Markdown job summary, escaped, after the counts', () => {
    const r = report([], { tools: 2, tokens: { total: 1200, encoding: 'o200k_base' } });
    const lines = renderSummary(r).split('\n');
    const at = lines.indexOf(
      escapeMarkdown('score: 100/100 (A) · ~1,200 tokens (estimate, o200k_base)'),
    );
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('| errors |')));
    expect(lines[at]).not.toMatch(/(?<!\\)[~(]/);
  });
});

describe('SARIF of lint findings', () => {
  it('keeps one result per tool and gives TW530 the largest tools as related locations', () => {
    const tools = [
      noDescription('a', 'one', 3),
      noDescription('b', 'one', 9),
      noDescription('c', 'one', 12),
      noDescription('d', 'one', 15),
    ];
    const { findings } = lintTools(tools, { maxTokens: 1, firstUri: 'one.json' });
    const log = toSarif(report(findings)) as {
      runs: {
        results: { ruleId: string; relatedLocations?: unknown[]; message: { text: string } }[];
      }[];
    };
    const results = log.runs[0].results;
    expect(results.filter((r) => r.ruleId === 'TW510')).toHaveLength(4);
    const budget = results.find((r) => r.ruleId === 'TW530');
    expect(budget?.relatedLocations).toHaveLength(3);
    expect(budget?.message.text).toMatch(/Related: \[a \(one\)\]\(1\)/);
  });
});
