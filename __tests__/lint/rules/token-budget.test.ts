import {
  DEFAULT_MAX_TOKENS,
  lintTools,
  loadTokenizer,
  tokenBudget,
} from '../../../src/lint/index.js';
import { tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

describe('TW530 token-budget', () => {
  const big = (name: string, repeat = 60) =>
    tool({
      name,
      description: `Does ${name} well. `.repeat(repeat),
      location: { uri: 'b.json', pointer: `/tools/${repeat}`, line: repeat, column: 3 },
    });

  it('warns once when the total exceeds --max-tokens, naming the largest tools', () => {
    const tools = [big('x', 20), big('y', 80), big('z', 40), big('w', 10)];
    const total = tokenBudget(tools).total;
    const { findings } = lintTools(tools, { maxTokens: total - 1, firstUri: 'b.json' });
    const budget = findings.filter((f) => f.ruleId === 'TW530');
    expect(budget).toHaveLength(1);
    expect(budget[0].severity).toBe('warning');
    expect(budget[0].locations[0]).toEqual({ uri: 'b.json', pointer: '', line: 1, column: 1 });
    expect(budget[0].locations.slice(1).map((l) => l.tool)).toEqual(['y', 'z', 'x']);
    expect(budget[0].evidence).toMatchObject({ flag: '--max-tokens', limit: total - 1, total });
    expect(budget[0].message).toMatch(
      /^the tool definitions take ~[\d,]+ tokens \(estimate, o200k_base\), over --max-tokens [\d,]+/,
    );
  });

  it('is silent at or under the limit, with 0 (off), and under the default', () => {
    const tools = [big('x')];
    const total = tokenBudget(tools).total;
    const rules = (maxTokens?: number) =>
      lintTools(tools, { maxTokens }).findings.filter((f) => f.ruleId === 'TW530');
    expect(rules(total)).toEqual([]);
    expect(rules(0)).toEqual([]);
    expect(total).toBeLessThan(DEFAULT_MAX_TOKENS);
    expect(rules()).toEqual([]);
  });

  it('keeps its fingerprint when the catalog grows', () => {
    const one = lintTools([big('x')], { maxTokens: 1 }).findings.find((f) => f.ruleId === 'TW530');
    const two = lintTools([big('x'), big('y')], { maxTokens: 1 }).findings.find(
      (f) => f.ruleId === 'TW530',
    );
    expect(two?.fingerprint).toBe(one?.fingerprint);
  });
});
