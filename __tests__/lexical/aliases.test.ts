// Tool aliases (src/lexical/aliases.ts): a tool that says it is another tool of its server under an
// old name does that tool's job. Pinned on the real SQL Server catalog that keeps deprecated
// aliases of its own tools (mssql-mcp, twelfth held-out set).
import { readFileSync } from 'node:fs';
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
