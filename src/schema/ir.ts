/**
 * The engine's view of a schema: a tree of conjunction nodes with local `$ref`s inlined.
 * Built within a node budget; records every keyword it cannot reason about, so disjointness is
 * only ever claimed over fully understood schemas.
 */
import { complementOf } from './complement.js';
import { has, idKeyword, isJsonObject, own, refHidesSiblings, type Dialect } from './dialect.js';
import type { Bound } from './decimal.js';
import {
  indexResources,
  newIndex,
  resolveIndexedRef,
  type RefTarget,
  type ResourceIndex,
} from './resolve.js';

/** Instance kinds; `number` here means a non-integer number (integer ⊂ number). */
export type Kind = 'null' | 'boolean' | 'object' | 'array' | 'string' | 'integer' | 'number';
export const ALL_KINDS: readonly Kind[] = [
  'null',
  'boolean',
  'object',
  'array',
  'string',
  'integer',
  'number',
];

/** One schema object (or boolean schema) as a set of constraints on the same instance. */
export interface Node {
  side: string;
  pointer: string;
  /** draft-07 siblings of `$ref`: that dialect ignores them, Ajv applies them. Generator only. */
  soft: boolean;
  never: boolean;
  /** A recursive `$ref` we did not expand: constrains nothing for the generator. */
  opaque: boolean;
  types?: Set<Kind>;
  domain?: unknown[];
  allOf: Node[];
  /** `anyOf` and `oneOf` lists (oneOf implies anyOf, which is all disjointness relies on). */
  anyOf: Node[][];
  properties: Map<string, Node>;
  additional?: Node;
  required: string[];
  minProperties?: number;
  maxProperties?: number;
  /** Applies to the items after `prefix` (all items when there is no prefix). */
  items?: Node;
  /** Tuple schemas: 2020-12 `prefixItems`, draft-07/2019-09 array-form `items`. */
  prefix?: Node[];
  /** `not` subschemas; used only to reject values their (exact) subschema accepts. */
  nots: Node[];
  /** `propertyNames`: every key of an object instance, as a string, must match it. */
  propertyNames?: Node;
  /** `dependentRequired` and draft-07 array-form `dependencies`: trigger key, keys it needs. */
  dependentRequired: Array<[string, string[]]>;
  /** `dependentSchemas` and schema-form `dependencies`: applies when the trigger key is present. */
  dependentSchemas: Array<[string, Node]>;
  /** `uniqueItems: true`. */
  uniqueItems: boolean;
  /**
   * `contains` with the counts Ajv applies: `min` is `minContains` (default 1) and `max` is
   * `maxContains`, both only in 2019-09/2020-12 (draft-07 always needs one matching item).
   */
  contains?: { node: Node; min: number; max?: number; pointer: string };
  /**
   * True when every keyword of this subtree is modelled exactly by `rejects` (no dropped
   * keyword, pattern, format, oneOf, soft sibling or unexpanded recursion), so a value it does
   * not reject is one Ajv accepts.
   */
  exact: boolean;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  lo: Bound;
  hi: Bound;
  multipleOf: number[];
  patterns: string[];
  formats: string[];
  /** True when this node or a descendant carries a constraint the generator should hint on. */
  hints: Set<Kind>;
  /**
   * True when a keyword of this very schema object is left out of the node (unsupported,
   * ignored by Ajv in this dialect, or malformed): the node then over-approximates the schema,
   * so its complement can say nothing (see complement.ts).
   */
  dropped?: boolean;
  /** The schema value this node was built from, and its dialect (for identical-subschema proofs). */
  source?: unknown;
  dialect?: Dialect;
  /** The node a `$ref` of this schema object resolved to. */
  refTarget?: Node;
  /** The `oneOf` lists (exactly one branch must match) and the `anyOf` list modelling each. */
  oneOfLists?: Array<{ original: Node[]; list: Node[] }>;
  /** `if`/`then`/`else` as written; its over-approximation is the anyOf list `list`. */
  conditional?: { cond: Node; then?: Node; otherwise?: Node; list: Node[] };
  // Constraints that only complements produce (see complement.ts):
  /** Values the instance must not equal (`not` of const/enum). */
  excluded?: unknown[];
  /** Patterns / known formats a string instance must NOT match. */
  notPatterns?: string[];
  notFormats?: string[];
  /** Steps a number instance must NOT be a multiple of (Ajv's own test). */
  notMultipleOf?: number[];
  /** Some item at an index ≥ `from` matches `node`. */
  someItems?: Array<{ node: Node; from: number }>;
  /** The array has two equal items. */
  duplicates?: boolean;
  /** Some property whose key is not in `exclude` has a value matching `node`. */
  someProperty?: Array<{ exclude: string[]; node: Node }>;
  /** Some property name (a string) matches each of these nodes. */
  someName?: Node[];
  /** The identity key of the schema this node is the complement of (see identityKey). */
  negKey?: string;
}

/** A keyword outside the supported subset, where it was found. */
export interface Unsupported {
  keyword: string;
  pointer: string;
  code: 'unsupported-keyword' | 'recursive-ref';
  /**
   * True when the tree may not over-approximate the schema here (nested `$id` changes how refs
   * resolve, `$async` changes what validation means, recursion is not expanded), so no
   * disjointness may be claimed. Other unsupported keywords are simply left out of the tree:
   * every JSON Schema keyword only narrows, so the tree then accepts a superset of the schema
   * and disjointness proven over it is sound; the few keywords that change how others apply
   * are handled where they occur (see `loosenInteractions`).
   */
  blocksDisjoint: boolean;
}

/** Unsupported keywords that make the tree unreliable as an over-approximation. */
const BLOCKING = new Set(['$async']);

/** Formats ajv-formats asserts; any other format name constrains nothing. */
export const KNOWN_FORMATS: ReadonlySet<string> = new Set(
  (
    'date time date-time iso-time iso-date-time duration uri uri-reference uri-template url ' +
    'email hostname ipv4 ipv6 regex uuid json-pointer json-pointer-uri-fragment ' +
    'relative-json-pointer byte int32 int64 float double password binary'
  ).split(' '),
);

const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  '$defs',
  'definitions',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  '$anchor',
  '$vocabulary',
  '$dynamicAnchor',
  '$recursiveAnchor',
]);

/** JSON Schema (and Ajv) keywords that constrain instances but are outside the subset. */
const UNSUPPORTED = new Set([
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  '$recursiveRef',
  '$dynamicRef',
  'nullable',
  'discriminator',
  '$async',
]);

/** oneOf lists up to this length are modelled as "exactly one branch" (quadratic in size). */
const MAX_REFINED_ONEOF = 8;

/** Thrown inside the builder when the node or ref-depth budget is exceeded. */
export class BudgetExceeded extends Error {}

/** Result of building a schema's tree. */
export type Built =
  | { ok: true; root: Node; unsupported: Unsupported[] }
  | { ok: false; code: 'remote-ref' | 'invalid-schema'; message: string };

interface Ctx {
  doc: unknown;
  dialect: Dialect;
  side: string;
  rootId: string | undefined;
  nodes: number;
  maxNodes: number;
  maxDepth: number;
  unsupported: Unsupported[];
  failure?: { code: 'remote-ref' | 'invalid-schema'; message: string };
  index: ResourceIndex;
  /** Count of inexact constructs met so far (unsupported keywords are counted separately). */
  inexact: number;
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Displays a JSON pointer in URI-fragment form (`#` for the root). */
export function showPointer(pointer: string): string {
  return pointer === '' || pointer.startsWith('/') ? `#${pointer}` : pointer;
}

/** A node with no constraint (the `true` schema). */
export function emptyNode(side: string, pointer: string): Node {
  return {
    side,
    pointer,
    soft: false,
    never: false,
    opaque: false,
    allOf: [],
    anyOf: [],
    nots: [],
    dependentRequired: [],
    dependentSchemas: [],
    uniqueItems: false,
    exact: true,
    properties: new Map(),
    required: [],
    lo: { value: undefined, exclusive: false },
    hi: { value: undefined, exclusive: false },
    multipleOf: [],
    patterns: [],
    formats: [],
    hints: new Set(),
  };
}

function typeKinds(value: unknown): Set<Kind> | undefined {
  const names = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!names) return undefined;
  const kinds = new Set<Kind>();
  for (const name of names) {
    if (name === 'number') {
      kinds.add('integer');
      kinds.add('number');
    } else if (typeof name === 'string' && (ALL_KINDS as readonly string[]).includes(name)) {
      kinds.add(name as Kind);
    }
  }
  return kinds;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function tighterLo(node: Node, value: unknown, exclusive: boolean): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) return;
  const cur = node.lo;
  if (cur.value === undefined || value > cur.value || (value === cur.value && exclusive)) {
    node.lo = { value, exclusive };
  }
}

function tighterHi(node: Node, value: unknown, exclusive: boolean): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) return;
  const cur = node.hi;
  if (cur.value === undefined || value < cur.value || (value === cur.value && exclusive)) {
    node.hi = { value, exclusive };
  }
}

/** Deep equality as JSON Schema defines it for const/enum (1.0 equals 1). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => has(rb, k) && jsonEqual(ra[k], rb[k]));
}

function intersectDomain(node: Node, values: unknown[]): void {
  node.domain = node.domain
    ? node.domain.filter((v) => values.some((w) => jsonEqual(v, w)))
    : values.slice();
}

function resolvePointer(doc: unknown, fragment: string): { found: boolean; value: unknown } {
  if (fragment === '') return { found: true, value: doc };
  if (!fragment.startsWith('/')) return { found: false, value: undefined };
  let cur = doc;
  for (const raw of fragment.slice(1).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return { found: false, value: undefined };
    }
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= cur.length) {
        return { found: false, value: undefined };
      }
      cur = cur[Number(token)];
    } else if (isJsonObject(cur) && has(cur, token)) {
      cur = cur[token];
    } else return { found: false, value: undefined };
  }
  return { found: true, value: cur };
}

/** Finds a plain-name anchor (`$anchor`, or draft-07 `$id: "#name"`); returns its pointer. */
function findAnchor(doc: unknown, name: string, maxNodes: number): string | undefined {
  const stack: Array<{ value: unknown; pointer: string }> = [{ value: doc, pointer: '' }];
  let seen = 0;
  while (stack.length > 0 && seen++ < maxNodes) {
    const { value, pointer } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, pointer: `${pointer}/${i}` }));
    } else if (isJsonObject(value)) {
      if (own(value, '$anchor') === name || own(value, '$id') === `#${name}`) return pointer;
      for (const key of Object.keys(value)) {
        stack.push({ value: value[key], pointer: `${pointer}/${escapeToken(key)}` });
      }
    }
  }
  return undefined;
}

/**
 * Where a `$ref` points inside the document: `{pointer}` for a local target, or a failure
 * (remote refs are never fetched; unresolvable local refs make the schema invalid).
 */
export function locateRef(
  doc: unknown,
  ref: string,
  maxNodes: number,
):
  { pointer: string; value: unknown } | { code: 'remote-ref' | 'invalid-schema'; message: string } {
  let local = ref;
  const rootId = isJsonObject(doc) ? own(doc, '$id') : undefined;
  if (typeof rootId === 'string' && rootId !== '') {
    const base = rootId.replace(/#.*$/, '');
    if (base !== '' && local.startsWith(base)) local = local.slice(base.length);
  }
  if (!local.startsWith('#')) {
    return { code: 'remote-ref', message: `remote $ref "${ref}" is not fetched` };
  }
  const fragment = local.slice(1);
  if (fragment !== '' && !fragment.startsWith('/')) {
    const anchored = findAnchor(doc, fragment, maxNodes);
    if (anchored === undefined) {
      return { code: 'invalid-schema', message: `$ref "${ref}" names no anchor in the schema` };
    }
    return { pointer: anchored, value: resolvePointer(doc, anchored).value };
  }
  const target = resolvePointer(doc, fragment);
  if (!target.found) {
    return { code: 'invalid-schema', message: `$ref "${ref}" does not resolve inside the schema` };
  }
  const pointer = fragment
    .split('/')
    .map((t) => {
      try {
        return decodeURIComponent(t);
      } catch {
        return t;
      }
    })
    .join('/');
  return { pointer, value: target.value };
}

function resolveRef(ctx: Ctx, base: string, ref: string): RefTarget {
  return resolveIndexedRef(ctx.index, base, ref);
}

function build(
  schema: unknown,
  pointer: string,
  ctx: Ctx,
  refChain: string[],
  depth: number,
  inherited: string,
): Node {
  ctx.nodes += 1;
  if (ctx.nodes > ctx.maxNodes) {
    throw new BudgetExceeded(
      `schema ${ctx.side} expands to more than ${ctx.maxNodes} nodes (maxNodes)`,
    );
  }
  if (depth > ctx.maxDepth || refChain.length > ctx.maxDepth) {
    throw new BudgetExceeded(
      `schema ${ctx.side} nests deeper than ${ctx.maxDepth} levels (maxDepth)`,
    );
  }
  const node = emptyNode(ctx.side, pointer);
  node.source = schema;
  node.dialect = ctx.dialect;
  const before = ctx.unsupported.length + ctx.inexact;
  const finish = (n: Node): Node => {
    n.exact = ctx.unsupported.length + ctx.inexact === before;
    return n;
  };
  if (schema === false) {
    node.never = true;
    return node;
  }
  if (!isJsonObject(schema)) {
    if (schema !== true) {
      ctx.failure ??= {
        code: 'invalid-schema',
        message: `schema at ${showPointer(pointer)} is not an object or boolean`,
      };
    }
    return node;
  }
  const base = ctx.index.bases.get(pointer) ?? inherited;
  const child = (value: unknown, suffix: string): Node =>
    build(value, `${pointer}${suffix}`, ctx, refChain, depth + 1, base);

  for (const key of Object.keys(schema)) {
    const value = schema[key];
    switch (key) {
      case 'type': {
        const kinds = typeKinds(value);
        if (kinds) node.types = kinds;
        break;
      }
      case 'const':
        intersectDomain(node, [value]);
        break;
      case 'enum':
        if (Array.isArray(value)) intersectDomain(node, value);
        break;
      case 'allOf':
        if (Array.isArray(value)) value.forEach((s, i) => node.allOf.push(child(s, `/allOf/${i}`)));
        break;
      case 'anyOf':
      case 'oneOf':
        if (key === 'oneOf') ctx.inexact += 1; // modelled as anyOf, a superset
        if (Array.isArray(value)) {
          const list = value.map((s, i) => child(s, `/${key}/${i}`));
          if (key === 'oneOf' && list.length <= MAX_REFINED_ONEOF) {
            // Branch i matches and no other does: Xi ∧ ¬Xj for every j ≠ i.
            const refined = list.map((x, i) => {
              const only = emptyNode(ctx.side, x.pointer);
              only.allOf.push(
                x,
                ...list.filter((_, j) => j !== i).map((y) => complementOf(y, ctx)),
              );
              for (const h of x.hints) only.hints.add(h);
              only.exact = false;
              return only;
            });
            node.anyOf.push(refined);
            (node.oneOfLists ??= []).push({ original: list, list: refined });
          } else {
            node.anyOf.push(list);
            if (key === 'oneOf') (node.oneOfLists ??= []).push({ original: list, list });
          }
        } else node.dropped = true;
        break;
      case 'not': {
        // Exact where its subschema is: `rejects` tests the subschema, and the conjunction
        // gets the complement (an over-approximation of what `not` allows) for the rules.
        const negated = child(value, '/not');
        node.nots.push(negated);
        node.allOf.push(complementOf(negated, ctx));
        break;
      }
      case 'if':
        // (if ∧ then) ∨ else over-approximates the conditional; then/else default to true.
        {
          // (if ∧ then) ∨ (¬if ∧ else), with ¬if over-approximated by its complement.
          const cond = child(value, '/if');
          const both = emptyNode(ctx.side, `${pointer}/if`);
          both.allOf.push(cond);
          const then = has(schema, 'then') ? child(schema.then, '/then') : undefined;
          if (then) both.allOf.push(then);
          const otherwise = has(schema, 'else') ? child(schema.else, '/else') : undefined;
          const notBoth = emptyNode(ctx.side, `${pointer}/else`);
          notBoth.allOf.push(complementOf(cond, ctx));
          if (otherwise) notBoth.allOf.push(otherwise);
          for (const b of [...both.allOf, ...(otherwise ? [otherwise] : [])])
            for (const h of b.hints) node.hints.add(h);
          const list = [both, notBoth];
          node.anyOf.push(list);
          node.conditional = { cond, then, otherwise, list };
          pushUnsupported(ctx, key, pointer);
        }
        break;
      case 'then':
      case 'else':
        break; // with `if`; without it they are ignored by the dialect and by Ajv
      case 'prefixItems':
        if (ctx.dialect === '2020-12' && Array.isArray(value)) {
          node.prefix = value.map((s, i) => child(s, `/prefixItems/${i}`));
          node.hints.add('array');
        }
        break;
      case 'additionalItems':
        // Applies only beside array-form items (draft-07, 2019-09).
        if (ctx.dialect !== '2020-12' && Array.isArray(own(schema, 'items'))) {
          node.items = child(value, '/additionalItems');
          node.hints.add('array');
        }
        break;
      case 'properties':
        if (isJsonObject(value)) {
          for (const name of Object.keys(value)) {
            // Ajv skips a "__proto__" entry of `properties`; such a key is then additional.
            if (name === '__proto__') continue;
            node.properties.set(name, child(value[name], `/properties/${escapeToken(name)}`));
          }
          node.hints.add('object');
        }
        break;
      case 'additionalProperties':
        node.additional = child(value, '/additionalProperties');
        node.hints.add('object');
        break;
      case 'required':
        if (Array.isArray(value)) {
          node.required = value.filter((v): v is string => typeof v === 'string');
          node.hints.add('object');
        }
        break;
      case 'minProperties':
      case 'maxProperties':
        if (isCount(value)) node[key] = value;
        node.hints.add('object');
        break;
      case 'items':
        if (Array.isArray(value)) {
          if (ctx.dialect === '2020-12') {
            node.dropped = true;
            ctx.unsupported.push({
              keyword: 'items (array form)',
              pointer: `${pointer}/items`,
              code: 'unsupported-keyword',
              blocksDisjoint: false,
            });
          } else node.prefix = value.map((s, i) => child(s, `/items/${i}`));
        } else if (!(ctx.dialect !== '2020-12' && Array.isArray(own(schema, 'items')))) {
          node.items = child(value, '/items');
        }
        node.hints.add('array');
        break;
      case 'minItems':
      case 'maxItems':
        if (isCount(value)) node[key] = value;
        node.hints.add('array');
        break;
      case 'uniqueItems':
        if (value === true) node.uniqueItems = true;
        node.hints.add('array');
        break;
      case 'contains': {
        if (has(schema, 'prefixItems') || Array.isArray(own(schema, 'items'))) {
          // Beside a tuple, Ajv skips `contains` for arrays shorter than the tuple (it accepts
          // `[]` for {"contains": false, "prefixItems": [{"type": "integer"}]}): left out.
          node.dropped = true;
          ctx.unsupported.push({
            keyword: 'contains beside a tuple',
            pointer: `${pointer}/contains`,
            code: 'unsupported-keyword',
            blocksDisjoint: false,
          });
          node.hints.add('array');
          break;
        }
        // Ajv reads minContains/maxContains only with its `next` option (2019-09, 2020-12).
        const next = ctx.dialect === '2019-09' || ctx.dialect === '2020-12';
        const min = next ? own(schema, 'minContains') : undefined;
        const max = next ? own(schema, 'maxContains') : undefined;
        node.contains = {
          node: child(value, '/contains'),
          min: isCount(min) ? min : 1,
          max: isCount(max) ? max : undefined,
          pointer: `${pointer}/contains`,
        };
        if ((min !== undefined && !isCount(min)) || (max !== undefined && !isCount(max))) {
          ctx.inexact += 1;
          node.dropped = true;
        }
        node.hints.add('array');
        break;
      }
      case 'minContains':
      case 'maxContains':
        // With `contains` (above); alone they constrain nothing. draft-07 Ajv ignores them.
        if (refHidesSiblings(ctx.dialect)) pushUnsupported(ctx, key, pointer, node);
        break;
      case 'propertyNames':
        node.propertyNames = child(value, '/propertyNames');
        node.hints.add('object');
        break;
      case 'dependentRequired':
      case 'dependentSchemas':
      case 'dependencies':
        if (key !== 'dependencies' && refHidesSiblings(ctx.dialect)) {
          pushUnsupported(ctx, key, pointer, node); // not a draft-07 keyword; Ajv's draft-07 ignores it
          break;
        }
        if (!isJsonObject(value)) {
          ctx.inexact += 1;
          node.dropped = true;
          break;
        }
        for (const trigger of Object.keys(value)) {
          const dep = value[trigger];
          if (trigger === '__proto__') {
            // Ajv skips it in `dependencies`; elsewhere its handling is not modelled.
            if (key !== 'dependencies') {
              ctx.inexact += 1;
              node.dropped = true;
            }
            continue;
          }
          if (key !== 'dependentSchemas' && Array.isArray(dep)) {
            if (dep.every((d) => typeof d === 'string')) {
              node.dependentRequired.push([trigger, dep as string[]]);
            } else {
              ctx.inexact += 1;
              node.dropped = true;
            }
          } else if (key !== 'dependentRequired') {
            node.dependentSchemas.push([trigger, child(dep, `/${key}/${escapeToken(trigger)}`)]);
          } else {
            ctx.inexact += 1;
            node.dropped = true;
          }
        }
        node.hints.add('object');
        break;
      case 'unevaluatedProperties':
      case 'unevaluatedItems':
        if (!modelUnevaluated(schema, key, ctx.dialect)) {
          pushUnsupported(ctx, key, pointer, node);
        } else if (key === 'unevaluatedProperties') {
          node.additional = child(value, '/unevaluatedProperties');
          node.hints.add('object');
        } else {
          node.items = child(value, '/unevaluatedItems');
          node.hints.add('array');
        }
        break;
      case 'minLength':
      case 'maxLength':
        if (isCount(value)) node[key] = value;
        node.hints.add('string');
        break;
      case 'minimum':
        // draft-04: a boolean exclusiveMinimum makes minimum exclusive.
        tighterLo(
          node,
          value,
          ctx.dialect === 'draft-04' && own(schema, 'exclusiveMinimum') === true,
        );
        node.hints.add('integer');
        break;
      case 'exclusiveMinimum':
        if (ctx.dialect !== 'draft-04') tighterLo(node, value, true);
        node.hints.add('integer');
        break;
      case 'maximum':
        tighterHi(
          node,
          value,
          ctx.dialect === 'draft-04' && own(schema, 'exclusiveMaximum') === true,
        );
        node.hints.add('integer');
        break;
      case 'exclusiveMaximum':
        if (ctx.dialect !== 'draft-04') tighterHi(node, value, true);
        node.hints.add('integer');
        break;
      case 'multipleOf':
        if (typeof value === 'number' && value > 0) node.multipleOf.push(value);
        node.hints.add('integer');
        break;
      case 'pattern':
        if (typeof value === 'string') node.patterns.push(value);
        ctx.unsupported.push({
          keyword: 'pattern',
          pointer: `${pointer}/pattern`,
          code: 'unsupported-keyword',
          blocksDisjoint: false,
        });
        node.hints.add('string');
        break;
      case 'format':
        if (typeof value === 'string' && KNOWN_FORMATS.has(value)) {
          node.formats.push(value);
          ctx.unsupported.push({
            keyword: `format "${value}"`,
            pointer: `${pointer}/format`,
            code: 'unsupported-keyword',
            blocksDisjoint: false,
          });
        }
        break;
      case '$id':
      case 'id':
        // Resolution follows the base URI change (see indexResources). In draft-07 an `$id`
        // beside `$ref` is ignored by the dialect; whether Ajv applies it is not modelled.
        if (
          key === idKeyword(ctx.dialect) &&
          refHidesSiblings(ctx.dialect) &&
          typeof value === 'string' &&
          !value.startsWith('#') &&
          has(schema, '$ref')
        ) {
          node.dropped = true;
          ctx.unsupported.push({
            keyword: `${key} beside $ref`,
            pointer: `${pointer}/${key}`,
            code: 'unsupported-keyword',
            blocksDisjoint: true,
          });
        }
        break;
      case '$ref':
        break; // handled below, after the siblings
      default:
        if (ANNOTATIONS.has(key)) break;
        if (UNSUPPORTED.has(key)) {
          node.dropped = true;
          ctx.unsupported.push({
            keyword: key,
            pointer: `${pointer}/${escapeToken(key)}`,
            code: 'unsupported-keyword',
            blocksDisjoint: BLOCKING.has(key),
          });
        }
      // annotations, x-* and unknown keys constrain nothing
    }
  }
  loosenInteractions(schema, node);
  for (const branch of [node.allOf, ...node.anyOf]) {
    for (const b of branch) for (const h of b.hints) node.hints.add(h);
  }

  const ref = own(schema, '$ref');
  if (typeof ref !== 'string') return finish(node);
  const target = resolveRef(ctx, base, ref);
  if ('code' in target) {
    ctx.failure ??= {
      code: target.code,
      message: `${target.message} (at ${ctx.side} ${showPointer(pointer)}/$ref)`,
    };
    return finish(node);
  }
  let refNode: Node;
  if (refChain.includes(target.pointer)) {
    refNode = emptyNode(ctx.side, target.pointer);
    refNode.opaque = true;
    refNode.dropped = true;
    // The unexpanded recursion constrains nothing, so the tree still over-approximates.
    ctx.unsupported.push({
      keyword: '$ref',
      pointer: `${pointer}/$ref`,
      code: 'recursive-ref',
      blocksDisjoint: false,
    });
  } else {
    refNode = build(
      target.value,
      target.pointer,
      ctx,
      [...refChain, target.pointer],
      depth + 1,
      target.base,
    );
  }
  if (refHidesSiblings(ctx.dialect)) {
    // draft-07 ignores $ref siblings while Ajv applies them: keep them for the generator only.
    const wrapper = emptyNode(ctx.side, pointer);
    wrapper.source = schema;
    wrapper.dialect = ctx.dialect;
    wrapper.refTarget = refNode;
    node.soft = true;
    if (Object.keys(schema).some((k) => k !== '$ref' && !ANNOTATIONS.has(k))) ctx.inexact += 1;
    wrapper.allOf.push(refNode, node);
    for (const h of [...refNode.hints, ...node.hints]) wrapper.hints.add(h);
    finish(node);
    return finish(wrapper);
  }
  node.allOf.push(refNode);
  node.refTarget = refNode;
  for (const h of refNode.hints) node.hints.add(h);
  return finish(node);
}

/** Keywords whose subschemas can evaluate properties or items in place of their schema. */
const IN_PLACE_APPLICATORS = [
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'dependentSchemas',
  'dependencies',
];

/**
 * True when `unevaluatedProperties`/`unevaluatedItems` of this schema object can be read as
 * `additionalProperties`/`items`: no in-place applicator could evaluate anything, so exactly the
 * keys of `properties` and `patternProperties` (or the tuple positions) are evaluated. 2019-09
 * and 2020-12 only (draft-07 Ajv ignores them).
 */
function modelUnevaluated(schema: Record<string, unknown>, key: string, dialect: Dialect): boolean {
  if (refHidesSiblings(dialect)) return false;
  if (IN_PLACE_APPLICATORS.some((k) => has(schema, k))) return false;
  if (key === 'unevaluatedProperties') {
    if (has(schema, 'additionalProperties')) return false; // then it is a no-op; left out
    const props = own(schema, 'properties');
    return !(isJsonObject(props) && has(props, '__proto__'));
  }
  if (has(schema, 'contains')) return false; // 2020-12 contains evaluates the items it matches
  if (dialect === '2020-12') return !has(schema, 'items');
  const items = own(schema, 'items');
  return items === undefined || (Array.isArray(items) && !has(schema, 'additionalItems'));
}

/**
 * Keeps the tree an over-approximation where an unsupported keyword widens a supported one:
 * `patternProperties` exempts matching keys from `additionalProperties`, 2020-12 `prefixItems`
 * is modelled as a tuple prefix, and Ajv's `nullable: true` adds null to `type`.
 */
function loosenInteractions(schema: Record<string, unknown>, node: Node): void {
  if (has(schema, 'patternProperties')) node.additional = undefined;
  if (own(schema, 'nullable') === true) node.types = undefined;
}

function pushUnsupported(ctx: Ctx, keyword: string, pointer: string, dropped?: Node): void {
  if (dropped) dropped.dropped = true;
  ctx.unsupported.push({
    keyword,
    pointer: `${pointer}/${escapeToken(keyword)}`,
    code: 'unsupported-keyword',
    blocksDisjoint: BLOCKING.has(keyword),
  });
}

/** Builds the tree of one whole schema document. */
export function buildSchema(
  doc: unknown,
  dialect: Dialect,
  side: string,
  limits: { maxNodes: number; maxDepth: number },
): Built {
  const rootId = isJsonObject(doc) ? own(doc, '$id') : undefined;
  const ctx: Ctx = {
    doc,
    dialect,
    side,
    rootId: typeof rootId === 'string' ? rootId : undefined,
    nodes: 0,
    maxNodes: limits.maxNodes,
    maxDepth: limits.maxDepth,
    unsupported: [],
    index: newIndex(dialect),
    inexact: 0,
  };
  indexResources(ctx.index, doc, '', '', limits.maxNodes);
  const root = build(doc, '', ctx, [''], 0, ctx.index.bases.get('') ?? '');
  if (ctx.failure) return { ok: false, ...ctx.failure };
  return { ok: true, root, unsupported: ctx.unsupported };
}

/** A node that only restricts the instance's type (for conjunctions built by the rules). */
export function typeNode(kinds: Kind[], side: string, pointer: string): Node {
  const node = emptyNode(side, pointer);
  node.types = new Set(kinds);
  for (const k of kinds) node.hints.add(k);
  return node;
}

/** The node that intersects a schema with `{"type":"object"}` (tool arguments are objects). */
export function objectNode(): Node {
  const node = emptyNode('the object wrap', '');
  node.types = new Set(['object']);
  node.hints.add('object');
  return node;
}
