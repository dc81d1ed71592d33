import { basename, dirname } from 'node:path';
import { decodeInput, parseJson } from '../import/json.js';
import { parseSettings, type Settings } from '../report/adopt.js';
import { diffSettings, type SettingsReview } from '../report/settings-diff.js';
import { runGit } from './git.js';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

/** The base commit of a pull_request event payload, when it names a well-formed one. */
export function pullRequestBaseSha(event: unknown): string | undefined {
  const sha = (event as { pull_request?: { base?: { sha?: unknown } } } | undefined)?.pull_request
    ?.base?.sha;
  return typeof sha === 'string' && SHA.test(sha) ? sha : undefined;
}

/** The settings file of the pull request's base commit, or why there is none to read. */
export type BaseSettings =
  | { status: 'found'; settings: Settings }
  /** The base commit is there but has no such file. */
  | { status: 'absent' }
  | { status: 'unavailable'; reason: string };

/**
 * The base commit's version of the settings file at `path` (absolute), read with
 * `git show BASE:./FILE` in the file's folder and validated like the checkout's. Never throws:
 * when git, the commit or a valid base file is missing, says why.
 */
export function readBaseSettings(path: string, uri: string, baseSha: string): BaseSettings {
  const dir = dirname(path);
  const commit = runGit(dir, ['rev-parse', '--verify', '--quiet', `${baseSha}^{commit}`]);
  if (!commit.ok) {
    const short = baseSha.slice(0, 12);
    const reason =
      commit.message !== '' && commit.message !== 'git failed'
        ? `git could not look up the base commit ${short}: ${commit.message}`
        : `the base commit ${short} is not in the checkout; check out with fetch-depth: 2 (or 0)`;
    return { status: 'unavailable', reason };
  }
  const shown = runGit(dir, ['show', `${baseSha}:./${basename(path)}`], MAX_SETTINGS_BYTES);
  // the commit is there, so the file is not
  if (!shown.ok) return { status: 'absent' };
  const where = `${uri} (base)`;
  try {
    const text = decodeInput(shown.stdout, where);
    return { status: 'found', settings: parseSettings(parseJson(text, where).value, where) };
  } catch (error) {
    return {
      status: 'unavailable',
      reason: `the base version is not valid settings: ${(error as Error).message}`,
    };
  }
}

/**
 * What the checkout's settings (`head`; undefined when the file is missing) change over the
 * base commit's version (`base`, from `readBaseSettings`).
 */
export function compareSettings(
  uri: string,
  head: Settings | undefined,
  base: BaseSettings,
): SettingsReview {
  if (base.status === 'unavailable') return { uri, status: 'unavailable', reason: base.reason };
  const before = base.status === 'found' ? base.settings : undefined;
  return {
    uri,
    status: 'compared',
    baseExists: before !== undefined,
    headExists: head !== undefined,
    diff: diffSettings(before, head),
  };
}

/**
 * Compares the settings file at `path` (absolute; `head` is its parsed current version) with its
 * version in the pull request's base commit. Never throws.
 */
export function reviewSettings(
  path: string,
  uri: string,
  head: Settings | undefined,
  baseSha: string,
): SettingsReview {
  return compareSettings(uri, head, readBaseSettings(path, uri, baseSha));
}
