/**
 * Tool aliases: a tool whose description says it is another tool of its server under an old name
 * ("Deprecated alias for mssql_run_sql_query. Use mssql_run_sql_query instead.") or a variant of
 * it ("Like code_task, but …") does that tool's job, whatever its own name says
 * (`mssql_get_table_data` reads rows, as its target does).
 */

/** Phrases that name the tool an alias stands for, captured as its name. */
const ALIAS_PATTERNS: readonly RegExp[] = [
  /\balias\s+(?:for|of)\s+[`'"]?([A-Za-z0-9_.-]+)/i,
  // A variant that says so ("Like code_task, but the model reads files from disk", "Same as
  // list_files but recursive") does that tool's job another way.
  /^\s*(?:like|same\s+as)\s+[`'"]?([A-Za-z0-9_.-]+)[`'"]?,?\s+but\b/i,
  /\bdeprecated\b[^.]*?\.?\s*use\s+[`'"]?([A-Za-z0-9_.-]+)[`'"]?\s+instead\b/i,
];

/** Characters of a description read for an alias statement. */
const ALIAS_OPENING = 300;

/**
 * For each tool that is an alias of another tool of its server, the index of that tool
 * (`tools[i]` aliases `tools[target]`); a name that is no sibling's, or the tool's own, is none.
 */
export function aliasTargets(
  tools: readonly { name: string; description: string; server?: string }[],
): Map<number, number> {
  const index = new Map<string, number>();
  tools.forEach((t, i) => index.set(`${t.server ?? ''}\u0000${t.name}`, i));
  const out = new Map<number, number>();
  tools.forEach((t, i) => {
    // An alias says so first; reading only the opening keeps the patterns linear on any text.
    const opening = t.description.slice(0, ALIAS_OPENING);
    for (const pattern of ALIAS_PATTERNS) {
      const name = pattern.exec(opening)?.[1]?.replace(/[.]+$/, '');
      if (name === undefined || name === t.name) continue;
      const target = index.get(`${t.server ?? ''}\u0000${name}`);
      if (target === undefined) continue;
      out.set(i, target);
      break;
    }
  });
  return out;
}
