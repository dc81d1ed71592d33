// Issue 14, session 23: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a diagram editor's shapes", () => {
  it('frame0 (shapes and connectors on pages) is a diagram editor, as excalidraw and drawio are', () => {
    expect(kindOfServer('frame0')).toBe('diagram');
    expect(kindOfServer('excalidraw-canvas')).toBe('diagram');
  });

  it('a generic element is any shape type: excalidraw-canvas/create_element ~ frame0/create_rectangle, create_ellipse; drawio/add_nodes ~ frame0/create_polygon', () => {
    expectConfusable(['excalidraw-canvas', 'create_element'], ['frame0', 'create_rectangle']);
    expectConfusable(['excalidraw-canvas', 'create_element'], ['frame0', 'create_ellipse']);
    expectConfusable(['drawio', 'add_nodes'], ['frame0', 'create_polygon']);
  });

  it("one editor's shape is another's element: excalidraw-canvas/update_element ~ frame0/update_shape", () => {
    expectConfusable(['excalidraw-canvas', 'update_element'], ['frame0', 'update_shape']);
  });

  it('two shape types stay apart: frame0/create_ellipse ~ frame0/create_rectangle, create_polygon ~ create_rectangle', () => {
    expectApart(['frame0', 'create_ellipse'], ['frame0', 'create_rectangle']);
    expectApart(['frame0', 'create_polygon'], ['frame0', 'create_rectangle']);
  });

  it('what a diagram editor exports is its drawing: excalidraw-canvas/export_to_image ~ frame0/export_page_as_image, export_shape_as_image', () => {
    expectConfusable(['excalidraw-canvas', 'export_to_image'], ['frame0', 'export_page_as_image']);
    expectConfusable(['excalidraw-canvas', 'export_to_image'], ['frame0', 'export_shape_as_image']);
  });

  it('a shareable link is no export format: excalidraw-canvas/export_to_excalidraw_url ~ frame0/export_page_as_image, export_scene stay apart', () => {
    expectApart(
      ['excalidraw-canvas', 'export_to_excalidraw_url'],
      ['frame0', 'export_page_as_image'],
    );
    expectApart(
      ['excalidraw-canvas', 'export_scene'],
      ['excalidraw-canvas', 'export_to_excalidraw_url'],
    );
  });
});

describe('an export named for its format', () => {
  it('export_to_image: the format is after "to", the first sentence says what is exported', () => {
    const m = describeTool({
      name: 'export_to_image',
      description: 'Export the current canvas to PNG or SVG image.',
    });
    expect([m.action, m.object]).toEqual(['export', ['canvas']]);
  });

  it('export_to_excalidraw_url: a link is no format, it stays the object', () => {
    const m = describeTool({
      name: 'export_to_excalidraw_url',
      description: 'Export the current canvas to a shareable excalidraw.com URL.',
    });
    expect(m.object.at(-1)).toBe('url');
  });
});

describe('a file system in a name is one noun', () => {
  it('repomix/file_system_read_file reads a file ("file" is no verb there)', () => {
    const m = describeTool({
      name: 'file_system_read_file',
      server: 'repomix',
      description: 'Read a file from the local file system using an absolute path.',
    });
    expect(m.action).toBe('read');
    expect(m.object.at(-1)).toBe('file');
  });

  it('repomix/file_system_read_file ~ filesystem-agent-infra/read_file; file_system_read_directory ~ mcp-cli/listDirectory', () => {
    expectConfusable(['repomix', 'file_system_read_file'], ['filesystem-agent-infra', 'read_file']);
    expectConfusable(['repomix', 'file_system_read_directory'], ['mcp-cli', 'listDirectory']);
  });
});

describe('an HTTP request of no method of its own', () => {
  it('recker/rek_http_request ("Perform HTTP request", `url`) fetches a URL: ~ fetch-server/fetch_html, npx-fetch/fetch_json, fetcher/fetch_url', () => {
    expectConfusable(['recker', 'rek_http_request'], ['fetch-server', 'fetch_html']);
    expectConfusable(['recker', 'rek_http_request'], ['npx-fetch', 'fetch_json']);
    expectConfusable(['recker', 'rek_http_request'], ['fetcher', 'fetch_url']);
  });

  it('and sends every method a tool is named for: ~ executeautomation-playwright/playwright_put, playwright_patch, playwright_delete', () => {
    expectConfusable(
      ['recker', 'rek_http_request'],
      ['executeautomation-playwright', 'playwright_put'],
    );
    expectConfusable(
      ['recker', 'rek_http_request'],
      ['executeautomation-playwright', 'playwright_patch'],
    );
    expectConfusable(
      ['recker', 'rek_http_request'],
      ['executeautomation-playwright', 'playwright_delete'],
    );
  });

  it('a request of one method is no generic fetch: playwright_post ~ fetch-server/fetch_html stays apart', () => {
    expectApart(
      ['executeautomation-playwright', 'playwright_post'],
      ['fetch-server', 'fetch_html'],
    );
    expectApart(['executeautomation-playwright', 'playwright_post'], ['fetcher', 'fetch_url']);
  });

  it('scraping a whole domain is a crawl, no request: recker/rek_http_request ~ fetchserp/scrape_domain stays apart; scrape_domain ~ tavily/tavily_crawl', () => {
    expectApart(['recker', 'rek_http_request'], ['fetchserp', 'scrape_domain']);
    expectConfusable(['fetchserp', 'scrape_domain'], ['tavily', 'tavily_crawl']);
  });
});

describe('what a thing of a kind lives in narrows nothing', () => {
  it("a tracker's docs are documents: dart/create_doc ~ shortcut/documents-create, dart/get_doc ~ shortcut/documents-get-by-id", () => {
    expectConfusable(['dart', 'create_doc'], ['shortcut', 'documents-create']);
    expectConfusable(['dart', 'get_doc'], ['shortcut', 'documents-get-by-id']);
  });

  it("a forge's file is its repository's: github-repo/getRepoFile ~ octocode/ghGetFileContent", () => {
    expectConfusable(['github-repo', 'getRepoFile'], ['octocode', 'ghGetFileContent']);
  });
});

describe("information about a thing is the thing's record", () => {
  it('shadcn/view_items_in_registries ("View detailed information about specific registry items") reads items', () => {
    const m = describeTool({
      name: 'view_items_in_registries',
      server: 'shadcn',
      description:
        'View detailed information about specific registry items including the name, description, type and files content.',
      parameters: ['items'],
      required: ['items'],
    });
    expect([m.action, m.object]).toEqual(['read', ['item']]);
  });
});

describe('an action the first sentence negates is not the job', () => {
  it('recker/rek_site_audit ("Quick website audit without crawling") does not crawl: ~ fetchserp/scrape_domain stays apart', () => {
    expect(
      describeTool({
        name: 'rek_site_audit',
        server: 'recker',
        description: 'Quick website audit without crawling. Analyzes a single URL.',
      }).action,
    ).not.toBe('crawl');
    expectApart(['recker', 'rek_site_audit'], ['fetchserp', 'scrape_domain']);
  });
});

describe("a one-word name that is the first sentence's verb", () => {
  it('frame0/group ("Group shapes in Frame0") groups shapes: ~ excalidraw-canvas/group_elements', () => {
    const m = describeTool({
      name: 'group',
      server: 'frame0',
      description: 'Group shapes in Frame0.',
    });
    expect([m.action, m.object]).toEqual(['group', ['shape']]);
    expectConfusable(['frame0', 'group'], ['excalidraw-canvas', 'group_elements']);
  });

  it('a noun heading a noun phrase stays the object: contextstream/integration ("Integration operations for Slack…")', () => {
    const m = describeTool({
      name: 'integration',
      server: 'contextstream',
      description: 'Integration operations for Slack, GitHub, and Notion.',
    });
    expect(m.action).toBeUndefined();
  });
});

describe('a product named by a word and a number', () => {
  it("frame0's create_frame makes a frame, no generic shape: ~ excalidraw-canvas/create_element, frame0/create_rectangle stay apart", () => {
    const m = describeTool({
      name: 'create_frame',
      server: 'frame0',
      description: 'Create a frame shape in Frame0.',
    });
    expect(m.object).toEqual(['frame']);
    expectApart(['frame0', 'create_frame'], ['excalidraw-canvas', 'create_element']);
    expectApart(['frame0', 'create_frame'], ['frame0', 'create_rectangle']);
  });
});

describe('a slash between two words is an "or"', () => {
  it('filesystem-shtse8/move_items ("Move or rename multiple specified files/directories") moves files, or directories', () => {
    const m = describeTool({
      name: 'move_items',
      server: 'filesystem-shtse8',
      description: 'Move or rename multiple specified files/directories.',
    });
    expect(m.object).toEqual(['file']);
    expect(
      m.alternatives?.some((a) => a.action === 'move' && a.object.join(' ') === 'directory'),
    ).toBe(true);
  });
});
