import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeInput, parseJson } from '../import/json.js';
import { InputError } from '../model/errors.js';
import type { Report } from '../model/finding.js';
import {
  parseBaseline,
  parseReport,
  parseSettings,
  SETTINGS_FILE,
  type AdoptionInput,
} from '../report/adopt.js';
import { readInputs } from './files.js';

/** Reads one JSON file (bounded, UTF-8) as a value; failures are InputErrors naming it. */
export function readJsonFile(path: string, cwd: string): { uri: string; value: unknown } {
  const [file] = readInputs([path], cwd, () => {
    throw new InputError(`${path}: standard input is not accepted here; name a file`);
  });
  return { uri: file.uri, value: parseJson(decodeInput(file.content, file.uri), file.uri).value };
}

/** Reads and validates a JSON report file (`--format json` output). */
export function readReportFile(path: string, cwd: string): Report {
  const { uri, value } = readJsonFile(path, cwd);
  return parseReport(value, uri);
}

/** Where a report's settings and baseline are read from (`--settings`, `--baseline`). */
export interface AdoptionPaths {
  settings?: string;
  baseline?: string;
}

/**
 * Loads the settings (`settings`, else `toolwitness.config.json` in `cwd` when present) and the
 * baseline report. Shared by the CLI and the Action.
 */
export function loadAdoption(cwd: string, paths: AdoptionPaths): AdoptionInput {
  const input: AdoptionInput = {};
  const settingsPath =
    paths.settings ?? (existsSync(resolve(cwd, SETTINGS_FILE)) ? SETTINGS_FILE : undefined);
  if (settingsPath !== undefined) {
    const { uri, value } = readJsonFile(settingsPath, cwd);
    input.settings = parseSettings(value, uri);
  }
  if (paths.baseline !== undefined) {
    const { uri, value } = readJsonFile(paths.baseline, cwd);
    input.baseline = parseBaseline(value, uri);
  }
  return input;
}
