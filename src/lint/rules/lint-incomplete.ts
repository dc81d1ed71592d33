/**
 * TW527 lint-incomplete: the tools whose lint stopped at a bound (schema nodes, schema strings,
 * text values or characters), once per run, so `--strict` can fail on a partial lint.
 */
import type { Finding } from '../../model/finding.js';
import type { Tool } from '../../model/tool.js';
import { makeFinding, toolLocation, toolSubject } from '../../findings/index.js';
import { ruleById } from '../../rules/index.js';
import { listForMessage, MAX_LISTED, toolLabel } from '../hit.js';
import { TEXT_LIMITS } from '../model-text.js';
import { WALK_LIMITS } from '../schema-walk.js';
import { MAX_SCHEMA_STRINGS } from './invisible-characters.js';
import type { Bound } from './rule.js';

/** Related locations besides the first bounded tool. */
const LARGEST = 3;

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
export function incompleteFinding(bounded: readonly { tool: Tool; bounds: Bound[] }[]): Finding {
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

/** The run-level rule: its id, the registry's metadata and its finding maker. */
export const lintIncomplete = {
  id: 'TW527',
  meta: ruleById('TW527'),
  finding: incompleteFinding,
} as const;
