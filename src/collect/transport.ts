import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import {
  getDefaultEnvironment,
  StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ServerSpec } from '../config/types.js';
import { GroupStdioTransport } from './stdio.js';
import type { Tail } from './tail.js';

/** How the process of a stdio server ended. */
export interface ExitInfo {
  code: number | null;
  signal: string | null;
}

/** A transport plus what the collector needs to watch and stop it. */
export interface OpenTransport {
  transport: Transport;
  /** Called once the transport has started (process spawned, stream opened). */
  onStarted: (listener: () => void) => void;
  /** The negotiated protocol version, once the client has set it. */
  protocolVersion: () => string | undefined;
  /** How the server process ended by itself, if it did (stdio only). */
  exit: () => ExitInfo | undefined;
  /** Sends SIGTERM to a stdio server (its whole process group on POSIX) now. */
  terminate: () => void;
  /**
   * Resolves once a stdio server's process (on POSIX: every process of its group) is gone:
   * stdin closed, SIGTERM, then SIGKILL if it lingers.
   */
  ensureStopped: () => Promise<void>;
  /** Non-JSON lines the server printed on stdout, skipped (stdio on POSIX; 0 otherwise). */
  skippedLines: () => number;
}

const GRACE_MS = 2000;

// Windows has no process groups to signal; there the SDK's own transport (cross-spawn, which
// also runs `.cmd` launchers such as npx) is used, and only the direct child is stopped.
const GROUPS = process.platform !== 'win32';

/**
 * A transport for an already expanded spec. stdio servers get the SDK's minimal inherited
 * environment (PATH, HOME, …) with the config's `env` over it, never our whole environment, and
 * their stderr goes to `tail`. On POSIX a stdio server runs in its own process group, so a
 * launcher's children are stopped with it.
 */
export function openTransport(spec: ServerSpec, cwd: string, tail: Tail): OpenTransport {
  let started: (() => void) | undefined;
  let negotiated: string | undefined;
  let exited: ExitInfo | undefined;
  let terminated = false;
  let child: ChildProcess | undefined;
  let group: GroupStdioTransport | undefined;

  let transport: Transport;
  if (spec.transport === 'stdio') {
    const params = {
      command: spec.command,
      args: spec.args,
      env: { ...getDefaultEnvironment(), ...spec.env },
      cwd: resolve(cwd, spec.cwd ?? '.'),
    };
    if (GROUPS) {
      group = new GroupStdioTransport(params);
      group.stderr.on('data', (chunk: Buffer) => tail.push(chunk));
      transport = group;
    } else {
      const stdio = new StdioClientTransport({ ...params, stderr: 'pipe' });
      stdio.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
      transport = stdio;
    }
  } else {
    // The SDK sends requestInit headers on every POST and on the SSE stream's GET.
    const init = { requestInit: { headers: { ...spec.headers } } };
    transport =
      spec.transport === 'http'
        ? new StreamableHTTPClientTransport(new URL(spec.url), init)
        : new SSEClientTransport(new URL(spec.url), init);
  }

  const start = transport.start.bind(transport);
  transport.start = async () => {
    await start();
    // Our transport exposes its child; the SDK's keeps it private (Windows only), and without
    // it only the exit code is lost (a crash then reads as a closed connection).
    child = group?.child ?? (transport as unknown as { _process?: ChildProcess })._process;
    child?.once('exit', (code, signal) => {
      exited = { code, signal };
    });
    started?.();
  };
  // The client calls this with the version the server chose; stdio transports lack it.
  const setVersion = transport.setProtocolVersion?.bind(transport);
  transport.setProtocolVersion = (version: string) => {
    negotiated = version;
    setVersion?.(version);
  };

  return {
    transport,
    onStarted: (listener) => {
      started = listener;
    },
    protocolVersion: () => negotiated,
    skippedLines: () => group?.skippedLines ?? 0,
    exit: () => {
      if (exited === undefined) return undefined;
      // a signal we sent is not the server ending by itself
      if (terminated && exited.signal !== null) return undefined;
      return exited;
    },
    terminate: () => {
      if (child === undefined) return;
      terminated = true;
      if (group !== undefined) group.terminate();
      else if (!gone(child)) signal(child, 'SIGTERM');
    },
    ensureStopped: async () => {
      if (child === undefined) return;
      terminated = true;
      if (group !== undefined) return group.stop();
      if (gone(child)) return;
      signal(child, 'SIGTERM');
      if (await exitWithin(child, GRACE_MS)) return;
      signal(child, 'SIGKILL');
      await exitWithin(child, GRACE_MS);
    },
  };
}

function gone(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    child.kill(name);
  } catch {
    // already gone
  }
}

/** True when the child exits within `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (gone(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(gone(child));
    }, ms);
    const onExit = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}
