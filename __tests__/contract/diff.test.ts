import fc from 'fast-check';
import { canonicalJson } from '../../src/canonical/jcs.js';
import { keyPathDiff } from '../../src/contract/diff.js';
import { parsePointer } from '../../src/import/json.js';

/** True when the RFC 6901 pointer designates an element of `value`. */
function exists(value: unknown, pointer: string): boolean {
  let at = value;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(at) && /^(?:0|[1-9][0-9]*)$/.test(segment) && Number(segment) < at.length) {
      at = at[Number(segment)];
    } else if (
      at !== null &&
      typeof at === 'object' &&
      !Array.isArray(at) &&
      Object.prototype.hasOwnProperty.call(at, segment)
    ) {
      at = (at as Record<string, unknown>)[segment];
    } else return false;
  }
  return true;
}

/** JSON values whose keys include the characters pointers escape, and `__proto__`. */
const key = fc.oneof(
  fc.constantFrom('a', 'b', 'a/b', '~0', '~', '', '__proto__', 'constructor', '0', '10'),
  fc.string({ maxLength: 3 }),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -0, 1, 1.5, '', 'x', 'X'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('keyPathDiff', () => {
  it('reports keys missing on either side and changed leaves, as pointers', () => {
    const diff = keyPathDiff(
      { command: 'a', intent: 'b', nested: { k: [1, 2, 3] } },
      { intent: 'b', cwd: '/', nested: { k: [1, 5] } },
    );
    expect(diff).toEqual({
      paths: ['/command', '/cwd', '/nested/k/1', '/nested/k/2'],
      omitted: 0,
    });
  });

  it('escapes ~ and / in keys and sorts numeric segments as numbers', () => {
    const a = { 'a/b': 1, '~': 1, list: Array.from({ length: 11 }, () => 0) };
    const b = {
      'a/b': 2,
      '~': 2,
      list: Array.from({ length: 11 }, (_, i) => (i === 2 || i === 10 ? 1 : 0)),
    };
    expect(keyPathDiff(a, b).paths).toEqual(['/a~1b', '/list/2', '/list/10', '/~0']);
  });

  it('treats key order as irrelevant and everything else as significant', () => {
    expect(keyPathDiff({ a: 1, b: 2 }, { b: 2, a: 1 }).paths).toEqual([]);
    expect(keyPathDiff({ a: 1 }, { a: '1' }).paths).toEqual(['/a']);
    expect(keyPathDiff({ a: null }, {}).paths).toEqual(['/a']);
    expect(keyPathDiff({ a: [] }, { a: {} }).paths).toEqual(['/a']);
  });

  it('caps the paths it lists and counts the rest', () => {
    const a = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    expect(keyPathDiff(a, {}, 3)).toEqual({ paths: ['/k0', '/k1', '/k2'], omitted: 7 });
  });

  it('handles nesting far deeper than the call stack would allow recursion', () => {
    let a: unknown = 1;
    let b: unknown = 2;
    for (let i = 0; i < 20000; i++) {
      a = { x: a };
      b = { x: b };
    }
    expect(keyPathDiff(a, b).paths[0]).toMatch(/^(\/x){20000}$/);
  });

  it('property: the diff is empty iff the JCS bytes are equal', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(keyPathDiff(a, b).paths.length === 0).toBe(canonicalJson(a) === canonicalJson(b));
        expect(keyPathDiff(a, a).paths).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('property: every reported path exists in at least one side, and the diff is symmetric', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const { paths } = keyPathDiff(a, b, Infinity);
        for (const p of paths) expect(exists(a, p) || exists(b, p)).toBe(true);
        expect(keyPathDiff(b, a, Infinity).paths).toEqual(paths);
      }),
      { numRuns: 500 },
    );
  });

  it('property: changing one leaf of an object is reported at exactly that path', () => {
    fc.assert(
      fc.property(fc.dictionary(key, json, { minKeys: 1, maxKeys: 5 }), fc.nat(), (obj, n) => {
        const keys = Object.keys(obj);
        const k = keys[n % keys.length];
        const changed = { ...obj };
        Object.defineProperty(changed, k, {
          value: { marker: [obj[k]] },
          enumerable: true,
          writable: true,
          configurable: true,
        });
        const escaped = '/' + k.replace(/~/g, '~0').replace(/\//g, '~1');
        expect(keyPathDiff(obj, changed, Infinity).paths.every((p) => p.startsWith(escaped))).toBe(
          true,
        );
        expect(keyPathDiff(obj, changed).paths.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
