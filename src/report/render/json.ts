import type { Report } from '../../model/index.js';
import { stringifyJsonSafe } from '../escape.js';
import { orderedReport } from './shape.js';

/** Options of the JSON renderer (none yet). */
export type JsonRenderOptions = Record<string, never>;

/** `--format json`: the report, two-space indented, keys in DESIGN's order, newline-terminated. */
export function renderJson(report: Report, _options: JsonRenderOptions = {}): string {
  return stringifyJsonSafe(orderedReport(report), 2) + '\n';
}
