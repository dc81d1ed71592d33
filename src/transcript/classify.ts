import { readLines, type LineSource } from './lines.js';

/** What kind of input a file is: a strict transcript, or something else (a provider trace). */
export type InputKind = 'transcript' | 'other';

/**
 * Classifies a file by its first non-blank line: a JSON object with an `index` or `tool` and a
 * `response` field (or a one-line `{…}` that does not parse, so the strict parser can say where)
 * is a transcript. Reads only up to that line.
 */
export function classifyInput(source: LineSource): InputKind {
  for (const { text } of readLines(source, { peek: true })) {
    const body = text.trim();
    if (body === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return body.startsWith('{') && body.endsWith('}') ? 'transcript' : 'other';
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'other';
    const keys = Object.keys(value);
    return keys.includes('index') || (keys.includes('tool') && keys.includes('response'))
      ? 'transcript'
      : 'other';
  }
  return 'transcript';
}
