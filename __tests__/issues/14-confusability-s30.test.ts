// Issue 14, session 30: misses and false reports found on held-out sets 47-49 (their first
// readings), each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a flag parameter named for the things does not give them', () => {
  it('teamwork/getProjects (includeArchivedProjects, fieldsProjects) lists projects, as get_projects does', () => {
    const model = describeTool({
      name: 'getProjects',
      description: 'Get all projects from Teamwork',
      server: 'teamwork',
      parameters: ['searchTerm', 'includeArchivedProjects', 'fieldsProjects', 'page'],
    });
    expect(model.action).toBe('list');
  });

  it('a parameter that is the things still gives them: fetch_urls(urls) reads the addresses it is given', () => {
    const model = describeTool({
      name: 'get_files',
      description: 'Get the content of files.',
      parameters: ['files'],
    });
    expect(model.action).toBe('read');
  });
});

describe('people is a plural', () => {
  it('teamwork/getPeople lists people as get_users lists users', () => {
    expect(
      describeTool({ name: 'getPeople', description: 'Get all people from Teamwork' }).action,
    ).toBe('list');
  });
});

describe('many things a filter picks are a listing, not a batch read', () => {
  it('"Return multiple tasks according to the optional provided filter" lists; "Retrieve multiple messages by their UIDs" reads', () => {
    const action = (name: string, description: string) =>
      describeTool({ name, description }).action;
    expect(
      action('get_tasks', 'Return multiple tasks according to the optional provided filter'),
    ).toBe('list');
    expect(action('get_messages', 'Retrieve multiple messages by their UIDs')).toBe('read');
  });
});

describe('a crawl told no depth, limit or pages to follow fetches the pages it is given', () => {
  it('crawl4ai/crawl (url) and batch_crawl (urls) meet the page readers; crawl_recursive (max_depth) stays a site crawl', () => {
    expectConfusable(['crawl4ai', 'crawl'], ['firecrawl', 'firecrawl_scrape']);
    expectConfusable(['crawl4ai', 'batch_crawl'], ['fetchserp', 'scrape_webpage_js']);
    expectApart(['brightdata', 'scrape_as_markdown'], ['crawl4ai', 'crawl_recursive']);
  });

  it('the bound is read from the parameters: spider_crawl (limit, depth) crawls a site', () => {
    const crawl = (parameters: string[]) =>
      describeTool({ name: 'crawl', description: 'Crawl a URL.', parameters }).action;
    expect(crawl(['url', 'session_id'])).toBe('scrape');
    expect(crawl(['url', 'limit', 'depth'])).toBe('crawl');
    expect(crawl(['url', 'followLinks'])).toBe('crawl');
  });
});

describe('an adverb in a first sentence is no object word', () => {
  it('"Crawl multiple URLs concurrently for efficiency" crawls URLs', () => {
    const model = describeTool({
      name: 'batch_crawl',
      description: 'Crawl multiple URLs concurrently for efficiency.',
      parameters: ['urls', 'max_pages'],
    });
    expect(model.object).toEqual(['url']);
  });
});

describe("a card's tasks are its checklist's items", () => {
  it('planka/planka_create_tasks ("tasks (checklist items) to a card") is no task manager\'s task creation', () => {
    expectApart(['asana', 'asana_create_task'], ['planka', 'planka_create_tasks']);
    expectApart(['clickup', 'delete_task'], ['planka', 'planka_delete_task']);
    const model = describeTool({
      name: 'planka_create_tasks',
      description: 'Add one or more tasks (checklist items) to a card.',
    });
    expect(model.object).toEqual(['checklist', 'item']);
  });

  it('a task no checklist or card is named for stays a task (teamwork/createTask ~ kanboard/create_task)', () => {
    expectConfusable(['kanboard', 'create_task'], ['teamwork', 'createTask']);
  });
});

describe("a name's first word is no verb when the first sentence's verb takes the whole name as its thing", () => {
  it('pgprobe/duplicate_indexes ("Find duplicate indexes") finds indexes, it duplicates nothing', () => {
    const model = describeTool({
      name: 'duplicate_indexes',
      description:
        'Find duplicate indexes (multiple indexes covering the same columns on a table).',
    });
    expect(model.verb).toBe('find');
    expect(model.object.at(-1)).toBe('index');
  });

  it('a name whose verb the sentence restates keeps it ("Create an issue")', () => {
    expect(describeTool({ name: 'create_issue', description: 'Create an issue.' }).verb).toBe(
      'create',
    );
  });
});

describe('queries a tool finds are records of queries run, not SQL it runs', () => {
  it('pgprobe/slow_queries ("Find the slowest queries") is no SQL runner: it stays apart from dbeaver/execute_query', () => {
    expectApart(['dbeaver', 'execute_query'], ['pgprobe', 'slow_queries']);
    expectApart(['neon', 'run_sql'], ['pgprobe', 'slow_queries']);
  });

  it('a tool that runs queries still runs SQL (execute_queries)', () => {
    const model = describeTool({
      name: 'execute_queries',
      description: 'Execute several SQL queries against the database.',
    });
    expect(model.action).toBe('run');
  });
});

describe('what a bare verb is done with is no thing it acts on', () => {
  it('crawl4ai/extract_with_llm ("Ask questions about webpage content using AI") reads web content, not an LLM', () => {
    const model = describeTool({
      name: 'extract_with_llm',
      description:
        '[STATELESS] Ask questions about webpage content using AI. Returns natural language answers.',
      parameters: ['url', 'query'],
    });
    expect(model.object).not.toContain('llm');
  });
});

describe('a semantic or fuzzy search is a search of the same things', () => {
  it('memento/semantic_search ~ memory-reference/search_nodes; filesystem-ahmetshbz1/fuzzy_search ~ filesystem-agent-infra/search_files', () => {
    expectConfusable(['memento', 'semantic_search'], ['memory-reference', 'search_nodes']);
    expectConfusable(
      ['filesystem-agent-infra', 'search_files'],
      ['filesystem-ahmetshbz1', 'fuzzy_search'],
    );
  });
});

describe('a name of states alone leaves the thing to the first sentence', () => {
  it('elastic-memory/get_recent ("Get recently accessed entities") lists entities, recent ones', () => {
    const model = describeTool({
      name: 'get_recent',
      description:
        'Get recently accessed entities from knowledge graph (memory) and their relations',
    });
    expect(model.object.at(-1)).toBe('entity');
    expect(model.action).toBe('list');
  });
});

describe('a boolean parameter is a switch, never the things', () => {
  it('teamwork/getTasks with nestSubTasks: boolean lists tasks', () => {
    const model = describeTool({
      name: 'getTasks',
      description: 'Get tasks',
      parameters: ['searchTerm', 'nestSubTasks'],
      flags: ['nestSubTasks'],
    });
    expect(model.action).toBe('list');
  });
});

describe("a tracker's people are its users; a chat's top space is its workspace, server or team", () => {
  it('teamwork/getPeople ~ clickup/get_workspace_members; discord/discord_get_server_info ~ mattermost/get_team_info', () => {
    expectConfusable(['clickup', 'get_workspace_members'], ['teamwork', 'getPeople']);
    expectConfusable(['discord', 'discord_get_server_info'], ['mattermost', 'get_team_info']);
  });

  it('monday.com is a tracker by name', () => {
    expect(kindOfServer('monday')).toBe('tracker');
  });
});

describe('a first sentence that is a noun phrase has no verb after its "with"', () => {
  it('filesystem-ahmetshbz1/directory_tree ("Directory tree with depth control, gitignore support") lists a directory, it supports nothing', () => {
    const model = describeTool({
      name: 'directory_tree',
      description: 'Directory tree with depth control, gitignore support, and size info',
    });
    expect(model.verb).toBeUndefined();
    expect(model.action).toBe('list');
    expectConfusable(
      ['filesystem-agent-infra', 'list_directory'],
      ['filesystem-ahmetshbz1', 'directory_tree'],
    );
  });

  it('a plural name its sentence only restates is a listing ("Domains on server"); a plural with a verb the lexicon lacks keeps none ("Poll for pending commands")', () => {
    expect(describeTool({ name: 'server_domains', description: 'Domains on server' }).action).toBe(
      'list',
    );
    expect(
      describeTool({
        name: 'poll_pdf_commands',
        description: 'Poll for pending commands for a PDF viewer.',
      }).action,
    ).toBeUndefined();
  });
});

describe('a search in what files hold is a code search; a search for files by name is not', () => {
  it('filesystem-ahmetshbz1/content_search ~ filesystem-fast/fast_search_code; ripgrep/search stays apart from filesystem-agent-infra/search_files', () => {
    expectConfusable(
      ['filesystem-ahmetshbz1', 'content_search'],
      ['filesystem-fast', 'fast_search_code'],
    );
    expectApart(['filesystem-agent-infra', 'search_files'], ['ripgrep', 'search']);
    expectApart(
      ['filesystem-ahmetshbz1', 'content_search'],
      ['filesystem-ahmetshbz1', 'search_files'],
    );
  });
});

describe('checking a status reads it', () => {
  it('pgprobe/connection_status ("Check current database connection status") ~ mssql-mcp/mssql_connection_status', () => {
    expectConfusable(['mssql-mcp', 'mssql_connection_status'], ['pgprobe', 'connection_status']);
  });
});

describe('what a search is "with" is what it matches on; a search within one file is no code search', () => {
  it('mail-server/search_with_keyword stays a keyword search: apart from search_by_sender', () => {
    expectApart(['mail-server', 'search_by_sender'], ['mail-server', 'search_with_keyword']);
  });

  it('zowe/zowe_search_uss_file ("Search for a text pattern within a USS file") stays apart from the code searches', () => {
    expectApart(['filesystem-fast', 'fast_search_code'], ['zowe', 'zowe_search_uss_file']);
  });
});
