// src/lexical/wordnet.generated.ts is reduced from WordNet and the seed classes by
// scripts/build-lexicon.mjs ("regenerated, never edited"). A seed added without regenerating
// leaves the table stale (session 12 found `copy` missing): this test fails until it is rebuilt.
import { spawnSync } from 'node:child_process';

test('wordnet.generated.ts is what scripts/build-lexicon.mjs reduces from WordNet and the seeds', () => {
  const run = spawnSync(process.execPath, ['scripts/build-lexicon.mjs', '--check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
