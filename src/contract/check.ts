/**
 * Call contracts: each expectation, its policy and every observed call to its tool are judged
 * against the schema the provider shipped, so a mismatch says which operand is wrong —
 * the expectation (TW601), the call (TW602), a deviation between two valid operands (TW603),
 * the policy (TW604), or the call against the policy (TW605). Nothing undecided is guessed
 * (TW606). Raw call arguments never reach a finding: calls are named by file, index and digest.
 */
import { importCatalogs, type CatalogSource } from '../analyze/scan.js';
import { quoteTool, toolLocation } from '../findings/index.js';
import { canonicalJson, jcsDigest } from '../canonical/jcs.js';
import { forEachTraceCallIn, type ObservedCall, type TraceShape } from '../import/trace.js';
import { InputError } from '../model/errors.js';
import type { Finding, FindingLocation, Report } from '../model/finding.js';
import type { ProofReason, ProofResult } from '../model/proof.js';
import type { Tool } from '../model/tool.js';
import { resolveCall, REPLAY_DEFAULTS, type TraceSource } from '../replay/index.js';
import { buildReport, makeFinding } from '../findings/index.js';
import { budgetedCheck, DEFAULT_VALIDATION_STEPS, type BudgetedVerdict } from '../schema/budget.js';
import { getValidator, proveOverlap, type ProofBudget } from '../schema/index.js';
import { VERSION } from '../version.js';
import { keyPathDiff } from './diff.js';
import {
  describeSchemaError,
  firstSchemaError,
  missingFields,
  requiredFields,
  type SchemaError,
} from './explain.js';
import { parseExpectations, type Expectation, type ExpectationSource } from './expectations.js';

export interface ContractOptions {
  /** Imported-tool limit; more is bad input (exit 2). Default 1024. */
  maxTools?: number;
  /** Aggregate trace bytes; more is bad input (exit 2). Default 256 MiB. */
  maxTraceBytes?: number;
  /** Largest argument object per call; more is bad input (exit 2). Default 1 MiB. */
  maxArgumentBytes?: number;
  /** Expectations per run (each may cost a proof); more is bad input (exit 2). Default 10,000. */
  maxExpectations?: number;
  /** Budget of each policy-versus-schema proof. */
  budget?: Partial<ProofBudget>;
}

export const CONTRACT_DEFAULTS = Object.freeze({
  maxTools: 1024,
  maxExpectations: 10_000,
  maxTraceBytes: REPLAY_DEFAULTS.maxTraceBytes,
  maxArgumentBytes: REPLAY_DEFAULTS.maxArgumentBytes,
});

/** What the contract check returns before it becomes a report. */
export interface ContractResult {
  findings: Finding[];
  stats: Record<string, unknown>;
  incomplete: boolean;
}

type Check = (value: unknown) => BudgetedVerdict;
type Verdict = BudgetedVerdict | 'uncompiled';

interface Compiled {
  check?: Check;
  reason?: ProofReason;
}

/** Per-expectation state, filled while calls are checked. */
interface ExpState {
  e: Expectation;
  loc: FindingLocation;
  /** Catalog indexes the expectation's tool resolves to. */
  tools: number[];
  /** The expected arguments under each resolved tool's schema. */
  argVerdicts: Map<number, Verdict>;
  policy?: Compiled;
  /** The policy on the expectation's own arguments. */
  policyOnArgs?: Verdict;
  proofs: Map<number, ProofResult>;
  expectedJcs?: string;
  calls: number;
  equalCalls: number;
  notCompared: number;
  undecidedCalls: number;
  /** Calls that broke a policy proven disjoint from the schema: TW604 blames the policy. */
  blockedCalls: number;
}

function compile(schema: unknown): Compiled {
  const v = getValidator(schema);
  return v.ok ? { check: budgetedCheck(v, schema) } : { reason: v.reason };
}

/** `error` and `over-budget`: Ajv's answer is not known, so nothing is concluded from it. */
function undecided(v: Verdict | undefined): boolean {
  return v === 'error' || v === 'over-budget';
}

/** The TW606 reason of an undecided verdict. */
function undecidedReason(v: Verdict | undefined): { code: string; message: string } {
  return v === 'over-budget'
    ? {
        code: 'budget',
        message: `validating this value could take more than ${DEFAULT_VALIDATION_STEPS} subschema evaluations`,
      }
    : { code: 'internal-error', message: 'Ajv threw instead of deciding' };
}

function verdictOf(c: Compiled, value: unknown): Verdict {
  return c.check === undefined ? 'uncompiled' : c.check(value);
}

function identity(tool: Tool): { server: string; name: string } {
  return { server: tool.server, name: tool.name };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function label(e: Expectation): string {
  const server = e.server === undefined ? '' : ` (server ${JSON.stringify(e.server)})`;
  return `expectation ${e.index} for ${JSON.stringify(e.tool)}${server}`;
}

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function nameList(names: readonly string[]): string {
  const quoted = names.map((n) => JSON.stringify(n));
  return quoted.length <= 1
    ? (quoted[0] ?? 'nothing')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

function errorEvidence(error: SchemaError | undefined): { error?: SchemaError } {
  return error === undefined ? {} : { error };
}

/**
 * Checks expectations and traces against an imported catalog (TW601–TW606). Throws InputError
 * for a malformed trace or traces over `maxTraceBytes`.
 */
export function checkExpectations(
  catalog: Tool[],
  expectations: Expectation[],
  traces: TraceSource[],
  options: ContractOptions = {},
): ContractResult {
  const maxTraceBytes = options.maxTraceBytes ?? CONTRACT_DEFAULTS.maxTraceBytes;
  const encoder = new TextEncoder();
  const inputs = traces.map((t) => ({
    uri: t.uri,
    bytes: typeof t.content === 'string' ? encoder.encode(t.content) : t.content,
  }));
  const totalBytes = inputs.reduce((n, t) => n + t.bytes.length, 0);
  if (totalBytes > maxTraceBytes) {
    throw new InputError(
      `traces are ${totalBytes} bytes, more than --max-trace-bytes ${maxTraceBytes}; raise --max-trace-bytes to check them`,
    );
  }

  const toolCompiled: (Compiled | undefined)[] = catalog.map(() => undefined);
  const toolCheck = (t: number): Compiled => (toolCompiled[t] ??= compile(catalog[t].inputSchema));
  const resolved = new Map<string, number[]>();
  const resolve = (name: string, server: string | undefined): number[] => {
    const key = `${server ?? ''}\u0000${name}`;
    let hit = resolved.get(key);
    if (hit === undefined) {
      hit = resolveCall({ name, server }, catalog);
      resolved.set(key, hit);
    }
    return hit;
  };

  const maxExpectations = options.maxExpectations ?? CONTRACT_DEFAULTS.maxExpectations;
  if (expectations.length > maxExpectations) {
    throw new InputError(
      `${expectations.length} expectations, more than --max-expectations ${maxExpectations}; raise --max-expectations to check them all`,
    );
  }
  const proofs = { overlap: 0, disjoint: 0, unknown: 0 };
  // The same (tool, policy) pair is proven once, however many expectations repeat it.
  const proofCache = new Map<string, ProofResult>();
  const states: ExpState[] = expectations.map((e) => {
    const s: ExpState = {
      e,
      loc: {
        ...e.location,
        tool: e.tool,
        ...(e.server !== undefined ? { server: e.server } : {}),
      },
      tools: resolve(e.tool, e.server),
      argVerdicts: new Map(),
      proofs: new Map(),
      calls: 0,
      equalCalls: 0,
      notCompared: 0,
      undecidedCalls: 0,
      blockedCalls: 0,
    };
    if (e.arguments !== undefined) {
      s.expectedJcs = canonicalJson(e.arguments);
      for (const t of s.tools) s.argVerdicts.set(t, verdictOf(toolCheck(t), e.arguments));
    }
    if (e.policy !== undefined) {
      s.policy = compile(e.policy);
      if (e.arguments !== undefined) s.policyOnArgs = verdictOf(s.policy, e.arguments);
      for (const t of s.tools) {
        // An uncompilable side is reported once as such, not again as an unknown proof.
        if (toolCheck(t).check === undefined || s.policy.check === undefined) continue;
        const key = `${t}\u0000${canonicalJson(e.policy)}`;
        let proof = proofCache.get(key);
        if (proof === undefined) {
          proof = proveOverlap(catalog[t].inputSchema, e.policy, {
            instanceType: 'object',
            budget: options.budget,
          });
          proofCache.set(key, proof);
          proofs[proof.verdict]++;
        }
        s.proofs.set(t, proof);
      }
    }
    return s;
  });
  const byTool = new Map<number, ExpState[]>();
  for (const s of states) {
    for (const t of s.tools) (byTool.get(t) ?? byTool.set(t, []).get(t))?.push(s);
  }

  const findings: Finding[] = [];
  const byShape: Partial<Record<TraceShape, number>> = {};
  let calls = 0;
  let checked = 0;
  let ignored = 0;
  let skippedLines = 0;

  for (const input of inputs) {
    const ordinals = new Map<string, number>();
    const visit = (call: ObservedCall): void => {
      calls++;
      byShape[call.shape] = (byShape[call.shape] ?? 0) + 1;
      const ordinal = ordinals.get(call.argsDigest) ?? 0;
      ordinals.set(call.argsDigest, ordinal + 1);
      const selected = resolve(call.name, call.server);
      const matched = new Set<ExpState>();
      for (const t of selected) for (const s of byTool.get(t) ?? []) matched.add(s);
      if (matched.size === 0) {
        ignored++;
        return;
      }
      checked++;
      for (const f of callFindings(catalog, toolCheck, call, ordinal, selected, [...matched]))
        findings.push(f);
    };
    const trace = forEachTraceCallIn(
      input.bytes,
      input.uri,
      { maxArgumentBytes: options.maxArgumentBytes ?? CONTRACT_DEFAULTS.maxArgumentBytes },
      visit,
    );
    skippedLines += trace.skipped.length;
  }

  for (const s of states) findings.push(...expectationFindings(catalog, toolCheck, s));

  const stats: Record<string, unknown> = {
    tools: catalog.length,
    expectations: expectations.length,
    traces: traces.length,
    calls,
    checkedCalls: checked,
    ignoredCalls: ignored,
    skippedLines,
    callsByShape: byShape,
    proofs,
    contracts: states.map((s) => contractStats(catalog, s)),
  };
  const incomplete = findings.some((f) => f.ruleId === 'TW606');
  return { findings, stats, incomplete };
}

/** The call's findings against every expectation of its tool. */
function callFindings(
  catalog: Tool[],
  toolCheck: (t: number) => Compiled,
  call: ObservedCall,
  ordinal: number,
  selected: number[],
  matched: ExpState[],
): Finding[] {
  const callLoc: FindingLocation = {
    uri: call.uri,
    pointer: call.pointer,
    line: call.line,
    column: call.column,
    index: call.index,
    tool: call.name,
  };
  if (call.server !== undefined) callLoc.server = call.server;
  const base = { index: call.index, argsDigest: call.argsDigest };
  const subjects = [call.uri, call.argsDigest, ordinal];
  const name = `call ${call.index} to ${JSON.stringify(call.name)}`;
  const out: Finding[] = [];

  // The shipped schemas this call is judged by: its selected entries that have expectations.
  const inScope = new Set(matched.flatMap((s) => s.tools));
  const relevant = selected.filter((t) => inScope.has(t));
  const verdicts = new Map(relevant.map((t) => [t, verdictOf(toolCheck(t), call.args)]));
  const accepting = relevant.filter((t) => verdicts.get(t) === 'valid');
  const firstExpectation = matched[0];

  if (accepting.length === 0) {
    const errored = relevant.filter((t) => undecided(verdicts.get(t)));
    if (errored.length > 0) {
      out.push(
        makeFinding('TW606', {
          message: `${name}: Ajv could not decide the shipped schema of ${quoteTool(catalog[errored[0]])} for its arguments, so the call was not checked`,
          locations: [callLoc, toolLocation(catalog[errored[0]])],
          evidence: {
            ...base,
            reason: undecidedReason(verdicts.get(errored[0])),
          },
          subjects: [...subjects, 'schema'],
        }),
      );
      return out;
    }
    if (relevant.some((t) => verdicts.get(t) === 'uncompiled')) {
      // Reported once per expectation (TW606 at the expectation), not once per call.
      for (const s of matched) s.undecidedCalls++;
      return out;
    }
    const tool = catalog[relevant[0]];
    const required = requiredFields(tool.inputSchema);
    const error = firstSchemaError(tool.inputSchema, call.args);
    const missing = missingFields(required, call.args);
    out.push(
      makeFinding('TW602', {
        message:
          `${name}: the shipped schema of ${quoteTool(tool)} rejects its arguments ` +
          `(${describeSchemaError(error)}${missing.length > 0 ? `; missing required ${nameList(missing)}` : ''}); ` +
          'the call is wrong, not the expectation',
        locations: [callLoc, toolLocation(tool), firstExpectation.loc],
        evidence: { required, missing, ...errorEvidence(error), ...base, tool: identity(tool) },
        subjects,
      }),
    );
    return out;
  }

  for (const s of matched) {
    const a = accepting.find((t) => s.tools.includes(t));
    if (a === undefined) continue;
    const tool = catalog[a];
    const related = [callLoc, s.loc, toolLocation(tool)];
    const pairSubjects = [...subjects, s.e.location.uri, s.e.index];
    const expectation = { uri: s.e.location.uri, index: s.e.index };
    s.calls++;
    if (s.policy !== undefined) {
      if (s.policy.check === undefined) {
        s.undecidedCalls++;
        continue;
      }
      const v = s.policy.check(call.args);
      if (undecided(v)) {
        out.push(
          makeFinding('TW606', {
            message: `${name}: Ajv could not decide the policy of ${label(s.e)} for its arguments`,
            locations: related,
            evidence: {
              ...base,
              expectation,
              reason: undecidedReason(v),
            },
            subjects: pairSubjects,
          }),
        );
        continue;
      }
      if (v === 'invalid') {
        const proof = s.proofs.get(a);
        if (proof?.verdict === 'disjoint') {
          s.blockedCalls++;
          continue;
        }
        const error = firstSchemaError(s.e.policy, call.args);
        const proofEvidence =
          proof === undefined
            ? {}
            : proof.verdict === 'overlap'
              ? { verdict: proof.verdict, witness: proof.witness }
              : { verdict: proof.verdict, reason: proof.reason };
        out.push(
          makeFinding('TW605', {
            message:
              `${name}: the shipped schema of ${quoteTool(tool)} accepts its arguments but the ` +
              `policy of ${label(s.e)} rejects them (${describeSchemaError(error)}); the call ` +
              'breaks the harness policy, not the provider contract',
            locations: related,
            evidence: { ...base, expectation, ...errorEvidence(error), ...proofEvidence },
            subjects: pairSubjects,
          }),
        );
        continue;
      }
    }
    if (s.expectedJcs === undefined) continue;
    // Only a valid expectation is a yardstick; an invalid one is TW601, never a model finding.
    if (s.argVerdicts.get(a) !== 'valid' || (s.policyOnArgs ?? 'valid') !== 'valid') {
      s.notCompared++;
      continue;
    }
    if (canonicalJson(call.args) === s.expectedJcs) {
      s.equalCalls++;
      continue;
    }
    const diff = keyPathDiff(s.e.arguments, call.args);
    const shown = diff.paths.join(', ') + (diff.omitted > 0 ? ` and ${diff.omitted} more` : '');
    out.push(
      makeFinding('TW603', {
        message:
          `${name} differs from ${label(s.e)} at ${shown}; ` +
          `${s.policy !== undefined ? 'the shipped schema and the policy accept' : 'the shipped schema accepts'} ` +
          'both, so the call deviates from the committed arguments',
        locations: related,
        evidence: {
          paths: diff.paths,
          ...(diff.omitted > 0 ? { omitted: diff.omitted } : {}),
          ...base,
          expectation,
          expectedDigest: jcsDigest(s.e.arguments),
        },
        subjects: pairSubjects,
      }),
    );
  }
  return out;
}

/** Findings about an expectation itself: its arguments and policy against the shipped schema. */
function expectationFindings(
  catalog: Tool[],
  toolCheck: (t: number) => Compiled,
  s: ExpState,
): Finding[] {
  const { e } = s;
  const out: Finding[] = [];
  const expectation = { uri: e.location.uri, index: e.index };
  const subjectsOf = (aspect: string, digest: string): unknown[] => [
    e.location.uri,
    e.index,
    digest,
    aspect,
  ];
  const uncheckedCalls =
    s.undecidedCalls > 0 ? `; ${plural(s.undecidedCalls, 'call')} could not be checked` : '';

  if (s.tools.length === 0) {
    out.push(
      makeFinding('TW601', {
        message:
          `${label(e)}: no catalog tool resolves to that name (${plural(catalog.length, 'tool')} ` +
          'imported), so the expectation names a tool the provider did not ship and cannot be checked',
        locations: [s.loc],
        evidence: {
          expectation,
          tool: e.tool,
          ...(e.server !== undefined ? { server: e.server } : {}),
        },
        subjects: [e.location.uri, e.index, 'missing-tool', e.server ?? '', e.tool],
      }),
    );
    return out;
  }

  for (const t of s.tools) {
    const tool = catalog[t];
    const compiled = toolCheck(t);
    const locations = [s.loc, toolLocation(tool)];
    if (compiled.check === undefined) {
      const reason = compiled.reason ?? { code: 'invalid-schema', message: 'not compiled' };
      out.push(
        makeFinding('TW606', {
          message:
            `${label(e)}: the shipped schema of ${quoteTool(tool)} cannot be evaluated ` +
            `(${reason.code}), so the contract was not checked${uncheckedCalls}`,
          locations,
          evidence: { expectation, tool: identity(tool), reason, undecidedCalls: s.undecidedCalls },
          subjects: subjectsOf('schema', tool.definitionDigest),
        }),
      );
      continue;
    }
    const verdict = s.argVerdicts.get(t);
    if (verdict === 'invalid' && e.arguments !== undefined) {
      const required = requiredFields(tool.inputSchema);
      const missing = missingFields(required, e.arguments);
      const error = firstSchemaError(tool.inputSchema, e.arguments);
      const why =
        missing.length > 0
          ? `the shipped schema requires ${nameList(required)} and the expected arguments omit ${nameList(missing)}`
          : `the shipped schema rejects the expected arguments (${describeSchemaError(error)})`;
      const skipped =
        s.notCompared > 0
          ? `; ${plural(s.notCompared, 'matching call was', 'matching calls were')} not compared with it`
          : '';
      out.push(
        makeFinding('TW601', {
          message: `${label(e)}: ${why}, so the expectation is wrong, not the model${skipped}`,
          locations,
          evidence: {
            required,
            missing,
            ...errorEvidence(error),
            notCompared: s.notCompared,
            expectation,
            tool: identity(tool),
          },
          subjects: subjectsOf('arguments', tool.definitionDigest),
        }),
      );
    } else if (undecided(verdict)) {
      out.push(
        makeFinding('TW606', {
          message: `${label(e)}: Ajv could not decide the shipped schema of ${quoteTool(tool)} for the expected arguments`,
          locations,
          evidence: {
            expectation,
            tool: identity(tool),
            reason: undecidedReason(verdict),
          },
          subjects: subjectsOf('arguments', tool.definitionDigest),
        }),
      );
    }
    const proof = s.proofs.get(t);
    if (proof?.verdict === 'disjoint') {
      out.push(
        makeFinding('TW604', {
          message:
            `${label(e)}: its policy and the shipped schema of ${quoteTool(tool)} accept no ` +
            `common argument object (${proof.reason.code}; A is the schema, B the policy), so ` +
            'no compliant call can pass: the policy is wrong' +
            (s.blockedCalls > 0
              ? ` (${plural(s.blockedCalls, 'call')} breaking it ${s.blockedCalls === 1 ? 'is' : 'are'} not reported as TW605)`
              : ''),
          locations,
          evidence: {
            verdict: 'disjoint',
            reason: proof.reason,
            blockedCalls: s.blockedCalls,
            expectation,
            tool: identity(tool),
          },
          subjects: subjectsOf('policy', tool.definitionDigest),
        }),
      );
    } else if (proof?.verdict === 'unknown') {
      out.push(
        makeFinding('TW606', {
          message:
            `${label(e)}: whether its policy and the shipped schema of ${quoteTool(tool)} share ` +
            `an argument object is unknown (${proof.reason.code}; A is the schema, B the policy)`,
          locations,
          evidence: { expectation, tool: identity(tool), verdict: 'unknown', reason: proof.reason },
          subjects: subjectsOf('policy', tool.definitionDigest),
        }),
      );
    }
  }

  if (s.policy !== undefined && s.policy.check === undefined) {
    const reason = s.policy.reason ?? { code: 'invalid-schema', message: 'not compiled' };
    out.push(
      makeFinding('TW606', {
        message: `${label(e)}: its policy cannot be evaluated (${reason.code}), so calls were not checked against it${uncheckedCalls}`,
        locations: [s.loc],
        evidence: { expectation, reason, undecidedCalls: s.undecidedCalls },
        subjects: subjectsOf('policy', jcsDigest(e.policy)),
      }),
    );
  } else if (s.policyOnArgs === 'invalid') {
    const error = firstSchemaError(e.policy, e.arguments);
    out.push(
      makeFinding('TW604', {
        message:
          `${label(e)}: its policy rejects its own expected arguments (${describeSchemaError(error)}), ` +
          'so no call can both equal the expectation and satisfy the policy',
        locations: [s.loc],
        evidence: { expectation, ...errorEvidence(error) },
        subjects: subjectsOf('policy-arguments', jcsDigest(e.policy)),
      }),
    );
  } else if (undecided(s.policyOnArgs)) {
    out.push(
      makeFinding('TW606', {
        message: `${label(e)}: Ajv could not decide its policy for its own expected arguments`,
        locations: [s.loc],
        evidence: {
          expectation,
          reason: undecidedReason(s.policyOnArgs),
        },
        subjects: subjectsOf('policy-arguments', jcsDigest(e.policy)),
      }),
    );
  }
  return out;
}

/** One expectation's figures for `stats.contracts`; the witness is synthetic, never user data. */
function contractStats(catalog: Tool[], s: ExpState): Record<string, unknown> {
  const verdicts = [...s.argVerdicts.values()];
  const args =
    s.e.arguments === undefined
      ? 'absent'
      : s.tools.length === 0
        ? 'no-tool'
        : verdicts.includes('invalid')
          ? 'invalid'
          : verdicts.every((v) => v === 'valid')
            ? 'valid'
            : 'undecided';
  const policy =
    s.e.policy === undefined
      ? 'absent'
      : s.tools.map((t) => {
          const proof = s.proofs.get(t);
          const tool = identity(catalog[t]);
          if (proof === undefined) return { tool, verdict: 'unknown', reason: 'not evaluated' };
          return proof.verdict === 'overlap'
            ? { tool, verdict: 'overlap', witness: proof.witness }
            : { tool, verdict: proof.verdict, reason: proof.reason };
        });
  return {
    uri: s.e.location.uri,
    index: s.e.index,
    tool: s.e.tool,
    ...(s.e.server !== undefined ? { server: s.e.server } : {}),
    resolved: s.tools.map((t) => identity(catalog[t])),
    arguments: args,
    policy,
    calls: s.calls,
    equalCalls: s.equalCalls,
    notCompared: s.notCompared,
    undecidedCalls: s.undecidedCalls,
    blockedCalls: s.blockedCalls,
  };
}

/**
 * Imports catalogs, expectations and traces and returns the deterministic `contract` Report.
 * Throws InputError for unreadable or malformed input (exit 2 in the CLI).
 */
export function checkContract(
  catalogs: CatalogSource[],
  expectations: ExpectationSource | ExpectationSource[],
  traces: TraceSource[],
  options: ContractOptions = {},
): Report {
  const { tools, skipped } = importCatalogs(catalogs);
  const maxTools = options.maxTools ?? CONTRACT_DEFAULTS.maxTools;
  if (tools.length > maxTools) {
    throw new InputError(
      `${tools.length} tools imported, more than --max-tools ${maxTools}; raise --max-tools to check against them all`,
    );
  }
  const sources = Array.isArray(expectations) ? expectations : [expectations];
  const parsed = sources.flatMap((source) => parseExpectations(source));
  const result = checkExpectations(tools, parsed, traces, options);
  return buildReport({
    command: 'contract',
    version: VERSION,
    findings: result.findings,
    stats: {
      catalogs: catalogs.length,
      expectationFiles: sources.length,
      skippedEntries: skipped,
      ...result.stats,
      incomplete: result.incomplete,
    },
  });
}
