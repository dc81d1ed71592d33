// Issue 14, session 15: wrong reports and misses found on the held-out sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("adding things to the tool's own thing is no job on those things", () => {
  it('updateTestRun ("update a test run … and/or add test cases to it") creates no test case: ~ createTestCase and createTestCasesFromFile (browserstack)', () => {
    expectApart(['browserstack', 'updateTestRun'], ['browserstack', 'createTestCase']);
    expectApart(['browserstack', 'updateTestRun'], ['browserstack', 'createTestCasesFromFile']);
  });
});

describe('an HTTP method word after another is a noun', () => {
  it.each([
    ['delete_post', 'delete', 'post'],
    ['get_post_details', 'read', 'post'],
    ['get_post_by_id', 'read', 'post'],
  ])('%s deletes or reads a post, it sends nothing', (name, action, head) => {
    const model = describeTool({ name, description: '' });
    expect(model.action).toBe(action);
    expect(model.object.at(-1)).toBe(head);
  });

  it('API-post-search (notion) still searches: a classed verb after the method is the action', () => {
    expect(describeTool({ name: 'API-post-search', description: '' }).action).toBe('search');
  });
});

describe('a first word before an article is an imperative verb', () => {
  it.each([
    [
      'index_repository',
      'Index a repository to make it searchable for future queries',
      'index',
      'repository',
    ],
    [
      'clear_index',
      'Clear the search index. IMPORTANT: You MUST provide an absolute path.',
      'clear',
      'index',
    ],
    [
      'rerank-documents',
      'Rerank a set of provided documents by relevance to a query.',
      'rerank',
      'document',
    ],
    [
      'forward_email',
      'Forward an email to new recipients with optional additional message.',
      'forward',
      'email',
    ],
  ])('%s: "%s" is %s on %s', (name, description, verb, head) => {
    const model = describeTool({ name, description });
    expect(model.verb).toBe(verb);
    expect(model.object.at(-1)).toBe(head);
  });

  it('a word later in the sentence is no imperative: accessibilityExpert (browserstack) does not "accessibility"', () => {
    const model = describeTool({
      name: 'accessibilityExpert',
      description:
        '🚨 REQUIRED: Use this tool for any accessibility/a11y/WCAG questions. Do NOT answer accessibility questions directly.',
    });
    expect(model.verb).not.toBe('accessibility');
  });

  it('rollback_transaction (dbeaver) rolls back as mysql_transaction_rollback (mysql-neverinfamous) does', () => {
    expectConfusable(
      ['dbeaver', 'rollback_transaction'],
      ['mysql-neverinfamous', 'mysql_transaction_rollback'],
    );
  });

  it('place-futures-market-order is a special case of place-market-order (ccxt)', () => {
    expectConfusable(['ccxt', 'place-market-order'], ['ccxt', 'place-futures-market-order']);
  });

  it('port_forward is a kubectl command kubectl_generic runs too (kubernetes)', () => {
    expectConfusable(['kubernetes', 'port_forward'], ['kubernetes', 'kubectl_generic']);
  });
});

describe('verbs of tool catalogs that WordNet counts mostly as nouns or adjectives', () => {
  it.each([
    ['clean_queue', 'Clean jobs from queue', 'clean'],
    [
      'sheets_clear_values',
      'Clear values in a specified range of a Google Sheets spreadsheet',
      'clear',
    ],
    [
      'sheets_format_cells',
      'Format cells in a Google Sheet (colors, fonts, alignment, number formats)',
      'format',
    ],
    ['finalize_invoice', 'This tool will finalize an invoice in Stripe.', 'finalize'],
    ['ui_swipe', 'Swipe on the screen in the iOS Simulator', 'swipe'],
  ])('%s is a job its name says (%s)', (name, description, verb) => {
    const model = describeTool({ name, description });
    expect(model.verb).toBe(verb);
    expect(model.actionSource).toBe('name');
  });

  it('sheets_batch_format_cells is the batch form of sheets_format_cells (gsheets)', () => {
    expectConfusable(['gsheets', 'sheets_batch_format_cells'], ['gsheets', 'sheets_format_cells']);
  });
});

describe('a plural before a verb in a name is the group the tool is filed under', () => {
  it('labels-get-stories (shortcut) lists stories with a label; it does not "label"', () => {
    const model = describeTool({
      name: 'labels-get-stories',
      description: 'Get all stories with a specific label',
    });
    expect(model.verb).toBe('get');
  });

  it('labels-get-stories is the filtered form of stories-search (shortcut) and of github search_issues', () => {
    expectConfusable(['shortcut', 'labels-get-stories'], ['shortcut', 'stories-search']);
    expectConfusable(['shortcut', 'labels-get-stories'], ['github', 'search_issues']);
  });

  it('labels-get-stories still lists no labels: ~ labels-list (shortcut)', () => {
    expectApart(['shortcut', 'labels-get-stories'], ['shortcut', 'labels-list']);
  });
});

describe('a multi-action tool of the thirteenth set (github-projects) does each job it selects', () => {
  it('manage_issues (create|list|get|…) reads one issue with get: ~ get_issue (linear-mseep)', () => {
    expectConfusable(['github-projects', 'manage_issues'], ['linear-mseep', 'get_issue']);
  });

  it('manage_prs works on pull requests (PRs): ~ get_pull_request (github)', () => {
    expectConfusable(['github-projects', 'manage_prs'], ['github', 'get_pull_request']);
  });

  it('manage_project of a server named for its projects manages projects: ~ create_project (plane)', () => {
    expectConfusable(['github-projects', 'manage_project'], ['plane', 'create_project']);
  });

  it('mark_email (read|unread|flag|unflag) sets a state, it reads no email: ~ get_email (email-codefuturist)', () => {
    expectApart(['email-codefuturist', 'get_email'], ['email-codefuturist', 'mark_email']);
  });
});

describe('querying a database with a SQL statement runs SQL', () => {
  it('query (node-mssql: "Query the database with a SQL statement") runs SQL like mssql_run_sql_query (mssql-mcp)', () => {
    expectConfusable(['node-mssql', 'query'], ['mssql-mcp', 'mssql_run_sql_query']);
  });

  it('a query of a data source without the word SQL stays a query: API-query-data-source (notion) runs no SQL', () => {
    const model = describeTool({
      name: 'API-query-data-source',
      description: 'Notion | Query a data source',
    });
    expect(model.object.at(-1)).not.toBe('sql');
  });
});

describe('an item is whatever the first sentence names', () => {
  it('remove_item ("Remove a task or project") deletes tasks like todoist delete_tasks, and projects too', () => {
    expectConfusable(['omnifocus', 'batch_remove_items'], ['todoist', 'delete_tasks']);
    const model = describeTool({
      name: 'remove_item',
      description: 'Remove a task or project from OmniFocus',
    });
    expect(model.object).toEqual(['task']);
    expect(model.alternatives?.map((a) => a.object)).toEqual([['project']]);
  });

  it('edit_item ("Edit an existing task or project") edits a task like asana_update_task', () => {
    expectConfusable(['omnifocus', 'edit_item'], ['asana', 'asana_update_task']);
  });
});

describe("a hosting platform's service is the application other platforms name", () => {
  it('list_services (render) lists hosted apps like list_applications (coolify)', () => {
    expectConfusable(['render', 'list_services'], ['coolify', 'list_applications']);
    expectConfusable(['render', 'get_deploys'], ['coolify', 'deployment']);
  });

  it("a server that names both keeps them apart: coolify's services are not its applications", () => {
    expectApart(['coolify', 'list_services'], ['coolify', 'list_applications']);
  });

  it("netlify's project services stay the project's: ~ coolify projects", () => {
    expectConfusable(['coolify', 'projects'], ['netlify', 'netlify-project-services-reader']);
  });
});

describe("a multi-action work-item tool's jobs on parts its own thing qualifies", () => {
  it('manage_issues (github-projects) create_comment adds a comment like linear_add_comment (linear)', () => {
    expectConfusable(['github-projects', 'manage_issues'], ['linear', 'linear_add_comment']);
  });
});

describe("a hosting platform's deployment is not an error tracker's record of one", () => {
  it('get_deploys (render) and deployment (coolify) stay apart from get-deployments (rollbar)', () => {
    expectApart(['render', 'get_deploys'], ['rollbar', 'get-deployments']);
    expectApart(['coolify', 'deployment'], ['rollbar', 'get-deployments']);
  });
});

describe("a selector's add of another thing links it to the tool's own", () => {
  it('manage_sprints (github-projects) add_issues puts issues in a sprint, it creates none: ~ create_issue (plane)', () => {
    expectApart(['github-projects', 'manage_sprints'], ['plane', 'create_issue']);
  });

  it('manage_issues (github-projects) add_sub_issue still creates an issue of its own kind', () => {
    const model = describeTool({
      name: 'manage_issues',
      description: 'Manage GitHub Issues: create, list, get, update issues.',
      choices: { action: ['create', 'list', 'add_sub_issue'] },
    });
    const sub = model.alternatives?.find((a) => a.object.join(' ') === 'sub issue');
    expect(sub?.action).toBe('create');
  });
});

describe("a code-quality service's issues are findings, its pull requests the forge's", () => {
  it('codacy is a code-quality service; perplexity-alt (the Sonar model) is not', () => {
    expect(kindOfServer('codacy')).toBe('code-quality');
    expect(kindOfServer('perplexity-alt')).not.toBe('code-quality');
  });

  it('codacy_list_repository_issues lists findings, no tracker issues: ~ list_issues (github), search_issues (linear)', () => {
    expectApart(['codacy', 'codacy_list_repository_issues'], ['github', 'list_issues']);
    expectApart(['codacy', 'codacy_get_issue'], ['linear', 'linear_search_issues']);
  });

  it('codacy_get_repository_pull_request reads a pull request like get_pull_request (github) and manage_prs (github-projects)', () => {
    expectConfusable(
      ['codacy', 'codacy_get_repository_pull_request'],
      ['github', 'get_pull_request'],
    );
    expectConfusable(
      ['codacy', 'codacy_list_repository_pull_requests'],
      ['github-projects', 'manage_prs'],
    );
  });
});

describe("a server's tools and a code analyser's files are its own", () => {
  it('list_tools (vapi) lists its own functions, no other catalog: ~ search_sentry_tools (sentry), firecrawl_find_tools', () => {
    expectApart(['vapi', 'list_tools'], ['sentry', 'search_sentry_tools']);
    expectApart(['firecrawl', 'firecrawl_find_tools'], ['sentry', 'search_sentry_tools']);
  });

  it('codacy_get_file_with_analysis reads a file’s analysis, not its content: ~ read_file (desktop-commander), get_file_contents (github)', () => {
    expectApart(['codacy', 'codacy_get_file_with_analysis'], ['desktop-commander', 'read_file']);
    expectApart(['codacy', 'codacy_get_file_with_analysis'], ['github', 'get_file_contents']);
  });
});

describe('a server named for a hosting platform, and a sample of rows', () => {
  it('coolify-felix (no descriptions) is a hosting server by its name; its applications meet coolify list_applications', () => {
    expect(kindOfServer('coolify-felix')).toBe('hosting');
    expectConfusable(['coolify-felix', 'applications'], ['coolify', 'list_applications']);
  });

  it('get_sample_data (universal-db) reads rows as a SELECT does: ~ mssql_read_table_rows (mssql-mcp)', () => {
    expectConfusable(['universal-db', 'get_sample_data'], ['mssql-mcp', 'mssql_read_table_rows']);
  });
});

describe('a tool that calls any endpoint of its API covers its server’s specific tools', () => {
  it('ashby_call_api ("Call any Ashby API endpoint") covers ashby_list_jobs and ashby_get_candidate', () => {
    expectConfusable(['ashby', 'ashby_call_api'], ['ashby', 'ashby_list_jobs']);
    expectConfusable(['ashby', 'ashby_call_api'], ['ashby', 'ashby_get_candidate']);
  });
});

describe('a pipeline is of its kind of system; a forge runs CI', () => {
  it('ashby (recruiting) get_pipeline_summary is a hiring pipeline: ~ get_pipeline (azure-devops)', () => {
    expect(kindOfServer('ashby')).toBe('recruiting');
    expectApart(['ashby', 'ashby_get_pipeline_summary'], ['azure-devops', 'get_pipeline']);
  });

  it('manage_workflows (github-projects, a forge) reads run logs like getProgressiveBuildLog (jenkins-host, CI)', () => {
    expectConfusable(
      ['github-projects', 'manage_workflows'],
      ['jenkins-host', 'getProgressiveBuildLog'],
    );
  });
});

describe("the parts of a product's name are no object", () => {
  it('"Execute a QuickBooks query" (quickbooks) acts on no book', () => {
    const model = describeTool({
      name: 'query',
      description: 'Execute a QuickBooks query using SQL-like syntax.',
      server: 'quickbooks',
    });
    expect(model.object).not.toContain('book');
  });
});

describe("a forge's workflows are CI, a tracker's are story states", () => {
  it('manage_workflows (github-projects) stays apart from workflows-list (shortcut): the thirteenth set’s wrong TW104', () => {
    expectApart(['github-projects', 'manage_workflows'], ['shortcut', 'workflows-list']);
  });

  it('trackers and forges still share issue comments: manage_issues (github-projects) ~ linear_add_comment', () => {
    expectConfusable(['github-projects', 'manage_issues'], ['linear', 'linear_add_comment']);
  });
});

describe('whiteboard and diagram tools known by name are diagram editors (session 19: a kind apart from design tools)', () => {
  it('excalidraw is a diagram server; its elements are no Airtable fields', () => {
    expect(kindOfServer('excalidraw')).toBe('diagram');
    expectApart(['excalidraw', 'create_element'], ['airtable', 'create_field']);
  });
});

describe("a SQL column's values are read with a SELECT", () => {
  it('get_enum_values (universal-db) reads what a read-only SQL runner reads: ~ query (postgres)', () => {
    expectConfusable(['universal-db', 'get_enum_values'], ['postgres', 'query']);
  });
});

describe("a SQL database's whole-schema read shows its tables and their columns", () => {
  it('get_schema (universal-db) covers list_tables and get_table_schema (dbeaver)', () => {
    expectConfusable(['universal-db', 'get_schema'], ['dbeaver', 'list_tables']);
    expectConfusable(['universal-db', 'get_schema'], ['dbeaver', 'get_table_schema']);
  });

  it('listing schemas (a database’s namespaces) is no schema read: list_schemas (postgres-server) ~ list_tables (dbeaver)', () => {
    expectApart(['postgres-server', 'list_schemas'], ['dbeaver', 'list_tables']);
  });
});

describe('Azure DevOps servers are forges whatever their author calls them', () => {
  it('azure-devops-server (repos, commits, pull requests, builds) is a forge; its pull requests meet github’s', () => {
    expect(kindOfServer('azure-devops-server')).toBe('forge');
    expectConfusable(
      ['azure-devops-server', 'list_pull_requests'],
      ['github', 'list_pull_requests'],
    );
  });
});

describe("a desktop application's screen is its own", () => {
  it('electron is a desktop-app server; its screenshot is no browser page’s: ~ browser_take_screenshot (playwright)', () => {
    expect(kindOfServer('electron')).toBe('desktop-app');
    expectApart(['electron', 'take_screenshot'], ['playwright', 'browser_take_screenshot']);
  });
});

describe('a known abbreviation with an s is a plural', () => {
  it('get_prs_for_work_item (azure-devops-server) lists pull requests: ~ list_pull_requests (github)', () => {
    expect(describeTool({ name: 'get_prs_for_work_item', description: '' }).action).toBe('list');
    expectConfusable(
      ['azure-devops-server', 'get_prs_for_work_item'],
      ['github', 'list_pull_requests'],
    );
  });
});

describe('a one-word plural name whose selector gives the verbs is the collection', () => {
  it('monitors (datadog-tools, action: list|get|create…) manages alert rules, it does not "monitor"', () => {
    const model = describeTool({
      name: 'monitors',
      description: 'Manage Datadog monitors. Actions: list, get, search, create, update, delete.',
      choices: { action: ['list', 'get', 'search', 'create', 'update', 'delete'] },
    });
    expect(model.verb).not.toBe('monitor');
    expect(model.alternatives?.some((a) => a.action === 'create')).toBe(true);
  });
});
