import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { proveContainment } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

/**
 * The two public JSON-subschema suites (IBM/jsonsubschema, is-json-schema-subset; see
 * fixtures/subschema/README.md) as containment questions, scored as bench/subschema.mjs does:
 * no unsound answer, and a floor on the share decided.
 */
const DIR = join('__tests__', 'fixtures', 'subschema');
const DRAFT04 = 'http://json-schema.org/draft-04/schema#';
const DRAFT07 = 'http://json-schema.org/draft-07/schema#';

interface Case {
  id: string;
  pairs: Array<[unknown, unknown]>;
  expected: boolean;
}

function withDialect(schema: unknown, uri: string): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  return '$schema' in schema ? schema : { $schema: uri, ...schema };
}

function load(): Record<string, Case[]> {
  const ibm = JSON.parse(readFileSync(join(DIR, 'ibm-jsonsubschema-cases.json'), 'utf8')) as {
    cases: Array<{ id: string; s1: unknown; s2: unknown; relation: string; expected: unknown }>;
  };
  const iss = JSON.parse(readFileSync(join(DIR, 'is-json-schema-subset-cases.json'), 'utf8')) as {
    cases: Array<{
      id: string;
      subset: unknown;
      superset: unknown;
      expected: unknown;
      options: unknown;
      format_opinion: boolean;
    }>;
  };
  const out: Record<string, Case[]> = { ibm: [], iss: [] };
  for (const c of ibm.cases) {
    if (typeof c.expected !== 'boolean') continue;
    const a = withDialect(c.s1, DRAFT04);
    const b = withDialect(c.s2, DRAFT04);
    const pairs: Array<[unknown, unknown]> =
      c.relation === 'equivalent'
        ? [
            [a, b],
            [b, a],
          ]
        : [[a, b]];
    out.ibm.push({ id: c.id, pairs, expected: c.expected });
  }
  for (const c of iss.cases) {
    if (c.format_opinion || c.options !== null || typeof c.expected !== 'boolean') continue;
    out.iss.push({
      id: c.id,
      pairs: [[withDialect(c.subset, DRAFT07), withDialect(c.superset, DRAFT07)]],
      expected: c.expected,
    });
  }
  return out;
}

function score(cases: Case[]): { decided: number; unsound: string[] } {
  let decided = 0;
  const unsound: string[] = [];
  for (const c of cases) {
    const results = c.pairs.map(([a, b]) => proveContainment(a, b));
    let answer: boolean | undefined;
    results.forEach((r, i) => {
      if (r.verdict !== 'not-contained') return;
      answer = false;
      // A counterexample is evidence only when the tests' own Ajv agrees with it.
      const [a, b] = c.pairs[i];
      if (!freshValidate(a, r.counterexample) || freshValidate(b, r.counterexample))
        unsound.push(`${c.id}: unconfirmed counterexample`);
    });
    if (answer === undefined && results.every((r) => r.verdict === 'contained')) answer = true;
    if (answer === undefined) continue;
    decided += 1;
    // "contained" against an upstream "not contained" has no evidence that could settle it.
    if (answer && !c.expected) unsound.push(`${c.id}: contained, upstream says not`);
  }
  return { decided: decided / cases.length, unsound };
}

describe('containment on the public subschema suites', () => {
  const cases = load();

  it('answers no IBM/jsonsubschema case unsoundly and decides at least 90 %', () => {
    const { decided, unsound } = score(cases.ibm);
    expect(unsound).toEqual([]);
    expect(decided).toBeGreaterThanOrEqual(0.9);
  });

  it('answers no is-json-schema-subset case unsoundly and decides at least 95 %', () => {
    const { decided, unsound } = score(cases.iss);
    expect(unsound).toEqual([]);
    expect(decided).toBeGreaterThanOrEqual(0.95);
  });
});
