// Issue 14, session 13 round 3 (h13r4): recall on the eleventh held-out set's dev half.
// Each rule is about language, with a test on its mechanism and a regression test on the real
// pair it was found on.
import { describe, expect, it } from '@jest/globals';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectConfusable } from './confusable-pairs.js';

describe('a name ending in a doer does that action on the words before it', () => {
  it('reads `project_services_reader` as reading project services', () => {
    const reader = describeTool({
      name: 'project_services_reader',
      description: 'Select and run one of the following read operations',
    });
    expect(reader.verb).toBe('read');
    expect(reader.object).toEqual(['project', 'service']);
    const logs = describeTool({ name: 'log_file_reader', description: 'Returns lines' });
    expect(logs.verb).toBe('read');
    expect(logs.object).toEqual(['log', 'file']);
  });

  it('keeps a doer the first sentence writes as a common noun as the thing', () => {
    const provider = describeTool({
      name: 'module_provider',
      description: 'Get details of a provider',
    });
    expect(provider.verb).toBe('get');
    expect(provider.object).toEqual(['module', 'provider']);
  });

  it('pairs Netlify netlify-project-services-reader with Coolify projects', () => {
    expectConfusable(['coolify', 'projects'], ['netlify', 'netlify-project-services-reader']);
  });

  it('pairs Netlify netlify-team-services-reader with Coolify teams', () => {
    expectConfusable(['coolify', 'teams'], ['netlify', 'netlify-team-services-reader']);
  });

  it('pairs Netlify netlify-project-services-updater with Coolify env_vars', () => {
    expectConfusable(['coolify', 'env_vars'], ['netlify', 'netlify-project-services-updater']);
  });
});

describe('an operation named by a word that only picks which thing reads that thing', () => {
  it('reads `current` of a users tool as getting the current user', () => {
    const users = describeTool({
      name: 'team_users',
      description: 'Manage users',
      parameters: ['operation'],
      choices: { operation: ['list', 'current'] },
    });
    const jobs = (users.alternatives ?? []).map((j) => `${j.action} ${j.object.join(' ')}`);
    // Session 39: the signed-in user is read as such (see `readsSignedInUser`).
    expect(jobs).toEqual(['list team user', 'read current user']);
    // A value that names a thing of its own stays that thing's job, not a read of users.
    const other = describeTool({
      name: 'team_users',
      description: 'Manage users',
      parameters: ['operation'],
      choices: { operation: ['list', 'invite'] },
    });
    expect((other.alternatives ?? []).map((j) => j.action)).not.toContain('read');
  });

  it('pairs Motion motion_users with Plane get_user', () => {
    expectConfusable(['motion', 'motion_users'], ['plane', 'get_user']);
  });

  it('pairs Motion motion_users with Linear linear_get_user', () => {
    expectConfusable(['linear-server', 'linear_get_user'], ['motion', 'motion_users']);
  });
});
