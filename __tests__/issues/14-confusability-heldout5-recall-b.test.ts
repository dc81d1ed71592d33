// Issue 14, session 10: confusable pairs the model missed on the fifth and fourth held-out sets
// (examples/heldout5, examples/heldout4; labels in examples/labels/heldout5-s9.json and
// heldout4-s9.json) outside browsers and task trackers, each found again by a general rule. Each
// rule has a test on its mechanism and a regression test on a real pair.
import { describeTool } from '../../src/lexical/index.js';
import { sqlStatementKind } from '../../src/lexical/lexicon.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe("a tool that runs both of SQL's statement languages runs any SQL", () => {
  it('reads DDL and DML together as any SQL, and either alone as what it says', () => {
    expect(sqlStatementKind(['execute', 'sql', 'query', 'support', 'ddl', 'and', 'dml'])).toBe(
      undefined,
    );
    expect(sqlStatementKind(['execute', 'dml', 'statement'])).toBe('mutation');
    expect(
      describeTool({
        name: 'sql_query',
        description: 'Execute SQL query, supports DDL and DML operations',
        parameters: ['sql'],
      }).object,
    ).toEqual(['sql']);
  });

  it('pairs mysql-liangshanli/sql_query with mssql-node/execute_read_query', () => {
    expectConfusable(['mysql-liangshanli', 'sql_query'], ['mssql-node', 'execute_read_query']);
    expectConfusable(['mysql-liangshanli', 'sql_query'], ['postgres', 'query']);
  });
});

describe('reading a graph lists its nodes', () => {
  it('reads a whole graph as a listing of its nodes, and leaves other reads alone', () => {
    const graph = describeTool({
      name: 'read_graph',
      description: 'Read the entire knowledge graph',
    });
    expect([graph.action, graph.object]).toEqual(['list', ['node']]);
    const file = describeTool({ name: 'read_file', description: 'Read a file' });
    expect([file.action, file.object]).toEqual(['read', ['file']]);
  });

  it('pairs knowledge-graph/read_graph with memory-libsql/search_nodes', () => {
    expectConfusable(['knowledge-graph', 'read_graph'], ['memory-libsql', 'search_nodes']);
    expectConfusable(['memory-libsql', 'read_graph'], ['memory-reference', 'search_nodes']);
    // Opening nodes by their names is no search of them (labelled not).
    expectApart(['memory-libsql', 'search_nodes'], ['memory-reference', 'open_nodes']);
  });
});
