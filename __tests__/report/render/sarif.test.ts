import {
  RULES,
  buildReport,
  findingForRuleId,
  renderSarif,
  toUriReference,
} from '../../../src/report/index.js';
import { RULE_TAXONOMY } from '../../../src/rules/taxonomy.js';
import { cleanReport, twoFindingReport } from '../fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function sarifOf(text: string): Json {
  return JSON.parse(text) as Json;
}

describe('renderSarif', () => {
  const text = renderSarif(twoFindingReport());
  const log = sarifOf(text);
  const run = log.runs[0];

  it('is a SARIF 2.1.0 log with one run', () => {
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('describes the driver and every registry rule', () => {
    const driver = run.tool.driver;
    expect(driver.name).toBe('ToolWitness');
    expect(driver.informationUri).toBe('https://github.com/toolwitness/toolwitness');
    expect(driver.version).toBe('0.1.0');
    expect(driver.semanticVersion).toBe('0.1.0');
    expect(driver.rules.map((r: Json) => r.id)).toEqual(RULES.map((r) => r.id));
    for (const [i, rule] of driver.rules.entries()) {
      const meta = RULES[i];
      expect(rule.name).toBe(meta.name);
      expect(rule.shortDescription.text).toBe(meta.shortDescription);
      expect(typeof rule.fullDescription.text).toBe('string');
      expect(rule.help.markdown).toBe(meta.help);
      expect(rule.help.text).not.toContain('`');
      expect(rule.helpUri).toBe(meta.helpUri);
      expect(rule.defaultConfiguration.level).toBe(meta.severity);
      expect(['error', 'warning', 'note']).toContain(rule.defaultConfiguration.level);
    }
  });

  it('gives every rule code-scanning properties from the taxonomy table', () => {
    for (const rule of run.tool.driver.rules as Json[]) {
      const taxonomy = RULE_TAXONOMY[rule.id];
      const meta = RULES.find((r) => r.id === rule.id);
      expect(rule.properties.tags[0]).toBe(meta?.category);
      expect(rule.properties.tags).toContain(taxonomy.kind);
      expect(rule.properties.precision).toBe(taxonomy.precision);
      if (taxonomy.kind === 'security') {
        // code scanning reads a decimal string in [0, 10]
        expect(rule.properties['security-severity']).toMatch(/^(?:10|[0-9])\.[0-9]$/);
        expect(Number(rule.properties['security-severity'])).toBe(taxonomy.securitySeverity);
      } else {
        expect(rule.properties['security-severity']).toBeUndefined();
      }
      for (const tag of rule.properties.tags.slice(2) as string[]) {
        expect(tag).toMatch(/^external\/(?:cwe\/cwe-[0-9]{3,}|owasp\/(?:MCP|LLM)[0-9]{2}:2025)$/);
      }
    }
    const tw523 = run.tool.driver.rules.find((r: Json) => r.id === 'TW523');
    expect(tw523.properties).toEqual({
      tags: [
        'lint',
        'security',
        'external/cwe/cwe-798',
        'external/owasp/MCP01:2025',
        'external/owasp/LLM02:2025',
      ],
      precision: 'high',
      'security-severity': '8.5',
    });
  });

  it('gives every result a ruleIndex that points at its rule', () => {
    expect(run.results).toHaveLength(2);
    for (const result of run.results) {
      expect(run.tool.driver.rules[result.ruleIndex].id).toBe(result.ruleId);
      expect(['error', 'warning', 'note']).toContain(result.level);
      expect(typeof result.message.text).toBe('string');
    }
    expect(run.results.map((r: Json) => [r.ruleId, r.level])).toEqual([
      ['TW107', 'error'],
      ['TW103', 'warning'],
    ]);
  });

  it('locates each result at its tool, relative to %SRCROOT%, with a region', () => {
    const [invalid, overlap] = run.results;
    expect(invalid.locations).toEqual([
      {
        physicalLocation: {
          artifactLocation: { uri: 'catalogs/a.json', uriBaseId: '%SRCROOT%' },
          region: { startLine: 7, startColumn: 5 },
        },
        logicalLocations: [
          { name: 'delete_file', fullyQualifiedName: 'files/delete_file', kind: 'function' },
        ],
      },
    ]);
    expect(overlap.locations[0].physicalLocation.region).toEqual({ startLine: 12, startColumn: 5 });
    expect(invalid.relatedLocations).toBeUndefined();
  });

  it('makes the other tool of a pair a related location the message links to', () => {
    const overlap = run.results[1];
    expect(overlap.relatedLocations).toEqual([
      {
        id: 1,
        physicalLocation: {
          artifactLocation: { uri: 'catalogs/b.json', uriBaseId: '%SRCROOT%' },
          region: { startLine: 4, startColumn: 5 },
        },
        logicalLocations: [
          { name: 'file_read', fullyQualifiedName: 'disk/file_read', kind: 'function' },
        ],
        message: { text: 'file_read (disk)' },
      },
    ]);
    expect(overlap.message.text).toMatch(/ Related: \[file_read \(disk\)\]\(1\)\.$/);
  });

  it('carries the fingerprint and the evidence', () => {
    const report = twoFindingReport();
    for (const [i, result] of run.results.entries()) {
      expect(result.partialFingerprints).toEqual({
        'toolwitness/v1': report.findings[i].fingerprint,
      });
      expect(result.properties.evidence).toEqual(report.findings[i].evidence);
    }
  });

  it('is byte-identical across runs', () => {
    expect(renderSarif(twoFindingReport())).toBe(text);
  });

  it('has no results and no originalUriBaseIds for a clean report by default', () => {
    const clean = sarifOf(renderSarif(cleanReport())).runs[0];
    expect(clean.results).toEqual([]);
    expect(clean.originalUriBaseIds).toBeUndefined();
    expect(clean.automationDetails).toBeUndefined();
  });

  it('prefixes uris, declares the source root and category when asked', () => {
    const sarif = sarifOf(
      renderSarif(twoFindingReport(), {
        uriPrefix: './packages/app/',
        srcRoot: '/home/runner/work/repo',
        category: 'toolwitness/scan',
      }),
    ).runs[0];
    expect(sarif.results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      'packages/app/catalogs/a.json',
    );
    expect(sarif.originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: 'file:///home/runner/work/repo/' },
    });
    expect(sarif.automationDetails).toEqual({ id: 'toolwitness/scan' });
    expect(() => renderSarif(cleanReport(), { srcRoot: 'relative/dir' })).toThrow(/absolute/);
  });

  it('percent-encodes uris and escapes untrusted message text', () => {
    expect(toUriReference('my dir/a#1?.json')).toBe('my%20dir/a%231%3F.json');
    expect(toUriReference('c:x/100%.json')).toBe('c%3Ax/100%25.json');
    const f = findingForRuleId('TW106', {
      message: 'tool [x](1) \u202E\u001b[31m',
      locations: [{ uri: 'a b.json', pointer: '/tools/0', line: 0, column: 0, server: 's]' }],
      evidence: {},
      subjects: [],
    });
    const result = sarifOf(
      renderSarif(buildReport({ command: 'scan', version: '0', findings: [f], stats: {} })),
    ).runs[0].results[0];
    expect(result.message.text).toBe('tool \\[x\\](1) \\\\u{202E}\\\\u{001B}\\[31m');
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'a%20b.json', uriBaseId: '%SRCROOT%' },
    });
    expect(result.locations[0].logicalLocations).toEqual([{ name: 's]', kind: 'module' }]);
  });
});
