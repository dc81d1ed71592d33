// Issue 14, session 13 round 2 (h13p2): follow-ups on multi-action tools. A form of content (text,
// HTML) qualified by another thing of its kind is that thing's own part, not the page's content
// (an alert dialog's text); each rule has a test on its mechanism and a regression test on a real pair.
import { describe, expect, it } from '@jest/globals';
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
