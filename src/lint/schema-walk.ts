/**
 * A bounded walk over a tool's input schema: every subschema lint looks at, with its JSON
 * pointer and, for properties, the property name. Hostile schemas cost at most the bound.
 */
import { isJsonObject, type JsonObject } from '../model/json.js';

/** One subschema reached by the walk. */
export interface SchemaNode {
  /** RFC 6901 pointer into the input schema (`''` is the root). */
  pointer: string;
  schema: JsonObject;
  /** Set when the node is the value of a `properties` entry. */
  property?: string;
}

/** Bounds of one walk: subschemas visited and nesting depth. */
export const WALK_LIMITS = { maxNodes: 4096, maxDepth: 64 } as const;

const SCHEMA_MAPS = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'] as const;
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_VALUES = [
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
] as const;

/** `~` and `/` escaped for a pointer segment. */
export function pointerSegment(key: string): string {
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Subschemas of `root` in document order (pre-order), `not` excluded (its bounds mean the
 * opposite). Non-object values are skipped; stops after `maxNodes`.
 */
export function walkSchema(root: unknown, limits = WALK_LIMITS): SchemaNode[] {
  return walkSchemaBounded(root, limits).nodes;
}

/** `walkSchema`, and whether a bound left subschemas out (`truncated`): the lint says so (TW527). */
export function walkSchemaBounded(
  root: unknown,
  limits = WALK_LIMITS,
): { nodes: SchemaNode[]; truncated: boolean } {
  const out: SchemaNode[] = [];
  const state = { truncated: false };
  visit(out, limits, root, '', 0, undefined, state);
  return { nodes: out, truncated: state.truncated };
}

function visit(
  out: SchemaNode[],
  limits: typeof WALK_LIMITS,
  value: unknown,
  pointer: string,
  depth: number,
  property: string | undefined,
  state: { truncated: boolean },
): void {
  if (!isJsonObject(value)) return;
  if (out.length >= limits.maxNodes || depth > limits.maxDepth) {
    state.truncated = true;
    return;
  }
  const node: SchemaNode = { pointer, schema: value };
  if (property !== undefined) node.property = property;
  out.push(node);
  const next = depth + 1;
  const properties = value.properties;
  if (isJsonObject(properties)) {
    // keys in code-unit order: the same schema with its keys in another order gives the same report
    for (const key of Object.keys(properties).sort()) {
      visit(
        out,
        limits,
        properties[key],
        `${pointer}/properties/${pointerSegment(key)}`,
        next,
        key,
        state,
      );
    }
  }
  const items = value.items;
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i++) {
      visit(out, limits, items[i], `${pointer}/items/${i}`, next, undefined, state);
    }
  } else if (isJsonObject(items)) {
    visit(out, limits, items, `${pointer}/items`, next, undefined, state);
  }
  for (const key of SCHEMA_LISTS) {
    const list = value[key];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      visit(out, limits, list[i], `${pointer}/${key}/${i}`, next, undefined, state);
    }
  }
  for (const key of SCHEMA_VALUES) {
    const v = value[key];
    if (isJsonObject(v)) visit(out, limits, v, `${pointer}/${key}`, next, undefined, state);
  }
  for (const key of SCHEMA_MAPS) {
    const map = value[key];
    if (!isJsonObject(map)) continue;
    for (const name of Object.keys(map).sort()) {
      visit(
        out,
        limits,
        map[name],
        `${pointer}/${key}/${pointerSegment(name)}`,
        next,
        undefined,
        state,
      );
    }
  }
}

/** The schema a local `$ref` (`#/…`) designates, or undefined (remote, malformed, missing). */
export function resolveLocalRef(root: unknown, ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let at: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at) && /^(?:0|[1-9][0-9]*)$/.test(key)) at = at[Number(key)];
    else if (isJsonObject(at) && Object.prototype.hasOwnProperty.call(at, key)) at = at[key];
    else return undefined;
  }
  return at;
}

/** The `type` keyword as a list (`"string"` -> `["string"]`, absent -> `[]`). */
export function typesOf(schema: JsonObject): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}
