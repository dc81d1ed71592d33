/**
 * Tool-definition lint (TW510–TW527) and the token budget (TW530) over imported tools. One
 * finding per (rule, tool), fingerprinted by that tool alone, so baselines and suppressions
 * work per tool and a tool joining or leaving never changes another tool's finding; the
 * renderers group same-rule findings of a server for reading.
 */
import { runUri, type Finding } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { findingForRuleId as makeFinding, toolLocation, toolSubject } from '../findings/index.js';
import { listForMessage, MAX_LISTED, toolLabel, type LintHit } from './hit.js';
import { MAX_SCHEMA_STRINGS } from './invisible.js';
import { TEXT_LIMITS } from './model-text.js';
import { invisibleScan } from './invisible.js';
import { toolText } from './poisoning.js';
import { annotationHits, descriptionHits, schemaHits } from './quality.js';
import {
  instructionHits,
  nameIndex,
  shadowingHits,
  signalContext,
  steeringHits,
  type NameIndex,
} from './risk.js';
import { walkSchemaBounded, WALK_LIMITS } from './schema-walk.js';
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

/** What stopped a part of one tool's lint early, for the TW527 note. */
type Bound = 'schema-nodes' | 'schema-strings' | 'text-values' | 'text-characters';

/** The lint hits of one tool, in rule order, and the bounds its lint hit. */
function lintTool(
  tool: Tool,
  names: NameIndex,
  json: string,
): { hits: LintHit[]; bounds: Bound[] } {
  const walk = walkSchemaBounded(tool.inputSchema);
  const text = toolText(tool);
  const ctx = signalContext(tool, text.params, names);
  const invisible = invisibleScan(tool, json);
  const bounds: Bound[] = [];
  if (walk.truncated) bounds.push('schema-nodes');
  if (invisible.truncated) bounds.push('schema-strings');
  if (text.incomplete !== undefined) {
    bounds.push(text.incomplete.bound === 'values' ? 'text-values' : 'text-characters');
  }
  return {
    hits: [
      ...descriptionHits(tool),
      ...schemaHits(tool, walk.nodes),
      ...annotationHits(tool),
      ...instructionHits(text.places, ctx),
      ...steeringHits(tool, text.places, names, ctx),
      ...invisible.hits,
      ...shadowingHits(text.places, ctx),
    ],
    bounds,
  };
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
  if (bounded.length > 0) findings.push(incompleteFinding(bounded));
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
    findings.push(budgetFinding(tools, counts, tokens.total, limit, options.firstUri));
  }
  return { findings, tokens };
}

/** The limits behind each bound, for the note's evidence. */
const BOUND_LIMITS: Record<Bound, number> = {
  'schema-nodes': WALK_LIMITS.maxNodes,
  'schema-strings': MAX_SCHEMA_STRINGS,
  'text-values': TEXT_LIMITS.maxValues,
  'text-characters': TEXT_LIMITS.maxChars,
};

/**
 * TW527: the tools whose lint stopped at a bound, once per run, at the first such tool (in
 * input order, which the caller's tool order makes deterministic). Subjects are every such tool.
 */
function incompleteFinding(bounded: readonly { tool: Tool; bounds: Bound[] }[]): Finding {
  const kinds = [...new Set(bounded.flatMap((b) => b.bounds))].sort();
  const listed = bounded.slice(0, MAX_LISTED);
  return makeFinding('TW527', {
    message:
      `the lint of ${bounded.length} tool(s) stopped at a bound (${kinds.join(', ')}), so ` +
      `text past it was not read: ${listForMessage(listed.map((b) => toolLabel(b.tool)))}`,
    locations: bounded.slice(0, 1 + LARGEST).map((b) => toolLocation(b.tool)),
    evidence: {
      bounds: kinds.map((k) => ({ bound: k, limit: BOUND_LIMITS[k] })),
      tools: bounded.length,
      listed: listed.map((b) => ({ server: b.tool.server, tool: b.tool.name, bounds: b.bounds })),
    },
    subjects: bounded.map((b) => toolSubject(b.tool)).sort(compareSubjects),
  });
}

function compareSubjects(a: unknown, b: unknown): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Largest tools named as related locations of TW530. */
const LARGEST = 3;

function compareLocation(
  x: { uri: string; line: number; column: number },
  y: { uri: string; line: number; column: number },
): number {
  return (x.uri < y.uri ? -1 : x.uri > y.uri ? 1 : 0) || x.line - y.line || x.column - y.column;
}

function budgetFinding(
  tools: readonly Tool[],
  counts: readonly number[],
  total: number,
  limit: number,
  firstUri = runUri(tools.map((t) => t.location.uri)),
): Finding {
  const largest = counts
    .map((tokens, i) => ({ tool: tools[i], tokens, i }))
    // ties by location, not input position: the same files in another order give the same list
    .sort(
      (a, b) =>
        b.tokens - a.tokens || compareLocation(a.tool.location, b.tool.location) || a.i - b.i,
    )
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
