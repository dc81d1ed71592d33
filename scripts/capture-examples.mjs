#!/usr/bin/env node
// Captures the real `tools/list` output of the reference MCP servers into examples/.
//
//   node scripts/capture-examples.mjs
//
// Installs PINNED server versions into a temporary directory (never into this project), starts
// each one over stdio with the MCP SDK client, pages through `tools/list` and writes
// examples/mcp-<name>.json as {"server": "<name>", "tools": [...]} exactly as returned.
// Output is deterministic: no timestamps; the only machine-specific value a server may embed (the
// filesystem server's allowed directory) is replaced with the placeholder `/allowed`.
// Needs network access for `npm install`; analysis in ToolWitness itself never does.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES = join(ROOT, 'examples');
const TIMEOUT_MS = 30_000;
const PLACEHOLDER = '/allowed';

/** Pinned versions: bump deliberately, re-run, and review the diff of examples/. */
const SERVERS = [
  {
    name: 'filesystem',
    pkg: '@modelcontextprotocol/server-filesystem',
    version: '2026.8.31',
    // The allowed directory is a fresh empty temp dir, replaced by PLACEHOLDER in the output.
    args: (allowedDir) => [allowedDir],
  },
  {
    name: 'memory',
    pkg: '@modelcontextprotocol/server-memory',
    version: '2026.8.31',
    args: () => [],
  },
  {
    name: 'everything',
    pkg: '@modelcontextprotocol/server-everything',
    version: '2026.8.31',
    args: () => ['stdio'],
  },
];

const SDK_VERSION = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/@modelcontextprotocol/sdk/package.json'), 'utf8'),
).version;

const tempDirs = [];
const transports = new Set();

function makeTemp(prefix) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  tempDirs.push(dir);
  return dir;
}

async function cleanup() {
  for (const t of transports) {
    try {
      await t.close();
    } catch {
      // already gone
    }
  }
  transports.clear();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function fail(message) {
  process.stderr.write(`capture-examples: ${message}\n`);
  return cleanup().finally(() => process.exit(1));
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function install(prefix) {
  const specs = SERVERS.map((s) => `${s.pkg}@${s.version}`);
  process.stderr.write(`installing ${specs.join(' ')} into a temp dir…\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      ...specs,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 },
  );
  if (r.error) throw new Error(`npm install failed: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`npm install exited with status ${r.status}`);
}

/** Resolves the installed package's bin script and checks its version is the pinned one. */
function binOf(prefix, server) {
  const pkgDir = join(prefix, 'node_modules', ...server.pkg.split('/'));
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (manifest.version !== server.version) {
    throw new Error(`${server.pkg}: installed ${manifest.version}, pinned ${server.version}`);
  }
  const bin =
    typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {})[0];
  if (!bin) throw new Error(`${server.pkg}: package.json has no bin`);
  return join(pkgDir, bin);
}

/** Number of temp-path occurrences replaced with PLACEHOLDER, per server. */
const replaced = {};

function replacePath(value, path, server) {
  if (typeof value === 'string') {
    const parts = value.split(path);
    replaced[server] = (replaced[server] ?? 0) + parts.length - 1;
    return parts.join(PLACEHOLDER);
  }
  if (Array.isArray(value)) return value.map((v) => replacePath(v, path, server));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = replacePath(v, path, server);
    return out;
  }
  return value;
}

async function capture(prefix, server) {
  const allowedDir = server.name === 'filesystem' ? makeTemp('tw-allowed-') : undefined;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [binOf(prefix, server), ...server.args(allowedDir)],
    cwd: prefix,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    if (stderr.length < 4096) stderr += chunk;
  });
  transports.add(transport);
  const client = new Client({ name: 'toolwitness-capture', version: '0.0.0' });
  try {
    const tools = await withTimeout(
      (async () => {
        await client.connect(transport);
        const all = [];
        let cursor;
        for (let page = 0; page < 100; page++) {
          const res = await client.listTools(cursor === undefined ? {} : { cursor });
          all.push(...res.tools);
          cursor = res.nextCursor;
          if (!cursor) return all;
        }
        throw new Error('more than 100 pages of tools/list');
      })(),
      TIMEOUT_MS,
      `${server.pkg}@${server.version}`,
    );
    return allowedDir === undefined ? tools : replacePath(tools, allowedDir, server.name);
  } catch (err) {
    const tail = stderr.trim()
      ? `\n  server stderr:\n    ${stderr.trim().split('\n').slice(-5).join('\n    ')}`
      : '';
    throw new Error(`${server.pkg}@${server.version}: ${err.message}${tail}`, { cause: err });
  } finally {
    try {
      await client.close();
    } catch {
      // ignore
    }
    transports.delete(transport);
  }
}

function writeJson(file, value) {
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

function capturedMd(counts) {
  const rows = SERVERS.map((s) => {
    const args = s.name === 'filesystem' ? '<empty temp dir>' : s.args().join(' ') || '(none)';
    return `| \`${s.pkg}\` | ${s.version} | \`${args}\` | ${counts[s.name]} | \`mcp-${s.name}.json\` |`;
  });
  return `# Captured MCP catalogs

These files are the real \`tools/list\` output of the reference MCP servers, captured by
\`scripts/capture-examples.mjs\`, never typed by hand. Regenerate them with:

\`\`\`sh
node scripts/capture-examples.mjs
\`\`\`

The script installs the pinned versions below into a temporary directory
(\`npm install --prefix <tmp> --no-save --ignore-scripts …\`), starts each server over stdio with
the MCP SDK client (\`@modelcontextprotocol/sdk\` ${SDK_VERSION}, this project's devDependency),
follows \`nextCursor\` pagination of \`tools/list\`, and writes \`{"server": "<name>", "tools": [...]}\`
with the tools exactly as returned (2-space JSON, trailing newline, no timestamps). It removes its
temp dirs and stops every server; each server has 30 s to answer.

| package | version | server arguments | tools | file |
|---|---|---|---|---|
${rows.join('\n')}

Normalization: the filesystem server is started with a fresh empty temp dir as its only allowed
directory; if that path appears anywhere in its output it is replaced with \`${PLACEHOLDER}\`, so the
capture is identical on every machine (occurrences replaced in this capture: ${replaced.filesystem ?? 0}).
Nothing else is changed.
`;
}

async function main() {
  const prefix = makeTemp('tw-capture-');
  install(prefix);
  const counts = {};
  const captured = [];
  for (const server of SERVERS) {
    const tools = await capture(prefix, server);
    if (!Array.isArray(tools) || tools.length === 0) {
      throw new Error(`${server.pkg}@${server.version}: tools/list returned no tools`);
    }
    counts[server.name] = tools.length;
    captured.push({ server, tools });
    process.stderr.write(`${server.pkg}@${server.version}: ${tools.length} tools\n`);
  }
  // Write only once every server answered, so a failed run leaves examples/ untouched.
  for (const { server, tools } of captured) {
    writeJson(join(EXAMPLES, `mcp-${server.name}.json`), { server: server.name, tools });
  }
  writeFileSync(join(EXAMPLES, 'CAPTURED.md'), capturedMd(counts));
  await cleanup();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => fail(`interrupted by ${sig}`));
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
