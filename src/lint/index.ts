/**
 * Tool-definition lint (TW510–TW527) and the token budget (TW530) over imported tools. One
 * finding per (rule, tool), fingerprinted by that tool alone, so baselines and suppressions
 * work per tool and a tool joining or leaving never changes another tool's finding; the
 * renderers group same-rule findings of a server for reading.
 */
import type { Finding } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { findingForRuleId as makeFinding, toolLocation, toolSubject } from '../findings/index.js';
import { toolLabel, type LintHit } from './hit.js';
import { releaseTextMemo, toolText } from './poisoning.js';
import { annotationsMissing } from './rules/annotations-missing.js';
import { crossToolSteering } from './rules/cross-tool-steering.js';
import { descriptionMissing } from './rules/description-missing.js';
import { descriptionShort } from './rules/description-short.js';
import { instructionInDescription } from './rules/instruction-in-description.js';
import { invisibleCharacters } from './rules/invisible-characters.js';
import { lintIncomplete } from './rules/lint-incomplete.js';
import { openProperties } from './rules/open-properties.js';
import { parameterUndescribed } from './rules/parameter-undescribed.js';
import { BOUND_ORDER, type Bound, type ToolLintContext, type ToolLintRule } from './rules/rule.js';
import { tokenBudgetRule } from './rules/token-budget.js';
import { toolShadowing } from './rules/tool-shadowing.js';
import { unboundedInput } from './rules/unbounded-input.js';
import { unscopedPath } from './rules/unscoped-path.js';
import { nameIndex, signalContext, type NameIndex } from './signal-hit.js';
import { walkSchemaBounded } from './schema-walk.js';
import { countTokens, tokenBudget, toolTokenText, type TokenStats } from './tokens.js';

export {
  countTokens,
  loadTokenizer,
  tokenBudget,
  tokenizerLoaded,
  toolTokenCounts,
  toolTokenText,
  TOKEN_BASIS,
  TOKEN_ENCODING,
} from './tokens.js';
export type { TokenStats, ToolTokens } from './tokens.js';
export { SHORT_DESCRIPTION } from './rules/description-short.js';
export type { ToolLintContext, ToolLintRule } from './rules/rule.js';
export { textSignals } from './poisoning.js';
export { SIGNALS } from './signals.js';
export type { Signal, SignalRule } from './signals.js';
export { MAX_PIECE } from './tokens.js';

/** Default `--max-tokens`: a tenth of a 200k-token context window, spent on every request. */
export const DEFAULT_MAX_TOKENS = 20_000;

export interface LintOptions {
  /** TW530 threshold on the total estimated tokens; 0 turns it off. Default DEFAULT_MAX_TOKENS. */
  maxTokens?: number;
  /** Where the run-level TW530 finding is located (the first input). */
  firstUri?: string;
}

export interface LintResult {
  findings: Finding[];
  tokens: TokenStats;
}

/**
 * The per-tool rules, in the order their findings are listed for a tool (the registry's order).
 * Each module holds one rule: its id, its metadata and its check.
 */
export const TOOL_LINT_RULES: readonly ToolLintRule[] = [
  descriptionMissing,
  descriptionShort,
  parameterUndescribed,
  openProperties,
  unboundedInput,
  unscopedPath,
  annotationsMissing,
  instructionInDescription,
  crossToolSteering,
  invisibleCharacters,
  toolShadowing,
];

/** The run-level rules: the TW527 note and the TW530 budget. */
export const RUN_LINT_RULES = [lintIncomplete, tokenBudgetRule] as const;

/** The lint hits of one tool, in rule order, and the bounds its lint hit (in `BOUND_ORDER`). */
function lintTool(
  tool: Tool,
  names: NameIndex,
  json: string,
): { hits: LintHit[]; bounds: Bound[] } {
  const walk = walkSchemaBounded(tool.inputSchema);
  const text = toolText(tool);
  const hit = new Set<Bound>();
  if (walk.truncated) hit.add('schema-nodes');
  if (text.incomplete !== undefined) {
    hit.add(text.incomplete.bound === 'values' ? 'text-values' : 'text-characters');
  }
  const ctx: ToolLintContext = {
    tool,
    nodes: walk.nodes,
    places: text.places,
    signals: signalContext(tool, text.params, names),
    names,
    json,
    bound: (kind) => hit.add(kind),
  };
  const hits: LintHit[] = [];
  for (const rule of TOOL_LINT_RULES) {
    for (const h of rule.check(ctx)) hits.push(h);
  }
  return { hits, bounds: BOUND_ORDER.filter((b) => hit.has(b)) };
}

/**
 * Lints every tool and estimates the catalog's tokens. Never throws on any schema value; the
 * token count needs `loadTokenizer()` to have resolved first. A tool whose lint hit a bound is
 * named in one run-level TW527 note (`--strict` fails on it).
 */
export function lintTools(tools: readonly Tool[], options: LintOptions = {}): LintResult {
  const names = nameIndex(tools);
  const findings: Finding[] = [];
  const bounded: { tool: Tool; bounds: Bound[] }[] = [];
  // Each tool's definition JSON, made once: TW522's pre-check and the token count both read it.
  const texts = tools.map(toolTokenText);
  tools.forEach((tool, i) => {
    const { hits, bounds } = lintTool(tool, names, texts[i]);
    if (bounds.length > 0) bounded.push({ tool, bounds });
    if (hits.length === 0) return;
    // Per tool, not per hit: findings are never mutated, so its hits share these.
    const label = toolLabel(tool);
    const location = toolLocation(tool);
    const subject = toolSubject(tool);
    for (const h of hits) {
      findings.push(
        makeFinding(h.ruleId, {
          message: `${label} ${h.detail}`,
          locations: [location],
          evidence: h.evidence,
          subjects: [subject],
        }),
      );
    }
  });
  if (bounded.length > 0) findings.push(lintIncomplete.finding(bounded));
  releaseTextMemo();
  // equal definitions (a server listed twice, a tool copied between servers) counted once
  const countOf = new Map<string, number>();
  const counts = texts.map((text) => {
    let n = countOf.get(text);
    if (n === undefined) {
      n = countTokens(text);
      countOf.set(text, n);
    }
    return n;
  });
  const tokens = tokenBudget(tools, counts);
  const limit = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  if (limit > 0 && tokens.total > limit) {
    findings.push(tokenBudgetRule.finding(tools, counts, tokens.total, limit, options.firstUri));
  }
  return { findings, tokens };
}
