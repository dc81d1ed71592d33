// Issue 14, session 9: pairs of the third held-out set (examples/heldout3, labels in
// examples/labels/heldout3-s8.json) that the model reported although the two tools do different
// jobs, each kept apart again by a general rule about tools or language. Each rule has a test on
// its mechanism and a regression test on a real pair.
import {
  describeTool,
  isKindRelativeObject,
  linkBySiblingVerbs,
  systemKindOf,
} from '../../src/lexical/index.js';
import { readFileSync } from 'node:fs';
import { scan } from '../../src/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('one SQL statement of one kind is not any SQL', () => {
  it('reads "a SQL statement that modifies data (INSERT, …)" as mutation SQL', () => {
    const model = describeTool({
      name: 'execute',
      server: 'acme',
      description:
        'Execute a SQL statement that modifies data (INSERT, UPDATE, DELETE, CREATE, DROP)',
    });
    expect(model.object).toEqual(['mutation', 'sql']);
  });

  it('still reads a transaction of statements as any SQL', () => {
    const model = describeTool({
      name: 'run_sql',
      server: 'acme',
      description: 'Execute multiple SQL statements within a transaction',
    });
    expect(model.object.at(-1)).toBe('sql');
    expect(model.object).not.toContain('mutation');
  });

  it('query (postgres) and query (mysql-f4ww4z) ≁ execute (sqlite-simple): read-only vs write', () => {
    expectApart(['postgres', 'query'], ['sqlite-simple', 'execute']);
    expectApart(['mysql-f4ww4z', 'query'], ['sqlite-simple', 'execute']);
  });

  it('execute (sqlite-simple) ~ run_sql (neon) and ~ pg_execute_mutation (postgres-henkey)', () => {
    expectConfusable(['neon', 'run_sql'], ['sqlite-simple', 'execute']);
    expectConfusable(['postgres-henkey', 'pg_execute_mutation'], ['sqlite-simple', 'execute']);
  });
});

// A server's tools as stemmed word sets (what scan.ts gives systemKindOf).
const toolsSaying = (...tools: string[]) => tools.map((t) => new Set(t.split(' ')));

describe('chat, email, vector stores, CRMs and cloud drives are kinds of system', () => {
  it("reads the kind from the words most of a server's tools use", () => {
    expect(
      systemKindOf(toolsSaying('send messag channel', 'add reaction emoji', 'list guild')),
    ).toBe('chat');
    expect(systemKindOf(toolsSaying('get email', 'list mailbox', 'search messag'))).toBe('email');
    expect(
      systemKindOf(toolsSaying('upsert record', 'search record embed', 'rerank document')),
    ).toBe('vector-store');
    expect(systemKindOf(toolsSaying('list deal', 'crm object', 'creat note'))).toBe('crm');
    expect(systemKindOf(toolsSaying('read file drive', 'updat cell spreadsheet'))).toBe(
      'cloud-drive',
    );
  });

  it('holds messages, records, schemas and files whose meaning the kind sets', () => {
    for (const head of ['message', 'record', 'schema', 'file']) {
      expect(isKindRelativeObject(head)).toBe(true);
    }
  });

  it('discord_read_messages (discord) ≁ get_messages and search_all_messages (mail-server): a channel is not a mailbox', () => {
    expectApart(['discord', 'discord_read_messages'], ['mail-server', 'get_messages']);
    expectApart(['discord', 'discord_read_messages'], ['mail-server', 'search_all_messages']);
  });

  it('discord_send (discord) ~ slack_post_message (slack), reply_email ~ reply_to_email (two mail servers)', () => {
    expectConfusable(['discord', 'discord_send'], ['slack', 'slack_post_message']);
    expectConfusable(['email-codefuturist', 'reply_email'], ['mail-server', 'reply_to_email']);
  });

  it('list_records (airtable) ≁ search-records (pinecone): rows of a base vs hits in a vector index', () => {
    expectApart(['airtable', 'list_records'], ['pinecone', 'search-records']);
  });

  it('hubspot-get-schemas (hubspot) ≁ list_schemas (postgres-server): CRM object schemas vs database schemas', () => {
    expectApart(['hubspot', 'hubspot-get-schemas'], ['postgres-server', 'list_schemas']);
  });

  it('gdrive_read_file (gdrive-isaacphi) ≁ get_file_contents (github), which still meets a local read_file', () => {
    expectApart(['gdrive-isaacphi', 'gdrive_read_file'], ['github', 'get_file_contents']);
    expectConfusable(['filesystem-agent-infra', 'read_file'], ['github', 'get_file_contents']);
  });
});

describe("a server's second verb for one job on one object links", () => {
  const tool = (name: string, description: string) => ({
    server: 'acme',
    description,
    model: describeTool({ name, description, server: 'acme' }),
  });

  it('reads add/remove as attach/detach beside create/delete of the same object', () => {
    const [add, create, remove, del] = linkBySiblingVerbs([
      tool('add_label', 'Add a label to an email'),
      tool('create_label', 'Create a new label'),
      tool('remove_label', 'Remove a label from an email'),
      tool('delete_label', 'Delete a label'),
    ]);
    expect([add.action, create.action, remove.action, del.action]).toEqual([
      'attach',
      'create',
      'detach',
      'delete',
    ]);
  });

  it('leaves add alone without a sibling verb, on another object, or when it says it creates', () => {
    const [alone] = linkBySiblingVerbs([tool('add_label', 'Add a label to an email')]);
    expect(alone.action).toBe('create');
    const [other] = linkBySiblingVerbs([
      tool('add_label', 'Add a label to an email'),
      tool('create_folder', 'Create a new folder'),
    ]);
    expect(other.action).toBe('create');
    const [creates] = linkBySiblingVerbs([
      tool('add_card', 'Add a new card to a list'),
      tool('make_card', 'Make a card from a template'),
    ]);
    expect(creates.action).toBe('create');
  });

  it('add_label ≁ create_label and remove_label ≁ delete_label (email-codefuturist): labelling an email is not making a label', () => {
    expectApart(['email-codefuturist', 'add_label'], ['email-codefuturist', 'create_label']);
    expectApart(['email-codefuturist', 'remove_label'], ['email-codefuturist', 'delete_label']);
  });

  it('stories-add-subtask ≁ stories-create-subtask (shortcut): an existing story made a sub-task', () => {
    expectApart(['shortcut', 'stories-add-subtask'], ['shortcut', 'stories-create-subtask']);
  });

  it('leaves remove alone when its sentence names a store, or no target at all', () => {
    const [fromStore] = linkBySiblingVerbs([
      tool('remove_record', 'Remove one customer record from the CRM database'),
      tool('delete_record', 'Delete one customer record'),
    ]);
    expect(fromStore.action).toBe('delete');
    const [bare] = linkBySiblingVerbs([
      tool('remove_label', 'Remove a label'),
      tool('delete_label', 'Delete a label'),
    ]);
    expect(bare.action).toBe('delete');
  });

  it('delete_record ~ remove_record (examples/confusing-mcp.json): two verbs for one job stay a TW104', () => {
    const uri = 'examples/confusing-mcp.json';
    const report = scan([{ uri, content: readFileSync(uri, 'utf8') }], { lint: false });
    const names = report.findings
      .filter((f) => f.ruleId === 'TW104')
      .map((f) =>
        f.locations
          .map((l) => l.tool)
          .sort()
          .join(' ~ '),
      );
    expect(names).toContain('delete_record ~ remove_record');
  });
});

describe('a plural read of the ids it must be given reads those things, it does not list', () => {
  const read = (parameters: string[], required: string[]) =>
    describeTool({
      name: 'get_messages',
      server: 'acme',
      // Not "multiple messages": that wording alone makes a batch read (14-confusability-recall-kinds).
      description: 'Retrieve messages by their UIDs',
      parameters,
      required,
    }).action;

  it('reads get_messages(uids) and get_messages(messageIds) as reads', () => {
    expect(read(['uids', 'markSeen'], ['uids'])).toBe('read');
    expect(read(['messageIds'], ['messageIds'])).toBe('read');
  });

  it('still lists with optional ids (a filter) or the ids of another thing', () => {
    expect(read(['ids', 'limit'], [])).toBe('list');
    expect(read(['folderIds'], ['folderIds'])).toBe('list');
  });

  it('get_messages ≁ get_recent_messages and ≁ search_all_messages (mail-server): messages by UID vs a listing', () => {
    expectApart(['mail-server', 'get_messages'], ['mail-server', 'get_recent_messages']);
    expectApart(['mail-server', 'get_messages'], ['mail-server', 'search_all_messages']);
  });

  it('get_messages ~ get_message (mail-server): one message vs several by UID', () => {
    expectConfusable(['mail-server', 'get_messages'], ['mail-server', 'get_message']);
  });
});
