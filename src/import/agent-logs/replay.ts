import { hash } from 'node:crypto';
import { jcs } from '../../canonical/jcs.js';
import type { Finding, FindingLocation } from '../../model/finding.js';
import { makeFinding } from '../../findings/index.js';
import type { AgentCall } from './types.js';
import { responseOf } from './values.js';

/** The finding location of a call: its element, line, column and ordinal. */
export function callLocation(uri: string, call: AgentCall): FindingLocation {
  return {
    // a subagent's call is in the subagent's own file
    uri: call.file ?? uri,
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

/**
 * What replay keeps per distinct call, with no object per call: an open-addressing table of call
 * digests (32 bytes each) whose slots index flat arrays of the first recorded result's index
 * (-1 for none yet), that result's digest and the mutations before it.
 */
class SeenCalls {
  size = 0;
  private table = new Int32Array(2048).fill(-1);
  private digests = Buffer.alloc(1024 * 32);
  firstIndex = new Int32Array(1024);
  mutationsAt = new Int32Array(1024);
  private responses = Buffer.alloc(1024 * 32);
  private readonly probe = Buffer.alloc(32);

  /** The slot of a call digest (a latin1 string of 32 characters), added when new. */
  slot(key: string): number {
    const probe = this.probe;
    probe.write(key, 0, 32, 'latin1');
    const mask = this.table.length - 1;
    for (let at = probe.readUInt32LE(0) & mask; ; at = (at + 1) & mask) {
      const slot = this.table[at];
      if (slot === -1) {
        const added = this.size++;
        if (added === this.firstIndex.length) this.grow();
        probe.copy(this.digests, added * 32);
        this.firstIndex[added] = -1;
        this.table[at] = added;
        if (this.size * 2 > this.table.length) this.rehash();
        return added;
      }
      if (this.digests.compare(probe, 0, 32, slot * 32, slot * 32 + 32) === 0) return slot;
    }
  }

  private grow(): void {
    const n = this.firstIndex.length * 2;
    const first = new Int32Array(n);
    first.set(this.firstIndex);
    const at = new Int32Array(n);
    at.set(this.mutationsAt);
    const digests = Buffer.alloc(n * 32);
    this.digests.copy(digests);
    const responses = Buffer.alloc(n * 32);
    this.responses.copy(responses);
    this.firstIndex = first;
    this.mutationsAt = at;
    this.digests = digests;
    this.responses = responses;
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = table.length - 1;
    for (let slot = 0; slot < this.size; slot++) {
      let at = this.digests.readUInt32LE(slot * 32) & mask;
      while (table[at] !== -1) at = (at + 1) & mask;
      table[at] = slot;
    }
    this.table = table;
  }

  /** True when the slot's recorded response digest equals `response` (a latin1 digest). */
  sameResponse(slot: number, response: string): boolean {
    return this.responses.toString('latin1', slot * 32, slot * 32 + 32) === response;
  }

  setResponse(slot: number, response: string): void {
    this.responses.write(response, slot * 32, 32, 'latin1');
  }

  responseHex(slot: number): string {
    return this.responses.toString('hex', slot * 32, slot * 32 + 32);
  }
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
 * twin in the same chain (a Claude Code sidechain, and each subagent file, is its own chain) and
 * the tool is no mutator.
 * A call without a recorded result takes part in repeats and mutations but is never compared.
 */
export class AgentReplay {
  readonly findings: Finding[] = [];
  private readonly seen = new SeenCalls();
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
    const seen = this.seen;
    const slot = seen.slot(key);
    if (response !== undefined) {
      const firstIndex = seen.firstIndex[slot];
      if (firstIndex === -1) {
        seen.firstIndex[slot] = call.index;
        seen.setResponse(slot, response);
        seen.mutationsAt[slot] = this.mutations + (mutator ? 1 : 0);
      } else if (!seen.sameResponse(slot, response)) {
        if (this.divergence === null) this.divergence = call.index;
        this.findings.push(
          makeFinding('TW301', {
            message: `tool '${call.tool}' returned a different response than the identical call at index ${firstIndex}`,
            locations: [callLocation(uri, call)],
            evidence: {
              index: call.index,
              firstIndex,
              callDigest: hex(key),
              firstResponseDigest: seen.responseHex(slot),
              responseDigest: hex(response),
              afterMutation: this.mutations > seen.mutationsAt[slot],
              ...(call.agent !== undefined ? { agent: call.agent } : {}),
            },
            subjects: [uri, call.index],
          }),
        );
      }
    }
    // each subagent file is its own chain, as the session's inline sidechain is
    const chain =
      call.agent !== undefined
        ? `agent:${call.agent}`
        : call.sidechain === true
          ? 'sidechain'
          : 'main';
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
            ...(call.agent !== undefined ? { agent: call.agent } : {}),
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
