// Issue 14, session 13 (h13r): recall on the third, seventh and ninth held-out sets' dev halves.
// Each rule is about language or about what a kind of system holds, with a test on its mechanism
// and a regression test on the real pair it was found on.
import { describe, expect, it } from '@jest/globals';
import { jobInKind } from '../../src/lexical/lexicon.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectConfusable, pairsOf } from './confusable-pairs.js';

describe('siblings’ descriptions are compared with their verbs read by class', () => {
  const inputSchema = { type: 'object', properties: { id: { type: 'string' } } };
  const report = (description: string) => ({ name: 'fetch_report', description, inputSchema });
  const getReport = { name: 'get_report', description: 'Retrieve totals and charts', inputSchema };

  it('counts "Retrieve …" and "Get …" as a shared word of two siblings doing one job', () => {
    expect(pairsOf(['reports', [getReport, report('Get one by its number')]])).toEqual([
      'reports/fetch_report ~ reports/get_report',
    ]);
    // A verb of no shared class leaves the texts unalike: the siblings stay apart.
    expect(pairsOf(['reports', [getReport, report('Gives one by its number')]])).toEqual([]);
  });

  it('reads a sibling’s own verb in its description as the action its name does', () => {
    // Triggering a pipeline runs it: "Trigger …" and "Runs …" say one thing.
    const run = { name: 'run_pipeline', description: 'Runs the default branch', inputSchema };
    const trigger = (description: string) => ({
      name: 'trigger_pipeline',
      description,
      inputSchema,
    });
    expect(pairsOf(['ci', [run, trigger('Trigger by commit')]])).toEqual([
      'ci/run_pipeline ~ ci/trigger_pipeline',
    ]);
    expect(pairsOf(['ci', [run, trigger('Starts by commit')]])).toEqual([]);
  });

  it('pairs Coolify deploy with redeploy_project', () => {
    expectConfusable(['coolify', 'deploy'], ['coolify', 'redeploy_project']);
  });

  it('pairs Grafana get_dashboard_panel_queries with get_dashboard_property', () => {
    expectConfusable(
      ['grafana', 'get_dashboard_panel_queries'],
      ['grafana', 'get_dashboard_property'],
    );
  });
});

describe('a format after a thing in a name says in what form the thing comes', () => {
  it('reads the thing the first sentence names as the head, the format as its qualifier', () => {
    const page = describeTool({
      name: 'retrieve_page_markdown',
      description: 'Retrieve a page as Markdown',
    });
    expect(page.object).toEqual(['markdown', 'page']);
    // A word the sentence does not name as a thing (`visible`) leaves the format the head.
    const html = describeTool({
      name: 'get_visible_html',
      description: 'Get the HTML content of the current page',
    });
    expect(html.object.at(-1)).toBe('html');
    // A format alone is the object.
    expect(describeTool({ name: 'fetch_markdown', description: 'Fetch a URL' }).object).toEqual([
      'markdown',
    ]);
  });

  it('pairs Notion API-retrieve-page-markdown with the fork’s API-retrieve-a-page', () => {
    expectConfusable(
      ['notion', 'API-retrieve-page-markdown'],
      ['notion-fork', 'API-retrieve-a-page'],
    );
  });

  it('pairs calibre get_chapter_content with get_chapter_content_markdown', () => {
    expectConfusable(
      ['calibre', 'get_chapter_content'],
      ['calibre', 'get_chapter_content_markdown'],
    );
  });
});

describe('a past participle after a plural starts a clause about it', () => {
  it('ends the first sentence’s object before "sent" or "modified"', () => {
    const sent = describeTool({
      name: 'search_by_recipient',
      description: 'Search messages sent to a specific recipient',
    });
    expect(sent.object.at(-1)).toBe('message');
    const modified = describeTool({
      name: 'find_by_date',
      description: 'Find files modified since a date',
    });
    expect(modified.object.at(-1)).toBe('file');
  });

  it('pairs the mail server’s search_all_messages with search_by_recipient', () => {
    expectConfusable(
      ['mail-server', 'search_all_messages'],
      ['mail-server', 'search_by_recipient'],
    );
  });
});

describe('on a map exploring an area searches its places', () => {
  it('reads exploring an area or what is near as a search of places', () => {
    const places = { action: 'search', object: ['place'] };
    expect(jobInKind('maps', 'explore', ['area'])).toEqual(places);
    expect(jobInKind('maps', 'explore', ['nearby'])).toEqual(places);
    // Exploring a route stays the route's job; elsewhere exploring is no place search.
    expect(jobInKind('maps', 'explore', ['route'])).toBeUndefined();
    expect(jobInKind('testing', 'explore', ['app'])).toBeUndefined();
  });

  it('pairs Google Maps maps_explore_area with Mapbox category_search_tool', () => {
    expectConfusable(
      ['google-map-cablate', 'maps_explore_area'],
      ['mapbox', 'category_search_tool'],
    );
  });
});
