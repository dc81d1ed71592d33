import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const rulesOf = (tools: Tool[]): string[] =>
  lintTools(tools, { maxTokens: 0 }).findings.map((f) => f.ruleId);

describe('TW510 description-missing', () => {
  it('reports an absent or blank description as missing', () => {
    expect(rulesOf([tool({ description: '' })])).toEqual(['TW510']);
    expect(rulesOf([tool({ description: ' \n\t ' })])).toEqual(['TW510']);
    expect(rulesOf([tool({ description: '\u200B' })])).toContain('TW510');
  });
});
