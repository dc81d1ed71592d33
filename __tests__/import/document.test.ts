import fc from 'fast-check';
import { InputError } from '../../src/model/errors.js';
import { parseDocument, parseJson, toPointer, type JsonLimits } from '../../src/import/json.js';

/** Every path of a JSON value with the value it designates. */
function pathsOf(value: unknown, segs: (string | number)[] = []): [(string | number)[], unknown][] {
  const out: [(string | number)[], unknown][] = [[segs, value]];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...segs, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...segs, k]));
  }
  return out;
}

/** What a parse gives: the value or the exact error. */
function outcome(fn: () => { value: unknown }): { value?: unknown; error?: string } {
  try {
    return { value: fn().value };
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return { error: (e as Error).message };
  }
}

const spaced = fc
  .tuple(fc.jsonValue(), fc.constantFrom(undefined, 0, 1, 2, '\t'))
  .map(([v, space]) => JSON.stringify(v, null, space));

/** Near-JSON: valid texts with an edit, duplicates, big numbers and deep nesting. */
const texts = fc.oneof(
  spaced,
  fc
    .tuple(spaced, fc.nat(), fc.constantFrom('', ',', '}', ']', '"', '\\', ':', '1e400', ' '))
    .map(([t, at, s]) => t.slice(0, at % (t.length + 1)) + s + t.slice(at % (t.length + 1))),
  fc
    .tuple(fc.string({ maxLength: 3 }), fc.jsonValue(), fc.jsonValue())
    .map(
      ([k, a, b]) =>
        `{${JSON.stringify(k)}:${JSON.stringify(a)},${JSON.stringify(k)}:${JSON.stringify(b)}}`,
    ),
  fc
    .tuple(
      fc.constantFrom('1e400', '-1E309', '9007199254740993', '1e300', '12345678901234567.5'),
      fc.nat(3),
    )
    .map(([n, d]) => '['.repeat(d) + n + ']'.repeat(d)),
  fc.nat(12).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.constantFrom('{"__proto__":{"a":1},"constructor":2}', '{"a":1,"a":1}', '\ufeff{"a":[]}'),
);

const limits = fc.record({
  maxDepth: fc.integer({ min: 1, max: 8 }),
  maxNodes: fc.integer({ min: 1, max: 40 }),
});

describe('parseDocument', () => {
  it('gives the same value or the same error as parseJson, lazily or eagerly', () => {
    fc.assert(
      fc.property(
        texts,
        fc.option(limits, { nil: undefined }),
        (text, bounds?: Partial<JsonLimits>) => {
          const expected = outcome(() => parseJson(text, 'd.json', bounds));
          const lazy = outcome(() =>
            parseDocument(text, 'd.json', bounds, { lazy: true, unsafeIntegers: true }),
          );
          const eager = outcome(() =>
            parseDocument(text, 'd.json', bounds, { unsafeIntegers: true }),
          );
          expect(lazy).toEqual(expected);
          expect(eager).toEqual(expected);
          if (expected.value !== undefined) {
            // Own data keys exactly as parseJson builds them (`__proto__` included).
            expect(JSON.stringify(pathsOf(lazy.value))).toBe(
              JSON.stringify(pathsOf(expected.value)),
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('locates every element where parseJson does and finds where it ends', () => {
    fc.assert(
      fc.property(spaced, fc.boolean(), (text, lazy) => {
        const reference = parseJson(text, 'd.json');
        const doc = parseDocument(text, 'd.json', undefined, { lazy });
        for (const [segs, element] of pathsOf(reference.value)) {
          const at = doc.offsetOf(segs);
          expect(doc.positionOf(at)).toEqual(reference.locate(toPointer(segs)));
          expect(doc.locate(toPointer(segs))).toEqual(reference.locate(toPointer(segs)));
          expect(JSON.parse(text.slice(at, doc.endOf(at)))).toEqual(element);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('throws a RangeError for paths that designate nothing', () => {
    for (const lazy of [true, false]) {
      const doc = parseDocument('{"a":[1,{"b":2}]}', 'd.json', undefined, { lazy });
      expect(() => doc.offsetOf(['a', 2])).toThrow(RangeError);
      expect(() => doc.offsetOf(['b'])).toThrow(RangeError);
      expect(() => doc.offsetOf(['a', 1, 'b', 'c'])).toThrow(RangeError);
      expect(() => doc.locate('/a/x')).toThrow(RangeError);
      expect(doc.offsetOf(['a', 1, 'b'])).toBe(13);
    }
  });

  it('parseJson locates by pointer on the native path as the full parser does, misses included', () => {
    const text = '{"a":[1,{"b":2}],"c~/":{"":[true]},"e\\"":[]}';
    const native = parseJson(text, 'd.json');
    const full = parseDocument(text, 'd.json');
    for (const pointer of ['', '/a', '/a/1/b', '/c~0~1', '/c~0~1/', '/c~0~1//0', '/e"']) {
      expect(native.locate(pointer)).toEqual(full.locate(pointer));
    }
    for (const pointer of ['/a/2', '/a/01', '/b', '/a/1/b/c', '/e"/0', 'a']) {
      expect(() => native.locate(pointer)).toThrow(RangeError);
      expect(() => full.locate(pointer)).toThrow(RangeError);
    }
  });

  it('records the offsets of integers beyond 2^53, and only when asked', () => {
    const text =
      '[9007199254740992,9007199254740993,-9007199254740993,1e300,1.5e3,12345678901234567.5,0.5e16,1e15]';
    const want = [text.indexOf('9007199254740993'), text.indexOf('-9007'), text.indexOf('1e300')];
    want.push(text.indexOf('12345678901234567.5'));
    for (const lazy of [true, false]) {
      const doc = parseDocument(text, 'd.json', undefined, { lazy, unsafeIntegers: true });
      expect(doc.unsafeIntegers).toEqual(want);
      expect(parseDocument(text, 'd.json', undefined, { lazy }).unsafeIntegers).toEqual([]);
    }
  });
});
