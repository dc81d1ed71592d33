// src/lexical/specificity.generated.ts is derived from the model of every examples/real tool by
// scripts/build-specificity.mjs. The model reads the table and the table reads the model, so a
// model change can leave it stale (session 8 found `answer` missing since session 7): this test
// fails until it is regenerated. It runs on lib/, which `npm test` builds first (pretest).
import { spawnSync } from 'node:child_process';

test('specificity.generated.ts is what scripts/build-specificity.mjs derives from examples/real', () => {
  const run = spawnSync(process.execPath, ['scripts/build-specificity.mjs', '--check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
