import { jcsDigest } from '../canonical/jcs.js';
import { decodeInput, parseJson, toPointer, type JsonLimits } from '../import/json.js';
import { describeKind, hasOwn, isJsonObject, type JsonObject } from '../model/json.js';
import { InputError } from '../model/errors.js';
import type { SourceLocation } from '../model/tool.js';
import type { CollectedServer } from './types.js';

/** The snapshot format version this code writes and reads. */
export const SNAPSHOT_VERSION = 1;

/** One server of a snapshot: what it said about itself and its tools exactly as listed. */
export interface SnapshotServer {
  /** The config key. */
  name: string;
  /** The config file it was collected from (relative to the working directory). */
  config: string;
  transport: 'stdio' | 'http' | 'sse';
  serverInfo?: { name: string; version: string };
  protocolVersion?: string;
  /** The initialize result's `instructions`, as sent; absent when the server sent none. */
  instructions?: string;
  /** Sorted by name, then digest. */
  tools: Record<string, unknown>[];
  /** Tool name → sha256 (lowercase hex) of the JCS of its definition. */
  digests: Record<string, string>;
}

/**
 * `toolwitness collect` output: every collected server's catalog, deterministic (sorted, no
 * timestamps, no env or header values), readable by every command that takes a catalog.
 */
export interface Snapshot {
  toolwitnessSnapshot: typeof SNAPSHOT_VERSION;
  servers: SnapshotServer[];
}

/** sha256 of the JCS (RFC 8785) of a tool definition exactly as listed. */
export function toolDigest(definition: unknown): string {
  return jcsDigest(definition);
}

/** The snapshot of collected servers (already sorted by `collectServers`; sorted again here). */
export function snapshotOf(servers: readonly CollectedServer[]): Snapshot {
  const out = servers.map((server): SnapshotServer => {
    const tools = server.tools
      .map((tool) => ({ tool, digest: toolDigest(tool) }))
      .sort(
        (a, b) =>
          compareText(String(a.tool.name), String(b.tool.name)) || compareText(a.digest, b.digest),
      );
    // fromEntries keeps a tool named `__proto__` as data
    const digests: Record<string, string> = Object.fromEntries(
      [...tools].reverse().map(({ tool, digest }) => [String(tool.name), digest]),
    );
    // keys in reading order: who the server is, then its tools
    const entry: SnapshotServer = {
      name: server.name,
      config: server.config,
      transport: server.transport,
      ...(server.serverInfo === undefined
        ? {}
        : { serverInfo: { name: server.serverInfo.name, version: server.serverInfo.version } }),
      ...(server.protocolVersion === undefined ? {} : { protocolVersion: server.protocolVersion }),
      ...(server.instructions === undefined ? {} : { instructions: server.instructions }),
      tools: tools.map(({ tool }) => tool),
      digests: sortKeys(digests),
    };
    return entry;
  });
  out.sort((a, b) => compareText(a.name, b.name) || compareText(a.config, b.config));
  return { toolwitnessSnapshot: SNAPSHOT_VERSION, servers: out };
}

/** The snapshot file's text: 2-space JSON and a final newline, byte-identical for equal input. */
export function writeSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** True when a parsed JSON value claims to be a snapshot (any version). */
export function isSnapshot(value: unknown): boolean {
  return isJsonObject(value) && hasOwn(value, 'toolwitnessSnapshot');
}

/** A tool of a snapshot file, with where it is. */
export interface SnapshotTool {
  server: string;
  name: string;
  definition: JsonObject;
  digest: string;
  location: SourceLocation;
}

/** What a snapshot recorded about a server itself (not its tools), with where it is. */
export interface SnapshotServerEntry {
  server: string;
  config: string;
  /** Absent when the server sent none. */
  instructions?: string;
  /** Its `instructions` value in the file when it has one, else the server object. */
  location: SourceLocation;
}

/** A snapshot read back for drift checks. */
export interface LoadedSnapshot {
  uri: string;
  snapshot: Snapshot;
  tools: SnapshotTool[];
  /** One per server entry, in file order. */
  servers: SnapshotServerEntry[];
}

/**
 * Reads a snapshot file (bounded JSON). Throws InputError naming the file and position for
 * anything that is not a version-1 snapshot, and when a recorded digest does not match its
 * tool: a hand-edited snapshot is not the one that was reviewed.
 */
export function loadSnapshot(
  bytes: Uint8Array,
  uri: string,
  limits?: Partial<JsonLimits>,
): LoadedSnapshot {
  const doc = parseJson(decodeInput(bytes, uri), uri, limits);
  const fail = (segments: (string | number)[], what: string): never => {
    const { line, column } = doc.locate(toPointer(segments));
    throw new InputError(`${uri}:${line}:${column}: ${what}`);
  };
  const root = doc.value;
  if (!isSnapshot(root)) {
    fail(
      [],
      `not a ToolWitness snapshot: expected an object with "toolwitnessSnapshot" (write one with toolwitness collect --output)`,
    );
  }
  const r = root as JsonObject;
  if (r.toolwitnessSnapshot !== SNAPSHOT_VERSION) {
    fail(
      ['toolwitnessSnapshot'],
      `snapshot version ${describeValue(r.toolwitnessSnapshot)} is not supported; this ToolWitness reads version ${SNAPSHOT_VERSION}`,
    );
  }
  if (!Array.isArray(r.servers))
    fail(['servers'], `/servers must be an array, found ${describeKind(r.servers)}`);
  const tools: SnapshotTool[] = [];
  const servers: SnapshotServer[] = [];
  const entries: SnapshotServerEntry[] = [];
  (r.servers as unknown[]).forEach((value, i) => {
    const at = ['servers', i];
    if (!isJsonObject(value))
      fail(at, `${toPointer(at)} must be an object, found ${describeKind(value)}`);
    const s = value as JsonObject;
    if (typeof s.name !== 'string' || s.name === '')
      fail([...at], `${toPointer([...at, 'name'])} must be a non-empty string`);
    if (!Array.isArray(s.tools)) fail([...at], `${toPointer([...at, 'tools'])} must be an array`);
    if (!isJsonObject(s.digests))
      fail([...at], `${toPointer([...at, 'digests'])} must be an object`);
    const digests = s.digests as JsonObject;
    // optional since it was added (version 1 readers ignore it); absent means none was sent
    if (hasOwn(s, 'instructions') && typeof s.instructions !== 'string') {
      fail(
        [...at, 'instructions'],
        `${toPointer([...at, 'instructions'])} must be a string, found ${describeKind(s.instructions)}`,
      );
    }
    const entryAt = hasOwn(s, 'instructions') ? [...at, 'instructions'] : at;
    const entry: SnapshotServerEntry = {
      server: s.name as string,
      config: typeof s.config === 'string' ? s.config : '',
      location: { uri, pointer: toPointer(entryAt), ...doc.locate(toPointer(entryAt)) },
    };
    if (typeof s.instructions === 'string') entry.instructions = s.instructions;
    entries.push(entry);
    const byName = new Map<string, string[]>();
    (s.tools as unknown[]).forEach((tool, j) => {
      const toolAt = [...at, 'tools', j];
      if (!isJsonObject(tool) || typeof tool.name !== 'string' || tool.name === '') {
        fail(toolAt, `${toPointer(toolAt)} must be a tool object with a "name" string`);
      }
      const definition = tool as JsonObject;
      const name = definition.name as string;
      const digest = toolDigest(definition);
      byName.set(name, [...(byName.get(name) ?? []), digest]);
      const { line, column } = doc.locate(toPointer(toolAt));
      tools.push({
        server: s.name as string,
        name,
        definition,
        digest,
        location: { uri, pointer: toPointer(toolAt), line, column },
      });
    });
    for (const [name, found] of byName) {
      const recorded = hasOwn(digests, name) ? digests[name] : undefined;
      if (!found.includes(recorded as string)) {
        fail(
          hasOwn(digests, name) ? [...at, 'digests', name] : [...at, 'digests'],
          `${toPointer([...at, 'digests', name])} does not match the tool's definition: the snapshot was edited by hand; collect it again`,
        );
      }
    }
    servers.push(s as unknown as SnapshotServer);
  });
  return {
    uri,
    snapshot: { toolwitnessSnapshot: SNAPSHOT_VERSION, servers },
    tools,
    servers: entries,
  };
}

function describeValue(value: unknown): string {
  return typeof value === 'number' ? String(value) : describeKind(value);
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(record)
      .sort(compareText)
      .map((k) => [k, record[k]]),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
