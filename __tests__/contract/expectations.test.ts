import { parseExpectations } from '../../src/contract/expectations.js';
import { InputError } from '../../src/model/errors.js';

function parse(content: string | Uint8Array, uri = 'e.json') {
  return parseExpectations({ uri, content });
}

function failure(content: string | Uint8Array, uri = 'e.json'): string {
  try {
    parse(content, uri);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected an InputError');
}

describe('parseExpectations', () => {
  it('reads a JSON document with locations for every expectation', () => {
    const text = [
      '{',
      '  "expectations": [',
      '    { "tool": "exec", "server": "sandbox", "arguments": { "command": "ls" } },',
      '    { "tool": "exec", "policy": { "type": "object" } },',
      '    { "tool": "mcp__sandbox__exec", "policy": false }',
      '  ]',
      '}',
    ].join('\n');
    const list = parse(text);
    expect(list).toEqual([
      {
        location: { uri: 'e.json', pointer: '/expectations/0', line: 3, column: 5 },
        index: 0,
        tool: 'exec',
        server: 'sandbox',
        arguments: { command: 'ls' },
      },
      {
        location: { uri: 'e.json', pointer: '/expectations/1', line: 4, column: 5 },
        index: 1,
        tool: 'exec',
        policy: { type: 'object' },
      },
      {
        location: { uri: 'e.json', pointer: '/expectations/2', line: 5, column: 5 },
        index: 2,
        tool: 'mcp__sandbox__exec',
        policy: false,
      },
    ]);
  });

  it('reads JSONL (one expectation per line, blank lines ignored, CRLF and BOM tolerated)', () => {
    const text = '\uFEFF{"tool":"a","policy":true}\r\n\r\n  {"tool":"b","arguments":{}}\r\n';
    const list = parse(new TextEncoder().encode(text), 'e.jsonl');
    expect(
      list.map((e) => [e.tool, e.index, e.location.pointer, e.location.line, e.location.column]),
    ).toEqual([
      ['a', 0, '', 1, 1],
      ['b', 1, '', 3, 3],
    ]);
  });

  it('reads a one-line JSONL file as one expectation', () => {
    expect(parse('{"tool":"a","policy":true}\n').map((e) => e.tool)).toEqual(['a']);
  });

  it('keeps __proto__ keys as data', () => {
    const [e] = parse('{"expectations":[{"tool":"a","arguments":{"__proto__":{"x":1}}}]}');
    expect(Object.keys(e.arguments ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    [
      '{"expectations":[{"tool":"exec"}]}',
      'e.json: /expectations/0 (line 1, column 18): an expectation needs "arguments", "policy" or both',
    ],
    [
      '{"expectations":[{"arguments":{}}]}',
      'e.json: /expectations/0 (line 1, column 18): missing key "tool"',
    ],
    [
      '{"expectations":[{"tool":"exec","argument":{}}]}',
      'e.json: /expectations/0/argument (line 1, column 44): unknown key "argument"; an expectation has tool, optional server, arguments and/or policy',
    ],
    [
      '{"expectations":[{"tool":3,"policy":true}]}',
      'e.json: /expectations/0/tool (line 1, column 26): "tool" must be a non-empty string, found a number',
    ],
    [
      '{"expectations":[{"tool":"","policy":true}]}',
      'e.json: /expectations/0/tool (line 1, column 26): "tool" must be a non-empty string, found an empty string',
    ],
    [
      '{"expectations":[{"tool":"a","server":null,"policy":true}]}',
      'e.json: /expectations/0/server (line 1, column 39): "server" must be a non-empty string, found null',
    ],
    [
      '{"expectations":[{"tool":"a","arguments":[1]}]}',
      'e.json: /expectations/0/arguments (line 1, column 42): "arguments" must be an object, found an array',
    ],
    [
      '{"expectations":[{"tool":"a","policy":"strict"}]}',
      'e.json: /expectations/0/policy (line 1, column 39): "policy" must be a JSON Schema (an object or a boolean), found a string',
    ],
    [
      '{"expectations":[3]}',
      'e.json: /expectations/0 (line 1, column 18): an expectation must be an object, found a number',
    ],
    [
      '{"expectations":{}}',
      'e.json: /expectations (line 1, column 17): expected an array, found an object',
    ],
    [
      '{"expectation":[]}',
      'e.json: /expectation (line 1, column 16): unknown key "expectation"; the top level has only "expectations"',
    ],
    ['{}', 'e.json: top level (line 1, column 1): missing key "expectations"'],
    [
      '[{"tool":"a","policy":true}]',
      'e.json: top level (line 1, column 1): expected an object {"expectations": [ … ]}, found an array',
    ],
    [
      '{"expectations":[{"tool":"a",}]}',
      "e.json:1:30: expected a string key, found '}' (JSON allows no trailing comma)",
    ],
    ['{"expectations":[],"expectations":[]}', 'e.json:1:20: duplicate key "expectations"'],
    ['  \n ', 'e.json: empty file; expected {"expectations": [ … ]} or JSONL'],
  ])('rejects %s', (text, message) => {
    expect(failure(text)).toBe(message);
  });

  it('positions multi-line errors at the offending element', () => {
    const text =
      '{\n  "expectations": [\n    {\n      "tool": "exec",\n      "policy": 7\n    }\n  ]\n}\n';
    expect(failure(text)).toBe(
      'e.json: /expectations/0/policy (line 5, column 17): "policy" must be a JSON Schema (an object or a boolean), found a number',
    );
  });

  it('names the file line of a bad JSONL line, with pointers inside that line', () => {
    expect(failure('{"tool":"a","policy":true}\n{"tool":"b","extra":1}\n', 'e.jsonl')).toBe(
      'e.jsonl: /extra (line 2, column 21): unknown key "extra"; an expectation has tool, optional server, arguments and/or policy',
    );
    expect(failure('{"tool":"a","policy":true}\n{"tool":\n', 'e.jsonl')).toBe(
      'e.jsonl:2:9: expected a value, found end of input',
    );
  });

  it('rejects a policy that is not a valid JSON Schema, at the policy', () => {
    expect(failure('{"expectations":[{"tool":"a","policy":{"type":"nope"}}]}')).toMatch(
      /^e\.json: \/expectations\/0\/policy \(line 1, column 39\): "policy" is not a valid JSON Schema: schema does not compile/,
    );
  });

  it('accepts a policy the engine cannot evaluate (TW606 later), not bad input', () => {
    expect(parse('{"expectations":[{"tool":"a","policy":{"pattern":"(?=a)"}}]}')).toHaveLength(1);
  });

  it('rejects integers a double would round, since the comparison must stay exact', () => {
    expect(
      failure('{"expectations":[{"tool":"a","arguments":{"ids":[1, 9007199254740993]}}]}'),
    ).toBe(
      'e.json: /expectations/0/arguments/ids/1 (line 1, column 53): integer beyond 2^53 would be rounded, so the comparison would not be exact; write it as a string',
    );
  });

  it('escapes untrusted key names in messages', () => {
    expect(failure('{"expectations":[{"tool":"a","\\u001b[31m":1}]}')).toContain(
      'unknown key "\\u001B[31m"',
    );
  });

  it('refuses UTF-16', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]);
    expect(failure(utf16)).toBe('e.json: file is UTF-16; save as UTF-8');
  });
});
