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
