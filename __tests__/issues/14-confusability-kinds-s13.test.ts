// Issue 14, session 13: kinds of system the tenth set's servers showed read wrong or not at all (a
// workflow automation server taken for CI, a search engine taken for a map service by its
// mappings, a code-review bot of no kind), and the objects whose meaning such a kind sets.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { systemKindOf } from '../../src/lexical/index.js';
import { isKindRelativeObject, servesKind } from '../../src/lexical/system-kind.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

// A server's tools as stemmed word sets (what scan.ts gives systemKindOf).
const toolsSaying = (...tools: string[]) => tools.map((t) => new Set(t.split(' ').map(stem)));

describe('a workflow automation platform is no CI service', () => {
  it('reads workflows with executions as automation, with pipelines, jobs or builds as CI', () => {
    const automation = toolsSaying(
      'list workflows',
      'get workflow',
      'activate workflow',
      'list executions',
      'get execution',
      'list tags',
    );
    expect(systemKindOf(automation, automation)).toBe('automation');
    const ci = toolsSaying(
      'list workflows',
      'trigger pipeline',
      'get job logs',
      'get build status',
      'rerun workflow',
    );
    expect(systemKindOf(ci, ci)).toBe('ci');
  });

  it('reads n8n-illuminare as automation and keeps the CI servers CI', () => {
    expect(kindOfServer('n8n-illuminare')).toBe('automation');
    for (const server of ['circleci', 'jenkins-host'])
      expect([server, kindOfServer(server)]).toEqual([server, 'ci']);
  });

  it("list-projects (n8n-illuminare) is an automation's project, list_followed_projects (circleci) a CI service's", () => {
    expectApart(['circleci', 'list_followed_projects'], ['n8n-illuminare', 'list-projects']);
  });
});

describe("a label and a workflow are their own system's", () => {
  it('are kind-relative objects', () => {
    for (const word of ['label', 'workflow']) expect(isKindRelativeObject(stem(word))).toBe(true);
  });

  it('list-tags (n8n-illuminare) tags workflows, list_labels (email-codefuturist) files mail', () => {
    expectApart(['email-codefuturist', 'list_labels'], ['n8n-illuminare', 'list-tags']);
  });

  it('prometheus_list_labels (prometheus) names series, list_labels (email-codefuturist) files mail', () => {
    expectApart(['email-codefuturist', 'list_labels'], ['prometheus', 'prometheus_list_labels']);
  });

  it("get-workflow (n8n-illuminare) runs steps, workflows-get-by-id (shortcut) is a story's states", () => {
    expectApart(['n8n-illuminare', 'get-workflow'], ['shortcut', 'workflows-get-by-id']);
  });
});

describe("a CRM's workflows are automation's", () => {
  it('serves the automation kind', () => {
    expect(servesKind('crm', 'automation')).toBe(true);
    expect(servesKind('tracker', 'automation')).toBe(false);
  });

  it('hubspot-get-workflow (hubspot) ~ get-workflow (n8n-illuminare)', () => {
    expectConfusable(['hubspot', 'hubspot-get-workflow'], ['n8n-illuminare', 'get-workflow']);
  });
});

describe('a search engine keeps indices with mappings', () => {
  it('reads a mapping as a noun, not the verb of a map', () => {
    expect(stem('mapping')).toBe('mapping');
    expect(stem('mappings')).toBe('mapping');
    expect(stem('mapped')).toBe('map');
  });

  it('reads both Elasticsearch servers as search engines', () => {
    for (const server of ['elasticsearch', 'elasticsearch-awesome'])
      expect([server, kindOfServer(server)]).toEqual([server, 'search-engine']);
  });

  it('get_mappings (elasticsearch) reads field mappings, firecrawl_map (firecrawl) maps a site', () => {
    expectApart(['elasticsearch', 'get_mappings'], ['firecrawl', 'firecrawl_map']);
  });
});

describe("a code-review bot is a forge's, and its comments and reviews are a pull request's", () => {
  it('reads pull requests (PRs) and git as forge words', () => {
    const review = toolsSaying(
      'get reviews of a git pull request',
      'get review comments',
      'resolve a pr conversation',
      'get comment details',
    );
    expect(systemKindOf(review, review)).toBe('forge');
    expect(kindOfServer('coderabbit')).toBe('forge');
  });

  it('are kind-relative objects', () => {
    for (const word of ['comment', 'review']) expect(isKindRelativeObject(stem(word))).toBe(true);
  });

  it('get_review_comments (coderabbit) is a pull request’s, read_comments (figma-mcp) a design file’s', () => {
    expectApart(['coderabbit', 'get_review_comments'], ['figma-mcp', 'read_comments']);
  });

  it('get_comment_details (coderabbit) is a pull request’s, get_single_comment (contentful) an entry’s', () => {
    expectApart(['coderabbit', 'get_comment_details'], ['contentful', 'get_single_comment']);
  });

  it('get_coderabbit_reviews (coderabbit) reviews code, get_reviews (hotelzero) are guests’', () => {
    expectApart(['coderabbit', 'get_coderabbit_reviews'], ['hotelzero', 'get_reviews']);
  });
});

describe("a forge's comments are on work items, whether or not it lists them", () => {
  it('resolve_comment (coderabbit) ~ linear_resolve_comment (linear-server)', () => {
    expectConfusable(
      ['coderabbit', 'resolve_comment'],
      ['linear-server', 'linear_resolve_comment'],
    );
  });

  it('get_review_comments (coderabbit) ~ get_pull_request_comments (github)', () => {
    expectConfusable(
      ['coderabbit', 'get_review_comments'],
      ['github', 'get_pull_request_comments'],
    );
  });

  it('get_comment_details (coderabbit) is a pull request’s, API-retrieve-a-comment (notion) a page’s', () => {
    expectApart(['coderabbit', 'get_comment_details'], ['notion', 'API-retrieve-a-comment']);
  });
});

describe("trackers' and forges' multi-action tools meet on the objects they share", () => {
  it('manage_comment (bitbucket-nexus) ~ linear_delete_comment (linear-server)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'manage_comment'],
      ['linear-server', 'linear_delete_comment'],
    );
  });

  it('list_projects (azure-devops) ~ manage_jira_project (jira-aaronsb)', () => {
    expectConfusable(['azure-devops', 'list_projects'], ['jira-aaronsb', 'manage_jira_project']);
  });
});
