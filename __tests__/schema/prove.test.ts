import { canonicalJson } from '../../src/canonical/jcs.js';
import type { ProofResult } from '../../src/model/proof.js';
import {
  DEFAULT_BUDGET,
  getValidator,
  proveOverlap,
  type ProofStats,
} from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

const DRAFT7 = 'http://json-schema.org/draft-07/schema#';

function expectOverlap(result: ProofResult, a: unknown, b: unknown): unknown {
  expect(result.verdict).toBe('overlap');
  if (result.verdict !== 'overlap') throw new Error('not overlap');
  expect(freshValidate(a, result.witness)).toBe(true);
  expect(freshValidate(b, result.witness)).toBe(true);
  return result.witness;
}

function reasonOf(result: ProofResult): { code: string; message: string } {
  if (result.verdict === 'overlap')
    throw new Error(`expected a reason, got witness ${JSON.stringify(result.witness)}`);
  return result.reason;
}

describe('proveOverlap: overlaps', () => {
  it('reports a small witness that both schemas accept', () => {
    const a = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };
    const b = {
      type: 'object',
      properties: { path: { type: 'string', minLength: 1 } },
      required: ['path'],
    };
    expect(expectOverlap(proveOverlap(a, b), a, b)).toEqual({ path: 'a' });
  });

  it('finds a common multiple of decimal steps without float error', () => {
    const a = { type: 'number', multipleOf: 0.01, minimum: 0.01 };
    const b = { type: 'number', multipleOf: 0.05 };
    expect(expectOverlap(proveOverlap(a, b), a, b)).toBe(0.05);
  });

  it('treats integer as a subset of number and 1.0 as an integer', () => {
    const a = { type: 'integer', minimum: 2, maximum: 5 };
    const b = { type: 'number', exclusiveMinimum: 4.5 };
    expect(expectOverlap(proveOverlap(a, b), a, b)).toBe(5);
    expect(proveOverlap({ const: 1.0 }, { type: 'integer' }).verdict).toBe('overlap');
  });

  it('chooses an anyOf branch that the other side accepts', () => {
    const a = {
      anyOf: [
        { type: 'string', maxLength: 1 },
        { type: 'integer', minimum: 10 },
      ],
    };
    const b = { type: 'number', maximum: 12 };
    expect(expectOverlap(proveOverlap(a, b), a, b)).toBe(10);
  });

  it('resolves a draft-07 definitions $ref', () => {
    const a = {
      $schema: DRAFT7,
      definitions: { p: { type: 'string', minLength: 2 } },
      type: 'object',
      properties: { p: { $ref: '#/definitions/p' } },
      required: ['p'],
    };
    const b = { type: 'object', properties: { p: { type: 'string', maxLength: 3 } } };
    const witness = expectOverlap(proveOverlap(a, b), a, b);
    expect(witness).toEqual({ p: 'aa' });
  });

  it('decides a draft-07 $ref pair soundly even though Ajv applies its siblings', () => {
    const a = {
      $schema: DRAFT7,
      definitions: { s: { type: 'string' } },
      $ref: '#/definitions/s',
      minLength: 3,
    };
    const b = { type: 'string', maxLength: 2 };
    // draft-07 ignores minLength beside $ref; Ajv applies it. Neither reading allows "disjoint".
    expect(proveOverlap(a, b).verdict).not.toBe('disjoint');
  });

  it('accepts any Ajv-validated witness even when a keyword is unsupported', () => {
    const a = { type: 'string', not: { const: 'b' } };
    const b = { type: 'string' };
    expectOverlap(proveOverlap(a, b), a, b);
  });

  it('tries format samples and lets Ajv decide', () => {
    const a = { type: 'string', format: 'date-time' };
    const b = { type: 'string', minLength: 5 };
    expect(expectOverlap(proveOverlap(a, b), a, b)).toBe('2024-01-01T00:00:00Z');
  });

  it('handles __proto__ and constructor property names as data', () => {
    const a = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__","constructor"]}',
    );
    const b = JSON.parse('{"type":"object","properties":{"constructor":{"type":"integer"}}}');
    const witness = expectOverlap(proveOverlap(a, b), a, b) as Record<string, unknown>;
    expect(Object.getPrototypeOf(witness)).toBe(Object.prototype);
    expect(Object.keys(witness).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('intersects with the object type when asked', () => {
    const result = proveOverlap({}, {}, { instanceType: 'object' });
    expect(result).toEqual({ verdict: 'overlap', witness: {} });
  });

  it('accumulates validations into stats', () => {
    const stats: ProofStats = { validations: 0 };
    proveOverlap({ type: 'string' }, { type: 'string' }, { stats });
    proveOverlap({ type: 'string' }, { type: 'string' }, { stats });
    expect(stats.validations).toBe(4);
  });
});

describe('proveOverlap: disjointness', () => {
  it('proves const discriminators disjoint and names the property', () => {
    const a = { type: 'object', properties: { action: { const: 'read' } }, required: ['action'] };
    const b = { type: 'object', properties: { action: { const: 'delete' } }, required: ['action'] };
    expect(proveOverlap(a, b)).toEqual({
      verdict: 'disjoint',
      reason: {
        code: 'disjoint-property',
        message: 'property "action" is "read" in A and "delete" in B',
      },
    });
  });

  it('needs the object wrap when the schemas do not say type object', () => {
    const a = { properties: { action: { const: 'read' } }, required: ['action'] };
    const b = { properties: { action: { const: 'delete' } }, required: ['action'] };
    expect(proveOverlap(a, b).verdict).toBe('overlap'); // e.g. a string satisfies both
    expect(proveOverlap(a, b, { instanceType: 'object' }).verdict).toBe('disjoint');
  });

  it('proves a required property forbidden by additionalProperties: false', () => {
    const a = {
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: false,
    };
    const b = { type: 'object', required: ['b'] };
    const reason = reasonOf(proveOverlap(a, b));
    expect(reason.code).toBe('required-forbidden');
    expect(reason.message).toContain('"b"');
  });

  it('proves a property forbidden by a false subschema', () => {
    const reason = reasonOf(
      proveOverlap(
        { type: 'object', properties: { x: false } },
        { type: 'object', required: ['x'] },
      ),
    );
    expect(reason.code).toBe('required-forbidden');
  });

  it('proves disjoint types, with integer inside number', () => {
    expect(reasonOf(proveOverlap({ type: 'string' }, { type: ['number', 'null'] })).code).toBe(
      'disjoint-types',
    );
    expect(
      reasonOf(proveOverlap({ type: 'integer', minimum: 1.5, maximum: 1.9 }, { type: 'number' }))
        .code,
    ).toBe('contradictory-bounds');
  });

  it('proves contradictory numeric bounds across the pair', () => {
    const reason = reasonOf(
      proveOverlap({ type: 'number', minimum: 10 }, { type: 'number', exclusiveMaximum: 10 }),
    );
    expect(reason.code).toBe('contradictory-bounds');
  });

  it('proves no multiple of a decimal step in a range', () => {
    const reason = reasonOf(
      proveOverlap(
        { type: 'number', multipleOf: 0.05 },
        { type: 'number', minimum: 0.01, maximum: 0.04 },
      ),
    );
    expect(reason).toEqual({
      code: 'contradictory-bounds',
      message: 'the value: no multiple of 0.05 lies between 0.01 (B at #) and 0.04 (B at #)',
    });
  });

  it('proves maxLength 2 and minLength 3 on a required property disjoint', () => {
    const a = {
      type: 'object',
      properties: { p: { type: 'string', maxLength: 2 } },
      required: ['p'],
    };
    const b = { type: 'object', properties: { p: { type: 'string', minLength: 3 } } };
    const reason = reasonOf(proveOverlap(a, b));
    expect(reason.code).toBe('disjoint-property');
    expect(reason.message).toContain('property "p"');
  });

  it('counts string length in code points', () => {
    const a = { type: 'string', enum: ['😀😀'] };
    expect(proveOverlap(a, { maxLength: 2 }).verdict).toBe('overlap');
    expect(reasonOf(proveOverlap(a, { maxLength: 1 })).code).toBe('disjoint-values');
  });

  it('proves every anyOf branch disjoint from the other side', () => {
    const a = { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 5 }] };
    const b = { type: 'number', maximum: 4 };
    expect(reasonOf(proveOverlap(a, b)).code).toBe('disjoint-branches');
  });

  it('proves disjoint when every anyOf branch is type-incompatible with the object wrap', () => {
    const a = { anyOf: [{ type: 'string' }, { type: 'array' }] };
    expect(reasonOf(proveOverlap(a, {}, { instanceType: 'object' })).code).toBe(
      'disjoint-branches',
    );
  });

  it('proves minProperties beyond what additionalProperties: false allows', () => {
    const a = { type: 'object', properties: { a: {}, b: false }, additionalProperties: false };
    expect(reasonOf(proveOverlap(a, { minProperties: 2 })).code).toBe('contradictory-bounds');
    expect(proveOverlap(a, { minProperties: 1 }).verdict).toBe('overlap');
  });

  it('proves an allOf conjunct disjoint from the other side', () => {
    expect(
      reasonOf(
        proveOverlap({ allOf: [{ type: 'object' }, { minProperties: 1 }] }, { type: 'array' }),
      ).code,
    ).toBe('disjoint-types');
  });

  it('proves disjoint finite enum domains', () => {
    expect(reasonOf(proveOverlap({ enum: ['a', 'b', 1] }, { enum: ['c', 2, { a: 1 }] })).code).toBe(
      'disjoint-values',
    );
    expect(reasonOf(proveOverlap({ enum: [1, 2, 3] }, { minimum: 4 })).code).toBe(
      'disjoint-values',
    );
  });

  it('proves the false schema disjoint from anything', () => {
    expect(reasonOf(proveOverlap(false, {})).code).toBe('false-schema');
  });

  it('proves disjoint arrays by item count and by impossible items', () => {
    expect(
      reasonOf(proveOverlap({ type: 'array', maxItems: 1 }, { type: 'array', minItems: 2 })).code,
    ).toBe('contradictory-bounds');
    expect(
      proveOverlap({ type: 'array', items: false }, { type: 'array', minItems: 1 }).verdict,
    ).toBe('disjoint');
    expect(proveOverlap({ type: 'array', items: false }, { type: 'array' }).verdict).toBe(
      'overlap',
    );
  });
});

describe('proveOverlap: unknown', () => {
  it('never answers disjoint over an unsupported keyword, and names it', () => {
    const a = { type: 'object', patternProperties: { '^a': false }, required: ['a'] };
    const reason = reasonOf(proveOverlap(a, { type: 'object', required: ['a'] }));
    expect(reason.code).toBe('unsupported-keyword');
    expect(reason.message).toContain('patternProperties');
    expect(reason.message).toContain('#/patternProperties');
  });

  it('proves a schema disjoint from its own negation (not is modelled)', () => {
    const reason = reasonOf(
      proveOverlap({ type: 'string', not: { type: 'string' } }, { type: 'string' }),
    );
    expect(reason.code).toBe('identical-subschema');
  });

  it('answers recursive-ref for a recursive schema it cannot satisfy', () => {
    // Every instance would need an infinitely nested "c": no witness, and recursion is not decided.
    const a = {
      $defs: { n: { type: 'object', properties: { c: { $ref: '#/$defs/n' } }, required: ['c'] } },
      $ref: '#/$defs/n',
    };
    expect(reasonOf(proveOverlap(a, { type: 'object' })).code).toBe('recursive-ref');
  });

  it('still proves disjointness beside a recursive $ref, which constrains nothing it does not expand', () => {
    const a = {
      $defs: { n: { type: 'string', properties: { c: { $ref: '#/$defs/n' } } } },
      $ref: '#/$defs/n',
    };
    expect(proveOverlap(a, { type: 'integer' }).verdict).toBe('disjoint');
  });

  it('still finds witnesses for recursive schemas', () => {
    const a = {
      $defs: { n: { type: 'object', properties: { c: { $ref: '#/$defs/n' } } } },
      $ref: '#/$defs/n',
    };
    expectOverlap(proveOverlap(a, { type: 'object' }), a, { type: 'object' });
  });

  it('never fetches a remote $ref', () => {
    expect(reasonOf(proveOverlap({ $ref: 'https://example.com/s.json' }, {})).code).toBe(
      'remote-ref',
    );
  });

  it('answers unsupported-dialect for an unknown $schema', () => {
    const reason = reasonOf(
      proveOverlap({ $schema: 'http://json-schema.org/draft-03/schema#' }, {}),
    );
    expect(reason.code).toBe('unsupported-dialect');
  });

  it('answers invalid-schema for an unresolvable local $ref', () => {
    expect(reasonOf(proveOverlap({ $ref: '#/$defs/missing' }, {})).code).toBe('invalid-schema');
  });

  it('answers unsupported-pattern for a pattern RE2 cannot compile', () => {
    expect(reasonOf(proveOverlap({ type: 'string', pattern: '(?=a)b' }, {})).code).toBe(
      'unsupported-pattern',
    );
  });

  it('answers budget when the branch budget runs out', () => {
    const a = { anyOf: Array.from({ length: 20 }, (_, i) => ({ const: `v${i}` })) };
    const b = { enum: ['w'] };
    const reason = reasonOf(proveOverlap(a, b, { budget: { maxBranches: 5 } }));
    expect(reason.code).toBe('budget');
    expect(reasonOf(proveOverlap(a, b)).code).toBe('disjoint-branches');
  });
});

describe('proveOverlap: hostile input', () => {
  it('bounds a 10k-deep schema', () => {
    const deep = JSON.parse('{"items":'.repeat(10000) + '{}' + '}'.repeat(10000));
    expect(reasonOf(proveOverlap(deep, {})).code).toBe('budget');
  });

  it('bounds a 100k-wide anyOf', () => {
    const wide = { anyOf: Array.from({ length: 100000 }, (_, i) => ({ const: i })) };
    const start = Date.now();
    expect(reasonOf(proveOverlap(wide, { type: 'string' })).code).toBe('budget');
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it('handles a huge enum within budget', () => {
    const big = { enum: Array.from({ length: 15000 }, (_, i) => `v${i}`) };
    const result = proveOverlap(big, { enum: Array.from({ length: 15000 }, (_, i) => `w${i}`) });
    expect(result.verdict).toBe('unknown');
  });

  it('runs an exponential-backtracking pattern in linear time', () => {
    const a = { type: 'string', pattern: '(a+)+$' };
    const validator = getValidator(a);
    if (!validator.ok) throw new Error(validator.reason.message);
    const start = Date.now();
    expect(validator.validate(`${'a'.repeat(50000)}!`)).toBe(false);
    expect(Date.now() - start).toBeLessThan(1000);
    expect(proveOverlap(a, { type: 'string', maxLength: 3 }).verdict).toBe('overlap');
  });

  it('never throws on cyclic objects, non-JSON values or odd options', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    for (const input of [
      cyclic,
      undefined,
      () => 1,
      Symbol('x'),
      NaN,
      1n,
      [1],
      'str',
      new Date(),
      { type: {} },
    ]) {
      expect(() => proveOverlap(input, {})).not.toThrow();
      expect(proveOverlap(input, {}).verdict).toBe('unknown');
    }
    expect(() => proveOverlap({}, {}, { budget: { maxNodes: -1, timeoutMs: NaN } })).not.toThrow();
  });

  it('rejects $async schemas instead of trusting a promise', () => {
    expect(reasonOf(proveOverlap({ $async: true, type: 'string' }, { type: 'integer' })).code).toBe(
      'unsupported-keyword',
    );
  });

  it('gives byte-identical answers across runs', () => {
    const a = {
      type: 'object',
      properties: { q: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      required: ['q'],
    };
    const b = { type: 'object', properties: { q: { type: 'integer', minimum: 3 } } };
    const first = canonicalJson(proveOverlap(a, b));
    for (let i = 0; i < 5; i++) expect(canonicalJson(proveOverlap(a, b))).toBe(first);
  });
});

describe('getValidator', () => {
  it('compiles once per canonical digest', () => {
    const x = getValidator({ type: 'string', minLength: 1 });
    const y = getValidator({ minLength: 1, type: 'string' });
    expect(x).toBe(y);
    expect(x.ok && x.validate('a')).toBe(true);
  });

  it('compiles schemas that share an $id independently', () => {
    const x = getValidator({ $id: 'https://example.com/s', type: 'string' });
    const y = getValidator({ $id: 'https://example.com/s', type: 'integer' });
    expect(x.ok && x.validate('a')).toBe(true);
    expect(y.ok && y.validate(1)).toBe(true);
    expect(y.ok && y.validate('a')).toBe(false);
  });

  it('documents sane default budgets', () => {
    expect(DEFAULT_BUDGET).toMatchObject({ maxDepth: 64, maxNodes: 20000, maxBranches: 256 });
  });
});
