import { basename, dirname, join } from 'node:path';
import { filesIn, peekBytes, type AgentLogSource } from './source.js';

/** A Claude Code subagent's own log, read in the same audit as its session. */
export interface SubagentFile {
  /** The subagent's id, from its file name `agent-<id>.jsonl`. */
  agent: string;
  source: { uri: string; path: string };
}

const AGENT_FILE = /^agent-(.+)\.jsonl$/;

/** The uri of a file beside `uri`'s file, at `parts` from that file's directory. */
function besideUri(uri: string, parts: string[]): string {
  const slash = uri.lastIndexOf('/');
  return [...(slash === -1 ? [] : [uri.slice(0, slash)]), ...parts].join('/');
}

function agentFiles(dir: string): string[] {
  return filesIn(dir).filter((name) => AGENT_FILE.test(name));
}

/** The `sessionId` of a log's first line that records one (Claude Code lines all do). */
function sessionIdOf(source: AgentLogSource): string | undefined {
  const head = Buffer.from(peekBytes(source, 64 * 1024)).toString('utf8');
  for (const text of head.split('\n').slice(0, 8)) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && 'sessionId' in value) {
        const id = (value as { sessionId: unknown }).sessionId;
        return typeof id === 'string' ? id : undefined;
      }
    } catch {
      // a partial last line of the head, or a line another reader words
    }
  }
  return undefined;
}

/**
 * The subagent logs of a Claude Code session file, found where Claude Code writes them (see
 * docs/agent-logs.md): `<session>/subagents/agent-<id>.jsonl` beside `<session>.jsonl`, and, as
 * earlier versions wrote them, `agent-<id>.jsonl` in the session's own directory whose lines
 * carry the session's id as `sessionId`. In file-name order (code units), so the audit does not
 * depend on the order a directory lists them in; a file in both places is read once. None for
 * standard input, for a subagent file itself, or for a session without any.
 */
export function subagentFiles(source: AgentLogSource): SubagentFile[] {
  if (!('path' in source)) return [];
  const name = basename(source.path);
  if (AGENT_FILE.test(name) || !name.endsWith('.jsonl')) return [];
  const session = name.slice(0, -'.jsonl'.length);
  const dir = dirname(source.path);
  const found = new Map<string, SubagentFile>();
  const ids = new Set([session, sessionIdOf(source)]);
  const nested = join(dir, session, 'subagents');
  for (const file of agentFiles(nested)) {
    const agent = (AGENT_FILE.exec(file) as RegExpExecArray)[1];
    found.set(agent, {
      agent,
      source: {
        uri: besideUri(source.uri, [session, 'subagents', file]),
        path: join(nested, file),
      },
    });
  }
  for (const file of agentFiles(dir)) {
    const agent = (AGENT_FILE.exec(file) as RegExpExecArray)[1];
    if (found.has(agent)) continue;
    const candidate = { uri: besideUri(source.uri, [file]), path: join(dir, file) };
    if (ids.has(sessionIdOf(candidate))) found.set(agent, { agent, source: candidate });
  }
  return [...found.values()].sort((a, b) => (a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0));
}
