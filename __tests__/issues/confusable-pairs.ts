// Shared by the issue-14 regression tests: load real catalogs by server name and find the
// confusable pair of two tools, scanning their servers in both orders.
import { existsSync, readFileSync } from 'node:fs';
import { confusableEntries, confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import type { ToolModel } from '../../src/lexical/tool-model.js';
import type { Tool } from '../../src/model/tool.js';

/** A server's catalog file: examples/real, or one of the held-out sets kept apart from it. */
export function catalogFile(server: string): string {
  for (const dir of [
    'examples/heldout68',
    'examples/heldout69',
    'examples/heldout70',
    'examples/heldout71',
    'examples/heldout72',
    'examples/heldout73',
    'examples/heldout74',
    'examples/heldout75',
    'examples/heldout76',
    'examples/heldout77',
    'examples/heldout78',
    'examples/heldout79',
    'examples/heldout80',
    'examples/heldout81',
    'examples/heldout82',
    'examples/heldout83',
    'examples/heldout84',
    'examples/heldout85',
    'examples/heldout86',
    'examples/heldout87',
    'examples/heldout88',
    'examples/heldout90',
    'examples/heldout91',
    'examples/heldout67',
    'examples/heldout66',
    'examples/heldout65',
    'examples/heldout64',
    'examples/heldout63',
    'examples/heldout61',
    'examples/heldout60',
    'examples/heldout59',
    'examples/heldout58',
    'examples/heldout57',
    'examples/heldout56',
    'examples/heldout55',
    'examples/heldout54',
    'examples/heldout53',
    'examples/heldout52',
    'examples/heldout51',
    'examples/heldout50',
    'examples/heldout49',
    'examples/heldout48',
    'examples/heldout47',
    'examples/heldout46',
    'examples/heldout45',
    'examples/heldout44',
    'examples/heldout43',
    'examples/heldout42',
    'examples/heldout41',
    'examples/heldout40',
    'examples/heldout39',
    'examples/heldout38',
    'examples/heldout37',
    'examples/heldout36',
    'examples/heldout35',
    'examples/heldout34',
    'examples/heldout33',
    'examples/heldout32',
    'examples/heldout31',
    'examples/heldout30',
    'examples/heldout29',
    'examples/heldout28',
    'examples/heldout27',
    'examples/heldout26',
    'examples/heldout25',
    'examples/heldout24',
    'examples/heldout23',
    'examples/heldout22',
    'examples/heldout21',
    'examples/heldout20',
    'examples/heldout19',
    'examples/heldout18',
    'examples/heldout17',
    'examples/heldout16',
    'examples/heldout15',
    'examples/heldout14',
    'examples/heldout13',
    'examples/heldout12',
    'examples/heldout11',
    'examples/heldout10',
    'examples/heldout9',
    'examples/heldout8',
    'examples/heldout7',
    'examples/heldout6',
    'examples/heldout5',
    'examples/heldout4',
    'examples/heldout3',
    'examples/heldout2',
    'examples/heldout',
  ]) {
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

/** The kind of system one tool of a real server is read as (its server's whole catalog read). */
export function kindOfTool(server: string, name: string): string | undefined {
  const tools = load([server]);
  const entries = confusableEntries(tools);
  return entries[tools.findIndex((t) => t.name === name)]?.kind;
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
