/**
 * Replay: for each completed call in a provider trace, which catalog tools accept exactly the
 * same arguments? Every call is validated against every catalog schema (no lexical filter); a
 * sound pruning index skips only tools that certainly reject the call. No model request is
 * repeated and no tool is called. Raw arguments and call ids never reach a finding.
 */
import { runUri, type Finding, type FindingLocation } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { InputError } from '../model/errors.js';
import { effectContradiction, explicitEffects } from '../analyze/effects.js';
import { forEachTraceCallIn, type ObservedCall, type TraceShape } from '../import/trace.js';
import { budgetedCheck, DEFAULT_VALIDATION_STEPS } from '../schema/budget.js';
import { getValidator } from '../schema/index.js';
import { makeFinding } from '../findings/index.js';
import { acceptsEveryObject } from './permissive.js';
import { hasMethodKeys, isPrunable, pruneFacts, PruneIndex } from './prune.js';
import { quoteTool, toolLocation, toolSubject } from '../findings/index.js';

/** One trace input: its display uri (relative path or `stdin`) and raw bytes. */
export interface TraceSource {
  uri: string;
  content: Uint8Array | string;
}

export interface TraceReplayOptions {
  /** Calls replayed per run; later calls are counted in one TW204 note. Default 100,000. */
  maxCalls?: number;
  /** Ajv validations per run (after pruning); calls beyond it are counted in one TW204 note. Default 10,000,000. */
  maxValidations?: number;
  /** Aggregate trace bytes; more is bad input (exit 2). Default 256 MiB. */
  maxTraceBytes?: number;
  /** Largest argument object per call; more is bad input (exit 2). Default 1 MiB. */
  maxArgumentBytes?: number;
  /** Count tools that accept every object in TW201/TW202. Default false. */
  includePermissive?: boolean;
  /** Use the pruning index (default true). `false` validates every (call, tool) pair; for tests. */
  prune?: boolean;
}

export const REPLAY_DEFAULTS = Object.freeze({
  maxCalls: 100_000,
  maxValidations: 10_000_000,
  maxTraceBytes: 256 * 1024 * 1024,
  maxArgumentBytes: 1024 * 1024,
  includePermissive: false,
});

/** What a replay of provider traces counts (`stats` of the Action's trace replay, `stats.traces` of `replay`). */
export type TraceReplayStats = {
  traces: number;
  /** Calls read, and by trace shape. */
  calls: number;
  callsByShape: Partial<Record<TraceShape, number>>;
  replayedCalls: number;
  /** Calls past `maxCalls` or `maxValidations`. */
  skippedCalls: number;
  /** Lines that were not a call, in all, and by file. */
  skippedLines: number;
  skippedLineNumbers: { uri: string; lines: number[] }[];
  tools: number;
  permissiveTools: number;
  permissiveToolsAccepting: number;
  undecidableSchemas: number;
  prunableSchemas: number;
  validations: number;
  validationsPruned: number;
  validationsNaive: number;
  validationsPermissive: number;
  validationsUndecidable: number;
};

/** What replay returns: findings in any order, run figures, and whether analysis was incomplete. */
export interface TraceReplayResult {
  findings: Finding[];
  stats: TraceReplayStats;
  incomplete: boolean;
}

type Check = (value: unknown) => 'valid' | 'invalid' | 'error';

interface Prepared {
  tools: Tool[];
  checks: (Check | undefined)[];
  problems: (string | undefined)[];
  permissive: boolean[];
  index: PruneIndex;
  /** Compiled, non-permissive tools: what the unpruned path validates besides permissive ones. */
  compiled: number[];
  permissiveTools: number[];
  prunable: number;
  byName: Map<string, number[]>;
  byServerName: Map<string, number[]>;
  /** Shared per-tool location and identity objects (findings reference, never mutate, them). */
  locations: FindingLocation[];
  identities: { server: string; name: string }[];
  /** `quoteTool` of each tool, for messages. */
  quoted: string[];
  /** Each tool's identity with its explicit effect hints (TW202 evidence), built on first use. */
  effects: (Record<string, unknown> | undefined)[];
  uncompiled: number[];
  /** Identities of `uncompiled` (shared by every call without Ajv errors). */
  uncompiledIdentities: { server: string; name: string }[];
  /** Memo of `resolveWith` and the quoted name, per call name (calls without a server). */
  resolved: Map<string, Resolved>;
  /** The same per server, then name (Anthropic `mcp_tool_use.server_name`). */
  resolvedByServer: Map<string, Map<string, Resolved>>;
  resolvedCount: number;
  /** Memo of `effectContradiction` per tool pair `a * tools + b` (a < b). */
  pairs: Map<number, EffectContradiction | null>;
}

interface Resolved {
  selected: readonly number[];
  /** JSON.stringify of the call's name. */
  quotedName: string;
}

type EffectContradiction = NonNullable<ReturnType<typeof effectContradiction>>;
type Contradiction = [number, number, EffectContradiction];

/** Memo sizes: past them, results are computed afresh (same answers, more work). */
const RESOLVED_MEMO = 65_536;
const PAIR_MEMO = 262_144;

function prepare(catalog: Tool[]): Prepared {
  const checks: (Check | undefined)[] = [];
  const problems: (string | undefined)[] = [];
  const permissive: boolean[] = [];
  const compiled: number[] = [];
  const permissiveTools: number[] = [];
  const facts = catalog.map((t) => pruneFacts(t.inputSchema));
  const identities = catalog.map(identity);
  const byName = new Map<string, number[]>();
  const byServerName = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [i]);
    else list.push(i);
  };
  catalog.forEach((tool, i) => {
    push(byName, tool.name, i);
    push(byServerName, `${tool.server}\u0000${tool.name}`, i);
    const v = getValidator(tool.inputSchema);
    if (!v.ok) {
      checks.push(undefined);
      problems.push(`${v.reason.code}: ${v.reason.message}`);
      permissive.push(false);
      return;
    }
    // over the validation budget is undecided, as an Ajv exception is
    const budgeted = budgetedCheck(v, tool.inputSchema);
    checks.push((value) => {
      const verdict = budgeted(value);
      return verdict === 'over-budget' ? 'error' : verdict;
    });
    problems.push(undefined);
    // The structural proof is the claim; Ajv accepting {} is a cross-check of it.
    const open = acceptsEveryObject(tool.inputSchema) && v.check({}) === 'valid';
    permissive.push(open);
    if (open) permissiveTools.push(i);
    else compiled.push(i);
  });
  const uncompiled = catalog.flatMap((_, i) => (checks[i] === undefined ? [i] : []));
  return {
    tools: catalog,
    checks,
    problems,
    permissive,
    index: new PruneIndex(compiled, facts),
    compiled,
    permissiveTools,
    prunable: compiled.filter((i) => isPrunable(facts[i])).length,
    byName,
    byServerName,
    locations: catalog.map(toolLocation),
    identities,
    quoted: catalog.map(quoteTool),
    effects: [],
    uncompiled,
    uncompiledIdentities: uncompiled.map((i) => identities[i]),
    resolved: new Map(),
    resolvedByServer: new Map(),
    resolvedCount: 0,
    pairs: new Map(),
  };
}

/**
 * The catalog entries a call selects: every entry with exactly its name (with an Anthropic
 * `server_name`, the entries keyed by that server first), else the usual client prefixes
 * `mcp__SERVER__TOOL`, `SERVER__TOOL` and `SERVER.TOOL` resolved to entries keyed by (server, name).
 */
export function resolveCall(
  call: Pick<ObservedCall, 'name' | 'server'>,
  catalog: Pick<Tool, 'name' | 'server'>[],
): number[] {
  const byName = new Map<string, number[]>();
  const byServerName = new Map<string, number[]>();
  catalog.forEach((t, i) => {
    (byName.get(t.name) ?? byName.set(t.name, []).get(t.name))?.push(i);
    const key = `${t.server}\u0000${t.name}`;
    (byServerName.get(key) ?? byServerName.set(key, []).get(key))?.push(i);
  });
  return resolveWith(call, byName, byServerName);
}

function resolveWith(
  call: Pick<ObservedCall, 'name' | 'server'>,
  byName: Map<string, number[]>,
  byServerName: Map<string, number[]>,
): number[] {
  const { name, server } = call;
  if (server !== undefined) {
    const keyed = byServerName.get(`${server}\u0000${name}`);
    if (keyed !== undefined) return keyed;
  }
  const out = new Set<number>(byName.get(name) ?? []);
  const split = (rest: string, sep: string): void => {
    for (let at = rest.indexOf(sep); at > 0; at = rest.indexOf(sep, at + 1)) {
      const s = rest.slice(0, at);
      const t = rest.slice(at + sep.length);
      if (t !== '') byServerName.get(`${s}\u0000${t}`)?.forEach((i) => out.add(i));
    }
  };
  if (name.startsWith('mcp__')) split(name.slice(5), '__');
  split(name, '__');
  split(name, '.');
  return [...out].sort((a, b) => a - b);
}

function resolveMemo(p: Prepared, call: ObservedCall): Resolved {
  let names = p.resolved;
  if (call.server !== undefined) {
    let byServer = p.resolvedByServer.get(call.server);
    if (byServer === undefined) {
      byServer = new Map();
      if (p.resolvedCount < RESOLVED_MEMO) p.resolvedByServer.set(call.server, byServer);
    }
    names = byServer;
  }
  let hit = names.get(call.name);
  if (hit === undefined) {
    hit = {
      selected: resolveWith(call, p.byName, p.byServerName),
      quotedName: JSON.stringify(call.name),
    };
    if (p.resolvedCount < RESOLVED_MEMO) {
      names.set(call.name, hit);
      p.resolvedCount++;
    }
  }
  return hit;
}

/** What replay concluded about one call. */
interface CallOutcome {
  accepted: number[];
  errored: number[];
}

interface RunState {
  validations: number;
  pruned: number;
  permissiveSkips: number;
  undecidable: number;
  replayed: number;
  skippedByCalls: number;
  skippedByValidations: number;
  stopped: boolean;
}

/**
 * Replays the calls of provider traces against a catalog (TW201–TW204). Throws InputError for an
 * unreadable or malformed trace, a name over its provider's limit, bad arguments, or traces over
 * `maxTraceBytes`.
 */
export function replayTraces(
  catalog: Tool[],
  traces: TraceSource[],
  options: TraceReplayOptions = {},
): TraceReplayResult {
  const maxCalls = options.maxCalls ?? REPLAY_DEFAULTS.maxCalls;
  const maxValidations = options.maxValidations ?? REPLAY_DEFAULTS.maxValidations;
  const maxTraceBytes = options.maxTraceBytes ?? REPLAY_DEFAULTS.maxTraceBytes;
  const includePermissive = options.includePermissive ?? REPLAY_DEFAULTS.includePermissive;
  const prune = options.prune ?? true;
  const encoder = new TextEncoder();
  const inputs = traces.map((t) => ({
    uri: t.uri,
    bytes: typeof t.content === 'string' ? encoder.encode(t.content) : t.content,
  }));
  const totalBytes = inputs.reduce((n, t) => n + t.bytes.length, 0);
  if (totalBytes > maxTraceBytes) {
    throw new InputError(
      `traces are ${totalBytes} bytes, more than --max-trace-bytes ${maxTraceBytes}; raise --max-trace-bytes to replay them`,
    );
  }

  const p = prepare(catalog);
  const findings: Finding[] = [];
  const state: RunState = {
    validations: 0,
    pruned: 0,
    permissiveSkips: 0,
    undecidable: 0,
    replayed: 0,
    skippedByCalls: 0,
    skippedByValidations: 0,
    stopped: false,
  };
  const undecidedTools = p.problems.filter((x) => x !== undefined).length;
  const skippedLines: { uri: string; lines: number[] }[] = [];
  const byShape: Partial<Record<TraceShape, number>> = {};
  const permissiveAccepted = new Set<number>();
  let calls = 0;
  let skippedLineCount = 0;

  for (const input of inputs) {
    const ordinals = new Map<string, number>();
    const visit = (call: ObservedCall): void => {
      calls++;
      byShape[call.shape] = (byShape[call.shape] ?? 0) + 1;
      const ordinal = ordinals.get(call.argsDigest) ?? 0;
      ordinals.set(call.argsDigest, ordinal + 1);
      if (state.stopped) {
        state.skippedByValidations++;
        return;
      }
      if (state.replayed >= maxCalls) {
        state.skippedByCalls++;
        return;
      }
      const outcome = replayCall(p, call, state, { prune, maxValidations });
      if (outcome === undefined) {
        state.stopped = true;
        state.skippedByValidations++;
        return;
      }
      state.replayed++;
      if (p.permissiveTools.length > 0) {
        for (const t of outcome.accepted) if (p.permissive[t]) permissiveAccepted.add(t);
      }
      callFindings(p, call, ordinal, outcome, includePermissive, findings);
    };
    const trace = forEachTraceCallIn(
      input.bytes,
      input.uri,
      { maxArgumentBytes: options.maxArgumentBytes ?? REPLAY_DEFAULTS.maxArgumentBytes },
      visit,
    );
    if (trace.skipped.length > 0) {
      skippedLineCount += trace.skipped.length;
      skippedLines.push({ uri: trace.uri, lines: trace.skipped.map((s) => s.line) });
    }
  }

  const firstUri = runUri(traces.map((t) => t.uri));
  const runLocation: FindingLocation = { uri: firstUri, pointer: '', line: 1, column: 1 };
  const bound = (flag: string, limit: number, skipped: number, what: string): void => {
    if (skipped === 0) return;
    findings.push(
      makeFinding('TW204', {
        message: `${skipped} call(s) were not replayed: ${flag} ${limit} ${what}; raise ${flag} to replay them`,
        locations: [runLocation],
        evidence: { flag, limit, skipped },
        subjects: [flag],
      }),
    );
  };
  bound('--max-calls', maxCalls, state.skippedByCalls, 'reached');
  bound('--max-validations', maxValidations, state.skippedByValidations, 'would be exceeded');

  p.tools.forEach((tool, i) => {
    const problem = p.problems[i];
    if (problem === undefined || state.replayed === 0) return;
    findings.push(
      makeFinding('TW204', {
        message: `input schema of ${quoteTool(tool)} cannot be evaluated (${problem}), so replay could not decide it for ${state.replayed} call(s)`,
        locations: [toolLocation(tool)],
        evidence: {
          reason: { code: problem.split(':')[0], message: problem.slice(problem.indexOf(':') + 2) },
          calls: state.replayed,
        },
        subjects: [toolSubject(tool)],
      }),
    );
  });

  if (!includePermissive && p.permissiveTools.length > 0) {
    const list = p.permissiveTools.map((i) => p.tools[i]);
    findings.push(
      makeFinding('TW201', {
        severity: 'note',
        message:
          `${list.length} tool(s) accept every object and were left out of TW201: ` +
          `${namesList(list)}; pass --include-permissive to count them`,
        locations: list.map(toolLocation),
        evidence: {
          permissive: list.map(identity),
          acceptedCalls: state.replayed,
        },
        subjects: ['permissive', ...list.map(toolSubject).sort(compareSubjects)],
      }),
    );
  }

  const naive = state.replayed * p.tools.length;
  const stats: TraceReplayStats = {
    traces: traces.length,
    calls,
    callsByShape: byShape,
    replayedCalls: state.replayed,
    skippedCalls: state.skippedByCalls + state.skippedByValidations,
    skippedLines: skippedLineCount,
    skippedLineNumbers: skippedLines,
    tools: p.tools.length,
    permissiveTools: p.permissiveTools.length,
    permissiveToolsAccepting: permissiveAccepted.size,
    undecidableSchemas: undecidedTools,
    prunableSchemas: p.prunable,
    validations: state.validations,
    validationsPruned: state.pruned,
    validationsNaive: naive,
    validationsPermissive: state.permissiveSkips,
    validationsUndecidable: state.undecidable,
  };
  const incomplete = findings.some((f) => f.ruleId === 'TW204');
  return { findings, stats, incomplete };
}

/** Validates one call against the catalog, or undefined when `maxValidations` would be exceeded. */
function replayCall(
  p: Prepared,
  call: ObservedCall,
  state: RunState,
  opts: { prune: boolean; maxValidations: number },
): CallOutcome | undefined {
  const args = call.args;
  const usePrune = opts.prune && !hasMethodKeys(args);
  const candidates = usePrune ? p.index.candidates(args, Object.keys(args)) : p.compiled;
  const permissive = p.permissiveTools;
  const toValidate = usePrune ? candidates.length : candidates.length + permissive.length;
  if (state.validations + toValidate > opts.maxValidations) return undefined;
  const accepted: number[] = [];
  const errored: number[] = [];
  const checks = p.checks;
  for (let i = 0; i < candidates.length; i++) {
    const t = candidates[i];
    const verdict = (checks[t] as Check)(args);
    if (verdict === 'valid') accepted.push(t);
    else if (verdict === 'error') errored.push(t);
  }
  for (let i = 0; i < permissive.length; i++) {
    const t = permissive[i];
    if (usePrune) accepted.push(t);
    else {
      const verdict = (checks[t] as Check)(args);
      if (verdict === 'valid') accepted.push(t);
      else if (verdict === 'error') errored.push(t);
    }
  }
  state.validations += toValidate;
  if (usePrune) {
    state.permissiveSkips += p.permissiveTools.length;
    state.pruned += p.compiled.length - candidates.length;
  }
  state.undecidable += p.tools.length - p.compiled.length - permissive.length;
  if (permissive.length > 0) accepted.sort((a, b) => a - b);
  return { accepted, errored };
}

/** True when the ascending list holds `t`. */
function holds(sorted: readonly number[], t: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid];
    if (v === t) return true;
    if (v < t) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Appends the findings of one replayed call to `out`. */
function callFindings(
  p: Prepared,
  call: ObservedCall,
  ordinal: number,
  outcome: CallOutcome,
  includePermissive: boolean,
  out: Finding[],
): void {
  const { selected, quotedName } = resolveMemo(p, call);
  const { accepted, errored } = outcome;
  const counted =
    includePermissive || p.permissiveTools.length === 0
      ? accepted
      : accepted.filter((t) => !p.permissive[t]);
  let selectedAccepted = false;
  let selectedUndecided = 0;
  for (const t of selected) {
    if (holds(accepted, t)) selectedAccepted = true;
    else if (p.checks[t] === undefined || errored.includes(t)) selectedUndecided++;
  }
  const isTW203 = selected.length === 0 || (!selectedAccepted && selectedUndecided === 0);
  const isTW201 = counted.length > 1;
  const isTW204 = errored.length > 0 || (!selectedAccepted && selectedUndecided > 0);
  if (!isTW203 && !isTW201 && !isTW204) return;

  let unknown: { server: string; name: string }[];
  if (errored.length === 0) unknown = p.uncompiledIdentities;
  else {
    const undecided = new Set<number>(errored);
    for (const i of p.uncompiled) undecided.add(i);
    unknown = [...undecided].sort((a, b) => a - b).map((t) => p.identities[t]);
  }
  const evidence = {
    index: call.index,
    argsDigest: call.argsDigest,
    accepted: counted.map((t) => p.identities[t]),
    unknown,
  };
  const subjects = [call.uri, call.argsDigest, ordinal];
  const callLoc: FindingLocation = {
    uri: call.uri,
    pointer: call.pointer,
    line: call.line,
    column: call.column,
    index: call.index,
    tool: call.name,
  };
  if (call.server !== undefined) callLoc.server = call.server;
  // Messages are kept until the report is written: each is built flat in one join, not as a
  // tree of concatenations (which costs the garbage collector a dozen objects per message).
  const label = `call ${call.index} to ${quotedName}`;
  const related = (list: readonly number[]): FindingLocation[] => {
    const locations: FindingLocation[] = [callLoc];
    for (const t of list) locations.push(p.locations[t]);
    return locations;
  };
  // Findings of one call share their location list (nothing downstream modifies it).
  let relatedCounted: FindingLocation[] | undefined;

  if (isTW203) {
    const others = counted.length;
    const why =
      selected.length === 0
        ? `no catalog tool is named ${quotedName}`
        : `every catalog schema of that name rejects its arguments (${selected.length} entr${selected.length === 1 ? 'y' : 'ies'})`;
    out.push(
      makeFinding('TW203', {
        message: [label, ': ', why, others > 0 ? `; ${others} other tool(s) accept them` : ''].join(
          '',
        ),
        locations: (relatedCounted ??= related(counted)),
        evidence: { ...evidence, selected: selected.length },
        subjects,
      }),
    );
  }

  if (isTW201) {
    out.push(
      makeFinding('TW201', {
        message: [
          label,
          ': ',
          String(counted.length),
          ' catalog tools accept the same arguments: ',
          namesOf(p, counted),
        ].join(''),
        locations: (relatedCounted ??= related(counted)),
        evidence,
        subjects,
      }),
    );
    const pair = contradictionOf(p, counted);
    if (pair !== null) {
      const [a, b, c] = pair;
      out.push(
        makeFinding('TW202', {
          message: [
            label,
            ': ',
            p.quoted[a],
            ' says ',
            c.hint,
            ': ',
            String(c.a),
            ' but ',
            p.quoted[b],
            ' says ',
            c.hint,
            ': ',
            String(c.b),
            ', and both accept these arguments',
          ].join(''),
          locations: relatedCounted,
          evidence: {
            ...evidence,
            effects: counted.map((t) => (p.effects[t] ??= effectsOf(p.tools[t]))),
          },
          subjects,
        }),
      );
    }
  }

  if (isTW204) {
    const reasons: string[] = [];
    if (!selectedAccepted && selectedUndecided > 0) {
      reasons.push(
        `the selected tool's schema could not be evaluated (${selectedUndecided} entr${selectedUndecided === 1 ? 'y' : 'ies'})`,
      );
    }
    if (errored.length > 0) {
      reasons.push(
        `Ajv could not decide ${errored.length} schema(s) for these arguments (it threw, or the work could pass the ${DEFAULT_VALIDATION_STEPS}-evaluation validation budget)`,
      );
    }
    out.push(
      makeFinding('TW204', {
        message: `${label}: replay is incomplete: ${reasons.join('; ')}`,
        locations:
          counted === accepted && relatedCounted !== undefined ? relatedCounted : related(accepted),
        evidence: { ...evidence, errored: errored.map((t) => identity(p.tools[t])) },
        subjects,
      }),
    );
  }
}

/** `namesList` of tool indices, from the prepared quotes. */
function namesOf(p: Prepared, list: readonly number[]): string {
  const parts: string[] = [];
  const n = Math.min(list.length, 5);
  for (let i = 0; i < n; i++) parts.push(p.quoted[list[i]]);
  const shown = parts.join(', ');
  return list.length > 5 ? `${shown} and ${list.length - 5} more` : shown;
}

/**
 * The first pair (by position) of the ascending tool indices whose explicit effect hints
 * contradict (the first i < j in list order), or null; pair verdicts are memoized.
 */
function contradictionOf(p: Prepared, list: readonly number[]): Contradiction | null {
  const n = p.tools.length;
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      const key = a * n + b;
      let c = p.pairs.get(key);
      if (c === undefined) {
        c = effectContradiction(p.tools[a].annotations, p.tools[b].annotations) ?? null;
        if (p.pairs.size < PAIR_MEMO) p.pairs.set(key, c);
      }
      if (c !== null) return [a, b, c];
    }
  }
  return null;
}

/** Options of `replay`: replay's own plus the catalog's `maxTools`. */
export interface TraceReplayReportOptions extends TraceReplayOptions {
  /** Imported-tool limit; more is bad input (exit 2). Default 1024. */
  maxTools?: number;
}

function effectsOf(tool: Tool): Record<string, unknown> {
  return { ...identity(tool), ...explicitEffects(tool.annotations) };
}

function identity(tool: Tool): { server: string; name: string } {
  return { server: tool.server, name: tool.name };
}

function namesList(tools: Tool[]): string {
  const shown = tools.slice(0, 5).map(quoteTool).join(', ');
  return tools.length > 5 ? `${shown} and ${tools.length - 5} more` : shown;
}

function compareSubjects(a: unknown, b: unknown): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
