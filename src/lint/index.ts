/**
 * Tool-definition lint (TW510–TW522) and the token budget (TW530) over imported tools. One
 * finding per (rule, tool), fingerprinted by that tool alone, so baselines and suppressions
 * work per tool and a tool joining or leaving never changes another tool's finding; the
 * renderers group same-rule findings of a server for reading.
 */
import type { Finding } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { findingForRuleId as makeFinding, toolLocation, toolSubject } from '../findings/index.js';
import { toolLabel, type LintHit } from './hit.js';
import { invisibleHits } from './invisible.js';
import { annotationHits, descriptionHits, schemaHits } from './quality.js';
import { instructionHits, nameIndex, steeringHits, textPlaces } from './risk.js';
import { walkSchema } from './schema-walk.js';
import {
  countTokens,
  tokenBudget,
  toolTokenText,
  TOKEN_ENCODING,
  type TokenStats,
} from './tokens.js';

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
export { SHORT_DESCRIPTION } from './quality.js';
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

/** The lint hits of one tool, in rule order. `names` indexes the whole scan (for TW521). */
function lintTool(tool: Tool, names: ReturnType<typeof nameIndex>, json: string): LintHit[] {
  const nodes = walkSchema(tool.inputSchema);
  const places = textPlaces(tool, nodes);
  return [
    ...descriptionHits(tool),
    ...schemaHits(tool, nodes),
    ...annotationHits(tool),
    ...instructionHits(places),
    ...steeringHits(tool, places, names),
    ...invisibleHits(tool, json),
  ];
}

/**
 * Lints every tool and estimates the catalog's tokens. Never throws on any schema value; the
 * token count needs `loadTokenizer()` to have resolved first.
 */
export function lintTools(tools: readonly Tool[], options: LintOptions = {}): LintResult {
  const names = nameIndex(tools);
  const findings: Finding[] = [];
  // Each tool's definition JSON, made once: TW522's pre-check and the token count both read it.
  const texts = tools.map(toolTokenText);
  tools.forEach((tool, i) => {
    const hits = lintTool(tool, names, texts[i]);
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
  const counts = texts.map(countTokens);
  const tokens = tokenBudget(tools, counts);
  const limit = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  if (limit > 0 && tokens.total > limit) {
    findings.push(budgetFinding(tools, counts, tokens.total, limit, options.firstUri));
  }
  return { findings, tokens };
}

/** Largest tools named as related locations of TW530. */
const LARGEST = 3;

function budgetFinding(
  tools: readonly Tool[],
  counts: readonly number[],
  total: number,
  limit: number,
  firstUri = tools[0]?.location.uri ?? 'stdin',
): Finding {
  const largest = counts
    .map((tokens, i) => ({ tool: tools[i], tokens, i }))
    .sort((a, b) => b.tokens - a.tokens || a.i - b.i)
    .slice(0, LARGEST);
  return makeFinding('TW530', {
    message:
      `the tool definitions take ~${formatCount(total)} tokens (estimate, ${TOKEN_ENCODING}), ` +
      `over --max-tokens ${formatCount(limit)}; related locations are the largest tools`,
    locations: [
      { uri: firstUri, pointer: '', line: 1, column: 1 },
      ...largest.map((e) => toolLocation(e.tool)),
    ],
    evidence: {
      flag: '--max-tokens',
      limit,
      total,
      encoding: TOKEN_ENCODING,
      largest: largest.map((e) => ({ server: e.tool.server, tool: e.tool.name, tokens: e.tokens })),
    },
    subjects: ['--max-tokens'],
  });
}

/** `3336` -> `3,336`, independent of locale. */
function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
