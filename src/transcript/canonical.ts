import { hash } from 'node:crypto';
import { jcs } from '../canonical/jcs.js';
import type { TranscriptRecord } from './record.js';

export { jcs, jcsText, stringifyIsJcs } from '../canonical/jcs.js';

/** The JCS texts of a record's parts, computed once and shared by replay, scope and seal. */
export interface CanonicalRecord {
  /** JCS(tool): the tool name as a JSON string. */
  tool: string;
  args: string;
  response: string;
}

/** JCS of each part of a record (JCS of a string is its JSON.stringify). */
export function canonicalParts(record: TranscriptRecord): CanonicalRecord {
  return {
    tool: JSON.stringify(record.tool),
    args: jcs(record.args),
    response: jcs(record.response),
  };
}

/** JCS({tool, args}) assembled from parts: the identity of a call. */
export function callText(parts: CanonicalRecord): string {
  return `{"args":${parts.args},"tool":${parts.tool}}`;
}

/** SHA-256 of a string as a 32-character one-byte (latin1) string: a compact map key. */
export function digestKey(text: string): string {
  // Node accepts any Buffer encoding here; its types list only the text-safe ones.
  return (hash as (algorithm: string, data: string, encoding: string) => string)(
    'sha256',
    text,
    'latin1',
  );
}
