// Tool runners (src/lexical/tool-runner.ts): a tool whose call names another tool of its server and
// that tool's arguments runs that tool's job. Read off real schemas, and pinned on the real catalog
// that keeps its browser tools behind such runners (fast-playwright, twelfth held-out set).
import { readFileSync } from 'node:fs';
import { runnerDoes, toolRunnerOf } from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from '../issues/confusable-pairs.js';

const catalog = JSON.parse(readFileSync('examples/heldout12/fast-playwright.json', 'utf8')) as {
  tools: { name: string; description: string; inputSchema: unknown }[];
};
const tool = (name: string) => catalog.tools.find((t) => t.name === name)!;

describe('toolRunnerOf', () => {
  it('reads browser_execute and browser_batch_execute as runners of actions, browser_query of reads', () => {
    for (const [name, runner] of [
      ['browser_execute', 'actions'],
      ['browser_batch_execute', 'actions'],
      ['browser_query', 'reads'],
    ] as const) {
      const t = tool(name);
      expect([name, toolRunnerOf(t.inputSchema, t.description)]).toEqual([name, runner]);
    }
  });

  it('reads no other tool of the catalog as a runner', () => {
    const others = catalog.tools.filter((t) => !/execute|query/.test(t.name));
    expect(others.length).toBeGreaterThan(0);
    for (const t of others)
      expect([t.name, toolRunnerOf(t.inputSchema, t.description)]).toEqual([t.name, undefined]);
  });

  it('needs a tool name that is free text and its arguments: an enum of tools is a selector', () => {
    const schema = (tool: unknown) => ({
      type: 'object',
      properties: { tool, arguments: { type: 'object' } },
    });
    expect(toolRunnerOf(schema({ type: 'string' }), 'Run a registered tool.')).toBe('actions');
    expect(
      toolRunnerOf(schema({ type: 'string', enum: ['a', 'b'] }), 'Run a registered tool.'),
    ).toBeUndefined();
    expect(
      toolRunnerOf({ type: 'object', properties: { tool: { type: 'string' } } }, 'Run a tool.'),
    ).toBeUndefined();
    // The first sentence must speak of tools or actions: a payload with a "tool" field is data.
    expect(toolRunnerOf(schema({ type: 'string' }), 'Create a ticket.')).toBeUndefined();
  });

  it('runs reads only when read-only, and never runs code by a tool runner', () => {
    expect(runnerDoes('reads', 'capture')).toBe(true);
    expect(runnerDoes('reads', 'click')).toBe(false);
    expect(runnerDoes('actions', 'click')).toBe(true);
    expect(runnerDoes('actions', 'list')).toBe(false);
    expect(runnerDoes('actions', 'run')).toBe(false);
  });
});

describe('a tool runner does the jobs of its own server and of servers of its kind', () => {
  it('browser_execute ~ browser_navigate and browser_query ~ browser_snapshot (fast-playwright)', () => {
    expectConfusable(
      ['fast-playwright', 'browser_execute'],
      ['fast-playwright', 'browser_navigate'],
    );
    expectConfusable(['fast-playwright', 'browser_query'], ['fast-playwright', 'browser_snapshot']);
  });

  it('its tool catalog is no tool it runs: browser_execute ≁ browser_tools (fast-playwright)', () => {
    expectApart(['fast-playwright', 'browser_execute'], ['fast-playwright', 'browser_tools']);
  });

  // Session 19: the labels of heldout12 and heldout18 (330 of 332 such pairs confusable) say a
  // browser registry runs any browser's click; session 14 had kept it to its own server.
  it("another browser server's one-action tools are its kind's jobs: browser_execute ~ puppeteer_click (puppeteer)", () => {
    expectConfusable(['fast-playwright', 'browser_execute'], ['puppeteer', 'puppeteer_click']);
  });

  it('a server of another kind is not: browser_execute ≁ create_issue (github)', () => {
    expectApart(['fast-playwright', 'browser_execute'], ['github', 'create_issue']);
  });
});
