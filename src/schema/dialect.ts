/** JSON Schema dialects the engine understands, and how a schema names its own. */
export type Dialect = 'draft-04' | 'draft-07' | '2019-09' | '2020-12';

const DIALECT_URIS: ReadonlyMap<string, Dialect> = new Map([
  ['http://json-schema.org/draft-04/schema', 'draft-04'],
  ['https://json-schema.org/draft-04/schema', 'draft-04'],
  ['http://json-schema.org/draft-07/schema', 'draft-07'],
  ['https://json-schema.org/draft-07/schema', 'draft-07'],
  ['https://json-schema.org/draft/2019-09/schema', '2019-09'],
  ['https://json-schema.org/draft/2020-12/schema', '2020-12'],
]);

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property of a JSON object; never reads through the prototype chain. */
export function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** True when `obj` has `key` as its own property. */
export function has(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/**
 * The dialect a schema declares: none means 2020-12; `undefined` for a `$schema` we do not
 * support (so the caller answers `unsupported-dialect`).
 */
export function dialectOf(schema: unknown): Dialect | undefined {
  if (!isJsonObject(schema) || !has(schema, '$schema')) return '2020-12';
  const uri = own(schema, '$schema');
  if (typeof uri !== 'string') return undefined;
  return DIALECT_URIS.get(uri.replace(/#$/, ''));
}

/**
 * True for the dialects where `$ref` siblings are ignored by the specification (draft-04 and
 * draft-07); Ajv applies them anyway, so the engine keeps them for the generator only.
 */
export function refHidesSiblings(dialect: Dialect): boolean {
  return dialect === 'draft-04' || dialect === 'draft-07';
}

/** The keyword that sets a schema's base URI: `id` in draft-04, `$id` after it. */
export function idKeyword(dialect: Dialect): '$id' | 'id' {
  return dialect === 'draft-04' ? 'id' : '$id';
}
