// Issue 14, session 10: pairs of the fifth held-out set (examples/heldout5, labels in
// examples/labels/heldout5-s9.json) that the model reported although the two tools do different
// jobs, kept apart by a general rule. Each rule has a test on its mechanism and a regression test
// on a real pair.
import { describeTool, isAccountObject } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, pairsOf } from './confusable-pairs.js';

const SQL_SCHEMA = { type: 'object', properties: { sql: { type: 'string' } }, required: ['sql'] };

describe('a tool that runs writing SQL is no read-only runner', () => {
  it('reads "write" and "mutating" as the mutation kind of SQL', () => {
    const model = describeTool({
      name: 'execute_write_query',
      description: 'Run a mutating SQL statement against the database.',
      server: 'db',
    });
    expect(model.object).toEqual(['mutation', 'sql']);
  });

  it('keeps a write runner apart from a read-only runner of another server', () => {
    const pairs = pairsOf(
      [
        'writer',
        [
          {
            name: 'execute_write_query',
            description: 'Run a mutating SQL statement against the database.',
            inputSchema: SQL_SCHEMA,
          },
        ],
      ],
      [
        'reader',
        [
          {
            name: 'query',
            description: 'Run a read-only SELECT query against the database table.',
            inputSchema: SQL_SCHEMA,
          },
        ],
      ],
    );
    expect(pairs).not.toContain('reader/query ~ writer/execute_write_query');
  });

  it('still lets a runner of any writing statement cover a SQL system’s trigger', () => {
    const pairs = pairsOf(
      [
        'writer',
        [
          {
            name: 'execute_write_query',
            description: 'Run a mutating SQL statement against the database.',
            inputSchema: SQL_SCHEMA,
          },
        ],
      ],
      [
        'pg',
        [
          {
            name: 'create_trigger',
            description: 'Create a trigger on a database table.',
            inputSchema: { type: 'object', properties: { table: { type: 'string' } } },
          },
          {
            name: 'execute_sql',
            description: 'Execute any SQL statement against the database.',
            inputSchema: SQL_SCHEMA,
          },
        ],
      ],
    );
    expect(pairs).toContain('pg/create_trigger ~ writer/execute_write_query');
  });

  it('execute_read_query ≁ execute_write_query (mssql-node): a read-only query vs a mutating statement', () => {
    expectApart(['mssql-node', 'execute_read_query'], ['mssql-node', 'execute_write_query']);
  });

  it('execute_write_query (mssql-node) ≁ query (postgres-server): a mutating statement vs SELECT only', () => {
    expectApart(['mssql-node', 'execute_write_query'], ['postgres-server', 'query']);
  });

  it('execute_write_query (mssql-node) ~ createTrigger (postgres-enhanced): any writing statement creates a trigger', () => {
    expectConfusable(['mssql-node', 'execute_write_query'], ['postgres-enhanced', 'createTrigger']);
  });
});

const PATH_SCHEMA = {
  type: 'object',
  properties: { path: { type: 'string' } },
  required: ['path'],
};

describe("a directory is its system's place", () => {
  const FORGE = [
    {
      name: 'list_directory_content',
      description: 'List the files and directories at a path in a repository.',
      inputSchema: PATH_SCHEMA,
    },
    {
      name: 'create_pull_request',
      description: 'Create a pull request in a repository.',
      inputSchema: PATH_SCHEMA,
    },
    {
      name: 'list_commits',
      description: 'List the commits of a repository branch.',
      inputSchema: PATH_SCHEMA,
    },
  ];
  const DISK = (server: string) =>
    [
      server,
      [
        {
          name: 'list_directory',
          description: 'List the files and subdirectories of a directory.',
          inputSchema: PATH_SCHEMA,
        },
      ],
    ] as [string, unknown[]];

  // Rubric rule 8 (session 13): a disk holds a forge's checkout, so its directories are the forge's.
  it('pairs a forge directory with one of a server of no known kind (its checkout)', () => {
    expect(pairsOf(['forge', FORGE], DISK('disk'))).toContain(
      'disk/list_directory ~ forge/list_directory_content',
    );
  });

  it('still pairs the directories of two servers of no known kind', () => {
    expect(pairsOf(DISK('disk'), DISK('other'))).toContain(
      'disk/list_directory ~ other/list_directory',
    );
  });

  it('list_directory_content (bitbucket-nexus) ~ fast_list_directory (filesystem-fast): a repository path and its checkout (rule 8)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'list_directory_content'],
      ['filesystem-fast', 'fast_list_directory'],
    );
  });

  it('find_email_folder (email-codefuturist) ≁ list_directory (filesystem-agent-infra): a mailbox folder vs a local directory', () => {
    expectApart(
      ['email-codefuturist', 'find_email_folder'],
      ['filesystem-agent-infra', 'list_directory'],
    );
  });

  it('list_directory (desktop-commander) ~ fast_list_directory (filesystem-fast): two local directory listings', () => {
    expectConfusable(
      ['desktop-commander', 'list_directory'],
      ['filesystem-fast', 'fast_list_directory'],
    );
  });
});

describe("an account is its system's", () => {
  it('reads an account as an account object, like a user', () => {
    expect(isAccountObject('account')).toBe(true);
  });

  it('list_accounts (email-codefuturist) ≁ adsense_accounts (search-console): mail accounts vs AdSense publisher accounts', () => {
    expectApart(['email-codefuturist', 'list_accounts'], ['search-console', 'adsense_accounts']);
  });
});

describe('a server that neither reads as SQL nor runs it holds no SQL database', () => {
  const SQL_SERVER: [string, unknown[]] = [
    'engine',
    [
      {
        name: 'execute_sql',
        description: 'Execute a SQL query against the database.',
        inputSchema: SQL_SCHEMA,
      },
      {
        name: 'list_tables',
        description: 'List the tables of the database.',
        inputSchema: PATH_SCHEMA,
      },
      {
        name: 'describe_database',
        description: 'Describe a database: its tables and their sizes.',
        inputSchema: PATH_SCHEMA,
      },
    ],
  ];
  const NOTES = (sql: boolean): [string, unknown[]] => [
    'notes',
    [
      {
        name: 'retrieve_database',
        description: 'Retrieve a database of pages by its id.',
        inputSchema: PATH_SCHEMA,
      },
      ...(sql
        ? [{ name: 'run_sql', description: 'Run a SQL statement.', inputSchema: SQL_SCHEMA }]
        : []),
    ],
  ];

  it('keeps a SQL system’s database apart from one of a server that runs no SQL', () => {
    expect(pairsOf(SQL_SERVER, NOTES(false))).not.toContain(
      'engine/describe_database ~ notes/retrieve_database',
    );
  });

  it('still pairs it with one of a server that runs SQL', () => {
    expect(pairsOf(SQL_SERVER, NOTES(true))).toContain(
      'engine/describe_database ~ notes/retrieve_database',
    );
  });

  it('describe_database (mssql-node) ≁ API-retrieve-a-database (notion): a SQL database summary vs a Notion database', () => {
    expectApart(['mssql-node', 'describe_database'], ['notion', 'API-retrieve-a-database']);
  });

  it('linear_list_projects (linear-server) ≁ list_projects (neon): tracker projects vs Neon database projects', () => {
    expectApart(['linear-server', 'linear_list_projects'], ['neon', 'list_projects']);
  });
});

describe("a thing owned by what only its own server manages is that server's", () => {
  const tool = (name: string, description: string) => ({
    name,
    description,
    inputSchema: PATH_SCHEMA,
  });
  const STORAGE: [string, unknown[]] = [
    'cloud',
    [
      tool('list_buckets', 'List the storage buckets.'),
      tool('get_bucket_metadata', 'Get the metadata of a storage bucket.'),
    ],
  ];
  const METRICS: [string, unknown[]] = [
    'observer',
    [
      tool('list_metrics', 'List the metrics.'),
      tool('get_metric_metadata', 'Get the metadata of a metric.'),
    ],
  ];

  it('keeps a bucket’s metadata apart from a metric’s, however alike the sentences', () => {
    expect(pairsOf(STORAGE, METRICS)).not.toContain(
      'cloud/get_bucket_metadata ~ observer/get_metric_metadata',
    );
  });

  it('get_bucket_metadata (gcs) ≁ prometheus_metric_metadata (prometheus): a bucket’s metadata vs a metric’s', () => {
    expectApart(['gcs', 'get_bucket_metadata'], ['prometheus', 'prometheus_metric_metadata']);
  });

  it('create-company-note (attio) ≁ woo_orders_notes_create (woocommerce): a note on a CRM company vs on a shop order', () => {
    expectApart(['attio', 'create-company-note'], ['woocommerce', 'woo_orders_notes_create']);
  });

  it('get_pull_request_comments (github) ~ get_card_comments (trello): work items own one kind of comment', () => {
    expectConfusable(['github', 'get_pull_request_comments'], ['trello', 'get_card_comments']);
  });
});

describe("a browser's open page is reached only by a tool that speaks of a browser", () => {
  const tool = (name: string, description: string) => ({
    name,
    description,
    inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
  });
  const BROWSER: [string, unknown[]] = [
    'agent',
    [
      tool('browser_navigate', 'Navigate the browser to a URL.'),
      tool('browser_click', 'Click an element on the page.'),
      tool('browser_get_url', 'Get the current page URL.'),
    ],
  ];
  // A fetcher that renders in a headless browser: its server uses browser words, its fetch does not.
  const FETCHER: [string, unknown[]] = [
    'renderer',
    [
      tool('fetch_url', 'Retrieve web page content from a specified URL.'),
      tool('render_settings', 'Configure the headless browser used to render pages.'),
      tool('visit_page', 'Visit a web page and return its text.'),
    ],
  ];

  it('keeps reading the open page apart from a fetch whose own text never names a browser', () => {
    expect(pairsOf(BROWSER, FETCHER)).not.toContain('agent/browser_get_url ~ renderer/fetch_url');
  });

  it('still pairs navigating with a tool of that server that navigates', () => {
    expect(pairsOf(BROWSER, FETCHER)).toContain('agent/browser_navigate ~ renderer/visit_page');
  });

  it('browser_get_url (agent-browser) ≁ fetch_url (fetcher): the open page’s URL vs fetching a URL', () => {
    expectApart(['agent-browser', 'browser_get_url'], ['fetcher', 'fetch_url']);
  });

  it('browser_get_markdown (browser-agent-infra) ≁ firecrawl_extract (firecrawl): the open page vs fetching a URL', () => {
    expectApart(
      ['browser-agent-infra', 'browser_get_markdown'],
      ['firecrawl', 'firecrawl_extract'],
    );
  });

  it('browser_navigate (playwright) ~ visit_page (webresearch): both open a URL in the browser', () => {
    expectConfusable(['playwright', 'browser_navigate'], ['webresearch', 'visit_page']);
  });
});
