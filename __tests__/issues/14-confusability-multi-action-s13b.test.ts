// Issue 14, session 13 round 2 (h13p2): follow-ups on multi-action tools. A form of content (text,
// HTML) qualified by another thing of its kind is that thing's own part, not the page's content
// (an alert dialog's text); a memory store's `capture`, `remember` and `recall` store and search
// memories; a browser's `evaluate` on its page runs JavaScript; a log a selector names is read
// whatever verb of no class the tool uses (`observe` console logs). Each rule has a test on its
// mechanism and a regression test on a real pair.
import { describe, expect, it } from '@jest/globals';
import { describeTool } from '../../src/lexical/index.js';
import { jobInKind } from '../../src/lexical/lexicon.js';
import { kindObjectClassOfPhrase } from '../../src/lexical/system-kind.js';
import { stem } from '../../src/lexical/words.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a form of content owned by another thing of its kind is that thing’s, not the page’s', () => {
  it('drops the content class when a qualifier is a thing of another class, not when it is a form', () => {
    const content = kindObjectClassOfPhrase('browser', ['text'], 'read');
    expect(content).toBeDefined();
    expect(kindObjectClassOfPhrase('browser', ['visible', 'text'].map(stem), 'read')).toBe(content);
    expect(kindObjectClassOfPhrase('browser', ['alert', 'text'], 'read')).toBeUndefined();
    // A content word before another class's head says only its form: a text snapshot is a snapshot.
    expect(kindObjectClassOfPhrase('browser', ['text', 'snapshot'], 'read')).toBe(
      kindObjectClassOfPhrase('browser', ['snapshot'], 'read'),
    );
  });

  it('agent-browser/browser_get_text ~ selenium/alert: page text is not an alert’s', () => {
    expectApart(['agent-browser', 'browser_get_text'], ['selenium', 'alert']);
  });

  it('playwright-mcp-alt/get-full-dom ~ selenium/alert: the page DOM is not an alert’s text', () => {
    expectApart(['playwright-mcp-alt', 'get-full-dom'], ['selenium', 'alert']);
  });

  it('browsermcp/browser_snapshot ~ playwright-mcp-alt/get-text-snapshot: still both snapshots', () => {
    expectConfusable(
      ['browsermcp', 'browser_snapshot'],
      ['playwright-mcp-alt', 'get-text-snapshot'],
    );
  });
});

describe('a memory store keeps what it is told: capturing or remembering stores, recalling searches', () => {
  it('names the jobs of a memory store’s selector verbs as storing and searching memories', () => {
    expect(jobInKind('memory', 'capture', ['session'])).toEqual({
      action: 'create',
      object: ['memory'],
    });
    expect(jobInKind('memory', 'remember', ['session'])?.action).toBe('create');
    expect(jobInKind('memory', 'recall', ['session'])).toEqual({
      action: 'search',
      object: ['memory'],
    });
    // Elsewhere capturing is taking a screenshot, not storing anything.
    expect(jobInKind('browser', 'capture', ['screenshot'])).toBeUndefined();
  });

  it('contextstream/session ~ knowledge-graph/create_entities: capture/remember saves a memory', () => {
    expectConfusable(['contextstream', 'session'], ['knowledge-graph', 'create_entities']);
  });

  it('contextstream/session ~ memory-reference/search_nodes: recall searches memories', () => {
    expectConfusable(['contextstream', 'session'], ['memory-reference', 'search_nodes']);
  });
});

describe('running something on a browser’s page runs its JavaScript', () => {
  it('names a run on the page or the browser a run of JavaScript, not of any other object', () => {
    expect(jobInKind('browser', 'run', ['browser', 'page'])).toEqual({
      action: 'run',
      object: ['javascript'],
    });
    expect(jobInKind('browser', 'run', ['code'])).toBeUndefined();
    expect(jobInKind('automation', 'run', ['page'])).toBeUndefined();
  });

  it('agent-browser/browser_evaluate ~ fasttest-qa/browser_page: both evaluate JavaScript', () => {
    expectConfusable(['agent-browser', 'browser_evaluate'], ['fasttest-qa', 'browser_page']);
  });

  it('playwright/browser_run_code_unsafe ~ automatalabs-playwright/browser_evaluate: still apart', () => {
    expectApart(
      ['playwright', 'browser_run_code_unsafe'],
      ['automatalabs-playwright', 'browser_evaluate'],
    );
  });
});

describe('a log a selector names is read, whatever verb of no class the tool says it with', () => {
  const jobs = (m: ReturnType<typeof describeTool>) =>
    (m.alternatives ?? []).map((j) => `${j.action ?? '-'} ${j.object.join(' ')}`);

  it('reads the log values of an `observe` tool as listing their entries', () => {
    const observe = describeTool({
      name: 'browser_observe',
      description:
        'Observe the current page state: get accessibility snapshot, take screenshot, view console logs, or inspect network requests.',
      server: 'qa',
      parameters: ['action'],
      choices: { action: ['snapshot', 'screenshot', 'console_logs', 'network_requests'] },
    });
    expect(jobs(observe)).toContain('list console log');
    expect(jobs(observe)).toContain('list network request');
    expect(jobs(observe)).not.toContain('observe console log');
  });

  it('browser-tools/getConsoleLogs ~ fasttest-qa/browser_observe: both read console logs', () => {
    expectConfusable(['browser-tools', 'getConsoleLogs'], ['fasttest-qa', 'browser_observe']);
  });

  it('chrome-devtools/get_console_message ~ fasttest-qa/browser_observe: one message stays apart', () => {
    expectApart(['chrome-devtools', 'get_console_message'], ['fasttest-qa', 'browser_observe']);
  });
});
