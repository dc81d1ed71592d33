/**
 * ToolWitness library: the same analyses the CLI and the Action run. The surface is what a
 * user needs to run an analysis and read its Report: one entry per analysis (catalog scan,
 * proof, trace replay, transcript replay/scope/seal/verify, contract, live collection),
 * adoption and merge of reports, renderers, the rule registry, `InputError` and the model
 * types. Helpers the analyses use internally are not exported.
 *
 * ```ts
 * import { runScan, proveOverlap, render } from 'toolwitness';
 * const report = await runScan({
 *   catalogs: [{ uri: 'tools.json', content: await readFile('tools.json') }],
 * });
 * console.log(render(report, 'sarif'));
 * ```
 *
 * Importing this module loads nothing heavy: the o200k_base tokenizer loads when a scan first
 * lints (`runScan` awaits it; the synchronous `scan`, `lintTools` and token counts need
 * `await loadTokenizer()` first and say so), and the MCP SDK when a server is first collected.
 */

export type * from './model/index.js';
export type { RuleId } from './rules/index.js';
// each rule's evidence (`EvidenceOf<'TW103'>`, `RuleEvidence`, …), as `makeFinding` types it
export type * from './findings/evidence.js';
export { InputError } from './model/errors.js';

// catalogs: scan, proofs, effects
export { importCatalogs, confusableToolPairs, SCAN_DEFAULTS } from './analyze/scan.js';
export { runScan, scan } from './run/scan.js';
export type { ScanAnalysisStats, ScanSources, ScanStats, ServerStat } from './run/scan.js';
export type {
  CatalogSource,
  ConfusableToolPair,
  PairConfusability,
  ScanOptions,
} from './analyze/scan.js';
export { effectContradiction } from './analyze/effects.js';
export { proveOverlap, proveContainment, checkToolSchema, DEFAULT_BUDGET } from './schema/index.js';
export type { ContainmentResult } from './schema/index.js';
export { compareCatalogs, diffCatalogs } from './evolution/index.js';
export { runDiff } from './run/diff.js';
export type {
  EvolutionOptions,
  EvolutionResult,
  EvolutionSource,
  EvolutionStats,
  EvolutionTool,
} from './evolution/index.js';
export type { ProofBudget, ProofOptions, ProofStats } from './schema/index.js';

// reports: rendering, rules, adoption (baseline, settings), merge
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
export { runMerge } from './run/merge.js';
export type { NamedReport } from './run/merge.js';
export { diffSettings } from './report/settings-diff.js';
export type { RuleLevelChange, SettingsDiff } from './report/settings-diff.js';

// digests as reports and chains compute them
export { canonicalJson, jcsDigest, sha256Hex } from './canonical/jcs.js';
export { VERSION } from './version.js';

// transcripts: replay, scope, and the hash chain (seal, verify, sign)
export {
  DEFAULT_MUTATORS,
  mutatorsFromCatalog,
  mutatorsFromList,
  parseScope,
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
// the Reports of the transcript commands, as `replay`, `scope` and `verify` make them
export { replayTranscriptReport, scopeTranscriptReport } from './run/transcripts.js';
export type { TranscriptReplayReportOptions } from './run/transcripts.js';
export { runVerify } from './run/verify.js';
export type { NamedText, VerifyStats } from './run/verify.js';
export type { ReplayStats, TraceReplayReportStats } from './run/replay.js';
export type { ScopeStats } from './run/scope.js';
export type { AgentLogStat } from './run/agent-logs.js';

// provider traces: replay against a catalog
export { replayTraces, REPLAY_DEFAULTS } from './replay/index.js';
export { replayTraceReport, runTraceReplay } from './run/replay.js';

// agent logs: Claude Code, Codex, OpenTelemetry GenAI, Agents SDK
export { detectAgentLog, forEachAgentCall, readAgentLog } from './import/agent-logs/index.js';
export type {
  AgentCall,
  AgentLog,
  AgentLogFormat,
  AgentLogSource,
  AgentLogStats,
  AgentResult,
  Detected,
} from './import/agent-logs/index.js';
export { replayAgentLog, scopeAgentLog, sealAgentLog } from './import/agent-logs/audit.js';
export type { AgentLogReplay } from './import/agent-logs/audit.js';
export { BUILT_IN_TOOLS } from './import/agent-logs/mutators.js';
export type {
  TraceReplayOptions,
  TraceReplayReportOptions,
  TraceReplayResult,
  TraceReplayStats,
  TraceSource,
} from './replay/index.js';
export type { TraceShape } from './import/trace.js';

// call contracts
export {
  checkContract,
  checkExpectations,
  parseExpectations,
  keyPathDiff,
  CONTRACT_DEFAULTS,
} from './contract/index.js';
export { runContract } from './run/contract.js';
export type {
  ContractOptions,
  ContractResult,
  Expectation,
  ExpectationSource,
  KeyPathDiff,
} from './contract/index.js';

// MCP client configs: parse, lint, discover
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

// live collection from MCP servers, snapshots and drift
export {
  collectServers,
  COLLECT_DEFAULTS,
  diffSnapshot,
  loadSnapshot,
  snapshotOf,
  writeSnapshot,
} from './collect/index.js';
export { runCollect } from './run/collect.js';
export type { CollectSources, CollectStats } from './run/collect.js';
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
  Snapshot,
  SnapshotServer,
  SnapshotServerEntry,
  SnapshotTool,
} from './collect/index.js';

// tool-definition lint, token counts and the score
export {
  countTokens,
  DEFAULT_MAX_TOKENS,
  lintTools,
  loadTokenizer,
  tokenBudget,
  tokenizerLoaded,
  toolTokenCounts,
} from './lint/index.js';
export type { LintOptions, LintResult, TokenStats, ToolTokens } from './lint/index.js';
export { scoreReport } from './report/score.js';
export type { Grade, ScoreStats } from './report/score.js';
