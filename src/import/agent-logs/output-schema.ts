import type { ErrorObject, ValidateFunction } from 'ajv';
import { jcs, sha256Hex } from '../../canonical/jcs.js';
import type { Finding } from '../../model/finding.js';
import type { Tool } from '../../model/tool.js';
import { resolveCall } from '../../replay/index.js';
import { createAjv } from '../../schema/ajv.js';
import { dialectOf } from '../../schema/dialect.js';
import { makeFinding, toolLocation, toolSubject } from '../../findings/index.js';
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
  /** Results whose tool's outputSchema does not compile or whose validation threw. */
  undecided: number;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer inside the result an Ajv error is about (with the key for required/additional). */
function violationPointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const key =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : typeof params.unevaluatedProperty === 'string'
          ? params.unevaluatedProperty
          : undefined;
  return key === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(key)}`;
}

/**
 * TW305: a recorded result whose `structuredContent` the `outputSchema` of its catalog tool
 * rejects. The call resolves as replay resolves it (exact name, then `mcp__SERVER__TOOL` and the
 * other client prefixes); when several tools with an output schema resolve, the result violates
 * only if all of them reject it. Results marked isError are counted, not checked.
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
    let first: { tool: number; error: ErrorObject | undefined } | undefined;
    for (const t of tools) {
      const validate = this.validator(t);
      if (validate === null) {
        this.stats.undecided++;
        return;
      }
      let ok: boolean;
      try {
        ok = validate(result.structuredContent) === true;
      } catch {
        this.stats.undecided++;
        return;
      }
      if (ok) return;
      first ??= { tool: t, error: validate.errors?.[0] ?? undefined };
    }
    if (first === undefined) return;
    const tool = this.catalog[first.tool];
    const keyword = first.error?.keyword ?? 'error';
    const pointer = first.error === undefined ? '' : violationPointer(first.error);
    this.findings.push(
      makeFinding('TW305', {
        message: `tool '${call.tool}' recorded structuredContent that fails '${keyword}' of its outputSchema at ${pointer === '' ? '(root)' : pointer}`,
        locations: [callLocation(this.uri, call), toolLocation(tool)],
        evidence: {
          index: call.index,
          keyword,
          resultPointer: pointer,
          schemaPath: first.error?.schemaPath ?? '',
          resultDigest: sha256Hex(jcs(result.structuredContent)),
        },
        subjects: [this.uri, call.index, toolSubject(tool)],
      }),
    );
  }
}
