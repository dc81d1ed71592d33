import { isJsonObject } from '../model/json.js';
/**
 * Which input schemas provably accept every object: `true`, `{}`, `{"type":"object"}` and the
 * like, built only from annotations and keywords that cannot reject an object. Anything else
 * (any `$ref`, any assertion, any unknown keyword but `x-…`) is not claimed permissive.
 */

const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  '$defs',
  'definitions',
]);

function annotationKey(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith('x-');
}

/** A subschema that accepts every JSON value. */
function acceptsAnything(schema: unknown): boolean {
  if (schema === true) return true;
  return isJsonObject(schema) && Object.keys(schema).every(annotationKey);
}

/** True only when `schema` provably accepts every JSON object. */
export function acceptsEveryObject(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isJsonObject(schema)) return false;
  for (const key of Object.keys(schema)) {
    const v = schema[key];
    if (annotationKey(key)) continue;
    switch (key) {
      case 'type':
        if (v === 'object' || (Array.isArray(v) && v.includes('object'))) continue;
        return false;
      case 'properties':
      case 'patternProperties':
        if (isJsonObject(v) && key === 'properties' && Object.values(v).every(acceptsAnything)) {
          continue;
        }
        if (isJsonObject(v) && Object.keys(v).length === 0) continue;
        return false;
      case 'additionalProperties':
      case 'unevaluatedProperties':
        if (acceptsAnything(v)) continue;
        return false;
      case 'required':
        if (Array.isArray(v) && v.length === 0) continue;
        return false;
      case 'minProperties':
        if (v === 0) continue;
        return false;
      default:
        return false;
    }
  }
  return true;
}
