/**
 * Folding untrusted description text before phrase matching, so obfuscation (full-width
 * letters, zero-width characters inside words, Cyrillic look-alikes, odd case and spacing)
 * does not hide a directive.
 */
import { prototypeOf, stripInvisible } from '../lexical/unicode.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const NON_ASCII = /[^\p{ASCII}]/gu;
const ASCII = /^\p{ASCII}*$/u;

/**
 * NFKC, invisible characters removed, non-ASCII look-alikes mapped to their ASCII UTS #39
 * prototype, lower case, every run of whitespace one space. ASCII is never remapped (UTS #39
 * maps e.g. `m` to `rn`, which would break words).
 */
export function foldText(text: string): string {
  // ASCII has no invisibles or look-alikes to map and is its own NFKC.
  if (ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  const nfkc = stripInvisible(stripInvisible(text).normalize('NFKC'));
  const ascii = nfkc.replace(NON_ASCII, (ch) => {
    const proto = prototypeOf(ch);
    return proto !== undefined && PRINTABLE_ASCII.test(proto) ? proto : ch;
  });
  return ascii.toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Folded text with punctuation (except apostrophes) as spaces: `ignore *all* previous` -> words. */
export function wordText(folded: string): string {
  return folded
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only the ASCII letters of folded text, to catch letter-spaced phrases (`i g n o r e`). */
export function letterText(folded: string): string {
  return folded.replace(/[^a-z]+/g, '');
}

const ASCII_WORD = /[A-Za-z0-9]/;
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const IDEOGRAPHS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * Words and characters of a description: whitespace-separated runs with a letter or digit,
 * each CJK ideograph or kana one word and two characters (those scripts use no spaces).
 */
export function measureDescription(text: string): DescriptionSize {
  // TW510 and TW511 measure each tool's description one after the other.
  if (lastMeasured?.text !== text) lastMeasured = { text, size: measure(text) };
  return lastMeasured.size;
}

/** The words and characters of a description (see {@link measureDescription}). */
export type DescriptionSize = Readonly<{ words: number; characters: number }>;

let lastMeasured: { text: string; size: DescriptionSize } | undefined;

/** {@link measureDescription}, uncached. */
function measure(text: string): DescriptionSize {
  if (ASCII.test(text)) {
    // No invisibles, ideographs or astral characters: letters and digits are [A-Za-z0-9].
    const trimmed = text.trim();
    let words = 0;
    for (const run of trimmed.split(/\s+/u)) if (ASCII_WORD.test(run)) words++;
    return { words, characters: trimmed.length };
  }
  const trimmed = stripInvisible(text).trim();
  let words = 0;
  for (const run of trimmed.split(/\s+/u)) {
    const ideographs = run.match(IDEOGRAPHS)?.length ?? 0;
    words += ideographs;
    if (/[\p{L}\p{N}]/u.test(run.replace(IDEOGRAPHS, ''))) words++;
  }
  let characters = 0;
  for (const ch of trimmed) characters += IDEOGRAPH.test(ch) ? 2 : 1;
  return { words, characters };
}
