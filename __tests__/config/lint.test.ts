import { lintClientConfig, parseClientConfig } from '../../src/config/index.js';
import type { Finding } from '../../src/model/finding.js';
import { buildReport, render } from '../../src/report/index.js';
import { ruleById } from '../../src/rules/registry.js';
import { fixture, positionOf } from './helpers.js';

// Token-shaped test values are assembled at run time so no credential-looking literal is committed.
const GHP = 'ghp' + '_' + 'R4nd0mTestValue1234567890abcdefghij';
const ANT = 'sk-' + 'ant-' + 'api03-TestOnlyValue_1234567890abcdefXYZ';
const SLACK = 'xox' + 'b-' + '123456789012-abcdefTESTvalue';
const AWS = 'AKIA' + 'TESTONLY12345678';
const JWT = 'eyJ' + 'hbGciOiJIUzI1NiJ9.eyJ' + 'zdWIiOiJ0ZXN0In0.c2lnbmF0dXJlX3Rlc3Q';
const LITERAL = 'correct-horse-battery-staple';
const ENTROPIC = 'Zq8' + 'vK2mP9xL4wR7tN1bY6cH3jF5dS0gA8eU';
const SECRETS = [GHP, ANT, SLACK, AWS, JWT, LITERAL, ENTROPIC];

function lint(servers: Record<string, unknown>, uri = '.mcp.json'): Finding[] {
  return lintClientConfig(parseClientConfig(uri, JSON.stringify({ mcpServers: servers }, null, 2)));
}

function only(findings: Finding[], ruleId: string): Finding {
  const hits = findings.filter((f) => f.ruleId === ruleId);
  expect(hits).toHaveLength(1);
  return hits[0];
}

describe('TW523 config-secret', () => {
  const servers = {
    github: {
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-github@2026.8.31'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: GHP, LOG_LEVEL: 'debug' },
    },
    claude: { command: 'node', args: ['proxy.js', '--api-key', ANT] },
    slack: { command: 'node', args: ['slack.js', `--token=${SLACK}`] },
    aws: {
      command: 'docker',
      args: ['run', '-e', `AWS_ACCESS_KEY_ID=${AWS}`, 'img@sha256:' + 'a'.repeat(64)],
    },
    api: {
      type: 'http',
      url: 'https://api.example.com/mcp',
      headers: { Authorization: `Bearer ${JWT}`, 'X-Request-Source': 'toolwitness' },
    },
    db: { command: 'node', args: ['db.js'], env: { DB_PASSWORD: LITERAL } },
    blob: { command: 'node', args: ['b.js'], env: { OPAQUE: ENTROPIC } },
    query: { type: 'http', url: `https://api.example.com/mcp?api_key=${LITERAL}`, headers: {} },
    userinfo: { type: 'sse', url: `https://bot:${LITERAL}@api.example.com/sse`, headers: {} },
    bridge: {
      command: 'npx',
      args: [
        '-y',
        'mcp-remote@0.1.30',
        'https://mcp.example.com/mcp',
        '--header',
        `Authorization: Bearer ${LITERAL}`,
      ],
    },
  };
  const findings = lint(servers);
  const finding = only(findings, 'TW523');

  test('finds each literal secret by key shape or value shape, grouped in one finding', () => {
    expect(finding.severity).toBe('error');
    expect(finding.evidence.hits).toEqual([
      { server: 'github', field: 'env', key: 'GITHUB_PERSONAL_ACCESS_TOKEN', kind: 'github-token' },
      { server: 'claude', field: 'args', key: '--api-key', kind: 'anthropic-key' },
      { server: 'slack', field: 'args', key: '--token', kind: 'slack-token' },
      { server: 'aws', field: 'args', key: 'AWS_ACCESS_KEY_ID', kind: 'aws-access-key' },
      { server: 'api', field: 'headers', key: 'Authorization', kind: 'jwt' },
      { server: 'db', field: 'env', key: 'DB_PASSWORD', kind: 'secret-named-key' },
      { server: 'blob', field: 'env', key: 'OPAQUE', kind: 'high-entropy' },
      { server: 'query', field: 'url', key: 'url', kind: 'url-credentials' },
      { server: 'userinfo', field: 'url', key: 'url', kind: 'url-credentials' },
      { server: 'bridge', field: 'args', key: 'Authorization', kind: 'bearer-token' },
    ]);
    expect(finding.locations).toHaveLength(10);
    expect(finding.message).toMatch(
      /^10 literal secrets in 10 servers: server "github": env "GITHUB_PERSONAL_ACCESS_TOKEN" holds a literal GitHub token; /,
    );
  });

  test('locations point at the value itself', () => {
    const text = JSON.stringify({ mcpServers: servers }, null, 2);
    expect(finding.locations[0]).toEqual({
      uri: '.mcp.json',
      pointer: '/mcpServers/github/env/GITHUB_PERSONAL_ACCESS_TOKEN',
      server: 'github',
      ...positionOf(text, `"${GHP}"`),
    });
    expect(finding.locations[1]).toMatchObject({
      pointer: '/mcpServers/claude/args/2',
      ...positionOf(text, `"${ANT}"`),
    });
  });

  test('no secret value appears in the finding or in any render', () => {
    const report = buildReport({ command: 'scan', version: '0.0.0', findings, stats: {} });
    const outputs = [
      JSON.stringify(findings),
      render(report, 'human'),
      render(report, 'json'),
      render(report, 'sarif'),
    ];
    for (const out of outputs) {
      for (const secret of SECRETS) {
        expect(out).not.toContain(secret);
        // nor a recognisable piece of it
        expect(out).not.toContain(secret.slice(4, 16));
      }
    }
  });

  test('the fingerprint does not depend on the secret value', () => {
    const other = lint({
      ...servers,
      github: {
        ...servers.github,
        env: { ...servers.github.env, GITHUB_PERSONAL_ACCESS_TOKEN: GHP.replace('R4', 'Q9') },
      },
    });
    expect(only(other, 'TW523').fingerprint).toBe(finding.fingerprint);
  });

  test('references, placeholders and settings are not secrets', () => {
    const clean = lint({
      a: {
        command: 'npx',
        args: [
          '-y',
          'pkg@1.0.0',
          '--token',
          '${TOKEN}',
          '--password=${env:PW}',
          '--max-tokens',
          '4096',
        ],
        env: {
          GITHUB_TOKEN: '${GITHUB_TOKEN}',
          API_KEY: '${env:API_KEY}',
          OPENAI_API_KEY: '<your-api-key>',
          SLACK_TOKEN: 'YOUR_SLACK_TOKEN_HERE',
          MAX_TOKENS: '8000',
          TOKEN_FILE: '/run/secrets/token',
          AUTH_ENABLED: 'true',
          GIT_SHA: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3a94a8fe5',
          PATH: '/usr/local/bin:/usr/bin',
        },
      },
      b: {
        type: 'http',
        url: 'https://api.example.com/mcp?region=eu',
        headers: { Authorization: 'Bearer ${input:token}', 'X-Api-Key': '${API_KEY}' },
      },
    });
    expect(clean.filter((f) => f.ruleId === 'TW523')).toEqual([]);
  });

  test('one hit gives a one-server message', () => {
    const [f] = lint({ db: { command: 'node', env: { PGPASSWORD: LITERAL } } });
    expect(f.message).toBe('server "db": env "PGPASSWORD" holds a literal secret value');
  });
});

describe('TW524 unpinned-package', () => {
  const runs: [string, string[], string | undefined][] = [
    ['npx', ['-y', '@modelcontextprotocol/server-memory'], 'with no version'],
    [
      'npx',
      ['-y', '@modelcontextprotocol/server-memory@latest'],
      'at "latest", not an exact version',
    ],
    ['npx', ['--yes', 'server-x@^1.2.0'], 'at "^1.2.0", not an exact version'],
    ['npx', ['-y', '@modelcontextprotocol/server-memory@2026.8.31'], undefined],
    ['npx', ['-y', '--package', 'pkg@1.0.0', 'pkg-bin'], undefined],
    ['npx', ['-y', '--package=pkg', 'pkg-bin'], 'with no version'],
    ['npx', ['./local/server.js'], undefined],
    ['bunx', ['some-mcp'], 'with no version'],
    ['pnpm', ['dlx', 'some-mcp@2.0.0'], undefined],
    ['pnpm', ['dlx', 'some-mcp'], 'with no version'],
    ['yarn', ['dlx', 'some-mcp@next'], 'at "next", not an exact version'],
    ['npm', ['exec', '--yes', '--', 'some-mcp'], 'with no version'],
    ['uvx', ['mcp-server-git'], 'with no version'],
    ['uvx', ['mcp-server-git==2026.1.14'], undefined],
    ['uvx', ['mcp-server-git@2026.1.14'], undefined],
    ['uvx', ['mcp-server-git@latest'], 'at "latest", not an exact version'],
    ['uvx', ['--python', '3.12', 'mcp-server-time>=1.0'], 'at ">=1.0", not an exact version'],
    ['uvx', ['--from', 'mcp-server-git==2026.1.14', 'mcp-server-git'], undefined],
    ['uvx', ['--from', 'git+https://github.com/o/r', 'r'], 'with no version'],
    ['uvx', ['--from', 'git+https://github.com/o/r@' + 'ab12'.repeat(10), 'r'], undefined],
    ['uv', ['tool', 'run', 'mcp-server-fetch'], 'with no version'],
    ['pipx', ['run', 'mcp-server-fetch'], 'with no version'],
    ['pipx', ['run', '--spec', 'mcp-server-fetch==1.0.0', 'mcp-server-fetch'], undefined],
    ['cmd', ['/c', 'npx', '-y', '@scope/pkg'], 'with no version'],
    ['C:\\Program Files\\nodejs\\npx.cmd', ['-y', '@scope/pkg'], 'with no version'],
    ['node', ['server.js'], undefined],
    ['docker', ['run', '-i', 'image'], undefined],
  ];
  test.each(runs)('%s %j', (command, args, how) => {
    const findings = lint({ s: { command, args } }).filter((f) => f.ruleId === 'TW524');
    if (how === undefined) {
      expect(findings).toEqual([]);
    } else {
      expect(findings).toHaveLength(1);
      expect(findings[0].message).toContain(how);
      expect(findings[0].severity).toBe('warning');
    }
  });

  test('located at the package argument; grouped across servers; package names in evidence', () => {
    const uri = 'claude-desktop/claude_desktop_config.json';
    const text = fixture(uri);
    const f = only(lintClientConfig(parseClientConfig(uri, text)), 'TW524');
    expect(f.evidence.hits).toEqual([
      {
        server: 'filesystem',
        runner: 'npx',
        ecosystem: 'npm',
        package: '@modelcontextprotocol/server-filesystem',
      },
      { server: 'git', runner: 'uvx', ecosystem: 'pypi', package: 'mcp-server-git' },
    ]);
    expect(f.locations.map((l) => [l.server, l.line, l.column])).toEqual([
      [
        'filesystem',
        positionOf(text, '"@modelcontextprotocol').line,
        positionOf(text, '"@modelcontextprotocol').column,
      ],
      [
        'git',
        positionOf(text, '"mcp-server-git"').line,
        positionOf(text, '"mcp-server-git"').column,
      ],
    ]);
    expect(f.message).toBe(
      '2 unpinned packages in 2 servers: server "filesystem": npx fetches "@modelcontextprotocol/server-filesystem" with no version; ' +
        'server "git": uvx fetches "mcp-server-git" with no version',
    );
  });

  test('a git URL with a token is named without it', () => {
    const [f] = lint({
      s: { command: 'npx', args: [`git+https://bot:${LITERAL}@github.com/o/r.git`] },
    }).filter((x) => x.ruleId === 'TW524');
    expect(f.message).toContain('https://github.com/o/r.git');
    expect(JSON.stringify(f)).not.toContain(LITERAL);
  });
});

describe('TW525 shell-interpolation', () => {
  test.each([
    ['sh', ['-c', 'exec node server.js --root "$ROOT"'], '$VAR'],
    ['bash', ['-lc', 'node $(which server) --x'], '$(…)'],
    ['/bin/zsh', ['-c', 'cd ${HOME}/x && node s.js'], '${…}'],
    ['bash', ['-c', 'node `npm root -g`/s.js'], '`…`'],
    ['cmd', ['/c', 'node', '%APPDATA%\\s.js'], '%VAR%'],
    ['powershell', ['-NoProfile', '-Command', 'node $env:USERPROFILE\\s.js'], '$VAR'],
    ['pwsh', ['-EncodedCommand', 'bgBvAGQAZQA='], '-EncodedCommand'],
  ])('%s %j → %s', (command, args, construct) => {
    const f = only(lint({ s: { command, args } }), 'TW525');
    expect(f.severity).toBe('warning');
    expect(f.evidence.hits).toEqual([
      expect.objectContaining({ server: 's', constructs: expect.arrayContaining([construct]) }),
    ]);
  });

  test.each([
    ['bash', ['-c', 'exec node server.js --port 8080']],
    ['bash', ['server.sh', '$HOME']],
    ['node', ['-e', 'console.log(`${x}`)']],
    ['cmd', ['/c', 'npx', '-y', 'pkg@1.0.0']],
  ])('%s %j is not flagged', (command, args) => {
    expect(lint({ s: { command, args } }).filter((f) => f.ruleId === 'TW525')).toEqual([]);
  });

  test('the script is not quoted in the finding (it may embed secrets)', () => {
    const f = only(
      lint({ s: { command: 'bash', args: ['-c', `TOKEN=${LITERAL} node s.js $X`] } }),
      'TW525',
    );
    expect(JSON.stringify(f)).not.toContain(LITERAL);
    expect(f.locations[0].pointer).toBe('/mcpServers/s/args/1');
  });
});

describe('TW506 server-config-invalid', () => {
  test('problems become one grouped error finding with a location per problem', () => {
    const uri = 'vscode/.vscode/mcp.json';
    const text = fixture(uri);
    const config = parseClientConfig(uri, text);
    const f = only(lintClientConfig(config), 'TW506');
    expect(f.severity).toBe('error');
    expect(f.rule).toBe('server-config-invalid');
    expect(f.locations).toEqual([
      { uri, pointer: '/servers/weird/type', server: 'weird', ...positionOf(text, '"websocket"') },
    ]);
    expect(f.message).toBe(config.problems?.[0].message);
  });

  test('a clean config has no findings at all', () => {
    const uri = 'claude-code/proj/.mcp.json';
    expect(lintClientConfig(parseClientConfig(uri, fixture(uri)))).toEqual([]);
  });

  test('findings are deterministic and fingerprints stable when unrelated servers move', () => {
    const a = lint({ x: { command: 'npx', args: ['p'] }, y: { command: 'node', args: ['s.js'] } });
    const b = lint({
      y: { command: 'node', args: ['s.js', '--v'] },
      x: { command: 'npx', args: ['p'] },
    });
    expect(a.map((f) => f.fingerprint)).toEqual(b.map((f) => f.fingerprint));
  });

  test('every config rule is registered with help', () => {
    for (const id of ['TW506', 'TW523', 'TW524', 'TW525']) {
      expect(ruleById(id).help.length).toBeGreaterThan(50);
    }
  });
});
