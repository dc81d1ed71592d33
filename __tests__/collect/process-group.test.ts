import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectServers } from '../../src/collect/index.js';
import { alive, cleanup, mcpConfig, NODE, script, tempDir } from './helpers.js';

const PAGED = fileURLToPath(new URL('./fixtures/paged-server.mjs', import.meta.url));

// Launchers (npx, uvx, sh -c) run the real server as a grandchild. Signalling only the direct
// child would leave it running; these check that collection stops the whole process group.
const posix = process.platform === 'win32' ? describe.skip : describe;

/** A server that writes its pid, never answers, and ignores stdin closing. */
const NEVER_ANSWERS = (pidFile: string): string =>
  `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n` +
  'setInterval(() => {}, 1000);\n';

/** Like npx: starts the real server with the same stdio and waits for it. */
const LAUNCHER = (pidFile: string): string =>
  "const { spawn } = require('child_process');\n" +
  `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n` +
  "const c = spawn(process.execPath, process.argv.slice(2), { stdio: 'inherit' });\n" +
  'c.on("exit", (code) => process.exit(code ?? 1));\n';

function pidIn(path: string): number {
  expect(existsSync(path)).toBe(true);
  return Number(readFileSync(path, 'utf8'));
}

posix('collection stops a launcher and the server it started', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => cleanup(dir));

  it('kills `sh -c "node server & wait"` and its background server after a timeout', async () => {
    const server = script(dir, 'never.js', NEVER_ANSWERS(join(dir, 'never.pid')));
    const shPid = join(dir, 'sh.pid');
    const { config } = mcpConfig(dir, {
      wrapped: {
        command: 'sh',
        args: ['-c', `echo $$ > '${shPid}'; '${NODE}' '${server}' & wait`],
      },
    });
    const { failures } = await collectServers([config], { cwd: dir, timeoutMs: 1500 });
    expect(failures.map((f) => [f.name, f.code])).toEqual([['wrapped', 'timeout']]);
    const pids = [pidIn(shPid), pidIn(join(dir, 'never.pid'))];
    expect(pids.filter(alive)).toEqual([]);
  }, 30_000);

  it('kills a server whose launcher already exited (the group outlives its leader)', async () => {
    const pidFile = join(dir, 'orphan.pid');
    const server = script(dir, 'orphan.js', NEVER_ANSWERS(pidFile));
    const { config } = mcpConfig(dir, {
      detaches: { command: 'sh', args: ['-c', `'${NODE}' '${server}' &`] },
    });
    const { failures } = await collectServers([config], { cwd: dir, timeoutMs: 1500 });
    expect(failures).toHaveLength(1);
    expect(alive(pidIn(pidFile))).toBe(false);
  }, 30_000);

  it('collects through an npx-like launcher, then stops both, even a server that ignores EOF', async () => {
    const launcherPid = join(dir, 'launcher.pid');
    const serverPid = join(dir, 'server.pid');
    const launcher = script(dir, 'launcher.js', LAUNCHER(launcherPid));
    const { config } = mcpConfig(dir, {
      launched: {
        command: NODE,
        args: [launcher, PAGED],
        env: { TW_COUNT: '3', TW_PAGE_SIZE: '5', TW_KEEPALIVE: '1', TW_PID_FILE: serverPid },
      },
    });
    const { servers, failures } = await collectServers([config], { cwd: dir, timeoutMs: 10_000 });
    expect(failures).toEqual([]);
    expect(servers[0].tools).toHaveLength(3);
    expect([pidIn(launcherPid), pidIn(serverPid)].filter(alive)).toEqual([]);
  }, 30_000);

  it('leaves no exit or signal hooks behind once every server is stopped', async () => {
    const before = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((e) => process.listenerCount(e));
    const { config } = mcpConfig(dir, {
      quick: { command: NODE, args: [PAGED], env: { TW_COUNT: '1' } },
    });
    const { servers } = await collectServers([config], { cwd: dir });
    expect(servers).toHaveLength(1);
    const after = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((e) => process.listenerCount(e));
    expect(after).toEqual(before);
  }, 30_000);
});
