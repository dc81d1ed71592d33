import path from 'node:path';
import { InputError } from '../model/errors.js';
import { packageRuns } from './packages.js';
import { parseClientConfig } from './parse.js';
import type { ClientKind, ServerSpec } from './types.js';

/** Where a config applies: the project in the working directory, or the user's account. */
export type ConfigScope = 'project' | 'user';

/** Everything discovery reads from the machine, injectable so tests use a temp HOME. */
export interface DiscoverHost {
  cwd: string;
  home: string;
  /** As `process.platform`: `win32` and `darwin` have their own config paths. */
  platform: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Reads a whole file; a missing one throws an error whose `code` is `ENOENT`. */
  readFile: (file: string) => Uint8Array;
}

/** A standard place a client keeps its MCP config. */
export interface ConfigCandidate {
  /** Absolute path in the host platform's syntax. */
  path: string;
  /** `path` relative to cwd, or `~/…` under the home directory (forward slashes). */
  display: string;
  client: ClientKind;
  scope: ConfigScope;
  /** False for files that are mainly something else (VS Code settings): listed only with servers. */
  listWhenEmpty: boolean;
}

export interface DiscoveredServer {
  name: string;
  /** Claude Code user file: the project whose servers these are. */
  project?: string;
  transport: ServerSpec['transport'];
  /** The command (and runner package) or `scheme://host[:port]`: never env, headers, query or userinfo. */
  target: string;
  disabled: boolean;
}

export interface DiscoveredConfig {
  path: string;
  client: ClientKind;
  scope: ConfigScope;
  format?: 'json' | 'jsonc' | 'toml';
  servers: DiscoveredServer[];
  /** One line per malformed entry (TW506 messages; they never quote values). */
  problems: string[];
  /** Set when the file could not be read or parsed; one line. */
  error?: string;
}

export interface DiscoverOptions {
  project?: boolean;
  user?: boolean;
}

/** The standard config locations for this host, project ones first, without duplicates. */
export function standardConfigPaths(
  host: DiscoverHost,
  options: DiscoverOptions = {},
): ConfigCandidate[] {
  const p = host.platform === 'win32' ? path.win32 : path.posix;
  const { home, env } = host;
  const out: ConfigCandidate[] = [];
  const add = (
    file: string,
    client: ClientKind,
    scope: ConfigScope,
    listWhenEmpty = true,
  ): void => {
    out.push({ path: file, display: displayPath(host, file), client, scope, listWhenEmpty });
  };
  if (options.project !== false) {
    const cwd = host.cwd;
    add(p.join(cwd, '.mcp.json'), 'claude-code', 'project');
    add(p.join(cwd, '.cursor', 'mcp.json'), 'cursor', 'project');
    add(p.join(cwd, '.vscode', 'mcp.json'), 'vscode', 'project');
    add(p.join(cwd, '.vscode', 'settings.json'), 'vscode', 'project', false);
    add(p.join(cwd, '.gemini', 'settings.json'), 'gemini', 'project');
    add(p.join(cwd, '.codex', 'config.toml'), 'codex', 'project');
  }
  if (options.user !== false) {
    // Per-OS application-data directory (Electron apps: Claude Desktop, VS Code)
    const appData =
      host.platform === 'darwin'
        ? p.join(home, 'Library', 'Application Support')
        : host.platform === 'win32'
          ? (env.APPDATA ?? p.join(home, 'AppData', 'Roaming'))
          : (env.XDG_CONFIG_HOME ?? p.join(home, '.config'));
    add(p.join(appData, 'Claude', 'claude_desktop_config.json'), 'claude-desktop', 'user');
    add(p.join(home, '.claude.json'), 'claude-code', 'user');
    if (env.CLAUDE_CONFIG_DIR !== undefined && env.CLAUDE_CONFIG_DIR !== '') {
      add(p.join(env.CLAUDE_CONFIG_DIR, '.claude.json'), 'claude-code', 'user');
    }
    add(p.join(home, '.cursor', 'mcp.json'), 'cursor', 'user');
    for (const edition of ['Code', 'Code - Insiders']) {
      add(p.join(appData, edition, 'User', 'mcp.json'), 'vscode', 'user');
      add(p.join(appData, edition, 'User', 'settings.json'), 'vscode', 'user', false);
    }
    add(p.join(home, '.codeium', 'windsurf', 'mcp_config.json'), 'windsurf', 'user');
    add(p.join(home, '.gemini', 'settings.json'), 'gemini', 'user');
    const codexHome =
      env.CODEX_HOME !== undefined && env.CODEX_HOME !== ''
        ? env.CODEX_HOME
        : p.join(home, '.codex');
    add(p.join(codexHome, 'config.toml'), 'codex', 'user');
  }
  // When cwd is the home directory the project and user files are one file: keep it once, as user
  const byPath = new Map<string, ConfigCandidate>();
  for (const c of out) {
    const key =
      host.platform === 'win32' || host.platform === 'darwin' ? c.path.toLowerCase() : c.path;
    const seen = byPath.get(key);
    if (seen === undefined || (seen.scope === 'project' && c.scope === 'user')) byPath.set(key, c);
  }
  return [...byPath.values()];
}

function displayPath(host: DiscoverHost, file: string): string {
  const p = host.platform === 'win32' ? path.win32 : path.posix;
  const inside = (dir: string): string | undefined => {
    const rel = p.relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !p.isAbsolute(rel)
      ? rel.split(p.sep).join('/')
      : undefined;
  };
  const inCwd = inside(host.cwd);
  if (inCwd !== undefined && host.cwd !== host.home) return inCwd;
  const inHome = inside(host.home);
  if (inHome !== undefined) return `~/${inHome}`;
  return file.split(p.sep).join('/');
}

/**
 * Finds and parses the MCP configs in the standard places. Never starts anything, never uses the
 * network. Missing files are left out; unreadable or malformed ones are listed with a one-line
 * error, so one broken file does not hide the others. Sorted: project before user, then path.
 */
export function discoverConfigs(
  host: DiscoverHost,
  options: DiscoverOptions = {},
): DiscoveredConfig[] {
  const found: DiscoveredConfig[] = [];
  for (const candidate of standardConfigPaths(host, options)) {
    let bytes: Uint8Array;
    try {
      bytes = host.readFile(candidate.path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      // a reader that says why (not a regular file, over the limit) is quoted as it says it
      const reason = (error as { reason?: unknown }).reason;
      found.push({
        ...entryOf(candidate),
        error: `${candidate.display}: ${typeof reason === 'string' ? reason : readFailure(code)}`,
      });
      continue;
    }
    try {
      const config = parseClientConfig(candidate.display, bytes, { client: candidate.client });
      const problems = (config.problems ?? []).map(
        (p) => `${p.message} (line ${p.location.line}, column ${p.location.column})`,
      );
      if (!candidate.listWhenEmpty && config.servers.length === 0 && problems.length === 0)
        continue;
      const entry: DiscoveredConfig = {
        ...entryOf(candidate),
        servers: config.servers.map((s) => {
          const server: DiscoveredServer = {
            name: s.name,
            transport: s.spec.transport,
            target: describeServerTarget(s.spec),
            disabled: s.disabled,
          };
          if (s.project !== undefined) server.project = s.project;
          return server;
        }),
        problems,
      };
      if (config.format !== undefined) entry.format = config.format;
      entry.servers.sort(
        (a, b) => compare(a.project ?? '', b.project ?? '') || compare(a.name, b.name),
      );
      found.push(entry);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      found.push({ ...entryOf(candidate), error: error.message });
    }
  }
  return found.sort(
    (a, b) =>
      compare(a.scope === 'project' ? '0' : '1', b.scope === 'project' ? '0' : '1') ||
      compare(a.path, b.path),
  );
}

function entryOf(c: ConfigCandidate): DiscoveredConfig {
  return { path: c.display, client: c.client, scope: c.scope, servers: [], problems: [] };
}

function readFailure(code: string | undefined): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'cannot read: permission denied';
    case 'EISDIR':
      return 'cannot read: is a directory';
    default:
      return `cannot read${code === undefined ? '' : ` (${code})`}`;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What a listing may say about where a server runs: the command (with the runner package for
 * `npx`/`uvx`/…) or the URL's scheme, host and port. Never env or header values, args that may
 * carry tokens, URL paths, queries or userinfo.
 */
export function describeServerTarget(spec: ServerSpec): string {
  if (spec.transport === 'stdio') {
    const runs = packageRuns(spec.command, spec.args);
    const pkg = runs.map((r) => (/[:/]{2}|^git\+/.test(r.spec) ? r.name : r.spec));
    return [spec.command, ...pkg].join(' ');
  }
  try {
    const url = new URL(spec.url);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(URL with variables)';
  }
}
