// Issue 14, session 10 round 2: pairs of the sixth held-out set (examples/heldout6, labels in
// examples/labels/heldout6-s10.json) that the model reported although the two tools do different
// jobs, kept apart by a general rule. Each rule has a test on its mechanism and a regression test
// on a real pair.
import { describeTool, systemKindOf } from '../../src/lexical/index.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, pairsOf } from './confusable-pairs.js';

const FILE_ID = {
  type: 'object',
  properties: { fileId: { type: 'string' } },
  required: ['fileId'],
};
const PATH = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

/** A cloud drive of two tools whose words ("Drive") make it one. */
function drive(server: string): [string, unknown[]] {
  return [
    server,
    [
      { name: 'get_file', description: 'Get a file from the Drive.', inputSchema: FILE_ID },
      { name: 'list_files', description: 'List files in the Drive.', inputSchema: FILE_ID },
    ],
  ];
}

const LOCAL: [string, unknown[]] = [
  'disk',
  [{ name: 'read_file', description: 'Read a file from the local disk.', inputSchema: PATH }],
];

describe("a cloud drive's files are its own", () => {
  it('keeps a drive file apart from a file of a server of no known kind', () => {
    expect(pairsOf(drive('cloud'), LOCAL)).not.toContain('cloud/get_file ~ disk/read_file');
  });

  it("still pairs two drives' files", () => {
    expect(pairsOf(drive('one'), drive('two'))).toContain('one/get_file ~ two/get_file');
  });

  it("still pairs a disk's file with a repository's", () => {
    const forge: [string, unknown[]] = [
      'forge',
      [
        {
          name: 'get_file_contents',
          description: 'Get the contents of a file from a repository.',
          inputSchema: PATH,
        },
        {
          name: 'list_commits',
          description: 'List the commits of a repository.',
          inputSchema: PATH,
        },
      ],
    ];
    expect(pairsOf(forge, LOCAL)).toContain('disk/read_file ~ forge/get_file_contents');
  });

  it('keeps a local file read apart from a Drive file read (fast_read_file ~ get_file)', () => {
    expectApart(['filesystem-fast', 'fast_read_file'], ['google-drive', 'get_file']);
    expectApart(['desktop-commander', 'read_file'], ['google-drive', 'get_file_content']);
  });

  it('keeps a deployment file apart from a Drive file (getDeploymentFileContents ~ get_file)', () => {
    expectApart(['vercel', 'getDeploymentFileContents'], ['google-drive', 'get_file']);
  });

  it('still pairs two Drive servers (gdrive_read_file ~ get_file_content)', () => {
    expectConfusable(['gdrive-isaacphi', 'gdrive_read_file'], ['google-drive', 'get_file_content']);
  });

  it('still pairs a local file read with a repository file read (read_file ~ get_file_contents)', () => {
    expectConfusable(['desktop-commander', 'read_file'], ['github', 'get_file_contents']);
  });
});

describe('starting a browser navigates only to a URL it is given', () => {
  it('reads a bare browser launch as a start', () => {
    const model = describeTool({
      name: 'start_browser',
      description: 'launches browser',
      parameters: ['browser', 'options'],
    });
    expect(model.action).toBe('start');
    expect(model.alternatives).toBeUndefined();
  });

  it('reads a launch on a URL as a navigation that also starts the browser', () => {
    const model = describeTool({
      name: 'init-browser',
      description: 'Initialize a browser with a URL',
      parameters: ['url'],
    });
    expect(model.action).toBe('navigate');
    expect(model.alternatives?.map((a) => a.action)).toContain('start');
  });

  it('reads a launch whose first sentence names the URL as a navigation', () => {
    const model = describeTool({ name: 'open_browser', description: 'Open a browser at a URL' });
    expect(model.action).toBe('navigate');
  });

  it('keeps a bare browser launch apart from a navigation (start_browser ~ browser_navigate)', () => {
    expectApart(['selenium', 'start_browser'], ['playwright', 'browser_navigate']);
    expectApart(['selenium', 'start_browser'], ['puppeteer', 'puppeteer_navigate']);
  });

  it('still pairs a launch on a URL with a navigation and with a launch (init-browser)', () => {
    expectConfusable(['playwright-mcp-alt', 'init-browser'], ['playwright', 'browser_navigate']);
    expectConfusable(['playwright-mcp-alt', 'init-browser'], ['selenium', 'start_browser']);
  });
});

describe("a BI tool's cards are saved questions, not a tracker's cards", () => {
  const tools = (...texts: string[]) => texts.map((t) => new Set(t.split(' ').map(stem)));

  it('reads a server whose headlines name dashboards as a BI system', () => {
    const words = tools(
      'list dashboards Retrieve all dashboards',
      'get dashboard cards Retrieve all cards within a dashboard',
      'list cards Retrieve all cards',
      'get card Get a card',
    );
    expect(systemKindOf(words, words)).toBe('bi');
  });

  it('still reads a board of cards as a tracker', () => {
    const words = tools('get cards Get the cards of a list', 'move card Move a card to a list');
    expect(systemKindOf(words, words)).toBe('tracker');
  });

  it("keeps a BI tool's cards apart from a tracker's (list_cards ~ get_my_cards)", () => {
    expectApart(['metabase', 'list_cards'], ['trello', 'get_my_cards']);
    expectApart(['metabase', 'list_cards'], ['trello', 'get_cards_by_list_id']);
  });
});

describe('a server that runs SQL holds SQL databases, whatever its kind', () => {
  const SQL_SCHEMA = {
    type: 'object',
    properties: { sql: { type: 'string' } },
    required: ['sql'],
  };
  const ID = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

  it('keeps the database of a BI tool that runs SQL apart from one of a server that runs none', () => {
    const bi: [string, unknown[]] = [
      'bi',
      [
        { name: 'list_dashboards', description: 'List all dashboards.', inputSchema: ID },
        { name: 'get_dashboard', description: 'Get a dashboard and its cards.', inputSchema: ID },
        { name: 'get_database', description: 'Get a database connection.', inputSchema: ID },
        {
          name: 'execute_query',
          description: 'Execute a native SQL query against a database.',
          inputSchema: SQL_SCHEMA,
        },
      ],
    ];
    const notes: [string, unknown[]] = [
      'notes',
      [{ name: 'retrieve_database', description: 'Retrieve a database.', inputSchema: ID }],
    ];
    expect(pairsOf(bi, notes)).not.toContain('bi/get_database ~ notes/retrieve_database');
  });

  it("keeps a BI tool's database apart from a Notion database (get_database ~ API-retrieve-a-database)", () => {
    expectApart(['metabase', 'get_database'], ['notion', 'API-retrieve-a-database']);
    expectApart(['metabase', 'get_database'], ['notion', 'API-retrieve-a-data-source']);
  });
});

describe('a qualifier the first sentence writes in a longer form is a common word, not a flavour', () => {
  const Q = {
    type: 'object',
    properties: { timestamp: { type: 'string' }, limit: { type: 'number' } },
  };

  it('keeps historical and real-time counts of one server apart', () => {
    const pairs = pairsOf([
      'flights',
      [
        {
          name: 'get_historic_flights_count',
          description: 'Returns number of historical aircraft flight positions.',
          inputSchema: Q,
        },
        {
          name: 'get_live_flights_count',
          description: 'Returns the count of real-time aircraft flights matching the criteria.',
          inputSchema: Q,
        },
      ],
    ]);
    expect(pairs).not.toContain(
      'flights/get_historic_flights_count ~ flights/get_live_flights_count',
    );
  });

  it('keeps a count at a past moment apart from a count now (get_historic_flights_count ~ get_live_flights_count)', () => {
    expectApart(['fr24', 'get_historic_flights_count'], ['fr24', 'get_live_flights_count']);
  });
});

describe('copying is a verb of tool names', () => {
  it('reads copy_file as copying a file, not as filing a copy', () => {
    const model = describeTool({ name: 'copy_file', description: 'Copy a file to a new location' });
    expect(model.action).toBe('copy');
    expect(model.object).toEqual(['file']);
  });

  it('keeps a local copy apart from a Drive copy (fast_copy_file ~ copy_file)', () => {
    expectApart(['filesystem-fast', 'fast_copy_file'], ['google-drive', 'copy_file']);
  });
});
