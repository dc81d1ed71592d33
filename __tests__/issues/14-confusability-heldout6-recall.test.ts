// Issue 14, session 10 (round 2): confusable pairs the model missed on the sixth held-out set
// (examples/heldout6; labels in examples/labels/heldout6-s10.json, tuned on its dev half), each
// found again by a general rule. Each rule has a test on its mechanism and a regression test on a
// real pair.
import { describeTool } from '../../src/lexical/index.js';
import { actionOnObject } from '../../src/lexical/lexicon.js';
import { kindObjectClassOf } from '../../src/lexical/system-kind.js';
import { expectConfusable } from './confusable-pairs.js';

describe("a selector's verb acts on the tool's own object where the tool read it", () => {
  const interact = describeTool({
    name: 'interact',
    description: 'performs a mouse action on an element',
    server: 'webdriver',
    parameters: ['action', 'by', 'value'],
    choices: { action: ['click', 'doubleclick', 'hover'] },
  });

  it('keeps the first sentence as the source of the object of each selector job', () => {
    const click = interact.alternatives?.find((j) => j.action === 'click');
    expect(interact.objectSource).toBe('description');
    expect(click?.object).toEqual(interact.object);
    expect(click?.objectSource).toBe('description');
  });

  it('selenium/interact ~ playwright/browser_click: both click an element', () => {
    expectConfusable(['selenium', 'interact'], ['playwright', 'browser_click']);
  });

  it('selenium/interact ~ puppeteer/puppeteer_hover: both hover an element', () => {
    expectConfusable(['selenium', 'interact'], ['puppeteer-hisma', 'puppeteer_hover']);
  });
});

describe("a browser's window is a page it shows", () => {
  it('groups windows with pages for the jobs on tabs, and only in a browser', () => {
    for (const action of ['list', 'switch', 'close']) {
      expect(kindObjectClassOf('browser', 'window', action)).toBeDefined();
      expect(kindObjectClassOf('browser', 'window', action)).toBe(
        kindObjectClassOf('browser', 'page', action),
      );
    }
    expect(kindObjectClassOf('browser', 'page', 'navigate')).toBeUndefined();
    expect(kindObjectClassOf(undefined, 'window', 'list')).toBeUndefined();
  });

  it('selenium/window ~ playwright/browser_tabs: both list, switch and close tabs', () => {
    expectConfusable(['selenium', 'window'], ['playwright', 'browser_tabs']);
  });

  it('selenium/window ~ mcp-playwright/browser_tab_close: both close a tab', () => {
    expectConfusable(['selenium', 'window'], ['mcp-playwright', 'browser_tab_close']);
  });
});

describe('sending keys to an element types them into it', () => {
  it('reads sending keys or keystrokes as filling, and pressing a key as pressing it', () => {
    expect(actionOnObject('send', 'key')).toBe('fill');
    expect(actionOnObject('send', 'keystroke')).toBe('fill');
    expect(actionOnObject('press', 'key')).toBe('press');
    expect(actionOnObject('send', 'message')).toBe('send');
  });

  it('selenium/send_keys ~ puppeteer/puppeteer_fill: both enter text into an input field', () => {
    expectConfusable(['selenium', 'send_keys'], ['puppeteer', 'puppeteer_fill']);
  });
});

describe('selecting a tab or window switches to it', () => {
  it('reads switching to a page or window as selecting it', () => {
    expect(actionOnObject('select', 'page')).toBe(actionOnObject('switch', 'page'));
    expect(actionOnObject('select', 'window')).toBe(actionOnObject('switch', 'page'));
    expect(actionOnObject('switch', 'page')).toBe('select');
    expect(actionOnObject('switch', 'branch')).toBe('switch');
  });

  it('browser-agent-infra/browser_switch_tab ~ chrome-devtools/select_page: both switch tabs', () => {
    expectConfusable(
      ['browser-agent-infra', 'browser_switch_tab'],
      ['chrome-devtools', 'select_page'],
    );
  });

  it('chrome-devtools/select_page ~ selenium/window: both select a tab or window', () => {
    expectConfusable(['chrome-devtools', 'select_page'], ['selenium', 'window']);
  });
});

describe("a multi-action tool's one-word name is the thing its selector's verbs act on", () => {
  const alert = (choices?: Record<string, string[]>) =>
    describeTool({
      name: 'alert',
      description: 'handles a browser alert, confirm, or prompt dialog',
      server: 'webdriver',
      parameters: ['action', 'text'],
      choices,
    });

  it('reads the sentence verb on the named thing when a selector gives the verbs', () => {
    const model = alert({ action: ['accept', 'dismiss'] });
    expect(model.verb).toBe('handle');
    expect(model.object).toEqual(['alert']);
    expect(model.alternatives?.map((j) => j.action)).toEqual(['accept', 'dismiss']);
    expect(kindObjectClassOf('browser', 'alert', 'handle')).toBe(
      kindObjectClassOf('browser', 'dialog', 'handle'),
    );
  });

  it('keeps a lone verb-like name as the job without a selector', () => {
    expect(alert().verb).toBe('alert');
  });

  it('selenium/alert ~ playwright/browser_handle_dialog: both handle a dialog', () => {
    expectConfusable(['selenium', 'alert'], ['playwright', 'browser_handle_dialog']);
  });
});

describe("a read's type selector naming a log of its own reads that log", () => {
  const read = (values: string[]) =>
    describeTool({
      name: 'diagnostics',
      description: 'retrieves browser diagnostics captured via WebDriver BiDi',
      server: 'webdriver',
      parameters: ['type'],
      choices: { type: values },
    });

  it('reads a console or network value as what is read, other kinds as a filter', () => {
    const jobs = read(['console', 'errors', 'network']).alternatives ?? [];
    expect(jobs.map((j) => [j.action, j.object.at(-1)])).toEqual([
      ['list', 'console log'],
      ['list', 'network request'],
    ]);
    expect(read(['errors', 'warnings', 'info']).alternatives).toBeUndefined();
  });

  it('selenium/diagnostics ~ agent-browser/browser_get_console: both read console logs', () => {
    expectConfusable(['selenium', 'diagnostics'], ['agent-browser', 'browser_get_console']);
  });
});
