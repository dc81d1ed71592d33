// Issue 14, session 44: misses pinned on the real pairs that showed them (the earlier sets' and
// the first readings of the 96th to 99th held-out sets).
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a membership job named only for where it puts things is compared by where', () => {
  it('add_tracks_to_playlist ~ add_to_playlist ~ add_playlist_items, across servers', () => {
    expectConfusable(
      ['apple-music-pallas', 'music.add_tracks_to_playlist'],
      ['jellyfin', 'jellyfin_add_to_playlist'],
    );
    expectConfusable(['spotify', 'addTracksToPlaylist'], ['plex', 'add_to_playlist']);
    expectConfusable(
      ['spotify-darrenjaworski', 'spotify_add_to_playlist'],
      ['spotify-ethandm', 'spotify_add_playlist_items'],
    );
    expectConfusable(
      ['spotify-ethandm', 'spotify_add_playlist_items'],
      ['youtube-api', 'playlistItems_insert'],
    );
  });

  it('removing: removeTracksFromPlaylist ~ remove_from_playlist ~ remove_playlist_items', () => {
    expectConfusable(
      ['spotify', 'removeTracksFromPlaylist'],
      ['spotify-darrenjaworski', 'spotify_remove_from_playlist'],
    );
    expectConfusable(
      ['jellyfin', 'jellyfin_remove_from_playlist'],
      ['spotify-ethandm', 'spotify_remove_playlist_items'],
    );
  });

  it('queueing a playlist adds to the queue, not to a playlist: add_playlist_to_queue', () => {
    expectConfusable(
      ['spotify-kholcomb', 'add_playlist_to_queue'],
      ['spotify-kholcomb', 'add_to_queue'],
    );
    expectApart(['plex', 'add_to_playlist'], ['spotify-kholcomb', 'add_playlist_to_queue']);
    expectApart(
      ['spotify-darrenjaworski', 'spotify_add_to_playlist'],
      ['spotify-kholcomb', 'add_playlist_to_queue'],
    );
  });

  it('a new item added to a checklist is made there, not moved: trello/add_checklist_item', () => {
    expectApart(
      ['trello', 'add_checklist_item'],
      ['spotify-ethandm', 'spotify_add_playlist_items'],
    );
  });
});

describe("a media player's next and previous track, however worded", () => {
  it('skipToNext ~ jellyfin_next_track ~ the next of Apple Music playback_control', () => {
    expectConfusable(['spotify', 'skipToNext'], ['jellyfin', 'jellyfin_next_track']);
    expectConfusable(
      ['spotify-kholcomb', 'skip_previous'],
      ['jellyfin', 'jellyfin_previous_track'],
    );
    expectConfusable(['apple-music-pallas', 'music.playback_control'], ['spotify', 'skipToNext']);
    expectConfusable(
      ['apple-music-pallas', 'music.playback_control'],
      ['spotify-darrenjaworski', 'spotify_pause'],
    );
  });

  it('the next track is not the previous one', () => {
    expectApart(['spotify', 'skipToNext'], ['jellyfin', 'jellyfin_previous_track']);
    expectApart(['spotify-kholcomb', 'skip_next'], ['spotify-kholcomb', 'skip_previous']);
  });
});

describe("a smart home hub's service call does the hub's and a media player's controls", () => {
  it('callService ~ lights_activate, ha_call_service ~ smartthings turn_on_device, ~ spotify pausePlayback', () => {
    expectConfusable(
      ['homeassistant-liorfranko', 'callService'],
      ['homeassistant', 'lights_activate'],
    );
    expectConfusable(
      ['homeassistant-vortitron', 'ha_call_service'],
      ['smartthings-bobmatnyc', 'turn_on_device'],
    );
    expectConfusable(['homeassistant-vortitron', 'ha_call_service'], ['spotify', 'pausePlayback']);
    expectConfusable(
      ['homeassistant-liorfranko', 'callService'],
      ['homey-decline27', 'homey_run_flow'],
    );
  });

  it('it reads nothing and edits no flow, dashboard or room: ~ ha_list_services, nodered_create_flow', () => {
    expectApart(
      ['homeassistant-vortitron', 'ha_call_service'],
      ['homeassistant-vortitron', 'ha_list_services'],
    );
    expectApart(
      ['homeassistant-liorfranko', 'callService'],
      ['homeassistant-vortitron', 'nodered_create_flow'],
    );
    expectApart(
      ['homeassistant-liorfranko', 'callService'],
      ['homeassistant-vortitron', 'ha_create_dashboard'],
    );
    expectApart(
      ['homeassistant-liorfranko', 'callService'],
      ['smartthings-bobmatnyc', 'assign_device_to_room'],
    );
  });

  it("a media player's library is no control: ~ spotify createPlaylist", () => {
    expectApart(['homeassistant-liorfranko', 'callService'], ['spotify', 'createPlaylist']);
  });
});

describe('a log platform searches its logs, however its query is worded', () => {
  it('Graylog and Coralogix are monitors: kinds by their names', () => {
    expect(kindOfServer('graylog-jagadeesh52423')).toBe('monitoring');
    expect(kindOfServer('coralogix-nitaiaharoni1')).toBe('monitoring');
  });

  it("a DataPrime or Lucene query, Splunk's search query, Graylog's messages ~ Loki's log search", () => {
    expectConfusable(
      ['coralogix-nitaiaharoni1', 'query_dataprime'],
      ['loki-elad12390', 'loki_search_logs'],
    );
    expectConfusable(
      ['coralogix-nitaiaharoni1', 'query_lucene'],
      ['splunk-michaelsp', 'search_splunk'],
    );
    expectConfusable(
      ['graylog-jagadeesh52423', 'fetch_graylog_messages'],
      ['loki-elad12390', 'loki_search_logs'],
    );
  });

  it('a log search is no metric query: query_dataprime vs datadog query_metrics', () => {
    expectApart(['coralogix-nitaiaharoni1', 'query_lucene'], ['datadog', 'query_metrics']);
  });
});

describe("a crypto exchange's tools are the exchange's", () => {
  it('a server named for an exchange trades on it: coinbase-visusnet is a market', () => {
    expect(kindOfServer('coinbase-visusnet')).toBe('market');
  });

  it("an exchange's order is no shop's: okx spot_get_order vs shopify get-order", () => {
    expectApart(['okx', 'spot_get_order'], ['shopify-admin', 'get-order']);
    expectApart(['coinbase-visusnet', 'list_orders'], ['shopify-admin', 'get-orders']);
    expectApart(['okx', 'account_get_balance'], ['stripe-local', 'retrieve_balance']);
  });

  it('placing a spot order creates an order; an order book is a product book; RSI calculated is RSI read', () => {
    expectConfusable(['okx', 'spot_place_order'], ['coinbase-visusnet', 'create_order']);
    expectConfusable(['okx', 'spot_cancel_order'], ['binance-ethancod1ng', 'cancel_order']);
    expectConfusable(
      ['binance-ethancod1ng', 'get_orderbook'],
      ['coinbase-visusnet', 'get_product_book'],
    );
    expectConfusable(
      ['binance-futures-iuk', 'indicator_rsi'],
      ['coinbase-visusnet', 'calculate_rsi'],
    );
  });

  it('a list of open orders places none: futures_open_orders vs create_order', () => {
    expectApart(
      ['binance-futures-iuk', 'futures_open_orders'],
      ['coinbase-visusnet', 'create_order'],
    );
  });
});

describe('a note on a ticket, an incident or a candidate is a comment on it', () => {
  it("a help desk's note on a ticket: freshdesk_add_note ~ zendesk add_ticket_comment", () => {
    expectConfusable(['freshdesk', 'freshdesk_add_note'], ['zendesk', 'add_ticket_comment']);
    expectConfusable(['freshdesk-bcavas', 'add_note'], ['zendesk', 'add_ticket_comment']);
  });
});

describe("an HR system's people, time off and time worked, however it calls them", () => {
  it("Deel's people are BambooHR's employees; Personio's absences its time off requests", () => {
    expectConfusable(
      ['deel-jonasdnielsen', 'deel_list_people'],
      ['bamboohr-busybee', 'list_employees'],
    );
    expectConfusable(
      ['personio-gomedicus', 'get_absences'],
      ['bamboohr-busybee', 'list_time_off_requests'],
    );
  });

  it("Personio's attendance periods are BambooHR's hour records", () => {
    expectConfusable(
      ['personio-gomedicus', 'create_attendance_period_v2'],
      ['bamboohr-twentytwokhz', 'bamboohr_add_hour_record'],
    );
  });

  it('time off is not time worked: get_absences vs get_hour_records', () => {
    expectApart(
      ['personio-gomedicus', 'get_absences'],
      ['bamboohr-twentytwokhz', 'bamboohr_get_hour_records'],
    );
  });
});

describe("a monitor's alert made, changed or deleted is its rule", () => {
  it('create_logs_threshold_alert ~ create_metric_threshold_alert ~ create_tracing_alert', () => {
    expectConfusable(
      ['coralogix-nitaiaharoni1', 'create_metric_threshold_alert'],
      ['coralogix-nitaiaharoni1', 'create_tracing_alert'],
    );
    expectConfusable(
      ['coralogix-nitaiaharoni1', 'create_logs_threshold_alert'],
      ['coralogix-nitaiaharoni1', 'create_metric_threshold_alert'],
    );
  });
});

describe("an exchange's order history is past orders, no price history", () => {
  it('binance get_order_history vs yfinance get_historical', () => {
    expectApart(['binance-ethancod1ng', 'get_order_history'], ['yfinance', 'get_historical']);
    expectApart(['binance-futures-iuk', 'futures_margin_history'], ['yahoo-finance', 'get_chart']);
  });
});

describe('a crypto exchange and a stock broker trade different things', () => {
  it('ibkr place_order vs coinbase create_order, ccxt place-market-order', () => {
    expectApart(['ibkr', 'place_order'], ['coinbase-visusnet', 'create_order']);
    expectApart(['ibkr', 'place_order'], ['ccxt', 'place-market-order']);
  });

  it('two crypto exchanges still place the same order: okx spot_place_order ~ ccxt place-market-order', () => {
    expectConfusable(['okx', 'spot_place_order'], ['ccxt', 'place-market-order']);
  });
});
