import { readFileSync } from 'node:fs';
import { cli } from '../../cli/helpers.js';
import { read, writeLog } from './helpers.js';

const codex = (type: string, payload: Record<string, unknown>) => ({
  timestamp: '2025-07-03T14:02:01.000Z',
  type,
  payload,
});
const fnCall = (id: string, name: string, args: string) =>
  codex('response_item', { type: 'function_call', name, arguments: args, call_id: id });
const fnOut = (id: string, output: unknown) =>
  codex('response_item', { type: 'function_call_output', call_id: id, output });

describe('Codex rollouts', () => {
  it('parses function_call arguments from their JSON string and pairs outputs by call_id', () => {
    const log = read(
      writeLog([
        codex('session_meta', { id: 'x' }),
        fnCall('c1', 'shell', '{"command":["ls"]}'),
        fnOut('c1', 'a\nb'),
      ]),
    );
    expect(log.format).toBe('codex');
    expect(log.calls[0]).toMatchObject({
      tool: 'shell',
      args: { command: ['ls'] },
      pointer: '/payload',
    });
    expect(log.calls[0].result?.content).toEqual([{ type: 'text', text: 'a\nb' }]);
  });

  it('refuses an integer beyond 2^53 inside the arguments string', async () => {
    const r = await cli(['replay', writeLog([fnCall('c1', 'shell', '{"n":9007199254740993}')])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /log\.jsonl:1:\d+: \/payload\/arguments holds an integer beyond 2\^53/,
    );
  });

  it('refuses arguments that are not a JSON object, naming the line', async () => {
    const r = await cli(['replay', writeLog([fnCall('c1', 'shell', '[1]')])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /log\.jsonl:1:\d+: \/payload\/arguments must be a JSON object, found an array/,
    );
  });

  it('lets MCP events name the server of a function_call and give its structured result once', () => {
    const inv = { server: 'github', tool: 'get_issue', arguments: { n: 1 } };
    const log = read(
      writeLog([
        fnCall('c1', 'mcp__github__get_issue', '{"n":1}'),
        codex('event_msg', { type: 'mcp_tool_call_begin', call_id: 'c1', invocation: inv }),
        codex('event_msg', {
          type: 'mcp_tool_call_end',
          call_id: 'c1',
          invocation: inv,
          result: { Ok: { content: [], structuredContent: { n: 1 }, isError: false } },
        }),
        fnOut('c1', 'text rendering'),
      ]),
    );
    expect(log.calls).toHaveLength(1);
    expect(log.calls[0]).toMatchObject({ server: 'github', serverTool: 'get_issue' });
    expect(log.calls[0].result).toEqual({
      content: [],
      isError: false,
      structuredContent: { n: 1 },
    });
    expect(log.stats.orphanResults).toBe(0);
  });

  it('makes an MCP call known only from its events a call of mcp__SERVER__TOOL, Err an error result', () => {
    const inv = { server: 'slack', tool: 'post', arguments: { c: '#x' } };
    const log = read(
      writeLog([
        codex('event_msg', { type: 'mcp_tool_call_begin', call_id: 'm', invocation: inv }),
        codex('event_msg', {
          type: 'mcp_tool_call_end',
          call_id: 'm',
          invocation: inv,
          result: { Err: 'no' },
        }),
      ]),
    );
    expect(log.calls[0].tool).toBe('mcp__slack__post');
    expect(log.calls[0].result?.isError).toBe(true);
    expect(log.stats.errorResults).toBe(1);
  });
});

const T = 1751551200000000000n;
const attr = (key: string, value: string) => ({ key, value: { stringValue: value } });
const toolSpan = (
  name: string,
  args: string,
  start: bigint,
  extra: object[] = [],
  status = {},
) => ({
  traceId: 't',
  spanId: `s${start}`,
  name: `execute_tool ${name}`,
  startTimeUnixNano: String(T + start),
  attributes: [
    attr('gen_ai.operation.name', 'execute_tool'),
    attr('gen_ai.tool.name', name),
    attr('gen_ai.tool.call.arguments', args),
    ...extra,
  ],
  status,
});
const otlp = (spans: object[]) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] });

describe('OpenTelemetry GenAI spans', () => {
  it('orders calls by span start time, not file order, and keeps each span pointer', () => {
    const log = read(
      writeLog(
        JSON.stringify(otlp([toolSpan('b', '{}', 20n), toolSpan('a', '{}', 10n)]), null, 2),
        'spans.json',
      ),
    );
    expect(log.format).toBe('otel-genai');
    expect(log.calls.map((c) => [c.tool, c.pointer])).toEqual([
      ['a', '/resourceSpans/0/scopeSpans/0/spans/1'],
      ['b', '/resourceSpans/0/scopeSpans/0/spans/0'],
    ]);
    expect(log.calls[0].line).toBeGreaterThan(log.calls[1].line);
  });

  it('reads a string result as text, an MCP result string as that result, and an error status', () => {
    const log = read(
      writeLog([
        otlp([
          toolSpan('a', '{}', 1n, [attr('gen_ai.tool.call.result', 'plain')]),
          toolSpan('b', '{}', 2n, [
            attr('gen_ai.tool.call.result', '{"content":[],"structuredContent":{"k":1}}'),
          ]),
          toolSpan('c', '{}', 3n, [], { code: 2 }),
          toolSpan('d', '{}', 4n),
        ]),
      ]),
    );
    expect(log.calls.map((c) => c.result)).toEqual([
      { content: [{ type: 'text', text: 'plain' }], isError: false },
      { content: [], isError: false, structuredContent: { k: 1 } },
      { content: [], isError: true },
      undefined,
    ]);
  });

  it('adds a tool call only its message parts record, once', () => {
    const parts = JSON.stringify([
      {
        role: 'assistant',
        parts: [{ type: 'tool_call', id: 'm1', name: 'x', arguments: { a: 1 } }],
      },
    ]);
    const chat = (start: bigint) => ({
      spanId: `c${start}`,
      startTimeUnixNano: String(T + start),
      attributes: [attr('gen_ai.operation.name', 'chat'), attr('gen_ai.output.messages', parts)],
    });
    const log = read(writeLog([otlp([chat(5n), chat(6n)])]));
    expect(log.calls.map((c) => [c.tool, c.args])).toEqual([['x', { a: 1 }]]);
  });
});

const sdkSpan = (
  id: string,
  name: string,
  input: string | null,
  output: unknown,
  at: string,
  extra = {},
) => ({
  object: 'trace.span',
  id,
  trace_id: 't',
  parent_id: null,
  started_at: at,
  ended_at: at,
  span_data: { type: 'function', name, input, output, mcp_data: null },
  error: null,
  ...extra,
});

describe('OpenAI Agents SDK exports', () => {
  it('reads function spans ordered by started_at, MCP ones named mcp__SERVER__NAME', () => {
    const later = sdkSpan('s2', 'b', '{}', 'ok', '2025-07-03T15:00:02.000000+00:00');
    const first = sdkSpan('s1', 'get', '{"n":1}', null, '2025-07-03T15:00:01.000000+00:00', {
      span_data: {
        type: 'function',
        name: 'get',
        input: '{"n":1}',
        output: null,
        mcp_data: { server: 'gh' },
      },
      error: { message: 'Error running tool', data: null },
    });
    const log = read(writeLog([{ object: 'trace', id: 't' }, later, first]));
    expect(log.format).toBe('agents-sdk');
    expect(log.calls.map((c) => [c.tool, c.server, c.result?.isError])).toEqual([
      ['mcp__gh__get', 'gh', true],
      ['b', undefined, false],
    ]);
  });

  it('exits 2 naming the position of an input that is not JSON', async () => {
    const r = await cli([
      'replay',
      writeLog([sdkSpan('s1', 'a', '{oops', 'x', '2025-07-03T15:00:01Z')]),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/log\.jsonl:1:\d+: \/span_data\/input is not valid JSON/);
  });
});

describe('the agent-log examples', () => {
  const dir = 'examples/agent-logs';
  const catalogs = ['github', 'gitlab', 'app'].flatMap((c) => [
    '--catalog',
    `${dir}/catalog-${c}.json`,
  ]);
  const logs = [
    `${dir}/claude-code/session.jsonl`,
    `${dir}/codex/rollout-2025-07-03T14-02-00-0197cf2a.jsonl`,
    `${dir}/otel-genai/traces.json`,
    `${dir}/agents-sdk/trace.json`,
  ];
  const rules = (stdout: string): string[] =>
    [...new Set((JSON.parse(stdout).findings as { ruleId: string }[]).map((f) => f.ruleId))].sort();

  it.each(logs)('replays %s with TW201, TW301 and TW302 found', async (log) => {
    const r = await cli(['replay', ...catalogs, '--format', 'json', log]);
    expect(r.code).toBe(1);
    expect(rules(r.stdout)).toEqual(expect.arrayContaining(['TW201', 'TW301', 'TW302']));
  });

  it.each(logs)('checks %s against the scope with TW303 and TW304 found', async (log) => {
    const r = await cli(['scope', '--format', 'json', log, `${dir}/scope.json`]);
    expect(rules(r.stdout)).toEqual(['TW303', 'TW304']);
  });

  it('reports the structuredContent that breaks the outputSchema as TW305, by pointer', async () => {
    const r = await cli(['replay', ...catalogs, '--format', 'json', logs[1]]);
    const f = (
      JSON.parse(r.stdout).findings as { ruleId: string; evidence: Record<string, unknown> }[]
    ).find((x) => x.ruleId === 'TW305');
    expect(f?.evidence).toMatchObject({ keyword: 'enum', resultPointer: '/state' });
  });

  it('gives byte-identical reports whatever the order of the files', async () => {
    const a = await cli(['replay', ...catalogs, '--format', 'json', ...logs]);
    const b = await cli(['replay', ...catalogs, '--format', 'json', ...[...logs].reverse()]);
    expect(a.stdout).toBe(b.stdout);
  });

  it('never prints raw arguments, results or call ids in any format', async () => {
    const text = readFileSync(logs[0], 'utf8');
    const canaries = [
      'toolu_01',
      '/home/dev/.npmrc',
      'partial outage',
      'npm test -- src/retry.test.ts',
      'Fixed in the retry branch.',
    ];
    for (const c of canaries) expect(text).toContain(c);
    for (const format of ['human', 'json', 'sarif']) {
      for (const args of [
        ['replay', ...catalogs, '--format', format, ...logs],
        ['scope', '--format', format, logs[0], `${dir}/scope.json`],
      ]) {
        const r = await cli(args);
        for (const c of [
          ...canaries,
          'call_7Hq',
          'call_Otl',
          'span_0000',
          'reopened',
          '/etc/hosts',
        ])
          expect(r.stdout + r.stderr).not.toContain(c);
      }
    }
  });

  it.each(logs)('seals %s into a chain that verify finds intact', async (log) => {
    const sealed = writeLog('', 'sealed.jsonl');
    expect((await cli(['seal', log, '--output', sealed])).code).toBe(0);
    const lines = readFileSync(sealed, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect((await cli(['verify', sealed])).stdout).toMatch(/chain: intact/);
  });
});
