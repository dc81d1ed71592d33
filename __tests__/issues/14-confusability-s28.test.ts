// Issue 14, session 28: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool, firstSentence } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a CRUD tool manages its thing', () => {
  it('vikunja/vikunja_task_crud ~ todoist/create_tasks, ~ gtasks/list and ~ asana/asana_delete_task', () => {
    expectConfusable(['vikunja', 'vikunja_task_crud'], ['todoist', 'create_tasks']);
    expectConfusable(['vikunja', 'vikunja_task_crud'], ['gtasks', 'list']);
    expectConfusable(['vikunja', 'vikunja_task_crud'], ['asana', 'asana_delete_task']);
  });

  it('the name reads as manage_task, whatever the server prefix', () => {
    const model = describeTool({
      name: 'vikunja_task_crud',
      description: 'Manage individual tasks: create, get, update, delete, list.',
      server: 'vikunja',
    });
    expect(model.action).toBe('manage');
    expect(model.object).toEqual(['task']);
  });
});

describe('a colon after a job opens the list of what it does; a short label before one is dropped', () => {
  it('the job is the first sentence, the list spells it out', () => {
    expect(firstSentence('Manage individual tasks: create, get, update, delete, list. More.')).toBe(
      'Manage individual tasks',
    );
    expect(firstSentence('Convert units: length, weight, temperature')).toBe('Convert units');
  });

  it('a label stays a label, however the sentence after it goes', () => {
    expect(firstSentence('GitHub: create an issue. More.')).toBe('create an issue');
    expect(firstSentence('Core memory operations: read, write, info, allocate')).toBe(
      'read, write, info, allocate',
    );
  });
});

describe('a server that writes verbs last names its work item first', () => {
  it('youtrack/issue_details ~ github/get_issue and youtrack/issue_comments ~ clickup/get_task_comments', () => {
    expectConfusable(['youtrack', 'issue_details'], ['github', 'get_issue']);
    expectConfusable(['youtrack', 'issues_details'], ['zendesk', 'get_ticket']);
    expectConfusable(['youtrack', 'issue_comments'], ['clickup', 'get_task_comments']);
  });

  it('a verb-first server keeps its verbs: stock-sdk/get_industry_list still reads industries', () => {
    expectApart(['stock-sdk', 'get_industry_list'], ['stock-sdk', 'get_concept_list']);
    expectConfusable(['xampp', 'query_readonly'], ['postgres-server', 'query']);
  });
});

describe('what follows DELETE in a name is what goes', () => {
  it('delete_list deletes a list, delete_view a view, delete_call a call', () => {
    for (const [name, description, server, object] of [
      ['delete_list', 'PERMANENTLY deletes a ClickUp list and all its tasks.', 'clickup', 'list'],
      ['delete_view', 'Delete a view', 'zendesk', 'view'],
      ['delete_call', 'Delete a call', 'retellai', 'call'],
    ]) {
      const model = describeTool({ name, description, server });
      expect([model.action, model.object.at(-1)]).toEqual(['delete', object]);
    }
  });

  it('an HTTP-style name still acts by the verb after POST: API-post-search searches', () => {
    expect(describeTool({ name: 'API-post-search', description: 'Search by title' }).action).toBe(
      'search',
    );
  });
});

describe('a search that requires only its thing id fetches that thing', () => {
  it('youtrack/issue_lookup(issueId) ~ github/get_issue', () => {
    expectConfusable(['youtrack', 'issue_lookup'], ['github', 'get_issue']);
  });

  it('a search with a query stays a search', () => {
    const model = describeTool({
      name: 'search_issues',
      description: 'Search issues',
      parameters: ['query', 'issueId'],
      required: ['query'],
    });
    expect(model.action).toBe('search');
    const byOwner = describeTool({
      name: 'search_comments',
      description: 'Search the comments of an issue',
      parameters: ['issueId'],
      required: ['issueId'],
    });
    expect(byOwner.action).toBe('search');
  });
});

describe('time logged on a work item is one thing, whatever the tracker calls it', () => {
  it('clickup/add_time_entry ~ plane/create_worklog', () => {
    expectConfusable(['clickup', 'add_time_entry'], ['plane', 'create_worklog']);
    expectConfusable(['clickup', 'delete_time_entry'], ['plane', 'delete_worklog']);
  });

  it('logging time is no other log: plane/create_worklog and clickup/delete_time_entry stay apart', () => {
    expectApart(['clickup', 'delete_time_entry'], ['plane', 'create_worklog']);
  });
});

describe('a verb in the middle of a verb-last name', () => {
  it('youtrack/issue_change_state changes the issue state', () => {
    const model = describeTool({
      name: 'issue_change_state',
      description: "Move an issue to a target state via the workflow's state machine.",
      server: 'youtrack',
      verbLast: true,
    });
    expect([model.action, model.object]).toEqual(['update', ['issue', 'state']]);
  });

  it('a plural after the work item is no verb: issue_links lists links', () => {
    const model = describeTool({
      name: 'issue_links',
      description: 'List the links of an issue.',
      server: 'youtrack',
      verbLast: true,
    });
    expect(model.action).toBe('list');
  });
});

describe("a search across a list of things searches each; the product's name before a thing only says whose", () => {
  it('zendesk/search ("Search Zendesk tickets, users, organizations, groups, and …") ~ github/search_issues', () => {
    expectConfusable(['zendesk', 'search'], ['github', 'search_issues']);
    expectConfusable(['zendesk', 'search'], ['linear-server', 'linear_search_issues']);
  });

  it('the alternatives of a comma list whose words are verbs too (issue, user)', () => {
    const model = describeTool({
      name: 'search',
      description: 'Search tickets, users, or groups.',
      server: 'helpdesk',
    });
    expect(model.alternatives?.map((a) => a.object)).toEqual([['issue'], ['user']]);
  });

  it("the product's name stays before its data, its API or its query language", () => {
    const motion = describeTool({
      name: 'motion_search',
      description: 'Search Motion tasks by text',
      server: 'motion',
    });
    expect(motion.object).toEqual(['task']);
    const prometheus = describeTool({
      name: 'prometheus_query',
      description: 'Execute a Prometheus query',
      server: 'prometheus',
    });
    expect(prometheus.object).not.toContain('sql');
    const jira = describeTool({
      name: 'jira_get',
      description: 'Read any Jira data. Returns TOON format by default.',
      server: 'jira',
    });
    expect(jira.object).not.toEqual([]);
  });
});

describe('a read whose first sentence looks its thing up by a field too covers the read by that field', () => {
  it('teams/get_user ("… by their ID or email address") ~ zulip/get-user-by-email', () => {
    expectConfusable(['teams', 'get_user'], ['zulip', 'get-user-by-email']);
  });

  it('a read that names no such field stays another lookup: zulip/get-user ~ get-user-by-email stay apart', () => {
    expectApart(['zulip', 'get-user'], ['zulip', 'get-user-by-email']);
  });
});

describe('Memos is a notes app and its memos are notes', () => {
  it('memos/memos_get ~ obsidian-vault/read_note_tool, memos/memos_delete ~ obsidian-vault/delete_note_tool', () => {
    expect(kindOfServer('memos')).toBe('wiki');
    expectConfusable(['memos', 'memos_get'], ['obsidian-vault', 'read_note_tool']);
    expectConfusable(['memos', 'memos_delete'], ['obsidian-vault', 'delete_note_tool']);
  });
});

describe("a state is some thing's: the state of a light is no alarm panel's, nor a tracker's workflow state", () => {
  it('homeassistant/lights ~ homeassistant/alarms and ~ plane/get_state stay apart', () => {
    expectApart(['homeassistant', 'lights'], ['homeassistant', 'alarms']);
    expectApart(['homeassistant', 'climate'], ['homeassistant', 'switches']);
    expectApart(['homeassistant', 'lights'], ['plane', 'get_state']);
  });

  it('the second job of "List all lights or get the state of a specific light" reads the light state', () => {
    const model = describeTool({
      name: 'lights',
      description: 'List all lights or get the state of a specific light.',
      server: 'homeassistant',
      parameters: ['action', 'entity_id'],
      required: ['action'],
      choices: { action: ['list', 'get'] },
    });
    expect(model.alternatives?.map((a) => a.object)).toContainEqual(['light', 'state']);
  });
});

describe('listings named for what they list by list the things of different parents', () => {
  it('firefly-iii/list_transaction_by_account ~ list_transaction_by_tag stay apart', () => {
    expectApart(
      ['firefly-iii', 'list_transaction_by_account'],
      ['firefly-iii', 'list_transaction_by_tag'],
    );
    expectApart(
      ['firefly-iii', 'list_attachment_by_bill'],
      ['firefly-iii', 'list_attachment_by_category'],
    );
  });
});

describe('Outline is a wiki and Paperless a document archive, not document databases', () => {
  it('their kinds, and their documents stay apart from Cosmos DB documents', () => {
    expect(kindOfServer('outline')).toBe('wiki');
    expect(kindOfServer('paperless')).toBe('cloud-drive');
    expectApart(['cosmosdb', 'mcp_delete_document'], ['outline', 'outline_delete_document']);
    expectApart(['cosmosdb', 'mcp_get_document_by_id'], ['paperless', 'get_document']);
  });

  it('a code tool that speaks of a file outline does not make its server a wiki: desktop-commander/edit_block ~ notion/API-update-a-block stay apart', () => {
    expectApart(['desktop-commander', 'edit_block'], ['notion', 'API-update-a-block']);
  });
});

describe('a to-do is a task, and a drive or archive document is a file', () => {
  it('gtasks/list ~ homeassistant/todo', () => {
    expectConfusable(['gtasks', 'list'], ['homeassistant', 'todo']);
  });

  it('google-drive/update_file ~ paperless/update_document, google-drive/list_files ~ paperless/search_documents', () => {
    expectConfusable(['google-drive', 'update_file'], ['paperless', 'update_document']);
    expectConfusable(['google-drive', 'list_files'], ['paperless', 'search_documents']);
  });

  it("a management tool manages its thing: kubernetes' node_management manages nodes", () => {
    const model = describeTool({
      name: 'node_management',
      description: 'Manage Kubernetes nodes: cordon, drain, uncordon',
      server: 'kubernetes',
    });
    expect([model.action, model.object]).toEqual(['manage', ['node']]);
  });
});

describe('an update of a work item that takes a comment adds one', () => {
  it('zendesk/update_ticket(comment) ~ github/add_issue_comment and ~ clickup/create_task_comment', () => {
    expectConfusable(['zendesk', 'update_ticket'], ['github', 'add_issue_comment']);
    expectConfusable(['zendesk', 'update_ticket'], ['clickup', 'create_task_comment']);
  });

  it("an update without one adds none, nor does a task's notes field: asana/asana_update_task(notes) ~ github/add_issue_comment stay apart", () => {
    expectApart(['github', 'update_issue'], ['github', 'add_issue_comment']);
    expectApart(['asana', 'asana_update_task'], ['github', 'add_issue_comment']);
    expectApart(['gtasks', 'update'], ['todoist', 'create_comments']);
  });
});

describe("a microblog's post is a tweet or a toot, and a wiki's document is its page", () => {
  it('bsky/search-posts ~ clawnch/clawnx_search_tweets', () => {
    expectConfusable(['bsky', 'search-posts'], ['clawnch', 'clawnx_search_tweets']);
  });

  it("one network's kinds of post stay apart: bsky/get-feed-posts ~ bsky/get-timeline-posts", () => {
    expectApart(['bsky', 'get-feed-posts'], ['bsky', 'get-timeline-posts']);
  });

  it('BookStack is a wiki: bookstack/get_page ~ notion/API-retrieve-a-page, bookstack/export_page ~ outline/outline_export_document', () => {
    expect(kindOfServer('bookstack')).toBe('wiki');
    expectConfusable(['bookstack', 'get_page'], ['notion', 'API-retrieve-a-page']);
    expectConfusable(['bookstack', 'export_page'], ['outline', 'outline_export_document']);
  });
});
