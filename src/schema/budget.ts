/**
 * Validation of observed data under a work budget. Ajv's generated code has no step counter,
 * and a small schema can make it do exponential work: `d_i = anyOf[allOf[$ref d_{i-1}, …],
 * $ref d_{i-1}]` evaluates `d_0` 2^N times for one value. So before Ajv runs, the number of
 * (subschema, value) evaluations its validation can make is counted on the schema and the value,
 * counting every applicator as evaluated (an upper bound: Ajv stops some early). Over the budget
 * the verdict is `over-budget`: undecided, never a pass or a failure.
 *
 * Without `$ref` a subschema applies at most once to each part of the value, so the work is at
 * most (schema nodes × value nodes), which the input size limits already bound: such schemas
 * skip the count. The count is work-based, so verdicts are the same on every machine.
 */
import type { CompiledSchema } from './ajv.js';
import { dialectOf, isJsonObject, own, type Dialect } from './dialect.js';
import { indexResources, newIndex, resolveIndexedRef, type ResourceIndex } from './resolve.js';

/** Subschema evaluations one validation may cost; beyond it the verdict is `over-budget`. */
export const DEFAULT_VALIDATION_STEPS = 200_000;

/** One budgeted validation's answer. `error` and `over-budget` are both undecided. */
export type BudgetedVerdict = 'valid' | 'invalid' | 'error' | 'over-budget';

/** Applicators that evaluate a subschema against the same value. */
const IN_PLACE_ONE = ['not', 'if', 'then', 'else'];
const IN_PLACE_MANY = ['allOf', 'anyOf', 'oneOf'];
const REFS = ['$ref', '$dynamicRef', '$recursiveRef'];
/** Applicators that evaluate a subschema against each member or each property value. */
const PER_PROPERTY = ['additionalProperties', 'unevaluatedProperties'];
const PER_ITEM = ['additionalItems', 'unevaluatedItems', 'contains'];

interface Plan {
  dialect: Dialect;
  index: ResourceIndex;
}

const plans = new WeakMap<object, Plan | null>();

/** True when the schema (at any depth) holds a reference keyword. */
function hasRefs(schema: unknown, depth = 0): boolean {
  if (depth > 256) return true;
  if (Array.isArray(schema)) return schema.some((v) => hasRefs(v, depth + 1));
  if (!isJsonObject(schema)) return false;
  for (const key of Object.keys(schema)) {
    if (REFS.includes(key) && typeof schema[key] === 'string') return true;
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    if (hasRefs(schema[key], depth + 1)) return true;
  }
  return false;
}

/** The reference index of a schema that needs counting, or null when it does not. */
function planFor(schema: unknown): Plan | null {
  if (!isJsonObject(schema)) return null;
  let plan = plans.get(schema);
  if (plan !== undefined) return plan;
  plan = null;
  const dialect = dialectOf(schema);
  if (dialect !== undefined && hasRefs(schema)) {
    const index = newIndex(dialect);
    indexResources(index, schema, '', '', 100_000);
    plan = { dialect, index };
  }
  plans.set(schema, plan);
  return plan;
}

/**
 * The number of subschema evaluations validating `value` against `schema` can take, counted
 * up to `maxSteps`: `Infinity` once the count (or the work of counting) passes it, or when a
 * reference loops back to the same value without consuming any of it (Ajv would recurse until
 * its stack overflows).
 */
export function validationCost(
  schema: unknown,
  value: unknown,
  maxSteps = DEFAULT_VALIDATION_STEPS,
): number {
  const plan = planFor(schema);
  if (plan === null) return 1;
  return new Counter(plan, maxSteps).count(schema, '', plan.index.bases.get('') ?? '', value);
}

class Counter {
  /** (schema pointer → value → evaluations), so shared subschemas are counted once per value. */
  private readonly memo = new Map<string, Map<unknown, number>>();
  private readonly active = new Map<string, Set<unknown>>();
  private work = 0;

  constructor(
    private readonly plan: Plan,
    private readonly maxSteps: number,
  ) {}

  count(schema: unknown, pointer: string, base: string, value: unknown): number {
    if (++this.work > this.maxSteps) return Infinity;
    if (!isJsonObject(schema)) return 1;
    // primitives are keyed by value, objects by identity: the count depends on the value only
    let byValue = this.memo.get(pointer);
    const known = byValue?.get(value);
    if (known !== undefined) return known;
    let open = this.active.get(pointer);
    if (open?.has(value)) return Infinity; // a loop on the same value
    if (open === undefined) this.active.set(pointer, (open = new Set()));
    open.add(value);
    const total = this.evaluate(schema, pointer, base, value);
    open.delete(value);
    if (byValue === undefined) this.memo.set(pointer, (byValue = new Map()));
    byValue.set(value, total);
    return total;
  }

  private evaluate(
    schema: Record<string, unknown>,
    pointer: string,
    parentBase: string,
    value: unknown,
  ): number {
    const base = this.plan.index.bases.get(pointer) ?? parentBase;
    let total = 1;
    const add = (n: number): boolean => {
      total += n;
      return total <= this.maxSteps;
    };
    const sub = (key: string, child: unknown, at: unknown): boolean =>
      add(this.count(child, `${pointer}/${escape(key)}`, base, at));
    for (const key of REFS) {
      const ref = own(schema, key);
      if (typeof ref !== 'string') continue;
      const target = resolveIndexedRef(this.plan.index, base, ref);
      // an unresolved reference does not compile, so it is never validated
      if ('pointer' in target && !add(this.count(target.value, target.pointer, target.base, value)))
        return Infinity;
    }
    for (const key of IN_PLACE_ONE) {
      if (own(schema, key) !== undefined && !sub(key, own(schema, key), value)) return Infinity;
    }
    for (const key of IN_PLACE_MANY) {
      const list = own(schema, key);
      if (!Array.isArray(list)) continue;
      for (let i = 0; i < list.length; i++) {
        if (!sub(`${key}/${i}`, list[i], value)) return Infinity;
      }
    }
    for (const key of ['dependentSchemas', 'dependencies']) {
      const map = own(schema, key);
      if (!isJsonObject(map)) continue;
      for (const name of Object.keys(map)) {
        if (isJsonObject(map[name]) && !sub(`${key}/${escape(name)}`, map[name], value))
          return Infinity;
      }
    }
    if (isJsonObject(value)) {
      const props = own(schema, 'properties');
      const patterns = own(schema, 'patternProperties');
      for (const name of Object.keys(value)) {
        const member = value[name];
        if (isJsonObject(props) && Object.prototype.hasOwnProperty.call(props, name)) {
          if (!sub(`properties/${escape(name)}`, props[name], member)) return Infinity;
        }
        // every pattern is counted as matching: an upper bound without running the patterns
        if (isJsonObject(patterns)) {
          for (const p of Object.keys(patterns)) {
            if (!sub(`patternProperties/${escape(p)}`, patterns[p], member)) return Infinity;
          }
        }
        for (const key of PER_PROPERTY) {
          if (own(schema, key) !== undefined && !sub(key, own(schema, key), member))
            return Infinity;
        }
        if (own(schema, 'propertyNames') !== undefined) {
          if (!sub('propertyNames', own(schema, 'propertyNames'), name)) return Infinity;
        }
      }
    } else if (Array.isArray(value)) {
      const items = own(schema, 'items');
      const prefix = own(schema, 'prefixItems');
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (Array.isArray(prefix) && i < prefix.length) {
          if (!sub(`prefixItems/${i}`, prefix[i], item)) return Infinity;
        }
        if (Array.isArray(items)) {
          if (i < items.length && !sub(`items/${i}`, items[i], item)) return Infinity;
        } else if (items !== undefined && !sub('items', items, item)) return Infinity;
        for (const key of PER_ITEM) {
          if (own(schema, key) !== undefined && !sub(key, own(schema, key), item)) return Infinity;
        }
      }
    }
    return total;
  }
}

function escape(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Validates observed data with a compiled schema under the work budget: `over-budget` when the
 * count says Ajv's work could pass `maxSteps`, else Ajv's verdict (`error` when Ajv throws).
 */
export function checkWithinBudget(
  compiled: Extract<CompiledSchema, { ok: true }>,
  schema: unknown,
  value: unknown,
  maxSteps = DEFAULT_VALIDATION_STEPS,
): BudgetedVerdict {
  if (validationCost(schema, value, maxSteps) > maxSteps) return 'over-budget';
  return compiled.check(value);
}

/** A reusable budgeted check of one schema (what replay, scope and contract hold per tool). */
export function budgetedCheck(
  compiled: Extract<CompiledSchema, { ok: true }>,
  schema: unknown,
  maxSteps = DEFAULT_VALIDATION_STEPS,
): (value: unknown) => BudgetedVerdict {
  if (planFor(schema) === null) return (value) => compiled.check(value);
  return (value) => checkWithinBudget(compiled, schema, value, maxSteps);
}

/** Where a value first breaks a schema: Ajv's first error, never the value itself. */
export interface FirstViolation {
  /** The failing keyword (`error` when Ajv gave no error object). */
  keyword: string;
  /** JSON Pointer into the value, with the key for required/additional/unevaluated errors. */
  pointer: string;
  schemaPath: string;
}

/** A budgeted validation's outcome: the verdict, and the first violation when invalid. */
export type BudgetedOutcome =
  | { verdict: 'valid' }
  | { verdict: 'invalid'; violation: FirstViolation }
  | { verdict: 'error' | 'over-budget' };

/** What a validator must offer: Ajv's `ValidateFunction` (its `errors` after a call). */
export interface ErrorReportingValidator {
  (value: unknown): unknown;
  errors?: readonly ErrorObjectLike[] | null;
}

/** The parts of an Ajv `ErrorObject` a violation is made of. */
export interface ErrorObjectLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: unknown;
}

function escapeToken(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** An Ajv error as a violation: keyword, pointer (with the key a key-level error names), schema path. */
export function firstViolation(error: ErrorObjectLike | undefined): FirstViolation {
  if (error === undefined) return { keyword: 'error', pointer: '', schemaPath: '' };
  const params = (error.params ?? {}) as Record<string, unknown>;
  const key =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : typeof params.unevaluatedProperty === 'string'
          ? params.unevaluatedProperty
          : undefined;
  return {
    keyword: error.keyword,
    pointer: key === undefined ? error.instancePath : `${error.instancePath}/${escapeToken(key)}`,
    schemaPath: error.schemaPath,
  };
}

/**
 * Validates observed data with an Ajv validator of `schema` under the work budget: over the
 * budget (counted before Ajv runs) or an Ajv exception is undecided, never valid or invalid;
 * an invalid value comes with its first violation. What scope's argument policies and the
 * agent-log outputSchema check (TW305) share.
 */
export function validateWithinBudget(
  validate: ErrorReportingValidator,
  schema: unknown,
  value: unknown,
  maxSteps = DEFAULT_VALIDATION_STEPS,
): BudgetedOutcome {
  if (validationCost(schema, value, maxSteps) > maxSteps) return { verdict: 'over-budget' };
  let ok: boolean;
  try {
    ok = validate(value) === true;
  } catch {
    return { verdict: 'error' };
  }
  if (ok) return { verdict: 'valid' };
  return { verdict: 'invalid', violation: firstViolation(validate.errors?.[0] ?? undefined) };
}
