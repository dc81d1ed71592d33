import { jcsDigest } from '../../src/canonical/jcs.js';
import type { Tool } from '../../src/model/tool.js';

let ordinal = 0;

/** A Tool as the importer would make it; every field can be overridden. */
export function tool(overrides: Partial<Tool> = {}): Tool {
  const i = ordinal++;
  const base = {
    name: overrides.name ?? `tool_${i}`,
    description:
      overrides.description ?? 'Reads one customer record by its id and returns it as JSON.',
    server: overrides.server ?? 'srv',
    shape: overrides.shape ?? 'mcp',
    inputSchema: overrides.inputSchema ?? {
      type: 'object',
      properties: { id: { type: 'string', maxLength: 64, description: 'Record id.' } },
      additionalProperties: false,
    },
    annotations: overrides.annotations ?? { readOnlyHint: true },
    location: overrides.location ?? {
      uri: 'catalog.json',
      pointer: `/tools/${i}`,
      line: 10 + i,
      column: 5,
    },
  };
  const { name, description, inputSchema, annotations } = base;
  return {
    ...base,
    definitionDigest:
      overrides.definitionDigest ?? jcsDigest({ name, description, inputSchema, annotations }),
  } as Tool;
}

/** An object schema with these properties, closed. */
export function schema(properties: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { type: 'object', properties, additionalProperties: false, ...extra };
}
