/**
 * Where two JSON values differ, as RFC 6901 pointers — key paths only, never values. Equality
 * is exactly JCS equality (RFC 8785): key order is irrelevant, nothing else is ignored.
 */
import { canonicalJson } from '../canonical/jcs.js';
import { hasOwn, isJsonObject } from '../model/json.js';
import { comparePointers } from '../findings/index.js';

/** Default cap on the paths one diff reports; the rest are counted. */
export const MAX_DIFF_PATHS = 64;

export interface KeyPathDiff {
  /** Pointers (sorted as pointers, numeric segments as numbers) where the values differ; each exists in at least one side. */
  paths: string[];
  /** Differing paths left out beyond the cap. */
  omitted: number;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The key paths at which `expected` and `actual` differ. Objects are compared key by key (a
 * key on one side only is reported at its own path), arrays index by index (extra elements at
 * their index), anything else by JCS bytes at the path where it sits. Empty iff JCS-equal.
 */
export function keyPathDiff(
  expected: unknown,
  actual: unknown,
  maxPaths = MAX_DIFF_PATHS,
): KeyPathDiff {
  const found: string[] = [];
  // Iterative, so no nesting depth can overflow the stack.
  const stack: [unknown, unknown, string][] = [[expected, actual, '']];
  while (stack.length > 0) {
    const [a, b, at] = stack.pop() as [unknown, unknown, string];
    if (isJsonObject(a) && isJsonObject(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        const path = `${at}/${escapeSegment(key)}`;
        if (!hasOwn(a, key) || !hasOwn(b, key)) found.push(path);
        else stack.push([a[key], b[key], path]);
      }
    } else if (Array.isArray(a) && Array.isArray(b)) {
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n; i++) {
        if (i >= a.length || i >= b.length) found.push(`${at}/${i}`);
        else stack.push([a[i], b[i], `${at}/${i}`]);
      }
    } else if (canonicalJson(a) !== canonicalJson(b)) {
      found.push(at);
    }
  }
  const paths = [...new Set(found)].sort(comparePointers);
  return { paths: paths.slice(0, maxPaths), omitted: Math.max(0, paths.length - maxPaths) };
}
