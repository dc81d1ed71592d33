import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/model/finding.js';
import { cli } from './helpers.js';

const E = 'examples/contract';
const CATALOG = ['--catalog', `${E}/catalog-sandbox.json`];

async function contract(expectFile: string, traces: string[], ...flags: string[]) {
  return cli([
    'contract',
    ...CATALOG,
    '--expect',
    `${E}/${expectFile}`,
    ...flags,
    ...traces.map((t) => `${E}/${t}`),
  ]);
}

async function json(expectFile: string, traces: string[], ...flags: string[]): Promise<Report> {
  const result = await contract(expectFile, traces, '--format', 'json', ...flags);
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Report;
}

describe('toolwitness contract: the article, replayed', () => {
  it('blames the one-key expectation (TW601), not the model that sent both keys', async () => {
    const result = await contract('expectations-only-command.json', ['trace-intent-command.json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'examples/contract/expectations-only-command.json:3:5  error  TW601 expectation-violates-schema',
    );
    expect(result.stdout).toContain('omit "intent", so the expectation is wrong, not the model');
    const report = await json('expectations-only-command.json', ['trace-intent-command.json']);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['TW601']);
    expect(report.findings[0].evidence).toMatchObject({
      required: ['intent', 'command'],
      missing: ['intent'],
    });
  });

  it('is clean once the expectation is fixed', async () => {
    const result = await contract('expectations-fixed.json', ['trace-intent-command.json']);
    expect(result).toEqual({
      code: 0,
      stdout: 'calls: 1\nfindings: 0\ngate: passes (--fail-on error)\n',
      stderr: '',
    });
    const strict = await contract('expectations-strict-policy.json', ['trace-intent-command.json']);
    expect(strict.stdout).toBe('calls: 1\nfindings: 0\ngate: passes (--fail-on error)\n');
    expect(strict.code).toBe(0);
  });

  it('gives TW605 for a third key under the strict policy, TW603 without it', async () => {
    const strict = await json('expectations-strict-policy.json', ['trace-third-key.json']);
    expect(strict.findings.map((f) => f.ruleId)).toEqual(['TW605']);
    expect(strict.findings[0].locations[0]).toMatchObject({
      uri: 'examples/contract/trace-third-key.json',
      line: 9,
      index: 1,
      tool: 'mcp__sandbox__exec',
    });
    expect(strict.stats).toMatchObject({ calls: 2, checkedCalls: 1, ignoredCalls: 1 });
    const loose = await contract('expectations-fixed.json', ['trace-third-key.json']);
    expect(loose.code).toBe(0); // TW603 is a warning
    expect(loose.stdout).toContain('TW603 call-differs-from-expectation');
    expect(loose.stdout).toContain('at /cwd;');
    const gated = await contract(
      'expectations-fixed.json',
      ['trace-third-key.json'],
      '--fail-on',
      'warning',
    );
    expect(gated.code).toBe(1);
  });

  it('gives TW604 for a policy that forbids a field the schema requires', async () => {
    const report = await json('expectations-unsatisfiable-policy.json', [
      'trace-intent-command.json',
    ]);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['TW604']);
    expect(report.findings[0].evidence).toMatchObject({ reason: { code: 'required-forbidden' } });
  });

  it('never prints the observed arguments in any format', async () => {
    for (const format of ['human', 'json', 'sarif']) {
      const out = await contract(
        'expectations-strict-policy.json',
        ['trace-third-key.json'],
        '--format',
        format,
      );
      expect(out.stdout).not.toContain('/opt/tf/uploads"');
      expect(out.stdout).not.toContain('candidate-verifier');
      expect(out.stdout).not.toContain('call_run005');
    }
  });
});

describe('toolwitness contract: options and exit status', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-contract-'));
  const write = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('exits 1 with --strict when a check is undecided (TW606), 0 without', async () => {
    const e = write(
      'undecided.json',
      JSON.stringify({
        expectations: [{ tool: 'exec', policy: { properties: { command: { pattern: '(?=x)' } } } }],
      }),
    );
    const args = ['contract', ...CATALOG, '--expect', e, `${E}/trace-intent-command.json`];
    const plain = await cli(args);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('note  TW606 contract-undecided');
    expect((await cli([...args, '--strict'])).code).toBe(1);
  });

  it('writes --output and honours --fail-on never', async () => {
    const out = join(dir, 'report.sarif');
    const result = await contract(
      'expectations-only-command.json',
      ['trace-intent-command.json'],
      '--format',
      'sarif',
      '--output',
      out,
      '--fail-on',
      'never',
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(JSON.parse(readFileSync(out, 'utf8')).runs[0].results[0].ruleId).toBe('TW601');
  });

  it('applies --settings suppressions like every report command', async () => {
    const settings = write(
      'settings.json',
      JSON.stringify({
        suppressions: [{ rule: 'TW601', tools: ['exec'], reason: 'harness fix tracked in #12' }],
      }),
    );
    const result = await contract(
      'expectations-only-command.json',
      ['trace-intent-command.json'],
      '--settings',
      settings,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('not shown: 0 unchanged since the baseline, 1 suppressed');
  });

  it('reads the trace from standard input', async () => {
    const result = await cli(
      ['contract', ...CATALOG, '--expect', `${E}/expectations-fixed.json`, '-'],
      {
        stdin: readFileSync(`${E}/trace-third-key.json`, 'utf8'),
      },
    );
    expect(result.stdout).toContain('stdin:9:3  warning  TW603');
  });

  it.each([
    [
      '{"expectations":[{"tool":"exec"}]}',
      /^toolwitness: .*bad\.json: \/expectations\/0 \(line 1, column 18\): an expectation needs "arguments", "policy" or both\n$/,
    ],
    [
      '{\n  "expectations": [\n    {"tool": "exec", "arguments": {}, "strict": true}\n  ]\n}\n',
      /^toolwitness: .*bad\.json: \/expectations\/0\/strict \(line 3, column 49\): unknown key "strict"/,
    ],
    [
      '{"expectations": [',
      /^toolwitness: .*bad\.json:1:19: expected a value or '\]', found end of input\n$/,
    ],
  ])(
    'exits 2 with file and position for a malformed expectations file (%#)',
    async (text, message) => {
      const bad = write('bad.json', text);
      const result = await cli([
        'contract',
        ...CATALOG,
        '--expect',
        bad,
        `${E}/trace-intent-command.json`,
      ]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
      expect(result.stderr.split('\n')).toHaveLength(2); // one line, no stack trace
    },
  );

  it('exits 2 for missing flags, files and malformed traces', async () => {
    const noCatalog = await cli([
      'contract',
      '--expect',
      `${E}/expectations-fixed.json`,
      `${E}/trace-intent-command.json`,
    ]);
    expect(noCatalog).toMatchObject({
      code: 2,
      stderr: 'toolwitness: contract needs the shipped schemas: add --catalog FILE\n',
    });
    const noExpect = await cli(['contract', ...CATALOG, `${E}/trace-intent-command.json`]);
    expect(noExpect).toMatchObject({
      code: 2,
      stderr: 'toolwitness: contract needs expectations: add --expect FILE\n',
    });
    const missing = await cli([
      'contract',
      ...CATALOG,
      '--expect',
      'nope.json',
      `${E}/trace-intent-command.json`,
    ]);
    expect(missing).toMatchObject({
      code: 2,
      stderr: 'toolwitness: nope.json: cannot read: no such file\n',
    });
    const badTrace = write('trace.json', '{"hello": "world"}');
    const trace = await cli([
      'contract',
      ...CATALOG,
      '--expect',
      `${E}/expectations-fixed.json`,
      badTrace,
    ]);
    expect(trace.code).toBe(2);
    expect(trace.stderr).toMatch(/trace\.json:1:1: no known trace shape/);
    const twoStdin = await cli([
      'contract',
      '--catalog',
      '-',
      '--expect',
      '-',
      `${E}/trace-intent-command.json`,
    ]);
    expect(twoStdin).toMatchObject({
      code: 2,
      stderr: 'toolwitness: "-" (standard input) may be given only once\n',
    });
    const noTrace = await cli(['contract', ...CATALOG, '--expect', `${E}/expectations-fixed.json`]);
    expect(noTrace.code).toBe(2);
  });

  it('documents itself in --help, with examples and exit status', async () => {
    const help = await cli(['contract', '--help']);
    expect(help.code).toBe(0);
    for (const text of [
      '--catalog <file>',
      '--expect <file>',
      '--strict',
      '--fail-on',
      '--settings',
      '--baseline',
      '--no-color',
      'Examples:',
      'Exit status:',
      'TW601',
      'TW606',
    ])
      expect(help.stdout).toContain(text);
    const top = await cli(['--help']);
    expect(top.stdout).toMatch(/contract \[options\] <trace\.\.\.>/);
  });
});
