import { defineRules, SUPPRESS } from './spec.js';

/**
 * Recorded-result rules (`toolwitness replay --catalog` on agent logs): a tool's recorded result
 * judged against the output schema its catalog entry declares.
 */
export const OUTPUT_RULES = defineRules([
  {
    id: 'TW305',
    name: 'output-schema-violation',
    severity: 'error',
    shortDescription:
      "a recorded result's structuredContent violates the tool's declared outputSchema",
    fullDescription:
      'A tool result recorded in an agent log carries MCP `structuredContent` that the ' +
      '`outputSchema` of the catalog tool the call resolves to rejects (every resolving tool ' +
      'with an output schema, when the call is ambiguous). The evidence gives the failing ' +
      'keyword, the JSON pointer of the first violation inside the result and a digest of the ' +
      'result; never the value.',
    help: [
      'A server returned structured output that breaks the output schema it declares.',
      '',
      'Why it matters: clients and models that trust the declared schema read fields that are ' +
        'missing or of another type, and the MCP specification requires structured results to ' +
        'conform to the declared output schema.',
      '',
      'Fix: correct the server so its results match the schema, or correct the schema to ' +
        'describe what the tool really returns. Results marked isError are not checked (an error ' +
        'result need not follow the schema); the report stats count them. ' +
        SUPPRESS,
    ].join('\n'),
  },
]);
