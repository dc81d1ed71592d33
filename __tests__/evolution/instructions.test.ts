// TW706 reads a tool's model-visible text with the poisoning lint's signals (src/lint/signals.ts):
// a new version is flagged when it carries a signal the old one lacked. Texts come from the
// public poisoning corpus (/work/shared/data/poisoning) and the real servers of examples/real.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCatalogs, type EvolutionTool } from '../../src/evolution/index.js';
import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import type { Tool } from '../../src/model/tool.js';

const CORPUS = fileURLToPath(new URL('../../../shared/data/poisoning/', import.meta.url));
const haveCorpus = existsSync(join(CORPUS, 'INDEX.json'));
const describeCorpus = haveCorpus ? describe : describe.skip;

interface Definition {
  name: string;
  description?: string;
  inputSchema?: unknown;
}

interface IndexEntry {
  file: string;
  tools: { name: string; verdict: string }[];
}

function definitions(file: string): Definition[] {
  return (JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as { tools: Definition[] }).tools;
}

function tool(server: string, d: Definition, i = 0): EvolutionTool {
  return {
    server,
    name: d.name,
    description: d.description ?? '',
    inputSchema: d.inputSchema ?? { type: 'object' },
    annotations: {},
    location: { uri: `${server}.json`, pointer: `/tools/${i}`, line: 1, column: 1 },
  };
}

/** The schema with every text the model reads (descriptions, titles, examples) taken out. */
function textless(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(textless);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (['description', 'title', 'examples', 'default'].includes(k) && typeof v !== 'object')
      continue;
    if (k === 'examples' || k === 'default') continue;
    out[k] = textless(v);
  }
  return out;
}

function tw706(was: EvolutionTool, now: EvolutionTool) {
  return compareCatalogs([was], [now]).findings.filter((f) => f.ruleId === 'TW706');
}

describeCorpus('TW706 on the poisoning corpus', () => {
  const index = JSON.parse(readFileSync(join(CORPUS, 'INDEX.json'), 'utf8')) as IndexEntry[];
  const verdicts = new Map<string, string>();
  for (const entry of index) {
    for (const t of entry.tools) verdicts.set(`${entry.file}\u0000${t.name}`, t.verdict);
  }
  const corpus = index.flatMap((entry) =>
    definitions(entry.file).map((d, i) => ({
      verdict: verdicts.get(`${entry.file}\u0000${d.name}`),
      tool: tool(entry.file.replace(/\.json$/, ''), d, i),
    })),
  );

  it.each([
    ['mcp-shield--bad-mcp-server', 'getFactOfTheDay'],
    ['snyk-agent-scan--demoserver', 'multiply'],
    ['jh-injection-experiments--sleeper-rug-pull', 'random_fact.get'],
  ])('flags the rug pull of %s (%s) with the signals it gained, never the text', (pair, name) => {
    const first = definitions(`${pair}--first-load.json`).map((d, i) => tool('demo', d, i));
    const second = definitions(`${pair}--second-load.json`).map((d, i) => tool('demo', d, i));
    const findings = compareCatalogs(first, second).findings.filter((f) => f.ruleId === 'TW706');
    const finding = findings.find((f) => f.locations[0].tool === name);
    expect((finding?.evidence.signals as string[]).length).toBeGreaterThan(0);
    const gained = second.find((t) => t.name === name)!.description;
    const text = JSON.stringify(findings);
    for (const sentence of gained.split(/[.\n]/).filter((s) => s.trim().length > 20)) {
      expect(text).not.toContain(sentence.trim());
    }
  });

  beforeAll(() => loadTokenizer());

  it('flags every hostile text the lint flags when a tool gains it, as the lint reads it', () => {
    // the lint over the corpus tools, one server each (no cross-server context, like TW706)
    const hostile = corpus.filter((c) => c.verdict === 'malicious');
    let flaggedByLint = 0;
    for (const { tool: now } of hostile) {
      const asTool: Tool = {
        ...now,
        shape: 'mcp',
        definitionDigest: '',
      };
      const lint = lintTools([asTool]).findings.filter((f) =>
        ['TW520', 'TW521', 'TW526'].includes(f.ruleId),
      );
      if (lint.length === 0) continue;
      flaggedByLint += 1;
      const was = { ...now, description: '', inputSchema: textless(now.inputSchema) };
      const found = tw706(was, now);
      expect([now.name, found.length]).toEqual([now.name, 1]);
      // the same signals as the lint, no others (the name did not change, so may add none)
      const lintCategories = lint.flatMap(
        (f) => (f.evidence as { categories: string[] }).categories,
      );
      expect(lintCategories).toEqual(expect.arrayContaining(found[0].evidence.signals as string[]));
    }
    // the corpus holds 31 core malicious definitions; the lint flags 28 of them
    expect(flaggedByLint).toBeGreaterThanOrEqual(20);
  });

  it('never flags a benign definition edited with text of another benign definition', () => {
    const benign = corpus.filter((c) => c.verdict === 'benign').map((c) => c.tool);
    expect(benign.length).toBeGreaterThan(200);
    const flagged: string[] = [];
    benign.forEach((was, i) => {
      const other = benign[(i + 1) % benign.length];
      const now = { ...was, description: `${was.description}\n\n${other.description}` };
      if (tw706(was, now).length > 0) flagged.push(`${was.server} ${was.name}`);
    });
    expect(flagged).toEqual([]);
  });
});

describe('TW706 on the real servers of examples/real', () => {
  const dir = join('examples', 'real');
  const servers = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      tools: (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tools: Definition[] }).tools,
    }));

  it('does not flag usage notes real servers write ("first call …", "you should …")', () => {
    // the phrase list TW706 used before flagged such edits; the lint's signals do not
    const flagged: string[] = [];
    let edits = 0;
    for (const server of servers) {
      server.tools.forEach((d, i) => {
        const next = server.tools[(i + 1) % server.tools.length];
        if (next === d || (next.description ?? '') === '') return;
        const was = tool(server.name, d, i);
        const now = { ...was, description: `${was.description}\n${next.description}` };
        edits += 1;
        if (tw706(was, now).length > 0) flagged.push(`${server.name} ${d.name}`);
      });
    }
    expect(edits).toBeGreaterThan(600);
    // neon's prepare_database_migration carries <important_notes> to the model (the one real
    // lint hit, see the README): a tool that gains that text is flagged, and nothing else is
    expect(flagged.filter((f) => !f.startsWith('neon '))).toEqual([]);
  });
});
