/** TW107: is a tool's input schema a usable object schema? Decided without code generation. */
import { ajvFor } from './ajv.js';
import { dialectOf, isJsonObject, own } from './dialect.js';
import { locateRef } from './ir.js';
import { measure } from './measure.js';

/** Generous shape limits for the check; proofs apply their own, tighter budget. */
const CHECK_LIMITS = { maxDepth: 1000, maxNodes: 1_000_000 };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function where(pointer: string): string {
  return pointer === '' ? '(root)' : pointer;
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every `$ref` string in the document with the pointer of the object that holds it. */
function refsOf(doc: unknown): {
  refs: Array<{ ref: string; pointer: string }>;
  nestedId: boolean;
} {
  const refs: Array<{ ref: string; pointer: string }> = [];
  let nestedId = false;
  const stack: Array<{ value: unknown; pointer: string }> = [{ value: doc, pointer: '' }];
  while (stack.length > 0) {
    const { value, pointer } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, pointer: `${pointer}/${i}` }));
    } else if (isJsonObject(value)) {
      const ref = own(value, '$ref');
      if (typeof ref === 'string') refs.push({ ref, pointer: `${pointer}/$ref` });
      const id = own(value, '$id');
      if (pointer !== '' && typeof id === 'string' && !id.startsWith('#')) nestedId = true;
      for (const key of Object.keys(value)) {
        stack.push({ value: value[key], pointer: `${pointer}/${escapeToken(key)}` });
      }
    }
  }
  refs.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
  return { refs, nestedId };
}

/**
 * Decides TW107 for a tool input schema: it must be a JSON object, permit `"object"` when it
 * names a `type`, pass its dialect's meta-schema and resolve every local `$ref`. An unknown
 * `$schema` or an RE2-incompatible pattern is not TW107 (proofs answer `unknown` instead).
 * Messages are one line and name the JSON pointer inside the schema.
 */
export function checkToolSchema(schema: unknown): { ok: true } | { ok: false; message: string } {
  const check = toolSchemaCheck(schema);
  return check.ok ? { ok: true } : check;
}

/**
 * `checkToolSchema`, saying also whether the schema passed its dialect's meta-schema (`true`
 * only when it was checked against it and passed), which lets a proof skip that check.
 */
export function toolSchemaCheck(
  schema: unknown,
): { ok: true; metaChecked: boolean } | { ok: false; message: string } {
  const unchecked = { ok: true, metaChecked: false } as const;
  try {
    if (!isJsonObject(schema)) {
      return {
        ok: false,
        message: `(root): input schema must be a JSON object, not ${describe(schema)}`,
      };
    }
    const size = measure(schema, CHECK_LIMITS);
    if (!size.ok) {
      if (size.reason.code === 'invalid-schema')
        return { ok: false, message: `(root): ${size.reason.message}` };
      return unchecked; // too large to check here; proofs report the budget
    }
    const type = own(schema, 'type');
    if (typeof type === 'string' && type !== 'object') {
      return { ok: false, message: `/type: must permit "object" for tool arguments, is "${type}"` };
    }
    if (
      Array.isArray(type) &&
      type.every((t) => typeof t === 'string') &&
      !type.includes('object')
    ) {
      return {
        ok: false,
        message: `/type: must permit "object" for tool arguments, is ${JSON.stringify(type)}`,
      };
    }
    const dialect = dialectOf(schema);
    if (!dialect) return unchecked;
    const ajv = ajvFor(dialect);
    let valid: boolean;
    try {
      valid = ajv.validateSchema(schema) === true;
    } catch (error) {
      if (error instanceof RangeError) return unchecked;
      throw error;
    }
    if (!valid) {
      const first = ajv.errors?.[0];
      const message = first
        ? `${where(first.instancePath)}: ${first.message ?? 'is invalid'}`
        : '(root): fails the meta-schema';
      return { ok: false, message: `${message} (${dialect} meta-schema)` };
    }
    const { refs, nestedId } = refsOf(schema);
    if (!nestedId) {
      for (const { ref, pointer } of refs) {
        const target = locateRef(schema, ref, CHECK_LIMITS.maxNodes);
        if ('code' in target && target.code === 'invalid-schema') {
          return { ok: false, message: `${pointer}: ${target.message}` };
        }
      }
    }
    return { ok: true, metaChecked: true };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `(root): schema cannot be checked: ${text.split('\n')[0]}` };
  }
}
