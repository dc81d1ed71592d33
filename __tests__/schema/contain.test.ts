import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { proveContainment, proveOverlap } from '../../src/schema/index.js';
import type { ContainmentResult } from '../../src/model/proof.js';
import { freshValidate } from './helpers.js';

const D04 = 'http://json-schema.org/draft-04/schema#';

/** Asserts not-contained and checks the counterexample with the tests' own Ajv. */
function expectCounterexample(result: ContainmentResult, a: unknown, b: unknown): unknown {
  expect(result.verdict).toBe('not-contained');
  if (result.verdict !== 'not-contained') throw new Error(JSON.stringify(result));
  expect(freshValidate(a, result.counterexample)).toBe(true);
  expect(freshValidate(b, result.counterexample)).toBe(false);
  return result.counterexample;
}

function expectContained(result: ContainmentResult): void {
  expect(result).toMatchObject({ verdict: 'contained' });
}

describe('proveContainment', () => {
  it('shows a counterexample call when a property becomes required', () => {
    const a = { type: 'object', properties: { q: { type: 'string' }, n: { type: 'integer' } } };
    const b = { ...a, required: ['n'] };
    expectCounterexample(proveContainment(a, b, { instanceType: 'object' }), a, b);
    expectContained(proveContainment(b, a, { instanceType: 'object' }));
  });

  it('shows the value an enum no longer allows', () => {
    const a = { type: 'string', enum: ['asc', 'desc', 'none'] };
    const b = { type: 'string', enum: ['asc', 'desc'] };
    expect(expectCounterexample(proveContainment(a, b), a, b)).toBe('none');
    expectContained(proveContainment(b, a));
  });

  it('shows a number outside tightened bounds, and proves the loosened direction', () => {
    const a = { type: 'integer', minimum: 1, maximum: 100 };
    const b = { type: 'integer', minimum: 1, maximum: 50 };
    expectCounterexample(proveContainment(a, b), a, b);
    expectContained(proveContainment(b, a));
  });

  it('proves a subschema moved into $defs compatible in both directions', () => {
    const inline = {
      type: 'object',
      properties: {
        range: { type: 'object', properties: { from: { type: 'string', pattern: '^\\d+$' } } },
      },
    };
    const moved = {
      type: 'object',
      $defs: { Range: inline.properties.range },
      properties: { range: { $ref: '#/$defs/Range' } },
    };
    expectContained(proveContainment(inline, moved));
    expectContained(proveContainment(moved, inline));
  });

  it('proves a schema contained in a copy with an added optional property', () => {
    const a = {
      type: 'object',
      properties: { path: { type: 'string', format: 'uri' } },
      additionalProperties: false,
    };
    const b = {
      type: 'object',
      properties: { path: { type: 'string', format: 'uri' }, depth: { type: 'integer' } },
      additionalProperties: false,
    };
    expectContained(proveContainment(a, b));
    expectCounterexample(proveContainment(b, a), b, a);
  });

  it('reads draft-04 boolean exclusiveMinimum as making minimum exclusive', () => {
    const a = { $schema: D04, type: 'integer', minimum: 5, exclusiveMinimum: true, maximum: 9 };
    const b = { $schema: D04, type: 'integer', minimum: 6, maximum: 9 };
    expectContained(proveContainment(a, b));
    const c = { $schema: D04, type: 'integer', minimum: 5, maximum: 9 };
    expect(expectCounterexample(proveContainment(c, b), c, b)).toBe(5);
  });

  it('decides not against anyOf, enum and type (complements per type)', () => {
    expectContained(proveContainment({ type: 'integer' }, { not: { type: 'string' } }));
    const a = { not: { enum: [3] } };
    expectCounterexample(proveContainment(a, { type: 'integer' }), a, { type: 'integer' });
    expectContained(
      proveContainment(
        { type: 'boolean' },
        { not: { anyOf: [{ type: 'null' }, { type: 'string' }] } },
      ),
    );
  });

  it('models oneOf as exactly one branch', () => {
    // Strings match both branches, so only non-strings are left.
    expectContained(
      proveContainment({ oneOf: [{ type: 'string' }, {}] }, { not: { type: 'string' } }),
    );
  });

  it('finds the extra property an open object allows and a closed one rejects', () => {
    const a = { type: 'object', properties: { a: { type: 'string' } } };
    const b = { ...a, additionalProperties: false };
    expectCounterexample(proveContainment(a, b), a, b);
  });

  it('finds the array item a wider items schema allows', () => {
    const a = { type: 'array', items: { type: ['string', 'integer'] } };
    const b = { type: 'array', items: { type: 'string' } };
    expectCounterexample(proveContainment(a, b), a, b);
    expectContained(proveContainment(b, a));
  });

  it('answers unknown, never a guess, where a pattern differs', () => {
    const r = proveContainment(
      { type: 'string', pattern: '^[a-z]+$' },
      { type: 'string', pattern: '^[a-z0-9]+$' },
    );
    expect(r.verdict).not.toBe('not-contained');
  });

  it('keeps proveOverlap sound with not modelled: a value and its negation never meet', () => {
    const s = { type: 'object', properties: { k: { enum: [1, 2] } }, required: ['k'] };
    expect(proveOverlap(s, { not: s }).verdict).toBe('disjoint');
  });
});

/** A small grammar of schemas: types, bounds, enums, objects, arrays, and their combinators. */
const leaf = fc.oneof(
  fc.constantFrom('string', 'integer', 'number', 'boolean', 'null').map((type) => ({ type })),
  fc.record({ type: fc.constant('integer'), minimum: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ type: fc.constant('integer'), maximum: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ type: fc.constant('string'), maxLength: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ multipleOf: fc.constantFrom(2, 3, 0.5) }),
  fc.record({
    enum: fc.uniqueArray(fc.constantFrom(0, 1, 2, 'a', 'b', true, null), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
);
const schemaArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ not: tie('node') }),
    fc.record({ anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ allOf: fc.array(tie('node'), { minLength: 1, maxLength: 2 }) }),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom('a', 'b'), tie('node'), { maxKeys: 2 }),
        required: fc.subarray(['a', 'b']),
        additionalProperties: fc.oneof(fc.constant(true), fc.constant(false), tie('node')),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constant('array'),
        items: tie('node'),
        maxItems: fc.integer({ min: 0, max: 2 }),
        uniqueItems: fc.boolean(),
      },
      { requiredKeys: ['type'] },
    ),
  ),
})).node;

const values = fc.array(
  fc.oneof(
    fc.constantFrom(0, 1, 2, 3, -1, 0.5, 1.5, 'a', 'b', '', 'abcd', true, false, null, [], {}),
    fc.jsonValue({ maxDepth: 2 }),
    fc.record(
      { a: fc.jsonValue({ maxDepth: 1 }), b: fc.constantFrom(0, 'a', null) },
      { requiredKeys: [] },
    ),
    fc.array(fc.constantFrom(0, 'a', null, true), { maxLength: 3 }),
  ),
  { minLength: 20, maxLength: 20 },
);

/**
 * The reference Ajv's verdict on a random value, or undefined where it throws instead of deciding
 * (its deep-equal for `uniqueItems`, `const` and `enum` calls a value's own `toString` key, as
 * in `[{}, {"toString": 0}]`).
 */
function judged(schema: unknown, value: unknown): boolean | undefined {
  try {
    return freshValidate(schema, value);
  } catch {
    return undefined;
  }
}

describe('proveContainment (property)', () => {
  it('never says contained when some instance of A is rejected by B', () => {
    fc.assert(
      fc.property(schemaArb, schemaArb, values, (a, b, vs) => {
        const r = proveContainment(a, b);
        if (r.verdict === 'contained') {
          for (const v of vs) {
            const [inA, inB] = [judged(a, v), judged(b, v)];
            // A value the reference Ajv cannot judge says nothing either way.
            if (inA === true && inB !== undefined) expect(inB).toBe(true);
          }
        }
        if (r.verdict === 'not-contained') {
          expect(freshValidate(a, r.counterexample)).toBe(true);
          expect(freshValidate(b, r.counterexample)).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never says contained for a schema and a random edit of it that rejects a value A accepts', () => {
    const real = JSON.parse(readFileSync(join('examples/real/github.json'), 'utf8')) as {
      tools: Array<{ inputSchema: Record<string, unknown> }>;
    };
    const schemas = real.tools.map((t) => t.inputSchema);
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.constantFrom('require', 'close', 'narrow-type', 'drop-property'),
        fc.nat(),
        values,
        (schema, edit, pick, vs) => {
          const props = Object.keys((schema.properties as Record<string, unknown>) ?? {});
          if (props.length === 0) return;
          const key = props[pick % props.length];
          const b = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
          const bp = b.properties as Record<string, Record<string, unknown>>;
          if (edit === 'require') b.required = [...((b.required as string[]) ?? []), key];
          if (edit === 'close') b.additionalProperties = false;
          if (edit === 'narrow-type') bp[key] = { ...bp[key], type: 'boolean' };
          if (edit === 'drop-property') delete bp[key];
          const r = proveContainment(schema, b, { instanceType: 'object' });
          const probes = [
            ...vs.map((v) => ({ [key]: v })),
            ...vs.filter((v) => typeof v === 'object'),
          ];
          if (r.verdict === 'contained') {
            for (const v of probes)
              if (freshValidate(schema, v)) expect(freshValidate(b, v)).toBe(true);
          }
          if (r.verdict === 'not-contained') {
            expect(freshValidate(schema, r.counterexample)).toBe(true);
            expect(freshValidate(b, r.counterexample)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
