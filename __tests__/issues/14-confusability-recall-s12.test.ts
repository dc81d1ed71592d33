// Issue 14, session 12 (h12r): recall on servers the model had not seen, tuned on the dev half of
// the eighth held-out set: qualifiers that only narrow (a level of a log's entries, the manner of
// a job), a web reader's scrape, code-mode tools and upserts. Each rule has a test on its
// mechanism and a regression test on a real pair.
import { readFileSync } from 'node:fs';
import { confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import { runsServerTools } from '../../src/lexical/code-mode.js';
import {
  actionRelation,
  catalogFacts,
  describeTool,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { jobInKind } from '../../src/lexical/lexicon.js';
import { levelOfStream, namesOnlyManner } from '../../src/lexical/narrowing.js';
import { catalogFile, expectApart, expectConfusable, load } from './confusable-pairs.js';

/** The model of one tool of a real catalog. */
function modelOf(server: string, name: string) {
  const file = catalogFile(server);
  const { tools } = importCatalogs([{ uri: file, content: readFileSync(file) }]);
  const t = tools.find((x) => x.name === name);
  if (t === undefined) throw new Error(`no ${server}/${name}`);
  const properties = (t.inputSchema as { properties?: Record<string, unknown> }).properties ?? {};
  return describeTool({
    name: t.name,
    description: t.description,
    server,
    parameters: Object.keys(properties),
  });
}

describe('a level after a stream of entries picks some entries, as a state does', () => {
  it('reads console errors as console log entries of the error level', () => {
    expect(levelOfStream(['console log', 'error'])).toEqual({
      object: ['error', 'console log'],
      level: 'error',
    });
    expect(levelOfStream(['network request', 'error'])?.object).toEqual([
      'error',
      'network request',
    ]);
    // After anything but a stream of entries the level is a thing of its own: a build's errors
    // are not builds; alone it is the object.
    expect(levelOfStream(['build', 'error'])).toBeUndefined();
    expect(levelOfStream(['error'])).toBeUndefined();
    const model = modelOf('browser-tools', 'getConsoleErrors');
    expect(model.object).toEqual(['error', 'console log']);
    expect(model.states).toEqual(['error']);
  });

  it('pairs reading console errors with listing console messages', () => {
    expectConfusable(
      ['browser-tools', 'getConsoleErrors'],
      ['chrome-devtools', 'list_console_messages'],
    );
  });

  it('pairs reading failed network requests with listing network requests', () => {
    expectConfusable(
      ['browser-tools', 'getNetworkErrors'],
      ['chrome-devtools', 'list_network_requests'],
    );
  });

  it('keeps console errors apart from network requests', () => {
    expectApart(
      ['browser-tools', 'getConsoleErrors'],
      ['chrome-devtools', 'list_network_requests'],
    );
  });
});

describe("a job named only by its manner does its server's plain job", () => {
  const entry = (server: string, name: string): ConfusableEntry => ({
    server,
    model: modelOf(server, name),
  });

  it("takes the object of the server's plain job of the same action", () => {
    expect(namesOnlyManner(['ai'])).toBe(true);
    expect(namesOnlyManner(['ai', 'url'])).toBe(false);
    expect(namesOnlyManner([])).toBe(false);
    const search = entry('spider', 'spider_ai_search');
    const facts = catalogFacts([search, entry('spider', 'spider_search')]);
    expect(facts.mannerObjects.get(search)).toEqual(['web']);
    // Without a plain job on its server it names no object.
    expect(catalogFacts([search]).mannerObjects.get(search)).toBeUndefined();
  });

  it('pairs an AI-ranked web search with a web search', () => {
    expectConfusable(['brave-search', 'brave_web_search'], ['spider', 'spider_ai_search']);
    expectConfusable(['spider', 'spider_ai_search'], ['tavily', 'tavily_search']);
  });

  it('keeps an AI-ranked web search apart from an image search', () => {
    expectApart(['brave-search', 'brave_image_search'], ['spider', 'spider_ai_search']);
  });
});

describe("a web reader's scrape reads what is at a URL", () => {
  it('names scraping anything on a web reader reading a URL, on a web reader only', () => {
    expect(jobInKind('web', 'scrape', ['page'])).toEqual({ action: 'read', object: ['url'] });
    expect(jobInKind(undefined, 'scrape', ['page'])).toBeUndefined();
    expect(jobInKind('web', 'extract', ['structured'])).toBeUndefined();
  });

  it('pairs scraping a single page with fetching a URL', () => {
    expectConfusable(['fetcher', 'fetch_url'], ['spider', 'spider_scrape']);
    expectConfusable(['firecrawl', 'firecrawl_scrape'], ['spider', 'spider_scrape']);
  });

  it('names any crawl on a web reader crawling a website', () => {
    expect(jobInKind('web', 'crawl', ['multi', 'page'])).toEqual({
      action: 'crawl',
      object: ['website'],
    });
    expect(jobInKind(undefined, 'crawl', ['multi', 'page'])).toBeUndefined();
  });

  it('pairs crawling multiple pages with crawling a website', () => {
    expectConfusable(['firecrawl', 'firecrawl_crawl'], ['spider', 'spider_crawl']);
    expectConfusable(['spider', 'spider_crawl'], ['tavily', 'tavily_crawl']);
  });

  it('does not pair an AI-guided crawl with itself', () => {
    const tools = load(['spider']);
    const self = confusableToolPairs(tools).filter(
      (p) => p.a.name === p.b.name && p.a.server === p.b.server,
    );
    expect(self).toEqual([]);
  });

  it("keeps scraping a page apart from listing a page's links", () => {
    expectApart(['spider', 'spider_links'], ['spider', 'spider_scrape']);
  });
});

describe('a code-mode tool covers each tool of its server', () => {
  it("knows code run with access to its server's tools, not code run in a page", () => {
    expect(runsServerTools(modelOf('mysql-neverinfamous', 'mysql_execute_code'))).toBe(true);
    expect(runsServerTools(modelOf('chrome-devtools', 'evaluate_script'))).toBe(false);
    expect(runsServerTools(modelOf('selenium', 'execute_script'))).toBe(false);
    expect(runsServerTools(modelOf('mysql-neverinfamous', 'mysql_read_query'))).toBe(false);
  });

  it("pairs MySQL's code-mode tool with its JSON and table tools", () => {
    expectConfusable(
      ['mysql-neverinfamous', 'mysql_execute_code'],
      ['mysql-neverinfamous', 'mysql_json_get'],
    );
    expectConfusable(
      ['mysql-neverinfamous', 'mysql_describe_table'],
      ['mysql-neverinfamous', 'mysql_execute_code'],
    );
  });

  it("keeps a code-mode tool apart from another server's tools", () => {
    expectApart(['mysql-hovecapital', 'connect'], ['mysql-neverinfamous', 'mysql_execute_code']);
  });
});

describe('an upsert is a special case of an update', () => {
  it('relates upsert to update, not to delete', () => {
    expect(actionRelation('upsert', 'update')).toBe('special-case');
    expect(actionRelation('update', 'upsert')).toBe('special-case');
    expect(actionRelation('upsert', 'delete')).toBe('different');
  });

  it("pairs Cosmos DB's upsert with its update of a document", () => {
    expectConfusable(['cosmosdb', 'mcp_update_document'], ['cosmosdb', 'mcp_upsert_document']);
  });

  it('keeps an upsert apart from a delete of a document', () => {
    expectApart(['cosmosdb', 'mcp_delete_document'], ['cosmosdb', 'mcp_upsert_document']);
  });
});

describe('getting an audit runs it', () => {
  it('reads a get of an audit as running it, and only of an audit', () => {
    expect(modelOf('chrome-devtools', 'lighthouse_audit').action).toBe('run');
    expect(modelOf('browser-tools', 'runSEOAudit').action).toBe('run');
    expect(modelOf('chrome-devtools', 'list_console_messages').action).toBe('list');
  });

  it('pairs running a Lighthouse SEO audit with getting Lighthouse audit results', () => {
    expectConfusable(['browser-tools', 'runSEOAudit'], ['chrome-devtools', 'lighthouse_audit']);
  });

  it('keeps a Lighthouse audit apart from a performance trace', () => {
    expectApart(['browser-tools', 'runSEOAudit'], ['chrome-devtools', 'performance_start_trace']);
  });
});
