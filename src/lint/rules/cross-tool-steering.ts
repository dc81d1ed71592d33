/**
 * TW521 cross-tool-steering: wording that steers the model away from other tools, generically
 * or by naming another scanned server or its tools.
 */
import type { Tool } from '../../model/tool.js';
import { shortText, type LintHit } from '../hit.js';
import { EXCLUSIVE_USE, GENERIC_TARGET, NAMED_BEHAVIOUR, STEERING_ANCHOR } from '../phrases.js';
import { perText, signalMatches, type TextPlace } from '../poisoning.js';
import { matchOf, NO_NAMES, signalHit, type Match, type NameIndex } from '../signal-hit.js';
import type { SignalContext } from '../signals.js';
import { toolRule } from './rule.js';

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

/**
 * A tool of another server that `token` names; never one its own server also defines, and
 * never a word that is one of the tool's own parameters: mongodb-mcp-server's "Note to LLM:
 * … before using 'query'" is about its own `query` argument, not postgres' `query` tool.
 */
function otherServersTool(
  token: string,
  tool: Tool,
  names: NameIndex,
  params: ReadonlySet<string>,
): string | undefined {
  for (const name of nameCandidates(token)) {
    const servers = names.tools.get(name);
    if (servers === undefined || servers.has(tool.server)) continue;
    if (params.has(name)) continue;
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

/**
 * Words one of TW521's steering patterns needs (anchors, exclusive use, another tool told how to
 * behave): a text without any is not run through them.
 */
const STEERING_GATE =
  /instead|rather|in place|in favo|not\b|dont|never|n't|cannot|avoid|prefer|favo|priorit|replace|supersede|precedence|better|superior|ignore|disregard|always|exclusively|only ever|when|before|after|\bif\b|must|should|shall|needs to|has to/;
const LEADING_ARTICLES = /^(?:(?:the|any|all|an?|every|your)\s+)+/;

function classifyTarget(
  rest: string,
  tool: Tool,
  names: NameIndex,
  params: ReadonlySet<string>,
): { category: string; target?: string } | undefined {
  const target = rest.slice(0, 120).split(TARGET_END)[0].trim();
  const generic = GENERIC_TARGET.exec(target);
  if (generic !== null) {
    return ownServerTarget(generic, target, tool) ? undefined : { category: 'other-tools' };
  }
  const [first, second] = target.replace(LEADING_ARTICLES, '').split(' ');
  if (first === undefined || first === '') return undefined;
  const named = otherServersTool(first, tool, names, params);
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

/** TW521's wording in one place, before its targets are classified; undefined when it has none. */
interface SteeringWording {
  /** Each anchor and where the text after it (its target) starts. */
  anchors: { anchor: string; end: number }[];
  exclusive?: string;
  /** Each "when calling X" / "X must …" and the X it names. */
  named: { text: string; name: string }[];
}

function steeringWording(p: TextPlace): SteeringWording | undefined {
  if (!STEERING_GATE.test(p.folded)) return undefined;
  const out: SteeringWording = { anchors: [], named: [] };
  // exec loops over the shared global patterns (what matchAll does, without cloning them per
  // call); every match is non-empty and nothing else uses these patterns meanwhile.
  STEERING_ANCHOR.lastIndex = 0;
  for (let m = STEERING_ANCHOR.exec(p.folded); m !== null; m = STEERING_ANCHOR.exec(p.folded)) {
    out.anchors.push({ anchor: m[0], end: m.index + m[0].length });
  }
  const exclusive = EXCLUSIVE_USE.exec(p.words);
  if (exclusive !== null) out.exclusive = exclusive[0];
  for (const re of NAMED_BEHAVIOUR) {
    re.lastIndex = 0;
    for (let m = re.exec(p.folded); m !== null; m = re.exec(p.folded)) {
      out.named.push({ text: m[0], name: m[1] });
    }
  }
  return out;
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
  ctx: SignalContext = NO_NAMES,
): LintHit<'TW521'>[] {
  const matches: Match[] = [];
  for (const p of places) {
    // the wording found depends on the text alone (shared by equal texts); its targets do not
    const found = perText(p, 'steering', () => steeringWording(p));
    if (found === undefined) continue;
    for (const a of found.anchors) {
      const rest = p.folded.slice(a.end);
      const c = classifyTarget(rest, tool, names, ctx.params);
      if (c !== undefined) {
        const quote = a.anchor + rest.slice(0, 120).split(TARGET_END)[0];
        matches.push(matchOf(p, c.category, quote, c.target));
      }
    }
    if (found.exclusive !== undefined) matches.push(matchOf(p, 'exclusive-use', found.exclusive));
    for (const n of found.named) {
      const named = otherServersTool(n.name, tool, names, ctx.params);
      if (named !== undefined) {
        matches.push(matchOf(p, 'other-tool-behaviour', n.text, shortText(named, 64)));
      }
    }
  }
  for (const { match } of signalMatches(places, ctx, ['TW521'])) matches.push(match);
  return signalHit('TW521', 'steers the model away from other tools', matches);
}

export const crossToolSteering = toolRule('TW521', ({ tool, places, names, signals }) =>
  steeringHits(tool, places, names, signals),
);
