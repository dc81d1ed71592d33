/**
 * `$ref` resolution as Ajv does it: base URIs change at every `$id`, embedded resources and
 * anchors (`$anchor`, `$dynamicAnchor`, draft-07 `$id: "#name"`) are indexed with the same
 * traversal and URI resolver Ajv uses, and only the JSON Schema meta-schemas Ajv ships are
 * followed outside the document. Anything else is a remote ref, never fetched.
 */
import { ajvFor } from './ajv.js';
import { idKeyword, isJsonObject, own, type Dialect } from './dialect.js';

/** Where schemas live: `''`/`/…` in the document itself, `<uri>#/…` in a shipped meta-schema. */
export interface ResourceIndex {
  dialect: Dialect;
  /** Absolute resource URI (no fragment) → global pointer of the resource root. */
  resources: Map<string, string>;
  /** `<resource uri>#<name>` → global pointer of the anchored schema. */
  anchors: Map<string, string>;
  /** Global pointer of every traversed schema object → its base URI. */
  bases: Map<string, string>;
  /** Documents by prefix (`''` for the schema itself, `<uri>#` for meta-schemas). */
  docs: Map<string, unknown>;
  /** Traversal budget left. */
  left: number;
}

// json-schema-traverse's keyword tables, which Ajv's getSchemaRefs walks with allKeys: true.
const SINGLE = new Set([
  'additionalItems',
  'items',
  'contains',
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
const ARRAYS = new Set(['items', 'allOf', 'anyOf', 'oneOf']);
const MAPS = new Set(['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies']);
const SKIP = new Set(
  (
    'default enum const required maximum minimum exclusiveMaximum exclusiveMinimum multipleOf ' +
    'maxLength minLength pattern format maxItems minItems uniqueItems maxProperties minProperties'
  ).split(' '),
);

export function newIndex(dialect: Dialect): ResourceIndex {
  return {
    dialect,
    resources: new Map(),
    anchors: new Map(),
    bases: new Map(),
    docs: new Map(),
    left: 0,
  };
}

function uriResolve(dialect: Dialect, base: string, ref: string): string {
  const id = ref.replace(/#\/?$/, '');
  if (base === '') return id;
  const resolver = (
    ajvFor(dialect).opts as { uriResolver: { resolve(b: string, r: string): string } }
  ).uriResolver;
  return resolver.resolve(base, id);
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Indexes a document's resources and anchors, mirroring Ajv's traversal. */
export function indexResources(
  index: ResourceIndex,
  doc: unknown,
  prefix: string,
  initialBase: string,
  maxNodes: number,
): void {
  index.docs.set(prefix, doc);
  index.left = Math.max(index.left, maxNodes);
  const rootPointer = prefix;
  const visit = (schema: unknown, pointer: string, parentBase: string): void => {
    if (!isJsonObject(schema) || index.left-- <= 0) return;
    let base = parentBase;
    const id = own(schema, idKeyword(index.dialect));
    if (typeof id === 'string') {
      const resolved = uriResolve(index.dialect, base, id);
      const hash = resolved.indexOf('#');
      base = hash >= 0 ? resolved.slice(0, hash) : resolved;
      if (!index.resources.has(base)) index.resources.set(base, pointer);
      // draft-07 plain-name fragments in $id are anchors
      if (hash >= 0 && hash < resolved.length - 1) {
        const key = resolved;
        if (!index.anchors.has(key)) index.anchors.set(key, pointer);
      }
    }
    for (const kw of ['$anchor', '$dynamicAnchor']) {
      const name = own(schema, kw);
      if (typeof name === 'string' && !index.anchors.has(`${base}#${name}`)) {
        index.anchors.set(`${base}#${name}`, pointer);
      }
    }
    index.bases.set(pointer, base);
    for (const key of Object.keys(schema)) {
      const value = schema[key];
      const at = `${pointer}/${escapeToken(key)}`;
      if (Array.isArray(value)) {
        if (ARRAYS.has(key)) value.forEach((v, i) => visit(v, `${at}/${i}`, base));
      } else if (MAPS.has(key)) {
        if (isJsonObject(value)) {
          for (const k of Object.keys(value)) visit(value[k], `${at}/${escapeToken(k)}`, base);
        }
      } else if (SINGLE.has(key) || !SKIP.has(key)) visit(value, at, base);
    }
  };
  if (!index.resources.has(initialBase) && prefix === '') index.resources.set(initialBase, '');
  visit(doc, rootPointer, initialBase);
  if (prefix === '' && !index.resources.has('')) index.resources.set('', '');
}

function decode(token: string): string | undefined {
  try {
    return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
}

/** The value at a global pointer, or undefined when it does not resolve. */
function valueAt(index: ResourceIndex, pointer: string): { value: unknown } | undefined {
  const hash = pointer.indexOf('#');
  const prefix =
    pointer.startsWith('/') || pointer === '' || hash < 0 ? '' : pointer.slice(0, hash + 1);
  const path = pointer.slice(prefix.length);
  if (!index.docs.has(prefix)) return undefined;
  let cur = index.docs.get(prefix);
  if (path === '') return { value: cur };
  for (const raw of path.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= cur.length) return undefined;
      cur = cur[Number(token)];
    } else if (isJsonObject(cur) && Object.prototype.hasOwnProperty.call(cur, token)) {
      cur = cur[token];
    } else return undefined;
  }
  return { value: cur };
}

/** Loads a meta-schema Ajv ships (json-schema.org URIs only), indexing it on first use. */
function loadShipped(index: ResourceIndex, uri: string): boolean {
  if (index.resources.has(uri)) return true;
  if (!/^https?:\/\/json-schema\.org\//.test(uri)) return false;
  let schema: unknown;
  try {
    const ajv = ajvFor(index.dialect);
    schema = ajv.getSchema(uri)?.schema ?? ajv.getSchema(`${uri}#`)?.schema;
  } catch {
    return false;
  }
  if (!isJsonObject(schema)) return false;
  const prefix = `${uri}#`;
  indexResources(index, schema, prefix, uri, index.left);
  if (!index.resources.has(uri)) index.resources.set(uri, prefix);
  return true;
}

/** A resolved `$ref`: the global pointer of its target, the value there and its base URI. */
export type RefTarget =
  | { pointer: string; value: unknown; base: string }
  | { code: 'remote-ref' | 'invalid-schema'; message: string };

/** Resolves `ref` against `base` the way Ajv does, inside the document or a shipped meta-schema. */
export function resolveIndexedRef(index: ResourceIndex, base: string, ref: string): RefTarget {
  let full: string;
  try {
    full = uriResolve(index.dialect, base, ref);
  } catch {
    return { code: 'invalid-schema', message: `$ref "${ref}" is not a valid URI reference` };
  }
  const hash = full.indexOf('#');
  const uri = hash >= 0 ? full.slice(0, hash) : full;
  const fragment = hash >= 0 ? full.slice(hash + 1) : '';
  if (!index.resources.has(uri) && !loadShipped(index, uri)) {
    return { code: 'remote-ref', message: `remote $ref "${ref}" is not fetched` };
  }
  const root = index.resources.get(uri)!;
  let pointer: string;
  if (fragment === '' || fragment.startsWith('/')) {
    const tokens = fragment === '' ? [] : fragment.slice(1).split('/').map(decode);
    if (tokens.some((t) => t === undefined)) {
      return { code: 'invalid-schema', message: `$ref "${ref}" is not a valid JSON pointer` };
    }
    pointer = root + tokens.map((t) => `/${escapeToken(t!)}`).join('');
  } else {
    const anchored = index.anchors.get(`${uri}#${decode(fragment) ?? fragment}`);
    if (anchored === undefined) {
      return { code: 'invalid-schema', message: `$ref "${ref}" names no anchor in the schema` };
    }
    pointer = anchored;
  }
  const target = valueAt(index, pointer);
  if (!target) {
    return { code: 'invalid-schema', message: `$ref "${ref}" does not resolve inside the schema` };
  }
  // A pointer into a location the traversal did not index inherits its resource's base.
  const targetBase = index.bases.get(pointer) ?? index.bases.get(root) ?? uri;
  return { pointer, value: target.value, base: targetBase };
}
