import { RULES } from '../../src/rules/registry.js';
import {
  OWASP_LLM,
  OWASP_MCP,
  RULE_TAXONOMY,
  cweTag,
  securityLevel,
  taxonomyOf,
} from '../../src/rules/taxonomy.js';

describe('the code-scanning taxonomy table', () => {
  it('has an entry for every registered rule', () => {
    const missing = RULES.map((r) => r.id).filter((id) => taxonomyOf(id) === undefined);
    // names each id, so whoever adds a rule sees which row src/rules/taxonomy.ts lacks
    expect(
      missing.map((id) => `${id} has no entry in RULE_TAXONOMY (src/rules/taxonomy.ts)`),
    ).toEqual([]);
  });

  it('has no entry for a rule that is not registered', () => {
    const registered = new Set(RULES.map((r) => r.id));
    expect(Object.keys(RULE_TAXONOMY).filter((id) => !registered.has(id))).toEqual([]);
  });

  it('gives exactly the security rules a security-severity between 0 and 10', () => {
    for (const [id, t] of Object.entries(RULE_TAXONOMY)) {
      if (t.kind === 'security') {
        expect([id, t.securitySeverity! > 0 && t.securitySeverity! <= 10]).toEqual([id, true]);
      } else {
        expect([id, t.securitySeverity]).toEqual([id, undefined]);
      }
      for (const c of t.owasp) expect(c in OWASP_MCP || c in OWASP_LLM).toBe(true);
    }
  });

  it('ranks a default-error security rule at least medium', () => {
    for (const rule of RULES) {
      const t = RULE_TAXONOMY[rule.id];
      if (t?.kind === 'security' && rule.severity === 'error') {
        expect([rule.id, securityLevel(t.securitySeverity!)]).not.toEqual([rule.id, 'low']);
      }
    }
  });

  it('writes CWE tags as CodeQL does, with at least three digits', () => {
    expect(cweTag(78)).toBe('external/cwe/cwe-078');
    expect(cweTag(1427)).toBe('external/cwe/cwe-1427');
  });

  it('labels scores with the CVSS bands code scanning uses', () => {
    expect([9, 8.9, 7, 6.9, 4, 3.9, 0.1, 0].map(securityLevel)).toEqual([
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'none',
    ]);
  });
});
