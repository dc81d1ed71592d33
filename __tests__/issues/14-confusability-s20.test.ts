// Issue 14, session 20: misses and wrong reports found on the twenty-fourth and twenty-fifth
// held-out sets (seen this session) and the dev halves of the twenty-sixth and twenty-seventh,
// each pinned on the real pair that showed it.
import { withPromptedCompletion } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer, model, pairsOf } from './confusable-pairs.js';

describe('a language model named by its family or its coding-agent CLI is an LLM server', () => {
  it('ask-gemini ("Send a prompt to Gemini CLI") and codex ("Execute Codex CLI") are LLM servers', () => {
    expect(kindOfServer('ask-gemini')).toBe('llm');
    expect(kindOfServer('codex')).toBe('llm');
  });

  it('a server named for Claude is not one by its name alone (claude-historian searches past sessions)', () => {
    expect(kindOfServer('claude-historian')).not.toBe('llm');
    expect(kindOfServer('claude-context')).not.toBe('llm');
  });
});

describe("an LLM server's tool that requires a prompt asks the model for a completion", () => {
  it('ask-gemini ~ deepseek/chat_completion, ollama_chat, houtini-lm/custom_prompt: both send a prompt to a model', () => {
    expectConfusable(['ask-gemini', 'ask-gemini'], ['deepseek', 'chat_completion']);
    expectConfusable(['ask-gemini', 'ask-gemini'], ['ollama', 'ollama_chat']);
    expectConfusable(['ask-gemini', 'ask-gemini'], ['houtini-lm', 'custom_prompt']);
  });

  it('codex (named for the product) and ask-gemini-edit (an edit request) ~ the other prompt tools', () => {
    expectConfusable(['codex', 'codex'], ['ollama', 'ollama_generate']);
    expectConfusable(['ask-gemini', 'ask-gemini-edit'], ['codex', 'codex']);
  });

  it("an image generator's prompt tools still make images: text2image/continue_editing ~ codex stay apart", () => {
    expectApart(['text2image', 'continue_editing'], ['codex', 'codex']);
    expectApart(['text2image', 'generate_image'], ['ask-gemini', 'ask-gemini']);
  });

  it('only on an LLM server, only with a required prompt, and never over a thing the tool names', () => {
    const runs = model({ action: 'run', object: ['codex'] });
    expect(withPromptedCompletion('llm', runs, ['prompt'], 'Execute Codex CLI').object).toEqual([
      'completion',
    ]);
    expect(withPromptedCompletion('video', runs, ['prompt'], 'Execute Codex CLI')).toBe(runs);
    expect(withPromptedCompletion('llm', runs, ['query'], 'Execute Codex CLI')).toBe(runs);
    const image = model({ action: 'generate', object: ['image'] });
    expect(withPromptedCompletion('llm', image, ['prompt'], 'Generate an image')).toBe(image);
  });
});

describe('name words run together', () => {
  it('codex/websearch ("Perform web search") ~ exa/web_search_exa, brave_web_search: a search of the web', () => {
    expectConfusable(['codex', 'websearch'], ['exa', 'web_search_exa']);
    expectConfusable(['codex', 'websearch'], ['brave-search', 'brave_web_search']);
  });

  it('a thing and a short word are no compound: popdb/list_webhooks ~ woocommerce/woo_webhooks_list stay apart', () => {
    expectApart(['popdb', 'list_webhooks'], ['woocommerce', 'woo_webhooks_list']);
  });
});

describe('what follows "and" after a verb in a name is a second step, and a verb after a comma ends the object', () => {
  it('context-mode/ctx_fetch_and_index ("Fetches URL content, converts HTML …") ~ fetch-server/fetch_html, fetcher/fetch_url', () => {
    expectConfusable(['context-mode', 'ctx_fetch_and_index'], ['fetch-server', 'fetch_html']);
    expectConfusable(['context-mode', 'ctx_fetch_and_index'], ['fetcher', 'fetch_url']);
  });

  it('a comma list before the verb keeps its first item: mapbox/search_and_geocode_tool ("Search for POIs, brands, chains, geocode …") ~ place searches', () => {
    expectConfusable(['mapbox', 'search_and_geocode_tool'], ['amap-maps', 'maps_text_search']);
    expectConfusable(['mapbox', 'search_and_geocode_tool'], ['google-maps', 'maps_search_places']);
  });
});

describe('a conversion named X_to_Y makes its Y', () => {
  it('pdfnoodle/html_to_pdf and convert_markdown_to_pdf ~ generate_pdf: all render a PDF', () => {
    expectConfusable(['pdfnoodle', 'html_to_pdf'], ['pdfnoodle', 'generate_pdf']);
    expectConfusable(['pdfnoodle', 'convert_markdown_to_pdf'], ['pdfnoodle', 'generate_pdf']);
  });

  it('minimax/text_to_image ~ comfyui/generate_image: both generate an image; image_to_video ~ text2image/generate_image: a video is no image', () => {
    expectConfusable(['minimax', 'text_to_image'], ['comfyui', 'generate_image']);
    expectApart(['minimax', 'image_to_video'], ['text2image', 'generate_image']);
  });
});

describe('a knowledge base is the knowledge it holds', () => {
  it("orbital/search_knowledge_base ~ memory-reference/search_nodes, memdata/memdata_query: both search an agent's memory", () => {
    expectConfusable(['orbital', 'search_knowledge_base'], ['memory-reference', 'search_nodes']);
    expectConfusable(['orbital', 'search_knowledge_base'], ['memdata', 'memdata_query']);
  });
});

describe("a design tool's renders are its own, one thing however named", () => {
  it("figma-bridge/get_screenshot ~ a browser's screenshot stays apart: a Figma node's image is no page's", () => {
    expectApart(['figma-bridge', 'get_screenshot'], ['chrome-devtools', 'take_screenshot']);
    expectApart(['figma-bridge', 'get_screenshot'], ['puppeteer', 'puppeteer_screenshot']);
  });

  it("cursor-figma/set_fill_color ~ figma-bridge/set_solid_fill: both set a node's fill", () => {
    expectConfusable(['cursor-figma', 'set_fill_color'], ['figma-bridge', 'set_solid_fill']);
  });
});

describe("two products' reference material is each product's own", () => {
  it("UI libraries' components and examples stay apart across servers", () => {
    expectApart(['reactbits', 'list_components'], ['shadcn-ui', 'list_shadcn_components']);
    expectApart(['reactbits', 'get_component'], ['shadcn-ui', 'get_component_details']);
    expectApart(['primevue', 'get_component'], ['wcf', 'get_component_api']);
    expectApart(['primevue', 'get_example'], ['voltagent-docs', 'get_voltagent_example']);
  });

  it('two servers named for one product serve its own: cursor-figma/get_local_components ~ mcp-figma/get_file_components', () => {
    expectConfusable(
      ['cursor-figma', 'get_local_components'],
      ['mcp-figma', 'get_file_components'],
    );
  });
});

describe("a server's kind is what its tools are about", () => {
  it("shiplight/get_browser_console_logs ~ chrome-devtools/list_console_messages: a browser's console log is its browser's", () => {
    expectConfusable(
      ['chrome-devtools', 'list_console_messages'],
      ['shiplight', 'get_browser_console_logs'],
    );
    expectConfusable(
      ['chrome-devtools', 'list_network_requests'],
      ['shiplight', 'get_browser_network_logs'],
    );
  });
});

describe('a list of steps keyed by their actions names the jobs the tool does', () => {
  it('shiplight/act ({click: …}, {hover: …}, {go_to_url: …}) ~ the browsers’ click, hover and navigation', () => {
    expectConfusable(['shiplight', 'act'], ['agent-browser', 'browser_click']);
    expectConfusable(['shiplight', 'act'], ['playwright', 'browser_hover']);
    expectConfusable(['shiplight', 'act'], ['chrome-devtools', 'navigate_page']);
  });

  it('a keyed union of steps in a batch is read from an inline schema too, and a union of two-key branches is not', () => {
    const step = (key: string) => ({
      type: 'object',
      properties: { [key]: { type: 'object', properties: { ref: { type: 'string' } } } },
      required: [key],
    });
    const tool = (items: unknown) => ({
      name: 'act',
      description: 'Execute browser actions on page elements.',
      inputSchema: { type: 'object', properties: { actions: { type: 'array', items } } },
    });
    const hover = {
      name: 'browser_hover',
      description: 'Hover over an element on the page.',
      inputSchema: { type: 'object', properties: { ref: { type: 'string' } } },
    };
    const keyed = pairsOf(
      ['steps', [tool({ anyOf: [step('click'), step('hover')] })]],
      ['other', [hover]],
    );
    expect(keyed).toEqual(['other/browser_hover ~ steps/act']);
    const twoKeys = { ...step('click'), properties: { click: {}, wait: {} } };
    const loose = pairsOf(
      ['steps', [tool({ anyOf: [twoKeys, step('hover')] })]],
      ['other', [hover]],
    );
    expect(loose).toEqual([]);
  });
});

describe('a mobile device server named for it is one, and its apps are their packages', () => {
  it('mobile-pixel (tap, swipe, get_screen) is a mobile server', () => {
    expect(kindOfServer('mobile-pixel')).toBe('mobile');
  });

  it('mobile-pixel/get_screen and install_app ~ mobile-device-farm’s screenshot and install', () => {
    expectConfusable(['mobile-device-farm', 'adb_screenshot'], ['mobile-pixel', 'get_screen']);
    expectConfusable(['mobile-device-farm', 'adb_install'], ['mobile-pixel', 'install_app']);
  });
});

describe("a PDF service's document is the PDF it makes", () => {
  it('mcp-pdf/pdf-document ("Create a PDF document") ~ pdfnoodle/generate_pdf and html_to_pdf: both make a PDF', () => {
    expectConfusable(['mcp-pdf', 'pdf-document'], ['pdfnoodle', 'generate_pdf']);
    expectConfusable(['mcp-pdf', 'pdf-document'], ['pdfnoodle', 'html_to_pdf']);
  });

  it("saving a viewer's annotated PDF makes none: pdf-viewer/save_pdf ~ pdfnoodle/generate_pdf stay apart", () => {
    expectApart(['pdf-viewer', 'save_pdf'], ['pdfnoodle', 'generate_pdf']);
  });
});
