import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { DESCRIPTION_FILLER, FUNCTION_WORDS } from '../src/lexical/words.js';
import { describeLexicon } from '../src/lexical/lexicon.js';

// The documents' generated blocks come from the code, so word lists and the README's first
// finding cannot drift (the rule pages in docs/rules/ are generated whole: rules/docs-pages.test.ts). Regenerate with: UPDATE_README=1 npm test -- __tests__/readme.test.ts

/**
 * What the README's first command prints, cut to the verdict and the first finding: the committed
 * bundle is what that command runs (CI checks it equals a fresh build).
 */
function firstFinding(): string {
  const run = spawnSync(process.execPath, ['dist/cli.js', 'scan', 'examples/confusing-mcp.json'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (run.status !== 1) throw new Error(`the README's first command exited ${run.status}`);
  const lines = run.stdout.split('\n');
  const verdict = lines.slice(0, 3);
  const start = lines.findIndex((l) => /^\S+:\d+:\d+ {2}error /.test(l));
  const end = lines.indexOf('', start);
  return ['```text', ...verdict, '…', ...lines.slice(start, end), '…', '```'].join('\n');
}

const blocks: Record<string, Record<string, () => string>> = {
  'README.md': { 'first-finding': firstFinding },
  'docs/engine.md': {
    'stop-words': () =>
      [
        `Function words (dropped from names too, unless nothing would be left): ${[...FUNCTION_WORDS].sort().join(', ')}.`,
        '',
        `Description filler (dropped from descriptions only): ${[...DESCRIPTION_FILLER].sort().join(', ')}.`,
      ].join('\n'),
    synonyms: () => describeLexicon(),
  },
};

function withBlocks(file: string, text: string): string {
  let out = text;
  for (const [name, body] of Object.entries(blocks[file])) {
    const begin = `<!-- BEGIN GENERATED ${name} -->`;
    const end = `<!-- END GENERATED ${name} -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${file} lacks the ${name} block markers`);
    out = `${out.slice(0, from + begin.length)}\n\n${body()}\n\n${out.slice(to)}`;
  }
  return out;
}

it.each(Object.keys(blocks))('keeps the generated blocks of %s equal to the code', (file) => {
  const text = readFileSync(file, 'utf8');
  const expected = withBlocks(file, text);
  if (process.env.UPDATE_README) writeFileSync(file, expected);
  expect(text).toBe(expected);
});

it('documents the two quick-start commands', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(readme).toContain('node dist/cli.js scan examples/');
  expect(readme).toContain('npm install-ci-test');
});

it('keeps the README a first screen, not a manual', () => {
  // The reference lives in docs/; the README says what the tool does, shows one finding, and
  // gives the install line, an Action snippet and a library example.
  const readme = readFileSync('README.md', 'utf8');
  expect(readme.length).toBeLessThan(12_000);
  for (const heading of [
    '## Install',
    '## In a pull request',
    '## As a library',
    '## Documentation',
  ]) {
    expect(readme).toContain(heading);
  }
});
