import { buildReport, findingForRuleId } from '../../../src/report/index.js';
import {
  escapeData,
  escapeProperty,
  renderAnnotations,
} from '../../../src/report/render/github.js';
import { renderSummary, SUMMARY_BYTE_LIMIT } from '../../../src/report/render/markdown.js';
import { ruleById } from '../../../src/rules/registry.js';

function report(count: number, severity: 'error' | 'warning' | 'note', message = 'm') {
  const findings = Array.from({ length: count }, (_, i) =>
    findingForRuleId(severity === 'error' ? 'TW101' : severity === 'warning' ? 'TW103' : 'TW105', {
      message: `${message} ${i}`,
      locations: [{ uri: 'c.json', pointer: `/tools/${i}`, line: i + 1, column: 3, tool: `t${i}` }],
      evidence: { verdict: 'overlap', witness: { i } },
      subjects: [i],
    }),
  );
  return buildReport({ command: 'scan', version: '0.0.0', findings, stats: {} });
}

describe('renderAnnotations', () => {
  it('writes at most ten per level, most severe first, and counts the rest', () => {
    const mixed = buildReport({
      command: 'scan',
      version: '0',
      findings: [...report(12, 'note').findings, ...report(3, 'error').findings],
      stats: {},
    });
    const { text, omitted } = renderAnnotations(mixed, { uriPrefix: 'sub/' });
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toMatch(
      /^::error file=sub\/c\.json,line=1,col=3,title=TW101 duplicate-name::m 0%0A/,
    );
    expect(lines[12]).toMatch(/^::notice /);
    expect(omitted).toEqual({ error: 0, warning: 0, note: 2 });
  });

  it("adds the witness, the other tool's file and line, and the rule's fix hint to the message", () => {
    const pair = findingForRuleId('TW104', {
      message: 'read_file and write_file accept the same call',
      locations: [
        { uri: 'a.json', pointer: '/tools/0', line: 4, column: 5, tool: 'read_file' },
        {
          uri: 'b.json',
          pointer: '/tools/2',
          line: 40,
          column: 5,
          tool: 'write_file',
          server: 'fs',
        },
      ],
      evidence: { verdict: 'overlap', witness: { path: 'x' } },
      subjects: ['a', 'b'],
    });
    const { text } = renderAnnotations(
      buildReport({ command: 'scan', version: '0', findings: [pair], stats: {} }),
      { uriPrefix: 'sub/' },
    );
    const [, message] = text.trimEnd().split('::').slice(1);
    expect(message.split('%0A')).toEqual([
      'read_file and write_file accept the same call',
      'witness {"path":"x"}',
      'also: sub/b.json:40 write_file (fs)',
      `fix: ${ruleById('TW104').fix}`,
    ]);
  });

  it('annotates nothing below minSeverity and counts what it left out', () => {
    const mixed = buildReport({
      command: 'scan',
      version: '0',
      findings: [...report(4, 'note').findings, ...report(2, 'warning').findings],
      stats: {},
    });
    const quiet = renderAnnotations(mixed, { minSeverity: 'warning' });
    expect(
      quiet.text
        .trimEnd()
        .split('\n')
        .map((l) => l.split(' ')[0]),
    ).toEqual(['::warning', '::warning']);
    expect(quiet.below).toEqual({ error: 0, warning: 0, note: 4 });
    expect(
      renderAnnotations(mixed, { minSeverity: 'note' }).text.match(/^::notice /gm),
    ).toHaveLength(4);
    expect(renderAnnotations(mixed, { minSeverity: 'error' }).text).toBe('');
  });

  it('gives the ten slots of a level to the same findings whatever the input order', () => {
    const many = report(14, 'warning').findings;
    const text = (findings: typeof many): string =>
      renderAnnotations(buildReport({ command: 'scan', version: '0', findings, stats: {} })).text;
    const forward = text(many);
    expect(text([...many].reverse())).toBe(forward);
    // by location: the first ten lines of the catalog, not the last ones
    expect(forward).toContain('line=1,');
    expect(forward).not.toContain('line=14,');
  });

  it('escapes data and properties like @actions/core', () => {
    expect(escapeData('a%b\r\nc')).toBe('a%25b%0D%0Ac');
    expect(escapeProperty('a:b,c\n')).toBe('a%3Ab%2Cc%0A');
    const { text } = renderAnnotations(report(1, 'error', 'x\n::error::y'));
    expect(text.split('\n').filter((l) => l !== '')).toHaveLength(1);
  });
});

describe('renderSummary', () => {
  it('stays under the size limit on a huge report and says where the rest are', () => {
    const huge = report(40, 'warning', 'w'.repeat(60_000));
    const text = renderSummary(huge);
    expect(Buffer.byteLength(text)).toBeLessThan(SUMMARY_BYTE_LIMIT);
    expect(text).toMatch(/more finding\(s\) are in the SARIF log/);
  });

  it('says so when there is nothing new', () => {
    expect(renderSummary(report(0, 'note'))).toContain('No new findings.');
  });
});
