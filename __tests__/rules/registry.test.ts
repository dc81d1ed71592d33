import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  HOMEPAGE,
  INCOMPLETE_RULE_IDS,
  RULES,
  explainRule,
  isRuleId,
  ruleAnchor,
  ruleById,
} from '../../src/rules/index.js';

// DESIGN's rule table, copied by hand: the registry must match it exactly.
const DESIGN_TABLE: [string, string, string][] = [
  ['TW101', 'duplicate-name', 'error'],
  ['TW102', 'similar-name', 'warning'],
  ['TW103', 'proven-overlap', 'warning'],
  ['TW104', 'conflicting-effects', 'error'],
  ['TW105', 'undecided-pair', 'note'],
  ['TW106', 'confusable-characters', 'warning'],
  ['TW107', 'invalid-schema', 'error'],
  ['TW201', 'ambiguous-call', 'warning'],
  ['TW202', 'ambiguous-effects', 'error'],
  ['TW203', 'rejected-call', 'error'],
  ['TW204', 'replay-incomplete', 'note'],
  ['TW301', 'non-determinism', 'warning'],
  ['TW302', 'redundant-call', 'note'],
  ['TW303', 'permission-overreach', 'error'],
  ['TW304', 'argument-overreach', 'error'],
  ['TW401', 'chain-broken', 'error'],
  ['TW402', 'signature-invalid', 'error'],
];

// Ids the configs and contracts issues allocated (DESIGN leaves TW5xx and TW6xx to them).
const LATER_RULES: [string, string, string][] = [
  ['TW501', 'server-unavailable', 'error'],
  ['TW502', 'tool-added', 'warning'],
  ['TW503', 'tool-removed', 'note'],
  ['TW504', 'tool-changed', 'warning'],
  ['TW506', 'server-config-invalid', 'error'],
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
  ['TW523', 'config-secret', 'error'],
  ['TW524', 'unpinned-package', 'warning'],
  ['TW525', 'shell-interpolation', 'warning'],
  ['TW526', 'tool-shadowing', 'error'],
  ['TW527', 'lint-incomplete', 'note'],
  ['TW530', 'token-budget', 'warning'],
  ['TW601', 'expectation-violates-schema', 'error'],
  ['TW602', 'call-violates-schema', 'error'],
  ['TW603', 'call-differs-from-expectation', 'warning'],
  ['TW604', 'policy-unsatisfiable', 'error'],
  ['TW605', 'policy-violation', 'error'],
  ['TW606', 'contract-undecided', 'note'],
  ['TW701', 'breaking-change', 'error'],
  ['TW702', 'tool-removed', 'error'],
  ['TW703', 'effects-changed', 'error'],
  ['TW704', 'schema-widened', 'note'],
  ['TW705', 'change-undecided', 'note'],
  ['TW706', 'instructions-added', 'warning'],
];

/** Core-range rules issues added after the DESIGN table (issue 14: same job, disjoint schemas; issue 16: undecided scope checks; issue 17: results against outputSchema). */
const LATER_CORE_RULES: [string, string, string][] = [
  ['TW108', 'disjoint-confusable', 'note'],
  ['TW305', 'output-schema-violation', 'error'],
  ['TW306', 'scope-undecided', 'note'],
];

const designPath = fileURLToPath(new URL('../../../shared/DESIGN.md', import.meta.url));

describe('rule registry', () => {
  it('has exactly the rules of the DESIGN table, in id order, with their names and severities', () => {
    const core = RULES.filter((r) => r.id < 'TW500');
    const expected = [...DESIGN_TABLE, ...LATER_CORE_RULES].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    expect(core.map((r) => [r.id, r.name, r.severity])).toEqual(expected);
  });

  it('allocates the 3xx ids the issues added (recorded results, undecided scope), and only those', () => {
    const added = RULES.filter(
      (r) => r.id >= 'TW300' && r.id < 'TW400' && !DESIGN_TABLE.some(([id]) => id === r.id),
    );
    expect(added.map((r) => [r.id, r.name, r.severity])).toEqual(
      LATER_CORE_RULES.filter(([id]) => id >= 'TW300'),
    );
    expect(ruleById('TW305').category).toBe('transcript');
  });

  it('allocates the lint, drift and contract ids the issues added, and only those', () => {
    const later = RULES.filter((r) => r.id >= 'TW500');
    expect(later.map((r) => [r.id, r.name, r.severity])).toEqual(LATER_RULES);
    expect(RULES.map((r) => r.id)).toEqual([...RULES.map((r) => r.id)].sort());
  });

  (existsSync(designPath) ? it : it.skip)('agrees with the table in DESIGN.md itself', () => {
    const rows = readFileSync(designPath, 'utf8')
      .split('\n')
      .map((line) => /^\| (TW\d{3}) \| ([a-z-]+) \| (error|warning|note) \| (.*) \|$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null);
    expect(rows.map((m) => [m[1], m[2], m[3]])).toEqual(DESIGN_TABLE);
    for (const m of rows) expect(ruleById(m[1]).shortDescription).toBe(m[4]);
  });

  it('gives every rule kebab-case name, descriptions, help and a unique README anchor', () => {
    const anchors = new Set<string>();
    for (const rule of RULES) {
      expect(rule.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(rule.shortDescription.length).toBeGreaterThan(10);
      expect(rule.fullDescription.length).toBeGreaterThan(rule.shortDescription.length / 2);
      expect(rule.help.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(rule.help).toMatch(/Fix:/);
      const anchor = ruleAnchor(rule.id);
      expect(anchor).toMatch(/^tw\d{3}-[a-z-]+$/);
      // helpUri opens the rule's generated page (docs/rules/), no longer a README anchor
      expect(rule.helpUri).toBe(`${HOMEPAGE}/blob/main/docs/rules/${rule.id}.md`);
      anchors.add(anchor);
    }
    expect(anchors.size).toBe(RULES.length);
    expect(ruleById('TW103').helpUri).toBe(
      'https://github.com/toolwitness/toolwitness/blob/main/docs/rules/TW103.md',
    );
  });

  it('derives the category from the id range', () => {
    expect(ruleById('TW107').category).toBe('catalog');
    expect(ruleById('TW201').category).toBe('calls');
    expect(ruleById('TW304').category).toBe('transcript');
    expect(ruleById('TW402').category).toBe('chain');
    expect(ruleById('TW523').category).toBe('lint');
    expect(ruleById('TW601').category).toBe('contract');
    expect(ruleById('TW701').category).toBe('evolution');
  });

  it('marks only the incomplete-analysis notes as incomplete', () => {
    expect(INCOMPLETE_RULE_IDS).toEqual([
      'TW105',
      'TW204',
      'TW306',
      'TW501',
      'TW527',
      'TW606',
      'TW705',
    ]);
  });

  it('throws a bug error for an unknown id and tells ids apart', () => {
    expect(() => ruleById('TW999')).toThrow(/bug: unknown rule id "TW999"/);
    expect(isRuleId('TW101')).toBe(true);
    expect(isRuleId('tw101')).toBe(false);
    expect(isRuleId('TW999')).toBe(false);
    expect(isRuleId('toString')).toBe(false);
  });

  it('is frozen so no caller can change the metadata', () => {
    expect(Object.isFrozen(RULES)).toBe(true);
    expect(Object.isFrozen(RULES[0])).toBe(true);
  });
});

describe('generated documentation', () => {
  it('explains a rule in plain text with its severity, help and link', () => {
    const text = explainRule('TW401');
    expect(text.split('\n')[0]).toBe('TW401 chain-broken (default severity: error)');
    expect(text).toContain(ruleById('TW401').help);
    expect(text).toContain(
      'More: https://github.com/toolwitness/toolwitness/blob/main/docs/rules/TW401.md',
    );
    expect(text.endsWith('\n')).toBe(false);
    expect(() => explainRule('TW000')).toThrow(/unknown rule id/);
  });

  it('gives every rule a one-line fix hint from its help, without the shared suppression advice', () => {
    for (const rule of RULES) {
      expect(rule.fix).not.toBe('');
      expect(rule.fix).not.toContain('\n');
      expect(rule.fix).not.toContain('toolwitness.config.json` (rule, tools and a reason)');
      // the hint is the help's own words, so the two cannot drift
      expect(rule.help.replace(/\s+/g, ' ')).toContain(rule.fix);
    }
    expect(ruleById('TW101').fix).toBe('rename one tool, or give each server a distinct prefix.');
  });
});
