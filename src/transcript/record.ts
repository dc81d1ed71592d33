/** One recorded tool call of a transcript line: exactly these four fields. */
export interface TranscriptRecord {
  index: number;
  tool: string;
  args: Record<string, unknown>;
  response: Record<string, unknown>;
  /** 1-based line of the record in its file. */
  line: number;
}

/** The fields of a transcript record, in the order the format names them. */
export const RECORD_FIELDS = ['index', 'tool', 'args', 'response'] as const;
