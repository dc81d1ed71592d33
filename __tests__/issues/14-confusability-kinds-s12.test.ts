// Issue 14, session 12: kinds of system the eighth set's servers showed read wrong or not at all
// (a document database taken for a hosting platform by its containers, a base and a spreadsheet
// taken for one kind, a cloud provider of no kind), and the jobs each such kind names its own way.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { systemKindOf } from '../../src/lexical/index.js';
import { jobInKind } from '../../src/lexical/lexicon.js';
import { kindObjectClassOf, servesKind } from '../../src/lexical/system-kind.js';
import { stem } from '../../src/lexical/words.js';
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { expectApart, expectConfusable, inlineCatalogs, kindOfServer } from './confusable-pairs.js';

// A server's tools as stemmed word sets (what scan.ts gives systemKindOf).
const toolsSaying = (...tools: string[]) => tools.map((t) => new Set(t.split(' ').map(stem)));

describe("a container is a hosting platform's or a document database's", () => {
  it('goes with the kind the other words name', () => {
    const docs = toolsSaying(
      'list databases',
      'list containers in the database',
      'get container stats',
      'get documents from a container',
      'create document in a container',
      'delete document from a container',
    );
    expect(systemKindOf(docs, docs)).toBe('document-store');
    const host = toolsSaying(
      'list containers',
      'start a container',
      'stop a container',
      'list docker images',
    );
    expect(systemKindOf(host, host)).toBe('hosting');
  });

  it('reads cosmosdb as a document database and keeps the hosts hosts', () => {
    expect(kindOfServer('cosmosdb')).toBe('document-store');
    for (const server of ['coolify', 'kubernetes', 'vercel', 'argocd'])
      expect([server, kindOfServer(server)]).toEqual([server, 'hosting']);
  });

  it("list_databases (coolify) is a host's database services, mcp_list_databases (cosmosdb) an account's databases", () => {
    expectApart(['coolify', 'list_databases'], ['cosmosdb', 'mcp_list_databases']);
  });

  it('mcp_get_document_by_id (cosmosdb) reads a JSON record, documents-get-by-id (shortcut) a text', () => {
    expectApart(['cosmosdb', 'mcp_get_document_by_id'], ['shortcut', 'documents-get-by-id']);
  });
});

describe('in a document database a container is a collection, an item a document', () => {
  it('puts them in one class of that kind only', () => {
    const container = kindObjectClassOf('document-store', stem('container'), 'list');
    expect(container).toBeDefined();
    expect(kindObjectClassOf('document-store', stem('collection'), 'list')).toBe(container);
    expect(kindObjectClassOf('document-store', stem('item'), 'read')).toBe(
      kindObjectClassOf('document-store', stem('document'), 'read'),
    );
    expect(kindObjectClassOf('hosting', stem('container'), 'list')).toBeUndefined();
  });

  it('mcp_list_containers (cosmosdb) ~ list-collections (mongodb)', () => {
    expectConfusable(['cosmosdb', 'mcp_list_containers'], ['mongodb', 'list-collections']);
  });
});

describe('a base is not a spreadsheet', () => {
  it('reads each by its container', () => {
    const base = toolsSaying(
      'list records in a table',
      'list bases',
      'list tables in a base',
      'create field in a table',
    );
    expect(systemKindOf(base, base)).toBe('base');
    const sheet = toolsSaying(
      'get values from a range of a sheet',
      'insert a sheet',
      'add a table to a sheet',
      'format cells',
    );
    expect(systemKindOf(sheet, sheet)).toBe('sheet');
  });

  it('reads airtable as a base and gsheets as a spreadsheet', () => {
    expect(kindOfServer('airtable')).toBe('base');
    expect(kindOfServer('gsheets')).toBe('sheet');
  });

  it("list_tables (airtable) is a base's tables, sheets_get_tables (gsheets) a sheet's native tables", () => {
    expectApart(['airtable', 'list_tables'], ['gsheets', 'sheets_get_tables']);
  });
});

describe('in a spreadsheet appending values adds rows', () => {
  it('is creating a row there only', () => {
    expect(jobInKind('sheet', 'append', [stem('value')])).toEqual({
      action: 'create',
      object: [stem('row')],
    });
    expect(jobInKind('chat', 'append', [stem('value')])).toBeUndefined();
    expect(kindObjectClassOf('sheet', stem('worksheet'), 'list')).toBe(
      kindObjectClassOf('sheet', stem('tab'), 'list'),
    );
  });

  it('sheets_append_values ~ sheets_insert_rows (gsheets)', () => {
    expectConfusable(['gsheets', 'sheets_append_values'], ['gsheets', 'sheets_insert_rows']);
  });
});

describe('in a store a stock report lists the inventory', () => {
  it('names the job so in a store only', () => {
    expect(jobInKind('commerce', 'report', [stem('low'), stem('stock')])).toEqual({
      action: 'list',
      object: [stem('low'), stem('stock')],
    });
    expect(kindObjectClassOf('commerce', stem('stock'), 'list')).toBe(
      kindObjectClassOf('commerce', stem('inventory'), 'list'),
    );
    expect(kindObjectClassOf('market', stem('stock'), 'list')).toBeUndefined();
  });

  it('list_inventory (headless-commerce) ~ woo_reports_stock (woocommerce)', () => {
    expectConfusable(['headless-commerce', 'list_inventory'], ['woocommerce', 'woo_reports_stock']);
  });
});

describe('a cloud provider is a kind of system that serves monitoring and storage', () => {
  it('is read from its billing, budget and cost words', () => {
    const cloud = toolsSaying(
      'get billing info',
      'get cost forecast',
      'get billing budget',
      'list projects',
      'list clusters',
    );
    expect(systemKindOf(cloud, cloud)).toBe('cloud');
    expect(servesKind('cloud', 'monitoring')).toBe(true);
    expect(servesKind('storage', 'cloud')).toBe(true);
    expect(servesKind('cloud', 'hosting')).toBe(false);
  });

  it('reads gcp as a cloud provider', () => {
    expect(kindOfServer('gcp')).toBe('cloud');
  });

  it("application_logs (coolify) is one app's logs, get-logs (gcp) a cloud's log query", () => {
    expectApart(['coolify', 'application_logs'], ['gcp', 'get-logs']);
  });

  it("list-projects (gcp) is a cloud's projects, find_projects (sentry) a monitor's", () => {
    expectApart(['gcp', 'list-projects'], ['sentry', 'find_projects']);
  });

  it('get-logs (gcp) ~ list_log_entries (gcp-observability)', () => {
    expectConfusable(['gcp', 'get-logs'], ['gcp-observability', 'list_log_entries']);
  });
});

// The mechanism is web-content words meaning web content only on a web reader (h12p's
// `__tests__/issues/14-confusability-precision-s12.test.ts`); these pin the pairs.
describe("a database's JSON is a stored value, not a web response", () => {
  it('mysql_json_get (mysql-neverinfamous) reads a column, scrape (serper) a URL', () => {
    expectApart(['mysql-neverinfamous', 'mysql_json_get'], ['serper', 'scrape']);
  });

  it('fetch_json (fetch-server) still fetches what a URL visit reads (webresearch/visit_page)', () => {
    expectConfusable(['fetch-server', 'fetch_json'], ['webresearch', 'visit_page']);
  });
});

describe("a thing of a web address is that address's, not a browser's open page", () => {
  it('reads a tool of another kind whose object a web address qualifies as outside the browser', () => {
    const tool = (name: string, description: string) => ({
      name,
      description,
      inputSchema: { type: 'object', properties: {} },
    });
    const tools = inlineCatalogs(
      [
        'browser',
        [
          tool('take_screenshot', 'Take a screenshot of the current browser tab'),
          tool('navigate', 'Navigate the browser to a URL'),
          tool('click', 'Click an element on the page'),
        ],
      ],
      [
        'crawler',
        [
          tool('url_screenshot', 'Capture a screenshot of a website URL'),
          tool('crawl', 'Crawl a website from a URL'),
          tool('scrape', 'Scrape a web page'),
        ],
      ],
    );
    const pair = confusableToolPairs(tools).find(
      (p) => p.a.name.endsWith('screenshot') && p.b.name.endsWith('screenshot'),
    );
    expect(pair?.confusable).toBeUndefined();
  });

  it('keeps a crawler’s screenshot of a URL apart from the open page’s', () => {
    expectApart(['spider', 'spider_screenshot'], ['chrome-devtools', 'take_screenshot']);
    expectApart(['spider', 'spider_screenshot'], ['selenium', 'take_screenshot']);
  });

  it('leaves two browsers’ screenshots of the open page one job', () => {
    expectConfusable(['browser-tools', 'takeScreenshot'], ['chrome-devtools', 'take_screenshot']);
  });
});

describe('in a memory store a piece of knowledge is a memory', () => {
  it('puts it in the memory class and reads storing knowledge as creating a memory', () => {
    expect(kindObjectClassOf('memory', stem('knowledge'), 'update')).toBe(
      kindObjectClassOf('memory', stem('memory'), 'update'),
    );
    expect(kindObjectClassOf('web', stem('knowledge'), 'update')).toBeUndefined();
    expect(jobInKind('memory', 'write', [stem('knowledge')])?.action).toBe('create');
  });

  it('memory_storeKnowledge (devkit-memory) ~ memory_bank_write (memory-bank)', () => {
    expectConfusable(
      ['devkit-memory', 'memory_storeKnowledge'],
      ['memory-bank', 'memory_bank_write'],
    );
  });

  it('memory_updateKnowledge (devkit-memory) ~ add_observations (knowledge-graph)', () => {
    expectConfusable(
      ['devkit-memory', 'memory_updateKnowledge'],
      ['knowledge-graph', 'add_observations'],
    );
  });
});
