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
  return rejectsByShape(facts, args, keys) || rejectsByValue(facts, args);
}

/**
 * The facts that depend only on the call's shape: which keys are present and each value's JSON
 * type (integers apart from other numbers). Equal shapes get equal answers.
 */
function rejectsByShape(
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
    if (p.types !== undefined && !typeMatches(p.types, args[k])) return true;
  }
  return false;
}

/** The `const`/`enum` facts: they depend on the values themselves. */
function rejectsByValue(facts: PruneFacts, args: Record<string, unknown>): boolean {
  for (const [k, p] of facts.properties) {
    if (p.values.length === 0 || !hasOwn(args, k)) continue;
    const v = args[k];
    for (const allowed of p.values) if (!isScalar(v) || !allowed.has(v)) return true;
  }
  return false;
}

/** The value facts of one tool that apply to a call shape: its keys present in the call. */
interface ValueCheck {
  keys: string[];
  values: ReadonlySet<Scalar>[][];
}

/** What the shape facts leave of the indexed tools for one call shape. */
interface ShapeEntry {
  /** Tools no shape fact rejects, ascending. */
  tools: number[];
  /** Per tool in `tools`, its value facts on present keys (undefined: none). */
  checks: (ValueCheck | undefined)[];
  /** True when some tool has value facts, so `tools` must be filtered per call. */
  filtered: boolean;
}

function valueCheck(facts: PruneFacts, args: Record<string, unknown>): ValueCheck | undefined {
  let check: ValueCheck | undefined;
  for (const [k, p] of facts.properties) {
    if (p.values.length === 0 || !hasOwn(args, k)) continue;
    check ??= { keys: [], values: [] };
    check.keys.push(k);
    check.values.push(p.values);
  }
  return check;
}

function passesValues(check: ValueCheck, args: Record<string, unknown>): boolean {
  for (let i = 0; i < check.keys.length; i++) {
    const v = args[check.keys[i]];
    if (!isScalar(v)) return false;
    for (const allowed of check.values[i]) if (!allowed.has(v)) return false;
  }
  return true;
}

/** A one-letter JSON type of a value, integers apart (what `typeMatches` distinguishes). */
function typeCode(value: unknown): string {
  if (value === null) return 'n';
  if (Array.isArray(value)) return 'a';
  switch (typeof value) {
    case 'string':
      return 's';
    case 'boolean':
      return 'b';
    case 'number':
      return Number.isInteger(value) ? 'i' : 'f';
    case 'object':
      return 'o';
    default:
      return 'u';
  }
}

/** Shapes cached per index, and tool indices held by them, at most. */
const SHAPE_ENTRIES = 65_536;
const SHAPE_TOOLS = 4_000_000;
/** Calls with more keys than this are pruned without the cache. */
const SHAPE_KEYS = 64;

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
 * against all its facts. What the shape facts (present keys and value types) leave is cached per
 * call shape, so a repeated shape costs one lookup plus its `const`/`enum` checks.
 */
export class PruneIndex {
  private readonly anchored = new Map<string, number[]>();
  private readonly free: number[] = [];
  private readonly shapes = new Map<string, ShapeEntry>();
  private shapeTools = 0;

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

  /**
   * The indexed tools that may accept `args` (`keys` = its own keys), ascending. The array may
   * be shared between calls: callers must not modify it.
   */
  candidates(args: Record<string, unknown>, keys: readonly string[]): readonly number[] {
    if (keys.length > SHAPE_KEYS) return this.visit(args, keys);
    let shape = '';
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      shape += k.length + ':' + k + typeCode(args[k]);
    }
    let entry = this.shapes.get(shape);
    if (entry === undefined) {
      const built = this.shapeEntry(args, keys);
      if (this.shapes.size >= SHAPE_ENTRIES || this.shapeTools + built.tools.length > SHAPE_TOOLS) {
        return filter(built, args);
      }
      this.shapes.set(shape, built);
      this.shapeTools += built.tools.length;
      entry = built;
    }
    return filter(entry, args);
  }

  /** The tools visited for `keys`: the free ones and those anchored at a present key. */
  private forEachVisited(keys: readonly string[], each: (t: number) => void): void {
    for (let i = 0; i < this.free.length; i++) each(this.free[i]);
    for (let i = 0; i < keys.length; i++) {
      const list = this.anchored.get(keys[i]);
      if (list !== undefined) for (let j = 0; j < list.length; j++) each(list[j]);
    }
  }

  private visit(args: Record<string, unknown>, keys: readonly string[]): number[] {
    const out: number[] = [];
    this.forEachVisited(keys, (t) => {
      if (!certainlyRejects(this.facts[t], args, keys)) out.push(t);
    });
    return out.sort((a, b) => a - b);
  }

  private shapeEntry(args: Record<string, unknown>, keys: readonly string[]): ShapeEntry {
    const tools: number[] = [];
    this.forEachVisited(keys, (t) => {
      if (!rejectsByShape(this.facts[t], args, keys)) tools.push(t);
    });
    tools.sort((a, b) => a - b);
    const checks = tools.map((t) => valueCheck(this.facts[t], args));
    return { tools, checks, filtered: checks.some((c) => c !== undefined) };
  }
}

function filter(entry: ShapeEntry, args: Record<string, unknown>): readonly number[] {
  if (!entry.filtered) return entry.tools;
  const out: number[] = [];
  const { tools, checks } = entry;
  for (let i = 0; i < tools.length; i++) {
    const check = checks[i];
    if (check === undefined || passesValues(check, args)) out.push(tools[i]);
  }
  return out;
}
