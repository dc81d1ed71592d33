import fc from 'fast-check';
import { canonicalJson } from '../../src/canonical/jcs.js';
import { replayRecords } from '../../src/transcript/replay.js';
import { DEFAULT_MUTATORS } from '../../src/transcript/mutators.js';
import type { TranscriptRecord } from '../../src/transcript/record.js';

/** The quadratic reference: DESIGN's transcript semantics, written as plainly as possible. */
function reference(records: TranscriptRecord[]): string[] {
  const out: string[] = [];
  const call = (r: TranscriptRecord) => canonicalJson({ tool: r.tool, args: r.args });
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    const firstIdx = records.findIndex((q) => call(q) === call(r));
    if (firstIdx < i && canonicalJson(records[firstIdx].response) !== canonicalJson(r.response)) {
      const mutated = records.slice(firstIdx + 1, i).some((q) => DEFAULT_MUTATORS.includes(q.tool));
      out.push(`TW301 ${i} ${firstIdx} ${mutated}`);
    }
    if (i > 0 && call(records[i - 1]) === call(r) && !DEFAULT_MUTATORS.includes(r.tool)) {
      out.push(`TW302 ${i} ${i - 1}`);
    }
  }
  return out;
}

const recordArb = fc.record({
  tool: fc.constantFrom('read_file', 'search', 'write_file', 'run_command'),
  args: fc.oneof(fc.constant({ p: 1 }), fc.constant({ p: 2 }), fc.constant({ q: 1, p: 1 })),
  response: fc.oneof(fc.constant({ r: 1 }), fc.constant({ r: 2 })),
});

describe('replay', () => {
  it('finds exactly what a simple quadratic reference finds on random small transcripts', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 25 }), (raw) => {
        const records = raw.map((r, i) => ({ ...r, index: i, line: i + 1 }));
        const result = replayRecords(records, 't.jsonl');
        const got = result.findings.map((f) =>
          f.ruleId === 'TW301'
            ? `TW301 ${String(f.evidence.index)} ${String(f.evidence.firstIndex)} ${String(f.evidence.afterMutation)}`
            : `TW302 ${String(f.evidence.index)} ${String(f.evidence.previousIndex)}`,
        );
        expect(got).toEqual(reference(records));
        const diverged = got.filter((g) => g.startsWith('TW301'));
        expect(result.divergence).toBe(
          diverged.length > 0 ? Number(diverged[0].split(' ')[1]) : null,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('treats argument objects with different key order as the same call', () => {
    const result = replayRecords(
      [
        { index: 0, tool: 'a', args: { x: 1, y: 2 }, response: { r: 1 }, line: 1 },
        { index: 1, tool: 'a', args: { y: 2, x: 1 }, response: { r: 1 }, line: 2 },
      ],
      't.jsonl',
    );
    expect(result.findings.map((f) => f.ruleId)).toEqual(['TW302']);
  });

  it('never calls a repeated mutator redundant', () => {
    const w = { tool: 'write_file', args: { p: 1 }, response: {} };
    const result = replayRecords(
      [
        { ...w, index: 0, line: 1 },
        { ...w, index: 1, line: 2 },
      ],
      't.jsonl',
    );
    expect(result.findings).toEqual([]);
  });
});
