import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export interface GroupStdioParams {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

/** How long each step of stopping waits: stdin closed, then SIGTERM, then SIGKILL. */
export const STOP_GRACE_MS = 2000;
const POLL_MS = 25;

/**
 * MCP over stdio with the server in its own process group (POSIX). Launchers (`npx`, `uvx`,
 * `sh -c`) start the real server as a grandchild; signalling only the direct child leaves the
 * grandchild running, so every signal here goes to the whole group. The SDK's transport has no
 * option for this, hence a transport of our own; messages are framed by the SDK's ReadBuffer.
 */
export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** Available before `start`, so no early stderr is lost. */
  readonly stderr = new PassThrough();
  private process: ChildProcess | undefined;
  private readonly buffer = new ReadBuffer();
  private stopping: Promise<void> | undefined;
  /** Lines on stdout that were not JSON (banners, logs), skipped as the MCP SDK's client does. */
  skippedLines = 0;

  constructor(private readonly params: GroupStdioParams) {}

  /** The server process, once started. */
  get child(): ChildProcess | undefined {
    return this.process;
  }

  start(): Promise<void> {
    if (this.process !== undefined) throw new Error('GroupStdioTransport already started');
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, this.params.args, {
        env: this.params.env,
        cwd: this.params.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        // a new process group whose id is the child's pid
        detached: true,
      });
      this.process = child;
      child.on('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once('spawn', () => {
        if (child.pid !== undefined) register(child.pid);
        resolve();
      });
      child.once('exit', () => {
        // the group may outlive its leader: it stays registered until stop() has checked it
        if (this.stopping === undefined && child.pid !== undefined && !groupAlive(child.pid)) {
          forget(child.pid);
        }
      });
      child.once('close', () => this.onclose?.());
      child.stdin?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('data', (chunk: Buffer) => {
        try {
          this.buffer.append(chunk);
        } catch (error) {
          this.onerror?.(error as Error);
          void this.close();
          return;
        }
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (error) {
            // A line that is not JSON at all is a banner or a log line some servers print
            // before (or while) speaking MCP: skipped and counted. JSON that is not JSON-RPC is
            // reported, and the collector decides that the stream is broken.
            if (error instanceof SyntaxError) {
              this.skippedLines++;
              continue;
            }
            this.onerror?.(error as Error);
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
      child.stderr?.pipe(this.stderr);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.process?.stdin;
      if (stdin === undefined || stdin === null || stdin.destroyed) {
        reject(new Error('Not connected'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Stops the server and everything in its group; see `stop`. */
  async close(): Promise<void> {
    await this.stop();
    this.buffer.clear();
  }

  /** SIGTERM to the whole group now, without waiting (the time budget ran out). */
  terminate(): void {
    const pid = this.process?.pid;
    if (pid !== undefined) signalGroup(pid, 'SIGTERM');
  }

  /**
   * Closes stdin (a well-behaved server exits), then SIGTERM, then SIGKILL to the group, each
   * after STOP_GRACE_MS, and resolves once no process of the group is left (or it cannot be
   * signalled). Idempotent: every caller waits for the same stop.
   */
  stop(): Promise<void> {
    this.stopping ??= this.stopNow();
    return this.stopping;
  }

  private async stopNow(): Promise<void> {
    const child = this.process;
    const pid = child?.pid;
    if (child === undefined || pid === undefined) return;
    try {
      child.stdin?.end();
    } catch {
      // already closed
    }
    const gone = (): boolean => !groupAlive(pid);
    if (await until(gone, STOP_GRACE_MS)) return forget(pid);
    signalGroup(pid, 'SIGTERM');
    if (await until(gone, STOP_GRACE_MS)) return forget(pid);
    signalGroup(pid, 'SIGKILL');
    await until(gone, STOP_GRACE_MS);
    forget(pid);
  }
}

/** Process groups started here that may still have members. */
const liveGroups = new Set<number>();

function register(pgid: number): void {
  liveGroups.add(pgid);
  if (liveGroups.size === 1) hook();
}

function forget(pgid: number): void {
  if (liveGroups.delete(pgid) && liveGroups.size === 0) unhook();
}

/** True while some process of the group exists (and may be signalled by us). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    // ESRCH: gone. EPERM: a member changed user and cannot be signalled; waiting won't help.
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is gone
  }
}

/** Polls `done` until it holds or `ms` pass; true when it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= end) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * A detached group does not get the terminal's Ctrl-C, so while servers run, this process kills
 * their groups itself when it ends: on exit, and on SIGINT/SIGTERM/SIGHUP. Then, if nobody else
 * handles the signal, it is raised again, so the process still ends the way it would have.
 */
function onSignal(signal: NodeJS.Signals): void {
  killAll();
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function hook(): void {
  process.on('exit', killAll);
  for (const sig of SIGNALS) process.on(sig, onSignal);
}

function unhook(): void {
  process.off('exit', killAll);
  for (const sig of SIGNALS) process.off(sig, onSignal);
}

function killAll(): void {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
  liveGroups.clear();
  unhook();
}
