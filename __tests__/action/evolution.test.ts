// The Action's evolution analysis: on a pull request, the catalogs of the checkout against their
// versions in the base commit, in a real temporary git repository (and git's failures mocked
// in evolution-git.test.ts).
import { describe, expect, it } from '@jest/globals';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshValidate } from '../schema/helpers.js';
import { pullRequestEvent, runAction, sarifProblems, type RunResult } from './harness.js';
import { baseRepository, git } from './repository.js';

type Catalog = { server?: string; tools: Array<Record<string, unknown>> };

function readCatalog(path: string): Catalog {
  return JSON.parse(readFileSync(path, 'utf8')) as Catalog;
}

/**
 * A repository whose base commit holds three real servers' catalogs; the head (the working
 * tree, as actions/checkout leaves the merge commit) makes brave_web_search's `count`
 * required, drops brave_local_search, deletes the duckduckgo catalog and adds a new one.
 */
function pullRequest(): { dir: string; base: string } {
  const { dir, base } = baseRepository('evolution', {
    copy: {
      'catalogs/brave.json': 'examples/real/brave-search-reference.json',
      'catalogs/weather.json': 'examples/real/weather-us.json',
      'catalogs/old.json': 'examples/real/duckduckgo.json',
    },
  });
  const brave = readCatalog(join(dir, 'catalogs/brave.json'));
  const web = brave.tools.find((t) => t.name === 'brave_web_search')!;
  (web.inputSchema as { required: string[] }).required = ['query', 'count'];
  brave.tools = brave.tools.filter((t) => t.name !== 'brave_local_search');
  writeFileSync(join(dir, 'catalogs/brave.json'), `${JSON.stringify(brave, null, 2)}\n`);
  rmSync(join(dir, 'catalogs/old.json'));
  copyFileSync('examples/real/youtube-transcript.json', join(dir, 'catalogs/new.json'));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  return { dir, base };
}

/** The summary's Markdown with its backslash escapes taken out, to read as text. */
function plain(markdown: string): string {
  return markdown.replace(/\\(.)/g, '$1');
}

function evolutionRun(result: RunResult) {
  return result.sarif?.runs.find((r) => r.automationDetails.id === 'toolwitness/evolution');
}

describe('the Action: schema evolution on a pull request', () => {
  const { dir, base } = pullRequest();
  let result: RunResult;

  it('reports the breaking change with a counterexample Ajv confirms, in its own SARIF run', async () => {
    result = await runAction(
      { catalogs: 'catalogs/*.json', 'report-dir': 'reports' },
      { workspace: dir, event: pullRequestEvent({ baseSha: base }) },
    );
    expect(sarifProblems(result.sarif)).toEqual([]);
    expect(result.sarif!.runs.map((r) => r.automationDetails.id)).toEqual([
      'toolwitness/scan',
      'toolwitness/evolution',
    ]);
    const run = evolutionRun(result)!;
    const breaking = run.results.filter((r) => r.ruleId === 'TW701');
    expect(breaking).toHaveLength(1);
    const counterexample = breaking[0].properties!.evidence!.counterexample;
    const old = readCatalog('examples/real/brave-search-reference.json').tools[0].inputSchema;
    const now = readCatalog(join(dir, 'catalogs/brave.json')).tools[0].inputSchema;
    expect(freshValidate(old, counterexample)).toBe(true);
    expect(freshValidate(now, counterexample)).toBe(false);
    expect(breaking[0].message.text).toContain(JSON.stringify(counterexample));
    // the step fails on the error, as on any other analysis's error
    expect(result.code).toBe(1);
  }, 120_000);

  it('annotates the changed tool at its line in the head file', () => {
    const line = result.stdout
      .split('\n')
      .find((l) => l.startsWith('::error file=catalogs/brave.json,') && l.includes('TW701'));
    expect(line).toBeDefined();
    const at = Number(/,line=(\d+),/.exec(line!)![1]);
    const head = readFileSync(join(dir, 'catalogs/brave.json'), 'utf8').split('\n');
    // the tool's object starts at that line (its name is the next member)
    expect(head.slice(at - 1, at + 1).join('\n')).toMatch(/"name": "brave_web_search"/);
    expect(line).toContain('e.g. {');
  });

  it('reports a removed tool once, at its file, and every tool of a deleted catalog', () => {
    const removed = evolutionRun(result)!.results.filter((r) => r.ruleId === 'TW702');
    const where = removed.map((r) => [
      r.locations[0].physicalLocation.artifactLocation.uri,
      /"([^"]+)"/.exec(r.message.text)![1],
    ]);
    const deleted = readCatalog('examples/real/duckduckgo.json').tools.map((t) => [
      'catalogs/old.json',
      t.name,
    ]);
    expect(where.sort()).toEqual(
      [['catalogs/brave.json', 'brave_local_search'], ...deleted].sort(),
    );
    // a tool removed from a file that is still there points at the file, not a base line
    const local = removed.find((r) => r.message.text.includes('brave_local_search'))!;
    expect(local.locations[0].physicalLocation.region).toMatchObject({ startLine: 1 });
  });

  it('counts the files and tools it compared, and writes evolution.json to report-dir', () => {
    const report = JSON.parse(readFileSync(join(dir, 'reports/evolution.json'), 'utf8')) as {
      command: string;
      stats: Record<string, unknown>;
    };
    expect(report.command).toBe('diff');
    expect(report.stats).toMatchObject({
      base,
      files: { changed: 1, unchanged: 1, added: 1, deleted: 1, unreadableBase: 0 },
      breaking: 1,
      removed: 1 + readCatalog('examples/real/duckduckgo.json').tools.length,
    });
  });

  it('puts the counterexample in the summary row of the evolution section', () => {
    expect(result.summary).toContain('| evolution \\(schema evolution since the base commit\\) |');
    expect(result.summary).toContain('### evolution: schema evolution since the base commit');
    const row = plain(result.summary)
      .split('\n')
      .find((l) => l.includes('TW701'));
    const counterexample = evolutionRun(result)!.results.find((r) => r.ruleId === 'TW701')!
      .properties!.evidence!.counterexample;
    expect(row).toMatch(/\| catalogs\/brave\.json:\d+ brave_web_search \|/);
    expect(row).toContain(`e.g. ${JSON.stringify(counterexample)}`);
  });

  it('is skipped outside pull requests, and when evolution is false, without a word', async () => {
    const push = await runAction(
      { catalogs: 'catalogs/*.json', 'fail-on': 'never' },
      { workspace: dir, eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(push.sarif!.runs.map((r) => r.automationDetails.id)).toEqual(['toolwitness/scan']);
    expect(push.summary).not.toContain('evolution');
    const off = await runAction(
      { catalogs: 'catalogs/*.json', evolution: 'false', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: base }) },
    );
    expect(off.sarif!.runs.map((r) => r.automationDetails.id)).toEqual(['toolwitness/scan']);
    expect(off.summary).not.toContain('evolution');
  }, 120_000);

  it('says why when the base commit is not in the checkout (a shallow clone)', async () => {
    const shallow = await runAction(
      { catalogs: 'catalogs/*.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: 'e'.repeat(40) }) },
    );
    expect(shallow.sarif!.runs.map((r) => r.automationDetails.id)).toEqual(['toolwitness/scan']);
    expect(plain(shallow.summary)).toMatch(
      /Schema evolution \(evolution\) was not compared with the pull request's base: the base commit eeeeeeeeeeee is not in the checkout; check out with fetch-depth: 2/,
    );
  }, 120_000);

  it('reports nothing, in a run of its own, when the pull request leaves the catalogs alone', async () => {
    const head = git(dir, 'rev-parse', 'HEAD');
    const same = await runAction(
      { catalogs: 'catalogs/*.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: head }) },
    );
    // an empty run still goes up, so alerts of an earlier push of the same pull request close
    expect(evolutionRun(same)?.results).toEqual([]);
  }, 120_000);
});
