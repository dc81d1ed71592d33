import { RUN_LINT_RULES, TOOL_LINT_RULES } from '../../../src/lint/index.js';
import { ruleById } from '../../../src/rules/index.js';
import { LINT_RULES } from '../../../src/rules/lint-rules.js';

describe('lint rule modules', () => {
  it('are one per registered lint rule, in the registry order, each with the registry metadata', () => {
    const modules = [...TOOL_LINT_RULES, ...RUN_LINT_RULES];
    const ids = modules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(LINT_RULES.map((r) => r.id).sort());
    // per-tool findings are listed in rule order, as the registry orders them
    const registryOrder = LINT_RULES.map((r) => r.id).filter((id) =>
      TOOL_LINT_RULES.some((r) => r.id === id),
    );
    expect(TOOL_LINT_RULES.map((r) => r.id)).toEqual(registryOrder);
    for (const r of modules) expect(r.meta).toBe(ruleById(r.id));
  });
});
