import { toPointer } from '../import/json.js';
import { quoteForMessage, quoteNameForMessage, quoteWordForMessage } from '../import/escape.js';
import type { SourceLocation } from '../model/tool.js';
import type { ConfigDocument } from './document.js';
import type { ClientKind, ConfigProblem, ServerConfig, ServerSpec } from './types.js';

/** What reading one server entry needs to know about the file around it. */
export interface EntryContext {
  uri: string;
  client: ClientKind;
  doc: ConfigDocument;
  project?: string;
}

export type EntryResult = { server: ServerConfig } | { problems: ConfigProblem[] };

type Path = (string | number)[];

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Names a JSON value's kind for a message without quoting it (values may be secrets). */
export function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return 'a string';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'boolean') return 'a boolean';
  return typeof v;
}

export function locationOf(ctx: EntryContext, path: Path): SourceLocation {
  const pointer = toPointer(path);
  return { uri: ctx.uri, pointer, ...ctx.doc.locate(pointer) };
}

const TRANSPORTS: Record<string, ServerSpec['transport']> = {
  stdio: 'stdio',
  http: 'http',
  'streamable-http': 'http',
  streamablehttp: 'http',
  streamable_http: 'http',
  sse: 'sse',
};

/**
 * Reads one server entry. A malformed entry yields its problems (one per wrong field, each at
 * that field) and no server, so the rest of the config still loads. Unknown fields are ignored:
 * every client adds its own (`timeout`, `trust`, `disabledTools`, ...).
 */
export function readServer(ctx: EntryContext, name: string, entry: unknown, at: Path): EntryResult {
  const problems: ConfigProblem[] = [];
  const problem = (path: Path, what: string): void => {
    const p: ConfigProblem = {
      server: name,
      message: `server ${quoteForMessage(name)}: ${what}`,
      location: locationOf(ctx, path),
    };
    if (ctx.project !== undefined) p.project = ctx.project;
    problems.push(p);
  };
  if (name.trim() === '') problem(at, 'the server name is empty');
  if (!isObject(entry)) {
    problem(at, `expected an object, found ${kindOf(entry)}`);
    return { problems };
  }
  const fields: Record<string, SourceLocation> = {};
  const field = (specPath: Path, filePath: Path): void => {
    fields[toPointer(specPath)] = locationOf(ctx, filePath);
  };
  const str = (key: string): string | undefined => {
    const v = entry[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      problem([...at, key], `"${key}" must be a string, found ${kindOf(v)}`);
      return undefined;
    }
    return v;
  };
  const stringMap = (key: string, specKey: string, out: Record<string, string>): void => {
    const v = entry[key];
    if (v === undefined) return;
    if (!isObject(v)) {
      problem([...at, key], `"${key}" must be an object of strings, found ${kindOf(v)}`);
      return;
    }
    for (const k of Object.keys(v)) {
      if (typeof v[k] !== 'string') {
        problem(
          [...at, key, k],
          `"${key}" entry ${quoteNameForMessage(k)} must be a string, found ${kindOf(v[k])}`,
        );
        continue;
      }
      Object.defineProperty(out, k, {
        value: v[k],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      field([specKey, k], [...at, key, k]);
    }
  };

  const typeValue = str('type') ?? (ctx.client === 'codex' ? str('transport') : undefined);
  let transport: ServerSpec['transport'] | undefined;
  if (typeValue !== undefined) {
    transport = TRANSPORTS[typeValue.toLowerCase()];
    if (transport === undefined) {
      problem(
        [...at, 'type'],
        `unknown transport type ${quoteWordForMessage(typeValue)}; expected "stdio", "http", "streamable-http" or "sse"`,
      );
      return { problems };
    }
  }

  const disabledValue = entry.disabled;
  const enabledValue = entry.enabled;
  if (disabledValue !== undefined && typeof disabledValue !== 'boolean') {
    problem(
      [...at, 'disabled'],
      `"disabled" must be true or false, found ${kindOf(disabledValue)}`,
    );
  }
  if (enabledValue !== undefined && typeof enabledValue !== 'boolean') {
    problem([...at, 'enabled'], `"enabled" must be true or false, found ${kindOf(enabledValue)}`);
  }
  const disabled = disabledValue === true || enabledValue === false;

  const command = str('command');
  const urlField = urlFieldOf(ctx.client, entry);
  const url = urlField === undefined ? undefined : str(urlField.key);
  if (urlField !== undefined && transport === undefined && typeValue === undefined) {
    transport =
      urlField.transport ??
      (url !== undefined && /\/sse\/?(?:[?#]|$)/i.test(url) ? 'sse' : undefined);
  }

  if (command === undefined && url === undefined) {
    if (problems.length === 0) {
      problem(at, `has neither "command" (a local server) nor "url" (a remote one)`);
    }
    return { problems };
  }
  if (transport === undefined && typeValue === undefined) {
    if (command !== undefined && url !== undefined) {
      problem(at, 'has both "command" and "url"; set "type" to say which one the client uses');
      return { problems };
    }
    transport = command !== undefined ? 'stdio' : 'http';
  }

  const base = {
    name,
    client: ctx.client,
    location: locationOf(ctx, at),
    disabled,
  };
  if (transport === 'stdio') {
    if (command === undefined) {
      problem(at, 'is a stdio server without "command"');
    } else if (command.trim() === '') {
      problem([...at, 'command'], '"command" is empty');
    }
    const args: string[] = [];
    const rawArgs = entry.args;
    if (rawArgs !== undefined) {
      if (!Array.isArray(rawArgs)) {
        problem([...at, 'args'], `"args" must be an array of strings, found ${kindOf(rawArgs)}`);
      } else {
        rawArgs.forEach((arg, i) => {
          if (typeof arg !== 'string') {
            problem(
              [...at, 'args', i],
              `"args" element ${i} must be a string, found ${kindOf(arg)}`,
            );
          } else {
            args.push(arg);
            field(['args', i], [...at, 'args', i]);
          }
        });
      }
    }
    const env: Record<string, string> = {};
    stringMap('env', 'env', env);
    const cwd = str('cwd');
    if (problems.length > 0 || transport === undefined || command === undefined)
      return { problems };
    field(['command'], [...at, 'command']);
    const spec: ServerSpec = { transport: 'stdio', command, args, env };
    if (cwd !== undefined) {
      spec.cwd = cwd;
      field(['cwd'], [...at, 'cwd']);
    }
    return { server: finish(ctx, { ...base, spec }, fields) };
  }

  if (url === undefined || urlField === undefined) {
    problem(at, `is a remote (${transport ?? 'http'}) server without "url"`);
    return { problems };
  }
  if (!isHttpUrl(url) && !/\$\{/.test(url)) {
    // never quote the URL: its query or userinfo may hold a token
    problem([...at, urlField.key], `"${urlField.key}" is not an absolute http(s) URL`);
  }
  const headers: Record<string, string> = {};
  if (ctx.client === 'codex') {
    stringMap('http_headers', 'headers', headers);
    codexEnvHeaders(ctx, entry, at, headers, fields, problem);
  } else {
    stringMap('headers', 'headers', headers);
  }
  if (problems.length > 0 || transport === undefined) return { problems };
  field(['url'], [...at, urlField.key]);
  const spec: ServerSpec = { transport, url, headers };
  return { server: finish(ctx, { ...base, spec }, fields) };
}

function finish(
  ctx: EntryContext,
  server: ServerConfig,
  fields: Record<string, SourceLocation>,
): ServerConfig {
  if (ctx.project !== undefined) server.project = ctx.project;
  server.fieldLocations = fields;
  return server;
}

/** Which key holds a remote server's URL in this client, and the transport it implies. */
function urlFieldOf(
  client: ClientKind,
  entry: Record<string, unknown>,
): { key: string; transport?: ServerSpec['transport'] } | undefined {
  if (client === 'gemini' || client === 'generic') {
    // Gemini: httpUrl is streamable HTTP, url is SSE
    if (entry.httpUrl !== undefined) return { key: 'httpUrl', transport: 'http' };
    if (entry.url !== undefined)
      return { key: 'url', transport: client === 'gemini' ? 'sse' : undefined };
  }
  if ((client === 'windsurf' || client === 'generic') && entry.serverUrl !== undefined) {
    return { key: 'serverUrl' };
  }
  if (entry.url !== undefined) return { key: 'url' };
  return undefined;
}

function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Codex names header values by environment variable: `env_http_headers = { H = "VAR" }` and
 * `bearer_token_env_var = "VAR"`. They become `${VAR}` references, so expansion and the secret
 * rule treat them like any other reference.
 */
function codexEnvHeaders(
  ctx: EntryContext,
  entry: Record<string, unknown>,
  at: Path,
  headers: Record<string, string>,
  fields: Record<string, SourceLocation>,
  problem: (path: Path, what: string) => void,
): void {
  const envHeaders = entry.env_http_headers;
  if (envHeaders !== undefined) {
    if (!isObject(envHeaders)) {
      problem(
        [...at, 'env_http_headers'],
        `"env_http_headers" must be a table of variable names, found ${kindOf(envHeaders)}`,
      );
    } else {
      for (const k of Object.keys(envHeaders)) {
        const v = envHeaders[k];
        if (typeof v !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) {
          problem(
            [...at, 'env_http_headers', k],
            `"env_http_headers" entry ${quoteNameForMessage(k)} must name an environment variable`,
          );
          continue;
        }
        Object.defineProperty(headers, k, {
          value: `\${${v}}`,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        fields[toPointer(['headers', k])] = locationOf(ctx, [...at, 'env_http_headers', k]);
      }
    }
  }
  const bearer = entry.bearer_token_env_var;
  if (bearer !== undefined) {
    if (typeof bearer !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(bearer)) {
      problem(
        [...at, 'bearer_token_env_var'],
        '"bearer_token_env_var" must name an environment variable',
      );
    } else {
      headers.Authorization = `Bearer \${${bearer}}`;
      fields['/headers/Authorization'] = locationOf(ctx, [...at, 'bearer_token_env_var']);
    }
  }
}
