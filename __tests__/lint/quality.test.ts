import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import { RULES, ruleById } from '../../src/rules/index.js';
import { LINT_RULES } from '../../src/rules/lint-rules.js';
import type { Tool } from '../../src/model/tool.js';
import { schema, tool } from './helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const rulesOf = (tools: Tool[]): string[] =>
  lintTools(tools, { maxTokens: 0 }).findings.map((f) => f.ruleId);
const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

describe('lint rule registry', () => {
  it('registers TW510–TW527 and TW530 with their default severities', () => {
    expect(LINT_RULES.map((r) => [r.id, r.name, r.severity])).toEqual([
      ['TW510', 'description-missing', 'warning'],
      ['TW511', 'description-short', 'note'],
      ['TW512', 'parameter-undescribed', 'note'],
      ['TW513', 'open-properties', 'note'],
      ['TW514', 'unbounded-input', 'note'],
      ['TW515', 'unscoped-path', 'note'],
      ['TW516', 'annotations-missing', 'note'],
      ['TW520', 'instruction-in-description', 'error'],
      ['TW521', 'cross-tool-steering', 'warning'],
      ['TW522', 'invisible-characters', 'error'],
      ['TW526', 'tool-shadowing', 'error'],
      ['TW527', 'lint-incomplete', 'note'],
      ['TW530', 'token-budget', 'warning'],
    ]);
    for (const r of LINT_RULES) {
      expect(ruleById(r.id).category).toBe('lint');
      expect(RULES).toContain(ruleById(r.id));
    }
  });
});

describe('a clean tool', () => {
  it('has no lint findings', () => {
    expect(rulesOf([tool()])).toEqual([]);
  });
});

describe('TW510 description-missing / TW511 description-short', () => {
  it('reports an absent or blank description as missing', () => {
    expect(rulesOf([tool({ description: '' })])).toEqual(['TW510']);
    expect(rulesOf([tool({ description: ' \n\t ' })])).toEqual(['TW510']);
    expect(rulesOf([tool({ description: '\u200B' })])).toContain('TW510');
  });

  it('reports fewer than 5 words or 20 characters as short, with both counts', () => {
    const [f] = only(tool({ description: 'Gets a user.' }), 'TW511');
    expect(f.evidence).toEqual({ words: 3, characters: 12, minWords: 5, minCharacters: 20 });
    expect(f.message).toContain('under 5 words or 20 characters');
    expect(only(tool({ description: 'Sum two big integers ok' }), 'TW511')).toHaveLength(0);
    expect(only(tool({ description: 'a b c d e' }), 'TW511')).toHaveLength(1); // 9 characters
    expect(only(tool({ description: 'Returns the sum of two numbers' }), 'TW511')).toHaveLength(0);
  });

  it('counts CJK ideographs as words', () => {
    expect(only(tool({ description: '读取指定路径的文本文件内容并返回' }), 'TW511')).toHaveLength(
      0,
    );
    expect(only(tool({ description: '读取文件' }), 'TW511')).toHaveLength(1);
  });
});

describe('TW512 parameter-undescribed', () => {
  it('lists undescribed properties at every depth by JSON pointer', () => {
    const t = tool({
      inputSchema: schema({
        path: { type: 'string', maxLength: 9 },
        items: {
          type: 'array',
          maxItems: 3,
          description: 'Items.',
          items: schema({ 'a/b': { type: 'integer' }, ok: { type: 'integer', description: 'x' } }),
        },
      }),
    });
    const [f] = only(t, 'TW512');
    expect(f.evidence).toEqual({
      parameters: {
        count: 2,
        pointers: ['/properties/items/items/properties/a~1b', '/properties/path'],
      },
    });
  });

  it('accepts a description reached through a local $ref', () => {
    const t = tool({
      inputSchema: schema(
        { when: { $ref: '#/$defs/date' } },
        { $defs: { date: { type: 'string', format: 'date', description: 'A day.' } } },
      ),
    });
    expect(only(t, 'TW512')).toHaveLength(0);
    const missing = tool({ inputSchema: schema({ when: { $ref: '#/$defs/nope' } }) });
    expect(only(missing, 'TW512')).toHaveLength(1);
  });
});

describe('TW513 open-properties', () => {
  it('reports object schemas without additionalProperties/unevaluatedProperties false', () => {
    const t = tool({
      inputSchema: {
        type: 'object',
        properties: { inner: { type: 'object', description: 'd', additionalProperties: true } },
      },
    });
    expect(only(t, 'TW513')[0].evidence).toEqual({
      objects: { count: 2, pointers: ['', '/properties/inner'] },
    });
  });

  it('accepts closed objects and deliberate maps', () => {
    const closed = tool({ inputSchema: { type: 'object', unevaluatedProperties: false } });
    const map = tool({
      inputSchema: schema({
        tags: {
          type: 'object',
          description: 't',
          additionalProperties: { type: 'string', maxLength: 3 },
        },
      }),
    });
    expect(rulesOf([closed, map])).toEqual([]);
    const permissiveMap = tool({
      inputSchema: schema({ tags: { type: 'object', description: 't', additionalProperties: {} } }),
    });
    expect(only(permissiveMap, 'TW513')).toHaveLength(1);
  });
});

describe('TW514 unbounded-input', () => {
  it('reports strings without maxLength/enum/const/pattern/format and arrays without maxItems', () => {
    const t = tool({
      inputSchema: schema({
        a: { type: 'string', description: 'a' },
        b: { type: ['string', 'null'], description: 'b' },
        c: { type: 'array', description: 'c', items: { type: 'integer' } },
        d: { type: 'string', maxLength: 3, description: 'd' },
        e: { type: 'string', enum: ['x'], description: 'e' },
        f: { type: 'string', pattern: '^x$', description: 'f' },
        g: { type: 'string', format: 'date', description: 'g' },
        h: { type: 'string', const: 'x', description: 'h' },
        i: { type: 'array', maxItems: 2, description: 'i', items: { type: 'integer' } },
        j: { type: 'number', description: 'numbers are not checked' },
      }),
    });
    const [f] = only(t, 'TW514');
    expect(f.evidence).toEqual({
      parameters: { count: 3, pointers: ['/properties/a', '/properties/b', '/properties/c'] },
      kinds: ['array', 'string'],
    });
  });
});

describe('TW515 unscoped-path', () => {
  const pathTool = (description: string, param: Record<string, unknown> = {}) =>
    tool({
      description,
      inputSchema: schema({
        filePath: { type: 'string', maxLength: 200, description: 'The file.', ...param },
      }),
    });

  it('reports path-like parameters when nothing states their scope', () => {
    expect(
      only(pathTool('Reads the given file and returns its text.'), 'TW515')[0].evidence,
    ).toEqual({
      parameters: { count: 1, pointers: ['/properties/filePath'] },
    });
    const byFormat = tool({
      inputSchema: schema({ target: { type: 'string', format: 'uri', description: 'Where.' } }),
    });
    expect(only(byFormat, 'TW515')).toHaveLength(1);
  });

  it('does not take a plain "within a directory" for a scope', () => {
    expect(
      only(pathTool('Searches for files within a directory and lists them.'), 'TW515'),
    ).toHaveLength(1);
  });

  it('accepts scope wording in the tool or the parameter description', () => {
    expect(
      only(pathTool('Reads a file. Only works within allowed directories.'), 'TW515'),
    ).toHaveLength(0);
    expect(
      only(
        pathTool('Reads a file and returns it.', {
          description: 'Path relative to the workspace root.',
        }),
        'TW515',
      ),
    ).toHaveLength(0);
    expect(only(pathTool('Reads a file inside the sandbox and returns it.'), 'TW515')).toHaveLength(
      0,
    );
  });

  it('decides by the last word of the name, so file ids and types are not paths', () => {
    const t = tool({
      description: 'Looks up a file record and returns its metadata.',
      inputSchema: schema({
        fileId: { type: 'string', maxLength: 9, description: 'id' },
        file_type: { type: 'string', enum: ['a'], description: 'type' },
        directories: {
          type: 'array',
          maxItems: 2,
          description: 'dirs',
          items: { type: 'string', maxLength: 9 },
        },
      }),
    });
    expect(only(t, 'TW515')[0].evidence).toEqual({
      parameters: { count: 1, pointers: ['/properties/directories'] },
    });
  });
});

describe('TW516 annotations-missing', () => {
  it('reports MCP tools with no explicit hint, and only MCP tools', () => {
    expect(rulesOf([tool({ annotations: {} })])).toEqual(['TW516']);
    expect(rulesOf([tool({ annotations: {}, shape: 'anthropic' })])).toEqual([]);
    expect(rulesOf([tool({ annotations: {}, shape: 'openai-chat' })])).toEqual([]);
    expect(rulesOf([tool({ annotations: { openWorldHint: false } })])).toEqual([]);
  });
});

describe('per-tool findings', () => {
  it('locate the tool, fingerprint it alone and stay stable when other tools come and go', () => {
    const a = tool({ name: 'alpha', description: '' });
    const b = tool({ name: 'beta', description: '' });
    const c = tool({ name: 'gamma', description: 'Something else entirely, described at length.' });
    const alone = lintTools([a], { maxTokens: 0 }).findings;
    const together = lintTools([c, b, a], { maxTokens: 0 }).findings;
    const fa = together.find((f) => f.locations[0].tool === 'alpha');
    expect(fa?.fingerprint).toBe(alone[0].fingerprint);
    expect(fa?.locations).toEqual([{ ...a.location, tool: 'alpha', server: 'srv' }]);
    expect(together.find((f) => f.locations[0].tool === 'beta')?.fingerprint).not.toBe(
      alone[0].fingerprint,
    );
  });

  it('change fingerprint when the tool definition changes', () => {
    const before = lintTools([tool({ name: 'x', description: '' })], { maxTokens: 0 }).findings;
    const after = lintTools([tool({ name: 'x', description: ' ' })], { maxTokens: 0 }).findings;
    expect(after[0].fingerprint).not.toBe(before[0].fingerprint);
  });
});
