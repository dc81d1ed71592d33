// Issue 14, session 33: misses and false reports found on the earlier held-out sets, each pinned
// on the real pair that showed it.
import { withKeyValueCommands } from '../../src/lexical/key-value.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a key-value store's commands are its jobs", () => {
  const job = (name: string): string => {
    const model = withKeyValueCommands(
      'key-value',
      describeTool({ name, description: '', server: 'redis' }),
      name,
    );
    return `${model.action} ${model.object.join(' ')}`;
  };

  it('both Redis servers are key-value stores (heldout48/redis speaks Chinese)', () => {
    expect(kindOfServer('redis')).toBe('key-value');
    expect(kindOfServer('redis-gardere')).toBe('key-value');
  });

  it('a command name and a type-and-verb name say one job: hget = hash_get, sadd = set_add, lpush = list_lpush', () => {
    expect(job('hget')).toBe(job('hash_get'));
    expect(job('hgetall')).toBe(job('hash_getall'));
    expect(job('hmset')).toBe(job('hash_mset'));
    expect(job('sadd')).toBe(job('set_add'));
    expect(job('srem')).toBe(job('set_remove'));
    expect(job('smembers')).toBe(job('set_members'));
    expect(job('zrange')).toBe(job('zset_range'));
    expect(job('lrange')).toBe(job('list_range'));
    expect(job('lpush')).toBe(job('list_lpush'));
    expect(job('get')).toBe(job('string_get'));
    expect(job('del')).toBe(job('key_delete'));
    expect(job('redis_hget')).toBe(job('hget'));
    expect(job('keys')).toBe(job('key_search'));
    expect(job('scan')).toBe(job('keys'));
    expect(job('db_flush')).toBe(job('flushdb'));
  });

  it('one field is not all of them, and one type of value is not another', () => {
    expect(job('hget')).not.toBe(job('hgetall'));
    expect(job('sadd')).not.toBe(job('zadd'));
    expect(job('lpush')).not.toBe(job('rpush'));
    expect(job('smembers')).not.toBe(job('lrange'));
    expect(job('get')).not.toBe(job('hget'));
    // A name that is no command keeps its model.
    expect(
      withKeyValueCommands(
        'key-value',
        describeTool({ name: 'connect_redis', description: '', server: 'redis' }),
        'connect_redis',
      ).action,
    ).toBe('connect');
  });

  it('redis/hash_get ~ redis-gardere/hget, redis/set_members ~ redis-gardere/smembers, redis/key_search ~ redis-gardere/scan', () => {
    expectConfusable(['redis', 'hash_get'], ['redis-gardere', 'hget']);
    expectConfusable(['redis', 'hash_getall'], ['redis-gardere', 'hgetall']);
    expectConfusable(['redis', 'set_members'], ['redis-gardere', 'smembers']);
    expectConfusable(['redis', 'zset_range'], ['redis-gardere', 'zrangebyscore']);
    expectConfusable(['redis', 'key_search'], ['redis-gardere', 'scan']);
    expectConfusable(['redis', 'key_delete_pattern'], ['redis-gardere', 'del']);
    expectConfusable(['redis', 'string_mset'], ['redis-gardere', 'set']);
  });

  it('a set is no sorted set, a list no set, one hash field not all: redis/set_add ~ redis-gardere/zadd, redis/list_range ~ redis-gardere/smembers, redis/hash_get ~ redis-gardere/hgetall stay apart', () => {
    expectApart(['redis', 'set_add'], ['redis-gardere', 'zadd']);
    expectApart(['redis', 'list_range'], ['redis-gardere', 'smembers']);
    expectApart(['redis', 'hash_get'], ['redis-gardere', 'hgetall']);
    expectApart(['redis', 'string_get'], ['redis-gardere', 'hget']);
  });

  it("a store's keys are no API keys: redis-gardere/keys ~ grafana-quanticsoul/list_api_keys stay apart", () => {
    expectApart(['redis-gardere', 'keys'], ['grafana-quanticsoul', 'list_api_keys']);
    expectApart(['redis', 'key_search'], ['supabase-node2flow', 'sb_list_api_keys']);
  });
});

describe('a mail and calendar server is of the kind of what each tool acts on', () => {
  it("m365-graph (a calendar by most of its words) reads email: get-me-message ~ gmail/message_get, list-me-messages ~ outlook/list-emails; its events stay a calendar's", () => {
    expectConfusable(['m365-graph', 'get-me-message'], ['gmail', 'message_get']);
    expectConfusable(['m365-graph', 'delete-me-message'], ['outlook', 'delete-email']);
    expectConfusable(['m365-graph', 'list-me-events'], ['caldav', 'list_events']);
    expectApart(['m365-graph', 'get-me-message'], ['m365-graph', 'get-me-event']);
  });

  it('outlook (an email server) lists calendar events: outlook/list-events ~ caldav/list_events; a chat message is no email: telegram-bigchef/send_message ~ outlook/send-email stay apart', () => {
    expectConfusable(['outlook', 'list-events'], ['caldav', 'list_events']);
    expectApart(['telegram-bigchef', 'send_message'], ['outlook', 'send-email']);
  });
});

describe('a list a tool makes, changes or removes is a list', () => {
  it('create_email_list creates a list of emails, delete_task_list deletes a task list; a read of "X list" still reads Xs', () => {
    const object = (name: string): string =>
      describeTool({ name, description: '', server: 's' }).object.join(' ');
    expect(object('create_email_list')).toBe('email list');
    expect(object('delete_task_list')).toBe('task list');
    expect(object('get_comments_list')).toBe('comment');
  });

  it('a contact list is no email: sendgrid-deyikong/delete_email_list ~ gmail/message_delete stay apart', () => {
    expectApart(['sendgrid-deyikong', 'delete_email_list'], ['gmail', 'message_delete']);
    expectApart(['sendgrid-deyikong', 'update_email_list'], ['gmail', 'message_modify']);
  });
});

describe("a bucket and a blob are an object store's, whatever server keeps them", () => {
  it('linode (a hosting provider) and supabase-node2flow (a SQL platform) keep storage buckets: ~ minio/minio_list_buckets', () => {
    expectConfusable(['linode', 'list_object_storage_buckets'], ['minio', 'minio_list_buckets']);
    expectConfusable(['supabase-node2flow', 'sb_list_buckets'], ['minio', 'minio_list_buckets']);
    expectConfusable(['linode', 'delete_object_storage_bucket'], ['minio', 'minio_delete_bucket']);
  });

  it("Azure's blob container is a bucket and its blobs are objects: azure-storage/list-azure-blob-containers ~ gcs/list_buckets, upload-azure-blob ~ linode/upload_object", () => {
    expectConfusable(['azure-storage', 'list-azure-blob-containers'], ['gcs', 'list_buckets']);
    expectConfusable(['azure-storage', 'upload-azure-blob'], ['linode', 'upload_object']);
  });

  it('a volume is no bucket, and a queue no blob: linode/list_volumes ~ minio/minio_list_buckets, azure-storage/list-azure-queues ~ azure-storage/list-azure-blobs stay apart', () => {
    expectApart(['linode', 'list_volumes'], ['minio', 'minio_list_buckets']);
    expectApart(['azure-storage', 'list-azure-queues'], ['azure-storage', 'list-azure-blobs']);
  });
});

describe("any endpoint of a product's API does what another server of that product does", () => {
  it('grafana-tocharian/execute_grafana_api ("Execute any Grafana HTTP API endpoint") ~ grafana/create_incident, ~ grafana/list_alert_rules', () => {
    expectConfusable(['grafana-tocharian', 'execute_grafana_api'], ['grafana', 'create_incident']);
    expectConfusable(['grafana-tocharian', 'execute_grafana_api'], ['grafana', 'list_alert_rules']);
  });

  it('but not a job done without the API: ~ grafana/generate_deeplink stays apart', () => {
    expectApart(['grafana-tocharian', 'execute_grafana_api'], ['grafana', 'generate_deeplink']);
  });

  // Session 37: another product's job meets it where one of its own tools does that job
  // (`search_dashboards` ~ `datadog/list_dashboards`), as the held-out 56 labels say.
  it("another product's job only through what its own tools do: ~ datadog/list_dashboards (as search_dashboards)", () => {
    expectConfusable(['grafana-tocharian', 'execute_grafana_api'], ['datadog', 'list_dashboards']);
  });
});

describe("a chat's chat is a channel, and an email service's contacts are subscribers", () => {
  it('telegram-siavash/get-chat ~ mattermost/get_channel_info; sendgrid-deyikong/list_contacts ~ mailchimp/mc_listMembers', () => {
    expectConfusable(['telegram-siavash', 'get-chat'], ['mattermost', 'get_channel_info']);
    expectConfusable(['sendgrid-deyikong', 'list_contacts'], ['mailchimp', 'mc_listMembers']);
  });
});

describe('how far a search reaches is no thing it finds', () => {
  it('quick_search ("Search notes by title") searches notes', () => {
    expect(
      describeTool({ name: 'quick_search', description: 'Search notes by title', server: 's' })
        .object,
    ).toEqual(['note']);
  });
});

describe('what a sentence says the tool does not do is no job of it', () => {
  it('sendgrid-iprabhu/sendgrid_validate_send_payload ("… without making any API calls or sending any email") sends nothing: ~ gmail/message_send stay apart', () => {
    const model = describeTool({
      name: 'sendgrid_validate_send_payload',
      description:
        'Validate a SendGrid email send payload locally without making any API calls or sending any email.',
      server: 'sendgrid-iprabhu',
    });
    expect(model.alternatives).toBeUndefined();
    expectApart(['gmail', 'message_send'], ['sendgrid-iprabhu', 'sendgrid_validate_send_payload']);
  });
});

describe("a calendar's events are its own", () => {
  it('firebase/crashlytics_list_events (a server of no known kind) ~ m365-graph/list-me-events stay apart; caldav/list_events ~ m365-graph/list-me-events still meet', () => {
    expectApart(['firebase', 'crashlytics_list_events'], ['m365-graph', 'list-me-events']);
    expectConfusable(['caldav', 'list_events'], ['m365-graph', 'list-me-events']);
  });
});

describe("a monitor's range query and its trigger", () => {
  it('grafana-tocharian/query_prometheus_range queries time series: ~ grafana/query_prometheus; honeycomb/list_triggers ~ grafana/list_alert_rules', () => {
    expect(
      describeTool({
        name: 'query_prometheus_range',
        description: 'Execute a range PromQL query against a Prometheus datasource.',
        server: 's',
      }).object,
    ).toEqual(['time series']);
    expectConfusable(
      ['grafana-tocharian', 'query_prometheus_range'],
      ['grafana', 'query_prometheus'],
    );
    expectConfusable(['honeycomb', 'list_triggers'], ['grafana', 'list_alert_rules']);
  });
});

describe("a tracker's documents and a forge's wiki are a wiki's pages", () => {
  it('dart/get_doc ~ confluence/get_confluence_page, youtrack/article_get ~ affine/get_doc, linear-baggydawg/create_document ~ azure-devops/create_wiki_page', () => {
    expectConfusable(['dart', 'get_doc'], ['confluence', 'get_confluence_page']);
    expectConfusable(['youtrack', 'article_get'], ['affine', 'get_doc']);
    expectConfusable(['linear-baggydawg', 'create_document'], ['azure-devops', 'create_wiki_page']);
  });

  it("but a notes app's notes are its own: github/get_file_contents ~ obsidian-rest/get_note stay apart", () => {
    expectApart(['github', 'get_file_contents'], ['obsidian-rest', 'get_note']);
    expectApart(['github', 'get_file_contents'], ['obsidian-vault', 'read_note_tool']);
  });

  it('a page of items is items: monday/monday_list_items ("Returns a page of items from one board") ~ affine/list_docs stay apart', () => {
    expectApart(['monday', 'monday_list_items'], ['affine', 'list_docs']);
  });
});

describe("a monitor's things by other names", () => {
  it("bugsnag's errors are issues, honeycomb's boards dashboards, new relic's muting rules silences", () => {
    expectConfusable(['bugsnag', 'view_error'], ['rollbar', 'get-item-details']);
    expectConfusable(['honeycomb', 'get_board'], ['grafana', 'get_dashboard_by_uid']);
    expectConfusable(['alertmanager', 'createSilence'], ['newrelic', 'muting_rule_create']);
    expectConfusable(['honeycomb', 'get_slo'], ['newrelic', 'service_level_get']);
  });

  it("but a mailbox's labels are no newsletter's tags: email-codefuturist/list_labels ~ kit/kit_list_tags stay apart", () => {
    expectApart(['email-codefuturist', 'list_labels'], ['kit', 'kit_list_tags']);
  });
});
