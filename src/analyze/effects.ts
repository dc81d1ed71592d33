import type { ToolAnnotations } from '../model/tool.js';

/**
 * Why two tools' explicit MCP effect hints contradict, or undefined when they don't.
 * Only explicit booleans count: `readOnlyHint: true` vs `false`; or both `readOnlyHint: false`
 * with different explicit `destructiveHint`. Defaults are never filled in, and
 * idempotent/open-world hints never contradict (DESIGN, Clarifications).
 */
export function effectContradiction(a: ToolAnnotations, b: ToolAnnotations): string | undefined {
  if (a.readOnlyHint === undefined || b.readOnlyHint === undefined) return undefined;
  if (a.readOnlyHint !== b.readOnlyHint) {
    return 'one says readOnlyHint: true and the other readOnlyHint: false';
  }
  if (
    a.readOnlyHint === false &&
    a.destructiveHint !== undefined &&
    b.destructiveHint !== undefined
  ) {
    if (a.destructiveHint !== b.destructiveHint) {
      return 'both say readOnlyHint: false but one says destructiveHint: true and the other destructiveHint: false';
    }
  }
  return undefined;
}

/** The explicit effect hints of a tool that matter for contradictions, for evidence. */
export function explicitEffects(a: ToolAnnotations): ToolAnnotations {
  const out: ToolAnnotations = {};
  if (a.readOnlyHint !== undefined) out.readOnlyHint = a.readOnlyHint;
  if (a.readOnlyHint === false && a.destructiveHint !== undefined)
    out.destructiveHint = a.destructiveHint;
  return out;
}
