/**
 * The o200k_base pre-tokenizer (`O200K_TOKEN_SPLIT_REGEX` of gpt-tokenizer) on ASCII text,
 * written out by hand. The regex's Unicode property classes cost about 30 ns a character, and
 * a 10,000-tool scan splits 12 million characters; on ASCII the classes are a table lookup.
 * Tests check it against the regex on generated and real text; non-ASCII text uses the regex.
 *
 * The pattern's alternatives, first match wins, as they read on ASCII (P is any character but
 * CR, LF, a letter or a digit; punctuation is any character but whitespace, a letter or a digit):
 *   1. P? [A-Z]* [a-z]+ contraction?
 *   2. P? [A-Z]+ [a-z]* contraction?
 *   3. 1 to 3 digits
 *   4. ' '? punctuation+ [\r\n/]*
 *   5. whitespace* [\r\n]+          (up to the last line break of a whitespace run)
 *   6. whitespace+ (?!\S)           (a whitespace run less its last character before a non-space)
 *   7. whitespace+
 * A contraction is `'` then s, d, m, t, ll, ve or re in either case.
 */

const UPPER = 1;
const LOWER = 2;
const DIGIT = 4;
/** JavaScript's `\s` on ASCII: tab, LF, VT, FF, CR, space. */
const SPACE = 8;
const LINE = 16;

const CLASS = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = UPPER;
for (let c = 0x61; c <= 0x7a; c++) CLASS[c] = LOWER;
for (let c = 0x30; c <= 0x39; c++) CLASS[c] = DIGIT;
for (const c of [0x09, 0x0b, 0x0c, 0x20]) CLASS[c] = SPACE;
CLASS[0x0a] = SPACE | LINE;
CLASS[0x0d] = SPACE | LINE;

const LETTER = UPPER | LOWER;
/** Not in the optional prefix of alternatives 1 and 2. */
const NOT_PREFIX = LINE | LETTER | DIGIT;
/** Not punctuation. */
const NOT_PUNCT = SPACE | LETTER | DIGIT;

const APOSTROPHE = 0x27;
const SLASH = 0x2f;

/** Any character at or above U+0080. */
const BEYOND_ASCII = /[^\p{ASCII}]/u;

/** Whether `asciiPieceEnd` may split `text` (every character is ASCII). */
export function isAsciiText(text: string): boolean {
  return !BEYOND_ASCII.test(text);
}

/** The class bits of the character at `i`; 0 past the end (as no class at all). */
function classAt(text: string, i: number): number {
  return i < text.length ? CLASS[text.charCodeAt(i)] : 0;
}

/** Length of the contraction (`'s`, `'ll`, …) at `i`, or 0. */
function contraction(text: string, i: number): number {
  if (text.charCodeAt(i) !== APOSTROPHE || i + 1 >= text.length) return 0;
  const a = text.charCodeAt(i + 1) | 0x20;
  if (a === 0x73 || a === 0x64 || a === 0x6d || a === 0x74) return 2; // s d m t
  if (i + 2 >= text.length) return 0;
  const b = text.charCodeAt(i + 2) | 0x20;
  if ((a === 0x6c && b === 0x6c) || (a === 0x76 && b === 0x65) || (a === 0x72 && b === 0x65)) {
    return 3; // ll ve re
  }
  return 0;
}

/**
 * Where the pre-tokenizer piece that starts at `start` of ASCII `text` ends (exclusive):
 * the same piece the regex matches at `start`. `start` must be below `text.length`.
 */
export function asciiPieceEnd(text: string, start: number): number {
  const c = CLASS[text.charCodeAt(start)];
  // 1 and 2: a word, with one character of P before it.
  const word = (c & LETTER) !== 0 ? start : (c & NOT_PREFIX) === 0 ? start + 1 : -1;
  if (word >= 0 && (classAt(text, word) & LETTER) !== 0) {
    let upper = word;
    while (classAt(text, upper) === UPPER) upper++;
    let lower = upper;
    while (classAt(text, lower) === LOWER) lower++;
    // [A-Z]*[a-z]+ when lower case follows, else [A-Z]+ alone
    const end = lower > upper ? lower : upper;
    return end + contraction(text, end);
  }
  // 3
  if ((c & DIGIT) !== 0) {
    let end = start + 1;
    while (end < start + 3 && classAt(text, end) === DIGIT) end++;
    return end;
  }
  // 4
  const punct = text.charCodeAt(start) === 0x20 && start + 1 < text.length ? start + 1 : start;
  if ((CLASS[text.charCodeAt(punct)] & NOT_PUNCT) === 0) {
    let end = punct + 1;
    while (end < text.length && (CLASS[text.charCodeAt(end)] & NOT_PUNCT) === 0) end++;
    while (
      end < text.length &&
      ((classAt(text, end) & LINE) !== 0 || text.charCodeAt(end) === SLASH)
    ) {
      end++;
    }
    return end;
  }
  // 5, 6, 7: a whitespace run
  let end = start;
  let lastLine = -1;
  while (end < text.length && (CLASS[text.charCodeAt(end)] & SPACE) !== 0) {
    if ((CLASS[text.charCodeAt(end)] & LINE) !== 0) lastLine = end;
    end++;
  }
  if (lastLine >= 0) return lastLine + 1;
  if (end === text.length) return end;
  return end - 1 > start ? end - 1 : end;
}
