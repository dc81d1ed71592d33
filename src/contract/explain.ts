/**
 * Why a schema rejected a value, in terms safe to report: the failing keyword, the argument
 * path (RFC 6901, key names only) and the schema path — never the value. Only used after the
 * cached validator said `invalid`, so compiling a second, error-reporting validator is rare.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { jcsDigest } from '../canonical/jcs.js';
import { hasOwn, isJsonObject } from '../model/json.js';
import { createAjv } from '../schema/ajv.js';
import { dialectOf, type Dialect } from '../schema/dialect.js';

/** The first Ajv error for a rejected value. */
export interface SchemaError {
  keyword: string;
  /** Argument path, including the key for required/additional/unevaluated/propertyNames errors. */
  path: string;
  /** Ajv's schema path (`#/properties/intent/type`). */
  schemaPath: string;
}

const instances = new Map<Dialect, ReturnType<typeof createAjv>>();
const compiled = new Map<string, ValidateFunction | null>();
const CACHE_LIMIT = 512;

function ajvOf(dialect: Dialect): ReturnType<typeof createAjv> {
  let ajv = instances.get(dialect);
  if (ajv === undefined) {
    ajv = createAjv(dialect);
    instances.set(dialect, ajv);
  }
  return ajv;
}

function compileReporting(dialect: Dialect, schema: unknown): ValidateFunction | null {
  try {
    const ajv = ajvOf(dialect);
    try {
      const fn = ajv.compile(schema as object);
      // Our cache holds the function; Ajv's own registry need not grow with every schema.
      try {
        ajv.removeSchema(schema as object);
      } catch {
        // removal is best effort
      }
      return fn;
    } catch (error) {
      // A `$id` another schema already registered: compile this one in isolation.
      if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
      return createAjv(dialect).compile(schema as object);
    }
  } catch {
    return null;
  }
}

function validatorFor(schema: unknown): ValidateFunction | undefined {
  const dialect = dialectOf(schema);
  if (dialect === undefined) return undefined;
  const key = jcsDigest({ dialect, schema });
  let fn = compiled.get(key);
  if (fn === undefined) {
    fn = compileReporting(dialect, schema);
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(key, fn);
  }
  return fn ?? undefined;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function argumentPath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  for (const name of [
    'missingProperty',
    'additionalProperty',
    'unevaluatedProperty',
    'propertyName',
  ]) {
    const key = params[name];
    if (typeof key === 'string') return `${error.instancePath}/${escapeSegment(key)}`;
  }
  return error.instancePath;
}

/** The first error Ajv reports for `value`, or undefined when it accepts it or cannot say. */
export function firstSchemaError(schema: unknown, value: unknown): SchemaError | undefined {
  const fn = validatorFor(schema);
  if (fn === undefined) return undefined;
  try {
    if (fn(value) === true) return undefined;
  } catch {
    return undefined;
  }
  const error = fn.errors?.[0];
  if (error === undefined) return undefined;
  return { keyword: error.keyword, path: argumentPath(error), schemaPath: error.schemaPath };
}

/** `keyword at path`, for messages. */
export function describeSchemaError(error: SchemaError | undefined): string {
  if (error === undefined) return 'rejected';
  return `${error.keyword} at ${error.path === '' ? 'the top level' : error.path}`;
}

/** The top-level `required` names of a schema (strings only, in schema order, deduplicated). */
export function requiredFields(schema: unknown): string[] {
  if (!isJsonObject(schema) || !Array.isArray(schema.required)) return [];
  return [...new Set(schema.required.filter((k): k is string => typeof k === 'string'))];
}

/** The required names an argument object lacks (own properties only). */
export function missingFields(
  required: readonly string[],
  args: Record<string, unknown>,
): string[] {
  return required.filter((k) => !hasOwn(args, k));
}
