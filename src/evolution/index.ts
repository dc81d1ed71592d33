/** Schema evolution between two versions of a catalog (TW701–TW706). */
export { compareCatalogs } from './compare.js';
export type {
  EvolutionOptions,
  EvolutionResult,
  EvolutionStats,
  EvolutionTool,
} from './compare.js';
export { diffCatalogs, importVersions } from './diff.js';
export type { EvolutionSource } from './diff.js';
export { snapshotTools } from './snapshot.js';
