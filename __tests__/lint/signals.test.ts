// The poisoning signal table, row by row: every hostile example is found as that row's category
// (and rule), and every benign twin of the same surface form gives no poisoning finding at all.
import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import { gateText, placesOf, viewOf } from '../../src/lint/poisoning.js';
import { SIGNALS } from '../../src/lint/signals.js';
import type { Tool } from '../../src/model/tool.js';
import { schema, tool } from './helpers.js';

beforeAll(loadTokenizer);

const POISONING = ['TW520', 'TW521', 'TW526'];

/** The tool the examples are written for: two integer operands `a` and `b`, a `notes` string. */
function carrier(description: string): Tool {
  return tool({
    name: 'calc',
    description,
    inputSchema: schema({
      a: { type: 'integer', description: 'First operand.' },
      b: { type: 'integer', description: 'Second operand.' },
      notes: { type: 'string', maxLength: 100, description: 'Free text.' },
    }),
  });
}

function poisoning(description: string): { ruleId: string; categories: string[] }[] {
  return lintTools([carrier(description)], { maxTokens: 0 })
    .findings.filter((f) => POISONING.includes(f.ruleId))
    .map((f) => ({ ruleId: f.ruleId, categories: f.evidence.categories as string[] }));
}

describe('the poisoning signal table', () => {
  it('gives every row a category, a rule, a technique and examples of both kinds', () => {
    for (const s of SIGNALS) {
      expect(s.category).toMatch(/^[a-z-]+$/);
      expect(POISONING).toContain(s.rule);
      expect(s.technique.length).toBeGreaterThan(10);
      expect(s.examples.hostile.length).toBeGreaterThan(0);
      expect(s.examples.benign.length).toBeGreaterThan(0);
    }
  });

  const hostile = SIGNALS.flatMap((s) =>
    s.examples.hostile.map((text) => [s.rule, s.category, text] as const),
  );
  it.each(hostile)('%s finds %s in %j', (rule, category, text) => {
    const found = poisoning(text).find((f) => f.ruleId === rule);
    expect(found?.categories).toContain(category);
  });

  const benign = SIGNALS.flatMap((s) =>
    s.examples.benign.map((text) => [s.category, text] as const),
  );
  it.each(benign)('the benign twin of %s, %j, gives no poisoning finding', (_, text) => {
    expect(poisoning(text)).toEqual([]);
  });
});

describe('signal gates', () => {
  // The gate is a fast pre-test: it may let through text no pattern matches, never the reverse.
  const texts = SIGNALS.flatMap((s) => [...s.examples.hostile, ...s.examples.benign]);
  it.each(SIGNALS.map((s, i) => [i, s.category, s.view] as const))(
    'row %i (%s, %s view) never gates out a text one of its patterns matches',
    (i) => {
      const s = SIGNALS[i];
      for (const text of texts) {
        for (const p of placesOf([{ field: 'description', text }])) {
          if (s.patterns.some((re) => re.test(viewOf(p, s.view)))) {
            expect(s.gate.test(gateText(p, s))).toBe(true);
          }
        }
      }
    },
  );
});
