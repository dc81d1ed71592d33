// Issue 14, session 10: confusable pairs the model missed on the fifth and fourth held-out sets
// (examples/heldout5, examples/heldout4; labels in examples/labels/heldout5-s9.json and
// heldout4-s9.json) outside browsers and task trackers, each found again by a general rule. Each
// rule has a test on its mechanism and a regression test on a real pair.
import { describeTool } from '../../src/lexical/index.js';
import { jobsOf } from '../../src/lexical/tool-model.js';
import { sqlStatementKind } from '../../src/lexical/lexicon.js';
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { expectApart, expectConfusable, inlineCatalogs } from './confusable-pairs.js';

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

describe('a read that says it includes a list of things lists them too', () => {
  it('reads "including X list" and "a list of X" as listings beside the read', () => {
    const info = describeTool({
      name: 'get_database_info',
      description:
        'Get database information, including database list, table list and configuration information',
    });
    expect(jobsOf(info).map((j) => [j.action, j.object])).toEqual([
      ['read', ['database']],
      ['list', ['database']],
      ['list', ['table']],
    ]);
    const project = describeTool({
      name: 'get_project',
      description: 'Get a project, including a list of its members',
    });
    expect(jobsOf(project).map((j) => [j.action, j.object])).toEqual([
      ['read', ['project']],
      ['list', ['user']],
    ]);
    // Only a read: a listing that includes more is still one listing.
    const create = describeTool({
      name: 'create_project',
      description: 'Create a project, including its task list',
    });
    expect(jobsOf(create)).toHaveLength(1);
  });

  it('pairs mysql-liangshanli/get_database_info with mssql-node/list_tables', () => {
    expectConfusable(['mysql-liangshanli', 'get_database_info'], ['mssql-node', 'list_tables']);
    expectConfusable(['mysql-liangshanli', 'get_database_info'], ['sqlserver', 'list_databases']);
  });
});

describe('a selector value acts on the plural its name gives', () => {
  it('reads `get` on a name verb over a plural as a listing, not on a bare collection name', () => {
    const indexes = describeTool({
      name: 'manage_indexes',
      description: 'Manage PostgreSQL indexes - get, create, drop',
      choices: { operation: ['get', 'create', 'drop'] },
    });
    expect(jobsOf(indexes).map((j) => [j.action, j.object])).toContainEqual(['list', ['index']]);
    // A name that is the collection alone reads one of it by its key (`jira_issues`, get).
    const issues = describeTool({
      name: 'jira_issues',
      description: 'Get, create or update Jira issues',
      server: 'jira',
      parameters: ['action', 'issueKey'],
      choices: { action: ['get', 'create', 'update'] },
    });
    expect(jobsOf(issues).map((j) => [j.action, j.object])).toContainEqual(['read', ['issue']]);
  });

  it('pairs mssql-node/list_indexes with postgres-henkey/pg_manage_indexes', () => {
    expectConfusable(['mssql-node', 'list_indexes'], ['postgres-henkey', 'pg_manage_indexes']);
  });
});

describe('a tree of files is its directory, and reading a directory lists it', () => {
  it('reads a directory tree and a repository tree as listings of a directory', () => {
    const tree = describeTool({
      name: 'get_directory_tree',
      description: 'Gets the directory tree structure',
    });
    expect([tree.action, tree.object]).toEqual(['list', ['directory']]);
    const repo = describeTool({
      name: 'get_repository_tree',
      description: 'Displays a hierarchical tree view of files and directories',
    });
    expect([repo.action, repo.object]).toEqual(['list', ['repository', 'directory']]);
  });

  it('pairs azure-devops/get_repository_tree with bitbucket-nexus/list_directory_content', () => {
    expectConfusable(
      ['azure-devops', 'get_repository_tree'],
      ['bitbucket-nexus', 'list_directory_content'],
    );
    expectConfusable(
      ['desktop-commander', 'list_directory'],
      ['filesystem-fast', 'fast_get_directory_tree'],
    );
    // A mailbox's folder is not a repository's (a folder is of its kind of system).
    expectApart(
      ['bitbucket-nexus', 'list_directory_content'],
      ['email-codefuturist', 'find_email_folder'],
    );
  });
});

describe('what a description says in other words it says too', () => {
  const tools = (name: string, description: string) => [
    {
      name,
      description,
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
    },
  ];

  it('reads "repo" in a description as the repository another name qualifies its file with', () => {
    const pair = confusableToolPairs(
      inlineCatalogs(
        [
          'one',
          tools(
            'get_repository_file',
            'Fetch one stored file of a repository, given its path and branch',
          ),
        ],
        ['two', tools('get_file', 'Returns raw text from a repo')],
      ),
    ).find((p) => p.a.name !== p.b.name);
    expect(pair?.confusable?.reason).toBe('special-case');
  });

  it('pairs bitbucket/bb_post with bitbucket-nexus/add_comment ("Add a PR comment")', () => {
    expectConfusable(['bitbucket', 'bb_post'], ['bitbucket-nexus', 'add_comment']);
  });
});

describe("a forge's multi-action tool meets a tracker's tools on the thing it names", () => {
  it('pairs bitbucket-nexus/manage_comment (edit, delete) with trello/delete_comment', () => {
    expectConfusable(['bitbucket-nexus', 'manage_comment'], ['trello', 'delete_comment']);
    expectConfusable(['bitbucket-nexus', 'manage_comment'], ['trello', 'update_comment']);
  });

  it('keeps a job on another thing apart: removing tags from a pull request deletes no label', () => {
    expectApart(['azure-devops', 'update_pull_request'], ['trello', 'delete_label']);
  });
});

describe('generic content taken from a place reads the place', () => {
  it('reads "Extract clean, LLM-ready data from single URLs" as a read of URLs', () => {
    const scrape = describeTool({
      name: 'scrape',
      description:
        'Extract clean, LLM-ready data from single URLs with enhanced formatting options',
    });
    expect(scrape.object).toEqual(['url']);
    // A thing of its own taken from a place stays that thing.
    const messages = describeTool({
      name: 'history',
      description: 'Get recent messages from a channel',
    });
    expect(messages.object.at(-1)).toBe('message');
  });

  it('pairs fetcher/fetch_url with omnisearch/firecrawl_scrape_process', () => {
    expectConfusable(['fetcher', 'fetch_url'], ['omnisearch', 'firecrawl_scrape_process']);
  });
});

describe('a search that calls itself a search engine searches the web', () => {
  it('reads "Privacy-focused search engine with good coverage" as a web search', () => {
    const engine = describeTool({
      name: 'brave_search',
      description: 'Privacy-focused search engine with good coverage of technical topics.',
      server: 'omnisearch',
      providers: { names: new Set(['brave']), categories: new Set() },
    });
    expect([engine.action, engine.object]).toEqual(['search', ['web']]);
  });

  it('pairs exa/web_search_exa with omnisearch/brave_search', () => {
    expectConfusable(['exa', 'web_search_exa'], ['omnisearch', 'brave_search']);
  });
});

describe("a listing of one owner's work items is a filtered listing of them", () => {
  const tool = (name: string, description: string) => ({
    name,
    description,
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  });
  // Server one holds projects: the owner is one of its things.
  const project = tool('get_project', 'Get a project by its id');
  const pairOf = (a: ReturnType<typeof tool>, b: ReturnType<typeof tool>) =>
    confusableToolPairs(inlineCatalogs(['one', [a, project]], ['two', [b]])).find(
      (p) => p.a.name === a.name || p.b.name === a.name,
    )?.confusable;

  it("reads a project's issues as a filter of another server's issue listing, not a project's files", () => {
    expect(
      pairOf(
        tool('list_project_issues', 'List every issue in a project'),
        tool('list_issues', 'Shows open issues of a repository, newest first'),
      )?.reason,
    ).toBe('special-case');
    expect(
      pairOf(
        tool('list_project_files', 'List every file in a project'),
        tool('list_files', 'Shows files of a repository, newest first'),
      ),
    ).toBeUndefined();
  });

  it('pairs plane/list_project_issues with github/list_issues', () => {
    expectConfusable(['plane', 'list_project_issues'], ['github', 'list_issues']);
    expectConfusable(['plane', 'list_cycle_issues'], ['azure-devops', 'list_work_items']);
  });
});
