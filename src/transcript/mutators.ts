import type { Tool } from '../model/tool.js';

/** ToolReplay's fixed list: tools that may change state, so a repeat after them is not redundant. */
export const DEFAULT_MUTATORS: readonly string[] = [
  'write_file',
  'delete_file',
  'create_file',
  'move_file',
  'run_command',
];

/** Decides whether a tool name may change state. */
export type MutatorRule = (tool: string) => boolean;

/** The default rule over a list of names (exact, case-sensitive). */
export function mutatorsFromList(names: readonly string[]): MutatorRule {
  const set = new Set(names);
  return (tool) => set.has(tool);
}

/**
 * Catalog hints refine a base rule: an explicit `readOnlyHint: true` makes a tool a non-mutator,
 * an explicit `false` a mutator; tools without the hint (or not in the catalog) keep the base
 * rule. When same-named tools disagree, mutator wins (a possible state change is the safe side).
 */
export function mutatorsFromCatalog(tools: readonly Tool[], base: MutatorRule): MutatorRule {
  const hint = new Map<string, boolean>();
  for (const t of tools) {
    const ro = t.annotations.readOnlyHint;
    if (ro === undefined) continue;
    const mutator = !ro;
    hint.set(t.name, (hint.get(t.name) ?? false) || mutator);
  }
  return (tool) => hint.get(tool) ?? base(tool);
}
