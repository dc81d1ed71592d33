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

  it('"call any GET endpoint" still only reads: sonar_raw stays apart from sonarqube/assignIssue', () => {
    expectApart(['sonarqube-metalralf', 'sonar_raw'], ['sonarqube', 'assignIssue']);
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

describe('the first readings of sets 84 to 87: the kinds of system their domains are read as', () => {
  it('a localization platform is a translation system, not a CI service for its jobs: phrase, lokalise', () => {
    expect(kindOfServer('phrase')).toBe('translation');
    expect(kindOfServer('lokalise-abdallahaho')).toBe('translation');
    expect(kindOfServer('weblate-mmntm')).toBe('translation');
  });

  it('a blockchain node or explorer is a kind of its own: etherscan-haomingdev, evm-tjjd4, bnbchain', () => {
    expect(kindOfServer('etherscan-haomingdev')).toBe('blockchain');
    expect(kindOfServer('evm-tjjd4')).toBe('blockchain');
    expect(kindOfServer('bnbchain')).toBe('blockchain');
  });

  it('a package registry is a kind of its own, not a monitor for its "sentinel": npm-sentinel', () => {
    expect(kindOfServer('npm-sentinel')).toBe('packages');
    expect(kindOfServer('package-registry-artmann')).toBe('packages');
  });

  it('Iterable and Mailjet are newsletter services', () => {
    expect(kindOfServer('iterable')).toBe('marketing');
    expect(kindOfServer('mailjet-contacts')).toBe('marketing');
  });
});

describe("a localization platform's locales are languages, a glossary's terms its entries", () => {
  it('lokalise_get_language ~ phrase/strings_get_locale, lara/delete_glossary_entry ~ phrase/strings_delete_glossary_term', () => {
    expectConfusable(
      ['lokalise-abdallahaho', 'lokalise_get_language'],
      ['phrase', 'strings_get_locale'],
    );
    expectConfusable(['lara', 'delete_glossary_entry'], ['phrase', 'strings_delete_glossary_term']);
  });

  it("a translation job is no CI server's: phrase/strings_get_job vs jenkins-host/getJob", () => {
    expectApart(['phrase', 'strings_get_job'], ['jenkins-host', 'getJob']);
  });
});

describe('a chain read is no ledger read, and ERC-20 is no ERC-1155', () => {
  it('bnbchain/transfer_erc20 ~ evm-mcpdotdirect/transfer_erc20, apart from evm-tjjd4/transfer_erc1155', () => {
    expectConfusable(['bnbchain', 'transfer_erc20'], ['evm-mcpdotdirect', 'transfer_erc20']);
    expectApart(['bnbchain', 'transfer_erc20'], ['evm-tjjd4', 'transfer_erc1155']);
  });

  it("a chain's logs are no monitor's: etherscan_getLogs vs datadog/get_logs", () => {
    expectApart(['etherscan-haomingdev', 'etherscan_getLogs'], ['datadog', 'get_logs']);
  });

  it("an agent that makes Etherscan's API calls for a prompt does each of its reads: etherscan_runAgentTask ~ etherscan_getBalance", () => {
    expectConfusable(
      ['etherscan-haomingdev', 'etherscan_runAgentTask'],
      ['etherscan-haomingdev', 'etherscan_getBalance'],
    );
  });
});

describe("a package registry's npm is the package", () => {
  it('get-npm-package-details ~ npm-helper-pinkpixel/get_package_details, search-npm-packages ~ search_packages', () => {
    expectConfusable(
      ['package-registry-artmann', 'get-npm-package-details'],
      ['npm-helper-pinkpixel', 'get_package_details'],
    );
    expectConfusable(
      ['package-registry-artmann', 'search-npm-packages'],
      ['npm-registry-alisaitteke', 'search_packages'],
    );
  });

  it('a crate is no npm package: get-cargo-package-details vs npm-helper-pinkpixel/get_package_details', () => {
    expectApart(
      ['package-registry-artmann', 'get-cargo-package-details'],
      ['npm-helper-pinkpixel', 'get_package_details'],
    );
  });
});

describe("a newsletter service that sells keeps a CRM's deals; its automations are flows and journeys", () => {
  it('activecampaign-highliuk/create_deal ~ capsule-hallodom/capsule_create_opportunity', () => {
    expectConfusable(
      ['activecampaign-highliuk', 'create_deal'],
      ['capsule-hallodom', 'capsule_create_opportunity'],
    );
  });

  it('klaviyo_flows_list ~ activecampaign-highliuk/list_automations ~ iterable/get_journeys', () => {
    expectConfusable(
      ['klaviyo-doinglean', 'klaviyo_flows_list'],
      ['activecampaign-highliuk', 'list_automations'],
    );
    expectConfusable(['iterable', 'get_journeys'], ['activecampaign-highliuk', 'list_automations']);
  });

  it("its templates are a mail service's, its tags no mailbox's labels", () => {
    expectConfusable(['klaviyo-doinglean', 'klaviyo_templates_get'], ['mailtrap', 'get-template']);
    expectApart(['gmail', 'label_create'], ['kit', 'kit_create_tag']);
  });

  it("nor are its campaign-reply conversations a mailbox's mail: gmail/message_get vs mailchimp/mc_getConversation", () => {
    expectApart(['gmail', 'message_get'], ['mailchimp', 'mc_getConversation']);
    expectApart(['email-codefuturist', 'list_emails'], ['mailchimp', 'mc_listConversations']);
  });
});

describe('a list after a GET is the thing read', () => {
  it("activecampaign-highliuk/get_list reads one e-mail list, no mailbox's mail: apart from imap_find_email_by_message_id and outlook/list-emails", () => {
    expectApart(['activecampaign-highliuk', 'get_list'], ['imap', 'imap_find_email_by_message_id']);
    expectApart(['activecampaign-highliuk', 'get_list'], ['outlook', 'list-emails']);
  });
});

describe('the first readings of sets 88, 90 and 91: support inboxes and Threads', () => {
  it('a support inbox is a help desk: intercom-kaosensei, chatwoot-gibahjoe', () => {
    expect(kindOfServer('intercom-kaosensei')).toBe('tracker');
    expect(kindOfServer('chatwoot-gibahjoe')).toBe('tracker');
  });

  it("a help desk's conversation is its ticket: chatwoot_get_conversation ~ gorgias/gorgias_get_ticket", () => {
    expectConfusable(
      ['chatwoot-gibahjoe', 'chatwoot_get_conversation'],
      ['gorgias', 'gorgias_get_ticket'],
    );
    expectConfusable(
      ['chatwoot-gibahjoe', 'chatwoot_list_conversations'],
      ['freshdesk', 'freshdesk_list_tickets'],
    );
  });

  it('a server named for Threads and a social media scheduler publish to the networks', () => {
    expect(kindOfServer('threads-baguskto')).toBe('social');
    expect(kindOfServer('postiz-solomonneas')).toBe('social');
    expectConfusable(['threads-baguskto', 'follow_user'], ['clawnch', 'clawnx_follow_user']);
  });
});
