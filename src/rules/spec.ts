import type { RenderHints, RuleMeta } from './registry.js';

/**
 * What a rule file declares; the registry derives `helpUri`, `category`, `incomplete` and
 * `render` (from the optional hints given here).
 */
export type RuleSpec = Omit<RuleMeta, 'helpUri' | 'category' | 'incomplete' | 'render'> & {
  incomplete?: boolean;
  render?: RenderHints;
};

/** The sentence every rule's help ends with: how to accept a finding without losing it. */
export const SUPPRESS =
  'To accept a finding, suppress it in `toolwitness.config.json` (rule, tools and a reason) or ' +
  "change the rule's severity there; `--baseline REPORT.json` marks findings already known. " +
  'Fingerprints stay stable across unrelated catalog edits.';
