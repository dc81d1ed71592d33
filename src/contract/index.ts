export { checkContract, checkExpectations, CONTRACT_DEFAULTS } from './check.js';
export type { ContractOptions, ContractResult } from './check.js';
export { parseExpectations } from './expectations.js';
export type { Expectation, ExpectationSource } from './expectations.js';
export { keyPathDiff, MAX_DIFF_PATHS } from './diff.js';
export type { KeyPathDiff } from './diff.js';
