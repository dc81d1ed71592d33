/**
 * Values a parameter's description lists where its schema gives no enum: "The type of HubSpot
 * object to list. Valid values include: companies, contacts, deals." is a selector of those
 * three in all but schema, and so is "Action to perform (e.g., 'create', 'list', 'remove')".
 * Only an explicit marker ("valid values", "one of:", "e.g." before quoted values) opens the list,
 * and only a list of two or more plain identifiers counts, so prose that happens to hold commas
 * ("one of the connect tools", "accepted values: \"1 - Critical\", …") lists nothing.
 */

/** What opens a list of values: "Valid values include:", "Allowed values are", "Can be one of:". */
const MARKER =
  /\b(?:(?:valid|allowed|accepted|possible|supported|available) values(?: include| are)?|one of|e\.g\.,?)\s*:?\s+/gi;

/** An example list ("Action to perform (e.g., 'create', 'list')") counts only of quoted values. */
const EXAMPLES = /^e\.g\./i;

/** Markers read per description, and characters read after each: a real list is short. */
const MAX_MARKERS = 8;
const MAX_LIST_CHARS = 2000;

/** One value: an identifier, quoted or not (`line_items`, `'default_task'`, `` `dark-blue` ``). */
const VALUE = /^(['"`]?)([A-Za-z][A-Za-z0-9_-]*)\1$/;

/**
 * Where a list stops: a full stop or colon ending its sentence (not the dot of `v1.2`), a clause
 * mark, a parenthesis or a line break.
 */
const LIST_END = /[.:](?=\s|$)|[;()\n]/;

/**
 * The values a description lists after a marker, in order, or `undefined` when it lists none:
 * every item up to the end of the sentence must be one identifier (`a, b, and c`, `a or b`).
 */
export function listedValues(description: string): string[] | undefined {
  let tried = 0;
  for (const marker of description.matchAll(MARKER)) {
    // Hostile text may repeat the marker without end: a few tries and a bounded window each keep
    // the work linear in the description.
    if (++tried > MAX_MARKERS) break;
    const start = (marker.index ?? 0) + marker[0].length;
    const rest = description.slice(start, start + MAX_LIST_CHARS);
    const end = LIST_END.exec(rest);
    // A list that runs past the window is no short list of values (nor one read whole).
    if (end === null && rest.length === MAX_LIST_CHARS) continue;
    const run = end === null ? rest : rest.slice(0, end.index);
    const items = run
      .split(/\s*,\s*|\s+or\s+|\s*\|\s*/)
      .map((item) => item.trim().replace(/^(?:and|or)\s+/, ''))
      .filter((item) => item !== '');
    const matched = items.map((item) => VALUE.exec(item));
    const values = matched.map((m) => m?.[2]);
    if (values.length < 2 || values.some((v) => v === undefined)) continue;
    if (EXAMPLES.test(marker[0]) && matched.some((m) => m?.[1] === '')) continue;
    return values as string[];
  }
  return undefined;
}
