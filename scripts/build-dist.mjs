// Builds the committed bundles: dist/cli.js (the CLI), dist/index.js (the Action) and
// dist/digest-worker.js (parallel replay's worker thread). ncc writes <out>/index.js, so each
// bundle is built into a scratch folder and moved into place; dist/package.json marks ESM.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync, readdirSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

const bundles = [
  { entry: 'src/cli/main.ts', out: 'cli.js', scratch: 'dist/.build-cli' },
  { entry: 'src/action/main.ts', out: 'index.js', scratch: 'dist/.build-action' },
  // the worker thread of parallel replay, found beside the bundle that starts it
  {
    entry: 'src/transcript/digest-worker.ts',
    out: 'digest-worker.js',
    scratch: 'dist/.build-worker',
  },
];

mkdirSync('dist', { recursive: true });
for (const { entry, out, scratch } of bundles) {
  rmSync(scratch, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      entry,
      '-o',
      scratch,
      '--quiet',
      '--no-source-map-register',
    ],
    { stdio: 'inherit' },
  );
  const files = readdirSync(scratch).filter((f) => f !== 'package.json');
  if (files.length !== 1 || files[0] !== 'index.js') {
    throw new Error(`ncc wrote unexpected files for ${entry}: ${files.join(', ')}`);
  }
  renameSync(join(scratch, 'index.js'), join('dist', out));
  chmodSync(join('dist', out), 0o755);
  rmSync(scratch, { recursive: true, force: true });
}
writeFileSync('dist/package.json', '{\n  "type": "module"\n}\n');
