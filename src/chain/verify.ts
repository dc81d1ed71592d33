import type { SourceLine } from '../transcript/lines.js';
import { canonicalParts } from '../transcript/canonical.js';
import { linkLine } from './link.js';
import type { ChainHead } from './seal.js';
import { GENESIS, linkDigest } from './link.js';
import { isJsonObject } from '../model/json.js';

/** Why a link is broken. */
export type BreakReason =
  | 'digest' // the recomputed digest differs from the stored one
  | 'prev' // prev is not the previous link's digest
  | 'index' // the link's index is not its position
  | 'not-canonical' // the line is not exactly JCS(link) + LF
  | 'malformed' // the line is not a link (does not parse, wrong fields or types)
  | 'head'; // the chain is intact but ends at a different head than --head names

/** The first broken link of a sealed transcript. */
export interface BrokenLink {
  /** Zero-based link position (the index the link should have). */
  index: number;
  /** 1-based line in the file. */
  line: number;
  reason: BreakReason;
  /** Recomputed digest (or the expected prev / head), when one can be computed. */
  expected?: string;
  /** Stored digest (or stored prev / actual head), when the line has one. */
  found?: string;
}

/** The result of verifying a chain: its head and count, and the first break if any. */
export interface ChainVerdict extends ChainHead {
  broken?: BrokenLink;
}

const LINK_KEYS = ['args', 'digest', 'index', 'prev', 'response', 'tool'];
const HEX64 = /^[0-9a-f]{64}$/;

function storedDigest(value: unknown): string | undefined {
  return isJsonObject(value) && typeof value.digest === 'string' ? value.digest : undefined;
}

/**
 * Verifies sealed lines: each must be exactly JCS(link) + LF, link N's prev must be link N−1's
 * digest (genesis for 0), its index N, and its digest sha256(JCS({prev, index, tool, args,
 * response})). Stops at the first broken link. Memory is constant.
 */
export function verifyChain(
  lines: Iterable<SourceLine>,
  options: { head?: string } = {},
): ChainVerdict {
  let prev = GENESIS;
  let index = 0;
  for (const { text, line, terminated, invalidUtf8 } of lines) {
    const at = (reason: BreakReason, expected?: string, found?: string): ChainVerdict => ({
      head: prev,
      count: index,
      broken: {
        index,
        line,
        reason,
        ...(expected !== undefined ? { expected } : {}),
        ...(found !== undefined ? { found } : {}),
      },
    });
    if (invalidUtf8 === true) return at('malformed');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return at('malformed');
    }
    if (
      !isJsonObject(value) ||
      Object.keys(value).length !== LINK_KEYS.length ||
      !LINK_KEYS.every((k) => Object.prototype.hasOwnProperty.call(value, k)) ||
      typeof value.index !== 'number' ||
      !Number.isInteger(value.index) ||
      typeof value.tool !== 'string' ||
      !isJsonObject(value.args) ||
      !isJsonObject(value.response) ||
      typeof value.prev !== 'string' ||
      typeof value.digest !== 'string'
    ) {
      return at('malformed', undefined, storedDigest(value));
    }
    const link = value as {
      args: Record<string, unknown>;
      digest: string;
      index: number;
      prev: string;
      response: Record<string, unknown>;
      tool: string;
    };
    const parts = canonicalParts({ ...link, line });
    // stored fields (index included) under the expected prev: any edit of the line shows here
    const expected = linkDigest(prev, link.index, parts);
    if (expected !== link.digest || !HEX64.test(link.digest))
      return at('digest', expected, link.digest);
    if (link.prev !== prev) return at('prev', prev, link.prev);
    if (link.index !== index) return at('index', expected, link.digest);
    if (!terminated || text !== linkLine(link.prev, link.index, link.digest, parts))
      return at('not-canonical', expected, link.digest);
    prev = link.digest;
    index++;
  }
  if (options.head !== undefined && options.head !== prev) {
    return {
      head: prev,
      count: index,
      broken: { index, line: 0, reason: 'head', expected: options.head, found: prev },
    };
  }
  return { head: prev, count: index };
}
