// Issue 14, session 9: precision by reason family. Over the four label files, the reported pairs
// were grouped by why they were reported (reason, same or cross server, kinds of system known or
// not, object head); the families with many reports and low precision were each tightened by one
// general rule. Each rule has a test on its mechanism and regression tests on real pairs.
import {
  catalogFacts,
  confusability,
  describeTool,
  isAccountObject,
  stem,
  systemKindOf,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { isIdentityKey, lookupKeyOf } from '../../src/lexical/lookup-key.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const entry = (server: string, name: string, description: string, kind?: string) =>
  ({ model: describeTool({ name, description, server }), server, kind }) satisfies ConfusableEntry;

describe('a user is an account of one system', () => {
  it('reads users as accounts, projects not', () => {
    expect(isAccountObject('user')).toBe(true);
    expect(isAccountObject('project')).toBe(false);
  });

  it('pairs two servers’ user listings only when the servers are of one kind, or both unknown', () => {
    const list = (server: string, kind?: string) =>
      entry(server, 'list_users', 'List all users of the workspace', kind);
    expect(confusability(list('a', 'tracker'), list('b', 'tracker'))).toBeDefined();
    expect(confusability(list('a'), list('b'))).toBeDefined();
    expect(confusability(list('a', 'tracker'), list('b'))).toBeUndefined();
    expect(confusability(list('a', 'tracker'), list('b', 'chat'))).toBeUndefined();
  });

  it('leaves other objects of a server of unknown kind as they were', () => {
    const create = (server: string, kind?: string) =>
      entry(server, 'create_project', 'Create a new project', kind);
    expect(confusability(create('a', 'tracker'), create('b'))).toBeDefined();
  });

  it('API-get-users (notion) and slack_get_users (slack) list the users of two systems', () => {
    expectApart(['notion', 'API-get-users'], ['slack', 'slack_get_users']);
    expectApart(['notion-fork', 'API-get-users'], ['slack', 'slack_get_users']);
  });

  it('slack_get_users (slack-zencoder) and users-list (shortcut): a chat’s users are not a tracker’s', () => {
    expectApart(['slack-zencoder', 'slack_get_users'], ['shortcut', 'users-list']);
    expectApart(['github', 'search_users'], ['shortcut', 'users-list']);
  });

  it('hubspot-get-user-details (hubspot) and API-get-user (notion): a CRM account is no Notion user', () => {
    expectApart(['hubspot', 'hubspot-get-user-details'], ['notion', 'API-get-user']);
  });

  it('notion_users (notion-alt) still lists what API-get-users (notion) lists', () => {
    expectConfusable(['notion-alt', 'notion_users'], ['notion', 'API-get-users']);
  });
});

describe('a comment, label or attachment is a part of the thing it hangs on', () => {
  const add = (server: string, thing: string) =>
    entry(server, 'add_comment', `Add a comment to a ${thing}`);
  const create = (server: string, thing: string) =>
    entry(server, `create_${thing}`, `Create a ${thing}`);
  const onCard = add('tracker', 'card');
  const onIssue = add('forge', 'issue');
  const onDesign = add('design', 'design');
  const onNote = add('notes', 'note');
  const facts = catalogFacts([
    onCard,
    create('tracker', 'card'),
    onIssue,
    create('forge', 'issue'),
    onDesign,
    create('design', 'design'),
    onNote,
    create('notes', 'note'),
  ]);

  it('keeps apart parts on two servers of which only one holds work items', () => {
    expect(confusability(onCard, onDesign, undefined, facts)).toBeUndefined();
    expect(confusability(onCard, onDesign)).toBeDefined();
  });

  it('pairs parts on two servers that both hold work items, or neither', () => {
    expect(confusability(onCard, onIssue, undefined, facts)).toBeDefined();
    expect(confusability(onDesign, onNote, undefined, facts)).toBeDefined();
  });

  it('treats what a name says a work item owns as such a part', () => {
    const onStory = entry('tracker', 'upload_card_file', 'Upload a file and attach it to a card');
    const intoPage = entry('browser', 'upload_file', 'Upload a file through a file input');
    const parts = catalogFacts([onStory, create('tracker', 'card'), intoPage]);
    expect(confusability(onStory, intoPage)).toBeDefined();
    expect(confusability(onStory, intoPage, undefined, parts)).toBeUndefined();
  });

  it('create_comment (airtable) comments on a record, add_comment (trello) on a card', () => {
    expectApart(['airtable', 'create_comment'], ['trello', 'add_comment']);
    expectApart(['airtable', 'list_comments'], ['todoist', 'get_comments']);
  });

  it('get_comments (mcp-figma) reads a design file’s comments, not a pull request’s (github)', () => {
    expectApart(['mcp-figma', 'get_comments'], ['github', 'get_pull_request_comments']);
    expectApart(['mcp-figma', 'delete_comment'], ['linear-server', 'linear_delete_comment']);
  });

  it('API-create-a-comment (notion) comments on a page, not on a task (asana)', () => {
    expectApart(['notion', 'API-create-a-comment'], ['asana', 'asana_create_task_story']);
  });

  it('upload_file (chrome-devtools) fills a file input, stories-upload-file (shortcut) attaches to a story', () => {
    expectApart(['chrome-devtools', 'upload_file'], ['shortcut', 'stories-upload-file']);
    expectApart(['playwright', 'browser_file_upload'], ['shortcut', 'stories-upload-file']);
  });

  it('asana_create_task_story (asana) and add_comment (trello) still comment on work items', () => {
    expectConfusable(['asana', 'asana_create_task_story'], ['trello', 'add_comment']);
    expectConfusable(['linear-server', 'linear_delete_comment'], ['trello', 'delete_comment']);
  });
});

describe('a name that says what it looks its things up by keeps that key', () => {
  it('reads the key after a name’s `by`, up to the next break', () => {
    expect(lookupKeyOf('linear_search_issues_by_identifier')).toEqual(['identifier']);
    expect(lookupKeyOf('stories-get-by-external-link')).toEqual(['external', 'link']);
    expect(lookupKeyOf('get_cards_by_list_id')).toEqual(['list', 'id']);
    expect(lookupKeyOf('search_issues')).toBeUndefined();
  });

  it('tells a thing’s own id or name from a field or another thing’s id', () => {
    expect(isIdentityKey(['identifier'], 'issue')).toBe(true);
    expect(isIdentityKey(['issue', 'id'], 'issue')).toBe(true);
    expect(isIdentityKey(['name'], 'checklist')).toBe(true);
    expect(isIdentityKey(['list', 'id'], 'card')).toBe(false);
    expect(isIdentityKey(['project', 'id'], 'task')).toBe(false);
    expect(isIdentityKey(['external', 'link'], 'issue')).toBe(false);
  });

  it('makes a search or list by the things’ own ids a read of them, several at once', () => {
    const byIds = describeTool({
      name: 'search_issues_by_identifier',
      description: 'Search for issues by their identifiers',
    });
    expect(byIds.action).toBe('read');
    const byOwner = describeTool({ name: 'get_cards_by_list_id', description: 'Fetch cards' });
    expect(byOwner.action).toBe('list');
  });

  it('keeps a read by a field apart from a read by id', () => {
    const byLink = entry('a', 'get_issue_by_external_link', 'Find issues with an external link');
    expect(byLink.model.key).toEqual(['external', 'link']);
    expect(entry('b', 'get_issue_by_id', 'Get an issue by id').model.key).toBeUndefined();
    expect(confusability(byLink, entry('b', 'get_issue', 'Get an issue'))).toBeUndefined();
    expect(confusability(byLink, entry('b', 'get_issue_by_id', 'Get an issue'))).toBeUndefined();
    expect(
      confusability(byLink, entry('b', 'get_issue_by_external_link', 'Find issues by link')),
    ).toBeDefined();
  });

  it('linear_search_issues_by_identifier (linear-server) gets issues as get_issue (github) does', () => {
    expectConfusable(
      ['linear-server', 'linear_search_issues_by_identifier'],
      ['github', 'get_issue'],
    );
    expectConfusable(
      ['linear-server', 'linear_search_issues_by_identifier'],
      ['azure-devops', 'get_work_item'],
    );
  });

  it('linear_search_issues_by_identifier (linear-server) is no search of issues (github, sentry)', () => {
    expectApart(
      ['linear-server', 'linear_search_issues_by_identifier'],
      ['github', 'search_issues'],
    );
    expectApart(
      ['linear-server', 'linear_search_issues_by_identifier'],
      ['sentry', 'search_issues'],
    );
    expectApart(['linear-server', 'linear_search_issues_by_identifier'], ['github', 'list_issues']);
  });

  it('stories-get-by-external-link (shortcut) finds stories by a link, get_issue (github) one by number', () => {
    expectApart(['shortcut', 'stories-get-by-external-link'], ['github', 'get_issue']);
    expectApart(
      ['shortcut', 'stories-get-by-external-link'],
      ['linear-server', 'linear_get_issue'],
    );
    expectApart(['shortcut', 'stories-get-by-external-link'], ['shortcut', 'stories-get-by-id']);
  });

  it('asana_get_multiple_tasks_by_gid (asana) still reads tasks as asana_get_task does', () => {
    expectConfusable(['asana', 'asana_get_multiple_tasks_by_gid'], ['asana', 'asana_get_task']);
  });
});

describe('a base or a sheet is its own kind of system, not a SQL engine', () => {
  const tool = (text: string) => new Set(text.split(' ').map(stem));
  const base = [
    tool('list records from a table'),
    tool('list all accessible bases'),
    tool('list all tables in a base'),
    tool('create a new table in a base'),
    tool('create a new field in a table'),
  ];
  const sql = [
    tool('list all tables in the database'),
    tool('run a sql query'),
    tool('describe a table'),
  ];

  it('reads a server whose headlines name bases as a base, its tables its own', () => {
    expect(systemKindOf(base, base)).toBe('base');
  });

  it('leaves a SQL server that names no base or sheet a SQL one', () => {
    expect(systemKindOf(sql, sql)).toBe('sql');
  });

  it('needs the container in the headlines of two tools', () => {
    const once = [...sql, tool('copy a table to another base')];
    expect(systemKindOf(once, once)).toBe('sql');
  });

  it('create_record (airtable) adds to a base, insert-record (sqlite-simple) to a SQL table', () => {
    expectApart(['airtable', 'create_record'], ['sqlite-simple', 'insert-record']);
  });

  it('describe_table (airtable) is not describe_table_schema (neon): a base’s table is no SQL table', () => {
    expectApart(['airtable', 'describe_table'], ['neon', 'describe_table_schema']);
  });

  it('list_records and search_records (airtable) still read one base’s records', () => {
    expectConfusable(['airtable', 'list_records'], ['airtable', 'search_records']);
  });
});
