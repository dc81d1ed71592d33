/** Risk lint over description text: TW520 (hidden directives) and TW521 (cross-tool steering). */
import type { Tool } from '../model/tool.js';
import { escapeInvisible } from '../lexical/index.js';
import { shortText, type LintHit } from './hit.js';
import {
  CONTEXT_SECRET,
  EXCLUSIVE_USE,
  GENERIC_TARGET,
  INSTRUCTION_PHRASES,
  MOVE_CONTENT,
  NAMED_BEHAVIOUR,
  PRECONDITION,
  SEND_OUT,
  SENSITIVE_FILE,
  STEERING_ANCHOR,
} from './phrases.js';
import { pointerSegment, walkSchema, type SchemaNode } from './schema-walk.js';
import { foldText, letterText, wordText } from './text.js';

/** A piece of text the model reads: the tool description or a schema `description`/`title`. */
export interface TextPlace {
  field: 'description' | 'parameter';
  /** Pointer into the input schema, for `parameter` places. */
  pointer?: string;
  folded: string;
  words: string;
}

/** Longest text examined per place: directives hide in the first pages, and work stays bounded. */
export const MAX_TEXT = 64 * 1024;

function place(field: TextPlace['field'], text: string, pointer?: string): TextPlace {
  const folded = foldText(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
  const out: TextPlace = { field, folded, words: wordText(folded) };
  if (pointer !== undefined) out.pointer = escapeInvisible(pointer);
  return out;
}

/** The tool description, then every schema `description` and `title`, in document order. */
export function textPlaces(tool: Tool, nodes: readonly SchemaNode[]): TextPlace[] {
  const places: TextPlace[] = [];
  if (tool.description.trim() !== '') places.push(place('description', tool.description));
  for (const node of nodes) {
    for (const key of ['description', 'title'] as const) {
      const text = node.schema[key];
      if (typeof text === 'string' && text.trim() !== '') {
        places.push(place('parameter', text, `${node.pointer}/${pointerSegment(key)}`));
      }
    }
  }
  return places;
}

interface Match {
  field: TextPlace['field'];
  pointer?: string;
  category: string;
  target?: string;
}

function matchOf(p: TextPlace, category: string, target?: string): Match {
  const m: Match = { field: p.field, category };
  if (p.pointer !== undefined) m.pointer = p.pointer;
  if (target !== undefined) m.target = target;
  return m;
}

function dedupe(matches: Match[]): Match[] {
  const seen = new Set<string>();
  return matches.filter((m) => {
    const key = JSON.stringify([m.field, m.pointer, m.category, m.target]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Evidence lists at most this many matches; `count` has them all. */
const MAX_MATCHES = 10;

function hit(ruleId: string, what: string, matches: Match[]): LintHit[] {
  if (matches.length === 0) return [];
  const unique = dedupe(matches);
  const categories = [...new Set(unique.map((m) => m.category))].sort();
  const fields = [...new Set(unique.map((m) => m.pointer ?? m.field))];
  return [
    {
      ruleId,
      detail: `${what} (${categories.join(', ')}) in ${fields
        .slice(0, 3)
        .map((f) => shortText(f, 60))
        .join(', ')}${fields.length > 3 ? ` and ${fields.length - 3} more` : ''}`,
      evidence: { categories, count: unique.length, matches: unique.slice(0, MAX_MATCHES) },
    },
  ];
}

/**
 * TW520. Phrase categories match per place. A sensitive file counts only together with wording
 * that uses or moves it in the same text ("before using this tool, read ~/.ssh/id_rsa", "pass
 * its content as …"), so a tool that merely documents `~/.ssh/config`, or rejects it, is not an
 * attack: real servers name such files in one parameter and say "pass the file's contents" or
 * "before calling this tool" about something else in another (mcp-server-kubernetes'
 * `kubeconfig` context next to "use 'manifest' to pass the file's contents instead";
 * CircleCI's `"~/.ssh" are rejected` next to "resolve it … before calling this tool").
 * The agent's context and secrets count together with sending anywhere in the tool.
 */
export function instructionHits(places: readonly TextPlace[]): LintHit[] {
  const matches: Match[] = [];
  for (const p of places) {
    for (const rule of INSTRUCTION_PHRASES) {
      const found =
        (rule.words ?? []).some((re) => re.test(p.words)) ||
        (rule.folded ?? []).some((re) => re.test(p.folded)) ||
        (rule.letters ?? []).some((re) => re.test(letterText(p.folded)));
      if (found) matches.push(matchOf(p, rule.category));
    }
  }
  const directsHere = (p: TextPlace): boolean =>
    PRECONDITION.test(p.words) || MOVE_CONTENT.test(p.folded);
  const sendsHere = (p: TextPlace): boolean => SEND_OUT.test(p.folded);
  const directs = places.some(directsHere);
  const sends = places.some(sendsHere);
  for (const p of places) {
    if (SENSITIVE_FILE.test(p.folded) && (directsHere(p) || sendsHere(p))) {
      matches.push(matchOf(p, 'sensitive-file'));
    }
    if (CONTEXT_SECRET.test(p.words) && (sends || (/\bsystem prompt\b/.test(p.words) && directs))) {
      matches.push(matchOf(p, 'context-exfiltration'));
    }
  }
  return hit('TW520', 'has instructions addressed to the model', matches);
}

/** Tool and server names of a scan, lower case, for TW521's named targets. */
export interface NameIndex {
  /** Tool name -> servers defining it. */
  tools: ReadonlyMap<string, ReadonlySet<string>>;
  servers: ReadonlySet<string>;
}

export function nameIndex(tools: readonly Tool[]): NameIndex {
  const byName = new Map<string, Set<string>>();
  const servers = new Set<string>();
  for (const t of tools) {
    const key = t.name.toLowerCase();
    const set = byName.get(key) ?? new Set<string>();
    set.add(t.server);
    byName.set(key, set);
    servers.add(t.server.toLowerCase());
  }
  return { tools: byName, servers };
}

/** Names a token may stand for: itself and its tool part in `mcp__srv__tool`, `srv.tool`, `srv/tool`. */
function nameCandidates(token: string): string[] {
  const t = token.replace(/^[`'"]+/, '').replace(/[`'".:/-]+$/, '');
  const out = new Set([t]);
  for (const sep of ['__', '.', '/', ':']) {
    const i = t.lastIndexOf(sep);
    if (i >= 0) out.add(t.slice(i + sep.length));
  }
  return [...out].filter((s) => s.length >= 3);
}

/** Property names anywhere in the tool's own input schema, lower case. */
function ownProperties(tool: Tool): Set<string> {
  const out = new Set<string>();
  for (const node of walkSchema(tool.inputSchema)) {
    if (node.property !== undefined) out.add(node.property.toLowerCase());
  }
  return out;
}

/**
 * A tool of another server that `token` names; never one its own server also defines, and
 * never a word that is one of the tool's own parameters: mongodb-mcp-server's "Note to LLM:
 * … before using 'query'" is about its own `query` argument, not postgres' `query` tool.
 */
function otherServersTool(token: string, tool: Tool, names: NameIndex): string | undefined {
  let own: Set<string> | undefined;
  for (const name of nameCandidates(token)) {
    const servers = names.tools.get(name);
    if (servers === undefined || servers.has(tool.server)) continue;
    own ??= ownProperties(tool);
    if (own.has(name)) continue;
    return name;
  }
  return undefined;
}

/** `desktop-commander` -> /\bdesktop[-_. ]?commander\b/: the server's name as prose writes it. */
function serverNamePattern(server: string): RegExp | undefined {
  const words = server
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  if (words.length === 0 || words.join('').length < 3) return undefined;
  return new RegExp(String.raw`\b${words.join('[-_. ]?')}\b`);
}

/**
 * A generic target that is the tool's own server: "other CircleCI tools" in CircleCI's server
 * ("The LLM MUST NOT invoke any other CircleCI tools until …" paces calls, it steers nowhere),
 * "the other tools of this server". Only the words of the target itself count ("other tools than
 * this server's" still steers).
 */
function ownServerTarget(generic: RegExpExecArray, target: string, tool: Tool): boolean {
  const after = target.slice(generic.index + generic[0].length);
  if (
    /^\s*(?:of|in|from|on|provided by)\s+(?:this|the same|our)\s+(?:mcp\s+)?server\b/.test(after)
  ) {
    return true;
  }
  // Only the qualifier words count ("other CircleCI tools" -> "circleci"): a server named after
  // the generic vocabulary (`tools.json`, `mcp.json`) must not excuse "any other tools".
  const qualifier = generic[0]
    .split(/\s+/)
    .filter((w) => !GENERIC_WORDS.test(w))
    .join(' ');
  return qualifier !== '' && (serverNamePattern(tool.server)?.test(qualifier) ?? false);
}

/** Words of a generic target that never name a server. */
const GENERIC_WORDS =
  /^(?:the|any|all|an?|every|your|other|another|competing|alternative|third[- ]party|rival|similar|built[- ]?in|native|remaining|tools?|functions?|servers?|mcps?|plugins?|providers?|integrations?|from|of|on|in|provided|by|different)$/;

const TARGET_END = /[;!?,()]|\.(?:\s|$)/;
const LEADING_ARTICLES = /^(?:(?:the|any|all|an?|every|your)\s+)+/;

function classifyTarget(
  rest: string,
  tool: Tool,
  names: NameIndex,
): { category: string; target?: string } | undefined {
  const target = rest.slice(0, 120).split(TARGET_END)[0].trim();
  const generic = GENERIC_TARGET.exec(target);
  if (generic !== null) {
    return ownServerTarget(generic, target, tool) ? undefined : { category: 'other-tools' };
  }
  const [first, second] = target.replace(LEADING_ARTICLES, '').split(' ');
  if (first === undefined || first === '') return undefined;
  const named = otherServersTool(first, tool, names);
  if (named !== undefined) return { category: 'named-tool', target: shortText(named, 64) };
  const server = first.replace(/^[`'"]+|[`'"]+$/g, '').replace(/'s$/, '');
  if (
    server !== tool.server.toLowerCase() &&
    names.servers.has(server) &&
    /^(?:server|servers|tools?|mcp|functions?)$/.test(second ?? '')
  ) {
    return { category: 'named-server', target: shortText(server, 64) };
  }
  return undefined;
}

/**
 * TW521: steering wording whose target is "the other tools/servers" generically, or a tool or
 * server of another scanned server. Targets in the tool's own server (deprecation notes) and
 * unknown words are left alone.
 */
export function steeringHits(
  tool: Tool,
  places: readonly TextPlace[],
  names: NameIndex,
): LintHit[] {
  const matches: Match[] = [];
  // exec loops over the shared global patterns (what matchAll does, without cloning them per
  // call); every match is non-empty and nothing else uses these patterns meanwhile.
  for (const p of places) {
    STEERING_ANCHOR.lastIndex = 0;
    for (let m = STEERING_ANCHOR.exec(p.folded); m !== null; m = STEERING_ANCHOR.exec(p.folded)) {
      const c = classifyTarget(p.folded.slice(m.index + m[0].length), tool, names);
      if (c !== undefined) matches.push(matchOf(p, c.category, c.target));
    }
    if (EXCLUSIVE_USE.test(p.words)) matches.push(matchOf(p, 'exclusive-use'));
    for (const re of NAMED_BEHAVIOUR) {
      re.lastIndex = 0;
      for (let m = re.exec(p.folded); m !== null; m = re.exec(p.folded)) {
        const named = otherServersTool(m[1], tool, names);
        if (named !== undefined) {
          matches.push(matchOf(p, 'other-tool-behaviour', shortText(named, 64)));
        }
      }
    }
  }
  return hit('TW521', 'steers the model away from other tools', matches);
}
