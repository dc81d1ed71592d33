/**
 * Finds the first duplicate key of a JSON text. JSON.parse keeps the last value of a repeated
 * key, so a transcript line `{"tool":"delete_db","tool":"read_file",…}` would be audited as a
 * `read_file` call and sealed without its first value: transcripts refuse duplicate keys at
 * any depth, as catalogs and traces do.
 */

/** A repeated key: the UTF-16 offset of its second occurrence's opening quote, and the key. */
export interface DuplicateKey {
  offset: number;
  key: string;
}

/** The end (after the closing quote) of the JSON string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x5c) k++;
    else if (c === 0x22) return k + 1;
  }
  return text.length;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

/**
 * The first key, in text order, that repeats a key of the same object (keys compared as
 * decoded strings, so `"\u0061"` repeats `"a"`), or undefined. `text` must be valid JSON (call
 * it after JSON.parse accepted the text).
 */
export function findDuplicateKey(text: string): DuplicateKey | undefined {
  // one entry per open container: the keys seen so far in an object, null for an array
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = stringEnd(text, i);
      const keys = open.length > 0 ? open[open.length - 1] : null;
      if (keys !== null && text.charCodeAt(skipSpace(text, end)) === 0x3a) {
        const raw = text.slice(i + 1, end - 1);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
        if (keys.has(key)) return { offset: i, key };
        keys.add(key);
      }
      i = end;
    } else {
      if (c === 0x7b) open.push(new Set());
      else if (c === 0x5b) open.push(null);
      else if (c === 0x7d || c === 0x5d) open.pop();
      i++;
    }
  }
  return undefined;
}
