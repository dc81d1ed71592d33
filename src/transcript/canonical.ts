import { hash } from 'node:crypto';
import type { TranscriptRecord } from './record.js';

/** The JCS texts of a record's parts, computed once and shared by replay, scope and seal. */
export interface CanonicalRecord {
  /** JCS(tool): the tool name as a JSON string. */
  tool: string;
  args: string;
  response: string;
}

/**
 * RFC 8785 text of a parsed JSON value (what `canonicalJson` gives, tested against it), written
 * for the per-record hot path: strings and numbers serialize as ECMAScript JSON does, object keys
 * sort by UTF-16 code units (the default sort order).
 */
export function jcsText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new TypeError('non-finite number has no JSON representation');
    return JSON.stringify(value);
  }
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + jcsText(value[i]);
    return out + ']';
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length > 1) keys.sort();
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
      out += (i === 0 ? '' : ',') + JSON.stringify(keys[i]) + ':' + jcsText(obj[keys[i]]);
    }
    return out + '}';
  }
  throw new TypeError(`${typeof value} has no JSON representation`);
}

/**
 * True when `JSON.stringify(value)` is already its JCS text: plain objects and arrays (so no
 * `toJSON`), finite numbers, strings, booleans, null, and every object's own keys strictly
 * increasing in UTF-16 order as enumerated (the order JSON.stringify writes them; integer-like
 * keys enumerate first, so an object whose keys would sort differently fails here).
 */
export function stringifyIsJcs(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (value === null) return true;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) if (!stringifyIsJcs(value[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    if (i > 0 && !(keys[i - 1] < keys[i])) return false;
    if (!stringifyIsJcs(obj[keys[i]])) return false;
  }
  return true;
}

/** `jcsText`, through the native JSON.stringify when that already writes JCS (parsed records). */
export function jcs(value: unknown): string {
  return stringifyIsJcs(value) ? JSON.stringify(value) : jcsText(value);
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

/** A digest key as lowercase hex, for evidence. */
export function keyToHex(key: string): string {
  return Buffer.from(key, 'latin1').toString('hex');
}
