import canonicalize from 'canonicalize';
import fc from 'fast-check';
import {
  canonicalJson,
  jcs,
  jcsDigest,
  jcsText,
  sha256Hex,
  stringifyIsJcs,
} from '../../src/canonical/jcs.js';

// The reference RFC 8785 implementation is the oracle: our hand-written JCS must agree with it
// byte for byte, since every digest, fingerprint and sealed link depends on it.
const reference = (value: unknown): string | undefined => canonicalize(value);

/** JSON values whose objects have keys that sort differently from insertion order. */
const shuffledJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 0 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('10', '2', '__proto__', 'é', '\u{1f600}', 'a\u0000')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

describe('canonical JSON (RFC 8785)', () => {
  it('agrees with the reference implementation on generated JSON values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shuffledJson), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
        expect(jcsText(value)).toBe(reference(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('sorts keys by UTF-16 code units, integer-like keys included', () => {
    const value = { b: 1, a: [true, null], '10': 'x', '2': 'y', '\u{1f600}': 0, é: -0 };
    expect(canonicalJson(value)).toBe('{"10":"x","2":"y","a":[true,null],"b":1,"é":0,"😀":0}');
    expect(stringifyIsJcs(value)).toBe(false);
  });

  it('writes numbers as ECMAScript does (the JCS number form)', () => {
    expect(canonicalJson([1e21, 1e-7, 0.1, 123456789012345680000, 5e-324])).toBe(
      '[1e+21,1e-7,0.1,123456789012345680000,5e-324]',
    );
  });

  it('leaves out undefined members and writes undefined items as null, like JSON', () => {
    const value = { a: undefined, b: [undefined, 1] };
    expect(canonicalJson(value)).toBe(reference(value));
    expect(canonicalJson(value)).toBe('{"b":[null,1]}');
  });

  it('keeps an own __proto__ key as data', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"a":2}') as unknown;
    expect(canonicalJson(value)).toBe('{"__proto__":{"x":1},"a":2}');
  });

  it('refuses what has no JSON form', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError);
  });

  it('uses JSON.stringify only where it already is canonical', () => {
    fc.assert(
      fc.property(shuffledJson, (value) => {
        if (stringifyIsJcs(value)) expect(JSON.stringify(value)).toBe(reference(value));
        expect(jcs(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });

  it('digests the canonical text', () => {
    expect(jcsDigest({ b: 1, a: 2 })).toBe(sha256Hex('{"a":2,"b":1}'));
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
