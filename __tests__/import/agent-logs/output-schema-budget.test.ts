import { describe, expect, it } from '@jest/globals';
import { replayAgentLog } from '../../../src/import/agent-logs/audit.js';
import { detectAgentLog } from '../../../src/import/agent-logs/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { parseScope, scopeRecords } from '../../../src/transcript/scope.js';
import { writeLog } from './helpers.js';

// TW305 under the validation budget (issue 17): an outputSchema whose validation could pass the
// budget leaves the result undecided (a TW204 note, stats.undecided), never a TW305 and never a
// pass; the schema is issue 16 item 2's exponential one.

/** d_i = anyOf[allOf[$ref d_{i-1}, {type: number}], $ref d_{i-1}]: 2^N evaluations of d_0. */
function exponential(n: number): Record<string, unknown> {
  const defs: Record<string, unknown> = { d0: { type: 'string' } };
  for (let i = 1; i <= n; i++) {
    const prev = { $ref: `#/$defs/d${i - 1}` };
    defs[`d${i}`] = { anyOf: [{ allOf: [prev, { type: 'number' }] }, prev] };
  }
  return { type: 'object', properties: { x: { $ref: `#/$defs/d${n}` } }, $defs: defs };
}

const codex = (type: string, payload: Record<string, unknown>) => ({
  timestamp: '2025-07-03T14:02:01.000Z',
  type,
  payload,
});

/** A Codex rollout with one MCP call of `server`/`tool` whose result is `structuredContent`. */
function rollout(structuredContent: unknown, server = 'calc', tool = 'eval'): string {
  const invocation = { server, tool, arguments: { q: 'canary-arg-7781' } };
  return writeLog([
    codex('event_msg', { type: 'mcp_tool_call_begin', call_id: 'call_canary_1', invocation }),
    codex('event_msg', {
      type: 'mcp_tool_call_end',
      call_id: 'call_canary_1',
      invocation,
      result: { Ok: { content: [], structuredContent, isError: false } },
    }),
  ]);
}

function tool(name: string, outputSchema: unknown, server = 'calc'): Tool {
  return {
    name,
    description: 'evaluates',
    server,
    shape: 'mcp',
    inputSchema: { type: 'object' },
    annotations: {},
    outputSchema,
    location: { uri: 'catalog.json', pointer: '/tools/0', line: 1, column: 1 },
    definitionDigest: '0'.repeat(64),
  };
}

function replay(path: string, catalog: Tool[]) {
  const source = { uri: 'log.jsonl', path };
  const detected = detectAgentLog(source);
  if (detected === undefined) throw new Error('not an agent log');
  return replayAgentLog(source, detected, { isMutator: () => false, catalog });
}

describe('TW305 under the validation budget', () => {
  it('leaves a result undecided (TW204, never TW305) when its outputSchema could pass the budget', () => {
    const r = replay(rollout({ x: 'canary-result-5523' }), [tool('eval', exponential(30))]);
    expect(r.findings.map((f) => f.ruleId)).toEqual(['TW204']);
    expect(r.findings[0].evidence).toMatchObject({ reason: { code: 'budget' }, results: 1 });
    expect(r.outputSchema).toMatchObject({ checkedResults: 1, undecided: 1 });
    const text = JSON.stringify(r.findings);
    for (const canary of ['canary-result-5523', 'canary-arg-7781', 'call_canary_1'])
      expect(text).not.toContain(canary);
  });

  it('is not undecided for a result the same schema shape checks within budget', () => {
    // a few levels of the same construction are cheap: Ajv decides, and a number is rejected
    const r = replay(rollout({ x: 5 }), [tool('eval', exponential(3))]);
    expect(r.findings.map((f) => f.ruleId)).toEqual(['TW305']);
    expect(r.findings[0].evidence).toMatchObject({ resultPointer: '/x', keyword: 'type' });
    expect(r.outputSchema).toMatchObject({ undecided: 0 });
  });

  it('counts one TW204 note per tool and reason, with the number of undecided results', () => {
    const invocation = { server: 'calc', tool: 'eval', arguments: {} };
    const lines = [0, 1, 2].flatMap((k) => [
      codex('event_msg', { type: 'mcp_tool_call_begin', call_id: `c${k}`, invocation }),
      codex('event_msg', {
        type: 'mcp_tool_call_end',
        call_id: `c${k}`,
        invocation,
        result: { Ok: { content: [], structuredContent: { x: `v${k}` }, isError: false } },
      }),
    ]);
    const r = replay(writeLog(lines), [tool('eval', exponential(30))]);
    const notes = r.findings.filter((f) => f.ruleId === 'TW204');
    expect(notes).toHaveLength(1);
    expect(notes[0].evidence).toMatchObject({ results: 3 });
    expect(r.findings.filter((f) => f.ruleId === 'TW305')).toEqual([]);
    expect(r.outputSchema).toMatchObject({ undecided: 3 });
  });

  it('accepts a result that another resolving tool accepts, whatever the undecided one says', () => {
    // the same call resolves to eval on two servers: one accepts the result, so it is no violation
    const catalog = [tool('eval', exponential(30)), tool('eval', { type: 'object' }, 'calc2')];
    const path = rollout({ x: 'v' }, 'calc', 'eval');
    const r = replay(path, catalog);
    expect(r.findings.filter((f) => f.ruleId === 'TW305')).toEqual([]);
  });

  it('shares the first-violation pointer with scope policies (TW304 names the same key)', () => {
    const scope = parseScope(
      JSON.stringify({
        agent: 'a',
        allowed_tools: ['t'],
        arguments: { t: { type: 'object', required: ['a/b'], properties: {} } },
      }),
      'scope.json',
    );
    const r = scopeRecords([{ index: 0, line: 1, tool: 't', args: {}, response: {} }], 'x', scope);
    expect(r.findings[0].evidence).toMatchObject({ keyword: 'required', argumentPath: '/a~1b' });
  });
});
