// Issue 14, session 41: misses and wrong reports of the first readings of the 76th to 79th
// held-out sets (feature flags, message brokers, Zoom, content management), each pinned on the
// real pair that showed it.
import { actionClassOf } from '../../src/lexical/lexicon.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('the kinds of system the four new domains are read as', () => {
  it('a flag service named by its product or by "flag" is a feature-flag service: configcat (not a store for its "products"), devcycle', () => {
    expect(kindOfServer('configcat')).toBe('feature-flags');
    expect(kindOfServer('devcycle')).toBe('feature-flags');
    expect(kindOfServer('launchdarkly')).toBe('feature-flags');
  });

  it("a broker whose containers are topics or streams is a queue: confluent's Kafka, nats' JetStream", () => {
    expect(kindOfServer('confluent')).toBe('queue');
    expect(kindOfServer('nats')).toBe('queue');
    expect(kindOfServer('rabbitmq-yuchenhui')).toBe('queue');
  });

  it('a headless CMS of documents or items is a CMS, not a document database: sanity, directus', () => {
    expect(kindOfServer('sanity')).toBe('cms');
    expect(kindOfServer('directus-skeyelab')).toBe('cms');
  });

  it('a video meeting service is a kind of its own, apart from calendars and schedulers', () => {
    expect(kindOfServer('zoom-angellist')).toBe('meeting');
    expect(kindOfServer('zoom-surajpratap')).toBe('meeting');
    expect(kindOfServer('calcom')).not.toBe('meeting');
  });
});

describe("a flag service's flag is a feature, a toggle or a variable", () => {
  it('devcycle/create_feature ~ launchdarkly/create-feature-flag, devcycle/create_variable ~ unleash/createFlag', () => {
    expectConfusable(['devcycle', 'create_feature'], ['launchdarkly', 'create-feature-flag']);
    expectConfusable(['devcycle', 'create_variable'], ['unleash', 'createFlag']);
    expectConfusable(['devcycle', 'delete_feature'], ['posthog', 'feature_flags_delete']);
  });

  it('creating a flag stays apart from deleting one: devcycle/create_feature vs launchdarkly/delete-feature-flag', () => {
    expectApart(['devcycle', 'create_feature'], ['launchdarkly', 'delete-feature-flag']);
  });
});

describe("a CMS's entry is an item or a document, its content type a collection, its media assets", () => {
  it('sanity/create_document ~ contentful/create_entry, directus-skeyelab/get_item ~ contentful/get_entry', () => {
    expectConfusable(['sanity', 'create_document'], ['contentful', 'create_entry']);
    expectConfusable(['directus-skeyelab', 'get_item'], ['contentful', 'get_entry']);
    expectConfusable(['sanity', 'publish_document'], ['contentful', 'publish_entry']);
  });

  it('a generic item covers a typed post or page: directus-skeyelab/create_item ~ ghost-admin/create_post', () => {
    expectConfusable(['directus-skeyelab', 'create_item'], ['ghost-admin', 'create_post']);
    expectConfusable(['directus-skeyelab', 'delete_item'], ['wordpress-docdyhr', 'wp_delete_page']);
  });

  it('a post and a page stay apart: wordpress-docdyhr/wp_create_post vs ghost-admin/create_page', () => {
    expectApart(['wordpress-docdyhr', 'wp_create_post'], ['ghost-admin', 'create_page']);
  });

  it('directus-skeyelab/list_collections ~ contentful/list_content_types, wp_delete_media ~ contentful/delete_asset', () => {
    expectConfusable(
      ['directus-skeyelab', 'list_collections'],
      ['contentful', 'list_content_types'],
    );
    expectConfusable(['wordpress-docdyhr', 'wp_delete_media'], ['contentful', 'delete_asset']);
  });

  it("a document database's documents stay its own: sanity/create_document vs mongodb's insert", () => {
    expectApart(['sanity', 'create_document'], ['mongodb', 'insert-many']);
  });
});

describe("a broker's message is sent however the broker says it, and emptying a queue is no deletion of it", () => {
  it('producing to Kafka or publishing to NATS sends a message: confluent/produce-message ~ azure-storage/send-queue-message', () => {
    expectConfusable(['confluent', 'produce-message'], ['azure-storage', 'send-queue-message']);
    expectConfusable(['nats', 'publish'], ['azure-storage', 'send-queue-message']);
  });

  it('purge and empty clear a thing, not delete it', () => {
    expect(actionClassOf('purge')).toBe('clear');
    expect(actionClassOf('empty')).toBe('clear');
    expect(actionClassOf('delete')).toBe('delete');
  });

  it('purging a queue is no deletion of it: rabbitmq-yuchenhui/purge-queue vs delete-queue, azure-storage/delete-azure-queue', () => {
    expectApart(['rabbitmq-yuchenhui', 'purge-queue'], ['rabbitmq-yuchenhui', 'delete-queue']);
    expectApart(['rabbitmq-yuchenhui', 'purge-queue'], ['azure-storage', 'delete-azure-queue']);
  });

  it("purging a product's cached pages is no deletion of the product: magento-thomastx/cache_purge_product vs shopify/delete-product", () => {
    expectApart(['magento-thomastx', 'cache_purge_product'], ['shopify', 'delete-product']);
  });

  it('draining or purging a queue empties it: bullmq/drain_queue ~ rabbitmq-yuchenhui/purge-queue', () => {
    expectConfusable(['bullmq', 'drain_queue'], ['rabbitmq-yuchenhui', 'purge-queue']);
  });

  it('peeking at messages reads them (a look that leaves them queued)', () => {
    expect(actionClassOf('peek')).toBe('read');
  });
});

describe("a meeting service's team chat, phone line and users are a chat's and a telephony service's", () => {
  it("Zoom's Team Chat meets the chat services: zoom-hamasakram/send_channel_message ~ slack/slack_post_message", () => {
    expectConfusable(['zoom-hamasakram', 'send_channel_message'], ['slack', 'slack_post_message']);
    expectConfusable(['zoom-hamasakram', 'get_channel'], ['telegram-bigchef', 'getChat']);
  });

  it("Zoom Phone's numbers are the numbers a telephony account owns: zoom-hamasakram/list_phone_numbers ~ sinch-blueshift/list_active_numbers", () => {
    expectConfusable(
      ['zoom-hamasakram', 'list_phone_numbers'],
      ['sinch-blueshift', 'list_active_numbers'],
    );
  });

  it("the account's users are a workspace directory: zoom-angellist/zoom_list_users ~ mattermost/list_users", () => {
    expectConfusable(['zoom-angellist', 'zoom_list_users'], ['mattermost', 'list_users']);
    expectConfusable(['zoom-surajpratap', 'zoom_get_user'], ['slack', 'slack_get_user_profile']);
  });

  it("a meeting is no calendar event or booking: zoom-angellist/zoom_create_meeting vs calcom's and caldav's", () => {
    expectApart(['zoom-angellist', 'zoom_create_meeting'], ['caldav', 'create_event']);
  });
});

describe('a merchant of record and a subscription biller are payment services', () => {
  it('paddle-billing (not a cloud for its "billing"), lemonsqueezy-yawlabs and lemonsqueezy-intrepid', () => {
    expect(kindOfServer('paddle-billing')).toBe('payments');
    expect(kindOfServer('lemonsqueezy-yawlabs')).toBe('payments');
    expect(kindOfServer('lemonsqueezy-intrepid')).toBe('payments');
  });

  it("Lemon Squeezy's customers and discounts meet Stripe's: ls_list_customers ~ stripe/list_customers", () => {
    expectConfusable(['lemonsqueezy-yawlabs', 'ls_list_customers'], ['stripe', 'list_customers']);
  });
});

describe("a delivery service's received mail is a mailbox's mail", () => {
  it('mailtrap/get-inbound-message ~ email-codefuturist/get_email, resend/list-received-emails ~ email-codefuturist/list_emails', () => {
    expectConfusable(['mailtrap', 'get-inbound-message'], ['email-codefuturist', 'get_email']);
    expectConfusable(['resend', 'list-received-emails'], ['email-codefuturist', 'list_emails']);
  });
});

describe('in a memory store every search searches the memories', () => {
  it('kiro-memory/semantic_search ~ knowledge-graph/search_nodes, claude-memory-layer/mem-search ~ memdata/memdata_query', () => {
    expectConfusable(['kiro-memory', 'semantic_search'], ['knowledge-graph', 'search_nodes']);
    expectConfusable(['claude-memory-layer', 'mem-search'], ['memdata', 'memdata_query']);
  });

  it('an agent memory is no vector index: kiro-memory/semantic_search vs pinecone search', () => {
    expect(kindOfServer('pinecone')).not.toBe('memory');
  });
});

describe("a CRM's generic record jobs do each record type's job on another CRM", () => {
  it("Close's leads make it a CRM; Zoho's COQL query finds any record: zoho_coql_query ~ close-shiftengineering/search_leads", () => {
    expect(kindOfServer('close-shiftengineering')).toBe('crm');
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_coql_query'],
      ['close-shiftengineering', 'search_leads'],
    );
  });

  it('creating, reading, updating or deleting a record of any module: zoho_create_records ~ close-shiftengineering/create_opportunity', () => {
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_create_records'],
      ['close-shiftengineering', 'create_opportunity'],
    );
    expectConfusable(['zoho-crm-hemichaeli', 'zoho_get_record'], ['pipedrive', 'get-deal']);
  });

  it('a generic record job meets only the same job: zoho_create_records vs close-shiftengineering/delete_opportunity', () => {
    expectApart(
      ['zoho-crm-hemichaeli', 'zoho_create_records'],
      ['close-shiftengineering', 'delete_opportunity'],
    );
  });

  it("tasks, calls and Capsule's parties are records any finder finds: zoho_get_records ~ capsule-hallodom/capsule_list_parties", () => {
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_get_records'],
      ['capsule-hallodom', 'capsule_list_parties'],
    );
  });
});
