import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

describe('TW511 description-short', () => {
  it('reports fewer than 5 words or 20 characters as short, with both counts', () => {
    const [f] = only(tool({ description: 'Gets a user.' }), 'TW511');
    expect(f.evidence).toEqual({ words: 3, characters: 12, minWords: 5, minCharacters: 20 });
    expect(f.message).toContain('under 5 words or 20 characters');
    expect(only(tool({ description: 'Sum two big integers ok' }), 'TW511')).toHaveLength(0);
    expect(only(tool({ description: 'a b c d e' }), 'TW511')).toHaveLength(1); // 9 characters
    expect(only(tool({ description: 'Returns the sum of two numbers' }), 'TW511')).toHaveLength(0);
  });

  it('counts CJK ideographs as words', () => {
    expect(only(tool({ description: '读取指定路径的文本文件内容并返回' }), 'TW511')).toHaveLength(
      0,
    );
    expect(only(tool({ description: '读取文件' }), 'TW511')).toHaveLength(1);
  });
});
