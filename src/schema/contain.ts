/**
 * Containment: is every instance of schema A valid under schema B? A ⊆ B exactly when A ∧ ¬B
 * has no instance, so the question is the witness engine's, asked of A and the complement of B:
 * - `not-contained` only with a counterexample Ajv validates under A and rejects under B;
 * - `contained` only when the disjointness rules prove A ∧ ¬B empty (complements over-approximate
 *   ¬B, see complement.ts), or when the two schemas are the same JSON;
 * - `unknown` otherwise, with the reason.
 */
import { canonicalJson } from '../canonical/jcs.js';
import type { ContainmentResult, ProofReason } from '../model/proof.js';
import { complementOf } from './complement.js';
import { isJsonObject } from './dialect.js';
import { candidates } from './generate.js';
import { proveEmptyOrUnknown, sided } from './empty.js';
import { BudgetExceeded, objectNode, type Node } from './ir.js';
import { checkBoth, prepare, resolveBudget, type Prepared } from './prepare.js';
import { newWork, spend, type ProofBudget, type Work } from './work.js';

export type { ContainmentResult } from '../model/proof.js';

/** Options of one containment proof (the same as `proveOverlap`'s). */
export interface ContainmentOptions {
  /** `'object'` asks only about object instances (tool arguments are objects). */
  instanceType?: 'object';
  budget?: Partial<ProofBudget>;
  /** Incremented by the validations this proof ran. */
  stats?: { validations: number };
  /** Internal: false inside the property step, which does not nest. */
  propertyStep?: boolean;
}

function unknown(reason: ProofReason): ContainmentResult {
  return { verdict: 'unknown', reason };
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

function witnessSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/**
 * Looks for a value Ajv accepts under A and rejects under B, first among candidates aimed at
 * ¬B's branches, then among A's own. Values shown not to be counterexamples go to `cleared`.
 */
function counterexample(
  a: Prepared,
  b: Prepared,
  searches: Node[][],
  work: Work,
  objectOnly: boolean,
  cleared: Set<string>,
): { value: unknown } | undefined {
  const tried = new Set<string>();
  for (const nodes of searches) {
    for (const candidate of candidates(nodes, work, 0)) {
      const key = canonicalJson(candidate);
      if (tried.has(key)) continue;
      tried.add(key);
      if (witnessSize(candidate) > work.budget.maxWitnessBytes) continue;
      if (objectOnly && !isJsonObject(candidate)) continue;
      const checked = checkBoth(a, b, candidate, work);
      if (checked === undefined) return undefined;
      if (checked.byB === 'invalid') return { value: candidate };
      // a value A rejects, or both accept, is no counterexample; an Ajv error decides nothing
      if (checked.byA === 'invalid' || checked.byB === 'valid') cleared.add(key);
    }
    if (work.timedOut || work.exhausted?.message.includes('maxValidations')) return undefined;
    // The second search gets a budget of its own.
    work.exhausted = undefined;
    work.candidates = 0;
    work.branches = 0;
  }
  return undefined;
}

/** Root keywords a subschema taken out of its schema still needs: the dialect and the defs. */
const ROOT_KEYS = ['$schema', '$defs', 'definitions'] as const;

function detached(root: Record<string, unknown>, sub: unknown): unknown {
  if (!isJsonObject(sub)) return sub;
  const out: Record<string, unknown> = {};
  for (const k of ROOT_KEYS) if (k in root && !(k in sub)) out[k] = root[k];
  return { ...out, ...sub };
}

/** Most changed properties the property step tries. */
const MAX_PROPERTY_STEPS = 16;

/**
 * A counterexample built one property at a time, for object schemas whose property subschemas
 * changed (a narrowed enum, a tightened bound) but whose whole-schema search found none within
 * budget (many properties, patterns): an instance of A alone, with one changed property's value
 * replaced by a counterexample to that property's own containment. Sound whatever the
 * schemas: the whole value must be accepted by A and rejected by B under Ajv.
 */
function propertyCounterexample(
  a: unknown,
  b: unknown,
  pa: Prepared,
  pb: Prepared,
  work: Work,
  stats: { validations: number },
): Record<string, unknown> | undefined {
  if (!isJsonObject(a) || !isJsonObject(b)) return undefined;
  const ap = a.properties;
  const bp = b.properties;
  if (!isJsonObject(ap) || !isJsonObject(bp)) return undefined;
  const changed = Object.keys(ap)
    .filter((k) => Object.hasOwn(bp, k) && !sameJson(ap[k], bp[k]))
    .sort()
    .slice(0, MAX_PROPERTY_STEPS);
  if (changed.length === 0) return undefined;
  // an object A accepts, from A's own candidates, as the value the one property goes into
  const search = newWork(work.budget, work.deadline);
  let base: Record<string, unknown> | undefined;
  for (const candidate of candidates([pa.root, objectNode()], search, 0)) {
    if (!isJsonObject(candidate)) continue;
    if (!spend(search, 'validations')) break;
    if (pa.check(candidate) === 'valid') {
      base = candidate;
      break;
    }
    if (search.exhausted || search.timedOut) break;
  }
  stats.validations += search.validations;
  if (base === undefined) return undefined;
  const budget = { ...work.budget, timeoutMs: Math.max(1, work.deadline - Date.now()) };
  for (const key of changed) {
    const sub = proveContainment(detached(a, ap[key]), detached(b, bp[key]), {
      budget,
      stats,
      propertyStep: false,
    });
    if (sub.verdict !== 'not-contained') continue;
    const candidate = { ...base, [key]: sub.counterexample };
    stats.validations += 2;
    if (pa.check(candidate) === 'valid' && pb.check(candidate) === 'invalid') return candidate;
  }
  return undefined;
}

/**
 * Decides whether every instance of `a` is valid under `b`. Never throws: hostile input or an
 * exhausted budget is an `unknown` verdict with a reason.
 */
export function proveContainment(
  a: unknown,
  b: unknown,
  options: ContainmentOptions = {},
): ContainmentResult {
  const opts: ContainmentOptions = isJsonObject(options) ? options : {};
  let validations = 0;
  try {
    const budget = resolveBudget(opts.budget);
    const deadline = Date.now() + budget.timeoutMs;
    const pa = prepare(a, 'A', budget);
    if ('code' in pa) return unknown(pa);
    const pb = prepare(b, 'B', budget);
    if ('code' in pb) return unknown(pb);
    if (sameJson(a, b)) {
      return {
        verdict: 'contained',
        reason: { code: 'identical-subschema', message: 'the two schemas are the same JSON' },
      };
    }
    const objectOnly = opts.instanceType === 'object';
    let notB: Node;
    try {
      notB = complementOf(pb.root, { nodes: 0, maxNodes: budget.maxNodes, side: 'B' });
    } catch (error) {
      if (error instanceof BudgetExceeded)
        return unknown({ code: 'budget', message: error.message });
      throw error;
    }
    const wrap = objectOnly ? [objectNode()] : [];
    const nodes = [pa.root, notB, ...wrap];

    const work = newWork(budget, deadline);
    const cleared = new Set<string>();
    const found = counterexample(pa, pb, [nodes, [pa.root, ...wrap]], work, objectOnly, cleared);
    validations = work.validations;
    if (found) return { verdict: 'not-contained', counterexample: found.value };
    const empty = proveEmptyOrUnknown({
      nodes,
      search: work,
      unsupported: [...sided(pb.unsupported, 'B'), ...sided(pa.unsupported, 'A')],
      rejected: cleared,
      objectOnly,
      searchBudgetCounts: false,
      noWitness:
        'no value valid under A and invalid under B was found, and no rule proves there is none',
    });
    if (empty.verdict === 'empty') return { verdict: 'contained', reason: empty.reason };
    if (opts.propertyStep !== false) {
      const step = { validations: 0 };
      const value = propertyCounterexample(a, b, pa, pb, work, step);
      validations += step.validations;
      if (value !== undefined) return { verdict: 'not-contained', counterexample: value };
    }
    return unknown(empty.reason);
  } catch (error) {
    return unknown({
      code: 'internal-error',
      message: `the engine failed on this input: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    });
  } finally {
    if (opts.stats && typeof opts.stats.validations === 'number')
      opts.stats.validations += validations;
  }
}
