/**
 * The witness engine: `proveOverlap` decides whether two JSON Schemas accept a common instance,
 * following DESIGN's soundness rule. `overlap` only with a witness Ajv validated under both
 * originals; `disjoint` only from reasoning sound for every keyword involved; `unknown` otherwise.
 */
import { canonicalJson } from '../canonical/jcs.js';
import type { ProofReason, ProofResult } from '../model/proof.js';
import { getValidator as compileSchema, type CompiledSchema } from './ajv.js';
import { dialectOf, isJsonObject } from './dialect.js';
import { candidates } from './generate.js';
import {
  BudgetExceeded,
  buildSchema,
  objectNode,
  showPointer,
  type Node,
  type Unsupported,
} from './ir.js';
import { measure } from './measure.js';
import { unsatConj } from './unsat.js';
import { newWork, spend, type ProofBudget, type Work } from './work.js';

export { checkToolSchema } from './check.js';
export type { CompiledSchema } from './ajv.js';
export type { ProofBudget } from './work.js';

/** Default limits of one proof. Only `timeoutMs` is wall time, and it is a safety net. */
export const DEFAULT_BUDGET: ProofBudget = Object.freeze({
  /** JSON nesting depth of each schema document (and of the expanded schema tree). */
  maxDepth: 64,
  /** JSON values per schema document, and schema nodes after local `$ref` inlining. */
  maxNodes: 20000,
  /** anyOf/oneOf branch choices explored, per search and per disjointness pass. */
  maxBranches: 256,
  /** Candidate values generated (at every level) while looking for a witness. */
  maxCandidates: 256,
  /** Largest witness, in UTF-8 bytes of its JSON text (64 KiB). */
  maxWitnessBytes: 65536,
  /** Ajv validations of root candidates (each schema counts one). */
  maxValidations: 512,
  /** Wall-clock safety net; reaching it answers `unknown` with code `time-guard`. */
  timeoutMs: 2000,
});

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

function resolveBudget(partial: Partial<ProofBudget> | undefined): ProofBudget {
  const out = { ...DEFAULT_BUDGET };
  if (partial && typeof partial === 'object') {
    for (const key of Object.keys(DEFAULT_BUDGET) as Array<keyof ProofBudget>) {
      const v = partial[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
  }
  return out;
}

interface Prepared {
  root: Node;
  check(value: unknown): 'valid' | 'invalid' | 'error';
  unsupported: Unsupported[];
}

function prepare(schema: unknown, side: string, budget: ProofBudget): Prepared | ProofReason {
  const limits = { maxDepth: budget.maxDepth, maxNodes: budget.maxNodes };
  const size = measure(schema, limits);
  if (!size.ok) return { code: size.reason.code, message: `${side}: ${size.reason.message}` };
  if (typeof schema !== 'boolean' && !isJsonObject(schema)) {
    return {
      code: 'invalid-schema',
      message: `${side} is not a schema (a JSON object or boolean)`,
    };
  }
  const dialect = dialectOf(schema);
  if (!dialect) {
    const uri = isJsonObject(schema) ? schema.$schema : undefined;
    return {
      code: 'unsupported-dialect',
      message: `${side} declares $schema ${JSON.stringify(uri)}; supported: draft-07, 2019-09, 2020-12`,
    };
  }
  let built;
  try {
    built = buildSchema(schema, dialect, side, limits);
  } catch (error) {
    if (error instanceof BudgetExceeded) return { code: 'budget', message: error.message };
    throw error;
  }
  if (!built.ok) return { code: built.code, message: `${side}: ${built.message}` };
  const compiled = compileSchema(schema, limits);
  if (!compiled.ok)
    return { code: compiled.reason.code, message: `${side}: ${compiled.reason.message}` };
  return { root: built.root, check: compiled.check, unsupported: built.unsupported };
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
    // Only a decided rejection may feed disjointness; an Ajv error proves nothing either way.
    if (!spend(work, 'validations')) return undefined;
    const byA = a.check(candidate);
    if (byA !== 'valid') {
      if (byA === 'invalid') rejected.add(key);
      continue;
    }
    if (!spend(work, 'validations')) return undefined;
    const byB = b.check(candidate);
    if (byB !== 'valid') {
      if (byB === 'invalid') rejected.add(key);
      continue;
    }
    return [candidate];
  }
  return undefined;
}

function describeUnsupported(u: Unsupported, side: string): ProofReason {
  if (u.code === 'recursive-ref') {
    return {
      code: 'recursive-ref',
      message: `${side} has a recursive $ref at ${showPointer(u.pointer)}; no witness was found and recursion is not decided`,
    };
  }
  if (u.keyword === 'pattern' || u.keyword.startsWith('format ')) {
    return {
      code: 'unsupported-keyword',
      message: `${side} uses ${u.keyword} at ${showPointer(u.pointer)}, which the disjointness rules model only as a superset of the strings it allows; no witness was found and neither that superset nor any rule over the rest decides the pair`,
    };
  }
  return {
    code: 'unsupported-keyword',
    message: `${side} uses ${u.keyword} at ${showPointer(u.pointer)}, which the disjointness rules do not model; no witness was found and no rule over the rest decides the pair`,
  };
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
    const pa = prepare(a, 'A', budget);
    if ('code' in pa) return unknown(pa);
    const pb = prepare(b, 'B', budget);
    if ('code' in pb) return unknown(pb);
    const objectOnly = opts.instanceType === 'object';
    const nodes = objectOnly ? [pa.root, pb.root, objectNode()] : [pa.root, pb.root];

    const work = newWork(budget, deadline);
    const rejected = new Set<string>();
    const found = search(pa, pb, nodes, work, objectOnly, rejected);
    validations = work.validations;
    if (found) return { verdict: 'overlap', witness: found[0] };
    if (work.timedOut) {
      return unknown({
        code: 'time-guard',
        message: `the ${budget.timeoutMs} ms wall-clock safety net stopped the search`,
      });
    }

    const all = [...pa.unsupported, ...pb.unsupported];
    const sideOf = (u: Unsupported): string => (pa.unsupported.includes(u) ? 'A' : 'B');
    const blocker = all.find((u) => u.blocksDisjoint);
    if (blocker) return unknown(describeUnsupported(blocker, sideOf(blocker)));

    const proofWork = newWork(budget, deadline);
    const reason = unsatConj(nodes, proofWork, {
      path: [],
      depth: 0,
      rejectedAtRoot: (v) => rejected.has(canonicalJson(v)) || (objectOnly && !isJsonObject(v)),
    });
    if (reason) return { verdict: 'disjoint', reason };
    if (proofWork.timedOut) {
      return unknown({
        code: 'time-guard',
        message: `the ${budget.timeoutMs} ms wall-clock safety net stopped the proof`,
      });
    }
    const exhausted = work.exhausted ?? proofWork.exhausted;
    if (exhausted) return unknown(exhausted);
    // Unsupported keywords were left out of the disjointness reasoning; say which, if any.
    const recursive = all.find((u) => u.code === 'recursive-ref');
    if (recursive) return unknown(describeUnsupported(recursive, sideOf(recursive)));
    if (all.length > 0) return unknown(describeUnsupported(all[0], sideOf(all[0])));
    return unknown({
      code: 'no-witness-found',
      message: 'no candidate value was accepted by both schemas, and no disjointness rule applies',
    });
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
