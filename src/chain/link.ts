import { hash } from 'node:crypto';
import type { CanonicalRecord } from '../transcript/canonical.js';
import type { NodeBuffer } from '../model/node-buffer.js';

/** The prev of the first link: 64 zero hex digits. */
export const GENESIS = '0'.repeat(64);

/** The members of a link line, in JCS order. */
type LinkMember = 'args' | 'digest' | 'index' | 'prev' | 'response' | 'tool';

/**
 * The fixed pieces of a link line as bytes, in line order:
 * `{"args":A,"digest":"D","index":N,"prev":"P","response":R,"tool":T}`. Seal writes them and
 * verify's scanner expects them.
 */
export const LINK_BYTES: Readonly<Record<LinkMember, NodeBuffer>> = {
  args: Buffer.from('{"args":'),
  digest: Buffer.from(',"digest":"'),
  index: Buffer.from(',"index":'),
  prev: Buffer.from(',"prev":"'),
  response: Buffer.from('","response":'),
  tool: Buffer.from(',"tool":'),
};

/** `,"digest":"` + 64 hex digits + `"`: what a line has beyond JCS({prev, index, …}). */
export const DIGEST_MEMBER = LINK_BYTES.digest.length + 64 + 1;

/** A sealed transcript line: the record's fields plus `prev` and `digest`. */
export interface ChainLink {
  args: Record<string, unknown>;
  digest: string;
  index: number;
  prev: string;
  response: Record<string, unknown>;
  tool: string;
}

/**
 * Link digest = sha256(JCS({prev, index, tool, args, response})), assembled from the parts'
 * JCS texts (keys in JCS order: args, index, prev, response, tool).
 */
export function linkDigest(prev: string, index: number, parts: CanonicalRecord): string {
  const text = `{"args":${parts.args},"index":${index},"prev":"${prev}","response":${parts.response},"tool":${parts.tool}}`;
  return hash('sha256', text, 'hex');
}

/** The exact sealed line, JCS(link) without its LF. */
export function linkLine(
  prev: string,
  index: number,
  digest: string,
  parts: CanonicalRecord,
): string {
  return `{"args":${parts.args},"digest":"${digest}","index":${index},"prev":"${prev}","response":${parts.response},"tool":${parts.tool}}`;
}
