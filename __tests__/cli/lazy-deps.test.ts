import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cli } from './helpers.js';

// The o200k_base tokenizer (~250 ms, ~70 MB to evaluate) and the MCP SDK (~180 ms, ~25 MB) are
// loaded with import() only by the code paths that need them. Each case runs the CLI from the
// sources in a child node whose module hooks transpile the TypeScript and log every module
// Node loads, so a static import of either anywhere in a command's module graph fails here.

const TOKENIZER = /\/gpt-tokenizer\/esm\/encoding\/o200k_base\.js$/;
const SDK = /\/@modelcontextprotocol\/sdk\//;

// Hooks thread: `.js` specifiers of our sources resolve to their `.ts` files, which are
// transpiled (types dropped; cached by content, so only the first run pays for TypeScript);
// every URL Node loads is appended to the log.
const HOOKS = `
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
let data;
let ts;
export function initialize(given) {
  data = given;
}
export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && /^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js')) {
    const url = new URL(specifier.replace(/\\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  appendFileSync(data.log, url + '\\n');
  if (!url.endsWith('.ts')) return next(url, context);
  const text = readFileSync(fileURLToPath(url), 'utf8');
  const cached = join(data.cache, createHash('sha256').update(url + '\\0' + text).digest('hex'));
  let source;
  if (existsSync(cached)) {
    source = readFileSync(cached, 'utf8');
  } else {
    ts ??= (await import(data.typescript)).default;
    source = ts.transpileModule(text, {
      fileName: fileURLToPath(url),
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const partial = cached + '.' + process.pid;
    writeFileSync(partial, source);
    renameSync(partial, cached);
  }
  return { format: 'module', source, shortCircuit: true };
}
`;

interface Loaded {
  code: number | null;
  stdout: string;
  stderr: string;
  urls: string[];
}

let dir: string;
let runs = 0;
const typescriptUrl = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;
const mainPath = resolve('src/cli/main.ts');

/** Runs `toolwitness …args` from the sources and lists the modules Node loaded. */
function loadedBy(args: string[]): Promise<Loaded> {
  const log = join(dir, `loaded-${runs++}.log`);
  writeFileSync(log, '');
  const data = { log, cache: join(dir, 'cache'), typescript: typescriptUrl };
  const register =
    `import { register } from 'node:module';` +
    `register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)}, { data: ${JSON.stringify(data)} });`;
  const child = spawn(
    process.execPath,
    [
      '--no-warnings',
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      mainPath,
      ...args,
    ],
    { env: { ...process.env, NODE_OPTIONS: '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
      done({ code, stdout, stderr, urls });
    });
  });
}

const CASES: Record<string, string[]> = {
  '--version': ['--version'],
  '--help': ['--help'],
  explain: ['explain', 'TW101'],
  seal: ['seal', 'examples/transcripts/session-clean.jsonl'],
  scope: ['scope', 'examples/transcripts/session-clean.jsonl', 'examples/transcripts/scope.json'],
  replay: ['replay', 'examples/transcripts/session-dirty.jsonl'],
  'scan --no-lint': ['scan', '--no-lint', 'examples/confusing-mcp.json'],
  'scan --config --no-spawn': ['scan', '--config', 'examples/configs/mcp.json', '--no-spawn'],
  scan: ['scan', '--format', 'json', 'examples/confusing-mcp.json'],
};
const results = new Map<string, Loaded>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tw-lazy-'));
  mkdirSync(join(dir, 'cache'));
  writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
  const [first, ...rest] = Object.keys(CASES);
  // the first run fills the transpile cache; the others then run side by side
  results.set(first, await loadedBy(CASES[first]));
  const done = await Promise.all(rest.map((name) => loadedBy(CASES[name])));
  rest.forEach((name, i) => results.set(name, done[i]));
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const any = (urls: string[], pattern: RegExp): boolean => urls.some((u) => pattern.test(u));

function result(name: string): Loaded {
  const run = results.get(name) as Loaded;
  expect(run.stderr).toBe('');
  expect([0, 1]).toContain(run.code);
  // the hooks saw the module graph (so an empty log is no false pass)
  expect(any(run.urls, /\/src\/cli\/program\.ts$/)).toBe(true);
  expect(any(run.urls, /\/node_modules\/commander\//)).toBe(true);
  return run;
}

describe('commands that never lint load neither the tokenizer nor the MCP SDK', () => {
  it.each(Object.keys(CASES).filter((name) => name !== 'scan' && !name.includes('--config')))(
    '%s',
    (name) => {
      const run = result(name);
      expect(run.urls.filter((u) => TOKENIZER.test(u) || SDK.test(u))).toEqual([]);
    },
  );
});

describe('the MCP SDK loads only when a server is started', () => {
  it('scan --config --no-spawn does not load it', () => {
    expect(any(result('scan --config --no-spawn').urls, SDK)).toBe(false);
  });
});

describe('the tokenizer loads when lint runs', () => {
  it('scan of a catalog file loads it (not the SDK) and reports the same tokens', async () => {
    const run = result('scan');
    expect(any(run.urls, TOKENIZER)).toBe(true);
    expect(any(run.urls, SDK)).toBe(false);
    const inProcess = await cli(CASES.scan);
    expect(run.code).toBe(inProcess.code);
    expect(run.stdout).toBe(inProcess.stdout);
    const tokens = JSON.parse(run.stdout).stats.tokens;
    expect(tokens.encoding).toBe('o200k_base');
    expect(tokens.total).toBeGreaterThan(0);
    expect(tokens.byTool.length).toBeGreaterThan(0);
  });
});

describe('the lazy imports stay inside the one bundle file', () => {
  // ncc (webpack) would split a plain import() into a chunk file, which the build refuses;
  // webpackMode "eager" keeps the module in the bundle, evaluated only when import() runs.
  it('every import() in the sources is eager, and the compiler keeps the comment', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('src', f));
    // import('…') calls (not `typeof import('…')` types), with the comment they carry
    const dynamic = files.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /(?<![\w.$])(typeof\s+)?import\(\s*(\/\*[^*]*\*\/)?\s*['"`]/g,
        ),
      ]
        .filter((m) => m[1] === undefined)
        .map((m) => `${f}: ${m[2] ?? 'no comment'}`),
    );
    expect(dynamic).toEqual(
      expect.arrayContaining([
        `${join('src', 'collect', 'collect.ts')}: /* webpackMode: "eager" */`,
        `${join('src', 'lint', 'tokens.ts')}: /* webpackMode: "eager" */`,
      ]),
    );
    expect(dynamic.filter((d) => !d.endsWith(': /* webpackMode: "eager" */'))).toEqual([]);
    const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8'));
    expect(tsconfig.compilerOptions.removeComments).not.toBe(true);
  });
});
