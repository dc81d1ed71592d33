import type { Finding } from '../../model/index.js';
import { truncateWitness } from '../witness.js';

/**
 * A finding's evidence in one short line for annotations and job summaries: the witness (a
 * schema-derived argument object, never call data), else the digests that stand for call
 * arguments and responses (raw ones never reach a report), else the reason code; '' when the
 * evidence has none of these.
 */
export function evidenceSummary(f: Finding, maxWitnessBytes = 120): string {
  const ev = f.evidence;
  if (ev.witness !== undefined) return `witness ${truncateWitness(ev.witness, maxWitnessBytes)}`;
  if (ev.argsDigest !== undefined) return `args sha256 ${ev.argsDigest.slice(0, 16)}…`;
  if (ev.responseDigest !== undefined && ev.firstResponseDigest !== undefined) {
    return `response sha256 ${ev.responseDigest.slice(0, 16)}…, first ${ev.firstResponseDigest.slice(0, 16)}…`;
  }
  if (ev.callDigest !== undefined) return `call sha256 ${ev.callDigest.slice(0, 16)}…`;
  if (ev.expected !== undefined && ev.found !== undefined) {
    return `expected ${ev.expected.slice(0, 16)}…, found ${ev.found.slice(0, 16)}…`;
  }
  if (typeof ev.reason === 'object') return ev.reason.code;
  return '';
}
