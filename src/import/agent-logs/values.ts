import { canonicalJson } from '../../canonical/jcs.js';
import { InputError } from '../../model/errors.js';
import { findUnsafeInteger } from '../../transcript/numbers.js';
import type { AgentResult } from './types.js';

/** Where a value was found, for error messages: `uri:line[:column]`. */
export type Where = () => string;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UNSAFE =
  'holds an integer beyond 2^53: it would be rounded, so its digest would not be exact; record it as a string';

/** True when a parsed value holds a number that JSON.parse may have rounded (|n| ≥ 2^53, integral). */
function holdsUnsafe(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 2 ** 53;
  if (depth > 256 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => holdsUnsafe(v, depth + 1));
  for (const key in value)
    if (holdsUnsafe((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/**
 * Refuses an integer beyond 2^53 inside `value`, a part of a line already parsed: a number
 * there that JSON.parse may have rounded, when the line's text holds such an integer (numbers
 * elsewhere in the line, such as token counts or timestamps, do not matter).
 */
export function refuseUnsafe(lineText: string, value: unknown, what: string, where: Where): void {
  // the parsed value is small next to its line: look there first, then confirm in the text
  if (holdsUnsafe(value) && findUnsafeInteger(lineText) !== undefined)
    throw new InputError(`${where()}: ${what} ${UNSAFE}`);
}

/**
 * Arguments recorded as a JSON string (Codex, OpenTelemetry, Agents SDK): parsed as the
 * transcript parser reads a line, so it must be a JSON object and integers beyond 2^53 are
 * refused. An empty string is an empty object (tools without parameters are logged that way).
 */
export function parseArgumentsText(
  text: string,
  what: string,
  where: Where,
): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(`${where()}: ${what} is not valid JSON`);
  }
  if (!isObject(value))
    throw new InputError(`${where()}: ${what} must be a JSON object, found ${kind(value)}`);
  if (findUnsafeInteger(text) !== undefined) throw new InputError(`${where()}: ${what} ${UNSAFE}`);
  return value;
}

/** Arguments recorded either as a JSON object or as a JSON string of one. */
export function argumentsOf(value: unknown, what: string, where: Where): Record<string, unknown> {
  if (typeof value === 'string') return parseArgumentsText(value, what, where);
  if (value === undefined || value === null) return {};
  if (!isObject(value))
    throw new InputError(`${where()}: ${what} must be a JSON object, found ${kind(value)}`);
  return value;
}

/** A short name of a value's JSON kind, never the value itself. */
export function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return `a ${typeof value}`;
}

function isBlock(value: unknown): boolean {
  return isObject(value) && typeof value.type === 'string';
}

/**
 * Normalizes a recorded result to `{content, isError, structuredContent?}` (the mapping
 * docs/agent-logs.md gives): a string is one text block; an array of typed blocks is the
 * content as recorded; an object with a `content` array is an MCP CallToolResult (its
 * `isError` and `structuredContent` kept, other members dropped); another object is structured
 * content with no blocks; any other value is one text block of its canonical JSON.
 */
export function normalizeResult(value: unknown, isError: boolean): AgentResult {
  if (typeof value === 'string') return { content: [{ type: 'text', text: value }], isError };
  if (value === undefined || value === null) return { content: [], isError };
  if (Array.isArray(value) && value.every(isBlock)) return { content: value, isError };
  if (isObject(value)) {
    if (Array.isArray(value.content)) {
      const result: AgentResult = {
        content: value.content,
        isError: isError || value.isError === true,
      };
      if (Object.prototype.hasOwnProperty.call(value, 'structuredContent'))
        result.structuredContent = value.structuredContent;
      return result;
    }
    return { content: [], isError, structuredContent: value };
  }
  return { content: [{ type: 'text', text: canonicalJson(value) }], isError };
}

/**
 * The response a normalized record carries (and `seal` seals): the result as normalized, or
 * `{}` when the log holds none (a recorded result always has `content` and `isError`).
 */
export function responseOf(result: AgentResult | undefined): Record<string, unknown> {
  if (result === undefined) return {};
  const out: Record<string, unknown> = { content: result.content, isError: result.isError };
  if (Object.prototype.hasOwnProperty.call(result, 'structuredContent'))
    out.structuredContent = result.structuredContent;
  return out;
}
