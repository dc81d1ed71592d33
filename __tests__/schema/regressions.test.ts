import { proveOverlap } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

// Each case pins a false positive or false negative found on generated catalogs.
const obj = { instanceType: 'object' } as const;

describe('unsupported keywords only forbid the disjointness they could affect', () => {
  it('proves required-forbidden although the other property carries a format', () => {
    const a = {
      type: 'object',
      properties: { commit_id: { type: 'integer' } },
      required: ['commit_id'],
    };
    const b = {
      type: 'object',
      properties: { issue_id: { type: 'string', format: 'uuid' } },
      required: ['issue_id'],
      additionalProperties: false,
    };
    const result = proveOverlap(a, b, obj);
    expect(result.verdict).toBe('disjoint');
    expect(result.verdict === 'disjoint' && result.reason.code).toBe('required-forbidden');
  });

  it('does not treat additionalProperties:false as closed when patternProperties admits the key', () => {
    const a = {
      type: 'object',
      patternProperties: { '^x': { type: 'string' } },
      additionalProperties: false,
    };
    const b = { type: 'object', required: ['xa'] };
    const result = proveOverlap(a, b, obj);
    expect(result.verdict).not.toBe('disjoint');
    expect(freshValidate(a, { xa: 'a' }) && freshValidate(b, { xa: 'a' })).toBe(true);
  });

  it('does not treat items as applying to prefixItems positions', () => {
    const a = {
      type: 'array',
      prefixItems: [{ type: 'string' }],
      items: { type: 'integer' },
      minItems: 1,
    };
    const b = { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1 };
    expect(proveOverlap(a, b).verdict).not.toBe('disjoint');
  });

  it('counts nullable: true as admitting null, as Ajv does', () => {
    const result = proveOverlap({ type: 'string', nullable: true }, { type: 'null' });
    expect(result.verdict).toBe('overlap');
  });

  it('proves disjointness across a not through its complement (a required key forbidden)', () => {
    const a = {
      type: 'object',
      properties: { user: { type: 'string' } },
      not: { required: ['user'] },
    };
    const b = { type: 'object', properties: { user: { type: 'string' } }, required: ['user'] };
    const result = proveOverlap(a, b, obj);
    expect(result.verdict).toBe('disjoint');
  });

  it('still refuses disjointness across a not of a keyword it does not model', () => {
    const a = { type: 'object', not: { patternProperties: { '^u': { type: 'string' } } } };
    const b = { type: 'object', properties: { user: { type: 'string' } }, required: ['user'] };
    expect(proveOverlap(a, b, obj).verdict).not.toBe('disjoint');
  });

  it('resolves a $ref inside a nested $id resource against that resource, not the root', () => {
    // "#/$defs/t" inside the resource https://x.example/s means that resource's own $defs.
    const a = {
      $defs: { t: { type: 'integer' } },
      type: 'object',
      properties: {
        p: {
          $id: 'https://x.example/s',
          $defs: { t: { type: 'string' } },
          allOf: [{ $ref: '#/$defs/t' }],
        },
      },
      required: ['p'],
    };
    const int = { type: 'object', properties: { p: { type: 'integer' } }, required: ['p'] };
    const str = { type: 'object', properties: { p: { type: 'string' } }, required: ['p'] };
    expect(freshValidate(a, { p: 'x' })).toBe(true);
    expect(proveOverlap(a, int, obj).verdict).toBe('disjoint');
    const result = proveOverlap(a, str, obj);
    expect(result.verdict).toBe('overlap');
    if (result.verdict === 'overlap') expect(freshValidate(a, result.witness)).toBe(true);
  });

  it('follows a relative $ref to a sibling resource by its resolved $id', () => {
    const a = {
      $id: 'https://x.example/root.json',
      $defs: { s: { $id: 'str.json', type: 'string' } },
      type: 'object',
      properties: { p: { $ref: 'str.json' } },
      required: ['p'],
    };
    const b = { type: 'object', properties: { p: { type: 'integer' } }, required: ['p'] };
    expect(proveOverlap(a, b, obj).verdict).toBe('disjoint');
    expect(proveOverlap(a, { $ref: 'other.json' }).verdict).toBe('unknown');
  });
});

describe('pattern witnesses', () => {
  it.each([
    ['^[a-z]{2,5}_[0-9A-Za-z]{4,24}$'],
    ['^(read|write)-[0-9]+$'],
    ['^\\d{4}-\\d{2}-\\d{2}$'],
    ['^[A-Z][a-z]+(?: [A-Z][a-z]+)*$'],
    ['^\\p{Lu}\\p{Ll}+$'],
    ['[^\\s]+@[^\\s]+'],
  ])('finds a string for %s and proves the overlap', (pattern) => {
    const a = { type: 'object', properties: { id: { type: 'string', pattern } }, required: ['id'] };
    const b = {
      type: 'object',
      properties: { id: { type: 'string', minLength: 1 } },
      required: ['id'],
    };
    const result = proveOverlap(a, b, obj);
    expect(result.verdict).toBe('overlap');
    if (result.verdict === 'overlap') {
      expect(freshValidate(a, result.witness) && freshValidate(b, result.witness)).toBe(true);
    }
  });

  it('stretches a pattern to meet minLength', () => {
    const a = { type: 'string', pattern: '^[a-z]+$', minLength: 12 };
    const result = proveOverlap(a, { type: 'string' });
    expect(result.verdict).toBe('overlap');
  });
});

describe('Ajv errors are not rejections', () => {
  // Ajv's const/enum deep-equal calls an instance's own toString/valueOf, and throws when they
  // are data; the finite-domain rule once read that throw as a rejection and answered disjoint.
  it('never answers disjoint for a const whose object has own toString and constructor keys', () => {
    const text = '{"__proto__": 12, "toString": {"length": "foo"}, "constructor": 37}';
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      required: ['__proto__', 'toString', 'constructor'],
    };
    for (let run = 0; run < 3; run++) {
      expect(proveOverlap(schema, { const: JSON.parse(text) }).verdict).not.toBe('disjoint');
      expect(proveOverlap({ enum: [JSON.parse(text)] }, schema).verdict).not.toBe('disjoint');
    }
  });
});
