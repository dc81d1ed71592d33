import { hash } from 'node:crypto';
import { jcs } from '../../canonical/jcs.js';
import type { Finding, FindingLocation } from '../../model/finding.js';
import { makeFinding } from '../../findings/index.js';
import type { AgentCall } from './types.js';
import { responseOf } from './values.js';

/** The finding location of a call: its element, line, column and ordinal. */
export function callLocation(uri: string, call: AgentCall): FindingLocation {
  return {
    uri,
    pointer: call.pointer,
    line: call.line,
    column: call.column,
    index: call.index,
    tool: call.tool,
    ...(call.server !== undefined ? { server: call.server } : {}),
  };
}

/** SHA-256 as a 32-character latin1 string (a compact map key) and as hex. */
const digest = hash as (algorithm: string, data: string, encoding: string) => string;

function hex(key: string): string {
  return Buffer.from(key, 'latin1').toString('hex');
}

/** What replay keeps per distinct call: digests and ordinals only. */
interface Seen {
  /** Index of the first call with a recorded result, or -1. */
  firstIndex: number;
  /** Digest of that result. */
  response: string;
  /** Mutations before that result. */
  mutationsAt: number;
}

/** What replay found in one agent log. */
export interface AgentReplayResult {
  calls: number;
  distinctCalls: number;
  /** Index of the first TW301, or null. */
  divergence: number | null;
  findings: Finding[];
}

/**
 * TW301 non-determinism and TW302 redundant-call over the calls of one agent log, with the
 * transcript semantics: calls are identical when JCS({tool, args}) is; a response differs from
 * the first recorded response of that call; a repeat is redundant when it directly follows its
 * twin in the same chain (a Claude Code sidechain is its own chain) and the tool is no mutator.
 * A call without a recorded result takes part in repeats and mutations but is never compared.
 */
export class AgentReplay {
  readonly findings: Finding[] = [];
  private readonly seen = new Map<string, Seen>();
  private readonly previous = new Map<string, { call: string; index: number }>();
  private mutations = 0;
  private calls = 0;
  private divergence: number | null = null;

  constructor(
    private readonly uri: string,
    private readonly isMutator: (tool: string) => boolean,
  ) {}

  /** One call, in recorded order. */
  step(call: AgentCall): void {
    const { uri } = this;
    this.calls++;
    const mutator = this.isMutator(call.tool);
    const key = digest(
      'sha256',
      `{"args":${jcs(call.args)},"tool":${JSON.stringify(call.tool)}}`,
      'latin1',
    );
    const response =
      call.result === undefined
        ? undefined
        : digest('sha256', jcs(responseOf(call.result)), 'latin1');
    let seen = this.seen.get(key);
    if (seen === undefined) {
      seen = { firstIndex: -1, response: '', mutationsAt: 0 };
      this.seen.set(key, seen);
    }
    if (response !== undefined) {
      if (seen.firstIndex === -1) {
        seen.firstIndex = call.index;
        seen.response = response;
        seen.mutationsAt = this.mutations + (mutator ? 1 : 0);
      } else if (seen.response !== response) {
        if (this.divergence === null) this.divergence = call.index;
        this.findings.push(
          makeFinding('TW301', {
            message: `tool '${call.tool}' returned a different response than the identical call at index ${seen.firstIndex}`,
            locations: [callLocation(uri, call)],
            evidence: {
              index: call.index,
              firstIndex: seen.firstIndex,
              callDigest: hex(key),
              firstResponseDigest: hex(seen.response),
              responseDigest: hex(response),
              afterMutation: this.mutations > seen.mutationsAt,
            },
            subjects: [uri, call.index],
          }),
        );
      }
    }
    const chain = call.sidechain === true ? 'sidechain' : 'main';
    const before = this.previous.get(chain);
    if (before !== undefined && before.call === key && !mutator) {
      this.findings.push(
        makeFinding('TW302', {
          message: `tool '${call.tool}' repeats the identical call at index ${before.index} with no state change between them`,
          locations: [callLocation(uri, call)],
          evidence: {
            index: call.index,
            previousIndex: before.index,
            callDigest: hex(key),
            ...(call.sidechain === true ? { sidechain: true } : {}),
          },
          subjects: [uri, call.index],
        }),
      );
    }
    if (mutator) {
      this.mutations++;
      // a state change in one chain is a state change for every chain
      this.previous.clear();
    }
    this.previous.set(chain, { call: key, index: call.index });
  }

  result(): AgentReplayResult {
    return {
      calls: this.calls,
      distinctCalls: this.seen.size,
      divergence: this.divergence,
      findings: this.findings,
    };
  }
}
