import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLE, haveBundle, runBundle, runLib, type Stdin } from './helpers.js';

// Issue 16, items 10 and 11: an empty transcript, log or sealed file never passes an audit
// (exit 2, or a pass with --allow-empty), verify prints the links and head digest, and the exit
// status survives a reader that closes standard output early.

let dir: string;
const scope = resolve('examples/transcripts/scope.json');
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-empty-'));
  writeFileSync(join(dir, 'empty.jsonl'), '');
  writeFileSync(join(dir, 'blank.jsonl'), '\n\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMMANDS: [string, (input: string) => string[]][] = [
  ['verify', (input) => ['verify', input]],
  ['seal', (input) => ['seal', input]],
  ['replay', (input) => ['replay', input]],
  ['scope', (input) => ['scope', input, scope]],
];

describe('issue 16: empty inputs do not pass audits', () => {
  it.each(COMMANDS)(
    '%s of a 0-byte file, blank lines or empty stdin is exit 2',
    async (_name, args) => {
      const inputs: [string, Stdin][] = [
        ['empty.jsonl', undefined],
        ['blank.jsonl', undefined],
        ['-', { text: '' }],
      ];
      for (const [input, stdin] of inputs) {
        // blank lines in a sealed file are a broken link (TW401), not an empty chain
        if (_name === 'verify' && input === 'blank.jsonl') continue;
        const out = await runLib(args(input), dir, stdin ?? { text: '' });
        expect(out.code).toBe(2);
        expect(out.stderr).toMatch(/: no (records|sealed links) \(empty input\).*--allow-empty/);
        expect(out.stdout).toBe('');
        const allowed = await runLib([...args(input), '--allow-empty'], dir, stdin ?? { text: '' });
        expect(allowed.code).toBe(0);
      }
    },
  );

  it('verify prints the number of links and the head digest that --head needs', async () => {
    const sealed = join(dir, 'sealed.jsonl');
    const seal = await runLib(
      ['seal', resolve('examples/transcripts/session-clean.jsonl'), '-o', sealed],
      dir,
    );
    expect(seal.code).toBe(0);
    const out = await runLib(['verify', sealed], dir);
    const head = /^head: ([0-9a-f]{64})$/m.exec(out.stdout)?.[1];
    expect(out.stdout).toMatch(
      /^chain: intact\nlinks: [1-9]\d*\nhead: [0-9a-f]{64}\ngate: passes \(--fail-on error\)\n$/,
    );
    expect((await runLib(['verify', sealed, '--head', head!], dir)).code).toBe(0);
    expect((await runLib(['verify', sealed, '--head', '0'.repeat(64)], dir)).code).toBe(1);
  });

  (haveBundle ? it : it.skip)('the bundle refuses empty standard input the same way', () => {
    for (const [, args] of COMMANDS) {
      const out = runBundle(args('-'), dir, { text: '' });
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(/stdin: no (records|sealed links) \(empty input\)/);
    }
  });
});

describe('issue 16: the exit status survives a reader that closes stdout early', () => {
  const entries = [BUNDLE, resolve('lib/cli/main.js')].filter((p) => existsSync(p));
  it.each(entries.map((e) => [e]))('%s scan … | head -1 exits 1 under pipefail', (entry) => {
    for (const format of ['human', 'json', 'sarif']) {
      const result = spawnSync(
        'bash',
        [
          '-o',
          'pipefail',
          '-c',
          `"${process.execPath}" "${entry}" scan -f ${format} examples/real examples/confusing-mcp.json | head -c 1 >/dev/null`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(1);
    }
  });
});
