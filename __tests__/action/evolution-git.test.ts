// The evolution analysis with git mocked (node:child_process): what it asks git, and how each
// failure of git ends up — never a throw, always a reason or a note.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

type Exec = (file: string, args: string[], options: { env?: Record<string, string> }) => Buffer;
const execFileSync = jest.fn<Exec>();
jest.unstable_mockModule('node:child_process', () => ({ execFileSync }));

const { namedByCatalogs, pullRequestEvolution } = await import('../../src/action/evolution.js');
const { runGit } = await import('../../src/action/git.js');

const SHA = 'f'.repeat(40);
// verdicts must not depend on the machine's load: only counted budgets decide
const BUDGET = { timeoutMs: 600_000 };
const encode = (text: string) => new TextEncoder().encode(text);

function catalog(tools: Array<Record<string, unknown>>): string {
  return JSON.stringify({ tools }, null, 2);
}

const READ = {
  name: 'read_file',
  description: 'Read a file.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
};
const READ_REQUIRED = {
  ...READ,
  inputSchema: { ...READ.inputSchema, required: ['path'] },
};

/** A fake git: `files` is the base commit's tree (path relative to the working directory). */
function fakeGit(files: Record<string, string>, deleted: string[], commit = true): void {
  execFileSync.mockImplementation((_file, args) => {
    const [, , command, ...rest] = args;
    if (command === 'rev-parse') {
      if (commit) return Buffer.from(`${SHA}\n`);
      throw Object.assign(new Error('exit 1'), { status: 1, stderr: Buffer.from('') });
    }
    if (command === 'diff') return Buffer.from(deleted.map((d) => `${d}\0`).join(''));
    if (command === 'show') {
      const path = rest[0].slice(SHA.length + 1).replace(/^\.\//, '');
      if (path in files) return Buffer.from(files[path]);
      throw Object.assign(new Error('exit 128'), {
        status: 128,
        stderr: Buffer.from(`fatal: path '${path}' does not exist in '${SHA}'\n`),
      });
    }
    throw new Error(`unexpected git ${args.join(' ')}`);
  });
}

beforeEach(() => {
  execFileSync.mockReset();
});

describe('runGit', () => {
  it('runs git in the folder with no pager and no prompt', () => {
    execFileSync.mockReturnValue(Buffer.from('ok'));
    expect(runGit('/repo', ['show', 'x'])).toEqual({ ok: true, stdout: Buffer.from('ok') });
    const [file, args, options] = execFileSync.mock.calls[0];
    expect([file, args]).toEqual(['git', ['-C', '/repo', 'show', 'x']]);
    expect(options.env).toMatchObject({ GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0' });
  });

  it('says git is not installed, or the first line of what git said', () => {
    execFileSync.mockImplementation(() => {
      throw Object.assign(new Error('spawn git ENOENT'), { code: 'ENOENT' });
    });
    expect(runGit('/repo', ['status'])).toEqual({ ok: false, message: 'git is not installed' });
    execFileSync.mockImplementation(() => {
      throw Object.assign(new Error('exit 128'), {
        stderr: Buffer.from('fatal: not a git repository\nhint: more\n'),
      });
    });
    expect(runGit('/repo', ['status'])).toEqual({
      ok: false,
      message: 'fatal: not a git repository',
    });
  });
});

describe('pullRequestEvolution', () => {
  const head = (uri: string, text: string) => ({ uri, content: encode(text) });

  it('compares changed files, skips unchanged ones and reads deleted ones from the base', () => {
    fakeGit(
      {
        'catalogs/files.json': catalog([READ]),
        'catalogs/same.json': catalog([READ]),
        'catalogs/gone.json': catalog([READ]),
        'docs/gone.json': catalog([READ]),
      },
      ['catalogs/gone.json', 'docs/gone.json', 'catalogs/notes.txt'],
    );
    const outcome = pullRequestEvolution({
      catalogs: [
        head('catalogs/files.json', catalog([READ_REQUIRED])),
        head('catalogs/same.json', catalog([READ])),
        head('catalogs/added.json', catalog([READ])),
      ],
      patterns: ['catalogs/*.json'],
      cwd: '/repo',
      baseSha: SHA,
      budget: BUDGET,
    });
    expect(outcome.status).toBe('compared');
    if (outcome.status !== 'compared') return;
    const findings = outcome.report.findings.map((f) => [f.ruleId, f.locations[0].uri]);
    // docs/gone.json is not named by the catalogs input, notes.txt is not JSON
    expect(findings).toEqual([
      ['TW701', 'catalogs/files.json'],
      ['TW702', 'catalogs/gone.json'],
    ]);
    expect(outcome.report.stats.files).toEqual({
      changed: 1,
      unchanged: 1,
      added: 1,
      deleted: 1,
      unreadableBase: 0,
    });
    expect(outcome.report.stats.incomplete).toBe(false);
  });

  it('leaves out a base version that is not a catalog, with a note, and marks the run incomplete', () => {
    fakeGit({ 'tools.json': '{"tools": [' }, []);
    const outcome = pullRequestEvolution({
      catalogs: [head('tools.json', catalog([READ]))],
      patterns: ['tools.json'],
      cwd: '/repo',
      baseSha: SHA,
      budget: BUDGET,
    });
    if (outcome.status !== 'compared') throw new Error(outcome.reason);
    expect(outcome.report.findings).toEqual([]);
    expect(outcome.report.stats.incomplete).toBe(true);
    expect(outcome.notes).toEqual([
      expect.stringMatching(/^The base version of tools\\\.json is not a catalog/),
    ]);
  });

  it('is unavailable, with the reason, when the base commit is not in the checkout', () => {
    fakeGit({}, [], false);
    const outcome = pullRequestEvolution({
      catalogs: [head('tools.json', catalog([READ]))],
      patterns: ['tools.json'],
      cwd: '/repo',
      baseSha: SHA,
      budget: BUDGET,
    });
    expect(outcome).toEqual({
      status: 'unavailable',
      reason: `the base commit ${SHA.slice(0, 12)} is not in the checkout; check out with fetch-depth: 2 (or 0)`,
    });
  });

  it('gives byte-identical reports whatever order the catalogs come in', () => {
    fakeGit({ 'a.json': catalog([READ]), 'b.json': catalog([READ]) }, []);
    const files = [head('a.json', catalog([READ_REQUIRED])), head('b.json', catalog([]))];
    const run = (catalogs: typeof files) =>
      JSON.stringify(
        pullRequestEvolution({
          catalogs,
          patterns: ['*.json'],
          cwd: '/repo',
          baseSha: SHA,
          budget: BUDGET,
        }),
      );
    expect(run([...files].reverse())).toBe(run(files));
  });
});

describe('namedByCatalogs', () => {
  const dirs = new Set(['catalogs', 'catalogs/']);
  const isDirectory = (arg: string) => dirs.has(arg);
  it.each([
    ['catalogs/a.json', ['catalogs/*.json'], true],
    ['catalogs/a.json', ['./catalogs/*.json'], true],
    ['catalogs/sub/a.json', ['catalogs/*.json'], false],
    ['catalogs/sub/a.json', ['catalogs/**/*.json'], true],
    ['catalogs/b.json', ['catalogs/{a,b}.json'], true],
    ['catalogs/c.json', ['catalogs/{a,b}.json'], false],
    ['catalogs/a.json', ['catalogs'], true],
    ['catalogs/a.json', ['catalogs/'], true],
    ['catalogs/sub/a.json', ['catalogs'], false],
    ['catalogs/a.txt', ['catalogs'], false],
    ['tools.json', ['tools.json'], true],
    ['tools.json', ['./tools.json'], true],
    ['other.json', ['tools.json'], false],
  ])('%s named by %j: %s', (path, patterns, expected) => {
    expect(namedByCatalogs(path, patterns, isDirectory)).toBe(expected);
  });
});
