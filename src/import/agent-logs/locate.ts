import { parseDocument, parsePointer } from '../json.js';
import type { AgentLogSource } from './source.js';
import { logLines } from './source.js';

/**
 * 1-based column of the element at `pointer` inside one line's JSON text (1 when the pointer
 * names nothing, which only a bug can cause).
 */
export function columnIn(text: string, pointer: string, uri = 'log'): number {
  try {
    const doc = parseDocument(
      text,
      uri,
      { maxBytes: Math.max(text.length * 4, 1) },
      { lazy: true },
    );
    const segments = parsePointer(pointer).map((s) =>
      /^(?:0|[1-9][0-9]*)$/.test(s) ? Number(s) : s,
    );
    return doc.positionOf(doc.offsetOf(segments)).column;
  } catch {
    return 1;
  }
}

/** Something with a line, a pointer inside it, and a column to fill. */
export interface Placed {
  line: number;
  pointer: string;
  column: number;
}

/**
 * Fills the columns of places in a JSONL log by reading the log again: JSONL importers keep the
 * line and pointer of every call but locate only the few that findings name.
 */
export function fillColumns(source: AgentLogSource, places: Iterable<Placed>): void {
  const byLine = new Map<number, Placed[]>();
  for (const p of places) {
    if (p.column !== 0) continue;
    const list = byLine.get(p.line);
    if (list === undefined) byLine.set(p.line, [p]);
    else list.push(p);
  }
  if (byLine.size === 0) return;
  let left = byLine.size;
  for (const { text, line } of logLines(source)) {
    const list = byLine.get(line);
    if (list === undefined) continue;
    for (const p of list) p.column = columnIn(text, p.pointer, source.uri);
    if (--left === 0) break;
  }
}
