export { GENESIS, linkDigest, linkLine } from './link.js';
export type { ChainLink } from './link.js';
export { EMPTY_CHAIN, sealRecords } from './seal.js';
export type { ChainHead } from './link.js';
export { verifyChain } from './verify.js';
export type { BreakReason, BrokenLink, ChainVerdict } from './verify.js';
export { signChain, signedMessage, verifyChainSignature } from './signature.js';
export { brokenLinkFinding, brokenMessage, DETAIL, signatureFinding } from './findings.js';
