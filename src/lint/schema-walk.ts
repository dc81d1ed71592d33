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
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Subschemas of `root` in document order (pre-order), `not` excluded (its bounds mean the
 * opposite). Non-object values are skipped; stops after `maxNodes`.
 */
export function walkSchema(root: unknown, limits = WALK_LIMITS): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (value: unknown, pointer: string, depth: number, property?: string): void => {
    if (!isJsonObject(value) || out.length >= limits.maxNodes || depth > limits.maxDepth) return;
    const node: SchemaNode = { pointer, schema: value };
    if (property !== undefined) node.property = property;
    out.push(node);
    const child = (v: unknown, at: string, name?: string): void =>
      visit(v, `${pointer}/${at}`, depth + 1, name);
    if (isJsonObject(value.properties)) {
      for (const key of Object.keys(value.properties)) {
        child(value.properties[key], `properties/${pointerSegment(key)}`, key);
      }
    }
    if (Array.isArray(value.items)) {
      value.items.forEach((item, i) => child(item, `items/${i}`));
    } else {
      child(value.items, 'items');
    }
    for (const key of SCHEMA_LISTS) {
      const list = value[key];
      if (Array.isArray(list)) list.forEach((item, i) => child(item, `${key}/${i}`));
    }
    for (const key of SCHEMA_VALUES) child(value[key], key);
    for (const key of SCHEMA_MAPS) {
      const map = value[key];
      if (!isJsonObject(map)) continue;
      for (const name of Object.keys(map)) child(map[name], `${key}/${pointerSegment(name)}`);
    }
  };
  visit(root, '', 0);
  return out;
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
