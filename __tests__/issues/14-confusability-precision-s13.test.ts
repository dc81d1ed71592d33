// Issue 14, session 13: precision on the eleventh set. A job queue (or message queue) is a kind of
// system of its own: its words count where queues are named, and its jobs, their logs and its
// connections to its broker are its own, not a CI server's jobs and build logs nor a database's
// connections. A query run by its id alone (a saved report) is not SQL the caller writes.
// Plural lists after a thing (task lists) are what a tool acts on, not a listing of the thing.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { isKindOwnObject, systemKindOf } from '../../src/lexical/system-kind.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

const tools = (...texts: string[]): Set<string>[] =>
  texts.map((t) => new Set(t.split(' ').map(stem)));

describe('a job queue is a kind of system of its own', () => {
  it('reads a server that names its queues as a queue, though its jobs outnumber them', () => {
    const queue = tools(
      'get jobs from queue by status',
      'get a specific job by id',
      'retry a failed job',
      'get logs for a job',
      'pause queue processing',
      'list all queues',
    );
    expect(systemKindOf(queue, queue)).toBe('queue');
  });

  it('keeps a CI server with one queue tool a CI server', () => {
    const ci = tools(
      'get a job',
      'list jobs',
      'trigger a build',
      'get the build log',
      'get a queue item',
    );
    expect(systemKindOf(ci, ci)).toBe('ci');
  });

  it('holds its jobs, job logs and connections as its own', () => {
    expect(isKindOwnObject('queue', 'job')).toBe(true);
    expect(isKindOwnObject('queue', 'build log')).toBe(true);
    expect(isKindOwnObject('queue', 'connection')).toBe(true);
    expect(isKindOwnObject('ci', 'job')).toBe(false);
  });

  it('reads bullmq as a queue and jenkins-host as CI', () => {
    expect(kindOfServer('bullmq')).toBe('queue');
    expect(kindOfServer('jenkins-host')).toBe('ci');
  });

  it('get_job_logs (bullmq) is apart from getBuildLog (jenkins-host)', () => {
    expectApart(['bullmq', 'get_job_logs'], ['jenkins-host', 'getBuildLog']);
  });

  it('get_job_logs (bullmq) is apart from get_pipeline_log (azure-devops)', () => {
    expectApart(['bullmq', 'get_job_logs'], ['azure-devops', 'get_pipeline_log']);
  });

  it('retry_job (bullmq) is apart from triggerBuild (jenkins-host)', () => {
    expectApart(['bullmq', 'retry_job'], ['jenkins-host', 'triggerBuild']);
  });

  it('list_connections (bullmq) is apart from mcp_list_connections (cosmosdb)', () => {
    expectApart(['bullmq', 'list_connections'], ['cosmosdb', 'mcp_list_connections']);
  });

  it('CI build logs stay one job: getBuildLog (jenkins-host) ~ get_pipeline_log (azure-devops)', () => {
    expectConfusable(['jenkins-host', 'getBuildLog'], ['azure-devops', 'get_pipeline_log']);
  });
});

describe('a query run by its id alone is a saved query, not SQL', () => {
  const description =
    'Execute a saved query with parameters. Returns columns and rows of the database.';

  it('reads a run by id with no query text as a saved query', () => {
    const model = describeTool({
      name: 'run_query',
      description,
      parameters: ['id', 'params', 'limit'],
      required: ['id'],
    });
    expect(model.object).toEqual(['saved query']);
  });

  it('keeps SQL where a parameter carries the query text', () => {
    const model = describeTool({
      name: 'run_query',
      description,
      parameters: ['query', 'params'],
      required: ['query'],
    });
    expect(model.object.at(-1)).toBe('sql');
    // A saved query's id beside its text leaves it SQL too.
    const both = describeTool({
      name: 'run_query',
      description,
      parameters: ['query_id', 'sql'],
      required: ['query_id'],
    });
    expect(both.object.at(-1)).toBe('sql');
  });

  it('discourse_run_query (discourse) is apart from execute_query (dbeaver)', () => {
    expectApart(['discourse', 'discourse_run_query'], ['dbeaver', 'execute_query']);
  });

  it('discourse_run_query (discourse) is apart from mysql_write_query (mysql-neverinfamous)', () => {
    expectApart(['discourse', 'discourse_run_query'], ['mysql-neverinfamous', 'mysql_write_query']);
  });

  it('SQL runners stay one job: execute_query (dbeaver) ~ pg_execute_query (postgres-henkey)', () => {
    expectConfusable(['dbeaver', 'execute_query'], ['postgres-henkey', 'pg_execute_query']);
  });
});

describe('plural lists after a thing are the lists, not a listing of the thing', () => {
  it('reads task lists and mailing lists as lists, a tasks list as tasks', () => {
    const object = (name: string, description: string) =>
      describeTool({ name, description }).object;
    expect(object('list_task_lists', 'List all task lists')).toEqual(['task', 'list']);
    expect(object('get_mailing_lists', 'Get mailing lists')).toEqual(['mailing', 'list']);
    expect(object('get_tasks_list', 'Get a list of tasks')).toEqual(['task']);
  });

  it('list_task_lists (gtasks) is apart from get_tasks_list (todoist)', () => {
    expectApart(['gtasks', 'list_task_lists'], ['todoist', 'get_tasks_list']);
  });

  it('list_task_lists (gtasks) is apart from asana_search_tasks (asana)', () => {
    expectApart(['gtasks', 'list_task_lists'], ['asana', 'asana_search_tasks']);
  });
});
