import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pullRequestEvent, runAction, type RunResult } from './harness.js';
import { baseRepository, git } from './repository.js';

// A pull request that weakens its own gate (a rule's level lowered or switched off, a
// suppression added in toolwitness.config.json) gets a warning on that settings line, and with
// settings-from: base the base commit's settings decide the run.

const SETTINGS = 'toolwitness.config.json';

/** A repository whose base commit has `base` as its settings (none when undefined). */
function repository(base: unknown): { dir: string; sha: string } {
  const { dir, base: sha } = baseRepository('gate', {
    copy: { 'catalogs/tools.json': 'examples/confusing-mcp.json' },
    write: base === undefined ? {} : { [SETTINGS]: JSON.stringify(base, null, 2) },
  });
  return { dir, sha };
}

function gateWarnings(result: RunResult): string[] {
  return result.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning ') && l.includes('title=ToolWitness%3A gate weakened'));
}

/** The 1-based line of the settings file that contains `text`. */
function lineOf(dir: string, text: string): number {
  return (
    readFileSync(join(dir, SETTINGS), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}

// the pull request's own version: the rules of the catalog's errors lowered (TW101, TW104) or
// switched off (TW107), TW102 off, TW105 raised (not a weakening), one suppression
const WEAKER = {
  rules: { TW101: 'warning', TW102: 'off', TW104: 'note', TW105: 'error', TW107: 'off' },
  suppressions: [{ rule: 'TW103', tools: ['read_file', 'fetch_file'], reason: 'known' }],
};

describe('the Action: a pull request that weakens its own gate', () => {
  it('warns on each settings line that lowers a level or adds a suppression, and lists it first in the summary', async () => {
    const { dir, sha } = repository({ rules: { TW102: 'error' } });
    writeFileSync(join(dir, SETTINGS), JSON.stringify(WEAKER, null, 2));
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'error' },
      { workspace: dir, event: pullRequestEvent({ baseSha: sha }) },
    );
    // settings-from defaults to head: the lowered TW104 no longer fails the step
    expect(result.code).toBe(0);
    const warnings = gateWarnings(result);
    expect(warnings).toHaveLength(5);
    expect(warnings[2]).toContain(`file=${SETTINGS},line=${lineOf(dir, '"TW104"')},`);
    expect(warnings[2]).toContain(
      'it lowers TW104 conflicting-effects from error (the default) to note.',
    );
    expect(warnings[1]).toContain(`line=${lineOf(dir, '"TW102"')},`);
    expect(warnings[1]).toContain('it switches TW102 similar-name off (was error).');
    // the suppression's line is where its object starts
    expect(warnings[4]).toContain(`line=${lineOf(dir, '"suppressions"') + 1},`);
    expect(warnings[4]).toContain(
      'adds a suppression of TW103 proven-overlap for read_file, fetch_file',
    );
    expect(warnings.join('\n')).not.toContain('TW105');
    // in the summary, the settings section comes before any analysis's findings
    const settingsAt = result.summary.indexOf('### Settings this pull request changes');
    expect(settingsAt).toBeGreaterThan(0);
    expect(settingsAt).toBeLessThan(result.summary.indexOf('### scan'));
  });

  it('with settings-from: base, applies the base commit’s settings so the weakening does not pass', async () => {
    const { dir, sha } = repository(undefined);
    writeFileSync(join(dir, SETTINGS), JSON.stringify(WEAKER, null, 2));
    const event = pullRequestEvent({ baseSha: sha });
    const base = await runAction(
      { catalogs: 'catalogs/tools.json', 'settings-from': 'base' },
      { workspace: dir, event },
    );
    // the base has no settings file: TW104 is an error again and fails the step
    expect(base.code).toBe(1);
    expect(Number(base.outputs.errors)).toBeGreaterThan(0);
    expect(gateWarnings(base)[0]).toContain('Not applied: settings-from is base');
    expect(base.summary).toContain('every rule runs at its default');
    const head = await runAction({ catalogs: 'catalogs/tools.json' }, { workspace: dir, event });
    expect(head.code).toBe(0);
    expect(head.outputs.errors).toBe('0');
  });

  it('with settings-from: base, fails the step when the base commit is not in the checkout', async () => {
    const { dir } = repository({ rules: { TW104: 'error' } });
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'settings-from': 'base' },
      { workspace: dir, event: pullRequestEvent({ baseSha: 'e'.repeat(40) }) },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::settings-from is base, but the base commit's toolwitness\.config\.json cannot be read: the base commit eeeeeeeeeeee is not in the checkout/,
    );
  });

  it('warns when a pull request deletes a settings file that was stricter than the defaults', async () => {
    const { dir, sha } = repository({ rules: { TW102: 'error' } });
    git(dir, 'rm', '-q', SETTINGS);
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: sha }) },
    );
    const warnings = gateWarnings(result);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`file=${SETTINGS},line=1,`);
    expect(warnings[0]).toContain(
      'it lowers TW102 similar-name from error to warning (the default).',
    );
  });

  it('says nothing about settings on a pull request without a settings file on either side', async () => {
    const { dir, sha } = repository(undefined);
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: sha }) },
    );
    expect(gateWarnings(result)).toEqual([]);
    expect(result.summary).not.toContain('Settings');
  });
});
