// Issue 14, session 10 (round 2): confusable pairs the model missed on the sixth held-out set
// (examples/heldout6; labels in examples/labels/heldout6-s10.json, tuned on its dev half), each
// found again by a general rule. Each rule has a test on its mechanism and a regression test on a
// real pair.
import { describeTool } from '../../src/lexical/index.js';
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
