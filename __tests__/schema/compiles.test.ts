import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { ajvFor, getValidator, surelyCompiles } from '../../src/schema/ajv.js';
import { dialectOf, type Dialect } from '../../src/schema/dialect.js';

// `surelyCompiles` lets a proof compile a schema only when a candidate needs it; it must never
// vouch for a schema Ajv fails to compile, or a verdict would change.

const LIMITS = { maxDepth: 64, maxNodes: 20000 };

/** Meta-valid schemas `surelyCompiles` vouches for; throws on one that does not compile. */
function vouchedAndCompiled(schemas: unknown[]): { checked: number; vouched: number } {
  let checked = 0;
  let vouched = 0;
  for (const schema of schemas) {
    const dialect = dialectOf(schema);
    if (dialect === undefined) continue;
    let valid: boolean;
    try {
      valid = ajvFor(dialect).validateSchema(schema as object) === true;
    } catch {
      continue;
    }
    if (!valid) continue;
    checked++;
    if (!surelyCompiles(schema, dialect)) continue;
    vouched++;
    const compiled = getValidator(schema, LIMITS, true);
    if (!compiled.ok) {
      throw new Error(`vouched for ${JSON.stringify(schema)}: ${compiled.reason.message}`);
    }
  }
  return { checked, vouched };
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('surelyCompiles', () => {
  it('vouches only for real tool schemas that Ajv compiles, and for most of them', () => {
    const schemas: unknown[] = [];
    for (const file of jsonFiles('examples/real')) {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as { tools?: { inputSchema?: unknown }[] };
      for (const tool of doc.tools ?? []) schemas.push(tool.inputSchema);
    }
    const { checked, vouched } = vouchedAndCompiled(schemas);
    expect(checked).toBeGreaterThan(600);
    // most real schemas use plain keywords only: the lazy path is the common one
    expect(vouched / checked).toBeGreaterThan(0.8);
  });

  it('vouches only for JSON-Schema-Test-Suite schemas that Ajv compiles', () => {
    const dialects: Record<string, string | undefined> = {
      draft7: 'http://json-schema.org/draft-07/schema#',
      'draft2020-12': undefined,
    };
    const schemas: unknown[] = [];
    for (const [dir, uri] of Object.entries(dialects)) {
      const root = join('__tests__/fixtures/json-schema-test-suite/tests', dir);
      for (const file of jsonFiles(root)) {
        for (const group of JSON.parse(readFileSync(file, 'utf8')) as { schema: unknown }[]) {
          const s = group.schema;
          schemas.push(
            uri !== undefined && typeof s === 'object' && s !== null && !('$schema' in s)
              ? { $schema: uri, ...s }
              : s,
          );
        }
      }
    }
    const { vouched } = vouchedAndCompiled(schemas);
    expect(vouched).toBeGreaterThan(100);
  });

  it('vouches only for generated meta-valid schemas that Ajv compiles, in every dialect', () => {
    const keyword = fc.constantFrom(
      'type',
      'properties',
      'required',
      'items',
      'prefixItems',
      'additionalItems',
      'additionalProperties',
      'patternProperties',
      'pattern',
      'format',
      'const',
      'enum',
      'contains',
      'minContains',
      'if',
      'then',
      'else',
      'not',
      'anyOf',
      'dependencies',
      'dependentRequired',
      'dependentSchemas',
      'propertyNames',
      'unevaluatedProperties',
      'nullable',
      'formatMaximum',
      'exclusiveMinimum',
      'minimum',
      '$comment',
      'definitions',
      '$defs',
      '$ref',
      '$id',
      'id',
      '$anchor',
      'x-custom',
    );
    const { schema } = fc.letrec<{ schema: unknown; value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(
          0,
          2,
          -1,
          true,
          false,
          null,
          'a',
          'object',
          'string',
          'date',
          '^a',
          '(?=a)',
          '\\p{L}',
          '#',
          '#/definitions/a',
          'a.json',
        ),
        fc.array(fc.constantFrom('a', 'b', 'string', 'object', 1), { maxLength: 3 }),
        fc.array(tie('schema'), { maxLength: 2 }),
        fc.dictionary(fc.constantFrom('a', 'b', '^c', '(?<=d)'), tie('schema'), { maxKeys: 2 }),
        tie('schema'),
      ),
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.boolean(),
        fc.dictionary(keyword, tie('value'), { maxKeys: 3 }),
      ),
    }));
    const dialectUri = fc.constantFrom(
      undefined,
      'http://json-schema.org/draft-04/schema#',
      'http://json-schema.org/draft-07/schema#',
      'https://json-schema.org/draft/2019-09/schema',
    );
    fc.assert(
      fc.property(schema, dialectUri, (s, uri) => {
        const withUri =
          uri !== undefined && typeof s === 'object' && s !== null ? { $schema: uri, ...s } : s;
        vouchedAndCompiled([withUri]);
      }),
      { numRuns: 4000 },
    );
  });

  it.each<[string, unknown, Dialect]>([
    ['nullable without a type (Ajv throws)', { properties: { a: { nullable: true } } }, '2020-12'],
    ['a pattern RE2 cannot compile', { properties: { a: { pattern: '(?=a)' } } }, '2020-12'],
    [
      'a patternProperties key RE2 cannot compile',
      { patternProperties: { '(?<=a)': {} } },
      'draft-07',
    ],
    ['a $ref', { properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: {} } }, '2020-12'],
    ['an $id', { $id: 'https://example.com/a', type: 'object' }, '2020-12'],
    ['a nested $schema', { properties: { a: { $schema: 'https://x' } } }, '2020-12'],
    ['formatMaximum (ajv-formats)', { format: 'date', formatMaximum: '2020-01-01' }, 'draft-07'],
    ['draft-04 contains, which its meta-schema leaves unchecked', { contains: 5 }, 'draft-04'],
    [
      'an anchor under an unknown keyword (Ajv collects anchors under every key)',
      { additionalProperties: { a: { anyOf: [{ $anchor: '#/definitions/a' }] } } },
      '2020-12',
    ],
    ['an $anchor in draft-07, where it is no keyword', { $anchor: { a: {} } }, 'draft-07'],
  ])('does not vouch for a schema with %s', (_what, schema, dialect) => {
    expect(surelyCompiles(schema, dialect)).toBe(false);
  });

  it('vouches for a plain tool schema with properties, formats, patterns and combinators', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        id: { type: 'string', pattern: '^[a-z0-9-]+$', format: 'uuid' },
        when: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true },
        filter: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: false }] },
        $ref: { type: 'string', description: 'a property named like a keyword is data' },
      },
      required: ['id'],
      additionalProperties: false,
    };
    expect(surelyCompiles(schema, 'draft-07')).toBe(true);
    expect(getValidator(schema, LIMITS, true).ok).toBe(true);
  });
});
