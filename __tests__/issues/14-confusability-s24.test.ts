// Issue 14, session 24: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { canonicalObject } from '../../src/lexical/lexicon.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a name that asks whether a state holds reads that state', () => {
  it('browser_is_enabled enables nothing and browser_is_checked ticks no box: both read', () => {
    const enabled = describeTool({
      name: 'browser_is_enabled',
      description: 'Check if element is enabled',
      prefix: 'browser',
    });
    expect([enabled.action, enabled.object, enabled.states]).toEqual([
      'read',
      ['enable'],
      undefined,
    ]);
    const checked = describeTool({
      name: 'browser_is_checked',
      description: 'Check if a checkbox/radio is checked',
      prefix: 'browser',
    });
    expect([checked.action, checked.object]).toEqual(['read', ['check']]);
  });

  it('a question after a verb is no question name: get_what_is_next keeps its verb', () => {
    const m = describeTool({ name: 'get_what_is_next', description: 'Get what is next.' });
    expect(m.verb).toBe('get');
  });

  it('reading a checkbox state vs setting it: agent-browser/browser_check ~ browser_is_checked stay apart', () => {
    expectApart(['agent-browser', 'browser_check'], ['agent-browser', 'browser_is_checked']);
    expectApart(['agent-browser', 'browser_check'], ['playwright-ejazullah', 'browser_is_checked']);
    expectApart(
      ['agent-browser', 'browser_is_checked'],
      ['playwright-ejazullah', 'browser_check_checkbox'],
    );
  });

  it('two states asked about are two reads: agent-browser/browser_is_enabled ~ playwright-ejazullah/browser_is_visible stay apart', () => {
    expectApart(
      ['agent-browser', 'browser_is_enabled'],
      ['playwright-ejazullah', 'browser_is_visible'],
    );
    expectApart(['agent-browser', 'browser_is_enabled'], ['agent-browser', 'browser_is_visible']);
  });

  it('one state asked on two servers is one read: agent-browser/browser_is_visible ~ playwright-ejazullah/browser_is_visible', () => {
    expectConfusable(
      ['agent-browser', 'browser_is_visible'],
      ['playwright-ejazullah', 'browser_is_visible'],
    );
  });

  it('a read-only runner runs a state check: fast-playwright/browser_query ~ playwright-ejazullah/browser_is_checked', () => {
    expectConfusable(
      ['fast-playwright', 'browser_query'],
      ['playwright-ejazullah', 'browser_is_checked'],
    );
  });
});

describe('scholarly papers', () => {
  it('a research paper is a paper, not a question (research is a question only as the head)', () => {
    expect(canonicalObject(['research', 'paper'].map(stem))).toEqual(['research', 'paper']);
    expect(canonicalObject(['research'].map(stem))).toEqual(['question']);
  });

  it('pubmed (articles by PMID, Europe PMC) is a literature database', () => {
    expect(kindOfServer('pubmed')).toBe('literature');
  });

  it('a paper search is one job on any index: firecrawl/firecrawl_research_search_papers ~ pubmed/pubmed_search_articles, latest-science/search_papers', () => {
    expectConfusable(
      ['firecrawl', 'firecrawl_research_search_papers'],
      ['pubmed', 'pubmed_search_articles'],
    );
    expectConfusable(
      ['firecrawl', 'firecrawl_research_search_papers'],
      ['latest-science', 'search_papers'],
    );
    expectConfusable(['latest-science', 'search_papers'], ['pubmed', 'pubmed_search_articles']);
  });
});

describe('what a form holds is one class only on a screen', () => {
  it("a market's options, a screener's fields and a device's on-screen text stay apart: mobile-pixel/find_text ~ yahoo-finance/get_options, tradingview/list_fields ~ yahoo-finance/get_options", () => {
    expectApart(['mobile-pixel', 'find_text'], ['yahoo-finance', 'get_options']);
    expectApart(['tradingview', 'list_fields'], ['yahoo-finance', 'get_options']);
  });

  it("text is a diagram's shape as an element is: excalidraw-canvas/create_element ~ frame0/create_text", () => {
    expectConfusable(['excalidraw-canvas', 'create_element'], ['frame0', 'create_text']);
  });
});

describe("a browser's page address", () => {
  it('is no form of the page content: browser-agent-infra/browser_get_markdown ~ vibium/browser_get_url stay apart', () => {
    expectApart(['browser-agent-infra', 'browser_get_markdown'], ['vibium', 'browser_get_url']);
  });

  it('is one read on two browsers: agent-browser/browser_get_url ~ vibium/browser_get_url', () => {
    expectConfusable(['agent-browser', 'browser_get_url'], ['vibium', 'browser_get_url']);
  });
});

describe('forges', () => {
  it("clasp pulls files but is no forge: apps-script's kind is unknown", () => {
    expect(kindOfServer('apps-script')).toBeUndefined();
  });
});

describe('names', () => {
  it('a two-word namespace is the prefix: agent-reverse-proxy/proxied_browser_type ~ chrome-devtools/type_text, proxied_browser_press_key ~ selenium/press_key', () => {
    expectConfusable(
      ['agent-reverse-proxy', 'proxied_browser_type'],
      ['chrome-devtools', 'type_text'],
    );
    expectConfusable(
      ['agent-reverse-proxy', 'proxied_browser_press_key'],
      ['selenium', 'press_key'],
    );
  });

  it('a page action named on a frame acts inside it: playwright/browser_type ~ executeautomation-playwright/playwright_iframe_fill stay apart', () => {
    expectApart(
      ['playwright', 'browser_type'],
      ['executeautomation-playwright', 'playwright_iframe_fill'],
    );
    expectApart(
      ['agent-reverse-proxy', 'proxied_browser_type'],
      ['executeautomation-playwright', 'playwright_iframe_fill'],
    );
    const m = describeTool({ name: 'create_frame', description: 'Create a frame shape.' });
    expect(m.object).toEqual(['frame']);
  });

  it('an abbreviation the sentence spells out: convex/envList ~ coolify/env_vars', () => {
    const m = describeTool({
      name: 'envGet',
      description: 'Get a specific environment variable from your Convex deployment.',
    });
    expect(m.object).toEqual(['environment variable']);
    expectConfusable(['convex', 'envList'], ['coolify', 'env_vars']);
  });
});

describe('spreadsheets', () => {
  it('an Excel reader is a spreadsheet server', () => {
    expect(kindOfServer('excel-parser')).toBe('sheet');
  });

  it('reading an Excel workbook reads its sheets, writing its cells writes the sheet: excel/excel_read_sheet ~ excel-parser/read-excel, excel_write_to_sheet ~ write-excel-cells', () => {
    expectConfusable(['excel', 'excel_read_sheet'], ['excel-parser', 'read-excel']);
    expectConfusable(['excel', 'excel_write_to_sheet'], ['excel-parser', 'write-excel-cells']);
  });
});

describe('what a platform deploys is the application', () => {
  it('firebase/firebase_deploy ~ render/deploy_service, coolify/redeploy_project', () => {
    expectConfusable(['firebase', 'firebase_deploy'], ['render', 'deploy_service']);
    expectConfusable(['coolify', 'redeploy_project'], ['firebase', 'firebase_deploy']);
  });
});

describe("a market's price history and symbols", () => {
  it('a chart, klines and historical data are one history: stockquotes/get_historical_data ~ yahoo-finance/get_chart, stock-sdk/get_history_kline ~ yahoo-finance/get_chart', () => {
    expectConfusable(['stockquotes', 'get_historical_data'], ['yahoo-finance', 'get_chart']);
    expectConfusable(['stock-sdk', 'get_history_kline'], ['yahoo-finance', 'get_chart']);
  });

  it('searching stocks finds their symbols: stockquotes/search_stocks ~ yahoo-finance/search_symbols', () => {
    expectConfusable(['stockquotes', 'search_stocks'], ['yahoo-finance', 'search_symbols']);
  });

  it('reading a quote is no history: yahoo-finance/get_quote ~ yahoo-finance/get_chart stay apart', () => {
    expectApart(['yahoo-finance', 'get_quote'], ['yahoo-finance', 'get_chart']);
  });
});

describe('sessions', () => {
  it('quitting a browser closes its session, launching one starts it: browserbase/browserbase_session_close ~ vibium/browser_quit, agent-browser/browser_new_session ~ vibium/browser_launch', () => {
    expectConfusable(['browserbase', 'browserbase_session_close'], ['vibium', 'browser_quit']);
    expectConfusable(['agent-browser', 'browser_new_session'], ['vibium', 'browser_launch']);
  });
});

describe('model families and proper names', () => {
  it('"Chat with Gemini 3.1 Flash model": Flash is a name, no verb; gemini_chat ~ ollama/ollama_chat', () => {
    const m = describeTool({
      name: 'gemini_chat',
      description: 'Chat with Gemini 3.1 Flash model. Supports multi-turn conversations.',
    });
    expect(m.verb).toBeUndefined();
    expectConfusable(['nanobanana', 'gemini_chat'], ['ollama', 'ollama_chat']);
  });

  it('the model family is no part of the object: nano-banana/generate_image ~ nanobanana/gemini_generate_image', () => {
    expectConfusable(['nano-banana', 'generate_image'], ['nanobanana', 'gemini_generate_image']);
  });

  it('a title-case sentence keeps its verb: "Create A New Task"', () => {
    const m = describeTool({ name: 'new_task', description: 'Quickly Create A New Task' });
    expect(m.action).toBe('create');
  });
});

describe('the scopes of a server of no known kind', () => {
  it("a crash reporter's issues are no tracker's words for its projects: firebase/firebase_list_projects ~ shortcut/projects-list stay apart", () => {
    expectApart(['firebase', 'firebase_list_projects'], ['shortcut', 'projects-list']);
  });
});

describe("a wrapper's categories", () => {
  it('a plural after a verb is what the job returns, no category: firebase/functions_get_logs reads logs', () => {
    expectConfusable(['firebase', 'functions_get_logs'], ['datadog', 'get_logs']);
  });
});

describe('ungrouping', () => {
  it('ungrouping a group ungroups its elements: excalidraw/ungroup_elements ~ frame0/ungroup', () => {
    expectConfusable(['excalidraw', 'ungroup_elements'], ['frame0', 'ungroup']);
  });
});
