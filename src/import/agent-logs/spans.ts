import type { LocatedDocument } from '../json.js';
import type { FoundCall } from './pairing.js';
import type { AgentResult } from './types.js';

/** A call found in a span export, with what orders it and its result (a span holds both). */
export interface SpanCall {
  found: FoundCall;
  /** Start time (nanoseconds for OTLP, milliseconds for Agents SDK); NaN/undefined sorts last. */
  start: bigint | number | undefined;
  /** Position in the file, the tie-break. */
  order: number;
  result?: AgentResult;
}

/** One parsed JSON document of a span export and the line its text starts on. */
export interface SpanDocument {
  doc: LocatedDocument;
  lineOffset: number;
}

/** Line, column and pointer of an element of a span document. */
export function placeOf(
  d: SpanDocument,
  segments: readonly (string | number)[],
): { line: number; column: number } {
  const p = d.doc.positionOf(d.doc.offsetOf(segments));
  return { line: p.line + d.lineOffset, column: p.column };
}

function compareStart(a: SpanCall, b: SpanCall): number {
  const x = a.start;
  const y = b.start;
  const xu = x === undefined || (typeof x === 'number' && Number.isNaN(x));
  const yu = y === undefined || (typeof y === 'number' && Number.isNaN(y));
  if (xu !== yu) return xu ? 1 : -1;
  if (!xu && !yu && x !== y) return (x as number) < (y as number) ? -1 : 1;
  return a.order - b.order;
}

/** Span calls in recorded order: by start time, ties (and missing times) in file order. */
export function byStartTime(calls: SpanCall[]): SpanCall[] {
  return calls.sort(compareStart);
}
