/**
 * The last step of `proveOverlap` and `proveContainment`: once the search found no witness
 * (no common instance; no counterexample), prove the conjunction of the nodes empty with the
 * disjointness rules, or say why the answer stays unknown. One step for both, so a blocker,
 * a budget or the wall clock is reported the same way by each.
 */
import { canonicalJson } from '../canonical/jcs.js';
import type { ProofReason } from '../model/proof.js';
import { isJsonObject } from './dialect.js';
import type { Node, Unsupported } from './ir.js';
import { describeUnsupported } from './prepare.js';
import { unsatConj } from './unsat.js';
import { newWork, type Work } from './work.js';

/** A keyword left out of the tree, with the side (`A`, `B`) of the schema it is in. */
export interface SidedUnsupported {
  unsupported: Unsupported;
  side: string;
}

/** The keywords of one side, labelled with it. */
export function sided(list: readonly Unsupported[], side: string): SidedUnsupported[] {
  return list.map((unsupported) => ({ unsupported, side }));
}

/** What the step needs of the proof that calls it. */
export interface EmptinessQuestion {
  /** The conjunction whose emptiness is asked (A ∧ B, or A ∧ ¬B). */
  nodes: Node[];
  /** The search that found nothing: its wall-clock stop and counters. */
  search: Work;
  /** Keywords left out, in the order the caller reports them. */
  unsupported: readonly SidedUnsupported[];
  /** Root values the search saw rejected (canonical JSON), which the rules may rely on. */
  rejected: ReadonlySet<string>;
  /** Only object instances are asked about (tool arguments). */
  objectOnly: boolean;
  /**
   * Whether a search that ran out of budget is the reason given (`proveOverlap`); the
   * containment search's second pass has a budget of its own, so it passes false.
   */
  searchBudgetCounts: boolean;
  /** The `no-witness-found` message, in the caller's words. */
  noWitness: string;
}

/** `empty` with the rule that proves it, or `unknown` with why not. */
export type Emptiness =
  { verdict: 'empty'; reason: ProofReason } | { verdict: 'unknown'; reason: ProofReason };

function unknown(reason: ProofReason): Emptiness {
  return { verdict: 'unknown', reason };
}

/** Proves `q.nodes` have no common instance, or says why that is not known. */
export function proveEmptyOrUnknown(q: EmptinessQuestion): Emptiness {
  const { budget, deadline } = q.search;
  if (q.search.timedOut) {
    return unknown({
      code: 'time-guard',
      message: `the ${budget.timeoutMs} ms wall-clock safety net stopped the search`,
    });
  }
  const blocker = q.unsupported.find((s) => s.unsupported.blocksDisjoint);
  if (blocker) return unknown(describeUnsupported(blocker.unsupported, blocker.side));

  const proofWork = newWork(budget, deadline);
  const reason = unsatConj(q.nodes, proofWork, {
    path: [],
    depth: 0,
    rejectedAtRoot: (v) => q.rejected.has(canonicalJson(v)) || (q.objectOnly && !isJsonObject(v)),
  });
  if (reason) return { verdict: 'empty', reason };
  if (proofWork.timedOut) {
    return unknown({
      code: 'time-guard',
      message: `the ${budget.timeoutMs} ms wall-clock safety net stopped the proof`,
    });
  }
  const exhausted = (q.searchBudgetCounts ? q.search.exhausted : undefined) ?? proofWork.exhausted;
  if (exhausted) return unknown(exhausted);
  // Unsupported keywords were left out of the disjointness reasoning; say which, if any.
  const recursive = q.unsupported.find((s) => s.unsupported.code === 'recursive-ref');
  if (recursive) return unknown(describeUnsupported(recursive.unsupported, recursive.side));
  const first = q.unsupported[0];
  if (first) return unknown(describeUnsupported(first.unsupported, first.side));
  return unknown({ code: 'no-witness-found', message: q.noWitness });
}
