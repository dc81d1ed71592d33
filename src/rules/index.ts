export {
  HOMEPAGE,
  INCOMPLETE_RULE_IDS,
  RULES,
  explainRule,
  isRuleId,
  ruleAnchor,
  ruleById,
} from './registry.js';
export type { RenderHints, RuleCategory, RuleId, RuleMeta } from './registry.js';
