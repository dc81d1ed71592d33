import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { jcsDigest } from '../../src/canonical/jcs.js';
import { InputError } from '../../src/model/errors.js';
import { importCatalog, loadCatalogText, parseJson } from '../../src/import/index.js';
import type { ImportedCatalog } from '../../src/import/index.js';

const load = (text: string, uri = 'c.json', server = 'c'): ImportedCatalog =>
  importCatalog(parseJson(text, uri), uri, server);

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected an InputError');
}

const schema = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

describe('importCatalog shapes', () => {
  it('imports an MCP tools/list with annotations, locations and digests', () => {
    const text = JSON.stringify(
      {
        tools: [
          {
            name: 'read_file',
            description: 'Read a file',
            inputSchema: schema,
            annotations: {
              readOnlyHint: true,
              destructiveHint: 'no',
              title: 'Read',
              openWorldHint: false,
            },
          },
          { name: 'ping', inputSchema: { type: 'object' } },
        ],
      },
      null,
      2,
    );
    const catalog = load(text, 'cat/mcp.json', 'files');
    expect(catalog.skipped).toEqual([]);
    expect(catalog.serverFromInput).toBeUndefined();
    expect(catalog.tools).toHaveLength(2);
    const [read, ping] = catalog.tools;
    expect(read).toEqual({
      name: 'read_file',
      description: 'Read a file',
      server: 'files',
      shape: 'mcp',
      inputSchema: schema,
      annotations: { readOnlyHint: true, openWorldHint: false },
      // model-visible text the lint reads; not part of the definition digest
      annotationTitle: 'Read',
      location: { uri: 'cat/mcp.json', pointer: '/tools/0', line: 3, column: 5 },
      definitionDigest: jcsDigest({
        name: 'read_file',
        description: 'Read a file',
        inputSchema: schema,
        annotations: { readOnlyHint: true, openWorldHint: false },
      }),
    });
    expect(ping.description).toBe('');
    expect(ping.annotations).toEqual({});
    expect(ping.location).toMatchObject({ pointer: '/tools/1', line: 24, column: 5 });
  });

  it('imports a JSON-RPC tools/list response and takes the server name from serverInfo', () => {
    const text =
      '{"jsonrpc":"2.0","id":1,"result":{"serverInfo":{"name":"memory"},\n' +
      '  "tools":[{"name":"create_entities","inputSchema":{"type":"object"}}]}}';
    const catalog = load(text, 'rpc.json', 'rpc');
    expect(catalog.serverFromInput).toBe('memory');
    expect(catalog.tools[0]).toMatchObject({
      name: 'create_entities',
      server: 'memory',
      shape: 'mcp',
      location: { pointer: '/result/tools/0', line: 2, column: 12 },
    });
  });

  it('imports OpenAI Responses tools, defaulting omitted parameters to an empty object schema', () => {
    const text = JSON.stringify([
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather',
        parameters: schema,
        strict: true,
      },
      { type: 'function', name: 'now' },
    ]);
    const { tools } = load(text);
    expect(tools.map((t) => [t.shape, t.name, t.location.pointer])).toEqual([
      ['openai-responses', 'get_weather', '/0'],
      ['openai-responses', 'now', '/1'],
    ]);
    expect(tools[0].inputSchema).toEqual(schema);
    expect(tools[1].inputSchema).toEqual({ type: 'object', properties: {} });
    expect(tools[1].definitionDigest).toBe(
      jcsDigest({
        name: 'now',
        description: '',
        inputSchema: { type: 'object', properties: {} },
        annotations: {},
      }),
    );
  });

  it('imports Chat Completions tools located at the outer element', () => {
    const text =
      '{"model":"gpt-4o","messages":[],"tools":[\n' +
      '  {"type":"function","function":{"name":"search","description":"Find","parameters":{"type":"object"}}},\n' +
      '  {"type":"function","function":{"name":"noop"}}]}';
    const { tools } = load(text);
    expect(tools[0]).toMatchObject({
      name: 'search',
      description: 'Find',
      shape: 'openai-chat',
      inputSchema: { type: 'object' },
      location: { pointer: '/tools/0', line: 2, column: 3 },
    });
    expect(tools[1].inputSchema).toEqual({ type: 'object', properties: {} });
  });

  it('imports an Anthropic request body and skips its server tools', () => {
    const text = JSON.stringify(
      {
        model: 'claude-sonnet-4-5',
        max_tokens: 1024,
        messages: [{ role: 'user', content: 'hi' }],
        tools: [
          { name: 'lookup', description: 'Look up', input_schema: schema },
          { type: 'web_search_20250305', name: 'web_search', max_uses: 5 },
          { type: 'bash_20250124', name: 'bash' },
          { type: 'custom', name: 'calc', input_schema: { type: 'object' } },
        ],
      },
      null,
      1,
    );
    const catalog = load(text);
    expect(catalog.tools.map((t) => [t.shape, t.name])).toEqual([
      ['anthropic', 'lookup'],
      ['anthropic', 'calc'],
    ]);
    expect(catalog.skipped).toEqual([
      {
        pointer: '/tools/1',
        reason:
          'Anthropic built-in tool "web_search" of type "web_search_20250305" has no JSON-schema input',
      },
      {
        pointer: '/tools/2',
        reason: 'Anthropic built-in tool "bash" of type "bash_20250124" has no JSON-schema input',
      },
    ]);
  });

  it('imports an OpenAI Responses request body and skips hosted tools', () => {
    const text = JSON.stringify({
      model: 'gpt-5',
      input: 'hi',
      tools: [
        { type: 'web_search_preview' },
        { type: 'file_search', vector_store_ids: ['vs_1'] },
        { type: 'mcp', server_label: 'deepwiki', server_url: 'https://example.invalid/mcp' },
        { type: 'function', name: 'f', parameters: { type: 'object' } },
      ],
    });
    const catalog = load(text);
    expect(catalog.tools.map((t) => t.name)).toEqual(['f']);
    expect(catalog.skipped.map((s) => s.pointer)).toEqual(['/tools/0', '/tools/1', '/tools/2']);
    expect(catalog.skipped[0].reason).toBe(
      'OpenAI built-in tool of type "web_search_preview" has no JSON-schema input',
    );
    expect(catalog.skipped[2].reason).toMatch(/remote MCP server reference/);
  });

  it('classifies every element of a mixed array by its own shape', () => {
    const text = JSON.stringify([
      { name: 'a', inputSchema: {} },
      { name: 'b', input_schema: {} },
      { type: 'function', name: 'c', parameters: {} },
      { type: 'function', function: { name: 'd', parameters: {} } },
      { name: 'e', parameters: {} },
    ]);
    expect(load(text).tools.map((t) => `${t.name}:${t.shape}`)).toEqual([
      'a:mcp',
      'b:anthropic',
      'c:openai-responses',
      'd:openai-chat',
      'e:openai-responses',
    ]);
  });

  it('keeps a schema that is not an object exactly as parsed', () => {
    const { tools } = load(
      '{"tools":[{"name":"x","inputSchema":"string"},{"name":"y","inputSchema":null},{"name":"z","inputSchema":true}]}',
    );
    expect(tools.map((t) => t.inputSchema)).toEqual(['string', null, true]);
  });

  it('takes a top-level server or serverName over the given name', () => {
    expect(load('{"server":"files","tools":[]}').serverFromInput).toBe('files');
    const c = load('{"serverName":"git","tools":[{"name":"log","inputSchema":{}}]}', 'x.json', 'x');
    expect(c.serverFromInput).toBe('git');
    expect(c.tools[0].server).toBe('git');
    expect(load('{"serverInfo":{"name":"mem","version":"1"},"tools":[]}').serverFromInput).toBe(
      'mem',
    );
    expect(load('{"server":"","tools":[]}').serverFromInput).toBeUndefined();
    expect(load('{"server":7,"tools":[]}').serverFromInput).toBeUndefined();
  });

  it('keeps __proto__ keys inside schemas as data', () => {
    const { tools } = load(
      '{"tools":[{"name":"p","inputSchema":{"properties":{"__proto__":{"type":"string"}}}}]}',
    );
    const props = (tools[0].inputSchema as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(props)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('locates tools in a CRLF file with a BOM', () => {
    const text =
      '\ufeff{\r\n  "tools": [\r\n    {"name": "a", "inputSchema": {}},\r\n\r\n      {"name": "b", "inputSchema": {}}\r\n  ]\r\n}\r\n';
    const catalog = loadCatalogText(new TextEncoder().encode(text), 'crlf.json', 'crlf');
    expect(catalog.tools.map((t) => [t.location.line, t.location.column])).toEqual([
      [3, 5],
      [5, 7],
    ]);
  });

  it('points a bad member of a Chat Completions function at that member', () => {
    const message = errorOf(() =>
      load('{"tools":[{"name":"a","function":{"name":"x","description":3}}]}'),
    );
    expect(message).toBe(
      'c.json:1:60: /tools/0/function/description must be a string, found a number',
    );
  });

  it('imports the captured filesystem server catalog', () => {
    const bytes = readFileSync('examples/mcp-filesystem.json');
    const catalog = loadCatalogText(bytes, 'examples/mcp-filesystem.json', 'mcp-filesystem');
    expect(catalog.serverFromInput).toBe('filesystem');
    expect(catalog.tools.length).toBeGreaterThan(5);
    expect(catalog.tools.every((t) => t.shape === 'mcp' && t.server === 'filesystem')).toBe(true);
    const text = bytes.toString('utf8');
    for (const tool of catalog.tools) {
      const line = text.split('\n')[tool.location.line - 1];
      expect(line.charAt(tool.location.column - 1)).toBe('{');
    }
  });
});

describe('importCatalog errors', () => {
  it.each([
    [
      '{\n  "tools": [\n    {"name": "a", "inputSchema": {}},\n    {"name": "b", "schema": {}}\n  ]\n}',
      'x.json:4:5: /tools/1 is not a tool: expected "inputSchema" (MCP), "input_schema" (Anthropic), "parameters" (OpenAI) or "function" (Chat Completions)',
    ],
    [
      '{"model":"m"}',
      'x.json:1:1: no known catalog shape: expected an object with a "tools" array (MCP tools/list, request body), a JSON-RPC response with "result.tools", or an array of tools; found an object without "tools"',
    ],
    [
      '"tools"',
      'x.json:1:1: no known catalog shape: expected an object with a "tools" array (MCP tools/list, request body), a JSON-RPC response with "result.tools", or an array of tools; found a string',
    ],
    ['{"tools":{"a":1}}', 'x.json:1:10: /tools must be an array, found an object'],
    [
      '{"jsonrpc":"2.0","result":{"tools":3}}',
      'x.json:1:36: /result/tools must be an array, found a number',
    ],
    [
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}',
      'x.json:1:33: a JSON-RPC error response, not a tool list: expected "result.tools"',
    ],
    [
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      'x.json:1:1: a JSON-RPC response without a tool list: expected "result.tools"',
    ],
    ['[1]', 'x.json:1:2: /0 is not a tool: expected an object, found a number'],
    ['[{"inputSchema":{}}]', 'x.json:1:2: /0/name must be a non-empty string, found nothing'],
    [
      '[{"name":"","inputSchema":{}}]',
      'x.json:1:10: /0/name must be a non-empty string, found an empty string',
    ],
    [
      '[{"name":["a"],"inputSchema":{}}]',
      'x.json:1:10: /0/name must be a non-empty string, found an array',
    ],
    [
      '[{"name":"a","description":null,"inputSchema":{}}]',
      'x.json:1:28: /0/description must be a string, found null',
    ],
    [
      '[{"type":"function","function":"f"}]',
      'x.json:1:32: /0/function must be an object (Chat Completions), found a string',
    ],
    [
      '[{"type":"tool","function":{"name":"f"}}]',
      'x.json:1:10: /0/type must be "function" for a Chat Completions tool',
    ],
    [
      '[{"type":"object","properties":{}}]',
      'x.json:1:2: /0 is not a tool: expected "inputSchema" (MCP), "input_schema" (Anthropic), "parameters" (OpenAI) or "function" (Chat Completions)',
    ],
  ])('rejects %j with one line naming the position', (text, message) => {
    expect(errorOf(() => load(text, 'x.json', 'x'))).toBe(message);
  });

  it('rejects bytes over maxBytes before decoding them', () => {
    expect(
      errorOf(() => loadCatalogText(new Uint8Array(11), 'big.json', 'big', { maxBytes: 10 })),
    ).toBe('big.json: file is 11 bytes, over the limit of 10 bytes (maxBytes)');
  });

  it('rejects UTF-16 input with a clear message', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('{"tools":[]}', 'utf16le'),
    ]);
    expect(errorOf(() => loadCatalogText(bytes, 'w.json', 'w'))).toBe(
      'w.json: file is UTF-16; save as UTF-8',
    );
  });
});

describe('importCatalog properties', () => {
  const entry = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.record(
      {
        type: fc.constantFrom('function', 'web_search_preview', 'bash_20250124', 'x', 3),
        name: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        description: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        inputSchema: fc.jsonValue({ maxDepth: 2 }),
        input_schema: fc.jsonValue({ maxDepth: 2 }),
        parameters: fc.jsonValue({ maxDepth: 2 }),
        function: fc.jsonValue({ maxDepth: 2 }),
        annotations: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    ),
  );
  // Random entries are almost never tools, so one arm always holds well-formed tools: without
  // it a run of 500 could import nothing and the location check below would go untested.
  const wellFormedTool = fc.record({
    name: fc.string({ minLength: 1 }),
    description: fc.string(),
    inputSchema: fc.constant({ type: 'object', properties: {} }),
  });
  const file = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(entry),
    fc.record({ tools: fc.array(wellFormedTool, { minLength: 1 }) }),
    fc.record({ tools: fc.array(entry) }),
    fc.record({ jsonrpc: fc.constant('2.0'), result: fc.record({ tools: fc.array(entry) }) }),
  );

  it('imports any JSON or throws only InputError, with tools located at their elements', () => {
    let imported = 0;
    fc.assert(
      fc.property(file, fc.integer({ min: 0, max: 3 }), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        let catalog: ImportedCatalog;
        try {
          catalog = load(text, 'r.json', 'r');
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^r\.json:\d+:\d+: [^\n]+$/);
          return;
        }
        imported += catalog.tools.length;
        for (const tool of catalog.tools) {
          expect(tool.name.length).toBeGreaterThan(0);
          expect(tool.definitionDigest).toMatch(/^[0-9a-f]{64}$/);
          const line = text.split('\n')[tool.location.line - 1];
          expect(line.charAt(tool.location.column - 1)).toBe('{');
        }
      }),
      { numRuns: 500 },
    );
    expect(imported).toBeGreaterThan(0);
  });
});
