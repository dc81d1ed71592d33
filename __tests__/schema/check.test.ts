import { checkToolSchema } from '../../src/schema/index.js';

describe('checkToolSchema', () => {
  it('accepts ordinary object schemas in every supported dialect', () => {
    expect(
      checkToolSchema({
        type: 'object',
        properties: { path: { type: 'string' } },
        required: ['path'],
      }),
    ).toEqual({ ok: true });
    expect(checkToolSchema({})).toEqual({ ok: true });
    expect(checkToolSchema({ type: ['object', 'null'] })).toEqual({ ok: true });
    expect(
      checkToolSchema({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        definitions: { a: { type: 'string' } },
        properties: { a: { $ref: '#/definitions/a' } },
      }),
    ).toEqual({ ok: true });
    expect(
      checkToolSchema({ $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' }),
    ).toEqual({ ok: true });
  });

  it('rejects values that are not JSON objects', () => {
    for (const schema of [true, false, [], 'object', 1, null, undefined]) {
      const result = checkToolSchema(schema);
      expect(result.ok).toBe(false);
    }
    expect(checkToolSchema(true)).toEqual({
      ok: false,
      message: '(root): input schema must be a JSON object, not a boolean',
    });
  });

  it('rejects a type that does not permit object', () => {
    expect(checkToolSchema({ type: 'string' })).toEqual({
      ok: false,
      message: '/type: must permit "object" for tool arguments, is "string"',
    });
    expect(checkToolSchema({ type: ['string', 'array'] }).ok).toBe(false);
  });

  it('rejects a schema that fails its meta-schema, naming the pointer', () => {
    const result = checkToolSchema({ type: 'object', properties: { path: { type: 'text' } } });
    expect(result).toEqual({
      ok: false,
      message:
        '/properties/path/type: must be equal to one of the allowed values (2020-12 meta-schema)',
    });
    expect(checkToolSchema({ type: 'object', required: 'path' }).ok).toBe(false);
    expect(checkToolSchema({ type: 'object', minProperties: -1 }).ok).toBe(false);
  });

  it('checks draft-07 schemas against the draft-07 meta-schema', () => {
    const draft04Style = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true } },
    };
    const result = checkToolSchema(draft04Style);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('/properties/n/exclusiveMinimum');
  });

  it('rejects an unresolvable local $ref', () => {
    expect(
      checkToolSchema({ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }),
    ).toEqual({
      ok: false,
      message: '/properties/a/$ref: $ref "#/$defs/missing" does not resolve inside the schema',
    });
  });

  it('does not treat an unknown dialect, a remote $ref or an RE2-incompatible pattern as TW107', () => {
    expect(
      checkToolSchema({ $schema: 'http://json-schema.org/draft-03/schema#', type: 'object' }),
    ).toEqual({ ok: true });
    expect(
      checkToolSchema({
        type: 'object',
        properties: { a: { $ref: 'https://example.com/a.json' } },
      }),
    ).toEqual({ ok: true });
    expect(
      checkToolSchema({ type: 'object', properties: { a: { type: 'string', pattern: '(?=a)' } } }),
    ).toEqual({ ok: true });
  });

  it('never throws on hostile input', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    const deep = JSON.parse('{"items":'.repeat(20000) + '{}' + '}'.repeat(20000));
    for (const schema of [
      cyclic,
      deep,
      { type: 'object', properties: { x: () => 1 } },
      Object.create(null),
    ]) {
      expect(() => checkToolSchema(schema)).not.toThrow();
    }
    expect(
      checkToolSchema(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}')),
    ).toEqual({ ok: true });
  });
});
