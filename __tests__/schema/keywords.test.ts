/**
 * propertyNames, dependentRequired/dependentSchemas/dependencies, uniqueItems,
 * contains/minContains/maxContains and unevaluated* without applicators: each rule's disjoint
 * case, and the near miss that must stay overlap (or at least not disjoint).
 */
import type { ProofResult } from '../../src/model/proof.js';
import { proveOverlap } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

const DRAFT7 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';

function expectOverlap(a: unknown, b: unknown): unknown {
  const result: ProofResult = proveOverlap(a, b);
  if (result.verdict !== 'overlap') {
    throw new Error(`expected overlap, got ${result.verdict}: ${result.reason.message}`);
  }
  expect(freshValidate(a, result.witness)).toBe(true);
  expect(freshValidate(b, result.witness)).toBe(true);
  return result.witness;
}

function expectDisjoint(a: unknown, b: unknown, code: string): string {
  const result = proveOverlap(a, b);
  if (result.verdict !== 'disjoint') {
    throw new Error(
      `expected disjoint, got ${result.verdict}: ${result.verdict === 'overlap' ? JSON.stringify(result.witness) : result.reason.message}`,
    );
  }
  expect(result.reason.code).toBe(code);
  // Both orders agree.
  expect(proveOverlap(b, a).verdict).toBe('disjoint');
  return result.reason.message;
}

function expectNotDisjoint(a: unknown, b: unknown): void {
  expect(proveOverlap(a, b).verdict).not.toBe('disjoint');
  expect(proveOverlap(b, a).verdict).not.toBe('disjoint');
}

describe('propertyNames', () => {
  const lower = { type: 'object', propertyNames: { pattern: '^[a-z_]+$' } };

  it('is disjoint when a required key fails the other side’s propertyNames pattern', () => {
    const msg = expectDisjoint({ type: 'object', required: ['Path'] }, lower, 'required-forbidden');
    expect(msg).toContain('"Path"');
    expect(msg).toContain('propertyNames');
  });

  it('stays overlap when the required key matches the pattern', () => {
    const a = { type: 'object', required: ['file_path'] };
    expect(expectOverlap(a, lower)).toHaveProperty('file_path');
  });

  it('decides const, enum, maxLength, minLength and format of propertyNames', () => {
    const req = (k: string) => ({ type: 'object', required: [k] });
    expectDisjoint(req('c'), { propertyNames: { const: 'a' } }, 'required-forbidden');
    expectDisjoint(req('c'), { propertyNames: { enum: ['a', 'b'] } }, 'required-forbidden');
    expectDisjoint(req('abcd'), { propertyNames: { maxLength: 3 } }, 'required-forbidden');
    expectDisjoint(req('ab'), { propertyNames: { minLength: 3 } }, 'required-forbidden');
    expectDisjoint(req('name'), { propertyNames: { format: 'email' } }, 'required-forbidden');
    expectOverlap(req('b'), { propertyNames: { enum: ['a', 'b'] } });
    expectOverlap(req('abc'), { propertyNames: { maxLength: 3 } });
    expectOverlap(req('a@example.com'), { propertyNames: { format: 'email' } });
  });

  it('is disjoint when some key is needed but no name satisfies both propertyNames', () => {
    const a = { type: 'object', minProperties: 1, propertyNames: { pattern: '^a' } };
    expectDisjoint(a, { propertyNames: { pattern: '^b' } }, 'contradictory-bounds');
    expectDisjoint(
      { type: 'object', minProperties: 1 },
      { propertyNames: false },
      'contradictory-bounds',
    );
    // A name can start with a and end with b.
    expectOverlap(a, { propertyNames: { pattern: 'b$' } });
    // Without minProperties the empty object satisfies both.
    expect(
      expectOverlap(
        { type: 'object', propertyNames: { pattern: '^a' } },
        { propertyNames: { pattern: '^b' } },
      ),
    ).toEqual({});
  });

  it('counts only names propertyNames allows among closed properties', () => {
    const closed = {
      type: 'object',
      properties: { A: {}, B: {}, c: {} },
      additionalProperties: false,
      minProperties: 2,
    };
    expectDisjoint(closed, lower, 'contradictory-bounds');
    expectOverlap({ ...closed, minProperties: 1 }, lower);
  });

  it('generates keys that satisfy propertyNames', () => {
    const a = { type: 'object', minProperties: 2, propertyNames: { pattern: '^x[0-9]$' } };
    const w = expectOverlap(a, { type: 'object' }) as Record<string, unknown>;
    expect(Object.keys(w).every((k) => /^x[0-9]$/.test(k))).toBe(true);
  });

  it('never claims disjoint over an inexact propertyNames rule it cannot decide', () => {
    // `not` inside propertyNames is fully modelled only for exact subschemas.
    expectNotDisjoint(
      { type: 'object', required: ['ab'] },
      { propertyNames: { not: { pattern: '^a', format: 'email' } } },
    );
  });
});

describe('dependentRequired and dependencies (array form)', () => {
  const needsB = { type: 'object', required: ['a'], dependentRequired: { a: ['b'] } };

  it('is disjoint when the dependent key is forbidden by additionalProperties: false', () => {
    const closed = { type: 'object', properties: { a: {} }, additionalProperties: false };
    const msg = expectDisjoint(needsB, closed, 'required-forbidden');
    expect(msg).toContain('dependentRequired');
    expectOverlap(needsB, { ...closed, properties: { a: {}, b: {} } });
  });

  it('is disjoint when the dependent key is false or the count exceeds maxProperties', () => {
    expectDisjoint(needsB, { properties: { b: false } }, 'required-forbidden');
    expectDisjoint(
      { type: 'object', required: ['a'], dependentRequired: { a: ['b', 'c'] } },
      { maxProperties: 2 },
      'contradictory-bounds',
    );
    expectOverlap(needsB, { maxProperties: 2 });
  });

  it('applies only when the trigger is required', () => {
    const optional = { type: 'object', dependentRequired: { a: ['b'] } };
    expect(expectOverlap(optional, { properties: { b: false } })).toEqual({});
  });

  it('adds the dependent keys to witnesses', () => {
    const w = expectOverlap(needsB, { type: 'object', properties: { b: { const: 7 } } });
    expect(w).toEqual({ a: 'a', b: 7 });
  });

  it('reads draft-07 dependencies (array form), and dependentRequired only from 2019-09', () => {
    const a = { $schema: DRAFT7, type: 'object', required: ['a'], dependencies: { a: ['b'] } };
    const b = { $schema: DRAFT7, properties: { b: false } };
    expectDisjoint(a, b, 'required-forbidden');
    // draft-07 does not know dependentRequired: Ajv ignores it, so {"a": 1} is in both.
    const ignored = {
      $schema: DRAFT7,
      type: 'object',
      required: ['a'],
      dependentRequired: { a: ['b'] },
    };
    expect(expectOverlap(ignored, b)).toEqual({ a: 'a' });
    const in2019 = {
      $schema: D2019,
      type: 'object',
      required: ['a'],
      dependentRequired: { a: ['b'] },
    };
    expectDisjoint(in2019, { $schema: D2019, properties: { b: false } }, 'required-forbidden');
  });
});

describe('dependentSchemas and dependencies (schema form)', () => {
  const dep = { properties: { mode: { const: 'read' } }, required: ['mode'] };

  it('conjoins the dependent schema when its trigger is required', () => {
    const a = { type: 'object', required: ['path'], dependentSchemas: { path: dep } };
    const b = { type: 'object', properties: { mode: { const: 'write' } } };
    expectDisjoint(a, b, 'disjoint-property');
    expect(expectOverlap(a, { type: 'object', properties: { mode: { type: 'string' } } })).toEqual({
      path: 'a',
      mode: 'read',
    });
  });

  it('leaves an untriggered dependent schema out (no disjointness from it)', () => {
    const a = { type: 'object', dependentSchemas: { path: dep } };
    const b = { type: 'object', required: ['mode'], properties: { mode: { const: 'write' } } };
    expect(expectOverlap(a, b)).toEqual({ mode: 'write' });
  });

  it('follows chains: a dependent schema that requires another trigger', () => {
    const a = {
      type: 'object',
      required: ['a'],
      dependentSchemas: {
        a: { required: ['b'] },
        b: { properties: { c: false }, required: ['c'] },
      },
    };
    expectDisjoint(a, { type: 'object' }, 'required-forbidden');
  });

  it('reads draft-07 dependencies (schema form)', () => {
    const a = {
      $schema: DRAFT7,
      type: 'object',
      required: ['x'],
      dependencies: { x: { required: ['y'] } },
    };
    const b = {
      $schema: DRAFT7,
      type: 'object',
      properties: { x: {} },
      additionalProperties: false,
    };
    expectDisjoint(a, b, 'required-forbidden');
  });
});

describe('uniqueItems', () => {
  it('is disjoint when minItems exceeds the finite item domain', () => {
    const a = { type: 'array', uniqueItems: true, items: { enum: ['r', 'w'] } };
    expectDisjoint(a, { minItems: 3 }, 'contradictory-bounds');
    expectDisjoint(
      { type: 'array', uniqueItems: true, items: { type: 'boolean' } },
      { minItems: 3 },
      'contradictory-bounds',
    );
    expectDisjoint(
      { type: 'array', uniqueItems: true, items: { const: 1 } },
      { minItems: 2 },
      'contradictory-bounds',
    );
  });

  it('stays overlap when the domain is large enough, or items may repeat', () => {
    expectOverlap(
      { type: 'array', uniqueItems: true, items: { enum: ['r', 'w', 'x'] } },
      { minItems: 3 },
    );
    expectOverlap({ type: 'array', items: { enum: ['r', 'w'] } }, { minItems: 3 });
    // Equal by JSON Schema: 1 and 1.0 are one value, so two distinct items cannot be had.
    expectDisjoint(
      { type: 'array', uniqueItems: true, items: { enum: [1, 1.0] } },
      { minItems: 2 },
      'contradictory-bounds',
    );
  });

  it('generates distinct items', () => {
    const w = expectOverlap(
      { type: 'array', uniqueItems: true, minItems: 4 },
      { items: { type: 'integer' } },
    );
    expect(new Set(w as number[]).size).toBe(4);
  });
});

describe('contains, minContains, maxContains', () => {
  it('is disjoint when no item the other side allows can match contains', () => {
    const a = { type: 'array', contains: { type: 'string' } };
    expectDisjoint(a, { items: { type: 'integer' } }, 'disjoint-contains');
    expectDisjoint(
      { ...a, contains: { const: 'x' } },
      { items: { enum: ['a', 'b'] } },
      'disjoint-contains',
    );
    expect(expectOverlap(a, { items: { type: ['integer', 'string'] } })).toEqual(['a']);
  });

  it('minContains 0 needs no matching item', () => {
    expect(
      expectOverlap(
        { type: 'array', contains: { type: 'string' }, minContains: 0 },
        { items: { type: 'integer' } },
      ),
    ).toEqual([]);
  });

  it('checks contains positions in tuples', () => {
    const tuple = { type: 'array', prefixItems: [{ type: 'integer' }], items: false };
    expectDisjoint({ contains: { type: 'string' } }, tuple, 'disjoint-contains');
    expectOverlap({ contains: { type: 'string' } }, { ...tuple, items: { type: 'string' } });
  });

  it('leaves contains out beside a tuple, where Ajv skips it for short arrays', () => {
    // Ajv accepts [] here although contains is false: found by the property tests.
    const a = { $schema: DRAFT7, contains: false, items: [{ format: 'email' }] };
    expect(expectOverlap(a, { $schema: DRAFT7, const: [] })).toEqual([]);
    const b = { contains: { const: 1 }, prefixItems: [{ type: 'integer' }] };
    expect(expectOverlap(b, { const: [] })).toEqual([]);
  });

  it('decides counts against maxItems and minContains > maxContains', () => {
    expectDisjoint(
      { type: 'array', contains: { type: 'string' }, minContains: 3 },
      { maxItems: 2 },
      'contradictory-bounds',
    );
    expectDisjoint(
      { contains: { type: 'string' }, minContains: 2, maxContains: 1 },
      { type: 'array' },
      'contradictory-bounds',
    );
    // minContains defaults to 1, so maxContains 0 alone is never satisfied by an array.
    expectDisjoint({ contains: {}, maxContains: 0 }, { type: 'array' }, 'contradictory-bounds');
    // An always-matching contains with maxContains bounds the length.
    expectDisjoint(
      { contains: true, minContains: 0, maxContains: 1 },
      { type: 'array', minItems: 2 },
      'contradictory-bounds',
    );
    expectOverlap(
      { contains: true, minContains: 0, maxContains: 2 },
      { type: 'array', minItems: 2 },
    );
  });

  it('generates minContains matching items within maxItems', () => {
    const a = { type: 'array', contains: { const: 'x' }, minContains: 2 };
    expect(expectOverlap(a, { items: { type: 'string' }, maxItems: 3 })).toEqual(['x', 'x']);
    const capped = { type: 'array', contains: { type: 'string' }, maxContains: 1, minItems: 3 };
    const w = expectOverlap(capped, { items: { type: ['string', 'integer'] } }) as unknown[];
    expect(w.filter((x) => typeof x === 'string')).toHaveLength(1);
  });

  it('draft-07 ignores minContains/maxContains (always one match needed)', () => {
    const a = { $schema: DRAFT7, type: 'array', contains: { type: 'string' }, minContains: 0 };
    expectDisjoint(a, { $schema: DRAFT7, items: { type: 'integer' } }, 'disjoint-contains');
    const b = { $schema: DRAFT7, type: 'array', contains: { type: 'string' }, minContains: 3 };
    expectOverlap(b, { $schema: DRAFT7, maxItems: 2 });
  });
});

describe('unevaluatedProperties / unevaluatedItems without applicators', () => {
  it('reads unevaluatedProperties: false as additionalProperties: false', () => {
    const a = { type: 'object', properties: { a: {} }, unevaluatedProperties: false };
    expectDisjoint(a, { type: 'object', required: ['b'] }, 'required-forbidden');
    expectOverlap(a, { type: 'object', required: ['a'] });
  });

  it('does not decide through applicators, which can evaluate more properties', () => {
    const a = {
      type: 'object',
      allOf: [{ properties: { b: {} } }],
      properties: { a: {} },
      unevaluatedProperties: false,
    };
    expectOverlap(a, { type: 'object', required: ['b'] });
    const viaRef = {
      $defs: { b: { properties: { b: {} } } },
      $ref: '#/$defs/b',
      unevaluatedProperties: false,
    };
    expectNotDisjoint(viaRef, { type: 'object', required: ['b'] });
  });

  it('reads unevaluatedItems: false after prefixItems as items: false', () => {
    const a = { type: 'array', prefixItems: [{ type: 'string' }], unevaluatedItems: false };
    expectDisjoint(a, { minItems: 2 }, 'false-schema');
    expectOverlap(a, { minItems: 1 });
    // contains evaluates the items it matches: not decided that way.
    expectNotDisjoint({ ...a, contains: { type: 'integer' } }, { type: 'array', minItems: 2 });
  });

  it('is left out in draft-07, where Ajv ignores it', () => {
    const a = { $schema: DRAFT7, type: 'object', unevaluatedProperties: false };
    expectOverlap(a, { $schema: DRAFT7, type: 'object', required: ['b'] });
  });
});
