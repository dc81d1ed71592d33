/** The findings of verifying a sealed transcript (TW401, TW402), shared by the CLI and the Action. */
import type { Finding } from '../model/finding.js';
import { makeFinding } from '../findings/index.js';
import type { BrokenLink, ChainVerdict } from './verify.js';

/** What each kind of break means, in the words the ToolReplay vectors' outputs use. */
export const DETAIL: Record<BrokenLink['reason'], string> = {
  digest: 'the recomputed digest differs from the stored one',
  prev: 'prev is not the digest of the previous link',
  index: 'the link index is not its position in the chain',
  'not-canonical': 'the line is not exactly JCS(link) followed by LF',
  malformed:
    'the line is not a sealed link (JSON object with args, digest, index, prev, response, tool)',
  head: 'the chain ends at a different head than --head names (truncated or appended)',
};

/** One line describing a break, for messages outside the report. */
export function brokenMessage(broken: BrokenLink): string {
  return broken.reason === 'head'
    ? `chain head differs from --head after ${broken.index} links`
    : `chain broken at index ${broken.index} (line ${broken.line}): ${DETAIL[broken.reason]}`;
}

/** TW401 at the first broken link of the sealed file `uri`. */
export function brokenLinkFinding(uri: string, broken: BrokenLink): Finding {
  return makeFinding('TW401', {
    message: brokenMessage(broken),
    locations: [
      { uri, pointer: '', line: Math.max(1, broken.line), column: 1, index: broken.index },
    ],
    evidence: {
      index: broken.index,
      reason: broken.reason,
      detail: DETAIL[broken.reason],
      ...(broken.expected !== undefined ? { expected: broken.expected } : {}),
      ...(broken.found !== undefined ? { found: broken.found } : {}),
    },
    subjects: [uri, broken.index],
  });
}

/** TW402 for the signature file `sigUri` of the sealed file `uri` (never checked on a broken chain). */
export function signatureFinding(verdict: ChainVerdict, uri: string, sigUri: string): Finding {
  return makeFinding('TW402', {
    message:
      verdict.broken === undefined
        ? `signature does not verify for ${verdict.count} links ending at head ${verdict.head}`
        : 'signature not checked against a broken chain',
    locations: [{ uri: sigUri, pointer: '', line: 1, column: 1 }],
    evidence: { count: verdict.count, head: verdict.head, signature: sigUri },
    subjects: [uri, sigUri],
  });
}
