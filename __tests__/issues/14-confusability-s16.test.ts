// Issue 14, session 16: wrong reports and misses found on the held-out sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a thing's info read is the thing read", () => {
  it('get_table_info (universal-db) describes a table as describe_table (sqlserver) does', () => {
    expectConfusable(['universal-db', 'get_table_info'], ['sqlserver', 'describe_table']);
    expectConfusable(['universal-db', 'get_table_info'], ['mysql-readonly', 'describe_table']);
  });

  it('get_author_info reads an author as get_authors_by_name does (open-library)', () => {
    expectConfusable(['open-library', 'get_author_info'], ['open-library', 'get_authors_by_name']);
  });

  it("a file's info is no read of the file: get_file_info ~ read_file stay apart", () => {
    const info = describeTool({ name: 'get_file_info', description: 'Get file metadata.' });
    expect(info.object).toEqual(['file', 'info']);
  });

  it("get_author_photo is not the author's info (open-library)", () => {
    expectApart(['open-library', 'get_author_info'], ['open-library', 'get_author_photo']);
  });
});

describe('a database list in a database read lists databases', () => {
  it('get_database_info (mysql-liangshanli: "including database list, table list") lists databases as list_databases (mysql-readonly) does', () => {
    expectConfusable(
      ['mysql-liangshanli', 'get_database_info'],
      ['mysql-readonly', 'list_databases'],
    );
    expectConfusable(['mysql-liangshanli', 'get_database_info'], ['mssql-node', 'list_databases']);
  });
});

describe("a server is its kind's own", () => {
  it('get_server_info (sqlserver: the engine instance) ~ discord_get_server_info (a guild) stay apart', () => {
    expectApart(['sqlserver', 'get_server_info'], ['discord', 'discord_get_server_info']);
  });

  it('get_server_info (sqlserver) ~ get_server (coolify: a host it deploys to) stay apart', () => {
    expectApart(['sqlserver', 'get_server_info'], ['coolify', 'get_server']);
  });
});

describe('calendars and wikis are kinds of system; products are known by name', () => {
  it.each([
    ['apple-events', 'calendar'],
    ['notion', 'wiki'],
    ['notion-fork', 'wiki'],
    ['attio', 'crm'],
    ['perplexity-alt', 'web'],
  ])('%s serves a %s', (server, kind) => {
    expect(kindOfServer(server)).toBe(kind);
  });

  it("a monitor's events keep it a monitor: sentry, datadog", () => {
    expect(kindOfServer('sentry')).toBe('monitoring');
    expect(kindOfServer('datadog')).toBe('monitoring');
  });

  it("a wiki's comments are not a CMS entry's nor a base record's: API-create-a-comment (notion) ~ create_comment (contentful, airtable)", () => {
    expectApart(['notion', 'API-create-a-comment'], ['contentful', 'create_comment']);
    expectApart(['notion', 'API-create-a-comment'], ['airtable', 'create_comment']);
    expectApart(['notion-fork', 'API-retrieve-a-comment'], ['contentful', 'get_single_comment']);
  });

  it("a calendar's reminders are a tracker's tasks: reminders_tasks (apple-events) ~ create_tasks (todoist), asana_create_task", () => {
    expectConfusable(['apple-events', 'reminders_tasks'], ['todoist', 'create_tasks']);
    expectConfusable(['apple-events', 'reminders_tasks'], ['asana', 'asana_create_task']);
  });
});

describe("a plural in the server's name ending a tool's name is its object", () => {
  it('calendar_events (apple-events) manages events, not calendars: ~ list_calendars (email-codefuturist) stay apart', () => {
    expectApart(['apple-events', 'calendar_events'], ['email-codefuturist', 'list_calendars']);
    expectApart(['apple-events', 'calendar_events'], ['apple-events', 'calendar_calendars']);
  });

  it("after the server's own words the name is the server's: search_apple_docs (apple-docs) ~ search-docs (pinecone) stay apart", () => {
    expectApart(['apple-docs', 'search_apple_docs'], ['pinecone', 'search-docs']);
  });
});

describe('numbers and API versions are no things', () => {
  it.each([
    ['db2_list_tables', 'List tables in a DB2 subsystem.', ['table']],
    ['im_v1_message_create', 'Send a message.', ['im', 'message']],
    ['bitable_v1_appTable_list', 'List all tables.', ['bitable', 'app', 'table']],
  ])('%s acts on %j', (name, description, object) => {
    expect(describeTool({ name, description }).object).toEqual(object);
  });

  it('zowe_db2_list_tables (zowe) lists tables as list_tables (mysql-readonly) does', () => {
    expectConfusable(['zowe', 'zowe_db2_list_tables'], ['mysql-readonly', 'list_tables']);
  });
});

describe('product names with digits name their kind', () => {
  it.each([
    ['n8n-mcp', 'automation'],
    ['zowe', 'sql'],
    ['ibkr', 'market'],
  ])('%s serves %s', (server, kind) => {
    expect(kindOfServer(server)).toBe(kind);
  });

  it("n8n's workflow folders are no directories on a disk: n8n_manage_folders (n8n-mcp) ~ list_directory (filesystem-agent-infra) stay apart", () => {
    expectApart(['n8n-mcp', 'n8n_manage_folders'], ['filesystem-agent-infra', 'list_directory']);
    expectApart(['n8n-mcp', 'n8n_manage_folders'], ['desktop-commander', 'create_directory']);
  });
});

describe("a database's table is a table; SQL of a database is SQL", () => {
  it('zowe_db2_describe_table (zowe) describes a table as describe_table (mysql-f4ww4z) does', () => {
    expectConfusable(['zowe', 'zowe_db2_describe_table'], ['mysql-f4ww4z', 'describe_table']);
  });

  it('zowe_db2_execute_sql (zowe) runs SQL as mssql_execute_query (mssql-mcp) does', () => {
    expectConfusable(['zowe', 'zowe_db2_execute_sql'], ['mssql-mcp', 'mssql_execute_query']);
  });
});

describe('SSH is a remote shell, not a hosting platform', () => {
  it('ssh-secured serves a remote shell', () => {
    expect(kindOfServer('ssh-secured')).toBe('remote-shell');
  });
});

describe('a native query is SQL the caller writes; exporting a query result runs it', () => {
  it('metabase-execute-native-query (metabase-nao) runs SQL as pg_execute_sql (postgres-henkey) does', () => {
    expectConfusable(
      ['metabase-nao', 'metabase-execute-native-query'],
      ['postgres-henkey', 'pg_execute_sql'],
    );
  });

  it('metabase-export-query-results (metabase-nao) runs SQL as run_sql (neon) does', () => {
    expectConfusable(['metabase-nao', 'metabase-export-query-results'], ['neon', 'run_sql']);
  });

  it('"native" does not override what a tool says it is for: execute_query (metabase: "for custom data analysis") stays a read-only runner', () => {
    const model = describeTool({
      name: 'execute_query',
      description:
        'Execute a native SQL query against a Metabase database - use this for custom data analysis or extracting specific data',
    });
    expect(model.object).toEqual(['readonly', 'sql']);
  });
});

describe('creating a chat message sends it; discovering is searching', () => {
  it('im_v1_message_create (lark) sends a message as discord_send (discord) does', () => {
    expectConfusable(['lark', 'im_v1_message_create'], ['discord', 'discord_send']);
  });

  it('discover (brightdata: "Search the web and rank results") searches the web as brave_web_search (brave-search) does', () => {
    expectConfusable(['brightdata', 'discover'], ['brave-search', 'brave_web_search']);
  });
});

describe("a device's screenshots are its own", () => {
  it('xcodebuild serves a mobile device (Xcode and its simulators)', () => {
    expect(kindOfServer('xcodebuild')).toBe('mobile');
  });

  it('screenshot (xcodebuild: the simulator screen) ~ take_screenshot (chrome-devtools: a page) stay apart', () => {
    expectApart(['xcodebuild', 'screenshot'], ['chrome-devtools', 'take_screenshot']);
  });

  it('screenshot (xcodebuild) ~ screenshot (ios-simulator) stay confusable: both capture the simulator screen', () => {
    expectConfusable(['xcodebuild', 'screenshot'], ['ios-simulator', 'screenshot']);
  });
});

describe('a PDF viewer is a kind of system', () => {
  it('pdf-viewer serves PDF documents', () => {
    expect(kindOfServer('pdf-viewer')).toBe('pdf');
  });
});

describe('synonyms: market data is a quote, a docx a document', () => {
  it('get_market_data (ibkr) reads a quote as get_stock_quote (stockquotes) does', () => {
    expectConfusable(['ibkr', 'get_market_data'], ['stockquotes', 'get_stock_quote']);
  });
});

describe("a BI tool's question is a saved query, a card", () => {
  it('metabase-execute-question (metabase-nao) runs a card as execute_card (metabase) does', () => {
    expectConfusable(['metabase-nao', 'metabase-execute-question'], ['metabase', 'execute_card']);
  });

  it('metabase-execute-question (metabase-nao) ~ perplexity_research (perplexity: a question asked of the web) stay apart', () => {
    expectApart(
      ['metabase-nao', 'metabase-execute-question'],
      ['perplexity', 'perplexity_research'],
    );
  });
});

describe("an export of a table's rows that writes no file runs a SELECT", () => {
  it('zowe_db2_export_table (zowe: "Builds a SELECT query") reads rows as execute_query (mysql-readonly) does', () => {
    expectConfusable(['zowe', 'zowe_db2_export_table'], ['mysql-readonly', 'execute_query']);
  });

  it('pg_export_table_data (postgres-henkey: a required outputPath) writes a file: ~ mssql_read_table_rows (mssql-mcp) stay apart', () => {
    expectApart(
      ['postgres-henkey', 'pg_export_table_data'],
      ['mssql-mcp', 'mssql_read_table_rows'],
    );
  });
});

describe("a translator's Markdown is text", () => {
  it('translate_markdown (polyglot) translates text as translate-text (deepl) does', () => {
    expectConfusable(['polyglot', 'translate_markdown'], ['deepl', 'translate-text']);
  });
});

describe("a thing's metadata read is the thing read", () => {
  it('metabase-get-table-metadata (metabase-nao) describes a table as describe_table (mysql-readonly) does', () => {
    expectConfusable(
      ['metabase-nao', 'metabase-get-table-metadata'],
      ['mysql-readonly', 'describe_table'],
    );
  });
});

describe("a BI tool's SQL runner reads", () => {
  it('metabase-execute-native-query (metabase-nao, a server with dashboards) ~ mysql_create_table (mysql-neverinfamous) stay apart', () => {
    expectApart(
      ['metabase-nao', 'metabase-execute-native-query'],
      ['mysql-neverinfamous', 'mysql_create_table'],
    );
    expectApart(['metabase-nao', 'metabase-export-query-results'], ['sqlite-simple', 'drop-table']);
  });

  it('it still meets read-only runners: metabase-execute-native-query ~ execute_query (mysql-readonly)', () => {
    expectConfusable(
      ['metabase-nao', 'metabase-execute-native-query'],
      ['mysql-readonly', 'execute_query'],
    );
  });
});

describe("a database's metadata is its schema", () => {
  it('metabase-get-database-metadata (metabase-nao: "tables, fields") covers list_tables (sqlserver) as a schema read does', () => {
    expectConfusable(
      ['metabase-nao', 'metabase-get-database-metadata'],
      ['sqlserver', 'list_tables'],
    );
  });
});

describe('a device the text puts a thing on is where the job happens', () => {
  it('install_app_sim (xcodebuild: "Install app on sim") installs an app as install_app (ios-simulator) does', () => {
    expectConfusable(['xcodebuild', 'install_app_sim'], ['ios-simulator', 'install_app']);
  });

  it('a name alone does not move the device: get_booted_sim_id reads a simulator', () => {
    const model = describeTool({
      name: 'get_booted_sim_id',
      description: 'Get the ID of the currently booted iOS simulator',
    });
    expect(model.object.at(-1)).toBe('simulator');
  });
});
