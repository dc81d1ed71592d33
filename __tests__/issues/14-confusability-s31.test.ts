// Issue 14, session 31: misses and false reports found on held-out sets 50-52 (their first
// readings), each pinned on the real pair that showed it.
import { listedValues } from '../../src/lexical/index.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a notes app's files are its notes", () => {
  it('obsidian-ts/obsidian_get_file_contents ~ obsidian-vault/read_note_tool, memos/memos_get ~ obsidian-rest/read_file', () => {
    expectConfusable(
      ['obsidian-ts', 'obsidian_get_file_contents'],
      ['obsidian-vault', 'read_note_tool'],
    );
    expectConfusable(['memos', 'memos_get'], ['obsidian-rest', 'read_file']);
  });

  it("a disk's file is no vault's note: desktop-commander/read_file ~ obsidian-vault/read_note_tool stay apart", () => {
    expectApart(['desktop-commander', 'read_file'], ['obsidian-vault', 'read_note_tool']);
  });

  it("a vault's files are its notes, on no disk: desktop-commander/move_file ~ obsidian-ts/obsidian_move_file, just-bash/bash_direct_read ~ obsidian-rest/read_file stay apart", () => {
    expectApart(['desktop-commander', 'move_file'], ['obsidian-ts', 'obsidian_move_file']);
    expectApart(['just-bash', 'bash_direct_read'], ['obsidian-rest', 'read_file']);
  });

  it('searching a vault searches its notes: obsidian-rest/search_vault ~ memos/memos_search', () => {
    expectConfusable(['obsidian-rest', 'search_vault'], ['memos', 'memos_search']);
  });
});

describe('how thorough a search is says nothing of what it finds', () => {
  it('obsidian-ts/obsidian_advanced_search searches vault notes, as obsidian-vault/search_notes_tool does', () => {
    const model = describeTool({
      name: 'obsidian_advanced_search',
      description: 'Advanced search in Obsidian vault notes. Filter by content, metadata, tags.',
      server: 'obsidian-ts',
    });
    expect(model.object).not.toContain('advanced');
    expect(model.object.at(-1)).toBe('note');
    expectConfusable(
      ['obsidian-ts', 'obsidian_advanced_search'],
      ['obsidian-vault', 'search_notes_tool'],
    );
  });
});

describe("a mail folder is a mailbox, and a mailbox's filters are its rules", () => {
  it('email-codefuturist/list_mailboxes ~ imap/imap_list_folders ~ outlook/list-folders', () => {
    expectConfusable(['email-codefuturist', 'list_mailboxes'], ['imap', 'imap_list_folders']);
    expectConfusable(['email-codefuturist', 'list_mailboxes'], ['outlook', 'list-folders']);
  });

  it('gmail/filters_list ~ outlook/list-rules', () => {
    expectConfusable(['gmail', 'filters_list'], ['outlook', 'list-rules']);
  });

  it("a search by a message's sender is a special case of a mail search: mail-server/search_by_sender ~ outlook/search-emails", () => {
    expectConfusable(['mail-server', 'search_by_sender'], ['outlook', 'search-emails']);
  });

  it('what a mark sets after "as" is a state of the thing the sentence names: outlook/mark-as-read ~ email-codefuturist/mark_email', () => {
    expect(
      describeTool({ name: 'mark-as-read', description: 'Marks an email as read or unread' })
        .object,
    ).toEqual(['read', 'email']);
    expectConfusable(['outlook', 'mark-as-read'], ['email-codefuturist', 'mark_email']);
  });
});

describe('a product the sentence puts its thing in is no thing', () => {
  it('outlook/onedrive-list lists files, and as a OneDrive tool meets a drive: ~ dropbox/list_files, google-drive/list_files', () => {
    expect(
      describeTool({
        name: 'onedrive-list',
        description: 'List files and folders in OneDrive at a specific path',
      }).object,
    ).toEqual(['file']);
    expectConfusable(['outlook', 'onedrive-list'], ['dropbox', 'list_files']);
    expectConfusable(['outlook', 'onedrive-upload'], ['dropbox', 'upload_file']);
  });

  it('an acronym is a format, no product: mysql_json_set ("in JSON columns") still sets JSON, ~ mysql_json_update', () => {
    expectConfusable(
      ['mysql-neverinfamous', 'mysql_json_set'],
      ['mysql-neverinfamous', 'mysql_json_update'],
    );
  });

  it('an acronym names no kind of system: agent-browser/browser_pdf ("PDF") stays a browser tool, ~ fast-playwright/browser_execute', () => {
    expectConfusable(['agent-browser', 'browser_pdf'], ['fast-playwright', 'browser_execute']);
  });

  it('a capitalized word that starts a sentence or a note names no product: tauri/webview_screenshot ~ playwright/browser_take_screenshot stay apart', () => {
    expectApart(['tauri', 'webview_screenshot'], ['playwright', 'browser_take_screenshot']);
  });
});

describe('two verbs joined by "or" are two jobs on one thing', () => {
  it('obsidian-rest/create_or_update_note updates a note: ~ evernote/evernote_update_note', () => {
    const model = describeTool({
      name: 'create_or_update_note',
      description: 'Create or update a note with content and frontmatter.',
    });
    expect(model.object).toEqual(['note']);
    expect(model.alternatives?.map((m) => m.action)).toContain('update');
    expectConfusable(
      ['obsidian-rest', 'create_or_update_note'],
      ['evernote', 'evernote_update_note'],
    );
  });
});

describe('email marketing and billing systems name their people and sends their own way', () => {
  it('mailchimp and kit are email marketing; a broadcast is a campaign, a member a subscriber', () => {
    expect(kindOfServer('mailchimp')).toBe('marketing');
    expect(kindOfServer('kit')).toBe('marketing');
    expectConfusable(['kit', 'kit_list_broadcasts'], ['mailchimp', 'mc_listCampaigns']);
    expectConfusable(['kit', 'kit_get_subscriber'], ['mailchimp', 'mc_getMember']);
  });

  it("a billing system's contacts and clients are its customers: stripe/list_customers ~ xero/list_contacts ~ harvest/list_clients", () => {
    expectConfusable(['stripe', 'list_customers'], ['xero', 'list_contacts']);
    expectConfusable(['harvest', 'list_clients'], ['stripe', 'list_customers']);
  });
});

describe("a CRM's search across its item types finds any record", () => {
  it('pipedrive-bratland/search_items ~ salesforce/salesforce_search_all, ~ twenty/search_companies', () => {
    expectConfusable(
      ['pipedrive-bratland', 'search_items'],
      ['salesforce', 'salesforce_search_all'],
    );
    expectConfusable(['pipedrive-bratland', 'search_items'], ['twenty', 'search_companies']);
  });

  it('pipedrive/search-all ~ pipedrive-bratland/search_deals', () => {
    expectConfusable(['pipedrive', 'search-all'], ['pipedrive-bratland', 'search_deals']);
  });
});

describe("a CI pipeline's definition is a workflow or a job, and a log store's name its logs", () => {
  it('azure-devops/list_pipelines ~ github-actions/list_workflows ~ jenkins/get_all_items', () => {
    expectConfusable(['azure-devops', 'list_pipelines'], ['github-actions', 'list_workflows']);
    expectConfusable(['jenkins', 'get_all_items'], ['github-actions', 'list_workflows']);
  });

  it('grafana-quanticsoul/query_loki searches logs: ~ autotel/search_logs', () => {
    expectConfusable(['grafana-quanticsoul', 'query_loki'], ['autotel', 'search_logs']);
  });

  it('hetzner serves hosting: coolify/list_servers ~ hetzner/hetzner_list_servers', () => {
    expect(kindOfServer('hetzner')).toBe('hosting');
    expectConfusable(['coolify', 'list_servers'], ['hetzner', 'hetzner_list_servers']);
  });
});

describe('a generic thing is each kind its sentence lists, and an example list of quoted values is a selector', () => {
  it('docker/docker-inspect ("Inspect Docker objects (images, containers, networks, volumes)") ~ portainer/inspect_container', () => {
    const model = describeTool({
      name: 'docker-inspect',
      description: 'Inspect Docker objects (images, containers, networks, volumes)',
      server: 'docker',
    });
    expect(model.alternatives?.map((m) => m.object.join(' '))).toContain('container');
    expectConfusable(['docker', 'docker-inspect'], ['portainer', 'inspect_container']);
  });

  it("a module's items are what it holds, listed as one: canvas/list-module-items ~ filesystem-agent-infra/list_directory stay apart", () => {
    expectApart(['canvas', 'list-module-items'], ['filesystem-agent-infra', 'list_directory']);
  });

  it("docker/docker-network (action: \"e.g., 'create', 'list', 'remove', 'inspect'\") lists networks: ~ portainer/list_networks", () => {
    expect(listedValues("Action to perform (e.g., 'create', 'list', 'remove', 'inspect')")).toEqual(
      ['create', 'list', 'remove', 'inspect'],
    );
    // Unquoted examples are prose, no selector.
    expect(listedValues('Environment name (e.g., production, staging)')).toBeUndefined();
    expectConfusable(['docker', 'docker-network'], ['portainer', 'list_networks']);
  });
});
