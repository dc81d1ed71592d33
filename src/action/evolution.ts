/**
 * The Action's `evolution` analysis: on a pull request, every `catalogs` file is compared with
 * its version in the pull request's base commit (read with `git show`), with the same analysis
 * as `toolwitness diff` (TW701–TW706). Files the pull request deletes are found with `git diff`
 * and matched against the `catalogs` patterns; files it adds have no base version. Findings
 * point at the changed tool's line in the head file.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import picomatch from 'picomatch';
import { isDynamicPattern } from 'tinyglobby';
import { compareCatalogs, type EvolutionTool } from '../evolution/index.js';
import { buildReport } from '../findings/index.js';
import { loadCatalogText, serverNamesFor } from '../import/index.js';
import type { Finding, FindingLocation, Report } from '../model/finding.js';
import { escapeMarkdown } from '../report/escape.js';
import type { ProofBudget } from '../schema/index.js';
import { VERSION } from '../version.js';
import type { AnalysisRun } from './analyses.js';
import { runGit, type GitAnswer, type GitRunner } from './git.js';
import type { ActionInputs } from './inputs.js';
import { pullRequestBaseSha } from './pr-settings.js';

/** One head catalog file: its display uri (relative to the working directory) and bytes. */
export interface HeadCatalog {
  uri: string;
  content: Uint8Array;
}

/** What the evolution analysis reads. */
export interface EvolutionInput {
  /** The `catalogs` files of the checkout, read. */
  catalogs: readonly HeadCatalog[];
  /** The `catalogs` input as given (files, directories, globs), relative to `cwd`. */
  patterns: readonly string[];
  /** The working directory: where git runs and what uris are relative to. */
  cwd: string;
  /** The pull request's base commit. */
  baseSha: string;
  /** Limits of each containment proof (default: the engine's). */
  budget?: Partial<ProofBudget>;
}

/** The outcome: the report (with notes, escaped Markdown), or why the base cannot be read. */
export type EvolutionOutcome =
  | { status: 'compared'; report: Report; notes: string[] }
  | { status: 'unavailable'; reason: string };

/** The base commit of a pull request event, when the event is one and names a well-formed sha. */
export function evolutionBase(
  eventName: string | undefined,
  event: unknown,
): { sha: string } | { skip: string } {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
    return { skip: `the event is ${eventName ?? 'unknown'}, not a pull request` };
  const sha = pullRequestBaseSha(event);
  if (sha === undefined) return { skip: 'the event payload names no pull_request.base.sha' };
  return { sha };
}

/** `./a/b.json` → `a/b.json`; backslashes to slashes. */
function normalised(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}

/**
 * True when `path` (relative to the working directory, as git prints it with `--relative`)
 * is one the `catalogs` input names: the same file, a `*.json` file directly in a named
 * directory, or a match of a glob (picomatch, the matcher tinyglobby expands globs with).
 */
export function namedByCatalogs(
  path: string,
  patterns: readonly string[],
  isDirectory: (arg: string) => boolean,
): boolean {
  const file = normalised(path);
  return patterns.some((arg) => {
    const pattern = normalised(arg).replace(/\/+$/, '');
    if (isDynamicPattern(arg)) return picomatch(pattern)(file);
    if (file === pattern) return true;
    // a directory named in the input stands for the *.json files directly in it
    const slash = file.lastIndexOf('/');
    return (
      file.endsWith('.json') && slash !== -1 && file.slice(0, slash) === pattern && isDirectory(arg)
    );
  });
}

/** `git show BASE:./path` for a path relative to `cwd` (`../x` allowed, as git reads it). */
function baseVersion(git: GitRunner, cwd: string, sha: string, uri: string): GitAnswer {
  const spec = uri.startsWith('../') ? uri : `./${uri}`;
  return git(cwd, ['show', `${sha}:${spec}`]);
}

/**
 * Compares the `catalogs` files of the checkout with their versions in the base commit.
 * Never throws for git trouble: a base commit that is not in the checkout (a shallow clone)
 * is `unavailable`; a base version that is not a catalog is left out with a note, and the
 * report marked incomplete. A head file that is not a catalog throws InputError, as the scan
 * of the same file does.
 */
export function pullRequestEvolution(
  input: EvolutionInput,
  git: GitRunner = runGit,
  isDirectory: (arg: string) => boolean = () => false,
): EvolutionOutcome {
  const { cwd, baseSha } = input;
  const commit = git(cwd, ['rev-parse', '--verify', '--quiet', `${baseSha}^{commit}`]);
  if (!commit.ok) {
    const short = baseSha.slice(0, 12);
    return {
      status: 'unavailable',
      reason:
        commit.message !== '' && commit.message !== 'git failed'
          ? `git could not look up the base commit ${short}: ${commit.message}`
          : `the base commit ${short} is not in the checkout; check out with fetch-depth: 2 (or 0)`,
    };
  }
  const deletedList = git(cwd, [
    'diff',
    // names only, and no driver a repository's .gitattributes could name
    '--no-ext-diff',
    '--no-textconv',
    '--name-only',
    '--no-renames',
    '--diff-filter=D',
    '--relative',
    '-z',
    baseSha,
    '--',
  ]);
  if (!deletedList.ok) {
    return {
      status: 'unavailable',
      reason: `git could not list the files deleted since the base commit: ${deletedList.message}`,
    };
  }
  // in uri order, so the report and notes do not depend on the order files were named in
  const catalogs = [...input.catalogs].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  const heads = new Set(catalogs.map((c) => c.uri));
  const deleted = deletedList.stdout
    .toString('utf8')
    .split('\0')
    .filter((p) => p !== '' && !heads.has(p) && namedByCatalogs(p, input.patterns, isDirectory))
    .sort();

  // server names as the scan gives them, over every file either side has
  const uris = [...catalogs.map((c) => c.uri), ...deleted];
  const serverOf = new Map(serverNamesFor(uris).map((name, i) => [uris[i], name]));
  const before: EvolutionTool[] = [];
  const after: EvolutionTool[] = [];
  const notes: string[] = [];
  const files = { changed: 0, unchanged: 0, added: 0, deleted: 0, unreadableBase: 0 };
  /** The tools of a base version, located in the file as the checkout names it. */
  const read = (bytes: Uint8Array, uri: string, what: string): EvolutionTool[] | string => {
    try {
      return loadCatalogText(bytes, what, serverOf.get(uri) as string).tools.map((t) => ({
        ...t,
        location: { ...t.location, uri },
      }));
    } catch (error) {
      return (error as Error).message;
    }
  };
  for (const head of catalogs) {
    const base = baseVersion(git, cwd, baseSha, head.uri);
    if (!base.ok) {
      // the commit is there, so the file is not: every tool in it is new
      files.added += 1;
    } else if (Buffer.from(head.content).equals(base.stdout)) {
      files.unchanged += 1;
    } else {
      const old = read(base.stdout, head.uri, `${head.uri} (base ${baseSha.slice(0, 12)})`);
      if (typeof old === 'string') {
        files.unreadableBase += 1;
        notes.push(
          `The base version of ${escapeMarkdown(head.uri)} is not a catalog, so it was not compared: ${escapeMarkdown(old)}`,
        );
        continue;
      }
      files.changed += 1;
      before.push(...old);
    }
    // a head file that is not a catalog is bad input (InputError), as in the scan of it
    const now = loadCatalogText(head.content, head.uri, serverOf.get(head.uri) as string);
    after.push(...now.tools);
  }
  for (const uri of deleted) {
    const base = baseVersion(git, cwd, baseSha, uri);
    const old = base.ok
      ? read(base.stdout, uri, `${uri} (base ${baseSha.slice(0, 12)})`)
      : base.message;
    if (typeof old === 'string') {
      files.unreadableBase += 1;
      notes.push(
        `The deleted ${escapeMarkdown(uri)} could not be read from the base commit: ${escapeMarkdown(old)}`,
      );
      continue;
    }
    files.deleted += 1;
    before.push(...old);
  }

  const compared = compareCatalogs(before, after, { budget: input.budget });
  const findings = compared.findings.map((f) => atHead(f, heads));
  const report = buildReport({
    command: 'diff',
    version: VERSION,
    findings,
    stats: {
      base: baseSha,
      files,
      tools: { before: before.length, after: after.length },
      ...compared.stats,
      incomplete: compared.stats.undecided > 0 || files.unreadableBase > 0,
    },
  });
  return { status: 'compared', report, notes };
}

/**
 * Where a finding is shown: the tool's place in the head file. A change's second location
 * (the tool in the base version) is dropped, since its line is in a file the checkout does not
 * hold; a removed tool whose file is still there points at the file, not a line of the base.
 */
function atHead(f: Finding, heads: ReadonlySet<string>): Finding {
  if (f.ruleId !== 'TW702') return { ...f, locations: f.locations.slice(0, 1) };
  const renamed = f.evidence.renamedTo !== undefined;
  if (renamed) return { ...f, locations: f.locations.slice(0, 1) };
  const [was] = f.locations;
  if (!heads.has(was.uri)) return f;
  const inFile: FindingLocation = { ...was, pointer: '', line: 1, column: 1 };
  return { ...f, locations: [inFile] };
}

/**
 * run.ts's hook: on a pull request with `catalogs` and `evolution: true`, the `evolution`
 * analysis run. Outside pull requests it is skipped, said only in the debug log (shown when
 * step debugging is asked for); a base commit git cannot read is a summary note.
 */
export function evolutionRun(
  inputs: ActionInputs,
  catalogs: readonly HeadCatalog[],
  cwd: string,
  event: unknown,
  notes: string[],
  git: GitRunner = runGit,
): AnalysisRun | undefined {
  if (!inputs.evolution || inputs.catalogs.length === 0) return undefined;
  const base = evolutionBase(process.env.GITHUB_EVENT_NAME, event);
  if ('skip' in base) {
    core.debug(`evolution analysis skipped: ${base.skip}`);
    return undefined;
  }
  const isDirectory = (arg: string): boolean =>
    statSync(resolve(cwd, arg), { throwIfNoEntry: false })?.isDirectory() ?? false;
  const outcome = pullRequestEvolution(
    { catalogs, patterns: inputs.catalogs, cwd, baseSha: base.sha },
    git,
    isDirectory,
  );
  if (outcome.status === 'unavailable') {
    notes.push(
      `Schema evolution (evolution) was not compared with the pull request's base: ${escapeMarkdown(outcome.reason)}.`,
    );
    return undefined;
  }
  notes.push(...outcome.notes);
  return { analysis: 'evolution', report: outcome.report };
}
