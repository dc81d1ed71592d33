import { InputError } from '../../model/errors.js';
import { toPointer } from '../json.js';
import { columnIn } from './locate.js';
import type { CallPairing } from './pairing.js';
import type { AgentLogStats } from './types.js';
import { kind, type Where } from './values.js';

/** What a JSONL format's reader is given for each line. */
export interface LineContext {
  uri: string;
  text: string;
  line: number;
  pairing: CallPairing;
  stats: AgentLogStats;
  /** Set while a Claude Code subagent's own file is read: that file and the subagent's id. */
  subagent?: { file: string; agent: string };
  /** `uri:line:column` of the element at `segments` in this line, for an error message. */
  at(segments: readonly (string | number)[]): Where;
}

/** Reads one parsed line of a JSONL agent log (a line that is a JSON value). */
export type LineReader = (value: Record<string, unknown>, ctx: LineContext) => void;

/** The context of one line. */
export function lineContext(
  uri: string,
  text: string,
  line: number,
  pairing: CallPairing,
  stats: AgentLogStats,
  subagent?: { file: string; agent: string },
): LineContext {
  return {
    uri,
    text,
    line,
    pairing,
    stats,
    ...(subagent !== undefined ? { subagent } : {}),
    at: (segments) => () => `${uri}:${line}:${columnIn(text, toPointer(segments), uri)}`,
  };
}

/** Parses one line; a line that is not a JSON object is an InputError naming it. */
export function parseLogLine(text: string, uri: string, line: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(
      `${uri}:${line}: not valid JSON; each line of the log must be one JSON object`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InputError(`${uri}:${line}: expected a JSON object, found ${kind(value)}`);
  return value as Record<string, unknown>;
}

/** A required string member, or an InputError at the element. */
export function stringAt(
  holder: Record<string, unknown>,
  key: string,
  segments: readonly (string | number)[],
  ctx: LineContext,
): string {
  const value = holder[key];
  if (typeof value !== 'string' || value === '')
    throw new InputError(
      `${ctx.at(segments)()}: ${toPointer(segments)} needs a non-empty string "${key}", found ${kind(value)}`,
    );
  return value;
}
