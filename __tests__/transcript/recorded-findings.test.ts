import { createHash } from 'node:crypto';
import { canonicalJson } from '../../src/canonical/jcs.js';
import { buildReport, makeFinding } from '../../src/findings/index.js';
import { applyAdoption, type Baseline, type Settings } from '../../src/report/adopt.js';
import { renderJson } from '../../src/report/render/json.js';
import type { Finding } from '../../src/model/index.js';
import { DigestTable } from '../../src/transcript/digest-table.js';
import { replayRecords } from '../../src/transcript/replay.js';

// Replay hands its findings on as compact objects that make their strings when read
// (src/transcript/pending-findings.ts). These pin that they read, serialize, sort and render
// exactly as the plain findings makeFinding builds.

const digest = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');

const records = [
  { index: 0, line: 1, tool: 'read_file', args: { p: 1 }, response: { r: 1 } },
  { index: 1, line: 2, tool: 'read_file', args: { p: 1 }, response: { r: 2 } },
  { index: 2, line: 4, tool: 'write_file', args: { p: 1 }, response: {} },
  { index: 3, line: 5, tool: 'read_file', args: { p: 1 }, response: { r: 3 } },
];

/** What replay found on `records`, built the plain way. */
function expected(uri: string): Finding[] {
  const call = digest({ tool: 'read_file', args: { p: 1 } });
  const location = (line: number, index: number) => ({
    uri,
    pointer: '',
    line,
    column: 1,
    index,
    tool: 'read_file',
  });
  const tw301 = (index: number, line: number, response: unknown, afterMutation: boolean) =>
    makeFinding('TW301', {
      message: `tool 'read_file' returned a different response than the identical call at index 0`,
      locations: [location(line, index)],
      evidence: {
        index,
        firstIndex: 0,
        callDigest: call,
        firstResponseDigest: digest({ r: 1 }),
        responseDigest: digest(response),
        afterMutation,
      },
      subjects: [uri, index],
    });
  return [
    tw301(1, 2, { r: 2 }, false),
    makeFinding('TW302', {
      message: `tool 'read_file' repeats the identical call at index 0 with no state change between them`,
      locations: [location(2, 1)],
      evidence: { index: 1, previousIndex: 0, callDigest: call },
      subjects: [uri, 1],
    }),
    tw301(3, 5, { r: 3 }, true),
  ];
}

describe('replay findings read from their compact entries', () => {
  it('read, serialize and sort as the findings makeFinding builds', () => {
    const got = replayRecords(records, 'a.jsonl').findings;
    const want = expected('a.jsonl');
    expect(JSON.stringify(got)).toBe(JSON.stringify(want));
    expect(got.map((f) => [f.ruleId, f.rule, f.severity, f.message, f.fingerprint])).toEqual(
      want.map((f) => [f.ruleId, f.rule, f.severity, f.message, f.fingerprint]),
    );
    expect(got.map((f) => [f.locations, f.evidence])).toEqual(
      want.map((f) => [f.locations, f.evidence]),
    );
    // the entry's bytes are never a member anything enumerates
    expect(Object.keys(got[0]).sort()).toEqual(['rule', 'ruleId', 'severity']);
  });

  it('render the same report, also after adoption marks them', () => {
    const report = (findings: ReturnType<typeof expected>) =>
      buildReport({ command: 'replay', version: '0', findings, stats: { calls: 4 } });
    const got = report(replayRecords(records, 'a.jsonl').findings);
    const want = report(expected('a.jsonl'));
    expect(renderJson(got)).toBe(renderJson(want));
    for (const r of [got, want]) {
      r.findings[0].baselineState = 'unchanged';
      r.findings[2].suppressed = { rule: 'TW301', reason: 'known flaky' };
      r.findings[1].severity = 'warning';
    }
    expect(renderJson(got)).toBe(renderJson(want));
    expect(JSON.stringify(got)).toBe(JSON.stringify(want));
  });

  it('keep every member through applyAdoption (settings, suppressions and a baseline copy them)', () => {
    const report = (findings: ReturnType<typeof expected>) =>
      buildReport({ command: 'replay', version: '0', findings, stats: { calls: 4 } });
    const want = report(expected('a.jsonl'));
    const settings: Settings = {
      uri: 'toolwitness.config.json',
      rules: { TW302: 'note' },
      suppressions: [{ rule: 'TW301', tools: ['read_file'], reason: 'known flaky' }],
    };
    const baseline: Baseline = {
      uri: 'b.json',
      command: 'replay',
      fingerprints: new Set([want.findings[0].fingerprint]),
    };
    const adopted = (r: ReturnType<typeof report>) =>
      renderJson(applyAdoption(r, { settings, baseline }));
    expect(adopted(report(replayRecords(records, 'a.jsonl').findings))).toBe(adopted(want));
  });
});

describe('the digest table', () => {
  it('is empty and usable again after release gives its memory back', () => {
    const table = new DigestTable();
    const key = (n: number) => createHash('sha256').update(String(n)).digest();
    const both = (n: number) => Buffer.concat([key(n), key(-n)]);
    for (let n = 0; n < 5000; n++) table.add(both(n), 0, 32, n);
    expect(table.find(key(4999), 0)).toBe(4999);
    table.release();
    expect(table.size).toBe(0);
    expect(table.find(key(4999), 0)).toBe(-1);
    const slot = table.add(both(7), 0, 32, 7);
    expect(table.find(key(7), 0)).toBe(slot);
    expect(table.responseHex(slot)).toBe(key(-7).toString('hex'));
    expect(table.firstOrdinal(slot)).toBe(7);
  });
});
