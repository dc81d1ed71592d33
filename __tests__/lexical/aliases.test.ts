// Tool aliases (src/lexical/aliases.ts): a tool that says it is another tool of its server under an
// old name does that tool's job. Pinned on the real SQL Server catalog that keeps deprecated
// aliases of its own tools (mssql-mcp, twelfth held-out set).
import { readFileSync } from 'node:fs';
import { confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import { aliasTargets } from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from '../issues/confusable-pairs.js';

const catalog = JSON.parse(readFileSync('examples/heldout12/mssql-mcp.json', 'utf8')) as {
  tools: { name: string; description: string }[];
};

describe('aliasTargets', () => {
  it("finds mssql-mcp's five deprecated aliases and their targets, and nothing else", () => {
    const tools = catalog.tools.map((t) => ({ ...t, server: 'mssql-mcp' }));
    const found = [...aliasTargets(tools)]
      .map(([a, t]) => `${tools[a].name} -> ${tools[t].name}`)
      .sort();
    expect(found).toEqual([
      'mssql_describe_table -> mssql_describe_table_columns',
      'mssql_execute_procedure -> mssql_execute_stored_procedure',
      'mssql_execute_query -> mssql_run_sql_query',
      'mssql_get_schema -> mssql_list_schema_objects',
      'mssql_get_table_data -> mssql_read_table_rows',
    ]);
  });

  it("needs the target on the alias's own server, and not itself", () => {
    const tools = [
      { name: 'old', description: 'Deprecated alias for new.', server: 'a' },
      { name: 'new', description: 'Does the job.', server: 'b' },
      { name: 'self', description: 'Alias for self.', server: 'a' },
      { name: 'legacy', description: 'Deprecated: use `new` instead.', server: 'b' },
    ];
    expect([...aliasTargets(tools)]).toEqual([[3, 1]]);
  });
});

describe('an alias does its target’s job', () => {
  it('mssql_get_table_data ~ mssql_read_table_rows (mssql-mcp): one tool, two names', () => {
    expectConfusable(['mssql-mcp', 'mssql_get_table_data'], ['mssql-mcp', 'mssql_read_table_rows']);
  });

  it('mssql_get_table_data (mssql-mcp) reads rows, no table description: ≁ describe_table (mssql-node)', () => {
    expectApart(['mssql-mcp', 'mssql_get_table_data'], ['mssql-node', 'describe_table']);
  });

  it('mssql_describe_table and mssql_describe_table_columns (mssql-mcp) ~ describe_table (mssql-node): a table’s columns are its description', () => {
    expectConfusable(['mssql-mcp', 'mssql_describe_table'], ['mssql-node', 'describe_table']);
    expectConfusable(
      ['mssql-mcp', 'mssql_describe_table_columns'],
      ['mssql-node', 'describe_table'],
    );
  });
});

describe('the reference filesystem server (read_file is a deprecated alias of read_text_file)', () => {
  const { tools } = importCatalogs([
    { uri: 'examples/mcp-filesystem.json', content: readFileSync('examples/mcp-filesystem.json') },
  ]);
  const pairs = confusableToolPairs(tools).map((p) => `${p.a.name} ~ ${p.b.name}`);
  const has = (a: string, b: string) =>
    pairs.includes(`${a} ~ ${b}`) || pairs.includes(`${b} ~ ${a}`);

  it('finds the alias', () => {
    const found = [...aliasTargets(tools)].map(([a, t]) => `${tools[a].name} -> ${tools[t].name}`);
    expect(found).toEqual(['read_file -> read_text_file']);
  });

  it('keeps every read of a file confusable with the others: a file read as text is the file', () => {
    for (const [a, b] of [
      ['read_file', 'read_text_file'],
      ['read_file', 'read_multiple_files'],
      ['read_text_file', 'read_multiple_files'],
      ['read_text_file', 'read_media_file'],
    ])
      expect([a, b, has(a, b)]).toEqual([a, b, true]);
  });
});

describe('aliasTargets on hostile text', () => {
  it('reads a 1 MB description of repeated "deprecated" without a match and in linear time', () => {
    const tools = [
      { name: 'a', description: 'deprecated '.repeat(100_000), server: 's' },
      { name: 'b', description: 'Deprecated alias for a.', server: 's' },
    ];
    expect([...aliasTargets(tools)]).toEqual([[1, 0]]);
  });
});
