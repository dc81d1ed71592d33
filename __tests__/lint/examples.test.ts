import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { scan } from '../../src/run/scan.js';
import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import type { Tool } from '../../src/model/tool.js';
import type { TokenStats } from '../../src/lint/index.js';
import type { ScoreStats } from '../../src/report/score.js';
import { tool } from './helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const source = (name: string) => ({
  uri: `examples/${name}.json`,
  content: readFileSync(`examples/${name}.json`),
});

function lintCounts(names: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of scan(names.map(source)).findings) {
    if (f.ruleId.startsWith('TW5')) counts[f.ruleId] = (counts[f.ruleId] ?? 0) + 1;
  }
  return counts;
}

// Each count was read and judged by hand (docs/lint.md): the captured
// servers ship zod schemas without additionalProperties: false or string bounds, and leave most
// parameters undescribed; none carries hidden directives, steering or invisible characters.
describe('lint on the real example catalogs', () => {
  it.each([
    ['mcp-filesystem', { TW512: 12, TW513: 14, TW514: 13, TW515: 1 }],
    ['mcp-memory', { TW512: 4, TW513: 9, TW514: 8 }],
    // gzip-file-as-resource's `data` URL is not TW515: the tool declares openWorldHint: true.
    ['mcp-everything', { TW512: 1, TW513: 13, TW514: 3 }],
    ['anthropic', { TW512: 3, TW513: 3, TW514: 4, TW515: 1 }],
    ['openai-chat', { TW512: 2, TW513: 3, TW514: 3 }],
    ['openai-responses', { TW512: 4, TW514: 4 }],
    ['confusing-mcp', { TW512: 17, TW513: 14, TW514: 16, TW515: 2, TW516: 4 }],
  ])('%s', (name, expected) => {
    expect(lintCounts([name])).toEqual(expected);
  });

  it('flags read_file, the one filesystem tool that does not say "within allowed directories"', () => {
    const tw515 = scan([source('mcp-filesystem')]).findings.filter((f) => f.ruleId === 'TW515');
    expect(tw515.map((f) => f.locations[0].tool)).toEqual(['read_file']);
  });

  it('scores and counts the three reference servers together', () => {
    const report = scan(['mcp-filesystem', 'mcp-memory', 'mcp-everything'].map(source));
    const score = report.stats.score as ScoreStats;
    const tokens = report.stats.tokens as TokenStats;
    // memory's create_entities/create_relations and delete_entities/delete_relations act on
    // different objects and are not confusable (issue 14); filesystem's variants of one job are
    // (read_file/read_text_file, read_file/read_media_file and read_text_file/read_media_file
    // warnings: read_file is a deprecated alias of read_text_file, and text and media are the
    // flavours filesystem offers reading a file in; the list_directory variants, and read_file/
    // read_multiple_files, read_text_file/read_multiple_files and read_media_file/
    // read_multiple_files, notes, since only a call carrying a key one side does not declare
    // reaches both); directory_tree lists a directory as
    // a tree (warnings against list_directory and list_directory_with_sizes, labelled confusable),
    // and memory's search_nodes is a filtered read_graph (a note); list_allowed_directories names
    // the server's access scope, no directory's content (labelled not against list_directory)
    expect(report.summary).toEqual({ errors: 0, warnings: 6, notes: 82 });
    expect(score).toMatchObject({ value: 96, grade: 'A', penalty: 28, budget: 720, tools: 36 });
    expect(tokens.byServer).toEqual({ everything: 1094, filesystem: 1679, memory: 913 });
    expect(tokens.total).toBe(3686);
    expect(tokens.byTool).toHaveLength(36);
  });

  it('leaves lint and tokens out with lint: false', () => {
    const report = scan([source('mcp-memory')], { lint: false });
    expect(report.findings.filter((f) => f.ruleId.startsWith('TW5'))).toEqual([]);
    expect(report.stats.tokens).toBeUndefined();
    // one pair finding: search_nodes is a filtered read_graph (a note); memory's entity and
    // relation tools act on different objects
    expect(report.stats.score).toMatchObject({ value: 99, counts: { warnings: 0, notes: 1 } });
  });
});

describe('lint on arbitrary input', () => {
  const anyTool = fc.record({
    name: fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }),
    description: fc.string({ maxLength: 200, unit: 'binary' }),
    server: fc.constantFrom('a', 'b', '__proto__'),
    shape: fc.constantFrom<Tool['shape']>('mcp', 'anthropic', 'openai-chat', 'openai-responses'),
    inputSchema: fc.jsonValue({ maxDepth: 6 }),
  });

  it('never throws, and every finding locates one of the tools', () => {
    fc.assert(
      fc.property(fc.array(anyTool, { maxLength: 6 }), fc.nat(400), (specs, maxTokens) => {
        const tools = specs.map((s) => tool(s));
        const { findings, tokens } = lintTools(tools, { maxTokens });
        const pointers = new Set(tools.map((t) => t.location.pointer));
        for (const f of findings) {
          const located = f.ruleId === 'TW530' ? f.locations.slice(1) : f.locations;
          for (const loc of located) expect(pointers.has(loc.pointer)).toBe(true);
        }
        expect(tokens.byTool).toHaveLength(tools.length);
      }),
      { numRuns: 150 },
    );
  });

  it('handles schema-shaped values: properties, items, refs and combinators in any mix', () => {
    const leaf = fc.oneof(fc.boolean(), fc.constant(null), fc.constant({ type: 'string' }));
    const node = (depth: number): fc.Arbitrary<unknown> => {
      if (depth === 0) return leaf;
      const child = node(depth - 1);
      return fc.oneof(
        leaf,
        fc.record(
          {
            type: fc.constantFrom('object', 'string', 'array', ['string', 'null'], 7),
            properties: fc.dictionary(fc.string({ maxLength: 6 }), child, { maxKeys: 2 }),
            items: fc.oneof(child, fc.array(child, { maxLength: 2 })),
            anyOf: fc.array(child, { maxLength: 2 }),
            $ref: fc.constantFrom('#', '#/properties/x', '#/$defs/%zz', 'http://x/y', 3),
            description: fc.string({ maxLength: 30 }),
            additionalProperties: fc.oneof(fc.boolean(), child),
          },
          { requiredKeys: [] },
        ),
      );
    };
    const schemaArb = { node: node(4) };
    fc.assert(
      fc.property(schemaArb.node, (inputSchema) => {
        expect(() => lintTools([tool({ inputSchema })], { maxTokens: 0 })).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('stays bounded on a very deep schema', () => {
    let deep: unknown = { type: 'string' };
    // 4x the importer's depth limit (256)
    for (let i = 0; i < 1024; i++) deep = { type: 'object', properties: { x: deep } };
    const started = Date.now();
    const deepTool = tool({ inputSchema: deep, definitionDigest: '0'.repeat(64) });
    expect(() => lintTools([deepTool], { maxTokens: 0 })).not.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
