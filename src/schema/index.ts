/**
 * The witness engine: `proveOverlap` decides whether two JSON Schemas accept a common instance,
 * following DESIGN's soundness rule. `overlap` only with a witness Ajv validated under both
 * originals; `disjoint` only from reasoning sound for every keyword involved; `unknown` otherwise.
 */
import { canonicalJson } from '../canonical/jcs.js';
import type { ProofReason, ProofResult } from '../model/proof.js';
import { getValidator as compileSchema, type CompiledSchema } from './ajv.js';
import { isJsonObject } from './dialect.js';
import { candidates } from './generate.js';
import { objectNode, type Node } from './ir.js';
import { proveEmptyOrUnknown, sided } from './empty.js';
import { checkBoth, prepare, resolveBudget, type Prepared } from './prepare.js';
import { newWork, type ProofBudget, type Work } from './work.js';

export { checkToolSchema } from './check.js';
export type { CompiledSchema } from './ajv.js';
export { releaseValidators } from './ajv.js';
export type { ProofBudget } from './work.js';
export { DEFAULT_BUDGET } from './prepare.js';
export { proveContainment } from './contain.js';
export type { ContainmentResult } from './contain.js';

/** Figures the caller may accumulate across many proofs. */
export interface ProofStats {
  validations: number;
}

/** Options of one proof. */
export interface ProofOptions {
  /** `'object'` intersects both schemas with `{"type":"object"}` (tool arguments are objects). */
  instanceType?: 'object';
  budget?: Partial<ProofBudget>;
  /** Incremented by the validations this proof ran. */
  stats?: ProofStats;
  /**
   * Both schemas are known to pass their dialect's meta-schema (`checkToolSchema` checked them,
   * as the scan does for every tool): compiling them skips that check. Same verdicts; only set
   * it for schemas that were checked.
   */
  metaChecked?: boolean;
}

/**
 * The compiled validator of a schema (lazily compiled, cached by the JCS digest of
 * (dialect, schema)); `{ ok: false, reason }` when it cannot be compiled. Never throws.
 */
export function getValidator(schema: unknown): CompiledSchema {
  return compileSchema(schema);
}

function unknown(reason: ProofReason): ProofResult {
  return { verdict: 'unknown', reason };
}

function witnessSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

function search(
  a: Prepared,
  b: Prepared,
  nodes: Node[],
  work: Work,
  objectOnly: boolean,
  rejected: Set<string>,
): unknown[] | undefined {
  const tried = new Set<string>();
  for (const candidate of candidates(nodes, work, 0)) {
    const key = canonicalJson(candidate);
    if (tried.has(key)) continue;
    tried.add(key);
    if (witnessSize(candidate) > work.budget.maxWitnessBytes) continue;
    if (objectOnly && !isJsonObject(candidate)) {
      rejected.add(key);
      continue;
    }
    const checked = checkBoth(a, b, candidate, work);
    if (checked === undefined) return undefined;
    if (checked.byB === 'valid') return [candidate];
    // Only a decided rejection may feed disjointness; an Ajv error proves nothing either way.
    if (checked.byA === 'invalid' || checked.byB === 'invalid') rejected.add(key);
  }
  return undefined;
}

/**
 * Decides whether schemas `a` and `b` accept a common instance. Never throws: every failure,
 * hostile input or exhausted budget is an `unknown` verdict with a reason.
 */
export function proveOverlap(a: unknown, b: unknown, options: ProofOptions = {}): ProofResult {
  const opts: ProofOptions = isJsonObject(options) ? options : {};
  let validations = 0;
  try {
    const budget = resolveBudget(opts.budget);
    const deadline = Date.now() + budget.timeoutMs;
    const metaChecked = opts.metaChecked === true;
    const pa = prepare(a, 'A', budget, metaChecked);
    if ('code' in pa) return unknown(pa);
    const pb = prepare(b, 'B', budget, metaChecked);
    if ('code' in pb) return unknown(pb);
    const objectOnly = opts.instanceType === 'object';
    const nodes = objectOnly ? [pa.root, pb.root, objectNode()] : [pa.root, pb.root];

    const work = newWork(budget, deadline);
    const rejected = new Set<string>();
    const found = search(pa, pb, nodes, work, objectOnly, rejected);
    validations = work.validations;
    if (found) return { verdict: 'overlap', witness: found[0] };
    const empty = proveEmptyOrUnknown({
      nodes,
      search: work,
      unsupported: [...sided(pa.unsupported, 'A'), ...sided(pb.unsupported, 'B')],
      rejected,
      objectOnly,
      searchBudgetCounts: true,
      noWitness:
        'no candidate value was accepted by both schemas, and no disjointness rule applies',
    });
    return empty.verdict === 'empty'
      ? { verdict: 'disjoint', reason: empty.reason }
      : unknown(empty.reason);
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
