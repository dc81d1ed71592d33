import { lintTools, loadTokenizer } from '../../../src/lint/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const only = (t: Tool, ruleId: string) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === ruleId);

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
