import { buildReport, makeFinding } from '../../../src/report/index.js';
import {
  escapeData,
  escapeProperty,
  renderAnnotations,
} from '../../../src/report/render/github.js';
import { renderSummary, SUMMARY_BYTE_LIMIT } from '../../../src/report/render/markdown.js';

function report(count: number, severity: 'error' | 'warning' | 'note', message = 'm') {
  const findings = Array.from({ length: count }, (_, i) =>
    makeFinding(severity === 'error' ? 'TW101' : severity === 'warning' ? 'TW103' : 'TW105', {
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
      /^::error file=sub\/c\.json,line=1,col=3,title=TW101 duplicate-name::m 0$/,
    );
    expect(lines[12]).toMatch(/^::notice /);
    expect(omitted).toEqual({ error: 0, warning: 0, note: 2 });
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
