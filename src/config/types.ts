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
}

/** A parsed client config file. */
export interface ClientConfig {
  uri: string;
  client: ClientKind;
  servers: ServerConfig[];
}
