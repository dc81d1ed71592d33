// Issue 14, session 29: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

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
