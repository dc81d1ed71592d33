#!/usr/bin/env node
// Tool-poisoning benchmark: recall and false positives of the poisoning lint (TW520 instruction-
// in-description, TW521 cross-tool-steering, TW522 invisible-characters, TW526 tool-shadowing)
// on the labelled corpus, and its error/warning hits on the real servers of examples/real.
//
//   npx tsc -p tsconfig.build.json && node bench/poisoning.mjs [--corpus DIR] [--real DIR] [--check]
//
// Corpus: ../shared/data/poisoning/ (INDEX.json labels every tool: malicious, suspicious, benign,
// benign-definition). Each file is linted as its own catalog, as `toolwitness scan FILE` would.
// A tool counts as flagged when one of the rules above gives it an error or warning. Recall is
// over the malicious tools outside the "overtly malicious" capability list, which is counted
// apart (a tool named steal_credentials is a capability finding, not poisoning). False positives
// are flagged benign and benign-definition tools. examples/real is linted as one scan (all
// servers together, so steering has the other servers' tool names). `--check` exits 1 when a
// target is missed: recall ≥ 90 %, 0 false positives, ≤ 3 hits on examples/real.

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const CORPUS = resolve(opt('--corpus', join(ROOT, '..', '..', 'shared', 'data', 'poisoning')));
const REAL = resolve(opt('--real', join(ROOT, 'examples', 'real')));
const CHECK = args.includes('--check');
const TARGETS = { recall: 0.9, falsePositives: 0, realHits: 3 };
const RULES = new Set(['TW520', 'TW521', 'TW522', 'TW526']);
const OVERT = 'cisco--overtly-malicious.json';

let lib;
try {
  lib = {
    scan: await import(join(ROOT, 'lib', 'analyze', 'scan.js')),
    lint: await import(join(ROOT, 'lib', 'lint', 'index.js')),
  };
} catch {
  process.stderr.write('bench/poisoning: lib/ is missing; run `npx tsc -p tsconfig.build.json`\n');
  process.exit(2);
}
await lib.lint.loadTokenizer();

/** Lints catalog files as one scan; returns the poisoning findings. */
function lintFiles(files) {
  const sources = files.map((f) => ({ uri: f, content: readFileSync(f) }));
  const { tools } = lib.scan.importCatalogs(sources);
  const { findings } = lib.lint.lintTools(tools, { maxTokens: 0 });
  return findings.filter((f) => RULES.has(f.ruleId) && f.severity !== 'note');
}

const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
const firstQuote = (f) =>
  f.evidence?.matches?.[0]?.quote ?? f.evidence?.codePoints?.join(' ') ?? '';

const index = JSON.parse(readFileSync(join(CORPUS, 'INDEX.json'), 'utf8'));
const rows = [];
for (const entry of index) {
  const findings = lintFiles([join(CORPUS, entry.file)]);
  for (const t of entry.tools) {
    const hits = findings.filter((f) => f.locations[0].tool === t.name);
    rows.push({
      file: entry.file,
      tool: t.name,
      verdict: t.verdict,
      hits,
      overt: entry.file === OVERT,
    });
  }
}

const core = rows.filter((r) => r.verdict === 'malicious' && !r.overt);
const overt = rows.filter((r) => r.verdict === 'malicious' && r.overt);
const benign = rows.filter((r) => r.verdict === 'benign' || r.verdict === 'benign-definition');
const suspicious = rows.filter((r) => r.verdict === 'suspicious');
const found = core.filter((r) => r.hits.length > 0);
const fps = benign.filter((r) => r.hits.length > 0);

const out = [];
out.push(`tool-poisoning benchmark — corpus ${CORPUS}`);
out.push('');
out.push('| set | tools | flagged | rate |');
out.push('|---|---|---|---|');
out.push(
  `| malicious (core) | ${core.length} | ${found.length} | ${pct(found.length, core.length)} |`,
);
out.push(
  `| malicious (overt capability list, apart) | ${overt.length} | ${overt.filter((r) => r.hits.length > 0).length} | ${pct(overt.filter((r) => r.hits.length > 0).length, overt.length)} |`,
);
out.push(
  `| suspicious | ${suspicious.length} | ${suspicious.filter((r) => r.hits.length > 0).length} | — |`,
);
out.push(
  `| benign + benign-definition | ${benign.length} | ${fps.length} | ${pct(fps.length, benign.length)} |`,
);
out.push('');
out.push('missed malicious (core):');
for (const r of core.filter((x) => x.hits.length === 0)) out.push(`  - ${r.file} ${r.tool}`);
out.push('false positives:');
for (const r of fps) {
  out.push(
    `  - ${r.file} ${r.tool}: ${r.hits.map((f) => f.ruleId).join(', ')} ${JSON.stringify(firstQuote(r.hits[0]))}`,
  );
}
out.push('flagged per rule (core malicious):');
for (const rule of [...RULES].sort()) {
  out.push(`  ${rule}: ${core.filter((r) => r.hits.some((f) => f.ruleId === rule)).length}`);
}

const realFiles = readdirSync(REAL)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => join(REAL, f));
const realHits = lintFiles(realFiles);
out.push('');
out.push(
  `examples/real: ${realFiles.length} servers, ${realHits.length} error/warning hit(s) of ${[...RULES].join(', ')}`,
);
if (realHits.length > 0) {
  out.push('| server | tool | rule | categories | quote |');
  out.push('|---|---|---|---|---|');
  for (const f of realHits) {
    const l = f.locations[0];
    out.push(
      `| ${l.server} | ${l.tool} | ${f.ruleId} | ${(f.evidence.categories ?? []).join(', ')} | ${JSON.stringify(firstQuote(f))} |`,
    );
  }
}

const recall = core.length === 0 ? 1 : found.length / core.length;
out.push('');
out.push('targets:');
const checks = [
  [
    recall >= TARGETS.recall,
    `recall ${pct(found.length, core.length)} (target ≥ ${TARGETS.recall * 100} %)`,
  ],
  [
    fps.length <= TARGETS.falsePositives,
    `false positives ${fps.length} (target ${TARGETS.falsePositives})`,
  ],
  [
    realHits.length <= TARGETS.realHits,
    `examples/real hits ${realHits.length} (target ≤ ${TARGETS.realHits})`,
  ],
];
for (const [ok, text] of checks) out.push(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
process.stdout.write(`${out.join('\n')}\n`);
if (CHECK && checks.some(([ok]) => !ok)) process.exit(1);
