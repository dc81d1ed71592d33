import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcriptRecords } from '../../src/transcript/parse.js';
import { cli } from '../cli/helpers.js';

const GOOD = (i: number): string =>
  JSON.stringify({ index: i, tool: 't', args: { a: i }, response: { r: 1 } });

function records(text: string | Uint8Array): number {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return [...transcriptRecords({ uri: 'x.jsonl', bytes }, 'x.jsonl')].length;
}

const BAD_LINES: [string, string][] = [
  ['not json', 'not valid JSON'],
  ['[1]', 'expected a JSON object'],
  ['{"index": 0, "tool": "t", "args": {}}', 'missing field "response"'],
  ['{"index": 0, "tool": "t", "args": {}, "response": {}, "extra": 1}', 'unknown field "extra"'],
  [
    '{"index": true, "tool": "t", "args": {}, "response": {}}',
    '"index" must be an integer, found a boolean',
  ],
  ['{"index": 0.5, "tool": "t", "args": {}, "response": {}}', '"index" must be an integer'],
  ['{"index": "0", "tool": "t", "args": {}, "response": {}}', '"index" must be an integer'],
  ['{"index": 7, "tool": "t", "args": {}, "response": {}}', 'expected'],
  ['{"index": 0, "tool": 1, "args": {}, "response": {}}', '"tool" must be a string'],
  ['{"index": 0, "tool": "t", "args": [], "response": {}}', '"args" must be an object'],
  ['{"index": 0, "tool": "t", "args": {}, "response": null}', '"response" must be an object'],
  ['{"index": 0, "tool": "t", "args": {"n": 9007199254740993}, "response": {}}', 'beyond 2^53'],
  ['{"index": 0, "tool": "t", "args": {}, "response": {"n": 1e300}}', 'beyond 2^53'],
];

describe('strict transcript parsing', () => {
  it.each(BAD_LINES)('rejects %s with its file:line', (line, message) => {
    const fixed = line.replace('"index": 0', '"index": 2').replace('"index": 7', '"index": 7');
    const text = `${GOOD(0)}\n\n${GOOD(1)}\n${fixed}\n${GOOD(3)}\n`;
    expect(() => records(text)).toThrow(`x.jsonl:4: `);
    expect(() => records(text)).toThrow(message);
  });

  it('gives exit 2 and the right line number for a malformed line anywhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-parse-'));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: BAD_LINES.length - 1 }),
        async (at, which) => {
          const lines = Array.from({ length: 10 }, (_, i) => GOOD(i));
          lines[at] = BAD_LINES[which][0]
            .replace('"index": 0', `"index": ${at}`)
            .replace('"index": 7', `"index": ${at + 7}`);
          const file = join(dir, 't.jsonl');
          writeFileSync(file, lines.join('\n') + '\n');
          const r = await cli(['replay', file]);
          expect(r.code).toBe(2);
          expect(r.stderr).toContain(`t.jsonl:${at + 1}: `);
          expect(r.stderr.trim().split('\n')).toHaveLength(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('accepts integers up to 2^53 and numbers with fractions', () => {
    expect(
      records(
        JSON.stringify({
          index: 0,
          tool: 't',
          args: { n: 9007199254740992, f: 1.5e-7 },
          response: { s: '12345678901234567890' },
        }),
      ),
    ).toBe(1);
  });

  it('tolerates CRLF, a UTF-8 BOM and blank lines', () => {
    expect(records(`\uFEFF${GOOD(0)}\r\n\r\n${GOOD(1)}\r\n`)).toBe(2);
  });

  it('asks for UTF-8 when the file is UTF-16', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GOOD(0), 'utf16le')]);
    expect(() => records(utf16)).toThrow('save the file as UTF-8');
  });

  it('rejects invalid UTF-8 with its line', () => {
    const bytes = Buffer.concat([
      Buffer.from(GOOD(0) + '\n'),
      Buffer.from([0x7b, 0xff, 0x7d, 0x0a]),
    ]);
    expect(() => records(bytes)).toThrow('x.jsonl:2: not valid UTF-8');
  });

  it('reads lines longer than the read buffer from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-long-'));
    const file = join(dir, 'long.jsonl');
    const big = JSON.stringify({
      index: 0,
      tool: 't',
      args: { s: 'y'.repeat(9_000_000) },
      response: {},
    });
    writeFileSync(file, `${big}\n${GOOD(1)}`);
    expect([...transcriptRecords({ uri: 'long.jsonl', path: file }, 'long.jsonl')]).toHaveLength(2);
  });
});
