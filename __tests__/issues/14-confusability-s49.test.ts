// Issue 14, session 49: misses and wrong reports pinned on the real pairs that showed them.
import {
  expectApart,
  expectConfusable,
  kindOfServer,
  load,
  objectOfTool,
} from './confusable-pairs.js';
import { groupPrefixes } from '../../src/lexical/group-prefix.js';

describe('servers named for a help desk, a messenger or a budget app are of that kind', () => {
  it("Front's shared inbox is a help desk: its conversations are tickets", () => {
    expect(kindOfServer('front')).toBe('tracker');
    expectConfusable(['front', 'conversations'], ['zendesk', 'get_ticket']);
    expectConfusable(['front', 'comments'], ['gitlab-greenfinity', 'issue_note']);
  });

  it("LINE is a messenger: pushing a text message sends it, as Mattermost's DM does", () => {
    expect(kindOfServer('line-bot')).toBe('chat');
    expectConfusable(['line-bot', 'push_text_message'], ['mattermost', 'send_direct_message']);
  });

  it('YNAB and Firefly III keep a ledger as accounting servers do, not a cloud bill', () => {
    expect(kindOfServer('ynab')).toBe('payments');
    expect(kindOfServer('firefly-iii')).toBe('payments');
  });

  it('Matrix and Google Chat are chats: a room and a space are channels', () => {
    expect(kindOfServer('matrix-mjknowles')).toBe('chat');
    expect(kindOfServer('googlechat-shivanand')).toBe('chat');
    expectConfusable(['matrix-mjknowles', 'get-room-info'], ['zulip', 'get-stream-by-id']);
    expectConfusable(
      ['googlechat-shivanand', 'list_spaces'],
      ['slack-zencoder', 'slack_list_channels'],
    );
    expectConfusable(['matrix-mjknowles', 'send-message'], ['slack', 'slack_post_message']);
  });
});

describe("a chat's people are its users, and a message sent to a person is a message", () => {
  it("Teams' person read ~ Zulip's user read", () => {
    expectConfusable(['teams-m0nkmaster', 'teams_get_person'], ['zulip', 'get-user']);
  });

  it("Google Chat's send to a person ~ Slack's send", () => {
    expectConfusable(['googlechat-shivanand', 'send_to_person'], ['slack-yhosok', 'send_message']);
  });
});

describe('what a user saved, followed or liked is their own collection, no filter of all', () => {
  it("Teams' saved messages stay apart from a channel's history", () => {
    expectApart(
      ['teams-m0nkmaster', 'teams_get_saved_messages'],
      ['mattermost', 'get_channel_history'],
    );
  });

  it("Spotify's followed artists stay apart from Lidarr's library of artists", () => {
    expectApart(
      ['spotify-darrenjaworski', 'spotify_get_followed_artists'],
      ['arr-ltmarx', 'lidarr_get_artists'],
    );
  });
});

describe('an encyclopedia is a kind of its own, no team wiki nor a site', () => {
  it('a Wikipedia server is an encyclopedia', () => {
    expect(kindOfServer('wikipedia-1999azzar')).toBe('encyclopedia');
  });

  it("a Wikipedia page read stays apart from Confluence's page read", () => {
    expectApart(['wikipedia-1999azzar', 'getPage'], ['confluence', 'get_confluence_page']);
  });
});

describe("a site's, a blog's or a course's pages are no wiki's pages", () => {
  it("MediaWiki's page created or read stays apart from WordPress' and Canvas' pages", () => {
    expectApart(
      ['mediawiki-professionalwiki', 'create-page'],
      ['wordpress-docdyhr', 'wp_create_page'],
    );
    expectApart(['canvas', 'get-page-content'], ['mediawiki-professionalwiki', 'get-page']);
  });

  it("a shop's CMS page, its text naming the CMS, still meets a blog's page", () => {
    expectConfusable(['magento-thomastx', 'cms_get_page'], ['wordpress-docdyhr', 'wp_get_page']);
  });

  it("a wiki's page read still meets another wiki's", () => {
    expectConfusable(
      ['mediawiki-professionalwiki', 'get-page'],
      ['confluence', 'get_confluence_page'],
    );
  });
});

describe('the *arr services are sibling products: one service is not another', () => {
  it("Lidarr's health is not Readarr's, on one server or across two", () => {
    expectApart(['arr-ltmarx', 'lidarr_get_health'], ['arr-ltmarx', 'readarr_get_health']);
    expectApart(
      ['arr-aplaceforallmystuff', 'radarr_get_health'],
      ['arr-aplaceforallmystuff', 'sonarr_get_health'],
    );
    expectApart(['arr-aplaceforallmystuff', 'radarr_get_queue'], ['plex', 'sonarr_get_queue']);
  });

  it("one service's job through two servers still meets", () => {
    expectConfusable(['arr-aplaceforallmystuff', 'radarr_get_queue'], ['plex', 'radarr_get_queue']);
  });

  it('TRaSH Guides\' "trash_" names a group of tools, as a verb before two kinds of verbs', () => {
    const arr = groupPrefixes(load(['arr-aplaceforallmystuff'])).get('arr-aplaceforallmystuff');
    expect([...(arr ?? [])]).toContain('trash');
    // One word after a verb is its object: Karakeep's `add-bookmark-tag` adds, `mark…` marks.
    const karakeep = groupPrefixes(load(['karakeep'])).get('karakeep');
    expect([...(karakeep ?? [])]).not.toContain('add');
    const sonar = groupPrefixes(load(['sonarqube'])).get('sonarqube');
    expect([...(sonar ?? [])]).not.toContain('mark');
  });
});

describe('browsing one thing lists what it holds; cloning is copying', () => {
  it("Plex's playlist browse ~ Jellyfin's playlist items", () => {
    expect(objectOfTool('plex-vyb1ng', 'browse_playlist')).toEqual(['playlist', 'item']);
    expect(objectOfTool('plex-vyb1ng', 'browse_libraries')).toEqual(['library']);
    expectConfusable(
      ['plex-vyb1ng', 'browse_playlist'],
      ['jellyfin', 'jellyfin_get_playlist_items'],
    );
  });

  it("a form cloned ~ a form duplicated; a repository cloned ~ another forge's clone", () => {
    expectConfusable(
      ['gforms-matthewwolff', 'clone_form'],
      ['opnform-philipvanlewis', 'duplicate_form'],
    );
    expectConfusable(['git', 'git_clone'], ['bitbucket', 'bb_clone']);
  });
});

describe("a form's entry is a survey's response", () => {
  it("Gravity Forms' entry deleted ~ Qualtrics' response deleted", () => {
    expectConfusable(
      ['gravityforms-romitzz1', 'delete_entry'],
      ['qualtrics-crossover', 'delete_response'],
    );
  });
});

describe('a kind of statistics is of the things it names, no listing of them', () => {
  it("Plex's watch statistics by library stay apart from a listing of the libraries", () => {
    expectApart(['plex', 'get_watch_stats'], ['plex-vyb1ng', 'browse_libraries']);
  });
});

describe("a bare entry is its own system's; a time entry is a time entry anywhere", () => {
  it("Contentful's entries, Feedbin's and Capsule's stay apart from Gravity Forms' by job", () => {
    expectApart(
      ['capsule-hallodom', 'capsule_list_entries'],
      ['feedbin-alansmodic', 'list_entries'],
    );
    expectApart(['gravityforms-romitzz1', 'get_entries'], ['feedbin-alansmodic', 'list_entries']);
  });

  it("Clockify's time entry created ~ Harvest's", () => {
    expectConfusable(['clockify', 'create-time-entry'], ['harvest', 'create_time_entry']);
  });
});

describe('a film database is a media kind, as the *arr services that search it', () => {
  it("Radarr's movie search ~ TMDB's movie search", () => {
    expect(kindOfServer('tmdb')).toBe('media');
    expectConfusable(['arr-aplaceforallmystuff', 'radarr_search'], ['tmdb', 'search_movies']);
  });
});

describe("a book, an author, an integration and a history are their own system's", () => {
  it("Readarr's books and authors stay apart from BookStack's books and Scholar's authors", () => {
    expectApart(['arr-ltmarx', 'readarr_get_books'], ['bookstack', 'get_books']);
    expectApart(
      ['arr-ltmarx', 'readarr_get_authors'],
      ['googlescholar-dihannahdi', 'search_author'],
    );
  });

  it("OpnForm's integrations stay apart from a help desk's, but meet a survey's webhooks", () => {
    expectApart(
      ['gorgias', 'gorgias_list_integrations'],
      ['opnform-philipvanlewis', 'list_integrations'],
    );
    expectConfusable(
      ['opnform-philipvanlewis', 'create_integration'],
      ['qualtrics-crossover', 'create_webhook'],
    );
  });

  it("Plex's watch history stays apart from a container image's history", () => {
    expectApart(['plex-vyb1ng', 'get_watch_history'], ['portainer', 'image_history']);
  });
});

describe("a form builder's form update edits the form's parts", () => {
  it("Gravity Forms' and OpnForm's form updates ~ Google Forms' question and section adds", () => {
    expectConfusable(
      ['gforms-matthewwolff', 'add_question'],
      ['gravityforms-romitzz1', 'update_form'],
    );
    expectConfusable(['gforms-naster', 'add_section'], ['opnform-philipvanlewis', 'update_form']);
  });

  it("a survey's metadata update (its name, its status) covers no question added", () => {
    expectApart(['gforms-matthewwolff', 'add_question'], ['qualtrics-crossover', 'update_survey']);
  });

  it('a form update covers no response, and no other kind of thing', () => {
    expectApart(
      ['gravityforms-romitzz1', 'update_form'],
      ['qualtrics-crossover', 'delete_response'],
    );
  });
});

describe('pages named by their titles are read, not listed', () => {
  it("MediaWiki's `get-pages` of up to 50 titles reads them, as a read of one page does", () => {
    expectConfusable(
      ['mediawiki-professionalwiki', 'get-pages'],
      ['confluence', 'get_confluence_page'],
    );
    expectApart(
      ['mediawiki-professionalwiki', 'get-pages'],
      ['confluence', 'list_confluence_pages'],
    );
  });
});

describe("reading a chat's thread lists its messages", () => {
  it("Teams' thread read ~ Discord's messages read ~ Mattermost's channel history", () => {
    expectConfusable(
      ['teams-m0nkmaster', 'teams_get_thread'],
      ['discord', 'discord_read_messages'],
    );
    expectConfusable(
      ['teams-m0nkmaster', 'teams_get_thread'],
      ['mattermost', 'get_channel_history'],
    );
  });
});
