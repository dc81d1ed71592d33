// Issue 14, session 21: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool, runnerDoes, runnersBySplit, toolRunnerOf } from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe("a tool runner runs its own server's jobs, and a registry's its kind's", () => {
  it("comfyui/call_tool (41 tools of its own) runs ComfyUI's tools, not a job queue's: ~ bullmq stays apart", () => {
    expectApart(['bullmq', 'add_job'], ['comfyui', 'call_tool']);
    expectApart(['bullmq', 'pause_queue'], ['comfyui', 'call_tool']);
    expectApart(['bullmq', 'remove_job'], ['comfyui', 'call_tool']);
  });

  it('comfyui/call_tool ~ comfyui/generate_image, get_history: its only runner runs any tool of its server, reads too', () => {
    expectConfusable(['comfyui', 'call_tool'], ['comfyui', 'generate_image']);
    expectConfusable(['comfyui', 'call_tool'], ['comfyui', 'get_history']);
  });

  it("fast-playwright/browser_execute (7 tools: its jobs behind a registry) ~ agent-browser's clicks and navigations", () => {
    expectConfusable(['fast-playwright', 'browser_execute'], ['agent-browser', 'browser_click']);
    expectConfusable(
      ['fast-playwright', 'browser_batch_execute'],
      ['agent-browser', 'browser_go_back'],
    );
  });

  it('a proxy ("Execute tool on MCP server") runs other servers\' tools: slop/execute_tool ~ slop/manage_mcps, next-devtools/nextjs_call ~ nextjs_index stay apart', () => {
    expectApart(['slop', 'execute_tool'], ['slop', 'manage_mcps']);
    expectApart(['slop', 'execute_tool'], ['slop', 'slop_help']);
    expectApart(['next-devtools', 'nextjs_call'], ['next-devtools', 'nextjs_index']);
  });
});

describe('what a runner runs, from its first sentence and its server', () => {
  const schema = {
    type: 'object',
    properties: { tool: { type: 'string' }, args: { type: 'object' } },
  };

  it('reads, actions beside a read-only runner, any tool alone, or a proxy of another server', () => {
    expect(toolRunnerOf(schema, 'Run a registered read-only browser tool.')).toBe('reads');
    expect(toolRunnerOf(schema, 'Execute tool on MCP server.')).toBe('proxy');
    expect(toolRunnerOf(schema, 'Execute a tool from the catalog by name.')).toBe('actions');
    expect(
      runnersBySplit([
        { server: 'a', runner: 'actions' },
        { server: 'a', runner: 'reads' },
        { server: 'b', runner: 'actions' },
        { server: 'b' },
      ]),
    ).toEqual(['actions', 'reads', 'any', undefined]);
  });

  it('a proxy does no job of its own server; any runs reads and actions, not code', () => {
    expect(runnerDoes('proxy', 'delete')).toBe(false);
    expect(runnerDoes('any', 'read')).toBe(true);
    expect(runnerDoes('any', 'delete')).toBe(true);
    expect(runnerDoes('any', 'run')).toBe(false);
    expect(runnerDoes('actions', 'read')).toBe(false);
  });
});

describe('the tail of a hyphenated compound is no verb of the first sentence', () => {
  it('vibgrate/library_docs ("Version-correct usage docs for a library") corrects nothing', () => {
    const docs = describeTool({
      name: 'library_docs',
      description: 'Version-correct usage docs for a library, sliced to a token budget.',
    });
    expect(docs.action).toBeUndefined();
    expect(docs.object).toEqual(['library', 'documentation']);
  });

  it('a verb after a prefix stays the verb: "Re-run the failed jobs of a workflow" runs', () => {
    expect(
      describeTool({ name: 'jobs', description: 'Re-run the failed jobs of a workflow.' }).action,
    ).toBe('run');
  });
});

describe("a tool named for any library's docs and given a query searches any library's documentation", () => {
  it('vibgrate/library_docs (`query`) ~ context7/query-docs, ag-grid/search_docs, mantine/search_docs', () => {
    expectConfusable(['vibgrate', 'library_docs'], ['context7', 'query-docs']);
    expectConfusable(['vibgrate', 'library_docs'], ['ag-grid', 'search_docs']);
    expectConfusable(['vibgrate', 'library_docs'], ['mantine', 'search_docs']);
  });

  it("a framework's symbols stay the framework's: apple-docs/search_framework_symbols ~ tradingview/search_symbols stay apart", () => {
    expectApart(['apple-docs', 'search_framework_symbols'], ['tradingview', 'search_symbols']);
  });
});

describe('scraping and crawling read the web, whatever the server serves', () => {
  it('sf-docs/scrape_single_page (a docs server: "Scrape a single Salesforce documentation page") ~ firecrawl/firecrawl_scrape, fetch-server/fetch_html', () => {
    expectConfusable(['sf-docs', 'scrape_single_page'], ['firecrawl', 'firecrawl_scrape']);
    expectConfusable(['sf-docs', 'scrape_single_page'], ['fetch-server', 'fetch_html']);
  });

  it('sf-docs/mass_extract_guide ("Spiders a root … page") ~ tavily/tavily_crawl', () => {
    expectConfusable(['sf-docs', 'mass_extract_guide'], ['tavily', 'tavily_crawl']);
  });

  it('only at an address it is given: prometheus/prometheus_scrape_pool_targets (its own scrape pools) ~ fetch-server/fetch_html stay apart', () => {
    expectApart(['prometheus', 'prometheus_scrape_pool_targets'], ['fetch-server', 'fetch_html']);
    expectApart(
      ['prometheus', 'prometheus_scrape_pool_targets'],
      ['firecrawl', 'firecrawl_scrape'],
    );
  });
});

describe("the name's word glossed in parentheses after another names that other thing", () => {
  it('mysql-toolkit/list_schemas ("List the databases (schemas) visible …") ~ mssql-node/list_databases, metabase/list_databases', () => {
    expectConfusable(['mysql-toolkit', 'list_schemas'], ['mssql-node', 'list_databases']);
    expectConfusable(['mysql-toolkit', 'list_schemas'], ['metabase', 'list_databases']);
  });

  it('no acronym and no compound of the word before: git/git_reflog ("reference logs (reflog)") ~ mcp-git/git_log stay apart', () => {
    expectApart(['git', 'git_reflog'], ['mcp-git', 'git_log']);
    expect(
      describeTool({ name: 'rum', description: 'Query Real User Monitoring (RUM) sessions.' })
        .object,
    ).not.toContain('monitor');
  });
});

describe('a selector value that is no action, glossed in the description with one, does that job', () => {
  it('claude-in-mobile/input ("text: type text. key: press key.") ~ mobile-pixel/type_text', () => {
    expectConfusable(['claude-in-mobile', 'input'], ['mobile-pixel', 'type_text']);
  });

  it('the gloss gives the job; an unglossed value that is no action gives none', () => {
    const input = describeTool({
      name: 'input',
      description:
        'Input actions. tap/double_tap: coords or text. text: type text. key: press key.',
      choices: { action: ['tap', 'double_tap', 'text', 'key', 'mode'] },
    });
    const jobs = (input.alternatives ?? []).map((m) => `${m.action}:${m.object.join(' ')}`);
    expect(jobs).toEqual(expect.arrayContaining(['fill:text', 'press:key']));
    expect(jobs.some((j) => j.endsWith(':mode'))).toBe(false);
  });
});
