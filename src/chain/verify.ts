import {
  decodeByteLine,
  readLineBytes,
  type ByteLine,
  type LineSource,
  type SourceLine,
} from '../transcript/lines.js';
import { canonicalParts } from '../transcript/canonical.js';
import {
  GENESIS,
  LinkReader,
  linkDigest,
  linkLine,
  type ChainHead,
  type ChainLink,
} from './link.js';
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

function brokenAt(
  prev: string,
  index: number,
  line: number,
  reason: BreakReason,
  expected?: string,
  found?: string,
): ChainVerdict {
  const broken: BrokenLink = { index, line, reason };
  if (expected !== undefined) broken.expected = expected;
  if (found !== undefined) broken.found = found;
  return { head: prev, count: index, broken };
}

/**
 * The full check of one line: the verdict when the link is broken, or its digest when it is
 * intact. Every reason and digest the chain reports comes from here.
 */
function checkLine(
  source: SourceLine,
  prev: string,
  index: number,
  parsed: unknown,
): ChainVerdict | string {
  const { text, line, terminated, invalidUtf8 } = source;
  if (invalidUtf8 === true) return brokenAt(prev, index, line, 'malformed');
  let value = parsed;
  if (value === undefined) {
    try {
      value = JSON.parse(text);
    } catch {
      return brokenAt(prev, index, line, 'malformed');
    }
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
    return brokenAt(prev, index, line, 'malformed', undefined, storedDigest(value));
  }
  const link = value as unknown as ChainLink;
  const parts = canonicalParts({ ...link, line });
  // stored fields (index included) under the expected prev: any edit of the line shows here
  const expected = linkDigest(prev, link.index, parts);
  if (expected !== link.digest || !HEX64.test(link.digest))
    return brokenAt(prev, index, line, 'digest', expected, link.digest);
  if (link.prev !== prev) return brokenAt(prev, index, line, 'prev', prev, link.prev);
  if (link.index !== index) return brokenAt(prev, index, line, 'index', expected, link.digest);
  if (!terminated || text !== linkLine(link.prev, link.index, link.digest, parts))
    return brokenAt(prev, index, line, 'not-canonical', expected, link.digest);
  return link.digest;
}

/**
 * Verifies sealed lines: each must be exactly JCS(link) + LF, link N's prev must be link N−1's
 * digest (genesis for 0), its index N, and its digest sha256(JCS({prev, index, tool, args,
 * response})). Stops at the first broken link. Memory is constant.
 */
export function verifyLineBytes(
  lines: Iterable<ByteLine>,
  options: { head?: string } = {},
): ChainVerdict {
  let prev = GENESIS;
  /** `prev` as bytes, for the fast path to compare. */
  const prevBytes = Buffer.from(prev, 'latin1');
  let index = 0;
  const reader = new LinkReader();
  for (const bytes of lines) {
    const digest = bytes.terminated
      ? reader.intactDigest(bytes.buf, bytes.start, bytes.end, prevBytes, index)
      : undefined;
    if (digest !== undefined) {
      prev = digest;
      index++;
      continue;
    }
    const verdict = checkLine(decodeByteLine(bytes), prev, index, undefined);
    if (typeof verdict !== 'string') return verdict;
    prev = verdict;
    prevBytes.write(prev, 'latin1');
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

/** `verifyLineBytes` over a sealed file or stream, read exactly as stored. */
export function verifySealed(source: LineSource, options: { head?: string } = {}): ChainVerdict {
  return verifyLineBytes(readLineBytes(source, { mode: 'exact' }), options);
}

/** `verifyLineBytes` over decoded lines (`readLines` with `mode: 'exact'`). */
export function verifyChain(
  lines: Iterable<SourceLine>,
  options: { head?: string } = {},
): ChainVerdict {
  function* asBytes(): Generator<ByteLine> {
    for (const { text, line, terminated, invalidUtf8 } of lines) {
      // a line that was not UTF-8 must stay malformed: its replacement characters would encode
      const bytes = invalidUtf8 === true ? Buffer.from([0xff]) : Buffer.from(text);
      yield { buf: bytes, start: 0, end: bytes.length, line, terminated };
    }
  }
  return verifyLineBytes(asBytes(), options);
}
