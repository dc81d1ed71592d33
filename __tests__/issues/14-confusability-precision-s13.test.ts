// Issue 14, session 13: precision on the eleventh set. A job queue (or message queue) is a kind of
// system of its own: its words count where queues are named, and its jobs, their logs and its
// connections to its broker are its own, not a CI server's jobs and build logs nor a database's
// connections.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { isKindOwnObject, systemKindOf } from '../../src/lexical/system-kind.js';
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
