// Confusable means "does the same job" (issue 14). Pairs named in the issue are pinned on the
// captured definitions in examples/real/ where they exist, else on the written fixtures in
// __tests__/lexical/fixtures/ (see its README).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import { scan } from '../../src/run/scan.js';
import {
  areAntonyms,
  confusability,
  catalogFacts,
  describeTool,
  findConfusablePairs,
  isActionWord,
  descriptionTokens,
  firstSentence,
  isFunctionWord,
  splitIdentifier,
  stem,
  systemKindOf,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { WORDNET_VERB_ANTONYMS } from '../../src/lexical/wordnet.generated.js';
import type { Tool } from '../../src/model/tool.js';

const FIXTURES = '__tests__/lexical/fixtures';
const REAL = 'examples/real';

function load(files: string[]): Tool[] {
  return importCatalogs(files.map((f) => ({ uri: f, content: readFileSync(f) }))).tools;
}

type Ref = [server: string, name: string];

function pairOf(tools: Tool[], [sa, na]: Ref, [sb, nb]: Ref) {
  const is = (t: Tool, s: string, n: string) => t.server === s && t.name === n;
  return confusableToolPairs(tools).find(
    (p) => (is(p.a, sa, na) && is(p.b, sb, nb)) || (is(p.a, sb, nb) && is(p.b, sa, na)),
  );
}

/** Pair findings (TW101–TW106) between two tools of a scan. */
function pairFindings(files: string[], [sa, na]: Ref, [sb, nb]: Ref) {
  const report = scan(
    files.map((f) => ({ uri: f, content: readFileSync(f) })),
    { lint: false },
  );
  const at = (l: { server?: string; tool?: string }, s: string, n: string) =>
    l.server === s && l.tool === n;
  return report.findings.filter(
    (f) =>
      f.locations.length === 2 &&
      f.locations.some((l) => at(l, sa, na)) &&
      f.locations.some((l) => at(l, sb, nb)),
  );
}

describe('noise the scan must not report (issue 14)', () => {
  const cases: [string, string[], Ref, Ref][] = [
    [
      'get_label and delete_label are different actions on one label',
      [`${FIXTURES}/github-labels.json`],
      ['github-labels', 'get_label'],
      ['github-labels', 'delete_label'],
    ],
    [
      'archive and unarchive are antonyms',
      [`${FIXTURES}/linear-projects.json`],
      ['linear-projects', 'archive_project'],
      ['linear-projects', 'unarchive_project'],
    ],
    [
      'create_issue and list_issues are distinct CRUD actions',
      [`${REAL}/github.json`],
      ['github', 'create_issue'],
      ['github', 'list_issues'],
    ],
    [
      'region-list and size-list list different objects',
      [`${FIXTURES}/digitalocean.json`],
      ['digitalocean', 'region-list'],
      ['digitalocean', 'size-list'],
    ],
    [
      'API-retrieve-a-block and API-update-a-block are different actions on a block',
      [`${REAL}/notion.json`],
      ['notion', 'API-retrieve-a-block'],
      ['notion', 'API-update-a-block'],
    ],
    [
      'playwright_go_back and playwright_go_forward go opposite ways',
      [`${REAL}/executeautomation-playwright.json`],
      ['executeautomation-playwright', 'playwright_go_back'],
      ['executeautomation-playwright', 'playwright_go_forward'],
    ],
    [
      'get_pull_request and get_pull_request_comments read different objects',
      [`${REAL}/github.json`],
      ['github', 'get_pull_request'],
      ['github', 'get_pull_request_comments'],
    ],
  ];

  it.each(cases)('%s: not confusable and no finding', (_, files, a, b) => {
    expect(pairOf(load(files), a, b)).toBeUndefined();
    expect(pairFindings(files, a, b)).toEqual([]);
  });

  it('gives no TW104 between get_label and delete_label although their hints contradict', () => {
    const files = [`${FIXTURES}/github-labels.json`];
    const report = scan(
      files.map((f) => ({ uri: f, content: readFileSync(f) })),
      { lint: false },
    );
    expect(report.findings.filter((f) => f.ruleId === 'TW104')).toEqual([]);
  });
});

describe('functional duplicates the scan must report (issue 14)', () => {
  const SQL = ['dbhub', 'neon', 'mysql', 'supabase'].map((s) => `${FIXTURES}/${s}.json`);
  const sqlTools: Ref[] = [
    ['dbhub', 'execute_sql'],
    ['neon', 'run_sql'],
    ['mysql', 'run_select_query'],
    ['supabase', 'execute_sql'],
  ];

  it('execute_sql (dbhub) ~ run_sql (neon) ~ run_select_query (mysql) ~ execute_sql (supabase): every pair runs SQL', () => {
    const tools = load(SQL);
    for (let i = 0; i < sqlTools.length; i++) {
      for (let j = i + 1; j < sqlTools.length; j++) {
        const pair = pairOf(tools, sqlTools[i], sqlTools[j]);
        expect(pair).toBeDefined();
        if (pair?.relation === undefined) {
          expect(pair?.confusable.actions).toEqual(['run', 'run']);
          expect(['same-job', 'special-case']).toContain(pair?.confusable.reason);
        }
      }
    }
  });

  it('reports execute_sql (dbhub) ~ run_sql (neon) as TW103 saying both run SQL', () => {
    const files = [`${FIXTURES}/dbhub.json`, `${FIXTURES}/neon.json`];
    const [f] = pairFindings(files, ['dbhub', 'execute_sql'], ['neon', 'run_sql']);
    expect(f.ruleId).toBe('TW103');
    expect(f.message).toContain('same action run on sql');
    expect(f.evidence.confusable).toEqual({
      reason: 'same-job',
      actions: ['run', 'run'],
      objects: ['sql', 'sql'],
      descriptionSimilarity: expect.any(Number),
    });
  });

  it('query (sqlite) ~ read_query (sqlite server): both run SQL', () => {
    const tools = load([`${FIXTURES}/sqlite.json`, `${FIXTURES}/sqlite-query.json`]);
    const pair = pairOf(tools, ['sqlite-query', 'query'], ['sqlite', 'read_query']);
    expect(pair?.confusable.actions).toEqual(['run', 'run']);
    // write_query writes: a different job from a read-only query
    expect(pairOf(tools, ['sqlite-query', 'query'], ['sqlite', 'write_query'])).toBeUndefined();
  });

  it('query (postgres, captured) ~ execute_sql (dbhub): both run SQL', () => {
    const tools = load([`${REAL}/postgres.json`, `${FIXTURES}/dbhub.json`]);
    expect(pairOf(tools, ['postgres', 'query'], ['dbhub', 'execute_sql'])).toBeDefined();
  });

  it('get_forecast ~ weather_forecast: forecast and weather are one object', () => {
    const tools = load([`${FIXTURES}/weather.json`, `${FIXTURES}/open-meteo.json`]);
    const pair = pairOf(tools, ['weather', 'get_forecast'], ['open-meteo', 'weather_forecast']);
    expect(pair?.confusable.reason).toBe('same-job');
    expect(
      pairOf(tools, ['weather', 'get_alerts'], ['open-meteo', 'weather_archive']),
    ).toBeUndefined();
  });

  it('get_transcript ~ fetch_youtube_transcript: the YouTube qualifier is implied by the other server', () => {
    const tools = load([`${FIXTURES}/youtube-transcript.json`, `${FIXTURES}/fetch.json`]);
    const pair = pairOf(
      tools,
      ['youtube-transcript', 'get_transcript'],
      ['fetch', 'fetch_youtube_transcript'],
    );
    expect(pair?.confusable.reason).toBe('special-case');
    expect(
      pairOf(tools, ['youtube-transcript', 'get_transcript'], ['fetch', 'fetch_html']),
    ).toBeUndefined();
  });
});

describe('functional duplicates across the captured browser servers', () => {
  it('browser_screenshot (browsermcp) and browser_take_screenshot (playwright) both capture a screenshot', () => {
    const tools = load([`${REAL}/browsermcp.json`, `${REAL}/playwright.json`]);
    const pair = pairOf(
      tools,
      ['browsermcp', 'browser_screenshot'],
      ['playwright', 'browser_take_screenshot'],
    );
    expect(pair?.confusable.actions).toEqual(['capture', 'capture']);
  });

  it('browser_go_back (browsermcp) and browser_navigate_back (playwright) both go back', () => {
    const tools = load([`${REAL}/browsermcp.json`, `${REAL}/playwright.json`]);
    const pair = pairOf(
      tools,
      ['browsermcp', 'browser_go_back'],
      ['playwright', 'browser_navigate_back'],
    );
    expect(pair?.confusable.reason).toBe('same-job');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

// Function words ("have", "do") are never read as a tool's verb, so they cannot be its action.
const antonymPairs: [string, string][] = WORDNET_VERB_ANTONYMS.flatMap((line) =>
  line.split(' ').map((p) => p.split('-') as [string, string]),
).filter(([x, y]) => !isFunctionWord(x) && !isFunctionWord(y));
const NOUNS = ['file', 'project', 'label', 'issue', 'record', 'page', 'user', 'table', 'branch'];

describe('antonyms', () => {
  it('the generated table holds antonym pairs and un- forms count too', () => {
    expect(antonymPairs.length).toBeGreaterThan(50);
    expect(areAntonyms('start', 'stop')).toBe(true);
    expect(areAntonyms('archive', 'unarchive')).toBe(true);
    expect(areAntonyms('get', 'fetch')).toBe(false);
  });

  it('an antonym action pair on one object is never confusable, whatever the text', () => {
    const verbs = fc.constantFrom(
      ...antonymPairs,
      ...(['archive', 'lock', 'follow', 'subscribe', 'assign'].map((v) => [v, `un${v}`]) as [
        string,
        string,
      ][]),
    );
    fc.assert(
      fc.property(
        verbs,
        fc.constantFrom(...NOUNS),
        fc.boolean(),
        fc.boolean(),
        ([x, y], noun, sameServer, sameText) => {
          const text = 'Does something to the object of this workspace by its id.';
          const entry = (verb: string, server: string): ConfusableEntry => ({
            model: describeTool({
              name: `${verb}_${noun}`,
              description: sameText ? text : `${verb} the ${noun}.`,
              server,
            }),
            server,
          });
          const a = entry(x, 'one');
          const b = entry(y, sameServer ? 'one' : 'two');
          expect(confusability(a, b)).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('candidate generation', () => {
  const VERBS = [
    'get',
    'fetch',
    'read',
    'list',
    'search',
    'delete',
    'remove',
    'create',
    'run',
    'execute',
    'start',
    'stop',
    'archive',
    'unarchive',
    'click',
    'fill',
    'type',
    'rename',
    'update',
    'scrape',
    'go',
  ];
  const OBJECTS = [
    'file',
    'files',
    'issue',
    'ticket',
    'repo',
    'repository',
    'sql',
    'query',
    'forecast',
    'weather',
    'transcript',
    'youtube_transcript',
    'pull_request',
    'pull_request_comments',
    'console_logs',
    'logs',
    'html',
    'markdown',
    'url',
    'form',
    'text',
    'back',
    'forward',
    'project',
    'branch',
    'iframe',
    'iframe_element',
    // A generic tool, whose example paths (in WORDS) may make it reach a resource.
    'resource',
    '',
  ];
  const WORDS = [
    'read',
    'the',
    'file',
    'from',
    'disk',
    'and',
    'return',
    'contents',
    'issue',
    'tracker',
    'sql',
    'database',
    'video',
    'youtube',
    'forecast',
    'page',
    '/rest/issue/{id}',
    '/rest/project',
    // "… and load url", "files and urls": a second job joined in the first sentence.
    'and',
    'load',
    'url',
    'urls',
  ];

  const toolArb = fc.record({
    verb: fc.constantFrom(...VERBS),
    object: fc.constantFrom(...OBJECTS),
    server: fc.constantFrom('alpha', 'beta', 'gamma'),
    description: fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 8 }),
    // A selector parameter's values make a multi-action tool (jobs indexed besides its own).
    selector: fc.constantFrom('action', 'type', 'limit'),
    values: fc.array(fc.constantFrom(...VERBS, ...OBJECTS, 'back', 'forward'), { maxLength: 4 }),
    comma: fc.boolean(),
    // A tool runner runs its server's tools (see tool-runner.ts).
    runner: fc.constantFrom(undefined, 'reads' as const, 'actions' as const),
  });
  // Each server's kind of system (none for gamma): kinds only ever remove pairs.
  const KIND: Record<string, string | undefined> = { alpha: 'sql', beta: 'tracker' };

  it('finds exactly the pairs that testing every pair finds', () => {
    fc.assert(
      fc.property(
        fc.array(toolArb, { minLength: 0, maxLength: 40 }),
        fc.constantFrom(0.5, 0.7, 0.9, 1),
        (specs, threshold) => {
          const entries: ConfusableEntry[] = specs.map((s) => {
            const model = describeTool({
              name: s.object === '' ? s.verb : `${s.verb}_${s.object}`,
              // A comma list ("web, news, or image") gives coordinated alternative objects.
              description: s.verb + ' ' + s.description.join(s.comma ? ', ' : ' '),
              server: s.server,
              choices: { [s.selector]: s.values },
            });
            const context = new Set([
              ...model.descriptionTokens,
              ...splitIdentifier(s.server).map(stem),
            ]);
            return { model, server: s.server, context, kind: KIND[s.server], runner: s.runner };
          });
          const brute: string[] = [];
          const facts = catalogFacts(entries);
          for (let i = 0; i < entries.length; i++) {
            for (let j = i + 1; j < entries.length; j++) {
              const c = confusability(entries[i], entries[j], threshold, facts);
              if (c !== undefined) brute.push(`${i},${j},${c.reason}`);
            }
          }
          const indexed = findConfusablePairs(entries, threshold).map(
            (p) => `${p.a},${p.b},${p.confusability.reason}`,
          );
          expect(indexed).toEqual(brute);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the verb of names and descriptions as actions', () => {
    expect(isActionWord('fetch')).toBe(true);
    expect(isActionWord('unarchive')).toBe(true);
    expect(isActionWord('forecast')).toBe(true);
    expect(isActionWord('weather')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Object qualifiers (definitions as captured from open-meteo, github, shortcut, todoist, trello;
// the names and first sentences are what the model reads)

function entryOf(server: string, name: string, description: string, parameters: string[]) {
  const model = describeTool({ name, description, server, parameters });
  const context = new Set(model.descriptionTokens);
  for (const w of splitIdentifier(server)) context.add(stem(w));
  return { model, server, context } satisfies ConfusableEntry;
}

describe('objects qualified differently on both sides', () => {
  it('gfs_forecast and ecmwf_forecast (open-meteo) are two model variants of one weather forecast', () => {
    const params = ['latitude', 'longitude', 'hourly', 'daily', 'models'];
    const gfs = entryOf(
      'open-meteo',
      'gfs_forecast',
      'Get weather forecast from US NOAA GFS model. Specify exactly one GFS model in the `models` parameter.',
      params,
    );
    const ecmwf = entryOf(
      'open-meteo',
      'ecmwf_forecast',
      'Get weather forecast from ECMWF models via the dedicated /v1/ecmwf endpoint. Specify exactly one model in the `models` parameter.',
      params,
    );
    expect(confusability(gfs, ecmwf)?.reason).toBe('special-case');
  });

  it('add_issue_comment (github) and stories-create-comment (shortcut) both add a comment to a work item', () => {
    const github = entryOf('github', 'add_issue_comment', 'Add a comment to an existing issue', [
      'owner',
      'repo',
      'issue_number',
      'body',
    ]);
    const shortcut = entryOf('shortcut', 'stories-create-comment', 'Add a comment to a story.', [
      'storyPublicId',
      'text',
    ]);
    expect(confusability(github, shortcut)?.actions).toEqual(['create', 'create']);
  });

  it('get_labels_list (todoist) and labels-list (shortcut) both list labels: "list" is the container, not the object', () => {
    const todoist = entryOf(
      'todoist',
      'get_labels_list',
      'Get all personal labels from Todoist',
      [],
    );
    expect(todoist.model.object).toEqual(['label']);
    const shortcut = entryOf('shortcut', 'labels-list', 'List all labels in the workspace.', [
      'includeArchived',
    ]);
    expect(confusability(todoist, shortcut)?.reason).toBe('same-job');
  });

  it('console log and log stay apart: a qualifier on one side only names a narrower thing', () => {
    expect(
      confusability(
        entryOf('a', 'get_console_logs', 'Get the console logs of the page', []),
        entryOf('b', 'get_logs', 'Get the logs of a pod', []),
      ),
    ).toBeUndefined();
  });
});

describe('object synonyms across trackers', () => {
  it('asana_get_tags_for_workspace (asana) and labels-list (shortcut) both list tags: a tag is a label', () => {
    const asana = entryOf('asana', 'asana_get_tags_for_workspace', 'Get tags in a workspace', [
      'workspace_gid',
      'limit',
    ]);
    const shortcut = entryOf('shortcut', 'labels-list', 'List all labels in the workspace.', [
      'includeArchived',
    ]);
    expect(confusability(asana, shortcut)?.reason).toBe('same-job');
  });

  it('search_issues (github) and stories-search (shortcut) both search tracker work items: a story is an issue', () => {
    const github = entryOf(
      'github',
      'search_issues',
      'Search for issues and pull requests across GitHub repositories',
      ['q', 'sort', 'order'],
    );
    const shortcut = entryOf('shortcut', 'stories-search', 'Find Shortcut stories.', [
      'name',
      'label',
      'owner',
    ]);
    expect(confusability(github, shortcut)?.reason).toBe('same-job');
  });
});

describe('action classes of the browser servers', () => {
  it('browser_type (browsermcp) and type_text (chrome-devtools) both fill an input: typing is filling', () => {
    const tools = load([`${REAL}/browsermcp.json`, `${REAL}/chrome-devtools.json`]);
    const pair = pairOf(tools, ['browsermcp', 'browser_type'], ['chrome-devtools', 'type_text']);
    expect(pair?.confusable.actions).toEqual(['fill', 'fill']);
  });
});

// ---------------------------------------------------------------------------------------------
// Recall (session 5): specific actions, object classes, web content, batch reads, TW108

describe('specific actions: the verb names the job', () => {
  const browsers = [
    `${REAL}/browsermcp.json`,
    `${REAL}/chrome-devtools.json`,
    `${REAL}/playwright.json`,
    `${REAL}/puppeteer.json`,
    `${REAL}/executeautomation-playwright.json`,
  ];

  it('browser_click (browsermcp) and click (chrome-devtools) both click, though one says web page and the other element', () => {
    const pair = pairOf(
      load(browsers),
      ['browsermcp', 'browser_click'],
      ['chrome-devtools', 'click'],
    );
    expect(pair?.confusable.actions).toEqual(['click', 'click']);
  });

  it('fill (chrome-devtools) and puppeteer_fill both fill a field, whatever the field is called', () => {
    const pair = pairOf(
      load(browsers),
      ['chrome-devtools', 'fill'],
      ['puppeteer', 'puppeteer_fill'],
    );
    expect(pair?.confusable.reason).toBe('same-job');
  });

  it('playwright_go_back and playwright_go_forward stay apart although their descriptions are alike: back and forward are opposites', () => {
    const pair = pairOf(
      load(browsers),
      ['executeautomation-playwright', 'playwright_go_back'],
      ['executeautomation-playwright', 'playwright_go_forward'],
    );
    expect(pair).toBeUndefined();
  });

  it('browser_go_back (browsermcp) and browser_navigate (playwright) stay apart: going back is not navigating to a URL', () => {
    const pair = pairOf(
      load(browsers),
      ['browsermcp', 'browser_go_back'],
      ['playwright', 'browser_navigate'],
    );
    expect(pair).toBeUndefined();
  });

  it('take_screenshot and take_snapshot (chrome-devtools) stay apart: both names spell out what they capture', () => {
    const pair = pairOf(
      load(browsers),
      ['chrome-devtools', 'take_screenshot'],
      ['chrome-devtools', 'take_snapshot'],
    );
    expect(pair).toBeUndefined();
  });
});

describe('web content is one object, whatever the format or the verb', () => {
  const web = [
    `${REAL}/fetch-server.json`,
    `${REAL}/firecrawl.json`,
    `${REAL}/tavily.json`,
    `${REAL}/notion.json`,
  ];

  it('fetch_html and fetch_markdown (fetch-server) are format variants of one job', () => {
    const pair = pairOf(
      load(web),
      ['fetch-server', 'fetch_html'],
      ['fetch-server', 'fetch_markdown'],
    );
    expect(pair?.confusable.reason).toBe('special-case');
  });

  it('firecrawl_scrape and tavily_extract both read the content at a URL: scraping and extracting web content is reading it', () => {
    const pair = pairOf(load(web), ['firecrawl', 'firecrawl_scrape'], ['tavily', 'tavily_extract']);
    expect(pair?.confusable.actions).toEqual(['read', 'read']);
  });

  it('a Notion page as Markdown is not web content: API-retrieve-page-markdown stays apart from fetch_markdown', () => {
    const pair = pairOf(
      load(web),
      ['notion', 'API-retrieve-page-markdown'],
      ['fetch-server', 'fetch_markdown'],
    );
    expect(pair).toBeUndefined();
  });
});

describe('batch, linking and owners', () => {
  it('read_file (desktop-commander) and read_multiple_files (filesystem) do one job: a batch read is not a listing', () => {
    const tools = load([`${REAL}/desktop-commander.json`, `${REAL}/filesystem-agent-infra.json`]);
    const pair = pairOf(
      tools,
      ['desktop-commander', 'read_file'],
      ['filesystem-agent-infra', 'read_multiple_files'],
    );
    expect(pair?.confusable.actions).toEqual(['read', 'read']);
  });

  it('asana_add_tag_to_task is not create_labels (todoist): adding an existing tag to a task links it', () => {
    const tools = load([`${REAL}/asana.json`, `${REAL}/todoist.json`]);
    expect(
      pairOf(tools, ['asana', 'asana_add_tag_to_task'], ['todoist', 'create_labels']),
    ).toBeUndefined();
  });

  it('stories-get-history (shortcut) and get_card_history (trello) stay apart: the qualifiers name different owners', () => {
    const tools = load([`${REAL}/shortcut.json`, `${REAL}/trello.json`]);
    expect(
      pairOf(tools, ['shortcut', 'stories-get-history'], ['trello', 'get_card_history']),
    ).toBeUndefined();
  });

  it('stories-get-by-id (shortcut) reads one story: a plural before the verb is the resource, not a listing', () => {
    const tools = load([`${REAL}/shortcut.json`, `${REAL}/github.json`]);
    expect(
      pairOf(tools, ['github', 'list_issues'], ['shortcut', 'stories-get-by-id']),
    ).toBeUndefined();
  });
});

describe('TW108: the same job with disjoint schemas', () => {
  it('asana_create_task (asana) and create_tasks (todoist) are reported as TW108: both create a task, no call fits both', () => {
    const found = pairFindings(
      [`${REAL}/asana.json`, `${REAL}/todoist.json`],
      ['asana', 'asana_create_task'],
      ['todoist', 'create_tasks'],
    );
    expect(found.map((f) => f.ruleId)).toEqual(['TW108']);
    expect(found[0].evidence.verdict).toBe('disjoint');
    expect(found[0].message).toContain('same action create on task');
  });
});

// Precision (session 5): an object that means different things in different kinds of system,
// and a name that narrows a specific action to a place the other tool does not reach.
describe('kinds of system: a project, a branch or a database of one kind is not one of another', () => {
  it('create_project (neon) and asana_create_project stay apart: a database project is not a tracker project', () => {
    const pair = pairOf(
      load([`${REAL}/neon.json`, `${REAL}/asana.json`]),
      ['asana', 'asana_create_project'],
      ['neon', 'create_project'],
    );
    expect(pair).toBeUndefined();
  });

  it('find_projects (sentry) and list_projects (neon) stay apart: a monitoring project is not a database project', () => {
    const pair = pairOf(
      load([`${REAL}/neon.json`, `${REAL}/sentry.json`]),
      ['neon', 'list_projects'],
      ['sentry', 'find_projects'],
    );
    expect(pair).toBeUndefined();
  });

  it('find_projects (sentry) and projects-list (shortcut) stay apart: a monitoring project is not a tracker project', () => {
    const pair = pairOf(
      load([`${REAL}/sentry.json`, `${REAL}/shortcut.json`]),
      ['sentry', 'find_projects'],
      ['shortcut', 'projects-list'],
    );
    expect(pair).toBeUndefined();
  });

  it('find (mongodb) and query (postgres) stay apart: a MongoDB find query is not SQL', () => {
    const pair = pairOf(
      load([`${REAL}/mongodb.json`, `${REAL}/postgres.json`]),
      ['mongodb', 'find'],
      ['postgres', 'query'],
    );
    expect(pair).toBeUndefined();
  });

  it('query (postgres) and run_sql (neon) still both run SQL: SQL engines are one kind', () => {
    const pair = pairOf(
      load([`${REAL}/postgres.json`, `${REAL}/neon.json`]),
      ['neon', 'run_sql'],
      ['postgres', 'query'],
    );
    expect(pair?.confusable.actions).toEqual(['run', 'run']);
  });

  it('update_issue (github) and update_issue (sentry) still both change an issue: an issue is one object in any kind of system', () => {
    const pair = pairOf(
      load([`${REAL}/github.json`, `${REAL}/sentry.json`]),
      ['github', 'update_issue'],
      ['sentry', 'update_issue'],
    );
    expect(pair).toBeDefined();
  });

  it('reads a server kind from the words most of its tools use, and none from incidental or tied words', () => {
    const tools = (...texts: string[]) => texts.map((t) => new Set(t.split(' ').map(stem)));
    expect(systemKindOf(tools('run sql query', 'list tables', 'connect server'))).toBe('sql');
    expect(systemKindOf(tools('run a read-only sql query'))).toBe('sql');
    // One tool in eight mentions a task: incidental.
    expect(systemKindOf(tools('task', 'a', 'b', 'c', 'd', 'e', 'f', 'g'))).toBeUndefined();
    // As many tools speak of collections as of SQL: unknown.
    expect(systemKindOf(tools('sql query', 'mongodb collection'))).toBeUndefined();
    expect(systemKindOf([])).toBeUndefined();
  });

  it('reads no kind from words that are in no tool name or first sentence (Notion\'s "Error Responses")', () => {
    const kindOf = (server: string, headlinesToo: boolean) => {
      const tools = load([`${REAL}/${server}.json`]);
      const name = (t: Tool) => splitIdentifier(t.name).map(stem);
      const words = tools.map((t) => new Set([...descriptionTokens(t.description), ...name(t)]));
      const headlines = tools.map(
        (t) => new Set([...splitIdentifier(firstSentence(t.description)).map(stem), ...name(t)]),
      );
      return systemKindOf(words, headlinesToo ? headlines : undefined);
    };
    // Every Notion tool ends with "Error Responses: 400 …": an error monitor's word, boilerplate.
    // Counted, it ties with the product's name (a wiki's); it never makes Notion a monitor.
    expect(kindOf('notion', false)).toBeUndefined();
    expect(kindOf('notion', true)).not.toBe('monitoring');
    // Sentry names its events and errors up front: still an error monitor.
    expect(kindOf('sentry', true)).toBe('monitoring');
    expect(kindOf('postgres', true)).toBe(kindOf('postgres', false));
  });

  it('a kind named in one headline stands; one named in none is unknown', () => {
    const sets = (...texts: string[]) => texts.map((t) => new Set(t.split(' ').map(stem)));
    const body = sets('get page error', 'create page error', 'search error');
    expect(systemKindOf(body, sets('get page', 'create page', 'search'))).toBeUndefined();
    expect(systemKindOf(body, sets('get page', 'create page', 'search error'))).toBe('monitoring');
  });

  it('never keeps two tools of one unknown kind apart, nor objects that do not depend on the kind', () => {
    const entry = (server: string, name: string, kind?: string): ConfusableEntry => ({
      model: describeTool({ name, description: '', server }),
      server,
      kind,
    });
    expect(
      confusability(entry('x', 'create_project'), entry('y', 'create_project', 'sql')),
    ).toBeDefined();
    expect(
      confusability(entry('x', 'create_project', 'tracker'), entry('y', 'create_project', 'sql')),
    ).toBeUndefined();
    // An attachment is any system's (a comment is its system's: a SQL comment is no card's).
    expect(
      confusability(
        entry('x', 'create_attachment', 'tracker'),
        entry('y', 'create_attachment', 'sql'),
      ),
    ).toBeDefined();
  });
});

describe('a name that narrows a specific action to a place the other tool does not reach', () => {
  const browsers = [
    `${REAL}/browsermcp.json`,
    `${REAL}/chrome-devtools.json`,
    `${REAL}/puppeteer-merajmehrabi.json`,
    `${REAL}/executeautomation-playwright.json`,
  ];

  it('browser_click (browsermcp) and playwright_iframe_click stay apart: a page click cannot reach into an iframe', () => {
    const pair = pairOf(
      load(browsers),
      ['browsermcp', 'browser_click'],
      ['executeautomation-playwright', 'playwright_iframe_click'],
    );
    expect(pair).toBeUndefined();
  });

  it('playwright_iframe_click and puppeteer_click stay apart: the iframe is the job', () => {
    const pair = pairOf(
      load(browsers),
      ['executeautomation-playwright', 'playwright_iframe_click'],
      ['puppeteer-merajmehrabi', 'puppeteer_click'],
    );
    expect(pair).toBeUndefined();
  });

  it('playwright_click_and_switch_tab and click (chrome-devtools) still both click: switching is a verb, not a place', () => {
    const pair = pairOf(
      load(browsers),
      ['chrome-devtools', 'click'],
      ['executeautomation-playwright', 'playwright_click_and_switch_tab'],
    );
    expect(pair?.confusable.actions).toEqual(['click', 'click']);
  });
});

describe('siblings of one server that do one job need only share some text', () => {
  it('fetch_html and fetch_json (fetch-server) are format variants of one fetch though their texts differ in most words', () => {
    const pair = pairOf(
      load([`${REAL}/fetch-server.json`]),
      ['fetch-server', 'fetch_html'],
      ['fetch-server', 'fetch_json'],
    );
    expect(pair?.confusable.reason).toBe('special-case');
  });

  it('pg_execute_query and pg_execute_sql (postgres-henkey) both run SQL', () => {
    const pair = pairOf(
      load([`${REAL}/postgres-henkey.json`]),
      ['postgres-henkey', 'pg_execute_query'],
      ['postgres-henkey', 'pg_execute_sql'],
    );
    expect(pair?.confusable.actions).toEqual(['run', 'run']);
  });

  it('get_labels and delete_labels (todoist) still stay apart: sharing text never joins distinct actions', () => {
    const pair = pairOf(
      load([`${REAL}/todoist.json`]),
      ['todoist', 'get_labels'],
      ['todoist', 'delete_labels'],
    );
    expect(pair).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Session 6 (issue 14 recall): flavours, owners, SQL statement kinds, generic tools. Each real
// pair is checked with the catalogs in both orders.

function bothOrders(files: string[], a: Ref, b: Ref) {
  return [pairOf(load(files), a, b), pairOf(load([...files].reverse()), b, a)];
}

describe('qualifiers that leave the job as it is', () => {
  it('ecmwf_forecast (open-meteo, one of its model flavours) and get_forecast (weather) both return a weather forecast', () => {
    for (const pair of bothOrders(
      [`${REAL}/open-meteo.json`, `${REAL}/weather.json`],
      ['open-meteo', 'ecmwf_forecast'],
      ['weather', 'get_forecast'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('flood_forecast (open-meteo) is not a weather forecast: "flood" is a common word of its sentence, not a flavour', () => {
    for (const pair of bothOrders(
      [`${REAL}/open-meteo.json`, `${REAL}/weather.json`],
      ['open-meteo', 'flood_forecast'],
      ['weather', 'get_forecast'],
    )) {
      expect(pair).toBeUndefined();
    }
  });

  it('add_issue_comment (github) and add_comment (trello) both add a comment, whatever it hangs on', () => {
    for (const pair of bothOrders(
      [`${REAL}/github.json`, `${REAL}/trello.json`],
      ['github', 'add_issue_comment'],
      ['trello', 'add_comment'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('asana_get_project_status and git_status stay apart: an owner qualifier needs texts that share something', () => {
    for (const pair of bothOrders(
      [`${REAL}/asana.json`, `${REAL}/git.json`],
      ['asana', 'asana_get_project_status'],
      ['git', 'git_status'],
    )) {
      expect(pair).toBeUndefined();
    }
  });
});

describe('SQL statement kinds', () => {
  it('execute (mysql-f4ww4z, INSERT/UPDATE/DELETE) and run_sql (neon, any SQL) both run mutations', () => {
    for (const pair of bothOrders(
      [`${REAL}/mysql-f4ww4z.json`, `${REAL}/neon.json`],
      ['mysql-f4ww4z', 'execute'],
      ['neon', 'run_sql'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('query and execute (mysql-f4ww4z) stay apart: SELECT vs INSERT/UPDATE/DELETE', () => {
    const pair = pairOf(
      load([`${REAL}/mysql-f4ww4z.json`]),
      ['mysql-f4ww4z', 'query'],
      ['mysql-f4ww4z', 'execute'],
    );
    expect(pair).toBeUndefined();
  });

  it('reads the statement kind from the first sentence', () => {
    const model = (description: string) =>
      describeTool({ name: 'execute', description, parameters: ['sql'] }).object;
    expect(model('Execute a SELECT query')).toEqual(['readonly', 'sql']);
    expect(model('Execute an INSERT, UPDATE, or DELETE query')).toEqual(['mutation', 'sql']);
    expect(model('Execute arbitrary SQL statements')).toEqual(['sql']);
  });
});

describe('multi-action tools: each value of a selector parameter is a job', () => {
  const browsers = [`${REAL}/chrome-devtools.json`, `${REAL}/executeautomation-playwright.json`];

  it('navigate_page (type back/forward/reload) and playwright_go_back both navigate back, in either catalog order', () => {
    for (const files of [browsers, [...browsers].reverse()]) {
      const tools = load(files);
      const back = pairOf(
        tools,
        ['chrome-devtools', 'navigate_page'],
        ['executeautomation-playwright', 'playwright_go_back'],
      );
      expect(back?.confusable.reason).toBe('same-job');
      expect(back?.confusable.objects).toEqual(['back', 'back']);
      expect(
        pairOf(
          tools,
          ['executeautomation-playwright', 'playwright_go_forward'],
          ['chrome-devtools', 'navigate_page'],
        ),
      ).toBeDefined();
    }
  });

  it('browser_tabs (action list/new/close/select) does the jobs of new_page, close_page, select_page and list_pages: a tab is a page', () => {
    const files = [`${REAL}/chrome-devtools.json`, `${REAL}/playwright.json`];
    for (const order of [files, [...files].reverse()]) {
      const tools = load(order);
      for (const [name, action] of [
        ['new_page', 'create'],
        ['close_page', 'close'],
        ['select_page', 'select'],
        ['list_pages', 'list'],
      ]) {
        const pair = pairOf(tools, ['playwright', 'browser_tabs'], ['chrome-devtools', name]);
        expect(pair?.confusable.actions).toEqual([action, action]);
      }
    }
  });

  it('firecrawl_search ("Search web, news, or image sources") searches the web as brave_web_search does, and news as brave_news_search does', () => {
    const files = [`${REAL}/firecrawl.json`, `${REAL}/brave-search.json`];
    for (const order of [files, [...files].reverse()]) {
      const tools = load(order);
      for (const name of ['brave_web_search', 'brave_news_search']) {
        expect(
          pairOf(tools, ['firecrawl', 'firecrawl_search'], ['brave-search', name])?.confusable
            .actions,
        ).toEqual(['search', 'search']);
      }
    }
  });

  it('only a comma list closed by or/and coordinates objects ("pull requests and comments" is one phrase)', () => {
    const alternativesOf = (description: string) =>
      describeTool({ name: 'search', description }).alternatives?.map((m) => m.object);
    expect(alternativesOf('Search web, news, or image sources.')).toEqual([['web'], ['news']]);
    expect(alternativesOf('Search pull requests and comments.')).toBeUndefined();
  });

  it('pg_manage_comments (operation get/create/drop) and trello delete_comment stay apart: SQL comments are no tracker comments', () => {
    const files = [`${REAL}/postgres-henkey.json`, `${REAL}/trello.json`];
    for (const order of [files, [...files].reverse()]) {
      const tools = load(order);
      expect(
        pairOf(tools, ['postgres-henkey', 'pg_manage_comments'], ['trello', 'delete_comment']),
      ).toBeUndefined();
    }
  });

  it('a type that lists kinds (text, number, date, list, clear) names no jobs: update_card_custom_field does not list fields', () => {
    const tools = load([`${REAL}/trello.json`]);
    expect(
      pairOf(tools, ['trello', 'get_board_custom_fields'], ['trello', 'update_card_custom_field']),
    ).toBeUndefined();
    // drop-index's type (classic, search) says which index is dropped, not a search.
    expect(
      pairOf(
        load([`${REAL}/mongodb.json`]),
        ['mongodb', 'collection-indexes'],
        ['mongodb', 'drop-index'],
      ),
    ).toBeUndefined();
  });

  it('reads alternatives only from a selector: action values on the object, other values after a specific action', () => {
    const tabs = describeTool({
      name: 'browser_tabs',
      description: 'List, create, close, or select a browser tab.',
      choices: { action: ['list', 'new', 'close', 'select'] },
    });
    expect([tabs.action, ...(tabs.alternatives ?? []).map((m) => m.action)].sort()).toEqual([
      'close',
      'create',
      'list',
      'select',
    ]);
    const logs = describeTool({
      name: 'get_console_logs',
      description: 'Retrieve console logs.',
      choices: { type: ['all', 'error', 'warning', 'log'] },
    });
    expect(logs.alternatives).toBeUndefined();
    expect(
      describeTool({ name: 'navigate_page', description: '', choices: { colour: ['back'] } })
        .alternatives,
    ).toBeUndefined();
  });
});

describe('generic tools', () => {
  it('kubectl_generic and kubectl_describe (kubernetes): the generic tool runs kubectl describe too', () => {
    for (const pair of bothOrders(
      [`${REAL}/kubernetes.json`],
      ['kubernetes', 'kubectl_generic'],
      ['kubernetes', 'kubectl_describe'],
    )) {
      expect(pair?.confusable.reason).toBe('special-case');
    }
  });

  it('jira_post reads as create on anything Jira holds, not as sending a message', () => {
    const model = describeTool({
      name: 'jira_post',
      server: 'jira',
      description: 'Create Jira resources. Returns TOON format by default.',
    });
    expect([model.action, model.object]).toEqual(['create', ['resource']]);
  });
});
