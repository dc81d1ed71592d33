// Issue 14, session 11 (second round): what a kind of system means by a word (its logs) and what
// a word of one kind means on another kind's server. Each rule has a test on its mechanism and a
// regression test on a real pair.
import { confusability, describeTool, type ConfusableEntry } from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const entry = (name: string, description: string, server: string, kind?: string) =>
  ({ model: describeTool({ name, description, server }), server, kind }) as ConfusableEntry;

describe('a log is its kind of system', () => {
  it('keeps logs of two known kinds apart, not of one kind nor of an unknown one', () => {
    const logs = (kind?: string) => entry('get_logs', 'Get logs.', kind ?? 'x', kind);
    expect(confusability(logs('hosting'), logs('monitoring'))).toBeUndefined();
    expect(confusability(logs('document-store'), logs('monitoring'))).toBeUndefined();
    expect(confusability(logs('hosting'), logs('hosting'))).toBeDefined();
    expect(confusability(logs('hosting'), logs())).toBeDefined();
  });

  it("keeps one application's logs apart from a log platform's search (application_logs ~ get_logs)", () => {
    expectApart(['coolify', 'application_logs'], ['datadog', 'get_logs']);
  });

  it("keeps a log platform's entries apart from a database server's log (list_log_entries ~ mongodb-logs)", () => {
    expectApart(['gcp-observability', 'list_log_entries'], ['mongodb', 'mongodb-logs']);
  });

  it("still pairs two clusters' workload logs (get_application_workload_logs ~ kubectl_logs)", () => {
    expectConfusable(['argocd', 'get_application_workload_logs'], ['kubernetes', 'kubectl_logs']);
  });
});

describe("a qualifier of one kind makes the thing that kind's on any server", () => {
  it("takes a forge's build log for a CI server's", () => {
    const forge = entry('get_build_log', 'Get the log of a build.', 'forge', 'forge');
    const ci = entry('get_build_log', 'Get the log of a build.', 'ci', 'ci');
    const hosting = entry('get_build_log', 'Get the log of a build.', 'hosting', 'hosting');
    expect(confusability(forge, ci)).toBeDefined();
    expect(confusability(hosting, ci)).toBeDefined();
    expect(confusability(hosting, entry('get_logs', 'Get logs.', 'm', 'monitoring'))).toBe(
      undefined,
    );
  });

  it("still pairs a forge's pipeline log with a CI server's build log (get_pipeline_log ~ getBuildLog)", () => {
    expectConfusable(['azure-devops', 'get_pipeline_log'], ['jenkins-host', 'getBuildLog']);
  });
});
