import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 (JCS) canonical JSON text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

/** SHA-256 of a string (UTF-8) or bytes, lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** sha256(JCS(value)): the digest every finding and fingerprint uses. */
export function jcsDigest(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
