import { hash } from 'node:crypto';

/**
 * RFC 8785 (JCS) canonical JSON text of a JSON value. Tests check it against the reference
 * `canonicalize` package on generated values.
 */
export function canonicalJson(value: unknown): string {
  return jcs(value);
}

/** SHA-256 of a string (UTF-8) or bytes, lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/** sha256(JCS(value)): the digest every finding and fingerprint uses. */
export function jcsDigest(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * RFC 8785 text of a JSON value, written for hot paths: strings and numbers serialize as
 * ECMAScript JSON does, object keys sort by UTF-16 code units (the default sort order). Like
 * JSON.stringify, `undefined` members are left out and `undefined` array items are `null`.
 */
export function jcsText(value: unknown): string {
  // Pieces joined once: the text comes out flat. Built by `+=`, it would be a tree of string
  // pieces, which costs a scan that keeps thousands of these texts (lint keeps one per tool)
  // more in garbage collection than writing it did.
  const out: string[] = [];
  writeJcs(value, out);
  return out.length === 1 ? out[0] : out.join('');
}

function writeJcs(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(JSON.stringify(value));
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new TypeError('non-finite number has no JSON representation');
    out.push(JSON.stringify(value));
  } else if (value === null) {
    out.push('null');
  } else if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false');
  } else if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      if (value[i] === undefined) out.push('null');
      else writeJcs(value[i], out);
    }
    out.push(']');
  } else if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length > 1) keys.sort();
    out.push('{');
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      const member = obj[keys[i]];
      if (member === undefined) continue;
      out.push(`${first ? '' : ','}${JSON.stringify(keys[i])}:`);
      first = false;
      writeJcs(member, out);
    }
    out.push('}');
  } else {
    throw new TypeError(`${typeof value} has no JSON representation`);
  }
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
