import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const rulesOf = (tools: Tool[]): string[] =>
  lintTools(tools, { maxTokens: 0 }).findings.map((f) => f.ruleId);
describe('TW516 annotations-missing', () => {
  it('reports MCP tools with no explicit hint, and only MCP tools', () => {
    expect(rulesOf([tool({ annotations: {} })])).toEqual(['TW516']);
    expect(rulesOf([tool({ annotations: {}, shape: 'anthropic' })])).toEqual([]);
    expect(rulesOf([tool({ annotations: {}, shape: 'openai-chat' })])).toEqual([]);
    expect(rulesOf([tool({ annotations: { openWorldHint: false } })])).toEqual([]);
  });
});
