/**
 * What the model reads, made matchable: a text is split into the part a reviewer sees and the
 * parts a renderer hides (HTML comments, Markdown link titles, Unicode tag characters) or an
 * encoding hides (base64 and hex runs that decode to readable text). Each part is folded the
 * same way (NFKC, invisibles out, look-alikes to ASCII, case and whitespace folded), so a
 * directive matches however it was dressed up.
 */
import { Buffer } from 'node:buffer';
import { prototypeOf, stripInvisible } from '../lexical/unicode.js';

/** How a part of a text was hidden from a person reading it; absent for the visible text. */
export type Concealment = 'html-comment' | 'link-title' | 'tag-characters' | 'base64' | 'hex';

/** One part of a text, folded for matching. */
export interface NormalText {
  /** Set when the part was hidden (see `Concealment`). */
  via?: Concealment;
  /** NFKC, invisibles removed, look-alikes mapped to ASCII, whitespace runs folded; case kept. */
  cased: string;
  /** `cased` in lower case: what the English patterns read. */
  folded: string;
  /** Lower case, NFKC, accents removed, look-alikes kept: what non-Latin patterns read. */
  plain: string;
  /** `folded` with punctuation (except apostrophes) as spaces, one space between words. */
  readonly words: string;
}

const ASCII = /^\p{ASCII}*$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const NON_ASCII = /[^\p{ASCII}]/gu;
/** Control characters other than tab and line breaks: spaces to the patterns. */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;
const MARKS = /\p{M}+/gu;
/** Unicode tag characters (U+E0000 block): invisible, but they spell ASCII to a model. */
const TAG_RUN = /[\u{E0000}-\u{E007F}]+/gu;
const HTML_COMMENT = /<!--([\s\S]*?)(?:-->|$)/g;
/** `[text](url "title")`, `[text](url 'title')`, `[text](url (title))`: the title is hover text. */
const LINK_TITLE = /\]\(\s*<?[^\s)>]*>?\s+(?:"([^"]*)"|'([^']*)'|\(([^)]*)\))\s*\)/g;
/** Base64 (standard or URL-safe) and hex runs long enough to carry a sentence. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g;
const HEX_RUN = /\b(?:[0-9A-Fa-f]{2}){16,}\b/g;

/**
 * Whitespace runs become one space. A paragraph break, or a line break before a list item or a
 * heading, stays one `\n` (a clause boundary for the patterns); other line breaks are
 * hard-wrapped prose and become spaces. NFKC has already made odd spaces ordinary.
 */
function foldSpace(text: string): string {
  // Most texts are one line of single spaces: nothing to fold but the ends.
  const spaced = ODD_SPACE.test(text) ? text.replace(/[^\S\n]+/g, ' ') : text;
  if (!spaced.includes('\n')) return spaced.trim();
  return spaced
    .replace(/ ?\n(?: ?\n)+ ?/g, '\u2029')
    .replace(/ ?\n ?(?=[-*•#>|]|\d+[.)]\s)/g, '\u2029')
    .replace(/ ?\n ?/g, ' ')
    .replace(/\u2029/g, '\n')
    .trim();
}

/** Whitespace that {@link foldSpace} makes one space: a run of two, or any but a space or `\n`. */
const ODD_SPACE = /[^\S\n ]| {2}/;

/** Non-ASCII look-alikes mapped to their printable ASCII UTS #39 prototype (never ASCII itself). */
function mapLookAlikes(text: string): string {
  return text.replace(NON_ASCII, (ch) => {
    const proto = prototypeOf(ch);
    return proto !== undefined && PRINTABLE_ASCII.test(proto) ? proto : ch;
  });
}

/** Folded with punctuation as spaces: `ignore *all* previous` -> `ignore all previous`. */
export function wordsOf(folded: string): string {
  return folded
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds one part (see `NormalText`). */
export function foldPart(text: string, via?: Concealment): NormalText {
  let cased: string;
  let folded: string;
  let plain: string;
  if (ASCII.test(text)) {
    // ASCII has no invisibles or look-alikes and is its own NFKC; controls are whitespace here.
    cased = foldSpace(text.replace(CONTROL, ' '));
    folded = cased.toLowerCase();
    plain = folded;
  } else {
    const nfkc = stripInvisible(stripInvisible(text).normalize('NFKC')).replace(CONTROL, ' ');
    cased = foldSpace(mapLookAlikes(nfkc));
    folded = cased.toLowerCase();
    plain = foldSpace(nfkc.toLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC'));
  }
  let words: string | undefined;
  const out: NormalText = {
    cased,
    folded,
    plain,
    // Made on first use: most texts never reach a pattern that reads words.
    get words(): string {
      words ??= wordsOf(folded);
      return words;
    },
  };
  if (via !== undefined) out.via = via;
  return out;
}

/** Tag characters spell ASCII: U+E0020–U+E007E are the printable ASCII characters + 0xE0000. */
function decodeTags(run: string): string {
  let out = '';
  for (const ch of run) {
    const cp = (ch.codePointAt(0) ?? 0) - 0xe0000;
    if (cp >= 0x20 && cp <= 0x7e) out += String.fromCharCode(cp);
  }
  return out;
}

/**
 * Readable text: mostly printable ASCII or letters, with word breaks, no replacement
 * characters. Decoded identifiers and binary are neither.
 */
function readable(text: string): boolean {
  if (text.length < 12 || text.includes('\ufffd')) return false;
  const spaces = text.match(/\s/g)?.length ?? 0;
  if (spaces < 2) return false;
  let good = 0;
  for (const ch of text) if (/[\p{L}\p{N}\p{P}\s]/u.test(ch)) good++;
  return good >= 0.9 * Array.from(text).length;
}

/** Runs of `re` in `text` that decode (with `decode`) to readable text. */
function decodedRuns(text: string, re: RegExp, decode: (run: string) => string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const decoded = decode(m[0]);
    if (readable(decoded)) out.push(decoded);
  }
  return out;
}

function fromBase64(run: string): string {
  return Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

function fromHex(run: string): string {
  return Buffer.from(run, 'hex').toString('utf8');
}

/** Whether `text` may hold a hidden part: a cheap test before the splitting regexes. */
function mayHide(text: string): boolean {
  // Tag characters (U+E0000 block) are surrogate pairs led by U+DB40.
  return (
    text.includes('<!--') ||
    text.includes('](') ||
    (text.includes('\uDB40') && TAG_CHARACTER.test(text))
  );
}

const TAG_CHARACTER = /[\u{E0000}-\u{E007F}]/u;

/** Whether `text` has a run of {@link MIN_ENCODED_RUN} base64 or hex characters: one pass. */
function mayEncode(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const inRun =
      (c >= 0x61 && c <= 0x7a) || // a-z
      (c >= 0x41 && c <= 0x5a) || // A-Z
      (c >= 0x30 && c <= 0x39) || // 0-9
      c === 0x2b || // +
      c === 0x2f || // /
      c === 0x5f || // _
      c === 0x2d; // -
    run = inRun ? run + 1 : 0;
    if (run >= MIN_ENCODED_RUN) return true;
  }
  return false;
}

/** The shortest base64 run {@link BASE64_RUN} reads (hex runs are longer). */
const MIN_ENCODED_RUN = 24;

/**
 * The parts of one model-visible text: first the text a reviewer sees (hidden parts taken out),
 * then each hidden part on its own, labelled with how it was hidden.
 */
export function normalizeText(text: string): NormalText[] {
  if (!mayHide(text) && (text.length < MIN_ENCODED_RUN || !mayEncode(text))) {
    return [foldPart(text)];
  }
  const hidden: { text: string; via: Concealment }[] = [];
  let visible = text.replace(TAG_RUN, (run) => {
    const decoded = decodeTags(run);
    if (decoded.trim() !== '') hidden.push({ text: decoded, via: 'tag-characters' });
    return ' ';
  });
  visible = visible.replace(HTML_COMMENT, (_, body: string) => {
    if (body.trim() !== '') hidden.push({ text: body, via: 'html-comment' });
    return ' ';
  });
  visible = visible.replace(LINK_TITLE, (all: string, a?: string, b?: string, c?: string) => {
    const title = a ?? b ?? c ?? '';
    if (title.trim() !== '') hidden.push({ text: title, via: 'link-title' });
    return all;
  });
  // Encoded runs are looked for in the text as NFKC makes it (full-width digits are digits).
  const nfkc = stripInvisible(visible).normalize('NFKC');
  for (const decoded of decodedRuns(nfkc, BASE64_RUN, fromBase64)) {
    hidden.push({ text: decoded, via: 'base64' });
  }
  for (const decoded of decodedRuns(nfkc, HEX_RUN, fromHex)) {
    hidden.push({ text: decoded, via: 'hex' });
  }
  return [foldPart(visible), ...hidden.map((h) => foldPart(h.text, h.via))];
}
