// Issue 14, session 9: confusable pairs the model missed on servers of kinds it had not seen
// (examples/heldout3: email, SQLite; labels in examples/labels/heldout3-s8.json), each found
// again by a general rule about tools or language. Each rule has a test on its mechanism and a
// regression test on a real pair.
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { actionRelation, canonicalObject, describeTool } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, inlineCatalogs } from './confusable-pairs.js';

/** The confusable pairs of some catalogs, as `a ~ b` by tool name. */
function pairNames(...list: [string, unknown[]][]): string[] {
  return confusableToolPairs(inlineCatalogs(...list)).map((p) => `${p.a.name} ~ ${p.b.name}`);
}

/** A tool with one string parameter. */
function plainTool(name: string, description: string) {
  return {
    name,
    description,
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  };
}

describe('a reply is a special case of sending', () => {
  it('relates reply to send, and to nothing else', () => {
    expect(actionRelation('reply', 'send')).toBe('special-case');
    expect(actionRelation('send', 'reply')).toBe('special-case');
    expect(actionRelation('reply', 'create')).toBe('different');
  });

  it('reply_email (email-codefuturist) ~ send_email (mail-server): both send an email', () => {
    expectConfusable(['email-codefuturist', 'reply_email'], ['mail-server', 'send_email']);
  });

  it('slack_reply_to_thread stays apart from slack_post_message: a thread is not a message', () => {
    expectApart(['slack', 'slack_reply_to_thread'], ['slack-zencoder', 'slack_post_message']);
  });
});

describe('"a SQL statement" says nothing of which SQL a tool runs', () => {
  it('reads the statement kinds a first sentence lists after "a SQL statement"', () => {
    const execute = describeTool({
      name: 'execute',
      description:
        'Execute a SQL statement that modifies data (INSERT, UPDATE, DELETE, CREATE, DROP)',
    });
    expect(execute.object).toEqual(['mutation', 'sql']);
    const run = describeTool({ name: 'run_sql', description: 'Execute a single SQL statement' });
    expect(run.object).toEqual(['sql']);
  });

  it('execute (sqlite-simple) stays apart from query (postgres): a write vs a read-only query', () => {
    expectApart(['sqlite-simple', 'execute'], ['postgres', 'query']);
  });
});

describe('a tool that runs writing SQL covers the specific writes of a SQL system', () => {
  const tool = (name: string, description: string) => ({
    name,
    description,
    inputSchema: { type: 'object', properties: { sql: { type: 'string' } } },
  });
  const sql: [string, unknown[]] = [
    'lite',
    [
      tool('query', 'Run a read-only SQL query on the SQLite database'),
      tool('list_tables', 'List the tables of the SQLite database'),
      tool('insert_row', 'Insert a row into a table'),
    ],
  ];
  const runner: [string, unknown[]] = [
    'pg',
    [
      tool('run_mutation', 'Run INSERT, UPDATE or DELETE SQL on PostgreSQL'),
      tool('describe_table', 'Describe a PostgreSQL table'),
    ],
  ];
  // Tables and records that no tool writes in SQL.
  const base: [string, unknown[]] = [
    'base',
    [
      tool('create_record', 'Create a record in a table of the base'),
      tool('list_tables', 'List the tables of the base'),
      tool('describe_table', 'Describe a table of the base'),
    ],
  ];
  const pairs = (...list: [string, unknown[]][]) =>
    confusableToolPairs(inlineCatalogs(...list)).map((p) => `${p.a.name} ~ ${p.b.name}`);

  it('pairs a mutation runner with a write of a server that runs SQL, not with its reads', () => {
    const found = pairs(sql, runner);
    expect(found).toContain('insert_row ~ run_mutation');
    expect(found).not.toContain('list_tables ~ run_mutation');
    expect(found).not.toContain('insert_row ~ query');
  });

  it('leaves the writes of a server that runs no SQL alone', () => {
    expect(pairs(runner, base)).not.toContain('run_mutation ~ create_record');
  });

  it('pg_execute_mutation (postgres-henkey) ~ drop-table and execute ~ insert-record (sqlite-simple)', () => {
    expectConfusable(['postgres-henkey', 'pg_execute_mutation'], ['sqlite-simple', 'drop-table']);
    expectConfusable(['sqlite-simple', 'execute'], ['sqlite-simple', 'insert-record']);
  });

  it('query (postgres) stays apart from insert-record (sqlite-simple): a read-only runner', () => {
    expectApart(['postgres', 'query'], ['sqlite-simple', 'insert-record']);
  });

  it('create_record (airtable) stays apart from execute (mysql-f4ww4z): Airtable runs no SQL', () => {
    expectApart(['airtable', 'create_record'], ['mysql-f4ww4z', 'execute']);
  });
});

describe('a message is what its medium carries: on a mail server, an email', () => {
  it('reads a message as an email when the first sentence or the server says mail', () => {
    const onMail = describeTool({
      name: 'get_message',
      server: 'mail-server',
      description: 'Retrieve a message by UID',
    });
    expect(onMail.object).toEqual(['email']);
    const said = describeTool({ name: 'delete_message', description: 'Delete an email message' });
    expect(said.object).toEqual(['email']);
    const chat = describeTool({
      name: 'post_message',
      server: 'chat',
      description: 'Post a message to a channel',
    });
    expect(chat.object).toEqual(['message']);
    expect(canonicalObject(['mail'])).toEqual(['email']);
  });

  it('get_email (email-codefuturist) ~ get_message (mail-server): both fetch an email by id', () => {
    expectConfusable(['email-codefuturist', 'get_email'], ['mail-server', 'get_message']);
    expectConfusable(['email-codefuturist', 'delete_email'], ['mail-server', 'delete_message']);
  });

  it('discord_delete_message stays apart from delete_message (mail-server): a chat message', () => {
    expectApart(['discord', 'discord_delete_message'], ['mail-server', 'delete_message']);
  });
});

describe('a first sentence that reads a batch of things makes a plural read a batch read', () => {
  it('reads "multiple messages" as a batch read and "recent messages" as a list', () => {
    const batch = describeTool({
      name: 'get_messages',
      description: 'Retrieve multiple messages by their UIDs',
    });
    expect(batch.action).toBe('read');
    const recent = describeTool({ name: 'get_messages', description: 'Get recent messages' });
    expect(recent.action).toBe('list');
  });

  it('get_emails (email-codefuturist) ~ get_messages (mail-server): both fetch emails by id', () => {
    expectConfusable(['email-codefuturist', 'get_emails'], ['mail-server', 'get_messages']);
  });

  it('get_messages stays apart from get_recent_messages (mail-server): by id vs the latest', () => {
    expectApart(['mail-server', 'get_messages'], ['mail-server', 'get_recent_messages']);
  });
});

describe('what a search is by is how it matches, not what it finds', () => {
  it('takes the object from the first sentence and keeps the criterion as its qualifier', () => {
    const bySender = describeTool({
      name: 'search_by_sender',
      description: 'Search messages from a specific sender',
    });
    expect(bySender.object).toEqual(['sender', 'message']);
    expect(bySender.criteria).toEqual(['sender']);
    // "since" is a preposition too; a clause about the plural ("containing …") ends the phrase.
    const sinceDate = describeTool({
      name: 'search_since_date',
      description: 'Search messages from a specific date until now',
    });
    expect(sinceDate.criteria).toEqual(['date']);
    const byBody = describeTool({
      name: 'search_by_body',
      description: 'Search messages containing specific text in the body',
    });
    expect(byBody.object).toEqual(['body', 'message']);
    const bare = describeTool({ name: 'search_by_sender', description: '' });
    expect(bare.object).toEqual(['sender']);
    expect(bare.criteria).toBeUndefined();
  });

  it('search_all_messages ~ search_with_keyword (mail-server): the search with filters covers it', () => {
    expectConfusable(
      ['mail-server', 'search_all_messages'],
      ['mail-server', 'search_with_keyword'],
    );
    expectConfusable(['email-codefuturist', 'search_emails'], ['mail-server', 'search_by_body']);
  });

  it('search_by_sender stays apart from search_by_subject and get_recent_messages (mail-server)', () => {
    expectApart(['mail-server', 'search_by_sender'], ['mail-server', 'search_by_subject']);
    expectApart(['mail-server', 'search_by_sender'], ['mail-server', 'get_recent_messages']);
  });
});

describe('a data source is a database, and querying one searches its rows', () => {
  it('reads "data source" as database though "data" alone is a generic word', () => {
    expect(canonicalObject(['data', 'source'])).toEqual(['database']);
    const create = describeTool({
      name: 'API-create-a-data-source',
      description: 'Notion | Create a data source',
    });
    expect(create.object).toEqual(['database']);
    const query = describeTool({
      name: 'API-query-data-source',
      description: 'Notion | Query a data source',
    });
    expect(query.action).toBe('query');
  });

  it('API-create-a-data-source ~ API-create-a-database (notion-fork) and ~ notion_database (notion-alt)', () => {
    expectConfusable(
      ['notion-fork', 'API-create-a-data-source'],
      ['notion-fork', 'API-create-a-database'],
    );
    expectConfusable(
      ['notion-alt', 'notion_database'],
      ['notion-fork', 'API-update-a-data-source'],
    );
    expectConfusable(['notion-alt', 'notion_database'], ['notion-fork', 'API-query-data-source']);
  });

  it('API-query-data-source (notion-fork) stays apart from list_databases (mysql-readonly)', () => {
    expectApart(['notion-fork', 'API-query-data-source'], ['mysql-readonly', 'list_databases']);
  });
});

describe('a search named for what any query can say (a category, a keyword) finds what its sentence says', () => {
  it('reads category_search as a search of places by category', () => {
    const model = describeTool({
      name: 'category_search_tool',
      description: 'Return all places that match a category (industry, amenity, or NAICS code)',
    });
    expect(model.action).toBe('search');
    expect(model.object).toEqual(['category', 'place']);
    expect(model.criteria).toEqual(['category']);
    // A name of generic words only names no criterion.
    expect(describeTool({ name: 'search_tools', description: 'Search the tools' }).criteria).toBe(
      undefined,
    );
  });

  it('category_search_tool (mapbox) ~ maps_search_places (google-maps): both search places of a type', () => {
    expectConfusable(['mapbox', 'category_search_tool'], ['google-maps', 'maps_search_places']);
  });

  it('maps_search_along_route (google-map-cablate) stays apart from maps_search_places (google-maps)', () => {
    expectApart(
      ['google-map-cablate', 'maps_search_along_route'],
      ['google-maps', 'maps_search_places'],
    );
  });
});

describe("a first sentence's parenthesis is an aside, not its object", () => {
  it('ends the object phrase before a parenthesis', () => {
    const model = describeTool({
      name: 'execute',
      description: 'Run a data-modifying SQL statement (INSERT/UPDATE/DELETE or DDL).',
    });
    expect(model.object.at(-1)).toBe('sql');
    expect(model.object).toContain('mutation');
  });

  it('execute (postgres-server) ~ drop-table (sqlite-simple): a generic write covers the drop', () => {
    expectConfusable(['postgres-server', 'execute'], ['sqlite-simple', 'drop-table']);
  });
});

describe('an object of statement-kind words that the first sentence calls SQL is SQL', () => {
  it('reads a transaction tool whose sentence says SQL as any SQL, and no other', () => {
    const sql = describeTool({
      name: 'transaction',
      description: 'Execute multiple SQL statements within a transaction',
    });
    expect(sql.object).toEqual(['sql']);
    const payment = describeTool({
      name: 'transaction',
      description: 'Execute a payment transaction',
    });
    expect(payment.object).toEqual(['transaction']);
  });

  it('transaction (sqlite-simple) ~ run_sql_transaction (neon): both run SQL in one transaction', () => {
    expectConfusable(['sqlite-simple', 'transaction'], ['neon', 'run_sql_transaction']);
  });
});

describe('across servers, an owner both servers hold leaves a part as it is', () => {
  // Texts that share nothing: only the owner the other server holds too relates the comments.
  const wiki: [string, unknown[]] = [
    'wiki',
    [
      plainTool('add_page_comment', 'Attach a remark to a page'),
      plainTool('get_page', 'Fetch a page'),
    ],
  ];
  const docs: [string, unknown[]] = [
    'docs',
    [plainTool('create_comment', 'Docs | Create comment'), plainTool('get_page', 'Docs | page')],
  ];
  const chat: [string, unknown[]] = [
    'chat',
    [plainTool('create_comment', 'Chat | Create comment'), plainTool('get_room', 'Chat | room')],
  ];

  it('pairs a comment on a page with a comment of a server that holds pages, not of one that does not', () => {
    expect(pairNames(wiki, docs)).toContain('create_comment ~ add_page_comment');
    expect(pairNames(wiki, chat)).not.toContain('create_comment ~ add_page_comment');
  });

  it('notion_comments (notion-alt) ~ API-create-a-comment (notion-fork): add_page_comment creates a comment', () => {
    expectConfusable(['notion-alt', 'notion_comments'], ['notion-fork', 'API-create-a-comment']);
    expectConfusable(['notion-alt', 'notion_comments'], ['notion', 'API-create-a-comment']);
  });
});

describe('an HTTP method that sends a body is how a call is made; the first sentence says the job', () => {
  it('reads the verb and object of a first sentence that restates the job on the name object', () => {
    const patch = describeTool({
      name: 'API-patch-page',
      description: 'Notion | Update page properties\nError Responses:\n400: Bad request',
      prefix: 'API',
    });
    expect(patch.action).toBe('update');
    expect(patch.object).toEqual(['page', 'property']);
    const append = describeTool({
      name: 'API-patch-block-children',
      description: 'Notion | Append block children',
      prefix: 'API',
    });
    expect(append.verb).toBe('append');
    // A sentence about another object is not the job restated.
    const other = describeTool({ name: 'patch_page', description: 'Update the cache' });
    expect(other.object).toEqual(['page']);
  });

  it('API-patch-page, API-post-page and API-patch-block-children (notion-fork) ~ notion_pages and notion_blocks (notion-alt)', () => {
    expectConfusable(['notion-alt', 'notion_pages'], ['notion-fork', 'API-patch-page']);
    expectConfusable(['notion-alt', 'notion_pages'], ['notion-fork', 'API-post-page']);
    expectConfusable(['notion-alt', 'notion_blocks'], ['notion-fork', 'API-patch-block-children']);
    expectConfusable(['notion-alt', 'notion_pages'], ['notion', 'API-post-page']);
  });
});

describe('recent or latest things are some of the things, as a state picks them', () => {
  it('reads recent as a state of the object, like a participle', () => {
    const recent = describeTool({
      name: 'get_recent_messages',
      description: 'Get recent messages',
    });
    expect(recent.states).toEqual(['recent']);
    const plain = describeTool({ name: 'get_large_messages', description: 'Get large messages' });
    expect(plain.states).toBeUndefined();
  });

  it('list_emails (email-codefuturist) ~ get_recent_messages (mail-server): the latest of a mailbox', () => {
    expectConfusable(['email-codefuturist', 'list_emails'], ['mail-server', 'get_recent_messages']);
  });
});

describe('a history is what it holds, as the first sentence says', () => {
  it("reads a channel's history as its messages, and a history the sentence names no further as a history", () => {
    const channel = describeTool({
      name: 'get_channel_history',
      description: 'Get recent messages from a channel',
    });
    expect(channel.object).toEqual(['channel', 'message']);
    expect(channel.action).toBe('list');
    const story = describeTool({
      name: 'get_story_history',
      description: 'Get the change history for a story',
    });
    expect(story.object.at(-1)).toBe('history');
  });

  it('discord_read_messages (discord) ~ slack_get_channel_history (slack, slack-zencoder)', () => {
    expectConfusable(['discord', 'discord_read_messages'], ['slack', 'slack_get_channel_history']);
    expectConfusable(
      ['discord', 'discord_read_messages'],
      ['slack-zencoder', 'slack_get_channel_history'],
    );
  });

  it('slack_get_channel_history stays apart from slack_get_thread_replies: a channel is not a thread', () => {
    expectApart(
      ['slack-zencoder', 'slack_get_channel_history'],
      ['slack', 'slack_get_thread_replies'],
    );
  });
});

describe('a search named only by states and a criterion finds what its sentence says, in those states', () => {
  it('reads negated participles as states and takes the object from the sentence', () => {
    const unreplied = describeTool({
      name: 'search_unreplied_from_sender',
      description: 'Search unreplied messages from a specific sender with optional date range',
    });
    expect(unreplied.object).toEqual(['sender', 'unreplied', 'message']);
    expect(unreplied.states).toEqual(['unreplied']);
    expect(unreplied.criteria).toEqual(['sender']);
    // A verb of its own (`unarchive`) is no state.
    const unarchive = describeTool({
      name: 'search_unarchive_from_folder',
      description: 'Search messages to unarchive from a folder',
    });
    expect(unarchive.states).toBeUndefined();
  });

  it('search_by_sender and search_all_messages (mail-server) ~ search_unread_from_sender and search_unreplied_from_sender', () => {
    expectConfusable(
      ['mail-server', 'search_by_sender'],
      ['mail-server', 'search_unread_from_sender'],
    );
    expectConfusable(
      ['mail-server', 'search_by_sender'],
      ['mail-server', 'search_unreplied_from_sender'],
    );
    expectConfusable(
      ['mail-server', 'search_all_messages'],
      ['mail-server', 'search_unreplied_from_sender'],
    );
  });
});
