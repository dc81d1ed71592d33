// Issue 14, session 10 round 2: pairs of the seventh held-out set (examples/heldout7, labels in
// examples/labels/heldout7-s10.json) that the model reported although the two tools do different
// jobs, kept apart by a general rule. Each rule has a test on its mechanism and a regression test
// on a real pair.
import { expectApart, expectConfusable, pairsOf } from './confusable-pairs.js';

const NAME = { type: 'object', properties: { name: { type: 'string' } } };

/**
 * A server of no known kind: a project list and a tool on each other thing it manages. The first
 * server's list is `list_projects`, the other's `get_projects`, so no two are alike by name
 * (TW101/TW102 keep their meaning).
 */
function withProjects(server: string, ...things: string[]): [string, unknown[]] {
  const name = server === 'vault' || server === 'one' ? 'list_projects' : 'get_projects';
  return [
    server,
    [
      { name, description: 'List all projects.', inputSchema: NAME },
      ...things.map((thing) => ({
        name: `list_${thing}s`,
        description: `List the ${thing}s of a project.`,
        inputSchema: NAME,
      })),
    ],
  ];
}

describe('scope objects of servers of no known kind pair only when the servers share a thing', () => {
  it('keeps projects apart when the servers manage nothing else in common', () => {
    expect(pairsOf(withProjects('vault', 'secret'), withProjects('notes', 'note'))).not.toContain(
      'notes/get_projects ~ vault/list_projects',
    );
  });

  // Session 19: a server of no known kind whose tools never speak of the other's kind is some
  // other system (the labels of every held-out set: a third of such pairs confusable, nearly all
  // on files, code, commands and URLs), so a secrets manager's projects no longer meet its.
  it("no longer pairs a secrets manager's projects with those of a server that holds nothing else", () => {
    expect(pairsOf(withProjects('vault', 'secret'), withProjects('bare'))).not.toContain(
      'bare/get_projects ~ vault/list_projects',
    );
  });

  it('still pairs projects of servers that hold the same things', () => {
    expect(pairsOf(withProjects('one', 'secret'), withProjects('two', 'secret'))).toContain(
      'one/list_projects ~ two/get_projects',
    );
  });

  it('keeps projects apart when the servers share only an attribute (a property)', () => {
    expect(
      pairsOf(
        withProjects('vault', 'secret', 'property'),
        withProjects('notes', 'note', 'property'),
      ),
    ).not.toContain('notes/get_projects ~ vault/list_projects');
  });

  it("keeps a monitor's data source apart from a notes app's database (get_datasource_by_uid ~ API-retrieve-a-database)", () => {
    expectApart(['grafana', 'get_datasource_by_uid'], ['notion', 'API-retrieve-a-database']);
  });

  it("keeps a secrets manager's projects apart from a tracker's (list-projects ~ get_projects)", () => {
    expectApart(['infisical', 'list-projects'], ['todoist', 'get_projects']);
  });

  it("keeps a monitor's data sources apart from a registry's (list_datasources ~ listDataSources)", () => {
    expectApart(['grafana', 'list_datasources'], ['terraform-registry', 'listDataSources']);
  });

  it('still pairs two trackers of which one is of no known kind (list_projects ~ get_projects)', () => {
    expectConfusable(['azure-devops', 'list_projects'], ['plane', 'get_projects']);
  });
});
