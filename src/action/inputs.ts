import { InputError } from '../model/errors.js';
import { FAIL_ON_VALUES, type FailOn } from '../findings/build.js';
import type { Severity } from '../model/finding.js';

/**
 * The Action's settings, parsed from its inputs. Analysis inputs are lists of files or globs
 * relative to `workingDirectory`; an empty list means that analysis does not run.
 */
export interface ActionInputs {
  /** Tool catalogs: scanned (TW1xx), and what `traces` replay against. */
  catalogs: string[];
  /**
   * MCP client configs, a further source of the scan analysis: checked offline (TW506,
   * TW523–TW525), and with `spawnServers` their servers collected and scanned with `catalogs`.
   */
  mcpConfig: string[];
  /** Start the configs' servers; refused where the checkout may be a fork's. Default false. */
  spawnServers: boolean;
  /** Per-server budget in seconds to start, initialize and list tools. Default 30. */
  serverTimeout: number;
  /** Provider traces, replayed against `catalogs` (TW201–TW204). */
  traces: string[];
  /** Count tools that accept every object in TW201 (as `replay --include-permissive`). */
  includePermissive: boolean;
  /** Recorded transcripts (TW301/TW302; with `catalogs`, MCP hints decide the mutators). */
  transcripts: string[];
  /** Scope file that every `transcripts` file is checked against (TW303/TW304). */
  scope?: string;
  /** Sealed transcripts whose hash chain is verified (TW401). */
  sealed: string[];
  /** Ed25519 public key (PEM): signatures are checked too (TW402). */
  publicKey?: string;
  /** Detached signature of the one `sealed` file; default `<sealed>.sig` next to each. */
  signature?: string;
  /**
   * Accept a `transcripts` or `sealed` file with no record, as the CLI's `--allow-empty`.
   * Default false: an empty input is an error, since an audit of nothing proves nothing.
   */
  allowEmpty: boolean;
  /** Earlier JSON reports of the shards of a matrix, merged instead of analysing. */
  mergeReports: string[];
  /** Directory the JSON report of each analysis is written to, as `<analysis>.json`. */
  reportDir?: string;
  failOn: FailOn;
  strict: boolean;
  threshold?: number;
  maxCandidates?: number;
  sarifFile: string;
  uploadSarif: 'auto' | 'true' | 'false';
  category: string;
  annotations: boolean;
  /** Least severe level annotated; default warning (notes stay in the summary and SARIF log). */
  annotationsMinSeverity: Severity;
  summary: boolean;
  token: string;
  workingDirectory: string;
  /** Earlier JSON reports whose findings count as unchanged, each for its own command. */
  baseline: string[];
  /** Settings file; empty means toolwitness.config.json in working-directory when present. */
  settings?: string;
  /** On pull requests, compare `catalogs` with the base commit (TW701–TW706). Default true. */
  evolution: boolean;
  /**
   * Which version of the settings file applies: `head` (the checkout) or, on a pull request,
   * `base` (the base commit's), so a pull request cannot weaken its own gate. Default head.
   */
  settingsFrom: 'base' | 'head';
}

/** Longest `server-timeout`, as for the CLI's `--timeout`. */
const MAX_SERVER_TIMEOUT_S = 600;

/**
 * Splits a multi-line or comma-separated input into its non-empty entries. A comma inside a
 * glob's braces (`traces/{a,b}/*.json`) belongs to the glob.
 */
export function splitList(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
    if (ch === '\n' || (ch === ',' && depth === 0)) {
      out.push(current);
      current = '';
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function choice<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`input ${name}: "${value}" is not one of ${allowed.join(', ')}`);
}

function bool(name: string, value: string): boolean {
  return choice(name, value, ['true', 'false'] as const) === 'true';
}

function optionalNumber(name: string, value: string, integer: boolean): number | undefined {
  if (value === '') return undefined;
  const n = Number(value);
  const ok = Number.isFinite(n) && n > 0 && (!integer || Number.isSafeInteger(n));
  if (!ok)
    throw new InputError(
      `input ${name}: "${value}" is not a positive ${integer ? 'whole number' : 'number'}`,
    );
  return n;
}

/**
 * Parses the inputs given by `read` (`core.getInput` in the Action; a map in tests).
 * Defaults here match action.yml, so a missing input means the documented default. Checks
 * that inputs fit together (a trace needs a catalog, a signature needs a key, …); whether any
 * analysis was asked for at all is the caller's to say, with the full list of choices.
 */
export function parseInputs(read: (name: string) => string): ActionInputs {
  const get = (name: string, fallback: string): string => {
    const v = read(name).trim();
    return v === '' ? fallback : v;
  };
  const optional = (name: string): string | undefined => read(name).trim() || undefined;
  const threshold = optionalNumber('threshold', get('threshold', ''), false);
  if (threshold !== undefined && threshold > 1) {
    throw new InputError(`input threshold: "${threshold}" is not in (0, 1]`);
  }
  const serverTimeout = optionalNumber('server-timeout', get('server-timeout', '30'), false) ?? 30;
  if (serverTimeout > MAX_SERVER_TIMEOUT_S) {
    throw new InputError(
      `input server-timeout: "${serverTimeout}" is more than ${MAX_SERVER_TIMEOUT_S} seconds`,
    );
  }
  const inputs: ActionInputs = {
    catalogs: splitList(read('catalogs')),
    mcpConfig: splitList(read('mcp-config')),
    spawnServers: bool('spawn-servers', get('spawn-servers', 'false')),
    serverTimeout,
    traces: splitList(read('traces')),
    includePermissive: bool('include-permissive', get('include-permissive', 'false')),
    transcripts: splitList(read('transcripts')),
    scope: optional('scope'),
    sealed: splitList(read('sealed')),
    publicKey: optional('public-key'),
    signature: optional('signature'),
    allowEmpty: bool('allow-empty', get('allow-empty', 'false')),
    mergeReports: splitList(read('merge-reports')),
    reportDir: optional('report-dir'),
    failOn: choice('fail-on', get('fail-on', 'error'), FAIL_ON_VALUES),
    strict: bool('strict', get('strict', 'false')),
    threshold,
    maxCandidates: optionalNumber('max-candidates', get('max-candidates', ''), true),
    sarifFile: get('sarif-file', 'toolwitness.sarif'),
    uploadSarif: choice('upload-sarif', get('upload-sarif', 'auto'), [
      'auto',
      'true',
      'false',
    ] as const),
    category: get('category', 'toolwitness'),
    annotations: bool('annotations', get('annotations', 'true')),
    annotationsMinSeverity: choice(
      'annotations-min-severity',
      get('annotations-min-severity', 'warning'),
      ['error', 'warning', 'note'] as const,
    ),
    summary: bool('summary', get('summary', 'true')),
    token: read('token').trim(),
    workingDirectory: get('working-directory', '.'),
    baseline: splitList(read('baseline')),
    settings: optional('settings'),
    evolution: bool('evolution', get('evolution', 'true')),
    settingsFrom: choice('settings-from', get('settings-from', 'head'), ['base', 'head'] as const),
  };
  checkCombinations(inputs);
  return inputs;
}

function checkCombinations(inputs: ActionInputs): void {
  const analysing = hasAnalysisInput(inputs);
  if (inputs.mergeReports.length > 0 && analysing) {
    throw new InputError(
      'input merge-reports merges the reports of earlier runs; it cannot be combined with catalogs, mcp-config, traces, transcripts, scope or sealed',
    );
  }
  if (inputs.spawnServers && inputs.mcpConfig.length === 0) {
    throw new InputError(
      'input spawn-servers: it starts the servers of MCP client configs; set mcp-config too',
    );
  }
  if (inputs.traces.length > 0 && inputs.catalogs.length === 0) {
    throw new InputError(
      'input traces: provider traces replay against a catalog; set catalogs too',
    );
  }
  if (inputs.scope !== undefined && inputs.transcripts.length === 0) {
    throw new InputError(
      'input scope: the scope is checked against transcripts; set transcripts too',
    );
  }
  if (inputs.publicKey !== undefined && inputs.sealed.length === 0) {
    throw new InputError('input public-key: it verifies sealed transcripts; set sealed too');
  }
  if (inputs.signature !== undefined && inputs.publicKey === undefined) {
    throw new InputError('input signature: a signature is checked with a key; set public-key too');
  }
}

/** True when some analysis input is set (merge-reports is not an analysis). */
export function hasAnalysisInput(inputs: ActionInputs): boolean {
  return (
    inputs.catalogs.length > 0 ||
    inputs.mcpConfig.length > 0 ||
    inputs.traces.length > 0 ||
    inputs.transcripts.length > 0 ||
    inputs.scope !== undefined ||
    inputs.sealed.length > 0
  );
}
