import { buildReport, makeFinding } from '../../../src/report/index.js';
import { renderActionSummary, SUMMARY_BYTE_LIMIT } from '../../../src/report/render/markdown.js';

function report(count: number, message: string) {
  const findings = Array.from({ length: count }, (_, i) =>
    makeFinding('TW103', {
      message: `${message} ${i}`,
      locations: [{ uri: 'c.json', pointer: `/tools/${i}`, line: i + 1, column: 3, tool: `t${i}` }],
      evidence: { verdict: 'overlap', witness: { i } },
      subjects: [i],
    }),
  );
  return buildReport({ command: 'scan', version: '0.0.0', findings, stats: {} });
}

describe('renderActionSummary', () => {
  it('has a counts row per analysis and a total, and says what is left out', () => {
    const text = renderActionSummary([
      { name: 'scan', title: 'catalog scan', report: report(40, 'm') },
      { name: 'verify', title: 'sealed-transcript verification', report: report(0, 'm') },
    ]);
    expect(text).toContain('| scan \\(catalog scan\\) | 0 | 40 | 0 | 0 | 0 |');
    expect(text).toContain('| total | 0 | 40 | 0 | 0 | 0 |');
    expect(text).toContain('10 more scan finding(s) are in the SARIF log and the JSON report.');
    expect(text).toContain('### verify: sealed\\-transcript verification\n\nNo new findings.');
  });

  it('stays under the job-summary limit however long the findings are', () => {
    const long = 'x'.repeat(200_000);
    const sections = ['scan', 'replay', 'transcripts'].map((name) => ({
      name,
      title: name,
      report: report(30, long),
    }));
    const text = renderActionSummary(sections, {
      settings: {
        uri: 'toolwitness.config.json',
        status: 'compared',
        baseExists: true,
        diff: {
          rules: [],
          suppressions: Array.from({ length: 80 }, (_, i) => ({
            rule: 'TW103',
            tools: [`t${i}`],
            reason: long,
          })),
        },
      },
    });
    expect(Buffer.byteLength(text)).toBeLessThan(SUMMARY_BYTE_LIMIT);
    expect(text).toContain('30 more new suppression(s).');
    expect(text).toMatch(/\d+ more transcripts finding\(s\)/);
  });
});
