/**
 * TW512 parameter-undescribed: properties of the input schema, at any depth, with no
 * `description` (one reached through a local `$ref` counts).
 */
import { isJsonObject, type JsonObject } from '../../model/json.js';
import { listed, pointersForMessage } from '../hit.js';
import { resolveLocalRef } from '../schema-walk.js';
import { toolRule } from './rule.js';

function described(schema: JsonObject, root: unknown): boolean {
  const text = (s: unknown): boolean =>
    isJsonObject(s) && typeof s.description === 'string' && s.description.trim() !== '';
  return text(schema) || text(resolveLocalRef(root, schema.$ref));
}

export const parameterUndescribed = toolRule('TW512', ({ tool, nodes }) => {
  const root = tool.inputSchema;
  const undescribed: string[] = [];
  for (const node of nodes) {
    if (node.property !== undefined && !described(node.schema, root))
      undescribed.push(node.pointer);
  }
  if (undescribed.length === 0) return [];
  return [
    {
      ruleId: 'TW512',
      detail: `has ${undescribed.length} parameter(s) without a description: ${pointersForMessage(undescribed)}`,
      evidence: { parameters: listed(undescribed) },
    },
  ];
});
