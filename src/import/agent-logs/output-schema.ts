import type { ValidateFunction } from 'ajv';
import { jcs, sha256Hex } from '../../canonical/jcs.js';
import type { Finding, FindingLocation } from '../../model/finding.js';
import type { Tool } from '../../model/tool.js';
import { resolveCall } from '../../replay/index.js';
import { createAjv } from '../../schema/ajv.js';
import {
  DEFAULT_VALIDATION_STEPS,
  validateWithinBudget,
  type FirstViolation,
} from '../../schema/budget.js';
import { dialectOf } from '../../schema/dialect.js';
import { makeFinding, quoteTool, toolLocation, toolSubject } from '../../findings/index.js';
import { callLocation } from './replay.js';
import type { AgentCall } from './types.js';

/** Figures of the output-schema check (counts only). */
export interface OutputSchemaStats {
  /** Results that carry structuredContent. */
  structuredResults: number;
  /** Of those, results checked against at least one declared outputSchema. */
  checkedResults: number;
  /** Results marked isError (not checked against the schema). */
  errorResults: number;
  /**
   * Results left undecided: their tool's outputSchema does not compile, its validation could
   * pass the work budget, or Ajv threw. Each (tool, reason) is one TW204 note.
   */
  undecided: number;
}

/** Why a result was not decided, as a TW204 note's `reason`. */
const UNDECIDED_REASONS = {
  'invalid-schema': 'the outputSchema does not compile',
  budget: `validating could take more than ${DEFAULT_VALIDATION_STEPS} subschema evaluations, or never end`,
  'internal-error': 'Ajv threw instead of deciding',
} as const;
type UndecidedReason = keyof typeof UNDECIDED_REASONS;

/**
 * TW305: a recorded result whose `structuredContent` the `outputSchema` of its catalog tool
 * rejects. The call resolves as replay resolves it (exact name, then `mcp__SERVER__TOOL` and the
 * other client prefixes); when several tools with an output schema resolve, the result violates
 * only if all of them reject it. Results marked isError are counted, not checked. Every
 * validation runs under the work budget (src/schema/budget.ts): a result no tool accepts and
 * some tool could not decide (over budget, Ajv threw, the schema does not compile) is
 * undecided, never a violation; `finish` reports those as TW204 notes, one per tool and reason,
 * as trace replay reports the input schemas it could not evaluate (DESIGN, Validation budgets).
 */
export class OutputSchemaCheck {
  readonly findings: Finding[] = [];
  readonly stats: OutputSchemaStats = {
    structuredResults: 0,
    checkedResults: 0,
    errorResults: 0,
    undecided: 0,
  };
  private readonly resolved = new Map<string, number[]>();
  private readonly validators = new Map<number, ValidateFunction | null>();
  /** Undecided results per (catalog tool, reason), in first-seen order. */
  private readonly undecidedBy = new Map<
    string,
    { tool: number; reason: UndecidedReason; results: number }
  >();

  constructor(
    private readonly catalog: Tool[],
    private readonly uri: string,
  ) {}

  private toolsFor(call: AgentCall): number[] {
    const name = call.serverTool ?? call.tool;
    const key = `${call.server ?? ''}\u0000${name}`;
    let tools = this.resolved.get(key);
    if (tools === undefined) {
      tools = resolveCall({ name, server: call.server }, this.catalog).filter(
        (t) => this.catalog[t].outputSchema !== undefined,
      );
      this.resolved.set(key, tools);
    }
    return tools;
  }

  private validator(t: number): ValidateFunction | null {
    let v = this.validators.get(t);
    if (v === undefined) {
      const schema = this.catalog[t].outputSchema;
      const dialect = dialectOf(schema);
      try {
        v = dialect === undefined ? null : createAjv(dialect).compile(schema as object);
      } catch {
        v = null;
      }
      this.validators.set(t, v);
    }
    return v;
  }

  /** One call, in recorded order. */
  step(call: AgentCall): void {
    const result = call.result;
    if (result === undefined) return;
    if (result.isError) {
      this.stats.errorResults++;
      return;
    }
    if (!Object.prototype.hasOwnProperty.call(result, 'structuredContent')) return;
    this.stats.structuredResults++;
    const tools = this.toolsFor(call);
    if (tools.length === 0) return;
    this.stats.checkedResults++;
    let first: { tool: number; violation: FirstViolation } | undefined;
    let undecided: { tool: number; reason: UndecidedReason } | undefined;
    for (const t of tools) {
      const validate = this.validator(t);
      if (validate === null) {
        undecided ??= { tool: t, reason: 'invalid-schema' };
        continue;
      }
      const outcome = validateWithinBudget(
        validate,
        this.catalog[t].outputSchema,
        result.structuredContent,
      );
      // one tool that accepts the result is enough, whatever the others could not decide
      if (outcome.verdict === 'valid') return;
      if (outcome.verdict === 'invalid') first ??= { tool: t, violation: outcome.violation };
      else
        undecided ??= {
          tool: t,
          reason: outcome.verdict === 'over-budget' ? 'budget' : 'internal-error',
        };
    }
    if (undecided !== undefined) {
      this.stats.undecided++;
      const key = `${undecided.tool}\u0000${undecided.reason}`;
      const entry = this.undecidedBy.get(key);
      if (entry === undefined) this.undecidedBy.set(key, { ...undecided, results: 1 });
      else entry.results++;
      return;
    }
    if (first === undefined) return;
    const tool = this.catalog[first.tool];
    const { keyword, pointer, schemaPath } = first.violation;
    this.findings.push(
      makeFinding('TW305', {
        message: `tool '${call.tool}' recorded structuredContent that fails '${keyword}' of its outputSchema at ${pointer === '' ? '(root)' : pointer}`,
        locations: [callLocation(this.uri, call), toolLocation(tool)],
        evidence: {
          index: call.index,
          keyword,
          resultPointer: pointer,
          schemaPath,
          resultDigest: sha256Hex(jcs(result.structuredContent)),
        },
        subjects: [this.uri, call.index, toolSubject(tool)],
      }),
    );
  }

  /**
   * The TW204 notes of the undecided results, one per (tool, reason), added to `findings`:
   * call once, after the last `step`.
   */
  finish(): void {
    const runLocation: FindingLocation = { uri: this.uri, pointer: '', line: 1, column: 1 };
    for (const { tool: t, reason, results } of this.undecidedBy.values()) {
      const tool = this.catalog[t];
      this.findings.push(
        makeFinding('TW204', {
          message: `outputSchema of ${quoteTool(tool)} could not be decided for ${results} recorded result(s) (${UNDECIDED_REASONS[reason]}), so TW305 could not check them`,
          locations: [runLocation, toolLocation(tool)],
          evidence: {
            reason: { code: reason, message: UNDECIDED_REASONS[reason] },
            results,
          },
          subjects: [this.uri, 'outputSchema', toolSubject(tool), reason],
        }),
      );
    }
    this.undecidedBy.clear();
  }
}
