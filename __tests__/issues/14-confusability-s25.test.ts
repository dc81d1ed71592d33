// Issue 14, session 25: misses found on the labelled sets, each pinned on the real pair that
// showed it.
import { nameRelation } from '../../src/lexical/names.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a tool that must be given SQL text runs SQL', () => {
  it('an approval request for a write is a write runner: relatasql/request_write_operation ~ postgres-server/execute', () => {
    expectConfusable(['relatasql', 'request_write_operation'], ['postgres-server', 'execute']);
    expectConfusable(['relatasql', 'request_write_operation'], ['dbeaver', 'write_query']);
  });

  it('a rolled-back transaction runs SQL too: relatasql/run_transaction_sandbox ~ neon/run_sql_transaction', () => {
    expectConfusable(['relatasql', 'run_transaction_sandbox'], ['neon', 'run_sql_transaction']);
    expectConfusable(['relatasql', 'run_transaction_sandbox'], ['relatasql', 'execute_query']);
  });

  it('running an approved request by its id is no SQL runner: relatasql/execute_approved_operation ~ mysql-f4ww4z/execute stay apart', () => {
    expectApart(['relatasql', 'execute_approved_operation'], ['mysql-f4ww4z', 'execute']);
  });

  it('only a required parameter named sql counts, and only for a verb that runs or asks to run', () => {
    const model = (name: string, required: string[]) =>
      describeTool({
        name,
        description: 'Explain the plan of a SQL statement.',
        parameters: ['sql'],
        required,
      });
    expect(model('explain_plan', ['sql']).action).toBe('explain');
    const optional = describeTool({
      name: 'request_write_operation',
      description: 'Creates a human approval request for a write or destructive SQL operation.',
      parameters: ['sql'],
    });
    expect(optional.action).toBe('request');
    const required = describeTool({
      name: 'request_write_operation',
      description: 'Creates a human approval request for a write or destructive SQL operation.',
      parameters: ['sql'],
      required: ['sql'],
    });
    expect([required.action, required.object]).toEqual(['run', ['mutation', 'sql']]);
  });
});

describe('a database relation is a foreign key', () => {
  it('relatasql/get_relations ~ mysql-toolkit/list_foreign_keys and ~ sqlserver/get_foreign_keys', () => {
    expectConfusable(['relatasql', 'get_relations'], ['mysql-toolkit', 'list_foreign_keys']);
    expectConfusable(['relatasql', 'get_relations'], ['sqlserver', 'get_foreign_keys']);
  });

  it('a knowledge graph relation is no foreign key: memdata/memdata_relationships ~ relatasql/get_relations stay apart', () => {
    expectApart(['memdata', 'memdata_relationships'], ['relatasql', 'get_relations']);
    expectApart(['memdata', 'memdata_relationships'], ['mysql-toolkit', 'list_foreign_keys']);
  });
});

describe('a name whose words say a direction keeps its order', () => {
  it('inverse conversions are not one name in another order: gis-convert/geojson_to_kml ~ kml_to_geojson stay apart', () => {
    expect(nameRelation('geojson_to_kml', 'kml_to_geojson')).toBeNull();
    expect(nameRelation('csvFromJson', 'jsonFromCsv')).toBeNull();
    expectApart(['gis-convert', 'geojson_to_kml'], ['gis-convert', 'kml_to_geojson']);
    expectApart(['gis-convert', 'geojson_to_wkt'], ['gis-convert', 'wkt_to_geojson']);
  });

  it('the same direction in another spelling is still one name: jsonToYaml ~ json_to_yaml', () => {
    expect(nameRelation('jsonToYaml', 'json_to_yaml')).toBe('similar');
    expect(nameRelation('list_users', 'users_list')).toBe('similar');
  });

  it('a version number says no direction: list_users_v2 ~ v2_list_users, oauth2_get_token ~ get_oauth2_token', () => {
    expect(nameRelation('list_users_v2', 'v2_list_users')).toBe('similar');
    expect(nameRelation('oauth2_get_token', 'get_oauth2_token')).toBe('similar');
  });
});

describe("a verb inside a product's name is no verb", () => {
  it('app-store-details gets ("Get detailed information about an App Store app"), it stores nothing', () => {
    const m = describeTool({
      name: 'app-store-details',
      description: 'Get detailed information about an App Store app.',
    });
    expect(m.verb).toBe('get');
    expect(m.object).not.toContain('store');
  });

  it('google-play-details plays nothing, also when a provider word leads the name', () => {
    const m = describeTool({
      name: 'google-play-details',
      description: 'Get detailed information about a Google Play app.',
      prefix: 'google',
    });
    expect(m.verb).toBe('get');
    expect(m.object).not.toContain('play');
  });

  it('a title-case sentence says nothing by its capitals: the name keeps its verb', () => {
    const m = describeTool({
      name: 'app_store_credentials',
      description: 'Store Credentials For The App Store In The Keychain.',
    });
    expect(m.verb).toBe('store');
  });

  it("a product named for the tool's own job keeps it: brave-search-reference/brave_local_search still searches", () => {
    // "Searches for local businesses and places using Brave's Local Search API."
    expectConfusable(
      ['brave-search-reference', 'brave_local_search'],
      ['google-maps', 'maps_search_places'],
    );
    // "Brave Local Search API provides enrichments …": a sentence opening on the product.
    expectConfusable(['brave-search', 'brave_local_search'], ['google-maps', 'maps_search_places']);
  });

  it('the same job on two app stores: app-insight/app-store-reviews ~ google-play-reviews', () => {
    expectConfusable(['app-insight', 'app-store-reviews'], ['app-insight', 'google-play-reviews']);
    expectConfusable(['app-insight', 'app-store-details'], ['app-insight', 'google-play-details']);
  });
});

describe('a message history is the messages', () => {
  it('discord-bot/discord_get_message_history ~ slack/slack_get_channel_history and ~ discord/discord_read_messages', () => {
    expectConfusable(
      ['discord-bot', 'discord_get_message_history'],
      ['slack', 'slack_get_channel_history'],
    );
    expectConfusable(
      ['discord', 'discord_read_messages'],
      ['discord-bot', 'discord_get_message_history'],
    );
  });

  it('a price history stays a history', () => {
    const m = describeTool({
      name: 'get_price_history',
      description: 'Get price history for a stock symbol.',
    });
    expect(m.object.at(-1)).toBe('history');
  });
});

describe('two servers named for one product serve one system', () => {
  it('shadcn-heilgar/list-components ~ shadcn-ui/search_components, one of a known kind and one not', () => {
    expectConfusable(['shadcn-heilgar', 'list-components'], ['shadcn-ui', 'search_components']);
  });

  it('another product stays apart: reactbits/list_components ~ shadcn-ui/search_components', () => {
    expectApart(['reactbits', 'list_components'], ['shadcn-ui', 'search_components']);
  });
});

describe('scrolling is one job, whatever the page is scrolled to or by', () => {
  it('scroll is a verb in a name: selenium-wd/browser_scroll_to_element scrolls, it converts nothing', () => {
    const m = describeTool({
      name: 'browser_scroll_to_element',
      description: '',
      prefix: 'browser',
    });
    expect([m.action, m.object]).toEqual(['scroll', ['element']]);
    const by = describeTool({
      name: 'browser_scroll_by_pixels',
      description: '',
      prefix: 'browser',
    });
    expect(by.action).toBe('scroll');
  });

  it('agent-browser/browser_scroll ~ selenium-wd/browser_scroll_to_element, ~ browser_scroll_to_top, ~ browser_scroll_by_pixels', () => {
    expectConfusable(
      ['agent-browser', 'browser_scroll'],
      ['selenium-wd', 'browser_scroll_to_element'],
    );
    expectConfusable(['agent-browser', 'browser_scroll'], ['selenium-wd', 'browser_scroll_to_top']);
    expectConfusable(
      ['browser-agent-infra', 'browser_scroll'],
      ['selenium-wd', 'browser_scroll_by_pixels'],
    );
  });

  it('scrolling is no click: selenium-wd/browser_scroll_to_element ~ agent-browser/browser_click stay apart', () => {
    expectApart(['selenium-wd', 'browser_scroll_to_element'], ['agent-browser', 'browser_click']);
  });
});

describe('a second break in a name ends its object', () => {
  it('switch_to_window_by_url switches to a window: what follows "by" picks it', () => {
    const m = describeTool({ name: 'switch_to_window_by_url', description: '' });
    expect(m.object).toEqual(['window']);
    const search = describeTool({ name: 'search_messages_by_sender_in_channel', description: '' });
    expect(search.object).toEqual(['message']);
  });

  it('selenium-wd/browser_switch_to_window_by_url ~ mcp-playwright/browser_tab_select', () => {
    expectConfusable(
      ['mcp-playwright', 'browser_tab_select'],
      ['selenium-wd', 'browser_switch_to_window_by_url'],
    );
  });
});

describe('a question after a namespace prefix and the thing asked about', () => {
  it("browser_element_is_enabled reads an element's enabled state, as browser_is_enabled does", () => {
    const m = describeTool({
      name: 'browser_element_is_enabled',
      description: 'Check if an element is enabled',
      prefix: 'browser',
    });
    expect([m.action, m.object]).toEqual(['read', ['element', 'enable']]);
    expectConfusable(
      ['playwright-ejazullah', 'browser_is_enabled'],
      ['selenium-wd', 'browser_element_is_enabled'],
    );
  });

  it('a state read as a qualifier is still the head: browser_element_is_selected reads "select"', () => {
    const m = describeTool({
      name: 'browser_element_is_selected',
      description: 'Check if an element is selected',
      prefix: 'browser',
    });
    expect(m.object).toEqual(['element', 'select']);
  });
});

describe("a name ending on the noun of the text's verb", () => {
  it('browser_key_press presses a key: selenium-wd/browser_key_press ~ selenium/press_key', () => {
    const m = describeTool({
      name: 'browser_key_press',
      description: 'Press a key on the keyboard',
      prefix: 'browser',
    });
    expect([m.action, m.object]).toEqual(['press', ['key']]);
    expectConfusable(['selenium', 'press_key'], ['selenium-wd', 'browser_key_press']);
  });
});

describe('one browser thing under two names', () => {
  it("a page's source is its HTML: selenium-wd/browser_get_page_source ~ agent-browser/browser_get_html", () => {
    expectConfusable(
      ['agent-browser', 'browser_get_html'],
      ['selenium-wd', 'browser_get_page_source'],
    );
  });

  it("a script's source is no page's HTML: lynx-devtool/Debugger_getScriptSource ~ selenium-wd/browser_get_page_source stay apart", () => {
    expectApart(
      ['lynx-devtool', 'Debugger_getScriptSource'],
      ['selenium-wd', 'browser_get_page_source'],
    );
  });

  it('an element is waited for by its selector: agent-browser/browser_wait_for_selector ~ selenium-wd/browser_wait_for_element', () => {
    expectConfusable(
      ['agent-browser', 'browser_wait_for_selector'],
      ['selenium-wd', 'browser_wait_for_element'],
    );
  });

  it('displayed is visible and a selected box is checked: selenium-wd/browser_element_is_displayed ~ agent-browser/browser_is_visible, browser_element_is_selected ~ browser_is_checked', () => {
    expectConfusable(
      ['agent-browser', 'browser_is_visible'],
      ['selenium-wd', 'browser_element_is_displayed'],
    );
    expectConfusable(
      ['playwright-ejazullah', 'browser_is_checked'],
      ['selenium-wd', 'browser_element_is_selected'],
    );
  });

  it('two states stay two reads: selenium-wd/browser_element_is_enabled ~ agent-browser/browser_is_visible stay apart', () => {
    expectApart(
      ['agent-browser', 'browser_is_visible'],
      ['selenium-wd', 'browser_element_is_enabled'],
    );
  });
});

describe('maximizing a window is resizing it', () => {
  it('selenium-wd/browser_maximize ~ mcp-playwright/browser_resize and ~ selenium-wd/browser_resize', () => {
    expectConfusable(['mcp-playwright', 'browser_resize'], ['selenium-wd', 'browser_maximize']);
    expectConfusable(['selenium-wd', 'browser_maximize'], ['selenium-wd', 'browser_resize']);
  });
});
