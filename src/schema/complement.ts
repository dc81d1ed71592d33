/**
 * Complements over the engine's schema tree: `complementOf(n)` is a node that accepts AT LEAST
 * every value `n`'s schema rejects (an over-approximation of ¬n), so a conjunction with it that
 * the disjointness rules prove empty is empty for the real `not` too. Containment A ⊆ B is then
 * the emptiness of A ∧ ¬B.
 *
 * The construction is the canonical-form one JSON-subschema checkers use: a schema is a
 * conjunction of per-type constraints, so its complement is a disjunction with one branch per
 * constraint (a wrong type, a value outside the bounds, a required key missing, a property whose
 * value is in the complement of its subschema, …). Only keywords modelled exactly are
 * complemented; a schema object with a keyword left out of its node (`dropped`) has no usable
 * complement and gets the `true` node. Every complement carries `negKey`, the identity of the
 * schema it negates, so X ∧ ¬X is recognised whatever X contains.
 */
import { canonicalJson } from '../canonical/jcs.js';
import { has, isJsonObject, type Dialect } from './dialect.js';
import { ALL_KINDS, BudgetExceeded, emptyNode, typeNode, type Kind, type Node } from './ir.js';

/** The node budget a complement draws on (shared with the tree it complements). */
export interface NodeCounter {
  nodes: number;
  maxNodes: number;
  side: string;
}

const NUMERIC: Kind[] = ['integer', 'number'];
/** ajv-formats formats that apply to numbers rather than strings. */
const NUMERIC_FORMATS = new Set(['int32', 'int64', 'float', 'double']);
/** Pairs of oneOf branches (for "two match") beyond which the complement is left wide. */
const MAX_ONEOF_PAIRS = 64;

const memo = new WeakMap<Node, Node>();

function fresh(counter: NodeCounter, of: Node, kinds?: Kind[]): Node {
  counter.nodes += 1;
  if (counter.nodes > counter.maxNodes) {
    throw new BudgetExceeded(
      `schema ${counter.side} and its complements expand to more than ${counter.maxNodes} nodes (maxNodes)`,
    );
  }
  const n = kinds ? typeNode(kinds, of.side, of.pointer) : emptyNode(of.side, of.pointer);
  n.exact = false;
  return n;
}

function never(counter: NodeCounter, of: Node): Node {
  const n = fresh(counter, of);
  n.never = true;
  return n;
}

function all(counter: NodeCounter, of: Node, parts: Node[]): Node {
  if (parts.length === 1) return parts[0];
  const n = fresh(counter, of);
  n.allOf.push(...parts);
  return n;
}

/**
 * A node accepting at least every value that `n` rejects. Memoised per node; counts its nodes
 * against `counter` (throws BudgetExceeded past the limit).
 */
export function complementOf(n: Node, counter: NodeCounter): Node {
  const hit = memo.get(n);
  if (hit) return hit;
  const out = build(n, counter);
  if (out === n || memo.has(out)) throw new Error('a complement must be a node of its own');
  const key = identityKey(n);
  if (key !== undefined) out.negKey = key;
  memo.set(n, out);
  return out;
}

function build(n: Node, counter: NodeCounter): Node {
  if (n.never) return fresh(counter, n);
  if (n.opaque || n.dropped) return fresh(counter, n);
  const branches: Node[] = [];
  // Branches made here (not shared with other trees), which may carry this complement's key.
  const made = new Set<Node>();
  const add = (kinds: Kind[] | undefined, fill: (b: Node) => void): void => {
    const b = fresh(counter, n, kinds);
    fill(b);
    branches.push(b);
    made.add(b);
  };
  if (n.types) {
    const others = ALL_KINDS.filter((k) => !n.types!.has(k));
    if (others.length > 0) add(others, () => undefined);
  }
  if (n.domain) add(undefined, (b) => (b.excluded = n.domain!.slice()));
  // Numbers.
  if (n.lo.value !== undefined) {
    add(NUMERIC, (b) => (b.hi = { value: n.lo.value, exclusive: !n.lo.exclusive }));
  }
  if (n.hi.value !== undefined) {
    add(NUMERIC, (b) => (b.lo = { value: n.hi.value, exclusive: !n.hi.exclusive }));
  }
  for (const m of n.multipleOf) add(NUMERIC, (b) => (b.notMultipleOf = [m]));
  // Strings.
  if (n.minLength !== undefined && n.minLength > 0) {
    const min = n.minLength;
    add(['string'], (b) => (b.maxLength = Math.ceil(min) - 1));
  }
  if (n.maxLength !== undefined) {
    const max = n.maxLength;
    add(['string'], (b) => (b.minLength = Math.floor(max) + 1));
  }
  for (const p of n.patterns) add(['string'], (b) => (b.notPatterns = [p]));
  for (const f of n.formats) {
    if (NUMERIC_FORMATS.has(f)) add(NUMERIC, () => undefined);
    else add(['string'], (b) => (b.notFormats = [f]));
  }
  // Objects.
  for (const r of n.required) {
    add(['object'], (b) => b.properties.set(r, never(counter, n)));
  }
  for (const [key, sub] of n.properties) {
    const c = complementOf(sub, counter);
    if (c.never) continue;
    add(['object'], (b) => {
      b.required = [key];
      b.properties.set(key, c);
    });
  }
  if (n.additional) {
    const c = complementOf(n.additional, counter);
    if (!c.never) {
      const exclude = [...n.properties.keys()];
      add(['object'], (b) => (b.someProperty = [{ exclude, node: c }]));
    }
  }
  if (n.minProperties !== undefined && n.minProperties > 0) {
    const min = n.minProperties;
    add(['object'], (b) => (b.maxProperties = Math.ceil(min) - 1));
  }
  if (n.maxProperties !== undefined) {
    const max = n.maxProperties;
    add(['object'], (b) => (b.minProperties = Math.floor(max) + 1));
  }
  if (n.propertyNames) {
    const c = complementOf(n.propertyNames, counter);
    if (!c.never) add(['object'], (b) => (b.someName = [c]));
  }
  for (const [trigger, deps] of n.dependentRequired) {
    for (const d of deps) {
      add(['object'], (b) => {
        b.required = [trigger];
        b.properties.set(d, never(counter, n));
      });
    }
  }
  for (const [trigger, sub] of n.dependentSchemas) {
    const c = complementOf(sub, counter);
    if (c.never) continue;
    add(['object'], (b) => {
      b.required = [trigger];
      b.allOf.push(c);
    });
  }
  // Arrays.
  if (n.minItems !== undefined && n.minItems > 0) {
    const min = n.minItems;
    add(['array'], (b) => (b.maxItems = Math.ceil(min) - 1));
  }
  if (n.maxItems !== undefined) {
    const max = n.maxItems;
    add(['array'], (b) => (b.minItems = Math.floor(max) + 1));
  }
  const prefix = n.prefix ?? [];
  prefix.forEach((sub, i) => {
    const c = complementOf(sub, counter);
    if (c.never) return;
    add(['array'], (b) => {
      b.minItems = i + 1;
      b.prefix = [...prefix.slice(0, i).map(() => fresh(counter, n)), c];
    });
  });
  if (n.items) {
    const c = complementOf(n.items, counter);
    if (!c.never) add(['array'], (b) => (b.someItems = [{ node: c, from: prefix.length }]));
  }
  if (n.uniqueItems) add(['array'], (b) => (b.duplicates = true));
  if (n.contains) {
    const { node: sub, min, max } = n.contains;
    if (min === 1 && max === undefined) {
      // No item matches: every item is in the complement.
      const c = complementOf(sub, counter);
      add(['array'], (b) => (b.items = c));
    } else if (min > 0 || max !== undefined) {
      add(['array'], () => undefined); // too few or too many matches: any array, widely
    }
  }
  // Applicators.
  for (const sub of n.allOf) {
    const c = complementOf(sub, counter);
    if (!c.never) branches.push(c);
  }
  for (const modelled of n.anyOf) {
    if (n.conditional && modelled === n.conditional.list) continue;
    const oneOf = n.oneOfLists?.find((o) => o.list === modelled);
    const list = oneOf ? oneOf.original : modelled;
    const comps = list.map((b) => complementOf(b, counter));
    branches.push(all(counter, n, comps.length > 0 ? comps : [fresh(counter, n)]));
    if (oneOf) {
      // ¬oneOf also holds where two branches match at once.
      let pairs = 0;
      for (let i = 0; i < list.length && pairs <= MAX_ONEOF_PAIRS; i++) {
        for (let j = i + 1; j < list.length && pairs <= MAX_ONEOF_PAIRS; j++, pairs++) {
          branches.push(all(counter, n, [list[i], list[j]]));
        }
      }
      if (pairs > MAX_ONEOF_PAIRS) branches.push(fresh(counter, n));
    }
  }
  if (n.conditional) {
    const { cond, then, otherwise } = n.conditional;
    if (then) branches.push(all(counter, n, [cond, complementOf(then, counter)]));
    if (otherwise)
      branches.push(
        all(counter, n, [complementOf(cond, counter), complementOf(otherwise, counter)]),
      );
  }
  // ¬not X is X itself (over-approximated by its own node).
  for (const sub of n.nots) branches.push(sub);

  const live = branches.filter((b) => !b.never);
  if (live.length === 0) return never(counter, n);
  if (live.length === 1 && made.has(live[0])) return live[0];
  const out = fresh(counter, n);
  if (live.length === 1) {
    out.allOf.push(live[0]);
    return out;
  }
  out.anyOf.push(live);
  return out;
}

const REF_KEYWORDS = [
  '$ref',
  '$id',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
];
const ANNOTATION_KEYS = new Set(['title', 'description', 'default', 'examples', '$comment']);
const keys = new WeakMap<Node, string | null>();

/** True when no keyword below `v` can make it mean something that depends on where it sits. */
function refFree(v: unknown, dialect: Dialect | undefined, budget: { left: number }): boolean {
  if (budget.left-- <= 0) return false;
  if (Array.isArray(v)) return v.every((x) => refFree(x, dialect, budget));
  if (!isJsonObject(v)) return true;
  for (const k of REF_KEYWORDS) if (has(v, k)) return false;
  if (dialect === 'draft-04' && has(v, 'id')) return false;
  return Object.keys(v).every((k) => refFree(v[k], dialect, budget));
}

/**
 * A string identifying what a node's schema means: its dialect and canonical JSON when the
 * schema holds no reference or base-URI keyword, else (for a schema that is only a `$ref`) the
 * key of its target; undefined otherwise. Equal keys mean Ajv validates both the same way.
 */
export function identityKey(n: Node): string | undefined {
  const hit = keys.get(n);
  if (hit !== undefined) return hit ?? undefined;
  let key: string | undefined;
  const src = n.source;
  if (src !== undefined && n.dialect !== undefined) {
    if (
      isJsonObject(src) &&
      typeof src.$ref === 'string' &&
      n.refTarget &&
      Object.keys(src).every((k) => k === '$ref' || ANNOTATION_KEYS.has(k))
    ) {
      key = identityKey(n.refTarget);
    } else if (refFree(src, n.dialect, { left: 20000 })) {
      try {
        key = `${n.dialect}\u0000${canonicalJson(src)}`;
      } catch {
        key = undefined;
      }
    }
  }
  keys.set(n, key ?? null);
  return key;
}
