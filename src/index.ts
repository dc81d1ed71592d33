/**
 * ToolWitness library: the same analyses the CLI and the Action run.
 *
 * ```ts
 * import { scan, proveOverlap, render } from 'toolwitness';
 * const report = scan([{ uri: 'tools.json', content: await readFile('tools.json') }]);
 * console.log(render(report, 'sarif'));
 * ```
 */
export type * from './model/index.js';
export { InputError } from './model/errors.js';
export { scan, scanTools, importCatalogs, SCAN_DEFAULTS } from './analyze/scan.js';
export type { CatalogSource, ScanOptions } from './analyze/scan.js';
export { effectContradiction } from './analyze/effects.js';
export { proveOverlap, checkToolSchema, DEFAULT_BUDGET } from './schema/index.js';
export type { ProofBudget, ProofOptions, ProofStats } from './schema/index.js';
export { render, RULES, ruleById, explainRule } from './report/index.js';
export type { Format } from './report/index.js';
export { canonicalJson, jcsDigest, sha256Hex } from './canonical/jcs.js';
export { VERSION } from './version.js';
