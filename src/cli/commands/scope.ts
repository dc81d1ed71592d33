import { buildReport } from '../../report/index.js';
import { displayUri, readSmallFile, transcriptSource } from '../../io/files.js';
import { agentLogInput } from '../../io/agent-log-input.js';
import { requireCalls } from '../../run/agent-logs.js';
import { emptyScopes, parseScope, scopeInto } from '../../transcript/scope.js';
import { VERSION } from '../../version.js';
import type { RegisterCommand } from '../context.js';
import type { FailOn } from '../../findings/build.js';
import {
  addAdoptionOptions,
  addAllowEmptyOption,
  refuseEmpty,
  publishReport,
  addColorOptions,
  failOnOption,
  formatOption,
  type AdoptionCliOptions,
  type CliFormat,
} from '../shared.js';
import { scopeAgentLog } from '../../import/agent-logs/audit.js';

/** `toolwitness scope`. */
export const registerScope: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('scope');
  command
    .summary('check a transcript against the tools (and arguments) an agent may use')
    .description(
      'Checks every call of a transcript against a scope file: TW303 for a tool no ' +
        '"allowed_tools" entry matches (exact, case-sensitive; "*" globs such as "fs_*"), TW304 ' +
        'when an allowed call breaks its "arguments" policy (a JSON Schema per entry). Findings ' +
        'name the failing keyword and argument path, never the value.',
    )
    .argument('<transcript>', 'transcript file (JSONL); "-" reads standard input')
    .argument('<scope>', 'scope file: {"agent", "allowed_tools", optional "arguments"}')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .addHelpText(
      'after',
      `
Scope file:
  {"agent": "docs-reader", "allowed_tools": ["read_file", "fs_*"],
   "arguments": {"read_file": {"properties": {"path": {"pattern": "^docs/"}}}}}

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (TW303 and TW304 are
errors), 2 bad arguments, a malformed transcript (file:line) or an invalid scope file.`,
    )
    .action((file: string, scopeFile: string, opts: ScopeCliOptions) => {
      const scope = parseScope(
        readSmallFile(scopeFile, io, 'scope file'),
        displayUri(scopeFile, io.cwd),
      );
      const scopes = emptyScopes();
      const agent = agentLogInput(file, io);
      if (agent !== undefined) {
        // an agent log is checked as its normalized records, located at each call
        const result = scopeAgentLog(agent.source, agent.detected, scope);
        requireCalls(agent, result.stats.calls);
        for (const finding of result.findings) scopes.findings.push(finding);
        scopes.calls += result.stats.calls;
        scopes.transcripts.push({ uri: agent.source.uri, calls: result.stats.calls });
      } else scopeInto(scopes, transcriptSource(file, io), scope);
      for (const t of scopes.transcripts) refuseEmpty(t.uri, t.calls, 'records', opts.allowEmpty);
      const analysed = buildReport({
        command: 'scope',
        version: VERSION,
        findings: scopes.findings,
        stats: { calls: scopes.calls, agent: scope.agent, transcripts: scopes.transcripts },
      });
      publishReport(analysed, opts, ctx, command);
    });
  addAdoptionOptions(command);
  addAllowEmptyOption(command);
  addColorOptions(command);
};

interface ScopeCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  color?: boolean;
  allowEmpty?: boolean;
}
