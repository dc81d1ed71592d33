/** Shared set-up of a proof: the budget, and each schema's tree and compiled validator. */
import type { ProofReason } from '../model/proof.js';
import { getValidator as compileSchema, surelyCompiles } from './ajv.js';
import { dialectOf, isJsonObject } from './dialect.js';
import { BudgetExceeded, buildSchema, showPointer, type Node, type Unsupported } from './ir.js';
import { measure } from './measure.js';
import { spend, type ProofBudget, type Work } from './work.js';

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

/** The budget of one proof: the defaults, overridden by the finite non-negative numbers given. */
export function resolveBudget(partial: Partial<ProofBudget> | undefined): ProofBudget {
  const out = { ...DEFAULT_BUDGET };
  if (partial && typeof partial === 'object') {
    for (const key of Object.keys(DEFAULT_BUDGET) as Array<keyof ProofBudget>) {
      const v = partial[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
  }
  return out;
}

/** Ajv's verdict on a value; `error` when Ajv threw instead of deciding (it proves nothing). */
export type Check = 'valid' | 'invalid' | 'error';

/** One side of a proof: its tree, Ajv's verdict on a value, and what the tree leaves out. */
export interface Prepared {
  root: Node;
  check(value: unknown): Check;
  unsupported: Unsupported[];
}

/**
 * Ajv's verdicts on one candidate under both sides, each validation spent from `work`'s
 * `validations` budget: B is asked only when A accepts the value (`byB` is absent otherwise).
 * Undefined once the budget is used up. The overlap search and the counterexample search read
 * the pair differently (a witness needs both `valid`; a counterexample needs A `valid`, B
 * `invalid`), so the pair is returned as it is.
 */
export function checkBoth(
  a: Prepared,
  b: Prepared,
  candidate: unknown,
  work: Work,
): { byA: Check; byB?: Check } | undefined {
  if (!spend(work, 'validations')) return undefined;
  const byA = a.check(candidate);
  if (byA !== 'valid') return { byA };
  if (!spend(work, 'validations')) return undefined;
  return { byA, byB: b.check(candidate) };
}

/**
 * Builds one side of a proof, or the reason it cannot be used. `metaChecked`: the schema is
 * known to pass its meta-schema (see `getValidator`).
 */
export function prepare(
  schema: unknown,
  side: string,
  budget: ProofBudget,
  metaChecked = false,
): Prepared | ProofReason {
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
      message: `${side} declares $schema ${JSON.stringify(uri)}; supported: draft-04, draft-07, 2019-09, 2020-12`,
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
  if (metaChecked && surelyCompiles(schema, dialect)) {
    // Compiled when a candidate first needs it: many proofs (disjoint ones above all) never
    // validate a value, and this schema cannot fail to compile, so no verdict changes.
    let check: ((value: unknown) => Check) | undefined;
    const lazyCheck = (value: unknown): Check => {
      if (check === undefined) {
        const compiled = compileSchema(schema, limits, true);
        check = compiled.ok ? compiled.check : () => 'error';
      }
      return check(value);
    };
    return { root: built.root, check: lazyCheck, unsupported: built.unsupported };
  }
  const compiled = compileSchema(schema, limits, metaChecked);
  if (!compiled.ok)
    return { code: compiled.reason.code, message: `${side}: ${compiled.reason.message}` };
  return { root: built.root, check: compiled.check, unsupported: built.unsupported };
}

/** Why an unsupported keyword (or unexpanded recursion) left a proof undecided. */
export function describeUnsupported(u: Unsupported, side: string): ProofReason {
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
