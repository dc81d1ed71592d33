import { jest } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { scan } from '../../src/run/scan.js';
import { loadTokenizer } from '../../src/lint/index.js';
import type { Report } from '../../src/model/finding.js';
import { InputError } from '../../src/model/errors.js';
import { freshValidate } from '../schema/helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const CONFUSING = 'examples/confusing-mcp.json';
const confusing = JSON.parse(readFileSync(CONFUSING, 'utf8')) as {
  tools: Record<string, unknown>[];
};

function catalog(tools: unknown[], uri = 'catalog.json') {
  return { uri, content: JSON.stringify({ tools }, null, 2) };
}

function schemaOf(report: Report, tools: Record<string, unknown>[], pointer: string): unknown {
  const index = Number(pointer.split('/')[2]);
  return tools[index].inputSchema;
}

describe('scan', () => {
  it('keeps fingerprints stable when unrelated tools are added and moved', () => {
    const before = scan([catalog(confusing.tools)]);
    const unrelated = {
      name: 'render_chart',
      description: 'Render a bar chart from a table.',
      inputSchema: { type: 'object', properties: { rows: { type: 'array' } } },
    };
    const after = scan([catalog([unrelated, ...[...confusing.tools].reverse()])]);
    const prints = (r: Report) => r.findings.map((f) => f.fingerprint).sort();
    // the new tool brings its own lint findings; every earlier finding (lint included) keeps its print
    const others = after.findings.filter((f) =>
      f.locations.every((l) => l.tool !== 'render_chart'),
    );
    expect(others.map((f) => f.fingerprint).sort()).toEqual(prints(before));
    expect(after.findings.length).toBeGreaterThan(others.length);
    expect(after.findings.map((f) => f.locations[0].line)).not.toEqual(
      before.findings.map((f) => f.locations[0].line),
    );
  });

  it('reports the wall-clock safety net once for the run, not per pair', () => {
    // a clock that moves 5 ms on every reading: the 0 ms guard fires at its first look, however
    // fast the machine (with the real clock a quick proof can end within one millisecond)
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 5));
    let report: Report;
    try {
      report = scan([catalog(confusing.tools)], { budget: { timeoutMs: 0 } });
    } finally {
      clock.mockRestore();
    }
    const guards = report.findings.filter(
      (f) => f.ruleId === 'TW105' && (f.evidence as { guard?: string }).guard === 'timeoutMs',
    );
    expect(guards).toHaveLength(1);
    expect(guards[0].evidence).toEqual(
      expect.objectContaining({ limit: 0, stopped: expect.any(Number) }),
    );
    const perPair = report.findings.filter(
      (f) =>
        f.ruleId === 'TW105' &&
        (f.evidence as { reason?: { code: string } }).reason?.code === 'time-guard',
    );
    expect(perPair).toHaveLength(0);
    expect(report.stats.incomplete).toBe(true);
  });

  it('survives hostile schemas within the budget and reports them as undecided or invalid', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 100; i++)
      deep = { type: 'object', properties: { x: deep }, required: ['x'] };
    const wide = {
      anyOf: Array.from({ length: 5000 }, (_, i) => ({ type: 'object', required: [`k${i}`] })),
    };
    const tools = [
      { name: 'read_file', description: 'Read a file.', inputSchema: deep },
      { name: 'read_files', description: 'Read a file.', inputSchema: wide },
      {
        name: 'fetch_file',
        description: 'Read a file.',
        inputSchema: {
          type: 'object',
          properties: { p: { type: 'string', pattern: '(a+)+$' } },
          required: ['p'],
        },
      },
      {
        name: 'get_file',
        description: 'Read a file.',
        inputSchema: { $ref: 'https://evil.example/s.json' },
      },
    ];
    const started = process.hrtime.bigint();
    const report = scan([catalog(tools)]);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(20000);
    expect(report.findings.length).toBeGreaterThan(0);
    const identity = report.findings.filter((f) => !f.ruleId.startsWith('TW5'));
    expect(identity.length).toBeGreaterThan(0);
    for (const f of identity)
      expect(['TW102', 'TW103', 'TW104', 'TW105', 'TW107']).toContain(f.ruleId);
    // 5000 anyOf branches are far over the default token budget
    expect(report.findings.filter((f) => f.ruleId === 'TW530')).toHaveLength(1);
  });

  it('throws InputError past maxTools', () => {
    expect(() => scan([catalog(confusing.tools)], { maxTools: 2 })).toThrow(InputError);
  });
});

describe('scan on generated catalogs', () => {
  const verb = fc.constantFrom('get', 'fetch', 'read', 'delete', 'remove', 'list', 'create', 'add');
  const noun = fc.constantFrom('file', 'files', 'record', 'user', 'item', 'Item', 'entry');
  const property = fc.constantFrom('path', 'id', 'name', 'action');
  const propSchema = fc.oneof(
    fc.constant({ type: 'string' }),
    fc.constant({ type: 'string', minLength: 2 }),
    fc.constant({ type: 'integer', minimum: 1 }),
    fc.constantFrom({ const: 'read' }, { const: 'delete' }, { enum: ['read', 'list'] }),
    fc.constant({ type: 'string', pattern: '^[a-z]+_[0-9]{2}$' }),
    fc.constant({ type: 'string', format: 'uuid' }),
  );
  const inputSchema = fc
    .record({
      properties: fc.dictionary(property, propSchema, { maxKeys: 3 }),
      closed: fc.boolean(),
      requireAll: fc.boolean(),
      draft07: fc.boolean(),
    })
    .map(({ properties, closed, requireAll, draft07 }) => ({
      ...(draft07 ? { $schema: 'http://json-schema.org/draft-07/schema#' } : {}),
      type: 'object',
      properties,
      ...(requireAll ? { required: Object.keys(properties) } : {}),
      ...(closed ? { additionalProperties: false } : {}),
    }));
  const tool = fc.record({
    name: fc.tuple(verb, fc.constantFrom('_', '-', ''), noun).map(([v, s, n]) => `${v}${s}${n}`),
    description: fc.constantFrom(
      'Read a file from disk.',
      'Delete a record by id.',
      'List items.',
      '',
    ),
    inputSchema,
    annotations: fc.option(fc.record({ readOnlyHint: fc.boolean() }), { nil: undefined }),
  });

  it('never throws, is deterministic, and every witness validates under both schemas', () => {
    fc.assert(
      fc.property(fc.array(tool, { minLength: 2, maxLength: 12 }), (tools) => {
        const input = catalog(tools);
        const report = scan([input]);
        expect(JSON.stringify(scan([input]))).toBe(JSON.stringify(report));
        for (const f of report.findings) {
          if (f.evidence.verdict !== 'overlap') continue;
          expect(f.locations).toHaveLength(2);
          for (const location of f.locations) {
            const schema = schemaOf(report, tools, location.pointer);
            expect(freshValidate(schema, f.evidence.witness)).toBe(true);
          }
        }
        const summary = { errors: 0, warnings: 0, notes: 0 };
        for (const f of report.findings) summary[`${f.severity}s` as keyof typeof summary]++;
        expect(report.summary).toEqual(summary);
      }),
      { numRuns: 150 },
    );
  });
});

describe('MCP inputSchema type', () => {
  it('reports an MCP tool whose inputSchema has no "type" as TW107, and only MCP tools', () => {
    const untyped = { $schema: 'http://json-schema.org/draft-07/schema#' };
    const mcp = scan([
      catalog([{ name: 'get_issue', description: 'Get an issue.', inputSchema: untyped }]),
    ]);
    const invalid = mcp.findings.filter((f) => f.ruleId === 'TW107');
    expect(invalid).toHaveLength(1);
    expect(invalid[0].message).toMatch(/MCP requires "type": "object"/);

    const typed = scan([
      catalog([
        { name: 'get_issue', description: 'Get an issue.', inputSchema: { type: 'object' } },
      ]),
    ]);
    expect(typed.findings.filter((f) => f.ruleId === 'TW107')).toEqual([]);

    // OpenAI function parameters carry no such requirement
    const openai = scan([
      {
        uri: 'openai.json',
        content: JSON.stringify({
          tools: [{ type: 'function', name: 'get_issue', parameters: untyped }],
        }),
      },
    ]);
    expect(openai.findings.filter((f) => f.ruleId === 'TW107')).toEqual([]);
  });
});

describe('overlaps that need undeclared properties', () => {
  // Two tools that do the same job (retrieve a block) with near-identical descriptions, so the
  // pair is confusable; what is tested is how the proof's witness is judged.
  const tool = (name: string, schema: Record<string, unknown>, annotations?: object) => ({
    name,
    description: 'Retrieve a block of the workspace by its id, with its children.',
    inputSchema: { type: 'object', ...schema },
    ...(annotations === undefined ? {} : { annotations }),
  });
  const findings = (tools: unknown[], rule: string) =>
    scan([catalog(tools)], { lint: false }).findings.filter((f) => f.ruleId === rule);

  it('is a note naming the keys when every common call carries a key one side does not declare', () => {
    const [f] = findings(
      [
        tool('retrieve_block', {
          properties: { block_id: { type: 'string' } },
          required: ['block_id'],
        }),
        tool('fetch_block', { properties: { page_id: { type: 'string' } }, required: ['page_id'] }),
      ],
      'TW103',
    );
    expect(f.severity).toBe('note');
    expect(f.evidence.undeclared).toEqual([
      { tool: 'fetch_block', server: 'catalog', keys: ['block_id'] },
      { tool: 'retrieve_block', server: 'catalog', keys: ['page_id'] },
    ]);
    const witness = f.evidence.witness as Record<string, unknown>;
    expect(Object.keys(witness).sort()).toEqual(['block_id', 'page_id']);
  });

  it('stays a warning when a call with declared keys only is accepted by both', () => {
    const both = { block_id: { type: 'string' }, page_id: { type: 'string' } };
    const [f] = findings(
      [
        tool('retrieve_block', { properties: both, required: ['block_id'] }),
        tool('fetch_block', { properties: both, required: ['page_id'] }),
      ],
      'TW103',
    );
    expect(f.severity).toBe('warning');
    expect(f.evidence.undeclared).toBeUndefined();
  });

  it('names only the keys of the side it can judge when the other declares keys in ways it does not model', () => {
    const [f] = findings(
      [
        tool('retrieve_block', {
          properties: { block_id: { type: 'string' } },
          required: ['block_id'],
        }),
        tool('fetch_block', {
          properties: { page_id: { type: 'string' } },
          patternProperties: { '^block': { type: 'string' } },
          required: ['page_id'],
        }),
      ],
      'TW103',
    );
    // fetch_block may declare block_id through its pattern, so only its own page_id counts
    expect(f.severity).toBe('note');
    expect(f.evidence.undeclared).toEqual([
      { tool: 'retrieve_block', server: 'catalog', keys: ['page_id'] },
    ]);
  });

  it('judges a requiring side that is not a plain object schema by its root required keys', () => {
    // shortcut labels-get-stories ~ trello get_board_labels: the witness carries a key that
    // only one side declares; the requiring side has more than properties/required at its root
    const [f] = findings(
      [
        tool('retrieve_block', {
          properties: { block_id: { type: 'string' } },
          required: ['block_id'],
          propertyNames: { maxLength: 20 },
        }),
        tool('fetch_block', { properties: { page_id: { type: 'string' } } }),
      ],
      'TW103',
    );
    expect(f.severity).toBe('note');
    expect(f.evidence.undeclared).toEqual([
      { tool: 'fetch_block', server: 'catalog', keys: ['block_id'] },
    ]);
  });

  it('demotes TW104 to a note too when the common calls need an undeclared key', () => {
    const [f] = findings(
      [
        tool(
          'retrieve_block',
          { properties: { block_id: { type: 'string' } }, required: ['block_id'] },
          { readOnlyHint: true },
        ),
        tool(
          'fetch_block',
          { properties: { page_id: { type: 'string' } } },
          { readOnlyHint: false },
        ),
      ],
      'TW104',
    );
    expect(f.severity).toBe('note');
    expect(f.evidence.undeclared).toEqual([
      { tool: 'fetch_block', server: 'catalog', keys: ['block_id'] },
    ]);
    expect(f.message).toContain('which "fetch_block" (catalog) does not declare');
  });
});
