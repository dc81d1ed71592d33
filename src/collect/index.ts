export { collectServers, compareRefs } from './collect.js';
export { diffSnapshot } from './drift.js';
export type { CurrentTool, DriftOptions } from './drift.js';
export { redact, secretsOf, REDACTED } from './redact.js';
export {
  isSnapshot,
  loadSnapshot,
  snapshotOf,
  SNAPSHOT_VERSION,
  toolDigest,
  writeSnapshot,
} from './snapshot.js';
export type { LoadedSnapshot, Snapshot, SnapshotServer, SnapshotTool } from './snapshot.js';
export { COLLECT_DEFAULTS } from './types.js';
export type {
  CollectedServer,
  CollectOptions,
  CollectPhase,
  CollectReporter,
  CollectResult,
  FailureCode,
  ServerFailure,
  ServerRef,
} from './types.js';
export { unavailableFinding } from './findings.js';
export { catalogForDrift, collectedForDrift, collectedTools } from './current.js';
export { instructionFindings } from './instructions.js';
export type { CurrentServer } from './drift.js';
export type { SnapshotServerEntry } from './snapshot.js';
