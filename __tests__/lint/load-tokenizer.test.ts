import {
  countTokens,
  lintTools,
  loadTokenizer,
  tokenBudget,
  tokenizerLoaded,
  toolTokenCounts,
} from '../../src/lint/index.js';
import { tool } from './helpers.js';

// The encoder loads on demand (import() in loadTokenizer), so commands that never count tokens
// never evaluate it. This file's module registry starts without it.
describe('loadTokenizer', () => {
  it('is needed before counting: the sync functions say so instead of guessing', () => {
    expect(tokenizerLoaded()).toBe(false);
    const message = /await loadTokenizer\(\)/;
    expect(() => countTokens('hello world')).toThrow(message);
    expect(() => toolTokenCounts([tool()])).toThrow(message);
    expect(() => tokenBudget([tool()])).toThrow(message);
    expect(() => lintTools([tool()])).toThrow(message);
    // given counts, the budget needs no encoder; nothing to count needs none either
    expect(tokenBudget([tool()], [3]).total).toBe(3);
    expect(lintTools([]).tokens.total).toBe(0);
  });

  it('loads once, however often it is awaited, and then counts', async () => {
    const first = loadTokenizer();
    expect(loadTokenizer()).toBe(first);
    await Promise.all([first, loadTokenizer()]);
    expect(tokenizerLoaded()).toBe(true);
    expect(loadTokenizer()).toBe(first);
    expect(countTokens('hello world')).toBe(2);
    expect(toolTokenCounts([tool()])[0]).toBeGreaterThan(0);
  });
});
