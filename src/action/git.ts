/**
 * The one way the Action runs git (the base commit's settings and catalogs of a pull request):
 * no pager, no prompt, a timeout and a bounded output, and never a throw.
 */
import { execFileSync } from 'node:child_process';

const GIT_TIMEOUT_MS = 30_000;
/** As for a file read from the workspace (the CLI's per-file limit). */
const MAX_GIT_BYTES = 32 * 1024 * 1024;

/** The answer of one git command: its standard output, or the first line of its complaint. */
export type GitAnswer = { ok: true; stdout: Buffer } | { ok: false; message: string };

/** Runs git in `cwd`; never throws. */
export type GitRunner = (cwd: string, args: string[]) => GitAnswer;

/** git in `cwd` with at most `maxBytes` of output. */
export function runGit(cwd: string, args: string[], maxBytes = MAX_GIT_BYTES): GitAnswer {
  try {
    const stdout = execFileSync('git', ['-C', cwd, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: GIT_TIMEOUT_MS,
      maxBuffer: maxBytes,
      // a hostile repository config must not run a pager or prompt
      env: { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0' },
    });
    return { ok: true, stdout };
  } catch (error) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') return { ok: false, message: 'git is not installed' };
    const first = (e.stderr?.toString('utf8') ?? '').split('\n')[0].trim();
    return { ok: false, message: first.slice(0, 200) || 'git failed' };
  }
}
