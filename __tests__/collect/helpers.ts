import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseClientConfig } from '../../src/config/index.js';
import type { ClientConfig } from '../../src/config/types.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PKG = join(ROOT, 'node_modules/@modelcontextprotocol');

/** The installed reference servers' entry scripts (run with this node). */
export const BIN = {
  filesystem: join(PKG, 'server-filesystem/dist/index.js'),
  memory: join(PKG, 'server-memory/dist/index.js'),
  everything: join(PKG, 'server-everything/dist/index.js'),
};

export const NODE = process.execPath;

/** A fresh temp dir (real path) removed by `cleanup`. */
export function tempDir(prefix = 'tw-collect-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes a Node script into `dir` and returns its path. */
export function script(dir: string, name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

/** Broken servers made in the tests. */
export const BROKEN = {
  /** Exits at once with status 3, after a line on stderr. */
  exits: 'process.stderr.write("fatal: cannot open database\\n"); process.exit(3);\n',
  /** Reads stdin and never answers; writes its pid so a test can check it was stopped. */
  silent: (pidFile: string) =>
    `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n` +
    'process.stdin.resume();\nsetInterval(() => {}, 1000);\n',
  /**
   * Answers the first message with JSON that is not JSON-RPC (a banner that is not JSON at all
   * is skipped, as the MCP SDK's client skips it).
   */
  garbage:
    'process.stdin.once("data", () => process.stdout.write("{\\"status\\": \\"ready\\"}\\n"));\n' +
    'setInterval(() => {}, 1000);\n',
  /** Prints its token to stderr, then dies. */
  leaky:
    'process.stderr.write(`auth failed for token ${process.env.API_TOKEN} ' +
    '(also ghp_0123456789abcdefghijABCDEFGHIJ0123)\\n`);\n' +
    'process.stderr.write("Authorization: Bearer " + process.env.API_TOKEN + "\\n");\n' +
    'process.exit(1);\n',
};

/** A Claude Code style `.mcp.json` config for `servers`, parsed with the real config parser. */
export function mcpConfig(
  dir: string,
  servers: Record<string, unknown>,
  file = '.mcp.json',
): { path: string; config: ClientConfig } {
  const path = join(dir, file);
  const text = `${JSON.stringify({ mcpServers: servers }, null, 2)}\n`;
  writeFileSync(path, text);
  return { path, config: parseClientConfig(file, text) };
}

/** A free loopback port (bound and released; good enough for a test). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts server-everything in `mode` (streamableHttp or sse) on a free port; resolves once it listens. */
export async function startEverythingHttp(
  mode: 'streamableHttp' | 'sse',
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(NODE, [BIN.everything, mode], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let err = '';
    const timer = setTimeout(
      () => fail(new Error(`server-everything ${mode} did not start: ${err}`)),
      15_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (/listening on port|running on port/i.test(err)) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server-everything ${mode} exited with ${code}: ${err}`));
    });
  });
  const path = mode === 'sse' ? '/sse' : '/mcp';
  return {
    url: `http://127.0.0.1:${port}${path}`,
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
