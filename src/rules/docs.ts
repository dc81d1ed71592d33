/**
 * The per-rule docs pages (`docs/rules/TWnnn.md`) and their index, generated from the registry
 * and the code-scanning taxonomy so they cannot drift; SARIF `helpUri` points at them.
 */
import { RULES, type RuleMeta } from './registry.js';
import {
  OWASP_LLM,
  OWASP_MCP,
  securityLevel,
  securitySeverityText,
  taxonomyOf,
  taxonomyTags,
} from './taxonomy.js';

/** Folder of the pages, relative to the repository root. */
export const RULE_DOCS_DIR = 'docs/rules';

/** A rule page's file name: `TW103.md`. */
export function rulePageName(id: string): string {
  return `${id}.md`;
}

const GENERATED =
  '<!-- Generated from src/rules by __tests__/rules/docs-pages.test.ts; edit the rule metadata, then run UPDATE_DOCS=1 NODE_OPTIONS=--experimental-vm-modules npx jest __tests__/rules/docs-pages.test.ts -->';

function owaspName(category: string): string {
  const name =
    (OWASP_MCP as Record<string, string>)[category] ??
    (OWASP_LLM as Record<string, string>)[category];
  return name === undefined ? category : `${category} ${name}`;
}

function codeScanning(rule: RuleMeta): string[] {
  const t = taxonomyOf(rule.id);
  if (t === undefined) return [];
  const rows = [
    '| property | value |',
    '|---|---|',
    `| kind | ${t.kind} |`,
    `| \`properties.tags\` | ${[rule.category, ...taxonomyTags(t)].map((tag) => `\`${tag}\``).join(', ')} |`,
  ];
  if (t.securitySeverity !== undefined) {
    rows.push(
      `| \`security-severity\` | ${securitySeverityText(t.securitySeverity)} (${securityLevel(t.securitySeverity)}) |`,
    );
  }
  rows.push(`| \`precision\` | ${t.precision} |`);
  if (t.cwe.length > 0) rows.push(`| CWE | ${t.cwe.map((n) => `CWE-${n}`).join(', ')} |`);
  if (t.owasp.length > 0) rows.push(`| OWASP | ${t.owasp.map(owaspName).join('; ')} |`);
  return [
    '## In code scanning',
    '',
    'How the SARIF log labels this rule (see [docs/output.md](../output.md#sarif-and-code-scanning)):',
    '',
    ...rows,
    '',
  ];
}

/** The Markdown page of one rule. */
export function renderRulePage(rule: RuleMeta): string {
  const lines = [
    GENERATED,
    '',
    `# ${rule.id} ${rule.name}`,
    '',
    `${rule.shortDescription.charAt(0).toUpperCase()}${rule.shortDescription.slice(1)}.`,
    '',
    `- Default severity: **${rule.severity}** (change it in \`toolwitness.config.json\`).`,
    `- Area: ${rule.category}.`,
  ];
  if (rule.incomplete) {
    lines.push(
      "- Says that analysis was left incomplete: `--strict` (the Action's `strict`) fails on it.",
    );
  }
  lines.push(
    `- Explained offline by \`toolwitness explain ${rule.id}\`.`,
    '',
    '## What it detects',
    '',
    rule.fullDescription,
    '',
    '## What it means and what to do',
    '',
    rule.help,
    '',
    ...codeScanning(rule),
    '[All rules](README.md)',
    '',
  );
  return lines.join('\n');
}

/** `docs/rules/README.md`: every rule with its severity and meaning, linking to its page. */
export function renderRuleIndex(rules: readonly RuleMeta[] = RULES): string {
  const lines = [
    GENERATED,
    '',
    '# Rules',
    '',
    'Every rule ToolWitness reports, one page each. SARIF `helpUri` links to these pages, so',
    'code scanning alerts open the page of their rule.',
    '',
    '| id | name | severity | meaning |',
    '|---|---|---|---|',
    ...rules.map(
      (r) =>
        `| [${r.id}](${rulePageName(r.id)}) | ${r.name} | ${r.severity} | ${r.shortDescription.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Every generated file of `docs/rules/`, by file name. */
export function ruleDocs(rules: readonly RuleMeta[] = RULES): Map<string, string> {
  const out = new Map<string, string>([['README.md', renderRuleIndex(rules)]]);
  for (const rule of rules) out.set(rulePageName(rule.id), renderRulePage(rule));
  return out;
}
