// Issue 14, session 40: misses and wrong reports found in the pooled labels and on the 72nd and
// 73rd held-out sets, each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

const job = (name: string, description = '', required: string[] = []): string => {
  const m = describeTool({ name, description, required, parameters: required });
  return `${m.action} ${m.object.join(' ')}`;
};

describe("a ping, a status and a health read of a tool's own system are one job", () => {
  it('a check of the system that is given nothing reads its health', () => {
    expect(job('system_ping', 'Ping the SonarQube instance to check if it is up')).toBe(
      'read health',
    );
    expect(job('check_status', 'Check if the API is reachable')).toBe('read health');
    expect(job('get_status', 'Get Portainer system status')).toBe('read health');
  });

  it('a ping of a host it is given, a listing of connections or a job status are other jobs', () => {
    expect(job('ping', 'Ping a host', ['host'])).not.toBe('read health');
    expect(job('list_connections', 'List the saved database connections')).not.toBe('read health');
    expect(job('get_status', 'Get the status of a deployment', ['deployment_id'])).not.toBe(
      'read health',
    );
    expect(job('status', 'Get all available deployments for a given Convex project')).not.toBe(
      'read health',
    );
  });

  it('on one server they meet: sonarqube system_health ~ system_ping ~ system_status, portainer, cdp-browser, trello', () => {
    expectConfusable(['sonarqube', 'system_health'], ['sonarqube', 'system_ping']);
    expectConfusable(['sonarqube', 'system_ping'], ['sonarqube', 'system_status']);
    expectConfusable(['portainer', 'get_status'], ['portainer', 'health_check']);
    expectConfusable(['cdp-browser', 'ping'], ['cdp-browser', 'status']);
    expectConfusable(['trello', 'get_health'], ['trello', 'get_health_detailed']);
  });

  it('on two servers of one product too: sonarqube/system_ping ~ sonarqube-metalralf/sonar_ping', () => {
    expectConfusable(['sonarqube', 'system_ping'], ['sonarqube-metalralf', 'sonar_ping']);
    expectConfusable(['sonarqube', 'system_health'], ['sonarqube-metalralf', 'sonar_ping']);
  });

  it("another system's ping answers another request: fhir/ping vs n8n's health check, Mailchimp's vs TeamCity's", () => {
    expectApart(['fhir', 'ping'], ['n8n-mcp', 'n8n_health_check']);
    expectApart(['mailchimp', 'mc_ping'], ['teamcity', 'ping']);
    expectApart(['portainer', 'health_check'], ['sonarqube', 'system_health']);
  });

  it('a database connection checked is no health check: it meets the connection checks of other SQL servers', () => {
    expectConfusable(['mssql-mcp', 'mssql_connection_status'], ['pgprobe', 'connection_status']);
    expectConfusable(['duckdb', 'motherduck.status'], ['pgprobe', 'connection_status']);
  });
});

describe('a tool whose first sentence says it creates or updates its thing does both jobs', () => {
  const jobs = (name: string, description: string): string[] => {
    const m = describeTool({ name, description });
    return [m, ...(m.alternatives ?? [])].map((j) => `${j.action} ${j.object.join(' ')}`);
  };

  it('"Write or update a secret" writes, creates and updates a secret', () => {
    expect(jobs('vault_secret_write', 'Write or update a secret in Vault KV v2 engine.')).toEqual([
      'write secret',
      'create secret',
      'update secret',
    ]);
    expect(jobs('create_or_update_file', 'Create or update a single file')).toEqual([
      'create file',
      'update file',
    ]);
  });

  it("Vault's secret write meets the vaults' creations and updates: vault_secret_write ~ bitwarden/create_item, passbolt/update_resource", () => {
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['bitwarden', 'create_item']);
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['passbolt', 'update_resource']);
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['onepassword', 'password_create']);
  });
});

describe('a DNS host keeps records of zones, whatever it calls them (set 72)', () => {
  it('the four DNS servers and Cloudflare (its zones beside its workers) are DNS hosts', () => {
    for (const server of [
      'porkbun',
      'easydns',
      'hetzner-dns',
      'cloudflare-dns-shumko',
      'cloudflare',
    ])
      expect(kindOfServer(server)).toBe('dns');
  });

  it("Porkbun's DNS, Hetzner's rrset and easyDNS's record are one DNS record: create and delete them across hosts", () => {
    expectConfusable(['porkbun', 'porkbun_dns_create'], ['easydns', 'dns_record_add']);
    expectConfusable(['hetzner-dns', 'create_rrset'], ['cloudflare', 'cf_dns_create']);
    expectConfusable(
      ['cloudflare', 'cf_dns_create'],
      ['cloudflare-dns-shumko', 'create_dns_record'],
    );
    expectConfusable(['cloudflare', 'cf_dns_delete'], ['hetzner-dns', 'remove_records']);
  });

  it("a DNS host's zones are the account's domains: cloudflare/cf_zones ~ porkbun_domain_list_all", () => {
    expectConfusable(['cloudflare', 'cf_zones'], ['porkbun', 'porkbun_domain_list_all']);
    expectConfusable(['hetzner-dns', 'list_zones'], ['easydns', 'domain_list']);
  });

  it("a registrar's domains are no mail sender's, hosted app's or public look-up's", () => {
    expectApart(['easydns', 'domain_list'], ['mailchimp', 'mc_listVerifiedDomains']);
    expectApart(['easydns', 'domain_list'], ['coolify', 'server_domains']);
    expectApart(['easydns', 'domain_info'], ['fetchserp', 'get_domain_info']);
  });

  it('"Retrieve all editable DNS records for a domain" lists them: porkbun_dns_retrieve ~ cf_dns_list', () => {
    expect(job('dns_retrieve', 'Retrieve all editable DNS records for a domain.')).toBe(
      'list dns record',
    );
    expect(job('get_task', 'Get tasks by their ids', ['task_ids'])).toBe('read task');
    expectConfusable(['porkbun', 'porkbun_dns_retrieve'], ['cloudflare', 'cf_dns_list']);
  });

  it('a backup of all the records lists them in another output: backup_dns_records ~ list_dns_records', () => {
    expectConfusable(
      ['cloudflare-dns-shumko', 'backup_dns_records'],
      ['cloudflare-dns-shumko', 'list_dns_records'],
    );
    expectConfusable(
      ['cloudflare-dns-shumko', 'backup_dns_records'],
      ['hetzner-dns', 'list_rrsets'],
    );
  });

  it('an export of the things of given keys picks some of them: exportResponsesByToken is no listing', () => {
    expectApart(
      ['gforms-raghav', 'forms_list_responses'],
      ['limesurvey-ormisson', 'exportResponsesByToken'],
    );
  });
});

describe('a telephony service texts and calls on numbers it owns (set 73)', () => {
  it('Twilio, Sinch, Vonage and the voice-agent platforms are telephony services', () => {
    for (const server of ['twilio-alpha', 'sinch', 'sinch-blueshift', 'vonage', 'retellai', 'vapi'])
      expect(kindOfServer(server)).toBe('telephony');
  });

  it('an API version after the namespace prefix is part of it: TwilioApiV2010--ListCall lists calls', () => {
    expectConfusable(['twilio-alpha', 'TwilioApiV2010--ListCall'], ['retellai', 'list_calls']);
  });

  it('a rented, active, incoming or purchased number is the number the account owns', () => {
    expectConfusable(['sinch', 'list-rented-numbers'], ['sinch-blueshift', 'list_active_numbers']);
    expectConfusable(
      ['twilio-alpha', 'TwilioApiV2010--ListIncomingPhoneNumber'],
      ['vonage', 'list-purchased-numbers'],
    );
  });

  it('placing a callout creates a call: sinch/tts-callout ~ TwilioApiV2010--CreateCall, retellai/create_phone_call', () => {
    expectConfusable(['sinch', 'tts-callout'], ['twilio-alpha', 'TwilioApiV2010--CreateCall']);
    expectConfusable(['sinch', 'tts-callout'], ['retellai', 'create_phone_call']);
  });

  it('renting a number buys it and releasing one deletes it', () => {
    expectConfusable(
      ['sinch', 'rent-sinch-virtual-numbers'],
      ['twilio-alpha', 'TwilioApiV2010--CreateIncomingPhoneNumber'],
    );
    expectConfusable(['sinch-blueshift', 'release_number'], ['retellai', 'delete_phone_number']);
  });

  it("its message records are its own: Twilio's message list is no chat app's history, its send a chat's send", () => {
    expectApart(['teams', 'search_messages'], ['twilio-alpha', 'TwilioApiV2010--ListMessage']);
    expectApart(['zulip', 'delete-message'], ['twilio-alpha', 'TwilioApiV2010--DeleteMessage']);
    expectConfusable(['sinch', 'send-text-message'], ['slack', 'slack_post_message']);
  });

  it('an SMS is a text message, and a message sent from a template is a message sent', () => {
    expectConfusable(
      ['twilio-alpha', 'TwilioApiV2010--CreateMessage'],
      ['sinch-blueshift', 'send_sms'],
    );
    expectConfusable(['sinch', 'send-template-message'], ['sinch-blueshift', 'send_sms']);
  });

  it("its voice agents and its calling credit are its own: no workflow's agent, no Stripe balance", () => {
    expectApart(['pencil', 'update_agent_tool'], ['retellai', 'update_agent']);
    expectApart(['cloudbase', 'queryAgents'], ['retellai', 'list_agents']);
    expectApart(['stripe', 'retrieve_balance'], ['vonage', 'balance']);
  });

  it('a phone number "in E.164 format" names no e-mail: the WhatsApp template send sends a message', () => {
    expect(
      job(
        'send_whatsapp_message',
        'Send a WhatsApp message to a contact (phone number in E.164 format) on the WhatsApp channel.',
      ),
    ).toBe('send whatsapp message');
  });

  it('a location, a choice of buttons, media or a voice call is another payload than a text', () => {
    expectApart(['sinch', 'send-location-message'], ['sinch', 'send-text-message']);
    expectApart(['sinch', 'send-media-message'], ['vonage', 'whatsapp-send-text']);
    expectApart(['vonage', 'SMS'], ['vonage', 'outbound-voice-message']);
  });
});

describe('an identity provider keeps users and the applications they sign in to (set 74)', () => {
  it('Auth0, Okta, Zitadel, Keycloak and Clerk are identity providers', () => {
    for (const server of [
      'auth0',
      'auth0-bharath31',
      'okta-kapilduraphe',
      'zitadel',
      'keycloak',
      'clerk',
    ])
      expect(kindOfServer(server)).toBe('identity');
  });

  it("two providers' users are one object: zitadel_create_user ~ okta create_user", () => {
    expectConfusable(['zitadel', 'zitadel_create_user'], ['okta-kapilduraphe', 'create_user']);
    expectConfusable(['zitadel', 'zitadel_list_users'], ['okta-kapilduraphe', 'list_users']);
  });

  it('an application is an OIDC app or a client, whichever the provider says', () => {
    expectConfusable(['auth0', 'auth0_list_applications'], ['zitadel', 'zitadel_list_apps']);
    expectConfusable(['keycloak', 'list-clients'], ['zitadel', 'zitadel_list_apps']);
  });

  it('suspending, locking and deactivating a user keep it out across providers, but are two states on one', () => {
    expectConfusable(['okta-kapilduraphe', 'suspend_user'], ['zitadel', 'zitadel_lock_user']);
    expectConfusable(['okta-kapilduraphe', 'unsuspend_user'], ['zitadel', 'zitadel_unlock_user']);
    expectApart(['zitadel', 'zitadel_deactivate_user'], ['zitadel', 'zitadel_lock_user']);
    expectApart(['okta-kapilduraphe', 'activate_user'], ['okta-kapilduraphe', 'unsuspend_user']);
  });
});

describe('SQL is one language on any system (set 75)', () => {
  it("a store's read-only SQL runner meets the SQL servers' runners: magento run_readonly_sql ~ postgres/query", () => {
    expectConfusable(['magento-fahadejaz', 'run_readonly_sql'], ['postgres', 'query']);
  });

  it("a document store's query is in its own language: mongodb-ostanin/find stays apart from SQL runners", () => {
    expectApart(['mongodb-ostanin', 'find'], ['mssql-mcp', 'mssql_execute_query']);
  });

  it("QuickBooks' SQL-like query of its entities names no database: it stays apart from SQL runners", () => {
    expectApart(['quickbooks', 'query'], ['selfhosted-supabase', 'execute_sql']);
  });
});

describe("a store's catalog is its products (set 75)", () => {
  it('magento search_catalog ~ search_products of another store', () => {
    expectConfusable(
      ['magento-fahadejaz', 'search_catalog'],
      ['magento-thomastx', 'catalog_search_products'],
    );
  });
});
