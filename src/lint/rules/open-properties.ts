/**
 * TW513 open-properties: object schemas without `additionalProperties: false` or
 * `unevaluatedProperties: false` (a schema-valued `additionalProperties` is a deliberate map).
 */
import { isJsonObject, type JsonObject } from '../../model/json.js';
import { listed, pointersForMessage } from '../hit.js';
import { typesOf } from '../schema-walk.js';
import { toolRule } from './rule.js';

function isObjectSchema(schema: JsonObject): boolean {
  const types = typesOf(schema);
  return types.includes('object') || (types.length === 0 && isJsonObject(schema.properties));
}

function isClosed(schema: JsonObject): boolean {
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) return true;
  // A non-empty schema for the rest is a deliberate map type (`{"type": "string"}` values).
  const rest = schema.additionalProperties;
  return isJsonObject(rest) && Object.keys(rest).length > 0;
}

export const openProperties = toolRule('TW513', ({ nodes }) => {
  const open: string[] = [];
  for (const { schema, pointer } of nodes) {
    if (isObjectSchema(schema) && !isClosed(schema)) open.push(pointer);
  }
  if (open.length === 0) return [];
  return [
    {
      ruleId: 'TW513',
      detail: `accepts undeclared properties in ${open.length} object schema(s) (no additionalProperties: false): ${pointersForMessage(open)}`,
      evidence: { objects: listed(open) },
    },
  ];
});
