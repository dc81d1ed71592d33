import { InputError } from '../model/errors.js';
import type { Finding, FindingEvidence, Report, Severity } from '../model/finding.js';
import { isRuleId } from '../rules/registry.js';
import { buildReport } from './build.js';
import { refreshScore } from './score.js';

/** Settings file name looked up in the working directory when `--settings` is not given. */
export const SETTINGS_FILE = 'toolwitness.config.json';

/** A rule's severity in `toolwitness.config.json`; `off` removes its findings. */
export type RuleLevel = Severity | 'off';

const LEVELS: readonly RuleLevel[] = ['off', 'error', 'warning', 'note'];

/** One suppression: findings of `rule` whose located tools are all among `tools`. */
export interface Suppression {
  rule: string;
  /** Tool names (`read_file`) or server-qualified names (`files/read_file`). */
  tools: string[];
  reason: string;
}

/** `toolwitness.config.json`, validated. */
export interface Settings {
  /** Where the settings came from (for messages). */
  uri: string;
  rules: Record<string, RuleLevel>;
  suppressions: Suppression[];
}

/** The fingerprints of an earlier JSON report (`--baseline`). */
export interface Baseline {
  uri: string;
  command: string;
  fingerprints: ReadonlySet<string>;
}

export interface AdoptionInput {
  settings?: Settings;
  baseline?: Baseline;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function fail(uri: string, pointer: string, what: string): never {
  throw new InputError(`${uri}: ${pointer === '' ? '(root)' : pointer}: ${what}`);
}

function onlyKeys(value: Json, allowed: readonly string[], uri: string, pointer: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      fail(
        uri,
        `${pointer}/${escapeSegment(key)}`,
        `unknown key "${key}" (allowed: ${allowed.join(', ')})`,
      );
    }
  }
}

function nonEmptyString(value: unknown, uri: string, pointer: string, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail(uri, pointer, `${what} must be a non-empty string`);
  }
  return value;
}

/**
 * Validates a parsed `toolwitness.config.json`: `{"rules": {"TW102": "off"|"error"|"warning"|"note"},
 * "suppressions": [{"rule", "tools", "reason"}]}`, both optional. Unknown keys, unknown rule ids,
 * empty tool lists and missing reasons are InputErrors naming `uri` and the JSON pointer.
 */
export function parseSettings(value: unknown, uri: string): Settings {
  if (!isObject(value)) fail(uri, '', 'settings must be a JSON object');
  onlyKeys(value, ['$schema', 'rules', 'suppressions'], uri, '');
  const rules: Record<string, RuleLevel> = {};
  if (value.rules !== undefined) {
    if (!isObject(value.rules)) fail(uri, '/rules', 'must be an object of rule id to severity');
    for (const [id, level] of Object.entries(value.rules)) {
      const pointer = `/rules/${escapeSegment(id)}`;
      if (!isRuleId(id)) fail(uri, pointer, `unknown rule id "${id}"`);
      if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) {
        fail(uri, pointer, `severity must be one of ${LEVELS.join(', ')}`);
      }
      rules[id] = level as RuleLevel;
    }
  }
  const suppressions: Suppression[] = [];
  if (value.suppressions !== undefined) {
    if (!Array.isArray(value.suppressions)) fail(uri, '/suppressions', 'must be an array');
    value.suppressions.forEach((entry: unknown, i) => {
      const pointer = `/suppressions/${i}`;
      if (!isObject(entry)) fail(uri, pointer, 'must be an object {rule, tools, reason}');
      onlyKeys(entry, ['rule', 'tools', 'reason'], uri, pointer);
      const rule = nonEmptyString(entry.rule, uri, `${pointer}/rule`, 'rule');
      if (!isRuleId(rule)) fail(uri, `${pointer}/rule`, `unknown rule id "${rule}"`);
      if (!Array.isArray(entry.tools) || entry.tools.length === 0) {
        fail(uri, `${pointer}/tools`, 'must be a non-empty array of tool names');
      }
      const tools = entry.tools.map((t: unknown, j) =>
        nonEmptyString(t, uri, `${pointer}/tools/${j}`, 'a tool name'),
      );
      const reason = nonEmptyString(entry.reason, uri, `${pointer}/reason`, 'reason (required)');
      suppressions.push({ rule, tools, reason });
    });
  }
  return { uri, rules, suppressions };
}

const HEX64 = /^[0-9a-f]{64}$/;

/** The commands that write JSON reports: the only command names a message repeats. */
const REPORT_COMMANDS: ReadonlySet<string> = new Set([
  'collect',
  'contract',
  'diff',
  'discover',
  'replay',
  'scan',
  'scope',
  'verify',
]);

/**
 * `a "scan" report`; for a command no ToolWitness writes (a hand-made or hostile file), words
 * that do not repeat it, since a message never echoes a value read from input.
 */
export function describeReportCommand(command: string): string {
  return REPORT_COMMANDS.has(command) ? `a "${command}" report` : 'a report of an unknown command';
}

/**
 * Validates a parsed JSON report (`--format json` output) and keeps what a baseline or a merge
 * needs. Anything else is an InputError naming `uri` and the JSON pointer.
 */
export function parseReport(value: unknown, uri: string): Report {
  if (!isObject(value)) fail(uri, '', 'not a ToolWitness JSON report (expected an object)');
  if (value.schemaVersion !== 1) {
    fail(uri, '/schemaVersion', 'not a ToolWitness JSON report of schemaVersion 1');
  }
  if (!isObject(value.tool) || value.tool.name !== 'toolwitness') {
    fail(uri, '/tool/name', 'not a ToolWitness JSON report (tool.name is not "toolwitness")');
  }
  const version = nonEmptyString(value.tool.version, uri, '/tool/version', 'tool.version');
  const command = nonEmptyString(value.command, uri, '/command', 'command');
  if (!Array.isArray(value.findings)) fail(uri, '/findings', 'must be an array');
  const findings = value.findings.map((f: unknown, i): Finding => {
    const pointer = `/findings/${i}`;
    if (!isObject(f)) fail(uri, pointer, 'must be an object');
    for (const key of ['ruleId', 'rule', 'severity', 'message'] as const) {
      nonEmptyString(f[key], uri, `${pointer}/${key}`, key);
    }
    if (!['error', 'warning', 'note'].includes(f.severity as string)) {
      fail(uri, `${pointer}/severity`, 'must be error, warning or note');
    }
    if (typeof f.fingerprint !== 'string' || !HEX64.test(f.fingerprint)) {
      fail(uri, `${pointer}/fingerprint`, 'must be 64 lowercase hex digits');
    }
    if (!Array.isArray(f.locations) || !f.locations.every(isObject)) {
      fail(uri, `${pointer}/locations`, 'must be an array of objects');
    }
    f.locations.forEach((loc, j) => checkLocation(loc, uri, `${pointer}/locations/${j}`));
    if (!isObject(f.evidence)) fail(uri, `${pointer}/evidence`, 'must be an object');
    checkEvidence(f.evidence, uri, `${pointer}/evidence`);
    if (
      f.baselineState !== undefined &&
      f.baselineState !== 'new' &&
      f.baselineState !== 'unchanged'
    ) {
      fail(uri, `${pointer}/baselineState`, 'must be "new" or "unchanged"');
    }
    if (f.suppressed !== undefined) {
      if (!isObject(f.suppressed)) fail(uri, `${pointer}/suppressed`, 'must be an object');
      nonEmptyString(f.suppressed.rule, uri, `${pointer}/suppressed/rule`, 'rule');
      nonEmptyString(f.suppressed.reason, uri, `${pointer}/suppressed/reason`, 'reason');
    }
    return f as unknown as Finding;
  });
  const stats = value.stats === undefined ? {} : value.stats;
  if (!isObject(stats)) fail(uri, '/stats', 'must be an object');
  return buildReport({ command, version, findings, stats });
}

const hasOwn = (obj: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(obj, key);

/** The `FindingEvidence` members that are strings in every rule's evidence. */
const EVIDENCE_STRINGS = [
  'verdict',
  'detail',
  'expected',
  'found',
  'argsDigest',
  'callDigest',
  'responseDigest',
  'firstResponseDigest',
  'renamedTo',
] as const satisfies readonly (keyof FindingEvidence)[];

/**
 * The one run-time guard on evidence read from a file: the members renderers read
 * (`FindingEvidence`) have the types every rule gives them, so renderers read a report from a
 * file as one built in-process, without casts. A rule's other members are not checked: they
 * are only copied, never read.
 */
function checkEvidence(ev: Json, uri: string, pointer: string): asserts ev is FindingEvidence {
  for (const key of EVIDENCE_STRINGS) {
    if (hasOwn(ev, key) && typeof ev[key] !== 'string') {
      fail(uri, `${pointer}/${key}`, `${key} must be a string`);
    }
  }
  if (hasOwn(ev, 'index') && (typeof ev.index !== 'number' || !Number.isFinite(ev.index))) {
    fail(uri, `${pointer}/index`, 'index must be a number');
  }
  if (!hasOwn(ev, 'reason') || typeof ev.reason === 'string') return;
  const reason = ev.reason;
  if (
    !isObject(reason) ||
    typeof reason.code !== 'string' ||
    (hasOwn(reason, 'message') && typeof reason.message !== 'string')
  ) {
    fail(uri, `${pointer}/reason`, 'reason must be a string or an object with a string code');
  }
}

/** A finding location as reports write it: what sorting and the renderers rely on. */
function checkLocation(loc: Record<string, unknown>, uri: string, pointer: string): void {
  nonEmptyString(loc.uri, uri, `${pointer}/uri`, 'uri');
  for (const key of ['pointer', 'tool', 'server']) {
    if (hasOwn(loc, key) && typeof loc[key] !== 'string') {
      fail(uri, `${pointer}/${key}`, `${key} must be a string`);
    }
  }
  for (const key of ['line', 'column', 'index']) {
    if (!hasOwn(loc, key)) continue;
    const n = loc[key];
    const least = key === 'index' ? 0 : 1;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < least) {
      fail(uri, `${pointer}/${key}`, `${key} must be a whole number of at least ${least}`);
    }
  }
}

/** A baseline from a parsed JSON report: its command and finding fingerprints. */
export function parseBaseline(value: unknown, uri: string): Baseline {
  const report = parseReport(value, uri);
  return {
    uri,
    command: report.command,
    fingerprints: new Set(report.findings.map((f) => f.fingerprint)),
  };
}

/**
 * A finding's members as plain data to mark. Replay's compact findings make theirs when read
 * (`toJSON`, see src/transcript/pending-findings.ts), which a spread would not copy.
 */
function plainFinding(f: Finding): Finding {
  const toJSON = (f as { toJSON?: () => Finding }).toJSON;
  return typeof toJSON === 'function' ? toJSON.call(f) : { ...f };
}

function suppressionFor(f: Finding, suppressions: readonly Suppression[]): Suppression | undefined {
  const tools = f.locations.filter((loc) => loc.tool !== undefined);
  if (tools.length === 0) return undefined;
  return suppressions.find(
    (s) =>
      s.rule === f.ruleId &&
      tools.every(
        (loc) =>
          s.tools.includes(loc.tool as string) ||
          (loc.server !== undefined && s.tools.includes(`${loc.server}/${loc.tool}`)),
      ),
  );
}

/**
 * Applies settings and a baseline to a report. Pure. Rule severities change `severity` (`off`
 * removes the finding); a suppression marks a finding `suppressed` when its rule matches and every
 * tool the finding locates is named (as `name` or `server/name`); with a baseline, each finding is
 * `baselineState: 'unchanged'` when its fingerprint is in it, else `'new'`. The summary then counts
 * only new, unsuppressed findings, and `stats.adoption` counts `{unchanged, suppressed}`.
 */
export function applyAdoption(report: Report, input: AdoptionInput): Report {
  const { settings, baseline } = input;
  if (settings === undefined && baseline === undefined) return report;
  if (baseline !== undefined && baseline.command !== report.command) {
    throw new InputError(
      `${baseline.uri}: the baseline is ${describeReportCommand(baseline.command)}, not a "${report.command}" report`,
    );
  }
  const findings: Finding[] = [];
  let unchanged = 0;
  let suppressed = 0;
  for (const original of report.findings) {
    const level = settings?.rules[original.ruleId];
    if (level === 'off') continue;
    const f = plainFinding(original);
    if (level !== undefined) f.severity = level;
    if (baseline !== undefined) {
      f.baselineState = baseline.fingerprints.has(f.fingerprint) ? 'unchanged' : 'new';
      if (f.baselineState === 'unchanged') unchanged++;
    }
    const suppression = settings && suppressionFor(f, settings.suppressions);
    if (suppression !== undefined) {
      f.suppressed = { rule: suppression.rule, reason: suppression.reason };
      suppressed++;
    }
    findings.push(f);
  }
  // the score counts active findings only, so it is recomputed once adoption has marked them
  return refreshScore(
    buildReport({
      command: report.command,
      version: report.tool.version,
      findings,
      stats: { ...report.stats, adoption: { unchanged, suppressed } },
    }),
  );
}
