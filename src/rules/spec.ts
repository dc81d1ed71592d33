import type { RenderHints, RuleMeta } from './registry.js';

/**
 * What a rule file declares; the registry derives `helpUri`, `category`, `incomplete`,
 * `fix` (from the help's `Fix:` paragraph) and `render` (from the optional hints given here).
 */
export type RuleSpec = Omit<RuleMeta, 'helpUri' | 'category' | 'incomplete' | 'render' | 'fix'> & {
  incomplete?: boolean;
  render?: RenderHints;
};

/**
 * Declares an area's rules and keeps each id's literal type, so the registry can derive the
 * `RuleId` union (a misspelt id in `makeFinding` is then a type error, not a run-time throw).
 */
export function defineRules<const T extends readonly RuleSpec[]>(specs: T): T {
  return specs;
}

/** The sentence every rule's help ends with: how to accept a finding without losing it. */
export const SUPPRESS =
  'To accept a finding, suppress it in `toolwitness.config.json` (rule, tools and a reason) or ' +
  "change the rule's severity there; `--baseline REPORT.json` marks findings already known. " +
  'Fingerprints stay stable across unrelated catalog edits.';
