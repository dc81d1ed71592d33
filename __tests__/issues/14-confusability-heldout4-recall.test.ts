// Issue 14, session 9 (round 3): confusable pairs the model missed on the fourth held-out set
// (examples/heldout4; labels in examples/labels/heldout4-s9.json, tuned on its dev half), each
// found again by a general rule about how servers name their tools. Each rule has a test on its
// mechanism and a regression test on a real pair.
import {
  canonicalObject,
  describeTool,
  namespacePrefixes,
  providerWords,
} from '../../src/lexical/index.js';
import { isSqlWrite } from '../../src/lexical/lexicon.js';
import { expectConfusable } from './confusable-pairs.js';

/** Tool names of one server, as the name-reading functions take them. */
function server(name: string, tools: string[]) {
  return tools.map((t) => ({ name: t, server: name }));
}

const WRAPPER = server('omni', [
  'tavily_search',
  'brave_search',
  'kagi_search',
  'tavily_extract_process',
  'kagi_summarizer_process',
  'firecrawl_scrape_process',
  'firecrawl_crawl_process',
  'jina_reader_process',
]);

describe('a server that wraps several providers names them first: they are flavours', () => {
  it('finds the providers of a wrapper, and none on one product or on jobs named by kind', () => {
    const naming = providerWords(WRAPPER).get('omni');
    expect([...(naming?.names ?? [])].sort()).toEqual([
      'brave',
      'firecrawl',
      'jina',
      'kagi',
      'tavily',
    ]);
    expect(providerWords(server('slack', ['slack_post', 'slack_list', 'slack_read']))).toEqual(
      new Map(),
    );
    expect(
      providerWords(
        server('search', ['web_search', 'news_search', 'image_search', 'video_search']),
      ),
    ).toEqual(new Map());
    expect(
      providerWords(server('git', ['create_issue', 'update_issue', 'get_issue', 'list_issues'])),
    ).toEqual(new Map());
  });

  it('reads the job without the provider: the sentence says what it acts on', () => {
    const providers = providerWords(WRAPPER).get('omni');
    const model = describeTool({
      name: 'tavily_search',
      description: 'Search the web using Tavily Search API.',
      server: 'omni',
      providers,
    });
    expect(model.object).toEqual(['web']);
  });

  it('omnisearch/tavily_search ~ serper/google_search: both search the web', () => {
    expectConfusable(['omnisearch', 'tavily_search'], ['serper', 'google_search']);
  });
});

describe("a wrapper's last word shared by several providers is a category, not the object", () => {
  it('finds `process` after the jobs of several providers, never a job word', () => {
    expect([...(providerWords(WRAPPER).get('omni')?.categories ?? [])]).toEqual(['process']);
    const model = describeTool({
      name: 'firecrawl_scrape_process',
      description: 'Extract clean data from single URLs using Firecrawl.',
      server: 'omni',
      providers: providerWords(WRAPPER).get('omni'),
    });
    expect(model.verb).toBe('scrape');
    expect(model.object).not.toContain('process');
    expect(model.object).not.toContain('firecrawl');
  });

  it('omnisearch/tavily_extract_process ~ tavily/tavily_extract: both read web pages by URL', () => {
    expectConfusable(['omnisearch', 'tavily_extract_process'], ['tavily', 'tavily_extract']);
  });
});

describe('a provider named alone with its job keeps its known meaning', () => {
  it("reads a web search engine's name as the web when the name says nothing else", () => {
    const model = describeTool({
      name: 'kagi_search',
      description: 'High-quality search results with minimal advertising influence.',
      server: 'omni',
      providers: providerWords(WRAPPER).get('omni'),
    });
    expect(model.object).toEqual(['web']);
  });

  it('duckduckgo/duckduckgo_web_search ~ omnisearch/kagi_search: both search the web', () => {
    expectConfusable(['duckduckgo', 'duckduckgo_web_search'], ['omnisearch', 'kagi_search']);
  });
});

describe("a clipped server name is the server's namespace, even when it is a verb", () => {
  it('takes `woo` of woocommerce, not `fetch` of fetcher', () => {
    const woo = server('woocommerce', ['woo_orders_list', 'woo_orders_get', 'woo_products_list']);
    expect(namespacePrefixes(woo).get('woocommerce')).toBe('woo');
    const fetcher = server('fetcher', ['fetch_url', 'fetch_html', 'fetch_markdown']);
    expect(namespacePrefixes(fetcher).get('fetcher')).toBeUndefined();
  });

  it('shopify/update-product ~ woocommerce/woo_products_update: both update a product', () => {
    expectConfusable(['shopify', 'update-product'], ['woocommerce', 'woo_products_update']);
  });
});

describe('a name naming only the doer of an action does that action', () => {
  it('reads `reader` as read and `summarizer` as summarize, not an object noun in -er', () => {
    const reader = describeTool({ name: 'reader', description: 'Convert any URL to clean text.' });
    expect(reader.verb).toBe('read');
    expect(reader.object).not.toContain('reader');
    const summarizer = describeTool({ name: 'summarizer', description: 'Summarize a page.' });
    expect(summarizer.verb).toBe('summarize');
    const folder = describeTool({ name: 'folder', description: 'The folders of a drive.' });
    expect(folder.verb).not.toBe('fold');
  });

  it('fetcher/fetch_url ~ omnisearch/jina_reader_process: both read a web page by URL', () => {
    expectConfusable(['fetcher', 'fetch_url'], ['omnisearch', 'jina_reader_process']);
  });
});

describe('a SQL runner covers the schema objects of data definition', () => {
  it('reads creating an index, function or trigger and managing a schema as SQL writes', () => {
    expect(isSqlWrite('create', 'index')).toBe(true);
    expect(isSqlWrite('create', 'function')).toBe(true);
    expect(isSqlWrite('manage', 'trigger')).toBe(true);
    expect(isSqlWrite('manage', 'schema')).toBe(true);
    expect(isSqlWrite('read', 'function')).toBe(false);
    expect(isSqlWrite('create', 'issue')).toBe(false);
  });

  it('mysql-liangshanli/sql_query ~ postgres-henkey/pg_manage_triggers: SQL creates triggers', () => {
    expectConfusable(['mysql-liangshanli', 'sql_query'], ['postgres-henkey', 'pg_manage_triggers']);
  });

  it('postgres-enhanced/createFunction ~ sqlite-simple/execute: SQL creates functions', () => {
    expectConfusable(['postgres-enhanced', 'createFunction'], ['sqlite-simple', 'execute']);
  });

  it('execute (mysql-f4ww4z) and pg_execute_mutation ~ pg_manage_triggers (postgres-henkey): a runner of INSERT, UPDATE and DELETE passes a CREATE TRIGGER on too', () => {
    expectConfusable(['mysql-f4ww4z', 'execute'], ['postgres-henkey', 'pg_manage_triggers']);
    expectConfusable(
      ['postgres-henkey', 'pg_execute_mutation'],
      ['postgres-henkey', 'pg_manage_triggers'],
    );
  });
});

describe("a tracker's time box is one thing whatever the tracker calls it", () => {
  it('reads a cycle and an iteration as a sprint', () => {
    expect(canonicalObject(['cycle'])).toEqual(['sprint']);
    expect(canonicalObject(['iteration'])).toEqual(['sprint']);
  });

  it('plane/list_cycles ~ shortcut/iterations-search: both list or find sprints', () => {
    expectConfusable(['plane', 'list_cycles'], ['shortcut', 'iterations-search']);
  });
});
