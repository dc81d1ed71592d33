#!/usr/bin/env node
// Where a scan's time goes: the stages of `runScan` run one after another in this process over
// the library build (lib/, from `npx tsc -p tsconfig.build.json`), each timed in CPU and wall
// time. bench/scan.mjs runs it in a child process per catalog size; it also runs alone:
//
//   node bench/scan-stages.mjs [--no-lint] FILE…
//
// Stages: start-up (loading the CLI's modules), import (reading, decoding, parsing, normalizing
// and digesting every file), model+candidates (the lexical model of every tool and the pairs to
// prove), proofs (schema checks, proofs and pair findings: scanTools without lint, less the pair
// finding it repeats), lint (loading the tokenizer, TW5xx and token counts), report+render
// (ordering, fingerprints, score, JSON text). Prints one JSON line.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cpuStart = process.cpuUsage();
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIB = join(ROOT, 'lib');
const args = process.argv.slice(2);
const lint = !args.includes('--no-lint');
const files = args.filter((a) => a !== '--no-lint');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const wallMs = () => Number(process.hrtime.bigint()) / 1e6;
const stages = [];
let mark = { cpu: (cpuStart.user + cpuStart.system) / 1000, wall: wallMs() };
/** Closes the stage that started at the last mark; `lessCpu`/`lessWall` take out repeated work. */
function stage(name, lessCpu = 0, lessWall = 0) {
  const now = { cpu: cpuMs(), wall: wallMs() };
  stages.push({
    stage: name,
    cpuMs: Math.round(now.cpu - mark.cpu - lessCpu),
    wallMs: Math.round(now.wall - mark.wall - lessWall),
  });
  mark = { cpu: cpuMs(), wall: wallMs() };
}
const load = (path) => import(pathToFileURL(join(LIB, path)).href);

// start-up: what the CLI loads before it reads a file (every command's modules)
await load('cli/program.js');
const { importCatalogs, confusableToolPairs, scanTools, SCAN_DEFAULTS } =
  await load('analyze/scan.js');
const { loadTokenizer, lintTools } = await load('lint/index.js');
const { buildReport } = await load('findings/index.js');
const { withScore } = await load('report/score.js');
const { render } = await load('report/index.js');
const { runUri } = await load('model/finding.js');
const { VERSION } = await load('version.js');
stage('start-up');

const sources = files.map((f) => ({ uri: f, content: readFileSync(f) }));
const { tools, skipped } = importCatalogs(sources);
stage('import');

const pairs = confusableToolPairs(tools, SCAN_DEFAULTS.threshold);
stage('model+candidates');

// scanTools finds the pairs again: that repeat, timed warm, is taken out of the proofs stage
const c0 = cpuMs();
const w0 = wallMs();
confusableToolPairs(tools, SCAN_DEFAULTS.threshold);
const repeat = { cpu: cpuMs() - c0, wall: wallMs() - w0 };
mark = { cpu: cpuMs(), wall: wallMs() };
const firstUri = runUri(sources.map((s) => s.uri));
const analysis = scanTools(tools, { lint: false, maxTools: 20000 }, firstUri);
stage('proofs', repeat.cpu, repeat.wall);

const findings = analysis.findings;
const stats = { files: sources.length, tools: tools.length, skippedEntries: skipped };
Object.assign(stats, analysis.stats);
if (lint) {
  await loadTokenizer();
  const linted = lintTools(tools, { firstUri });
  for (const f of linted.findings) findings.push(f);
  stats.tokens = linted.tokens;
  stage('lint');
}

const report = withScore(buildReport({ command: 'scan', version: VERSION, findings, stats }));
const text = render(report, 'json');
stage('report+render');

process.stdout.write(
  `${JSON.stringify({ tools: tools.length, pairs: pairs.length, bytes: text.length, stages })}\n`,
);
