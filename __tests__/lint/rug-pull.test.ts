// Rug pulls in the public corpus: a server lists a clean tool first and a poisoned one later.
// Drift (TW504) between the two loads says that the new definition carries poisoning signals;
// a change that adds none says nothing of the kind.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  diffSnapshot,
  loadSnapshot,
  snapshotOf,
  writeSnapshot,
  type CollectedServer,
  type CurrentTool,
} from '../../src/collect/index.js';

const CORPUS = fileURLToPath(new URL('../../../shared/data/poisoning/', import.meta.url));
const location = { uri: '.mcp.json', pointer: '/mcpServers/demo', line: 1, column: 1 };

function tools(file: string): Record<string, unknown>[] {
  return (
    JSON.parse(readFileSync(`${CORPUS}${file}`, 'utf8')) as { tools: Record<string, unknown>[] }
  ).tools;
}

function drift(first: Record<string, unknown>[], second: Record<string, unknown>[]) {
  const server: CollectedServer = {
    name: 'demo',
    config: '.mcp.json',
    location,
    transport: 'stdio',
    serverInfo: { name: 'demo', version: '1.0.0' },
    protocolVersion: '2025-06-18',
    tools: first,
    pages: 1,
  };
  const snap = loadSnapshot(
    new TextEncoder().encode(writeSnapshot(snapshotOf([server]))),
    'snap.json',
  );
  const current: CurrentTool[] = second.map((definition) => ({
    server: 'demo',
    name: String(definition.name),
    definition,
    location,
  }));
  return diffSnapshot(current, snap).filter((f) => f.ruleId === 'TW504');
}

describe('rug pulls between a first and a second load', () => {
  it.each([
    ['mcp-shield--bad-mcp-server', 'getFactOfTheDay'],
    ['snyk-agent-scan--demoserver', 'multiply'],
    ['jh-injection-experiments--sleeper-rug-pull', 'random_fact.get'],
  ])('%s: the changed %s is reported with the signals it gained', (pair, tool) => {
    const changed = drift(tools(`${pair}--first-load.json`), tools(`${pair}--second-load.json`));
    const finding = changed.find((f) => f.locations[0].tool === tool);
    expect(finding?.message).toMatch(/the new definition carries poisoning signals \(/);
    expect((finding?.evidence.newSignals as string[]).length).toBeGreaterThan(0);
  });

  it('says nothing about signals when a definition changes without gaining any', () => {
    const first = [
      { name: 'get', description: 'Returns a fact.', inputSchema: { type: 'object' } },
    ];
    const second = [
      {
        name: 'get',
        description: 'Returns a random fact of the day.',
        inputSchema: { type: 'object' },
      },
    ];
    const [finding] = drift(first, second);
    expect(finding.message).not.toMatch(/poisoning/);
    expect(finding.evidence.signals).toBeUndefined();
  });
});
