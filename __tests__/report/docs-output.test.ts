import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '../../src/rules/registry.js';
import { renderTaxonomyTableMarkdown } from '../../src/rules/taxonomy.js';
import { cli } from '../cli/helpers.js';

// docs/output.md's generated blocks come from the code, so they cannot drift.
// Regenerate with: UPDATE_DOCS=1 NODE_OPTIONS=--experimental-vm-modules npx jest __tests__/report/docs-output.test.ts
const DOC = 'docs/output.md';
const EXAMPLE_LINES = 24;

async function blocks(): Promise<Record<string, string>> {
  const run = await cli(['scan', '--min-severity', 'warning', 'examples/confusing-mcp.json']);
  expect(run.code).toBe(1);
  const lines = run.stdout.split('\n');
  const example = [
    '```',
    ...lines.slice(0, EXAMPLE_LINES),
    ...(lines.length > EXAMPLE_LINES + 1 ? ['…'] : []),
    '```',
  ].join('\n');
  return {
    'human-example': example,
    'taxonomy-table': renderTaxonomyTableMarkdown(RULES).trim(),
  };
}

function withBlocks(doc: string, generated: Record<string, string>): string {
  let out = doc;
  for (const [name, body] of Object.entries(generated)) {
    const begin = `<!-- BEGIN GENERATED ${name} -->`;
    const end = `<!-- END GENERATED ${name} -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${DOC} lacks the ${name} block markers`);
    out = `${out.slice(0, from + begin.length)}\n\n${body}\n\n${out.slice(to)}`;
  }
  return out;
}

it('keeps the example output and the SARIF taxonomy table of docs/output.md equal to the code', async () => {
  const doc = readFileSync(DOC, 'utf8');
  const expected = withBlocks(doc, await blocks());
  if (process.env.UPDATE_DOCS) writeFileSync(DOC, expected);
  expect(doc).toBe(expected);
}, 120_000);
