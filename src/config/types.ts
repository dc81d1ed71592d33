import type { SourceLocation } from '../model/tool.js';

/** The MCP client whose config format a file uses. */
export type ClientKind =
  | 'claude-desktop'
  | 'claude-code'
  | 'cursor'
  | 'vscode'
  | 'windsurf'
  | 'gemini'
  | 'codex'
  | 'generic';

/** A server started as a child process speaking MCP over stdio. Values are as written (unexpanded). */
export interface StdioServerSpec {
  transport: 'stdio';
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

/** A server reached over the network: streamable HTTP (`http`) or legacy SSE (`sse`). */
export interface RemoteServerSpec {
  transport: 'http' | 'sse';
  url: string;
  headers: Record<string, string>;
}

export type ServerSpec = StdioServerSpec | RemoteServerSpec;

/** One server entry of a client config. */
export interface ServerConfig {
  /** The config key: the server name every finding and collected tool uses. */
  name: string;
  client: ClientKind;
  /** Where the entry is (its object in the config file). */
  location: SourceLocation;
  spec: ServerSpec;
  /** True when the config marks the server disabled; it is listed but never started. */
  disabled: boolean;
  /** Claude Code's user file: the project path whose `mcpServers` holds this entry. */
  project?: string;
  /**
   * Where each field of `spec` came from, keyed by its pointer relative to `spec`
   * (`/command`, `/args/0`, `/env/API_KEY`, `/headers/Authorization`, `/url`, `/cwd`).
   * Lint uses it to point at the exact line; a field missing here is located at the entry.
   */
  fieldLocations?: Record<string, SourceLocation>;
}

/** A VS Code `inputs` entry: a value the client prompts for and substitutes for `${input:ID}`. */
export interface ConfigInput {
  id: string;
  type: string;
  description?: string;
  /** True when the client masks the value (a secret prompted at start, never stored in the file). */
  password: boolean;
  location: SourceLocation;
}

/** A server entry that could not be read; the rest of the config still is (rule TW506). */
export interface ConfigProblem {
  /** The entry's config key, when the entry has one. */
  server?: string;
  project?: string;
  /** What is wrong, one line; never quotes a value from the file. */
  message: string;
  location: SourceLocation;
}

/** A parsed client config file. */
export interface ClientConfig {
  uri: string;
  client: ClientKind;
  servers: ServerConfig[];
  /** How the file was read: strict JSON, JSON with comments and trailing commas, or TOML. */
  format?: 'json' | 'jsonc' | 'toml';
  /** VS Code `inputs` (prompted variables), in file order. */
  inputs?: ConfigInput[];
  /** Malformed server entries that were left out of `servers`, in file order (TW506). */
  problems?: ConfigProblem[];
}
