// Issue 14, session 12: pairs of the eighth held-out set's dev half (examples/heldout8) that the
// model paired for reasons of language, kept apart by general rules. Each rule has a test on its
// mechanism and a regression test on a real pair.
import { addressedApart, webContentApart } from '../../src/lexical/web-content.js';
import { expectApart, expectConfusable, pairsOf } from './confusable-pairs.js';

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
});

describe('words of web content mean it only on a server that reads the web', () => {
  it("keeps a known non-web kind's format or link apart from other kinds", () => {
    expect(webContentApart({ kind: 'sql', head: 'json' }, { kind: 'web', head: 'json' })).toBe(
      true,
    );
    expect(webContentApart({ kind: 'sql', head: 'json' }, { kind: 'web', head: 'url' })).toBe(true);
    expect(webContentApart({ kind: 'sql', head: 'json' }, { head: 'url' })).toBe(true);
    expect(webContentApart({ kind: 'crm', head: 'url' }, { kind: 'web', head: 'markdown' })).toBe(
      true,
    );
  });

  it('leaves web content of web readers, browsers and unknown kinds as it is', () => {
    expect(webContentApart({ kind: 'web', head: 'json' }, { head: 'url' })).toBe(false);
    expect(webContentApart({ kind: 'browser', head: 'html' }, { kind: 'web', head: 'url' })).toBe(
      false,
    );
    expect(webContentApart({ kind: 'sql', head: 'json' }, { kind: 'sql', head: 'json' })).toBe(
      false,
    );
    expect(webContentApart({ kind: 'sql', head: 'table' }, { kind: 'web', head: 'url' })).toBe(
      false,
    );
  });

  it('keeps a MySQL JSON column read apart from fetching JSON (mysql_json_get ~ fetch_json)', () => {
    expectApart(['mysql-neverinfamous', 'mysql_json_get'], ['fetch-server', 'fetch_json']);
  });

  it('keeps a MySQL JSON column search apart from a web search (mysql_json_search ~ brave_web_search)', () => {
    expectApart(['mysql-neverinfamous', 'mysql_json_search'], ['brave-search', 'brave_web_search']);
  });

  it('keeps a JSON path extract apart from reading files and URLs (mysql_json_extract ~ read_file)', () => {
    expectApart(['mysql-neverinfamous', 'mysql_json_extract'], ['desktop-commander', 'read_file']);
  });

  it('still pairs two web fetchers of other forms (fetch_json ~ fetch_url)', () => {
    expectConfusable(['fetch-server', 'fetch_json'], ['fetcher', 'fetch_url']);
  });
});

describe('a capture of a web address it is given is not one of the page a browser has open', () => {
  it('keeps an addressed object apart from the bare one of a server that is no web reader', () => {
    const crawler = { kind: 'web', object: ['url', 'screenshot'] };
    expect(addressedApart(crawler, { kind: 'browser', object: ['screenshot'] })).toBe(true);
    expect(addressedApart(crawler, { object: ['screenshot'] })).toBe(true);
  });

  it('leaves two web readers, two addressed objects and other qualifiers as they are', () => {
    const crawler = { kind: 'web', object: ['url', 'screenshot'] };
    expect(addressedApart(crawler, { kind: 'web', object: ['screenshot'] })).toBe(false);
    expect(addressedApart(crawler, { kind: 'browser', object: ['url', 'screenshot'] })).toBe(false);
    expect(addressedApart({ object: ['web', 'question'] }, { object: ['question'] })).toBe(false);
    expect(addressedApart(crawler, { kind: 'browser', object: ['snapshot'] })).toBe(false);
  });

  it("keeps a crawler's URL screenshot apart from a browser's (spider_screenshot ~ take_screenshot)", () => {
    expectApart(['spider', 'spider_screenshot'], ['chrome-devtools', 'take_screenshot']);
    expectApart(['spider', 'spider_screenshot'], ['browser-tools', 'takeScreenshot']);
  });

  it('keeps it apart from a current-page screenshot of a server of no known kind (spider_screenshot ~ webresearch take_screenshot)', () => {
    expectApart(['spider', 'spider_screenshot'], ['webresearch', 'take_screenshot']);
  });

  it("still pairs two browsers' screenshots (take_screenshot ~ takeScreenshot)", () => {
    expectConfusable(['chrome-devtools', 'take_screenshot'], ['browser-tools', 'takeScreenshot']);
  });
});

describe('read, the parts of what a browser fills are different things', () => {
  const browserA = (extra: unknown[]) => [
    'browser-a',
    [
      tool('browser_navigate', 'Navigate the browser to a URL.'),
      tool('browser_click', 'Click an element on the page by selector.'),
      ...extra,
    ],
  ];
  const browserB = (extra: unknown[]) => [
    'browser-b',
    [
      tool('navigate', 'Navigate the browser tab to a URL.'),
      tool('click', 'Click on an element of the open tab.'),
      ...extra,
    ],
  ];

  it('keeps reading an element apart from reading a text', () => {
    const pairs = pairsOf(
      browserA([tool('get_element', 'Get an element of the page with its attributes.')]) as [
        string,
        unknown[],
      ],
      browserB([tool('get_field_text', 'Get the text typed into a field.')]) as [string, unknown[]],
    );
    expect(pairs).not.toContain('browser-a/get_element ~ browser-b/get_field_text');
    expect(pairs).toContain('browser-a/browser_navigate ~ browser-b/navigate');
  });

  it('still fills a form, a field or its text as one job', () => {
    const pairs = pairsOf(
      browserA([tool('fill_form', 'Fill the form on the page.')]) as [string, unknown[]],
      browserB([tool('fill_input', 'Fill an input of the page.')]) as [string, unknown[]],
    );
    expect(pairs).toContain('browser-a/fill_form ~ browser-b/fill_input');
  });

  it("keeps DevTools' selected element apart from an element's text (getSelectedElement ~ get_element_text)", () => {
    expectApart(['browser-tools', 'getSelectedElement'], ['selenium', 'get_element_text']);
  });

  it("keeps DevTools' selected element apart from the page's text (getSelectedElement ~ browser_get_text)", () => {
    expectApart(
      ['browser-tools', 'getSelectedElement'],
      ['browser-agent-infra', 'browser_get_text'],
    );
  });

  it("still pairs two browsers' element text reads (get_element_text ~ browser_get_text)", () => {
    expectConfusable(['selenium', 'get_element_text'], ['agent-browser', 'browser_get_text']);
  });
});

describe("a server's tools for differently qualified things do different jobs", () => {
  it('keeps two siblings apart whose qualifiers are words of the language', () => {
    const pairs = pairsOf([
      'office',
      [
        tool('send_channel_message', 'Send a message to a channel.'),
        tool('send_chat_message', 'Send a message to a group chat.'),
      ],
    ]);
    expect(pairs).not.toContain('office/send_channel_message ~ office/send_chat_message');
  });

  it('leaves flavours named by proper names one job (gfs_forecast ~ ecmwf_forecast)', () => {
    expectConfusable(['open-meteo', 'gfs_forecast'], ['open-meteo', 'ecmwf_forecast']);
  });

  it('leaves states one job (get_recent_messages ~ get_unseen_messages)', () => {
    expectConfusable(
      ['mail-server', 'get_recent_messages'],
      ['mail-server', 'get_unseen_messages'],
    );
  });

  it('leaves listings of work items by owner one job (iterations-get-stories ~ projects-get-stories)', () => {
    expectConfusable(['shortcut', 'iterations-get-stories'], ['shortcut', 'projects-get-stories']);
  });

  it('keeps audits of different categories apart (runAccessibilityAudit ~ runPerformanceAudit)', () => {
    expectApart(
      ['browser-tools', 'runAccessibilityAudit'],
      ['browser-tools', 'runPerformanceAudit'],
    );
  });

  it('keeps a category of the language apart from one written as a name (runPerformanceAudit ~ runSEOAudit)', () => {
    expectApart(['browser-tools', 'runPerformanceAudit'], ['browser-tools', 'runSEOAudit']);
  });

  it("keeps a cycle's issues apart from a module's (add_cycle_issues ~ add_module_issues)", () => {
    expectApart(['plane', 'add_cycle_issues'], ['plane', 'add_module_issues']);
  });

  it("keeps a channel's message apart from a chat's (send_channel_message ~ send_chat_message)", () => {
    expectApart(['teams', 'send_channel_message'], ['teams', 'send_chat_message']);
  });
});
