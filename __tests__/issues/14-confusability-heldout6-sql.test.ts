// Issue 14, session 10: confusable pairs the model missed on the sixth held-out set
// (examples/heldout6; labels in examples/labels/heldout6-s10.json) among SQL clients and BI
// tools, each found again by a general rule. Each rule has a test on its mechanism and a
// regression test on a real pair.
import {
  confusability,
  describeTool,
  systemKindOf,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

/** One tool's stemmed words, as the scan gives them to `systemKindOf`. */
const words = (...ws: string[]): ReadonlySet<string> => new Set(ws);

describe('a server that runs SQL and speaks of its tables is a SQL system', () => {
  // A BI server: cards everywhere, one native query, two tools on tables.
  const bi = [
    words('list', 'card'),
    words('get', 'card'),
    words('execute', 'card'),
    words('get', 'dashboard', 'card'),
    words('execute', 'sql', 'query'),
    words('list', 'table'),
    words('get', 'table'),
  ];

  it('reads the server as SQL although another kind names more of its tools', () => {
    expect(systemKindOf(bi)).toBe('tracker');
    const runsSql = bi.map((tool) => tool.has('sql'));
    expect(systemKindOf(bi, undefined, runsSql)).toBe('sql');
  });

  it('needs two tools besides the runner: one table is a side dataset', () => {
    const storage = [
      words('list', 'bucket'),
      words('create', 'bucket'),
      words('get', 'bucket', 'location'),
      words('list', 'object'),
      words('read', 'object'),
      words('write', 'object'),
      words('copy', 'object'),
      words('get', 'metadata', 'table', 'schema'),
      words('execute', 'sql', 'query'),
    ];
    const runsSql = storage.map((tool) => tool.has('sql'));
    // Not SQL: an object store (its buckets) whatever SQL it runs on a side dataset.
    expect(systemKindOf(storage, undefined, runsSql)).toBe('storage');
  });

  it('metabase/execute_query ~ postgres/query: both run a read-only SQL query', () => {
    expectConfusable(['metabase', 'execute_query'], ['postgres', 'query']);
  });

  it('metabase/get_table ~ mysql-readonly/describe_table: both describe a table', () => {
    expectConfusable(['metabase', 'get_table'], ['mysql-readonly', 'describe_table']);
  });

  it('metabase/get_database ~ notion/API-retrieve-a-database: a SQL database is no Notion one', () => {
    expectApart(['metabase', 'get_database'], ['notion', 'API-retrieve-a-database']);
  });
});

describe('writing SQL runs it', () => {
  it('reads write_query as running mutation SQL', () => {
    const m = describeTool({
      name: 'write_query',
      description: 'Execute INSERT, UPDATE, or DELETE queries on a specific connection',
    });
    expect(m.action).toBe('run');
    expect(m.object).toEqual(['mutation', 'sql']);
  });

  it('dbeaver/write_query ~ mssql-node/execute_write_query: both run INSERT/UPDATE/DELETE', () => {
    expectConfusable(['dbeaver', 'write_query'], ['mssql-node', 'execute_write_query']);
  });
});

describe('a query said to be for analysing or extracting data reads', () => {
  const native = {
    name: 'execute_query',
    description:
      'Execute a native SQL query against a database - use this for custom data analysis, ' +
      'complex queries, or extracting specific data',
  };

  it('qualifies the SQL as read-only', () => {
    expect(describeTool(native).object).toEqual(['readonly', 'sql']);
    const plain = { ...native, description: 'Execute a native SQL query against a database' };
    expect(describeTool(plain).object).toEqual(['sql']);
  });

  it('metabase/execute_query ~ mssql-node/execute_read_query: both run a native read query', () => {
    expectConfusable(['metabase', 'execute_query'], ['mssql-node', 'execute_read_query']);
  });

  it('metabase/execute_query ~ mssql-node/execute_write_query: a read query vs a mutation', () => {
    expectApart(['metabase', 'execute_query'], ['mssql-node', 'execute_write_query']);
  });
});

describe("reading a thing's shape describes the thing", () => {
  it('reads get_table_schema as a read of the table, not of a definition', () => {
    const schema = describeTool({
      name: 'get_table_schema',
      description: 'Get schema information for a specific table',
    });
    expect(schema.object).toEqual(['table']);
    const definitions = describeTool({
      name: 'get_association_definitions',
      description: 'Get association definitions between object types',
    });
    expect(definitions.object.at(-1)).toBe('definition');
  });

  it('dbeaver/get_table_schema ~ mysql-readonly/describe_table: both describe a table', () => {
    expectConfusable(['dbeaver', 'get_table_schema'], ['mysql-readonly', 'describe_table']);
  });
});

describe('a SQL system holds no work items', () => {
  const entry = (server: string, kind: string, name: string, description: string) =>
    ({ server, kind, model: describeTool({ name, description, server }) }) as ConfusableEntry;
  const bi = entry('bi', 'sql', 'list_cards', 'Retrieve all saved cards.');

  it("keeps a SQL system's cards apart from a tracker's, not from another SQL system's", () => {
    const tracker = entry('board', 'tracker', 'list_cards', 'List the cards on a board.');
    expect(confusability(bi, tracker)).toBeUndefined();
    const other = entry('bi2', 'sql', 'get_cards', 'List all saved cards.');
    expect(confusability(bi, other)).toBeDefined();
  });

  it('metabase/list_cards ~ trello/get_my_cards: saved questions are not Trello cards', () => {
    expectApart(['metabase', 'list_cards'], ['trello', 'get_my_cards']);
  });
});
