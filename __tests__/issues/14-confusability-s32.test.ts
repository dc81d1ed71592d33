// Issue 14, session 32: misses and false reports found on held-out sets 53-55 (their first
// readings) and on the earlier sets' Hetzner and Proxmox servers, each pinned on the real pair
// that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { groupPrefixOf } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a cloud provider's server is a virtual machine", () => {
  it('proxmox serves hosting, and its VMs are servers: hetzner/hetzner_list_servers ~ proxmox/proxmox_list_vms, hetzner_create_server ~ proxmox_create_vm', () => {
    expect(kindOfServer('proxmox')).toBe('hosting');
    expectConfusable(['hetzner', 'hetzner_list_servers'], ['proxmox', 'proxmox_list_vms']);
    expectConfusable(['hetzner', 'hetzner_create_server'], ['proxmox', 'proxmox_create_vm']);
  });

  it('a generic resource is what the sentence names, or each of two it coordinates: proxmox_destroy_resource ("an LXC container or QEMU VM") ~ hetzner/hetzner_delete_server', () => {
    const model = describeTool({
      name: 'proxmox_destroy_resource',
      description: 'Permanently delete an LXC container or QEMU VM by vmid.',
      server: 'proxmox',
    });
    // Each with the words that say which: an LXC container is no Docker container.
    expect(model.alternatives?.map((m) => m.object)).toEqual([['lxc', 'container'], ['vm']]);
    expectConfusable(['hetzner', 'hetzner_delete_server'], ['proxmox', 'proxmox_destroy_resource']);
  });

  it('a container is no server, and an LXC container no Docker container: hetzner/hetzner_list_servers ~ proxmox/proxmox_list_containers, docker/docker-start ~ proxmox/proxmox_start_resource stay apart', () => {
    expectApart(['hetzner', 'hetzner_list_servers'], ['proxmox', 'proxmox_list_containers']);
    expectApart(['docker', 'docker-start'], ['proxmox', 'proxmox_start_resource']);
  });
});

describe("a machine's power switch is its start and stop", () => {
  it('power on starts, power off and shutdown stop, reboot restarts', () => {
    const action = (name: string, description: string): string | undefined =>
      describeTool({ name, description, server: 'hetzner' }).action;
    expect(action('hetzner_power_on', 'Start a stopped server by powering it on.')).toBe('start');
    expect(action('hetzner_power_off', 'Force power off a server immediately.')).toBe('stop');
    expect(action('hetzner_shutdown', 'Send an ACPI shutdown signal.')).toBe('stop');
    expect(action('hetzner_reboot', 'Send an ACPI reboot signal to the server.')).toBe('restart');
    expect(action('restart_server', 'Restart a server.')).toBe('restart');
  });

  it('hetzner/hetzner_power_on ~ proxmox/proxmox_start_resource; starting is not stopping: hetzner_power_on ~ proxmox_stop_resource stay apart', () => {
    expectConfusable(['hetzner', 'hetzner_power_on'], ['proxmox', 'proxmox_start_resource']);
    expectApart(['hetzner', 'hetzner_power_on'], ['proxmox', 'proxmox_stop_resource']);
  });
});

describe('a camelCase group before "_" is the group, not the job', () => {
  it('issueCreation_createIssue creates an issue, issueCreation_getProjects lists projects', () => {
    const groups = new Map<string, Set<string>>();
    expect(groupPrefixOf(groups, { name: 'issueCreation_createIssue' })).toBe('issue creation');
    expect(groupPrefixOf(groups, { name: 'issueUpdateWizard_loadIssueIntoState' })).toBe(
      'issue update wizard',
    );
    // Not a job after "_" that starts with no verb, nor a one-word group (namespaces say those).
    expect(groupPrefixOf(groups, { name: 'issueCreation_fieldsSchema' })).toBeUndefined();
    expect(groupPrefixOf(groups, { name: 'browser_takeScreenshot' })).toBeUndefined();
    expectConfusable(['jira-tbreeding', 'issueCreation_createIssue'], ['youtrack', 'issue_create']);
    expectConfusable(
      ['jira-tbreeding', 'issueCreation_getProjects'],
      ['youtrack', 'projects_list'],
    );
  });
});

describe("a docs workspace's docs are a wiki's documents and pages", () => {
  it('affine is a wiki: affine/list_docs ~ outline/outline_list_documents, affine/get_doc ~ bookstack/get_page', () => {
    expect(kindOfServer('affine')).toBe('wiki');
    expectConfusable(['affine', 'list_docs'], ['outline', 'outline_list_documents']);
    expectConfusable(['affine', 'get_doc'], ['bookstack', 'get_page']);
  });
});

describe('a store named for its product is of its kind', () => {
  it('dynamodb is a document store whose tables are no SQL tables: dynamodb/create_table ~ mysql-neverinfamous/mysql_create_table stay apart', () => {
    expect(kindOfServer('dynamodb')).toBe('document-store');
    expectApart(['dynamodb', 'create_table'], ['mysql-neverinfamous', 'mysql_create_table']);
    expectApart(['dynamodb', 'describe_table'], ['mysql-neverinfamous', 'mysql_describe_table']);
  });
});

describe("a hyphenated compound's last word is known there only", () => {
  it('outscraper/tripadvisor_search ("Search Tripadvisor with the documented /tripadvisor-search endpoint") searches Tripadvisor, no web: ~ omnisearch/kagi_search stay apart', () => {
    const model = describeTool({
      name: 'search',
      description: 'Search Tripadvisor with the documented /tripadvisor-search endpoint.',
      server: 'outscraper',
      parameters: ['query', 'limit'],
    });
    expect([model.action, model.object]).toEqual(['search', ['tripadvisor']]);
    expectApart(['outscraper', 'tripadvisor_search'], ['omnisearch', 'kagi_search']);
  });

  it('a compound\'s tail is still no verb where it ends the compound: "Version-correct usage docs"', () => {
    const model = describeTool({
      name: 'library_docs',
      description: 'Version-correct usage docs for a library',
      parameters: ['query'],
    });
    expect(model.action).toBe('search');
  });
});

describe("a verb's noun after a thing names the job on that thing", () => {
  it('cdp-browser/interact ("Element interaction — click, type, fill") clicks elements: ~ selenium-wd/browser_click, ~ chrome-devtools/hover', () => {
    const model = describeTool({
      name: 'interact',
      description: 'Element interaction — click, type, fill, select, press, drag, scroll.',
      server: 'cdp-browser',
    });
    expect(model.object).toEqual(['element']);
    expectConfusable(['cdp-browser', 'interact'], ['selenium-wd', 'browser_click']);
    expectConfusable(['cdp-browser', 'interact'], ['chrome-devtools', 'hover']);
  });
});

describe("a channel's history is its messages, and an export's last format word is no thing", () => {
  it('slack-yhosok/get_channel_history ("Get message history from a Slack channel") lists messages: ~ discord-bot/discord_get_message_history', () => {
    expect(
      describeTool({
        name: 'get_channel_history',
        description: 'Get message history from a Slack channel',
        server: 'slack-yhosok',
      }).object,
    ).toEqual(['channel', 'message']);
    expectConfusable(
      ['slack-yhosok', 'get_channel_history'],
      ['discord-bot', 'discord_get_message_history'],
    );
  });

  it('affine/export_doc_markdown exports a document: ~ outline/outline_export_document', () => {
    expect(
      describeTool({
        name: 'export_doc_markdown',
        description: 'Export AFFiNE document content to markdown.',
        server: 'affine',
      }).object,
    ).not.toContain('markdown');
    expectConfusable(['affine', 'export_doc_markdown'], ['outline', 'outline_export_document']);
  });
});

describe("a vector store's index is a collection, and its records are points", () => {
  it('pinecone/list-indexes ~ qdrant-api/list_collections, pinecone/search-records ~ qdrant-api/search_points', () => {
    expectConfusable(['pinecone', 'list-indexes'], ['qdrant-api', 'list_collections']);
    expectConfusable(['pinecone', 'search-records'], ['qdrant-api', 'search_points']);
  });
});

describe("a tabs tool's activate switches tabs, and a page tool's extracted text is read", () => {
  it('cdp-browser/tabs (action: activate) ~ browser-agent-infra/browser_switch_tab; cdp-browser/page (action: content, "extract text") ~ agent-browser/browser_get_text', () => {
    expectConfusable(['cdp-browser', 'tabs'], ['browser-agent-infra', 'browser_switch_tab']);
    expectConfusable(['cdp-browser', 'page'], ['agent-browser', 'browser_get_text']);
  });
});
