/** Splitting tool names and descriptions into comparable tokens. */
import { stripInvisible } from './unicode.js';
import { isFunctionWord, isStopWord, stem } from './words.js';

/** Character classes of the splitter: upper/title-case, lower-case, uncased letter, mark, digit, separator. */
type CharClass = 'U' | 'L' | 'O' | 'M' | 'D' | 'S';

const UPPER = /^[\p{Lu}\p{Lt}]$/u;
const LOWER = /^[\p{Ll}\p{Lm}]$/u;
const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const DIGIT = /^\p{N}$/u;
/** Apostrophes inside a word vanish, so "file's" reads as "files" and "don't" as "dont". */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['\u2019\u02BC](?=\p{L})/gu;

function classify(ch: string): CharClass {
  const c = ch.charCodeAt(0);
  if (c < 0x80) {
    if (c >= 0x61 && c <= 0x7a) return 'L';
    if (c >= 0x41 && c <= 0x5a) return 'U';
    if (c >= 0x30 && c <= 0x39) return 'D';
    return 'S';
  }
  if (UPPER.test(ch)) return 'U';
  if (LOWER.test(ch)) return 'L';
  if (LETTER.test(ch)) return 'O';
  if (MARK.test(ch)) return 'M';
  if (DIGIT.test(ch)) return 'D';
  return 'S';
}

/** The normalization every token goes through: invisibles out, NFKC, inner apostrophes out. */
function normalizeText(text: string): string {
  return withoutInnerApostrophes(stripInvisible(stripInvisible(text).normalize('NFKC')));
}

/** `text` without {@link INNER_APOSTROPHE}s; most texts have no apostrophe to look behind. */
function withoutInnerApostrophes(text: string): string {
  return text.includes("'") || text.includes('\u2019') || text.includes('\u02BC')
    ? text.replace(INNER_APOSTROPHE, '')
    : text;
}

/**
 * Whether a word of prose is written as a proper name: capitalized, with a lower-case letter too
 * (an acronym, `PDF`, `JSON`, names a format or a family of things, no product: `OneDrive`).
 */
export function isProperNameWord(word: string): boolean {
  return /^\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
}

/**
 * Split an identifier (or any text) into lowercase words: separators are every character that is
 * not a letter, mark or digit (`_ - . / :` and spaces included); camelCase, PascalCase and
 * acronyms split (`getHTTPResponse` -> get http response, `listIDs` -> list ids); letters and
 * digits split (`readFile2` -> read file 2), save in a numeronym (`k8s`, `i18n`). Input is
 * NFKC-normalized with invisible characters removed first. Never throws.
 */
export function splitIdentifier(name: string): string[] {
  if (ASCII.test(name)) return splitAscii(name);
  const chars = Array.from(normalizeText(name));
  const classes = chars.map(classify);
  const tokens: string[] = [];
  const glued: boolean[] = [];
  let current = '';
  let prev: CharClass | undefined;
  let gluedNext = false;
  const flush = (): void => {
    if (current !== '') {
      tokens.push(current.toLowerCase());
      glued.push(gluedNext);
    }
    current = '';
    prev = undefined;
  };
  for (let i = 0; i < chars.length; i++) {
    const c = classes[i];
    if (c === 'S') {
      flush();
      gluedNext = false;
      continue;
    }
    if (c === 'M') {
      current += chars[i];
      continue;
    }
    if (prev !== undefined && isBoundary(prev, c, classes, i, chars)) {
      flush();
      gluedNext = true;
    }
    current += chars[i];
    prev = c;
  }
  flush();
  return withNumeronyms(tokens, glued);
}

/**
 * Tokens with each numeronym written without separators joined back into one word (`k8s`,
 * `i18n`, `a11y`, `l10n`, `e2e`: a letter, a count of one or two digits, a letter), where the
 * letter and digit splitting cut it into three. `glued[i]` says token `i` followed token `i - 1`
 * with no separator between them.
 */
function withNumeronyms(tokens: string[], glued: readonly boolean[]): string[] {
  let out: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const numeronym =
      i + 2 < tokens.length &&
      glued[i + 1] &&
      glued[i + 2] &&
      isLetter(tokens[i]) &&
      !(glued[i] && DIGITS.test(tokens[i - 1])) &&
      NUMERONYM_COUNT.test(tokens[i + 1]) &&
      isLetter(tokens[i + 2]);
    if (numeronym) {
      out ??= tokens.slice(0, i);
      out.push(tokens[i] + tokens[i + 1] + tokens[i + 2]);
      i += 2;
    } else out?.push(tokens[i]);
  }
  return out ?? tokens;
}

const NUMERONYM_COUNT = /^[0-9]{1,2}$/;
const DIGITS = /^[0-9]+$/;

/** Whether a token is one letter (a numeronym's first or last). */
function isLetter(token: string): boolean {
  return token.length === 1 && !DIGITS.test(token);
}

const ASCII = /^\p{ASCII}*$/u;

/** {@link classify} of the code unit at `i` of ASCII text, `undefined` past the end. */
function classifyAscii(text: string, i: number): CharClass | undefined {
  if (i >= text.length) return undefined;
  const c = text.charCodeAt(i);
  if (c >= 0x61 && c <= 0x7a) return 'L';
  if (c >= 0x41 && c <= 0x5a) return 'U';
  if (c >= 0x30 && c <= 0x39) return 'D';
  return 'S';
}

/**
 * {@link splitIdentifier} of ASCII text, which has no invisibles, marks or uncased letters and
 * is its own NFKC: the same words, sliced instead of built a character at a time.
 */
function splitAscii(name: string): string[] {
  const text = withoutInnerApostrophes(name);
  const tokens: string[] = [];
  const glued: boolean[] = [];
  let start = -1;
  let prev: CharClass | undefined;
  let gluedNext = false;
  for (let i = 0; i < text.length; i++) {
    const c = classifyAscii(text, i) as CharClass;
    if (c === 'S') {
      if (start >= 0) {
        tokens.push(text.slice(start, i).toLowerCase());
        glued.push(gluedNext);
      }
      start = -1;
      prev = undefined;
      gluedNext = false;
      continue;
    }
    if (prev !== undefined && isAsciiBoundary(prev, c, text, i)) {
      tokens.push(text.slice(start, i).toLowerCase());
      glued.push(gluedNext);
      gluedNext = true;
      start = i;
    } else if (start < 0) {
      start = i;
    }
    prev = c;
  }
  if (start >= 0) {
    tokens.push(text.slice(start).toLowerCase());
    glued.push(gluedNext);
  }
  return withNumeronyms(tokens, glued);
}

/** {@link isBoundary} for ASCII text (no marks, no uncased letters). */
function isAsciiBoundary(prev: CharClass, c: CharClass, text: string, i: number): boolean {
  if ((c === 'D') !== (prev === 'D')) return true;
  if (c === 'D') return false;
  if (c === 'U' && prev === 'L') return true;
  if (c === 'U' && prev === 'U') {
    if (classifyAscii(text, i + 1) !== 'L') return false;
    const pluralS = text[i + 1] === 's' && classifyAscii(text, i + 2) !== 'L';
    return !pluralS;
  }
  return false;
}

function nextBase(classes: CharClass[], from: number): number {
  let k = from;
  while (k < classes.length && classes[k] === 'M') k++;
  return k;
}

function isBoundary(
  prev: CharClass,
  c: CharClass,
  classes: CharClass[],
  i: number,
  chars: string[],
): boolean {
  if ((c === 'D') !== (prev === 'D')) return true;
  if (c === 'D') return false;
  if ((c === 'O') !== (prev === 'O')) return true;
  if (c === 'U' && prev === 'L') return true;
  if (c === 'U' && prev === 'U') {
    // "HTTPResponse": the last capital of a run starts the next word, except for a plural
    // "s" closing an acronym ("IDs", "URLs").
    const n = nextBase(classes, i + 1);
    if (classes[n] !== 'L') return false;
    const after = nextBase(classes, n + 1);
    const pluralS = chars[n] === 's' && classes[after] !== 'L';
    return !pluralS;
  }
  return false;
}

function unique(tokens: string[]): string[] {
  return [...new Set(tokens)];
}

/**
 * The stemmed tokens of a tool name, without repeats, in order of first appearance. English
 * function words are left out unless the name has nothing else.
 */
export function nameTokens(name: string): string[] {
  const stems = splitIdentifier(name).map(stem);
  const meaningful = stems.filter((t) => !isFunctionWord(t));
  return unique(meaningful.length > 0 ? meaningful : stems);
}

/**
 * The words of a description, lowercased, stop words removed, stemmed, without repeats, in
 * order of first appearance. Identifiers in prose split like names (`read_file` -> read file);
 * single ASCII letters (from "e.g.", list markers) carry nothing and are dropped.
 */
export function descriptionTokens(text: string): string[] {
  // A multi-action tool's jobs are each read with the tool's own description.
  let tokens = DESCRIPTION_TOKENS.get(text);
  if (tokens === undefined) {
    tokens = tokensOfDescription(text);
    if (DESCRIPTION_TOKENS.size >= MAX_CACHED_DESCRIPTIONS) DESCRIPTION_TOKENS.clear();
    DESCRIPTION_TOKENS.set(text, tokens);
  }
  return tokens.slice();
}

/** Description -> its tokens, for the last few descriptions read; callers get a copy. */
const DESCRIPTION_TOKENS = new Map<string, readonly string[]>();
const MAX_CACHED_DESCRIPTIONS = 256;

/** {@link descriptionTokens}, uncached. */
function tokensOfDescription(text: string): string[] {
  const out: string[] = [];
  for (const word of splitIdentifier(text)) {
    if (UNSPACED_RUN.test(word)) {
      out.push(...characterPairs(word));
      continue;
    }
    let s = DESCRIPTION_WORD.get(word);
    if (s === undefined) {
      s = descriptionWord(word);
      if (DESCRIPTION_WORD.size >= MAX_CACHED_WORDS) DESCRIPTION_WORD.clear();
      DESCRIPTION_WORD.set(word, s);
    }
    if (s !== null) out.push(s);
  }
  return unique(out);
}

/**
 * A run of a script written without spaces between words (Chinese, Japanese kana): one "word"
 * is a whole clause, so two descriptions saying the same thing would share no token.
 */
const UNSPACED_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}$/u;

/** Overlapping character pairs of an unspaced run, the usual unit of similarity for such text. */
function characterPairs(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** A description word's token, or `null` when it is dropped. */
function descriptionWord(word: string): string | null {
  if (word.length === 1 && word < '\u0080' && !(word >= '0' && word <= '9')) return null;
  if (isStopWord(word)) return null;
  const s = stem(word);
  return isStopWord(s) ? null : s;
}

/** Word -> {@link descriptionWord}: descriptions repeat their vocabulary. Cleared when full. */
const DESCRIPTION_WORD = new Map<string, string | null>();
const MAX_CACHED_WORDS = 1 << 16;
