/**
 * Ajv instances per dialect, the linear-time pattern engine, and the compiled-validator cache.
 * Compilation is lazy and happens once per canonical digest of (dialect, schema).
 */
import { Ajv } from 'ajv';
import type { AnySchema, ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { RE2JS } from 're2js';
import { canonicalJson, sha256Hex } from '../canonical/jcs.js';
import type { ProofReason } from '../model/proof.js';
import { dialectOf, isJsonObject, type Dialect } from './dialect.js';
import { measure, DEFAULT_SIZE_LIMITS, type SizeLimits } from './measure.js';

/** Raised by the pattern engine for a pattern RE2 cannot compile. */
export class UnsupportedPatternError extends Error {
  constructor(
    readonly pattern: string,
    detail: string,
  ) {
    super(
      `pattern ${JSON.stringify(pattern)} is not supported by the linear-time engine: ${detail}`,
    );
  }
}

const compiledPatterns = new Map<string, RE2JS>();

/** Ajv's `code.regExp`: patterns run through re2js, so no schema pattern can hang the process. */
function re2RegExp(
  pattern: string,
  flags: string,
): { test(s: string): boolean; toString(): string } {
  const key = `${flags}/${pattern}`;
  let re = compiledPatterns.get(key);
  if (!re) {
    try {
      re = RE2JS.compile(pattern, 0);
    } catch (error) {
      throw new UnsupportedPatternError(
        pattern,
        error instanceof Error ? error.message : String(error),
      );
    }
    if (compiledPatterns.size > 4096) compiledPatterns.clear();
    compiledPatterns.set(key, re);
  }
  const compiled = re;
  // Ajv keys its pattern cache by toString(), so it must identify the pattern.
  return { test: (s: string) => compiled.matcher(s).find(), toString: () => key };
}
re2RegExp.code = 're2RegExp';

type AjvInstance = InstanceType<typeof Ajv>;

/**
 * A fresh Ajv instance for a dialect with the engine's options. `validateSchema: false` makes an
 * instance that compiles without checking the meta-schema first: only for schemas already
 * checked against it (`checkToolSchema`), where it gives the same validators.
 */
export function createAjv(
  dialect: Dialect,
  { validateSchema = true }: { validateSchema?: boolean } = {},
): AjvInstance {
  const options = {
    validateSchema,
    strict: false,
    allErrors: false,
    validateFormats: true,
    // Only own properties count: without this Ajv sees {}.constructor and {}.__proto__ as
    // present, so `required: ["constructor"]` would accept {}. Such keys are data here.
    ownProperties: true,
    logger: false,
    // Ajv's optimizer only tidies the generated code (drops unused names, folds constants); it
    // never changes what a validator accepts, and it takes about a third of each compilation.
    code: { regExp: re2RegExp, optimize: false },
  } as const;
  const ajv: AjvInstance =
    dialect === 'draft-04'
      ? (new AjvDraft04.default(options) as unknown as AjvInstance)
      : dialect === 'draft-07'
        ? new Ajv(options)
        : dialect === '2019-09'
          ? new Ajv2019(options)
          : new Ajv2020(options);
  addFormats.default(ajv);
  return ajv;
}

const shared = new Map<Dialect, AjvInstance>();
const sharedPrechecked = new Map<Dialect, AjvInstance>();

/** The shared Ajv instance of a dialect (used for meta-schema checks and compilation). */
export function ajvFor(dialect: Dialect): AjvInstance {
  let ajv = shared.get(dialect);
  if (!ajv) {
    ajv = createAjv(dialect);
    shared.set(dialect, ajv);
  }
  return ajv;
}

/** The shared instance that compiles schemas already checked against their meta-schema. */
function prechecked(dialect: Dialect): AjvInstance {
  let ajv = sharedPrechecked.get(dialect);
  if (!ajv) {
    ajv = createAjv(dialect, { validateSchema: false });
    sharedPrechecked.set(dialect, ajv);
  }
  return ajv;
}

/** True when RE2 compiles a pattern, so Ajv's `code.regExp` cannot throw on it. */
function re2Compiles(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    re2RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Keywords whose values a dialect's meta-schema constrains so that Ajv (with the engine's
 * options: `strict: false`, formats added) compiles them without throwing, whatever their
 * valid values. Other keywords Ajv knows (`$ref`, `$id`, `nullable`, `formatMaximum`, draft-04's
 * unconstrained `const`/`contains`/`if`…) can throw, and keywords Ajv does not know it ignores.
 */
const COMPILE_SAFE_COMMON = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'dependencies',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'definitions',
  'title',
  'description',
  'default',
  '$comment',
];
const COMPILE_SAFE_LATER = [
  ...COMPILE_SAFE_COMMON,
  // draft-04's meta-schema leaves `format` unchecked (Ajv throws on a non-string)
  'format',
  'const',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'examples',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
];
const COMPILE_SAFE_2019 = [
  ...COMPILE_SAFE_LATER,
  '$defs',
  'minContains',
  'maxContains',
  'dependentRequired',
  'dependentSchemas',
  'unevaluatedItems',
  'unevaluatedProperties',
  'deprecated',
  'contentSchema',
];
const COMPILE_SAFE: Record<Dialect, ReadonlySet<string>> = {
  'draft-04': new Set(COMPILE_SAFE_COMMON),
  'draft-07': new Set(COMPILE_SAFE_LATER),
  '2019-09': new Set(COMPILE_SAFE_2019),
  '2020-12': new Set([...COMPILE_SAFE_2019, 'prefixItems']),
};

/** Keys Ajv acts on wherever they are, registered keywords or not: ids, anchors, refs. */
const COMPILE_RISKY = new Set([
  '$id',
  'id',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  '$async',
  'nullable',
]);

/** Keywords whose value maps names (properties, definitions) to subschemas. */
const SUBSCHEMA_MAPS = new Set([
  '$defs',
  'definitions',
  'dependencies',
  'dependentSchemas',
  'patternProperties',
  'properties',
]);

/**
 * True only when Ajv is known to compile `schema`, which must have passed its dialect's
 * meta-schema (`checkToolSchema`): every object in it (Ajv looks for `$id` and anchors under
 * every key, so every value is walked, not only subschemas) uses only keywords Ajv ignores or
 * `COMPILE_SAFE` lists (so no `$ref`, `$id`, anchors, `$async`, `nullable`, nested `$schema`…),
 * no `enum` is empty and RE2 compiles every pattern. False means "compile it to find out", so
 * a proof may leave such a schema's compilation until a candidate needs it and still give the
 * verdict an eager compilation gives.
 */
export function surelyCompiles(schema: unknown, dialect: Dialect): boolean {
  const known = prechecked(dialect).RULES.keywords;
  const safe = COMPILE_SAFE[dialect];
  // [value, whether its keys are keywords (false for a map of property or definition names)]
  const stack: [unknown, boolean][] = [[schema, true]];
  let root = true;
  while (stack.length > 0) {
    const [node, keywords] = stack.pop()!;
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, true]);
      continue;
    }
    if (!isJsonObject(node)) continue;
    if (keywords) {
      for (const key of Object.keys(node)) {
        if (key === '$schema' && root) continue;
        if (COMPILE_RISKY.has(key)) return false;
        if (!safe.has(key) && Object.hasOwn(known, key)) return false;
      }
      // later meta-schemas allow `enum: []`, which Ajv refuses to compile
      if (Object.hasOwn(node, 'enum') && !(Array.isArray(node.enum) && node.enum.length > 0))
        return false;
      if (Object.hasOwn(node, 'pattern') && !re2Compiles(node.pattern)) return false;
      if (Object.hasOwn(node, 'patternProperties') && isJsonObject(node.patternProperties)) {
        for (const pattern of Object.keys(node.patternProperties))
          if (!re2Compiles(pattern)) return false;
      }
    }
    root = false;
    for (const key of Object.keys(node)) {
      stack.push([node[key], !(keywords && SUBSCHEMA_MAPS.has(key))]);
    }
  }
  return true;
}

/** A schema compiled by Ajv, or the reason it could not be. */
export type CompiledSchema =
  | {
      ok: true;
      dialect: Dialect;
      digest: string;
      /** True only when Ajv accepts the value; false when it rejects it or throws. */
      validate(value: unknown): boolean;
      /**
       * Ajv's verdict, with `error` when Ajv throws instead of deciding (its deep-equal for
       * `const`/`enum` calls an instance's own `toString`/`valueOf` keys). An error is neither
       * an acceptance nor a rejection: nothing sound may be concluded from it.
       */
      check(value: unknown): 'valid' | 'invalid' | 'error';
    }
  | { ok: false; reason: ProofReason };

const CACHE_LIMIT = 2048;
const cache = new Map<string, CompiledSchema>();

/**
 * Forgets every compiled validator and the shared Ajv instances, to be called when a run's
 * proofs are done. Ajv keeps each compiled schema's values in its instance's scope for as long as
 * the instance lives (`removeSchema` does not free them), so over a 10k-tool scan the instances
 * and the cache hold some 45 MB that nothing after the proofs reads; a later call compiles again.
 */
export function releaseValidators(): void {
  cache.clear();
  shared.clear();
  sharedPrechecked.clear();
}

function firstLine(text: string): string {
  return text.split('\n')[0].slice(0, 300);
}

function compileWith(ajv: AjvInstance, schema: AnySchema): ValidateFunction {
  const fn = ajv.compile(schema);
  // Keep Ajv's own cache from growing with every schema we see; our cache holds the function.
  try {
    ajv.removeSchema(schema);
  } catch {
    // removal is best effort
  }
  return fn;
}

function compileFresh(
  dialect: Dialect,
  schema: unknown,
  digest: string,
  metaChecked: boolean,
): CompiledSchema {
  let fn: ValidateFunction;
  try {
    try {
      const ajv = metaChecked ? prechecked(dialect) : ajvFor(dialect);
      fn = compileWith(ajv, schema as AnySchema);
    } catch (error) {
      // A `$id` already registered by another schema: compile this one in isolation.
      if (error instanceof Error && /already exists/.test(error.message)) {
        fn = compileWith(createAjv(dialect, { validateSchema: !metaChecked }), schema as AnySchema);
      } else throw error;
    }
  } catch (error) {
    if (error instanceof UnsupportedPatternError) {
      return { ok: false, reason: { code: 'unsupported-pattern', message: error.message } };
    }
    if (error instanceof RangeError) {
      return { ok: false, reason: { code: 'budget', message: 'schema too deep to compile' } };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: {
        code: 'invalid-schema',
        message: `schema does not compile: ${firstLine(message)}`,
      },
    };
  }
  const check = (value: unknown): 'valid' | 'invalid' | 'error' => {
    try {
      return fn(value) === true ? 'valid' : 'invalid';
    } catch {
      return 'error';
    }
  };
  return { ok: true, dialect, digest, check, validate: (value) => check(value) === 'valid' };
}

/**
 * The compiled validator of a schema, lazily compiled once per JCS digest of (dialect, schema).
 * Never throws: unsupported dialects, `$async` schemas, oversized schemas, RE2-incompatible
 * patterns and compile errors come back as `{ ok: false, reason }`. `metaChecked` says the
 * schema is known to pass its dialect's meta-schema, so compiling it skips that check (a
 * meta-valid schema compiles to the same validator either way, so the cache is shared).
 */
export function getValidator(
  schema: unknown,
  limits: SizeLimits = DEFAULT_SIZE_LIMITS,
  metaChecked = false,
): CompiledSchema {
  try {
    const size = measure(schema, limits);
    if (!size.ok) return { ok: false, reason: size.reason };
    if (typeof schema !== 'boolean' && !isJsonObject(schema)) {
      return {
        ok: false,
        reason: { code: 'invalid-schema', message: 'a schema must be a JSON object or a boolean' },
      };
    }
    const dialect = dialectOf(schema);
    if (!dialect) {
      const uri = isJsonObject(schema) ? schema.$schema : undefined;
      return {
        ok: false,
        reason: {
          code: 'unsupported-dialect',
          message: `unsupported $schema ${JSON.stringify(uri)} (supported: draft-04, draft-07, 2019-09, 2020-12)`,
        },
      };
    }
    if (size.hasAsync) {
      return {
        ok: false,
        reason: { code: 'unsupported-keyword', message: '$async schemas are not supported' },
      };
    }
    // Keyed by the canonical text itself: hashing it is needed only for a miss's `digest`.
    const key = canonicalJson({ dialect, schema });
    const hit = cache.get(key);
    if (hit) return hit;
    const compiled = compileFresh(dialect, schema, sha256Hex(key), metaChecked);
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, compiled);
    return compiled;
  } catch (error) {
    return {
      ok: false,
      reason: {
        code: 'invalid-schema',
        message: `schema cannot be compiled: ${firstLine(error instanceof Error ? error.message : String(error))}`,
      },
    };
  }
}
