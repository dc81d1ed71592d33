import { readFileSync } from 'node:fs';
import { checkContract } from '../../src/contract/index.js';
import type { Finding, Report } from '../../src/model/finding.js';

export const DIR = 'examples/contract';

/** An example file as a `{uri, content}` source, as the CLI would read it. */
export function example(name: string): { uri: string; content: Uint8Array } {
  const uri = `${DIR}/${name}`;
  return { uri, content: readFileSync(uri) };
}

/** The sandbox `exec` schema of the article: intent and command required, cwd and env optional. */
export const EXEC_SCHEMA = {
  type: 'object',
  properties: {
    intent: { type: 'string' },
    command: { type: 'string' },
    cwd: { type: 'string' },
    env: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['intent', 'command'],
  additionalProperties: false,
};

/** An MCP catalog source of server `sandbox` holding the given tools (name → input schema). */
export function catalog(tools: Record<string, unknown>, uri = 'sandbox.json') {
  return {
    uri,
    content: JSON.stringify(
      {
        server: 'sandbox',
        tools: Object.entries(tools).map(([name, inputSchema]) => ({
          name,
          description: `the ${name} tool`,
          inputSchema,
        })),
      },
      null,
      2,
    ),
  };
}

/** An expectations source. */
export function expectations(list: unknown[], uri = 'expect.json') {
  return { uri, content: JSON.stringify({ expectations: list }, null, 2) };
}

/** A Responses `output[]` trace with one `function_call` per (name, arguments). */
export function trace(calls: [string, unknown][], uri = 'trace.json') {
  return {
    uri,
    content: JSON.stringify(
      calls.map(([name, args], i) => ({
        type: 'function_call',
        id: `fc_${i}`,
        call_id: `call_${i}`,
        name,
        arguments: JSON.stringify(args),
      })),
      null,
      2,
    ),
  };
}

export const COMMAND = 'node /opt/tf/uploads/candidate-verifier.cjs payload.json manifest.json';
export const INTENT = 'Run candidate verification';

/** checkContract over one catalog of the exec tool, one expectations list and one trace. */
export function run(
  list: unknown[],
  calls: [string, unknown][],
  tools: Record<string, unknown> = { exec: EXEC_SCHEMA },
): Report {
  // An empty `[]` is no known trace shape, so no calls means no trace file.
  return checkContract(
    [catalog(tools)],
    expectations(list),
    calls.length > 0 ? [trace(calls)] : [],
  );
}

export function rules(report: Report): string[] {
  return report.findings.map((f) => f.ruleId);
}

export function only(report: Report, ruleId: string): Finding {
  const hits = report.findings.filter((f) => f.ruleId === ruleId);
  expect(hits).toHaveLength(1);
  return hits[0];
}
