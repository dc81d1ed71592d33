import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAgentLog } from '../../../src/import/agent-logs/index.js';
import { cli } from '../../cli/helpers.js';
import { ccResult, ccUse } from './helpers.js';

// A Claude Code session file is audited together with its subagents' own files, which Claude
// Code writes beside it: <session>/subagents/agent-<id>.jsonl, or (earlier versions)
// agent-<id>.jsonl in the same directory with the session's id as sessionId.

const SESSION = '0c1d2e3f-1111-4222-8333-444455556666';

/** One call with its result, as two Claude Code lines. */
function call(id: string, name: string, input: unknown, result: string, extra = {}): unknown[] {
  const meta = { sessionId: SESSION, ...extra };
  return [ccUse([{ id, name, input }], meta), ccResult(id, result, false, meta)];
}

function jsonl(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join('\n') + '\n';
}

/** A project directory with a session file and the given files beside it; returns the session's path. */
function project(files: Record<string, unknown[] | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tw-subagents-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : jsonl(content));
  }
  return join(dir, `${SESSION}.jsonl`);
}

/** A finding as the JSON report writes it (the members these tests read). */
interface JsonFinding {
  ruleId: string;
  locations: { uri: string; index: number; column: number }[];
  evidence: { agent?: string; index?: number; previousIndex?: number };
}

const sub = (agent: string) => ({ isSidechain: true, agentId: agent });

/**
 * A session whose one subagent (`agent-a1`, in `<session>/subagents/`) makes an MCP call the
 * GitHub catalog rejects (`issue_number` 0); returns the session's path.
 */
function sessionWithRejectedSubagentCall(): string {
  return project({
    [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
    [`${SESSION}/subagents/agent-a1.jsonl`]: call(
      'a1',
      'mcp__github__get_issue',
      { owner: 'o', repo: 'r', issue_number: 0 },
      'no such issue',
      sub('a1'),
    ),
  });
}

describe('Claude Code subagent files', () => {
  const example = 'examples/agent-logs/claude-code-subagents';
  const exampleSession = `${example}/7f3e9b20-4c1a-4d8e-b6a2-91c05e7d3f18.jsonl`;

  it('audits the example session with its subagent files, each finding in its own file', async () => {
    const r = await cli(['replay', '--format', 'json', exampleSession]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const found = (report.findings as JsonFinding[]).map((f) => [
      f.ruleId,
      f.locations[0].index,
      f.locations[0].uri.replace(/^.*\//, ''),
      f.evidence.agent,
    ]);
    expect(found).toEqual([
      ['TW302', 6, 'agent-a1c4e.jsonl', 'a1c4e'],
      ['TW301', 9, 'agent-b7d02.jsonl', 'b7d02'],
    ]);
    // the column is located in the subagent's file, not the session's
    for (const f of report.findings as JsonFinding[])
      expect(f.locations[0].column).toBeGreaterThan(1);
    const stats = report.stats.agentLogs[0];
    expect(stats.calls).toBe(11);
    expect(
      stats.subagents.map((s: { agent: string; calls: number }) => [s.agent, s.calls]),
    ).toEqual([
      ['a1c4e', 3],
      ['b7d02', 3],
    ]);
  });

  it('reads a subagent file named beside its session once, with the session, in any argument order', async () => {
    const alone = await cli(['replay', '--format', 'json', exampleSession]);
    const subs = [
      `${example}/7f3e9b20-4c1a-4d8e-b6a2-91c05e7d3f18/subagents/agent-b7d02.jsonl`,
      `${example}/7f3e9b20-4c1a-4d8e-b6a2-91c05e7d3f18/subagents/agent-a1c4e.jsonl`,
    ];
    for (const args of [
      [exampleSession, ...subs],
      [...subs, exampleSession],
    ]) {
      const both = await cli(['replay', '--format', 'json', ...args]);
      expect(both.code).toBe(alone.code);
      expect(both.stdout).toBe(alone.stdout);
    }
  });

  it("reads an earlier-layout subagent file named beside its session once, and another session's agent file on its own", async () => {
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
      'agent-mine.jsonl': [
        ...call('m1', 'Grep', { pattern: 'm' }, 'M', sub('mine')),
        ...call('m2', 'Grep', { pattern: 'm' }, 'M', sub('mine')),
      ],
      'agent-other.jsonl': [
        ...call('o1', 'Grep', { pattern: 'o' }, 'O', {
          ...sub('other'),
          sessionId: 'another-session',
        }),
        ...call('o2', 'Grep', { pattern: 'o' }, 'O', {
          ...sub('other'),
          sessionId: 'another-session',
        }),
      ],
    });
    const dir = join(session, '..');
    const r = await cli([
      'replay',
      '--format',
      'json',
      join(dir, 'agent-mine.jsonl'),
      session,
      join(dir, 'agent-other.jsonl'),
    ]);
    const report = JSON.parse(r.stdout);
    // mine's repeat once (read with the session), other's repeat once (read on its own)
    expect(
      (report.findings as JsonFinding[]).map((f) => [
        f.ruleId,
        f.locations[0].uri.replace(/^.*\//, ''),
      ]),
    ).toEqual([
      ['TW302', 'agent-mine.jsonl'],
      ['TW302', 'agent-other.jsonl'],
    ]);
    expect(report.stats.agentLogs).toHaveLength(2);
  });

  it("replays a subagent file's MCP calls against the catalog too, located in its own file", async () => {
    const session = sessionWithRejectedSubagentCall();
    const catalog = 'examples/agent-logs/catalog-github.json';
    const r = await cli(['replay', '--catalog', catalog, '--format', 'json', session]);
    const report = JSON.parse(r.stdout);
    const rejected = (report.findings as JsonFinding[]).filter((f) => f.ruleId === 'TW203');
    expect(rejected.map((f) => f.locations[0].uri.replace(/^.*\//, ''))).toEqual([
      'agent-a1.jsonl',
    ]);
    // the subagent's call is counted once (by the log's replay), not again as a trace call
    expect(report.stats.calls).toBe(2);
  });

  it("checks a subagent file's MCP calls in contract as a trace of its own, named or not", async () => {
    const session = sessionWithRejectedSubagentCall();
    const expectations = join(session, '..', 'expect.json');
    writeFileSync(
      expectations,
      JSON.stringify({
        expectations: [
          {
            tool: 'get_issue',
            server: 'github',
            arguments: { owner: 'o', repo: 'r', issue_number: 1 },
          },
        ],
      }),
    );
    const agentFile = join(session, '..', SESSION, 'subagents', 'agent-a1.jsonl');
    const contract = (...logs: string[]) =>
      cli([
        'contract',
        '--catalog',
        'examples/agent-logs/catalog-github.json',
        '--expect',
        expectations,
        '--format',
        'json',
        ...logs,
      ]);
    const alone = await contract(session);
    const report = JSON.parse(alone.stdout);
    expect(report.stats.callsByShape).toEqual({ 'claude-code': 1 });
    const uris = (report.findings as JsonFinding[]).map((f) =>
      f.locations[0].uri.replace(/^.*\//, ''),
    );
    expect(uris).toContain('agent-a1.jsonl');
    // naming the subagent file too reads it once
    expect((await contract(agentFile, session)).stdout).toBe(alone.stdout);
  });

  it('reads subagent files after the session, in file-name order whatever order they were written in', () => {
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
      // written z first: the directory may list it first
      [`${SESSION}/subagents/agent-z9.jsonl`]: call('z1', 'Grep', { pattern: 'z' }, 'Z', sub('z9')),
      [`${SESSION}/subagents/agent-a1.jsonl`]: call('a1', 'Glob', { pattern: 'a' }, 'A', sub('a1')),
    });
    const log = readAgentLog({ uri: 'session.jsonl', path: session });
    expect(log?.calls.map((c) => [c.index, c.tool, c.agent, c.file])).toEqual([
      [0, 'Read', undefined, undefined],
      [1, 'Glob', 'a1', `${SESSION}/subagents/agent-a1.jsonl`],
      [2, 'Grep', 'z9', `${SESSION}/subagents/agent-z9.jsonl`],
    ]);
  });

  it('reads the earlier layout: agent files beside the session that name its sessionId, not others', () => {
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
      'agent-mine.jsonl': call('m1', 'Grep', { pattern: 'm' }, 'M', sub('mine')),
      'agent-other.jsonl': call('o1', 'Grep', { pattern: 'o' }, 'O', {
        ...sub('other'),
        sessionId: 'another-session',
      }),
    });
    const log = readAgentLog({ uri: 'session.jsonl', path: session });
    expect(log?.calls.map((c) => c.agent)).toEqual([undefined, 'mine']);
    expect(log?.stats.subagents?.map((s) => s.uri)).toEqual(['agent-mine.jsonl']);
  });

  it('keeps each subagent file its own chain: the same call across files is not redundant', async () => {
    const grep = { pattern: 'retry', path: '/repo' };
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Grep', grep, 'same'),
      [`${SESSION}/subagents/agent-a1.jsonl`]: [
        ...call('a1', 'Grep', grep, 'same', sub('a1')),
        ...call('a2', 'Grep', grep, 'same', sub('a1')),
      ],
    });
    const r = await cli(['replay', '--format', 'json', session]);
    const findings = JSON.parse(r.stdout).findings as JsonFinding[];
    // only the repeat inside the subagent's own file
    expect(findings.map((f) => [f.ruleId, f.evidence.index, f.evidence.previousIndex])).toEqual([
      ['TW302', 2, 1],
    ]);
  });

  it('audits a subagent file named by itself alone, and never prints its arguments or results', async () => {
    const canary = 'CANARY-subagent-7d1f';
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
      [`${SESSION}/subagents/agent-a1.jsonl`]: call(
        'a1',
        'Read',
        { file_path: canary },
        canary,
        sub('a1'),
      ),
    });
    const agentFile = join(session.slice(0, -'.jsonl'.length), 'subagents', 'agent-a1.jsonl');
    const alone = readAgentLog({ uri: 'agent-a1.jsonl', path: agentFile });
    expect(alone?.calls.map((c) => [c.tool, c.agent])).toEqual([['Read', undefined]]);
    for (const format of ['json', 'sarif', 'human']) {
      const r = await cli(['replay', '--format', format, session]);
      expect(r.code).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(canary);
    }
  });

  it('exits 2 naming the subagent file and line of a malformed subagent line', async () => {
    const session = project({
      [`${SESSION}.jsonl`]: call('s1', 'Read', { file_path: 'a' }, 'A'),
      [`${SESSION}/subagents/agent-a1.jsonl`]:
        jsonl(call('a1', 'Grep', {}, 'x', sub('a1'))) + '{oops\n',
    });
    const r = await cli(['replay', session]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/subagents\/agent-a1\.jsonl:3: not valid JSON/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
