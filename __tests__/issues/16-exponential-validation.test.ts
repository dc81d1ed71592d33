import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_VALIDATION_STEPS, validationCost } from '../../src/schema/budget.js';
import { haveBundle, runBundle, runLib, type Outcome } from './helpers.js';

// Issue 16, item 2 (and item 6): every validation of observed data runs under one work budget;
// an over-budget schema, or one Ajv cannot evaluate, is undecided (TW204 / TW606 / TW306),
// never accepted or rejected.

/** d_i = anyOf[allOf[$ref d_{i-1}, {type: number}], $ref d_{i-1}]: 2^N evaluations of d_0. */
function exponential(n: number): Record<string, unknown> {
  const defs: Record<string, unknown> = { d0: { type: 'string' } };
  for (let i = 1; i <= n; i++) {
    const prev = { $ref: `#/$defs/d${i - 1}` };
    defs[`d${i}`] = { anyOf: [{ allOf: [prev, { type: 'number' }] }, prev] };
  }
  return { type: 'object', properties: { x: { $ref: `#/$defs/d${n}` } }, $defs: defs };
}

let dir: string;
const file = (name: string, value: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-exp-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function trace(args: unknown): unknown {
  return [{ type: 'function_call', call_id: 'c1', name: 'calc', arguments: JSON.stringify(args) }];
}

/** Each command's run on a schema: replay, scope (as an argument policy), contract. */
function cases(schema: unknown, args: unknown): { name: string; args: string[]; rule: string }[] {
  const catalog = file('catalog.json', {
    tools: [{ name: 'calc', description: 'calculates', inputSchema: schema }],
  });
  const traceFile = file('trace.json', trace(args));
  const transcript = file(
    'session.jsonl',
    `${JSON.stringify({ index: 0, tool: 'calc', args, response: { ok: true } })}\n`,
  );
  const scope = file('scope.json', {
    agent: 'a',
    allowed_tools: ['calc'],
    arguments: { calc: schema },
  });
  const expect = file('expect.json', { expectations: [{ tool: 'calc', policy: schema }] });
  return [
    { name: 'replay --catalog', args: ['replay', '--catalog', catalog, traceFile], rule: 'TW204' },
    { name: 'scope', args: ['scope', transcript, scope], rule: 'TW306' },
    {
      name: 'contract',
      args: ['contract', '--catalog', catalog, '--expect', expect, traceFile],
      rule: 'TW606',
    },
  ];
}

function findings(out: Outcome): string[] {
  expect(out.stderr).toBe('');
  return (JSON.parse(out.stdout) as { findings: { ruleId: string }[] }).findings.map(
    (f) => f.ruleId,
  );
}

describe('issue 16: exponential validation is bounded and undecided', () => {
  it('counts the N=22 and N=24 chains as over the budget without running them', () => {
    for (const n of [22, 24]) {
      const started = Date.now();
      expect(validationCost(exponential(n), { x: true })).toBe(Infinity);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // the same chain, short, is within the budget and counted exactly enough to be decided
    expect(validationCost(exponential(8), { x: true })).toBeLessThan(DEFAULT_VALIDATION_STEPS);
  });

  it.each([22, 24])(
    'replay, scope and contract report the N=%i schema as undecided, fast, never accepted or rejected',
    async (n) => {
      for (const c of cases(exponential(n), { x: true })) {
        const started = Date.now();
        const out = await runLib([...c.args, '-f', 'json', '--fail-on', 'never'], dir);
        expect(Date.now() - started).toBeLessThan(10_000);
        const ids = findings(out);
        expect(ids).toContain(c.rule);
        // neither a pass nor a rejection: no TW203 / TW304 / TW602 / TW605
        expect(ids.filter((id) => ['TW203', 'TW304', 'TW602', 'TW605'].includes(id))).toEqual([]);
      }
    },
  );

  it('a short chain is still decided: accepted and rejected as Ajv says', async () => {
    for (const c of cases(exponential(6), { x: 'text' })) {
      const out = await runLib([...c.args, '-f', 'json', '--fail-on', 'never'], dir);
      expect(findings(out)).not.toContain(c.rule);
    }
    const [, scope] = cases(exponential(6), { x: true });
    expect(
      findings(await runLib([...scope.args, '-f', 'json', '--fail-on', 'never'], dir)),
    ).toEqual(['TW304']);
  });

  (haveBundle ? it : it.skip)(
    'the bundle gives the same undecided findings within its caps',
    () => {
      for (const c of cases(exponential(24), { x: true })) {
        const out = runBundle([...c.args, '-f', 'json', '--fail-on', 'never'], dir, undefined, {
          timeoutMs: 20_000,
          heapMb: 256,
        });
        expect(out.timedOut).toBe(false);
        expect(findings(out)).toContain(c.rule);
      }
    },
  );
});

describe('issue 16: scope reads a validator exception as undecided', () => {
  it.each([[{ type: 'object', $ref: '#' }], [{ anyOf: [{ $ref: '#' }, { type: 'string' }] }]])(
    'a policy that refers to itself on the same value is TW306, never TW304: %j',
    async (policy) => {
      const [, scope] = cases(policy, { path: 'x' });
      const out = await runLib([...scope.args, '-f', 'json'], dir);
      expect(out.code).toBe(0);
      expect(findings(out)).toEqual(['TW306']);
    },
  );
});
