import { readFileSync } from 'node:fs';

/** The workflow's event payload (GITHUB_EVENT_PATH), or undefined when there is none. */
export function readEvent(): unknown {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

interface RepoRef {
  full_name?: unknown;
}

interface EventShape {
  pull_request?: { head?: { repo?: RepoRef | null } };
  workflow_run?: { event?: unknown; head_repository?: RepoRef | null };
  repository?: RepoRef;
}

/**
 * True for an event about a pull request whose head is another repository (a fork): every
 * `pull_request*` event (`pull_request`, `pull_request_target`, reviews, review comments)
 * carries `pull_request.head.repo`. A deleted fork has `head.repo: null`, which is a fork too.
 */
export function isForkPullRequest(event: unknown): boolean {
  const e = event as EventShape | undefined;
  const pr = e?.pull_request;
  if (pr === undefined || pr === null) return false;
  const head = pr.head?.repo;
  if (head === null) return true;
  return head?.full_name !== undefined && head.full_name !== e?.repository?.full_name;
}

/**
 * Why this run must not start the servers a client config names, or undefined when it may.
 * The files come from a checkout, and on these events the checked-out code may be a fork's:
 * a pull request (also `pull_request_target`, which runs with the base repository's secrets,
 * where a workflow that checks out the head runs the fork's commands) from a fork, and a
 * `workflow_run` started by one. The payload is all there is to go by; what a workflow checks
 * out on other events is its own choice.
 */
export function spawnRefusal(event: unknown): string | undefined {
  if (isForkPullRequest(event)) return 'this pull request comes from a fork';
  const e = event as EventShape | undefined;
  const run = e?.workflow_run;
  if (run !== undefined && run !== null) {
    const head = run.head_repository;
    const fork =
      head === null ||
      (head?.full_name !== undefined && head.full_name !== e?.repository?.full_name);
    if (fork) return 'this workflow_run was started from a fork';
  }
  return undefined;
}
