import fc from 'fast-check';
import type { ProofResult } from '../../src/model/proof.js';
import { proveOverlap } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

/**
 * Patterns derived from a known string: every rewrite below keeps the string matching (checked
 * with the tests' own Ajv), so two patterns derived from one string, or a pattern derived from a
 * valid format string and that format, are never disjoint.
 */
const ALPHABET = [...'abcAB019_-.: \n\r\t/@😀é'];
const SPECIAL = /[\\^$.*+?()[\]{}|/-]/;

function escape(c: string): string {
  return SPECIAL.test(c)
    ? `\\${c}`
    : c === '\n'
      ? '\\n'
      : c === '\r'
        ? '\\r'
        : c === '\t'
          ? '\\t'
          : c;
}

type Rewrite = 'lit' | 'dot' | 'class' | 'digit' | 'word' | 'alt' | 'opt' | 'plus' | 'rep';

function rewrite(c: string, how: Rewrite): string {
  const e = escape(c);
  switch (how) {
    case 'dot':
      return c === '\n' ? e : '.';
    case 'class':
      return `[x${e}]`;
    case 'digit':
      return /[0-9]/.test(c) ? '\\d' : e;
    case 'word':
      return /\w/.test(c) ? '\\w' : `[^${c === 'q' ? 'z' : 'q'}]`;
    case 'alt':
      return `(?:zz|${e})`;
    case 'opt':
      return `${e}?`;
    case 'plus':
      return `(?:${e})+`;
    case 'rep':
      return `(?:${e}){1,3}`;
    default:
      return e;
  }
}

const rewriteArb = fc.constantFrom<Rewrite>(
  'lit',
  'dot',
  'class',
  'digit',
  'word',
  'alt',
  'opt',
  'plus',
  'rep',
);

/** A pattern that matches `s` (a slice of it, optionally anchored when the slice reaches an end). */
function derived(s: string): fc.Arbitrary<string> {
  const cps = [...s];
  return fc
    .record({
      from: fc.nat({ max: cps.length }),
      len: fc.nat({ max: cps.length }),
      anchors: fc.boolean(),
      ways: fc.array(rewriteArb, { minLength: cps.length, maxLength: cps.length }),
    })
    .map(({ from, len, anchors, ways }) => {
      const end = Math.min(cps.length, from + len);
      const body = cps
        .slice(from, end)
        .map((c, i) => rewrite(c, ways[from + i]))
        .join('');
      const head = anchors && from === 0 ? '^' : '';
      const tail = anchors && end === cps.length ? '$' : '';
      return `${head}${body}${tail}`;
    });
}

function prop(s: Record<string, unknown>): Record<string, unknown> {
  return { type: 'object', properties: { id: { type: 'string', ...s } }, required: ['id'] };
}

function checkWitness(result: ProofResult, a: unknown, b: unknown): void {
  if (result.verdict !== 'overlap') return;
  expect(freshValidate(a, result.witness)).toBe(true);
  expect(freshValidate(b, result.witness)).toBe(true);
}

const FORMAT_STRINGS: Array<[string, string[]]> = [
  [
    'uuid',
    ['123e4567-e89b-12d3-a456-426614174000', 'URN:UUID:123E4567-E89B-12D3-A456-426614174000'],
  ],
  ['date', ['2024-02-29', '1999-12-31']],
  ['date-time', ['2024-01-01T10:20:30Z', '2024-01-01 10:20:30.5+01:00', '2024-01-01t10:20:30z']],
  ['time', ['10:20:30Z', '23:59:60Z', '10:20:30.25-0130']],
  ['ipv4', ['127.0.0.1', '255.255.255.0']],
  ['ipv6', ['::1', '2001:db8::8a2e:370:7334', '::ffff:192.168.1.1']],
  ['email', ['a.b@example.com', 'X_Y+z@sub.example.org']],
  ['hostname', ['example.com', 'a-b.c0.example.']],
  ['uri', ['https://example.com/a?b=c#d', 'urn:isbn:0451450523']],
  ['uri-reference', ['../a/b?c', '#frag', '']],
  ['json-pointer', ['/a~1b/0', '', '/😀']],
  ['relative-json-pointer', ['0#', '1/a']],
  ['duration', ['P1D', 'PT1H30M', 'P2W']],
];

describe('string reasoning properties', () => {
  it('two patterns that match one string are never disjoint; witnesses validate', () => {
    const str = fc
      .array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 8 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        str.chain((s) => fc.tuple(fc.constant(s), derived(s), derived(s), fc.nat({ max: 3 }))),
        ([s, p, q, slack]) => {
          const a = prop({ pattern: p });
          const b = prop({ pattern: q, maxLength: [...s].length + slack });
          fc.pre(freshValidate(a, { id: s }) && freshValidate(b, { id: s }));
          const result = proveOverlap(a, b);
          checkWitness(result, a, b);
          expect(result.verdict).not.toBe('disjoint');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a required key and a propertyNames pattern that matches it are never disjoint', () => {
    const str = fc
      .array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 8 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        str.chain((s) => fc.tuple(fc.constant(s), derived(s), derived(s), fc.nat({ max: 2 }))),
        ([s, p, q, min]) => {
          const a = { type: 'object', required: [s], propertyNames: { pattern: p } };
          const b = { type: 'object', minProperties: min, propertyNames: { pattern: q } };
          fc.pre(freshValidate(a, { [s]: 1 }) && freshValidate(b, { [s]: 1 }));
          const result = proveOverlap(a, b);
          checkWitness(result, a, b);
          expect(result.verdict).not.toBe('disjoint');
          // Some key must exist on both sides: still never disjoint.
          const c = { type: 'object', minProperties: 1, propertyNames: { pattern: p } };
          const other = proveOverlap(c, b);
          checkWitness(other, c, b);
          expect(other.verdict).not.toBe('disjoint');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a pattern derived from a valid format string is never disjoint from the format', () => {
    const arb = fc
      .constantFrom(...FORMAT_STRINGS)
      .chain(([format, values]) =>
        fc
          .constantFrom(...values)
          .chain((s) => fc.tuple(fc.constant(format), fc.constant(s), derived(s))),
      );
    fc.assert(
      fc.property(arb, fc.nat({ max: 3 }), ([format, s, p], slack) => {
        const a = prop({ format, minLength: Math.max(0, [...s].length - slack) });
        const b = prop({ pattern: p });
        fc.pre(freshValidate(a, { id: s }) && freshValidate(b, { id: s }));
        const result = proveOverlap(a, b);
        checkWitness(result, a, b);
        expect(result.verdict).not.toBe('disjoint');
      }),
      { numRuns: 400 },
    );
  });

  it('random pattern/format pairs: witnesses validate, disjoint never meets a common string', () => {
    const pattern = fc.constantFrom(
      '^a',
      '^ab',
      '^ac',
      'b$',
      '^[0-9]+$',
      '^[a-f0-9-]+$',
      '^[A-Z]',
      'x',
      '^(read|delete)$',
      '^(?:ab)?c',
      '^[a-z]{2,5}_[0-9]{2}$',
      '^.{3}$',
      '\\d{4}',
      '^\\w+$',
      '^[^a]*$',
      '😀',
      '^\\s',
    );
    const format = fc.constantFrom(
      'email',
      'date',
      'uuid',
      'ipv4',
      'ipv6',
      'date-time',
      'hostname',
      'uri',
    );
    const side = fc.oneof(
      fc.record({ pattern }),
      fc.record({ format }),
      fc.record({ pattern, format }),
      fc.record({ pattern, minLength: fc.nat({ max: 12 }), maxLength: fc.nat({ max: 40 }) }),
    );
    const samples = [
      ...FORMAT_STRINGS.flatMap(([, v]) => v),
      'a',
      'ab',
      'abc',
      'ac',
      'read',
      'delete',
      'c',
      'abc_12',
      'ab_12',
      'xyz',
      'A1',
      '😀',
      ' a',
      '0000',
      '1234',
      'aaa',
      'bbb',
    ];
    fc.assert(
      fc.property(side, side, (x, y) => {
        const a = prop(x);
        const b = prop(y);
        const result = proveOverlap(a, b);
        checkWitness(result, a, b);
        if (result.verdict !== 'disjoint') return;
        for (const s of samples) {
          expect(freshValidate(a, { id: s }) && freshValidate(b, { id: s })).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
