// Issue 14, session 29: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('two servers of no known kind that name their thing by one compound mean one thing', () => {
  it('posthog/feature_flags_create ~ unleash/createFlag, and the list and read of feature flags', () => {
    expectConfusable(['posthog', 'feature_flags_create'], ['unleash', 'createFlag']);
    expectConfusable(['posthog', 'feature_flags_list'], ['unleash', 'listFlags']);
    expectConfusable(['posthog', 'feature_flags_get'], ['unleash', 'getFlag']);
  });

  it('a bare word two strangers share still names two things: dataiku/recipe ~ mealmastery/search_recipes stay apart', () => {
    expectApart(['dataiku', 'recipe'], ['mealmastery', 'search_recipes']);
    expectApart(['dataiku', 'recipe'], ['howtocook', 'mcp_howtocook_getAllRecipes']);
  });
});

describe('a request told the HTTP method and the endpoint path reaches anything its server holds', () => {
  it('calcom/cal_api_request ("Call ANY Cal.com v2 endpoint", method, path) ~ its booking tools', () => {
    expectConfusable(['calcom', 'cal_api_request'], ['calcom', 'cal_get_booking']);
    expectConfusable(['calcom', 'cal_api_request'], ['calcom', 'cal_list_bookings']);
  });

  it('the object is the API only with both a method and a path: a request with a URL stays a request', () => {
    const generic = describeTool({
      name: 'cal_api_request',
      description: 'Call ANY Cal.com v2 endpoint.',
      parameters: ['method', 'path', 'query', 'body'],
      server: 'calcom',
    });
    expect(generic.object).toEqual(['api']);
    const fetcher = describeTool({
      name: 'http_request',
      description: 'Send an HTTP request to a URL.',
      parameters: ['method', 'url', 'headers', 'body'],
    });
    expect(fetcher.object).not.toEqual(['api']);
  });
});

describe('a mail thread is a conversation of emails', () => {
  it('gmail/thread_delete ~ mail-server/delete_message, thread_get ~ get_message, threads_list ~ search_with_keyword', () => {
    expectConfusable(['gmail', 'thread_delete'], ['mail-server', 'delete_message']);
    expectConfusable(['gmail', 'thread_get'], ['mail-server', 'get_message']);
    expectConfusable(['gmail', 'threads_list'], ['mail-server', 'search_with_keyword']);
  });

  it('qualifiers still decide: scheduled outgoing emails are not the mailbox (email-codefuturist/list_scheduled ~ gmail/messages_list stay apart)', () => {
    expectApart(['email-codefuturist', 'list_scheduled'], ['gmail', 'messages_list']);
  });
});

describe('a microblog publishes a post however the server words it', () => {
  it('clawnch/clawnx_post_tweet ~ mastodon/mastodon_create_toot', () => {
    expectConfusable(['clawnch', 'clawnx_post_tweet'], ['mastodon', 'mastodon_create_toot']);
  });
});

describe("a media server's or player's controls act on what is playing", () => {
  it('jellyfin/jellyfin_pause_session ~ spotify/pausePlayback, jellyfin_play_on_session ~ spotify/playMusic', () => {
    expect(kindOfServer('jellyfin')).toBe('media');
    expect(kindOfServer('spotify')).toBe('media');
    expectConfusable(['jellyfin', 'jellyfin_pause_session'], ['spotify', 'pausePlayback']);
    expectConfusable(['jellyfin', 'jellyfin_play_on_session'], ['spotify', 'playMusic']);
  });

  it('pausing is not resuming, nor playing: jellyfin/jellyfin_pause_session ~ spotify/playMusic stay apart', () => {
    expectApart(['jellyfin', 'jellyfin_pause_session'], ['spotify', 'playMusic']);
    expectApart(['jellyfin', 'jellyfin_unpause_session'], ['spotify', 'pausePlayback']);
  });
});

describe('marking a thing as the un- form of a state undoes the mark', () => {
  it('mark_unwatched, mark_email_unread and jellyfin_mark_unplayed unmark; mark_watched marks', () => {
    const action = (name: string, description = '') => describeTool({ name, description }).action;
    expect(action('mark_unwatched', 'Mark a Plex media item as unwatched')).toBe('unmark');
    expect(action('mark_email_unread')).toBe('unmark');
    expect(action('jellyfin_mark_unplayed', 'Mark an item as unplayed for a user.')).toBe('unmark');
    expect(action('mark_watched', 'Mark a Plex media item as watched')).toBe('mark');
    expect(action('mark_task_done')).toBe('mark');
  });

  it('jellyfin/jellyfin_mark_played ~ plex/mark_watched still pair', () => {
    expectConfusable(['jellyfin', 'jellyfin_mark_played'], ['plex', 'mark_watched']);
  });
});

describe('Monica is a personal CRM: its contacts are the persons of other CRMs', () => {
  it('monica/monica_list_contacts ~ pipedrive/get-persons', () => {
    expect(kindOfServer('monica')).toBe('crm');
    expectConfusable(['monica', 'monica_list_contacts'], ['pipedrive', 'get-persons']);
  });

  it("records a qualifier narrows to one type are not any record: monica's financial records ~ pipedrive/search-deals stay apart", () => {
    expectApart(['monica', 'monica_manage_financial_record'], ['pipedrive', 'search-deals']);
  });
});

describe("a tracker's or a chat's things are a workspace's", () => {
  it('clickup/get_workspace_tasks ~ kanboard/list_tasks, plane/get_workspace_members ~ youtrack/users_list', () => {
    expectConfusable(['clickup', 'get_workspace_tasks'], ['kanboard', 'list_tasks']);
    expectConfusable(['plane', 'get_workspace_members'], ['youtrack', 'users_list']);
  });
});

describe("a person's profile is their record", () => {
  it('slack/slack_get_user_profile ~ zulip/get-user, monica_manage_contact_profile ~ twenty/create_contact', () => {
    expectConfusable(['slack', 'slack_get_user_profile'], ['zulip', 'get-user']);
    expectConfusable(['monica', 'monica_manage_contact_profile'], ['twenty', 'create_contact']);
  });

  it('a bare profile stays one', () => {
    expect(describeTool({ name: 'get_user_profile', description: '' }).object).toEqual(['user']);
    expect(describeTool({ name: 'get_profile', description: '' }).object).toEqual(['profile']);
  });
});

describe("a CI server's items are its jobs, and building one runs a build", () => {
  it('jenkins/get_all_items ~ jenkins-host/getJobs, jenkins/build_item ~ jenkins-host/triggerBuild', () => {
    expectConfusable(['jenkins', 'get_all_items'], ['jenkins-host', 'getJobs']);
    expectConfusable(['jenkins', 'build_item'], ['jenkins-host', 'triggerBuild']);
  });

  it("a queue's items stay the queue's: jenkins/get_queue_item ~ jenkins-host/getJob stay apart", () => {
    expectApart(['jenkins', 'get_queue_item'], ['jenkins-host', 'getJob']);
  });
});

describe("a lookup whose one required parameter is its things' ids fetches them", () => {
  it('youtrack/issues_lookup(issueIds) reads issues: apart from zendesk/list_tickets and linear_search_issues', () => {
    const model = describeTool({
      name: 'issues_lookup',
      description: 'Fetch up to 50 issues by id in one batch.',
      parameters: ['issueIds', 'briefOutput'],
      required: ['issueIds'],
      server: 'youtrack',
    });
    expect(model.action).toBe('read');
    expectApart(['youtrack', 'issues_lookup'], ['zendesk', 'list_tickets']);
    expectApart(['youtrack', 'issues_lookup'], ['linear-server', 'linear_search_issues']);
  });
});

describe('a "due" after the thing in a name picks the things by their due date', () => {
  it('get_tasks_due_tomorrow lists tasks; get_due_tasks and set_due_date keep "due" in their object', () => {
    const object = (name: string) => describeTool({ name, description: '' }).object;
    expect(object('get_tasks_due_tomorrow')).toEqual(['task']);
    expect(object('get_chores_due_today')).toEqual(['chore']);
    expect(object('set_due_date')).toEqual(['due', 'date']);
  });

  it('todoist/get_tasks ~ todoist-gtd/get_tasks_due_this_week and ~ get_tasks_due_tomorrow', () => {
    expectConfusable(['todoist', 'get_tasks'], ['todoist-gtd', 'get_tasks_due_this_week']);
    expectConfusable(['todoist', 'get_tasks'], ['todoist-gtd', 'get_tasks_due_tomorrow']);
  });
});
