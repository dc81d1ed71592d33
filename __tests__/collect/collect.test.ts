import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectServers } from '../../src/collect/index.js';
import type { CollectReporter, CollectResult } from '../../src/collect/index.js';
import {
  alive,
  BIN,
  BROKEN,
  cleanup,
  mcpConfig,
  NODE,
  script,
  startEverythingHttp,
  tempDir,
} from './helpers.js';

describe('collectServers with real servers', () => {
  let dir: string;
  let result: CollectResult;
  let events: string[];
  let http: Awaited<ReturnType<typeof startEverythingHttp>>;
  let sse: Awaited<ReturnType<typeof startEverythingHttp>>;
  let elapsed: number;

  beforeAll(async () => {
    dir = tempDir();
    const allowed = join(dir, 'allowed');
    mkdirSync(allowed);
    [http, sse] = await Promise.all([
      startEverythingHttp('streamableHttp'),
      startEverythingHttp('sse'),
    ]);
    const { config } = mcpConfig(dir, {
      files: { command: NODE, args: [BIN.filesystem, allowed] },
      memory: {
        command: NODE,
        args: [BIN.memory],
        env: { MEMORY_FILE_PATH: join(dir, 'memory.jsonl') },
      },
      everything: { command: NODE, args: [BIN.everything, 'stdio'] },
      remote: { type: 'http', url: http.url },
      legacy: { type: 'sse', url: sse.url },
      crashes: { command: NODE, args: [script(dir, 'exits.js', BROKEN.exits)] },
      silent: {
        command: NODE,
        args: [script(dir, 'silent.js', BROKEN.silent(join(dir, 'silent.pid')))],
      },
      garbage: { command: NODE, args: [script(dir, 'garbage.js', BROKEN.garbage)] },
      missing: { command: join(dir, 'no-such-command') },
    });
    events = [];
    const reporter: CollectReporter = {
      starting: (s) => events.push(`starting ${s.name}`),
      listed: (s, n) => events.push(`listed ${s.name} ${n}`),
      failed: (f) => events.push(`failed ${f.name} ${f.code}`),
    };
    const t0 = Date.now();
    result = await collectServers([config], { timeoutMs: 3000, cwd: dir, reporter });
    elapsed = Date.now() - t0;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([http?.stop(), sse?.stop()]);
    cleanup(dir);
  });

  it('collects every good server, sorted by name, with serverInfo and protocol version', () => {
    expect(result.servers.map((s) => s.name)).toEqual([
      'everything',
      'files',
      'legacy',
      'memory',
      'remote',
    ]);
    const files = result.servers.find((s) => s.name === 'files');
    expect(files?.serverInfo?.name).toBe('secure-filesystem-server');
    expect(files?.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(files?.tools.map((t) => t.name)).toContain('read_text_file');
    expect(result.servers.find((s) => s.name === 'remote')?.transport).toBe('http');
    const names = (n: string) =>
      result.servers
        .find((s) => s.name === n)
        ?.tools.map((t) => t.name)
        .sort();
    expect(names('remote')).toEqual(names('everything'));
    expect(names('legacy')).toEqual(names('everything'));
    expect(result.servers.find((s) => s.name === 'legacy')?.transport).toBe('sse');
    console.log(`live collection of 9 servers took ${elapsed} ms`);
  });

  it('turns each broken server into a failure with the phase and reason, and goes on', () => {
    const by = Object.fromEntries(result.failures.map((f) => [f.name, f]));
    expect(Object.keys(by).sort()).toEqual(['crashes', 'garbage', 'missing', 'silent']);
    expect(by.crashes).toMatchObject({ phase: 'initialize', code: 'exited', exitCode: 3 });
    expect(by.crashes.stderrTail).toBe('fatal: cannot open database');
    expect(by.silent).toMatchObject({ phase: 'initialize', code: 'timeout' });
    expect(by.garbage).toMatchObject({ phase: 'initialize', code: 'non-json' });
    expect(by.missing).toMatchObject({ phase: 'start', code: 'spawn-failed' });
    expect(by.missing.message).toContain('command not found');
  });

  it('stops the process of a server that never answered', () => {
    const pid = Number(readFileSync(join(dir, 'silent.pid'), 'utf8'));
    expect(alive(pid)).toBe(false);
  });

  it('reports progress for every server', () => {
    expect(events.filter((e) => e.startsWith('starting'))).toHaveLength(9);
    expect(events).toContain('failed crashes exited');
    expect(events.some((e) => /^listed files \d+$/.test(e))).toBe(true);
  });

  it('writes nothing outside the temp dir', () => {
    expect(existsSync(join(dir, 'memory.jsonl'))).toBe(false);
  });
});
