// Issue 14, session 12, round 2: kinds of system the ninth set's servers showed read wrong (a test
// grid taken for a browser by its product's name, a documentation server for a video site, an
// Excel server whose every tool began with a verb-like product name), and the jobs those kinds
// name their own way. Each rule has a test on its mechanism and a regression test on a real pair.
import { describeTool, namespacePrefixes, systemKindOf } from '../../src/lexical/index.js';
import { actionClassOf, jobInKind } from '../../src/lexical/lexicon.js';
import { isKindOwnObject, productWords, servesKind } from '../../src/lexical/system-kind.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

// A server's tools as stemmed word sets (what scan.ts gives systemKindOf).
const toolsSaying = (...tools: string[]) => tools.map((t) => new Set(t.split(' ').map(stem)));

describe("a server's own name before a verb is its namespace, though the name is a verb too", () => {
  it('drops `excel` of excel_read_sheet, keeps the verb of a search server', () => {
    const excel = ['excel_read_sheet', 'excel_copy_sheet', 'excel_write_to_sheet'].map((name) => ({
      name,
      server: 'excel',
    }));
    expect(namespacePrefixes(excel).get('excel')).toBe('excel');
    const search = ['search_web', 'search_news', 'search_images'].map((name) => ({
      name,
      server: 'search',
    }));
    expect(namespacePrefixes(search).get('search')).toBeUndefined();
  });

  it('excel_read_sheet (excel) reads the values sheets_get_values (gsheets) reads', () => {
    expectConfusable(['excel', 'excel_read_sheet'], ['gsheets', 'sheets_get_values']);
  });
});

describe("a product's name says nothing of what its system holds", () => {
  it('splits BrowserStack into product words, but not MySQL, a kind word itself', () => {
    expect(productWords('browserstack', 'Run a scan via BrowserStack')).toEqual(
      new Set(['browser', 'stack']),
    );
    expect(productWords('mysql-server', 'Query a MySQL database').size).toBe(0);
    expect(productWords('browser-tools', 'Take a screenshot of the browser').size).toBe(0);
  });

  it('reads browserstack as a test grid, the browsers as browsers', () => {
    expect(kindOfServer('browserstack')).toBe('testing');
    for (const server of ['playwright', 'chrome-devtools', 'browser-tools'])
      expect([server, kindOfServer(server)]).toEqual([server, 'browser']);
  });
});

describe('a kind the server is named for is its kind, when its tools speak of it', () => {
  it('takes the named kind over a kind more tools name', () => {
    const tools = toolsSaying(
      'search the documentation',
      'read a documentation page',
      'list the videos',
      'get a video',
      'search the video transcripts',
      'list topics',
    );
    expect(systemKindOf(tools, tools)).toBe('video');
    expect(systemKindOf(tools, tools, undefined, new Set([stem('apple'), stem('docs')]))).toBe(
      'docs',
    );
    // A name alone is not enough: the tools must speak of the kind.
    const few = toolsSaying('list the videos', 'get a video', 'list topics', 'get a topic');
    expect(systemKindOf(few, few, undefined, new Set([stem('docs')]))).toBe('video');
  });

  it('reads apple-docs (its WWDC videos beside its pages) as documentation', () => {
    expect(kindOfServer('apple-docs')).toBe('docs');
  });
});

describe("a test grid's builds, sessions, screenshots and logs are its own", () => {
  it('holds them as its kind', () => {
    for (const head of ['build', 'session', 'screenshot', 'log'])
      expect(isKindOwnObject('testing', stem(head))).toBe(true);
  });

  it('takeAppScreenshot (browserstack) shoots an app on a device, not the page browser_take_screenshot (playwright) has open', () => {
    expectApart(['browserstack', 'takeAppScreenshot'], ['playwright', 'browser_take_screenshot']);
    expectApart(['browserstack', 'takeAppScreenshot'], ['chrome-devtools', 'take_screenshot']);
  });

  it('getBuildId (browserstack) finds a test build, get_pipeline_run (azure-devops) a CI run', () => {
    expectApart(['browserstack', 'getBuildId'], ['azure-devops', 'get_pipeline_run']);
  });
});

describe("a system's documentation is of its own product; a documentation server's of any", () => {
  it('serves every kind from a documentation server', () => {
    expect(servesKind('docs', 'payments')).toBe(true);
    expect(servesKind('hosting', 'payments')).toBe(false);
  });

  it("search_docs (coolify) searches a host's docs, search_stripe_documentation (stripe-local) a payments API's", () => {
    expectApart(['coolify', 'search_docs'], ['stripe-local', 'search_stripe_documentation']);
  });

  it('query-docs (context7) covers the docs search_stripe_documentation (stripe-local) searches', () => {
    expectConfusable(['context7', 'query-docs'], ['stripe-local', 'search_stripe_documentation']);
  });
});

describe("a sheet's values are what reading or writing a sheet acts on", () => {
  it('reads and writes sheet values, but not for a read of its structure', () => {
    expect(jobInKind('sheet', 'read', [stem('sheet')])).toEqual({
      action: 'list',
      object: [stem('sheet'), stem('value')],
    });
    expect(jobInKind('sheet', 'write', [stem('sheet')])).toEqual({
      action: 'update',
      object: [stem('sheet'), stem('value')],
    });
    expect(jobInKind('sheet', 'read', [stem('sheet')], stem('structure'))).toBeUndefined();
    expect(jobInKind('cloud-drive', 'read', [stem('sheet')])).toBeUndefined();
  });

  it('excel_read_sheet (excel) lists values, not the layout sheets_get_sheet_structure (gsheets) reads', () => {
    expectApart(['excel', 'excel_read_sheet'], ['gsheets', 'sheets_get_sheet_structure']);
  });

  it('excel_write_to_sheet (excel) updates the values sheets_update_values (gsheets) updates', () => {
    expectConfusable(['excel', 'excel_write_to_sheet'], ['gsheets', 'sheets_update_values']);
  });
});

describe('copying and duplicating are one action', () => {
  it('puts duplicate in the copy class', () => {
    expect(actionClassOf(stem('duplicate'))).toBe(actionClassOf(stem('copy')));
  });

  it('excel_copy_sheet (excel) copies a sheet as sheets_duplicate_sheet (gsheets) does', () => {
    expectConfusable(['excel', 'excel_copy_sheet'], ['gsheets', 'sheets_duplicate_sheet']);
  });
});

describe("a store's discount is a coupon", () => {
  it('create_discount (headless-commerce) creates what create_coupon (stripe-local) creates', () => {
    expectConfusable(['headless-commerce', 'create_discount'], ['stripe-local', 'create_coupon']);
  });
});

describe('a scan for problems is an audit, and starting one runs it', () => {
  it('reads a started scan as running an audit', () => {
    const model = describeTool({
      name: 'startAccessibilityScan',
      description: 'Start an accessibility scan of a web page.',
    });
    expect([model.action, model.object.at(-1)]).toEqual(['run', stem('audit')]);
  });

  it('startAccessibilityScan (browserstack) runs the audit runAccessibilityAudit (browser-tools) runs', () => {
    expectConfusable(
      ['browserstack', 'startAccessibilityScan'],
      ['browser-tools', 'runAccessibilityAudit'],
    );
  });
});
