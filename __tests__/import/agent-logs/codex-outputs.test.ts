import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cli } from '../../cli/helpers.js';
import { replayAgentLog } from '../../../src/import/agent-logs/audit.js';
import { detectAgentLog } from '../../../src/import/agent-logs/index.js';
import { read, writeLog } from './helpers.js';

// The result shapes Codex rollouts record (issue 17): function_call_output as a plain string, as
// the JSON text of a `{content, success}` payload or of a shell run `{output, metadata}`, as the
// payload object of older rollouts, or as content items; mcp_tool_call_end `{Ok}` / `{Err}`;
// custom tool outputs. Each shape's error flag, and none of their values in any output.

const codex = (type: string, payload: Record<string, unknown>) => ({
  timestamp: '2025-07-03T14:02:01.000Z',
  type,
  payload,
});
const fnCall = (id: string, name: string, args: unknown) =>
  codex('response_item', {
    type: 'function_call',
    name,
    arguments: JSON.stringify(args),
    call_id: id,
  });
const fnOut = (id: string, output: unknown) =>
  codex('response_item', { type: 'function_call_output', call_id: id, output });

/** The one call's normalized result of a rollout with a shell call and `output`. */
function resultOf(output: unknown) {
  const log = read(writeLog([fnCall('c1', 'shell', { command: ['ls'] }), fnOut('c1', output)]));
  expect(log.calls).toHaveLength(1);
  return log.calls[0].result;
}

describe('Codex function_call_output shapes', () => {
  it('reads a JSON-string {content, success:false} payload as an error result with its content', () => {
    expect(resultOf(JSON.stringify({ content: 'denied by sandbox', success: false }))).toEqual({
      content: [{ type: 'text', text: 'denied by sandbox' }],
      isError: true,
    });
  });

  it('reads a JSON-string {content, success:true} payload as a result with its content', () => {
    expect(resultOf(JSON.stringify({ content: 'a\nb', success: true }))).toEqual({
      content: [{ type: 'text', text: 'a\nb' }],
      isError: false,
    });
  });

  it('reads the payload object of older rollouts, success:false an error', () => {
    expect(resultOf({ content: 'boom', success: false })).toEqual({
      content: [{ type: 'text', text: 'boom' }],
      isError: true,
    });
  });

  it('reads a shell run {output, metadata} text: a non-zero exit code is an error', () => {
    const run = (code: number) =>
      JSON.stringify({ output: 'fail\n', metadata: { exit_code: code, duration_seconds: 0.4 } });
    expect(resultOf(run(1))).toEqual({
      content: [{ type: 'text', text: 'fail\n' }],
      isError: true,
    });
    expect(resultOf(run(0))?.isError).toBe(false);
  });

  it('keeps other JSON text and plain text as one text block, as recorded', () => {
    for (const text of ['{"a":1}', '{"content":"x"}', '{"output":"x","metadata":{}}', '{not json'])
      expect(resultOf(text)).toEqual({ content: [{ type: 'text', text }], isError: false });
  });

  it('keeps content items as the result content', () => {
    const items = [{ type: 'input_text', text: 'page 1' }];
    expect(resultOf(items)).toEqual({ content: items, isError: false });
  });

  it('finds no changed response between two identical shell runs that differ only in timing', () => {
    const run = (id: string, seconds: number, code = 0) => [
      fnCall(id, 'shell', { command: ['cat', 'a.txt'] }),
      fnOut(
        id,
        JSON.stringify({
          output: 'same',
          metadata: { exit_code: code, duration_seconds: seconds },
        }),
      ),
    ];
    const replay = (lines: unknown[]) => {
      const source = { uri: 'log.jsonl', path: writeLog(lines) };
      const detected = detectAgentLog(source);
      if (detected === undefined) throw new Error('not an agent log');
      return replayAgentLog(source, detected, { isMutator: () => false });
    };
    const rules = (lines: unknown[]) => replay(lines).findings.map((f) => f.ruleId);
    expect(rules([...run('c1', 0.1), ...run('c2', 2.5)])).toEqual(['TW302']);
    // a different exit code is a different response
    expect(rules([...run('c1', 0.1), ...run('c2', 0.1, 1)]).sort()).toEqual(['TW301', 'TW302']);
  });
});

describe('Codex MCP and custom tool results', () => {
  const inv = { server: 'db', tool: 'query', arguments: { sql: 'select 1' } };
  const mcp = (result: unknown) =>
    read(
      writeLog([
        codex('event_msg', { type: 'mcp_tool_call_begin', call_id: 'm1', invocation: inv }),
        codex('event_msg', { type: 'mcp_tool_call_end', call_id: 'm1', invocation: inv, result }),
      ]),
    ).calls[0].result;

  it('reads {Ok: CallToolResult} with isError true as an error result', () => {
    const ok = { content: [{ type: 'text', text: 'no table' }], isError: true };
    expect(mcp({ Ok: ok })).toEqual({ content: ok.content, isError: true });
  });

  it('keeps the structuredContent of {Ok} and reads {Err} as an error with its message', () => {
    expect(mcp({ Ok: { content: [], structuredContent: { rows: 1 } } })).toEqual({
      content: [],
      isError: false,
      structuredContent: { rows: 1 },
    });
    expect(mcp({ Err: 'tool call failed: timeout' })).toEqual({
      content: [{ type: 'text', text: 'tool call failed: timeout' }],
      isError: true,
    });
  });

  it('pairs a custom tool call with its output and unwraps a shell-run text there too', () => {
    const log = read(
      writeLog([
        codex('response_item', {
          type: 'custom_tool_call',
          name: 'apply_patch',
          input: '*** Begin Patch',
          call_id: 'p1',
        }),
        codex('response_item', {
          type: 'custom_tool_call_output',
          call_id: 'p1',
          output: JSON.stringify({ output: 'patch rejected', metadata: { exit_code: 1 } }),
        }),
      ]),
    );
    expect(log.calls[0]).toMatchObject({ tool: 'apply_patch', args: { input: '*** Begin Patch' } });
    expect(log.calls[0].result).toEqual({
      content: [{ type: 'text', text: 'patch rejected' }],
      isError: true,
    });
  });
});

describe('Codex results stay private', () => {
  it('never prints an output, an MCP result or a call id in any format', async () => {
    const path = writeLog(
      [
        fnCall('call_canary_a1', 'shell', { command: ['cat', '/srv/canary-arg-3391'] }),
        fnOut('call_canary_a1', JSON.stringify({ content: 'canary-denied-4471', success: false })),
        fnCall('call_canary_a2', 'shell', { command: ['cat', '/srv/canary-arg-3391'] }),
        fnOut(
          'call_canary_a2',
          JSON.stringify({ output: 'canary-out-8812', metadata: { exit_code: 3 } }),
        ),
        codex('event_msg', {
          type: 'mcp_tool_call_begin',
          call_id: 'call_canary_m1',
          invocation: { server: 'db', tool: 'query', arguments: { sql: 'canary-sql-2207' } },
        }),
        codex('event_msg', {
          type: 'mcp_tool_call_end',
          call_id: 'call_canary_m1',
          invocation: { server: 'db', tool: 'query', arguments: { sql: 'canary-sql-2207' } },
          result: { Ok: { content: [], structuredContent: { secret: 'canary-struct-6620' } } },
        }),
      ],
      'rollout-2025-07-03T14-02-00-canary.jsonl',
    );
    const catalog = join(dirname(path), 'catalog.json');
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          {
            name: 'query',
            description: 'runs a query',
            inputSchema: { type: 'object' },
            outputSchema: { type: 'object', properties: { secret: { type: 'number' } } },
          },
        ],
      }),
    );
    const scope = join(dirname(path), 'scope.json');
    writeFileSync(scope, JSON.stringify({ agent: 'a', allowed_tools: ['mcp__db__*'] }));
    const canaries = [
      'canary-denied-4471',
      'canary-out-8812',
      'canary-struct-6620',
      'canary-sql-2207',
      'canary-arg-3391',
      'call_canary',
    ];
    let sawFindings = false;
    for (const format of ['human', 'json', 'sarif']) {
      for (const args of [
        ['replay', '--format', format, path],
        ['replay', '--catalog', catalog, '--format', format, path],
        ['scope', '--format', format, path, scope],
      ]) {
        const r = await cli(args);
        expect(r.code).not.toBe(2);
        if (format === 'json') sawFindings ||= JSON.parse(r.stdout).findings.length > 0;
        for (const c of canaries) expect(r.stdout + r.stderr).not.toContain(c);
      }
    }
    expect(sawFindings).toBe(true);
  });
});
