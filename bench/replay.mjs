#!/usr/bin/env node
// Replay benchmark: wall time and peak RSS of replaying provider-trace calls against a catalog.
//
//   node bench/replay.mjs [--calls 100000] [--tools 1000] [--runs 3] [--seed toolwitness] [--check]
//
// Each run is a fresh Node process that imports the compiled library (`lib/`, built with
// `npx tsc -p tsconfig.build.json`) and calls `replayTraceReport` (what `toolwitness replay
// --catalog` runs, without rendering) with the bounds raised so nothing is cut off.
//
// Input mix (deterministic, seeded PRNG): a 1,000-tool MCP catalog over 20 server files, with
// schemas like bench/scan.mjs (1–5 properties of string/integer/boolean/enum/array type, a required
// `<noun>_id`, some `additionalProperties: false`, some draft-07, some `$ref` into `$defs`, a few
// `pattern`/`format`), 1% permissive (`{"type":"object"}`). Share of prunable schemas: 99.1 % with
// the default seed (every non-permissive schema requires its `<noun>_id`; printed per run as
// `prunable schemas`). Calls are JSONL mixing Responses, Chat Completions, Anthropic tool_use and
// MCP tools/call lines (plus 2% streaming-delta lines): 85% valid arguments for the selected tool,
// 10% with a wrong-type or missing key, 5% unknown names. Tools sharing a noun share their id key,
// so ~89 % of calls are accepted by several tools (TW201, mostly with TW202): ~188,000 findings.
// Wall time is process.hrtime around spawnSync; user/system CPU and peak RSS are
// `/usr/bin/time -f "%U %S %M"` (CPU time matters on a shared machine, where wall time is noisy).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { maxMedianMs: 10000, maxRssMb: 1024 };

function parseArgs(argv) {
  const opts = { calls: 100000, tools: 1000, runs: 3, seed: 'toolwitness', check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') opts.check = true;
    else if (['--calls', '--tools', '--runs'].includes(a)) opts[a.slice(2)] = Number(argv[++i]);
    else if (a === '--seed') opts.seed = argv[++i];
    else {
      process.stderr.write(`bench/replay: unknown argument ${a}\n`);
      process.exit(2);
    }
  }
  return opts;
}

function hashSeed(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return h >>> 0;
}

function prng(seed) {
  let a = hashSeed(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    int: (n) => Math.floor(next() * n),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    sample: (arr, k) => {
      const c = arr.slice();
      for (let i = c.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [c[i], c[j]] = [c[j], c[i]];
      }
      return c.slice(0, k);
    },
  };
  return r;
}

const VERBS = [
  'get',
  'list',
  'create',
  'update',
  'delete',
  'search',
  'read',
  'fetch',
  'send',
  'archive',
  'export',
  'sync',
];
const NOUNS = [
  'file',
  'issue',
  'user',
  'invoice',
  'message',
  'record',
  'ticket',
  'comment',
  'document',
  'folder',
  'event',
  'contact',
  'order',
  'payment',
  'product',
  'report',
  'task',
  'channel',
  'note',
  'label',
  'webhook',
  'deployment',
  'build',
  'branch',
  'commit',
  'pipeline',
  'alert',
  'incident',
  'metric',
  'account',
  'role',
  'page',
  'image',
  'shipment',
  'lead',
];
const QUALIFIERS = [
  'billing',
  'shipping',
  'support',
  'sales',
  'hr',
  'legal',
  'finance',
  'audit',
  'security',
  'inventory',
  'customer',
  'vendor',
  'team',
  'project',
  'workspace',
  'shared',
  'public',
  'private',
  'regional',
  'global',
];

const KEY_SPECS = {
  query: () => ({ type: 'string', minLength: 1 }),
  limit: (r) => ({ type: 'integer', minimum: 1, maximum: r.pick([50, 100, 500]) }),
  page: () => ({ type: 'integer', minimum: 1 }),
  cursor: () => ({ type: 'string' }),
  status: (r) => ({
    type: 'string',
    enum: r.pick([
      ['open', 'closed', 'pending'],
      ['draft', 'published'],
    ]),
  }),
  tags: () => ({ type: 'array', items: { type: 'string' }, maxItems: 10 }),
  owner: (r) => (r.chance(0.4) ? { type: 'string', format: 'email' } : { type: 'string' }),
  include_archived: () => ({ type: 'boolean' }),
  sort: () => ({ type: 'string', enum: ['asc', 'desc'] }),
  format: () => ({ type: 'string', enum: ['json', 'csv'] }),
  name: () => ({ type: 'string', minLength: 1, maxLength: 128 }),
  title: () => ({ type: 'string', minLength: 1, maxLength: 200 }),
  body: () => ({ type: 'string' }),
  dry_run: () => ({ type: 'boolean' }),
  region: () => ({ type: 'string', enum: ['us', 'eu', 'apac'] }),
  amount: () => ({ type: 'number', minimum: 0 }),
};
const EXTRA = Object.keys(KEY_SPECS);

function sampleValue(r, spec) {
  if (spec.enum) return r.pick(spec.enum);
  switch (spec.type) {
    case 'integer':
      return 1 + r.int(spec.maximum ? spec.maximum : 1000);
    case 'number':
      return r.int(10000) / 100;
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return ['a', 'b'].slice(0, r.int(3));
    default:
      if (spec.format === 'email') return `u${r.int(1000)}@example.com`;
      if (spec.pattern) return `ab_${'x'.repeat(4 + r.int(8))}`;
      return `v${r.int(100000)}`;
  }
}

function generate(opts) {
  const r = prng(opts.seed);
  const tools = [];
  const seen = new Set();
  while (tools.length < opts.tools) {
    const verb = r.pick(VERBS);
    const noun = r.pick(NOUNS);
    const q = r.pick(QUALIFIERS);
    const name = `${verb}_${q}_${noun}`;
    if (seen.has(name)) continue;
    seen.add(name);
    if (r.chance(0.01)) {
      tools.push({ name, specs: {}, required: [], schema: { type: 'object' } });
      continue;
    }
    const idKey = `${noun}_id`;
    const idSpec = r.chance(0.2)
      ? { type: 'integer', minimum: 1 }
      : r.chance(0.2)
        ? { type: 'string', pattern: '^[a-z]{2,5}_[0-9A-Za-z]{4,24}$' }
        : { type: 'string', minLength: 1 };
    const keys = [idKey, ...r.sample(EXTRA, r.int(5))];
    const specs = {};
    for (const k of keys) specs[k] = k === idKey ? idSpec : KEY_SPECS[k](r);
    const required = keys.filter((k, i) => i === 0 || r.chance(0.25));
    const schema = {};
    const draft7 = r.chance(0.4);
    if (draft7) schema.$schema = 'http://json-schema.org/draft-07/schema#';
    schema.type = 'object';
    schema.properties = JSON.parse(JSON.stringify(specs));
    if (!draft7 && r.chance(0.15) && keys.length > 1) {
      const k = keys[keys.length - 1];
      schema.$defs = { spec: schema.properties[k] };
      schema.properties[k] = { $ref: '#/$defs/spec' };
    }
    schema.required = required;
    if (r.chance(0.3)) schema.additionalProperties = false;
    tools.push({ name, specs, required, schema });
  }
  const perFile = 50;
  const files = [];
  for (let f = 0; f * perFile < tools.length; f++) {
    const slice = tools.slice(f * perFile, (f + 1) * perFile);
    files.push({
      server: `srv${f}`,
      json: JSON.stringify({
        server: `srv${f}`,
        tools: slice.map((t) => ({
          name: t.name,
          description: `${t.name.replace(/_/g, ' ')}.`,
          inputSchema: t.schema,
          annotations: t.name.startsWith('delete')
            ? { readOnlyHint: false, destructiveHint: true }
            : {
                readOnlyHint: ['get', 'list', 'search', 'read', 'fetch', 'export'].includes(
                  t.name.split('_')[0],
                ),
              },
        })),
      }),
    });
  }

  const lines = [];
  let calls = 0;
  while (calls < opts.calls) {
    if (r.chance(0.02)) {
      lines.push(JSON.stringify({ type: 'response.function_call_arguments.delta', delta: '{"x' }));
      continue;
    }
    const t = r.pick(tools);
    const args = {};
    for (const [k, spec] of Object.entries(t.specs)) {
      if (t.required.includes(k) || r.chance(0.5)) args[k] = sampleValue(r, spec);
    }
    const roll = r.int(100);
    let name = t.name;
    if (roll < 5) name = `unknown_${t.name}`;
    else if (roll < 10 && t.required.length > 0) delete args[t.required[0]];
    else if (roll < 15 && t.required.length > 0) args[t.required[0]] = [1, 2];
    const id = `call_${calls}`;
    switch (calls % 4) {
      case 0:
        lines.push(
          JSON.stringify({
            type: 'function_call',
            call_id: id,
            name,
            arguments: JSON.stringify(args),
          }),
        );
        break;
      case 1:
        lines.push(
          JSON.stringify({
            id: `chatcmpl_${calls}`,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  tool_calls: [
                    { id, type: 'function', function: { name, arguments: JSON.stringify(args) } },
                  ],
                },
              },
            ],
          }),
        );
        break;
      case 2:
        lines.push(JSON.stringify({ type: 'tool_use', id, name, input: args }));
        break;
      default:
        lines.push(
          JSON.stringify({
            jsonrpc: '2.0',
            id: calls,
            method: 'tools/call',
            params: { name, arguments: args },
          }),
        );
    }
    calls++;
  }
  return { files, trace: lines.join('\n') + '\n' };
}

const RUNNER = `
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [lib, dir, out] = process.argv.slice(2);
const { replayTraceReport } = await import(lib);
const catalogs = readdirSync(join(dir, 'catalog')).sort().map((f) => ({ uri: 'catalog/' + f, content: readFileSync(join(dir, 'catalog', f)) }));
const traces = [{ uri: 'trace.jsonl', content: readFileSync(join(dir, 'trace.jsonl')) }];
const report = replayTraceReport(catalogs, traces, { maxTools: 100000, maxCalls: 1e9, maxValidations: 1e12, maxTraceBytes: 2 ** 40 });
writeFileSync(out, JSON.stringify({ summary: report.summary, stats: report.stats, findings: report.findings.length }));
`;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const opts = parseArgs(process.argv.slice(2));
const lib = join(ROOT, 'lib', 'index.js');
if (!existsSync(lib)) {
  process.stderr.write(
    'bench/replay: lib/ is missing; run `npx tsc -p tsconfig.build.json` first\n',
  );
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'tw-replay-bench-'));
try {
  const { files, trace } = generate(opts);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(dir, 'catalog'));
  for (const f of files) writeFileSync(join(dir, 'catalog', `${f.server}.json`), f.json);
  writeFileSync(join(dir, 'trace.jsonl'), trace);
  writeFileSync(join(dir, 'run.mjs'), RUNNER);
  const out = join(dir, 'out.json');
  console.log(
    `bench/replay: ${opts.calls} calls (JSONL, ${(Buffer.byteLength(trace) / 1048576).toFixed(1)} MiB) × ${opts.tools} tools; ` +
      'library call via lib/',
  );
  const times = [];
  const cpu = [];
  const rss = [];
  let result;
  for (let i = 0; i < opts.runs; i++) {
    const start = process.hrtime.bigint();
    const run = spawnSync(
      '/usr/bin/time',
      ['-f', '%U %S %M', process.execPath, join(dir, 'run.mjs'), lib, dir, out],
      {
        encoding: 'utf8',
      },
    );
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (run.status !== 0) {
      process.stderr.write(run.stderr);
      process.exit(1);
    }
    const [user, sys, kb] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
    times.push(ms);
    cpu.push(user);
    rss.push(kb / 1024);
    result = JSON.parse((await import('node:fs')).readFileSync(out, 'utf8'));
    console.log(
      `  run ${i + 1}: ${(ms / 1000).toFixed(2)} s wall, ${user.toFixed(2)} s user + ${sys.toFixed(2)} s system CPU, peak RSS ${(kb / 1024).toFixed(0)} MB`,
    );
  }
  const s = result.stats;
  const wall = median(times);
  const peak = Math.max(...rss);
  console.log(
    `median wall time: ${(wall / 1000).toFixed(2)} s (target ≤ ${TARGETS.maxMedianMs / 1000} s)`,
  );
  console.log(`median user CPU: ${median(cpu).toFixed(2)} s`);
  console.log(`peak RSS: ${peak.toFixed(0)} MB (target ≤ ${TARGETS.maxRssMb} MB)`);
  console.log(
    `validations run: ${s.validations} of naive ${s.validationsNaive} (${((100 * s.validations) / s.validationsNaive).toFixed(2)}%); ` +
      `pruned ${s.validationsPruned}, permissive ${s.validationsPermissive}`,
  );
  console.log(
    `prunable schemas: ${s.prunableSchemas} of ${s.tools} (${((100 * s.prunableSchemas) / s.tools).toFixed(1)}%); permissive tools: ${s.permissiveTools}`,
  );
  console.log(
    `calls replayed: ${s.replayedCalls} of ${s.calls}; skipped lines: ${s.skippedLines}; findings: ${result.findings} ` +
      `(errors ${result.summary.errors}, warnings ${result.summary.warnings}, notes ${result.summary.notes})`,
  );
  if (opts.check && (wall > TARGETS.maxMedianMs || peak > TARGETS.maxRssMb)) process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
