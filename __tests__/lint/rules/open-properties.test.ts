import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const rulesOf = (tools: Tool[]): string[] =>
  lintTools(tools, { maxTokens: 0 }).findings.map((f) => f.ruleId);
const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

describe('TW513 open-properties', () => {
  it('reports object schemas without additionalProperties/unevaluatedProperties false', () => {
    const t = tool({
      inputSchema: {
        type: 'object',
        properties: { inner: { type: 'object', description: 'd', additionalProperties: true } },
      },
    });
    expect(only(t, 'TW513')[0].evidence).toEqual({
      objects: { count: 2, pointers: ['', '/properties/inner'] },
    });
  });

  it('accepts closed objects and deliberate maps', () => {
    const closed = tool({ inputSchema: { type: 'object', unevaluatedProperties: false } });
    const map = tool({
      inputSchema: schema({
        tags: {
          type: 'object',
          description: 't',
          additionalProperties: { type: 'string', maxLength: 3 },
        },
      }),
    });
    expect(rulesOf([closed, map])).toEqual([]);
    const permissiveMap = tool({
      inputSchema: schema({ tags: { type: 'object', description: 't', additionalProperties: {} } }),
    });
    expect(only(permissiveMap, 'TW513')).toHaveLength(1);
  });
});
