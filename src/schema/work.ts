/** Work accounting, conjunction flattening and the conservative structural evaluator. */
import { canonicalJson } from '../canonical/jcs.js';
import type { ProofReason } from '../model/proof.js';
import { has } from './dialect.js';
import { jsonEqual, type Kind, type Node } from './ir.js';
import { formatAccepts, patternMatches } from './strings.js';

/** Limits on the work one proof may do. Verdict-deciding limits count work, never time. */
export interface ProofBudget {
  maxDepth: number;
  maxNodes: number;
  maxBranches: number;
  maxCandidates: number;
  maxWitnessBytes: number;
  maxValidations: number;
  timeoutMs: number;
}

/** Counters of one search or disjointness pass. */
export interface Work {
  budget: ProofBudget;
  branches: number;
  candidates: number;
  validations: number;
  deadline: number;
  exhausted?: ProofReason;
  timedOut: boolean;
}

export function newWork(budget: ProofBudget, deadline: number): Work {
  return { budget, branches: 0, candidates: 0, validations: 0, deadline, timedOut: false };
}

type Counter = 'branches' | 'candidates' | 'validations';
const LIMIT: Record<Counter, keyof ProofBudget> = {
  branches: 'maxBranches',
  candidates: 'maxCandidates',
  validations: 'maxValidations',
};

/** Spends one unit of a counter; false (and the reason recorded) once the budget is used up. */
export function spend(work: Work, counter: Counter): boolean {
  if (work.exhausted || work.timedOut) return false;
  if ((work[counter] & 63) === 0 && Date.now() > work.deadline) {
    work.timedOut = true;
    return false;
  }
  const limit = work.budget[LIMIT[counter]];
  if (work[counter] >= limit) {
    work.exhausted = {
      code: 'budget',
      message: `the proof used up its ${LIMIT[counter]} budget (${limit})`,
    };
    return false;
  }
  work[counter] += 1;
  return true;
}

/** Working state of one expansion: the conjunction so far and the disjunctions still open. */
export interface Flat {
  nodes: Node[];
  disjunctions: Node[][];
}

/** Flattens `allOf` into one conjunction; soft nodes are dropped unless `soft` is set. */
export function flatten(nodes: Node[], soft: boolean): Flat {
  const out: Flat = { nodes: [], disjunctions: [] };
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.soft && !soft) continue;
    out.nodes.push(n);
    for (let i = n.allOf.length - 1; i >= 0; i--) stack.push(n.allOf[i]);
    out.disjunctions.push(...n.anyOf);
  }
  return out;
}

/**
 * Every way of choosing one branch per `anyOf`/`oneOf`, as flat conjunctions, within the
 * branch budget. `state.truncated` is set when the budget cut the enumeration short.
 */
export function* expansions(
  nodes: Node[],
  soft: boolean,
  work: Work,
  state: { truncated: boolean; disjunctive: boolean; pruned?: number },
  base: Node[] = [],
): Generator<Node[]> {
  const flat = flatten(nodes, soft);
  // `base` is a conjunction already flattened and expanded: prepended as it is.
  const first = { nodes: base.concat(flat.nodes), disjunctions: flat.disjunctions };
  if (first.disjunctions.length > 0) state.disjunctive = true;
  function* choose(conj: Node[], open: Node[][]): Generator<Node[]> {
    if (open.length === 0) {
      yield conj;
      return;
    }
    const [head, ...rest] = open;
    for (const branch of head) {
      if (!spend(work, 'branches')) {
        state.truncated = true;
        return;
      }
      const sub = flatten([branch], soft);
      const next = conj.concat(sub.nodes);
      if (quickNever(next)) {
        state.pruned = (state.pruned ?? 0) + 1;
        continue;
      }
      yield* choose(next, rest.concat(sub.disjunctions));
      if (state.truncated) return;
    }
  }
  if (quickNever(first.nodes)) {
    yield first.nodes;
    return;
  }
  yield* choose(first.nodes, first.disjunctions);
}

/** The kinds allowed by every node of a conjunction. */
export function kindsOf(conj: Node[]): Set<Kind> {
  let kinds: Set<Kind> | undefined;
  for (const n of conj) {
    if (!n.types) continue;
    kinds = kinds ? new Set([...kinds].filter((k) => n.types!.has(k))) : new Set(n.types);
  }
  return (
    kinds ?? new Set<Kind>(['null', 'boolean', 'object', 'array', 'string', 'integer', 'number'])
  );
}

function quickNever(conj: Node[]): boolean {
  return conj.some((n) => n.never) || kindsOf(conj).size === 0;
}

/** The kind of a JSON value as JSON Schema types see it. */
export function kindOfValue(v: unknown): Kind | undefined {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number')
    return Number.isInteger(v) ? 'integer' : Number.isFinite(v) ? 'number' : undefined;
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  return undefined;
}

/** Code-point length, as JSON Schema (and Ajv) count string length. */
export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Ajv's own multipleOf test, reproduced exactly (floating-point division). */
export function ajvMultipleOf(v: number, m: number): boolean {
  const r = v / m;
  return r === parseInt(r as unknown as string);
}

/**
 * True only when `v` is certainly rejected by `node` under the supported keywords (`pattern` and
 * `format` are checked with the very engines Ajv uses). Keywords it does not model (soft
 * siblings, unsupported ones) never make it say true, so a `true` answer is sound, and `false`
 * only means "maybe".
 */
export function rejects(node: Node, v: unknown, depth: number): boolean {
  if (node.soft || node.opaque || depth > 256) return false;
  if (node.never) return true;
  const kind = kindOfValue(v);
  if (kind === undefined) return false;
  if (node.types && !node.types.has(kind)) return true;
  if (node.domain && !node.domain.some((w) => jsonEqual(v, w))) return true;
  if (node.excluded?.some((w) => jsonEqual(v, w))) return true;
  if (typeof v === 'number') {
    const { lo, hi } = node;
    if (lo.value !== undefined && (v < lo.value || (lo.exclusive && v === lo.value))) return true;
    if (hi.value !== undefined && (v > hi.value || (hi.exclusive && v === hi.value))) return true;
    if (node.multipleOf.some((m) => !ajvMultipleOf(v, m))) return true;
    if (node.notMultipleOf?.some((m) => ajvMultipleOf(v, m))) return true;
  } else if (typeof v === 'string') {
    const len = codePoints(v);
    if (node.minLength !== undefined && len < node.minLength) return true;
    if (node.maxLength !== undefined && len > node.maxLength) return true;
    // The same engines Ajv runs: re2js for patterns, ajv-formats' definitions for formats.
    if (node.patterns.some((p) => patternMatches(p, v) === false)) return true;
    if (node.formats.some((f) => formatAccepts(f, v) === false)) return true;
    if (node.notPatterns?.some((p) => patternMatches(p, v) === true)) return true;
    if (node.notFormats?.some((f) => formatAccepts(f, v) === true)) return true;
  } else if (Array.isArray(v)) {
    if (node.minItems !== undefined && v.length < node.minItems) return true;
    if (node.maxItems !== undefined && v.length > node.maxItems) return true;
    if (v.some((x, i) => itemSchemas([node], i).some((n) => rejects(n, x, depth + 1)))) return true;
    if (node.uniqueItems && hasDuplicate(v)) return true;
    if (node.contains && containsRejects(node.contains, v, depth)) return true;
    for (const some of node.someItems ?? []) {
      if (v.every((x, i) => i < some.from || rejects(some.node, x, depth + 1))) return true;
    }
    if (node.duplicates && isUniqueJson(v)) return true;
  } else if (v !== null && typeof v === 'object') {
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (node.minProperties !== undefined && keys.length < node.minProperties) return true;
    if (node.maxProperties !== undefined && keys.length > node.maxProperties) return true;
    if (node.required.some((k) => !has(obj, k))) return true;
    for (const k of keys) {
      const sub = node.properties.get(k) ?? node.additional;
      if (sub && rejects(sub, obj[k], depth + 1)) return true;
    }
    const names = node.propertyNames;
    if (names && keys.some((k) => rejects(names, k, depth + 1))) return true;
    for (const [trigger, deps] of node.dependentRequired) {
      if (has(obj, trigger) && deps.some((d) => !has(obj, d))) return true;
    }
    for (const [trigger, sub] of node.dependentSchemas) {
      if (has(obj, trigger) && rejects(sub, v, depth + 1)) return true;
    }
    for (const some of node.someProperty ?? []) {
      const open = keys.filter((k) => !some.exclude.includes(k));
      if (open.every((k) => rejects(some.node, obj[k], depth + 1))) return true;
    }
    for (const name of node.someName ?? []) {
      if (keys.every((k) => rejects(name, k, depth + 1))) return true;
    }
  }
  if (node.nots.some((n) => accepts(n, v, depth + 1))) return true;
  if (node.allOf.some((n) => rejects(n, v, depth + 1))) return true;
  if (node.anyOf.some((list) => list.every((n) => rejects(n, v, depth + 1)))) return true;
  return false;
}

/** True when two items of `v` are equal as `uniqueItems` compares them (1.0 equals 1). */
export function hasDuplicate(v: unknown[]): boolean {
  const seen = new Set<string>();
  for (const x of v) {
    let key: string;
    try {
      key = canonicalJson(x);
    } catch {
      return false; // not JSON: nothing is concluded
    }
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** True only when every item is JSON and no two are equal (so `duplicates` certainly fails). */
function isUniqueJson(v: unknown[]): boolean {
  const seen = new Set<string>();
  for (const x of v) {
    let key: string;
    try {
      key = canonicalJson(x);
    } catch {
      return false;
    }
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Ajv's `contains` with `minContains`/`maxContains`: certainly failed when fewer than `min`
 * items may match, or more than `max` items certainly match (or min > max, always invalid).
 */
function containsRejects(
  c: { node: Node; min: number; max?: number },
  v: unknown[],
  depth: number,
): boolean {
  if (c.max !== undefined && c.min > c.max) return true;
  if (c.max === undefined && c.min === 0) return false;
  let maybe = 0;
  let sure = 0;
  for (const x of v) {
    if (rejects(c.node, x, depth + 1)) continue;
    maybe += 1;
    if (c.max !== undefined && accepts(c.node, x, depth + 1)) sure += 1;
  }
  return maybe < c.min || (c.max !== undefined && sure > c.max);
}

/**
 * The keys an object instance must have: `required` of every node, closed under the
 * `dependentRequired` of every node. Each key maps to the node (and trigger) that requires it.
 */
export function requiredClosure(conj: Node[]): Map<string, { node: Node; via?: string }> {
  const out = new Map<string, { node: Node; via?: string }>();
  for (const n of conj) for (const k of n.required) if (!out.has(k)) out.set(k, { node: n });
  for (let changed = true; changed;) {
    changed = false;
    for (const n of conj) {
      for (const [trigger, deps] of n.dependentRequired) {
        if (!out.has(trigger)) continue;
        for (const d of deps) {
          if (out.has(d)) continue;
          out.set(d, { node: n, via: trigger });
          changed = true;
        }
      }
    }
  }
  return out;
}

/** `dependentSchemas` of the conjunction whose trigger key is required, not yet in it. */
export function triggeredSchemas(conj: Node[], required: ReadonlyMap<string, unknown>): Node[] {
  const present = new Set(conj);
  const out: Node[] = [];
  for (const n of conj) {
    for (const [trigger, sub] of n.dependentSchemas) {
      if (required.has(trigger) && !present.has(sub)) {
        present.add(sub);
        out.push(sub);
      }
    }
  }
  return out;
}

/**
 * True only when Ajv certainly accepts `v` under `node`: the subtree is exact (every keyword
 * modelled by `rejects`) and `rejects` finds nothing. `false` only means "maybe not".
 */
export function accepts(node: Node, v: unknown, depth: number): boolean {
  if (!node.exact || node.soft || node.opaque || depth > 128 || !isJsonValue(v, 0)) return false;
  return !rejects(node, v, depth);
}

function isJsonValue(v: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJsonValue(x, depth + 1));
  if (typeof v === 'object') {
    if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null)
      return false;
    return Object.values(v as object).every((x) => isJsonValue(x, depth + 1));
  }
  return false;
}

/** The subschemas a conjunction applies to item `i` of an array instance. */
export function itemSchemas(conj: Node[], i: number): Node[] {
  const out: Node[] = [];
  for (const n of conj) {
    if (n.prefix && i < n.prefix.length) out.push(n.prefix[i]);
    else if (n.items) out.push(n.items);
  }
  return out;
}

/** The subschemas a conjunction applies to property `key` of an object instance. */
export function propertyConj(conj: Node[], key: string): Node[] {
  const out: Node[] = [];
  for (const n of conj) {
    const sub = n.properties.get(key) ?? n.additional;
    if (sub) out.push(sub);
  }
  return out;
}
