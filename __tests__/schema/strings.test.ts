import type { ProofResult } from '../../src/model/proof.js';
import { proveOverlap } from '../../src/schema/index.js';
import {
  complement,
  formatAutomaton,
  intersect,
  intersectAutomata,
  patternAutomaton,
  union,
} from '../../src/schema/strings.js';
import { freshValidate } from './helpers.js';

/** Both sides as a required string property, the way tool arguments carry them. */
function prop(s: Record<string, unknown>): Record<string, unknown> {
  return { type: 'object', properties: { id: { type: 'string', ...s } }, required: ['id'] };
}

function prove(a: Record<string, unknown>, b: Record<string, unknown>): ProofResult {
  const sa = prop(a);
  const sb = prop(b);
  const result = proveOverlap(sa, sb);
  if (result.verdict === 'overlap') {
    expect(freshValidate(sa, result.witness)).toBe(true);
    expect(freshValidate(sb, result.witness)).toBe(true);
  }
  return result;
}

describe('character sets', () => {
  it('union, intersection and complement agree on small sets', () => {
    const a = [0x61, 0x66]; // a-f
    const b = [0x64, 0x7a]; // d-z
    expect(union(a, b)).toEqual([0x61, 0x7a]);
    expect(intersect(a, b)).toEqual([0x64, 0x66]);
    expect(complement([0, 0x60])).toEqual([0x61, 0x10ffff]);
    expect(intersect(a, complement(a))).toEqual([]);
  });
});

describe('string automata', () => {
  it('gives the length range a format allows', () => {
    expect(intersectAutomata([formatAutomaton('uuid')!])).toMatchObject({
      kind: 'length',
      min: 36,
      max: 45, // Ajv also accepts the urn:uuid: prefix
    });
    expect(intersectAutomata([formatAutomaton('date')!])).toMatchObject({ min: 10, max: 10 });
    expect(intersectAutomata([formatAutomaton('ipv4')!])).toMatchObject({ min: 7, max: 15 });
  });

  it('builds nothing for constructs it does not model', () => {
    expect(patternAutomaton('(a)\\1')).toBeUndefined();
    expect(patternAutomaton('(?i:a)')).toBeUndefined();
    expect(patternAutomaton('[')).toBeUndefined();
    expect(formatAutomaton('regex')).toBeUndefined();
    expect(formatAutomaton('no-such-format')).toBeUndefined();
  });

  it('keeps big repetitions within budget by widening them', () => {
    const auto = patternAutomaton('^(?:[a-z]{1,100}){1,100}$');
    expect(auto).toBeDefined();
    expect(intersectAutomata([auto!]).kind).toBe('length');
  });
});

describe('pattern and format disjointness', () => {
  it('different required literal prefixes of anchored patterns are disjoint', () => {
    const r = prove({ pattern: '^ab' }, { pattern: '^ac' });
    expect(r.verdict).toBe('disjoint');
    if (r.verdict === 'disjoint') expect(r.reason.message).toMatch(/no string matches/);
    const direct = proveOverlap(
      { type: 'string', pattern: '^ab' },
      { type: 'string', pattern: '^ac' },
    );
    expect(direct).toMatchObject({ verdict: 'disjoint', reason: { code: 'disjoint-strings' } });
  });

  it('a pattern needing a character the format never has is disjoint (the scan case)', () => {
    const r = prove({ format: 'uuid' }, { pattern: '^[a-z]{2,5}_[0-9A-Za-z]{4,24}$' });
    expect(r.verdict).toBe('disjoint');
    expect(prove({ format: 'ipv4' }, { pattern: '[a-z]' }).verdict).toBe('disjoint');
    expect(prove({ format: 'date' }, { pattern: '^[a-z]' }).verdict).toBe('disjoint');
    expect(prove({ format: 'email' }, { format: 'uuid' }).verdict).toBe('disjoint');
    expect(prove({ format: 'date-time' }, { format: 'date' }).verdict).toBe('disjoint');
  });

  it('lengths implied by a format or pattern clash with minLength/maxLength', () => {
    const r = prove({ format: 'uuid' }, { maxLength: 20 });
    expect(r.verdict).toBe('disjoint');
    if (r.verdict === 'disjoint') expect(r.reason.message).toMatch(/at least 36 characters/);
    expect(prove({ pattern: '^[a-z]{2,5}$' }, { minLength: 6 }).verdict).toBe('disjoint');
    expect(prove({ format: 'date' }, { minLength: 11 }).verdict).toBe('disjoint');
  });

  it('an enum value that a nested pattern rejects is decided with re2js', () => {
    expect(prove({ enum: ['abc', 'def'] }, { pattern: '^x' }).verdict).toBe('disjoint');
    expect(prove({ enum: ['abc', 'xyz'] }, { pattern: '^x' }).verdict).toBe('overlap');
  });

  it('near misses stay overlap: alternation, optional groups, unanchored searches', () => {
    expect(prove({ pattern: '^(ab|ac)' }, { pattern: '^ac' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^a?b' }, { pattern: '^b' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^a|c' }, { pattern: '^c' }).verdict).toBe('overlap');
    expect(prove({ pattern: 'ab' }, { pattern: 'ac' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^ab' }, { pattern: 'b$' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^[a-z]{2,5}$' }, { minLength: 5 }).verdict).toBe('overlap');
  });

  it('near misses stay overlap: uuid is case-insensitive and may carry urn:uuid:', () => {
    expect(prove({ format: 'uuid' }, { pattern: '^[A-F0-9-]+$' }).verdict).toBe('overlap');
    expect(prove({ format: 'uuid' }, { pattern: '^urn:' }).verdict).toBe('overlap');
    expect(prove({ format: 'uuid' }, { minLength: 40 }).verdict).toBe('overlap');
    expect(prove({ format: 'ipv4' }, { pattern: '^1' }).verdict).toBe('overlap');
  });

  it('follows re2js where it reads a construct differently from ECMA-262', () => {
    // RE2's `.` matches \r (ECMA's does not) and counts an astral character once.
    expect(prove({ pattern: '^.$' }, { pattern: '\r' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^.$' }, { pattern: '😀' }).verdict).toBe('overlap');
    expect(prove({ pattern: '^..$' }, { pattern: '😀' }).verdict).toBe('overlap');
    // `.` never matches \n in either engine: provably disjoint.
    expect(prove({ pattern: '^.$' }, { pattern: '\n' }).verdict).toBe('disjoint');
    // Modifier groups are not modelled: never disjoint.
    expect(prove({ pattern: '^(?i:a)$' }, { pattern: '^A$' }).verdict).not.toBe('disjoint');
  });

  it('a format with a time separator other than T is never disjoint from it', () => {
    // Ajv's date-time also splits on whitespace
    const r = prove({ format: 'date-time' }, { pattern: '^\\d{4}-\\d\\d-\\d\\d ' });
    expect(r.verdict).not.toBe('disjoint');
    expect(freshValidate(prop({ format: 'date-time' }), { id: '2024-01-01 00:00:00Z' })).toBe(true);
  });

  it('finds a witness from the product when neither side alone gives one', () => {
    const r = prove({ pattern: '^x[0-9]{3}' }, { pattern: '[a-c]$', maxLength: 5 });
    expect(r.verdict).toBe('overlap');
  });
});
