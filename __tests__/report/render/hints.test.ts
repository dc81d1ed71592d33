import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../../../src/rules/registry.js';
import { GROUPED_LINT_RULE_IDS } from '../../../src/rules/lint-rules.js';

const RENDER_DIR = 'src/report/render';

describe('rendering hints in rule metadata', () => {
  it('leaves no rule id in the renderers: what a rule needs is a hint on its metadata', () => {
    for (const file of readdirSync(RENDER_DIR).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join(RENDER_DIR, file), 'utf8')
        // comments may name rules as examples
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect([file, code.match(/['"`]TW\d{3}['"`]/g)]).toEqual([file, null]);
    }
  });

  it('groups per server exactly the per-tool lint rules, and marks the chain break', () => {
    expect(RULES.filter((r) => r.render.groupByServer).map((r) => r.id)).toEqual([
      ...GROUPED_LINT_RULE_IDS,
    ]);
    expect(RULES.filter((r) => r.render.chainBreak).map((r) => r.id)).toEqual(['TW401']);
    for (const rule of RULES) expect(Object.isFrozen(rule.render)).toBe(true);
  });
});
