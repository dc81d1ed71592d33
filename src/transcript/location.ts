import type { FindingLocation } from '../model/finding.js';
import type { TranscriptRecord } from './record.js';

/** A record's finding location: the line's object (pointer ""), column 1, with its index. */
export function recordLocation(
  uri: string,
  record: Pick<TranscriptRecord, 'line' | 'index' | 'tool'>,
): FindingLocation {
  return { uri, pointer: '', line: record.line, column: 1, index: record.index, tool: record.tool };
}
