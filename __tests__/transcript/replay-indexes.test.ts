import { describe, expect, it } from '@jest/globals';
import { replayRecords } from '../../src/transcript/replay.js';
import type { TranscriptRecord } from '../../src/transcript/record.js';

// Replay's digest table keeps the ordinal of a call, not its index; records handed to the
// library whose indexes are not 0, 1, 2, … must still be named by their own indexes.

const rec = (index: number, tool: string, p: number, r: number): TranscriptRecord => ({
  index,
  line: index + 1,
  tool,
  args: { p },
  response: { r },
});

describe('replayRecords with indexes that are not ordinals', () => {
  it('names the first call of a changed response by its own index', () => {
    const result = replayRecords(
      [rec(10, 'read_file', 1, 1), rec(20, 'list_dir', 2, 1), rec(30, 'read_file', 1, 2)],
      'x.jsonl',
    );
    expect(result.findings.map((f) => [f.ruleId, f.evidence.index, f.evidence.firstIndex])).toEqual(
      [['TW301', 30, 10]],
    );
    expect(result.findings[0].message).toContain('identical call at index 10');
  });

  it('says whether a mutator came between the first call and the changed one', () => {
    const between = replayRecords(
      [rec(7, 'read_file', 1, 1), rec(3, 'write_file', 5, 0), rec(9, 'read_file', 1, 2)],
      'x.jsonl',
    );
    expect(between.findings[0].evidence).toMatchObject({ firstIndex: 7, afterMutation: true });
    // the first call itself being a mutator is no mutation after it
    const itself = replayRecords(
      [rec(5, 'write_file', 1, 1), rec(6, 'read_file', 2, 0), rec(8, 'write_file', 1, 2)],
      'x.jsonl',
    );
    expect(itself.findings[0].evidence).toMatchObject({ firstIndex: 5, afterMutation: false });
  });
});
