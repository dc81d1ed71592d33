import type { ClientKind } from './types.js';

/** What a file's path says about it: which client reads it, and whether it is a settings file. */
export interface PathClue {
  client: ClientKind;
  /**
   * A file that is mainly something else (editor settings, the Claude Code user state, Codex's
   * config, Claude Desktop's preferences): having no MCP servers in it is normal, not an error.
   */
  settings: boolean;
}

/** The client that reads a file of this path, or undefined when the path says nothing. */
export function clientFromPath(uri: string): PathClue | undefined {
  const path = uri.replace(/\\/g, '/').toLowerCase();
  const base = path.slice(path.lastIndexOf('/') + 1);
  const endsWith = (suffix: string): boolean => path === suffix || path.endsWith('/' + suffix);
  if (base === 'claude_desktop_config.json') return { client: 'claude-desktop', settings: true };
  if (base === '.claude.json') return { client: 'claude-code', settings: true };
  if (base === '.mcp.json' || base === 'managed-mcp.json') {
    return { client: 'claude-code', settings: false };
  }
  if (endsWith('.cursor/mcp.json')) return { client: 'cursor', settings: false };
  if (
    endsWith('.vscode/mcp.json') ||
    /(^|\/)(code|code - insiders|vscodium)\/user\/(profiles\/[^/]+\/)?mcp\.json$/.test(path)
  ) {
    return { client: 'vscode', settings: false };
  }
  if (
    endsWith('.vscode/settings.json') ||
    /(^|\/)(code|code - insiders|vscodium)\/user\/(profiles\/[^/]+\/)?settings\.json$/.test(path)
  ) {
    return { client: 'vscode', settings: true };
  }
  if (base === 'mcp_config.json') return { client: 'windsurf', settings: false };
  if (endsWith('.gemini/settings.json')) return { client: 'gemini', settings: true };
  if (base.endsWith('.toml')) return { client: 'codex', settings: true };
  return undefined;
}

/** Clients whose own loader is a strict JSON parser: a comment there breaks the client too. */
export function isStrictJsonClient(client: ClientKind): boolean {
  return client === 'claude-desktop' || client === 'claude-code';
}

/** Guesses the client of a parsed JSON object from its shape alone (path said nothing). */
export function clientFromShape(root: Record<string, unknown>): ClientKind | undefined {
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(root, key);
  if (has('mcpServers')) {
    const servers = root.mcpServers;
    if (isObject(servers)) {
      const entries = Object.values(servers).filter(isObject);
      if (entries.some((e) => 'serverUrl' in e)) return 'windsurf';
      if (entries.some((e) => 'httpUrl' in e)) return 'gemini';
    }
    return 'generic';
  }
  if (has('projects') && isObject(root.projects)) return 'claude-code';
  if (has('servers') || has('inputs')) return 'vscode';
  if (has('mcp.servers') || (isObject(root.mcp) && 'servers' in root.mcp)) return 'vscode';
  if (has('mcp_servers')) return 'codex';
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
