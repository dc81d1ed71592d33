import { fileURLToPath } from 'node:url';
import { collectServers } from '../../src/collect/index.js';
import { BROKEN, cleanup, freePort, mcpConfig, NODE, script, tempDir } from './helpers.js';

const PAGED = fileURLToPath(new URL('./fixtures/paged-server.mjs', import.meta.url));

describe('tools/list pagination and bad results', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => cleanup(dir));

  it('follows nextCursor through every page and keeps listed order', async () => {
    const { config } = mcpConfig(dir, {
      paged: { command: NODE, args: [PAGED], env: { TW_COUNT: '7', TW_PAGE_SIZE: '2' } },
    });
    const { servers, failures } = await collectServers([config], { cwd: dir });
    expect(failures).toEqual([]);
    expect(servers[0]).toMatchObject({
      name: 'paged',
      pages: 4,
      serverInfo: { name: 'paged-test-server', version: '1.2.3' },
    });
    expect(servers[0].tools.map((t) => t.name)).toEqual([
      'tool_00',
      'tool_01',
      'tool_02',
      'tool_03',
      'tool_04',
      'tool_05',
      'tool_06',
    ]);
  }, 30_000);

  it('stops at the page bound and at a cursor that repeats', async () => {
    const { config } = mcpConfig(dir, {
      many: { command: NODE, args: [PAGED], env: { TW_COUNT: '9', TW_PAGE_SIZE: '1' } },
      loop: { command: NODE, args: [PAGED], env: { TW_LOOP: '1' } },
    });
    const { servers, failures } = await collectServers([config], { cwd: dir, maxPages: 5 });
    expect(servers).toEqual([]);
    expect(failures.map((f) => [f.name, f.phase, f.code, f.message])).toEqual([
      [
        'loop',
        'tools/list',
        'invalid-result',
        'tools/list returned a cursor it had returned before',
      ],
      ['many', 'tools/list', 'too-many-pages', 'tools/list has more than 5 pages'],
    ]);
  }, 30_000);

  it('keeps tools the SDK schema would reject, and rejects entries a snapshot could not hold', async () => {
    const odd = [
      { name: 'not_object_schema', inputSchema: { type: 'string' }, extraField: { kept: true } },
    ];
    const bad = [{ description: 'no name', inputSchema: { type: 'object' } }];
    const { config } = mcpConfig(dir, {
      odd: { command: NODE, args: [PAGED], env: { TW_TOOLS: JSON.stringify(odd) } },
      bad: { command: NODE, args: [PAGED], env: { TW_TOOLS: JSON.stringify(bad) } },
    });
    const { servers, failures } = await collectServers([config], { cwd: dir });
    expect(servers[0].tools).toEqual(odd);
    expect(failures[0]).toMatchObject({
      name: 'bad',
      code: 'invalid-result',
      message: 'tools/list entry 0 has no "name" string',
    });
  }, 30_000);

  it('redacts the env values and tokens a failing server prints', async () => {
    const token = 'tw-test-secret-0123456789';
    const { config } = mcpConfig(dir, {
      leaky: {
        command: NODE,
        args: [script(dir, 'leaky.js', BROKEN.leaky)],
        env: { API_TOKEN: token },
      },
    });
    const { failures } = await collectServers([config], { cwd: dir });
    expect(failures[0]).toMatchObject({ code: 'exited', exitCode: 1 });
    expect(failures[0].stderrTail).toBe(
      'auth failed for token [redacted] (also [redacted])\nAuthorization: Bearer [redacted]',
    );
    expect(JSON.stringify(failures)).not.toContain('0123456789');
  }, 30_000);

  it('starts nothing when a variable the config references is not set', async () => {
    const { config } = mcpConfig(dir, {
      needs: { command: NODE, args: [PAGED], env: { KEY: '${TW_SURELY_UNSET_VAR}' } },
      prompts: {
        type: 'http',
        url: 'http://127.0.0.1:1/mcp',
        headers: { Authorization: 'Bearer ${input:token}' },
      },
    });
    const { failures } = await collectServers([config], { cwd: dir, env: {} });
    expect(failures.map((f) => [f.name, f.phase, f.code])).toEqual([
      ['needs', 'config', 'missing-env'],
      ['prompts', 'config', 'unresolved'],
    ]);
    expect(failures[0].missing).toEqual(['TW_SURELY_UNSET_VAR']);
    expect(failures[0].message).toBe(
      'not started: "${TW_SURELY_UNSET_VAR}" is not set in the environment',
    );
  }, 30_000);

  it('reports a refused HTTP connection and never starts a disabled server', async () => {
    const port = await freePort();
    const { config } = mcpConfig(dir, {
      down: { type: 'http', url: `http://127.0.0.1:${port}/mcp` },
      off: { command: NODE, args: [PAGED], disabled: true },
    });
    const result = await collectServers([config], { cwd: dir });
    expect(result.failures.map((f) => [f.name, f.code])).toEqual([['down', 'unreachable']]);
    expect(result.disabled.map((d) => d.name)).toEqual(['off']);
  }, 30_000);
});
