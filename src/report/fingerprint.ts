import { jcsDigest } from '../canonical/jcs.js';

/**
 * A finding's stable identity: sha256(JCS({ruleId, subjects})), lowercase hex.
 *
 * `subjects` is hashed in the order given. Callers pass them sorted (catalog subjects by
 * (server, name, definition digest)), so the fingerprint survives unrelated tools moving.
 */
export function fingerprint(ruleId: string, subjects: readonly unknown[]): string {
  return jcsDigest({ ruleId, subjects });
}
