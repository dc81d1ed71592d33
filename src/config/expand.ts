import type { ClientKind, ServerSpec } from './types.js';

/** The environment variables are read from (`process.env` in the CLI, a fixture in tests). */
export type Environment = Readonly<Record<string, string | undefined>>;

export interface ExpandOptions {
  /**
   * Values for client-defined variables such as VS Code's `${workspaceFolder}` and
   * `${userHome}`. Without one, such a reference is left as written and reported unresolved.
   */
  variables?: Readonly<Record<string, string>>;
  /** The config's client: Gemini CLI also expands bare `$VAR`. */
  client?: ClientKind;
}

/** A spec with its references replaced, and what could not be. Names only, never values. */
export interface ExpandResult<S extends ServerSpec = ServerSpec> {
  spec: S;
  /** Environment variables referenced but not set (and without a `:-default`), sorted. */
  missing: string[];
  /**
   * References left as written, sorted: VS Code `input:ID` (the client prompts for those) and
   * client variables without a value in `options.variables`.
   */
  unresolved: string[];
}

// VS Code / Cursor predefined variables: not environment variables even when the names match
const CLIENT_VARIABLES = new Set([
  'workspaceFolder',
  'workspaceFolderBasename',
  'workspaceRoot',
  'userHome',
  'cwd',
  'pathSeparator',
  '/',
]);

const REFERENCE = /\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BARE = /\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Expands `${VAR}`, `${env:VAR}` and Claude Code's `${VAR:-default}` in a server's command, args,
 * env values, cwd, url and header values. `${input:ID}` stays as written (the client prompts for
 * it) and is reported in `unresolved`; a variable that is not set becomes the empty string and is
 * reported in `missing`. Keys are never expanded. The input spec is not changed.
 */
export function expandServerEnv<S extends ServerSpec>(
  spec: S,
  env: Environment,
  options: ExpandOptions = {},
): ExpandResult<S> {
  const missing = new Set<string>();
  const unresolved = new Set<string>();
  const lookup = (name: string): string | undefined =>
    Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
  const bare = (s: string): string =>
    s.replace(BARE, (_whole, name: string) => {
      const value = lookup(name);
      if (value === undefined) missing.add(name);
      return value ?? '';
    });
  const braced = (s: string): string =>
    s.replace(REFERENCE, (whole, body: string) => {
      if (body.startsWith('env:')) {
        const name = body.slice(4);
        const value = lookup(name);
        if (value === undefined) missing.add(name);
        return value ?? '';
      }
      const colon = body.indexOf(':');
      if (colon > 0 && NAME.test(body.slice(0, colon)) && body[colon + 1] === '-') {
        // ${VAR:-default}: the default when VAR is unset or empty, as in POSIX shells
        const value = lookup(body.slice(0, colon));
        return value === undefined || value === '' ? body.slice(colon + 2) : value;
      }
      if (
        options.variables !== undefined &&
        Object.prototype.hasOwnProperty.call(options.variables, body)
      ) {
        return options.variables[body];
      }
      if (CLIENT_VARIABLES.has(body) || body.includes(':')) {
        unresolved.add(body);
        return whole;
      }
      if (!NAME.test(body)) {
        unresolved.add(body);
        return whole;
      }
      const value = lookup(body);
      if (value === undefined) missing.add(body);
      return value ?? '';
    });
  // bare `$VAR` first would also eat the `$` of `${…}`; so braced first, then bare on the
  // pieces between braced references (an expanded value is never expanded again)
  const expand = (s: string): string => {
    if (options.client !== 'gemini') return braced(s);
    let out = '';
    let last = 0;
    for (const m of s.matchAll(REFERENCE)) {
      out += bare(s.slice(last, m.index)) + braced(m[0]);
      last = (m.index ?? 0) + m[0].length;
    }
    return out + bare(s.slice(last));
  };
  const expandMap = (map: Record<string, string>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(map)) {
      Object.defineProperty(out, key, {
        value: expand(map[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  let expanded: ServerSpec;
  if (spec.transport === 'stdio') {
    expanded = {
      ...spec,
      command: expand(spec.command),
      args: spec.args.map(expand),
      env: expandMap(spec.env),
      ...(spec.cwd === undefined ? {} : { cwd: expand(spec.cwd) }),
    };
  } else {
    expanded = { ...spec, url: expand(spec.url), headers: expandMap(spec.headers) };
  }
  return {
    spec: expanded as S,
    missing: [...missing].sort(),
    unresolved: [...unresolved].sort(),
  };
}

/** The references a string makes, as written inside `${…}` (for lint: is a value only references?). */
export function referencesIn(s: string): string[] {
  return [...s.matchAll(REFERENCE)].map((m) => m[1]);
}
