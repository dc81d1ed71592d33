// Issue 14, session 39: misses and wrong reports found on the 70th held-out set (scheduling and
// ticketing services) and the 71st (secrets managers and password vaults), and in the pooled
// wrong reports of all label files, each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

const job = (name: string, description = ''): string => {
  const m = describeTool({ name, description });
  return `${m.action} ${m.object.join(' ')}`;
};

describe('a secrets manager stores one thing, whatever the product calls it', () => {
  it('the four vault servers and the earlier two are secrets managers', () => {
    for (const server of [
      'bitwarden',
      'passbolt',
      'onepassword-branco',
      'hashicorp-vault',
      'onepassword',
      'infisical',
    ])
      expect(kindOfServer(server)).toBe('secrets');
  });

  it("Bitwarden's item, Passbolt's resource, Vault's secret and 1Password's password are one stored secret", () => {
    expectConfusable(['bitwarden', 'create_item'], ['infisical', 'create-secret']);
    expectConfusable(['bitwarden', 'edit_item'], ['passbolt', 'update_resource']);
    expectConfusable(['passbolt', 'get_resource'], ['hashicorp-vault', 'vault_secret_read']);
    expectConfusable(['bitwarden', 'create_item'], ['onepassword', 'password_create']);
  });

  it('restoring from the trash and undeleting are one action: bitwarden/restore ~ vault_secret_undelete', () => {
    expect(job('secret_undelete', 'Undelete soft-deleted versions of a KV v2 secret')).toBe(
      'restore secret',
    );
    expectConfusable(['bitwarden', 'restore'], ['hashicorp-vault', 'vault_secret_undelete']);
  });
});

describe("a system's user groups, policies and subscriptions are its own", () => {
  it("a password manager's groups are no BI tool's, help desk's or e-signature contact groups", () => {
    expectApart(['bitwarden', 'list_org_groups'], ['metabase-serdnaley', 'list_groups']);
    expectApart(['bitwarden', 'update_org_group'], ['zendesk', 'update_group']);
    expectApart(['bitwarden', 'list_org_groups'], ['wesign', 'wesign_list_contact_groups']);
  });

  it("an organization's security policies are no code scanner's policies, its plan no Stripe subscription", () => {
    expectApart(['bitwarden', 'list_org_policies'], ['snyk', 'snyk_list_policies']);
    expectApart(['bitwarden', 'update_org_policy'], ['snyk', 'snyk_update_policy']);
    expectApart(['bitwarden', 'get_org_subscription'], ['stripe', 'retrieve_subscription']);
  });
});

describe('the signed-in user is another thing to ask for than a user by id', () => {
  it('reads of the caller by name or first sentence read the current user', () => {
    expect(job('get_current_user')).toBe('read current user');
    expect(job('get_my_profile', 'Get the profile of the authenticated user')).toBe(
      'read current user',
    );
    expect(job('whoami', 'Show who is logged in')).toBe('read current user');
    expect(job('get_user', 'Get a user by ID')).toBe('read user');
  });

  it('calendly/get_current_user stays apart from calendly-complete/calendly_get_user (a user by URI)', () => {
    expectApart(['calendly', 'get_current_user'], ['calendly-complete', 'calendly_get_user']);
    expectApart(['calcom-vinayh', 'get_my_profile'], ['calendly-complete', 'calendly_get_user']);
  });

  it('a name that ends on the caller reads the caller: cal_get_me, monday_get_me', () => {
    expect(job('cal_get_me', "Get the authenticated user's profile, including email")).toBe(
      'read current user',
    );
    expectConfusable(['calcom', 'cal_get_me'], ['calendly', 'get_current_user']);
  });

  it("two scheduling services' signed-in user reads meet: calcom-vinayh/get_my_profile ~ calendly/get_current_user", () => {
    expectConfusable(['calcom-vinayh', 'get_my_profile'], ['calendly', 'get_current_user']);
  });
});

describe('a scheduling service is a kind of its own: its scheduled events are bookings', () => {
  it('Calendly and Cal.com servers are scheduling services; calendars stay calendars', () => {
    for (const server of ['calendly', 'calendly-complete', 'calcom-vinayh', 'calcom'])
      expect(kindOfServer(server)).toBe('scheduling');
    for (const server of ['caldav', 'apple-events']) expect(kindOfServer(server)).toBe('calendar');
  });

  it('a Calendly scheduled event is a Cal.com booking: calcom/cal_list_bookings ~ calendly/list_events', () => {
    expectConfusable(['calcom', 'cal_list_bookings'], ['calendly', 'list_events']);
    expectConfusable(
      ['calcom', 'cal_cancel_booking'],
      ['calendly-complete', 'calendly_cancel_event'],
    );
    expectConfusable(
      ['calcom-vinayh', 'get_bookings'],
      ['calendly-complete', 'calendly_list_events'],
    );
  });

  it('scheduling an event books it: calendly/schedule_event ~ calcom-vinayh/create_booking', () => {
    expectConfusable(['calendly', 'schedule_event'], ['calcom-vinayh', 'create_booking']);
  });

  it("a booking is no calendar's event, and a ticketing platform's webhooks are not a scheduler's", () => {
    expectApart(['caldav', 'read_event'], ['calendly', 'get_event']);
    expectApart(['calendly', 'list_events'], ['m365-graph', 'list-me-events']);
    expectApart(['calcom', 'cal_list_webhooks'], ['eventbrite', 'list_webhooks']);
  });
});

describe('a learning management system is a kind of its own', () => {
  it('Canvas and the Moodle servers are learning management systems', () => {
    for (const server of ['canvas', 'moodle-butto', 'moodle-sernobre', 'moodle-satmarean'])
      expect(kindOfServer(server)).toBe('lms');
  });

  it('one job of two platforms meets across them: canvas/list-quizzes ~ moodle-butto/get_quizzes', () => {
    expectConfusable(['canvas', 'list-quizzes'], ['moodle-butto', 'get_quizzes']);
  });
});
