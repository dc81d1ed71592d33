// Issue 14, session 27: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { actionRelation } from '../../src/lexical/index.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('listing a directory lists its files', () => {
  it('desktop-commander/list_directory ~ just-bash/bash_list_files', () => {
    expectConfusable(['desktop-commander', 'list_directory'], ['just-bash', 'bash_list_files']);
    expectConfusable(['filesystem-fast', 'fast_list_directory'], ['just-bash', 'bash_list_files']);
    expectConfusable(
      ['filesystem-agent-infra', 'directory_tree'],
      ['just-bash', 'bash_list_files'],
    );
  });

  it('a file search is no directory listing: filesystem-shtse8/search_files ~ just-bash/bash_list_files stay apart', () => {
    expectApart(['filesystem-shtse8', 'search_files'], ['just-bash', 'bash_list_files']);
    expectApart(
      ['claude-in-mobile', 'harmony_sandbox_list'],
      ['filesystem-fast', 'fast_search_files'],
    );
  });
});

describe('replacing is one way of updating', () => {
  it('mysql-neverinfamous/mysql_json_replace ~ mysql_json_update and ~ mysql_json_set', () => {
    expectConfusable(
      ['mysql-neverinfamous', 'mysql_json_replace'],
      ['mysql-neverinfamous', 'mysql_json_update'],
    );
    expectConfusable(
      ['mysql-neverinfamous', 'mysql_json_replace'],
      ['mysql-neverinfamous', 'mysql_json_set'],
    );
  });

  it('the model keeps the verb: replacing is its own action, a special case of updating', () => {
    const model = describeTool({
      name: 'replace_content',
      description: 'Replace text in files',
      parameters: ['path', 'search', 'replace'],
    });
    expect(model.action).toBe('replace');
    expect(actionRelation('replace', 'update')).toBe('special-case');
  });
});

describe('an Obsidian vault holds notes, not secrets', () => {
  it('obsidian-vault is a notes app; the password managers stay secrets managers', () => {
    expect(kindOfServer('obsidian-vault')).toBe('wiki');
    expect(kindOfServer('onepassword')).toBe('secrets');
    expect(kindOfServer('infisical')).toBe('secrets');
  });
});

describe('words whose meaning the kind of system sets', () => {
  it("a password manager's item is no reference manager's: onepassword/item_list ~ zotero-climate/search_items stay apart", () => {
    expectApart(['onepassword', 'item_list'], ['zotero-climate', 'search_items']);
    expectApart(['onepassword', 'item_lookup'], ['zotero-climate', 'get_recent_items']);
  });

  it("a notes app's note is no secure note nor a CRM's: obsidian-vault/create_note_tool ~ onepassword/note_create stay apart", () => {
    expectApart(['obsidian-vault', 'create_note_tool'], ['onepassword', 'note_create']);
    expectApart(['obsidian-vault', 'read_note_tool'], ['pipedrive', 'get-note']);
  });

  it('a recruiting job is no CI or mainframe job: ashby/ashby_list_jobs ~ zowe/zowe_list_jobs stay apart', () => {
    expectApart(['ashby', 'ashby_list_jobs'], ['zowe', 'zowe_list_jobs']);
    expectApart(['jenkins-host', 'getJobs'], ['zowe', 'zowe_list_jobs']);
  });

  it("a code-quality service's repository is its analysis: codacy/codacy_list_repository_tools ~ octocode/ghSearch stay apart", () => {
    expectApart(['codacy', 'codacy_list_repository_tools'], ['octocode', 'ghSearch']);
    expectApart(['codacy', 'codacy_list_repository_tools'], ['github-projects', 'manage_project']);
  });

  it('one kind keeps its words one thing: github/search_repositories ~ gitlab/search_repositories', () => {
    expectConfusable(['github', 'search_repositories'], ['gitlab', 'search_repositories']);
    expectConfusable(
      ['azure-devops', 'list_repositories'],
      ['bitbucket-nexus', 'list_repositories'],
    );
  });
});

describe('a subcommand picks the job, as an action or an operation does', () => {
  it('vikunja/vikunja_tasks (subcommand: create|update|…|apply-label|remove-label) ~ asana/asana_remove_tag_from_task', () => {
    expectConfusable(['vikunja', 'vikunja_tasks'], ['asana', 'asana_remove_tag_from_task']);
    expectConfusable(['vikunja', 'vikunja_task_labels'], ['vikunja', 'vikunja_tasks']);
    expectConfusable(['vikunja', 'vikunja_teams'], ['shortcut', 'teams-list']);
  });

  it('the model: a subcommand enum lists the jobs', () => {
    const model = describeTool({
      name: 'vikunja_labels',
      description: 'Manage task labels with full CRUD operations',
      parameters: ['subcommand', 'id', 'title'],
      choices: { subcommand: ['list', 'get', 'create', 'update', 'delete'] },
    });
    expect(model.action).toBe('manage');
    expect(model.alternatives?.map((m) => m.action)).toEqual(
      expect.arrayContaining(['list', 'read', 'create', 'update', 'delete']),
    );
  });
});

describe("a CMS's entry is any of its content types", () => {
  it('ghost-admin is a CMS; contentful/create_entry ~ ghost-admin/create_post, strapi/create_entry ~ ghost-admin/create_page', () => {
    expect(kindOfServer('ghost-admin')).toBe('cms');
    expectConfusable(['contentful', 'create_entry'], ['ghost-admin', 'create_post']);
    expectConfusable(['strapi', 'create_entry'], ['ghost-admin', 'create_page']);
    expectConfusable(['strapi', 'get_entries'], ['ghost-admin', 'get_pages']);
  });

  it('two content types stay apart: ghost-admin/get_post ~ ghost-admin/get_page', () => {
    expectApart(['ghost-admin', 'get_post'], ['ghost-admin', 'get_page']);
  });

  it("a blog's post is no microblog's: bsky/get-timeline-posts ~ ghost-admin/search_posts stay apart", () => {
    expectApart(['bsky', 'get-timeline-posts'], ['ghost-admin', 'search_posts']);
    expectApart(['bsky', 'get-user-posts'], ['ghost-admin', 'get_posts']);
  });
});
