// Issue 14, session 8: confusable pairs the model missed on the held-out servers
// (examples/heldout and examples/heldout2, labels in examples/labels/heldout-s8.json and
// heldout2-s8.json), each found again by a general
// rule about tools or language. Each rule has a test on its mechanism and a regression test on a
// real pair.
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { canonicalObject, describeTool, descriptionTokens } from '../../src/lexical/index.js';
import type { Tool } from '../../src/model/tool.js';
import {
  expectApart,
  expectConfusable,
  inlineCatalogs,
  pairBothOrders,
} from './confusable-pairs.js';

describe('a work item is an issue, whatever the tracker calls it', () => {
  it('reads "work item" as issue, and db as database', () => {
    expect(canonicalObject(['work', 'item'])).toEqual(['issue']);
    expect(canonicalObject(['work', 'item', 'comment'])).toEqual(['issue', 'comment']);
    expect(canonicalObject(['db'])).toEqual(['database']);
  });

  it('create_work_item (azure-devops) ~ create_issue (github) and update_work_item ~ linear_update_issue', () => {
    expectConfusable(['azure-devops', 'create_work_item'], ['github', 'create_issue']);
    expectConfusable(['azure-devops', 'update_work_item'], ['linear', 'linear_update_issue']);
  });

  it('connect_db (mysql-f4ww4z) ~ connect (mysql-hovecapital): both connect to a MySQL database', () => {
    expectConfusable(['mysql-f4ww4z', 'connect_db'], ['mysql-hovecapital', 'connect']);
  });
});

describe('a generic REST tool whose example paths share one scope does each example job', () => {
  const scoped = (name: string, description: string) =>
    describeTool({ name, server: 'acme', description });

  it('reads the last collection of each path, owned by the one before it, under one scope', () => {
    const model = scoped(
      'acme_post',
      'Create Acme resources. 1. Create PR: `/repositories/{ws}/{repo}/pullrequests` ' +
        '2. Add PR comment: `/repositories/{ws}/{repo}/pullrequests/{id}/comments` ' +
        '3. Approve: `/repositories/{ws}/{repo}/pullrequests/{id}/approve`',
    );
    expect(model.pathObjects).toEqual([['pull request'], ['pull request', 'comment']]);
  });

  it('keeps a work item scope as the owner of what hangs on it', () => {
    const model = scoped(
      'acme_post',
      'Create Acme resources. Paths: `/rest/api/3/issue` and `/rest/api/3/issue/{id}/comment`.',
    );
    expect(model.pathObjects).toEqual([['issue'], ['issue', 'comment']]);
  });

  it('takes no path jobs from a tool whose paths span several scopes, or from a specific tool', () => {
    const spread = scoped(
      'acme_get',
      'Read any Acme data. Paths: `/api/issue/{id}`, `/api/issue/{id}/comment`, `/api/user/{id}`.',
    );
    expect(spread.pathObjects).toBeUndefined();
    const specific = scoped('get_board', 'Get a board: `/api/board/{id}/lists`, `/api/board`.');
    expect(specific.pathObjects).toBeUndefined();
  });

  it('create_pull_request (azure-devops) ~ bb_post and get_pull_request (github) ~ bb_get (bitbucket)', () => {
    expectConfusable(['azure-devops', 'create_pull_request'], ['bitbucket', 'bb_post']);
    expectConfusable(['github', 'get_pull_request'], ['bitbucket', 'bb_get']);
    expectConfusable(['azure-devops', 'add_pull_request_comment'], ['bitbucket', 'bb_post']);
  });

  it('add_issue_comment (github) ~ jira_post: every Jira post example is on an issue', () => {
    expectConfusable(['github', 'add_issue_comment'], ['jira', 'jira_post']);
  });

  it('bb_get does not create: create_pull_request (github) stays apart from it', () => {
    expect(pairBothOrders(['github', 'create_pull_request'], ['bitbucket', 'bb_get'])).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('a web search named for its engine searches the web', () => {
  it('reads a bare engine name as the web, and only a bare one', () => {
    expect(canonicalObject(['google'])).toEqual(['web']);
    expect(canonicalObject(['bing'])).toEqual(['web']);
    expect(canonicalObject(['google', 'drive'])).toEqual(['google', 'drive']);
  });

  it('google_search (serper) and search_with_bing (hyperbrowser) ~ brave_web_search', () => {
    expectConfusable(['serper', 'google_search'], ['brave-search', 'brave_web_search']);
    expectConfusable(['hyperbrowser', 'search_with_bing'], ['brave-search', 'brave_web_search']);
  });
});

describe('a read of plural things the tool is given is a batch read, not a listing', () => {
  const fetchUrls = (parameters: string[]) =>
    describeTool({
      name: 'fetch_urls',
      server: 'acme',
      description: 'Retrieve web page content from multiple specified URLs',
      parameters,
    });

  it('reads fetch_urls(urls) as a read, get_urls without them as a list', () => {
    expect(fetchUrls(['urls', 'timeout']).action).toBe('read');
    expect(fetchUrls(['timeout']).action).toBe('list');
    const users = describeTool({
      name: 'get_users',
      server: 'acme',
      description: 'Get all users',
      parameters: ['userIds'],
    });
    expect(users.action).toBe('list');
  });

  it('reads "web url" as a url', () => {
    expect(canonicalObject(['web', 'url'])).toEqual(['url']);
  });

  it('fetch_urls (fetcher) ~ fetch_html (fetch-server) and web_url_read (searxng) ~ web_fetch_exa', () => {
    expectConfusable(['fetcher', 'fetch_urls'], ['fetch-server', 'fetch_html']);
    expectConfusable(['searxng', 'web_url_read'], ['exa', 'web_fetch_exa']);
  });

  it('fetch_urls (fetcher) is no longer taken for a web search (brave_web_search)', () => {
    expect(pairBothOrders(['fetcher', 'fetch_urls'], ['brave-search', 'brave_web_search'])).toEqual(
      [undefined, undefined],
    );
  });
});

describe("a discriminated union's action consts name a multi-action tool's jobs", () => {
  const catalog = (tools: unknown[]) => inlineCatalogs(['acme', tools]);
  const branch = (action: string) => ({
    type: 'object',
    properties: { action: { type: 'string', const: action }, params: { type: 'object' } },
    required: ['action', 'params'],
  });
  const multi = {
    name: 'acme_users',
    description: 'Perform various user operations',
    inputSchema: {
      type: 'object',
      properties: { payload: { anyOf: [branch('list_users'), branch('get_user')] } },
      required: ['payload'],
    },
  };
  const single = {
    name: 'fetch_user',
    description: 'Retrieve a user by id',
    inputSchema: { type: 'object', properties: { payload: { type: 'object' } } },
  };

  it('pairs the union tool with a single-job tool doing one of its actions', () => {
    const pairs = confusableToolPairs(catalog([multi, single]));
    expect(pairs.map((p) => [p.a.name, p.b.name])).toEqual([['acme_users', 'fetch_user']]);
  });

  it('does not when the union carries no action consts', () => {
    const plain = {
      ...multi,
      inputSchema: {
        type: 'object',
        properties: { payload: { anyOf: [{ type: 'object' }, { type: 'string' }] } },
      },
    };
    expect(confusableToolPairs(catalog([plain, single]))).toEqual([]);
  });

  it('API-get-user (notion) ~ notion_users and API-delete-a-block ~ notion_blocks (notion-alt)', () => {
    expectConfusable(['notion', 'API-get-user'], ['notion-alt', 'notion_users']);
    expectConfusable(['notion', 'API-retrieve-a-block'], ['notion-alt', 'notion_blocks']);
  });
});

describe('a multi-action tool of an unknown kind of system meets tools of any kind', () => {
  const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
    name,
    description,
    inputSchema: { type: 'object', properties },
  });
  const selector = (...values: string[]) => ({ action: { type: 'string', enum: values } });
  // A forge: most of its tools name a repository, a commit or a pull request.
  const forge: [string, unknown[]] = [
    'forge',
    [
      tool('create_issue', 'Create a new issue in a repository'),
      tool('list_commits', 'List the commits of a repository'),
      tool('get_pull_request', 'Get a pull request of a repository'),
      tool('get_project', 'Get a project of the repository host'),
    ],
  ];
  const names = (tools: Tool[]) =>
    confusableToolPairs(tools).map((p) => `${p.a.server}/${p.a.name} ~ ${p.b.server}/${p.b.name}`);

  it('pairs a tracker of no known kind doing issue jobs by an action with the forge create_issue', () => {
    const tracker: [string, unknown[]] = [
      'tracker',
      [tool('tracker_issues', 'Manage tracker issues', selector('get', 'create', 'update'))],
    ];
    expect(names(inlineCatalogs(tracker, forge))).toContain(
      'forge/create_issue ~ tracker/tracker_issues',
    );
  });

  it('not on an object whose meaning the kind sets (a project)', () => {
    const tracker: [string, unknown[]] = [
      'tracker',
      [tool('tracker_projects', 'Work with projects', selector('get', 'list'))],
    ];
    expect(names(inlineCatalogs(tracker, forge))).not.toContain(
      'forge/get_project ~ tracker/tracker_projects',
    );
  });

  it('not when the multi-action tool is of a known kind and the other of none', () => {
    // A SQL server's comment tool (comments on tables) meets no comment tool of an unknown system.
    const sql: [string, unknown[]] = [
      'sql',
      [
        tool(
          'manage_comments',
          'Manage comments on SQL tables and columns',
          selector('get', 'set', 'remove'),
        ),
        tool('run_sql', 'Run a SQL query on a table'),
      ],
    ];
    const other: [string, unknown[]] = [
      'notes',
      [tool('delete_comment', 'Delete a comment'), tool('read_note', 'Read a note')],
    ];
    expect(names(inlineCatalogs(sql, other)).filter((p) => p.includes('comment'))).toEqual([]);
  });

  it('manage_jira_issue (jira-aaronsb) and jira_issues (jira-nexus) ~ create_issue (github)', () => {
    expectConfusable(['github', 'create_issue'], ['jira-aaronsb', 'manage_jira_issue']);
    expectConfusable(['github', 'create_issue'], ['jira-nexus', 'jira_issues']);
    expectConfusable(['azure-devops', 'update_work_item'], ['jira-aaronsb', 'manage_jira_issue']);
  });

  it('pg_manage_comments (postgres-henkey) stays apart from linear_delete_comment (linear-server)', () => {
    expectApart(
      ['postgres-henkey', 'pg_manage_comments'],
      ['linear-server', 'linear_delete_comment'],
    );
    expectApart(['circleci', 'list_followed_projects'], ['jira-aaronsb', 'manage_jira_project']);
  });
});

describe('a name ending in a plural work item names the collection, not an action', () => {
  it('reads jira_issues as an action from the description on issue, get_issue as a read', () => {
    const m = describeTool({
      name: 'jira_issues',
      description: 'Manage Jira issues.',
      server: 'jira-nexus',
      prefix: 'jira',
    });
    expect(m.verb).toBe('manage');
    expect(m.object).toEqual(['issue']);
    expect(describeTool({ name: 'get_issues', description: 'Get issues' }).verb).toBe('get');
  });

  it('keeps a plural that is not a work item (`links`) as the name says', () => {
    const m = describeTool({ name: 'jira_links', description: 'Manage links.', prefix: 'jira' });
    expect(m.verb).toBe('link');
  });

  it('jira_issues (jira-nexus) ~ create_issue (github) and ~ update_work_item (azure-devops)', () => {
    expectConfusable(['github', 'create_issue'], ['jira-nexus', 'jira_issues']);
    expectConfusable(['azure-devops', 'update_work_item'], ['jira-nexus', 'jira_issues']);
  });
});

describe('a description in another script leaves the job to the name', () => {
  it('reads a verbless name as a read of what it names when the description is not Latin script', () => {
    const chinese = describeTool({
      name: 'maps_weather',
      description: '查询指定城市的天气',
      prefix: 'maps',
    });
    expect(chinese.action).toBe('read');
    expect(chinese.object).toEqual(['forecast']);
    // An English description that gives no verb in its opening still leaves the action unknown.
    const english = describeTool({
      name: 'maps_weather',
      description: 'The weather of a city',
      prefix: 'maps',
    });
    expect(english.action).toBeUndefined();
  });

  it('splits text written without spaces into character pairs, so like descriptions share tokens', () => {
    expect(descriptionTokens('路径规划 API')).toEqual(['路径', '径规', '规划', 'api']);
  });

  it('maps_weather (amap-maps) ~ get_forecast (weather) and ~ weather_forecast (open-meteo)', () => {
    expectConfusable(['amap-maps', 'maps_weather'], ['weather', 'get_forecast']);
    expectConfusable(['amap-maps', 'maps_weather'], ['open-meteo', 'weather_forecast']);
  });
});

describe('directions are a route, a travel mode names a route, and nearby or around are places', () => {
  it('reads directions, travel modes and nearby as one object each', () => {
    expect(canonicalObject(['direction', 'driving'])).toEqual(['route']);
    expect(canonicalObject(['bicycling'])).toEqual(['route']);
    expect(canonicalObject(['nearby'])).toEqual(['place']);
    expect(canonicalObject(['around'])).toEqual(['place']);
  });

  it('getting, listing, planning or calculating a route is one job', () => {
    const get = describeTool({
      name: 'maps_directions',
      description: 'Get directions',
      prefix: 'maps',
    });
    const plan = describeTool({
      name: 'maps_plan_route',
      description: 'Plan a route',
      prefix: 'maps',
    });
    expect(get.action).toBe('plan');
    expect(plan.action).toBe('plan');
    // Not every action on a route: deleting a saved route is another job.
    expect(describeTool({ name: 'delete_route', description: 'Delete a route' }).action).toBe(
      'delete',
    );
  });

  it('maps_bicycling and maps_direction_driving (amap-maps) ~ maps_directions (google-maps), ~ maps_plan_route', () => {
    expectConfusable(['amap-maps', 'maps_bicycling'], ['google-maps', 'maps_directions']);
    expectConfusable(
      ['amap-maps', 'maps_direction_driving'],
      ['google-map-cablate', 'maps_plan_route'],
    );
    expectConfusable(['google-maps', 'maps_directions'], ['google-map-cablate', 'maps_plan_route']);
  });

  it('maps_around_search (amap-maps) and maps_search_nearby ~ maps_search_places (google-maps)', () => {
    expectConfusable(['amap-maps', 'maps_around_search'], ['google-maps', 'maps_search_places']);
    expectConfusable(
      ['google-map-cablate', 'maps_search_nearby'],
      ['google-maps', 'maps_search_places'],
    );
  });
});

describe("a plural value of a job selector is a collection the tool's verb acts on", () => {
  it('reads action: issues of a search as a search of issues, not the verb "issue"', () => {
    const m = describeTool({
      name: 'jira_search',
      description: 'Search and discover Jira resources.',
      server: 'jira-nexus',
      prefix: 'jira',
      choices: { action: ['issues', 'projects'] },
    });
    const jobs = (m.alternatives ?? []).map((j) => `${j.action ?? '-'} ${j.object.join(' ')}`);
    expect(jobs).toContain('search issue');
    expect(jobs).not.toContain('issue resource');
    // A verb in its base form is still the action of its job.
    const verbs = describeTool({
      name: 'jira_issues',
      description: 'Manage Jira issues.',
      choices: { action: ['get', 'create'] },
    });
    expect((verbs.alternatives ?? []).map((j) => j.action)).toContain('create');
  });

  it('jira_search (jira-nexus) ~ search_issues (github) and ~ search_work_items (azure-devops)', () => {
    expectConfusable(['jira-nexus', 'jira_search'], ['github', 'search_issues']);
    expectConfusable(['jira-nexus', 'jira_search'], ['azure-devops', 'search_work_items']);
  });
});

describe('a past participle after the object is a state of it, not the head', () => {
  it('reads get_labels_shared as get_shared_labels', () => {
    const after = describeTool({ name: 'get_labels_shared', description: 'Gets labels' });
    const before = describeTool({ name: 'get_shared_labels', description: 'Gets labels' });
    expect(after.object).toEqual(before.object);
    expect(after.states).toEqual(before.states);
    // A last word that is no participle stays the head.
    expect(describeTool({ name: 'get_label_colors', description: 'Gets colours' }).object).toEqual([
      'label',
      'color',
    ]);
  });

  it('maps_direction_transit_integrated (amap-maps) ~ maps_directions (google-maps) and ~ maps_direction_walking', () => {
    expectConfusable(
      ['amap-maps', 'maps_direction_transit_integrated'],
      ['google-maps', 'maps_directions'],
    );
    expectConfusable(
      ['amap-maps', 'maps_direction_transit_integrated'],
      ['amap-maps', 'maps_direction_walking'],
    );
  });
});

describe('getting a screenshot or a snapshot takes it', () => {
  it('reads get_screenshot as a capture, and get_image still as a read', () => {
    expect(describeTool({ name: 'get_screenshot', description: 'Get a screenshot' }).action).toBe(
      'capture',
    );
    expect(describeTool({ name: 'get_image', description: 'Get an image' }).action).toBe('read');
  });

  it('get-screenshot (playwright-mcp-alt) ~ take_screenshot (chrome-devtools) and ~ puppeteer_screenshot', () => {
    expectConfusable(
      ['playwright-mcp-alt', 'get-screenshot'],
      ['chrome-devtools', 'take_screenshot'],
    );
    expectConfusable(
      ['playwright-mcp-alt', 'get-screenshot'],
      ['puppeteer', 'puppeteer_screenshot'],
    );
  });
});
