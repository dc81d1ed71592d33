// Issue 14, session 13 (h13m): multi-action tools meet every one-action tool of their kind that
// does one of their actions (tenth held-out set, dev half). A tool's actions are read from its
// selector parameters: a bare verb acts on whatever the tool acts on, a value that names its own
// object is a tool name in all but name, a job selector names a job with every value however
// many, and a selector of one thing's jobs (`tab_action`) names jobs on that thing. Each rule has
// a test on its mechanism and a regression test on a real pair; the kinds must still agree.
import { describe, expect, it } from '@jest/globals';
import { describeTool } from '../../src/lexical/index.js';
import { objectSelectorJobs } from '../../src/lexical/object-selectors.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const jobs = (m: ReturnType<typeof describeTool>) =>
  (m.alternatives ?? []).map(
    (j) => `${j.action ?? '-'} ${j.object.join(' ')} (${j.objectSource ?? '-'})`,
  );

describe('a bare verb of a selector acts on whatever the tool acts on', () => {
  const interact = describeTool({
    name: 'browser_interact',
    description: 'Interact with page elements: click, hover, or press a key.',
    server: 'qa',
    parameters: ['action', 'selector', 'value'],
    choices: { action: ['click', 'hover', 'screenshot'] },
  });

  it('reads the object of each bare-verb job from the parameter, not from the tool name', () => {
    expect(interact.objectSource).toBe('name');
    expect(jobs(interact)).toContain('click browser (parameters)');
    expect(jobs(interact)).toContain('hover browser (parameters)');
    // A noun used as a verb (`screenshot`) names its own thing: a tool of that name, not the tool's.
    const capture = jobs(interact).find((j) => j.startsWith('capture'));
    expect(capture).toMatch(/screenshot \(name\)$/);
    expect(capture).not.toMatch(/browser/);
  });

  it('automatalabs-playwright/browser_click_text ~ fasttest-qa/browser_interact: both click', () => {
    expectConfusable(
      ['automatalabs-playwright', 'browser_click_text'],
      ['fasttest-qa', 'browser_interact'],
    );
  });

  it('chrome-devtools/resize_page ~ fasttest-qa/browser_page: both resize the page', () => {
    expectConfusable(['chrome-devtools', 'resize_page'], ['fasttest-qa', 'browser_page']);
  });
});

describe('a selector value that names its own object acts on that thing of the tool’s', () => {
  it('keeps the value’s object as head, owned by the tool’s thing unless that is a kind of system', () => {
    const interact = describeTool({
      name: 'browser_interact',
      description: 'Interact with page elements.',
      server: 'qa',
      parameters: ['action', 'selector'],
      choices: { action: ['click', 'select_option', 'press_key'] },
    });
    // `browser` names a kind of system: the tool's namespace, owning nothing narrower.
    expect(jobs(interact)).toContain('select option (name)');
    expect(jobs(interact)).toContain('press key (name)');
    // Any other thing of the tool's owns what its values name: an alert's text is not a page's.
    const alert = describeTool({
      name: 'alert',
      description: 'Handles a JavaScript alert.',
      server: 'webdriver',
      parameters: ['action', 'text'],
      choices: { action: ['accept', 'dismiss', 'get_text'] },
    });
    expect(jobs(alert)).toContain('read alert text (name)');
  });

  it('browsermcp/browser_select_option ~ fasttest-qa/browser_interact: both select an option', () => {
    expectConfusable(['browsermcp', 'browser_select_option'], ['fasttest-qa', 'browser_interact']);
  });

  it('chrome-devtools/handle_dialog ~ fasttest-qa/browser_page: both handle a dialog', () => {
    expectConfusable(['chrome-devtools', 'handle_dialog'], ['fasttest-qa', 'browser_page']);
  });

  it('automatalabs-playwright/browser_screenshot ~ fasttest-qa/browser_observe: both take one', () => {
    expectConfusable(
      ['automatalabs-playwright', 'browser_screenshot'],
      ['fasttest-qa', 'browser_observe'],
    );
  });
});

describe('a job selector names a job with every value, however many', () => {
  it('reads all sixteen actions of one selector', () => {
    const things = ['event', 'node', 'task', 'plan'];
    const values = things.flatMap((t) =>
      ['create', 'get', 'update', 'delete'].map((v) => `${v}_${t}`),
    );
    const memory = describeTool({
      name: 'memory',
      description: 'Memory operations for events, nodes, tasks and plans.',
      server: 'ctx',
      parameters: ['action', 'title', 'content'],
      choices: { action: values },
    });
    expect(values).toHaveLength(16);
    expect(jobs(memory)).toContain('delete plan (name)');
    expect(jobs(memory)).toContain('create event (name)');
  });

  it('contextstream/memory ~ knowledge-graph/delete_entities: both delete stored memories', () => {
    expectConfusable(['contextstream', 'memory'], ['knowledge-graph', 'delete_entities']);
  });
});

describe('a selector of one thing’s jobs names jobs on that thing', () => {
  it('reads verbs of a `<thing>_action` parameter as jobs on the thing', () => {
    expect(
      objectSelectorJobs({
        action: ['tabs', 'resize'],
        tab_action: ['list', 'create', 'close'],
        dialogAction: ['accept', 'dismiss'],
      }),
    ).toEqual([
      ['list', 'tab'],
      ['create', 'tab'],
      ['close', 'tab'],
      ['accept', 'dialog'],
      ['dismiss', 'dialog'],
    ]);
    // Plurals are collections, not verbs; a mode or a bare `action` is not a thing's selector.
    expect(
      objectSelectorJobs({ tab_action: ['tabs', 'all'], color_mode: ['dark', 'light'] }),
    ).toEqual([]);
    expect(objectSelectorJobs({ action: ['list', 'create'] })).toEqual([]);
  });

  it('browser-agent-infra/browser_tab_list ~ fasttest-qa/browser_page: both list tabs', () => {
    expectConfusable(['browser-agent-infra', 'browser_tab_list'], ['fasttest-qa', 'browser_page']);
  });

  it('chrome-devtools/new_page ~ fasttest-qa/browser_page: both open a tab', () => {
    expectConfusable(['chrome-devtools', 'new_page'], ['fasttest-qa', 'browser_page']);
  });
});

describe('a multi-action tool meets only tools of its kind doing one of its actions', () => {
  it('chrome-devtools/take_heapsnapshot ~ fasttest-qa/browser_observe: a heap snapshot is apart', () => {
    expectApart(['chrome-devtools', 'take_heapsnapshot'], ['fasttest-qa', 'browser_observe']);
  });

  it('browserstack/takeAppScreenshot ~ fasttest-qa/browser_observe: an app screenshot is apart', () => {
    expectApart(['browserstack', 'takeAppScreenshot'], ['fasttest-qa', 'browser_observe']);
  });

  it('fasttest-qa/browser_page ~ playwright/browser_run_code_unsafe: page JS vs server code', () => {
    expectApart(['fasttest-qa', 'browser_page'], ['playwright', 'browser_run_code_unsafe']);
  });

  it('contextstream/session ~ memdata/memdata_session_end: memory actions vs ending a session', () => {
    expectApart(['contextstream', 'session'], ['memdata', 'memdata_session_end']);
  });
});
