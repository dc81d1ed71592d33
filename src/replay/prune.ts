/**
 * A provably sound pruning index over raw input schemas. A call is skipped for a tool only when
 * that tool's schema certainly rejects it, judged from top-level keywords whose meaning is
 * conjunctive in every supported dialect. Anything in doubt yields no fact, so the call is
 * validated by Ajv as usual; pruning never changes a verdict, only the work done.
 */
import { dialectOf } from '../schema/dialect.js';
import { isJsonObject, hasOwn } from '../model/json.js';

type Scalar = string | number | boolean | null;

/** What one top-level property's subschema certainly requires of a present value. */
interface PropertyFacts {
  /** `false` subschema: the key may not be present. */
  forbidden: boolean;
  /** JSON types allowed (`integer` included in `number`). */
  types?: ReadonlySet<string>;
  /** Allowed scalar values (`const`, `enum` of scalars). Each set must contain the value. */
  values: ReadonlySet<Scalar>[];
}

/** The rejection facts of one schema; an empty object means "prune nothing". */
export interface PruneFacts {
  rejectsAll: boolean;
  required: readonly string[];
  /** Allowed keys when `additionalProperties: false` and no `patternProperties`. */
  closed?: ReadonlySet<string>;
  minProperties?: number;
  maxProperties?: number;
  properties: ReadonlyMap<string, PropertyFacts>;
}

const NO_FACTS: PruneFacts = Object.freeze({
  rejectsAll: false,
  required: [],
  properties: new Map(),
});

const JSON_TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);

function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The `type` keyword as a set, or undefined when absent or malformed. */
function typeSet(value: unknown): Set<string> | undefined {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (list === undefined || list.length === 0) return undefined;
  if (!list.every((t) => typeof t === 'string' && JSON_TYPES.has(t))) return undefined;
  return new Set(list as string[]);
}

/** In draft-07 a `$ref` makes its siblings ignored; Ajv's `nullable` widens `type`. */
function siblingsIgnored(schema: Record<string, unknown>, draft07: boolean): boolean {
  return draft07 && hasOwn(schema, '$ref');
}

function propertyFacts(sub: unknown, draft07: boolean): PropertyFacts | undefined {
  if (sub === false) return { forbidden: true, values: [] };
  if (!isJsonObject(sub) || siblingsIgnored(sub, draft07)) return undefined;
  const facts: { forbidden: boolean; types?: Set<string>; values: Set<Scalar>[] } = {
    forbidden: false,
    values: [],
  };
  if (hasOwn(sub, 'type') && !hasOwn(sub, 'nullable')) facts.types = typeSet(sub.type);
  if (hasOwn(sub, 'const') && isScalar(sub.const)) facts.values.push(new Set([sub.const]));
  if (hasOwn(sub, 'enum') && Array.isArray(sub.enum) && sub.enum.length > 0) {
    if (sub.enum.every(isScalar)) facts.values.push(new Set(sub.enum as Scalar[]));
  }
  return facts.types === undefined && facts.values.length === 0 ? undefined : facts;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Extracts the certain-rejection facts of a raw schema (conservatively: in doubt, no fact). */
export function pruneFacts(schema: unknown): PruneFacts {
  if (schema === false) return { ...NO_FACTS, rejectsAll: true };
  if (!isJsonObject(schema)) return NO_FACTS;
  const dialect = dialectOf(schema);
  if (dialect === undefined) return NO_FACTS;
  const draft07 = dialect === 'draft-07';
  if (siblingsIgnored(schema, draft07)) return NO_FACTS;
  const types =
    hasOwn(schema, 'type') && !hasOwn(schema, 'nullable') ? typeSet(schema.type) : undefined;
  if (types !== undefined && !types.has('object')) return { ...NO_FACTS, rejectsAll: true };

  const required =
    Array.isArray(schema.required) && schema.required.every((k) => typeof k === 'string')
      ? [...new Set(schema.required as string[])]
      : [];
  const properties = new Map<string, PropertyFacts>();
  const props = isJsonObject(schema.properties) ? schema.properties : undefined;
  if (props !== undefined) {
    for (const key of Object.keys(props)) {
      const facts = propertyFacts(props[key], draft07);
      if (facts !== undefined) properties.set(key, facts);
    }
  }
  const out: {
    rejectsAll: boolean;
    required: string[];
    closed?: Set<string>;
    minProperties?: number;
    maxProperties?: number;
    properties: Map<string, PropertyFacts>;
  } = { rejectsAll: false, required, properties };
  const closable =
    !hasOwn(schema, 'patternProperties') && (props !== undefined || !hasOwn(schema, 'properties'));
  if (schema.additionalProperties === false && closable) {
    out.closed = new Set(props === undefined ? [] : Object.keys(props));
  }
  const min = count(schema.minProperties);
  const max = count(schema.maxProperties);
  if (min !== undefined && min > 0) out.minProperties = min;
  if (max !== undefined) out.maxProperties = max;
  return out;
}

/** True when some fact applies (the schema can ever be pruned). */
export function isPrunable(facts: PruneFacts): boolean {
  return (
    facts.rejectsAll ||
    facts.required.length > 0 ||
    facts.closed !== undefined ||
    facts.minProperties !== undefined ||
    facts.maxProperties !== undefined ||
    facts.properties.size > 0
  );
}

/** Ajv's type test of a JSON value. */
function typeMatches(types: ReadonlySet<string>, value: unknown): boolean {
  if (value === null) return types.has('null');
  if (Array.isArray(value)) return types.has('array');
  switch (typeof value) {
    case 'string':
      return types.has('string');
    case 'boolean':
      return types.has('boolean');
    case 'number':
      return types.has('number') || (types.has('integer') && Number.isInteger(value));
    case 'object':
      return types.has('object');
    default:
      return false;
  }
}

/** True only when the facts prove that the schema rejects `args` (an object's own keys). */
export function certainlyRejects(
  facts: PruneFacts,
  args: Record<string, unknown>,
  keys: readonly string[],
): boolean {
  if (facts.rejectsAll) return true;
  for (const k of facts.required) if (!hasOwn(args, k)) return true;
  if (facts.minProperties !== undefined && keys.length < facts.minProperties) return true;
  if (facts.maxProperties !== undefined && keys.length > facts.maxProperties) return true;
  if (facts.closed !== undefined) for (const k of keys) if (!facts.closed.has(k)) return true;
  for (const [k, p] of facts.properties) {
    if (!hasOwn(args, k)) continue;
    if (p.forbidden) return true;
    const v = args[k];
    if (p.types !== undefined && !typeMatches(p.types, v)) return true;
    for (const allowed of p.values) if (!isScalar(v) || !allowed.has(v)) return true;
  }
  return false;
}

/**
 * Arguments Ajv may not decide (its deep-equal calls own `toString`/`valueOf` keys and can throw):
 * such calls are never pruned, so pruned and unpruned replay agree even on Ajv errors.
 */
export function hasMethodKeys(value: unknown, depth = 0): boolean {
  if (depth > 512 || typeof value !== 'object' || value === null) return depth > 512;
  if (Array.isArray(value)) return value.some((v) => hasMethodKeys(v, depth + 1));
  for (const k of Object.keys(value)) {
    if (k === 'toString' || k === 'valueOf') return true;
    if (hasMethodKeys((value as Record<string, unknown>)[k], depth + 1)) return true;
  }
  return false;
}

/**
 * An inverted index: each tool is filed under its rarest required key (or among the tools with
 * none), so a call only visits tools whose anchor key it has; each visited tool is then checked
 * against all its facts.
 */
export class PruneIndex {
  private readonly anchored = new Map<string, number[]>();
  private readonly free: number[] = [];

  /** `tools` are the indices to index, `facts[i]` their facts. */
  constructor(
    tools: readonly number[],
    private readonly facts: readonly PruneFacts[],
  ) {
    const frequency = new Map<string, number>();
    for (const t of tools) {
      for (const k of facts[t].required) frequency.set(k, (frequency.get(k) ?? 0) + 1);
    }
    for (const t of tools) {
      const f = facts[t];
      if (f.rejectsAll) continue;
      let anchor: string | undefined;
      for (const k of f.required) {
        if (anchor === undefined || (frequency.get(k) ?? 0) < (frequency.get(anchor) ?? 0)) {
          anchor = k;
        }
      }
      if (anchor === undefined) this.free.push(t);
      else {
        let list = this.anchored.get(anchor);
        if (list === undefined) this.anchored.set(anchor, (list = []));
        list.push(t);
      }
    }
  }

  /** The indexed tools that may accept `args`, ascending. */
  candidates(args: Record<string, unknown>, keys: readonly string[]): number[] {
    const out: number[] = [];
    const visit = (t: number): void => {
      if (!certainlyRejects(this.facts[t], args, keys)) out.push(t);
    };
    this.free.forEach(visit);
    for (const k of keys) this.anchored.get(k)?.forEach(visit);
    return out.sort((a, b) => a - b);
  }
}
