import { buildReport, findingForRuleId } from '../../../src/report/index.js';
import { renderActionSummary, SUMMARY_BYTE_LIMIT } from '../../../src/report/render/markdown.js';

function report(count: number, message: string) {
  const findings = Array.from({ length: count }, (_, i) =>
    findingForRuleId('TW103', {
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
    // no JSON report was written, so the summary does not send the reader to one
    expect(text).toContain('10 more scan finding(s) are in the SARIF log.');
    expect(text).toContain('### verify: sealed\\-transcript verification\n\nNo new findings.');
    expect(text).not.toContain('Gate');
    const written = renderActionSummary(
      [{ name: 'scan', title: 'catalog scan', report: report(40, 'm') }],
      {
        jsonReports: true,
      },
    );
    expect(written).toContain('10 more scan finding(s) are in the SARIF log and the JSON report.');
  });

  it('opens with the gate: passed or failed, the fail-on level and the counts that decide it', () => {
    const sections = [{ name: 'scan', title: 'catalog scan', report: report(3, 'm') }];
    const gateLine = (failOn: 'error' | 'warning' | 'never', strict = false): string =>
      renderActionSummary(sections, { gate: { failOn, strict } }).split('\n')[2];
    expect(gateLine('warning')).toBe('**Gate: failed.** fail-on warning: 3 warnings.');
    expect(gateLine('error')).toBe(
      '**Gate: passed.** fail-on error: no new finding at or above it.',
    );
    expect(gateLine('never')).toBe(
      '**Gate: passed.** fail-on never: findings do not fail the step.',
    );
    const incomplete = buildReport({
      command: 'scan',
      version: '0',
      findings: [],
      stats: { incomplete: true },
    });
    const strict = renderActionSummary(
      [{ name: 'scan', title: 'catalog scan', report: incomplete }],
      {
        gate: { failOn: 'error', strict: true },
      },
    );
    expect(strict.split('\n')[2]).toBe(
      '**Gate: failed.** fail-on error: no new finding at or above it; strict: analysis incomplete (scan).',
    );
  });

  it('says how long an intact chain is and where it ends, and nothing for a broken one', () => {
    const head = 'ab'.repeat(32);
    const verify = (chain: string) =>
      buildReport({
        command: 'verify',
        version: '0',
        findings: [],
        stats: { links: 6, sealed: [{ uri: 's.jsonl', links: 6, head, chain, signature: 'none' }] },
      });
    const intact = renderActionSummary([{ name: 'verify', title: 'v', report: verify('intact') }]);
    expect(intact).toContain(`Chain intact: s\\.jsonl, 6 links, head \`${head}\`.`);
    const broken = renderActionSummary([{ name: 'verify', title: 'v', report: verify('broken') }]);
    expect(broken).not.toContain('Chain intact');
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
