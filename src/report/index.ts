export { fingerprint } from '../findings/fingerprint.js';
export {
  buildReport,
  compareFindings,
  comparePointers,
  exitCodeFor,
  findingForRuleId,
  isActive,
  isIncomplete,
  makeFinding,
  severityAtLeast,
} from './build.js';
export type { FailOn, FindingInput, ReportInput } from './build.js';
export type * from '../findings/evidence.js';
export {
  escapeHtml,
  escapeMarkdown,
  escapeSarifText,
  escapeTerminal,
  stringifyJsonSafe,
} from './escape.js';
export { render, renderTo } from './render/index.js';
export type { Format, RenderOptions, TextSink } from './render/index.js';
export { DEFAULT_MAX_WITNESS_BYTES, renderHuman } from './render/human.js';
export { truncateWitness } from './witness.js';
export type { HumanRenderOptions } from './render/human.js';
export { renderJson, writeJson } from './render/json.js';
export type { JsonRenderOptions } from './render/json.js';
export {
  FINGERPRINT_KEY,
  SARIF_SCHEMA,
  SRCROOT,
  renderSarif,
  toSarif,
  writeSarif,
  toUriReference,
} from './render/sarif.js';
export type { SarifRenderOptions } from './render/sarif.js';
export {
  HOMEPAGE,
  INCOMPLETE_RULE_IDS,
  RULES,
  explainRule,
  isRuleId,
  ruleAnchor,
  ruleById,
} from '../rules/registry.js';
export type { RuleCategory, RuleMeta } from '../rules/registry.js';
