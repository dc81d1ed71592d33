// Issue 14, session 42: misses of the 76th to 83rd held-out sets that their session left, and of
// the first readings of the 84th to 87th, each pinned on the real pair that showed it.
import { expectApart, expectConfusable, kindOfServer, kindOfTool } from './confusable-pairs.js';

describe("a mail service's broadcasts and automations are a newsletter's campaigns and sequences", () => {
  it('kit/kit_list_broadcasts ~ resend/list-broadcasts, mailtrap/update-email-campaign ~ resend/update-broadcast', () => {
    expectConfusable(['kit', 'kit_list_broadcasts'], ['resend', 'list-broadcasts']);
    expectConfusable(['mailtrap', 'update-email-campaign'], ['resend', 'update-broadcast']);
  });

  it('listing campaigns stays apart from deleting one: kit/kit_list_broadcasts vs resend/remove-broadcast', () => {
    expectApart(['kit', 'kit_list_broadcasts'], ['resend', 'remove-broadcast']);
  });
});

describe("a contact's property is its custom field on a CRM, a mail or a newsletter service", () => {
  it('resend/list-contact-properties ~ mailtrap/list-contact-fields, hubspot-get-property ~ zoho_get_field', () => {
    expectConfusable(['resend', 'list-contact-properties'], ['mailtrap', 'list-contact-fields']);
    expectConfusable(
      ['hubspot', 'hubspot-get-property'],
      ['zoho-crm-hemichaeli', 'zoho_get_field'],
    );
  });

  it('creating a field stays apart from reading one: mailtrap/create-contact-field vs resend/get-contact-property', () => {
    expectApart(['mailtrap', 'create-contact-field'], ['resend', 'get-contact-property']);
  });
});

describe('replying to or forwarding an inbound message is the same job as on any mailbox', () => {
  it('imap/imap_reply_to_email ~ mailtrap/reply-to-inbound-message, gmail/message_forward ~ mailtrap/forward-inbound-message', () => {
    expectConfusable(['imap', 'imap_reply_to_email'], ['mailtrap', 'reply-to-inbound-message']);
    expectConfusable(['gmail', 'message_forward'], ['mailtrap', 'forward-inbound-message']);
  });

  it('a reply stays apart from a forward: imap/imap_forward_email vs mailtrap/reply-to-inbound-message', () => {
    expectApart(['imap', 'imap_forward_email'], ['mailtrap', 'reply-to-inbound-message']);
  });
});

describe("a CRM's activities are its tasks when they are read, listed or searched", () => {
  it('capsule-hallodom/capsule_list_tasks ~ pipedrive/get-activities, close get_task_details ~ pipedrive/get-activity', () => {
    expectConfusable(['capsule-hallodom', 'capsule_list_tasks'], ['pipedrive', 'get-activities']);
    expectConfusable(['close-shiftengineering', 'get_task_details'], ['pipedrive', 'get-activity']);
  });

  it('creating a task stays apart from listing activities: capsule_create_task vs pipedrive/get-activities', () => {
    expectApart(['capsule-hallodom', 'capsule_create_task'], ['pipedrive', 'get-activities']);
  });
});

describe("a Kafka topic is a JetStream stream, not a broker's queue", () => {
  it('confluent/list-topics ~ nats/stream_list, confluent/delete-topics ~ nats/stream_delete', () => {
    expectConfusable(['confluent', 'list-topics'], ['nats', 'stream_list']);
    expectConfusable(['confluent', 'delete-topics'], ['nats', 'stream_delete']);
  });

  it('a topic stays apart from a queue: confluent/list-topics vs rabbitmq-yuchenhui/list-queues', () => {
    expectApart(['confluent', 'list-topics'], ['rabbitmq-yuchenhui', 'list-queues']);
  });
});

describe("a tool told the path of any endpoint of a named product's API reaches anything it holds", () => {
  it('rabbitmq-custom-api ("calling any RabbitMQ HTTP API endpoint") ~ its list-queues and queue-pilot/list_queues', () => {
    expectConfusable(
      ['rabbitmq-yuchenhui', 'rabbitmq-custom-api'],
      ['rabbitmq-yuchenhui', 'list-queues'],
    );
    expectConfusable(['rabbitmq-yuchenhui', 'rabbitmq-custom-api'], ['queue-pilot', 'list_queues']);
  });
});

describe("a tool's own object names no product, and a flag service's projects are its own", () => {
  it('configcat/list-products ("the list of the Products") is a flag service\'s, not a shop\'s', () => {
    expect(kindOfServer('configcat')).toBe('feature-flags');
    expect(kindOfTool('configcat', 'list-products')).toBe('feature-flags');
  });

  it('a ConfigCat product is a flag project: configcat/list-products ~ growthbook/get_projects', () => {
    expectConfusable(['configcat', 'list-products'], ['growthbook', 'get_projects']);
  });

  it("a flag project is no shop's product nor a tracker's project", () => {
    expectApart(['configcat', 'list-products'], ['fakestore', 'fakestore_get_products']);
    expectApart(['configcat', 'list-products'], ['youtrack', 'projects_list']);
  });
});
