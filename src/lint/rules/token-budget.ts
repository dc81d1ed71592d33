/**
 * TW530 token-budget: all tool definitions together over `--max-tokens`, once per run, located
 * at the first input with the largest tools as related locations.
 */
import { runUri, type Finding } from '../../model/finding.js';
import type { Tool } from '../../model/tool.js';
import { makeFinding, toolLocation } from '../../findings/index.js';
import { ruleById } from '../../rules/index.js';
import { TOKEN_ENCODING } from '../tokens.js';

/** Largest tools named as related locations of TW530. */
const LARGEST = 3;

function compareLocation(
  x: { uri: string; line: number; column: number },
  y: { uri: string; line: number; column: number },
): number {
  return (x.uri < y.uri ? -1 : x.uri > y.uri ? 1 : 0) || x.line - y.line || x.column - y.column;
}

export function budgetFinding(
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

/** The run-level rule: its id, the registry's metadata and its finding maker. */
export const tokenBudgetRule = {
  id: 'TW530',
  meta: ruleById('TW530'),
  finding: budgetFinding,
} as const;
