import { secretValueKind } from '../config/secrets.js';

/** Longest untrusted text (in code points) an error message quotes before cutting it with `…`. */
export const MAX_QUOTED_LENGTH = 64;

/**
 * Characters that must never reach a terminal raw: C0/C1 controls, DEL, line/paragraph
 * separators, zero-width and bidirectional controls (they can reorder or hide message text).
 */
function isUnsafe(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    code === 0x61c ||
    code === 0x180e ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff ||
    (code >= 0xfff9 && code <= 0xfffb) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/**
 * Quotes untrusted text for a one-line error message: wraps it in double quotes, escapes `"`
 * and `\`, writes unsafe characters and lone surrogates as `\uXXXX`, and cuts it after
 * `maxLength` code points with `…`.
 */
export function quoteForMessage(text: string, maxLength = MAX_QUOTED_LENGTH): string {
  let out = '"';
  let count = 0;
  for (const ch of text) {
    if (count === maxLength) {
      out += '…';
      break;
    }
    count++;
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (isUnsafe(code)) out += unicodeEscape(code);
    else out += ch;
  }
  return out + '"';
}

/** `\uXXXX` for a UTF-16 code unit (or a BMP code point). */
export function unicodeEscape(code: number): string {
  return '\\u' + code.toString(16).toUpperCase().padStart(4, '0');
}

/** `U+XXXX` name of a code point, for messages that describe a character rather than quote it. */
export function codePointName(code: number): string {
  return 'U+' + code.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * True for text that must not be echoed even where a name belongs (a key, a tool name, a type
 * word): a known token shape or a high-entropy run (`sk_live_…`), or a digit run as in an ID,
 * card or phone number (`123-45-6789`). A hostile or careless file can put a value anywhere.
 */
export function looksLikeValue(text: string): boolean {
  return (
    secretValueKind(text) !== undefined || /\d{3,}[-. /]?\d{2,}[-. /]?\d{3,}|\d{8,}/.test(text)
  );
}

/**
 * Quotes a name from input (a key, a tool name, a type word) for a one-line message, as
 * `quoteForMessage` does, unless it looks like a value (`looksLikeValue`): that is described by
 * its length instead, so an error never repeats a secret pasted where a name belongs.
 */
export function quoteNameForMessage(name: string, maxLength = MAX_QUOTED_LENGTH): string {
  if (!looksLikeValue(name)) return quoteForMessage(name, maxLength);
  return `(${[...name].length} characters, not shown: they look like a secret or an ID number)`;
}

/**
 * Quotes a word read from a value position (a transport `type`, an enum-like setting) only when
 * it is a short lowercase word such as `websocket`; anything else is described, not shown, since
 * a message never repeats a value.
 */
export function quoteWordForMessage(word: string): string {
  if (/^[a-z][a-z0-9_-]{0,23}$/.test(word) && !looksLikeValue(word)) return quoteForMessage(word);
  return `(a value of ${[...word].length} characters, not shown)`;
}

/**
 * What a schema compiler's error says is wrong, without the input text it quotes: an unresolved
 * `$ref` and an unsupported pattern are named; other messages keep their first line with every
 * quoted span taken out (`withoutQuotedInput`).
 */
export function describeCompileError(message: string): string {
  if (/can't resolve reference|does not resolve/.test(message)) return 'a $ref does not resolve';
  if (/not supported by the linear-time engine/.test(message)) {
    return 'a pattern is not supported by the linear-time engine';
  }
  return withoutQuotedInput(message.split('\n')[0]);
}

/**
 * A validator's or compiler's message with the text it quotes from the input taken out
 * (`"…"`, `'…'` and backtick spans become `"…"`): it still says what is wrong and where, never
 * what the input held.
 */
export function withoutQuotedInput(message: string): string {
  return message.replace(/"(?:[^"\\\n]|\\.)*"|`[^`\n]*`|'[^'\n]*'/g, '"…"');
}
