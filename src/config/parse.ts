import { decodeInput, toPointer } from '../import/json.js';
import { quoteNameForMessage } from '../import/escape.js';
import { InputError } from '../model/errors.js';
import { clientFromPath, clientFromShape, isStrictJsonClient } from './detect.js';
import { parseJsonc, parseStrictJson, parseTomlConfig, type ConfigDocument } from './document.js';
import { isObject, kindOf, locationOf, readServer, type EntryContext } from './servers.js';
import type {
  ClientConfig,
  ClientKind,
  ConfigInput,
  ConfigProblem,
  ServerConfig,
} from './types.js';

/** What the caller knows better than the file name. */
export interface ParseHint {
  client?: ClientKind;
}

type Path = (string | number)[];

/**
 * Parses one MCP client config into the shared model. The client comes from `hint`, else the
 * file name (`claude_desktop_config.json`, `.mcp.json`, `.vscode/mcp.json`, `config.toml`…),
 * else the shape. Syntax errors and unknown shapes throw an InputError of one line
 * (`<uri>: <pointer> (line L, column C): <what>`, or `<uri>:L:C: <what>` for syntax); a malformed
 * server entry is kept out of `servers` and described in `problems` (TW506), the rest loads.
 */
export function parseClientConfig(
  uri: string,
  text: string | Uint8Array,
  hint: ParseHint = {},
): ClientConfig {
  const source = typeof text === 'string' ? stripBom(text) : decodeInput(text, uri);
  const clue = clientFromPath(uri);
  const guessed = hint.client ?? clue?.client;
  const doc = readDocument(uri, source, guessed);
  const root = doc.value;
  const fail = (path: Path, what: string): never => {
    const pointer = toPointer(path);
    const { line, column } = doc.locate(pointer);
    throw new InputError(
      `${uri}: ${pointer === '' ? '/' : pointer} (line ${line}, column ${column}): ${what}`,
    );
  };
  if (!isObject(root)) {
    return fail([], `expected an MCP client config (an object), found ${kindOf(root)}`);
  }
  const client = guessed ?? clientFromShape(root);
  if (client === undefined) {
    return fail(
      [],
      'not an MCP client config: expected "mcpServers" (Claude, Cursor, Windsurf, Gemini), ' +
        '"servers" (VS Code .vscode/mcp.json) or [mcp_servers.NAME] tables (Codex config.toml)',
    );
  }
  const out: ClientConfig = { uri, client, servers: [], format: doc.format, problems: [] };
  const servers = out.servers;
  const problems = out.problems as ConfigProblem[];
  const readMap = (path: Path, map: unknown, ctx: EntryContext, required: boolean): void => {
    if (map === undefined) return;
    if (!isObject(map)) {
      const what = `${quoteNameForMessage(String(path[path.length - 1]))} must be an object of servers, found ${kindOf(map)}`;
      if (required) fail(path, what);
      const p: ConfigProblem = { message: what, location: locationOf(ctx, path) };
      if (ctx.project !== undefined) p.project = ctx.project;
      problems.push(p);
      return;
    }
    for (const name of Object.keys(map)) {
      const result = readServer(ctx, name, map[name], [...path, name]);
      if ('server' in result) servers.push(result.server);
      else problems.push(...result.problems);
    }
  };
  const ctx: EntryContext = { uri, client, doc };
  let found = false;
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(root, key);

  switch (client) {
    case 'codex':
      found = has('mcp_servers');
      readMap(['mcp_servers'], root.mcp_servers, ctx, true);
      break;
    case 'vscode': {
      if (has('servers')) {
        found = true;
        readMap(['servers'], root.servers, ctx, true);
      }
      // settings.json: `"mcp": {"servers": …}` (or the flat key `"mcp.servers"`)
      if (isObject(root.mcp) && root.mcp.servers !== undefined) {
        found = true;
        readMap(['mcp', 'servers'], root.mcp.servers, ctx, true);
      }
      if (has('mcp.servers')) {
        found = true;
        readMap(['mcp.servers'], root['mcp.servers'], ctx, true);
      }
      const inputsAt: Path | undefined = has('inputs')
        ? ['inputs']
        : isObject(root.mcp) && root.mcp.inputs !== undefined
          ? ['mcp', 'inputs']
          : undefined;
      if (inputsAt !== undefined) {
        found = true;
        const raw =
          inputsAt.length === 1 ? root.inputs : (root.mcp as Record<string, unknown>).inputs;
        out.inputs = readInputs(ctx, raw, inputsAt, problems);
      }
      break;
    }
    case 'claude-code':
      if (has('mcpServers')) {
        found = true;
        readMap(['mcpServers'], root.mcpServers, ctx, true);
      }
      // the user file ~/.claude.json: per-project servers under projects[path].mcpServers
      if (has('projects')) {
        found = true;
        if (!isObject(root.projects))
          fail(['projects'], `"projects" must be an object, found ${kindOf(root.projects)}`);
        const projects = root.projects as Record<string, unknown>;
        for (const project of Object.keys(projects)) {
          const entry = projects[project];
          if (!isObject(entry)) continue; // project state the client owns; not ours to judge
          readMap(
            ['projects', project, 'mcpServers'],
            entry.mcpServers,
            { ...ctx, project },
            false,
          );
        }
      }
      break;
    default:
      if (has('mcpServers')) {
        found = true;
        readMap(['mcpServers'], root.mcpServers, ctx, true);
      }
  }
  // A file named like a client's settings may hold no servers; an unknown file must show some
  if (!found && clue === undefined && hint.client === undefined) {
    fail([], 'not an MCP client config: no "mcpServers", "servers" or [mcp_servers.NAME] found');
  }
  return out;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function readDocument(uri: string, text: string, client: ClientKind | undefined): ConfigDocument {
  if (client === 'codex' || (client === undefined && /\.toml$/i.test(uri))) {
    return parseTomlConfig(text, uri);
  }
  if (client !== undefined && isStrictJsonClient(client)) return parseStrictJson(text, uri);
  return parseJsonc(text, uri);
}

/** VS Code `inputs`: prompted values that `${input:ID}` references name. */
function readInputs(
  ctx: EntryContext,
  raw: unknown,
  at: Path,
  problems: ConfigProblem[],
): ConfigInput[] {
  const inputs: ConfigInput[] = [];
  if (!Array.isArray(raw)) {
    problems.push({
      message: `"inputs" must be an array, found ${kindOf(raw)}`,
      location: locationOf(ctx, at),
    });
    return inputs;
  }
  raw.forEach((entry, i) => {
    const path = [...at, i];
    if (!isObject(entry) || typeof entry.id !== 'string' || typeof entry.type !== 'string') {
      problems.push({
        message: `input ${i} must be an object with string "id" and "type"`,
        location: locationOf(ctx, path),
      });
      return;
    }
    const input: ConfigInput = {
      id: entry.id,
      type: entry.type,
      password: entry.password === true,
      location: locationOf(ctx, path),
    };
    if (typeof entry.description === 'string') input.description = entry.description;
    inputs.push(input);
  });
  return inputs;
}

export type { ServerConfig };
