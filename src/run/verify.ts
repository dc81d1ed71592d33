import { brokenLinkFinding, signatureFinding } from '../chain/findings.js';
import { verifyChainSignature } from '../chain/signature.js';
import { verifySealed } from '../chain/verify.js';
import { buildReport } from '../findings/index.js';
import type { Finding, Report } from '../model/finding.js';
import type { LineSource } from '../transcript/lines.js';
import { VERSION } from '../version.js';
import { refuseEmpty } from './empty.js';

/** A small text read from a file (a key, a signature) and the name messages give it. */
export interface NamedText {
  text: string;
  uri: string;
}

/** `stats` of a `verify` report of one sealed file (the CLI's). */
export type VerifyStats = {
  links: number;
  head: string;
  chain: 'intact' | 'broken';
  signature: 'none' | 'valid' | 'invalid';
};

/** `stats` of a `verify` report of several sealed files (the Action's). */
export type VerifyAllStats = {
  /** Links over every file. */
  links: number;
  sealed: (VerifyStats & { uri: string })[];
};

/** What one sealed file's verification found. */
export interface SealedVerdict {
  findings: Finding[];
  links: number;
  head: string;
  chain: 'intact' | 'broken';
  signature: 'none' | 'valid' | 'invalid';
}

/**
 * Verifies one sealed transcript: its hash chain (TW401; with `head`, that it ends there) and,
 * with a public key, the signature `signature()` reads (TW402). The signature is read only
 * after the chain is verified.
 */
export function verifySealedSource(
  source: LineSource,
  options: {
    head?: string;
    publicKey?: NamedText;
    signature?: () => NamedText;
    /** Refuse a chain of nothing (an InputError) unless this is true; unset: no check. */
    allowEmpty?: boolean;
  },
): SealedVerdict {
  const verdict = verifySealed(source, options.head !== undefined ? { head: options.head } : {});
  const findings: Finding[] = [];
  const broken = verdict.broken;
  // a broken first line is reported as broken (TW401); only a chain of nothing is refused
  if (broken === undefined && 'allowEmpty' in options) {
    refuseEmpty(source.uri, verdict.count, 'sealed links', options.allowEmpty);
  }
  if (broken !== undefined) findings.push(brokenLinkFinding(source.uri, broken));
  let signature: SealedVerdict['signature'] = 'none';
  if (options.publicKey !== undefined && options.signature !== undefined) {
    const key = options.publicKey;
    const sig = options.signature();
    const ok = broken === undefined && verifyChainSignature(verdict, key.text, sig.text, key.uri);
    signature = ok ? 'valid' : 'invalid';
    if (!ok) findings.push(signatureFinding(verdict, source.uri, sig.uri));
  }
  return {
    findings,
    links: verdict.count,
    head: verdict.head,
    chain: broken === undefined ? 'intact' : 'broken',
    signature,
  };
}

/**
 * `verify` of one sealed transcript: the chain, `head` when given, the signature with a public
 * key. A chain of nothing is an InputError unless `allowEmpty` (a broken first line is TW401).
 */
export function runVerify(
  source: LineSource,
  options: {
    head?: string;
    publicKey?: NamedText;
    signature?: NamedText;
    allowEmpty?: boolean;
  } = {},
): Report<VerifyStats> {
  const { publicKey, signature } = options;
  const verdict = verifySealedSource(source, {
    ...(options.head !== undefined ? { head: options.head } : {}),
    ...(publicKey !== undefined && signature !== undefined
      ? { publicKey, signature: () => signature }
      : {}),
    allowEmpty: options.allowEmpty === true,
  });
  const stats: VerifyStats = {
    links: verdict.links,
    head: verdict.head,
    chain: verdict.chain,
    signature: verdict.signature,
  };
  return buildReport({ command: 'verify', version: VERSION, findings: verdict.findings, stats });
}

/** One sealed file of `runVerifyAll`, and how to read its signature when a key is given. */
export interface SealedInput {
  source: LineSource;
  signature?: () => NamedText;
}

/**
 * `verify` of several sealed transcripts in one report (the Action's): per file its links,
 * head, chain and signature, and the total of links. Files are verified one at a time, in
 * order; with `publicKey`, each file's signature is read once its chain is verified.
 */
export function runVerifyAll(
  files: Iterable<SealedInput>,
  options: { publicKey?: NamedText; allowEmpty?: boolean } = {},
): Report<VerifyAllStats> {
  const findings: Finding[] = [];
  const sealed: VerifyAllStats['sealed'] = [];
  let links = 0;
  const { publicKey } = options;
  for (const { source, signature } of files) {
    const verdict = verifySealedSource(source, {
      ...(publicKey !== undefined && signature !== undefined ? { publicKey, signature } : {}),
      ...(options.allowEmpty !== undefined ? { allowEmpty: options.allowEmpty } : {}),
    });
    for (const f of verdict.findings) findings.push(f);
    links += verdict.links;
    sealed.push({
      uri: source.uri,
      links: verdict.links,
      head: verdict.head,
      chain: verdict.chain,
      signature: verdict.signature,
    });
  }
  const stats: VerifyAllStats = { links, sealed };
  return buildReport({ command: 'verify', version: VERSION, findings, stats });
}
