/**
 * Which package a stdio server's package runner fetches, and whether its version is pinned.
 * `npx -y @scope/pkg`, `pnpm dlx pkg@latest`, `uvx --from pkg==1.2.3 cmd`, `cmd /c npx pkg`...
 */

export type Ecosystem = 'npm' | 'pypi';

export interface PackageRun {
  /** How the runner is written, normalized: `npx`, `pnpm dlx`, `uvx`, `pipx run`... */
  runner: string;
  ecosystem: Ecosystem;
  /** The package spec as written (may carry a version). */
  spec: string;
  /** The package name without version, for messages (URL specs lose userinfo and query). */
  name: string;
  /** Index into the server's `args` of the element that holds the spec. */
  argIndex: number;
  pinned: boolean;
  /** The version part when there is one but it is not exact (`latest`, `^1.2`, `>=1`). */
  requested?: string;
}

/** The program name without directories and Windows extensions, lower case. */
export function commandName(command: string): string {
  const base = command.slice(Math.max(command.lastIndexOf('/'), command.lastIndexOf('\\')) + 1);
  return base.toLowerCase().replace(/\.(?:exe|cmd|bat|ps1)$/, '');
}

const NPM_VALUE_FLAGS = new Set([
  '-c',
  '--call',
  '--registry',
  '--cache',
  '--prefix',
  '--userconfig',
  '-w',
  '--workspace',
  '--node-options',
  '--shell',
]);
const UV_VALUE_FLAGS = new Set([
  '--with',
  '--with-editable',
  '--with-requirements',
  '-w',
  '-p',
  '--python',
  '--index',
  '--index-url',
  '--extra-index-url',
  '--default-index',
  '-i',
  '-f',
  '--find-links',
  '--cache-dir',
  '--config-file',
  '--directory',
  '--project',
  '-c',
  '--constraints',
  '--overrides',
  '--env-file',
  '--refresh-package',
  '--reinstall-package',
  '--upgrade-package',
  '-P',
  '--python-platform',
]);
const PIPX_VALUE_FLAGS = new Set(['--python', '--index-url', '--pip-args', '--backend']);

/**
 * The package runs in a server command line, following `cmd /c` (and `cmd /c "npx …"` written
 * as one string). An empty result means the command is not a package runner.
 */
export function packageRuns(command: string, args: readonly string[]): PackageRun[] {
  return findRuns(
    command,
    args,
    args.map((_, i) => i),
  );
}

function findRuns(
  command: string,
  args: readonly string[],
  indexes: readonly number[],
): PackageRun[] {
  const name = commandName(command);
  if (name === 'cmd' && args.length > 0 && /^\/[ck]$/i.test(args[0])) {
    const rest = args.slice(1);
    if (rest.length === 1 && /\s/.test(rest[0])) {
      // `cmd /c "npx -y pkg"`: one string; the spec still lives in that one arg
      const words = rest[0].trim().split(/\s+/);
      return findRuns(
        words[0],
        words.slice(1),
        words.slice(1).map(() => indexes[1]),
      );
    }
    if (rest.length === 0) return [];
    return findRuns(rest[0], rest.slice(1), indexes.slice(2));
  }
  const afterSub = (sub: string[]): number | undefined => {
    // `pnpm dlx`, `npm exec`: the subcommand may follow global flags
    for (let i = 0; i < args.length; i++) {
      if (sub.includes(args[i])) return i + 1;
      if (!args[i].startsWith('-')) return undefined;
    }
    return undefined;
  };
  const npm = (runner: string, from: number): PackageRun[] =>
    npmRun(runner, args.slice(from), indexes.slice(from));
  switch (name) {
    case 'npx':
    case 'bunx':
    case 'pnpx':
      return npm(name, 0);
    case 'pnpm':
    case 'yarn': {
      const at = afterSub(['dlx']);
      return at === undefined ? [] : npm(`${name} dlx`, at);
    }
    case 'npm': {
      const at = afterSub(['exec', 'x']);
      return at === undefined ? [] : npm('npm exec', at);
    }
    case 'bun': {
      const at = afterSub(['x']);
      return at === undefined ? [] : npm('bun x', at);
    }
    case 'uvx':
      return pythonRun('uvx', args, indexes, UV_VALUE_FLAGS, '--from');
    case 'uv': {
      // `uv tool run …` (uvx is its alias)
      const tool = args.indexOf('tool');
      if (tool === -1 || args[tool + 1] !== 'run') return [];
      return pythonRun(
        'uv tool run',
        args.slice(tool + 2),
        indexes.slice(tool + 2),
        UV_VALUE_FLAGS,
        '--from',
      );
    }
    case 'pipx': {
      const at = afterSub(['run']);
      if (at === undefined) return [];
      return pythonRun('pipx run', args.slice(at), indexes.slice(at), PIPX_VALUE_FLAGS, '--spec');
    }
    default:
      return [];
  }
}

function npmRun(runner: string, args: readonly string[], indexes: readonly number[]): PackageRun[] {
  const specs: { spec: string; at: number }[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      if (specs.length === 0 && i + 1 < args.length)
        specs.push({ spec: args[i + 1], at: indexes[i + 1] });
      break;
    }
    if (a === '-p' || a === '--package') {
      if (i + 1 < args.length) specs.push({ spec: args[i + 1], at: indexes[i + 1] });
      i++;
      continue;
    }
    if (a.startsWith('--package=')) {
      specs.push({ spec: a.slice('--package='.length), at: indexes[i] });
      continue;
    }
    if (a.startsWith('-')) {
      if (NPM_VALUE_FLAGS.has(a)) i++;
      continue;
    }
    // the first positional is the package, unless --package named it (then it is the bin)
    if (specs.length === 0) specs.push({ spec: a, at: indexes[i] });
    break;
  }
  const runs: PackageRun[] = [];
  for (const { spec, at } of specs) {
    const verdict = npmPinning(spec);
    if (verdict === undefined) continue;
    runs.push({ runner, ecosystem: 'npm', spec, argIndex: at, ...verdict });
  }
  return runs;
}

const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const COMMIT = /#[0-9a-f]{40}$/i;

/** Pinning of an npm package spec; undefined for local paths (nothing is fetched). */
function npmPinning(
  spec: string,
): { name: string; pinned: boolean; requested?: string } | undefined {
  if (spec === '' || isLocalPath(spec)) return undefined;
  if (
    /^(?:git\+|git:|github:|gitlab:|bitbucket:|gist:)/i.test(spec) ||
    /^[a-z][a-z0-9+.-]*:\/\//i.test(spec)
  ) {
    const name = safeUrlName(spec);
    if (/^https?:\/\/.*\.(?:tgz|tar\.gz)$/i.test(spec)) return { name, pinned: true };
    return { name, pinned: COMMIT.test(spec) };
  }
  if (!spec.startsWith('@') && /^[^/@\s]+\/[^/@\s]+(?:#.*)?$/.test(spec)) {
    // `user/repo` is a GitHub shorthand
    return { name: spec.replace(/#.*$/, ''), pinned: COMMIT.test(spec) };
  }
  const at = spec.indexOf('@', 1);
  if (at === -1) return { name: spec, pinned: false };
  const name = spec.slice(0, at);
  const version = spec.slice(at + 1);
  if (EXACT_SEMVER.test(version)) return { name, pinned: true };
  return { name, pinned: false, requested: version };
}

function pythonRun(
  runner: string,
  args: readonly string[],
  indexes: readonly number[],
  valueFlags: ReadonlySet<string>,
  fromFlag: string,
): PackageRun[] {
  let spec: { spec: string; at: number } | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === fromFlag) {
      if (i + 1 < args.length) spec = { spec: args[i + 1], at: indexes[i + 1] };
      break;
    }
    if (a.startsWith(fromFlag + '=')) {
      spec = { spec: a.slice(fromFlag.length + 1), at: indexes[i] };
      break;
    }
    if (a === '--') {
      if (i + 1 < args.length) spec = { spec: args[i + 1], at: indexes[i + 1] };
      break;
    }
    if (a.startsWith('-')) {
      if (valueFlags.has(a)) i++;
      continue;
    }
    spec = { spec: a, at: indexes[i] };
    break;
  }
  if (spec === undefined) return [];
  const verdict = pythonPinning(spec.spec);
  if (verdict === undefined) return [];
  return [{ runner, ecosystem: 'pypi', spec: spec.spec, argIndex: spec.at, ...verdict }];
}

/** Pinning of a Python requirement (`pkg==1.2`, `pkg[extra]===1`, uvx's `pkg@1.2`, git URLs). */
function pythonPinning(
  spec: string,
): { name: string; pinned: boolean; requested?: string } | undefined {
  if (spec === '' || isLocalPath(spec)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec) || /^git\+/i.test(spec) || / @ /.test(spec)) {
    return { name: safeUrlName(spec), pinned: /@[0-9a-f]{40}(?:#.*)?$/i.test(spec) };
  }
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*(.*)$/.exec(spec);
  if (m === null) return { name: spec, pinned: false };
  const name = m[1];
  const rest = m[3].trim();
  if (rest === '') return { name, pinned: false };
  if (/^===?\s*[^\s,;*<>=!~]+$/.test(rest) && !rest.includes('*')) return { name, pinned: true };
  if (rest.startsWith('@')) {
    const version = rest.slice(1);
    if (/^\d[0-9A-Za-z.+!-]*$/.test(version)) return { name, pinned: true };
    return { name, pinned: false, requested: version };
  }
  return { name, pinned: false, requested: rest };
}

function isLocalPath(spec: string): boolean {
  return (
    /^(?:\.{1,2}[/\\]|[/\\~]|file:|[A-Za-z]:[/\\])/.test(spec) ||
    spec === '.' ||
    (/\.(?:tgz|whl|tar\.gz)$/i.test(spec) && !/:\/\//.test(spec))
  );
}

/** A URL spec without userinfo or query (they may carry a token), for messages. */
function safeUrlName(spec: string): string {
  const bare = spec.replace(/^git\+/i, '');
  try {
    const url = new URL(bare);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    // `github:user/repo#ref` and similar: drop anything after a credential-ish '@'
    return spec.replace(/\/\/[^/@]*@/, '//').replace(/[?#].*$/, '');
  }
}
