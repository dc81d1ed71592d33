import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import { WALK_LIMITS } from '../../../src/lint/schema-walk.js';
import { tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

/** An object schema with more nodes than the schema walk visits. */
function wideSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i <= WALK_LIMITS.maxNodes; i++) {
    properties[`p${i}`] = { type: 'integer', description: 'A number.' };
  }
  return { type: 'object', properties, additionalProperties: false };
}

describe('TW527 lint-incomplete', () => {
  it('is one run-level note naming every tool whose lint stopped at a bound', () => {
    const a = tool({ name: 'wide_a', inputSchema: wideSchema() });
    const b = tool({ name: 'wide_b', inputSchema: wideSchema() });
    const { findings } = lintTools([a, tool(), b], { maxTokens: 0 });
    const notes = findings.filter((f) => f.ruleId === 'TW527');
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note.severity).toBe('note');
    expect(note.locations.map((l) => l.tool)).toEqual(['wide_a', 'wide_b']);
    expect(note.evidence).toEqual({
      bounds: [{ bound: 'schema-nodes', limit: WALK_LIMITS.maxNodes }],
      tools: 2,
      listed: [
        { server: 'srv', tool: 'wide_a', bounds: ['schema-nodes'] },
        { server: 'srv', tool: 'wide_b', bounds: ['schema-nodes'] },
      ],
    });
    expect(note.message).toMatch(/^the lint of 2 tool\(s\) stopped at a bound \(schema-nodes\)/);
  });

  it('is absent when every lint ran to the end', () => {
    const { findings } = lintTools([tool(), tool()], { maxTokens: 0 });
    expect(findings.filter((f) => f.ruleId === 'TW527')).toEqual([]);
  });
});
