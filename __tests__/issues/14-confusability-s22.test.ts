// Issue 14, session 22: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { namespacePrefixes, verbLastServers } from '../../src/lexical/index.js';
import { documentsAnyLibrary, libraryDocsCovers } from '../../src/lexical/library-docs.js';
import { expectApart, expectConfusable, kindOfServer, model } from './confusable-pairs.js';

describe("a docs tool told which library to document reads any product's documentation pages", () => {
  it("vibgrate/library_docs ~ mastra-docs/mastraDocs, primevue/get_example, tailwindcss/get_tailwind_config_guide (TailwindCSS's own guide)", () => {
    expectConfusable(['vibgrate', 'library_docs'], ['mastra-docs', 'mastraDocs']);
    expectConfusable(['vibgrate', 'library_docs'], ['primevue', 'get_example']);
    expectConfusable(['vibgrate', 'library_docs'], ['tailwindcss', 'get_tailwind_config_guide']);
    expectConfusable(['vibgrate', 'library_docs'], ['voltagent-docs', 'search_voltagent_examples']);
  });

  it('context7/query-docs ~ voltagent-docs/get_voltagent_doc, workos-docs/workos_docs, mastra-docs/readMastraDocs', () => {
    expectConfusable(['context7', 'query-docs'], ['voltagent-docs', 'get_voltagent_doc']);
    expectConfusable(['context7', 'query-docs'], ['workos-docs', 'workos_docs']);
    expectConfusable(['context7', 'query-docs'], ['mastra-docs', 'readMastraDocs']);
  });

  it("a product's listings, changelogs and version checks are other jobs: ~ list_voltagent_docs, changelogs, list_versions stay apart", () => {
    expectApart(['context7', 'query-docs'], ['voltagent-docs', 'list_voltagent_docs']);
    expectApart(['context7', 'query-docs'], ['voltagent-docs', 'get_voltagent_changelog']);
    expectApart(['context7', 'query-docs'], ['ag-grid', 'list_versions']);
    expectApart(['context7', 'query-docs'], ['wcf', 'list_components']);
  });

  it("a product's docs tool with a package or framework parameter documents its own product: ag-grid/search_docs ~ primevue/get_example stays apart", () => {
    expectApart(['ag-grid', 'search_docs'], ['primevue', 'get_example']);
    expectApart(['mastra-docs', 'readMastraDocs'], ['primevue', 'get_guide']);
    expectApart(['mastra-docs', 'searchMastraDocs'], ['workos-docs', 'workos_examples']);
  });

  it('a usage figure is no documentation page: vibgrate/library_docs ~ filesystem-fast/fast_get_disk_usage stays apart', () => {
    expectApart(['vibgrate', 'library_docs'], ['filesystem-fast', 'fast_get_disk_usage']);
    expectApart(['vibgrate', 'library_docs'], ['autotel', 'get_llm_usage']);
  });
});

describe('which docs tools document any library', () => {
  const tool = (name: string, server: string, description: string) => ({
    name,
    server,
    description,
  });

  it('a library parameter or a library name, unless the first sentence names its own product', () => {
    expect(
      documentsAnyLibrary(
        tool('query-docs', 'context7', 'Queries documentation from Context7 for any library.'),
        ['libraryId', 'query'],
      ),
    ).toBe(true);
    expect(
      documentsAnyLibrary(tool('library_docs', 'vibgrate', 'Usage docs for a library.'), ['query']),
    ).toBe(true);
    expect(
      documentsAnyLibrary(tool('search_docs', 'ag-grid', 'Search AG Grid documentation.'), [
        'query',
        'framework',
      ]),
    ).toBe(false);
    expect(
      documentsAnyLibrary(tool('search', 'docs', 'Search the docs.'), ['query', 'topic']),
    ).toBe(false);
  });

  it('covers reads and searches of guides, examples and references, not a listing by name', () => {
    const g = {
      server: 'a',
      anyLibrary: true,
      model: model({ action: 'search', verb: 'search', object: ['documentation'] }),
    };
    const of = (action: string, verb: string, object: string[]) => ({
      server: 'b',
      model: model({ action, verb, object }),
    });
    expect(libraryDocsCovers(g, of('read', 'get', ['guide']))).toBe(true);
    expect(libraryDocsCovers(g, of('list', 'get', ['documentation']))).toBe(true);
    expect(libraryDocsCovers(g, of('list', 'list', ['documentation']))).toBe(false);
    expect(libraryDocsCovers(g, of('read', 'get', ['changelog']))).toBe(false);
    expect(libraryDocsCovers({ ...g, server: 'b' }, of('read', 'get', ['guide']))).toBe(false);
  });
});

describe('a search engine results page read for a query is a web search', () => {
  it('fetchserp/get_serp_results, get_serp_html ~ brave-search/brave_web_search, tavily/tavily_search', () => {
    expectConfusable(['fetchserp', 'get_serp_results'], ['brave-search', 'brave_web_search']);
    expectConfusable(['fetchserp', 'get_serp_html'], ['tavily', 'tavily_search']);
    expectConfusable(['fetchserp', 'get_serp_ai_mode'], ['fetchserp', 'get_serp_text']);
  });

  it("a session's next page of search results is no web search: desktop-commander/get_more_search_results ~ fetchserp/get_serp_results stays apart", () => {
    expectApart(
      ['desktop-commander', 'get_more_search_results'],
      ['fetchserp', 'get_serp_results'],
    );
  });
});

describe('"read-only" qualifies a query, it is never the object', () => {
  it('mysql-kevinwatt/mysql_query ("Execute read-only SELECT queries") ~ neon/run_sql, postgres/query', () => {
    expectConfusable(['mysql-kevinwatt', 'mysql_query'], ['neon', 'run_sql']);
    expectConfusable(['mysql-kevinwatt', 'mysql_query'], ['postgres', 'query']);
  });
});

describe("gdb's words for a debugger's jobs", () => {
  it('gdb_next, gdb_finish step over and out; gdb_backtrace reads the stack; gdb_print evaluates; gdb_examine reads memory', () => {
    expectConfusable(['gdb', 'gdb_next'], ['nodejs-debugger', 'step_over']);
    expectConfusable(['gdb', 'gdb_finish'], ['debugmcp', 'step_out']);
    expectConfusable(['gdb', 'gdb_backtrace'], ['debugmcp', 'get_stack_trace']);
    expectConfusable(['gdb', 'gdb_print'], ['nodejs-debugger', 'evaluate']);
    expectConfusable(['gdb', 'gdb_examine'], ['x64dbg', 'x64dbg_memory']);
  });

  it('two different steps stay apart: gdb_next ~ debugmcp/step_out', () => {
    expectApart(['gdb', 'gdb_next'], ['debugmcp', 'step_out']);
  });
});

describe("a code-quality service's issues, metrics and health are its own", () => {
  it("sonarqube (named for its kind) is a code-quality service: its issues stay apart from a tracker's", () => {
    expect(kindOfServer('sonarqube')).toBe('code-quality');
    expectApart(['sonarqube', 'issues'], ['linear-mseep', 'search_issues']);
    expectApart(['sonarqube', 'issues'], ['shortcut', 'stories-search']);
  });

  it("a metric is its kind's: sonarqube/metrics ~ prometheus/prometheus_list_metrics, autotel/list_metrics stay apart", () => {
    expectApart(['sonarqube', 'metrics'], ['prometheus', 'prometheus_list_metrics']);
    expectApart(['sonarqube', 'metrics'], ['autotel', 'list_metrics']);
  });

  it('health is an attribute of its system: sonarqube/system_health ~ trello/get_health, elasticsearch_health ~ trello/get_health_metadata stay apart', () => {
    expectApart(['sonarqube', 'system_health'], ['trello', 'get_health']);
    expectApart(
      ['elasticsearch-awesome', 'elasticsearch_health'],
      ['trello', 'get_health_metadata'],
    );
  });
});

describe("a name of a thing's content alone leaves the thing to the first sentence", () => {
  it('filesystem-shtse8/read_content ("Read content from multiple specified files") ~ desktop-commander/read_file', () => {
    expectConfusable(['filesystem-shtse8', 'read_content'], ['desktop-commander', 'read_file']);
    expectConfusable(['filesystem-shtse8', 'read_content'], ['filesystem-fast', 'fast_read_file']);
  });

  it('a Trello list is a thing of its own: trello/get_lists ~ trello/list_boards stays apart', () => {
    expectApart(['trello', 'get_lists'], ['trello', 'list_boards']);
  });
});

describe("a desktop app's webview is no browser's page", () => {
  it('tauri (Tauri apps: webview tools) is a desktop app, as electron is: tauri/webview_screenshot ~ playwright/browser_take_screenshot stays apart', () => {
    expect(kindOfServer('tauri')).toBe('desktop-app');
    expectApart(['tauri', 'webview_screenshot'], ['playwright', 'browser_take_screenshot']);
    expectApart(['tauri', 'webview_keyboard'], ['playwright', 'browser_press_key']);
  });
});

describe("a CRM's generic record finders find another CRM's records of each type", () => {
  it('salesforce/salesforce_query_records, salesforce_search_all ~ pipedrive/search-deals, get-persons; attio/search-companies', () => {
    expectConfusable(['salesforce', 'salesforce_query_records'], ['pipedrive', 'search-deals']);
    expectConfusable(['salesforce', 'salesforce_search_all'], ['pipedrive', 'get-persons']);
    expectConfusable(
      ['salesforce-answerai', 'salesforce_query_records'],
      ['attio', 'search-companies'],
    );
  });

  it("one record by id, one deal's products and the object types are other jobs", () => {
    expectApart(['salesforce-answerai', 'salesforce_query_records'], ['pipedrive', 'get-deal']);
    expectApart(['salesforce', 'salesforce_query_records'], ['pipedrive', 'get-deal-products']);
    expectApart(['salesforce', 'salesforce_search_objects'], ['pipedrive', 'search-deals']);
  });
});

describe("a trip planner's words for places and stays", () => {
  it('travel-planner/search_attractions ~ amap-maps/maps_around_search; get_accommodations ~ hotelzero/search_hotels', () => {
    expectConfusable(['travel-planner', 'search_attractions'], ['amap-maps', 'maps_around_search']);
    expectConfusable(['travel-planner', 'get_accommodations'], ['hotelzero', 'search_hotels']);
  });
});

describe('a product name of letters and digits before every tool name', () => {
  it("n8n-management's names (n8n_get_tag) put their verbs first, as n8n-illuminare's do: get-tag ~ n8n_get_tag", () => {
    expectConfusable(['n8n-illuminare', 'get-tag'], ['n8n-management', 'n8n_get_tag']);
    expectConfusable(['n8n-illuminare', 'update-tag'], ['n8n-management', 'n8n_update_tag']);
  });

  it('the words after the product decide the order', () => {
    const names = (server: string, list: string[]) => list.map((name) => ({ name, server }));
    const tools = [
      ...names('n8n', ['n8n_get_tag', 'n8n_create_tag', 'n8n_update_tag', 'n8n_delete_tag']),
      ...names('db', ['db_create', 'user_create', 'db_export', 'table_drop']),
    ];
    expect([...verbLastServers(tools, namespacePrefixes(tools))]).toEqual(['db']);
  });
});
