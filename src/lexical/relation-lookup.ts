/**
 * Qualifiers that name things by their relation to one given thing ("related videos" of a video,
 * "similar APIs" of an API, the "sub test plans" under a parent plan): such a tool looks up what
 * one item links to, it does not list or search the things by a filter, so it is no narrower
 * form of a plain listing or search of them, even when the other's text says "related" in
 * passing ("videos related to specific topics").
 */
import { stem } from './words.js';

const RELATION_WORDS: ReadonlySet<string> = new Set(['related', 'similar', 'sub'].map(stem));

/** Whether an object's words (a phrase's too) include a relation qualifier before its head. */
function relatedTo(object: readonly string[]): boolean {
  return object
    .slice(0, -1)
    .flatMap((w) => w.split(' '))
    .some((w) => RELATION_WORDS.has(w));
}

/**
 * Whether two objects of one head are one a lookup of things related to a given one and the
 * other the things themselves (`related video` / `video`); two relation lookups stay alike.
 */
export function relationLookupApart(a: readonly string[], b: readonly string[]): boolean {
  return a.at(-1) === b.at(-1) && relatedTo(a) !== relatedTo(b);
}
