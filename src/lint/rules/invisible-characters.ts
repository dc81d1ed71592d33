/**
 * TW522 invisible-characters: characters a reviewer cannot see, anywhere in a tool definition.
 * Reported as `U+XXXX`.
 */
import { codePointLabel, escapeInvisible } from '../../lexical/index.js';
import { isJsonObject } from '../../model/json.js';
import type { Tool } from '../../model/tool.js';
import { listForMessage, shortText, type LintHit } from '../hit.js';
import { pointerSegment } from '../schema-walk.js';
import { toolRule } from './rule.js';

/**
 * Format, control, default-ignorable and bidi control characters, and line/paragraph
 * separators; tab, LF and CR are ordinary text.
 */
const SUSPECT =
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2028\u2029]|(?![\t\n\r])\p{Cc}/u;
const SUSPECT_ONE = new RegExp(`^(?:${SUSPECT.source})$`, 'u');
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI_MODIFIER = /^[\u{1F3FB}-\u{1F3FF}]$/u;
const KEYCAP_BASE = /^[0-9#*]$/;

/**
 * Emoji use two invisible characters legitimately: a presentation selector (U+FE0E/U+FE0F)
 * after a pictograph or keycap base, and a joiner (U+200D) between pictographs.
 */
function isEmojiPart(chars: readonly string[], i: number): boolean {
  const ch = chars[i];
  const prev = chars[i - 1] ?? '';
  if (ch === '\uFE0F' || ch === '\uFE0E') return PICTOGRAPH.test(prev) || KEYCAP_BASE.test(prev);
  if (ch === '\u200D') {
    let j = i - 1;
    while (j >= 0 && (chars[j] === '\uFE0F' || EMOJI_MODIFIER.test(chars[j]))) j--;
    return j >= 0 && PICTOGRAPH.test(chars[j]) && PICTOGRAPH.test(chars[i + 1] ?? '');
  }
  return false;
}

/** Code points (`U+XXXX`, in order of first appearance) and how many characters were found. */
export function invisibleCodePoints(text: string): { codePoints: string[]; count: number } {
  if (!SUSPECT.test(text)) return { codePoints: [], count: 0 };
  const chars = Array.from(text);
  const seen = new Set<string>();
  let count = 0;
  chars.forEach((ch, i) => {
    if (!SUSPECT_ONE.test(ch) || isEmojiPart(chars, i)) return;
    count++;
    seen.add(codePointLabel(ch));
  });
  return { codePoints: [...seen], count };
}

/** Strings and keys of the input schema visited at most; beyond it the lint is incomplete (TW527). */
export const MAX_SCHEMA_STRINGS = 1_000_000;

interface Place {
  field: 'name' | 'title' | 'description' | 'annotation-title' | 'inputSchema';
  pointer?: string;
  codePoints: string[];
  count: number;
}

/** Places listed in evidence at most; `count` has every character. */
const MAX_PLACES = 10;

/**
 * Whether the JSON text of a value may hold a suspect character: JSON.stringify writes every
 * string and key raw except `"`, `\`, lone surrogates and U+0000–U+001F, which it escapes
 * (`\b`, `\f`, `\u00XX` for the suspect controls). A false `true` only costs the walk.
 */
function mayHoldSuspect(json: string): boolean {
  // Most definitions are printable ASCII, where no SUSPECT character lives: one quick scan
  // instead of the Unicode property classes over the whole text.
  // Otherwise the property classes read only the other characters: printable-ASCII runs become
  // one space each (JSON.stringify escapes lone surrogates, so no two halves can meet).
  return (
    (BEYOND_PRINTABLE_ASCII.test(json) && SUSPECT.test(json.replace(PRINTABLE_ASCII_RUN, ' '))) ||
    JSON_ESCAPED_SUSPECT.test(json)
  );
}

const BEYOND_PRINTABLE_ASCII = /[^\x20-\x7e]/;
const PRINTABLE_ASCII_RUN = /[\x20-\x7e]+/g;
const JSON_ESCAPED_SUSPECT = /\\(?:[bf]|u00[01])/;

/**
 * TW522 over the tool's name, title, description, annotations' title and input schema. `json`
 * is the tool's `toolTokenText` (its name, description and schema as JSON), when known: without
 * a suspect character there (or in a title), nothing is walked.
 */
export function invisibleHits(tool: Tool, json?: string): LintHit<'TW522'>[] {
  return invisibleScan(tool, json).hits;
}

/** `invisibleHits`, and whether `MAX_SCHEMA_STRINGS` stopped the schema walk (`truncated`). */
export function invisibleScan(
  tool: Tool,
  json?: string,
): { hits: LintHit<'TW522'>[]; truncated: boolean } {
  const titles = `${tool.title ?? ''}${tool.annotationTitle ?? ''}`;
  if (json !== undefined && !mayHoldSuspect(json) && !SUSPECT.test(titles)) {
    return { hits: [], truncated: false };
  }
  const places: Place[] = [];
  const check = (field: Place['field'], text: string, pointer?: string): void => {
    const { codePoints, count } = invisibleCodePoints(text);
    if (count === 0) return;
    const p: Place = { field, codePoints, count };
    if (pointer !== undefined) p.pointer = escapeInvisible(pointer);
    places.push(p);
  };
  check('name', tool.name);
  if (tool.title !== undefined) check('title', tool.title);
  check('description', tool.description);
  if (tool.annotationTitle !== undefined) check('annotation-title', tool.annotationTitle);
  let budget = MAX_SCHEMA_STRINGS;
  // An explicit stack, in document order: no depth bound and no call-stack overflow.
  const stack: { value: unknown; pointer: string; key?: string }[] = [
    { value: tool.inputSchema, pointer: '' },
  ];
  while (stack.length > 0 && budget > 0) {
    const { value, pointer, key } = stack.pop() as (typeof stack)[number];
    if (key !== undefined) {
      budget--;
      // a key is shown to the model as the parameter name
      check('inputSchema', key, pointer);
    } else if (typeof value === 'string') {
      budget--;
      check('inputSchema', value, pointer);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], pointer: `${pointer}/${i}` });
      }
    } else if (isJsonObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const at = `${pointer}/${pointerSegment(keys[i])}`;
        stack.push({ value: value[keys[i]], pointer: at });
        stack.push({ value: undefined, pointer: at, key: keys[i] });
      }
    }
  }
  const truncated = stack.length > 0;
  if (places.length === 0) return { hits: [], truncated };
  const count = places.reduce((n, p) => n + p.count, 0);
  const codePoints = [...new Set(places.flatMap((p) => p.codePoints))];
  const where = places.map((p) => shortText(p.pointer ?? p.field, 60));
  return {
    hits: [
      {
        ruleId: 'TW522',
        detail: `has ${count} invisible character(s) (${listForMessage(codePoints, 4)}) in ${listForMessage(where)}`,
        evidence: {
          codePoints: codePoints.slice(0, 32),
          count,
          places: places.slice(0, MAX_PLACES),
        },
      },
    ],
    truncated,
  };
}

export const invisibleCharacters = toolRule('TW522', ({ tool, json, bound }) => {
  const { hits, truncated } = invisibleScan(tool, json);
  if (truncated) bound('schema-strings');
  return hits;
});
