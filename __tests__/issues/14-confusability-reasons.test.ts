// Issue 14, session 9: precision by reason family. Over the four label files, the reported pairs
// were grouped by why they were reported (reason, same or cross server, kinds of system known or
// not, object head); the families with many reports and low precision were each tightened by one
// general rule. Each rule has a test on its mechanism and regression tests on real pairs.
import {
  confusability,
  describeTool,
  isAccountObject,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { pairBothOrders, type Ref } from './confusable-pairs.js';

function expectConfusable(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeDefined();
}

function expectApart(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeUndefined();
}

const entry = (server: string, name: string, description: string, kind?: string) =>
  ({ model: describeTool({ name, description, server }), server, kind }) satisfies ConfusableEntry;

describe('a user is an account of one system', () => {
  it('reads users as accounts, projects not', () => {
    expect(isAccountObject('user')).toBe(true);
    expect(isAccountObject('project')).toBe(false);
  });

  it('pairs two servers’ user listings only when the servers are of one kind, or both unknown', () => {
    const list = (server: string, kind?: string) =>
      entry(server, 'list_users', 'List all users of the workspace', kind);
    expect(confusability(list('a', 'tracker'), list('b', 'tracker'))).toBeDefined();
    expect(confusability(list('a'), list('b'))).toBeDefined();
    expect(confusability(list('a', 'tracker'), list('b'))).toBeUndefined();
    expect(confusability(list('a', 'tracker'), list('b', 'chat'))).toBeUndefined();
  });

  it('leaves other objects of a server of unknown kind as they were', () => {
    const create = (server: string, kind?: string) =>
      entry(server, 'create_project', 'Create a new project', kind);
    expect(confusability(create('a', 'tracker'), create('b'))).toBeDefined();
  });

  it('API-get-users (notion) and slack_get_users (slack) list the users of two systems', () => {
    expectApart(['notion', 'API-get-users'], ['slack', 'slack_get_users']);
    expectApart(['notion-fork', 'API-get-users'], ['slack', 'slack_get_users']);
  });

  it('slack_get_users (slack-zencoder) and users-list (shortcut): a chat’s users are not a tracker’s', () => {
    expectApart(['slack-zencoder', 'slack_get_users'], ['shortcut', 'users-list']);
    expectApart(['github', 'search_users'], ['shortcut', 'users-list']);
  });

  it('hubspot-get-user-details (hubspot) and API-get-user (notion): a CRM account is no Notion user', () => {
    expectApart(['hubspot', 'hubspot-get-user-details'], ['notion', 'API-get-user']);
  });

  it('notion_users (notion-alt) still lists what API-get-users (notion) lists', () => {
    expectConfusable(['notion-alt', 'notion_users'], ['notion', 'API-get-users']);
  });
});
