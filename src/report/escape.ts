/**
 * Escaping of untrusted text (tool names, servers, uris, messages, witness strings) for each
 * place it is shown. All renderers go through these helpers; none escapes inline.
 */

// Characters that would let untrusted text move the cursor, recolour or reorder the terminal,
// or hide itself: C0/C1 controls, DEL, format characters (bidi controls, zero-width, BOM, tags),
// line/paragraph separators, lone surrogates, spaces other than U+0020, variation selectors and
// the Hangul fillers that render as nothing.
const UNSAFE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|(?! )\p{Zs}|[\u{180B}-\u{180F}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{115F}\u{1160}\u{3164}\u{FFA0}]/gu;

function visible(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  return `\\u{${cp.toString(16).toUpperCase().padStart(4, '0')}}`;
}

/**
 * Text safe to print on a terminal: every control, format (bidi, zero-width) or otherwise
 * invisible character becomes a visible `\u{XXXX}`. Backslashes are left alone.
 */
export function escapeTerminal(text: string): string {
  return text.replace(UNSAFE, visible);
}

const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|<>~&:"'=^$%,;?/]/g;

/**
 * Text safe to place inline in GitHub Markdown (summaries, comments, table cells): invisible
 * characters are made visible as for the terminal, line breaks cannot start a new block, ASCII
 * punctuation is backslash-escaped (no emphasis, links, HTML or table breaks) and `@` cannot
 * mention anyone.
 */
export function escapeMarkdown(text: string): string {
  return escapeTerminal(text)
    .replace(MARKDOWN_PUNCTUATION, (ch) => HTML_ENTITY[ch] ?? `\\${ch}`)
    .replace(/@/g, '@&#8203;');
}

// HTML metacharacters become entities (no tag or entity can form); other punctuation is
// backslash-escaped so no emphasis, link, table cell or heading can form.
const HTML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * SARIF plain-text message content: invisible characters made visible, and `\`, `[`, `]`
 * backslash-escaped so untrusted text cannot form an embedded link (SARIF §3.11.6).
 */
export function escapeSarifText(text: string): string {
  return escapeTerminal(text).replace(/[\\[\]]/g, (ch) => `\\${ch}`);
}

// Inside JSON text these characters can only occur in strings, so replacing them with a
// `\uXXXX` escape keeps the parsed value identical while keeping a `cat` of the file harmless.
const JSON_UNSAFE =
  /[\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;

const JSON_UNSAFE_ANY = new RegExp(JSON_UNSAFE.source);

/** `JSON.stringify` whose output shows no raw bidi, C1 or invisible format characters. */
export function stringifyJsonSafe(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  if (text === undefined) throw new TypeError('bug: value has no JSON representation');
  // A search is cheaper than a replace that finds nothing, the usual case for a large report.
  if (!JSON_UNSAFE_ANY.test(text)) return text;
  return text.replace(
    JSON_UNSAFE,
    (ch) => `\\u${(ch.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );
}

const HTML_METACHARACTERS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe in HTML element content and in quoted attribute values: invisible characters made
 * visible as for the terminal, then `& < > " '` as entities, so no tag, entity, attribute or
 * end of a `<style>`/`<script>` element can form.
 */
export function escapeHtml(text: string): string {
  return escapeTerminal(text).replace(/[&<>"']/g, (ch) => HTML_METACHARACTERS[ch]);
}
