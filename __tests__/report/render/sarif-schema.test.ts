import { readFileSync } from 'node:fs';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { cli } from '../../cli/helpers.js';

// The official SARIF 2.1.0 schema (OASIS, rtm.5 as published on SchemaStore), kept as a fixture
// because the code-scanning upload rejects logs that do not conform.
const schema = JSON.parse(readFileSync('__tests__/fixtures/sarif-2.1.0-rtm.5.json', 'utf8'));

describe('SARIF output', () => {
  const ajv = new AjvDraft04.default({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);

  it('rejects a log that breaks the schema, so the check has teeth', async () => {
    const log = JSON.parse(
      (await cli(['scan', '--format', 'sarif', 'examples/anthropic.json'])).stdout,
    );
    log.runs[0].results[0].level = 'fatal';
    expect(validate(log)).toBe(false);
  });

  it.each([
    [['examples/confusing-mcp.json']],
    [['examples/mcp-filesystem.json', 'examples/mcp-memory.json', 'examples/mcp-everything.json']],
    [['--max-candidates', '1', 'examples/confusing-mcp.json']],
    [['examples/openai-chat.json']],
  ])('conforms to the SARIF 2.1.0 schema for %j', async (args) => {
    const result = await cli(['scan', '--format', 'sarif', ...args]);
    const log = JSON.parse(result.stdout);
    const ok = validate(log);
    expect(ajv.errorsText(validate.errors)).toBe('No errors');
    expect(ok).toBe(true);
  });
});
