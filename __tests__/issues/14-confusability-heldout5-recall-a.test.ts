// Issue 14, session 10: confusable pairs the model missed on the fifth held-out set
// (examples/heldout5; labels in examples/labels/heldout5-s9.json) among browsers and task
// managers, each found again by a general rule. Each rule has a test on its mechanism and a
// regression test on a real pair.
import {
  confusability,
  describeTool,
  objectRelation,
  type ConfusableEntry,
} from '../../src/lexical/index.js';
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { expectApart, expectConfusable, inlineCatalogs } from './confusable-pairs.js';

/** An entry of a server of a known kind, as the scan builds it. */
function entry(
  server: string,
  kind: string | undefined,
  tool: { name: string; description: string; parameters?: string[] },
  choices?: Record<string, string[]>,
): ConfusableEntry {
  return { server, kind, model: describeTool({ ...tool, server, choices }) };
}

const MANAGE_TASKS = {
  name: 'manage_tasks',
  description: 'Manages tasks. Supports reading, creating, updating and deleting tasks.',
  parameters: ['action', 'id', 'title', 'search'],
};
const CRUD = { action: ['read', 'create', 'update', 'delete'] };

describe("a multi-action job on a word of the other server's kind meets that kind", () => {
  it("pairs a task job of a server of another kind with a tracker's task tool", () => {
    const generic = entry('calendar', 'monitoring', MANAGE_TASKS, CRUD);
    const create = entry('tracker', 'tracker', {
      name: 'create_task',
      description: 'Create a new task.',
    });
    expect(confusability(generic, create)).toBeDefined();
  });

  it("keeps a job whose object is no word of the other's kind apart", () => {
    const comments = entry(
      'postgres',
      'sql',
      {
        name: 'manage_comments',
        description: 'Manage comments on database objects.',
        parameters: ['operation'],
      },
      { operation: ['get', 'create', 'drop'] },
    );
    const create = entry('tracker', 'tracker', {
      name: 'create_comment',
      description: 'Create a comment on a card.',
    });
    expect(confusability(comments, create)).toBeUndefined();
  });

  it('apple-events/reminders_tasks ~ asana/asana_create_task: both create a task', () => {
    expectConfusable(['apple-events', 'reminders_tasks'], ['asana', 'asana_create_task']);
  });
});

describe('a selector that reads but never lists, on a tool with a filter, also lists', () => {
  it('adds a list job when a search or filter parameter narrows what the read returns', () => {
    const jobs = (parameters: string[], name = 'manage_task') =>
      describeTool({ ...MANAGE_TASKS, name, parameters, choices: CRUD }).alternatives?.map(
        (j) => j.action,
      );
    expect(jobs(['action', 'id', 'search'])).toContain('list');
    expect(jobs(['action', 'id', 'filterList'])).toContain('list');
    // a singular name without a filter reads one; a plural name's read lists (the selector rule)
    expect(jobs(['action', 'id', 'title'])).not.toContain('list');
  });

  it('apple-events/reminders_tasks ~ todoist/get_tasks_list: reading without an id lists', () => {
    expectConfusable(['apple-events', 'reminders_tasks'], ['todoist', 'get_tasks_list']);
  });
});

describe("a page's console and network are collections: reading one lists its entries", () => {
  it('reads `console` as console messages and lists them; one console message is read', () => {
    const console = describeTool({
      name: 'get_console',
      description: 'Get console messages from the browser',
    });
    expect(console.action).toBe('list');
    expect(console.object.at(-1)).toBe('console log');
    const one = describeTool({
      name: 'get_console_message',
      description: 'Gets a console message by its ID',
    });
    expect(one.action).toBe('read');
    const network = describeTool({
      name: 'get_network',
      description: 'Get network requests made by the browser',
    });
    expect([network.action, network.object.at(-1)]).toEqual(['list', 'network request']);
  });

  it('agent-browser/browser_get_console ~ chrome-devtools/list_console_messages', () => {
    expectConfusable(
      ['agent-browser', 'browser_get_console'],
      ['chrome-devtools', 'list_console_messages'],
    );
  });

  it('agent-browser/browser_get_network ~ playwright/browser_network_requests', () => {
    expectConfusable(
      ['agent-browser', 'browser_get_network'],
      ['playwright', 'browser_network_requests'],
    );
  });
});

describe('JavaScript code is JavaScript; generating a PDF writes it', () => {
  it('reads `JavaScript code` as JavaScript and a generated PDF as written', () => {
    const evaluate = describeTool({
      name: 'evaluate',
      description: 'Execute JavaScript code in the browser context',
    });
    expect(evaluate.object).toEqual(['javascript']);
    const pdf = describeTool({ name: 'pdf', description: 'Generate a PDF of the current page' });
    expect([pdf.action, pdf.object]).toEqual(['write', ['pdf']]);
  });

  it('agent-browser/browser_evaluate ~ puppeteer/puppeteer_evaluate: both run JavaScript', () => {
    expectConfusable(['agent-browser', 'browser_evaluate'], ['puppeteer', 'puppeteer_evaluate']);
  });

  it('agent-browser/browser_pdf ~ mcp-playwright/browser_pdf_save: both save the page as PDF', () => {
    expectConfusable(['agent-browser', 'browser_pdf'], ['mcp-playwright', 'browser_pdf_save']);
  });
});

describe("on a browser a page's HTML, text and DOM are one content; closing a session closes it", () => {
  const read = (name: string, kind: string | undefined) =>
    entry(name, kind, { name: `get_${name}`, description: `Get the ${name} of the page` });

  it('pairs reads of two forms of page content between browsers only', () => {
    expect(confusability(read('html', 'browser'), read('text', 'browser'))).toBeDefined();
    expect(confusability(read('html', undefined), read('text', undefined))).toBeUndefined();
  });

  it('pairs closing a session with closing a page, but not opening one with opening a tab', () => {
    const job = (verb: string, object: string, server: string) =>
      entry(server, 'browser', {
        name: `${verb}_${object}`,
        description: `${verb} a browser ${object}`,
      });
    expect(
      confusability(job('close', 'session', 'one'), job('close', 'page', 'two')),
    ).toBeDefined();
    expect(confusability(job('new', 'session', 'one'), job('new', 'page', 'two'))).toBeUndefined();
  });

  it('agent-browser/browser_get_html ~ agent-browser/browser_get_text: text vs HTML', () => {
    expectConfusable(['agent-browser', 'browser_get_html'], ['agent-browser', 'browser_get_text']);
  });

  it('agent-browser/browser_close_session ~ chrome-devtools/close_page: both close the browser', () => {
    expectConfusable(['agent-browser', 'browser_close_session'], ['chrome-devtools', 'close_page']);
  });

  it('agent-browser/browser_new_session stays apart from browser-agent-infra/browser_new_tab', () => {
    expectApart(
      ['agent-browser', 'browser_new_session'],
      ['browser-agent-infra', 'browser_new_tab'],
    );
  });
});

describe('a server word that is a work item is the object when nothing else in the name is', () => {
  it('reads `delete_task` of a server named for its tasks as deleting tasks', () => {
    const model = describeTool({
      name: 'delete_task',
      description: 'Delete incomplete tasks, but does not allow deleting completed tasks',
      server: 'shrimp-tasks',
    });
    expect(model.object).toEqual(['task']);
    expect(describeTool({ name: 'jira_get', description: 'Get', server: 'jira' }).object).toEqual(
      [],
    );
  });

  it('shrimp-tasks/delete_task ~ asana/asana_delete_task: both delete a task', () => {
    expectConfusable(['shrimp-tasks', 'delete_task'], ['asana', 'asana_delete_task']);
  });
});

describe("qualifiers of an object's own class only restate it", () => {
  it('relates a text input field and a form input as one kind of thing', () => {
    expect(objectRelation(['text', 'input', 'field'], ['form', 'input'])).toBe('special-case');
    expect(objectRelation(['date', 'field'], ['form', 'input'])).toBe('different');
  });

  it('agent-browser/browser_fill ~ browser-agent-infra/browser_form_input_fill', () => {
    expectConfusable(
      ['agent-browser', 'browser_fill'],
      ['browser-agent-infra', 'browser_form_input_fill'],
    );
  });
});

describe('on a browser a snapshot of the page is one, whatever part of the page it shows', () => {
  const snapshot = (name: string, description: string, server: string, kind?: string) =>
    entry(server, kind, { name, description });

  it('pairs an accessibility-tree snapshot with an interactive one between browsers only', () => {
    const tree = ['snapshot', 'Get an accessibility tree snapshot of the page'] as const;
    const interactive = [
      'get_interactive_snapshot',
      'Get a snapshot of interactive elements',
    ] as const;
    expect(
      confusability(
        snapshot(...tree, 'one', 'browser'),
        snapshot(...interactive, 'two', 'browser'),
      ),
    ).toBeDefined();
    expect(
      confusability(snapshot(...tree, 'one'), snapshot(...interactive, 'two')),
    ).toBeUndefined();
  });

  it('agent-browser/browser_snapshot ~ playwright-mcp-alt/get-interactive-snapshot', () => {
    expectConfusable(
      ['agent-browser', 'browser_snapshot'],
      ['playwright-mcp-alt', 'get-interactive-snapshot'],
    );
  });
});

describe('a server of another kind never reads what a browser has open', () => {
  const browser: [string, unknown[]] = [
    'pilot',
    [
      {
        name: 'navigate',
        description: 'Navigate the browser to a URL',
        inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
      },
      {
        name: 'click',
        description: 'Click an element of the page',
        inputSchema: { type: 'object', properties: { selector: { type: 'string' } } },
      },
      {
        name: 'get_html',
        description: 'Get the HTML of the current page',
        inputSchema: { type: 'object', properties: {} },
      },
    ],
  ];
  const fetcher: [string, unknown[]] = [
    'grabber',
    [
      {
        name: 'fetch_html',
        description: 'Fetch the HTML of a URL, rendered as a browser would',
        inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
      },
      {
        name: 'fetch_markdown',
        description: 'Fetch a URL as Markdown',
        inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
      },
    ],
  ];

  it("keeps the open page's HTML apart from fetching a URL's, even where the fetcher says browser", () => {
    const pairs = confusableToolPairs(inlineCatalogs(browser, fetcher));
    const names = pairs.map((p) => [p.a.name, p.b.name].sort().join(' ~ '));
    expect(names).toContain('fetch_html ~ fetch_markdown');
    expect(names).not.toContain('fetch_html ~ get_html');
  });

  it('agent-browser/browser_get_html stays apart from fetcher/fetch_url', () => {
    expectApart(['agent-browser', 'browser_get_html'], ['fetcher', 'fetch_url']);
  });

  it('agent-browser/browser_get_url stays apart from firecrawl/firecrawl_scrape', () => {
    expectApart(['agent-browser', 'browser_get_url'], ['firecrawl', 'firecrawl_scrape']);
  });

  it('playwright/browser_navigate ~ webresearch/visit_page: visiting a URL still navigates', () => {
    expectConfusable(['playwright', 'browser_navigate'], ['webresearch', 'visit_page']);
  });
});
