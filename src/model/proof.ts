/** Why a proof ended `disjoint` or `unknown`. Codes are documented in the README. */
export type ReasonCode =
  // unknown
  | 'unsupported-keyword'
  | 'unsupported-dialect'
  | 'budget'
  | 'recursive-ref'
  | 'remote-ref'
  | 'invalid-schema'
  | 'unsupported-pattern'
  | 'no-witness-found'
  | 'time-guard'
  | 'internal-error'
  // disjoint
  | 'false-schema'
  | 'disjoint-types'
  | 'disjoint-values'
  | 'disjoint-strings'
  | 'required-forbidden'
  | 'disjoint-property'
  | 'contradictory-bounds'
  | 'disjoint-contains'
  | 'disjoint-branches';

export interface ProofReason {
  code: ReasonCode;
  message: string;
}

export type ProofResult =
  | { verdict: 'overlap'; witness: unknown }
  | { verdict: 'disjoint'; reason: ProofReason }
  | { verdict: 'unknown'; reason: ProofReason };

export type Verdict = ProofResult['verdict'];
