import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runAction } from '../action/harness.js';

// Issue 16, item 10 in the Action: an empty transcripts or sealed file fails the step like the
// CLI's exit 2, unless the input allow-empty is true.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-action-empty-'));
  writeFileSync(join(dir, 'empty.jsonl'), '');
  writeFileSync(join(dir, 'blank.jsonl'), '\n\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scope = resolve('examples/transcripts/scope.json');
const CASES: [string, (file: string) => Record<string, string>][] = [
  ['transcripts', (file) => ({ transcripts: file })],
  ['scope', (file) => ({ transcripts: file, scope })],
  ['sealed', (file) => ({ sealed: file })],
];

describe('issue 16: the Action refuses empty audit inputs unless allow-empty', () => {
  it.each(CASES)(
    'an empty %s file fails the step and names the input to accept it',
    async (_, inputs) => {
      for (const file of ['empty.jsonl', ...(_ === 'sealed' ? [] : ['blank.jsonl'])]) {
        const failed = await runAction(
          { ...inputs(file), 'working-directory': '.' },
          { workspace: dir },
        );
        expect(failed.code).toBe(1);
        expect(failed.stdout).toMatch(
          /::error::.*no (records|sealed links) \(empty input\).*allow-empty/,
        );
        expect(failed.outputs.result).toBeUndefined();
        const allowed = await runAction(
          { ...inputs(file), 'allow-empty': 'true' },
          { workspace: dir },
        );
        expect(allowed.code).toBe(0);
        expect(allowed.outputs.result).toBe('pass');
      }
    },
  );

  it('a transcript with records still passes without allow-empty', async () => {
    const out = await runAction({
      transcripts: resolve('examples/transcripts/session-clean.jsonl'),
    });
    expect(out.stdout).not.toMatch(/empty input/);
    expect(out.outputs.result).toBeDefined();
  });
});
