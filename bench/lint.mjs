#!/usr/bin/env node
// Lint benchmark: the lint stage of `scan` (lintTools: definition lint, poisoning signals and the
// token estimate) alone, on catalogs grown by bench/scan.mjs from the real tools of examples/real.
//
//   npx tsc -p tsconfig.build.json
//   node bench/scan.mjs --generate-only /tmp/tw-lint --sizes 1000,10000
//   node bench/lint.mjs /tmp/tw-lint/tools-1000 /tmp/tw-lint/tools-10000 [--runs 3] [--lib lib]
//
// Each directory's catalogs are imported once (not timed); then `lintTools` runs `--runs` times
// in this process (the first run also pays the JIT warm-up and the token cache fill) and the
// minimum and median wall times are printed with the CPU time of the same runs, plus a digest
// of the findings and token stats so two builds can be compared for byte-identical output.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
let runs = 3;
let libDir = 'lib';
const dirs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--lib') libDir = args[++i];
  else dirs.push(args[i]);
}
if (dirs.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node bench/lint.mjs DIR… [--runs N] [--lib lib]');
  process.exit(2);
}

const lib = resolve(libDir);
const { importCatalogs } = await import(pathToFileURL(join(lib, 'analyze/scan.js')).href);
const { lintTools, loadTokenizer } = await import(pathToFileURL(join(lib, 'lint/index.js')).href);
await loadTokenizer();

for (const dir of dirs) {
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ uri: join(dir, f), content: readFileSync(join(dir, f)) }));
  const { tools } = importCatalogs(sources);
  const wall = [];
  const cpu = [];
  let digest = '';
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const result = lintTools(tools, { maxTokens: 20_000 });
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    digest = createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 16);
  }
  const sorted = [...wall].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${tools.length} tools: lint min ${sorted[0].toFixed(0)} ms, median ${median.toFixed(0)} ms, ` +
      `first ${wall[0].toFixed(0)} ms, cpu ${cpu.map((x) => x.toFixed(0)).join('/')} ms, ` +
      `output ${digest}`,
  );
}
