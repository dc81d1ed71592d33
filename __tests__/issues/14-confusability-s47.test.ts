// Issue 14, session 47: misses pinned on the real pairs that showed them (the first readings of
// the 108th to 111th held-out sets: bookmark managers, feed readers, threat intelligence, video).
import { expectApart, expectConfusable, kindOfServer, objectOfTool } from './confusable-pairs.js';

describe('a feed reader is a kind of its own, whatever it calls its entries and feeds', () => {
  it('FreshRSS, Tiny Tiny RSS, Inoreader and Feedbin are feed readers', () => {
    for (const server of [
      'freshrss-nic',
      'ttrss-aooiuu',
      'inoreader-justmytwospence',
      'feedbin-alansmodic',
    ])
      expect(kindOfServer(server)).toBe('feed-reader');
  });

  it("FreshRSS' articles listed ~ Inoreader's; a subscription listed ~ the feeds listed", () => {
    expectConfusable(
      ['freshrss-nic', 'list_articles'],
      ['inoreader-justmytwospence', 'get_articles'],
    );
    expectConfusable(
      ['freshrss-nic', 'list_feeds'],
      ['inoreader-justmytwospence', 'list_subscriptions'],
    );
    expectConfusable(['feedbin-alansmodic', 'subscribe'], ['freshrss-nic', 'subscribe_feed']);
  });

  it("a reader's articles are no help center's, and subscribing is no unsubscribing", () => {
    expectApart(['inoreader-justmytwospence', 'get_articles'], ['zendesk', 'list_articles']);
    expectApart(['freshrss-nic', 'subscribe_feed'], ['freshrss-nic', 'unsubscribe_feed']);
  });
});

describe('a bookmark manager keeps saved links, whatever it calls them', () => {
  it('Karakeep, Linkding, Raindrop.io and Readwise are bookmark managers', () => {
    for (const server of [
      'karakeep',
      'linkding-uta8a',
      'raindrop-adeze',
      'readwise-iamalexander',
      'readwise-odysseyalive',
    ])
      expect(kindOfServer(server)).toBe('bookmarks');
  });

  it('a Karakeep bookmark deleted ~ a Readwise Reader document deleted; saving a link ~ creating a bookmark', () => {
    expectConfusable(['karakeep', 'delete-bookmark'], ['readwise-iamalexander', 'delete_document']);
    expectConfusable(
      ['karakeep', 'get-all-bookmarks'],
      ['readwise-odysseyalive', 'readwise_list_documents'],
    );
    expectConfusable(
      ['linkding-uta8a', 'create_bookmark'],
      ['readwise-iamalexander', 'save_document'],
    );
  });

  it('a saved link created stays apart from one deleted, and a Readwise book from a bookmark', () => {
    expectApart(['linkding-uta8a', 'create_bookmark'], ['linkding-uta8a', 'delete_bookmark']);
    expectApart(['karakeep', 'get-all-bookmarks'], ['readwise-iamalexander', 'get_books']);
  });
});

describe("a threat-intelligence lookup reads an indicator's report", () => {
  it('VirusTotal, Shodan, the multi-source lookup and MISP are threat intelligence', () => {
    for (const server of [
      'virustotal-burtthecoder',
      'shodan-adeosec',
      'threatintel-aplace',
      'misp-solomonneas',
    ])
      expect(kindOfServer(server)).toBe('threat-intel');
  });

  it("an IP's VirusTotal analysis ~ its report ~ its AbuseIPDB reputation ~ a lookup across feeds", () => {
    expectConfusable(
      ['shodan-adeosec', 'virustotal-ip-analysis'],
      ['virustotal-burtthecoder', 'get_ip_report'],
    );
    expectConfusable(
      ['threatintel-aplace', 'abuseipdb_check'],
      ['threatintel-aplace', 'threatintel_lookup_ip'],
    );
    expectConfusable(
      ['threatintel-aplace', 'malwarebazaar_hash'],
      ['virustotal-burtthecoder', 'get_file_report'],
    );
  });

  it("an IP's report is no domain's, and one's own IP address is no lookup", () => {
    expectApart(
      ['virustotal-burtthecoder', 'get_ip_report'],
      ['virustotal-burtthecoder', 'get_domain_report'],
    );
    expectApart(['shodan-adeosec', 'get-my-ip'], ['threatintel-aplace', 'threatintel_lookup_ip']);
  });
});

describe('names read in their own order', () => {
  it('bookmark_search ("Searches bookmarks with advanced filters") searches bookmarks', () => {
    expect(objectOfTool('raindrop-adeze', 'bookmark_search')).toEqual(['bookmark']);
  });

  it('tag_manage and bookmark_manage manage tags and bookmarks (to tag and to bookmark are no jobs here)', () => {
    expect(objectOfTool('raindrop-adeze', 'tag_manage')).toEqual(['label']);
    expect(objectOfTool('raindrop-adeze', 'bookmark_manage')).toEqual(['bookmark']);
  });

  it('explain_query stays an explanation of SQL (its first word is the verb)', () => {
    expect(objectOfTool('pgprobe', 'explain_query')).toEqual(['sql']);
  });

  it('mark_entries_read and mark_all_read mark things read; they read nothing', () => {
    expect(objectOfTool('feedbin-alansmodic', 'mark_entries_read')).toEqual(['entry', 'read']);
    expectConfusable(
      ['freshrss-nic', 'mark_all_as_read'],
      ['inoreader-justmytwospence', 'mark_all_read'],
    );
    expectApart(['inoreader-justmytwospence', 'mark_all_read'], ['freshrss-nic', 'get_articles']);
  });
});

describe("a video's transcript downloaded is its transcript read", () => {
  it("Vimeo's vimeo_download_transcript ~ a YouTube transcript fetcher", () => {
    expectConfusable(
      ['vimeo-galacoder', 'vimeo_download_transcript'],
      ['youtube-transcript', 'get_transcript'],
    );
  });

  it('a transcript downloaded stays apart from a video downloaded', () => {
    expectApart(['vimeo-galacoder', 'vimeo_download_transcript'], ['youtube-api', 'videos_list']);
  });
});

describe("things whose meaning their system's kind sets", () => {
  it("a social network's custom feeds are no feed reader's subscriptions", () => {
    expectApart(['bsky', 'search-feeds'], ['freshrss-nic', 'list_feeds']);
  });

  it("a bookmark manager's backups are no virtual machine's, its lists no board's", () => {
    expectApart(['karakeep', 'get-all-backups'], ['proxmox', 'proxmox_list_backups']);
    expectApart(['karakeep', 'create-list'], ['trello', 'add_list_to_board']);
  });

  it("a marketplace's product categories are no board's task categories", () => {
    expectApart(['kanboard', 'list_categories'], ['mercadolibre-kolmena', 'get_categories']);
  });

  it("an HR system's saved reports are no analytics service's retention report", () => {
    expectApart(
      ['bamboohr-busybee', 'list_reports'],
      ['mixpanel-dragonkhoi', 'query_retention_report'],
    );
  });

  it("a help center's articles are no feed reader's", () => {
    expectApart(
      ['chatwoot-help-center', 'get_article'],
      ['inoreader-justmytwospence', 'get_article_content'],
    );
  });
});
