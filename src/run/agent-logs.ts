import { replayAgentLog, type AgentLogReplay } from '../import/agent-logs/audit.js';
import type { AgentLogInput } from '../io/agent-log-input.js';
import { InputError } from '../model/errors.js';
import type { TranscriptReplays } from '../transcript/replay.js';

/** What the agent logs among a replay's inputs add to its stats. */
export interface AgentLogTally {
  logs: AgentLogStat[];
  calls: number;
  distinct: number;
}

/**
 * Replays one agent log into a transcript replay: its findings and per-file entry go to
 * `replays`, its figures to `tally`. The CLI and the Action share it.
 */
export function replayAgentLogInto(
  replays: TranscriptReplays,
  tally: AgentLogTally,
  agent: AgentLogInput,
  options: Parameters<typeof replayAgentLog>[2],
): void {
  const result = replayAgentLog(agent.source, agent.detected, options);
  requireCalls(agent, result.stats.calls);
  for (const finding of result.findings) replays.findings.push(finding);
  replays.transcripts.push({
    uri: agent.source.uri,
    calls: result.stats.calls,
    distinctCalls: result.distinctCalls,
    divergence: result.divergence,
  });
  tally.logs.push(agentLogStats(result));
  tally.calls += result.stats.calls;
  tally.distinct += result.distinctCalls;
}

/** An agent log with no call cannot pass an audit. */
export function requireCalls(input: AgentLogInput, calls: number): void {
  if (calls === 0)
    throw new InputError(
      `${input.source.uri}: a ${input.detected.format} log with no tool call; there is nothing to audit`,
    );
}

/** One agent log's entry in `stats.agentLogs` of a replay: counts only. */
export type AgentLogStat = AgentLogReplay['stats'] & {
  distinctCalls: number;
  divergence: number | null;
  outputSchema?: NonNullable<AgentLogReplay['outputSchema']>;
};

/** Per-file figures of an agent log's replay (counts only). */
export function agentLogStats(r: AgentLogReplay): AgentLogStat {
  return {
    ...r.stats,
    distinctCalls: r.distinctCalls,
    divergence: r.divergence,
    ...(r.outputSchema !== undefined ? { outputSchema: r.outputSchema } : {}),
  };
}
