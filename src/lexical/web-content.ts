/**
 * What the words of web content (a URL, HTML, Markdown, text, a JSON response: `WEB_CONTENT`) mean
 * as an object: content at a web address only on a server that reads the web or whose kind is not
 * known; on a server of another known kind, that kind's own thing in that form.
 */
import { WEB_CONTENT, WEB_READING_KINDS } from './domain.js';
import { stem } from './words.js';

const WEB_WORDS: ReadonlySet<string> = new Set(WEB_CONTENT.map(stem));

/** A tool's server kind (`undefined`: unknown) and its object's stemmed head. */
export interface KindedObject {
  kind?: string;
  head?: string;
}

/**
 * Whether two tools of different kinds of system meet only on a word of web content that one of
 * them, on a server of a known kind that does not read the web, uses for its own thing: a SQL
 * engine's `json_get` reads a JSON column, not a fetched JSON document nor a searched web.
 */
export function webContentApart(a: KindedObject, b: KindedObject): boolean {
  if (a.kind === b.kind) return false;
  return [a, b].some(
    (e) =>
      e.kind !== undefined &&
      !WEB_READING_KINDS.includes(e.kind) &&
      e.head !== undefined &&
      WEB_WORDS.has(e.head),
  );
}
