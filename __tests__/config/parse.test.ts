import { parseClientConfig } from '../../src/config/index.js';
import type { ClientConfig, ServerConfig } from '../../src/config/index.js';
import { InputError } from '../../src/model/errors.js';
import { fixture, positionAfter, positionOf } from './helpers.js';

function server(config: ClientConfig, name: string, project?: string): ServerConfig {
  const found = config.servers.find((s) => s.name === name && s.project === project);
  if (found === undefined) throw new Error(`no server ${name}`);
  return found;
}

function parseError(
  uri: string,
  text: string,
  hint?: Parameters<typeof parseClientConfig>[2],
): string {
  try {
    parseClientConfig(uri, text, hint);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected an InputError');
}

describe('Claude Desktop', () => {
  const uri = 'claude-desktop/claude_desktop_config.json';
  const text = fixture(uri);
  const config = parseClientConfig(uri, text);

  test('detects the client by file name and reads strict JSON', () => {
    expect(config.client).toBe('claude-desktop');
    expect(config.format).toBe('json');
    expect(config.servers.map((s) => s.name)).toEqual(['filesystem', 'git', 'fetch']);
  });

  test('stdio specs are kept as written', () => {
    expect(server(config, 'filesystem').spec).toEqual({
      transport: 'stdio',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'],
      env: {},
    });
    expect(server(config, 'fetch').disabled).toBe(true);
    expect(server(config, 'git').disabled).toBe(false);
  });

  test('every server and field is located at its first character', () => {
    const git = server(config, 'git');
    expect(git.location).toEqual({
      uri,
      pointer: '/mcpServers/git',
      ...positionAfter(text, '"git": '),
    });
    expect(git.fieldLocations?.['/args/1']).toMatchObject({
      pointer: '/mcpServers/git/args/1',
      ...positionOf(text, '"--repository"'),
    });
    expect(git.fieldLocations?.['/command']).toMatchObject(positionOf(text, '"uvx"'));
  });

  test('a malformed entry is a problem at the bad field; the rest loads', () => {
    expect(config.problems).toEqual([
      {
        server: 'broken',
        message: 'server "broken": "args" element 1 must be a string, found a number',
        location: { uri, pointer: '/mcpServers/broken/args/1', ...positionOf(text, '3]') },
      },
    ]);
  });

  test('comments are a syntax error for strict-JSON clients, with the position', () => {
    const message = parseError(uri, '{\n  // hi\n  "mcpServers": {}\n}');
    expect(message).toBe(
      `${uri}:2:3: expected a string key or '}', found '/' (JSON allows no comments)`,
    );
  });
});

describe('Claude Code', () => {
  test('.mcp.json: stdio, http and sse entries with types', () => {
    const uri = 'claude-code/proj/.mcp.json';
    const config = parseClientConfig(uri, fixture(uri));
    expect(config.client).toBe('claude-code');
    expect(server(config, 'remote').spec).toEqual({
      transport: 'http',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer ${MCP_TOKEN}' },
    });
    expect(server(config, 'events').spec.transport).toBe('sse');
    expect(server(config, 'everything').spec).toMatchObject({
      env: { API_KEY: '${EVERYTHING_API_KEY:-none}' },
    });
    expect(config.problems).toEqual([]);
  });

  test('~/.claude.json: top-level servers and per-project servers', () => {
    const uri = '~/.claude.json';
    const text = fixture('claude-code/.claude.json');
    const config = parseClientConfig(uri, text);
    expect(config.client).toBe('claude-code');
    expect(config.servers.map((s) => [s.name, s.project])).toEqual([
      ['memory', undefined],
      ['sentry', '/home/me/src/app'],
    ]);
    const sentry = server(config, 'sentry', '/home/me/src/app');
    expect(sentry.location).toMatchObject({
      pointer: '/projects/~1home~1me~1src~1app/mcpServers/sentry',
      ...positionAfter(text, '"sentry": '),
    });
  });

  test('a project whose mcpServers is not an object is a problem, not a failure', () => {
    const text =
      '{"projects": {"/p": {"mcpServers": []}, "/q": {"mcpServers": {"a": {"command": "x"}}}}}';
    const config = parseClientConfig('.claude.json', text);
    expect(config.servers.map((s) => s.name)).toEqual(['a']);
    expect(config.problems?.[0]).toMatchObject({
      project: '/p',
      location: { pointer: '/projects/~1p/mcpServers' },
    });
  });
});

describe('Cursor, Windsurf, Gemini', () => {
  test('Cursor: JSONC trailing comma, url without type is http, /sse path is sse', () => {
    const uri = 'cursor/.cursor/mcp.json';
    const config = parseClientConfig(uri, fixture(uri));
    expect(config.client).toBe('cursor');
    expect(config.format).toBe('jsonc');
    expect(server(config, 'linear').spec).toEqual({
      transport: 'sse',
      url: 'https://mcp.linear.app/sse',
      headers: {},
    });
    expect(server(config, 'github').spec).toMatchObject({ command: 'docker' });
  });

  test('Windsurf: serverUrl is the remote URL and is located', () => {
    const uri = 'windsurf/mcp_config.json';
    const text = fixture(uri);
    const config = parseClientConfig(uri, text);
    expect(config.client).toBe('windsurf');
    const figma = server(config, 'figma');
    expect(figma.spec).toEqual({
      transport: 'http',
      url: 'https://mcp.figma.com/mcp',
      headers: { 'X-Figma-Token': '${env:FIGMA_TOKEN}' },
    });
    expect(figma.fieldLocations?.['/url']).toMatchObject({
      pointer: '/mcpServers/figma/serverUrl',
      ...positionOf(text, '"https://mcp.figma.com'),
    });
    expect(server(config, 'puppeteer').disabled).toBe(true);
  });

  test('Gemini: httpUrl is streamable HTTP, url is SSE, cwd is kept', () => {
    const uri = 'gemini/.gemini/settings.json';
    const config = parseClientConfig(uri, fixture(uri));
    expect(config.client).toBe('gemini');
    expect(server(config, 'httpServer').spec.transport).toBe('http');
    expect(server(config, 'sseServer').spec.transport).toBe('sse');
    expect(server(config, 'pythonTools').spec).toMatchObject({ cwd: './mcp-servers/python' });
  });

  test('shape detection without a known file name', () => {
    expect(
      parseClientConfig('x.json', '{"mcpServers":{"a":{"serverUrl":"https://a.example"}}}').client,
    ).toBe('windsurf');
    expect(
      parseClientConfig('x.json', '{"mcpServers":{"a":{"httpUrl":"https://a.example"}}}').client,
    ).toBe('gemini');
    expect(parseClientConfig('x.json', '{"servers":{}}').client).toBe('vscode');
    expect(parseClientConfig('x.json', '{"mcpServers":{}}').client).toBe('generic');
    expect(parseClientConfig('x.json', '{"mcpServers":{}}', { client: 'cursor' }).client).toBe(
      'cursor',
    );
  });
});

describe('VS Code', () => {
  const uri = 'vscode/.vscode/mcp.json';
  const text = fixture(uri);
  const config = parseClientConfig(uri, text);

  test('JSONC with line and block comments and trailing commas', () => {
    expect(config.client).toBe('vscode');
    expect(config.format).toBe('jsonc');
    expect(config.servers.map((s) => s.name)).toEqual(['perplexity', 'fetch']);
  });

  test('inputs are read with their location', () => {
    expect(config.inputs).toEqual([
      {
        id: 'perplexity-key',
        type: 'promptString',
        description: 'Perplexity API Key',
        password: true,
        location: { uri, pointer: '/inputs/0', ...positionOf(text, '{ "type"') },
      },
    ]);
  });

  test('locations after comments are right', () => {
    expect(server(config, 'fetch').location).toEqual({
      uri,
      pointer: '/servers/fetch',
      ...positionOf(text, '{ "type": "http"'),
    });
    expect(server(config, 'perplexity').fieldLocations?.['/env/PERPLEXITY_API_KEY']).toMatchObject(
      positionOf(text, '"${input:perplexity-key}"'),
    );
  });

  test('an unknown transport type is a problem naming the type', () => {
    expect(config.problems).toEqual([
      {
        server: 'weird',
        message:
          'server "weird": unknown transport type "websocket"; expected "stdio", "http", "streamable-http" or "sse"',
        location: { uri, pointer: '/servers/weird/type', ...positionOf(text, '"websocket"') },
      },
    ]);
  });

  test('settings.json "mcp.servers"', () => {
    const settings = parseClientConfig('Code/User/settings.json', fixture('vscode/settings.json'));
    expect(settings.client).toBe('vscode');
    expect(settings.servers.map((s) => [s.name, s.spec.transport])).toEqual([['time', 'stdio']]);
    expect(settings.servers[0].location.pointer).toBe('/mcp/servers/time');
  });

  test('a settings.json without MCP servers is an empty config, not an error', () => {
    expect(parseClientConfig('.vscode/settings.json', '{"editor.tabSize": 2}').servers).toEqual([]);
  });
});

describe('Codex (TOML)', () => {
  const uri = 'codex/.codex/config.toml';
  const text = fixture(uri);
  const config = parseClientConfig(uri, text);

  test('[mcp_servers.NAME] tables, quoted names, sub-tables and inline tables', () => {
    expect(config.client).toBe('codex');
    expect(config.format).toBe('toml');
    expect(config.servers.map((s) => s.name)).toEqual([
      'server-name',
      'quoted name',
      'figma',
      'off',
    ]);
    expect(server(config, 'quoted name').spec).toEqual({
      transport: 'stdio',
      command: 'uvx',
      args: ['--from', 'mcp-server-git==2026.1.14', 'mcp-server-git'],
      env: { GIT_AUTHOR_NAME: 'Bot' },
      cwd: '/srv/repo',
    });
    expect(server(config, 'off').disabled).toBe(true);
  });

  test('bearer_token_env_var becomes an Authorization reference; http_headers are headers', () => {
    expect(server(config, 'figma').spec).toEqual({
      transport: 'http',
      url: 'https://mcp.figma.com/mcp',
      headers: { 'X-Figma-Region': 'us-east-1', Authorization: 'Bearer ${FIGMA_OAUTH_TOKEN}' },
    });
  });

  test('headers, keys, inline-table keys and multi-line array elements are located', () => {
    expect(server(config, 'server-name').location).toEqual({
      uri,
      pointer: '/mcp_servers/server-name',
      ...positionOf(text, '[mcp_servers.server-name]'),
    });
    expect(server(config, 'quoted name').location).toMatchObject(
      positionOf(text, '[mcp_servers."quoted name"]'),
    );
    const quoted = server(config, 'quoted name');
    expect(quoted.fieldLocations?.['/args/1']).toMatchObject(positionOf(text, '"mcp-server-git=='));
    expect(quoted.fieldLocations?.['/env/GIT_AUTHOR_NAME']).toMatchObject(
      positionOf(text, 'GIT_AUTHOR_NAME'),
    );
    expect(server(config, 'server-name').fieldLocations?.['/env/API_KEY']).toMatchObject(
      positionOf(text, '"API_KEY" ='),
    );
    expect(server(config, 'figma').fieldLocations?.['/headers/Authorization']).toMatchObject(
      positionOf(text, 'bearer_token_env_var'),
    );
  });

  test('dotted keys and an inline mcp_servers table', () => {
    const dotted = 'x = 1\nmcp_servers.a.command = "node"\nmcp_servers.a.args = ["a.js"]\n';
    const a = parseClientConfig('config.toml', dotted).servers[0];
    expect([a.name, a.location.line, a.location.column]).toEqual(['a', 2, 1]);
    expect(a.fieldLocations?.['/args/0']).toMatchObject({ line: 3, column: 23 });
    const inline = '[mcp_servers]\nb = { command = "x", args = ["--flag", "y"] }\n';
    const b = parseClientConfig('config.toml', inline).servers[0];
    expect([b.name, b.location.line, b.location.column]).toEqual(['b', 2, 1]);
    expect(b.fieldLocations?.['/args/1']).toMatchObject({ line: 2, column: 40 });
  });

  test('a TOML syntax error names the file, line and column, and never the text', () => {
    const message = parseError(
      'config.toml',
      '[mcp_servers.a]\ncommand = "npx\nsecret = "hunter2hunter2"\n',
    );
    expect(message).toMatch(/^config\.toml:2:\d+: invalid TOML: /);
    expect(message).not.toContain('hunter2');
  });

  test('a config.toml without mcp_servers is an empty config', () => {
    expect(parseClientConfig('config.toml', 'model = "o3"\n').servers).toEqual([]);
  });
});

describe('entries', () => {
  const parse = (servers: unknown) =>
    parseClientConfig('.mcp.json', JSON.stringify({ mcpServers: servers }, null, 2));

  test.each([
    [{ a: 'npx' }, 'server "a": expected an object, found a string'],
    [{ a: {} }, 'server "a": has neither "command" (a local server) nor "url" (a remote one)'],
    [
      { a: { command: 'x', url: 'https://x.example' } },
      'server "a": has both "command" and "url"; set "type" to say which one the client uses',
    ],
    [
      { a: { command: 'x', env: { K: 1 } } },
      'server "a": "env" entry "K" must be a string, found a number',
    ],
    [
      { a: { command: 'x', args: 'a b' } },
      'server "a": "args" must be an array of strings, found a string',
    ],
    [
      { a: { url: 'ftp://x.example/?token=abc' } },
      'server "a": "url" is not an absolute http(s) URL',
    ],
    [
      { a: { type: 'stdio', url: 'https://x.example' } },
      'server "a": is a stdio server without "command"',
    ],
    [{ a: { command: '', args: [] } }, 'server "a": "command" is empty'],
    [
      { a: { command: 'x', disabled: 'yes' } },
      'server "a": "disabled" must be true or false, found a string',
    ],
  ])('%j → %s', (servers, message) => {
    const config = parse(servers);
    expect(config.servers).toEqual([]);
    expect(config.problems?.map((p) => p.message)).toEqual([message]);
  });

  test('type with both command and url decides', () => {
    const config = parse({ a: { type: 'http', command: 'x', url: 'https://x.example/mcp' } });
    expect(config.servers[0].spec.transport).toBe('http');
  });

  test('__proto__ server names are data', () => {
    const config = parseClientConfig(
      '.mcp.json',
      '{"mcpServers": {"__proto__": {"command": "x"}}}',
    );
    expect(config.servers.map((s) => s.name)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).command).toBeUndefined();
  });

  test('URL values with variables are accepted as written', () => {
    const config = parse({ a: { type: 'http', url: '${BASE_URL}/mcp' } });
    expect(config.servers[0].spec).toMatchObject({ url: '${BASE_URL}/mcp' });
  });
});

describe('input errors (exit 2 material)', () => {
  test.each([
    [
      'a.json',
      '[]',
      'a.json: / (line 1, column 1): expected an MCP client config (an object), found an array',
    ],
    [
      'a.json',
      '{"tools": []}',
      'a.json: / (line 1, column 1): not an MCP client config: expected "mcpServers" (Claude, Cursor, Windsurf, Gemini), "servers" (VS Code .vscode/mcp.json) or [mcp_servers.NAME] tables (Codex config.toml)',
    ],
    [
      '.mcp.json',
      '{\n  "mcpServers": [1]\n}',
      '.mcp.json: /mcpServers (line 2, column 17): "mcpServers" must be an object of servers, found an array',
    ],
    ['.vscode/mcp.json', '{ "servers": { "a": 1, }', ".vscode/mcp.json:1:25: expected '}'"],
    [
      '.vscode/mcp.json',
      '{"servers": {}, "servers": {}}',
      '.vscode/mcp.json:1:17: duplicate key "servers"',
    ],
    [
      '.mcp.json',
      '{"mcpServers": {}, "mcpServers": {}}',
      '.mcp.json:1:20: duplicate key "mcpServers"',
    ],
    [
      'config.toml',
      'mcp_servers = 3',
      'config.toml: /mcp_servers (line 1, column 1): "mcp_servers" must be an object of servers, found a number',
    ],
  ])('%s %j', (uri, text, message) => {
    expect(parseError(uri, text)).toBe(message);
  });

  test('UTF-16 bytes get the "save as UTF-8" message', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]);
    expect(parseError('.mcp.json', bytes as unknown as string)).toBe(
      '.mcp.json: file is UTF-16; save as UTF-8',
    );
  });

  test('deep nesting in JSONC is bounded, not a stack overflow', () => {
    const deep = '{"servers": {"a": ' + '['.repeat(100_000) + ']'.repeat(100_000) + '}}';
    expect(parseError('.vscode/mcp.json', deep)).toMatch(/nesting is deeper than 256 levels/);
  });

  test('deep nesting in TOML is bounded too', () => {
    const deep = 'x = ' + '['.repeat(5000) + ']'.repeat(5000) + '\n';
    expect(parseError('config.toml', deep)).toMatch(/^config\.toml:/);
  });

  test('a BOM and CRLF line ends are fine and positions count CRLF as one break', () => {
    const text = '\ufeff{\r\n  "mcpServers": {\r\n    "a": { "command": "x" }\r\n  }\r\n}\r\n';
    const config = parseClientConfig('.mcp.json', new TextEncoder().encode(text));
    expect(config.servers[0].location).toMatchObject({ line: 3, column: 10 });
  });
});
