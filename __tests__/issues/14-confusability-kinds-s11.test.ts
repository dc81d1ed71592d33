// Issue 14, session 11: the kinds of system real MCP servers are (hosting, secrets, memory, maps,
// weather, web, translation, market data, CMS, commerce, design...; a tracker's issues, a
// monitor's metrics and alerts), and what knowing two servers' kinds keeps apart. Each rule has a
// test on its mechanism and a regression test on a real pair.
import {
  confusability,
  describeTool,
  isKindRelativeObject,
  systemKindOf,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { isKindOwnObject, kindObjectClassOf } from '../../src/lexical/system-kind.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

// A server's tools as stemmed word sets (what scan.ts gives systemKindOf).
const toolsSaying = (...tools: string[]) => tools.map((t) => new Set(t.split(' ')));

describe('the kinds of system of MCP catalogs', () => {
  it('reads the new kinds from their own words', () => {
    expect(systemKindOf(toolsSaying('list secret', 'get secret', 'list project'))).toBe('secrets');
    expect(systemKindOf(toolsSaying('list deployment', 'cancel deployment', 'get log'))).toBe(
      'hosting',
    );
    expect(systemKindOf(toolsSaying('creat entity', 'add observation', 'read graph'))).toBe(
      'memory',
    );
    expect(systemKindOf(toolsSaying('geocode address', 'get direction', 'search'))).toBe('maps');
    expect(systemKindOf(toolsSaying('get forecast', 'get weather', 'get alert'))).toBe('weather');
    expect(systemKindOf(toolsSaying('web search', 'crawl site', 'extract'))).toBe('web');
    expect(systemKindOf(toolsSaying('translate text', 'list glossary', 'list languag'))).toBe(
      'translation',
    );
    expect(systemKindOf(toolsSaying('get ticker', 'get ohlcv', 'list exchang'))).toBe('market');
    expect(systemKindOf(toolsSaying('list product', 'list order', 'creat coupon'))).toBe(
      'commerce',
    );
    expect(systemKindOf(toolsSaying('query metric', 'list alert', 'get incident'))).toBe(
      'monitoring',
    );
  });

  it('reads the kinds of real servers', () => {
    const kinds: [string, string][] = [
      ['grafana', 'monitoring'],
      ['datadog', 'monitoring'],
      ['prometheus', 'monitoring'],
      ['sentry', 'monitoring'],
      ['coolify', 'hosting'],
      ['vercel', 'hosting'],
      ['kubernetes', 'hosting'],
      ['argocd', 'hosting'],
      ['infisical', 'secrets'],
      ['memory-bank', 'memory'],
      ['knowledge-graph', 'memory'],
      ['google-maps', 'maps'],
      ['mapbox', 'maps'],
      ['open-meteo', 'weather'],
      ['tavily', 'web'],
      ['brave-search', 'web'],
      ['deepl', 'translation'],
      ['ccxt', 'market'],
      ['stockquotes', 'market'],
      ['contentful', 'cms'],
      ['strapi', 'cms'],
      ['shopify', 'commerce'],
      ['figma', 'design'],
      ['drawio', 'diagram'],
      ['salesforce', 'crm'],
      ['github', 'forge'],
    ];
    for (const [server, kind] of kinds)
      expect([server, kindOfServer(server)]).toEqual([server, kind]);
  });
});

describe('kinds named only in boilerplate', () => {
  it('do not outvote the kind the headlines name', () => {
    const words = toolsSaying('web search error', 'web news error', 'web imag error');
    const headlines = toolsSaying('web search', 'web news', 'web imag');
    expect(systemKindOf(words, headlines)).toBe('web');
  });

  it('reads DuckDuckGo as a web search server', () => {
    expect(kindOfServer('duckduckgo')).toBe('web');
  });
});

describe("a tracker's shared word: issue", () => {
  it('names a tracker where no kind of its own words does', () => {
    expect(systemKindOf(toolsSaying('creat issue', 'search issue', 'add comment'))).toBe('tracker');
  });

  it("leaves a forge's or a monitor's issues theirs", () => {
    expect(
      systemKindOf(
        toolsSaying('list issue', 'get repository', 'creat pull', 'list commit', 'get file'),
      ),
    ).toBe('forge');
    expect(
      systemKindOf(
        toolsSaying('search issue', 'get issue', 'list error', 'get event', 'get trace'),
      ),
    ).toBe('monitoring');
  });

  it('decides over a kind whose words only a few tools use, when all tools manage issues', () => {
    expect(
      systemKindOf(
        toolsSaying(
          'manag issue',
          'search issue',
          'issue metric',
          'project issue metric',
          'issue attachment',
        ),
      ),
    ).toBe('tracker');
  });

  it('reads Linear, Plane and both Jira servers as trackers', () => {
    for (const server of ['linear-server', 'plane', 'jira-nexus', 'jira-aaronsb']) {
      expect([server, kindOfServer(server)]).toEqual([server, 'tracker']);
    }
  });
});

const entry = (name: string, description: string, server: string, kind?: string) =>
  ({ model: describeTool({ name, description, server }), server, kind }) as ConfusableEntry;

describe('two servers of two known kinds on what is each kind own', () => {
  it('keeps scopes, attributes and work items of two kinds apart, not of one kind', () => {
    const teams = (kind: string) => entry('list_teams', 'List all teams.', kind, kind);
    expect(confusability(teams('hosting'), teams('monitoring'))).toBeUndefined();
    expect(confusability(teams('tracker'), teams('tracker'))).toBeDefined();
    const status = (kind: string) => entry('get_status', 'Get the status.', kind, kind);
    expect(confusability(status('email'), status('ci'))).toBeUndefined();
    const issues = (kind: string) => entry('search_issues', 'Search issues.', kind, kind);
    expect(confusability(issues('hosting'), issues('tracker'))).toBeUndefined();
    expect(confusability(issues('monitoring'), issues('tracker'))).toBeDefined();
  });

  it('pairs what either server of an unknown kind holds', () => {
    const teams = (kind?: string) => entry('list_teams', 'List all teams.', kind ?? 'x', kind);
    expect(confusability(teams('hosting'), teams())).toBeDefined();
  });

  it('shares projects between trackers and forges', () => {
    const projects = (kind: string) => entry('list_projects', 'List all projects.', kind, kind);
    expect(confusability(projects('forge'), projects('tracker'))).toBeDefined();
    expect(confusability(projects('secrets'), projects('tracker'))).toBeUndefined();
  });

  it("keeps Coolify's infrastructure issues apart from trackers' and monitors' issues", () => {
    expectApart(['coolify', 'find_issues'], ['linear-server', 'linear_search_issues']);
    expectApart(['coolify', 'find_issues'], ['github', 'search_issues']);
    expectApart(['coolify', 'find_issues'], ['sentry', 'search_issues']);
  });

  it("keeps a hosting platform's teams apart from a monitor's and a tracker's", () => {
    expectApart(['coolify', 'teams'], ['grafana', 'list_teams']);
    expectApart(['coolify', 'teams'], ['linear-server', 'linear_get_teams']);
  });

  it("keeps a memory store's and a secrets manager's projects apart from a tracker's", () => {
    expectApart(['jira-aaronsb', 'manage_jira_project'], ['memory-bank', 'list_projects']);
    expectApart(['coolify', 'projects'], ['todoist', 'get_projects']);
  });

  it('keeps two kinds’ status, configuration, services and dashboards apart', () => {
    expectApart(['email-codefuturist', 'get_email_status'], ['jenkins-host', 'getStatus']);
    expectApart(['git', 'git_status'], ['jenkins-host', 'getStatus']);
    expectApart(['ccxt', 'get-proxy-config'], ['email-codefuturist', 'get_hooks_config']);
    expectApart(['coolify', 'list_services'], ['datadog', 'get_all_services']);
    expectApart(['grafana', 'get_dashboard_summary'], ['metabase', 'get_dashboard']);
  });

  it("keeps a cluster's events apart from a monitor's (errors, page views)", () => {
    expect(isKindRelativeObject('event')).toBe(true);
    expectApart(['argocd', 'get_resource_events'], ['sentry', 'search_events']);
    expectApart(['argocd', 'get_resource_events'], ['google-analytics', 'getEvents']);
  });

  it("keeps a monitor's alerts from a weather service's and a translator's languages from captions'", () => {
    expect(isKindRelativeObject('alert')).toBe(true);
    expect(isKindRelativeObject('language')).toBe(true);
    expectApart(['gcp-observability', 'list_alerts'], ['weather', 'get_alerts']);
    expectApart(
      ['deepl', 'get-source-languages'],
      ['youtube-transcript-fabriqa', 'get-transcript-languages'],
    );
    expectConfusable(['weather', 'get_alerts'], ['weather-us', 'get-alerts']);
  });

  it('keeps tracker and forge projects and issue searches one job', () => {
    expectConfusable(['azure-devops', 'get_project'], ['linear-server', 'linear_get_project']);
    expectConfusable(['azure-devops', 'list_projects'], ['shortcut', 'projects-list']);
    expectConfusable(['github', 'search_issues'], ['jira-aaronsb', 'manage_jira_filter']);
    expectConfusable(['github', 'search_issues'], ['jira-nexus', 'jira_search']);
  });

  it("pairs a generic REST tool's jobs on the issues its paths reach (Jira)", () => {
    expectConfusable(['jira', 'jira_get'], ['jira-nexus', 'jira_issues']);
    expectConfusable(['jira', 'jira_delete'], ['jira-aaronsb', 'manage_jira_issue']);
  });

  it('pairs two web search servers', () => {
    expectConfusable(['brave-search', 'brave_news_search'], ['firecrawl', 'firecrawl_search']);
  });
});

describe("object classes of a monitor's and a memory store's things", () => {
  it('groups a monitor with alert rules, traces with requests, log entries with logs', () => {
    const cls = (kind: string, head: string) => kindObjectClassOf(kind, head, 'list');
    expect(cls('monitoring', 'monitor')).toBe(cls('monitoring', 'rule'));
    expect(cls('monitoring', 'trace')).toBe(cls('monitoring', 'request'));
    expect(cls('monitoring', 'entry')).toBe(cls('monitoring', 'log'));
    expect(cls('memory', 'entity')).toBe(cls('memory', 'file'));
    expect(cls('memory', 'observation')).toBeUndefined();
    expect(cls('tracker', 'rule')).toBeUndefined();
  });

  it('pairs monitors and alert rules, traces and slow requests, log entries and logs', () => {
    expectConfusable(['datadog', 'get_monitors'], ['grafana', 'list_alert_rules']);
    expectConfusable(['datadog', 'list_traces'], ['grafana', 'find_slow_requests']);
    expectConfusable(['gcp-observability', 'list_log_entries'], ['grafana', 'query_loki_logs']);
    expectConfusable(['gcp-observability', 'list_alert_policies'], ['grafana', 'list_alert_rules']);
  });

  it("pairs a memory bank's file update with a knowledge graph's entity update", () => {
    expectConfusable(['knowledge-graph', 'update_entities'], ['memory-bank', 'memory_bank_update']);
    expectApart(['knowledge-graph', 'delete_entities'], ['knowledge-graph', 'delete_observations']);
  });

  it("holds a memory store's files as its own: a disk's file write is another job", () => {
    expect(isKindOwnObject('memory', 'file')).toBe(true);
    expectApart(['filesystem-fast', 'fast_write_file'], ['memory-bank', 'memory_bank_write']);
  });
});
