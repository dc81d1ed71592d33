import {
  buildReport,
  findingForRuleId,
  makeFinding,
  render,
  renderHuman,
  truncateWitness,
} from '../../../src/report/index.js';
import { cleanReport, toolA, toolB, twoFindingReport } from '../fixtures.js';
import type { RuleId } from '../../../src/rules/index.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANSI = /\u001b\[/;

describe('renderHuman', () => {
  it('puts the verdict and a per-rule tally first, then the findings most severe first', () => {
    expect(renderHuman(twoFindingReport(), { color: false })).toBe(
      [
        'findings: 2 (1 error, 1 warning, 0 notes)',
        '  error    TW107 invalid-schema  1',
        '  warning  TW103 proven-overlap  1',
        '',
        'catalogs/a.json:7:5  error  TW107 invalid-schema',
        '  input schema of delete_file (files) is invalid: type must be object',
        '  reason: invalid-schema: type must be object',
        '',
        'catalogs/a.json:12:5  warning  TW103 proven-overlap',
        '  read_file (files) and file_read (disk) are confusable and both accept the same call',
        '  ↳ catalogs/b.json:4:5 file_read (disk)',
        '  witness: {"path":"a"}',
        '',
      ].join('\n'),
    );
  });

  it('lists errors before warnings before notes whatever their locations', () => {
    const at = (ruleId: RuleId, line: number) =>
      makeFinding(ruleId, {
        message: `${ruleId} at ${line}`,
        locations: [{ ...toolA, line, pointer: `/tools/${line}` }],
        evidence: {},
        subjects: [ruleId, line],
      });
    const report = buildReport({
      command: 'scan',
      version: '0',
      findings: [at('TW105', 1), at('TW102', 2), at('TW101', 3), at('TW102', 4), at('TW107', 5)],
      stats: {},
    });
    const heads = renderHuman(report)
      .split('\n')
      .filter((l) => l.startsWith('catalogs/'));
    expect(heads).toEqual([
      'catalogs/a.json:3:5  error  TW101 duplicate-name',
      'catalogs/a.json:5:5  error  TW107 invalid-schema',
      'catalogs/a.json:2:5  warning  TW102 similar-name',
      'catalogs/a.json:4:5  warning  TW102 similar-name',
      'catalogs/a.json:1:5  note  TW105 undecided-pair',
    ]);
  });

  it('states the gate of --fail-on, and --strict when analysis was incomplete', () => {
    const text = (options: Parameters<typeof renderHuman>[1]) =>
      renderHuman(twoFindingReport(), options)
        .split('\n')
        .filter((l) => l.startsWith('gate: '));
    expect(text({})).toEqual([]);
    expect(text({ failOn: 'error' })).toEqual(['gate: fails (--fail-on error: 1 error)']);
    expect(text({ failOn: 'warning' })).toEqual([
      'gate: fails (--fail-on warning: 1 error, 1 warning)',
    ]);
    expect(text({ failOn: 'never' })).toEqual(['gate: passes (--fail-on never)']);
    expect(renderHuman(cleanReport(), { failOn: 'note' })).toBe(
      'findings: 0\ngate: passes (--fail-on note)\n',
    );
    expect(renderHuman(cleanReport(), { failOn: 'never', strictIncomplete: true })).toContain(
      'gate: fails (--strict: analysis incomplete)\n',
    );
  });

  it('leaves findings below --min-severity out of the listing only, and counts them', () => {
    const all = renderHuman(twoFindingReport(), { failOn: 'warning' });
    const errors = renderHuman(twoFindingReport(), { failOn: 'warning', minSeverity: 'error' });
    expect(errors).not.toContain('TW103 proven-overlap\n');
    expect(errors).toContain('hidden by --min-severity error: 1 warning\n');
    // counts, tally and gate still cover every finding
    const verdict = (t: string) =>
      t
        .split('\n\n')[0]
        .split('\n')
        .filter((l) => !l.startsWith('hidden'));
    expect(verdict(errors)).toEqual(verdict(all));
    expect(renderHuman(twoFindingReport(), { minSeverity: 'note' })).toBe(
      renderHuman(twoFindingReport()),
    );
  });

  it('keeps every line within 100 columns except an unbreakable location', () => {
    const long = findingForRuleId('TW103', {
      message: `${'word '.repeat(60)}and a ${'x'.repeat(150)} token`,
      locations: [toolA, { ...toolB, tool: 'y'.repeat(200) }],
      evidence: { verdict: 'overlap', witness: { path: 'z'.repeat(500) } },
      subjects: [],
    });
    const text = renderHuman(
      buildReport({ command: 'scan', version: '0', findings: [long], stats: {} }),
    );
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(100);
    // wrapping loses no text
    expect(text.replace(/\n {2}/g, ' ')).toContain(`and a ${'x'.repeat(98)}`);
  });

  it('says that --no-spawn started no server and scanned no tool instead of a clean score', () => {
    const report = buildReport({
      command: 'scan',
      version: '0',
      findings: [],
      stats: {
        score: { value: 100, grade: 'A', tools: 0 },
        tokens: { total: 0, encoding: 'o200k_base' },
        servers: [
          { name: 'a', config: 'c.json', status: 'not-started' },
          { name: 'b', config: 'c.json', status: 'not-started' },
        ],
      },
    });
    const text = renderHuman(report);
    expect(text).not.toContain('100/100');
    expect(text).toBe(
      'no server was started (--no-spawn) and no tool was scanned: 2 servers in 1 config were only checked\nfindings: 0\n',
    );
    // beside catalog files the score stands and the servers are still named as not started
    const withFiles = buildReport({
      ...report,
      findings: [],
      version: '0',
      stats: { ...report.stats, score: { value: 100, grade: 'A', tools: 3 } },
    });
    expect(renderHuman(withFiles)).toContain(
      'score: 100/100 (A) · ~0 tokens (estimate, o200k_base)\nnot started (--no-spawn): 2 servers in 1 config; only catalog files were scanned\n',
    );
  });

  it('gathers the notes of one rule into one digest, per server for per-tool rules', () => {
    const note = (server: string, tool: string, line: number) =>
      findingForRuleId('TW513', {
        message: `"${tool}" accepts undeclared properties`,
        locations: [
          { uri: `${server}.json`, pointer: `/tools/${line}`, line, column: 5, tool, server },
        ],
        evidence: {},
        subjects: [server, tool],
      });
    const report = buildReport({
      command: 'scan',
      version: '0',
      findings: [note('one', 'a', 3), note('two', 'c', 4), note('one', 'b', 9)],
      stats: {},
    });
    expect(renderHuman(report)).toBe(
      [
        'findings: 3 (0 errors, 0 warnings, 3 notes)',
        '  note     TW513 open-properties  3',
        '',
        'one.json:3:5  note  TW513 open-properties',
        '  3 notes in 2 servers: object schemas that accept undeclared properties',
        '  ↳ one: 2 tools at one.json:3:5:',
        '      a, b',
        '  ↳ two: 1 tool at two.json:4:5:',
        '      c',
        '',
      ].join('\n'),
    );
  });

  it('prints exactly findings: 0 for a clean report', () => {
    expect(renderHuman(cleanReport(), { color: false })).toBe('findings: 0\n');
    expect(render(cleanReport(), 'human')).toBe('findings: 0\n');
  });

  it('prints a clean replay in the ToolReplay format', () => {
    const report = buildReport({
      command: 'replay',
      version: '0',
      findings: [],
      stats: { calls: 12 },
    });
    expect(render(report, 'human')).toBe('calls: 12\ndivergence: none\nfindings: 0\n');
  });

  it('uses no ANSI without colour and severity colours with it', () => {
    expect(renderHuman(twoFindingReport(), { color: false })).not.toMatch(ANSI);
    expect(renderHuman(twoFindingReport())).not.toMatch(ANSI);
    const coloured = renderHuman(twoFindingReport(), { color: true });
    expect(coloured).toContain('\u001b[31merror\u001b[0m');
    expect(coloured).toContain('\u001b[33mwarning\u001b[0m');
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(
      renderHuman(twoFindingReport(), { color: false }),
    );
  });

  it('escapes hostile text from messages, tools, servers, uris and witnesses', () => {
    const f = findingForRuleId('TW103', {
      message: 'pwn\u001b[31m red \u202Etxt.exe \u0000',
      locations: [
        { ...toolA, uri: 'cat\u001b]8;;x\u0007.json' },
        { ...toolB, tool: 'evil\u202E', server: 's\u0000' },
      ],
      evidence: { verdict: 'overlap', witness: { ['k\u001b[2J']: '\u202E\u0085' } },
      subjects: [],
    });
    const out = renderHuman(
      buildReport({ command: 'scan', version: '0', findings: [f], stats: {} }),
      {
        color: false,
      },
    );
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(out).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(out).toContain('pwn\\u{001B}[31m red \\u{202E}txt.exe \\u{0000}');
    expect(out).toContain('↳ catalogs/b.json:4:5 evil\\u{202E} (s\\u{0000})');
    expect(out).toContain('cat\\u{001B}]8;;x\\u{0007}.json:12:5');
    expect(out).toContain('witness: {"k\\u001b[2J":"\\u{202E}\\u{0085}"}');
  });

  it('shows the evidence of findings without a proof compactly', () => {
    const f = findingForRuleId('TW401', {
      message: 'chain broken at link 3',
      locations: [{ uri: 's.jsonl', pointer: '', line: 4, column: 1, index: 3 }],
      evidence: { index: 3, expected: 'ab', found: 'cd' },
      subjects: [['s.jsonl', 3]],
    });
    const out = renderHuman(
      buildReport({ command: 'verify', version: '0', findings: [f], stats: {} }),
    );
    expect(out).toContain('\n  evidence: {"index":3,"expected":"ab","found":"cd"}\n');
  });

  it('truncates a long witness and counts the omitted bytes', () => {
    const witness = { path: 'x'.repeat(1000) };
    const full = JSON.stringify(witness);
    const shown = truncateWitness(witness, 50);
    expect(shown).toBe(`${full.slice(0, 50)}… (${full.length - 50} more bytes)`);
    expect(truncateWitness({ a: 1 }, 50)).toBe('{"a":1}');
    // never splits a code point
    expect(truncateWitness('😀😀', 6)).toBe('"😀… (5 more bytes)');
    const report = buildReport({
      command: 'scan',
      version: '0',
      findings: [
        findingForRuleId('TW103', {
          message: 'm',
          locations: [toolA],
          evidence: { verdict: 'overlap', witness },
          subjects: [],
        }),
      ],
      stats: {},
    });
    expect(renderHuman(report, { width: 1000 })).toMatch(
      /witness: \{"path":"x+… \(\d+ more bytes\)\n/,
    );
  });

  it('is byte-identical across runs', () => {
    expect(renderHuman(twoFindingReport(), { color: true })).toBe(
      renderHuman(twoFindingReport(), { color: true }),
    );
  });
});
