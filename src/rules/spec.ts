import type { RuleMeta } from './registry.js';

/** What a rule file declares; the registry derives `helpUri`, `category` and `incomplete`. */
export type RuleSpec = Omit<RuleMeta, 'helpUri' | 'category' | 'incomplete'> & {
  incomplete?: boolean;
};

/** The sentence every rule's help ends with: how to accept a finding without losing it. */
export const SUPPRESS =
  'To accept a finding, suppress it in `toolwitness.config.json` (rule, tools and a reason) or ' +
  "change the rule's severity there; `--baseline REPORT.json` marks findings already known. " +
  'Fingerprints stay stable across unrelated catalog edits.';
