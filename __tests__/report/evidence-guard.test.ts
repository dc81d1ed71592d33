import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { brokenLinkFinding } from '../../src/chain/findings.js';
import { buildReport } from '../../src/findings/index.js';
import { InputError, type Report } from '../../src/model/index.js';
import { parseReport } from '../../src/report/adopt.js';
import { evidenceSummary } from '../../src/report/render/evidence.js';
import { render } from '../../src/report/render/index.js';
import { renderJson } from '../../src/report/render/json.js';
import { replayRecords } from '../../src/transcript/replay.js';
import { runScan } from '../../src/run/scan.js';

// Reports read back from files (merge, --baseline, the Action's shards) pass one run-time
// guard, parseReport's evidence check, so renderers read them as they read a report built
// in-process: the evidence members they read have the type every rule gives them.

const FORMATS = ['human', 'sarif', 'html'] as const;

/** Every rendering a report gets: the formats, and the one-line summary of each finding. */
function renderings(report: Report): string[] {
  return [
    ...FORMATS.map((f) => render(report, f, { color: false })),
    ...report.findings.map((f) => evidenceSummary(f)),
  ];
}

function readBack(report: Report): Report {
  return parseReport(JSON.parse(renderJson(report)), 'report.json');
}

/** A verify report with a broken link (TW401: index, reason, detail, expected and found). */
function verifyReport(): Report {
  return buildReport({
    command: 'verify',
    version: '0',
    findings: [
      brokenLinkFinding('sealed.jsonl', {
        index: 2,
        line: 3,
        reason: 'digest',
        expected: 'a'.repeat(64),
        found: 'b'.repeat(64),
      }),
    ],
    stats: { links: 3 },
  });
}

async function realReports(): Promise<Report[]> {
  const catalogs = ['examples/confusing-mcp.json', 'examples/real/github.json'].map((uri) => ({
    uri,
    content: readFileSync(uri, 'utf8'),
  }));
  const scan = await runScan({ catalogs });
  const records = [
    { index: 0, line: 1, tool: 'read_file', args: { p: 1 }, response: { r: 1 } },
    { index: 1, line: 2, tool: 'read_file', args: { p: 1 }, response: { r: 2 } },
    { index: 2, line: 3, tool: 'read_file', args: { p: 1 }, response: { r: 2 } },
  ];
  const replay = buildReport({
    command: 'replay',
    version: '0',
    findings: replayRecords(records, 'a.jsonl').findings,
    stats: { calls: 3 },
  });
  return [scan, replay, verifyReport()];
}

describe('reports read back from files', () => {
  it('render byte for byte as the same report built in-process (scan, replay, verify)', async () => {
    const reports = await realReports();
    // the scan has findings of several kinds of evidence: witnesses, reasons, lint members
    expect(new Set(reports[0].findings.map((f) => f.ruleId)).size).toBeGreaterThan(3);
    for (const report of reports) {
      expect(report.findings.length).toBeGreaterThan(0);
      expect(renderings(readBack(report))).toEqual(renderings(report));
    }
  });

  it.each([
    ['verdict', 1, 'verdict must be a string'],
    ['argsDigest', { sha: 1 }, 'argsDigest must be a string'],
    ['expected', null, 'expected must be a string'],
    ['index', '2', 'index must be a number'],
    ['reason', { message: 'no code' }, 'reason must be a string or an object with a string code'],
    ['reason', { code: 'budget', message: 7 }, 'reason must be a string'],
    ['reason', ['budget'], 'reason must be a string or an object with a string code'],
  ])('are refused when evidence.%s has a type no rule gives it', (member, value, what) => {
    const json = JSON.parse(renderJson(verifyReport()));
    json.findings[0].evidence[member] = value;
    expect(() => parseReport(json, 'shard.json')).toThrow(InputError);
    expect(() => parseReport(json, 'shard.json')).toThrow(
      new RegExp(`^shard\\.json: /findings/0/evidence/${member}: ${what}`),
    );
  });

  it('keep members no renderer reads as they were, whatever their type', () => {
    const json = JSON.parse(renderJson(verifyReport()));
    json.findings[0].evidence.extra = { nested: [1, 'two', null] };
    expect(parseReport(json, 'r.json').findings[0].evidence.extra).toEqual({
      nested: [1, 'two', null],
    });
  });

  it('either are refused with an InputError or render without throwing, for any evidence', () => {
    const member = fc.oneof(
      fc.constantFrom(
        'witness',
        'verdict',
        'reason',
        'index',
        'detail',
        'expected',
        'found',
        'argsDigest',
        'callDigest',
        'responseDigest',
        'firstResponseDigest',
        'renamedTo',
      ),
      fc.string({ maxLength: 4 }),
    );
    const evidence = fc.dictionary(member, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });
    const ruleId = fc.constantFrom('TW103', 'TW107', 'TW301', 'TW401', 'TW530', 'TW999');
    fc.assert(
      fc.property(ruleId, evidence, fc.constantFrom('scan', 'verify', 'replay'), (id, ev, cmd) => {
        const json = {
          schemaVersion: 1,
          tool: { name: 'toolwitness', version: '0' },
          command: cmd,
          summary: { errors: 1, warnings: 0, notes: 0 },
          findings: [
            {
              ruleId: id,
              rule: 'some-rule',
              severity: 'error',
              message: 'm',
              fingerprint: 'c'.repeat(64),
              locations: [{ uri: 'a.json', pointer: '', line: 1, column: 1 }],
              evidence: ev,
            },
          ],
          stats: {},
        };
        let report: Report;
        try {
          report = parseReport(json, 'r.json');
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          return;
        }
        for (const text of renderings(report)) expect(typeof text).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
