// Issue 14, session 17: misses found on the eighteenth and nineteenth held-out sets, each pinned
// on the real pair that showed it.
import { describeTool } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a hosted Postgres backend served over PostgREST is a SQL system', () => {
  it('popdb (rows over PostgREST, schema changes as DDL, events and hosting beside) serves SQL', () => {
    expect(kindOfServer('popdb')).toBe('sql');
  });

  it('insert_rows (popdb) is an INSERT run_sql (neon) and execute_write_query (mssql-node) also run', () => {
    expectConfusable(['popdb', 'insert_rows'], ['neon', 'run_sql']);
    expectConfusable(['popdb', 'insert_rows'], ['mssql-node', 'execute_write_query']);
    expectConfusable(['popdb', 'update_rows'], ['postgres-server', 'execute']);
    expectConfusable(['popdb', 'delete_rows'], ['zowe', 'zowe_db2_execute_sql']);
  });

  it('a cron trigger of a server that runs no SQL is no SQL trigger: create_cron_trigger (popdb) ~ run_sql (neon) stay apart', () => {
    expectApart(['popdb', 'create_cron_trigger'], ['neon', 'run_sql']);
    expectApart(['popdb', 'delete_cron_trigger'], ['postgres-server', 'execute']);
  });
});

describe('a manner before the verb qualifies it; a light verb takes its action as a noun', () => {
  it('browser_double_click and browser_right_click (playwright-ejazullah) click an element as browser_click (browser-agent-infra, automatalabs-playwright) does', () => {
    expectConfusable(
      ['playwright-ejazullah', 'browser_double_click'],
      ['browser-agent-infra', 'browser_click'],
    );
    expectConfusable(
      ['playwright-ejazullah', 'browser_right_click'],
      ['automatalabs-playwright', 'browser_click'],
    );
  });

  it('double_click names the action click on the element its first sentence names', () => {
    const m = describeTool({
      name: 'double_click',
      description: 'Perform a double click on an element',
    });
    expect([m.action, m.object]).toEqual(['click', ['element']]);
  });

  it('a light verb without a name verb: "Perform a double click on an element" clicks', () => {
    const m = describeTool({ name: 'dblclk', description: 'Perform a double click on an element' });
    expect(m.action).toBe('click');
  });

  it('a light verb keeps a noun phrase whole: "Perform an HTTP GET request" (playwright_get) reads an HTTP request', () => {
    const m = describeTool({
      name: 'playwright_get',
      description: 'Perform an HTTP GET request',
      server: 'executeautomation-playwright',
      prefix: 'playwright',
    });
    expect(m.object).toEqual(['http', 'request']);
  });
});

describe('a count in a name leaves the object to what it counts', () => {
  it('insert-one, update-one and delete-one (mongodb-js) act on a document, as insert-many and update-many (mongodb) do', () => {
    expectConfusable(['mongodb-js', 'update-one'], ['mongodb', 'update-many']);
    expectConfusable(['mongodb-js', 'delete-one'], ['mongodb', 'delete-many']);
    expect(
      describeTool({
        name: 'insert-one',
        description: 'Insert a document into a MongoDB collection',
      }).object,
    ).toEqual(['document']);
  });

  it('"Insert an array of documents" (insert-many, mongodb-js) inserts documents, not an array', () => {
    const m = describeTool({
      name: 'insert-many',
      description: 'Insert an array of documents into a MongoDB collection',
    });
    expect(m.object).toEqual(['document']);
  });
});

describe('a verb after get is a noun unless it ends the name', () => {
  it("get_run_status (pencil) reads a run's status; it runs nothing", () => {
    const m = describeTool({
      name: 'get_run_status',
      description: 'Get the status and step-by-step results of a workflow run.',
    });
    expect([m.action, m.object]).toEqual(['read', ['run', 'status']]);
  });

  it('API-post-search (HTTP-style) still searches', () => {
    const m = describeTool({ name: 'API-post-search', description: 'Search by title' });
    expect(m.action).toBe('search');
  });
});

describe("a component is its kind's own", () => {
  it("get_pcb_component (pcb-lens: a board's part) ~ get_component_schema (strapi: a content block) stay apart", () => {
    expectApart(['pcb-lens', 'get_pcb_component'], ['strapi', 'get_component_schema']);
  });
});

describe('a participle alone names no object', () => {
  it('list_scheduled (email-codefuturist: "List scheduled emails") lists emails, not schedules', () => {
    const m = describeTool({
      name: 'list_scheduled',
      description: 'List scheduled emails. Shows pending, sent, or all scheduled emails.',
    });
    expect(m.object.at(-1)).toBe('email');
  });
});
