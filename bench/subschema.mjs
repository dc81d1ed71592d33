#!/usr/bin/env node
/**
 * Measures containment proofs (`proveContainment`, A ⊆ B) on the two public JSON-subschema
 * suites vendored in __tests__/fixtures/subschema/ (see the README there): 594 cases from IBM/jsonsubschema
 * (draft-04 era: a schema without `$schema` is read as draft-04, as that checker does) and 298
 * from is-json-schema-subset (draft-07). Scored are the cases with a truth value: upstream
 * errors, `format_opinion` cases (a library policy, not JSON Schema truth) and partial-match
 * options are left out. "equivalent" cases ask both directions.
 *
 * Prints, per suite: cases scored, decided %, unsound answers, p50/p99 ms. Upstream answers are
 * a second opinion, not proof (see the data README): where the engine answers "not contained"
 * against an upstream "contained", the case is settled by the engine's counterexample when Ajv
 * validates it under A and rejects it under B (re-checked here), and counted as decided and
 * `settled`, listed with `--settled`. Every other disagreement ("contained" against an upstream
 * "not contained", or a counterexample Ajv does not confirm) is unsound.
 *
 *   npx tsc -p tsconfig.build.json   # builds lib/, which this script imports
 *   node bench/subschema.mjs [--check] [--unknowns N] [--settled] [--data DIR]
 *
 * `--check` exits 1 when a target is missed (≥ 90 % decided and 0 unsound on each suite).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIB = join(ROOT, 'lib/schema/index.js');
const args = process.argv.slice(2);
const check = args.includes('--check');
const unknownsAt = args.indexOf('--unknowns');
const showUnknowns = unknownsAt >= 0 ? Number(args[unknownsAt + 1] ?? 20) : 0;
const dataAt = args.indexOf('--data');
const DATA = dataAt >= 0 ? args[dataAt + 1] : join(ROOT, '__tests__/fixtures/subschema');
const TARGET = { decided: 0.9, unsound: 0 };
const DRAFT04 = 'http://json-schema.org/draft-04/schema#';
const DRAFT07 = 'http://json-schema.org/draft-07/schema#';

const listSettled = args.includes('--settled');

if (!existsSync(LIB)) {
  console.error(`bench/subschema: ${relative(ROOT, LIB)} is missing; build it with`);
  console.error('  npx tsc -p tsconfig.build.json');
  process.exit(2);
}
const { proveContainment, getValidator } = await import(LIB);

function withDialect(schema, uri) {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  return '$schema' in schema ? schema : { $schema: uri, ...schema };
}

/** The scored cases of both suites, as {suite, id, pairs: [[A, B], …], expected}. */
export function loadCases(dir = DATA) {
  const out = [];
  const ibm = JSON.parse(readFileSync(join(dir, 'ibm-jsonsubschema-cases.json'), 'utf8'));
  for (const c of ibm.cases) {
    if (typeof c.expected !== 'boolean') continue;
    const s1 = withDialect(c.s1, DRAFT04);
    const s2 = withDialect(c.s2, DRAFT04);
    const pairs =
      c.relation === 'equivalent'
        ? [
            [s1, s2],
            [s2, s1],
          ]
        : [[s1, s2]];
    out.push({ suite: 'ibm-jsonsubschema', id: c.id, pairs, expected: c.expected });
  }
  const iss = JSON.parse(readFileSync(join(dir, 'is-json-schema-subset-cases.json'), 'utf8'));
  for (const c of iss.cases) {
    if (c.format_opinion || c.options !== null || typeof c.expected !== 'boolean') continue;
    const pairs = [[withDialect(c.subset, DRAFT07), withDialect(c.superset, DRAFT07)]];
    out.push({ suite: 'is-json-schema-subset', id: c.id, pairs, expected: c.expected });
  }
  return out;
}

/** true / false / undefined (unknown) for a case, with the proofs' details. */
export function decide(pairs) {
  const results = pairs.map(([a, b]) => proveContainment(a, b));
  if (results.some((r) => r.verdict === 'not-contained')) return { answer: false, results };
  if (results.every((r) => r.verdict === 'contained')) return { answer: true, results };
  return { answer: undefined, results };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Ajv's own reading of a counterexample: valid under A and invalid under B. */
function confirmed(a, b, value) {
  const va = getValidator(a);
  const vb = getValidator(b);
  return va.ok && vb.ok && va.check(value) === 'valid' && vb.check(value) === 'invalid';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tallies = new Map();
  const settled = [];
  for (const c of loadCases()) {
    let t = tallies.get(c.suite);
    if (!t) {
      t = {
        cases: 0,
        decided: 0,
        settled: 0,
        unsound: 0,
        times: [],
        unknown: new Map(),
        samples: [],
      };
      tallies.set(c.suite, t);
    }
    const t0 = process.hrtime.bigint();
    const { answer, results } = decide(c.pairs);
    t.times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const unconfirmed = results.some(
      (r, i) => r.verdict === 'not-contained' && !confirmed(...c.pairs[i], r.counterexample),
    );
    if (unconfirmed) {
      console.error(`UNSOUND ${c.id}: a counterexample Ajv does not confirm`);
      t.cases++;
      t.unsound++;
      continue;
    }
    if (answer === undefined) {
      const r = results.find((x) => x.verdict === 'unknown');
      t.unknown.set(r.reason.code, (t.unknown.get(r.reason.code) ?? 0) + 1);
      t.samples.push(`${c.id}: ${r.reason.message}`);
      t.cases++;
      continue;
    }
    t.cases++;
    if (answer === c.expected) t.decided++;
    else if (answer === false) {
      // Ajv accepts the counterexample under A and rejects it under B (checked above).
      t.decided++;
      t.settled++;
      const i = results.findIndex((x) => x.verdict === 'not-contained');
      const shown = JSON.stringify(results[i].counterexample);
      settled.push(
        `${c.id}${c.pairs.length > 1 ? ` (direction ${i + 1})` : ''}: ${shown.length > 120 ? `${shown.slice(0, 117)}...` : shown}`,
      );
    } else {
      t.unsound++;
      console.error(`UNSOUND ${c.id}: expected ${c.expected}, got ${answer}`);
    }
  }
  let failed = false;
  for (const [suite, t] of tallies) {
    const times = t.times.slice().sort((x, y) => x - y);
    const rate = t.cases === 0 ? 1 : t.decided / t.cases;
    const unknown = [...t.unknown].sort((x, y) => y[1] - x[1]);
    console.log(
      `${suite.padEnd(24)} cases ${String(t.cases).padStart(4)}  decided ${(rate * 100).toFixed(1).padStart(5)}% (settled against upstream ${t.settled})  unsound ${t.unsound}  p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms` +
        (unknown.length ? `  unknown: ${unknown.map(([k, n]) => `${k} ${n}`).join(', ')}` : ''),
    );
    for (const s of t.samples.slice(0, showUnknowns)) console.log(`    ${s}`);
    if (rate < TARGET.decided || t.unsound > TARGET.unsound) failed = true;
  }
  if (listSettled) for (const s of settled) console.log(`settled by counterexample: ${s}`);
  if (check && failed) process.exit(1);
}
