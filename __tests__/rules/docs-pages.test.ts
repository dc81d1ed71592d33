import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOMEPAGE, RULES } from '../../src/rules/registry.js';
import { RULE_DOCS_DIR, ruleDocs } from '../../src/rules/docs.js';

// docs/rules/ is generated from the rule registry and the taxonomy, so a rule page cannot drift
// from the code. Regenerate with:
// UPDATE_DOCS=1 NODE_OPTIONS=--experimental-vm-modules npx jest __tests__/rules/docs-pages.test.ts

it('keeps docs/rules/ (one page per rule and the index) equal to the code, with no stale page', () => {
  const expected = ruleDocs();
  if (process.env.UPDATE_DOCS) {
    for (const [name, text] of expected) writeFileSync(join(RULE_DOCS_DIR, name), text);
  }
  const present = readdirSync(RULE_DOCS_DIR).filter((n) => n.endsWith('.md'));
  expect(present.sort()).toEqual([...expected.keys()].sort());
  for (const [name, text] of expected) {
    expect(readFileSync(join(RULE_DOCS_DIR, name), 'utf8')).toBe(text);
  }
});

it('points every rule helpUri at its page in the repository', () => {
  for (const rule of RULES) {
    expect(rule.helpUri).toBe(`${HOMEPAGE}/blob/main/${RULE_DOCS_DIR}/${rule.id}.md`);
    const page = ruleDocs().get(`${rule.id}.md`) ?? '';
    expect(page).toContain(`# ${rule.id} ${rule.name}\n`);
    expect(page).toContain(rule.help);
  }
});

it('states the code-scanning mapping on a security rule page', () => {
  const page = ruleDocs().get('TW104.md') ?? '';
  expect(page).toMatch(/\| `security-severity` \| \d+\.\d \((critical|high|medium|low)\) \|/);
  expect(page).toMatch(/\| `properties\.tags` \| `catalog`, `security`/);
});
