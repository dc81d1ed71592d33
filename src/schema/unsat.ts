/**
 * Sound disjointness: proves that no instance satisfies a conjunction of fully supported schema
 * nodes. Every rule only ever weakens the conjunction (ignoring soft nodes, pattern, format), so
 * "the weaker conjunction is empty" soundly implies "the real one is empty".
 */
import type { ProofReason } from '../model/proof.js';
import { identityKey } from './complement.js';
import { lcmStep, multiplesInRange, MAX_SCALE, type Bound } from './decimal.js';
import { jsonEqual, showPointer, typeNode, type Kind, type Node } from './ir.js';
import { stringProduct } from './strings.js';
import {
  expansions,
  flatten,
  itemSchemas,
  kindOfValue,
  kindsOf,
  propertyConj,
  rejects,
  requiredClosure,
  triggeredSchemas,
  type Work,
} from './work.js';

/** Where an unsat question sits: the root instance, or a property path below it. */
export interface Place {
  path: string[];
  depth: number;
  /** At the root, values Ajv already rejected under one of the original schemas. */
  rejectedAtRoot?: (v: unknown) => boolean;
}

function at(n: Node): string {
  return `${n.side} at ${showPointer(n.pointer)}`;
}

function typeNames(kinds: Set<Kind>): string {
  const names = [...kinds].filter((k) => !(k === 'integer' && kinds.has('number')));
  return names.length === 0 ? 'no type' : names.join('|');
}

function label(place: Place): string {
  return place.path.length === 0 ? 'the value' : `property "${place.path.join('.')}"`;
}

function show(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * A reason that no instance satisfies all of `nodes` (and of `base`, a conjunction already
 * flattened), or undefined when none is proven.
 */
export function unsatConj(
  nodes: Node[],
  work: Work,
  place: Place,
  base: Node[] = [],
): ProofReason | undefined {
  if (place.depth > work.budget.maxDepth) {
    work.exhausted ??= {
      code: 'budget',
      message: `schemas nest deeper than maxDepth (${work.budget.maxDepth})`,
    };
    return undefined;
  }
  const state = { truncated: false, disjunctive: false, pruned: 0 };
  let first: ProofReason | undefined;
  let count = 0;
  for (const conj of expansions(nodes, false, work, state, base)) {
    const reason = unsatFlat(conj, work, place);
    if (!reason) return undefined;
    first ??= reason;
    count += 1;
  }
  if (state.truncated || work.timedOut) return undefined;
  if (!first) {
    // Every branch combination was pruned as false or type-disjoint, both sound.
    if (state.pruned === 0) return undefined;
    return {
      code: 'disjoint-branches',
      message: `${label(place)}: no anyOf/oneOf branch has a type the rest of the schemas allow`,
    };
  }
  if (state.disjunctive && count + state.pruned > 1) {
    return {
      code: 'disjoint-branches',
      message: `every anyOf/oneOf branch combination (${count + state.pruned}) is disjoint, e.g. ${first.message}`,
    };
  }
  return first;
}

function unsatFlat(conj: Node[], work: Work, place: Place): ProofReason | undefined {
  const never = conj.find((n) => n.never);
  if (never) {
    return {
      code: 'false-schema',
      message: `${label(place)} must match the false schema at ${at(never)}`,
    };
  }
  const negated = negatedItself(conj);
  if (negated) {
    return {
      code: 'identical-subschema',
      message: `${label(place)} must match the schema at ${at(negated)} and its negation, which are the same schema`,
    };
  }
  const kinds = kindsOf(conj);
  if (kinds.size === 0) {
    const parts = conj.filter((n) => n.types).map((n) => `${at(n)} allows ${typeNames(n.types!)}`);
    return {
      code: 'disjoint-types',
      message: `${label(place)} has no common type: ${parts.join(', ')}`,
    };
  }
  const domainNodes = conj.filter((n) => n.domain);
  if (domainNodes.length > 0) {
    const size = Math.min(...domainNodes.map((n) => n.domain!.length));
    if (size > work.budget.maxCandidates) {
      work.exhausted ??= {
        code: 'budget',
        message: `an enum of ${size} values exceeds maxCandidates (${work.budget.maxCandidates})`,
      };
      return undefined;
    }
    return unsatDomain(conj, domainNodes, kinds, place);
  }

  const reasons: ProofReason[] = [];
  const seen = new Set<string>();
  for (const kind of kinds) {
    const group = kind === 'number' ? 'integer' : kind;
    if (seen.has(group)) continue;
    seen.add(group);
    const reason = unsatKind(group, conj, kinds, work, place);
    if (!reason) return undefined;
    reasons.push(reason);
  }
  if (reasons.length === 1) return reasons[0];
  return {
    code: reasons[0].code,
    message: reasons.map((r) => r.message).join('; '),
  };
}

/** A node of the conjunction whose schema is also negated in it (X ∧ ¬X), if any. */
function negatedItself(conj: Node[]): Node | undefined {
  const negs = conj.filter((n) => n.negKey !== undefined);
  if (negs.length === 0) return undefined;
  const wanted = new Set(negs.map((n) => n.negKey!));
  return conj.find((n) => n.negKey === undefined && !n.soft && wanted.has(identityKey(n) ?? ''));
}

function unsatDomain(
  conj: Node[],
  domainNodes: Node[],
  kinds: Set<Kind>,
  place: Place,
): ProofReason | undefined {
  const smallest = domainNodes.reduce((a, b) => (b.domain!.length < a.domain!.length ? b : a));
  for (const v of smallest.domain!) {
    const kind = kindOfValue(v);
    if (kind === undefined || !kinds.has(kind)) continue;
    if (conj.some((n) => rejects(n, v, 0))) continue;
    if (place.rejectedAtRoot?.(v)) continue;
    return undefined;
  }
  const single = domainNodes.filter((n) => n.domain!.length === 1);
  const sides = new Set(domainNodes.map((n) => n.side));
  if (single.length === 2 && domainNodes.length === 2 && sides.size === 2) {
    const [x, y] = single;
    return {
      code: 'disjoint-values',
      message: `${label(place)} is ${show(x.domain![0])} in ${x.side} and ${show(y.domain![0])} in ${y.side}`,
    };
  }
  const listed = domainNodes.map(
    (n) =>
      `${at(n)} allows ${n.domain!.length === 0 ? 'no value' : n.domain!.slice(0, 5).map(show).join(', ')}${n.domain!.length > 5 ? ', ...' : ''}`,
  );
  return {
    code: 'disjoint-values',
    message: `no allowed value of ${label(place)} satisfies both: ${listed.join('; ')}`,
  };
}

function maxOf(
  conj: Node[],
  key: 'minLength' | 'minItems' | 'minProperties',
): { value: number; node?: Node } {
  let best: { value: number; node?: Node } = { value: 0 };
  for (const n of conj) {
    const v = n[key];
    if (v !== undefined && v > best.value) best = { value: v, node: n };
  }
  return best;
}

function minOf(
  conj: Node[],
  key: 'maxLength' | 'maxItems' | 'maxProperties',
): { value: number; node?: Node } {
  let best: { value: number; node?: Node } = { value: Infinity };
  for (const n of conj) {
    const v = n[key];
    if (v !== undefined && v < best.value) best = { value: v, node: n };
  }
  return best;
}

function countClash(
  place: Place,
  what: string,
  lo: { value: number; node?: Node },
  hi: { value: number; node?: Node },
  minKey: string,
  maxKey: string,
): ProofReason | undefined {
  if (lo.value <= hi.value) return undefined;
  return {
    code: 'contradictory-bounds',
    message: `${label(place)}: ${what} ${minKey} ${lo.value} (${at(lo.node!)}) exceeds ${maxKey} ${hi.value} (${at(hi.node!)})`,
  };
}

/** Tightest numeric bounds of a conjunction, with the node each came from. */
export function numericBounds(conj: Node[]): {
  lo: Bound;
  hi: Bound;
  loNode?: Node;
  hiNode?: Node;
  steps: number[];
} {
  let lo: Bound = { value: undefined, exclusive: false };
  let hi: Bound = { value: undefined, exclusive: false };
  let loNode: Node | undefined;
  let hiNode: Node | undefined;
  const steps: number[] = [];
  for (const n of conj) {
    const l = n.lo;
    if (
      l.value !== undefined &&
      (lo.value === undefined || l.value > lo.value || (l.value === lo.value && l.exclusive))
    ) {
      lo = l;
      loNode = n;
    }
    const h = n.hi;
    if (
      h.value !== undefined &&
      (hi.value === undefined || h.value < hi.value || (h.value === hi.value && h.exclusive))
    ) {
      hi = h;
      hiNode = n;
    }
    steps.push(...n.multipleOf);
  }
  return { lo, hi, loNode, hiNode, steps };
}

function unsatNumber(conj: Node[], kinds: Set<Kind>, place: Place): ProofReason | undefined {
  const { lo, hi, loNode, hiNode, steps } = numericBounds(conj);
  if (lo.value !== undefined && hi.value !== undefined) {
    if (lo.value > hi.value || (lo.value === hi.value && (lo.exclusive || hi.exclusive))) {
      return {
        code: 'contradictory-bounds',
        message: `${label(place)}: lower bound ${lo.exclusive ? '>' : '>='} ${lo.value} (${at(loNode!)}) and upper bound ${hi.exclusive ? '<' : '<='} ${hi.value} (${at(hiNode!)}) leave no number`,
      };
    }
  }
  const integerOnly = !kinds.has('number');
  const negatedStep = unsatNotMultiple(conj, steps, integerOnly, lo, hi, place);
  if (negatedStep) return negatedStep;
  const integerStep = steps.find((s) => Number.isInteger(s) && s > 0);
  if (!kinds.has('integer') && integerStep !== undefined) {
    // Ajv's v / s is an integer for an integer s only when v is an integer (for |v| < 2^53 the
    // rounding error stays below 1/s; above, every double is an integer).
    return {
      code: 'disjoint-types',
      message: `${label(place)} must be a non-integer number, but a multiple of ${integerStep} is an integer`,
    };
  }
  if (integerOnly && steps.every((s) => Number.isInteger(s))) {
    const exact = unsatIntegerRange(conj, steps, lo, hi, place);
    if (exact) return exact;
  }
  const allSteps = integerOnly ? [...steps, 1] : steps;
  if (allSteps.length === 0 || lo.value === undefined || hi.value === undefined) return undefined;
  const step = lcmStep(allSteps);
  if (!step) return undefined;
  // Ajv tests multipleOf in floating point; only reason where rounding cannot create a multiple.
  const magnitude = Math.max(Math.abs(lo.value), Math.abs(hi.value), 1);
  if (magnitude * 10 ** step.scale >= 1e9 || step.scale > MAX_SCALE - 3) return undefined;
  const range = multiplesInRange(
    step,
    { value: lo.value, exclusive: false },
    { value: hi.value, exclusive: false },
    step.scale + 6,
  );
  if (!range || !range.empty) return undefined;
  const what =
    integerOnly && steps.length === 0
      ? 'no integer'
      : `no multiple of ${[...new Set(allSteps)].join(' and ')}`;
  return {
    code: 'contradictory-bounds',
    message: `${label(place)}: ${what} lies between ${lo.value} (${at(loNode!)}) and ${hi.value} (${at(hiNode!)})`,
  };
}

/** Integer ranges small enough to test each value against the conjunction. */
const MAX_ENUMERATED_INTEGERS = 256;

/**
 * Integer instances with integer steps: comparisons and divisions are exact here, so the
 * multiples inside the bounds (exclusive bounds honoured) are exactly the candidates; none, or
 * each ruled out by some node (a `not` of a multipleOf or enum), means no instance.
 */
function unsatIntegerRange(
  conj: Node[],
  steps: number[],
  lo: Bound,
  hi: Bound,
  place: Place,
): ProofReason | undefined {
  const step = lcmStep([...steps, 1]);
  if (!step || step.scale !== 0) return undefined;
  const range = multiplesInRange(step, lo, hi);
  if (!range) return undefined;
  const where = `between ${lo.value ?? '-∞'} and ${hi.value ?? '∞'}`;
  if (range.empty) {
    return {
      code: 'contradictory-bounds',
      message: `${label(place)}: no ${steps.length > 0 ? `multiple of ${steps.join(' and ')}` : 'integer'} lies ${where}`,
    };
  }
  const { first, last } = range;
  if (first === undefined || last === undefined) return undefined;
  if (last - first >= BigInt(MAX_ENUMERATED_INTEGERS)) return undefined;
  for (let k = first; k <= last; k++) {
    const v = Number(k * step.units);
    if (!Number.isSafeInteger(v)) return undefined;
    if (conj.some((n) => rejects(n, v, 0)) || place.rejectedAtRoot?.(v) === true) continue;
    return undefined;
  }
  return {
    code: 'contradictory-bounds',
    message: `${label(place)}: each of the ${last - first + 1n} integer(s) ${where} is ruled out by a not, enum or multipleOf`,
  };
}

/** True when a double is a dyadic rational (k / 2^j), so dividing by it is exact. */
function dyadic(m: number): boolean {
  return Number.isFinite(m) && Number.isInteger(m * 2 ** 60);
}

/**
 * `not multipleOf m` against a multipleOf the conjunction requires: the same step (Ajv runs the
 * same division), or, for integer instances, integer steps where m divides the required one.
 */
function unsatNotMultiple(
  conj: Node[],
  steps: number[],
  integerOnly: boolean,
  lo: Bound,
  hi: Bound,
  place: Place,
): ProofReason | undefined {
  // Ajv's test is `v / m === parseInt(v / m)`, false once v / m reaches 1e21 (exponent
  // notation): different steps only compare where the bounds keep v / m below that.
  const magnitude =
    lo.value === undefined || hi.value === undefined
      ? Infinity
      : Math.max(Math.abs(lo.value), Math.abs(hi.value));
  for (const n of conj) {
    for (const m of n.notMultipleOf ?? []) {
      // An integer step s forces v = k·s exactly (see above); v / m is then exact too when m
      // is dyadic and s / m an integer.
      const intSteps = (integerOnly ? [...steps, 1] : steps).filter((s) => Number.isInteger(s));
      const by =
        steps.find((s) => s === m) ??
        (magnitude / m < 1e20
          ? intSteps.find((s) => dyadic(m) && Number.isInteger(s / m) && s / m < 2 ** 30)
          : undefined);
      if (by !== undefined) {
        return {
          code: 'contradictory-bounds',
          message: `${label(place)} must be a multiple of ${by} but not of ${m} (${at(n)})`,
        };
      }
    }
  }
  return undefined;
}

/** A pattern or format the conjunction both requires and forbids (the very same text). */
function unsatNegatedStrings(conj: Node[], place: Place): ProofReason | undefined {
  for (const n of conj) {
    for (const p of n.notPatterns ?? []) {
      if (conj.some((m) => m.patterns.includes(p))) {
        return {
          code: 'disjoint-strings',
          message: `${label(place)} must match pattern ${JSON.stringify(p)} and must not (${at(n)})`,
        };
      }
    }
    for (const f of n.notFormats ?? []) {
      if (conj.some((m) => m.formats.includes(f))) {
        return {
          code: 'disjoint-strings',
          message: `${label(place)} must have format "${f}" and must not (${at(n)})`,
        };
      }
    }
  }
  return undefined;
}

function unsatKind(
  group: Kind,
  conj: Node[],
  kinds: Set<Kind>,
  work: Work,
  place: Place,
): ProofReason | undefined {
  switch (group) {
    case 'null':
    case 'boolean': {
      // Finitely many values: each is ruled out by a node, or by Ajv at the root.
      const values = group === 'null' ? [null] : [true, false];
      const out = values.every(
        (v) => conj.some((n) => rejects(n, v, 0)) || place.rejectedAtRoot?.(v) === true,
      );
      return out
        ? {
            code: 'disjoint-values',
            message: `${label(place)}: no ${group} value satisfies all the schemas`,
          }
        : undefined;
    }
    case 'integer':
      return unsatNumber(conj, kinds, place);
    case 'string': {
      const lo = maxOf(conj, 'minLength');
      const hi = minOf(conj, 'maxLength');
      if (hi.node && hi.value === 0) {
        // Only "" is left.
        const out = conj.some((n) => rejects(n, '', 0)) || place.rejectedAtRoot?.('') === true;
        if (out && lo.value === 0) {
          return {
            code: 'disjoint-values',
            message: `${label(place)}: the only string maxLength 0 allows (${at(hi.node)}), "", is ruled out`,
          };
        }
      }
      return (
        countClash(place, 'string', lo, hi, 'minLength', 'maxLength') ??
        unsatNegatedStrings(conj, place) ??
        unsatStrings(conj, lo, hi, place)
      );
    }
    case 'array':
      return unsatArray(conj, work, place);
    case 'object':
      return unsatObject(conj, work, place);
    default:
      return undefined;
  }
}

/** Item positions examined one by one (tuple prefixes, items below minItems). */
const MAX_POSITIONS = 16;

function unsatArray(conj: Node[], work: Work, place: Place): ProofReason | undefined {
  let lo = maxOf(conj, 'minItems');
  let hi = minOf(conj, 'maxItems');
  let loKey = 'minItems';
  let hiKey = 'maxItems';
  const containers = conj.filter((n) => n.contains);
  for (const n of containers) {
    const c = n.contains!;
    if (c.max !== undefined && c.min > c.max) {
      return {
        code: 'contradictory-bounds',
        message: `${label(place)}: minContains ${c.min} exceeds maxContains ${c.max} (${at(n)}), which Ajv never accepts`,
      };
    }
    // Every array needs `min` items matching contains; a contains every item matches bounds
    // the length by maxContains.
    if (c.min > lo.value) {
      lo = { value: c.min, node: n };
      loKey = 'contains needs (minContains)';
    }
    if (c.max !== undefined && c.max < hi.value && acceptsAnything(c.node)) {
      hi = { value: c.max, node: n };
      hiKey = 'maxContains of an always-matching contains';
    }
  }
  const clash = countClash(place, 'array', lo, hi, loKey, hiKey);
  if (clash) return clash;
  const tuple = Math.max(0, ...conj.map((n) => n.prefix?.length ?? 0));
  const dup = conj.find((n) => n.duplicates);
  if (dup) {
    const unique = conj.find((n) => n.uniqueItems);
    if (unique || hi.value < 2) {
      return {
        code: 'contradictory-bounds',
        message: `${label(place)} must have two equal items (${at(dup)}), but ${unique ? `uniqueItems (${at(unique)}) forbids it` : `maxItems is ${hi.value}`}`,
      };
    }
  }
  for (const n of conj) {
    for (const some of n.someItems ?? []) {
      const reason = unsatSomeItem(conj, some, tuple, hi.value, work, place);
      if (reason) return reason;
    }
  }
  // Every item index below minItems must exist; item i is constrained by prefix or items.
  for (let i = 0; i < Math.min(lo.value, MAX_POSITIONS); i++) {
    const items = itemSchemas(conj, i);
    if (items.length === 0) continue;
    const inner = unsatConj(items, work, {
      path: [...place.path, `[${i}]`],
      depth: place.depth + 1,
    });
    if (inner) {
      return {
        code: inner.code,
        message: `${label(place)} needs at least ${lo.value} item(s), but ${inner.message}`,
      };
    }
  }
  // An item matching `contains` sits at some position, where it must also match the items
  // schemas; when it can match at none, no array has it.
  if (tuple <= MAX_POSITIONS) {
    const positions: number[] = [];
    for (let i = 0; i < Math.min(tuple, hi.value); i++) positions.push(i);
    if (hi.value > tuple) positions.push(tuple); // every later index has the same schemas
    for (const n of containers) {
      const c = n.contains!;
      if (c.min < 1) continue;
      let first: ProofReason | undefined;
      for (const i of positions) {
        const inner = unsatConj([...itemSchemas(conj, i), c.node], work, {
          path: [...place.path, i < tuple ? `[${i}]` : `[${i}…]`],
          depth: place.depth + 1,
        });
        if (!inner) {
          first = undefined;
          break;
        }
        first ??= inner;
      }
      if (first || positions.length === 0) {
        return {
          code: 'disjoint-contains',
          message: `${label(place)} needs an item matching contains (${at(n)}), but no item the array allows can match it${first ? `: ${first.message}` : ''}`,
        };
      }
    }
  }
  return unsatUnique(conj, lo, tuple, place);
}

/** No index ≥ `some.from` (below maxItems) can hold an item matching `some.node`. */
function unsatSomeItem(
  conj: Node[],
  some: { node: Node; from: number },
  tuple: number,
  maxItems: number,
  work: Work,
  place: Place,
): ProofReason | undefined {
  const positions: number[] = [];
  for (let i = some.from; i < Math.min(tuple, maxItems); i++) positions.push(i);
  if (positions.length > MAX_POSITIONS) return undefined;
  const rest = Math.max(some.from, tuple);
  if (maxItems > rest) positions.push(rest); // every later index has the same schemas
  let first: ProofReason | undefined;
  for (const i of positions) {
    const inner = unsatConj([...itemSchemas(conj, i), some.node], work, {
      path: [...place.path, i < tuple ? `[${i}]` : `[${i}…]`],
      depth: place.depth + 1,
    });
    if (!inner) return undefined;
    first ??= inner;
  }
  return {
    code: 'disjoint-contains',
    message: `${label(place)} needs an item at index ${some.from} or later matching ${at(some.node)}, but no item the array allows there can${first ? `: ${first.message}` : ''}`,
  };
}

/** True when a node certainly accepts every value (`true`, `{}`); lists every Node constraint. */
function acceptsAnything(n: Node): boolean {
  return (
    n.exact &&
    !n.never &&
    !n.soft &&
    !n.opaque &&
    !n.types &&
    !n.domain &&
    n.allOf.every(acceptsAnything) &&
    n.anyOf.length === 0 &&
    n.nots.length === 0 &&
    n.properties.size === 0 &&
    !n.additional &&
    n.required.length === 0 &&
    n.minProperties === undefined &&
    n.maxProperties === undefined &&
    !n.items &&
    !n.prefix &&
    !n.propertyNames &&
    n.dependentRequired.length === 0 &&
    n.dependentSchemas.length === 0 &&
    !n.uniqueItems &&
    !n.contains &&
    n.minItems === undefined &&
    n.maxItems === undefined &&
    n.minLength === undefined &&
    n.maxLength === undefined &&
    n.lo.value === undefined &&
    n.hi.value === undefined &&
    n.multipleOf.length === 0 &&
    n.patterns.length === 0 &&
    n.formats.length === 0 &&
    !n.dropped &&
    !n.excluded &&
    !n.notPatterns &&
    !n.notFormats &&
    !n.notMultipleOf &&
    !n.someItems &&
    !n.duplicates &&
    !n.someProperty &&
    !n.someName
  );
}

/**
 * The values some item schemas allow, when that set is provably finite (const/enum, or only
 * null and boolean); undefined otherwise. Disjunctions are left out, which only widens it.
 */
function finiteItems(items: Node[]): unknown[] | undefined {
  const flat = flatten(items, false).nodes;
  if (flat.some((n) => n.never)) return [];
  const kinds = kindsOf(flat);
  const withDomain = flat.filter((n) => n.domain);
  let pool: unknown[];
  if (withDomain.length > 0) {
    pool = withDomain.reduce((a, b) => (b.domain!.length < a.domain!.length ? b : a)).domain!;
  } else if ([...kinds].every((k) => k === 'null' || k === 'boolean')) {
    pool = [null, true, false];
  } else return undefined;
  const out: unknown[] = [];
  for (const v of pool) {
    const kind = kindOfValue(v);
    if (kind === undefined || !kinds.has(kind)) continue;
    if (flat.some((n) => rejects(n, v, 0))) continue;
    if (!out.some((w) => jsonEqual(v, w))) out.push(v);
  }
  return out;
}

/** `uniqueItems` with more items required than the item schemas allow distinct values. */
function unsatUnique(
  conj: Node[],
  lo: { value: number; node?: Node },
  tuple: number,
  place: Place,
): ProofReason | undefined {
  const unique = conj.find((n) => n.uniqueItems);
  if (!unique || lo.value < 2 || tuple > MAX_POSITIONS) return undefined;
  const values: unknown[] = [];
  const positions = Math.min(lo.value, tuple + 1);
  for (let i = 0; i < positions; i++) {
    const allowed = finiteItems(itemSchemas(conj, i));
    if (!allowed) return undefined;
    for (const v of allowed) if (!values.some((w) => jsonEqual(v, w))) values.push(v);
    if (values.length >= lo.value) return undefined;
  }
  return {
    code: 'contradictory-bounds',
    message: `${label(place)}: uniqueItems (${at(unique)}) needs ${lo.value} distinct items (minItems, ${at(lo.node!)}), but the item schemas allow only ${values.length} value(s)${values.length > 0 ? `: ${values.slice(0, 5).map(show).join(', ')}` : ''}`,
  };
}

function unsatObject(conj: Node[], work: Work, place: Place): ProofReason | undefined {
  const required = requiredClosure(conj);
  // A dependentSchemas entry whose trigger is required applies to every object instance: the
  // conjunction grows by it (and its own branches), and is decided again.
  const triggered = triggeredSchemas(conj, required);
  if (triggered.length > 0) {
    return unsatConj(
      [...triggered, typeNode(['object'], triggered[0].side, triggered[0].pointer)],
      work,
      place,
      conj,
    );
  }
  const hiProps = minOf(conj, 'maxProperties');
  const loProps = maxOf(conj, 'minProperties');
  const clash = countClash(place, 'object', loProps, hiProps, 'minProperties', 'maxProperties');
  if (clash) return clash;
  if (required.size > hiProps.value) {
    const implied = [...required.values()].some((r) => r.via !== undefined);
    return {
      code: 'contradictory-bounds',
      message: `${label(place)}: ${required.size} required properties${implied ? ' (with those dependentRequired adds)' : ''} exceed maxProperties ${hiProps.value} (${at(hiProps.node!)})`,
    };
  }
  const namers = conj.filter((n) => n.propertyNames);
  const nameOk = (key: string): boolean => !namers.some((n) => rejects(n.propertyNames!, key, 0));
  const closed = conj.find((n) => n.additional?.never && !n.additional.soft);
  if (closed) {
    const open = [...closed.properties].filter(([k, sub]) => !sub.never && nameOk(k)).length;
    if (loProps.value > open) {
      return {
        code: 'contradictory-bounds',
        message: `${label(place)}: minProperties ${loProps.value} (${at(loProps.node!)}) exceeds the ${open} properties ${at(closed)} allows (additionalProperties: false${namers.length > 0 ? ', propertyNames' : ''})`,
      };
    }
  }
  if (namers.length > 0 && loProps.value > 0 && required.size === 0) {
    // Some key must exist; each must be a string every propertyNames accepts.
    const inner = unsatConj(
      [...namers.map((n) => n.propertyNames!), typeNode(['string'], namers[0].side, '')],
      work,
      { path: [...place.path, '(property name)'], depth: place.depth + 1 },
    );
    if (inner) {
      return {
        code: 'contradictory-bounds',
        message: `${label(place)} needs at least ${loProps.value} propert${loProps.value === 1 ? 'y' : 'ies'} (${at(loProps.node!)}), but no name satisfies propertyNames: ${inner.message}`,
      };
    }
  }
  const existential = unsatExistentialProperty(conj, hiProps.value, namers, nameOk, work, place);
  if (existential) return existential;
  for (const [key, { node: requirer, via }] of required) {
    const by =
      via === undefined
        ? at(requirer)
        : `${at(requirer)} (dependentRequired, as "${via}" is required)`;
    const where = [...place.path, key].join('.');
    const forbidder = conj.find((n) => {
      const sub = n.properties.get(key) ?? n.additional;
      return sub !== undefined && sub.never && !sub.soft;
    });
    if (forbidder) {
      const how = forbidder.properties.has(key)
        ? `properties.${key}: false`
        : 'additionalProperties: false';
      return {
        code: 'required-forbidden',
        message: `property "${where}" is required by ${by} but forbidden by ${at(forbidder)} (${how})`,
      };
    }
    const namer = namers.find((n) => rejects(n.propertyNames!, key, 0));
    if (namer) {
      return {
        code: 'required-forbidden',
        message: `property "${where}" is required by ${by} but its name is rejected by the propertyNames of ${at(namer)}`,
      };
    }
    const inner = unsatConj(propertyConj(conj, key), work, {
      path: [...place.path, key],
      depth: place.depth + 1,
    });
    if (inner) return { code: 'disjoint-property', message: inner.message };
  }
  return undefined;
}

/**
 * Complements ask for a property that exists: one outside `exclude` whose value matches a node
 * (`someProperty`), or one whose name matches a node (`someName`). Empty when no such key can
 * be: every declared key and any fresh key (under the `additionalProperties` of every node) is
 * ruled out.
 */
function unsatExistentialProperty(
  conj: Node[],
  maxProperties: number,
  namers: Node[],
  nameOk: (key: string) => boolean,
  work: Work,
  place: Place,
): ProofReason | undefined {
  for (const n of conj) {
    for (const name of n.someName ?? []) {
      if (maxProperties === 0) {
        return {
          code: 'contradictory-bounds',
          message: `${label(place)} needs a property (${at(n)}) but maxProperties is 0`,
        };
      }
      const inner = unsatConj(
        [...namers.map((m) => m.propertyNames!), name, typeNode(['string'], n.side, '')],
        work,
        { path: [...place.path, '(property name)'], depth: place.depth + 1 },
      );
      if (inner) {
        return {
          code: 'required-forbidden',
          message: `${label(place)} needs a property name (${at(n)}) that propertyNames forbids: ${inner.message}`,
        };
      }
    }
    for (const some of n.someProperty ?? []) {
      if (maxProperties === 0) {
        return {
          code: 'contradictory-bounds',
          message: `${label(place)} needs a property (${at(n)}) but maxProperties is 0`,
        };
      }
      const declared = new Set<string>();
      for (const m of conj) for (const k of m.properties.keys()) declared.add(k);
      let first: ProofReason | undefined;
      const keys = [...declared].filter((k) => !some.exclude.includes(k) && nameOk(k));
      for (const key of keys) {
        const inner = unsatConj([...propertyConj(conj, key), some.node], work, {
          path: [...place.path, key],
          depth: place.depth + 1,
        });
        if (!inner) return undefined;
        first ??= inner;
      }
      const additional = conj.flatMap((m) => (m.additional ? [m.additional] : []));
      const inner = unsatConj([...additional, some.node], work, {
        path: [...place.path, '(other property)'],
        depth: place.depth + 1,
      });
      if (!inner) return undefined;
      return {
        code: 'required-forbidden',
        message: `${label(place)} needs a property outside ${some.exclude.length === 0 ? 'none' : some.exclude.map((k) => `"${k}"`).join(', ')} (${at(n)}), but none can hold such a value: ${(first ?? inner).message}`,
      };
    }
  }
  return undefined;
}

/**
 * Strings: the automata of every `pattern` and known `format` in the conjunction (each a
 * superset of what it allows, see strings.ts) are intersected; an empty product, or a length
 * range outside minLength/maxLength, proves that no string satisfies them all.
 */
function unsatStrings(
  conj: Node[],
  lo: { value: number; node?: Node },
  hi: { value: number; node?: Node },
  place: Place,
): ProofReason | undefined {
  const product = stringProduct(
    conj.map((n) => ({ patterns: n.patterns, formats: n.formats, origin: n })),
  );
  if (!product) return undefined;
  const { parts: used, result } = product;
  const what = used.map((x) => `${x.auto.label} (${at(x.origin)})`);
  const all =
    what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
  if (result.kind === 'empty') {
    return {
      code: 'disjoint-strings',
      message: `${label(place)}: no string matches ${what.length === 1 ? '' : 'all of '}${all}`,
    };
  }
  if (result.kind !== 'length') return undefined;
  if (hi.node && result.min > hi.value) {
    return {
      code: 'contradictory-bounds',
      message: `${label(place)}: every string matching ${all} has at least ${result.min} characters, but maxLength is ${hi.value} (${at(hi.node)})`,
    };
  }
  if (lo.node && result.max < lo.value) {
    return {
      code: 'contradictory-bounds',
      message: `${label(place)}: every string matching ${all} has at most ${result.max} characters, but minLength is ${lo.value} (${at(lo.node)})`,
    };
  }
  return undefined;
}
