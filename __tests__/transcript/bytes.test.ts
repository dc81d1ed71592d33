import fc from 'fast-check';
import { jcs } from '../../src/canonical/jcs.js';
import { parseTranscriptLine } from '../../src/transcript/parse.js';
import { jcsOfJsonBytes } from '../../src/bytes/jcs-writer.js';
import { RecordScanner } from '../../src/transcript/bytes.js';
import { findUnsafeInteger } from '../../src/transcript/numbers.js';
import { sealRecords } from '../../src/chain/seal.js';
import { GENESIS, LinkReader } from '../../src/chain/link.js';

const scanner = new RecordScanner();
const scanned = scanner.record;
const scanRecordBytes = scanner.scan.bind(scanner);

/** The sealed line reader's verdict, with where it found the digest member. */
function scanSealedBytes(
  bytes: Buffer,
  start: number,
  stop: number,
  prev: Uint8Array,
  index: number,
  at: { cut: number },
): boolean {
  const cut = new LinkReader().digestMemberAt(bytes, start, stop, prev, index);
  if (cut >= 0) at.cut = cut;
  return cut >= 0;
}

/** What the authority says: the JCS bytes of JSON.parse(text), or undefined when it throws. */
function authority(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return jcs(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const fast = (text: string | Uint8Array): string | undefined =>
  jcsOfJsonBytes(typeof text === 'string' ? Buffer.from(text) : Buffer.from(text))?.toString(
    'utf8',
  );

/** JSON texts that are often not canonical: shuffled keys, whitespace, odd number and string forms. */
const textArb = fc
  .tuple(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.boolean())
  .map(([value, indent, reverse, ascii]) => {
    const shuffle = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(shuffle);
      if (typeof v === 'object' && v !== null) {
        const entries = Object.entries(v).map(([k, x]) => [k, shuffle(x)] as const);
        if (reverse) entries.reverse();
        return Object.fromEntries(entries);
      }
      return v;
    };
    const text = JSON.stringify(shuffle(value), null, indent);
    // Python's json.dumps default: every non-ASCII character as \uXXXX
    return ascii
      ? text.replace(
          /[\u0080-\uffff]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )
      : text;
  });

const oddTokens = fc.constantFrom(
  '1.0',
  '-0',
  '-0.0',
  '1e2',
  '1E-7',
  '1e20',
  '1e21',
  '0.1',
  '123456789012345678',
  '9007199254740993',
  '9007199254740992',
  '-9007199254740992',
  '1.5e300',
  '1e400',
  '"\\u0041"',
  '"\\u0022\\u005C\\u005c"',
  '"\\/"',
  '"\\u001f"',
  '"\\u001F"',
  '"\\u0008\\u000A\\u000c\\u0009\\u000D\\u0000\\u007f"',
  '"\\ud800"',
  '"\\uDC00x"',
  '"\\ud800\\u0041"',
  '"\\ud83d\\ude00"',
  '"\\uD83D\\uDE00"',
  '"\\u00e9\\u20ac\\uffff"',
  '"😀"',
  '"\u2028"',
  '{"b":1,"a":2}',
  '{"a":1,"a":2}',
  '{"\\u0061":1,"b":2}',
  '{"a\\"":1,"a":2}',
  '{"é":1,"z":2,"😀":3,"\uffff":4,"\ue000":5}',
  '{"\uffff":1,"😀":2}',
  '[1, 2 ,3]',
  ' true ',
  'nul',
  '01',
  '1.',
  '"a\tb"',
  '{"a":}',
  '[1,]',
  '{"a":1,}',
  '"\\x"',
  '"\\u12"',
  '',
);

describe('byte JCS scanner', () => {
  it('writes exactly jcs(JSON.parse(text)) whenever it decides, and never accepts invalid JSON', () => {
    fc.assert(
      fc.property(fc.oneof(textArb, oddTokens), (text) => {
        const out = fast(text);
        if (out !== undefined) expect(out).toBe(authority(Buffer.from(text)));
      }),
      { numRuns: 4000 },
    );
  });

  it('decides the usual shapes (it is an accelerator that must accelerate)', () => {
    // every valid text without an integer beyond 2^53 or an escaped key (the two things it
    // leaves to the authority on purpose)
    const texts = fc
      .sample(textArb, { numRuns: 500, seed: 7 })
      .filter((text) => findUnsafeInteger(text) === undefined && !/"[^"]*\\/.test(text));
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(fast(text)).toBe(authority(Buffer.from(text)));
    expect(fast(' { "b" : [1, 2.50, -0], "a" : {"z":null,"y":true} } ')).toBe(
      '{"a":{"y":true,"z":null},"b":[1,2.5,0]}',
    );
    expect(fast('"caf\\u00e9 \\ud83d\\ude00 \\/ \\u001F"')).toBe('"café 😀 / \\u001f"');
    expect(fast('{"é":1,"z":2,"😀":3,"\uffff":4}')).toBe(
      jcs(JSON.parse('{"é":1,"z":2,"😀":3,"\uffff":4}')),
    );
  });

  it('never accepts bytes that are not UTF-8, and agrees with the authority on random bytes', () => {
    const bytesArb = fc
      .tuple(
        textArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
      )
      .map(([text, edits]) => {
        const bytes = Buffer.from(text);
        for (const [at, value] of edits) if (bytes.length > 0) bytes[at % bytes.length] = value;
        return bytes;
      });
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        const out = jcsOfJsonBytes(bytes);
        if (out !== undefined) expect(out.toString('utf8')).toBe(authority(bytes));
      }),
      { numRuns: 4000 },
    );
    // overlong, surrogate, out-of-range and truncated sequences
    for (const bad of [
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
      [0xff],
    ]) {
      expect(jcsOfJsonBytes(Buffer.from([0x22, ...bad, 0x22]))).toBeUndefined();
    }
  });
});

describe('byte record scanner', () => {
  const parts = () => ({
    tool: scanned.bytes.toString('utf8', scanned.toolStart, scanned.toolEnd),
    args: scanned.bytes.toString('utf8', scanned.argsStart, scanned.argsEnd),
    response: scanned.bytes.toString('utf8', scanned.responseStart, scanned.responseEnd),
    call: scanned.bytes.toString('utf8', scanned.callStart, scanned.callEnd),
  });

  it('agrees with the strict parser on record lines, including single-byte edits', () => {
    const line = (r: unknown) => JSON.stringify(r);
    const recordArb = fc
      .record({
        tool: fc.oneof(fc.constantFrom('read_file', 'wr\u00efte', 'a"b', 'x\\u0041'), fc.string()),
        args: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        response: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        order: fc.integer({ min: 0, max: 2 }),
      })
      .map(({ tool, args, response, order }) =>
        order === 0
          ? line({ index: 0, tool, args, response })
          : order === 1
            ? line({ response, args, tool, index: 0 })
            : JSON.stringify({ args, index: 0, response, tool }, null, 1),
      );
    fc.assert(
      fc.property(recordArb, fc.nat(), fc.integer({ min: 1, max: 255 }), (text, at, delta) => {
        const original = Buffer.from(text);
        const edited = Buffer.from(original);
        const pos = at % edited.length;
        edited[pos] = (edited[pos] + delta) % 256;
        for (const bytes of [original, edited]) {
          // the line sits inside a larger buffer, as it does in the line reader's chunk
          const chunk = Buffer.concat([Buffer.from('}\n'), bytes, Buffer.from('}\n')]);
          if (!scanRecordBytes(chunk, 2, 2 + bytes.length, 0)) continue;
          const record = parseTranscriptLine(
            new TextDecoder('utf-8', { fatal: true }).decode(bytes),
            'u',
            1,
            0,
          );
          expect(scanned.tool).toBe(record.tool);
          expect(parts()).toEqual({
            tool: JSON.stringify(record.tool),
            args: jcs(record.args),
            response: jcs(record.response),
            call: jcs({ tool: record.tool, args: record.args }),
          });
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves lines it does not decide to the strict parser', () => {
    const scan = (text: string, index = 0) => {
      const bytes = Buffer.from(text);
      return scanRecordBytes(bytes, 0, bytes.length, index);
    };
    expect(scan('{"index":1,"tool":"a","args":{},"response":{}}')).toBe(false);
    expect(scan('{"index":0,"tool":"a","args":{},"response":{},"x":1}')).toBe(false);
    expect(scan('{"index":0,"tool":"a","args":{},"response":{},"args":{}}')).toBe(false);
    expect(scan('{"index":0,"tool":"a","args":{"n":9007199254740993},"response":{}}')).toBe(false);
    expect(scan('{"index":0.0,"tool":"a","args":{},"response":{}}')).toBe(false);
    expect(scan('{"index":10,"tool":"a","args":{},"response":{}}', 1)).toBe(false);
    expect(scan('{"index":0,"tool":1,"args":{},"response":{}}')).toBe(false);
    expect(scan('{"index":0,"tool":"a","args":[],"response":{}}')).toBe(false);
    expect(scan('')).toBe(false);
    expect(
      scan(' { "index" : 12 , "tool":"a","args":{ "b":1, "a":[1.50] },"response":{}} ', 12),
    ).toBe(true);
    expect(parts()).toEqual({
      tool: '"a"',
      args: '{"a":[1.5],"b":1}',
      response: '{}',
      call: '{"args":{"a":[1.5],"b":1},"tool":"a"}',
    });
  });

  it('reuses tool names without mixing them up', () => {
    const names = ['read', 'reads', 'réad', 'read', 'x\\"y', 'reae'];
    for (const name of names) {
      const bytes = Buffer.from(`{"index":0,"tool":"${name}","args":{},"response":{}}`);
      expect(scanRecordBytes(bytes, 0, bytes.length, 0)).toBe(true);
      expect(scanned.tool).toBe(JSON.parse(`"${name}"`));
    }
  });
});

describe('sealed line scanner', () => {
  const records = [
    { index: 0, line: 1, tool: 'read', args: { b: 1, a: 'é' }, response: { ok: true } },
    { index: 1, line: 2, tool: 'w"rite', args: {}, response: { n: [1, 2] } },
  ];
  const lines = [...sealRecords(records)].map((l) => l.slice(0, -1));

  it('accepts exactly the JCS link lines and finds the digest member', () => {
    let prev = GENESIS;
    lines.forEach((line, index) => {
      const bytes = Buffer.from(line);
      const at = { cut: 0 };
      expect(scanSealedBytes(bytes, 0, bytes.length, Buffer.from(prev), index, at)).toBe(true);
      expect(bytes.toString('latin1', at.cut, at.cut + 11)).toBe(',"digest":"');
      prev = (JSON.parse(line) as { digest: string }).digest;
    });
  });

  it('rejects every single-byte change of a line', () => {
    const bytes = Buffer.from(lines[1]);
    const prev = (JSON.parse(lines[0]) as { digest: string }).digest;
    const at = { cut: 0 };
    expect(scanSealedBytes(bytes, 0, bytes.length, Buffer.from(prev), 1, at)).toBe(true);
    const digestAt = at.cut + 11;
    for (let pos = 0; pos < bytes.length; pos++) {
      // the digest's own bytes are the caller's to compare
      if (pos >= digestAt && pos < digestAt + 64) continue;
      const edited = Buffer.from(bytes);
      edited[pos] = edited[pos] === 0x61 ? 0x62 : 0x61;
      const ok = scanSealedBytes(edited, 0, edited.length, Buffer.from(prev), 1, at);
      if (ok) {
        // only a change inside a string value can keep the line canonical
        const text = edited.toString('utf8');
        expect(JSON.parse(text)).not.toEqual(JSON.parse(lines[1]));
      }
    }
    expect(scanSealedBytes(bytes, 0, bytes.length, Buffer.from(prev), 2, at)).toBe(false);
    expect(scanSealedBytes(bytes, 0, bytes.length, Buffer.from(GENESIS), 1, at)).toBe(false);
  });
});
