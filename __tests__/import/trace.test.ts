import { readFileSync } from 'node:fs';
import { jcsDigest } from '../../src/canonical/jcs.js';
import { InputError } from '../../src/model/errors.js';
import { importTrace, loadTraceText, type ObservedCall } from '../../src/import/trace.js';

const DIR = 'examples/traces/';

function load(file: string) {
  return loadTraceText(readFileSync(DIR + file), DIR + file);
}

/** The location part of a call, for exact comparisons. */
function where(c: ObservedCall) {
  return { line: c.line, column: c.column, pointer: c.pointer, index: c.index, name: c.name };
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('importTrace', () => {
  it('imports a Responses output[] array with the exact line, column, pointer and index', () => {
    const trace = load('openai-responses-output.json');
    expect(trace.format).toBe('json');
    expect(trace.calls.map(where)).toEqual([
      { line: 7, column: 3, pointer: '/1', index: 0, name: 'lookup_customer' },
    ]);
    expect(trace.calls[0].shape).toBe('openai-responses');
    expect(trace.calls[0].args).toEqual({ customer_id: 'cus_8842' });
    expect(trace.calls[0].argsDigest).toBe(jcsDigest({ customer_id: 'cus_8842' }));
  });

  it('imports the function calls of a whole Responses object', () => {
    const trace = load('openai-responses.json');
    expect(trace.calls.map(where)).toEqual([
      { line: 7, column: 5, pointer: '/output/0', index: 0, name: 'create_ticket' },
      { line: 15, column: 5, pointer: '/output/1', index: 1, name: 'get_weather' },
    ]);
  });

  it('imports Chat Completions tool calls at their tool_calls element', () => {
    const trace = load('openai-chat.json');
    expect(trace.calls.map(where)).toEqual([
      {
        line: 13,
        column: 11,
        pointer: '/choices/0/message/tool_calls/0',
        index: 0,
        name: 'get_weather',
      },
    ]);
    expect(trace.calls[0].shape).toBe('openai-chat');
  });

  it('imports Anthropic tool_use and mcp_tool_use blocks with the MCP server name', () => {
    const trace = load('anthropic-message.json');
    expect(trace.calls.map(where)).toEqual([
      { line: 8, column: 5, pointer: '/content/1', index: 0, name: 'create_ticket' },
      { line: 14, column: 5, pointer: '/content/2', index: 1, name: 'lookup_customer' },
    ]);
    expect(trace.calls.map((c) => [c.shape, c.server])).toEqual([
      ['anthropic-tool-use', undefined],
      ['anthropic-mcp-tool-use', 'crm'],
    ]);
  });

  it('reads a JSONL mix with pointers relative to each line and counts the skipped lines', () => {
    const trace = load('mcp-mix.jsonl');
    expect(trace.format).toBe('jsonl');
    expect(trace.calls.map(where)).toEqual([
      { line: 1, column: 1, pointer: '', index: 0, name: 'get_weather' },
      { line: 4, column: 1, pointer: '', index: 1, name: 'crm.create_ticket' },
      { line: 5, column: 1, pointer: '', index: 2, name: 'mcp__crm__get_weather' },
      { line: 6, column: 1, pointer: '', index: 3, name: 'ping' },
    ]);
    expect(trace.calls[3].args).toEqual({});
    expect(trace.skipped).toEqual([
      { line: 2, reason: 'streaming-delta' },
      { line: 3, reason: 'tool-result' },
    ]);
  });

  it('locates a call nested inside a JSONL line and keeps CRLF line numbers', () => {
    const text =
      '{"type":"message_start"}\r\n\r\n  {"role":"assistant","content":[{"type":"text","text":"x"},' +
      '{"type":"tool_use","id":"t","name":"a","input":{}}]}\r\n' +
      '{"object":"chat.completion.chunk","choices":[{"delta":{"tool_calls":[]}}]}\r\n';
    const trace = importTrace(text, 't.jsonl');
    expect(trace.calls.map(where)).toEqual([
      { line: 3, column: 61, pointer: '/content/1', index: 0, name: 'a' },
    ]);
    expect(trace.skipped).toEqual([
      { line: 1, reason: 'streaming-delta' },
      { line: 4, reason: 'streaming-delta' },
    ]);
  });

  it('skips foreign envelopes in JSONL and counts them, without guessing', () => {
    const text =
      '{"level":"info","msg":"hello"}\n{"jsonrpc":"2.0","method":"tools/call","params":{"name":"x"}}\n42\n';
    const trace = importTrace(text, 'log.jsonl');
    expect(trace.calls).toHaveLength(1);
    expect(trace.skipped.map((s) => s.line)).toEqual([1, 3]);
  });

  it('treats a single-line document followed only by blank lines as one JSON document', () => {
    const trace = importTrace(
      '{"type":"function_call","name":"a","arguments":"{}"}\n\n',
      'one.json',
    );
    expect(trace.format).toBe('json');
    expect(trace.calls).toHaveLength(1);
  });

  it('rejects a document with no known trace shape', () => {
    expect(errorOf(() => importTrace('{"hello":1}', 'x.json'))).toMatch(
      /^x\.json:1:1: no known trace shape/,
    );
  });

  it('rejects a malformed JSONL line with the file line and column', () => {
    const text = '{"type":"function_call","name":"a","arguments":"{}"}\n{"type": oops}\n';
    expect(errorOf(() => importTrace(text, 'bad.jsonl'))).toMatch(/^bad\.jsonl:2:10: /);
  });

  it('accepts a 64-byte OpenAI name and rejects a 65-byte one with file:line:col', () => {
    const call = (name: string) => JSON.stringify({ type: 'function_call', name, arguments: '{}' });
    expect(importTrace(call('a'.repeat(64)), 'n.json').calls).toHaveLength(1);
    expect(errorOf(() => importTrace(call('a'.repeat(65)), 'n.json'))).toMatch(
      /^n\.json:1:32: tool name "a+…?" at \/name is not 1–64 ASCII .*OpenAI limit/,
    );
  });

  it('rejects a dot in an OpenAI or tool_use name but allows it in MCP names up to 128 bytes', () => {
    expect(
      errorOf(() =>
        importTrace(JSON.stringify({ type: 'tool_use', name: 'a.b', input: {} }), 'a.json'),
      ),
    ).toMatch(/^a\.json:1:\d+: .*Anthropic tool_use limit/);
    const mcp = (name: string) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name } });
    expect(importTrace(mcp('s.' + 'a'.repeat(126)), 'm.json').calls[0].name).toHaveLength(128);
    expect(errorOf(() => importTrace(mcp('a'.repeat(129)), 'm.json'))).toMatch(/MCP limit/);
    const mcpUse = JSON.stringify({
      type: 'mcp_tool_use',
      name: 'x.y',
      server_name: 's',
      input: {},
    });
    expect(importTrace(mcpUse, 'u.json').calls[0].name).toBe('x.y');
  });

  it('rejects a missing or non-string name', () => {
    expect(
      errorOf(() => importTrace('{"type":"function_call","arguments":"{}"}', 'x.json')),
    ).toMatch(/^x\.json:1:1: \/name must be a tool name string, found nothing/);
  });

  it('rejects arguments that do not decode to an object, naming the file and line', () => {
    const text = '{"type":"function_call","name":"a",\n "arguments":"[1,2]"}';
    expect(errorOf(() => importTrace(text, 'x.json'))).toBe(
      'x.json:2:14: /arguments must decode to a JSON object, found an array',
    );
    expect(
      errorOf(() => importTrace('{"type":"tool_use","name":"a","input":"s"}', 'y.json')),
    ).toMatch(/^y\.json:1:39: \/input must be a JSON object, found a string/);
    const mcp = '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"a","arguments":[]}}';
    expect(errorOf(() => importTrace(mcp, 'z.json'))).toMatch(
      /^z\.json:1:\d+: \/params\/arguments must be a JSON object, found an array/,
    );
  });

  it('rejects an invalid JSON arguments string without quoting its text', () => {
    const text = '{"type":"function_call","name":"a","arguments":"{\\"k\\": SECRETVALUE}"}';
    const message = errorOf(() => importTrace(text, 'x.json'));
    expect(message).toMatch(/^x\.json:1:48: \/arguments is not valid JSON \(line 1, column 7/);
    expect(message).not.toContain('SECRETVALUE');
  });

  it('rejects arguments over maxArgumentBytes', () => {
    const args = JSON.stringify({ blob: 'x'.repeat(100) });
    const text = JSON.stringify({ type: 'function_call', name: 'a', arguments: args });
    expect(errorOf(() => importTrace(text, 'x.json', { maxArgumentBytes: 50 }))).toMatch(
      /^x\.json:1:\d+: \/arguments is 111 bytes, over the limit of 50/,
    );
    const anth = JSON.stringify({ type: 'tool_use', name: 'a', input: { blob: 'x'.repeat(100) } });
    expect(errorOf(() => importTrace(anth, 'y.json', { maxArgumentBytes: 50 }))).toMatch(
      /\/input is 111 bytes/,
    );
  });

  it('rejects UTF-16 traces with a clear message', () => {
    const bytes = Buffer.from('\ufeff{"a":1}', 'utf16le');
    expect(errorOf(() => loadTraceText(bytes, 'w.json'))).toBe(
      'w.json: file is UTF-16; save as UTF-8',
    );
  });

  it('never imports the provider call id', () => {
    const trace = load('openai-responses.json');
    expect(JSON.stringify(trace)).not.toContain('call_Zp41Qa');
  });
});
