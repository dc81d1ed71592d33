import { expandServerEnv, parseClientConfig } from '../../src/config/index.js';
import type { RemoteServerSpec, StdioServerSpec } from '../../src/config/index.js';
import { fixture } from './helpers.js';

const env = { HOME: '/home/me', TOKEN: 's3cr3t', EMPTY: '', PORT: '8080' };

describe('expandServerEnv', () => {
  test('expands ${VAR} and ${env:VAR} in command, args, env values and cwd; keys stay', () => {
    const spec: StdioServerSpec = {
      transport: 'stdio',
      command: '${HOME}/bin/server',
      args: ['--port', '${env:PORT}', '--x=${NOPE}'],
      env: { TOKEN: '${TOKEN}', '${KEY}': 'v' },
      cwd: '${env:HOME}/work',
    };
    const result = expandServerEnv(spec, env);
    expect(result.spec).toEqual({
      transport: 'stdio',
      command: '/home/me/bin/server',
      args: ['--port', '8080', '--x='],
      env: { TOKEN: 's3cr3t', '${KEY}': 'v' },
      cwd: '/home/me/work',
    });
    expect(result.missing).toEqual(['NOPE']);
    expect(result.unresolved).toEqual([]);
    // the input is not changed
    expect(spec.args[1]).toBe('${env:PORT}');
  });

  test('expands url and header values of remote servers', () => {
    const spec: RemoteServerSpec = {
      transport: 'http',
      url: 'https://h.example/${env:PATH_PART}/mcp',
      headers: { Authorization: 'Bearer ${TOKEN}' },
    };
    const result = expandServerEnv(spec, env);
    expect(result.spec).toEqual({
      transport: 'http',
      url: 'https://h.example//mcp',
      headers: { Authorization: 'Bearer s3cr3t' },
    });
    expect(result.missing).toEqual(['PATH_PART']);
  });

  test('${input:ID} and client variables stay as written and are reported', () => {
    const uri = 'vscode/.vscode/mcp.json';
    const perplexity = parseClientConfig(uri, fixture(uri)).servers[0];
    const result = expandServerEnv(perplexity.spec, env);
    expect(result.spec).toMatchObject({
      env: { PERPLEXITY_API_KEY: '${input:perplexity-key}' },
      cwd: '${workspaceFolder}',
    });
    expect(result.unresolved).toEqual(['input:perplexity-key', 'workspaceFolder']);
    expect(result.missing).toEqual([]);
  });

  test('client variables take values from options.variables', () => {
    const spec: StdioServerSpec = {
      transport: 'stdio',
      command: 'node',
      args: ['${workspaceFolder}/s.js', '${userHome}'],
      env: {},
    };
    const result = expandServerEnv(spec, env, { variables: { workspaceFolder: '/w' } });
    expect(result.spec.args).toEqual(['/w/s.js', '${userHome}']);
    expect(result.unresolved).toEqual(['userHome']);
  });

  test('${VAR:-default} uses the default when VAR is unset or empty', () => {
    const spec: StdioServerSpec = {
      transport: 'stdio',
      command: 'x',
      args: ['${NOPE:-a}', '${EMPTY:-b}', '${PORT:-c}'],
      env: {},
    };
    const result = expandServerEnv(spec, env);
    expect(result.spec.args).toEqual(['a', 'b', '8080']);
    expect(result.missing).toEqual([]);
  });

  test('an expanded value is never expanded again; no prototype lookups', () => {
    const spec: StdioServerSpec = {
      transport: 'stdio',
      command: 'x',
      args: ['${A}', '${toString}', '${constructor}'],
      env: {},
    };
    const result = expandServerEnv(spec, { A: '${TOKEN}' });
    expect(result.spec.args).toEqual(['${TOKEN}', '', '']);
    expect(result.missing).toEqual(['constructor', 'toString']);
  });

  test('Gemini also expands bare $VAR', () => {
    const uri = 'gemini/.gemini/settings.json';
    const config = parseClientConfig(uri, fixture(uri));
    const http = config.servers.find((s) => s.name === 'httpServer');
    const result = expandServerEnv(http!.spec, env, { client: config.client });
    expect(result.spec).toMatchObject({ headers: { Authorization: 'Bearer s3cr3t' } });
    const plain = expandServerEnv(http!.spec, env);
    expect(plain.spec).toMatchObject({ headers: { Authorization: 'Bearer $TOKEN' } });
  });

  test('missing lists names only', () => {
    const spec: StdioServerSpec = {
      transport: 'stdio',
      command: 'x',
      args: ['${B}', '${A}', '${B}'],
      env: {},
    };
    expect(expandServerEnv(spec, {}).missing).toEqual(['A', 'B']);
  });
});
