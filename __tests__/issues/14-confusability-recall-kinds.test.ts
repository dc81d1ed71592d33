// Issue 14, session 9: confusable pairs the model missed on servers of kinds it had not seen
// (examples/heldout3: email, SQLite; labels in examples/labels/heldout3-s8.json), each found
// again by a general rule about tools or language. Each rule has a test on its mechanism and a
// regression test on a real pair.
import { actionRelation, describeTool } from '../../src/lexical/index.js';
import { pairBothOrders, type Ref } from './confusable-pairs.js';

function expectConfusable(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeDefined();
}

function expectApart(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeUndefined();
}

describe('a reply is a special case of sending', () => {
  it('relates reply to send, and to nothing else', () => {
    expect(actionRelation('reply', 'send')).toBe('special-case');
    expect(actionRelation('send', 'reply')).toBe('special-case');
    expect(actionRelation('reply', 'create')).toBe('different');
  });

  it('reply_email (email-codefuturist) ~ send_email (mail-server): both send an email', () => {
    expectConfusable(['email-codefuturist', 'reply_email'], ['mail-server', 'send_email']);
  });

  it('slack_reply_to_thread stays apart from slack_post_message: a thread is not a message', () => {
    expectApart(['slack', 'slack_reply_to_thread'], ['slack-zencoder', 'slack_post_message']);
  });
});

describe('"a SQL statement" says nothing of which SQL a tool runs', () => {
  it('reads the statement kinds a first sentence lists after "a SQL statement"', () => {
    const execute = describeTool({
      name: 'execute',
      description:
        'Execute a SQL statement that modifies data (INSERT, UPDATE, DELETE, CREATE, DROP)',
    });
    expect(execute.object).toEqual(['mutation', 'sql']);
    const run = describeTool({ name: 'run_sql', description: 'Execute a single SQL statement' });
    expect(run.object).toEqual(['sql']);
  });

  it('execute (sqlite-simple) stays apart from query (postgres): a write vs a read-only query', () => {
    expectApart(['sqlite-simple', 'execute'], ['postgres', 'query']);
  });
});
