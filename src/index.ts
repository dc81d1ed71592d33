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
export {
  applyAdoption,
  parseBaseline,
  parseReport,
  parseSettings,
  SETTINGS_FILE,
} from './report/adopt.js';
export type { AdoptionInput, Baseline, RuleLevel, Settings, Suppression } from './report/adopt.js';
export { mergeReports } from './report/merge.js';
export { canonicalJson, jcsDigest, sha256Hex } from './canonical/jcs.js';
export { VERSION } from './version.js';
export {
  classifyInput,
  DEFAULT_MUTATORS,
  mutatorsFromCatalog,
  mutatorsFromList,
  parseScope,
  parseTranscriptLine,
  readLines,
  replayRecords,
  scopeRecords,
  transcriptRecords,
} from './transcript/index.js';
export type {
  LineSource,
  MutatorRule,
  ReplayOptions,
  ReplayResult,
  Scope,
  ScopeResult,
  SourceLine,
  TranscriptRecord,
} from './transcript/index.js';
export {
  GENESIS,
  sealRecords,
  signChain,
  signedMessage,
  verifyChain,
  verifyChainSignature,
} from './chain/index.js';
export type { BrokenLink, ChainHead, ChainVerdict } from './chain/index.js';
export { replayTraceReport, replayTraces, resolveCall, REPLAY_DEFAULTS } from './replay/index.js';
export type {
  TraceReplayOptions,
  TraceReplayReportOptions,
  TraceReplayResult,
  TraceSource,
} from './replay/index.js';
export { importTrace, loadTraceText, DEFAULT_TRACE_LIMITS } from './import/trace.js';
export type { ImportedTrace, ObservedCall, SkippedLine, TraceShape } from './import/trace.js';
