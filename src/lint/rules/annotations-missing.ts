/** TW516 annotations-missing: an MCP tool that states no effect hint. */
import { toolRule } from './rule.js';

// `annotations` keeps only explicit booleans, so an empty object states nothing
export const annotationsMissing = toolRule('TW516', ({ tool }) => {
  if (tool.shape !== 'mcp' || Object.keys(tool.annotations).length > 0) return [];
  return [
    {
      ruleId: 'TW516',
      detail: 'states none of readOnlyHint, destructiveHint, idempotentHint, openWorldHint',
      evidence: { stated: [] },
    },
  ];
});
