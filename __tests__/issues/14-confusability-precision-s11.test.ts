// Issue 14, session 11: pairs of servers of kinds never met (the seventh held-out set,
// examples/heldout7) that the model paired for reasons of language, kept apart by general rules.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { objectRelation } from '../../src/lexical/confusable.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const EMPTY: ReadonlySet<string> = new Set();

describe('a head that means nothing alone is one thing only when it is of the same thing', () => {
  it('keeps apart two owners however alike the texts read', () => {
    expect(objectRelation(['exchange', 'info'], ['runtime', 'info'], EMPTY, EMPTY, 0.9)).toBe(
      'different',
    );
    expect(
      objectRelation(['loki', 'label', 'name'], ['prometheus', 'label', 'name'], EMPTY, EMPTY, 0.9),
    ).toBe('different');
  });

  it('takes an owner on one side only when the other side is about it anyway', () => {
    const mcp = new Set(['mcp', 'server', 'version']);
    expect(objectRelation(['node', 'version'], ['version'], EMPTY, mcp, 0.9)).toBe('different');
    const prometheus = new Set(['prometheus', 'metric', 'metadata']);
    expect(
      objectRelation(
        ['prometheus', 'metric', 'metadata'],
        ['metric', 'metadata'],
        EMPTY,
        prometheus,
      ),
    ).toBe('special-case');
  });

  it('pairs two bare ones only when their texts are about the same things', () => {
    expect(objectRelation(['status'], ['status'], EMPTY, EMPTY, 0.1)).toBe('different');
    expect(objectRelation(['status'], ['status'], EMPTY, EMPTY, 0.5)).toBe('same');
    expect(objectRelation(['file', 'info'], ['file', 'info'])).toBe('same');
  });

  it('leaves variants of other heads as they were (gfs forecast / ecmwf forecast)', () => {
    expect(objectRelation(['gfs', 'forecast'], ['ecmwf', 'forecast'], EMPTY, EMPTY, 0.5)).toBe(
      'special-case',
    );
  });

  it('counts statistics, counts and properties among such heads', () => {
    expect(objectRelation(['database', 'stat'], ['pool', 'stat'], EMPTY, EMPTY, 0.9)).toBe(
      'different',
    );
  });

  it('keeps counts of different things apart (get_flight_summary_count ~ get_live_flights_count)', () => {
    expectApart(['fr24', 'get_flight_summary_count'], ['fr24', 'get_live_flights_count']);
  });

  it("keeps a database's statistics apart from a table's (get_database_stats ~ get_table_stats)", () => {
    expectApart(['dbeaver', 'get_database_stats'], ['sqlserver', 'get_table_stats']);
  });

  it("keeps an exchange's info apart from a monitor's runtime info (get-exchange-info ~ prometheus_runtime_info)", () => {
    expectApart(['ccxt', 'get-exchange-info'], ['prometheus', 'prometheus_runtime_info']);
  });

  it('keeps proxy settings apart from mail hooks settings (get-proxy-config ~ get_hooks_config)', () => {
    expectApart(['ccxt', 'get-proxy-config'], ['email-codefuturist', 'get_hooks_config']);
  });

  it('keeps log labels apart from metric labels (list_loki_label_names ~ list_prometheus_label_names)', () => {
    expectApart(['grafana', 'list_loki_label_names'], ['grafana', 'list_prometheus_label_names']);
  });

  it("keeps an MCP server's version apart from Node's (get_mcp_version ~ __node_version)", () => {
    expectApart(['coolify', 'get_mcp_version'], ['neon', '__node_version']);
  });

  it("keeps git's working tree status apart from Jenkins' health (git_status ~ getStatus)", () => {
    expectApart(['git', 'git_status'], ['jenkins-host', 'getStatus']);
  });

  it("still pairs two servers' file info (get_file_info ~ get_file_info)", () => {
    expectConfusable(
      ['desktop-commander', 'get_file_info'],
      ['filesystem-agent-infra', 'get_file_info'],
    );
  });
});

describe('a first name word followed by generic words only is what the tool is about', () => {
  const providers = { names: new Set(['provider', 'module']), categories: new Set<string>() };

  it('reads the word as the object, not as a flavour of the job', () => {
    const model = describeTool({
      name: 'moduleDetails',
      description: 'Retrieves detailed metadata for a Terraform module.',
      providers,
    });
    expect(model.object).toEqual(['module']);
    expect(model.action).toBe('read');
  });

  it('still drops it before a job (moduleSearch)', () => {
    const model = describeTool({
      name: 'moduleSearch',
      description: 'Search for modules based on a query.',
      providers,
    });
    expect(model.action).toBe('search');
  });

  it('reads a doer the first sentence writes as a common noun as a thing, not an action', () => {
    const provider = describeTool({ name: 'provider', description: 'Show a Terraform provider.' });
    expect(provider.object).toEqual(['provider']);
    const reader = describeTool({
      name: 'reader',
      description: 'Convert any URL to clean text using Jina Reader.',
    });
    expect(reader.verb).toBe('read');
  });

  it('keeps the details of different registry objects apart (moduleDetails ~ policyDetails)', () => {
    expectApart(['terraform-registry', 'moduleDetails'], ['terraform-registry', 'policyDetails']);
  });

  it("keeps a registry provider's details apart from a map place's (providerDetails ~ maps_search_detail)", () => {
    expectApart(['terraform-registry', 'providerDetails'], ['amap-maps', 'maps_search_detail']);
  });
});

describe("a name's work-item word is a work item only when its first sentence names one", () => {
  it('reads the object from a first sentence that names no work item', () => {
    const model = describeTool({
      name: 'find_issues',
      description: 'Scan infrastructure for problems',
    });
    expect(model.object).toEqual(['infrastructure']);
  });

  it('keeps the work item when the first sentence names one (as a synonym too)', () => {
    expect(
      describeTool({ name: 'find_issues', description: 'Find issues in a repository.' }).object,
    ).toEqual(['issue']);
    expect(
      describeTool({ name: 'get_issue', description: 'Get a ticket by its key.' }).object,
    ).toEqual(['issue']);
  });

  it('keeps an infrastructure scan apart from issue searches (find_issues ~ search_issues)', () => {
    expectApart(['coolify', 'find_issues'], ['github', 'search_issues']);
  });

  it('keeps an error analysis apart from a tracker issue analysis (analyze_issue_with_seer ~ analyze_jira_issues)', () => {
    expectApart(['sentry', 'analyze_issue_with_seer'], ['jira-aaronsb', 'analyze_jira_issues']);
  });
});

describe('a plural ending a name after another word is a noun, not the verb', () => {
  it('reads `database_backups` as backups of a database', () => {
    const model = describeTool({
      name: 'database_backups',
      description: 'Manage backups: list, create, update and delete backup schedules.',
    });
    expect(model.object).toEqual(['database', 'backup']);
    expect(model.action).not.toBe('backup');
  });

  it('still reads a verb in the base form at the end of a name (`monitor_create`)', () => {
    expect(describeTool({ name: 'monitor_create', description: 'Create a monitor.' }).action).toBe(
      'create',
    );
  });

  it('keeps backups apart from the database they are of (database ~ database_backups)', () => {
    expectApart(['coolify', 'database'], ['coolify', 'database_backups']);
  });
});
