import { execFileSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { decodeInput, parseJson } from '../import/json.js';
import { parseSettings, type Settings } from '../report/adopt.js';
import { diffSettings, type SettingsReview } from '../report/settings-diff.js';

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const GIT_TIMEOUT_MS = 15_000;
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

/** The base commit of a pull_request event payload, when it names a well-formed one. */
export function pullRequestBaseSha(event: unknown): string | undefined {
  const sha = (event as { pull_request?: { base?: { sha?: unknown } } } | undefined)?.pull_request
    ?.base?.sha;
  return typeof sha === 'string' && SHA.test(sha) ? sha : undefined;
}

type GitAnswer = { ok: true; stdout: Buffer } | { ok: false; message: string };

function git(cwd: string, args: string[]): GitAnswer {
  try {
    const stdout = execFileSync('git', ['-C', cwd, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: GIT_TIMEOUT_MS,
      maxBuffer: MAX_SETTINGS_BYTES,
      // a hostile repository config must not run a pager or prompt
      env: { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0' },
    });
    return { ok: true, stdout };
  } catch (error) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') return { ok: false, message: 'git is not installed' };
    const first = (e.stderr?.toString('utf8') ?? '').split('\n')[0].trim();
    return { ok: false, message: first.slice(0, 200) };
  }
}

/**
 * Compares the settings file at `path` (absolute; `head` is its parsed current version) with its
 * version in the pull request's base commit, read with `git show BASE:./FILE` in the file's
 * folder. Never throws: when git, the commit or a valid base file is missing, says why.
 */
export function reviewSettings(
  path: string,
  uri: string,
  head: Settings,
  baseSha: string,
): SettingsReview {
  const dir = dirname(path);
  const commit = git(dir, ['rev-parse', '--verify', '--quiet', `${baseSha}^{commit}`]);
  if (!commit.ok) {
    const short = baseSha.slice(0, 12);
    const reason =
      commit.message !== ''
        ? `git could not look up the base commit ${short}: ${commit.message}`
        : `the base commit ${short} is not in the checkout; check out with fetch-depth: 2 (or 0)`;
    return { uri, status: 'unavailable', reason };
  }
  const shown = git(dir, ['show', `${baseSha}:./${basename(path)}`]);
  if (!shown.ok) {
    // the commit is there, so the file is not: everything in it is new
    return { uri, status: 'compared', baseExists: false, diff: diffSettings(undefined, head) };
  }
  let base: Settings;
  try {
    const text = decodeInput(shown.stdout, `${uri} (base)`);
    base = parseSettings(parseJson(text, `${uri} (base)`).value, `${uri} (base)`);
  } catch (error) {
    return {
      uri,
      status: 'unavailable',
      reason: `the base version is not valid settings: ${(error as Error).message}`,
    };
  }
  return { uri, status: 'compared', baseExists: true, diff: diffSettings(base, head) };
}
