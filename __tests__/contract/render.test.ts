import { readFileSync } from 'node:fs';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { checkContract } from '../../src/contract/index.js';
import { render } from '../../src/report/index.js';
import { renderSummary } from '../../src/report/render/markdown.js';
import { renderAnnotations } from '../../src/report/render/github.js';
import { COMMAND, EXEC_SCHEMA, INTENT, catalog, expectations, example, trace } from './helpers.js';

const SECRET = 'sk-live-7f3a9c-SECRET';
const STRICT = {
  type: 'object',
  properties: { command: { type: 'string' }, intent: { const: INTENT } },
  required: ['command', 'intent'],
  additionalProperties: false,
};

/** A report with every rule that can carry call data: TW602, TW603, TW605 and TW606. */
function everyCallRule() {
  return checkContract(
    [
      catalog({
        exec: EXEC_SCHEMA,
        weird: { type: 'object', properties: { x: { const: { a: 1 } } } },
      }),
    ],
    expectations([
      { tool: 'exec', arguments: { intent: INTENT, command: COMMAND } },
      { tool: 'exec', policy: STRICT },
      { tool: 'weird', arguments: { x: { a: 1 } } },
    ]),
    [
      trace([
        ['exec', { command: `curl -H "Authorization: ${SECRET}"` }],
        ['exec', { intent: INTENT, command: COMMAND, env: { TOKEN: SECRET } }],
        ['exec', { intent: INTENT, command: SECRET }],
        ['weird', { x: { valueOf: SECRET } }],
      ]),
    ],
  );
}

describe('contract reports in every format', () => {
  const report = everyCallRule();

  it('covers the call rules this test relies on', () => {
    expect(new Set(report.findings.map((f) => f.ruleId))).toEqual(
      new Set(['TW602', 'TW603', 'TW605', 'TW606']),
    );
  });

  it('never prints a raw argument value, in any format', () => {
    const outputs = [
      render(report, 'json'),
      render(report, 'sarif'),
      render(report, 'human'),
      render(report, 'human', { color: true }),
      renderSummary(report),
      renderAnnotations(report).text,
    ];
    for (const out of outputs) {
      expect(out).not.toContain(SECRET);
      expect(out).not.toContain('sk-live');
      expect(out).not.toContain('call_1'); // provider call ids are not even imported
    }
    // …while the key names that differ are reported
    expect(render(report, 'json')).toContain('"/env"');
  });

  it('renders human output with locations, related locations and the policy witness', () => {
    const human = render(
      checkContract(
        [example('catalog-sandbox.json')],
        [example('expectations-strict-policy.json')],
        [example('trace-third-key.json')],
      ),
      'human',
    );
    expect(human).toBe(
      [
        'calls: 2',
        'findings: 1 (1 error, 0 warnings, 0 notes)',
        '  error    TW605 policy-violation  1',
        '',
        'examples/contract/trace-third-key.json:9:3  error  TW605 policy-violation',
        '  call 1 to "mcp__sandbox__exec": the shipped schema of "exec" (sandbox) accepts its arguments but',
        '  the policy of expectation 0 for "exec" (server "sandbox") rejects them (additionalProperties at',
        '  /cwd); the call breaks the harness policy, not the provider contract',
        '  ↳ examples/contract/expectations-strict-policy.json:3:5 exec (sandbox)',
        '  ↳ examples/contract/catalog-sandbox.json:4:5 exec (sandbox)',
        '  witness: {"intent":"Run candidate verification","command":"a"}',
        '',
      ].join('\n'),
    );
  });

  it('renders a clean run as calls and findings: 0', () => {
    const clean = checkContract(
      [example('catalog-sandbox.json')],
      [example('expectations-fixed.json')],
      [example('trace-intent-command.json')],
    );
    expect(render(clean, 'human')).toBe('calls: 1\nfindings: 0\n');
  });

  it('renders deterministic JSON with sorted stats and the contract command', () => {
    const json = render(report, 'json');
    expect(render(everyCallRule(), 'json')).toBe(json);
    const parsed = JSON.parse(json);
    expect(parsed.command).toBe('contract');
    expect(Object.keys(parsed.stats)).toEqual([...Object.keys(parsed.stats)].sort());
    expect(json).not.toMatch(/\d{4}-\d\d-\d\dT/); // no timestamps
  });

  describe('SARIF', () => {
    const schema = JSON.parse(readFileSync('__tests__/fixtures/sarif-2.1.0-rtm.5.json', 'utf8'));
    const ajv = new AjvDraft04.default({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);

    it.each([
      ['every call rule', () => report],
      [
        'the article (TW601)',
        () =>
          checkContract(
            [example('catalog-sandbox.json')],
            [example('expectations-only-command.json')],
            [example('trace-intent-command.json')],
          ),
      ],
      [
        'an unsatisfiable policy (TW604)',
        () =>
          checkContract(
            [example('catalog-sandbox.json')],
            [example('expectations-unsatisfiable-policy.json')],
            [example('trace-intent-command.json')],
          ),
      ],
    ])('conforms to the SARIF 2.1.0 schema for %s', (_name, make) => {
      const log = JSON.parse(render(make(), 'sarif'));
      const ok = validate(log);
      expect(ajv.errorsText(validate.errors)).toBe('No errors');
      expect(ok).toBe(true);
      const run = log.runs[0];
      const ids = run.tool.driver.rules.map((r: { id: string }) => r.id);
      for (const id of ['TW601', 'TW602', 'TW603', 'TW604', 'TW605', 'TW606'])
        expect(ids).toContain(id);
      for (const result of run.results) {
        expect(result.partialFingerprints['toolwitness/v1']).toMatch(/^[0-9a-f]{64}$/);
        expect(result.locations[0].physicalLocation.region.startLine).toBeGreaterThan(0);
      }
    });
  });
});
