/** The agent log formats ToolWitness reads (see docs/agent-logs.md for their public sources). */
export type AgentLogFormat = 'claude-code' | 'codex' | 'otel-genai' | 'agents-sdk';

/** Every agent log format, in the order detection tries them. */
export const AGENT_LOG_FORMATS: readonly AgentLogFormat[] = [
  'claude-code',
  'codex',
  'otel-genai',
  'agents-sdk',
];

/**
 * A recorded tool result, normalized to the MCP `CallToolResult` shape: `content` blocks,
 * `isError`, and `structuredContent` only when the log recorded one.
 */
export interface AgentResult {
  content: unknown[];
  isError: boolean;
  structuredContent?: unknown;
}

/**
 * One tool call of an agent log, paired with its result by call id. `args`, `result` and `id`
 * stay in memory: reports carry digests, pointers and positions only.
 */
export interface AgentCall {
  /** Zero-based ordinal in recorded order (file order, or start time for span exports). */
  index: number;
  /** The tool name the record carries (MCP calls as `mcp__SERVER__TOOL`). */
  tool: string;
  /** The MCP server, when the log names it apart from the tool. */
  server?: string;
  /** The tool name inside `server` (for catalog resolution), when `server` is set. */
  serverTool?: string;
  args: Record<string, unknown>;
  /** Absent when the log holds no result for the call. */
  result?: AgentResult;
  /** 1-based line of the call element's first character. */
  line: number;
  /** 1-based column; 0 until located (JSONL formats locate on demand, see `locate.ts`). */
  column: number;
  /** RFC 6901 pointer of the call element (for JSONL, inside that line's value). */
  pointer: string;
  /** The call id that paired it with its result. Never rendered. */
  id: string;
  /** Set for Claude Code sidechain (subagent) calls. */
  sidechain?: boolean;
  /**
   * For a call read from a Claude Code subagent's own file (audited with its session): that
   * file, as reports name it, and the subagent's id. `line`, `column` and `pointer` are in it.
   */
  file?: string;
  agent?: string;
}

/** A Claude Code subagent file read with its session, and how many calls it held. */
export interface SubagentStats {
  uri: string;
  agent: string;
  calls: number;
}

/** Figures of one imported agent log (counts only, never ids or values). */
export interface AgentLogStats {
  uri: string;
  format: AgentLogFormat;
  calls: number;
  /** Calls the log holds no result for (kept, with no response). */
  missingResults: number;
  /** Results whose `isError` (or span error status) is set. */
  errorResults: number;
  /** Results whose call id matches no call. */
  orphanResults: number;
  /** A second call with an id already seen (left out). */
  duplicateCalls: number;
  /** Lines (or spans) that hold no tool call or result. */
  skipped: number;
  sidechainCalls: number;
  /** Claude Code: the subagent files audited with the session, in the order read (only when any). */
  subagents?: SubagentStats[];
}
