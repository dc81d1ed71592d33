import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { run } from '../../src/cli/program.js';
import type { DiscoverIo } from '../../src/cli/commands/discover.js';
import { discoverConfigs, standardConfigPaths } from '../../src/config/index.js';
import type { DiscoverHost } from '../../src/config/index.js';
import { FIXTURES } from '../config/helpers.js';

let root: string;
let home: string;
let project: string;

function put(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function copy(fixture: string, to: string): void {
  put(to, readFileSync(join(FIXTURES, fixture), 'utf8'));
}

const SECRET = 'hunter2' + '-not-a-real-password';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tw-discover-'));
  home = join(root, 'home');
  project = join(root, 'work', 'app');
  mkdirSync(project, { recursive: true });
  // project files
  copy('claude-code/proj/.mcp.json', join(project, '.mcp.json'));
  copy('vscode/.vscode/mcp.json', join(project, '.vscode', 'mcp.json'));
  put(join(project, '.vscode', 'settings.json'), '{"editor.tabSize": 2}'); // no servers: not listed
  // user files (macOS layout)
  copy(
    'claude-desktop/claude_desktop_config.json',
    join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'),
  );
  copy('claude-code/.claude.json', join(home, '.claude.json'));
  put(join(home, '.cursor', 'mcp.json'), '{ "mcpServers": { "a": { "command": "x" }, }'); // broken
  copy('codex/.codex/config.toml', join(home, '.codex', 'config.toml'));
  put(
    join(home, '.gemini', 'settings.json'),
    JSON.stringify({
      mcpServers: {
        remote: {
          httpUrl: `https://user:${SECRET}@mcp.example.com:8443/v1/mcp?key=${SECRET}`,
          headers: { Authorization: `Bearer ${SECRET}` },
        },
        local: { command: 'node', args: ['s.js', '--password', SECRET], env: { PASSWORD: SECRET } },
      },
    }),
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function host(overrides: Partial<DiscoverHost> = {}): DiscoverHost {
  return {
    cwd: project,
    home,
    platform: 'darwin',
    env: {},
    readFile: (file) => readFileSync(file),
    ...overrides,
  };
}

async function cli(args: string[], discoverHost: DiscoverIo['discoverHost']) {
  let stdout = '';
  let stderr = '';
  const io: DiscoverIo = {
    cwd: project,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readStdin: () => new Uint8Array(),
    colorDefault: false,
    discoverHost,
  };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

describe('standardConfigPaths', () => {
  test('macOS, Linux and Windows user locations', () => {
    const mac = standardConfigPaths(host(), { project: false }).map((c) => c.display);
    expect(mac).toEqual([
      '~/Library/Application Support/Claude/claude_desktop_config.json',
      '~/.claude.json',
      '~/.cursor/mcp.json',
      '~/Library/Application Support/Code/User/mcp.json',
      '~/Library/Application Support/Code/User/settings.json',
      '~/Library/Application Support/Code - Insiders/User/mcp.json',
      '~/Library/Application Support/Code - Insiders/User/settings.json',
      '~/.codeium/windsurf/mcp_config.json',
      '~/.gemini/settings.json',
      '~/.codex/config.toml',
    ]);
    const linux = standardConfigPaths(
      host({ platform: 'linux', env: { CODEX_HOME: '/opt/codex' } }),
      {
        project: false,
      },
    ).map((c) => c.display);
    expect(linux).toContain('~/.config/Claude/claude_desktop_config.json');
    expect(linux).toContain('~/.config/Code/User/mcp.json');
    expect(linux).toContain('/opt/codex/config.toml');
    const win = standardConfigPaths(
      {
        cwd: 'C:\\src\\app',
        home: 'C:\\Users\\me',
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\me\\AppData\\Roaming' },
        readFile: () => new Uint8Array(),
      },
      {},
    );
    expect(win.map((c) => c.path)).toContain(
      'C:\\Users\\me\\AppData\\Roaming\\Claude\\claude_desktop_config.json',
    );
    expect(win.map((c) => c.path)).toContain('C:\\Users\\me\\.codeium\\windsurf\\mcp_config.json');
    expect(win.find((c) => c.client === 'claude-desktop')?.display).toBe(
      '~/AppData/Roaming/Claude/claude_desktop_config.json',
    );
    expect(win.find((c) => c.scope === 'project')?.display).toBe('.mcp.json');
  });

  test('project and user files that are one file (cwd = home) are listed once, as user', () => {
    const same = standardConfigPaths(host({ cwd: home }));
    const codex = same.filter((c) => c.client === 'codex');
    expect(codex).toEqual([
      expect.objectContaining({ scope: 'user', display: '~/.codex/config.toml' }),
    ]);
  });
});

describe('discoverConfigs', () => {
  test('lists what exists, sorted, with servers; broken files carry their error', () => {
    const found = discoverConfigs(host());
    expect(found.map((c) => [c.scope, c.path, c.client, c.error === undefined])).toEqual([
      ['project', '.mcp.json', 'claude-code', true],
      ['project', '.vscode/mcp.json', 'vscode', true],
      ['user', '~/.claude.json', 'claude-code', true],
      ['user', '~/.codex/config.toml', 'codex', true],
      ['user', '~/.cursor/mcp.json', 'cursor', false],
      ['user', '~/.gemini/settings.json', 'gemini', true],
      [
        'user',
        '~/Library/Application Support/Claude/claude_desktop_config.json',
        'claude-desktop',
        true,
      ],
    ]);
    const cursor = found.find((c) => c.client === 'cursor');
    expect(cursor?.error).toBe("~/.cursor/mcp.json:1:45: expected '}'");
    const claude = found.find((c) => c.path === '~/.claude.json');
    expect(claude?.servers).toEqual([
      {
        name: 'memory',
        transport: 'stdio',
        target: 'npx @modelcontextprotocol/server-memory@2026.8.31',
        disabled: false,
      },
      {
        name: 'sentry',
        project: '/home/me/src/app',
        transport: 'http',
        target: 'https://mcp.sentry.dev',
        disabled: false,
      },
    ]);
  });

  test('never reveals env, header, userinfo, path or query values', () => {
    const gemini = discoverConfigs(host()).find((c) => c.client === 'gemini');
    expect(gemini?.servers).toEqual([
      { name: 'local', transport: 'stdio', target: 'node', disabled: false },
      {
        name: 'remote',
        transport: 'http',
        target: 'https://mcp.example.com:8443',
        disabled: false,
      },
    ]);
    expect(JSON.stringify(gemini)).not.toContain('hunter2');
  });

  test('an unreadable file is listed with a one-line error', () => {
    const found = discoverConfigs(
      host({
        readFile: (file) => {
          if (file.endsWith('.claude.json'))
            throw Object.assign(new Error('no'), { code: 'EACCES' });
          return readFileSync(file);
        },
      }),
    );
    expect(found.find((c) => c.path === '~/.claude.json')?.error).toBe(
      '~/.claude.json: cannot read: permission denied',
    );
  });
});

describe('toolwitness discover', () => {
  test('human output lists configs and servers', async () => {
    const { code, stdout, stderr } = await cli(['discover'], { home, platform: 'darwin', env: {} });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('project .mcp.json  (claude-code)\n');
    expect(stdout).toContain(
      '  everything  stdio  npx @modelcontextprotocol/server-everything@2026.8.31\n',
    );
    expect(stdout).toContain('  remote      http   https://mcp.example.com\n');
    expect(stdout).toContain('  events      sse    https://events.example.com\n');
    expect(stdout).toContain('  sentry [/home/me/src/app]  http   https://mcp.sentry.dev\n');
    expect(stdout).toContain('  fetch       stdio  uvx mcp-server-fetch==2026.1.14  (disabled)\n');
    expect(stdout).toContain(
      '  invalid: server "broken": "args" element 1 must be a string, found a number (line 18, column 29)\n',
    );
    expect(stdout).toContain(
      "user    ~/.cursor/mcp.json  (cursor)\n  error: ~/.cursor/mcp.json:1:45: expected '}'\n",
    );
    expect(stdout).toMatch(/\nconfigs: 7 \(1 unreadable or malformed\), servers: 16\n$/);
    expect(stdout).not.toContain('hunter2');
  });

  test('json output is deterministic and secret-free', async () => {
    const a = await cli(['discover', '--format', 'json'], { home, platform: 'darwin', env: {} });
    const b = await cli(['discover', '--format', 'json'], { home, platform: 'darwin', env: {} });
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const parsed = JSON.parse(a.stdout);
    expect(parsed).toMatchObject({
      schemaVersion: 1,
      command: 'discover',
      summary: { configs: 7, servers: 16, errors: 1 },
    });
    expect(parsed.configs[0]).toMatchObject({
      path: '.mcp.json',
      scope: 'project',
      client: 'claude-code',
      format: 'json',
    });
    expect(a.stdout).not.toContain('hunter2');
    expect(a.stdout).not.toContain(root);
  });

  test('--no-user lists only the project; an empty result says where to look', async () => {
    const projectOnly = await cli(['discover', '--no-user', '--format', 'json'], {
      home,
      platform: 'darwin',
      env: {},
    });
    expect(JSON.parse(projectOnly.stdout).configs.map((c: { path: string }) => c.path)).toEqual([
      '.mcp.json',
      '.vscode/mcp.json',
    ]);
    const none = await cli(['discover', '--no-project'], {
      home: join(root, 'nobody'),
      platform: 'linux',
      env: {},
    });
    expect(none.code).toBe(0);
    expect(none.stdout).toBe(
      'no MCP client configs found (see `toolwitness discover --help` for where it looks)\n',
    );
  });

  test('Linux layout with XDG_CONFIG_HOME', async () => {
    const xdg = join(root, 'xdg');
    copy(
      'claude-desktop/claude_desktop_config.json',
      join(xdg, 'Claude', 'claude_desktop_config.json'),
    );
    const { stdout } = await cli(['discover', '--no-project', '--format', 'json'], {
      home,
      platform: 'linux',
      env: { XDG_CONFIG_HOME: xdg },
    });
    const paths = JSON.parse(stdout).configs.map((c: { path: string }) => c.path);
    expect(paths).toContain(join(xdg, 'Claude', 'claude_desktop_config.json'));
    expect(paths).not.toContain('~/Library/Application Support/Claude/claude_desktop_config.json');
  });

  test('--help teaches where it looks', async () => {
    const { code, stdout } = await cli(['discover', '--help'], {});
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Claude Desktop  macOS   ~/Library/Application Support/Claude/claude_desktop_config.json',
    );
    expect(stdout).toContain('--no-user');
    expect(stdout).toContain('Nothing is started');
  });

  test('a bad --format is exit 2', async () => {
    const { code, stderr } = await cli(['discover', '--format', 'sarif'], {});
    expect(code).toBe(2);
    expect(stderr).toContain("argument 'sarif' is invalid");
  });

  (process.getuid?.() === 0 ? test.skip : test)('a real unreadable file (chmod 000)', async () => {
    const locked = join(root, 'locked');
    put(join(locked, '.cursor', 'mcp.json'), '{}');
    chmodSync(join(locked, '.cursor', 'mcp.json'), 0o000);
    const found = discoverConfigs(host({ home: locked, cwd: join(root, 'elsewhere') }), {
      project: false,
    });
    expect(found).toEqual([
      expect.objectContaining({
        path: '~/.cursor/mcp.json',
        error: '~/.cursor/mcp.json: cannot read: permission denied',
      }),
    ]);
    chmodSync(join(locked, '.cursor', 'mcp.json'), 0o600);
  });
});
