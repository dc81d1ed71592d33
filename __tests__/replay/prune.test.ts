import fc from 'fast-check';
import { importCatalogs } from '../../src/analyze/scan.js';
import { getValidator } from '../../src/schema/index.js';
import { replayTraces } from '../../src/replay/index.js';
import { acceptsEveryObject } from '../../src/replay/permissive.js';
import { certainlyRejects, pruneFacts, PruneIndex } from '../../src/replay/prune.js';

const KEYS = ['id', 'kind', 'mode', 'n', 'tags', 'toString'];
const scalar = fc.oneof(
  fc.constantFrom('a', 'b', 'read', 'write', ''),
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom(1.5, true, false, null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('a', 'toString'), scalar, { maxKeys: 2 }),
);

const propertySchema = fc.oneof(
  fc.constant(true),
  fc.constant(false),
  fc.constant({}),
  fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('string', 'integer', 'number', 'boolean', 'null', 'array', 'object'),
        fc.constantFrom(['string', 'null'], ['integer', 'string']),
      ),
      const: scalar,
      enum: fc.array(scalar, { minLength: 1, maxLength: 3 }),
      nullable: fc.constant(true),
      minLength: fc.integer({ min: 0, max: 2 }),
      $ref: fc.constant('#/$defs/s'),
    },
    { requiredKeys: [] },
  ),
);

const schema = fc
  .record(
    {
      draft7: fc.boolean(),
      type: fc.constantFrom('object', 'string', ['object', 'null']),
      properties: fc.dictionary(fc.constantFrom(...KEYS), propertySchema, { maxKeys: 4 }),
      required: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
      additionalProperties: fc.constantFrom(false, true, { type: 'string' }),
      patternProperties: fc.constant({ '^t': { type: 'array' } }),
      minProperties: fc.integer({ min: 0, max: 3 }),
      maxProperties: fc.integer({ min: 0, max: 3 }),
      $ref: fc.constant('#/$defs/o'),
    },
    { requiredKeys: ['draft7'] },
  )
  .map(({ draft7, ...rest }) => {
    const s: Record<string, unknown> = { ...rest };
    if (draft7) {
      s.$schema = 'http://json-schema.org/draft-07/schema#';
      s.definitions = { s: { type: 'string' }, o: { type: 'object' } };
      if (typeof s.$ref === 'string') s.$ref = (s.$ref as string).replace('$defs', 'definitions');
      for (const p of Object.values((s.properties as Record<string, unknown>) ?? {})) {
        if (typeof p === 'object' && p !== null && '$ref' in p) {
          (p as Record<string, unknown>).$ref = '#/definitions/s';
        }
      }
    } else s.$defs = { s: { type: 'string' }, o: { type: 'object' } };
    return s;
  });

const args = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 });
const names = ['alpha', 'beta', 'gamma'];

describe('pruning', () => {
  it('never prunes a call that Ajv accepts (certain rejection is sound)', () => {
    fc.assert(
      fc.property(schema, args, (s, a) => {
        const v = getValidator(s);
        if (!v.ok) return;
        if (certainlyRejects(pruneFacts(s), a, Object.keys(a))) {
          expect(v.check(a)).not.toBe('valid');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('gives, per call, exactly the tools no fact rejects, also for repeated call shapes', () => {
    // Repeated shapes hit the index's per-shape cache with other values (const/enum facts).
    const sameShape = (a: Record<string, unknown>) =>
      fc
        .array(fc.constantFrom(...Object.keys(a), 'id'), { maxLength: 2 })
        .chain((keys) => fc.tuple(...keys.map(() => scalar)).map((vs) => ({ keys, vs })))
        .map(({ keys, vs }) => {
          const b: Record<string, unknown> = { ...a };
          keys.forEach((k, i) => {
            const typeOf = (v: unknown) =>
              v === null ? 'null' : Number.isInteger(v) ? 'int' : typeof v;
            if (typeOf(b[k]) === typeOf(vs[i])) b[k] = vs[i];
          });
          return b;
        });
    fc.assert(
      fc.property(
        fc.array(schema, { minLength: 1, maxLength: 8 }),
        fc.array(
          args.chain((a) => fc.array(sameShape(a), { minLength: 1, maxLength: 4 })),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (schemas, groups) => {
          const facts = schemas.map(pruneFacts);
          const index = new PruneIndex(
            schemas.map((_, i) => i),
            facts,
          );
          for (const a of groups.flat()) {
            const keys = Object.keys(a);
            const expected = facts.flatMap((f, i) => (certainlyRejects(f, a, keys) ? [] : [i]));
            expect([...index.candidates(a, keys)]).toEqual(expected);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('gives identical findings pruned and unpruned on random catalogs × calls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), schema, fc.boolean()), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.array(fc.tuple(fc.constantFrom(...names, 'missing'), args), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.boolean(),
        (entries, calls, includePermissive) => {
          const tools = importCatalogs([
            {
              uri: 'c.json',
              content: JSON.stringify({
                tools: entries.map(([name, inputSchema, ro]) => ({
                  name,
                  description: '',
                  inputSchema,
                  annotations: { readOnlyHint: ro, destructiveHint: !ro },
                })),
              }),
            },
          ]).tools;
          const content = calls
            .map(([name, a]) => JSON.stringify({ type: 'tool_use', id: 'x', name, input: a }))
            .join('\n');
          const traces = [{ uri: 't.jsonl', content: content + '\n' + content }];
          const pruned = replayTraces(tools, traces, { includePermissive });
          const unpruned = replayTraces(tools, traces, { includePermissive, prune: false });
          expect(pruned.findings).toEqual(unpruned.findings);
          expect(pruned.incomplete).toBe(unpruned.incomplete);
          const s = pruned.stats;
          expect(
            s.validations +
              s.validationsPruned +
              s.validationsPermissive +
              s.validationsUndecidable,
          ).toBe(s.validationsNaive);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('claims "accepts every object" only for schemas Ajv accepts every object under', () => {
    fc.assert(
      fc.property(schema, args, (s, a) => {
        const v = getValidator(s);
        if (v.ok && acceptsEveryObject(s)) expect(v.check(a)).toBe('valid');
      }),
      { numRuns: 2000 },
    );
  });

  it('recognizes the usual permissive schemas and nothing with an assertion', () => {
    expect(acceptsEveryObject({})).toBe(true);
    expect(acceptsEveryObject(true)).toBe(true);
    expect(acceptsEveryObject({ type: 'object' })).toBe(true);
    expect(acceptsEveryObject({ type: 'object', properties: {} })).toBe(true);
    expect(
      acceptsEveryObject({ type: 'object', properties: { a: { description: 'x' } }, required: [] }),
    ).toBe(true);
    expect(acceptsEveryObject({ type: 'object', required: ['a'] })).toBe(false);
    expect(acceptsEveryObject({ type: 'object', properties: { a: { type: 'string' } } })).toBe(
      false,
    );
    expect(acceptsEveryObject({ $ref: '#/$defs/x', $defs: { x: {} } })).toBe(false);
    expect(acceptsEveryObject({ type: 'object', additionalProperties: false })).toBe(false);
  });

  it('derives no facts from siblings of a draft-07 $ref', () => {
    const facts = pruneFacts({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $ref: '#/definitions/o',
      definitions: { o: {} },
      required: ['x'],
    });
    expect(certainlyRejects(facts, {}, [])).toBe(false);
  });
});
