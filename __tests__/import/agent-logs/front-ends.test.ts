import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli } from '../../cli/helpers.js';
import { runAction } from '../../action/harness.js';
import { writeLog } from './helpers.js';

const DIR = 'examples/agent-logs';
const CLAUDE = `${DIR}/claude-code/session.jsonl`;
const CODEX = `${DIR}/codex/rollout-2025-07-03T14-02-00-0197cf2a.jsonl`;

describe('agent logs in the Action', () => {
  it('replays an agent log listed under transcripts and checks it against the scope', async () => {
    const result = await runAction({
      transcripts: `${CLAUDE}\n${CODEX}`,
      scope: `${DIR}/scope.json`,
      'fail-on': 'never',
    });
    expect(result.code).toBe(0);
    const ids = (run: string): string[] =>
      [
        ...new Set(
          result
            .sarif!.runs.find((r) => r.automationDetails.id === run)!
            .results.map((r) => r.ruleId),
        ),
      ].sort();
    expect(ids('toolwitness/transcripts')).toEqual(['TW301', 'TW302']);
    expect(ids('toolwitness/scope')).toEqual(['TW303', 'TW304']);
    expect(result.stdout).not.toContain('/home/dev/.npmrc');
  });

  it('replays an agent log listed under traces against the catalogs', async () => {
    const result = await runAction({
      catalogs: `${DIR}/catalog-github.json\n${DIR}/catalog-gitlab.json`,
      traces: CODEX,
      'fail-on': 'never',
    });
    expect(result.code).toBe(0);
    const run = result.sarif!.runs.find((r) => r.automationDetails.id === 'toolwitness/replay')!;
    expect(run.results.map((r) => r.ruleId)).toContain('TW201');
  });
});

describe('agent logs in contract', () => {
  it('checks the MCP calls of a Claude Code session against an expectation', async () => {
    const dir = join(writeLog('', 'x.json'), '..');
    const expect1 = join(dir, 'expect.json');
    writeFileSync(
      expect1,
      JSON.stringify({
        expectations: [
          {
            tool: 'get_issue',
            server: 'github',
            arguments: { owner: 'acme', repo: 'widgets', issue_number: 17 },
          },
        ],
      }),
    );
    const r = await cli([
      'contract',
      '--catalog',
      `${DIR}/catalog-github.json`,
      '--expect',
      expect1,
      '--format',
      'json',
      CLAUDE,
    ]);
    const report = JSON.parse(r.stdout) as {
      findings: { ruleId: string; evidence: Record<string, unknown> }[];
      stats: { checkedCalls: number; callsByShape: Record<string, number> };
    };
    expect(report.stats.callsByShape).toEqual({ 'claude-code': 3 });
    expect(report.stats.checkedCalls).toBe(2);
    // the call with issue_number "17" (a string) violates the shipped schema
    expect(report.findings.map((f) => f.ruleId)).toEqual(['TW602']);
  });
});
