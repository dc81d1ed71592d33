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

/** The kind of system of web search and fetch services (see `SYSTEM_KINDS`). */
const WEB_KIND = 'web';

/** The object word of a web address (`url`; "web page" and "link" say it too, see the synonyms). */
const ADDRESS = 'url';

/** A tool's server kind and its object (stemmed words, head last). */
export interface KindedJob {
  kind?: string;
  object: readonly string[];
}

/**
 * Whether two objects of one head differ in that one is of a web address (`url screenshot`: a
 * crawler's screenshot of web pages at the addresses it is given) and the other, on a server that
 * is no web reader, names none (a browser's screenshot of the page it has open): the first goes to
 * an address, the second shows what is already open.
 */
export function addressedApart(a: KindedJob, b: KindedJob): boolean {
  if (a.object.at(-1) !== b.object.at(-1)) return false;
  const addressed = (o: readonly string[]) => o.slice(0, -1).includes(ADDRESS);
  const apart = (x: KindedJob, y: KindedJob) =>
    addressed(x.object) && !addressed(y.object) && y.kind !== WEB_KIND;
  return apart(a, b) || apart(b, a);
}
