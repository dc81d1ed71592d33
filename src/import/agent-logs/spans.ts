import { canonicalJson } from '../../canonical/jcs.js';
import type { LocatedDocument } from '../json.js';
import type { FoundCall } from './pairing.js';
import type { AgentResult } from './types.js';

/**
 * A call found in a span export, with what orders it and its result (a span holds both). Times
 * are integers in one unit per format (nanoseconds for OTLP, microseconds for Agents SDK);
 * undefined when the span records none.
 */
export interface SpanCall {
  found: FoundCall;
  start: bigint | undefined;
  end: bigint | undefined;
  /** The span's identity, `traceId` then `spanId` ('' when absent): the tie-break after the times. */
  traceId: string;
  spanId: string;
  /** The call id the log records ('' when the importer had to make one up to pair the span). */
  callId: string;
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

/** Earlier first; a span without the time sorts after every span with one. */
function compareTimes(x: bigint | undefined, y: bigint | undefined): number {
  if (x === y) return 0;
  if (x === undefined) return 1;
  if (y === undefined) return -1;
  return x < y ? -1 : 1;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What is left to tell two calls apart when times and ids tie: their canonical content. */
function contentOf(c: SpanCall): string {
  return canonicalJson({ tool: c.found.tool, args: c.found.args, result: c.result ?? null });
}

/**
 * The recorded order of span calls, the same whatever order the file lists them in: start
 * time; then end time (of two spans started together, the one that ended first returned
 * first); then trace id and span id (unique to a span, and the same in every export of it);
 * then call id (message parts of one span share its times and ids); then the canonical text of
 * the call and its result. Only copies of one span, identical in all of these, keep file order,
 * and those are the same call.
 */
export function compareSpanCalls(a: SpanCall, b: SpanCall): number {
  return (
    compareTimes(a.start, b.start) ||
    compareTimes(a.end, b.end) ||
    compareText(a.traceId, b.traceId) ||
    compareText(a.spanId, b.spanId) ||
    compareText(a.callId, b.callId) ||
    compareText(contentOf(a), contentOf(b))
  );
}

/** Span calls in recorded order (`compareSpanCalls`); the sort is stable. */
export function byStartTime(calls: SpanCall[]): SpanCall[] {
  return calls.sort(compareSpanCalls);
}

/**
 * The calls in recorded order with a repeated call id left out (the first in that order stays,
 * so which copy is kept does not depend on file order); each one left out is counted.
 */
export function firstById(calls: SpanCall[], dropped: () => void): SpanCall[] {
  const seen = new Set<string>();
  const out: SpanCall[] = [];
  for (const c of byStartTime(calls)) {
    if (seen.has(c.found.id)) {
      dropped();
      continue;
    }
    seen.add(c.found.id);
    out.push(c);
  }
  return out;
}
