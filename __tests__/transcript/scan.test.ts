import fc from 'fast-check';
import { jcs } from '../../src/canonical/jcs.js';
import { parseTranscriptLine } from '../../src/transcript/parse.js';
import { jcsOfJsonText, scanRecord } from '../../src/transcript/scan.js';

/** What the authority says: the JCS text of JSON.parse(text), or undefined when it throws. */
function authority(text: string): string | undefined {
  try {
    return jcs(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** JSON texts that are often not canonical: shuffled keys, whitespace, odd number and string forms. */
const textArb = fc
  .tuple(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 3 }), fc.boolean())
  .map(([value, indent, reverse]) => {
    const shuffle = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(shuffle);
      if (typeof v === 'object' && v !== null) {
        const entries = Object.entries(v).map(([k, x]) => [k, shuffle(x)] as const);
        if (reverse) entries.reverse();
        return Object.fromEntries(entries);
      }
      return v;
    };
    return JSON.stringify(shuffle(value), null, indent);
  });

const oddTokens = fc.constantFrom(
  '1.0',
  '-0',
  '1e2',
  '1E-7',
  '0.1',
  '123456789012345678',
  '9007199254740993',
  '9007199254740992',
  '1.5e300',
  '"\\u0041"',
  '"\\/"',
  '"\\u001f"',
  '"\\u001F"',
  '"\\ud800"',
  '"\\ud83d\\ude00"',
  '"😀"',
  '"\u2028"',
  '{"b":1,"a":2}',
  '{"a":1,"a":2}',
  '{"\\u0061":1,"b":2}',
  '{"é":1,"z":2,"😀":3,"\uffff":4}',
  '[1, 2 ,3]',
  ' true ',
  'nul',
  '01',
  '1.',
  '"a\tb"',
  '{"a":}',
  '[1,]',
);

describe('JSON scanner', () => {
  it('writes exactly jcs(JSON.parse(text)) whenever it decides, and never accepts invalid JSON', () => {
    fc.assert(
      fc.property(fc.oneof(textArb, oddTokens), (text) => {
        const fast = jcsOfJsonText(text);
        if (fast !== undefined) expect(fast).toBe(authority(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the strict parser on record lines, including single-byte edits', () => {
    const line = (r: unknown) => JSON.stringify(r);
    const recordArb = fc
      .record({
        tool: fc.oneof(fc.constantFrom('read_file', 'wr\u00efte', 'a"b'), fc.string()),
        args: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        response: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        order: fc.boolean(),
      })
      .map(({ tool, args, response, order }) =>
        order ? line({ index: 0, tool, args, response }) : line({ response, args, tool, index: 0 }),
      );
    fc.assert(
      fc.property(recordArb, fc.nat(), fc.integer({ min: 1, max: 127 }), (text, at, delta) => {
        const pos = at % text.length;
        const edited =
          text.slice(0, pos) +
          String.fromCharCode((text.charCodeAt(pos) + delta) % 128) +
          text.slice(pos + 1);
        for (const t of [text, edited]) {
          const fast = scanRecord(t, 1, 0);
          if (fast === undefined) continue;
          const record = parseTranscriptLine(t, 'u', 1, 0);
          expect(fast.tool).toBe(record.tool);
          expect(fast.parts).toEqual({
            tool: JSON.stringify(record.tool),
            args: jcs(record.args),
            response: jcs(record.response),
          });
          expect(JSON.parse(fast.argsText)).toEqual(record.args);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves lines it does not decide to the strict parser', () => {
    expect(scanRecord('{"index":1,"tool":"a","args":{},"response":{}}', 1, 0)).toBeUndefined();
    expect(
      scanRecord('{"index":0,"tool":"a","args":{},"response":{},"x":1}', 1, 0),
    ).toBeUndefined();
    expect(
      scanRecord('{"index":0,"tool":"a","args":{"n":9007199254740993},"response":{}}', 1, 0),
    ).toBeUndefined();
    expect(scanRecord('{"index":0.0,"tool":"a","args":{},"response":{}}', 1, 0)).toBeUndefined();
    expect(
      scanRecord(' { "index" : 0 , "tool":"a","args":{ "b":1, "a":[1.50] },"response":{}} ', 1, 0)
        ?.parts,
    ).toEqual({
      tool: '"a"',
      args: '{"a":[1.5],"b":1}',
      response: '{}',
    });
  });
});
