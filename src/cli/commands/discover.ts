import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { Option } from 'commander';
import {
  discoverConfigs,
  type DiscoveredConfig,
  type DiscoverHost,
} from '../../config/discover.js';
import { escapeTerminal, stringifyJsonSafe } from '../../report/escape.js';
import { VERSION } from '../../version.js';
import type { RegisterCommand } from '../context.js';
import type { ProcessIo } from '../../io/process-io.js';
import { readRegularFile } from '../../io/files.js';

/**
 * Tests (and embedders) may pass the machine discovery looks at on the io object; the CLI uses
 * the real one. Kept here rather than on ProcessIo because only `discover` reads home and platform.
 */
export interface DiscoverIo extends ProcessIo {
  discoverHost?: Partial<Omit<DiscoverHost, 'cwd'>>;
}

interface DiscoverCliOptions {
  format: 'human' | 'json';
  project: boolean;
  user: boolean;
}

/** `toolwitness discover`. */
export const registerDiscover: RegisterCommand = (program, { io }) => {
  program
    .command('discover')
    .summary('list the MCP client configs on this machine and the servers they name')
    .description(
      'Looks for MCP client configs in the project (the working directory) and in each ' +
        "client's standard per-user location, and lists every server they name: transport, " +
        'and the command or URL host. Nothing is started and nothing is fetched; env and header ' +
        'values, URL paths, queries and credentials are never shown. A file that cannot be read ' +
        'or parsed is listed with its error; the others are still listed.',
    )
    .addOption(
      new Option('-f, --format <format>', 'output format')
        .choices(['human', 'json'])
        .default('human'),
    )
    .option('--no-project', 'skip the project files in the working directory')
    .option('--no-user', 'skip the per-user files in the home directory')
    .addHelpText(
      'after',
      `
Where it looks (project = working directory, ~ = home):
  Claude Code     .mcp.json, ~/.claude.json (top-level and per-project "mcpServers")
  Claude Desktop  macOS   ~/Library/Application Support/Claude/claude_desktop_config.json
                  Windows %APPDATA%\\Claude\\claude_desktop_config.json
                  Linux   ~/.config/Claude/claude_desktop_config.json
  Cursor          .cursor/mcp.json, ~/.cursor/mcp.json
  VS Code         .vscode/mcp.json ("servers", "inputs"), .vscode/settings.json ("mcp"),
                  the user dir's mcp.json and settings.json (Code and Code - Insiders)
  Windsurf        ~/.codeium/windsurf/mcp_config.json
  Gemini CLI      .gemini/settings.json, ~/.gemini/settings.json
  Codex CLI       .codex/config.toml, $CODEX_HOME/config.toml or ~/.codex/config.toml

Examples:
  toolwitness discover
  toolwitness discover --no-user --format json
  toolwitness scan --config .mcp.json --no-spawn
                                 lint a listed config without starting its servers

Exit status: 0 (also when a file is broken: it is listed with its error), 2 bad arguments.`,
    )
    .action((opts: DiscoverCliOptions) => {
      const configs = discoverConfigs(hostFor(io), { project: opts.project, user: opts.user });
      io.stdout(opts.format === 'json' ? renderJson(configs) : renderHuman(configs));
    });
};

function hostFor(io: ProcessIo): DiscoverHost {
  const given = (io as DiscoverIo).discoverHost ?? {};
  return {
    cwd: io.cwd,
    home: given.home ?? homedir(),
    platform: given.platform ?? process.platform,
    env: given.env ?? process.env,
    readFile: given.readFile ?? ((file) => readDiscovered(file, io.cwd)),
  };
}

/** A standard config path, read as any input is (regular files only, bounded); missing is ENOENT. */
function readDiscovered(file: string, cwd: string): Uint8Array {
  if (!existsSync(file)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  return readRegularFile(file, cwd).content;
}

function renderJson(configs: DiscoveredConfig[]): string {
  const servers = configs.reduce((n, c) => n + c.servers.length, 0);
  const errors = configs.filter((c) => c.error !== undefined).length;
  return (
    stringifyJsonSafe(
      {
        schemaVersion: 1,
        tool: { name: 'toolwitness', version: VERSION },
        command: 'discover',
        summary: { configs: configs.length, servers, errors },
        configs,
      },
      2,
    ) + '\n'
  );
}

function renderHuman(configs: DiscoveredConfig[]): string {
  if (configs.length === 0) {
    return 'no MCP client configs found (see `toolwitness discover --help` for where it looks)\n';
  }
  const lines: string[] = [];
  for (const c of configs) {
    lines.push(`${c.scope.padEnd(7)} ${escapeTerminal(c.path)}  (${c.client})`);
    if (c.error !== undefined) {
      lines.push(`  error: ${escapeTerminal(c.error)}`);
      continue;
    }
    if (c.servers.length === 0 && c.problems.length === 0) lines.push('  (no servers)');
    const names = c.servers.map((s) =>
      escapeTerminal(s.project === undefined ? s.name : `${s.name} [${s.project}]`),
    );
    const width = Math.max(0, ...names.map((n) => n.length));
    c.servers.forEach((s, i) => {
      const disabled = s.disabled ? '  (disabled)' : '';
      lines.push(
        `  ${names[i].padEnd(width)}  ${s.transport.padEnd(5)}  ${escapeTerminal(s.target)}${disabled}`,
      );
    });
    for (const p of c.problems) lines.push(`  invalid: ${escapeTerminal(p)}`);
  }
  const servers = configs.reduce((n, c) => n + c.servers.length, 0);
  const errors = configs.filter((c) => c.error !== undefined).length;
  const broken = errors > 0 ? ` (${errors} unreadable or malformed)` : '';
  lines.push('', `configs: ${configs.length}${broken}, servers: ${servers}`);
  return lines.join('\n') + '\n';
}
