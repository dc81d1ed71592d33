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
    'code scanning alerts open the page of their rule. Rule ids are stable; severities are',
    'defaults, which a settings file can change ([adoption](../adoption.md)).',
    "`toolwitness explain TWnnn` prints a rule's help.",
    '',
    '| command | rules |',
    '|---|---|',
    '| `scan` | TW101–TW108 (confusable tools), TW510–TW530 (definition lint, [lint](../lint.md)); with `--config`, TW501–TW506 and TW523–TW525 |',
    '| `collect --check`, `diff` | TW502–TW504 (drift), TW701–TW706 (schema evolution, [evolution](../evolution.md)) |',
    '| `replay` | TW201–TW204 for provider traces; TW301, TW302 and TW305 for transcripts and agent logs |',
    '| `scope` | TW303, TW304, TW306 |',
    '| `verify` | TW401, TW402 |',
    '| `contract` | TW601–TW606 |',
    '',
    'For every pair of tools, one identity finding is reported, the first that applies: TW101,',
    'then TW106, then TW102, then TW103 (TW108 when the schemas are proven disjoint, TW105 when',
    'the engine could not decide). Its evidence carries the proof. TW104 is added when the proof',
    'is `overlap` and the explicit effect hints contradict: one tool says `readOnlyHint: true`',
    'and the other `readOnlyHint: false`, or both say `readOnlyHint: false` with different',
    'explicit `destructiveHint`. `destructiveHint` without an explicit `readOnlyHint: false`',
    'counts for nothing, defaults are never filled in, and idempotent/open-world hints never',
    'contradict.',
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
