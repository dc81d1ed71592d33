// Issue 14, session 11, round 2 (h11r2): jobs a kind of system names another way (a memory
// store's writes and reads, a monitor's dashboard parts), tuned on the dev halves of the held-out
// sets. Each rule has a test on its mechanism and a regression test on a real pair.
import { describeTool } from '../../src/lexical/index.js';
import { isKindOf, jobInKind } from '../../src/lexical/lexicon.js';
import { kindObjectClassOf } from '../../src/lexical/system-kind.js';
import { jobsOf } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('in a memory store, writing a memory creates one, opening one reads it', () => {
  it('names writing a memory bank file creating it, within a memory store only', () => {
    expect(jobInKind('memory', 'write', ['memory', 'bank', 'file'])).toEqual({
      action: 'create',
      object: ['memory', 'bank', 'file'],
    });
    expect(jobInKind('memory', 'open', ['node'])).toEqual({ action: 'read', object: ['memory'] });
    // A disk's file written is no memory created.
    expect(jobInKind(undefined, 'write', ['file'])).toBeUndefined();
    expect(jobInKind('memory', 'delete', ['entity'])).toBeUndefined();
  });

  it('pairs writing a memory bank file with creating entities', () => {
    expectConfusable(['memory-bank', 'memory_bank_write'], ['memory-reference', 'create_entities']);
    expectConfusable(['memory-bank', 'memory_bank_write'], ['memory-libsql', 'create_entities']);
  });

  it('pairs reading a memory bank file with opening knowledge graph nodes', () => {
    expectConfusable(['memory-bank', 'memory_bank_read'], ['memory-reference', 'open_nodes']);
  });

  it('keeps writing a memory bank file apart from writing a local file, and from updating it', () => {
    expectApart(['filesystem-agent-infra', 'write_file'], ['memory-bank', 'memory_bank_write']);
    expectApart(['memory-bank', 'memory_bank_update'], ['memory-bank', 'memory_bank_write']);
  });
});

describe('in a memory store, adding an observation to an entity updates a memory', () => {
  it('names adding observations updating a memory', () => {
    expect(jobInKind('memory', 'create', ['observation'])).toEqual({
      action: 'update',
      object: ['memory'],
    });
    expect(jobInKind('memory', 'create', ['entity'])).toBeUndefined();
  });

  it('pairs adding observations with updating a memory bank file', () => {
    expectConfusable(
      ['memory-bank', 'memory_bank_update'],
      ['memory-reference', 'add_observations'],
    );
  });

  it('keeps adding observations apart from creating entities', () => {
    expectApart(['memory-reference', 'add_observations'], ['memory-reference', 'create_entities']);
  });
});

describe("on a monitor, reading a dashboard's parts reads the dashboard", () => {
  it("names reading or listing a dashboard's panel queries or property reading the dashboard", () => {
    expect(jobInKind('monitoring', 'list', ['dashboard', 'panel', 'query'])).toEqual({
      action: 'read',
      object: ['dashboard'],
    });
    expect(jobInKind('monitoring', 'read', ['dashboard', 'property'])).toEqual({
      action: 'read',
      object: ['dashboard'],
    });
    // The dashboard itself, or a part of a dashboard of another kind (a tracker's), stays as it is.
    expect(jobInKind('monitoring', 'read', ['dashboard'])).toBeUndefined();
    expect(jobInKind('tracker', 'read', ['dashboard', 'card'])).toBeUndefined();
    expect(jobInKind('monitoring', 'delete', ['dashboard', 'panel'])).toBeUndefined();
  });

  it("pairs reading a Metabase dashboard with reading its cards (a BI tool's dashboard)", () => {
    expect(jobInKind('sql', 'list', ['dashboard', 'card'])?.object).toEqual(['dashboard']);
    expectConfusable(['metabase', 'get_dashboard'], ['metabase', 'get_dashboard_cards']);
  });

  it("pairs reading a Datadog dashboard with reading a Grafana dashboard's panel queries", () => {
    expectConfusable(['datadog', 'get_dashboard'], ['grafana', 'get_dashboard_panel_queries']);
    expectConfusable(['datadog', 'get_dashboard'], ['grafana', 'get_dashboard_property']);
  });
});

describe("a selector value's preposition opens a filter: list_for_app lists the tool's things", () => {
  it('reads list_for_app of a deployment tool as listing deployments', () => {
    const model = describeTool({
      name: 'deployment',
      description: 'Manage deployment: get/cancel/list_for_app.',
      parameters: ['action', 'uuid'],
      required: ['action', 'uuid'],
      choices: { action: ['get', 'cancel', 'list_for_app'] },
    });
    const jobs = jobsOf(model).map((j) => `${j.action ?? ''} ${j.object.join(' ')}`);
    expect(jobs).toContain('list deployment');
    expect(jobs).not.toContain('list app deployment');
  });

  it("pairs a multi-action deployment tool with another host's deployment listing", () => {
    expectConfusable(['coolify', 'deployment'], ['vercel', 'getDeployments']);
    expectConfusable(['coolify', 'deployment'], ['coolify', 'list_deployments']);
  });
});

describe('on a host, whatever is deployed is an application', () => {
  it('names deploying a project, a tag or an application deploying an application', () => {
    expect(jobInKind('hosting', 'deploy', ['project'])).toEqual({
      action: 'deploy',
      object: ['application'],
    });
    expect(jobInKind('hosting', 'deploy', ['label', 'uuid'])?.object).toEqual(['application']);
    // Elsewhere what is deployed stays as it is (a contract on a chain, a model).
    expect(jobInKind(undefined, 'deploy', ['contract'])).toBeUndefined();
  });

  it('pairs an Argo CD sync with redeploying a Coolify project or deploying by tag', () => {
    expectConfusable(['argocd', 'sync_application'], ['coolify', 'redeploy_project']);
    expectConfusable(['argocd', 'sync_application'], ['coolify', 'deploy']);
  });
});

describe("in a chat, a forum's posts are threads", () => {
  it('puts a forum and a thread in one class in a chat only', () => {
    const cls = kindObjectClassOf('chat', 'forum', 'reply');
    expect(cls).toBeDefined();
    expect(kindObjectClassOf('chat', 'thread', 'reply')).toBe(cls);
    expect(kindObjectClassOf(undefined, 'forum', 'reply')).toBeUndefined();
  });

  it('pairs replying to a Discord forum post with replying to a Slack thread', () => {
    expectConfusable(['discord', 'discord_reply_to_forum'], ['slack', 'slack_reply_to_thread']);
  });
});

describe("a translation's source and target languages are kinds of language", () => {
  it('lets the bare language cover the source and target ones', () => {
    expect(isKindOf('source', 'language')).toBe(true);
    expect(isKindOf('target', 'language')).toBe(true);
    expect(isKindOf('transcript', 'language')).toBe(false);
    expect(isKindOf('source', 'file')).toBe(false);
  });

  it("pairs listing DeepL's source or target languages with listing Lara's languages", () => {
    expectConfusable(['deepl', 'get-source-languages'], ['lara', 'list_languages']);
    expectConfusable(['deepl', 'get-target-languages'], ['lara', 'list_languages']);
  });
});
