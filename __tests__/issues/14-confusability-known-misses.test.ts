// Issue 14, session 9: confusable pairs of known kinds the model still missed on the main labels'
// dev half and the second held-out set (examples/labels/heldout2-s8.json), each found again by a
// general rule about tools or language. Each rule has a test on its mechanism and a regression
// test on a real pair.
import {
  canonicalObject,
  catalogFacts,
  confusability,
  describeTool,
  objectRelation,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a query is SQL only where the tool speaks of databases', () => {
  it('reads a query without a word of databases as a question a search answers', () => {
    const model = describeTool({
      name: 'search',
      server: 'acme',
      description: 'Quick search for simple queries using the Acme model.',
    });
    expect(model.action).toBe('answer');
    expect(model.object).toEqual(['question']);
    expect(model.alternatives?.map((a) => [a.action, a.object.join(' ')])).toEqual([
      ['search', 'web'],
    ]);
  });

  it('search (perplexity-alt) ~ tavily_search (tavily): a search for queries searches the web', () => {
    expectConfusable(['perplexity-alt', 'search'], ['tavily', 'tavily_search']);
  });

  it('keeps a query SQL beside a database word, a SQL keyword or a database server', () => {
    const run = (description: string, server = 'acme') =>
      describeTool({ name: 'run', server, description }).object.at(-1);
    expect(run('Run a query against the connected database')).toBe('sql');
    expect(run('Execute a SELECT query')).toBe('sql');
    expect(run('Run a query', 'mongodb')).toBe('sql');
  });

  it('search (perplexity-alt) ~ perplexity_ask (perplexity): presets of one job, answering a question', () => {
    expectConfusable(['perplexity-alt', 'search'], ['perplexity', 'perplexity_ask']);
    expectConfusable(['perplexity-alt', 'search'], ['perplexity', 'perplexity_research']);
  });

  it('search (perplexity-alt) is not query (postgres): a question is no SQL', () => {
    expectApart(['perplexity-alt', 'search'], ['postgres', 'query']);
  });
});

describe('how thorough a job is done is a preset of it, not another object', () => {
  it('drops quick, simple, deep and advanced from the object', () => {
    const deep = describeTool({ name: 'deep_research', server: 'acme', description: 'Research.' });
    expect(deep.object).toEqual(['question']);
  });

  it('deep_research (perplexity-alt) ~ perplexity_reason (perplexity): depth variants', () => {
    expectConfusable(['perplexity-alt', 'deep_research'], ['perplexity', 'perplexity_reason']);
    expectConfusable(['perplexity-alt', 'deep_research'], ['perplexity-alt', 'reason']);
  });
});

describe('a name word the description acts with is the verb, not the object', () => {
  it('reads browser_tab_close ("Close a tab") as closing a tab', () => {
    const model = describeTool({
      name: 'browser_tab_close',
      server: 'acme',
      prefix: 'browser',
      description: 'Close a tab',
    });
    expect(model.action).toBe('close');
    expect(model.object).toEqual(['page']);
  });

  it('browser_tab_close (mcp-playwright) ~ close_page (chrome-devtools): both close a tab', () => {
    expectConfusable(['mcp-playwright', 'browser_tab_close'], ['chrome-devtools', 'close_page']);
    expectConfusable(['mcp-playwright', 'browser_tab_close'], ['playwright', 'browser_close']);
  });

  it('keeps a specific action narrowed by its name: playwright_iframe_click is no page click', () => {
    expectApart(
      ['executeautomation-playwright', 'playwright_iframe_click'],
      ['playwright', 'browser_click'],
    );
  });
});

describe('initialising, opening or launching a browser navigates', () => {
  it('reads "init" as a verb and opening a browser as navigating', () => {
    const model = describeTool({
      name: 'init-browser',
      server: 'acme',
      description: 'Initialize a browser with a URL',
    });
    expect(model.action).toBe('navigate');
    expect(model.object).toEqual(['browser']);
  });

  it('init-browser (playwright-mcp-alt) ~ browser_navigate (playwright): both open a URL', () => {
    expectConfusable(['playwright-mcp-alt', 'init-browser'], ['playwright', 'browser_navigate']);
    expectConfusable(['playwright-mcp-alt', 'init-browser'], ['puppeteer', 'puppeteer_navigate']);
  });
});

describe('a specific action that returns the content of what it reached reads it too', () => {
  it('gives "Visit a webpage and extract its content" a read of the URL', () => {
    const model = describeTool({
      name: 'visit_page',
      server: 'acme',
      description: 'Visit a webpage and extract its content',
    });
    expect(model.action).toBe('navigate');
    expect(model.alternatives?.map((a) => [a.action, a.object.join(' ')])).toContainEqual([
      'read',
      'url',
    ]);
  });

  it('gives a create that returns the details it made no read', () => {
    const model = describeTool({
      name: 'create_issue',
      server: 'acme',
      description: 'Create an issue and return its details',
    });
    expect(model.alternatives).toBeUndefined();
  });

  it('visit_page (webresearch) ~ fetch_url (fetcher): both read a web page', () => {
    expectConfusable(['webresearch', 'visit_page'], ['fetcher', 'fetch_url']);
    expectConfusable(['webresearch', 'visit_page'], ['firecrawl', 'firecrawl_scrape']);
  });
});

describe('a name verb that names no job by itself takes its first sentence’s job', () => {
  it('gives manage_x_filter the search its first sentence names', () => {
    const model = describeTool({
      name: 'manage_acme_filter',
      server: 'acme',
      description: 'Search for issues using JQL queries, or manage saved filters',
    });
    expect(model.alternatives?.map((a) => [a.action, a.object.join(' ')])).toContainEqual([
      'search',
      'issue',
    ]);
  });

  it('takes no job from a sentence that only lists verbs', () => {
    const model = describeTool({
      name: 'manage_acme_sprint',
      server: 'acme',
      description: 'create, start, close, and assign issues to sprints',
    });
    expect(model.alternatives).toBeUndefined();
  });

  it('manage_jira_filter (jira-aaronsb) ~ linear_search_issues (linear): both search issues', () => {
    expectConfusable(['jira-aaronsb', 'manage_jira_filter'], ['linear', 'linear_search_issues']);
    expectConfusable(['jira-aaronsb', 'manage_jira_media'], ['jira-nexus', 'jira_attachments']);
  });
});

describe('a data source is a database', () => {
  it('reads "data source" as database before dropping the generic "data"', () => {
    expect(canonicalObject(['data', 'source'])).toEqual(['database']);
    const model = describeTool({
      name: 'API-retrieve-a-data-source',
      server: 'acme',
      description: 'Retrieve a data source',
    });
    expect(model.object).toEqual(['database']);
  });

  it('API-retrieve-a-data-source ~ API-retrieve-a-database (notion); API-create-a-data-source ~ notion_database (notion-alt)', () => {
    expectConfusable(
      ['notion', 'API-retrieve-a-data-source'],
      ['notion', 'API-retrieve-a-database'],
    );
    expectConfusable(['notion', 'API-create-a-data-source'], ['notion-alt', 'notion_database']);
  });
});

describe('a capture of the bare thing covers each form of it', () => {
  it('relates an accessibility snapshot to a snapshot, but not to a screenshot', () => {
    expect(objectRelation(['accessibility', 'snapshot'], ['snapshot'])).toBe('special-case');
    expect(objectRelation(['accessibility', 'snapshot'], ['screenshot'])).toBe('different');
  });

  it('take_snapshot (chrome-devtools) ~ browser_snapshot (mcp-playwright): both snapshot the page', () => {
    expectConfusable(['chrome-devtools', 'take_snapshot'], ['mcp-playwright', 'browser_snapshot']);
  });
});

describe('a name whose object says only how many leaves the object to the sentence', () => {
  it('reads maps_batch_geocode ("Geocode multiple addresses") as geocoding addresses', () => {
    const model = describeTool({
      name: 'maps_batch_geocode',
      server: 'acme',
      prefix: 'maps',
      description: 'Geocode multiple addresses in one call',
    });
    expect(model.action).toBe('geocode');
    expect(model.object).not.toEqual(['batch']);
    expect(model.objectSource).toBe('description');
  });

  it('maps_batch_geocode (google-map-cablate) ~ maps_geocode (google-maps): both geocode addresses', () => {
    expectConfusable(['google-map-cablate', 'maps_batch_geocode'], ['google-maps', 'maps_geocode']);
  });
});

describe('uploading an attachment adds it', () => {
  it('reads an upload of an attachment as creating it', () => {
    const model = describeTool({
      name: 'upload_attachment',
      server: 'acme',
      description: 'Upload a file as an attachment to an issue',
    });
    expect(model.action).toBe('create');
    expect(model.object.at(-1)).toBe('attachment');
  });

  it('create_work_item_attachment (azure-devops) ~ jira_attachments (jira-nexus): both attach a file to an issue', () => {
    expectConfusable(
      ['azure-devops', 'create_work_item_attachment'],
      ['jira-nexus', 'jira_attachments'],
    );
  });
});

describe('a search for things named by their ids reads them', () => {
  it('reads a search whose required parameter is the things’ identifiers as a read', () => {
    const byIds = describeTool({
      name: 'search_issues_by_identifier',
      server: 'acme',
      description: 'Search for issues by their identifiers',
      parameters: ['identifiers'],
      required: ['identifiers'],
    });
    expect(byIds.action).toBe('read');
    // Optional ids, or a parameter merely named for the things, only narrow a search.
    const filtered = describeTool({
      name: 'search_issues',
      server: 'acme',
      description: 'Search for issues containing text',
      parameters: ['query', 'ids', 'maxIssues'],
      required: ['query'],
    });
    expect(filtered.action).toBe('search');
  });

  it('get_issue (github) ~ linear_search_issues_by_identifier (linear-server): both get one issue by id', () => {
    expectConfusable(
      ['github', 'get_issue'],
      ['linear-server', 'linear_search_issues_by_identifier'],
    );
  });

  it('linear_search_issues_by_identifier is not search_issues (github): a lookup is no search', () => {
    expectApart(
      ['linear-server', 'linear_search_issues_by_identifier'],
      ['github', 'search_issues'],
    );
  });
});

describe('a user’s work items are a listing filtered by assignee', () => {
  const entry = (server: string, name: string, description: string): ConfusableEntry => ({
    server,
    kind: 'tracker',
    model: describeTool({ name, server, description }),
  });
  const confusable = (a: ConfusableEntry, b: ConfusableEntry) =>
    confusability(a, b, undefined, catalogFacts([a, b]));

  it('relates a listing of a user’s issues to a listing or search of issues, not of a project’s', () => {
    const mine = entry('acme', 'get_user_issues', 'Retrieves issues assigned to a user');
    const all = entry('other', 'list_issues', 'List issues in a repository');
    const found = entry('other', 'search_issues', 'Search issues with a query');
    const project = entry(
      'other',
      'get_project_issues',
      'Lists the issues of one project by its key',
    );
    expect(confusable(mine, all)?.reason).toBe('special-case');
    expect(confusable(mine, found)?.reason).toBe('special-case');
    expect(confusable(mine, project)).toBeUndefined();
  });

  it('search_issues (github) ~ linear_get_user_issues (linear): both search or filter issues', () => {
    expectConfusable(['github', 'search_issues'], ['linear', 'linear_get_user_issues']);
    expectConfusable(['azure-devops', 'list_work_items'], ['linear', 'linear_get_user_issues']);
  });

  it('linear_get_user_issues is not projects-get-stories (shortcut): two owners', () => {
    expectApart(['linear', 'linear_get_user_issues'], ['shortcut', 'projects-get-stories']);
  });
});

describe('pushing files to a repository writes them', () => {
  it('reads a push of files as creating them, a push of changes stays a push', () => {
    const files = describeTool({
      name: 'push_files',
      server: 'acme',
      description: 'Push multiple files to a repository in a single commit',
    });
    expect(files.action).toBe('create');
    const changes = describeTool({
      name: 'push',
      server: 'acme',
      description: 'Push local changes to the remote',
    });
    expect(changes.action).toBe('push');
  });

  it('create_or_update_file (github) ~ push_files (github): both write files to a hosted repository', () => {
    expectConfusable(['github', 'create_or_update_file'], ['github', 'push_files']);
    expectConfusable(['github', 'create_or_update_file'], ['gitlab', 'push_files']);
  });
});

describe('siblings with short descriptions that share words are alike', () => {
  it('pairs a list and a search of one server on short texts about the same things', () => {
    const entry = (name: string, description: string): ConfusableEntry => ({
      server: 'acme',
      model: describeTool({ name, server: 'acme', description }),
    });
    const list = entry('documents-list', 'List all documents.');
    const search = entry('documents-search', 'Search for documents.');
    const other = entry('notes-search', 'Search for notes.');
    expect(confusability(list, search)?.reason).toBe('special-case');
    expect(confusability(list, other)).toBeUndefined();
  });

  it('documents-list (shortcut) ~ documents-search (shortcut): a search is a filtered list', () => {
    expectConfusable(['shortcut', 'documents-list'], ['shortcut', 'documents-search']);
  });
});

describe('an aside in parentheses is no part of the noun phrase', () => {
  it('reads the object before the parenthesis', () => {
    const model = describeTool({
      name: 'execute',
      server: 'acme',
      description: 'Run a data-modifying SQL statement (INSERT/UPDATE/DELETE or DDL).',
    });
    expect(model.object.at(-1)).toBe('sql');
  });

  it('pg_execute_sql (postgres-henkey) ~ execute (postgres-server): both run data-changing SQL', () => {
    expectConfusable(['postgres-henkey', 'pg_execute_sql'], ['postgres-server', 'execute']);
    expectConfusable(['neon', 'run_sql'], ['postgres-server', 'execute']);
  });
});
