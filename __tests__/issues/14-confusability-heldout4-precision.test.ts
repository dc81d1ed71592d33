// Issue 14, session 9 round 3: pairs of the fourth held-out set's dev half (examples/heldout4,
// labels in examples/labels/heldout4-s9.json) that the model reported although the two tools do
// different jobs, kept apart by a general rule. Each rule has a test on its mechanism and a
// regression test on a real pair.
import { confusableToolPairs, importCatalogs } from '../../src/analyze/scan.js';
import { isKindRelativeObject, systemKindOf } from '../../src/lexical/index.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

type Spec = { name: string; description: string };

function pairsOf(servers: Record<string, Spec[]>) {
  const sources = Object.entries(servers).map(([server, tools]) => ({
    uri: `${server}.json`,
    content: Buffer.from(
      JSON.stringify({
        server,
        tools: tools.map((t) => ({
          ...t,
          inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
        })),
      }),
    ),
  }));
  return confusableToolPairs(importCatalogs(sources).tools).map(
    (p) => `${p.a.server}/${p.a.name} ~ ${p.b.server}/${p.b.name}`,
  );
}

const BROWSER: Spec[] = [
  { name: 'browser_navigate', description: 'Navigate the browser to a URL' },
  { name: 'browser_click', description: 'Click an element on the page' },
  { name: 'browser_get_markdown', description: 'Get the markdown of the current page' },
];

describe("a browser's open page is no other server's", () => {
  it('classes a server whose tools drive a browser as a browser', () => {
    const words = BROWSER.map(
      (t) =>
        new Set(
          `${t.name} ${t.description}`
            .toLowerCase()
            .split(/[\s_]+/)
            .map(stem),
        ),
    );
    expect(systemKindOf(words)).toBe('browser');
  });

  it('keeps a browser tool apart from one of a server that never speaks of a browser', () => {
    const pairs = pairsOf({
      browser: BROWSER,
      fetcher: [{ name: 'fetch_markdown', description: 'Fetch a URL and return its markdown' }],
    });
    expect(pairs).not.toContain('browser/browser_get_markdown ~ fetcher/fetch_markdown');
  });

  it('still pairs it with a server whose tools use a browser', () => {
    const pairs = pairsOf({
      browser: BROWSER,
      headless: [
        {
          name: 'fetch_markdown',
          description: 'Open a URL in a headless browser and return the markdown of the page',
        },
      ],
    });
    expect(pairs).toContain('browser/browser_get_markdown ~ headless/fetch_markdown');
  });

  it('browser_get_markdown (browser-agent-infra) ≁ fetch_markdown (fetch-server): open page vs fetching a URL', () => {
    expectApart(
      ['browser-agent-infra', 'browser_get_markdown'],
      ['fetch-server', 'fetch_markdown'],
    );
  });

  it('browser_read_links (browser-agent-infra) ≁ duckduckgo_web_search (duckduckgo): links on the page vs a web search', () => {
    expectApart(
      ['browser-agent-infra', 'browser_read_links'],
      ['duckduckgo', 'duckduckgo_web_search'],
    );
  });

  it('browser_screenshot (browsermcp) ~ take_screenshot (webresearch): both screenshot the page', () => {
    expectConfusable(['browsermcp', 'browser_screenshot'], ['webresearch', 'take_screenshot']);
  });
});

describe("an index is its kind of system's", () => {
  it('reads index as an object whose meaning the kind of system sets', () => {
    expect(isKindRelativeObject('index')).toBe(true);
  });

  it('create-index-for-model (pinecone) ≁ createIndex (postgres-enhanced) and ≁ create-index (mongodb): a vector index is neither a table index nor a collection index', () => {
    expectApart(['pinecone', 'create-index-for-model'], ['postgres-enhanced', 'createIndex']);
    expectApart(['pinecone', 'create-index-for-model'], ['mongodb', 'create-index']);
  });
});
