import { InputError } from '../model/errors.js';
import { FAIL_ON_VALUES, type FailOn } from '../cli/options.js';

/** The Action's settings, parsed from its inputs. */
export interface ActionInputs {
  catalogs: string[];
  failOn: FailOn;
  strict: boolean;
  threshold?: number;
  maxCandidates?: number;
  sarifFile: string;
  uploadSarif: 'auto' | 'true' | 'false';
  category: string;
  annotations: boolean;
  summary: boolean;
  token: string;
  workingDirectory: string;
  /** Earlier JSON report whose findings count as unchanged; empty for none. */
  baseline?: string;
  /** Settings file; empty means toolwitness.config.json in working-directory when present. */
  settings?: string;
}

/** Splits a multi-line or comma-separated input into its non-empty entries. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
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
 * Defaults here match action.yml, so a missing input means the documented default.
 */
export function parseInputs(read: (name: string) => string): ActionInputs {
  const get = (name: string, fallback: string): string => {
    const v = read(name).trim();
    return v === '' ? fallback : v;
  };
  const threshold = optionalNumber('threshold', get('threshold', ''), false);
  if (threshold !== undefined && threshold > 1) {
    throw new InputError(`input threshold: "${threshold}" is not in (0, 1]`);
  }
  return {
    catalogs: splitList(read('catalogs')),
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
    summary: bool('summary', get('summary', 'true')),
    token: read('token').trim(),
    workingDirectory: get('working-directory', '.'),
    baseline: read('baseline').trim() || undefined,
    settings: read('settings').trim() || undefined,
  };
}
