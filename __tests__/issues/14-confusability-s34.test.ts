// Issue 14, session 34: misses and false reports found on the 59th to 61st held-out sets (CI and
// code quality, office suites, web analytics and microblogs), each pinned on the real pair that
// showed it.
import { readFileSync } from 'node:fs';
import { providerWords } from '../../src/lexical/providers.js';
import { setsState } from '../../src/lexical/state-change.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { catalogFile, expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

/** A server's tools as the catalog file has them (name and description). */
function toolsOf(server: string): { name: string; server: string; description: string }[] {
  const catalog = JSON.parse(readFileSync(catalogFile(server), 'utf8')) as {
    tools: { name: string; description?: string }[];
  };
  return catalog.tools.map((t) => ({ name: t.name, server, description: t.description ?? '' }));
}

describe("a name's leading word that its tools write as a common noun is their object", () => {
  it("gitlab-greenfinity's `pipeline_list`, `job_retry` act on pipelines and jobs: no providers", () => {
    expect(providerWords(toolsOf('gitlab-greenfinity')).has('gitlab-greenfinity')).toBe(false);
  });

  it("firebase's services and omnisearch's engines stay providers; a service's lower-case web address is no noun", () => {
    const firebase = providerWords(toolsOf('firebase')).get('firebase');
    expect([...(firebase?.names ?? [])]).toEqual(expect.arrayContaining(['crashlytics', 'auth']));
    expect([...(providerWords(toolsOf('omnisearch')).get('omnisearch')?.names ?? [])]).toEqual(
      expect.arrayContaining(['tavily', 'kagi']),
    );
    const outscraper = providerWords(toolsOf('outscraper')).get('outscraper');
    expect([...(outscraper?.names ?? [])]).toEqual(
      expect.arrayContaining(['tripadvisor', 'booking', 'trustpilot']),
    );
  });
});

describe('a server named for a kind whose tools do what that kind serves is of the named kind', () => {
  it('gitlab-greenfinity (issues and CI pipelines) is a forge, not a CI server', () => {
    expect(kindOfServer('gitlab-greenfinity')).toBe('forge');
    expect(kindOfServer('teamcity')).toBe('ci');
  });

  it('its issue tools meet the trackers and forges: gitlab-greenfinity/issue_list ~ github/list_issues', () => {
    expectConfusable(['gitlab-greenfinity', 'issue_list'], ['github', 'list_issues']);
    expectConfusable(['gitlab-greenfinity', 'issue_view'], ['github', 'get_issue']);
  });
});

describe('a CI run, its definition, its log and its stop, by any CI server name', () => {
  it('cancelling or aborting a build stops it: github-actions/cancel_workflow_run ~ jenkins-bhayanak/jenkins_abort_build', () => {
    expect(describeTool({ name: 'cancel_workflow_run', description: '' }).action).toBe('stop');
    expectConfusable(
      ['github-actions', 'cancel_workflow_run'],
      ['jenkins-bhayanak', 'jenkins_abort_build'],
    );
  });

  it('cancelling a queued build is not stopping a running one: teamcity/cancel_queued_build stays apart', () => {
    expectApart(['teamcity', 'cancel_queued_build'], ['github-actions', 'cancel_workflow_run']);
    expectApart(['teamcity', 'cancel_queued_build'], ['jenkins-bhayanak', 'jenkins_abort_build']);
  });

  it("a CI server's logs are its builds': jenkins-bhayanak/jenkins_search_logs ~ azure-devops/get_pipeline_log", () => {
    expectConfusable(
      ['jenkins-bhayanak', 'jenkins_search_logs'],
      ['azure-devops', 'get_pipeline_log'],
    );
  });

  it("a build configuration, a job's configuration and a pipeline's YAML are its definition: azure-devops/list_pipelines ~ teamcity/list_build_configs", () => {
    expectConfusable(['azure-devops', 'list_pipelines'], ['teamcity', 'list_build_configs']);
    expectConfusable(
      ['azure-devops-server', 'get_pipeline_yaml'],
      ['jenkins-bhayanak', 'jenkins_get_job_config'],
    );
  });

  it("a build's status and results are what reading it returns: azure-devops-server/get_build ~ teamcity/get_build_status", () => {
    expectConfusable(['azure-devops-server', 'get_build'], ['teamcity', 'get_build_status']);
    expectConfusable(['azure-devops-server', 'get_build'], ['teamcity', 'get_build_results']);
    expectConfusable(['jenkins', 'get_build'], ['teamcity', 'get_build_status']);
  });

  it('failed tests are test results: azure-devops-server/get_test_results ~ teamcity/list_test_failures', () => {
    expectConfusable(
      ['azure-devops-server', 'get_test_results'],
      ['teamcity', 'list_test_failures'],
    );
  });
});

describe('an update that sets an issue state closes and reopens it', () => {
  it('github/update_issue (state: open|closed) ~ gitlab-greenfinity/issue_close, issue_reopen; azure-devops/update_work_item (state) ~ issue_close', () => {
    expectConfusable(['github', 'update_issue'], ['gitlab-greenfinity', 'issue_close']);
    expectConfusable(['github', 'update_issue'], ['gitlab-greenfinity', 'issue_reopen']);
    expectConfusable(['azure-devops', 'update_work_item'], ['gitlab-greenfinity', 'issue_close']);
  });

  it("an update that takes no state does not, nor a task's status update a task completion", () => {
    expect(setsState('update', 'issue', ['issue_id', 'title', 'labels'], undefined)).toBe(false);
    expect(setsState('update', 'issue', ['issue_id', 'state'], undefined)).toBe(true);
    expect(setsState('update', 'task', ['task_id', 'status'], undefined)).toBe(false);
    expectApart(['clickup', 'update_task'], ['todoist', 'close_tasks']);
  });

  it("GitLab's note on an issue is a comment: gitlab-greenfinity/issue_note ~ github/add_issue_comment", () => {
    expectConfusable(['gitlab-greenfinity', 'issue_note'], ['github', 'add_issue_comment']);
  });
});

describe('web analytics is a kind of its own, and its traffic reads are one query', () => {
  it('Plausible, Matomo, Swetrix, PostHog, Google Analytics and Clarity are analytics; Search Console is not', () => {
    for (const server of [
      'plausible',
      'matomo',
      'swetrix-stats',
      'posthog',
      'google-analytics',
      'clarity',
    ])
      expect(kindOfServer(server)).toBe('analytics');
    expect(kindOfServer('gsc')).not.toBe('analytics');
    expect(kindOfServer('search-console')).not.toBe('analytics');
  });

  it('google-analytics/getPageViews ~ plausible/query_stats, matomo/matomo_count_visits_by_segment ~ plausible/get_aggregate_stats, plausible/get_timeseries ~ matomo/matomo_get_visits', () => {
    expectConfusable(['google-analytics', 'getPageViews'], ['plausible', 'query_stats']);
    expectConfusable(
      ['matomo', 'matomo_count_visits_by_segment'],
      ['plausible', 'get_aggregate_stats'],
    );
    expectConfusable(['plausible', 'get_timeseries'], ['matomo', 'matomo_get_visits']);
    expectConfusable(
      ['swetrix-stats', 'swetrix_get_traffic_chart'],
      ['google-analytics', 'runReport'],
    );
  });

  it("live visitors are not the traffic history, nor a monitor's metrics a site's traffic", () => {
    expectApart(['matomo', 'matomo_get_visits'], ['plausible', 'get_realtime_visitors']);
    expectApart(['matomo', 'matomo_get_last_visits'], ['plausible', 'get_realtime_visitors']);
    expectApart(['datadog', 'query_metrics'], ['google-analytics', 'runReport']);
  });

  it("an analytics service's actions, persons and annotations are its own: posthog/actions_retrieve ~ contentful/get_ai_action stay apart", () => {
    expectApart(['contentful', 'get_ai_action'], ['posthog', 'actions_retrieve']);
    expectApart(['pipedrive', 'get-persons'], ['posthog', 'persons_search']);
    expectApart(['cursor-figma', 'get_annotations'], ['posthog', 'annotations_list']);
  });
});

describe("an office suite's documents are a document editor's", () => {
  it('gdocs-raghav, a "docs" server that writes its documents, is a document editor (a wiki), not documentation', () => {
    expect(kindOfServer('gdocs-raghav')).toBe('wiki');
    expect(kindOfServer('context7')).toBe('docs');
  });

  it('a Google Workspace server\'s "Google Document" tools meet the document editors: gworkspace-volksrat/get_document ~ affine/read_doc', () => {
    expectConfusable(['gworkspace-volksrat', 'get_document'], ['affine', 'read_doc']);
    expectConfusable(
      ['gworkspace-volksrat', 'create_document'],
      ['gdocs-raghav', 'docs_create_document'],
    );
  });

  it("a document archive's documents and a drive's files stay apart from a wiki's: paperless/get_document ~ affine/read_doc", () => {
    expectApart(['paperless', 'get_document'], ['affine', 'read_doc']);
    expectApart(['google-drive', 'get_file'], ['notion', 'API-retrieve-a-page']);
  });
});

describe("a microblog's posts, people and timeline by any network's name", () => {
  it('liking, reposting a post or a tweet: bluesky/like_post ~ clawnch/clawnx_like_tweet, bluesky/repost ~ clawnch/clawnx_retweet', () => {
    expectConfusable(['bluesky', 'like_post'], ['clawnch', 'clawnx_like_tweet']);
    expectConfusable(['bluesky', 'repost'], ['clawnch', 'clawnx_retweet']);
    expectConfusable(['bsky', 'like-post'], ['x-twitter', 'x_like']);
  });

  it('a thread and a quote are posts: bluesky/create_post ~ x-twitter/x_create_thread, bsky/create-post ~ x-twitter/x_quote_tweet', () => {
    expectConfusable(['bluesky', 'create_post'], ['x-twitter', 'x_create_thread']);
    expectConfusable(['bsky', 'create-post'], ['x-twitter', 'x_quote_tweet']);
  });

  it("people are users and a profile a user's: bsky/search-people ~ x-twitter/x_search_users, bluesky/get_profile ~ clawnch/clawnx_get_user", () => {
    expectConfusable(['bsky', 'search-people'], ['x-twitter', 'x_search_users']);
    expectConfusable(['bluesky', 'get_profile'], ['clawnch', 'clawnx_get_user']);
    expectConfusable(['bluesky', 'follow_user'], ['x-twitter', 'x_follow']);
  });

  it('"an X/Twitter tweet" is a tweet: the parts of the server\'s name are no qualifier', () => {
    expect(
      describeTool({ name: 'x_like', description: 'Like an X/Twitter tweet.', server: 'x-twitter' })
        .object,
    ).toEqual(['tweet']);
  });

  it("a microblog's posts are no forum's: bluesky/search_posts ~ reddit/search_reddit stay apart", () => {
    expectApart(['bluesky', 'search_posts'], ['reddit', 'search_reddit']);
  });
});

describe('a tool that calls any endpoint of its API does what its API does', () => {
  it('"Escape hatch — call any GET endpoint" (sonar_raw, path) reads any endpoint: a title before a dash is no verb', () => {
    const model = describeTool({
      name: 'sonar_raw',
      description: 'Escape hatch — call any GET endpoint. Requires appropriate token permissions.',
      server: 'sonarqube-metalralf',
      parameters: ['path'],
    });
    expect(model.action).toBe('read');
    expect(model.object).toEqual(['api']);
  });

  it("sonarqube-metalralf/sonar_raw ~ sonarqube/hotspots (a server named for the same product), ~ its own server's reads", () => {
    expectConfusable(['sonarqube', 'hotspots'], ['sonarqube-metalralf', 'sonar_raw']);
    expectConfusable(
      ['sonarqube-metalralf', 'sonar_duplications'],
      ['sonarqube-metalralf', 'sonar_raw'],
    );
  });

  it("a generic tool's server named by a kind's word names no product: agent-browser/browser_get_text ~ browser-agent-imprvhub/api_get stay apart", () => {
    expectApart(['agent-browser', 'browser_get_text'], ['browser-agent-imprvhub', 'api_get']);
  });
});

describe('smaller readings of session 34', () => {
  it('a forum is no microblog: reddit and discourse are forums', () => {
    expect(kindOfServer('reddit')).toBe('forum');
    expect(kindOfServer('bluesky')).toBe('social');
  });

  it("Jenkins' build console is its build log: jenkins/search_build_console ~ teamcity/fetch_build_log; a debugger's console output is not", () => {
    expectConfusable(['jenkins', 'search_build_console'], ['teamcity', 'fetch_build_log']);
    expectConfusable(['debugmcp', 'get_output'], ['nodejs-debugger', 'get_console_output']);
  });

  it('an Excel file is a spreadsheet: excel-parser/create-excel ~ gsheets-raghav/sheets_create_spreadsheet', () => {
    expectConfusable(
      ['excel-parser', 'create-excel'],
      ['gsheets-raghav', 'sheets_create_spreadsheet'],
    );
  });

  it("a document's lists and tables are its own: clickup/create_list ~ gdocs-raghav/docs_insert_list, airtable/create_table ~ gdocs-raghav/docs_insert_table stay apart", () => {
    expectApart(['clickup', 'create_list'], ['gdocs-raghav', 'docs_insert_list']);
    expectApart(['airtable', 'create_table'], ['gdocs-raghav', 'docs_insert_table']);
  });

  it('a documentation server documents other kinds without doing their jobs: heroui/get_theme_variables ~ debugmcp/get_variables, lark/im_v1_chat_create ~ ask-gemini/ask-gemini stay apart', () => {
    expectApart(['debugmcp', 'get_variables'], ['heroui', 'get_theme_variables']);
    expectApart(['ask-gemini', 'ask-gemini'], ['lark', 'im_v1_chat_create']);
  });

  it("a notes app's vault is no secrets manager's: obsidian-ts/obsidian_complex_search ~ onepassword/vault_list stay apart", () => {
    expectApart(['obsidian-ts', 'obsidian_complex_search'], ['onepassword', 'vault_list']);
    expectApart(['obsidian-rest', 'search_vault'], ['onepassword', 'vault_list']);
  });
});
