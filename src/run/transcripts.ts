import type { Report } from '../model/finding.js';
import type { Tool } from '../model/tool.js';
import { InputError } from '../model/errors.js';
import type { LineSource } from '../transcript/lines.js';
import type { Scope } from '../transcript/scope.js';
import { runReplay, type ReplayStats } from './replay.js';
import { runScope, type ScopeStats } from './scope.js';
import type { TranscriptInput } from './transcript-input.js';

function linesInputs(sources: readonly LineSource[]): TranscriptInput[] {
  return sources.map((source) => ({
    kind: 'lines' as const,
    source,
    path: source.uri,
    named: source.uri,
  }));
}

/** Options of `replayTranscriptReport`. */
export interface TranscriptReplayReportOptions {
  /** Tools that may change state (replaces `DEFAULT_MUTATORS`). */
  mutators?: readonly string[];
  /** Catalog tools whose explicit MCP `readOnlyHint` decides which tools are mutators. */
  catalog?: readonly Tool[];
  /** Accept a transcript with no record (by default it is an InputError). */
  allowEmpty?: boolean;
}

/**
 * The Report of `toolwitness replay` over recorded transcripts (JSONL: index, tool, args,
 * response per line): TW301 when an identical canonical call got a different response than its
 * first recording, TW302 when a non-mutating call directly repeats the previous one. Sources
 * are streamed; an input that is not a transcript is an InputError.
 */
export async function replayTranscriptReport(
  sources: readonly LineSource[],
  options: TranscriptReplayReportOptions = {},
): Promise<Report<ReplayStats>> {
  const { report } = await runReplay(
    {
      files: linesInputs(sources),
      ...(options.catalog !== undefined ? { catalog: options.catalog } : {}),
    },
    {
      ...(options.mutators !== undefined ? { mutators: options.mutators } : {}),
      ...(options.allowEmpty !== undefined ? { allowEmpty: options.allowEmpty } : {}),
      refuseTrace: (uri) =>
        new InputError(
          `${uri}: is not a recorded transcript (index, tool, args, response per line)`,
        ),
    },
  );
  return report;
}

/**
 * The Report of `toolwitness scope` over recorded transcripts: TW303 for a call of a tool the
 * scope does not allow, TW304 for an allowed call that breaks its argument policy.
 */
export function scopeTranscriptReport(
  sources: readonly LineSource[],
  scope: Scope,
  options: { allowEmpty?: boolean } = {},
): Report<ScopeStats> {
  return runScope(linesInputs(sources), scope, options);
}
