import fc from 'fast-check';
import { canonicalJson } from '../../src/canonical/jcs.js';
import type { ProofResult } from '../../src/model/proof.js';
import { proveOverlap } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

const KEYS = ['a', 'b', 'c', '__proto__'];

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -4, max: 6 }),
  fc.constantFrom(0.05, 0.5, 1.5, 2.25, -0.1),
  fc.constantFrom('', 'a', 'ab', 'abc', 'read', 'delete', '😀'),
);

const smallValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 3 })
      .map((d) => JSON.parse(JSON.stringify(d))),
  },
);

const count = fc.integer({ min: 0, max: 4 });
const bound = fc.oneof(
  fc.integer({ min: -5, max: 8 }),
  fc.constantFrom(0.01, 0.05, 0.5, 1.5, 2.25),
);
const typeName = fc.constantFrom(
  'null',
  'boolean',
  'object',
  'array',
  'string',
  'integer',
  'number',
);

function withOptional(
  entries: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(entries, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const { schema } = fc.letrec<{ schema: unknown }>((tie) => {
  const sub = tie('schema');
  const leaf = fc.oneof(
    { weight: 1, arbitrary: fc.boolean() },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
      }),
    },
    { weight: 2, arbitrary: fc.record({ const: smallValue }) },
    {
      weight: 2,
      arbitrary: fc.record({ enum: fc.array(smallValue, { minLength: 1, maxLength: 4 }) }),
    },
    {
      weight: 3,
      arbitrary: withOptional({
        type: fc.constantFrom('number', 'integer'),
        minimum: bound,
        maximum: bound,
        exclusiveMinimum: bound,
        exclusiveMaximum: bound,
        multipleOf: fc.constantFrom(0.01, 0.05, 0.5, 1, 2, 3, 0.1),
      }),
    },
    {
      weight: 3,
      arbitrary: withOptional({ type: fc.constant('string'), minLength: count, maxLength: count }),
    },
  );
  const object = withOptional({
    type: fc.constant('object'),
    properties: fc.dictionary(fc.constantFrom(...KEYS), sub, { maxKeys: 3 }).map((d) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d))
        Object.defineProperty(out, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }),
    required: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
    additionalProperties: fc.oneof(fc.boolean(), sub),
    minProperties: count,
    maxProperties: count,
  });
  const array = withOptional({
    type: fc.constant('array'),
    items: sub,
    minItems: count,
    maxItems: count,
  });
  const combo = fc.oneof(
    fc.record({ allOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ anyOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
  );
  return {
    schema: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      leaf,
      object,
      array,
      combo,
    ),
  };
});

/**
 * Schemas that also carry keywords outside the supported subset, one at a time and at any
 * depth: the engine leaves them out of its disjointness reasoning, which is sound only if the
 * keywords that widen others (patternProperties, prefixItems, nullable) are handled.
 */
const { wild } = fc.letrec<{ wild: unknown }>((tie) => {
  const sub = tie('wild');
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    fc.record({ not: sub }),
    fc.record({
      pattern: fc.constantFrom(
        '^a',
        'b$',
        '^[0-9]+$',
        'x',
        '^(read|delete)$',
        '^ab',
        '^(?:a|re)',
        '^[a-f0-9-]{3}$',
        '^.$',
      ),
    }),
    fc.record({
      format: fc.constantFrom('email', 'date', 'uuid', 'ipv4', 'int32', 'date-time', 'ipv6'),
    }),
    fc.record({
      patternProperties: fc.dictionary(fc.constantFrom('^a', '^b', 'c', '.*'), sub, { maxKeys: 2 }),
    }),
    fc.record({ if: sub, then: sub }),
    fc.record({ if: sub, else: sub }),
    fc.record({ if: sub, then: sub, else: sub }),
    fc.record({ not: fc.record({ enum: fc.array(smallValue, { minLength: 1, maxLength: 3 }) }) }),
    fc.record({ not: fc.record({ type: typeName }) }),
    withOptional({
      prefixItems: fc.array(sub, { minLength: 1, maxLength: 3 }),
      items: fc.oneof(fc.boolean(), sub),
      minItems: count,
    }),
    fc.record({ nullable: fc.constant(true) }),
    fc.record({ prefixItems: fc.array(sub, { maxLength: 2 }) }),
    fc.record({ uniqueItems: fc.boolean() }),
    withOptional({
      type: fc.constant('array'),
      uniqueItems: fc.constant(true),
      items: fc.oneof(
        fc.record({ enum: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
        fc.record({ const: scalar }),
        fc.constant({ type: 'boolean' }),
        fc.constant({ type: ['boolean', 'null'] }),
        sub,
      ),
      minItems: count,
      maxItems: count,
    }),
    fc.record({ contains: sub }),
    withOptional({
      contains: fc.oneof(
        sub,
        fc.boolean(),
        fc.record({ enum: fc.array(scalar, { maxLength: 3 }) }),
      ),
      minContains: fc.integer({ min: 0, max: 3 }),
      maxContains: fc.integer({ min: 0, max: 3 }),
      items: sub,
      prefixItems: fc.array(sub, { maxLength: 2 }),
      maxItems: count,
      minItems: count,
    }),
    fc.record({ propertyNames: sub }),
    fc.record({
      propertyNames: fc.oneof(
        fc.record({ const: fc.constantFrom(...KEYS) }),
        fc.record({ enum: fc.uniqueArray(fc.constantFrom(...KEYS, 'x'), { maxLength: 3 }) }),
        withOptional({
          pattern: fc.constantFrom('^a', 'b$', '^[ab]$', '^_', '^.$', 'o'),
          maxLength: fc.integer({ min: 0, max: 2 }),
          minLength: fc.integer({ min: 0, max: 2 }),
          format: fc.constantFrom('email', 'ipv4', 'uuid', 'date'),
        }),
        fc.record({ not: fc.record({ const: fc.constantFrom(...KEYS) }) }),
        fc.boolean(),
      ),
    }),
    fc.record({ dependentRequired: fc.constant({ a: ['b'] }) }),
    fc.record({
      dependentRequired: fc.dictionary(
        fc.constantFrom(...KEYS),
        fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 2 }),
        { maxKeys: 2 },
      ),
    }),
    fc.record({ dependentSchemas: fc.dictionary(fc.constantFrom(...KEYS), sub, { maxKeys: 2 }) }),
    fc.record({
      dependencies: fc.dictionary(
        fc.constantFrom(...KEYS),
        fc.oneof(fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 2 }), sub),
        { maxKeys: 2 },
      ),
    }),
    fc.record({ unevaluatedProperties: fc.oneof(fc.boolean(), sub) }),
    withOptional({
      properties: fc.dictionary(fc.constantFrom(...KEYS), sub, { maxKeys: 2 }),
      unevaluatedProperties: fc.oneof(fc.boolean(), sub),
      required: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 2 }),
    }),
    withOptional({
      prefixItems: fc.array(sub, { maxLength: 2 }),
      unevaluatedItems: fc.oneof(fc.boolean(), sub),
      minItems: count,
    }),
  );
  const base = fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    schema,
    withOptional({
      type: fc.constantFrom('object', 'string', 'array', 'null'),
      properties: fc.dictionary(fc.constantFrom(...KEYS.slice(0, 3)), sub, { maxKeys: 2 }),
      required: fc.uniqueArray(fc.constantFrom(...KEYS.slice(0, 3)), { maxLength: 2 }),
      additionalProperties: fc.oneof(fc.boolean(), sub),
      items: sub,
      anyOf: fc.array(sub, { minLength: 1, maxLength: 2 }),
    }),
  );
  return {
    wild: fc
      .tuple(base, extra)
      .map(([s, e]) =>
        typeof s === 'object' && s !== null && !Array.isArray(s) ? { ...s, ...e } : s,
      ),
  };
});

/** draft-07 schemas with array-form `items` and `additionalItems`, and conditionals. */
const draft7 = fc
  .tuple(
    wild,
    withOptional({
      items: fc.array(wild, { minLength: 1, maxLength: 3 }),
      additionalItems: fc.oneof(fc.boolean(), wild),
      minItems: count,
      if: wild,
      then: wild,
      else: wild,
      contains: schema,
      minContains: fc.integer({ min: 0, max: 2 }),
      dependencies: fc.dictionary(
        fc.constantFrom(...KEYS),
        fc.oneof(fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 2 }), schema),
        { maxKeys: 2 },
      ),
      dependentRequired: fc.constant({ a: ['b'] }),
    }),
  )
  .map(([s, e]) => ({
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(typeof s === 'object' && s !== null && !Array.isArray(s) ? s : {}),
    ...e,
  }));

const options = fc.constantFrom<Array<{ instanceType?: 'object' }>>({}, { instanceType: 'object' });

function acceptedByBoth(a: unknown, b: unknown, value: unknown, objectOnly: boolean): boolean {
  if (objectOnly && (typeof value !== 'object' || value === null || Array.isArray(value)))
    return false;
  try {
    return freshValidate(a, value) && freshValidate(b, value);
  } catch {
    return false; // Ajv's deep-equal throws on data such as {"valueOf": 1}: not an acceptance
  }
}

function checkWitness(result: ProofResult, a: unknown, b: unknown, objectOnly: boolean): void {
  if (result.verdict === 'overlap') {
    expect(acceptedByBoth(a, b, result.witness, objectOnly)).toBe(true);
  }
}

describe('proveOverlap properties', () => {
  it('every overlap witness validates under both schemas with an independent Ajv', () => {
    fc.assert(
      fc.property(schema, schema, options, (a, b, opts) => {
        checkWitness(proveOverlap(a, b, opts), a, b, opts.instanceType === 'object');
      }),
      { numRuns: 400 },
    );
  });

  it('never answers disjoint when some instance is accepted by both', () => {
    fc.assert(
      fc.property(
        schema,
        schema,
        options,
        fc.array(fc.oneof(smallValue, fc.jsonValue({ maxDepth: 2 })), {
          minLength: 1,
          maxLength: 20,
        }),
        (a, b, opts, instances) => {
          const result = proveOverlap(a, b, opts);
          if (result.verdict !== 'disjoint') return;
          for (const value of instances) {
            expect(acceptedByBoth(a, b, value, opts.instanceType === 'object')).toBe(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never answers disjoint when some instance is accepted by both, with unsupported keywords', () => {
    fc.assert(
      fc.property(
        wild,
        wild,
        options,
        fc.array(fc.oneof(smallValue, fc.jsonValue({ maxDepth: 2 })), {
          minLength: 1,
          maxLength: 20,
        }),
        (a, b, opts, instances) => {
          const result = proveOverlap(a, b, opts);
          checkWitness(result, a, b, opts.instanceType === 'object');
          if (result.verdict !== 'disjoint') return;
          for (const value of instances) {
            expect(acceptedByBoth(a, b, value, opts.instanceType === 'object')).toBe(false);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('never answers disjoint for a pair where one schema is derived from an accepted instance', () => {
    // Build b as {const: v} for a v that a accepts: the pair must not be disjoint.
    fc.assert(
      fc.property(schema, smallValue, (a, v) => {
        fc.pre(freshValidate(a, v));
        expect(proveOverlap(a, { const: v }).verdict).not.toBe('disjoint');
        expect(proveOverlap({ enum: [v, 'zz'] }, a).verdict).not.toBe('disjoint');
      }),
      { numRuns: 300 },
    );
  });

  it('never answers disjoint against a const of an accepted instance, with unsupported keywords', () => {
    fc.assert(
      fc.property(wild, fc.oneof(smallValue, fc.jsonValue({ maxDepth: 2 })), (a, v) => {
        let accepted: boolean;
        try {
          accepted = freshValidate(a, v);
        } catch {
          accepted = false;
        }
        fc.pre(accepted);
        expect(proveOverlap(a, { const: v }).verdict).not.toBe('disjoint');
        expect(proveOverlap({ enum: ['zz', v] }, a).verdict).not.toBe('disjoint');
      }),
      { numRuns: 400 },
    );
  });

  it('never answers disjoint against a const of an accepted instance, in draft-07 tuples and conditionals', () => {
    const instance = fc.oneof(
      smallValue,
      fc.array(smallValue, { maxLength: 4 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.oneof(draft7, wild), instance, (a, v) => {
        let accepted: boolean;
        try {
          accepted = freshValidate(a, v);
        } catch {
          accepted = false;
        }
        fc.pre(accepted);
        const dialect =
          typeof a === 'object' && a !== null && '$schema' in a
            ? { $schema: (a as { $schema: string }).$schema }
            : {};
        expect(proveOverlap(a, { ...dialect, const: v }).verdict).not.toBe('disjoint');
        expect(proveOverlap({ ...dialect, enum: ['zz', v] }, a).verdict).not.toBe('disjoint');
        // The same value nested under a required property exercises the non-root rules.
        const wrapped = {
          ...dialect,
          type: 'object',
          properties: { k: a },
          required: ['k'],
        };
        expect(proveOverlap(wrapped, { ...dialect, const: { k: v } }).verdict).not.toBe('disjoint');
      }),
      { numRuns: 120 },
    );
  });

  it('gives byte-identical results across repeated runs', () => {
    fc.assert(
      fc.property(schema, schema, options, (a, b, opts) => {
        const first = canonicalJson(proveOverlap(a, b, opts));
        expect(canonicalJson(proveOverlap(a, b, opts))).toBe(first);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on random and hostile input', () => {
    const keyword = fc.constantFrom(
      'type',
      'enum',
      'const',
      'allOf',
      'anyOf',
      'oneOf',
      'not',
      '$ref',
      'properties',
      'required',
      'additionalProperties',
      'items',
      'minimum',
      'multipleOf',
      'pattern',
      'format',
      '$schema',
      '$defs',
      '__proto__',
      'constructor',
      '$async',
      'nullable',
      'minLength',
      'if',
      'then',
    );
    const hostile = fc.oneof(
      fc.anything({
        withNullPrototype: true,
        withBoxedValues: true,
        withMap: true,
        withSet: true,
        withBigInt: true,
        withDate: true,
        withTypedArray: true,
        withSparseArray: true,
      }),
      fc.dictionary(keyword, fc.anything({ maxDepth: 3 }), { maxKeys: 5 }),
      fc.dictionary(
        keyword,
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.constantFrom('#', '#/', '#/$defs/x', 'http://x', '(a+)+$', '(?=x)', 'uri'),
        ),
        { maxKeys: 5 },
      ),
    );
    fc.assert(
      fc.property(hostile, fc.oneof(hostile, schema), fc.anything(), (a, b, opts) => {
        let result: ProofResult | undefined;
        expect(() => {
          result = proveOverlap(a, b, opts as never);
        }).not.toThrow();
        expect(['overlap', 'disjoint', 'unknown']).toContain(result!.verdict);
        if (result!.verdict === 'overlap') {
          let ok: boolean;
          try {
            ok = freshValidate(a, result!.witness) && freshValidate(b, result!.witness);
          } catch {
            ok = true; // the test's own Ajv cannot judge this schema
          }
          expect(ok).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
