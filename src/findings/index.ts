/**
 * The findings layer, below the analyzers: how a finding is made (rule metadata from the
 * registry, fingerprint), how a report is assembled and ordered, and how tools are named in
 * findings. Analyzers import this, never `report/` (adoption, merge and renderers sit above).
 */
export { fingerprint } from './fingerprint.js';
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
export type * from './evidence.js';
export { quoteTool, toolLocation, toolSubject } from './tool-refs.js';
