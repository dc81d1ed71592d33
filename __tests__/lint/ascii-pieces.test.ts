import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { importCatalogs } from '../../src/analyze/scan.js';
import { asciiPieceEnd, isAsciiText } from '../../src/lint/ascii-pieces.js';
import { countTokens, loadTokenizer, toolTokenText } from '../../src/lint/index.js';

// The hand-written splitter must cut ASCII text exactly where the encoder's own pattern does:
// a different cut changes token counts, so the regex is the oracle.
const regexPieces = (text: string): string[] =>
  [...text.matchAll(new RegExp(O200K_TOKEN_SPLIT_REGEX.source, 'gu'))].map((m) => m[0]);

function asciiPieces(text: string): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length;) {
    const end = asciiPieceEnd(text, start);
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/** Every ASCII character, weighted toward the ones the alternatives turn on. */
const tricky = fc.constantFrom(
  ...'aZ9 \t\n\r\u000b\u000c\'/.-_{}":,sdmtlvreLLVERESDMT0#\u0000\u001f\u007f'.split(''),
);
const anyAscii = fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c));
const asciiText = fc
  .array(
    fc.oneof(tricky, anyAscii, fc.constantFrom("don't", "WE'LL", ' Hello', '123456', ' ){\n/')),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(''));

beforeAll(loadTokenizer);

describe('the ASCII pre-tokenizer', () => {
  it('cuts generated ASCII text where the o200k pattern cuts it', () => {
    fc.assert(
      fc.property(asciiText, (text) => {
        expect(asciiPieces(text)).toEqual(regexPieces(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('cuts the definitions of every real tool where the o200k pattern cuts them', () => {
    const dir = 'examples/real';
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => ({ uri: `${dir}/${f}`, content: readFileSync(`${dir}/${f}`) }));
    const { tools } = importCatalogs(sources);
    let ascii = 0;
    for (const tool of tools) {
      const text = toolTokenText(tool);
      if (!isAsciiText(text)) continue;
      ascii++;
      expect(asciiPieces(text)).toEqual(regexPieces(text));
    }
    expect(ascii).toBeGreaterThan(tools.length / 2);
  });

  it('leaves non-ASCII text to the pattern, so counts of mixed text are unchanged', () => {
    expect(isAsciiText('plain {"a":1}\n')).toBe(true);
    expect(isAsciiText('caf\u00e9')).toBe(false);
    expect(isAsciiText('\u{1f600}')).toBe(false);
    // a text counted on the ASCII path equals the same pieces counted one by one by the pattern
    const text = 'Don\'t   list\tFILES/DIRS:\n\n  {"path":"/tmp"} 12345 it\'s WE\'VE';
    const byPiece = regexPieces(text).reduce((n, piece) => n + countTokens(piece), 0);
    expect(countTokens(text)).toBe(byPiece);
  });
});
