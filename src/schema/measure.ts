/** Bounded, iterative size check of an untrusted schema document, run before anything else. */
import type { ProofReason } from '../model/proof.js';

/** Limits on a schema document's shape. */
export interface SizeLimits {
  /** Maximum JSON nesting depth of the document. */
  maxDepth: number;
  /** Maximum number of JSON values (objects, arrays, scalars) in the document. */
  maxNodes: number;
}

/** Defaults used by `getValidator` when called without limits. */
export const DEFAULT_SIZE_LIMITS: SizeLimits = { maxDepth: 64, maxNodes: 20000 };

export type Measured =
  | { ok: true; nodes: number; depth: number; hasAsync: boolean }
  | { ok: false; reason: ProofReason };

/**
 * Counts values and depth without recursion (so a 100k-deep document cannot overflow the stack
 * and a cyclic object graph stops at the depth limit). Rejects values JSON cannot carry.
 */
export function measure(doc: unknown, limits: SizeLimits): Measured {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: doc, depth: 1 }];
  let nodes = 0;
  let maxSeen = 0;
  let hasAsync = false;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > limits.maxNodes) {
      return {
        ok: false,
        reason: {
          code: 'budget',
          message: `schema has more than ${limits.maxNodes} nodes (maxNodes)`,
        },
      };
    }
    if (depth > limits.maxDepth) {
      return {
        ok: false,
        reason: {
          code: 'budget',
          message: `schema nests deeper than ${limits.maxDepth} levels (maxDepth)`,
        },
      };
    }
    if (depth > maxSeen) maxSeen = depth;
    if (value === null || typeof value === 'string' || typeof value === 'boolean') continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return notJson('a non-finite number');
      continue;
    }
    if (typeof value !== 'object') return notJson(`a value of type ${typeof value}`);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return notJson('a non-plain object');
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      if (keys[i] === '$async') hasAsync = true;
      stack.push({ value: (value as Record<string, unknown>)[keys[i]], depth: depth + 1 });
    }
  }
  return { ok: true, nodes, depth: maxSeen, hasAsync };
}

function notJson(what: string): Measured {
  return {
    ok: false,
    reason: { code: 'invalid-schema', message: `schema contains ${what}, which is not JSON` },
  };
}
