/**
 * ToolWitness library: the same analyses the CLI and the Action run.
 *
 * ```ts
 * import { scan, proveOverlap, render } from 'toolwitness';
 * const report = scan([{ uri: 'tools.json', content: await readFile('tools.json') }]);
 * console.log(render(report, 'sarif'));
 * ```
 *
 * Importing this module loads the o200k_base tokenizer (top-level await), so the synchronous
 * token counts and linting scans work right away; the CLI loads it only when it lints.
 */
import { loadTokenizer } from './lint/index.js';

await loadTokenizer();

export type * from './model/index.js';
export { InputError } from './model/errors.js';
export { scan, scanTools, importCatalogs, SCAN_DEFAULTS } from './analyze/scan.js';
export type { CatalogSource, ScanOptions } from './analyze/scan.js';
export { effectContradiction } from './analyze/effects.js';
export { proveOverlap, proveContainment, checkToolSchema, DEFAULT_BUDGET } from './schema/index.js';
export type { ContainmentResult } from './schema/index.js';
export { compareCatalogs, diffCatalogs } from './evolution/index.js';
export type {
  EvolutionOptions,
  EvolutionResult,
  EvolutionSource,
  EvolutionStats,
  EvolutionTool,
} from './evolution/index.js';
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
export { diffSettings } from './report/settings-diff.js';
export type { RuleLevelChange, SettingsDiff } from './report/settings-diff.js';
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
export {
  checkContract,
  checkExpectations,
  parseExpectations,
  keyPathDiff,
  CONTRACT_DEFAULTS,
} from './contract/index.js';
export type {
  ContractOptions,
  ContractResult,
  Expectation,
  ExpectationSource,
  KeyPathDiff,
} from './contract/index.js';
export {
  parseClientConfig,
  expandServerEnv,
  lintClientConfig,
  discoverConfigs,
  standardConfigPaths,
} from './config/index.js';
export type {
  ClientConfig,
  ClientKind,
  ConfigInput,
  ConfigProblem,
  DiscoveredConfig,
  DiscoveredServer,
  DiscoverHost,
  Environment,
  ExpandResult,
  ParseHint,
  RemoteServerSpec,
  ServerConfig,
  ServerSpec,
  StdioServerSpec,
} from './config/index.js';
export {
  catalogForDrift,
  collectedForDrift,
  collectedTools,
  collectServers,
  COLLECT_DEFAULTS,
  diffSnapshot,
  instructionFindings,
  loadSnapshot,
  scanWithServers,
  SNAPSHOT_VERSION,
  snapshotOf,
  toolDigest,
  unavailableFinding,
  writeSnapshot,
} from './collect/index.js';
export type {
  CollectedServer,
  CollectOptions,
  CollectPhase,
  CollectReporter,
  CollectResult,
  CurrentServer,
  CurrentTool,
  DriftOptions,
  FailureCode,
  LoadedSnapshot,
  ServerFailure,
  ServerRef,
  ServerScanInput,
  Snapshot,
  SnapshotServer,
  SnapshotServerEntry,
  SnapshotTool,
} from './collect/index.js';
export {
  countTokens,
  DEFAULT_MAX_TOKENS,
  lintTools,
  loadTokenizer,
  tokenBudget,
  tokenizerLoaded,
  toolTokenCounts,
  toolTokenText,
  TOKEN_BASIS,
  TOKEN_ENCODING,
} from './lint/index.js';
export type { LintOptions, LintResult, TokenStats, ToolTokens } from './lint/index.js';
export {
  gradeOf,
  refreshScore,
  scoreFindings,
  scoreReport,
  SCORE_FORMULA,
  SCORE_WEIGHTS,
  withScore,
} from './report/score.js';
export type { Grade, ScoreStats } from './report/score.js';
