import type { TranscriptRecord } from '../../transcript/record.js';
import type { AgentCall } from './types.js';
import { responseOf } from './values.js';

/**
 * The transcript record of a call: `{index, tool, args, response}` with the response as
 * `responseOf` normalizes it. This is what `seal` seals and `scope` checks.
 */
export function recordOf(call: AgentCall): TranscriptRecord {
  return {
    index: call.index,
    tool: call.tool,
    args: call.args,
    response: responseOf(call.result),
    line: call.line,
  };
}
