// Issue 14, session 9: confusable pairs of known kinds the model still missed on the main labels'
// dev half and the second held-out set (examples/labels/heldout2-s8.json), each found again by a
// general rule about tools or language. Each rule has a test on its mechanism and a regression
// test on a real pair.
import { describeTool } from '../../src/lexical/index.js';
import { pairBothOrders, type Ref } from './confusable-pairs.js';

function expectConfusable(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeDefined();
}

function expectApart(a: Ref, b: Ref): void {
  for (const pair of pairBothOrders(a, b)) expect(pair?.confusable).toBeUndefined();
}

describe('a query is SQL only where the tool speaks of databases', () => {
  it('reads a query without a word of databases as a question a search answers', () => {
    const model = describeTool({
      name: 'search',
      server: 'acme',
      description: 'Quick search for simple queries using the Acme model.',
    });
    expect(model.action).toBe('answer');
    expect(model.object).toEqual(['question']);
  });

  it('keeps a query SQL beside a database word, a SQL keyword or a database server', () => {
    const run = (description: string, server = 'acme') =>
      describeTool({ name: 'run', server, description }).object.at(-1);
    expect(run('Run a query against the connected database')).toBe('sql');
    expect(run('Execute a SELECT query')).toBe('sql');
    expect(run('Run a query', 'mongodb')).toBe('sql');
  });

  it('search (perplexity-alt) ~ perplexity_ask (perplexity): presets of one job, answering a question', () => {
    expectConfusable(['perplexity-alt', 'search'], ['perplexity', 'perplexity_ask']);
    expectConfusable(['perplexity-alt', 'search'], ['perplexity', 'perplexity_research']);
  });

  it('search (perplexity-alt) is not query (postgres): a question is no SQL', () => {
    expectApart(['perplexity-alt', 'search'], ['postgres', 'query']);
  });
});

describe('how thorough a job is done is a preset of it, not another object', () => {
  it('drops quick, simple, deep and advanced from the object', () => {
    const deep = describeTool({ name: 'deep_research', server: 'acme', description: 'Research.' });
    expect(deep.object).toEqual(['question']);
  });

  it('deep_research (perplexity-alt) ~ perplexity_reason (perplexity): depth variants', () => {
    expectConfusable(['perplexity-alt', 'deep_research'], ['perplexity', 'perplexity_reason']);
    expectConfusable(['perplexity-alt', 'deep_research'], ['perplexity-alt', 'reason']);
  });
});
