import type { Report } from '../../model/index.js';
import { stringifyJsonSafe } from '../escape.js';
import { orderedFinding, orderedReport } from './shape.js';
import { LazyArray, StreamedObject, writeJsonDocument, type TextSink } from './stream.js';

/** Options of the JSON renderer (none yet). */
export type JsonRenderOptions = Record<string, never>;

/** `--format json`: the report, two-space indented, keys in DESIGN's order, newline-terminated. */
export function renderJson(report: Report, _options: JsonRenderOptions = {}): string {
  return stringifyJsonSafe(orderedReport(report), 2) + '\n';
}

/**
 * `renderJson`'s bytes written to `sink` in chunks of about `chunkSize` code units: the findings
 * are ordered and serialized a batch at a time, so neither the whole text nor a reordered copy of
 * every finding is ever held.
 */
export function writeJson(
  report: Report,
  sink: TextSink,
  _options: JsonRenderOptions = {},
  chunkSize?: number,
): void {
  // the members and their order are orderedReport's
  const document = new StreamedObject([
    ['schemaVersion', report.schemaVersion],
    ['tool', { name: report.tool.name, version: report.tool.version }],
    ['command', report.command],
    [
      'summary',
      {
        errors: report.summary.errors,
        warnings: report.summary.warnings,
        notes: report.summary.notes,
      },
    ],
    ['findings', new LazyArray(report.findings, orderedFinding)],
    ['stats', report.stats],
  ]);
  writeJsonDocument(document, sink, chunkSize);
}
