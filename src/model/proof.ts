/** Why a proof ended `disjoint` or `unknown`. Codes are documented in docs/engine.md. */
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
  | 'disjoint-branches'
  | 'identical-subschema';

export interface ProofReason {
  code: ReasonCode;
  message: string;
}

export type ProofResult =
  | { verdict: 'overlap'; witness: unknown }
  | { verdict: 'disjoint'; reason: ProofReason }
  | { verdict: 'unknown'; reason: ProofReason };

export type Verdict = ProofResult['verdict'];

/**
 * Whether every instance of schema A is valid under schema B. `not-contained` only with a
 * counterexample Ajv validates under A and rejects under B; `contained` only from sound
 * reasoning (A ∧ ¬B has no instance); `unknown` otherwise.
 */
export type ContainmentResult =
  | { verdict: 'contained'; reason: ProofReason }
  | { verdict: 'not-contained'; counterexample: unknown }
  | { verdict: 'unknown'; reason: ProofReason };
