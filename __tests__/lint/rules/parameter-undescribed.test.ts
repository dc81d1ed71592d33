import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

describe('TW512 parameter-undescribed', () => {
  it('lists undescribed properties at every depth by JSON pointer', () => {
    const t = tool({
      inputSchema: schema({
        path: { type: 'string', maxLength: 9 },
        items: {
          type: 'array',
          maxItems: 3,
          description: 'Items.',
          items: schema({ 'a/b': { type: 'integer' }, ok: { type: 'integer', description: 'x' } }),
        },
      }),
    });
    const [f] = only(t, 'TW512');
    expect(f.evidence).toEqual({
      parameters: {
        count: 2,
        pointers: ['/properties/items/items/properties/a~1b', '/properties/path'],
      },
    });
  });

  it('accepts a description reached through a local $ref', () => {
    const t = tool({
      inputSchema: schema(
        { when: { $ref: '#/$defs/date' } },
        { $defs: { date: { type: 'string', format: 'date', description: 'A day.' } } },
      ),
    });
    expect(only(t, 'TW512')).toHaveLength(0);
    const missing = tool({ inputSchema: schema({ when: { $ref: '#/$defs/nope' } }) });
    expect(only(missing, 'TW512')).toHaveLength(1);
  });
});
