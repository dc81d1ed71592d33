import { buildReport } from '../findings/index.js';
import { scopeAgentLog } from '../import/agent-logs/audit.js';
import type { Report } from '../model/finding.js';
import { emptyScopes, scopeInto, type Scope } from '../transcript/scope.js';
import { VERSION } from '../version.js';
import { requireCalls } from './agent-logs.js';
import { refuseEmpty } from './empty.js';
import type { TranscriptInput } from './transcript-input.js';

/** `stats` of a `scope` report. */
export type ScopeStats = {
  /** Calls checked over every transcript. */
  calls: number;
  /** The scope's `agent`. */
  agent: string;
  transcripts: { uri: string; calls: number }[];
};

/**
 * Checks every call of the transcripts (and agent logs, as their normalized records located at
 * each call) against a scope: TW303, TW304. The report of `scope`. Inputs are taken one at a
 * time, in order, so the first bad one is the error. A transcript with no record is an
 * InputError unless `allowEmpty`.
 */
export function runScope(
  files: Iterable<TranscriptInput>,
  scope: Scope,
  options: { allowEmpty?: boolean } = {},
): Report<ScopeStats> {
  const scopes = emptyScopes();
  for (const file of files) {
    if (file.kind === 'lines') {
      scopeInto(scopes, file.source, scope);
      continue;
    }
    const { agent } = file;
    const result = scopeAgentLog(agent.source, agent.detected, scope);
    requireCalls(agent, result.stats.calls);
    for (const finding of result.findings) scopes.findings.push(finding);
    scopes.calls += result.stats.calls;
    scopes.transcripts.push({ uri: agent.source.uri, calls: result.stats.calls });
  }
  for (const t of scopes.transcripts) refuseEmpty(t.uri, t.calls, 'records', options.allowEmpty);
  const stats: ScopeStats = {
    calls: scopes.calls,
    agent: scope.agent,
    transcripts: scopes.transcripts,
  };
  return buildReport({ command: 'scope', version: VERSION, findings: scopes.findings, stats });
}
