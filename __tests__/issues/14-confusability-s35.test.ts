// Issue 14, session 35: misses found on the 63rd and 64th held-out sets (help desks, BI tools over
// databases), each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a help desk is a tracker: its tickets are issues, and it names its things its own way', () => {
  it('freshdesk, named for a help desk, is a tracker as zendesk is', () => {
    expect(kindOfServer('freshdesk')).toBe('tracker');
    expect(kindOfServer('zendesk')).toBe('tracker');
  });

  it('replying to a ticket or adding a private note comments on it: freshdesk_reply_to_ticket ~ zendesk/add_ticket_comment', () => {
    expectConfusable(['freshdesk', 'freshdesk_reply_to_ticket'], ['zendesk', 'add_ticket_comment']);
    expectConfusable(['freshdesk', 'freshdesk_add_note'], ['zendesk', 'add_ticket_comment']);
  });

  it("a ticket's conversations are its comments: freshdesk_list_conversations ~ zendesk/get_ticket_comments", () => {
    expectConfusable(
      ['freshdesk', 'freshdesk_list_conversations'],
      ['zendesk', 'get_ticket_comments'],
    );
  });

  it('canned responses are macros: freshdesk_list_canned_responses ~ zendesk/list_macros', () => {
    expectConfusable(['freshdesk', 'freshdesk_list_canned_responses'], ['zendesk', 'list_macros']);
    expectConfusable(
      ['freshdesk', 'freshdesk_get_canned_response'],
      ['gorgias', 'gorgias_get_macro'],
    );
  });

  it("a customer's company is an organization, an agent a user, an agent group a team, a solution article an article", () => {
    expectConfusable(['freshdesk', 'freshdesk_get_company'], ['zendesk', 'get_organization']);
    expectConfusable(['freshdesk', 'freshdesk_get_agent'], ['gorgias', 'gorgias_get_user']);
    expectConfusable(['freshdesk', 'freshdesk_list_groups'], ['gorgias', 'gorgias_list_teams']);
    expectConfusable(['freshdesk', 'freshdesk_get_solution_article'], ['zendesk', 'get_article']);
  });

  it("a help desk's contact is a customer: freshdesk-bcavas/get_contact ~ gorgias/gorgias_get_customer", () => {
    expectConfusable(['freshdesk-bcavas', 'get_contact'], ['gorgias', 'gorgias_get_customer']);
  });

  it('a ticket read that returns its thread when asked lists its comments: freshdesk_get_ticket(include) ~ zendesk/get_ticket_comments', () => {
    expectConfusable(['freshdesk', 'freshdesk_get_ticket'], ['zendesk', 'get_ticket_comments']);
    expectConfusable(
      ['gorgias', 'gorgias_get_ticket'],
      ['gorgias', 'gorgias_list_ticket_messages'],
    );
    const flagged = describeTool({
      name: 'get_ticket',
      description: 'Fetch one ticket by numeric ID.',
      parameters: ['id', 'include_comments'],
      flags: ['include_comments'],
    });
    expect((flagged.alternatives ?? []).map((a) => `${a.action} ${a.object.join(' ')}`)).toContain(
      'list issue comment',
    );
  });

  it('a ticket read that says nothing of its thread lists no comments', () => {
    const plain = describeTool({
      name: 'get_ticket',
      description: 'Fetch one ticket by numeric ID, with its status and assignee.',
      parameters: ['id', 'include_fields'],
      flags: ['include_fields'],
    });
    expect((plain.alternatives ?? []).map((a) => a.action)).not.toContain('list');
  });

  it('other jobs on those things stay apart: a company delete is no organization read, a folder of canned responses no macro', () => {
    expectApart(['freshdesk', 'freshdesk_delete_company'], ['zendesk', 'get_organization']);
    expectApart(
      ['freshdesk', 'freshdesk_list_canned_response_folders'],
      ['zendesk', 'list_macros'],
    );
    expectApart(['freshdesk', 'freshdesk_add_note'], ['freshdesk', 'freshdesk_list_conversations']);
  });
});

describe('a search whose first sentence lists the things it finds searches each of them', () => {
  it('a dash list after a generic word: "Search across all Metabase content — cards, dashboards, …"', () => {
    const model = describeTool({
      name: 'search',
      description:
        'Search across all Metabase content — cards, dashboards, collections, tables, databases.',
    });
    expect((model.alternatives ?? []).map((a) => a.object.join(' '))).toEqual(
      expect.arrayContaining(['card', 'dashboard', 'collection']),
    );
    expectConfusable(['metabase-ruminaider', 'search'], ['metabase', 'list_cards']);
  });

  it('an entity list in parentheses ending in "etc.": metabase-serdnaley/search ~ metabase/search_dashboards', () => {
    expectConfusable(['metabase-serdnaley', 'search'], ['metabase', 'search_dashboards']);
  });

  it('three or more things without "and": metabase-nao/metabase-search-metabase ~ metabase-serdnaley/list_cards', () => {
    const model = describeTool({
      name: 'search',
      description: 'Search for questions, dashboards, collections, tables across Metabase',
    });
    expect((model.alternatives ?? []).map((a) => a.object.join(' '))).toEqual(
      expect.arrayContaining(['question', 'dashboard', 'collection', 'table']),
    );
    expectConfusable(
      ['metabase-nao', 'metabase-search-metabase'],
      ['metabase-serdnaley', 'list_cards'],
    );
  });

  it('two things with a comma are one phrase, not a list', () => {
    const model = describeTool({ name: 'search', description: 'Search for questions, dashboards' });
    expect(model.alternatives ?? []).toEqual([]);
  });
});

describe("a BI tool's saved query is a card, a question or a chart", () => {
  it("superset/list_charts ~ metabase/list_cards ~ metabase-nao's question list; a saved question is a question", () => {
    expectConfusable(['superset', 'list_charts'], ['metabase', 'list_cards']);
    expectConfusable(['superset', 'list_charts'], ['metabase-nao', 'metabase-list-questions']);
    expectConfusable(
      ['metabase-serdnaley', 'list_cards'],
      ['metabase-nao', 'metabase-list-questions'],
    );
  });

  it("a board's cards on a tracker stay apart from a BI tool's: trello/get_cards_by_list_id vs metabase/list_cards", () => {
    expectApart(['trello', 'get_cards_by_list_id'], ['metabase', 'list_cards']);
  });
});

describe('a query of some kind that must be given SQL text runs it', () => {
  it('duckdb/federate_query and query_hybrid ~ metabase/execute_query, node-mssql/query', () => {
    expectConfusable(['duckdb', 'federate_query'], ['metabase', 'execute_query']);
    expectConfusable(['duckdb', 'query_hybrid'], ['node-mssql', 'query']);
  });

  it('a query named for a saved one, given no SQL, is no SQL run', () => {
    const model = describeTool({
      name: 'query_saved_search',
      description: 'Run a saved search by its id',
      parameters: ['search_id'],
      required: ['search_id'],
    });
    expect(model.object).not.toEqual(['sql']);
  });
});

describe('a tool that says it is smart or intelligent does the job its verb names', () => {
  it('gorgias/gorgias_smart_get_ticket ~ zendesk/get_ticket; gorgias_smart_search ~ zendesk/search', () => {
    expectConfusable(['gorgias', 'gorgias_smart_get_ticket'], ['zendesk', 'get_ticket']);
    expectConfusable(['gorgias', 'gorgias_smart_search'], ['zendesk', 'search']);
  });
});

describe('which SQL a runner runs, and what is no run', () => {
  it('a later sentence\'s "Only SELECT queries are allowed" makes bigquery/query a read-only runner', () => {
    const model = describeTool({
      name: 'query',
      description:
        'Run a SQL query against BigQuery and return results. Only SELECT queries are allowed.',
      parameters: ['sql'],
      required: ['sql'],
    });
    expect(model.object).toEqual(['readonly', 'sql']);
    expectApart(['bigquery', 'query'], ['dbeaver', 'drop_table']);
  });

  it("a query's metadata is read, never run: metabase-serdnaley/get_table_query_metadata", () => {
    const model = describeTool({
      name: 'get_table_query_metadata',
      description: 'Get full query metadata for a table (fields, FKs, metrics)',
    });
    expect(model.action).toBe('read');
    expectApart(
      ['metabase-serdnaley', 'get_table_query_metadata'],
      ['sqlite-simple', 'drop-table'],
    );
  });
});
