import fc from 'fast-check';
import { InputError } from '../../src/model/errors.js';
import {
  decodeInput,
  DEFAULT_JSON_LIMITS,
  parseJson,
  parsePointer,
  toPointer,
} from '../../src/import/json.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

/** UTF-16 offset of a 1-based line/column, with LF, CRLF and CR as line breaks. */
function offsetOf(text: string, line: number, column: number): number {
  let l = 1;
  let i = 0;
  while (l < line) {
    const c = text[i];
    if (c === undefined) throw new Error('line out of range');
    i++;
    if (c === '\n') l++;
    else if (c === '\r') {
      if (text[i] === '\n') i++;
      l++;
    }
  }
  return i + column - 1;
}

/** Every pointer of a JSON value with the value it designates. */
function pointersOf(value: unknown, segs: (string | number)[] = []): [string, unknown][] {
  const out: [string, unknown][] = [[toPointer(segs), value]];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pointersOf(v, [...segs, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pointersOf(v, [...segs, k]));
  }
  return out;
}

describe('decodeInput', () => {
  it('strips a UTF-8 BOM', () => {
    expect(decodeInput(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), 'a.json')).toBe('{}');
  });

  it('rejects UTF-16 by BOM, both byte orders', () => {
    expect(
      errorOf(() => decodeInput(new Uint8Array([0xff, 0xfe, 0x7b, 0]), 'a.json')).message,
    ).toBe('a.json: file is UTF-16; save as UTF-8');
    expect(
      errorOf(() => decodeInput(new Uint8Array([0xfe, 0xff, 0, 0x7b]), 'a.json')).message,
    ).toBe('a.json: file is UTF-16; save as UTF-8');
  });

  it('rejects UTF-16 without a BOM by its NUL bytes', () => {
    const le = Buffer.from('{"tools":[]}', 'utf16le');
    expect(errorOf(() => decodeInput(le, 'x.json')).message).toBe(
      'x.json: file is UTF-16; save as UTF-8',
    );
    const be = Buffer.from(le).swap16();
    expect(errorOf(() => decodeInput(be, 'x.json')).message).toMatch(/UTF-16; save as UTF-8$/);
  });

  it('rejects invalid UTF-8 with the position of the bad byte', () => {
    const bytes = new Uint8Array([...enc('{\n  "a": "'), 0xc3, 0x28, ...enc('"}')]);
    expect(errorOf(() => decodeInput(bytes, 'a.json')).message).toBe(
      'a.json:2:9: invalid UTF-8 (byte 0xC3); save as UTF-8',
    );
  });

  it('rejects encoded surrogates and overlong forms', () => {
    expect(() => decodeInput(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]), 'a')).toThrow(
      /a:1:2: invalid UTF-8/,
    );
    expect(() => decodeInput(new Uint8Array([0x22, 0xc0, 0xaf, 0x22]), 'a')).toThrow(
      /a:1:2: invalid UTF-8/,
    );
  });

  it('decodes multi-byte text', () => {
    expect(decodeInput(enc('["héllo 😀"]'), 'a')).toBe('["héllo 😀"]');
  });
});

describe('parseJson', () => {
  it('parses values and locates elements by pointer', () => {
    const text = '{\n  "a": [1, {"b": true}],\n  "c/d": null,\n  "e~f": "x"\n}';
    const doc = parseJson(text, 'f.json');
    expect(doc.value).toEqual({ a: [1, { b: true }], 'c/d': null, 'e~f': 'x' });
    expect(doc.locate('')).toEqual({ line: 1, column: 1 });
    expect(doc.locate('/a')).toEqual({ line: 2, column: 8 });
    expect(doc.locate('/a/1')).toEqual({ line: 2, column: 12 });
    expect(doc.locate('/a/1/b')).toEqual({ line: 2, column: 18 });
    expect(doc.locate('/c~1d')).toEqual({ line: 3, column: 10 });
    expect(doc.locate('/e~0f')).toEqual({ line: 4, column: 10 });
  });

  it('counts CRLF as one line break and ignores a leading BOM', () => {
    const text = '\ufeff{\r\n  "tools": [\r\n    {"n": 1},\r\n    {"n": 2}\r\n  ]\r\n}\r\n';
    const doc = parseJson(text, 'f.json');
    expect(doc.locate('/tools/0')).toEqual({ line: 3, column: 5 });
    expect(doc.locate('/tools/1')).toEqual({ line: 4, column: 5 });
    expect(doc.locate('/tools/1/n')).toEqual({ line: 4, column: 11 });
  });

  it('counts columns in UTF-16 code units', () => {
    const doc = parseJson('["😀", "é", 1]', 'f.json');
    expect(doc.locate('/1')).toEqual({ line: 1, column: 8 });
    expect(doc.locate('/2')).toEqual({ line: 1, column: 13 });
  });

  it('throws a RangeError for pointers that designate nothing or are malformed', () => {
    const doc = parseJson('{"a":[1]}', 'f.json');
    expect(() => doc.locate('/b')).toThrow(RangeError);
    expect(() => doc.locate('/a/1')).toThrow(RangeError);
    expect(() => doc.locate('/a/01')).toThrow(RangeError);
    expect(() => doc.locate('a')).toThrow(RangeError);
    expect(() => doc.locate('/a~2')).toThrow(RangeError);
  });

  it('keeps __proto__, constructor and prototype keys as own data', () => {
    const text =
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "prototype": 2}';
    const value = parseJson(text, 'f.json').value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((value.constructor as unknown as Record<string, unknown>).prototype).toEqual({ x: 1 });
    expect(value).toEqual(JSON.parse(text));
  });

  it('reports duplicate keys at the second key, escaped for a terminal', () => {
    expect(errorOf(() => parseJson('{\n "a": 1,\n "a": 2}', 'd.json')).message).toBe(
      'd.json:3:2: duplicate key "a"',
    );
    expect(
      errorOf(() => parseJson('[{"x":{"k\\u001b[31m":1,"k\\u001b[31m":2}}]', 'd.json')).message,
    ).toBe('d.json:1:24: duplicate key "k\\u001B[31m"');
    expect(errorOf(() => parseJson('{"__proto__":1,"__proto__":{}}', 'd.json')).message).toBe(
      'd.json:1:16: duplicate key "__proto__"',
    );
    const long = 'k'.repeat(500);
    const message = errorOf(() => parseJson(`{"${long}":1,"${long}":2}`, 'd.json')).message;
    expect(message).toBe(`d.json:1:507: duplicate key "${'k'.repeat(64)}…"`);
  });

  it.each([
    ['{"a":1,}', "m.json:1:8: expected a string key, found '}' (JSON allows no trailing comma)"],
    ['[1,2,]', "m.json:1:6: expected a value, found ']' (JSON allows no trailing comma)"],
    ['{"a" 1}', "m.json:1:6: expected ':' after the key, found a number (1 character)"],
    ['[1,2', "m.json:1:5: expected ',' or ']', found end of input"],
    ['{"a":1', "m.json:1:7: expected ',' or '}', found end of input"],
    ['', 'm.json:1:1: expected a value, found end of input'],
    ['  \r\n  ', 'm.json:2:3: expected a value, found end of input'],
    ['{"a":1}x', 'm.json:1:8: expected end of input, found an unquoted word (1 character)'],
    ['[tru]', "m.json:1:2: expected a value or ']', found 'tru'"],
    ['{"a": True}', "m.json:1:7: expected a value, found 'True'"],
    ['[NaN]', "m.json:1:2: expected a value or ']', found 'NaN'"],
    ['"abc', 'm.json:1:1: unterminated string'],
    ['{"a":01}', 'm.json:1:6: invalid number (2 characters)'],
    ['[1.]', 'm.json:1:2: invalid number (2 characters)'],
    ['[-]', 'm.json:1:2: invalid number (1 character)'],
    ['[+1]', "m.json:1:2: expected a value or ']', found '+'"],
    ['[1e400]', 'm.json:1:2: number (5 characters) is too large for a 64-bit float'],
    ['{"a":"\\x"}', 'm.json:1:7: invalid escape "\\\\x" in a string'],
    ['["\\u12"]', 'm.json:1:3: invalid \\u escape in a string: expected 4 hex digits'],
    ['["a\nb"]', 'm.json:1:4: unescaped control character U+000A in a string'],
    ['["\u0001"]', 'm.json:1:3: unescaped control character U+0001 in a string'],
    ['{"a":1} // c', "m.json:1:9: expected end of input, found '/' (JSON allows no comments)"],
    [
      "{'a':1}",
      "m.json:1:2: expected a string key or '}', found \"'\" (JSON strings use double quotes)",
    ],
    ['[\u201c]', "m.json:1:2: expected a value or ']', found U+201C"],
    ['[\u202e]', "m.json:1:2: expected a value or ']', found U+202E"],
    ['{\r\n"a":\r\n-}', 'm.json:3:1: invalid number (1 character)'],
  ])('reports malformed JSON %j with one clean line', (text, message) => {
    const e = errorOf(() => parseJson(text, 'm.json'));
    expect(e.message).toBe(message);
    expect(e.message).not.toMatch(/\n/);
  });

  it('rejects a depth bomb quickly without overflowing the stack', () => {
    const started = Date.now();
    expect(errorOf(() => parseJson('['.repeat(1_000_000), 'bomb.json')).message).toBe(
      'bomb.json:1:257: nesting is deeper than 256 levels (maxDepth)',
    );
    expect(errorOf(() => parseJson('{"a":'.repeat(1_000_000), 'bomb.json')).message).toMatch(
      /^bomb\.json:1:1281: nesting is deeper than 256 levels \(maxDepth\)$/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('accepts nesting up to maxDepth', () => {
    const text = '['.repeat(256) + ']'.repeat(256);
    expect(() => parseJson(text, 'ok.json')).not.toThrow();
    expect(() => parseJson('[[[]]]', 'd.json', { maxDepth: 2 })).toThrow(
      'd.json:1:3: nesting is deeper than 2 levels (maxDepth)',
    );
  });

  it('bounds the number of values and the size', () => {
    expect(errorOf(() => parseJson('[1,2,3,4]', 'n.json', { maxNodes: 4 })).message).toBe(
      'n.json:1:8: more than 4 JSON values (maxNodes)',
    );
    expect(() => parseJson('{"a":1,"b":2}', 'n.json', { maxNodes: 3 })).not.toThrow();
    expect(errorOf(() => parseJson('"ééé"', 's.json', { maxBytes: 7 })).message).toBe(
      's.json: file is 8 bytes, over the limit of 7 bytes (maxBytes)',
    );
    expect(DEFAULT_JSON_LIMITS).toEqual({ maxBytes: 33554432, maxDepth: 256, maxNodes: 2000000 });
  });

  it('rejects a huge flat array by value count, not memory', () => {
    const text = '[' + '0,'.repeat(2_500_000) + '0]';
    expect(errorOf(() => parseJson(text, 'wide.json')).message).toBe(
      'wide.json:1:4000000: more than 2000000 JSON values (maxNodes)',
    );
  });
});

describe('toPointer', () => {
  it('escapes ~ and / per RFC 6901 and round-trips through parsePointer', () => {
    expect(toPointer([])).toBe('');
    expect(toPointer(['tools', 3])).toBe('/tools/3');
    expect(toPointer(['a/b', '~c', '~1', ''])).toBe('/a~1b/~0c/~01/');
    expect(parsePointer('/a~1b/~0c/~01/')).toEqual(['a/b', '~c', '~1', '']);
  });

  it('round-trips arbitrary segments', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (segs) => {
        expect(parsePointer(toPointer(segs))).toEqual(segs);
      }),
    );
  });
});

describe('parseJson properties', () => {
  const indent = fc.oneof(
    fc.constant(undefined),
    fc.integer({ min: 0, max: 4 }),
    fc.constant('\t'),
  );

  it('parses what JSON.stringify writes, and locates every element at its first character', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'binary' }),
        indent,
        fc.boolean(),
        (v, space, crlf) => {
          let text = JSON.stringify(v, null, space);
          if (crlf) text = text.replace(/\n/g, '\r\n');
          const doc = parseJson(text, 'p.json');
          expect(doc.value).toEqual(JSON.parse(text));
          for (const [pointer, element] of pointersOf(doc.value)) {
            const { line, column } = doc.locate(pointer);
            const rest = text.slice(offsetOf(text, line, column));
            const expected = JSON.stringify(element);
            expect(rest.startsWith(expected.charAt(0))).toBe(true);
            if (element === null || typeof element !== 'object') {
              expect(JSON.parse(rest.slice(0, expected.length))).toEqual(element);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws anything but InputError on random text', () => {
    const garbage = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
      fc
        .tuple(fc.json(), fc.nat(), fc.string({ maxLength: 3 }))
        .map(([j, at, s]) => j.slice(0, at % (j.length + 1)) + s + j.slice(at % (j.length + 1))),
      fc
        .array(
          fc.constantFrom('[', ']', '{', '}', '"', ',', ':', '\\', '1', 'e', '-', ' ', '\r', '\n'),
        )
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(garbage, (text) => {
        try {
          parseJson(text, 'g.json');
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^g\.json(:\d+:\d+)?: [^\n]+$/);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws anything but InputError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          parseJson(decodeInput(bytes, 'b.json'), 'b.json');
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
