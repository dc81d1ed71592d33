import { diffCatalogs, type EvolutionOptions, type EvolutionSource } from '../evolution/index.js';
import type { Report } from '../model/finding.js';

/**
 * The report of `diff`: what changed between an old and a new catalog (TW701–TW706), breaking
 * schema changes with a counterexample call. Already-read sources in.
 */
export function runDiff(
  before: readonly EvolutionSource[],
  after: readonly EvolutionSource[],
  options: EvolutionOptions = {},
): Report {
  return diffCatalogs(before, after, options);
}
