import fc from 'fast-check';
import { sealRecords, sealInto } from '../../src/chain/seal.js';
import { OutBuffer } from '../../src/chain/out-buffer.js';
import { verifyChain, verifySealed } from '../../src/chain/verify.js';
import { canonicalParts, callText } from '../../src/transcript/canonical.js';
import { readLines } from '../../src/transcript/lines.js';
import { transcriptCalls, transcriptRecords } from '../../src/transcript/parse.js';
import { replayRecords, replayTranscript } from '../../src/transcript/replay.js';
import { parseScope, scopeRecords, scopeTranscript } from '../../src/transcript/scope.js';

/**
 * The byte path (transcriptCalls and what stands on it) against the strict parser on
 * transcripts written in every way a recorder writes JSON: any key order, indentation, Python's
 * separators and \u escapes, CRLF, blank lines, a BOM.
 */
const valueArb = fc.oneof(
  fc.constantFrom('docs/a.md', 'é ü', '😀', 'a"b\\c', 'tab\there', '', 'x'.repeat(80)),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(1.5, -0, 1e-7, 0.1, true, false, null),
);
const objectArb = fc.dictionary(
  fc.constantFrom('path', 'options', 'depth', 'é', 'b', 'a', '😀', '\uffff'),
  fc.oneof(valueArb, fc.dictionary(fc.constantFrom('x', 'y', 'Z'), valueArb, { maxKeys: 3 })),
  { maxKeys: 4 },
);
const recordArb = fc.record({
  tool: fc.constantFrom('read_file', 'search', 'write_file', 'lire_fichier_é', 'fs_stat'),
  args: fc.oneof(objectArb, fc.constant({ path: 'docs/a.md' })),
  response: fc.oneof(objectArb, fc.constant({ ok: true })),
  style: fc.constantFrom('compact', 'reversed', 'python', 'ascii', 'indented'),
  crlf: fc.boolean(),
  blankAfter: fc.boolean(),
});

type Rendered = typeof recordArb extends fc.Arbitrary<infer T> ? T : never;

function render(records: Rendered[], bom: boolean): Uint8Array {
  let text = bom ? '\ufeff' : '';
  records.forEach(({ tool, args, response, style, crlf, blankAfter }, index) => {
    let line: string;
    if (style === 'reversed') line = JSON.stringify({ response, args, tool, index });
    else if (style === 'indented')
      line = JSON.stringify({ index, tool, args, response }, null, 1).replace(/\n/g, ' ');
    else line = JSON.stringify({ index, tool, args, response });
    if (style === 'python') line = line.replace(/":/g, '": ').replace(/,"/g, ', "');
    if (style === 'ascii')
      line = line.replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    text += line + (crlf ? '\r\n' : '\n') + (blankAfter ? '  \n' : '');
  });
  return new TextEncoder().encode(text);
}

const transcriptArb = fc.tuple(fc.array(recordArb, { maxLength: 12 }), fc.boolean());

describe('the byte path', () => {
  it('reads the records the strict parser reads, with the same canonical parts', () => {
    fc.assert(
      fc.property(transcriptArb, ([records, bom]) => {
        const bytes = render(records, bom);
        const strict = [...transcriptRecords({ uri: 't', bytes }, 't')];
        const fast = [...transcriptCalls({ uri: 't', bytes }, 't')].length;
        expect(fast).toBe(strict.length);
        let k = 0;
        for (const call of transcriptCalls({ uri: 't', bytes }, 't')) {
          const record = strict[k++];
          const parts = canonicalParts(record);
          const text = (a: number, b: number) => call.bytes.toString('utf8', a, b);
          expect([call.index, call.line, call.tool]).toEqual([
            record.index,
            record.line,
            record.tool,
          ]);
          expect(text(call.toolStart, call.toolEnd)).toBe(parts.tool);
          expect(text(call.argsStart, call.argsEnd)).toBe(parts.args);
          expect(text(call.responseStart, call.responseEnd)).toBe(parts.response);
          expect(text(call.callStart, call.callEnd)).toBe(callText(parts));
          // every one of these lines is the scanner's to decide (nothing left to JSON.parse)
          expect(call.parsed).toBeUndefined();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('replays, scopes, seals and verifies exactly as the record path does', () => {
    const scope = parseScope(
      JSON.stringify({
        agent: 'a',
        allowed_tools: ['read_file', 'fs_*', 'search'],
        arguments: { 'fs_*': { properties: { path: { type: 'string', pattern: '^docs/' } } } },
      }),
      'scope.json',
    );
    fc.assert(
      fc.property(transcriptArb, ([records, bom]) => {
        const bytes = render(records, bom);
        const source = { uri: 't', bytes };
        expect(replayTranscript(source, 't')).toEqual(
          replayRecords(transcriptRecords(source, 't'), 't'),
        );
        expect(scopeTranscript(source, 't', scope)).toEqual(
          scopeRecords(transcriptRecords(source, 't'), 't', scope),
        );
        const chunks: Buffer[] = [];
        const out = new OutBuffer((b) => chunks.push(Buffer.from(b)), 64);
        const head = sealInto(transcriptCalls(source, 't', { call: false }), out);
        out.flush();
        const sealed = Buffer.concat(chunks);
        expect(sealed.toString('utf8')).toBe(
          [...sealRecords(transcriptRecords(source, 't'))].join(''),
        );
        const fromBytes = verifySealed({ uri: 's', bytes: sealed });
        expect(fromBytes).toEqual({ head: head.head, count: head.count });
        expect(verifyChain(readLines({ uri: 's', bytes: sealed }, { mode: 'exact' }))).toEqual(
          fromBytes,
        );
      }),
      { numRuns: 300 },
    );
  });
});
