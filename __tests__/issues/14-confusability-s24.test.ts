// Issue 14, session 24: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { canonicalObject } from '../../src/lexical/lexicon.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe('a name that asks whether a state holds reads that state', () => {
  it('browser_is_enabled enables nothing and browser_is_checked ticks no box: both read', () => {
    const enabled = describeTool({
      name: 'browser_is_enabled',
      description: 'Check if element is enabled',
      prefix: 'browser',
    });
    expect([enabled.action, enabled.object, enabled.states]).toEqual([
      'read',
      ['enable'],
      undefined,
    ]);
    const checked = describeTool({
      name: 'browser_is_checked',
      description: 'Check if a checkbox/radio is checked',
      prefix: 'browser',
    });
    expect([checked.action, checked.object]).toEqual(['read', ['check']]);
  });

  it('a question after a verb is no question name: get_what_is_next keeps its verb', () => {
    const m = describeTool({ name: 'get_what_is_next', description: 'Get what is next.' });
    expect(m.verb).toBe('get');
  });

  it('reading a checkbox state vs setting it: agent-browser/browser_check ~ browser_is_checked stay apart', () => {
    expectApart(['agent-browser', 'browser_check'], ['agent-browser', 'browser_is_checked']);
    expectApart(['agent-browser', 'browser_check'], ['playwright-ejazullah', 'browser_is_checked']);
    expectApart(
      ['agent-browser', 'browser_is_checked'],
      ['playwright-ejazullah', 'browser_check_checkbox'],
    );
  });

  it('two states asked about are two reads: agent-browser/browser_is_enabled ~ playwright-ejazullah/browser_is_visible stay apart', () => {
    expectApart(
      ['agent-browser', 'browser_is_enabled'],
      ['playwright-ejazullah', 'browser_is_visible'],
    );
    expectApart(['agent-browser', 'browser_is_enabled'], ['agent-browser', 'browser_is_visible']);
  });

  it('one state asked on two servers is one read: agent-browser/browser_is_visible ~ playwright-ejazullah/browser_is_visible', () => {
    expectConfusable(
      ['agent-browser', 'browser_is_visible'],
      ['playwright-ejazullah', 'browser_is_visible'],
    );
  });

  it('a read-only runner runs a state check: fast-playwright/browser_query ~ playwright-ejazullah/browser_is_checked', () => {
    expectConfusable(
      ['fast-playwright', 'browser_query'],
      ['playwright-ejazullah', 'browser_is_checked'],
    );
  });
});

describe('scholarly papers', () => {
  it('a research paper is a paper, not a question (research is a question only as the head)', () => {
    expect(canonicalObject(['research', 'paper'].map(stem))).toEqual(['research', 'paper']);
    expect(canonicalObject(['research'].map(stem))).toEqual(['question']);
  });

  it('pubmed (articles by PMID, Europe PMC) is a literature database', () => {
    expect(kindOfServer('pubmed')).toBe('literature');
  });

  it('a paper search is one job on any index: firecrawl/firecrawl_research_search_papers ~ pubmed/pubmed_search_articles, latest-science/search_papers', () => {
    expectConfusable(
      ['firecrawl', 'firecrawl_research_search_papers'],
      ['pubmed', 'pubmed_search_articles'],
    );
    expectConfusable(
      ['firecrawl', 'firecrawl_research_search_papers'],
      ['latest-science', 'search_papers'],
    );
    expectConfusable(['latest-science', 'search_papers'], ['pubmed', 'pubmed_search_articles']);
  });
});
