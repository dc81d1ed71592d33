import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'configs');
export const EXAMPLES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'examples',
  'configs',
);

export function fixture(rel: string): string {
  return readFileSync(join(FIXTURES, rel), 'utf8');
}

/** 1-based line and UTF-16 column of the `nth` occurrence of `needle` (independent of the parser). */
export function positionOf(
  text: string,
  needle: string,
  nth = 0,
): { line: number; column: number } {
  let at = -1;
  for (let k = 0; k <= nth; k++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`fixture has no ${JSON.stringify(needle)} #${nth}`);
  }
  const before = text.slice(0, at).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Position of the character right after the first `prefix` (e.g. a value after `"key": `). */
export function positionAfter(text: string, prefix: string): { line: number; column: number } {
  const at = text.indexOf(prefix);
  if (at === -1) throw new Error(`fixture has no ${JSON.stringify(prefix)}`);
  const before = text.slice(0, at + prefix.length).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
