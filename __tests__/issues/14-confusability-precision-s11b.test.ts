// Issue 14, session 11 (second round): what a kind of system means by a word (its logs) and what
// a word of one kind means on another kind's server. Each rule has a test on its mechanism and a
// regression test on a real pair.
import {
  confusability,
  describeTool,
  systemKindOf,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const entry = (name: string, description: string, server: string, kind?: string) =>
  ({ model: describeTool({ name, description, server }), server, kind }) as ConfusableEntry;

describe('a log is its kind of system', () => {
  it('keeps logs of two known kinds apart, not of one kind nor of an unknown one', () => {
    const logs = (kind?: string) => entry('get_logs', 'Get logs.', kind ?? 'x', kind);
    expect(confusability(logs('hosting'), logs('monitoring'))).toBeUndefined();
    expect(confusability(logs('document-store'), logs('monitoring'))).toBeUndefined();
    expect(confusability(logs('hosting'), logs('hosting'))).toBeDefined();
    expect(confusability(logs('hosting'), logs())).toBeDefined();
  });

  it("keeps one application's logs apart from a log platform's search (application_logs ~ get_logs)", () => {
    expectApart(['coolify', 'application_logs'], ['datadog', 'get_logs']);
  });

  it("keeps a log platform's entries apart from a database server's log (list_log_entries ~ mongodb-logs)", () => {
    expectApart(['gcp-observability', 'list_log_entries'], ['mongodb', 'mongodb-logs']);
  });

  it("still pairs two clusters' workload logs (get_application_workload_logs ~ kubectl_logs)", () => {
    expectConfusable(['argocd', 'get_application_workload_logs'], ['kubernetes', 'kubectl_logs']);
  });
});

describe("a build's log is the build's, whoever runs it", () => {
  it('pairs build logs of a forge, a CI server and a hosting platform', () => {
    const buildLog = (kind: string) =>
      entry('get_build_log', 'Get the log of a build.', kind, kind);
    expect(confusability(buildLog('forge'), buildLog('ci'))).toBeDefined();
    expect(confusability(buildLog('hosting'), buildLog('ci'))).toBeDefined();
  });

  it("still pairs a forge's pipeline log with a CI server's build log (get_pipeline_log ~ getBuildLog)", () => {
    expectConfusable(['azure-devops', 'get_pipeline_log'], ['jenkins-host', 'getBuildLog']);
  });
});

describe("a thing of what a kind means by a word is that kind's too", () => {
  it('keeps apart things of a kind-relative owner on two known kinds, not on one kind', () => {
    const stats = (kind: string) =>
      entry('get_database_stats', 'Get database statistics.', kind, kind);
    expect(confusability(stats('sql'), stats('document-store'))).toBeUndefined();
    expect(confusability(stats('sql'), stats('sql'))).toBeDefined();
    const rules = (kind: string) => entry('list_alert_rules', 'List alert rules.', kind, kind);
    expect(confusability(rules('web'), rules('monitoring'))).toBeUndefined();
    expect(confusability(rules('monitoring'), rules('monitoring'))).toBeDefined();
  });

  it("still pairs a project's issues of a tracker and of a monitor", () => {
    const issues = (kind: string) =>
      entry('list_project_issues', 'List the issues of a project.', kind, kind);
    expect(confusability(issues('tracker'), issues('monitoring'))).toBeDefined();
  });

  it("keeps a web page monitor apart from a monitor's alert rules (firecrawl_monitor_list ~ get_monitors)", () => {
    expectApart(['firecrawl', 'firecrawl_monitor_list'], ['datadog', 'get_monitors']);
  });

  it("keeps a SQL database's statistics apart from MongoDB's (get_database_stats ~ db-stats)", () => {
    expectApart(['dbeaver', 'get_database_stats'], ['mongodb', 'db-stats']);
  });

  it("still pairs Plane's project issues with Sentry's (list_project_issues ~ search_issues)", () => {
    expectConfusable(['plane', 'list_project_issues'], ['sentry', 'search_issues']);
  });
});

describe("a thing its server's own kind words qualify is that kind's", () => {
  it("keeps a shop's product categories apart from another kind's categories", () => {
    const shop = entry('create_product_category', 'Create a product category.', 's', 'commerce');
    const chat = entry('create_category', 'Create a category.', 'c', 'chat');
    expect(confusability(shop, chat)).toBeUndefined();
    expect(
      confusability(shop, entry('create_category', 'Create a category.', 'w', 'commerce')),
    ).toBeDefined();
  });

  it("keeps a Discord category apart from a shop's product category (discord_create_category ~ woo_products_categories_create)", () => {
    expectApart(
      ['discord', 'discord_create_category'],
      ['woocommerce', 'woo_products_categories_create'],
    );
  });
});

describe('a webhook is its kind of system', () => {
  it("keeps a chat's webhook apart from a shop's (discord_create_webhook ~ woo_webhooks_create)", () => {
    const hooks = (kind: string) => entry('create_webhook', 'Create a webhook.', kind, kind);
    expect(confusability(hooks('chat'), hooks('commerce'))).toBeUndefined();
    expect(confusability(hooks('chat'), hooks('chat'))).toBeDefined();
    expectApart(['discord', 'discord_create_webhook'], ['woocommerce', 'woo_webhooks_create']);
  });
});

describe('live and historic are opposite qualifiers', () => {
  it('keeps what goes on now apart from what went on before', () => {
    const live = entry('get_live_positions', 'Get live positions.', 's');
    expect(
      confusability(live, entry('get_live_positions', 'Get live positions.', 't')),
    ).toBeDefined();
    expect(
      confusability(live, entry('get_historic_positions', 'Get historic positions.', 's')),
    ).toBeUndefined();
    expect(
      confusability(live, entry('get_historical_positions', 'Get historical positions.', 's')),
    ).toBeUndefined();
  });

  it('keeps live flight positions apart from historic ones (get_live_flights_positions_full ~ get_historic_flights_positions_full)', () => {
    expectApart(
      ['fr24', 'get_live_flights_positions_full'],
      ['fr24', 'get_historic_flights_positions_full'],
    );
  });
});

describe("a design tool's file is its own", () => {
  it('keeps a design file apart from a file of a server not known to be a design tool', () => {
    const design = entry('get_file', 'Get a file.', 'd', 'design');
    expect(confusability(design, entry('read_file', 'Read a file.', 'x'))).toBeUndefined();
    expect(confusability(design, entry('get_file', 'Get a file.', 'e', 'design'))).toBeDefined();
  });

  it('keeps a Figma file apart from a local file (fast_read_multiple_files ~ get_file)', () => {
    expectApart(['filesystem-fast', 'fast_read_multiple_files'], ['mcp-figma', 'get_file']);
  });
});

describe('an object store is a kind of system, and an object is its kind', () => {
  it("reads a server of buckets as an object store, and keeps its objects apart from a CRM's", () => {
    const bucketTools = [new Set(['list', 'bucket']), new Set(['read', 'object', 'bucket'])];
    expect(systemKindOf(bucketTools)).toBe('storage');
    const objects = (kind: string) => entry('list_objects', 'List objects.', kind, kind);
    expect(confusability(objects('storage'), objects('crm'))).toBeUndefined();
    expect(confusability(objects('crm'), objects('crm'))).toBeDefined();
  });

  it("keeps a bucket's objects apart from a CRM's (list_objects ~ hubspot-list-objects)", () => {
    expectApart(['gcs', 'list_objects'], ['hubspot', 'hubspot-list-objects']);
  });

  it("keeps a bucket's insights SQL apart from a database's (execute_insights_query ~ query)", () => {
    expectApart(['gcs', 'execute_insights_query'], ['sqlite-simple', 'query']);
  });
});
