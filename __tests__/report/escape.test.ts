import fc from 'fast-check';
import {
  escapeMarkdown,
  escapeSarifText,
  escapeTerminal,
  stringifyJsonSafe,
} from '../../src/report/index.js';

// C0, DEL, C1, and the bidi embedding/override/isolate/mark controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('escapeTerminal', () => {
  it('shows ESC, bidi override and NUL as visible code points', () => {
    expect(escapeTerminal('\u001b[31mred')).toBe('\\u{001B}[31mred');
    expect(escapeTerminal('evil\u202Etxt.exe')).toBe('evil\\u{202E}txt.exe');
    expect(escapeTerminal('a\u0000b')).toBe('a\\u{0000}b');
  });

  it('escapes line breaks, DEL, C1, zero-width, BOM, odd spaces, tags and lone surrogates', () => {
    expect(escapeTerminal('a\nb\tc\r')).toBe('a\\u{000A}b\\u{0009}c\\u{000D}');
    expect(escapeTerminal('\u007F\u0085\u009B')).toBe('\\u{007F}\\u{0085}\\u{009B}');
    expect(escapeTerminal('read\u200Bfile\uFEFF')).toBe('read\\u{200B}file\\u{FEFF}');
    expect(escapeTerminal('a\u00A0b\u2028')).toBe('a\\u{00A0}b\\u{2028}');
    expect(escapeTerminal('x\u{E0041}')).toBe('x\\u{E0041}');
    expect(escapeTerminal('\uD800x')).toBe('\\u{D800}x');
  });

  it('leaves ordinary text, spaces, homoglyphs and emoji alone', () => {
    const text = 'read_file (files) — пример, 文件, ✓ 🎉 a b';
    expect(escapeTerminal(text)).toBe(text);
  });

  it('never lets a control or bidi character through, for any string', () => {
    const dangerous = fc.constantFrom(
      '\u001b',
      '\u0000',
      '\u009b',
      '\u202e',
      '\u2066',
      '\u200f',
      '\u007f',
    );
    const piece = fc.oneof(fc.string({ unit: 'binary' }), dangerous);
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const out = escapeTerminal(pieces.join(''));
        expect(FORBIDDEN.test(out)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is injective enough to keep distinct invisible characters distinct', () => {
    expect(escapeTerminal('a\u200Bb')).not.toBe(escapeTerminal('a\u200Cb'));
  });
});

describe('escapeMarkdown', () => {
  it('backslash-escapes Markdown syntax and turns HTML metacharacters into entities', () => {
    expect(escapeMarkdown('*bold* [x](http://e) <img> a|b `c` &amp;')).toBe(
      '\\*bold\\* \\[x\\]\\(http\\:\\/\\/e\\) &lt;img&gt; a\\|b \\`c\\` &amp;amp\\;',
    );
  });

  it('makes invisible characters visible and keeps text on one line', () => {
    expect(escapeMarkdown('a\nb\u202E')).toBe('a\\\\u\\{000A\\}b\\\\u\\{202E\\}');
  });

  it('breaks @-mentions', () => {
    expect(escapeMarkdown('@octocat')).toBe('@&#8203;octocat');
  });
});

describe('escapeSarifText', () => {
  it('escapes brackets and backslashes so untrusted text forms no embedded link', () => {
    expect(escapeSarifText('see [here](1) \\d')).toBe('see \\[here\\](1) \\\\d');
    expect(escapeSarifText('a\u001b')).toBe('a\\\\u{001B}');
  });
});

describe('stringifyJsonSafe', () => {
  it('escapes bidi and C1 characters inside strings without changing the value', () => {
    const value = { ['k\u202E']: 'v\u0085\u2066\u001b', n: 1 };
    const text = stringifyJsonSafe(value, 2);
    expect(FORBIDDEN.test(text.replace(/\n/g, ''))).toBe(false);
    expect(text).toContain('\\u202e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = stringifyJsonSafe(value);
        expect(FORBIDDEN.test(text)).toBe(false);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
