import { checkContract, checkExpectations, parseExpectations } from '../../src/contract/index.js';
import { importCatalogs } from '../../src/analyze/scan.js';
import { isIncomplete } from '../../src/findings/index.js';
import { getValidator } from '../../src/schema/index.js';
import { InputError } from '../../src/model/errors.js';
import * as library from '../../src/index.js';
import {
  COMMAND,
  EXEC_SCHEMA,
  INTENT,
  catalog,
  expectations,
  only,
  rules,
  run,
  trace,
} from './helpers.js';

const BOTH = { intent: INTENT, command: COMMAND };
const STRICT = {
  type: 'object',
  properties: { command: { type: 'string', minLength: 1 }, intent: { const: INTENT } },
  required: ['command', 'intent'],
  additionalProperties: false,
};

describe('TW601 expectation-violates-schema', () => {
  it('blames the expectation that omits a required field, not the model that sent it', () => {
    const report = run([{ tool: 'exec', arguments: { command: COMMAND } }], [['exec', BOTH]]);
    expect(rules(report)).toEqual(['TW601']);
    const f = only(report, 'TW601');
    expect(f.severity).toBe('error');
    expect(f.message).toContain('requires "intent" and "command"');
    expect(f.message).toContain('omit "intent"');
    expect(f.message).toContain('the expectation is wrong, not the model');
    expect(f.evidence).toMatchObject({
      required: ['intent', 'command'],
      missing: ['intent'],
      error: { keyword: 'required', path: '/intent', schemaPath: '#/required' },
      notCompared: 1,
      expectation: { uri: 'expect.json', index: 0 },
      tool: { server: 'sandbox', name: 'exec' },
    });
    expect(f.locations.map((l) => [l.uri, l.pointer])).toEqual([
      ['expect.json', '/expectations/0'],
      ['sandbox.json', '/tools/0'],
    ]);
    // the expected value is never echoed
    expect(JSON.stringify(f)).not.toContain(COMMAND);
  });

  it('names the failing keyword and path when every required field is there', () => {
    const report = run([{ tool: 'exec', arguments: { intent: 42, command: 'x' } }], []);
    const f = only(report, 'TW601');
    expect(f.evidence).toMatchObject({
      missing: [],
      error: { keyword: 'type', path: '/intent' },
    });
    expect(f.message).toContain('type at /intent');
  });

  it('reports an expectation whose tool the catalog lacks, and checks none of its calls', () => {
    const report = run([{ tool: 'shell', arguments: { command: 'ls' } }], [['shell', {}]]);
    const f = only(report, 'TW601');
    expect(f.message).toMatch(/no catalog tool resolves to that name \(1 tool imported\)/);
    expect(f.locations).toHaveLength(1);
    expect(report.stats).toMatchObject({ checkedCalls: 0, ignoredCalls: 1 });
  });
});

describe('TW602 call-violates-schema', () => {
  it('blames the call that omits a required field', () => {
    const report = run([{ tool: 'exec', arguments: BOTH }], [['exec', { command: COMMAND }]]);
    expect(rules(report)).toEqual(['TW602']);
    const f = only(report, 'TW602');
    expect(f.message).toContain('the call is wrong, not the expectation');
    expect(f.evidence).toMatchObject({
      index: 0,
      missing: ['intent'],
      required: ['intent', 'command'],
      error: { keyword: 'required', path: '/intent' },
    });
    expect(f.locations[0]).toMatchObject({ uri: 'trace.json', pointer: '/0', index: 0 });
  });

  it('names a key the shipped schema forbids, by name only', () => {
    const report = run([{ tool: 'exec', arguments: BOTH }], [['exec', { ...BOTH, sudo: 'yes' }]]);
    const f = only(report, 'TW602');
    expect(f.evidence).toMatchObject({ error: { keyword: 'additionalProperties', path: '/sudo' } });
    expect(rules(report)).not.toContain('TW603');
  });
});

describe('TW603 call-differs-from-expectation', () => {
  it('lists the differing key paths of two valid argument objects, never the values', () => {
    const report = run(
      [{ tool: 'exec', arguments: BOTH }],
      [['exec', { intent: INTENT, command: 'rm -rf /', cwd: '/tmp' }]],
    );
    const f = only(report, 'TW603');
    expect(f.severity).toBe('warning');
    expect(f.evidence).toMatchObject({ paths: ['/command', '/cwd'] });
    expect(f.message).toContain('at /command, /cwd');
    expect(JSON.stringify(f)).not.toContain('rm -rf');
    expect(JSON.stringify(f)).not.toContain('/tmp"');
  });

  it('is canonical: key order never makes a difference, and equal calls are counted', () => {
    const report = run(
      [{ tool: 'exec', arguments: BOTH }],
      [
        ['exec', { command: COMMAND, intent: INTENT }],
        ['exec', { intent: INTENT, command: COMMAND }],
      ],
    );
    expect(report.findings).toEqual([]);
    expect((report.stats.contracts as { equalCalls: number }[])[0].equalCalls).toBe(2);
  });

  it('is not loosened: a value that differs only in type or case still differs', () => {
    const schema = { type: 'object', properties: { n: {}, s: { type: 'string' } } };
    const report = run(
      [{ tool: 't', arguments: { n: 1, s: 'a' } }],
      [
        ['t', { n: '1', s: 'a' }],
        ['t', { n: 1, s: 'A' }],
        ['t', { n: 1.0, s: 'a' }],
      ],
      { t: schema },
    );
    expect(report.findings.map((f) => f.evidence.paths)).toEqual([['/n'], ['/s']]);
  });
});

describe('TW604 policy-unsatisfiable', () => {
  it('proves a policy that forbids a required field disjoint from the schema', () => {
    const policy = {
      type: 'object',
      properties: { command: { type: 'string' } },
      additionalProperties: false,
    };
    const report = run([{ tool: 'exec', policy }], [['exec', BOTH]]);
    expect(rules(report)).toEqual(['TW604']);
    const f = only(report, 'TW604');
    expect(f.evidence).toMatchObject({
      verdict: 'disjoint',
      reason: { code: 'required-forbidden' },
      blockedCalls: 1,
    });
    expect(f.message).toContain('the policy is wrong');
    expect(f.message).toContain('1 call breaking it is not reported as TW605');
  });

  it("reports a policy that rejects the expectation's own arguments", () => {
    const policy = { ...STRICT, properties: { ...STRICT.properties, intent: { const: 'other' } } };
    const report = run([{ tool: 'exec', arguments: BOTH, policy }], [['exec', BOTH]]);
    const f = only(report, 'TW604');
    expect(f.message).toContain('rejects its own expected arguments (const at /intent)');
    // the call equals the expectation but breaks the policy: the policy violation stands
    expect(rules(report)).toEqual(['TW604', 'TW605']);
    expect(rules(report)).not.toContain('TW603');
  });
});

describe('TW605 policy-violation', () => {
  it('flags a third key the schema allows and a strict policy forbids, with a witness', () => {
    const report = run(
      [{ tool: 'exec', arguments: BOTH, policy: STRICT }],
      [
        ['exec', BOTH],
        ['exec', { ...BOTH, cwd: '/opt/tf/uploads' }],
      ],
    );
    expect(rules(report)).toEqual(['TW605']);
    const f = only(report, 'TW605');
    expect(f.locations[0].index).toBe(1);
    expect(f.evidence).toMatchObject({
      index: 1,
      error: { keyword: 'additionalProperties', path: '/cwd' },
      verdict: 'overlap',
    });
    // the witness is a proof: both the shipped schema and the policy accept it
    expect(getValidator(EXEC_SCHEMA).ok && getValidator(STRICT).ok).toBe(true);
    const witness = f.evidence.witness;
    const [schema, policy] = [getValidator(EXEC_SCHEMA), getValidator(STRICT)];
    if (!schema.ok || !policy.ok) throw new Error('unreachable');
    expect(schema.check(witness)).toBe('valid');
    expect(policy.check(witness)).toBe('valid');
    expect(f.message).toContain('breaks the harness policy, not the provider contract');
  });

  it('works with a policy alone (no exact arguments)', () => {
    const report = run(
      [{ tool: 'exec', policy: STRICT }],
      [
        ['exec', { ...BOTH, command: 'anything' }],
        ['exec', { ...BOTH, intent: 'Something else' }],
      ],
    );
    expect(rules(report)).toEqual(['TW605']);
    expect(only(report, 'TW605').evidence).toMatchObject({
      index: 1,
      error: { keyword: 'const', path: '/intent' },
    });
  });
});

describe('TW606 contract-undecided', () => {
  it('says so when the policy-versus-schema proof is unknown, and marks the run incomplete', () => {
    // `not` is modelled since issue 18; unevaluatedProperties beside oneOf is still not
    const policy = {
      type: 'object',
      oneOf: [{ required: ['intent'] }, { required: ['cwd'] }],
      unevaluatedProperties: false,
    };
    const report = run([{ tool: 'exec', policy }], []);
    const f = only(report, 'TW606');
    expect(f.severity).toBe('note');
    expect(f.evidence).toMatchObject({
      verdict: 'unknown',
      reason: { code: 'unsupported-keyword' },
    });
    expect(report.stats.incomplete).toBe(true);
    expect(isIncomplete(report)).toBe(true);
  });

  it('reports a shipped schema that cannot be evaluated once, counting the calls left unchecked', () => {
    const schema = { type: 'object', properties: { p: { type: 'string', pattern: '(?=a)' } } };
    const report = run(
      [{ tool: 't', arguments: { p: 'a' } }],
      [
        ['t', { p: 'a' }],
        ['t', { p: 'b' }],
      ],
      { t: schema },
    );
    const f = only(report, 'TW606');
    expect(rules(report)).toEqual(['TW606']);
    expect(f.evidence).toMatchObject({
      reason: { code: 'unsupported-pattern' },
      undecidedCalls: 2,
    });
    expect(f.message).toContain('2 calls could not be checked');
  });

  it('reports a policy the engine cannot evaluate', () => {
    const policy = { type: 'object', properties: { command: { pattern: '(?<=x)' } } };
    const report = run([{ tool: 'exec', policy }], [['exec', BOTH]]);
    expect(rules(report)).toEqual(['TW606']);
    expect(only(report, 'TW606').evidence).toMatchObject({
      reason: { code: 'unsupported-pattern' },
      undecidedCalls: 1,
    });
  });

  it('reports a call Ajv cannot decide instead of guessing', () => {
    const schema = { type: 'object', properties: { x: { const: { a: 1 } } } };
    const report = run(
      [{ tool: 't', arguments: { x: { a: 1 } } }],
      [['t', { x: { valueOf: 1 } }]],
      {
        t: schema,
      },
    );
    expect(rules(report)).toEqual(['TW606']);
    expect(only(report, 'TW606').locations[0]).toMatchObject({ uri: 'trace.json', index: 0 });
  });
});

describe('matching calls to expectations', () => {
  it('resolves client prefixes and server names as replay does, and ignores other tools', () => {
    const report = checkContract(
      [catalog({ exec: EXEC_SCHEMA, read_file: { type: 'object' } })],
      expectations([{ tool: 'exec', server: 'sandbox', arguments: BOTH }]),
      [
        trace([
          ['read_file', { path: 'x' }],
          ['mcp__sandbox__exec', { ...BOTH, cwd: '/' }],
          ['sandbox__exec', BOTH],
        ]),
      ],
    );
    expect(rules(report)).toEqual(['TW603']);
    expect(report.findings[0].locations[0]).toMatchObject({ index: 1, tool: 'mcp__sandbox__exec' });
    expect(report.stats).toMatchObject({ calls: 3, checkedCalls: 2, ignoredCalls: 1 });
  });

  it('applies every expectation of a tool to each of its calls', () => {
    const report = run(
      [
        { tool: 'exec', arguments: BOTH },
        { tool: 'exec', policy: STRICT },
      ],
      [['exec', { ...BOTH, cwd: '/' }]],
    );
    expect(rules(report).sort()).toEqual(['TW603', 'TW605']);
    expect(new Set(report.findings.map((f) => f.fingerprint)).size).toBe(2);
  });

  it('reads JSONL expectations and several expectation files', () => {
    const jsonl = {
      uri: 'more.jsonl',
      content: `${JSON.stringify({ tool: 'exec', arguments: { command: 'x' } })}\n${JSON.stringify({ tool: 'missing', policy: true })}\n`,
    };
    const report = checkContract(
      [catalog({ exec: EXEC_SCHEMA })],
      [expectations([{ tool: 'exec', arguments: BOTH }]), jsonl],
      [trace([['exec', BOTH]])],
    );
    expect(report.findings.map((f) => [f.ruleId, f.locations[0].uri, f.locations[0].line])).toEqual(
      [
        ['TW601', 'more.jsonl', 1],
        ['TW601', 'more.jsonl', 2],
      ],
    );
    expect(report.stats).toMatchObject({ expectationFiles: 2, expectations: 3 });
  });
});

describe('library API', () => {
  it('exports checkContract from the package entry and returns a contract Report', () => {
    expect(library.checkContract).toBe(checkContract);
    expect(library.parseExpectations).toBe(parseExpectations);
    const report = library.checkContract(
      [catalog({ exec: EXEC_SCHEMA })],
      expectations([{ tool: 'exec', arguments: BOTH, policy: STRICT }]),
      [trace([['exec', BOTH]])],
    );
    expect(report).toMatchObject({
      schemaVersion: 1,
      command: 'contract',
      summary: { errors: 0, warnings: 0, notes: 0 },
      findings: [],
    });
    expect(report.stats).toMatchObject({ incomplete: false, proofs: { overlap: 1 } });
    const [contract] = report.stats.contracts as Record<string, unknown>[];
    expect(contract).toMatchObject({ arguments: 'valid', calls: 1, equalCalls: 1 });
  });

  it('checkExpectations works on already imported tools and parsed expectations', () => {
    const { tools } = importCatalogs([catalog({ exec: EXEC_SCHEMA })]);
    const parsed = parseExpectations(expectations([{ tool: 'exec', arguments: { command: 'x' } }]));
    const result = checkExpectations(tools, parsed, []);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['TW601']);
    expect(result.incomplete).toBe(false);
  });

  it('throws InputError for malformed expectations, traces and over-limit input', () => {
    const good = [catalog({ exec: EXEC_SCHEMA })];
    expect(() => checkContract(good, { uri: 'e.json', content: '{' }, [])).toThrow(InputError);
    expect(() =>
      checkContract(good, expectations([{ tool: 'exec', policy: true }]), [
        { uri: 't.json', content: '{"nope": 1}' },
      ]),
    ).toThrow(/t\.json:1:1: no known trace shape/);
    expect(() =>
      checkContract(
        good,
        expectations([{ tool: 'exec', policy: true }]),
        [trace([['exec', BOTH]])],
        {
          maxTraceBytes: 10,
        },
      ),
    ).toThrow(/--max-trace-bytes 10/);
    expect(() =>
      checkContract(good, expectations([{ tool: 'exec', policy: true }]), [], { maxTools: 0 }),
    ).toThrow(/--max-tools 0/);
    expect(() =>
      checkContract(good, expectations([{ tool: 'exec', policy: true }]), [], {
        maxExpectations: 0,
      }),
    ).toThrow(/1 expectations, more than --max-expectations 0/);
  });
});

describe('determinism and fingerprints', () => {
  const list = [
    { tool: 'exec', arguments: { command: 'x' } },
    { tool: 'exec', arguments: BOTH, policy: STRICT },
  ];
  const calls: [string, unknown][] = [
    ['exec', { ...BOTH, cwd: '/' }],
    ['exec', { command: 'x' }],
  ];

  it('gives byte-identical reports for identical input', () => {
    expect(JSON.stringify(run(list, calls))).toBe(JSON.stringify(run(list, calls)));
  });

  it('keeps fingerprints when unrelated tools and calls move', () => {
    const before = run(list, calls);
    const after = checkContract(
      [catalog({ aaa: { type: 'object' }, exec: EXEC_SCHEMA, zzz: { type: 'object' } })],
      expectations(list),
      [trace([['aaa', {}], ...calls, ['zzz', {}]])],
    );
    const prints = (r: typeof before): string[] => r.findings.map((f) => f.fingerprint).sort();
    expect(prints(after)).toEqual(prints(before));
    expect(prints(before)).toHaveLength(new Set(prints(before)).size);
  });

  it('changes the expectation fingerprint when the shipped tool definition changes', () => {
    const a = run([list[0]], []);
    const b = run([list[0]], [], { exec: { ...EXEC_SCHEMA, description: 'changed' } });
    expect(a.findings[0].fingerprint).not.toBe(b.findings[0].fingerprint);
  });
});
