import * as crypto from 'node:crypto';
import { canonicalJson } from '../canonical/jcs.js';

/** SHA-256 of a string's UTF-8 bytes, lowercase hex (one-shot `crypto.hash` where Node has it). */
const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * The JCS text of one subject when it is a string, a finite number or an array of strings (the
 * shapes analyzers use), else undefined. JCS writes these exactly as JSON.stringify does.
 */
function subjectText(subject: unknown): string | undefined {
  if (typeof subject === 'string') return JSON.stringify(subject);
  if (typeof subject === 'number')
    return Number.isFinite(subject) ? JSON.stringify(subject) : undefined;
  if (!Array.isArray(subject)) return undefined;
  let out = '[';
  for (let i = 0; i < subject.length; i++) {
    const item: unknown = subject[i];
    if (typeof item !== 'string') return undefined;
    out += (i === 0 ? '' : ',') + JSON.stringify(item);
  }
  return out + ']';
}

/**
 * A finding's stable identity: sha256(JCS({ruleId, subjects})), lowercase hex.
 *
 * `subjects` is hashed in the order given. Callers pass them sorted (catalog subjects by
 * (server, name, definition digest)), so the fingerprint survives unrelated tools moving.
 */
export function fingerprint(ruleId: string, subjects: readonly unknown[]): string {
  // The JCS text of {ruleId, subjects} built directly ("ruleId" sorts before "subjects").
  let text = '{"ruleId":' + JSON.stringify(ruleId) + ',"subjects":[';
  for (let i = 0; i < subjects.length; i++) {
    const part = subjectText(subjects[i]);
    if (part === undefined) return sha256Hex(canonicalJson({ ruleId, subjects }));
    text += (i === 0 ? '' : ',') + part;
  }
  return sha256Hex(text + ']}');
}
