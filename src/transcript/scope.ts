import type { ValidateFunction } from 'ajv';
import { quoteNameForMessage, describeCompileError } from '../import/escape.js';
import { InputError } from '../model/errors.js';
import type { Finding } from '../model/finding.js';
import { makeFinding } from '../findings/index.js';
import { createAjv } from '../schema/ajv.js';
import { DEFAULT_VALIDATION_STEPS, validateWithinBudget } from '../schema/budget.js';
import { dialectOf } from '../schema/dialect.js';
import { canonicalJson, sha256Hex } from '../canonical/jcs.js';
import { recordLocation } from './location.js';
import type { TranscriptRecord } from './record.js';
import type { LineSource } from './lines.js';
import { callArgs, transcriptCalls } from './parse.js';

/** An argument policy: a JSON Schema the arguments of matching tools must satisfy. */
export interface ArgumentPolicy {
  /** The `allowed_tools` entry it applies to (a name or a `*` glob). */
  pattern: string;
  /** The policy as written: what the validation budget is counted on. */
  schema: unknown;
  validate: ValidateFunction;
}

/** A parsed scope file. */
export interface Scope {
  agent: string;
  /** `allowed_tools` entries, in file order. */
  allowed: string[];
  policies: ArgumentPolicy[];
}

const SCOPE_KEYS = new Set(['agent', 'allowed_tools', 'arguments']);

function globRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 's');
}

/** A matcher for an `allowed_tools` entry: exact and case-sensitive, `*` matches any run. */
export function toolMatcher(pattern: string): (tool: string) => boolean {
  if (!pattern.includes('*')) return (tool) => tool === pattern;
  const re = globRegExp(pattern);
  return (tool) => re.test(tool);
}

/**
 * Parses a scope file strictly. ToolReplay's `{agent, allowed_tools}` is accepted as is;
 * `allowed_tools` entries may be `*` globs, and `arguments` maps an entry of `allowed_tools` to
 * a JSON Schema for that tool's arguments (no `$schema` means 2020-12).
 */
export function parseScope(text: string, uri: string): Scope {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new InputError(`${uri}: not valid JSON; a scope file is one JSON object`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(`${uri}: a scope file must be a JSON object`);
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!SCOPE_KEYS.has(key)) {
      throw new InputError(
        `${uri}: unknown field ${quoteNameForMessage(key)}; a scope has agent, allowed_tools and optional arguments`,
      );
    }
  }
  if (!Object.prototype.hasOwnProperty.call(obj, 'agent'))
    throw new InputError(`${uri}: missing field "agent"`);
  if (!Object.prototype.hasOwnProperty.call(obj, 'allowed_tools'))
    throw new InputError(`${uri}: missing field "allowed_tools"`);
  const { agent, allowed_tools: allowed, arguments: args } = obj;
  if (typeof agent !== 'string') throw new InputError(`${uri}: "agent" must be a string`);
  if (!Array.isArray(allowed))
    throw new InputError(`${uri}: "allowed_tools" must be an array of strings`);
  allowed.forEach((entry, i) => {
    if (typeof entry !== 'string')
      throw new InputError(`${uri}: "allowed_tools"[${i}] must be a string`);
  });
  const names = allowed as string[];
  const policies: ArgumentPolicy[] = [];
  if (args !== undefined) {
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new InputError(
        `${uri}: "arguments" must be an object mapping allowed_tools entries to JSON Schemas`,
      );
    }
    for (const [pattern, schema] of Object.entries(args as Record<string, unknown>)) {
      const label = `${uri}: "arguments" ${quoteNameForMessage(pattern)}`;
      if (!names.includes(pattern))
        throw new InputError(`${label} is not an entry of "allowed_tools"`);
      if (
        typeof schema !== 'boolean' &&
        (typeof schema !== 'object' || schema === null || Array.isArray(schema))
      ) {
        throw new InputError(`${label} must be a JSON Schema (an object or a boolean)`);
      }
      const dialect = dialectOf(schema);
      if (dialect === undefined) throw new InputError(`${label}: unsupported "$schema" dialect`);
      let validate: ValidateFunction;
      try {
        validate = createAjv(dialect).compile(schema as object);
      } catch (error) {
        throw new InputError(
          `${label}: schema does not compile: ${describeCompileError((error as Error).message)}`,
        );
      }
      policies.push({ pattern, schema, validate });
    }
  }
  return { agent, allowed: names, policies };
}

/** What scope found in one transcript. */
export interface ScopeResult {
  calls: number;
  findings: Finding[];
}

/**
 * TW303 for calls to tools no `allowed_tools` entry matches; TW304 for allowed calls whose
 * arguments a matching policy rejects (keyword and argument path, never the value).
 */
export function scopeRecords(
  records: Iterable<TranscriptRecord>,
  uri: string,
  scope: Scope,
): ScopeResult {
  return scopeCalls(records, uri, scope, (record) => record.args);
}

/**
 * `scopeRecords` over a transcript file or stream, read by the byte scanner (arguments are
 * parsed only where a policy applies).
 */
export function scopeTranscript(source: LineSource, uri: string, scope: Scope): ScopeResult {
  return scopeCalls(transcriptCalls(source, uri, { call: false }), uri, scope, callArgs);
}

/** Scope checks of several transcripts, gathered for one report. */
export interface TranscriptScopes {
  findings: Finding[];
  transcripts: { uri: string; calls: number }[];
  calls: number;
}

export function emptyScopes(): TranscriptScopes {
  return { findings: [], transcripts: [], calls: 0 };
}

/** Checks one transcript into `into` (what `scope` and the Action's scope share). */
export function scopeInto(into: TranscriptScopes, source: LineSource, scope: Scope): void {
  const result = scopeTranscript(source, source.uri, scope);
  for (const finding of result.findings) into.findings.push(finding);
  into.calls += result.calls;
  into.transcripts.push({ uri: source.uri, calls: result.calls });
}

const UNDECIDED = {
  error: 'Ajv threw instead of deciding',
  'over-budget': `validating could take more than ${DEFAULT_VALIDATION_STEPS} subschema evaluations, or never end`,
} as const;

function scopeCalls<R extends Pick<TranscriptRecord, 'index' | 'line' | 'tool'>>(
  records: Iterable<R>,
  uri: string,
  scope: Scope,
  argsOf: (record: R) => Record<string, unknown>,
): ScopeResult {
  const matchers = scope.allowed.map(toolMatcher);
  const policies = scope.policies.map((p) => ({ ...p, matches: toolMatcher(p.pattern) }));
  const verdicts = new Map<string, boolean>();
  // TW303 messages depend on the tool only: one string per tool, shared by its findings
  const outOfScope = new Map<string, string>();
  const findings: Finding[] = [];
  let calls = 0;
  for (const record of records) {
    calls++;
    let allowed = verdicts.get(record.tool);
    if (allowed === undefined) {
      allowed = matchers.some((m) => m(record.tool));
      if (verdicts.size < 65536) verdicts.set(record.tool, allowed);
    }
    if (!allowed) {
      let message = outOfScope.get(record.tool);
      if (message === undefined) {
        message = `tool '${record.tool}' is not in the declared scope for agent '${scope.agent}'`;
        if (outOfScope.size < 65536) outOfScope.set(record.tool, message);
      }
      findings.push(
        makeFinding('TW303', {
          message,
          locations: [recordLocation(uri, record)],
          evidence: { index: record.index, agent: scope.agent },
          subjects: [uri, record.index],
        }),
      );
      continue;
    }
    let args: Record<string, unknown> | undefined;
    for (const policy of policies) {
      if (!policy.matches(record.tool)) continue;
      args ??= argsOf(record);
      const outcome = validateWithinBudget(policy.validate, policy.schema, args);
      const verdict = outcome.verdict;
      if (verdict === 'valid') continue;
      if (verdict !== 'invalid') {
        // neither inside nor outside the scope: an undecided note, never a pass or TW304
        findings.push(
          makeFinding('TW306', {
            message: `tool '${record.tool}': the argument policy '${policy.pattern}' for agent '${scope.agent}' could not be decided for this call (${UNDECIDED[verdict]})`,
            locations: [recordLocation(uri, record)],
            evidence: {
              index: record.index,
              agent: scope.agent,
              policy: policy.pattern,
              reason: {
                code: verdict === 'error' ? 'internal-error' : 'budget',
                message: UNDECIDED[verdict],
              },
              argsDigest: sha256Hex(canonicalJson(args)),
            },
            subjects: [uri, record.index, policy.pattern],
          }),
        );
        continue;
      }
      const { keyword, pointer: path, schemaPath } = outcome.violation;
      findings.push(
        makeFinding('TW304', {
          message: `tool '${record.tool}' argument ${path === '' ? '(root)' : path} fails '${keyword}' of the argument policy '${policy.pattern}' for agent '${scope.agent}'`,
          locations: [recordLocation(uri, record)],
          evidence: {
            index: record.index,
            agent: scope.agent,
            policy: policy.pattern,
            keyword,
            argumentPath: path,
            schemaPath,
            argsDigest: sha256Hex(canonicalJson(args)),
          },
          subjects: [uri, record.index],
        }),
      );
      break;
    }
  }
  return { calls, findings };
}
