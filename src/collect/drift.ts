import { toPointer } from '../import/json.js';
import { quoteForMessage } from '../import/escape.js';
import type { Finding } from '../model/finding.js';
import { hasOwn, isJsonObject } from '../model/json.js';
import type { SourceLocation } from '../model/tool.js';
import { definitionSignals } from '../lint/poisoning.js';
import { makeFinding, type ToolChangeEvidence } from '../findings/index.js';
import {
  toolDigest,
  type LoadedSnapshot,
  type SnapshotServerEntry,
  type SnapshotTool,
} from './snapshot.js';
import type { CollectedServer } from './types.js';

/** A server as it is now, for server-level drift (its `instructions`). */
export type CurrentServer = Pick<CollectedServer, 'name' | 'config' | 'location' | 'instructions'>;

/** A tool as it is now, with its definition as listed (MCP) or as its catalog shape carries it. */
export interface CurrentTool {
  server: string;
  name: string;
  definition: Record<string, unknown>;
  location: SourceLocation;
  /**
   * Top-level fields the source can express. A non-MCP catalog (OpenAI, Anthropic) has no
   * annotations, title or outputSchema, so only these are compared. Default: every field.
   */
  fields?: readonly string[];
}

export interface DriftOptions {
  /** Servers not compared: they could not be collected (TW501), so their tools are unknown. */
  skipServers?: ReadonlySet<string>;
  /** Changed-value pointers listed per tool (default 20). */
  maxPointers?: number;
  /**
   * The collected servers, to compare what they say about themselves (`instructions`) with the
   * snapshot. Without it only tools are compared (plain catalogs carry no instructions).
   */
  servers?: readonly CurrentServer[];
  /**
   * Whether a snapshot tool whose (server, name) is no longer listed at all gets TW503 (default
   * true). `collect --check` sets false: its evolution comparison owns removal (TW702, which also
   * tells a rename apart), so the tool is reported once. A surplus copy of a name that is still
   * listed is TW503 either way, since the evolution comparison keys tools by name.
   */
  reportRemoved?: boolean;
}

const MAX_POINTERS = 20;
// A definition pair is walked at most this far; the count of pointers says when it stopped.
const WALK_BUDGET = 100_000;

/**
 * Drift between current tools and a snapshot, keyed by (server, name): TW502 for a tool the
 * snapshot lacks, TW503 for a snapshot tool no longer listed, TW504 for a definition whose
 * digest changed (fields and pointers, never the text). Identical definitions give nothing.
 */
export function diffSnapshot(
  current: readonly CurrentTool[],
  loaded: LoadedSnapshot,
  options: DriftOptions = {},
): Finding[] {
  const skip = options.skipServers ?? new Set<string>();
  const maxPointers = options.maxPointers ?? MAX_POINTERS;
  const before = groupBy(loaded.tools.filter((t) => !skip.has(t.server)));
  const after = groupBy(current.filter((t) => !skip.has(t.server)));
  const findings: Finding[] = [];

  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const old = [...(before.get(key) ?? [])];
    // Unchanged definitions pair off first; what is left is changed, added or removed.
    const unmatched: { tool: CurrentTool; digest: string }[] = [];
    for (const tool of after.get(key) ?? []) {
      const digest = toolDigest(project(tool.definition, tool.fields));
      const i = old.findIndex((was) => comparableDigest(was, tool) === digest);
      if (i === -1) unmatched.push({ tool, digest });
      else old.splice(i, 1);
    }
    unmatched.forEach(({ tool, digest }, i) => {
      const was = old[i];
      findings.push(
        was === undefined ? added(tool, digest) : changed(tool, digest, was, maxPointers),
      );
    });
    const gone = !after.has(key);
    if (gone && options.reportRemoved === false) continue;
    old.slice(unmatched.length).forEach((was) => findings.push(removed(was)));
  }
  findings.push(...serverDrift(options.servers ?? [], loaded.servers ?? [], skip));
  return findings;
}

/**
 * TW504 for a server whose `instructions` differ from the snapshot's (sent, changed or dropped):
 * they reach the model like a tool description, so a change after review is the same attack.
 * Only servers both in the snapshot and collected now are compared; a server entry pairs with
 * the snapshot entry of the same name and config, else the first of the same name.
 */
function serverDrift(
  current: readonly CurrentServer[],
  recorded: readonly SnapshotServerEntry[],
  skip: ReadonlySet<string>,
): Finding[] {
  const left = recorded.filter((r) => !skip.has(r.server));
  const findings: Finding[] = [];
  for (const server of current) {
    if (skip.has(server.name)) continue;
    let i = left.findIndex((r) => r.server === server.name && r.config === server.config);
    if (i === -1) i = left.findIndex((r) => r.server === server.name);
    if (i === -1) continue;
    const [was] = left.splice(i, 1);
    if (was.instructions === server.instructions) continue;
    findings.push(instructionsChanged(server, was));
  }
  return findings;
}

function instructionsChanged(server: CurrentServer, was: SnapshotServerEntry): Finding {
  const before = was.instructions === undefined ? null : toolDigest(was.instructions);
  const after = server.instructions === undefined ? null : toolDigest(server.instructions);
  const how =
    before === null
      ? 'sends instructions it did not send when the snapshot was taken'
      : after === null
        ? 'no longer sends the instructions the snapshot recorded'
        : 'changed its instructions since the snapshot';
  return makeFinding('TW504', {
    message: `server ${quoteForMessage(server.name)} ${how}`,
    locations: [
      { ...server.location, server: server.name },
      { ...was.location, server: was.server },
    ],
    evidence: { scope: 'server', changed: ['instructions'], before, after },
    subjects: [
      ['server', was.server, 'instructions', before ?? ''],
      ['server', server.name, 'instructions', after ?? ''],
    ],
  });
}

function groupBy<T extends { server: string; name: string }>(
  tools: readonly T[],
): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const tool of tools) {
    const key = JSON.stringify([tool.server, tool.name]);
    map.set(key, [...(map.get(key) ?? []), tool]);
  }
  return map;
}

function project(
  definition: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, unknown> {
  if (fields === undefined) return definition;
  return Object.fromEntries(
    Object.keys(definition)
      .filter((k) => k === 'name' || fields.includes(k))
      .map((k) => [k, definition[k]]),
  );
}

/** The snapshot definition's digest over the fields the current tool's source can express. */
function comparableDigest(was: SnapshotTool, tool: CurrentTool): string {
  return tool.fields === undefined ? was.digest : toolDigest(project(was.definition, tool.fields));
}

function locationOf(tool: { server: string; name: string; location: SourceLocation }) {
  return { ...tool.location, tool: tool.name, server: tool.server };
}

function label(tool: { server: string; name: string }): string {
  return `${quoteForMessage(tool.name)} (${tool.server})`;
}

function added(tool: CurrentTool, digest: string): Finding {
  return makeFinding('TW502', {
    message: `${label(tool)} is not in the snapshot: a new tool since it was taken`,
    locations: [locationOf(tool)],
    evidence: { after: digest },
    subjects: [[tool.server, tool.name, digest]],
  });
}

function removed(was: SnapshotTool): Finding {
  return makeFinding('TW503', {
    message: `${label(was)} is in the snapshot but no longer listed`,
    locations: [locationOf(was)],
    evidence: { before: was.digest },
    subjects: [[was.server, was.name, was.digest]],
  });
}

function changed(
  tool: CurrentTool,
  digest: string,
  was: SnapshotTool,
  maxPointers: number,
): Finding {
  const a = project(was.definition, tool.fields);
  const b = project(tool.definition, tool.fields);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => hasOwn(a, k) !== hasOwn(b, k) || toolDigest(a[k]) !== toolDigest(b[k]))
    .sort(compareText);
  const pointers: string[] = [];
  const walk = { budget: WALK_BUDGET, total: 0 };
  diffValues(a, b, [], pointers, maxPointers, walk);
  const evidence: ToolChangeEvidence = {
    changed: fields,
    pointers,
    before: was.digest,
    after: digest,
  };
  if (walk.total > pointers.length) evidence.pointersOmitted = walk.total - pointers.length;
  if (walk.budget <= 0) evidence.pointersIncomplete = true;
  // A rug pull: the new definition carries model-directed text (the poisoning lint's signals).
  const signals = definitionSignals(b);
  let poisoned = '';
  if (signals.length > 0) {
    const before = new Set(definitionSignals(a));
    evidence.signals = signals;
    evidence.newSignals = signals.filter((x) => !before.has(x));
    poisoned = `; the new definition carries poisoning signals (${signals.join(', ')})`;
  }
  return makeFinding('TW504', {
    message: `${label(tool)} changed since the snapshot: ${fields.map(fieldLabel).join(', ')}${poisoned}`,
    locations: [locationOf(tool), locationOf(was)],
    evidence,
    subjects: [
      [was.server, was.name, was.digest],
      [tool.server, tool.name, digest],
    ],
  });
}

/** Known fields by name; anything else quoted, since a field name is data from the server. */
function fieldLabel(field: string): string {
  return /^[A-Za-z_$][\w$]{0,40}$/.test(field) ? field : quoteForMessage(field);
}

/** Collects the pointers where `a` and `b` differ: leaves, and containers whose kind or key set changed. */
function diffValues(
  a: unknown,
  b: unknown,
  at: (string | number)[],
  out: string[],
  max: number,
  walk: { budget: number; total: number },
): void {
  if (--walk.budget <= 0) return;
  const note = (): void => {
    walk.total++;
    if (out.length < max) out.push(toPointer(at));
  };
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n && walk.budget > 0; i++) {
      if (i >= a.length || i >= b.length) {
        walk.total++;
        if (out.length < max) out.push(toPointer([...at, i]));
      } else diffValues(a[i], b[i], [...at, i], out, max, walk);
    }
    return;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(compareText);
    for (const k of keys) {
      if (walk.budget <= 0) return;
      if (hasOwn(a, k) !== hasOwn(b, k)) {
        walk.total++;
        if (out.length < max) out.push(toPointer([...at, k]));
      } else diffValues(a[k], b[k], [...at, k], out, max, walk);
    }
    return;
  }
  if (toolDigest(a) !== toolDigest(b)) note();
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
