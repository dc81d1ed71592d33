import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { canonicalJson } from '../canonical/jcs.js';
import { InputError } from '../model/errors.js';
import type { ChainHead } from './link.js';

/** The signed message: JCS `{count, head}`. */
export function signedMessage(chain: ChainHead): string {
  return canonicalJson({ count: chain.count, head: chain.head });
}

/** Signs a chain head with an Ed25519 private key (PEM); returns base64 of the raw signature. */
export function signChain(
  chain: ChainHead,
  privateKeyPem: string | Uint8Array,
  keyName = 'key',
): string {
  let key;
  try {
    key = createPrivateKey(
      typeof privateKeyPem === 'string' ? privateKeyPem : Buffer.from(privateKeyPem),
    );
  } catch {
    throw new InputError(`${keyName}: not a PEM private key`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new InputError(`${keyName}: not an Ed25519 key`);
  return sign(null, Buffer.from(signedMessage(chain)), key).toString('base64') + '\n';
}

/**
 * True when `signatureBase64` is a valid Ed25519 signature of the chain head under the public
 * key (PEM). A malformed signature is simply invalid; a malformed key is an InputError.
 */
export function verifyChainSignature(
  chain: ChainHead,
  publicKeyPem: string | Uint8Array,
  signatureBase64: string,
  keyName = 'public key',
): boolean {
  let key;
  try {
    key = createPublicKey(
      typeof publicKeyPem === 'string' ? publicKeyPem : Buffer.from(publicKeyPem),
    );
  } catch {
    throw new InputError(`${keyName}: not a PEM public key`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new InputError(`${keyName}: not an Ed25519 key`);
  const text = signatureBase64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  const raw = Buffer.from(text, 'base64');
  if (raw.length !== 64) return false;
  try {
    return verify(null, Buffer.from(signedMessage(chain)), key, raw);
  } catch {
    return false;
  }
}
