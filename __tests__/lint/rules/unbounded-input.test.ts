import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

describe('TW514 unbounded-input', () => {
  it('reports strings without maxLength/enum/const/pattern/format and arrays without maxItems', () => {
    const t = tool({
      inputSchema: schema({
        a: { type: 'string', description: 'a' },
        b: { type: ['string', 'null'], description: 'b' },
        c: { type: 'array', description: 'c', items: { type: 'integer' } },
        d: { type: 'string', maxLength: 3, description: 'd' },
        e: { type: 'string', enum: ['x'], description: 'e' },
        f: { type: 'string', pattern: '^x$', description: 'f' },
        g: { type: 'string', format: 'date', description: 'g' },
        h: { type: 'string', const: 'x', description: 'h' },
        i: { type: 'array', maxItems: 2, description: 'i', items: { type: 'integer' } },
        j: { type: 'number', description: 'numbers are not checked' },
      }),
    });
    const [f] = only(t, 'TW514');
    expect(f.evidence).toEqual({
      parameters: { count: 3, pointers: ['/properties/a', '/properties/b', '/properties/c'] },
      kinds: ['array', 'string'],
    });
  });
});
