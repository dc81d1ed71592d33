import { jcsDigest } from '../canonical/jcs.js';
import { listForMessage, shortText } from '../lint/hit.js';
import { invisibleHits } from '../lint/rules/invisible-characters.js';
import {
  instructionHits,
  nameIndex,
  shadowingHits,
  steeringHits,
  textPlaces,
} from '../lint/risk.js';
import type { Finding } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { findingForRuleId as makeFinding } from '../findings/index.js';
import type { CollectedServer } from './types.js';

const WHAT: Record<string, (evidence: Record<string, unknown>) => string> = {
  TW520: (e) => `have hidden directives for the model (${list(e.categories)})`,
  TW521: (e) => `steer the model away from other tools (${list(e.categories)})`,
  TW522: (e) => `have ${String(e.count)} invisible character(s) (${list(e.codePoints, 4)})`,
  TW526: (e) => `tell the model to change how other tools are called (${list(e.categories)})`,
};

/**
 * TW520, TW521 and TW522 over the `instructions` servers sent in `initialize`: clients put
 * them into the model's context like tool descriptions, so they can carry the same directives.
 * The tool-description checks of src/lint run unchanged on the text (as if it were a tool's
 * description); evidence says `field: "instructions"`. Located at the server's config entry.
 * `tools` are every tool of the scan, so TW521 knows the other servers' tool names.
 */
export function instructionFindings(
  servers: readonly CollectedServer[],
  tools: readonly Tool[],
): Finding[] {
  const names = nameIndex(tools);
  const findings: Finding[] = [];
  for (const server of servers) {
    const text = server.instructions;
    if (text === undefined || text === '') continue;
    const digest = jcsDigest(text);
    const carrier: Tool = {
      name: '',
      description: text,
      server: server.name,
      shape: 'mcp',
      inputSchema: {},
      annotations: {},
      location: server.location,
      definitionDigest: digest,
    };
    const places = textPlaces(carrier);
    const hits = [
      ...instructionHits(places),
      ...steeringHits(carrier, places, names),
      ...invisibleHits(carrier),
      ...shadowingHits(places),
    ];
    for (const hit of hits) {
      const evidence = { ...asInstructions(hit.evidence), instructions: digest };
      findings.push(
        makeFinding(hit.ruleId, {
          message: `the instructions of server ${JSON.stringify(shortText(server.name))} ${WHAT[hit.ruleId](evidence)}`,
          locations: [{ ...server.location, server: server.name }],
          evidence,
          subjects: [['server', server.name, 'instructions', digest]],
        }),
      );
    }
  }
  return findings;
}

/** The lint evidence with each place's `field` (the carrier's `description`) as `instructions`. */
function asInstructions(evidence: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...evidence };
  for (const key of ['matches', 'places']) {
    const value = out[key];
    if (Array.isArray(value)) {
      out[key] = value.map((m: Record<string, unknown>) =>
        m.field === 'description' ? { ...m, field: 'instructions' } : m,
      );
    }
  }
  return out;
}

function list(value: unknown, shown = 3): string {
  return listForMessage(Array.isArray(value) ? value.map(String) : [], shown);
}
