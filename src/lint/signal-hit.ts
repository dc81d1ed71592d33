/**
 * What the signal rules (TW520, TW521, TW526) share: one hit per (rule, tool) built from the
 * matches in every place, deduplicated, and the scan's names that TW521's targets are read
 * against.
 */
import type { Tool } from '../model/tool.js';
import { shortText, type LintHit } from './hit.js';
import {
  ownNames,
  shortPointer,
  QUOTE_MAX,
  type SignalMatch,
  type TextPlace,
} from './poisoning.js';
import type { SignalContext } from './signals.js';

export type Match = SignalMatch;

export function matchOf(p: TextPlace, category: string, quote: string, target?: string): Match {
  const m: Match = { field: p.field, category, quote: shortText(quote.trim(), QUOTE_MAX) };
  if (p.pointer !== undefined) m.pointer = shortPointer(p.pointer);
  if (p.via !== undefined) m.via = p.via;
  if (target !== undefined) m.target = target;
  return m;
}

function dedupe(matches: Match[]): Match[] {
  const seen = new Set<string>();
  return matches.filter((m) => {
    const key = JSON.stringify([m.field, m.pointer, m.via, m.category, m.target]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Evidence lists at most this many matches; `count` has them all. */
const MAX_MATCHES = 10;

export function signalHit<R extends 'TW520' | 'TW521' | 'TW526'>(
  ruleId: R,
  what: string,
  matches: Match[],
): LintHit<R>[] {
  if (matches.length === 0) return [];
  const unique = dedupe(matches);
  const categories = [...new Set(unique.map((m) => m.category))].sort();
  const fields = [...new Set(unique.map((m) => m.pointer ?? m.field))];
  return [
    {
      ruleId,
      detail: `${what} (${categories.join(', ')}) in ${fields
        .slice(0, 3)
        .map((f) => shortText(f, 60))
        .join(
          ', ',
        )}${fields.length > 3 ? ` and ${fields.length - 3} more` : ''}: ${JSON.stringify(unique[0].quote)}`,
      evidence: { categories, count: unique.length, matches: unique.slice(0, MAX_MATCHES) },
    },
  ];
}

/** The signal context of `tool` in a scan: its own names and parameters, the other servers' tools. */
export function signalContext(
  tool: Tool,
  params: ReadonlySet<string>,
  names: NameIndex,
): SignalContext {
  return {
    ownNames: ownNames(tool.name),
    params,
    isOtherServersTool: (name) => {
      const servers = names.tools.get(name);
      return servers !== undefined && !servers.has(tool.server);
    },
  };
}

export const NO_NAMES: SignalContext = {
  ownNames: new Set(),
  params: new Set(),
  isOtherServersTool: () => false,
};

/** Tool and server names of a scan, lower case, for TW521's named targets. */
export interface NameIndex {
  /** Tool name -> servers defining it. */
  tools: ReadonlyMap<string, ReadonlySet<string>>;
  servers: ReadonlySet<string>;
}

export function nameIndex(tools: readonly Tool[]): NameIndex {
  const byName = new Map<string, Set<string>>();
  const servers = new Set<string>();
  for (const t of tools) {
    const key = t.name.toLowerCase();
    const set = byName.get(key) ?? new Set<string>();
    set.add(t.server);
    byName.set(key, set);
    servers.add(t.server.toLowerCase());
  }
  return { tools: byName, servers };
}
