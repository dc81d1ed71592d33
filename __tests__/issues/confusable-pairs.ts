// Shared by the issue-14 regression tests: load real catalogs by server name and find the
// confusable pair of two tools, scanning their servers in both orders.
import { existsSync, readFileSync } from 'node:fs';
import { confusableEntries, confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import type { ConfusableEntry } from '../../src/lexical/confusable.js';
import type { ToolModel } from '../../src/lexical/tool-model.js';
import type { Tool } from '../../src/model/tool.js';
import { CATALOG_DIRS } from '../example-dirs.js';

/** A server's catalog file: examples/real, or one of the held-out sets kept apart from it. */
export function catalogFile(server: string): string {
  for (const dir of CATALOG_DIRS) {
    if (existsSync(`${dir}/${server}.json`)) return `${dir}/${server}.json`;
  }
  return `examples/real/${server}.json`;
}

/** Inline catalogs of several servers, each `[server, tools]`, as a scan imports them. */
export function inlineCatalogs(...list: [string, unknown[]][]): Tool[] {
  return importCatalogs(
    list.map(([server, tools]) => ({
      uri: `${server}.json`,
      content: Buffer.from(JSON.stringify({ tools })),
    })),
  ).tools;
}

/** The tools of the named servers' catalogs, imported in the order given. */
export function load(servers: string[]): Tool[] {
  const files = servers.map(catalogFile);
  return importCatalogs(files.map((f) => ({ uri: f, content: readFileSync(f) }))).tools;
}

export type Ref = [server: string, name: string];

/** The confusable pair of two tools, scanning their servers in both orders. */
export function pairBothOrders(a: Ref, b: Ref) {
  const find = (tools: Tool[]) =>
    confusableToolPairs(tools).find(
      (p) =>
        (p.a.server === a[0] && p.a.name === a[1] && p.b.server === b[0] && p.b.name === b[1]) ||
        (p.a.server === b[0] && p.a.name === b[1] && p.b.server === a[0] && p.b.name === a[1]),
    );
  const servers = [...new Set([a[0], b[0]])];
  return [find(load(servers)), find(load([...servers].reverse()))];
}

/** Expect two tools to be found confusable, whichever server is scanned first. */
export function expectConfusable(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeDefined();
}

/** Expect two tools not to be found confusable, whichever server is scanned first. */
export function expectApart(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeUndefined();
}

/** A real server's kind of system, read as the scan reads it (every tool of its catalog). */
export function kindOfServer(server: string): string | undefined {
  // The kind most of its tools take (a tool that scrapes the web is a web reader's).
  const counts = new Map<string | undefined, number>();
  for (const e of confusableEntries(load([server])))
    counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The entry one tool of a real server is read as (its server's whole catalog read). */
function entryOfTool(server: string, name: string): ConfusableEntry | undefined {
  const tools = load([server]);
  return confusableEntries(tools)[tools.findIndex((t) => t.name === name)];
}

/** The kind of system one tool of a real server is read as (its server's whole catalog read). */
export function kindOfTool(server: string, name: string): string | undefined {
  return entryOfTool(server, name)?.kind;
}

/** The object one tool of a real server is read as acting on (its server's whole catalog read). */
export function objectOfTool(server: string, name: string): string[] | undefined {
  return entryOfTool(server, name)?.model.object;
}

/** The confusable pairs of inline catalogs, as `server/tool ~ server/tool` in sorted order. */
export function pairsOf(...list: [string, unknown[]][]): string[] {
  return confusableToolPairs(inlineCatalogs(...list)).map((p) =>
    [`${p.a.server}/${p.a.name}`, `${p.b.server}/${p.b.name}`].sort().join(' ~ '),
  );
}

/** A tool model with only the fields a test sets (the rest empty). */
export function model(m: Partial<ToolModel>): ToolModel {
  return { object: [], descriptionTokens: [], commonWords: [], ...m };
}
