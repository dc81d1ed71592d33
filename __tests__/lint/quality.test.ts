import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import { RULES, ruleById } from '../../src/rules/index.js';
import { LINT_RULES } from '../../src/rules/lint-rules.js';
import type { Tool } from '../../src/model/tool.js';
import { tool } from './helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const rulesOf = (tools: Tool[]): string[] =>
  lintTools(tools, { maxTokens: 0 }).findings.map((f) => f.ruleId);
describe('lint rule registry', () => {
  it('registers TW510–TW527 and TW530 with their default severities', () => {
    expect(LINT_RULES.map((r) => [r.id, r.name, r.severity])).toEqual([
      ['TW510', 'description-missing', 'warning'],
      ['TW511', 'description-short', 'note'],
      ['TW512', 'parameter-undescribed', 'note'],
      ['TW513', 'open-properties', 'note'],
      ['TW514', 'unbounded-input', 'note'],
      ['TW515', 'unscoped-path', 'note'],
      ['TW516', 'annotations-missing', 'note'],
      ['TW520', 'instruction-in-description', 'error'],
      ['TW521', 'cross-tool-steering', 'warning'],
      ['TW522', 'invisible-characters', 'error'],
      ['TW526', 'tool-shadowing', 'error'],
      ['TW527', 'lint-incomplete', 'note'],
      ['TW530', 'token-budget', 'warning'],
    ]);
    for (const r of LINT_RULES) {
      expect(ruleById(r.id).category).toBe('lint');
      expect(RULES).toContain(ruleById(r.id));
    }
  });
});

describe('a clean tool', () => {
  it('has no lint findings', () => {
    expect(rulesOf([tool()])).toEqual([]);
  });
});

describe('per-tool findings', () => {
  it('locate the tool, fingerprint it alone and stay stable when other tools come and go', () => {
    const a = tool({ name: 'alpha', description: '' });
    const b = tool({ name: 'beta', description: '' });
    const c = tool({ name: 'gamma', description: 'Something else entirely, described at length.' });
    const alone = lintTools([a], { maxTokens: 0 }).findings;
    const together = lintTools([c, b, a], { maxTokens: 0 }).findings;
    const fa = together.find((f) => f.locations[0].tool === 'alpha');
    expect(fa?.fingerprint).toBe(alone[0].fingerprint);
    expect(fa?.locations).toEqual([{ ...a.location, tool: 'alpha', server: 'srv' }]);
    expect(together.find((f) => f.locations[0].tool === 'beta')?.fingerprint).not.toBe(
      alone[0].fingerprint,
    );
  });

  it('change fingerprint when the tool definition changes', () => {
    const before = lintTools([tool({ name: 'x', description: '' })], { maxTokens: 0 }).findings;
    const after = lintTools([tool({ name: 'x', description: ' ' })], { maxTokens: 0 }).findings;
    expect(after[0].fingerprint).not.toBe(before[0].fingerprint);
  });
});
