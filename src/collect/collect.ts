import { homedir } from 'node:os';
import { basename, sep } from 'node:path';
import type { ClientConfig } from '../config/types.js';
import type { ServerLimits, ServerOutcome } from './server.js';
import {
  COLLECT_DEFAULTS,
  serverRef,
  type CollectedServer,
  type CollectOptions,
  type CollectResult,
  type ServerFailure,
  type ServerRef,
} from './types.js';

/**
 * Collects the tools of every enabled server of the configs, several at a time, each under its
 * own time budget. One server failing never stops the others; disabled servers are never
 * started. Results are sorted by (server name, config uri), so output does not depend on which
 * server answered first.
 */
export async function collectServers(
  configs: readonly ClientConfig[],
  options: CollectOptions = {},
): Promise<CollectResult> {
  const cwd = options.cwd ?? process.cwd();
  const limits: ServerLimits = {
    timeoutMs: options.timeoutMs ?? COLLECT_DEFAULTS.timeoutMs,
    maxPages: options.maxPages ?? COLLECT_DEFAULTS.maxPages,
    maxTools: options.maxTools ?? COLLECT_DEFAULTS.maxTools,
    cwd,
    env: options.env ?? process.env,
    // what VS Code and Cursor substitute, with the working directory as the workspace
    variables: {
      workspaceFolder: cwd,
      workspaceRoot: cwd,
      workspaceFolderBasename: basename(cwd),
      cwd,
      userHome: homedir(),
      pathSeparator: sep,
      '/': sep,
    },
  };
  const entries = configs.flatMap((config) => config.servers);
  const disabled = entries.filter((s) => s.disabled).map(serverRef);
  const enabled = entries.filter((s) => !s.disabled);
  const reporter = options.reporter;

  const outcomes: ServerOutcome[] = new Array(enabled.length);
  if (enabled.length > 0) {
    // The collector and the MCP SDK it uses (~180 ms, ~25 MB to evaluate) load only when a
    // server is started; eager: the bundler keeps them inside the one bundle file.
    const { collectServer } = await import(/* webpackMode: "eager" */ './server.js');
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < enabled.length) {
        const i = next++;
        reporter?.starting(serverRef(enabled[i]));
        const outcome = await collectServer(enabled[i], limits);
        outcomes[i] = outcome;
        if (outcome.ok) reporter?.listed(outcome.server, outcome.server.tools.length);
        else reporter?.failed(outcome.failure);
      }
    };
    const width = Math.max(
      1,
      Math.min(options.concurrency ?? COLLECT_DEFAULTS.concurrency, enabled.length),
    );
    await Promise.all(Array.from({ length: width }, worker));
  }

  const servers: CollectedServer[] = [];
  const failures: ServerFailure[] = [];
  for (const outcome of outcomes) {
    if (outcome.ok) servers.push(outcome.server);
    else failures.push(outcome.failure);
  }
  return {
    servers: servers.sort(compareRefs),
    failures: failures.sort(compareRefs),
    disabled: disabled.sort(compareRefs),
  };
}

/** By server name, then config uri, then position: code-unit order, locale-free. */
export function compareRefs(a: ServerRef, b: ServerRef): number {
  return (
    compareText(a.name, b.name) ||
    compareText(a.config, b.config) ||
    a.location.line - b.location.line ||
    a.location.column - b.location.column
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
