import { readFileSync } from 'node:fs';
import { importCatalogs } from '../../src/analyze/scan.js';
import { jcsDigest } from '../../src/canonical/jcs.js';
import { InputError } from '../../src/model/errors.js';
import type { Finding, Report } from '../../src/model/finding.js';
import { replayTraceReport } from '../../src/run/replay.js';
import { replayTraces, resolveCall, type TraceSource } from '../../src/replay/index.js';
import { render } from '../../src/report/index.js';

const DIR = 'examples/traces/';
const CATALOG = { uri: DIR + 'catalog-mcp.json', content: readFileSync(DIR + 'catalog-mcp.json') };
const TRACE_FILES = [
  'openai-responses-output.json',
  'openai-responses.json',
  'openai-chat.json',
  'anthropic-message.json',
  'mcp-mix.jsonl',
  'unknown-tool.json',
];

function trace(file: string): TraceSource {
  return { uri: DIR + file, content: readFileSync(DIR + file) };
}

function exampleReport(options = {}): Report {
  return replayTraceReport([CATALOG], TRACE_FILES.map(trace), options);
}

function rules(findings: Finding[], uri?: string): string[] {
  return findings
    .filter((f) => uri === undefined || f.locations[0].uri === uri)
    .map((f) => `${f.ruleId}@${f.locations[0].index ?? '-'}`)
    .sort();
}

function catalogOf(tools: unknown[], uri = 'c.json') {
  return importCatalogs([{ uri, content: JSON.stringify({ tools }) }]).tools;
}

function mcpTool(name: string, inputSchema: unknown, annotations?: Record<string, boolean>) {
  return { name, description: '', inputSchema, ...(annotations ? { annotations } : {}) };
}

function responsesCall(name: string, args: unknown): string {
  return JSON.stringify({
    type: 'function_call',
    call_id: 'call_1',
    name,
    arguments: JSON.stringify(args),
  });
}

describe('replayTraces on the examples', () => {
  const report = exampleReport();

  it('reports TW201 and TW202 when lookup_customer and erase_account_record accept the same call', () => {
    const uri = DIR + 'openai-responses-output.json';
    expect(rules(report.findings, uri)).toEqual(['TW201@0', 'TW202@0']);
    const tw201 = report.findings.find((f) => f.ruleId === 'TW201' && f.locations[0].uri === uri)!;
    expect(tw201.locations).toEqual([
      { uri, pointer: '/1', line: 7, column: 3, index: 0, tool: 'lookup_customer' },
      expect.objectContaining({ tool: 'lookup_customer', server: 'crm', pointer: '/tools/0' }),
      expect.objectContaining({ tool: 'erase_account_record', server: 'crm', pointer: '/tools/1' }),
    ]);
    expect(tw201.evidence).toEqual({
      index: 0,
      argsDigest: jcsDigest({ customer_id: 'cus_8842' }),
      accepted: [
        { server: 'crm', name: 'lookup_customer' },
        { server: 'crm', name: 'erase_account_record' },
      ],
      unknown: [],
    });
    const tw202 = report.findings.find((f) => f.ruleId === 'TW202' && f.locations[0].uri === uri)!;
    expect(tw202.severity).toBe('error');
    expect(tw202.message).toContain('readOnlyHint: true');
    expect(tw202.evidence.effects).toEqual([
      { server: 'crm', name: 'lookup_customer', readOnlyHint: true },
      { server: 'crm', name: 'erase_account_record', readOnlyHint: false, destructiveHint: true },
    ]);
  });

  it('reports TW201 and TW202 for the Anthropic mcp_tool_use call resolved by server_name', () => {
    expect(rules(report.findings, DIR + 'anthropic-message.json')).toEqual(['TW201@1', 'TW202@1']);
  });

  it('reports TW203 for a call to a tool the catalog does not have', () => {
    const f = report.findings.filter((x) => x.locations[0].uri === DIR + 'unknown-tool.json');
    expect(f.map((x) => x.ruleId)).toEqual(['TW203']);
    expect(f[0].message).toBe(
      'call 0 to "delete_everything": no catalog tool is named "delete_everything"',
    );
    expect(f[0].evidence).toMatchObject({ index: 0, selected: 0, accepted: [], unknown: [] });
  });

  it('gives the clean traces no call finding', () => {
    for (const file of ['openai-responses.json', 'openai-chat.json', 'mcp-mix.jsonl']) {
      expect(rules(report.findings, DIR + file)).toEqual([]);
    }
  });

  it('lists the permissive tool once in a note and leaves it out of TW201', () => {
    const notes = report.findings.filter((f) => f.ruleId === 'TW201' && f.severity === 'note');
    expect(notes).toHaveLength(1);
    expect(notes[0].evidence).toEqual({
      permissive: [{ server: 'crm', name: 'ping' }],
      acceptedCalls: 11,
    });
    expect(notes[0].locations).toEqual([
      expect.objectContaining({ tool: 'ping', pointer: '/tools/4' }),
    ]);
  });

  it('counts ping in TW201 on every call with --include-permissive', () => {
    const wide = exampleReport({ includePermissive: true });
    const ambiguous = wide.findings.filter((f) => f.ruleId === 'TW201');
    // ping joins every call some other tool accepts: 9 of 11 (its own call and the unknown tool's stay single).
    expect(ambiguous).toHaveLength(9);
    expect(ambiguous.every((f) => f.severity === 'warning')).toBe(true);
  });

  it('counts calls, skipped lines, and validations run, pruned and naive in stats', () => {
    expect(report.stats).toMatchObject({
      calls: 11,
      replayedCalls: 11,
      skippedLines: 2,
      skippedLineNumbers: [{ uri: DIR + 'mcp-mix.jsonl', lines: [2, 3] }],
      tools: 5,
      permissiveTools: 1,
      validationsNaive: 55,
      validations: 11,
      validationsPruned: 33,
      validationsPermissive: 11,
      incomplete: false,
    });
  });

  it('is deterministic: the same inputs give byte-identical JSON', () => {
    expect(render(exampleReport(), 'json')).toBe(render(report, 'json'));
  });
});

describe('call resolution', () => {
  const catalog = [
    { server: 'crm', name: 'create_ticket' },
    { server: 'desk', name: 'create_ticket' },
    { server: 'crm', name: 'lookup' },
  ];

  it('resolves every entry with exactly the selected name', () => {
    expect(resolveCall({ name: 'create_ticket' }, catalog)).toEqual([0, 1]);
  });

  it('resolves the mcp__SERVER__TOOL, SERVER__TOOL and SERVER.TOOL prefixes by (server, name)', () => {
    expect(resolveCall({ name: 'mcp__desk__create_ticket' }, catalog)).toEqual([1]);
    expect(resolveCall({ name: 'crm__create_ticket' }, catalog)).toEqual([0]);
    expect(resolveCall({ name: 'crm.lookup' }, catalog)).toEqual([2]);
    expect(resolveCall({ name: 'other.lookup' }, catalog)).toEqual([]);
  });

  it('resolves an Anthropic server_name to the entries of that server', () => {
    expect(resolveCall({ name: 'create_ticket', server: 'desk' }, catalog)).toEqual([1]);
    expect(resolveCall({ name: 'create_ticket', server: 'gone' }, catalog)).toEqual([0, 1]);
  });

  it('accepts a prefixed call through its resolved tool, so no TW203', () => {
    const tools = catalogOf(
      [mcpTool('get_weather', { type: 'object', required: ['city'] })],
      'weather.json',
    );
    const result = replayTraces(tools, [
      { uri: 't.json', content: responsesCall('mcp__weather__get_weather', { city: 'x' }) },
    ]);
    expect(result.findings).toEqual([]);
  });
});

describe('replay verdicts', () => {
  const strict = {
    type: 'object',
    properties: { id: { type: 'string' } },
    required: ['id'],
    additionalProperties: false,
  };

  it('reports TW203 when every same-named schema rejects the arguments', () => {
    const tools = catalogOf([mcpTool('get', strict)]);
    const { findings } = replayTraces(tools, [
      { uri: 't.json', content: responsesCall('get', { id: 1 }) },
    ]);
    expect(findings.map((f) => f.ruleId)).toEqual(['TW203']);
    expect(findings[0].message).toContain(
      'every catalog schema of that name rejects its arguments (1 entry)',
    );
  });

  it('reports TW204 for a schema that cannot be evaluated, and lists it as unknown in call evidence', () => {
    const tools = catalogOf([
      mcpTool('a', strict),
      mcpTool('b', { type: 'object', properties: { id: { type: 'string', pattern: '(?<=x)y' } } }),
      mcpTool('c', { type: 'object', properties: { id: { type: 'string' } } }),
    ]);
    const result = replayTraces(tools, [
      { uri: 't.json', content: responsesCall('a', { id: 'k' }) },
    ]);
    expect(result.incomplete).toBe(true);
    const tw204 = result.findings.filter((f) => f.ruleId === 'TW204');
    expect(tw204).toHaveLength(1);
    expect(tw204[0].locations[0]).toMatchObject({ tool: 'b', pointer: '/tools/1' });
    expect(tw204[0].evidence).toMatchObject({ reason: { code: 'unsupported-pattern' }, calls: 1 });
    const tw201 = result.findings.find((f) => f.ruleId === 'TW201')!;
    expect(tw201.evidence.unknown).toEqual([{ server: 'c', name: 'b' }]);
  });

  it('reports a per-call TW204 instead of TW203 when the selected schema cannot be evaluated', () => {
    const tools = catalogOf([
      mcpTool('b', { type: 'object', properties: { id: { pattern: '(?<=x)y' } } }),
    ]);
    const { findings } = replayTraces(tools, [
      { uri: 't.json', content: responsesCall('b', { id: 'k' }) },
    ]);
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['TW204', 'TW204']);
    expect(
      findings.some((f) => f.locations[0].index === 0 && /selected tool's schema/.test(f.message)),
    ).toBe(true);
  });

  it('reports an Ajv error as incomplete, never as acceptance or rejection', () => {
    const tools = catalogOf([
      mcpTool('k', { type: 'object', properties: { v: { const: { a: 1 } } } }),
    ]);
    const args = { v: { toString: 1 } };
    const { findings, incomplete } = replayTraces(tools, [
      { uri: 't.json', content: responsesCall('k', args) },
    ]);
    expect(incomplete).toBe(true);
    expect(findings.map((f) => f.ruleId)).toEqual(['TW204']);
    expect(findings[0].evidence.errored).toEqual([{ server: 'c', name: 'k' }]);
  });

  it('fingerprints calls by (trace uri, args digest, ordinal of that digest)', () => {
    const tools = catalogOf([
      mcpTool('a', { type: 'object', required: ['x'] }),
      mcpTool('b', { type: 'object', required: ['x'] }),
    ]);
    const lines = [
      responsesCall('a', { x: 1 }),
      responsesCall('a', { x: 2 }),
      responsesCall('a', { x: 1 }),
    ];
    const first = replayTraces(tools, [{ uri: 't.jsonl', content: lines.join('\n') }]).findings;
    expect(new Set(first.map((f) => f.fingerprint)).size).toBe(3);
    // Moving the distinct call first keeps the fingerprints of the two identical ones.
    const moved = replayTraces(tools, [
      { uri: 't.jsonl', content: [lines[1], lines[0], lines[2]].join('\n') },
    ]).findings;
    expect(new Set(moved.map((f) => f.fingerprint))).toEqual(
      new Set(first.map((f) => f.fingerprint)),
    );
  });
});

describe('bounds', () => {
  const tools = catalogOf([
    mcpTool('a', { type: 'object', required: ['x'] }),
    mcpTool('b', { type: 'object', required: ['x'] }),
  ]);
  const content = Array.from({ length: 5 }, (_, i) => responsesCall('a', { x: i })).join('\n');

  it('reports calls beyond --max-calls in one TW204 note at the first input line 1', () => {
    const { findings, stats } = replayTraces(tools, [{ uri: 't.jsonl', content }], { maxCalls: 2 });
    const notes = findings.filter((f) => f.ruleId === 'TW204');
    expect(notes).toHaveLength(1);
    expect(notes[0].locations).toEqual([{ uri: 't.jsonl', pointer: '', line: 1, column: 1 }]);
    expect(notes[0].evidence).toEqual({ flag: '--max-calls', limit: 2, skipped: 3 });
    expect(findings.filter((f) => f.ruleId === 'TW201')).toHaveLength(2);
    expect(stats).toMatchObject({ calls: 5, replayedCalls: 2, skippedCalls: 3 });
  });

  it('reports calls beyond --max-validations in one TW204 note', () => {
    const { findings } = replayTraces(tools, [{ uri: 't.jsonl', content }], { maxValidations: 5 });
    const notes = findings.filter((f) => f.ruleId === 'TW204');
    expect(notes.map((n) => n.evidence)).toEqual([
      { flag: '--max-validations', limit: 5, skipped: 3 },
    ]);
  });

  it('rejects traces over --max-trace-bytes as bad input', () => {
    expect(() => replayTraces(tools, [{ uri: 't.jsonl', content }], { maxTraceBytes: 10 })).toThrow(
      InputError,
    );
  });

  it('passes maxArgumentBytes to the importer', () => {
    expect(() =>
      replayTraces(tools, [{ uri: 't.json', content: responsesCall('a', { x: 'y'.repeat(40) }) }], {
        maxArgumentBytes: 16,
      }),
    ).toThrow(/^t\.json:1:\d+: \/arguments is \d+ bytes, over the limit of 16/);
  });
});

describe('privacy', () => {
  const SECRET = 'SENTINEL-7f3a-customer-ssn-078051120';
  const CALL_ID = 'call_SENTINELID42';

  it('never renders raw arguments or provider call ids in any format', () => {
    const catalog = [CATALOG];
    const traces: TraceSource[] = [
      {
        uri: 'secret.jsonl',
        content: [
          JSON.stringify({
            type: 'function_call',
            call_id: CALL_ID,
            name: 'lookup_customer',
            arguments: JSON.stringify({ customer_id: SECRET }),
          }),
          JSON.stringify({ type: 'tool_use', id: CALL_ID, name: 'nope', input: { q: SECRET } }),
          JSON.stringify({
            jsonrpc: '2.0',
            id: CALL_ID,
            method: 'tools/call',
            params: {
              name: 'erase_account_record',
              arguments: { customer_id: SECRET, reason: SECRET },
            },
          }),
        ].join('\n'),
      },
    ];
    const report = replayTraceReport(catalog, traces, { includePermissive: true });
    expect(report.findings.length).toBeGreaterThan(3);
    for (const format of ['human', 'json', 'sarif'] as const) {
      const text = render(report, format);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(CALL_ID);
      expect(text).not.toContain('SENTINEL');
    }
  });
});
