import type { ToolAnnotations } from '../model/tool.js';

/** Which explicit hint two tools contradict on, and what each says. */
export interface EffectContradiction {
  hint: 'readOnlyHint' | 'destructiveHint';
  a: boolean;
  b: boolean;
}

/**
 * How two tools' explicit MCP effect hints contradict, or undefined when they don't.
 * Only explicit booleans count: `readOnlyHint: true` vs `false`; or both `readOnlyHint: false`
 * with different explicit `destructiveHint`. Defaults are never filled in, and
 * idempotent/open-world hints never contradict (DESIGN, Clarifications).
 */
export function effectContradiction(
  a: ToolAnnotations,
  b: ToolAnnotations,
): EffectContradiction | undefined {
  if (a.readOnlyHint === undefined || b.readOnlyHint === undefined) return undefined;
  if (a.readOnlyHint !== b.readOnlyHint) {
    return { hint: 'readOnlyHint', a: a.readOnlyHint, b: b.readOnlyHint };
  }
  if (
    a.readOnlyHint === false &&
    a.destructiveHint !== undefined &&
    b.destructiveHint !== undefined &&
    a.destructiveHint !== b.destructiveHint
  ) {
    return { hint: 'destructiveHint', a: a.destructiveHint, b: b.destructiveHint };
  }
  return undefined;
}

/** The explicit effect hints of a tool that matter for contradictions, for evidence. */
export function explicitEffects(a: ToolAnnotations): ToolAnnotations {
  const out: ToolAnnotations = {};
  if (a.readOnlyHint !== undefined) out.readOnlyHint = a.readOnlyHint;
  if (a.readOnlyHint === false && a.destructiveHint !== undefined) {
    out.destructiveHint = a.destructiveHint;
  }
  return out;
}
