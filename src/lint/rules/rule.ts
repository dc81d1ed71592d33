/**
 * The shape of one lint rule, typescript-eslint style: each rule module exports its id, its
 * metadata (read from the registry in `src/rules`, the single source of ids, help and docs) and
 * its check. Per-tool rules check one tool at a time over a context made once per tool; the
 * run-level rules (TW527, TW530) look at the whole catalog and export their own finding maker.
 */
import type { Tool } from '../../model/tool.js';
import { ruleById, type RuleId, type RuleMeta } from '../../rules/index.js';
import type { LintHit } from '../hit.js';
import type { TextPlace } from '../poisoning.js';
import type { NameIndex } from '../signal-hit.js';
import type { SchemaNode } from '../schema-walk.js';
import type { SignalContext } from '../signals.js';

/** What stopped a part of one tool's lint early, for the TW527 note. */
export type Bound = 'schema-nodes' | 'schema-strings' | 'text-values' | 'text-characters';

/** Bounds in the order the TW527 note lists them for one tool. */
export const BOUND_ORDER: readonly Bound[] = [
  'schema-nodes',
  'schema-strings',
  'text-values',
  'text-characters',
];

/** What a per-tool check reads, made once per tool and shared by every rule. */
export interface ToolLintContext {
  readonly tool: Tool;
  /** The input schema's nodes (`walkSchemaBounded`). */
  readonly nodes: readonly SchemaNode[];
  /** Every model-visible text of the tool, split and folded (`toolText`). */
  readonly places: readonly TextPlace[];
  /** The tool's own names and parameters and the other servers' tools, for the signals. */
  readonly signals: SignalContext;
  /** Tool and server names of the whole scan. */
  readonly names: NameIndex;
  /** The tool's `toolTokenText` (its definition as JSON), for quick pre-checks. */
  readonly json: string;
  /** Records that the check stopped at a bound, so the run's TW527 note names the tool. */
  bound(kind: Bound): void;
}

/** A rule whose findings are each about one tool. */
export interface ToolLintRule<Id extends RuleId = RuleId> {
  readonly id: Id;
  readonly meta: RuleMeta;
  /** The rule's hits on one tool (each becomes one finding located at the tool). */
  check(ctx: ToolLintContext): LintHit<Id>[];
}

/** A per-tool rule: its id, the registry's metadata for it, and its check. */
export function toolRule<Id extends RuleId>(
  id: Id,
  // the id alone decides Id: hits of another rule are then an error, not a wider Id
  check: (ctx: ToolLintContext) => NoInfer<LintHit<Id>>[],
): ToolLintRule<Id> {
  return { id, meta: ruleById(id), check };
}
