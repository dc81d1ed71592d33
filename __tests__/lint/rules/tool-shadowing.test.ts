import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import { placesOf, standaloneContext } from '../../../src/lint/poisoning.js';
import { shadowingHits } from '../../../src/lint/risk.js';
import { SIGNALS } from '../../../src/lint/signals.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const SHADOWING = SIGNALS.filter((s) => s.rule === 'TW526');

const carrier = (description: string) =>
  tool({
    name: 'calc',
    description,
    inputSchema: schema({ a: { type: 'integer', description: 'First operand.' } }),
  });

const tw526 = (description: string) =>
  lintTools([carrier(description)], { maxTokens: 0 }).findings.filter((f) => f.ruleId === 'TW526');

describe('TW526 tool-shadowing', () => {
  it('has signal rows of its own', () => {
    expect(SHADOWING.length).toBeGreaterThan(0);
  });

  it.each(SHADOWING.flatMap((s) => s.examples.hostile.map((text) => [s.category, text])))(
    'finds %s in %j, as an error',
    (category, text) => {
      const [f] = tw526(text);
      expect(f?.severity).toBe('error');
      expect(f?.evidence.categories).toContain(category);
    },
  );

  it.each(SHADOWING.flatMap((s) => s.examples.benign))('is silent on %j', (text) => {
    expect(tw526(text)).toEqual([]);
  });

  it('gives the same hit outside a scan (the collected server instructions)', () => {
    const text = SHADOWING[0].examples.hostile[0];
    const [f] = tw526(text);
    const [h] = shadowingHits(placesOf([{ field: 'description', text }]), standaloneContext());
    expect(h.evidence).toEqual(f.evidence);
  });
});
