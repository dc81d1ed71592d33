// Issue 14, session 9: pairs of the third held-out set (examples/heldout3, labels in
// examples/labels/heldout3-s8.json) that the model reported although the two tools do different
// jobs, each kept apart again by a general rule about tools or language. Each rule has a test on
// its mechanism and a regression test on a real pair.
import { describeTool } from '../../src/lexical/index.js';
import { pairBothOrders, type Ref } from './confusable-pairs.js';

function expectConfusable(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeDefined();
}

function expectApart(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeUndefined();
}

describe('one SQL statement of one kind is not any SQL', () => {
  it('reads "a SQL statement that modifies data (INSERT, …)" as mutation SQL', () => {
    const model = describeTool({
      name: 'execute',
      server: 'acme',
      description:
        'Execute a SQL statement that modifies data (INSERT, UPDATE, DELETE, CREATE, DROP)',
    });
    expect(model.object).toEqual(['mutation', 'sql']);
  });

  it('still reads a transaction of statements as any SQL', () => {
    const model = describeTool({
      name: 'run_sql',
      server: 'acme',
      description: 'Execute multiple SQL statements within a transaction',
    });
    expect(model.object.at(-1)).toBe('sql');
    expect(model.object).not.toContain('mutation');
  });

  it('query (postgres) and query (mysql-f4ww4z) ≁ execute (sqlite-simple): read-only vs write', () => {
    expectApart(['postgres', 'query'], ['sqlite-simple', 'execute']);
    expectApart(['mysql-f4ww4z', 'query'], ['sqlite-simple', 'execute']);
  });

  it('execute (sqlite-simple) ~ run_sql (neon) and ~ pg_execute_mutation (postgres-henkey)', () => {
    expectConfusable(['neon', 'run_sql'], ['sqlite-simple', 'execute']);
    expectConfusable(['postgres-henkey', 'pg_execute_mutation'], ['sqlite-simple', 'execute']);
  });
});
