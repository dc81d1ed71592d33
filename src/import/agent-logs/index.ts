import { InputError } from '../../model/errors.js';
import { parseDocument, type LocatedDocument } from '../json.js';
import { agentsSdkCalls, isAgentsSdkDocument } from './agents-sdk.js';
import { isClaudeCodeLine, readClaudeCodeLine } from './claude-code.js';
import { codexReader, isCodexLine } from './codex.js';
import { lineContext, parseLogLine, type LineReader } from './jsonl.js';
import { isOtelDocument, otelCalls } from './otel-genai.js';
import { CallPairing } from './pairing.js';
import { logLines, peekBytes, readLogText, type AgentLogSource } from './source.js';
import { byStartTime, type SpanCall, type SpanDocument } from './spans.js';
import { subagentFiles } from './subagents.js';
import type { AgentCall, AgentLogFormat, AgentLogStats } from './types.js';

export type {
  AgentCall,
  AgentLogFormat,
  AgentLogStats,
  AgentResult,
  SubagentStats,
} from './types.js';
export type { AgentLogSource } from './source.js';

/** Largest span export read whole (OpenTelemetry, Agents SDK): 256 MiB. */
export const MAX_SPAN_EXPORT_BYTES = 256 * 1024 * 1024;

/** Lines detection looks at before it gives up. */
const DETECT_LINES = 50;

/** What detection decided, with the whole text when it had to read it. */
export interface Detected {
  format: AgentLogFormat;
  /** The log's text, when detection read it whole (span exports). */
  text?: string;
}

function formatOfValue(value: unknown): AgentLogFormat | undefined {
  if (isOtelDocument(value)) return 'otel-genai';
  if (isAgentsSdkDocument(value)) return 'agents-sdk';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (isClaudeCodeLine(v)) return 'claude-code';
  if (isCodexLine(v)) return 'codex';
  return undefined;
}

/**
 * Detects an agent log by shape (never by file name): the first lines of a JSONL log, or the
 * whole document of a span export whose first line is not JSON by itself. Undefined for
 * anything else (strict transcripts, provider traces, catalogs), which other importers read.
 */
export function detectAgentLog(source: AgentLogSource): Detected | undefined {
  const head = peekBytes(source, HEAD_BYTES);
  return detectAgentLogBytes(head, head.length < HEAD_BYTES, () =>
    readLogText(source, MAX_SPAN_EXPORT_BYTES),
  );
}

/**
 * `detectAgentLog` over the first bytes of a stream (`complete` when they are all of it);
 * `readWhole` gives the whole text when a pretty-printed span export must be parsed whole.
 */
export function detectAgentLogBytes(
  head: Uint8Array,
  complete: boolean,
  readWhole: () => string,
): Detected | undefined {
  if (head.length === 0) return undefined;
  // UTF-16 and invalid UTF-8 are for the importer that claims the file to word
  return detectHead(new TextDecoder('utf-8').decode(head), complete, readWhole);
}

/** How much of a log detection reads. */
export const HEAD_BYTES = 256 * 1024;

/** `detectAgentLog` over text already in memory. */
export function detectAgentLogText(text: string): Detected | undefined {
  return detectHead(text.slice(0, HEAD_BYTES), text.length <= HEAD_BYTES, () => text);
}

function detectHead(head: string, whole: boolean, readWhole: () => string): Detected | undefined {
  const text = head.replace(/^\uFEFF/, '');
  const lines = text.split('\n');
  const complete = whole ? lines.length : lines.length - 1;
  let firstParsed = false;
  let seen = 0;
  for (let i = 0; i < complete && seen < DETECT_LINES; i++) {
    const body = lines[i].trim();
    if (body === '') continue;
    seen++;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      if (seen === 1) break;
      continue;
    }
    if (seen === 1) firstParsed = true;
    const format = formatOfValue(value);
    if (format !== undefined) return { format };
  }
  if (firstParsed) return undefined;
  const start = text.trimStart().charAt(0);
  if (start !== '{' && start !== '[') return undefined;
  // only a span export is worth parsing whole, and its first bytes say so
  if (!text.includes('"resourceSpans"') && !text.includes('"trace.span"')) return undefined;
  // a pretty-printed document: span exports are read whole anyway
  let all: string;
  try {
    all = readWhole();
  } catch {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(all);
  } catch {
    return undefined;
  }
  const format = formatOfValue(value);
  return format === 'otel-genai' || format === 'agents-sdk' ? { format, text: all } : undefined;
}

function emptyStats(uri: string, format: AgentLogFormat): AgentLogStats {
  return {
    uri,
    format,
    calls: 0,
    missingResults: 0,
    errorResults: 0,
    orphanResults: 0,
    duplicateCalls: 0,
    skipped: 0,
    sidechainCalls: 0,
  };
}

const DOCUMENT_OPTIONS = Object.freeze({ lazy: true });

/** The JSON documents of a span export: one document, or one per non-blank line. */
function spanDocuments(text: string, uri: string): SpanDocument[] {
  const limits = {
    maxBytes: Math.max(Buffer.byteLength(text), 1),
    maxNodes: Number.MAX_SAFE_INTEGER,
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r?\n/);
  const firstAt = lines.findIndex((l) => l.trim() !== '');
  if (firstAt === -1) return [];
  let first: LocatedDocument | undefined;
  try {
    first = parseDocument(lines[firstAt], uri, limits, DOCUMENT_OPTIONS);
  } catch {
    first = undefined;
  }
  const more = lines.slice(firstAt + 1).some((l) => l.trim() !== '');
  if (first === undefined || !more) {
    return [{ doc: parseDocument(body, uri, limits, DOCUMENT_OPTIONS), lineOffset: 0 }];
  }
  const docs: SpanDocument[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      docs.push({
        doc:
          i === firstAt
            ? (first as LocatedDocument)
            : parseDocument(line, uri, limits, DOCUMENT_OPTIONS),
        lineOffset: i,
      });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(
        `${uri}:${i + 1}: not valid JSON; each line of the export must be one JSON document`,
      );
    }
  });
  return docs;
}

function readerFor(format: 'claude-code' | 'codex'): LineReader {
  return format === 'claude-code' ? readClaudeCodeLine : codexReader();
}

/**
 * Reads an agent log and hands each call to `visit` in recorded order, paired with its result
 * (file order for Claude Code and Codex, start time for span exports). A Claude Code session
 * file is followed by its subagent files (`subagentFiles`), each call of those marked with its
 * file and agent. JSONL logs are streamed: memory holds the calls still waiting for a result.
 * Columns of JSONL calls are 0 until `fillColumns` locates them. A malformed log is an
 * InputError naming file and line.
 */
export function forEachAgentCall(
  source: AgentLogSource,
  detected: Detected,
  visit: (call: AgentCall) => void,
): AgentLogStats {
  const { uri } = source;
  const { format } = detected;
  const stats = emptyStats(uri, format);
  const pairing = new CallPairing(stats, visit);
  if (format === 'claude-code' || format === 'codex') {
    const read = readerFor(format);
    const readFile = (file: AgentLogSource, subagent?: { file: string; agent: string }) => {
      for (const { text, line } of logLines(file)) {
        if (text === '' || (text.charCodeAt(0) <= 0x20 && text.trim() === '')) continue;
        read(
          parseLogLine(text, file.uri, line),
          lineContext(file.uri, text, line, pairing, stats, subagent),
        );
      }
      // a call's result is in the file of its call: what is still waiting has none
      pairing.finish();
    };
    readFile(source);
    // Claude Code: the session's subagent files follow it, each read whole, in name order
    if (format === 'claude-code') {
      for (const sub of subagentFiles(source)) {
        const before = stats.calls;
        readFile(sub.source, { file: sub.source.uri, agent: sub.agent });
        (stats.subagents ??= []).push({
          uri: sub.source.uri,
          agent: sub.agent,
          calls: stats.calls - before,
        });
      }
    }
    return stats;
  }
  const text = detected.text ?? readLogText(source, MAX_SPAN_EXPORT_BYTES);
  const docs = spanDocuments(text, uri);
  const calls: SpanCall[] =
    format === 'otel-genai' ? otelCalls(docs, uri, stats) : agentsSdkCalls(docs, uri, stats);
  for (const c of byStartTime(calls)) {
    pairing.call(c.found);
    if (c.result !== undefined) pairing.result(c.found.id, c.result);
  }
  pairing.finish();
  return stats;
}

/** An agent log read whole: its calls in recorded order and its figures. */
export interface AgentLog {
  uri: string;
  format: AgentLogFormat;
  calls: AgentCall[];
  stats: AgentLogStats;
}

/** Reads a whole agent log into memory (see `forEachAgentCall`); undefined when it is not one. */
export function readAgentLog(source: AgentLogSource): AgentLog | undefined {
  const detected = detectAgentLog(source);
  if (detected === undefined) return undefined;
  const calls: AgentCall[] = [];
  const stats = forEachAgentCall(source, detected, (call) => calls.push(call));
  return { uri: source.uri, format: detected.format, calls, stats };
}
