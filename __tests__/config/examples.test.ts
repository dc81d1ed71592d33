import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintClientConfig, parseClientConfig } from '../../src/config/index.js';
import { EXAMPLES, fixture } from './helpers.js';

describe('examples/configs', () => {
  test.each([
    ['claude_desktop_config.json', 'claude-desktop', ['everything', 'filesystem', 'memory']],
    ['mcp.json', 'vscode', ['github', 'memory']],
    ['config.toml', 'codex', ['docs', 'everything', 'filesystem']],
  ])('%s parses as %s and is clean (pinned, no literal secrets)', (file, client, names) => {
    // the VS Code example is meant to be saved as .vscode/mcp.json; say so with the hint
    const hint = file === 'mcp.json' ? { client: 'vscode' as const } : {};
    const config = parseClientConfig(
      `examples/configs/${file}`,
      readFileSync(join(EXAMPLES, file)),
      hint,
    );
    expect(config.client).toBe(client);
    expect(config.servers.map((s) => s.name).sort()).toEqual(names);
    expect(config.problems).toEqual([]);
    expect(lintClientConfig(config)).toEqual([]);
  });

  test('the reference servers are pinned to 2026.8.31', () => {
    const text = readFileSync(join(EXAMPLES, 'claude_desktop_config.json'), 'utf8');
    for (const pkg of ['server-filesystem', 'server-memory', 'server-everything']) {
      expect(text).toContain(`@modelcontextprotocol/${pkg}@2026.8.31`);
    }
  });
});

describe('fixtures lint as documented', () => {
  test('Cursor fixture: bash -c with interpolation is TW525', () => {
    const uri = 'cursor/.cursor/mcp.json';
    const findings = lintClientConfig(parseClientConfig(uri, fixture(uri)));
    expect(findings.map((f) => [f.ruleId, f.message])).toEqual([
      ['TW525', 'server "local": bash script interpolates ${…}, $VAR'],
    ]);
  });

  test('VS Code fixture: @latest is TW524, the prompted key is not a secret', () => {
    const uri = 'vscode/.vscode/mcp.json';
    const findings = lintClientConfig(parseClientConfig(uri, fixture(uri)));
    expect(findings.map((f) => f.ruleId)).toEqual(['TW506', 'TW524']);
  });
});
