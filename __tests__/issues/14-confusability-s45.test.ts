// Issue 14, session 45: misses pinned on the real pairs that showed them (the 96th to 99th sets'
// misses and the first readings of the 100th to 103rd held-out sets).
import { expectApart, expectConfusable, kindOfServer, objectOfTool } from './confusable-pairs.js';

describe("one parent's things listed are those things listed by that parent", () => {
  it("Deel's contract timesheets ~ BambooHR's hour records (two HR systems)", () => {
    expectConfusable(
      ['deel-jonasdnielsen', 'deel_get_contract_timesheets'],
      ['bamboohr-twentytwokhz', 'bamboohr_get_hour_records'],
    );
  });

  it("a channel's history (channel_id) ~ a chat's messages: slack_get_channel_history ~ get-messages", () => {
    expectConfusable(['slack', 'slack_get_channel_history'], ['zulip', 'get-messages']);
  });

  it("a type of the thing, told no parent, stays apart: Graylog's event notifications", () => {
    expectApart(
      ['graylog-jagadeesh52423', 'get_event_notifications'],
      ['newrelic', 'notifications_list'],
    );
  });
});

describe('a number in a name only numbers its thing', () => {
  it('R2 of cf_r2_buckets, the v2 of get_attendance_periods_v2, the 24hr of get_24hr_ticker', () => {
    expect(objectOfTool('cloudflare', 'cf_r2_buckets')).toEqual(['bucket']);
    expect(objectOfTool('binance-ethancod1ng', 'get_24hr_ticker')).toEqual(['ticker']);
    expectConfusable(['cloudflare', 'cf_r2_buckets'], ['minio-pickstar', 'list_buckets']);
  });

  it('a version after a plural leaves it a listing: get_attendance_periods_v2', () => {
    expectConfusable(
      ['personio-gomedicus', 'get_attendance_periods_v2'],
      ['bamboohr-twentytwokhz', 'bamboohr_get_timesheet_entries'],
    );
  });
});

describe('forms of one thing under two names', () => {
  it("an object's info is its metadata: get_object_info ~ get_object_metadata", () => {
    expectConfusable(
      ['minio-pickstar', 'get_object_info'],
      ['wasabi-danielrosehill', 'get_object_metadata'],
    );
  });

  it("a monitor's alert definition is its alert rule", () => {
    expectConfusable(
      ['coralogix-nitaiaharoni1', 'get_alert_definition'],
      ['grafana-quanticsoul', 'get_alert_rule'],
    );
  });

  it('OHLCV data are candles', () => {
    expectConfusable(['ccxt', 'get-ohlcv'], ['coinbase-visusnet', 'get_product_candles_batch']);
  });
});

describe("a search engine's whole settings meet each one setting", () => {
  it('update-settings ~ update-ranking-rules, get-settings ~ get-synonyms', () => {
    expectConfusable(
      ['meilisearch-falcosan', 'update-settings'],
      ['meilisearch-devlimelabs', 'update-ranking-rules'],
    );
    expectConfusable(
      ['meilisearch-devlimelabs', 'get-settings'],
      ['meilisearch-falcosan', 'get-synonyms'],
    );
  });

  it('two settings stay apart: ranking rules vs synonyms', () => {
    expectApart(
      ['meilisearch-falcosan', 'update-ranking-rules'],
      ['meilisearch-devlimelabs', 'update-synonyms'],
    );
  });
});

describe("an analytics service's sites and events", () => {
  it("Plausible's sites, Umami's websites and PostHog's projects are one thing", () => {
    expectConfusable(['plausible', 'list_sites'], ['umami-matious89pl', 'list_websites']);
    expectConfusable(['posthog', 'projects_get'], ['umami-mikusnuz', 'get_website']);
  });

  it('an event sent, tracked or captured is one recorded', () => {
    expectConfusable(['posthog', 'events_capture'], ['umami-mikusnuz', 'send_event']);
    expectConfusable(['mixpanel-primrose', 'mixpanel_track_event'], ['plausible', 'send_event']);
  });
});

describe("an event analytics service's report types are reports of their own", () => {
  it("Mixpanel's retention report is no site's page views, nor its frequency report", () => {
    expectApart(
      ['mixpanel-dragonkhoi', 'query_retention_report'],
      ['umami-mikusnuz', 'get_pageviews'],
    );
    expectApart(
      ['mixpanel-dragonkhoi', 'query_frequency_report'],
      ['mixpanel-dragonkhoi', 'query_segmentation_report'],
    );
  });
});

describe('a server named for a broker whose SQL is the lesser part is a broker', () => {
  it("kafka-zx8086 (ksqlDB beside Kafka's topics) is a queue", () => {
    expect(kindOfServer('kafka-zx8086')).toBe('queue');
    expectConfusable(
      ['kafka-zx8086', 'kafka_list_consumer_groups'],
      ['confluent', 'list-consumer-groups'],
    );
  });

  it("its ksqlDB tables are no database's tables", () => {
    expectApart(['kafka-zx8086', 'ksql_list_tables'], ['postgres-server', 'list_tables']);
  });
});
