import { runAction } from './harness.js';

// The replay note about tools that accept every object names a flag; the Action has the input
// of the same name, so the advice holds for Action users too.
const inputs = {
  catalogs: 'examples/traces/catalog-mcp.json',
  traces: 'examples/traces/openai-chat.json',
  'fail-on': 'never',
};

it('counts permissive tools in TW201 with include-permissive, as replay --include-permissive does', async () => {
  const plain = await runAction(inputs);
  expect(plain.summary).toContain('left out of TW201');
  const counted = await runAction({ ...inputs, 'include-permissive': 'true' });
  expect(counted.summary).not.toContain('left out of TW201');
  expect(Number(counted.outputs.findings)).toBeGreaterThan(0);
});
