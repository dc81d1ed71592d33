// Issue 14, session 14: jobs that a kind of system names one way whatever its tools call them
// (maps: keyword searches, place details, reverse geocoding, distance matrices; browsers: where
// they navigate, what they select) and listings of a project's work items. Each rule has
// regression tests on real pairs, both the pair that must come and its neighbour that must stay.
import { confusablePhrase } from '../../src/analyze/scan.js';
import { describeTool, withKindHead } from '../../src/lexical/index.js';
import { thingTypeJobs } from '../../src/lexical/object-selectors.js';
import { isPlaceKey } from '../../src/lexical/lookup-key.js';
import { isKindRelativeObject } from '../../src/lexical/system-kind.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a map server names its jobs as maps do', () => {
  it('maps_text_search (amap-maps) searches places like maps_search_places (google-map-cablate)', () => {
    expectConfusable(
      ['amap-maps', 'maps_text_search'],
      ['google-map-cablate', 'maps_search_places'],
    );
  });

  it('maps_search_detail (amap-maps) reads a place like maps_place_details (google-maps)', () => {
    expectConfusable(['amap-maps', 'maps_search_detail'], ['google-maps', 'maps_place_details']);
  });

  it('maps_regeocode (amap-maps) and reverse_geocode_tool (mapbox) reverse-geocode like map_reverse_geocode (baidu-map)', () => {
    expectConfusable(['amap-maps', 'maps_regeocode'], ['baidu-map', 'map_reverse_geocode']);
    expectConfusable(['amap-maps', 'maps_regeocode'], ['google-maps', 'maps_reverse_geocode']);
    expectConfusable(['mapbox', 'reverse_geocode_tool'], ['baidu-map', 'map_reverse_geocode']);
  });

  it('maps_geo (amap-maps) geocodes like maps_geocode (google-map-cablate)', () => {
    expectConfusable(['amap-maps', 'maps_geo'], ['google-map-cablate', 'maps_geocode']);
  });

  it('reverse geocoding stays apart from geocoding: maps_regeocode (amap-maps) ~ maps_geocode (google-maps)', () => {
    expectApart(['amap-maps', 'maps_regeocode'], ['google-maps', 'maps_geocode']);
    expectApart(['amap-maps', 'maps_geo'], ['google-maps', 'maps_reverse_geocode']);
  });

  it('maps_distance (amap-maps) and matrix_tool (mapbox) are distance matrices like map_distance_matrix (baidu-map)', () => {
    expectConfusable(['amap-maps', 'maps_distance'], ['baidu-map', 'map_distance_matrix']);
    expectConfusable(['mapbox', 'matrix_tool'], ['baidu-map', 'map_distance_matrix']);
  });

  it('a straight-line distance is geometry, no trip: distance_tool (mapbox) ~ maps_distance_matrix (google-maps)', () => {
    expectApart(['mapbox', 'distance_tool'], ['google-maps', 'maps_distance_matrix']);
  });
});

describe('a browser navigates to a URL and selects options', () => {
  it('browserbase_stagehand_navigate (browserbase) and init-browser (playwright-mcp-alt) navigate like navigate_page (chrome-devtools)', () => {
    expectConfusable(
      ['browserbase', 'browserbase_stagehand_navigate'],
      ['chrome-devtools', 'navigate_page'],
    );
    expectConfusable(
      ['browserbase', 'browserbase_stagehand_navigate'],
      ['playwright-mcp-alt', 'init-browser'],
    );
  });

  it('going back in the history stays apart from navigating: browser_navigate_back (playwright) ~ browserbase_stagehand_navigate', () => {
    expectApart(
      ['playwright', 'browser_navigate_back'],
      ['browserbase', 'browserbase_stagehand_navigate'],
    );
  });

  it('puppeteer_select (puppeteer-hisma) selects an option like browser_select_option (playwright)', () => {
    expectConfusable(
      ['puppeteer-hisma', 'puppeteer_select'],
      ['playwright', 'browser_select_option'],
    );
  });

  it('selecting a tab stays apart from selecting an option: browser_tab_select (mcp-playwright) ~ puppeteer_select (puppeteer-hisma)', () => {
    expectApart(['mcp-playwright', 'browser_tab_select'], ['puppeteer-hisma', 'puppeteer_select']);
  });
});

describe("a project's work items are its tracker's listing", () => {
  it('list_cycle_issues and list_module_issues (plane) filter what list_project_issues (plane) lists', () => {
    expectConfusable(['plane', 'list_cycle_issues'], ['plane', 'list_project_issues']);
    expectConfusable(['plane', 'list_module_issues'], ['plane', 'list_project_issues']);
  });

  it("a user's issues stay apart from a project's stories: linear_get_user_issues (linear) ~ projects-get-stories (shortcut)", () => {
    expectApart(['linear', 'linear_get_user_issues'], ['shortcut', 'projects-get-stories']);
  });
});

describe('what a name says of its object', () => {
  it('a participle before a format says how it was made: get_rendered_html (fetch-typescript) reads HTML', () => {
    const model = describeTool({
      name: 'get_rendered_html',
      description: 'Fetches fully rendered HTML content using a headless browser.',
      parameters: ['url'],
    });
    expect(model.object).toEqual(['html']);
  });

  it('a lookup by a place (getFutureWeatherByAirport) says where, one by an external link says which', () => {
    expect(isPlaceKey(['airport'])).toBe(true);
    expect(isPlaceKey(['external', 'link'])).toBe(false);
  });
});

describe('a mobile simulator is no browser', () => {
  it('reads ios-simulator as a mobile system', () => {
    expect(kindOfServer('ios-simulator')).toBe('mobile');
  });

  it('open_url (ios-simulator) opens a deep link in an app, not a page: ≁ browser_navigate (playwright)', () => {
    expectApart(['ios-simulator', 'open_url'], ['playwright', 'browser_navigate']);
  });

  it('screenshot (ios-simulator) shows the device, not the page: ≁ browser_screenshot (browsermcp)', () => {
    expectApart(['ios-simulator', 'screenshot'], ['browsermcp', 'browser_screenshot']);
  });
});

describe('a remote shell reaches another machine', () => {
  it('reads ssh as a remote shell', () => {
    expect(kindOfServer('ssh')).toBe('remote-shell');
  });

  it('connections, sessions and apps mean what their kind of system makes them', () => {
    for (const word of ['connection', 'session', 'app', 'application'])
      expect(isKindRelativeObject(stem(word))).toBe(true);
  });

  it("terminate_app (ios-simulator) stops a device's app, not a deployment: ≁ stop_all_apps (coolify)", () => {
    expectApart(['ios-simulator', 'terminate_app'], ['coolify', 'stop_all_apps']);
  });
});

describe('a SQL system reads rows by SELECT', () => {
  it('mssql_read_table_rows (mssql-mcp) runs a SELECT on a table: ~ execute_read_query (mssql-node), ~ query (postgres-server)', () => {
    expectConfusable(['mssql-mcp', 'mssql_read_table_rows'], ['mssql-node', 'execute_read_query']);
    expectConfusable(['mssql-mcp', 'mssql_read_table_rows'], ['postgres-server', 'query']);
  });

  it('reading rows writes nothing: mssql_read_table_rows (mssql-mcp) ≁ execute_write_query (mssql-node)', () => {
    expectApart(['mssql-mcp', 'mssql_read_table_rows'], ['mssql-node', 'execute_write_query']);
  });

  it("another server's catalog is another connection's: mssql_run_sql_query (mssql-mcp) ≁ list_tables (mssql-node)", () => {
    expectApart(['mssql-mcp', 'mssql_run_sql_query'], ['mssql-node', 'list_tables']);
  });
});

describe('a format is the format however it was made', () => {
  it('get_rendered_html and get_raw_text (fetch-typescript) fetch like fetch_html and fetch_txt (fetch-server)', () => {
    expectConfusable(['fetch-typescript', 'get_rendered_html'], ['fetch-server', 'fetch_html']);
    expectConfusable(['fetch-typescript', 'get_raw_text'], ['fetch-server', 'fetch_txt']);
  });
});

describe("a listing's kind-of-thing selector names what it lists", () => {
  it('thingTypeJobs reads objectType: tables|views|procedures|functions|all of a listing', () => {
    const choices = { objectType: ['tables', 'views', 'procedures', 'functions', 'all'] };
    const objects = ['schema', 'object'];
    expect(thingTypeJobs(choices, 'list', 'list', objects)).toEqual([
      ['list', 'tables'],
      ['list', 'views'],
      ['list', 'procedures'],
      ['list', 'functions'],
    ]);
    // Only of a listing or a search, and not of a bare `type` (read with the job selectors).
    expect(thingTypeJobs(choices, 'delete', 'drop', objects)).toEqual([]);
    expect(thingTypeJobs({ type: ['tables', 'views'] }, 'list', 'list', objects)).toEqual([]);
    // Only where the selector's thing is what the tool lists: the properties of an object type
    // are no objects.
    expect(thingTypeJobs(choices, 'list', 'list', ['property'])).toEqual([]);
  });

  it('mssql_list_schema_objects (mssql-mcp) lists tables and views: ~ list_tables, ~ list_views (mssql-node)', () => {
    expectConfusable(['mssql-mcp', 'mssql_list_schema_objects'], ['mssql-node', 'list_tables']);
    expectConfusable(['mssql-mcp', 'mssql_list_schema_objects'], ['mssql-node', 'list_views']);
  });

  it('listing is not describing: mssql_list_schema_objects (mssql-mcp) ≁ describe_table (mssql-node)', () => {
    expectApart(['mssql-mcp', 'mssql_list_schema_objects'], ['mssql-node', 'describe_table']);
  });
});

describe('the phrase of a special case names the narrower job first', () => {
  it('a specific job is a special case of running a generic runner or any SQL', () => {
    const phrase = (actions: [string, string], objects: [string, string]) =>
      confusablePhrase({ reason: 'special-case', actions, objects, descriptionSimilarity: 0 });
    expect(phrase(['run', 'create'], ['sql', 'table'])).toBe(
      'create table is a special case of run sql',
    );
    expect(phrase(['create', 'run'], ['table', 'sql'])).toBe(
      'create table is a special case of run sql',
    );
    expect(phrase(['list', 'search'], ['issue', 'issue'])).toBe(
      'search issue is a special case of list issue',
    );
  });
});

describe('services known by name', () => {
  it('reads rollbar as a monitor and jira as a tracker, by the services they name', () => {
    expect(kindOfServer('rollbar')).toBe('monitoring');
    expect(kindOfServer('jira')).toBe('tracker');
  });
});

describe("an error tracker's item is an issue", () => {
  it('withKindHead renames a monitor’s item, and nothing of another kind', () => {
    const model = describeTool({ name: 'list-items', description: 'List all items.' });
    expect(withKindHead('monitoring', model).object.at(-1)).toBe('issue');
    expect(withKindHead('wiki', model)).toBe(model);
    // A CI server's items are its jobs (session 29).
    expect(withKindHead('ci', model).object.at(-1)).toBe('job');
  });

  it('update-item and list-items (rollbar) ~ update_issue and list_issues (github), as sentry’s issues are', () => {
    expectConfusable(['rollbar', 'update-item'], ['github', 'update_issue']);
    expectConfusable(['rollbar', 'list-items'], ['github', 'list_issues']);
  });

  it('a CI queue item is no issue: getQueueItem (jenkins-host) ≁ get-item-details (rollbar)', () => {
    expectApart(['jenkins-host', 'getQueueItem'], ['rollbar', 'get-item-details']);
  });
});

describe('a forecast is of the future', () => {
  it('getFutureWeatherByAirport (variflight) ~ get_forecast (weather): "future" picks no other thing', () => {
    expectConfusable(['variflight', 'getFutureWeatherByAirport'], ['weather', 'get_forecast']);
  });
});

describe('a number names the thing', () => {
  it('searchFlightsByNumber (variflight) reads one flight: ~ get_flight_data (flightradar), ≁ searchFlightsByDepArr (variflight)', () => {
    expectConfusable(['variflight', 'searchFlightsByNumber'], ['flightradar', 'get_flight_data']);
    expectApart(['variflight', 'searchFlightsByNumber'], ['variflight', 'searchFlightsByDepArr']);
  });
});
