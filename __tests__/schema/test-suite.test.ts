import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { proveOverlap } from '../../src/schema/index.js';
import { freshValidate } from './helpers.js';

// JSON-Schema-Test-Suite (MIT, see fixtures/json-schema-test-suite/SOURCE.md). For every test
// instance v of every schema S, the pair (S, {const: v}) has a known answer: overlap iff Ajv
// accepts v under S. The engine may say unknown, but never the opposite of the truth.
const ROOT = '__tests__/fixtures/json-schema-test-suite/tests';
const DIALECTS: Record<string, string | undefined> = {
  draft7: 'http://json-schema.org/draft-07/schema#',
  'draft2020-12': undefined,
};

interface Group {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

function withDialect(schema: unknown, uri: string | undefined): unknown {
  if (uri === undefined || typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Record<string, unknown>;
  return '$schema' in s ? s : { $schema: uri, ...s };
}

function truth(schema: unknown, data: unknown): boolean | undefined {
  try {
    return freshValidate(schema, data);
  } catch {
    return undefined; // the reference Ajv cannot compile it (remote refs and the like)
  }
}

describe.each(Object.keys(DIALECTS))('JSON-Schema-Test-Suite %s', (dialect) => {
  const groups = files(join(ROOT, dialect)).flatMap((file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as Group[]).map((g) => ({ file, ...g })),
  );

  it('never contradicts Ajv on (schema, const instance) pairs', () => {
    const tally = { cases: 0, decided: 0 };
    for (const group of groups) {
      const schema = withDialect(group.schema, DIALECTS[dialect]);
      for (const test of group.tests) {
        const valid = truth(schema, test.data);
        if (valid === undefined) continue;
        tally.cases++;
        const forward = proveOverlap(schema, { const: test.data });
        const backward = proveOverlap({ enum: [test.data] }, schema);
        for (const result of [forward, backward]) {
          const where = `${group.file} / ${group.description} / ${test.description}`;
          if (valid) expect([where, result.verdict]).not.toEqual([where, 'disjoint']);
          else expect([where, result.verdict]).not.toEqual([where, 'overlap']);
        }
        if (forward.verdict === (valid ? 'overlap' : 'disjoint')) tally.decided++;
      }
    }
    expect(tally.cases).toBeGreaterThan(500);
    // Finite domains decide nearly everything: a const side is checked by Ajv directly.
    expect(tally.decided / tally.cases).toBeGreaterThan(0.9);
  });
});
