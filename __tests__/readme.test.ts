import { readFileSync, writeFileSync } from 'node:fs';
import { renderRuleSectionsMarkdown, renderRuleTableMarkdown } from '../src/rules/registry.js';
import { DESCRIPTION_FILLER, FUNCTION_WORDS } from '../src/lexical/words.js';
import { describeLexicon } from '../src/lexical/lexicon.js';

// The README's generated blocks come from the code, so rule docs and word lists cannot drift.
// Regenerate with: UPDATE_README=1 npm test -- __tests__/readme.test.ts
const blocks: Record<string, string> = {
  'rule-table': renderRuleTableMarkdown().trim(),
  'rule-sections': renderRuleSectionsMarkdown().trim(),
  'stop-words': [
    `Function words (dropped from names too, unless nothing would be left): ${[...FUNCTION_WORDS].sort().join(', ')}.`,
    '',
    `Description filler (dropped from descriptions only): ${[...DESCRIPTION_FILLER].sort().join(', ')}.`,
  ].join('\n'),
  synonyms: describeLexicon(),
};

function withBlocks(readme: string): string {
  let out = readme;
  for (const [name, body] of Object.entries(blocks)) {
    const begin = `<!-- BEGIN GENERATED ${name} -->`;
    const end = `<!-- END GENERATED ${name} -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README lacks the ${name} block markers`);
    out = `${out.slice(0, from + begin.length)}\n\n${body}\n\n${out.slice(to)}`;
  }
  return out;
}

it('keeps the README rule table, rule help and word lists equal to the code', () => {
  const readme = readFileSync('README.md', 'utf8');
  const expected = withBlocks(readme);
  if (process.env.UPDATE_README) writeFileSync('README.md', expected);
  expect(readme).toBe(expected);
});

it('documents the two quick-start commands', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(readme).toContain('node dist/cli.js scan examples/');
  expect(readme).toContain('npm install-ci-test');
});
