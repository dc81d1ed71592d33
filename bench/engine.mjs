#!/usr/bin/env node
/**
 * Measures the witness engine on the vendored JSON-Schema-Test-Suite (draft7, draft2020-12):
 *  (a) every schema S against each of its own test instances v, as the pair (S, {const: v});
 *      the truth (overlap iff Ajv accepts v under S) comes from the engine's own `check`, and
 *      an Ajv 'error' is skipped;
 *  (b) pairs of schemas of the same file that some suite instance satisfies under both (known
 *      overlap; disjointness cannot be known from samples, so only overlapping pairs count).
 * Prints, per dialect and part: pairs, decided %, unsound answers (must be 0), p50/p99 ms.
 *
 *   npx tsc -p tsconfig.build.json   # builds lib/, which this script imports
 *   node bench/engine.mjs [--check] [--verbose] [--unknowns N]
 *
 * `--check` exits 1 when a target is missed (≥ 95% decided, 0 unsound, p99 ≤ 20 ms).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIB = join(ROOT, 'lib/schema/index.js');
const SUITE = join(ROOT, '__tests__/fixtures/json-schema-test-suite/tests');
const DIALECTS = { draft7: 'http://json-schema.org/draft-07/schema#', 'draft2020-12': undefined };
const TARGET = { decided: 0.95, unsound: 0, p99: 20 };

const args = process.argv.slice(2);
const check = args.includes('--check');
const verbose = args.includes('--verbose');
const unknownsAt = args.indexOf('--unknowns');
const showUnknowns = unknownsAt >= 0 ? Number(args[unknownsAt + 1] ?? 10) : 0;

if (!existsSync(LIB)) {
  console.error(`bench/engine: ${relative(ROOT, LIB)} is missing; build it with`);
  console.error('  npx tsc -p tsconfig.build.json');
  process.exit(2);
}
const { proveOverlap, getValidator } = await import(LIB);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith('.json')
          ? [join(dir, e.name)]
          : [],
    )
    .sort();
}

function withDialect(schema, uri) {
  if (uri === undefined || typeof schema !== 'object' || schema === null) return schema;
  return '$schema' in schema ? schema : { $schema: uri, ...schema };
}

/** Ajv's verdict through the engine's own validator: true, false, or undefined (error). */
function truth(schema, value) {
  const v = getValidator(schema);
  if (!v.ok) return undefined;
  const r = v.check(value);
  return r === 'error' ? undefined : r === 'valid';
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function newTally() {
  return { pairs: 0, decided: 0, unsound: 0, times: [], unknown: new Map(), samples: [] };
}

function record(tally, result, expected, ms, where) {
  tally.pairs++;
  tally.times.push(ms);
  if (result.verdict === 'unknown') {
    const code = result.reason.code;
    tally.unknown.set(code, (tally.unknown.get(code) ?? 0) + 1);
    if (tally.samples.length < 200) tally.samples.push(`${where}: ${result.reason.message}`);
    return;
  }
  if (result.verdict === expected) tally.decided++;
  else {
    tally.unsound++;
    console.error(`UNSOUND ${where}: expected ${expected}, got ${result.verdict}`);
  }
}

function timed(a, b) {
  const t0 = process.hrtime.bigint();
  const result = proveOverlap(a, b);
  return { result, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

function report(name, tally) {
  const times = tally.times.slice().sort((x, y) => x - y);
  const rate = tally.pairs === 0 ? 1 : tally.decided / tally.pairs;
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const unknown = [...tally.unknown].sort((x, y) => y[1] - x[1]);
  console.log(
    `${name.padEnd(34)} pairs ${String(tally.pairs).padStart(6)}  decided ${(rate * 100).toFixed(1).padStart(5)}%  unsound ${tally.unsound}  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms` +
      (unknown.length ? `  unknown: ${unknown.map(([c, n]) => `${c} ${n}`).join(', ')}` : ''),
  );
  if (verbose || showUnknowns > 0)
    for (const s of tally.samples.slice(0, showUnknowns || 20)) console.log(`    ${s}`);
  return { rate, p99, unsound: tally.unsound };
}

let failed = false;
const totals = { own: newTally(), cross: newTally() };
for (const [dialect, uri] of Object.entries(DIALECTS)) {
  const own = newTally();
  const cross = newTally();
  for (const file of files(join(SUITE, dialect))) {
    const name = relative(SUITE, file);
    const groups = JSON.parse(readFileSync(file, 'utf8')).map((g) => ({
      ...g,
      schema: withDialect(g.schema, uri),
    }));
    // (a) each schema against its own instances
    for (const g of groups) {
      for (const t of g.tests) {
        const valid = truth(g.schema, t.data);
        if (valid === undefined) continue;
        const { result, ms } = timed(g.schema, { const: t.data });
        record(
          own,
          result,
          valid ? 'overlap' : 'disjoint',
          ms,
          `${name} / ${g.description} / ${t.description}`,
        );
      }
    }
    // (b) schema pairs of one file that a suite instance shows to overlap
    const instances = groups.flatMap((g) => g.tests.map((t) => t.data));
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i].schema;
        const b = groups[j].schema;
        if (!instances.some((v) => truth(a, v) === true && truth(b, v) === true)) continue;
        const { result, ms } = timed(a, b);
        record(
          cross,
          result,
          'overlap',
          ms,
          `${name} / ${groups[i].description} × ${groups[j].description}`,
        );
      }
    }
  }
  for (const [part, tally] of [
    ['own instances (S, {const: v})', own],
    ['schema pairs, known overlap', cross],
  ]) {
    const r = report(`${dialect} ${part}`, tally);
    const total = part.startsWith('own') ? totals.own : totals.cross;
    total.pairs += tally.pairs;
    total.decided += tally.decided;
    total.unsound += tally.unsound;
    total.times.push(...tally.times);
    for (const [c, n] of tally.unknown) total.unknown.set(c, (total.unknown.get(c) ?? 0) + n);
    if (r.unsound > TARGET.unsound) failed = true;
  }
}
const all = newTally();
for (const t of [totals.own, totals.cross]) {
  all.pairs += t.pairs;
  all.decided += t.decided;
  all.unsound += t.unsound;
  all.times.push(...t.times);
  for (const [c, n] of t.unknown) all.unknown.set(c, (all.unknown.get(c) ?? 0) + n);
}
const overall = report('all pairs with known truth', all);
if (overall.rate < TARGET.decided || overall.p99 > TARGET.p99 || overall.unsound > 0) failed = true;
console.log(
  `targets: decided >= ${TARGET.decided * 100}%, unsound ${TARGET.unsound}, p99 <= ${TARGET.p99} ms: ${failed ? 'MISSED' : 'met'}`,
);
if (check && failed) process.exit(1);
