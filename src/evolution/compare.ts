/**
 * Schema evolution between two versions of a catalog: for every tool in both (matched by server
 * and name), whether calls valid under the old input schema still validate under the new one
 * (a counterexample, or a sound proof, or an undecided note), whether it accepts new calls,
 * and whether its effect hints or its description changed in ways a reviewer must see. Tools
 * only in the old version are removals, or renames when the new version adds one with the same
 * schema and description on the same server.
 */
import { canonicalJson, jcsDigest } from '../canonical/jcs.js';
import { quoteForMessage } from '../import/escape.js';
import type { Finding, FindingLocation } from '../model/finding.js';
import type { ContainmentResult } from '../model/proof.js';
import type { Tool, ToolAnnotations } from '../model/tool.js';
import { makeFinding } from '../findings/index.js';
import { secretValueKind } from '../config/secrets.js';
import { definitionSignals } from '../lint/poisoning.js';
import { proveContainment, type ProofBudget } from '../schema/index.js';

/** What the comparison reads of a tool. */
export type EvolutionTool = Pick<
  Tool,
  'server' | 'name' | 'description' | 'inputSchema' | 'annotations' | 'location'
>;

/** Options of one comparison. */
export interface EvolutionOptions {
  /** Limits of each containment proof (see `proveContainment`). */
  budget?: Partial<ProofBudget>;
}

/** Counts of one comparison, for the report's `stats`. */
export interface EvolutionStats {
  compared: number;
  unchanged: number;
  compatible: number;
  breaking: number;
  widened: number;
  undecided: number;
  removed: number;
  renamed: number;
  added: number;
  effectsChanged: number;
  validations: number;
}

/** The findings (TW701–TW706) and figures of one comparison. */
export interface EvolutionResult {
  findings: Finding[];
  stats: EvolutionStats;
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

function keyOf(t: { server: string; name: string }): string {
  return `${t.server}\u0000${t.name}`;
}

function label(t: { server: string; name: string }): string {
  return `${quoteForMessage(t.name)} (${t.server})`;
}

function locationOf(t: EvolutionTool): FindingLocation {
  return { ...t.location, tool: t.name, server: t.server };
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

function digest(value: unknown): string {
  try {
    return jcsDigest(value ?? null);
  } catch {
    return '';
  }
}

/** Only the hints a tool states explicitly as booleans, in a fixed order. */
function explicitHints(a: ToolAnnotations): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const h of HINTS) if (typeof a[h] === 'boolean') out[h] = a[h]!;
  return out;
}

/**
 * Compares two versions of a catalog. Deterministic: tools are visited in (server, name)
 * order, whatever order the inputs list them in.
 */
export function compareCatalogs(
  before: readonly EvolutionTool[],
  after: readonly EvolutionTool[],
  options: EvolutionOptions = {},
): EvolutionResult {
  const stats: EvolutionStats = {
    compared: 0,
    unchanged: 0,
    compatible: 0,
    breaking: 0,
    widened: 0,
    undecided: 0,
    removed: 0,
    renamed: 0,
    added: 0,
    effectsChanged: 0,
    validations: 0,
  };
  const findings: Finding[] = [];
  const oldBy = firstByKey(before);
  const newBy = firstByKey(after);
  const keys = [...new Set([...oldBy.keys(), ...newBy.keys()])].sort();
  const removed: EvolutionTool[] = [];
  const added: EvolutionTool[] = [];
  for (const key of keys) {
    const was = oldBy.get(key);
    const now = newBy.get(key);
    if (was && now) compareTool(was, now, options, stats, findings);
    else if (was) removed.push(was);
    else if (now) added.push(now);
  }
  const claimed = new Set<EvolutionTool>();
  for (const was of removed) {
    const to = added.find(
      (t) =>
        !claimed.has(t) &&
        t.server === was.server &&
        t.description === was.description &&
        sameJson(t.inputSchema, was.inputSchema),
    );
    if (to) claimed.add(to);
    findings.push(removal(was, to));
    if (to) stats.renamed += 1;
    else stats.removed += 1;
  }
  stats.added = added.length - claimed.size;
  return { findings, stats };
}

function firstByKey(tools: readonly EvolutionTool[]): Map<string, EvolutionTool> {
  const out = new Map<string, EvolutionTool>();
  for (const t of tools) if (!out.has(keyOf(t))) out.set(keyOf(t), t);
  return out;
}

function compareTool(
  was: EvolutionTool,
  now: EvolutionTool,
  options: EvolutionOptions,
  stats: EvolutionStats,
  findings: Finding[],
): void {
  stats.compared += 1;
  const subjects = [[now.server, now.name, digest(was.inputSchema), digest(now.inputSchema)]];
  const locations = [locationOf(now), locationOf(was)];
  if (sameJson(was.inputSchema, now.inputSchema)) stats.unchanged += 1;
  else {
    const proofStats = { validations: 0 };
    const opts = { instanceType: 'object' as const, budget: options.budget, stats: proofStats };
    const forward = proveContainment(was.inputSchema, now.inputSchema, opts);
    const backward = proveContainment(now.inputSchema, was.inputSchema, opts);
    stats.validations += proofStats.validations;
    findings.push(...schemaFindings(was, now, forward, backward, locations, subjects, stats));
  }
  const effects = effectsFinding(was, now, locations);
  if (effects) {
    stats.effectsChanged += 1;
    findings.push(effects);
  }
  const instructions = instructionsFinding(was, now, locations);
  if (instructions) findings.push(instructions);
}

/** The texts of a tool the model reads, as the poisoning lint's definition reader takes them. */
function modelVisible(t: EvolutionTool): Record<string, unknown> {
  return { name: t.name, description: t.description, inputSchema: t.inputSchema };
}

/**
 * TW706 when the new version's model-visible text (description, parameter texts) carries a
 * poisoning signal (the lint's table, `src/lint/signals.ts`) that the old one did not. Only the
 * signal categories leave, never the text.
 */
function instructionsFinding(
  was: EvolutionTool,
  now: EvolutionTool,
  locations: FindingLocation[],
): Finding | undefined {
  if (was.description === now.description && sameJson(was.inputSchema, now.inputSchema))
    return undefined;
  const after = definitionSignals(modelVisible(now));
  if (after.length === 0) return undefined;
  const before = new Set(definitionSignals(modelVisible(was)));
  const signals = after.filter((s) => !before.has(s));
  if (signals.length === 0) return undefined;
  return makeFinding('TW706', {
    message: `${label(now)}: the new version adds text addressed to the model (${signals.join(', ')})`,
    locations,
    evidence: {
      signals,
      before: digest(modelVisible(was)),
      after: digest(modelVisible(now)),
    },
    subjects: [[now.server, now.name, digest(modelVisible(now))]],
  });
}

function schemaFindings(
  was: EvolutionTool,
  now: EvolutionTool,
  forward: ContainmentResult,
  backward: ContainmentResult,
  locations: FindingLocation[],
  subjects: unknown[],
  stats: EvolutionStats,
): Finding[] {
  const out: Finding[] = [];
  const digests = { before: digest(was.inputSchema), after: digest(now.inputSchema) };
  if (forward.verdict === 'not-contained') {
    stats.breaking += 1;
    out.push(
      makeFinding('TW701', {
        message: `${label(now)}: the new input schema rejects a call the old one accepts, e.g. ${shown(maskSecrets(forward.counterexample).value)}`,
        locations,
        evidence: {
          verdict: 'breaking',
          ...callEvidence('counterexample', forward.counterexample),
          ...digests,
        },
        subjects,
      }),
    );
  } else if (forward.verdict === 'contained') stats.compatible += 1;
  else {
    stats.undecided += 1;
    out.push(
      makeFinding('TW705', {
        message: `${label(now)}: the input schema changed and whether old calls still validate is undecided: ${forward.reason.message}`,
        locations,
        evidence: { verdict: 'undecided', reason: forward.reason, ...digests },
        subjects,
      }),
    );
  }
  if (backward.verdict === 'not-contained') {
    stats.widened += 1;
    out.push(
      makeFinding('TW704', {
        message: `${label(now)}: the new input schema accepts calls the old one rejects, e.g. ${shown(maskSecrets(backward.counterexample).value)}`,
        locations,
        evidence: {
          verdict: 'widened',
          ...callEvidence('example', backward.counterexample),
          ...digests,
        },
        subjects,
      }),
    );
  }
  return out;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * A generated call with every secret-shaped string (a token a schema's `const`, `enum` or
 * `default` spelled out) replaced by `[secret]`, and how many were: reports never carry one.
 */
function maskSecrets(value: unknown): { value: unknown; masked: number } {
  let masked = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (secretValueKind(v) === undefined) return v;
      masked += 1;
      return '[secret]';
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  const out = walk(value);
  return { value: out, masked };
}

/** The call as evidence: masked, with `secretsMasked` when that changed it (Ajv saw the original). */
function callEvidence(key: string, value: unknown): Record<string, unknown> {
  const m = maskSecrets(value);
  return m.masked > 0 ? { [key]: m.value, secretsMasked: m.masked } : { [key]: value };
}

function effectsFinding(
  was: EvolutionTool,
  now: EvolutionTool,
  locations: FindingLocation[],
): Finding | undefined {
  const before = explicitHints(was.annotations);
  const after = explicitHints(now.annotations);
  if (sameJson(before, after)) return undefined;
  const reasons: string[] = [];
  if (before.readOnlyHint === true && after.readOnlyHint !== true)
    reasons.push('it is no longer read-only');
  if (after.destructiveHint === true && before.destructiveHint !== true)
    reasons.push('it becomes destructive');
  const changed = HINTS.filter((h) => before[h] !== after[h]);
  const what = reasons.length > 0 ? reasons.join(' and ') : `${changed.join(', ')} changed`;
  return makeFinding('TW703', {
    message: `${label(now)}: its explicit effect hints changed: ${what}`,
    locations,
    evidence: { before, after, changed },
    subjects: [[now.server, now.name, before, after]],
    severity: reasons.length > 0 ? undefined : 'note',
  });
}

function removal(was: EvolutionTool, to: EvolutionTool | undefined): Finding {
  return makeFinding('TW702', {
    message: to
      ? `${label(was)} was renamed to ${quoteForMessage(to.name)} (same input schema and description): calls by the old name fail`
      : `${label(was)} is no longer listed: calls to it fail`,
    locations: to ? [locationOf(to), locationOf(was)] : [locationOf(was)],
    evidence: to ? { renamedTo: to.name } : {},
    subjects: [[was.server, was.name, digest(was.inputSchema)]],
  });
}
