/**
 * Code-scanning taxonomy of every rule: whether it is a security rule, the CWE weaknesses and
 * OWASP categories it maps to, a `security-severity` score and a precision. SARIF rules carry
 * them as `properties` the way CodeQL, Semgrep and Trivy do, so GitHub code scanning files the
 * alerts under Security with a Critical/High/Medium/Low label. One table, beside the rule
 * metadata; a test checks that every registered rule has an entry.
 */

/** How often a rule's findings are true positives (CodeQL's `@precision` values). */
export type Precision = 'very-high' | 'high' | 'medium' | 'low';

/** The OWASP Top 10 for MCP (beta, 2025) categories a rule can map to. */
export const OWASP_MCP = {
  MCP01: 'Token Mismanagement & Secret Exposure',
  MCP02: 'Privilege Escalation via Scope Creep',
  MCP03: 'Tool Poisoning',
  MCP04: 'Software Supply Chain Attacks & Dependency Tampering',
  MCP05: 'Command Injection & Execution',
  MCP06: 'Prompt Injection via Contextual Payloads',
  MCP07: 'Insufficient Authentication & Authorization',
  MCP08: 'Lack of Audit and Telemetry',
  MCP09: 'Shadow MCP Servers',
  MCP10: 'Context Injection & Over-Sharing',
} as const;

/** The OWASP Top 10 for LLM Applications 2025 categories a rule can map to. */
export const OWASP_LLM = {
  LLM01: 'Prompt Injection',
  LLM02: 'Sensitive Information Disclosure',
  LLM03: 'Supply Chain',
  LLM04: 'Data and Model Poisoning',
  LLM05: 'Improper Output Handling',
  LLM06: 'Excessive Agency',
  LLM07: 'System Prompt Leakage',
  LLM08: 'Vector and Embedding Weaknesses',
  LLM09: 'Misinformation',
  LLM10: 'Unbounded Consumption',
} as const;

export type OwaspCategory = keyof typeof OWASP_MCP | keyof typeof OWASP_LLM;

/** The non-security kinds of rule, as CodeQL tags its quality queries. */
export type QualityTag = 'correctness' | 'reliability' | 'maintainability' | 'performance';

/** One rule's row of the table. */
export interface RuleTaxonomy {
  /**
   * A security rule (tagged `security`, with a `securitySeverity`), or the quality kind of a
   * rule that is not about an attacker.
   */
  kind: 'security' | QualityTag;
  /** CWE ids (numbers) the finding is an instance of; empty when none fits closely. */
  cwe: readonly number[];
  /** OWASP MCP Top 10 and LLM Top 10 categories. */
  owasp: readonly OwaspCategory[];
  /** 0.0–10.0 (CVSS bands: ≥ 9 critical, ≥ 7 high, ≥ 4 medium, > 0 low); security rules only. */
  securitySeverity?: number;
  precision: Precision;
}

const sec = (
  securitySeverity: number,
  precision: Precision,
  cwe: number[],
  owasp: OwaspCategory[],
): RuleTaxonomy => ({ kind: 'security', cwe, owasp, securitySeverity, precision });

const quality = (
  kind: QualityTag,
  precision: Precision,
  cwe: number[] = [],
  owasp: OwaspCategory[] = [],
): RuleTaxonomy => ({ kind, cwe, owasp, precision });

/**
 * The table. Precision is `very-high` where the finding is a checked fact (an exact name, a
 * witness validated under both schemas, a digest), lower where it rests on wording heuristics.
 */
export const RULE_TAXONOMY: Readonly<Record<string, RuleTaxonomy>> = Object.freeze({
  // catalog: a tool the model can confuse with another is how one server shadows another's
  TW101: sec(7.5, 'very-high', [694], ['MCP03', 'MCP09']),
  TW102: quality('correctness', 'high'),
  TW103: quality('correctness', 'very-high'),
  TW104: sec(7.0, 'very-high', [], ['MCP03', 'LLM06']),
  TW105: quality('correctness', 'high'),
  TW106: sec(7.0, 'very-high', [1007], ['MCP03', 'MCP09']),
  TW107: quality('correctness', 'very-high', [20]),
  TW108: quality('correctness', 'high'),
  // calls
  TW201: quality('correctness', 'very-high'),
  TW202: sec(7.0, 'very-high', [], ['LLM06']),
  TW203: quality('correctness', 'very-high', [20]),
  TW204: quality('correctness', 'high'),
  // transcripts
  TW301: quality('reliability', 'very-high'),
  TW302: quality('performance', 'very-high'),
  TW303: sec(8.0, 'very-high', [285], ['MCP02', 'LLM06']),
  TW304: sec(7.5, 'very-high', [285], ['MCP02', 'LLM06']),
  TW305: quality('correctness', 'very-high'),
  TW306: quality('correctness', 'high'),
  // chains: tampered evidence of what an agent did
  TW401: sec(7.0, 'very-high', [345, 353], ['MCP08']),
  TW402: sec(7.5, 'very-high', [347], ['MCP08']),
  // servers, drift and configs: a changed definition is how a rug pull arrives
  TW501: quality('reliability', 'very-high'),
  TW502: sec(4.0, 'very-high', [], ['MCP03']),
  TW503: quality('reliability', 'very-high'),
  TW504: sec(5.0, 'very-high', [], ['MCP03']),
  TW506: quality('correctness', 'very-high'),
  // tool-definition lint
  TW510: quality('maintainability', 'very-high'),
  TW511: quality('maintainability', 'medium'),
  TW512: quality('maintainability', 'very-high'),
  TW513: quality('correctness', 'very-high', [20]),
  TW514: quality('correctness', 'high', [770], ['LLM10']),
  TW515: sec(3.0, 'medium', [22], ['LLM06']),
  TW516: quality('maintainability', 'very-high'),
  TW520: sec(8.0, 'high', [1427], ['MCP03', 'MCP06', 'LLM01']),
  TW521: sec(5.5, 'medium', [1427], ['MCP03', 'LLM01']),
  TW522: sec(8.0, 'very-high', [1007, 1427], ['MCP03', 'LLM01']),
  TW523: sec(8.5, 'high', [798], ['MCP01', 'LLM02']),
  TW524: sec(5.0, 'very-high', [829], ['MCP04', 'LLM03']),
  TW525: sec(6.5, 'high', [78], ['MCP05']),
  TW526: sec(8.0, 'high', [1427], ['MCP03', 'LLM01']),
  TW527: quality('reliability', 'very-high'),
  TW530: quality('performance', 'very-high', [], ['LLM10']),
  // call contracts
  TW601: quality('correctness', 'very-high'),
  TW602: quality('correctness', 'very-high', [20]),
  TW603: quality('correctness', 'very-high'),
  TW604: quality('correctness', 'very-high'),
  TW605: sec(6.0, 'very-high', [285], ['LLM06']),
  TW606: quality('correctness', 'high'),
  // schema evolution between two catalog versions
  TW701: quality('correctness', 'very-high'),
  TW702: quality('reliability', 'very-high'),
  TW703: sec(6.0, 'very-high', [], ['MCP02', 'LLM06']),
  TW704: quality('correctness', 'very-high'),
  TW705: quality('correctness', 'high'),
  TW706: sec(7.0, 'medium', [1427], ['MCP03', 'LLM01']),
});

/** The taxonomy of a rule, or undefined for an id the table lacks. */
export function taxonomyOf(id: string): RuleTaxonomy | undefined {
  return Object.prototype.hasOwnProperty.call(RULE_TAXONOMY, id) ? RULE_TAXONOMY[id] : undefined;
}

/** `external/cwe/cwe-079`, CodeQL's CWE tag (three digits at least). */
export function cweTag(cwe: number): string {
  return `external/cwe/cwe-${String(cwe).padStart(3, '0')}`;
}

/** `external/owasp/MCP03:2025`, or `external/owasp/LLM01:2025`. */
export function owaspTag(category: OwaspCategory): string {
  return `external/owasp/${category}:2025`;
}

/** The SARIF `properties.tags` a taxonomy adds after the rule's area: kind, CWEs, OWASP. */
export function taxonomyTags(t: RuleTaxonomy): string[] {
  return [t.kind, ...t.cwe.map(cweTag), ...t.owasp.map(owaspTag)];
}

/** `security-severity` as SARIF carries it: a decimal string with one fractional digit. */
export function securitySeverityText(score: number): string {
  return score.toFixed(1);
}

/** Code scanning's label for a security-severity score. */
export function securityLevel(score: number): 'critical' | 'high' | 'medium' | 'low' | 'none' {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  if (score > 0) return 'low';
  return 'none';
}

/**
 * The taxonomy as a Markdown table (docs/output.md): id, name, kind, security-severity with its
 * code-scanning label, precision, CWE and OWASP categories.
 */
export function renderTaxonomyTableMarkdown(
  rules: readonly { id: string; name: string }[],
): string {
  const lines = [
    '| rule | kind | security-severity | precision | CWE | OWASP |',
    '|---|---|---|---|---|---|',
  ];
  for (const rule of rules) {
    const t = taxonomyOf(rule.id);
    if (t === undefined) {
      lines.push(`| ${rule.id} ${rule.name} | (no entry) | | | | |`);
      continue;
    }
    const score =
      t.securitySeverity === undefined
        ? ''
        : `${securitySeverityText(t.securitySeverity)} (${securityLevel(t.securitySeverity)})`;
    const cwe = t.cwe.map((n) => `CWE-${n}`).join(', ');
    const owasp = t.owasp
      .map(
        (c) =>
          `${c} ${c.startsWith('MCP') ? OWASP_MCP[c as keyof typeof OWASP_MCP] : OWASP_LLM[c as keyof typeof OWASP_LLM]}`,
      )
      .join('; ');
    lines.push(
      `| ${rule.id} ${rule.name} | ${t.kind} | ${score} | ${t.precision} | ${cwe} | ${owasp} |`,
    );
  }
  return lines.join('\n') + '\n';
}
