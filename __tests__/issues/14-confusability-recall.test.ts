// Issue 14, sessions 7 and 8: confusable pairs the model missed on the dev half of the labels
// (examples/labels/confusable-pairs.json), each found again by a general rule. Each rule has a
// test on its mechanism and a regression test on a real pair from examples/real.
import { readFileSync } from 'node:fs';
import {
  catalogFacts,
  confusability,
  describeTool,
  splitIdentifier,
  stem,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { scan } from '../../src/run/scan.js';
import { catalogFile, load, pairBothOrders } from './confusable-pairs.js';

describe('a generic REST tool reaches the resource its example paths name most', () => {
  it('reads the top-level resource of the example paths, past address segments and actions', () => {
    const model = describeTool({
      name: 'acme_get',
      server: 'acme',
      description:
        'Read any Acme data. Paths: `/rest/api/2/ticket/{id}` - get a ticket, ' +
        '`/rest/api/2/ticket/{id}/comment` - its comments, `/rest/api/2/search/ticket` - search, ' +
        '`/rest/api/2/board` - list boards.',
    });
    expect([model.object, model.reach]).toEqual([['resource'], 'issue']);
  });

  it('reaches nothing when no resource leads, when paths are only URLs, or when the tool is not generic', () => {
    const tied = describeTool({
      name: 'acme_get',
      server: 'acme',
      description:
        'Read any Acme data: `/api/board/{id}`, `/api/board`, `/api/user/{id}`, `/api/user`.',
    });
    expect(tied.reach).toBeUndefined();
    const urls = describeTool({
      name: 'acme_get',
      server: 'acme',
      description:
        'Read any Acme data, e.g. https://acme.io/issues/1/ or https://acme.io/issues/2/ by URL.',
    });
    expect(urls.reach).toBeUndefined();
    const specific = describeTool({
      name: 'get_board',
      server: 'acme',
      description: 'Get a board: `/api/board/{id}` or `/api/board/{id}/lists`.',
    });
    expect(specific.reach).toBeUndefined();
  });

  it('get_issue (github) ~ jira_get: the generic Jira read fetches an issue too', () => {
    for (const pair of pairBothOrders(['github', 'get_issue'], ['jira', 'jira_get'])) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('stories-create (shortcut) ~ jira_post and stories-update ~ jira_put: creating and updating issues', () => {
    for (const pair of [
      ...pairBothOrders(['shortcut', 'stories-create'], ['jira', 'jira_post']),
      ...pairBothOrders(['shortcut', 'stories-update'], ['jira', 'jira_put']),
    ]) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it("jira_get stays apart from another tracker's project reads and jira_delete from kubectl_delete", () => {
    expect(pairBothOrders(['todoist', 'get_projects'], ['jira', 'jira_get'])).toEqual([
      undefined,
      undefined,
    ]);
    expect(pairBothOrders(['jira', 'jira_delete'], ['kubernetes', 'kubectl_delete'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('a generic read does not create: github create_issue stays apart from jira_get', () => {
    expect(pairBothOrders(['github', 'create_issue'], ['jira', 'jira_get'])).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('a server word is the object when nothing else in the name is', () => {
  it('reads weather as the object of get_weather_summary on the weather server, a summary being a read of it', () => {
    const model = describeTool({
      name: 'get_weather_summary',
      server: 'weather',
      description: 'Get a combined weather overview for a location in a SINGLE call.',
    });
    expect([model.action, model.object]).toEqual(['read', ['forecast']]);
  });

  it('still drops a server word when another word names the object', () => {
    const model = describeTool({
      name: 'github_get_issue',
      server: 'github',
      description: 'Get an issue.',
    });
    expect(model.object).toEqual(['issue']);
  });

  it('get_weather_summary (weather) ~ weather_forecast (open-meteo): both return a weather forecast', () => {
    for (const pair of pairBothOrders(
      ['weather', 'get_weather_summary'],
      ['open-meteo', 'weather_forecast'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });
});

describe('a comment, label or attachment is the same thing on any work item', () => {
  it('get_comments (todoist) ~ get_card_comments (trello): both read the comments of a work item, though their texts share little', () => {
    for (const pair of pairBothOrders(
      ['todoist', 'get_comments'],
      ['trello', 'get_card_comments'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('epics-create-comment (shortcut) ~ create_comments (todoist): a comment on an epic is a comment', () => {
    for (const pair of pairBothOrders(
      ['shortcut', 'epics-create-comment'],
      ['todoist', 'create_comments'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('epics-create-comment (shortcut) and API-create-a-comment (notion) stay apart: a Notion comment hangs on a page, not a work item', () => {
    expect(
      pairBothOrders(['notion', 'API-create-a-comment'], ['shortcut', 'epics-create-comment']),
    ).toEqual([undefined, undefined]);
  });

  it('stories-add-task (shortcut) and create_tasks (todoist) stay apart: a work item owning another work item is another thing', () => {
    expect(pairBothOrders(['shortcut', 'stories-add-task'], ['todoist', 'create_tasks'])).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('the browser words of one thing', () => {
  it("evaluate_script (chrome-devtools) ~ puppeteer_evaluate: a browser tool's script is JavaScript", () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'evaluate_script'],
      ['puppeteer', 'puppeteer_evaluate'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it("resize_page (chrome-devtools) ~ browser_resize (playwright): the browser window is the page's", () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'resize_page'],
      ['playwright', 'browser_resize'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });

  it('close_page (chrome-devtools) ~ playwright_close: closing the browser or one of its pages', () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'close_page'],
      ['executeautomation-playwright', 'playwright_close'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('browser_run_code_unsafe (playwright) and puppeteer_evaluate stay apart: Playwright code in the server is not JavaScript in the page', () => {
    expect(
      pairBothOrders(
        ['playwright', 'browser_run_code_unsafe'],
        ['puppeteer', 'puppeteer_evaluate'],
      ),
    ).toEqual([undefined, undefined]);
  });
});

describe("a verb paired with the name's verb is not the object", () => {
  it('reads "Perform drag and drop between two elements" as dragging elements', () => {
    const model = describeTool({
      name: 'browser_drag',
      prefix: 'browser',
      server: 'playwright',
      description: 'Perform drag and drop between two elements',
    });
    expect([model.verb, model.object]).toEqual(['drag', ['element']]);
  });

  it('drag (chrome-devtools) ~ browser_drag (playwright): both drag one element onto another', () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'drag'],
      ['playwright', 'browser_drag'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });
});

describe('a confusable pair whose schema is invalid is still reported', () => {
  it('create_pull_request (github) ~ create_merge_request (gitlab, invalid schema) is TW105 with reason invalid-schema', () => {
    const files = ['github', 'gitlab'].map(catalogFile);
    const report = scan(
      files.map((f) => ({ uri: f, content: readFileSync(f) })),
      { lint: false },
    );
    const found = report.findings.filter(
      (f) =>
        f.locations.length === 2 &&
        f.locations.some((l) => l.tool === 'create_pull_request') &&
        f.locations.some((l) => l.tool === 'create_merge_request'),
    );
    expect(
      found.map((f) => [f.ruleId, (f.evidence as { reason?: { code: string } }).reason?.code]),
    ).toEqual([['TW105', 'invalid-schema']]);
  });
});

describe('JavaScript written in camel case is one word', () => {
  it('browser_evaluate (playwright, "Evaluate JavaScript expression") ~ puppeteer_evaluate: both evaluate JavaScript', () => {
    for (const pair of pairBothOrders(
      ['playwright', 'browser_evaluate'],
      ['puppeteer', 'puppeteer_evaluate'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });
});

describe("listing one owner's work items is a search filtered by that owner", () => {
  it("projects-get-stories ~ stories-search (shortcut): a project's stories are a search with a project filter", () => {
    for (const pair of pairBothOrders(
      ['shortcut', 'projects-get-stories'],
      ['shortcut', 'stories-search'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it("iterations-get-stories (shortcut) ~ linear_search_issues (linear): an iteration's stories are a search with an iteration filter", () => {
    for (const pair of pairBothOrders(
      ['shortcut', 'iterations-get-stories'],
      ['linear', 'linear_search_issues'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it("get_pull_request_files (github) and search_files (filesystem-agent-infra) stay apart: a pull request's files are no search of files", () => {
    expect(
      pairBothOrders(
        ['github', 'get_pull_request_files'],
        ['filesystem-agent-infra', 'search_files'],
      ),
    ).toEqual([undefined, undefined]);
  });

  it('asana_get_task_stories and search_issues (github) stay apart: a work item of a work item is another thing', () => {
    expect(
      pairBothOrders(['asana', 'asana_get_task_stories'], ['github', 'search_issues']),
    ).toEqual([undefined, undefined]);
  });
});

describe('a first sentence that joins two jobs', () => {
  it('reads "Open a new tab and load a URL" as creating a page and navigating to a URL', () => {
    const model = describeTool({
      name: 'new_page',
      server: 'chrome-devtools',
      description: 'Open a new tab and load a URL. Use project URL if not specified otherwise.',
    });
    expect([model.action, model.object]).toEqual(['create', ['page']]);
    expect(model.alternatives?.map((m) => [m.action, m.object])).toEqual([['navigate', ['url']]]);
  });

  it('reads "Read contents from files and URLs" as reading a file and reading a URL, and "and" before a plain word as one job', () => {
    const model = describeTool({
      name: 'read_file',
      server: 'desktop-commander',
      description: 'Read contents from files and URLs.',
    });
    expect(model.alternatives?.map((m) => [m.action, m.object])).toEqual([['read', ['url']]]);
    const one = describeTool({
      name: 'get_comments',
      server: 'asana',
      description: 'Get comments and stories for a specific task.',
    });
    expect(one.alternatives).toBeUndefined();
  });

  it('reads no second job from a generic verb that describes the result ("Search the web … and get clean, ready-to-use content")', () => {
    const model = describeTool({
      name: 'web_search_exa',
      server: 'exa',
      description: 'Search the web for any topic and get clean, ready-to-use content.',
    });
    expect(model.alternatives).toBeUndefined();
  });

  it('new_page (chrome-devtools) ~ browser_navigate (playwright): both navigate the browser to a URL', () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'new_page'],
      ['playwright', 'browser_navigate'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });

  it('read_file (desktop-commander) ~ fetch_markdown (fetch-server): reading a URL is fetching its content', () => {
    for (const pair of pairBothOrders(
      ['desktop-commander', 'read_file'],
      ['fetch-server', 'fetch_markdown'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('read_file (desktop-commander) and brave_web_search stay apart: reading URLs is no web search', () => {
    expect(
      pairBothOrders(['desktop-commander', 'read_file'], ['brave-search', 'brave_web_search']),
    ).toEqual([undefined, undefined]);
  });
});

describe('a work item named on another work item is the part its first sentence names', () => {
  it('reads asana_create_task_story ("Create a comment or story on a task") as creating a comment', () => {
    const model = describeTool({
      name: 'asana_create_task_story',
      server: 'asana',
      description: 'Create a comment or story on a task. Either text or html_text is required.',
    });
    expect([model.action, model.object, model.objectSource]).toEqual([
      'create',
      ['comment'],
      'description',
    ]);
  });

  it('keeps the name when the first sentence names no part, and a lone work item as it is', () => {
    const owned = describeTool({
      name: 'stories-add-task',
      server: 'shortcut',
      description: 'Add a task to a story.',
    });
    expect(owned.objectSource).toBe('name');
    const lone = describeTool({
      name: 'create_task',
      server: 'asana',
      description: 'Create a new task and add a comment to it.',
    });
    expect([lone.object, lone.objectSource]).toEqual([['task'], 'name']);
  });

  it('asana_create_task_story ~ add_comment (trello): both add a comment to a work item', () => {
    for (const pair of pairBothOrders(
      ['asana', 'asana_create_task_story'],
      ['trello', 'add_comment'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });

  it('asana_get_task_stories ~ get_comments_list (todoist): both list the comments of a task', () => {
    for (const pair of pairBothOrders(
      ['asana', 'asana_get_task_stories'],
      ['todoist', 'get_comments_list'],
    )) {
      expect(pair).toBeDefined();
    }
  });
});

describe('asking, analysing or researching a question is one job: answering it', () => {
  it('reads "Answer a question", "Perform research on a topic or question" and "Analyze a question" as answering a question', () => {
    const jobs = [
      ['perplexity_ask', 'Answer a question using web-grounded AI.'],
      ['tavily_research', 'Perform comprehensive research on a given topic or question.'],
      ['perplexity_reason', 'Analyze a question using step-by-step reasoning with web grounding.'],
    ].map(([name, description]) => {
      const m = describeTool({ name, description, server: name.split('_')[0] });
      return [m.action, m.object];
    });
    expect(jobs).toEqual([
      ['answer', ['question']],
      ['answer', ['question']],
      ['answer', ['question']],
    ]);
  });

  it('keeps other verbs on a question as they are: listing questions is no answer', () => {
    const m = describeTool({ name: 'list_questions', description: 'List the open questions.' });
    expect(m.action).toBe('list');
  });

  it('perplexity_research ~ tavily_research: both answer a question from web sources', () => {
    for (const pair of pairBothOrders(
      ['perplexity', 'perplexity_research'],
      ['tavily', 'tavily_research'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });

  it('perplexity_ask and perplexity_search stay apart: a ranked list of results is no answer', () => {
    expect(
      pairBothOrders(['perplexity', 'perplexity_ask'], ['perplexity', 'perplexity_search']),
    ).toEqual([undefined, undefined]);
  });
});

describe('describing a thing shows its schema', () => {
  it('reads describe_table_schema as describing the table, and keeps a definition read by another verb', () => {
    const described = describeTool({
      name: 'describe_table_schema',
      description: 'Describe the schema of a table.',
    });
    expect([described.action, described.object]).toEqual(['read', ['table']]);
    // Session 10: reading a thing's shape (schema, structure) describes it too (heldout6-sql).
    const read = describeTool({
      name: 'get_function_definition',
      description: 'Get the definition.',
    });
    expect(read.object).toEqual(['function', 'definition']);
  });

  it('describe_table (mysql-readonly) ~ describe_table_schema (neon): both describe the columns of a SQL table', () => {
    for (const pair of pairBothOrders(
      ['mysql-readonly', 'describe_table'],
      ['neon', 'describe_table_schema'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });
});

describe('a name that names only who does the job leaves the job to the first sentence', () => {
  it('reads firecrawl_agent ("Run web research …") as answering a question, and a named object as it is', () => {
    const agent = describeTool({
      name: 'firecrawl_agent',
      server: 'firecrawl',
      description: 'Run web research that returns structured data when the URLs are not known.',
    });
    expect([agent.action, agent.object, agent.objectSource]).toEqual([
      'answer',
      ['web', 'question'],
      'description',
    ]);
    const status = describeTool({
      name: 'firecrawl_agent_status',
      server: 'firecrawl',
      description: 'Retrieve progress or final results for a job ID.',
    });
    expect(status.object).toEqual(['agent', 'status']);
  });

  it('firecrawl_agent ~ perplexity_ask: both answer a question from web sources (the ask text says web-grounded)', () => {
    for (const pair of pairBothOrders(
      ['firecrawl', 'firecrawl_agent'],
      ['perplexity', 'perplexity_ask'],
    )) {
      expect(pair).toBeDefined();
    }
  });
});

describe('a past-participle qualifier names a state of the object, not another object', () => {
  it('reads shared and followed as states, and keeps plain qualifiers and -ed nouns as they are', () => {
    const shared = describeTool({
      name: 'get_shared_labels',
      server: 'todoist',
      description: 'Get all shared labels.',
    });
    expect(shared.states).toEqual(['share']);
    const followed = describeTool({
      name: 'list_followed_projects',
      server: 'circleci',
      description: 'List the projects you follow.',
    });
    expect(followed.states).toEqual(['followed']);
    const board = describeTool({
      name: 'get_board_labels',
      server: 'trello',
      description: 'Get all labels of a board.',
    });
    expect(board.states).toBeUndefined();
    const feed = describeTool({
      name: 'get_embed_feed',
      server: 'acme',
      description: 'Get the embed feed.',
    });
    expect(feed.states).toBeUndefined();
  });

  it('makes the job on some of the objects a special case of the job on all of them, unless the other side names its own qualifier', () => {
    const entryOf = (server: string, name: string, description: string): ConfusableEntry => {
      const model = describeTool({ name, description, server });
      const context = new Set([...model.descriptionTokens, ...splitIdentifier(server).map(stem)]);
      return { model, server, context };
    };
    const shared = entryOf('acme', 'remove_shared_labels', 'Remove a label by name.');
    const all = entryOf('other', 'delete_label', 'Delete a label.');
    const board = entryOf('other', 'delete_board_label', 'Delete a label.');
    expect(confusability(shared, all)?.reason).toBe('special-case');
    expect(confusability(all, shared)?.reason).toBe('special-case');
    expect(confusability(shared, board)).toBeUndefined();
  });

  it('remove_shared_labels (todoist) ~ delete_label (trello): both delete a label', () => {
    for (const pair of pairBothOrders(
      ['todoist', 'remove_shared_labels'],
      ['trello', 'delete_label'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('asana_update_tag (asana) ~ rename_shared_labels (todoist): both update a label', () => {
    for (const pair of pairBothOrders(
      ['asana', 'asana_update_tag'],
      ['todoist', 'rename_shared_labels'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });
});

describe('a verb after "or" in the first sentence is another job of the tool', () => {
  it('reads "Type text into an input, text area or select an option" as filling and selecting an option', () => {
    const model = describeTool({
      name: 'fill',
      server: 'chrome-devtools',
      description:
        'Type text into an input, text area or select an option from a <select> element.',
    });
    expect(model.action).toBe('fill');
    expect(model.alternatives?.map((m) => [m.action, m.object])).toEqual([['select', ['option']]]);
  });

  it('reads two verbs on the tool\'s own object ("Move or rename files") as one job', () => {
    const model = describeTool({
      name: 'move_file',
      server: 'filesystem',
      description: 'Move or rename files and directories.',
    });
    expect(model.alternatives).toBeUndefined();
  });

  it('fill (chrome-devtools) ~ browser_select_option (playwright): both choose an option in a dropdown', () => {
    for (const pair of pairBothOrders(
      ['chrome-devtools', 'fill'],
      ['playwright', 'browser_select_option'],
    )) {
      expect(pair).toBeDefined();
    }
  });

  it('move_file (filesystem-agent-infra) and edit_file stay apart: renaming a file is no edit of it', () => {
    expect(
      pairBothOrders(
        ['filesystem-agent-infra', 'move_file'],
        ['filesystem-agent-infra', 'edit_file'],
      ),
    ).toEqual([undefined, undefined]);
  });
});

describe('a variant that offers what the plain job of its server offers is a flavour of it', () => {
  const variables = ['temperature', 'rain', 'wind_speed', 'cloud_cover'];
  const entryOf = (name: string, description: string, choices: string[]): ConfusableEntry => {
    const model = describeTool({ name, description, server: 'acme' });
    return {
      model,
      server: 'acme',
      context: new Set(model.descriptionTokens),
      choices: new Set(choices),
    };
  };

  it("reads a qualifier written as a common word as a flavour when the variant offers most of the plain job's choices", () => {
    const plain = entryOf('weather_forecast', 'Get weather forecast data for a place.', variables);
    const ensemble = entryOf('ensemble_forecast', 'Get ensemble forecasts with several runs.', [
      ...variables.slice(0, 3),
      'spread',
    ]);
    const flood = entryOf('flood_forecast', 'Get river discharge and flood forecasts.', [
      'river_discharge',
      'temperature',
    ]);
    const facts = catalogFacts([plain, ensemble, flood]);
    expect(facts.plainChoices.has(ensemble)).toBe(true);
    expect(facts.plainChoices.has(flood)).toBe(false);
    expect(confusability(plain, ensemble, undefined, facts)?.reason).toBe('special-case');
    expect(confusability(plain, flood, undefined, facts)).toBeUndefined();
    expect(confusability(ensemble, flood, undefined, facts)).toBeUndefined();
  });

  it('ensemble_forecast ~ weather_forecast and gfs_forecast (open-meteo), ~ get_weather_summary (weather): all forecast the weather', () => {
    for (const pair of [
      ...pairBothOrders(['open-meteo', 'ensemble_forecast'], ['open-meteo', 'weather_forecast']),
      ...pairBothOrders(['open-meteo', 'ensemble_forecast'], ['open-meteo', 'gfs_forecast']),
      ...pairBothOrders(['open-meteo', 'ensemble_forecast'], ['weather', 'get_weather_summary']),
    ]) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('ensemble_forecast and marine_weather or flood_forecast (open-meteo) stay apart: waves and river discharge are other things', () => {
    expect([
      ...pairBothOrders(['open-meteo', 'ensemble_forecast'], ['open-meteo', 'marine_weather']),
      ...pairBothOrders(['open-meteo', 'ensemble_forecast'], ['open-meteo', 'flood_forecast']),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('statement kinds make SQL only when written as SQL keywords', () => {
  it('reads "Execute an INSERT, UPDATE, or DELETE query" as mutation SQL, and a Telegram-like "Get updates" as updates', () => {
    const sql = describeTool({
      name: 'execute',
      server: 'acme-db',
      description: 'Execute an INSERT, UPDATE, or DELETE query',
    });
    expect(sql.object).toEqual(['mutation', 'sql']);
    const updates = describeTool({
      name: 'fetch',
      server: 'acme',
      description: 'Fetch updates from the bot server.',
    });
    expect(updates.object).not.toContain('sql');
  });

  it('git_fetch (git, "Fetch updates from a remote repository") fetches updates, not SQL', () => {
    const [tool] = load(['git']).filter((t) => t.name === 'git_fetch');
    const model = describeTool({
      name: tool.name,
      server: tool.server,
      description: tool.description,
    });
    expect(model.object).not.toContain('sql');
  });
});

describe('a part of a work item is one part whichever work items own it, across servers', () => {
  it('pairs comments on two kinds of work item across servers whatever their texts share, and not a comment on a page', () => {
    const entryOf = (server: string, name: string, description: string): ConfusableEntry => {
      const model = describeTool({ name, description, server });
      return { model, server, context: new Set(model.descriptionTokens), kind: 'tracker' };
    };
    const issue = entryOf('forge', 'get_issue_comments', 'Read the discussion thread of an issue.');
    const card = entryOf('boards', 'get_card_comments', 'List remarks posted to a card.');
    const page = entryOf('wiki', 'get_page_comments', 'List remarks posted to a page.');
    // The owners are things their servers manage.
    const facts = catalogFacts([
      issue,
      card,
      page,
      entryOf('forge', 'get_issue', 'Get an issue.'),
      entryOf('boards', 'get_card', 'Get a card.'),
      entryOf('wiki', 'get_page', 'Get a page.'),
    ]);
    expect(confusability(issue, card, undefined, facts)?.reason).toBe('special-case');
    expect(confusability(card, issue, undefined, facts)?.reason).toBe('special-case');
    expect(confusability(issue, page, undefined, facts)).toBeUndefined();
  });

  it('get_pull_request_comments (github) ~ get_card_comments (trello): both read the comments on a work item', () => {
    for (const pair of pairBothOrders(
      ['github', 'get_pull_request_comments'],
      ['trello', 'get_card_comments'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });
});

describe('a local search finds places', () => {
  it('reads local and local businesses as a place', () => {
    for (const name of ['local_search', 'search_local_businesses']) {
      const model = describeTool({ name, server: 'acme', description: 'Search nearby.' });
      expect([name, model.object]).toEqual([name, ['place']]);
    }
  });

  it('brave_local_search (brave-search) ~ maps_search_places (google-maps): both search places by a query', () => {
    for (const pair of pairBothOrders(
      ['brave-search', 'brave_local_search'],
      ['google-maps', 'maps_search_places'],
    )) {
      expect(pair?.confusable.reason).toBe('same-job');
    }
  });
});
