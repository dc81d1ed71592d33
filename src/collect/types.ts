import type { ServerConfig } from '../config/types.js';
import type { SourceLocation } from '../model/tool.js';

/** The step of talking to a server that failed. */
export type CollectPhase = 'config' | 'start' | 'initialize' | 'tools/list';

/** Why a server could not be collected, as a stable code (TW501 `evidence.reason.code`). */
export type FailureCode =
  | 'missing-env'
  | 'unresolved'
  | 'spawn-failed'
  | 'exited'
  | 'non-json'
  | 'timeout'
  | 'unreachable'
  | 'http-error'
  | 'server-error'
  | 'invalid-result'
  | 'too-many-pages'
  | 'error';

/** What identifies a configured server in results and findings. */
export interface ServerRef {
  /** The config key. */
  name: string;
  /** The config file's uri. */
  config: string;
  /** The server entry in that file. */
  location: SourceLocation;
  transport: 'stdio' | 'http' | 'sse';
}

/** A server that answered `tools/list`. */
export interface CollectedServer extends ServerRef {
  /** `serverInfo` of the initialize result (name and version only). */
  serverInfo?: { name: string; version: string };
  /** The protocol version the server chose in the initialize result. */
  protocolVersion?: string;
  /**
   * `instructions` of the initialize result, exactly as sent (absent when it sent none or an
   * empty string). Clients put it into the model's context, like tool descriptions.
   */
  instructions?: string;
  /** Tool objects exactly as listed, in listed order (every page). */
  tools: Record<string, unknown>[];
  /** `tools/list` pages read. */
  pages: number;
  /** Non-JSON lines (banners, logs) it printed on stdout, skipped; absent when none. */
  skippedStdoutLines?: number;
}

/** A server that could not be collected (TW501). Holds no env or header values. */
export interface ServerFailure extends ServerRef {
  phase: CollectPhase;
  code: FailureCode;
  /** One line, secrets redacted. */
  message: string;
  /** The last lines of its stderr, secrets redacted ('' when there was none). */
  stderrTail: string;
  exitCode?: number;
  signal?: string;
  /** Environment variables the config names that are not set (`missing-env`). */
  missing?: string[];
  /** References only the client can fill in, e.g. VS Code's `input:ID` prompts (`unresolved`). */
  unresolved?: string[];
}

/** Progress of a collection, one call per event. Never given env or header values. */
export interface CollectReporter {
  starting(server: ServerRef): void;
  listed(server: ServerRef, tools: number): void;
  failed(failure: ServerFailure): void;
}

export interface CollectOptions {
  /** Per-server budget for start, initialize and every `tools/list` page (default 30 s). */
  timeoutMs?: number;
  /** Where `${VAR}` values come from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Working directory of stdio servers; a relative `cwd` in a config resolves from it. Default `process.cwd()`. */
  cwd?: string;
  /** `tools/list` pages read per server before it counts as broken (default 100). */
  maxPages?: number;
  /** Tools per server before it counts as broken (default 10,000). */
  maxTools?: number;
  /** Servers talked to at once (default 16). */
  concurrency?: number;
  reporter?: CollectReporter;
}

/** Every configured server, collected or failed; disabled ones are only counted. */
export interface CollectResult {
  servers: CollectedServer[];
  failures: ServerFailure[];
  /** Servers the config marks disabled: listed, never started. */
  disabled: ServerRef[];
}

export const COLLECT_DEFAULTS = {
  timeoutMs: 30_000,
  maxPages: 100,
  maxTools: 10_000,
  concurrency: 16,
} as const;

/** The identifying part of a configured server. */
export function serverRef(server: ServerConfig): ServerRef {
  return {
    name: server.name,
    config: server.location.uri,
    location: server.location,
    transport: server.spec.transport,
  };
}
