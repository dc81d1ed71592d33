import {
  buildReport,
  makeFinding,
  render,
  renderHuman,
  truncateWitness,
} from '../../../src/report/index.js';
import { cleanReport, toolA, toolB, twoFindingReport } from '../fixtures.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANSI = /\u001b\[/;

describe('renderHuman', () => {
  it('prints one block per finding and a counted footer', () => {
    expect(renderHuman(twoFindingReport(), { color: false })).toBe(
      [
        'catalogs/a.json:7:5  error  TW107 invalid-schema  input schema of delete_file (files) is invalid: type must be object',
        '  reason: invalid-schema: type must be object',
        '',
        'catalogs/a.json:12:5  warning  TW103 proven-overlap  read_file (files) and file_read (disk) are confusable and both accept the same call',
        '  ↳ catalogs/b.json:4:5 file_read (disk)',
        '  witness: {"path":"a"}',
        '',
        'findings: 2 (1 error, 1 warning, 0 notes)',
        '',
      ].join('\n'),
    );
  });

  it('prints exactly findings: 0 for a clean report', () => {
    expect(renderHuman(cleanReport(), { color: false })).toBe('findings: 0\n');
    expect(render(cleanReport(), 'human')).toBe('findings: 0\n');
  });

  it('adds calls and divergence lines for a clean replay', () => {
    const report = buildReport({
      command: 'replay',
      version: '0',
      findings: [],
      stats: { calls: 12 },
    });
    expect(renderHuman(report)).toBe('calls: 12\ndivergence: none\nfindings: 0\n');
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
    const f = makeFinding('TW103', {
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
    const f = makeFinding('TW401', {
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
        makeFinding('TW103', {
          message: 'm',
          locations: [toolA],
          evidence: { verdict: 'overlap', witness },
          subjects: [],
        }),
      ],
      stats: {},
    });
    expect(renderHuman(report)).toMatch(/witness: \{"path":"x+… \(\d+ more bytes\)\n/);
  });

  it('is byte-identical across runs', () => {
    expect(renderHuman(twoFindingReport(), { color: true })).toBe(
      renderHuman(twoFindingReport(), { color: true }),
    );
  });
});
