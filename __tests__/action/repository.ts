// A real temporary git repository for the Action's pull-request tests (evolution, the settings
// gate): git with a fixed identity, and a base commit made from example files.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A fresh temporary directory, `tw-<name>-…`. */
export function tempDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `tw-${name}-`));
}

/** Runs git in `cwd` as a fixed author and committer; its trimmed standard output. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  })
    .toString('utf8')
    .trim();
}

/** What the base commit holds: files copied from the project (by path in the repository), and texts. */
export interface BaseFiles {
  copy?: Record<string, string>;
  write?: Record<string, string>;
}

/** A new repository (in a `tw-<name>-` directory) whose one commit, `base`, holds `files`. */
export function baseRepository(name: string, files: BaseFiles): { dir: string; base: string } {
  const dir = tempDir(name);
  git(dir, 'init', '-q');
  for (const [path, from] of Object.entries(files.copy ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(from, join(dir, path));
  }
  for (const [path, text] of Object.entries(files.write ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  return { dir, base: git(dir, 'rev-parse', 'HEAD') };
}
