#!/usr/bin/env node
// Scan benchmark: wall time and peak RSS of `toolwitness scan` on catalogs grown from the real
// tools of examples/real, against a naive all-pairs Jaccard loop timed in the same run.
//
//   node bench/scan.mjs [--sizes 1000,10000] [--runs 1] [--warmup 0] [--per-file 50]
//                       [--seed toolwitness] [--keep] [--check] [--cli dist/cli.js] [--no-lint]
//                       [--no-stages]
//   node bench/scan.mjs --generate-only DIR [--sizes …] [--per-file 50] [--seed …]
//
// Catalogs are grown deterministically (seeded PRNG, never Math.random) from the real tools
// captured in examples/real (every tool of every file there): each file is a variant of one real server whose tools are mutated —
// name words swapped for words of other real tool names, the description's first sentence kept
// (with the swapped words, and a third of its longer words replaced by real name words) plus up
// to two sentences of other real descriptions, about a third of
// the properties renamed to real parameters of other tools (their real schemas), annotations kept.
// About 3% of the tools are confusable twins on another server (the verb's synonym on the same
// object, the same schema, one in four made disjoint by a conflicting required property type).
//
// The naive baseline reads the biggest catalog's files and computes the Jaccard index of every
// pair's name + description word sets; it is timed on NAIVE_ROWS evenly spread rows against all
// others and extrapolated per pair to all n(n−1)/2 pairs (the full loop takes minutes at 10k).
//
// Each size is scanned `--runs` times with
//   node dist/cli.js scan --format json --fail-on never --max-tools 20000 --output <tmp> <files…>
// (`--cli lib/cli/main.js` after `npx tsc -p tsconfig.build.json` for the library build).
// Wall time is measured with process.hrtime.bigint() around spawnSync; peak RSS and CPU time
// (user + sys) with `/usr/bin/time -f '%M %U %S'`, or, where that is absent, a --require preload
// that records process.resourceUsage() at exit. The naive loop's CPU time comes from
// process.cpuUsage(). Targets are checked on wall time; the CPU-time ratio is printed beside it
// because on a shared machine it moves less with the load. `--check` exits 1 when a target is
// missed. The defaults (1k and 10k, one run each) take well under a minute on an idle machine;
// use `--runs 5 --warmup 1` for steadier medians.
//
// Where the time goes: on the biggest catalog, bench/scan-stages.mjs runs the scan's stages one
// after another in a child process over the library build (lib/) and the bench prints each
// stage's CPU time and share (start-up, import, model+candidates, proofs, lint, report+render);
// skipped, with a note, when lib/ is not built, and with --no-stages.

import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CLI = join(ROOT, 'dist', 'cli.js');
let CLI = DEFAULT_CLI;
// TW_BENCH_NO_TIME=1 forces the --require fallback (to test it where /usr/bin/time exists).
const TIME = process.env.TW_BENCH_NO_TIME ? '/nonexistent/time' : '/usr/bin/time';
const TARGETS = { minSpeedup: 20, targetSize: 10000, maxRatio: 15, maxRssMb: 500 };
/** Rows of the naive all-pairs loop that are timed; the rest is extrapolated per pair. */
const NAIVE_ROWS = 100;

// ---------------------------------------------------------------------------------------------
// Arguments

function usage(message) {
  if (message) process.stderr.write(`bench/scan: ${message}\n`);
  process.stderr.write(
    'usage: node bench/scan.mjs [--sizes 1000,10000] [--runs 1] [--warmup 0]\n' +
      '                           [--per-file 50] [--seed S] [--keep] [--check] [--cli PATH]\n' +
      '                           [--no-lint] [--no-stages]\n' +
      '       node bench/scan.mjs --generate-only DIR [--sizes …] [--per-file 50] [--seed S]\n',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    sizes: [1000, 10000],
    runs: 1,
    warmup: 0,
    perFile: 50,
    seed: 'toolwitness',
    generateOnly: undefined,
    keep: false,
    noLint: false,
    stages: true,
    check: false,
  };
  const int = (flag, v, min) => {
    if (v === undefined || !/^\d+$/.test(v) || Number(v) < min) {
      usage(`${flag} needs an integer ≥ ${min}`);
    }
    return Number(v);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const [flag, inline] = a.startsWith('--') && eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--sizes': {
        const v = value();
        if (!v) usage('--sizes needs a comma-separated list');
        opts.sizes = v.split(',').map((s) => int('--sizes', s.trim(), 1));
        break;
      }
      case '--runs':
        opts.runs = int('--runs', value(), 1);
        break;
      case '--warmup':
        opts.warmup = int('--warmup', value(), 0);
        break;
      case '--per-file':
        opts.perFile = int('--per-file', value(), 1);
        break;
      case '--seed':
        opts.seed = value() ?? usage('--seed needs a value');
        break;
      case '--generate-only':
        opts.generateOnly = value() ?? usage('--generate-only needs a directory');
        break;
      case '--cli':
        opts.cli = value() ?? usage('--cli needs a path');
        break;
      case '--keep':
        opts.keep = true;
        break;
      case '--no-lint':
        opts.noLint = true;
        break;
      case '--no-stages':
        opts.stages = false;
        break;
      case '--check':
        opts.check = true;
        break;
      case '--help':
      case '-h':
        usage();
        break;
      default:
        usage(`unknown argument ${a}`);
    }
  }
  return opts;
}

// ---------------------------------------------------------------------------------------------
// Deterministic PRNG (xmur3 string hash seeding mulberry32)

function hashSeed(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
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
    next,
    int: (n) => Math.floor(next() * n),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      for (let i = arr.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [arr[i], arr[j]] = [arr[j], arr[i]];
      }
      return arr;
    },
    sample: (arr, k) => r.shuffle(arr.slice()).slice(0, k),
  };
  return r;
}

// ---------------------------------------------------------------------------------------------
// Generator: catalogs grown from the real tools captured in examples/real

/** Every tool of examples/real/*.json with its server (the file's base name), in file order. */
function loadRealTools() {
  const dir = join(ROOT, 'examples', 'real');
  const out = [];
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const server = f.replace(/\..*$/, '');
    const catalog = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const tool of catalog.tools ?? []) out.push({ server, tool });
  }
  return out;
}

/** Lowercase words of an identifier or sentence (separators, camelCase). */
const wordsOf = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/** Verb swaps that make a confusable twin (what a second server calls the same job). */
const TWIN_VERBS = {
  get: 'fetch',
  fetch: 'get',
  read: 'get',
  retrieve: 'get',
  list: 'get',
  search: 'find',
  find: 'search',
  query: 'search',
  create: 'add',
  add: 'create',
  update: 'edit',
  edit: 'update',
  delete: 'remove',
  remove: 'delete',
  run: 'execute',
  execute: 'run',
  send: 'post',
  post: 'send',
};

const clone = (v) => JSON.parse(JSON.stringify(v));

/** The real vocabulary the mutations draw from: name words, description sentences, parameters. */
function realPools(real) {
  const nameWords = new Set();
  const sentences = new Set();
  const params = new Map();
  for (const { tool } of real) {
    for (const w of wordsOf(tool.name)) if (w.length > 2) nameWords.add(w);
    for (const s of (tool.description ?? '').split(/(?<=[.!?])\s+/)) {
      const t = s.trim();
      if (t.length >= 20 && t.length <= 200) sentences.add(t);
    }
    const props = tool.inputSchema?.properties;
    if (props && typeof props === 'object') {
      for (const [k, v] of Object.entries(props)) if (!params.has(k)) params.set(k, v);
    }
  }
  return {
    nameWords: [...nameWords].sort(),
    sentences: [...sentences].sort(),
    params: [...params.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  };
}

/** A name in the base name's style (snake, kebab or camel) from words. */
function styled(base, words) {
  if (/[a-z][A-Z]/.test(base) && !/[_-]/.test(base)) {
    return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  }
  return words.join(base.includes('-') && !base.includes('_') ? '-' : '_');
}

/** A mutated copy of a real tool: other object words, recombined description, edited schema. */
function mutate(r, base, pools, used) {
  const words = wordsOf(base.name);
  let name;
  let swapped = [];
  for (let tries = 0; tries < 50; tries++) {
    const next = words.map((w, i) => (i > 0 && r.chance(0.8) ? r.pick(pools.nameWords) : w));
    if (r.chance(0.7) || next.length === 1) next.push(r.pick(pools.nameWords));
    name = styled(base.name, next);
    if (!used.has(name)) {
      swapped = words.map((w, i) => [w, next[i]]).filter(([a, b]) => a !== b);
      break;
    }
    name = undefined;
  }
  if (name === undefined) return undefined;
  used.add(name);
  let description = (base.description ?? '').split(/(?<=[.!?])\s+/)[0] ?? '';
  for (const [from, to] of swapped) {
    description = description.replace(new RegExp(`\\b${from}\\b`, 'gi'), to);
  }
  // Another server words its own text: about a third of the longer words are its own.
  description = description.replace(/\b[a-z]{4,}\b/g, (w) =>
    r.chance(0.3) ? r.pick(pools.nameWords) : w,
  );
  const extra = r.int(3);
  for (let i = 0; i < extra; i++) description += ` ${r.pick(pools.sentences)}`;
  const inputSchema = clone(base.inputSchema ?? { type: 'object' });
  const props = inputSchema.properties;
  if (props && typeof props === 'object' && !Array.isArray(props)) {
    const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required : []);
    for (const key of Object.keys(props)) {
      if (!r.chance(0.3)) continue;
      const [k, v] = r.pick(pools.params);
      if (k in props) continue;
      props[k] = clone(v);
      delete props[key];
      if (required.delete(key)) required.add(k);
    }
    if (r.chance(0.3)) {
      const [k, v] = r.pick(pools.params);
      if (!(k in props)) props[k] = clone(v);
    }
    if (Array.isArray(inputSchema.required)) inputSchema.required = [...required];
  }
  const tool = { name, description, inputSchema };
  if (base.annotations) tool.annotations = clone(base.annotations);
  return tool;
}

/** A confusable twin of a generated tool: its verb's synonym, the same object, the same schema. */
function twinOf(r, tool, used) {
  const words = wordsOf(tool.name);
  const at = words.findIndex((w) => TWIN_VERBS[w] !== undefined);
  if (at < 0) return undefined;
  const next = words.slice();
  next[at] = TWIN_VERBS[words[at]];
  const name = styled(tool.name, next);
  if (used.has(name)) return undefined;
  used.add(name);
  const verb = new RegExp(`\\b${words[at]}\\b`, 'i');
  const description = tool.description.replace(verb, next[at][0].toUpperCase() + next[at].slice(1));
  const inputSchema = clone(tool.inputSchema);
  const disjoint = r.chance(0.25);
  if (disjoint && inputSchema.properties && Array.isArray(inputSchema.required)) {
    const key = inputSchema.required.find((k) => inputSchema.properties[k]?.type === 'string');
    if (key) inputSchema.properties[key] = { type: 'integer' };
  }
  const twin = { name, description, inputSchema };
  if (tool.annotations) {
    twin.annotations = clone(tool.annotations);
    // Contradicting explicit effects now and then (TW104 when the schemas overlap).
    if (r.chance(0.2)) twin.annotations.readOnlyHint = !tool.annotations.readOnlyHint;
  }
  return { twin, disjoint };
}

function generateCatalog(size, perFile, seed) {
  const r = prng(`${seed}:${size}`);
  const real = loadRealTools();
  const pools = realPools(real);
  const byServer = new Map();
  for (const { server, tool } of real) {
    if (!byServer.has(server)) byServer.set(server, []);
    byServer.get(server).push(tool);
  }
  const servers = [...byServer.keys()];
  const used = new Set(real.map((t) => t.tool.name));
  const twinPairs = Math.max(1, Math.round(size * 0.015));
  const files = [];
  let count = 0;
  // Each file is a variant of one real server: its tools mutated (names, text, schemas).
  for (let i = 0; count < size - twinPairs; i++) {
    const origin = servers[i % servers.length];
    const bases = byServer.get(origin);
    const tools = [];
    for (let k = 0; k < perFile && count < size - twinPairs; k++) {
      const tool = mutate(r, bases[k % bases.length], pools, used);
      if (tool === undefined) continue;
      tools.push(tool);
      count++;
    }
    files.push({
      server: `${origin}-v${String(Math.floor(i / servers.length) + 1).padStart(3, '0')}`,
      tools,
    });
  }
  let overlapTwins = 0;
  let disjointTwins = 0;
  for (let guard = 0; overlapTwins + disjointTwins < twinPairs && guard < size * 10; guard++) {
    const from = r.int(files.length);
    const source = files[from].tools;
    if (source.length === 0) continue;
    const made = twinOf(r, r.pick(source), used);
    if (made === undefined) continue;
    // The twin lives on another server: two servers offering the same job.
    files[(from + 1 + r.int(files.length - 1 || 1)) % files.length].tools.push(made.twin);
    if (made.disjoint) disjointTwins++;
    else overlapTwins++;
  }
  const stats = { draft07: 0, refs: 0, closed: 0, annotated: 0, tools: 0, realTools: real.length };
  for (const f of files) {
    for (const t of f.tools) {
      const sch = t.inputSchema ?? {};
      stats.tools++;
      if (sch.$schema) stats.draft07++;
      if (sch.$defs || sch.definitions) stats.refs++;
      if (sch.additionalProperties === false) stats.closed++;
      if (t.annotations) stats.annotated++;
    }
  }
  return { files, stats: { ...stats, overlapTwins, disjointTwins } };
}

// ---------------------------------------------------------------------------------------------
// Naive baseline: all-pairs Jaccard of name + description words, timed on a sample of rows

function naiveBaseline(paths, sampleRows) {
  const tools = [];
  for (const p of paths) {
    for (const t of JSON.parse(readFileSync(p, 'utf8')).tools) {
      tools.push(new Set(wordsOf(`${t.name} ${t.description ?? ''}`)));
    }
  }
  const n = tools.length;
  const rows = Math.min(sampleRows, n);
  let pairs = 0;
  let sink = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < rows; k++) {
    const i = Math.floor((k * n) / rows);
    const a = tools[i];
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const b = tools[j];
      let shared = 0;
      for (const w of a) if (b.has(w)) shared++;
      sink += shared / (a.size + b.size - shared || 1);
      pairs++;
    }
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const allPairs = (n * (n - 1)) / 2;
  return {
    ms: (ms * allPairs) / pairs,
    cpuMs: (cpuMs * allPairs) / pairs,
    sampledRows: rows,
    pairs,
    sink,
  };
}

function writeCatalog(dir, size, perFile, seed) {
  const { files, stats } = generateCatalog(size, perFile, seed);
  const sub = join(dir, `tools-${size}`);
  rmSync(sub, { recursive: true, force: true });
  mkdirSync(sub, { recursive: true });
  const paths = [];
  let bytes = 0;
  for (const f of files) {
    const p = join(sub, `${f.server}.json`);
    const text = JSON.stringify(f, null, 2) + '\n';
    bytes += Buffer.byteLength(text);
    writeFileSync(p, text);
    paths.push(p);
  }
  return { dir: sub, paths, stats: { ...stats, files: files.length, bytes } };
}

function describeMix(size, s) {
  const pct = (n) => `${((100 * n) / s.tools).toFixed(1)}%`;
  return (
    `size ${size}: ${s.tools} tools in ${s.files} files (${(s.bytes / 1048576).toFixed(1)} MB), ` +
    `mutated from the ${s.realTools} real tools of examples/real; confusable twins on other ` +
    `servers ${s.overlapTwins + s.disjointTwins} pairs (${s.overlapTwins} overlapping, ` +
    `${s.disjointTwins} disjoint); draft-07 ${pct(s.draft07)}, $ref ${pct(s.refs)}, ` +
    `additionalProperties:false ${pct(s.closed)}, annotated ${pct(s.annotated)}`
  );
}

// ---------------------------------------------------------------------------------------------
// Measurement

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function runOnce(paths, outFile, work) {
  const cliArgs = [
    CLI,
    'scan',
    '--format',
    'json',
    '--fail-on',
    'never',
    '--max-tools',
    '20000',
    ...(opts.noLint ? ['--no-lint'] : []),
    '--output',
    outFile,
    ...paths,
  ];
  const useTime = existsSync(TIME);
  const rssFile = join(work, 'maxrss.txt');
  let command;
  let args;
  if (useTime) {
    command = TIME;
    args = ['-f', '%M %U %S', process.execPath, ...cliArgs];
  } else {
    rmSync(rssFile, { force: true });
    command = process.execPath;
    args = ['--require', join(work, 'maxrss.cjs'), ...cliArgs];
  }
  const t0 = process.hrtime.bigint();
  const r = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', TW_BENCH_RSS_FILE: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw new Error(`could not run the CLI: ${r.error.message}`);
  const stderr = r.stderr ?? '';
  if (r.status !== 0) {
    const lines = stderr
      .trim()
      .split('\n')
      .filter((l) => !/^Command (exited|terminated)/.test(l));
    if (useTime && /^\d+ [\d.]+ [\d.]+$/.test(lines.at(-1) ?? '')) lines.pop();
    throw new Error(
      `the CLI exited with status ${r.status}: ${lines.slice(0, 5).join(' | ') || '(no stderr)'}`,
    );
  }
  let rssKb = NaN;
  let cpuMs = NaN;
  if (useTime) {
    const m = /^(\d+) ([\d.]+) ([\d.]+)$/.exec(stderr.trim().split('\n').pop() ?? '');
    if (m) {
      rssKb = Number(m[1]);
      cpuMs = (Number(m[2]) + Number(m[3])) * 1000;
    }
  } else if (existsSync(rssFile)) {
    const [rss, cpu] = readFileSync(rssFile, 'utf8').trim().split(' ');
    rssKb = Number(rss);
    cpuMs = Number(cpu) / 1000;
  }
  return { ms, rssKb, cpuMs };
}

function flatten(obj, prefix = '', out = []) {
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.push(`${key}=${JSON.stringify(v)}`);
  }
  return out;
}

/** The work mix of a report: pairs found among all pairs, proofs run, reused and skipped. */
function workMix(stats, tools) {
  const all = (tools * (tools - 1)) / 2;
  const p = stats.proofs ?? {};
  const decided = (p.overlap ?? 0) + (p.disjoint ?? 0) + (p.unknown ?? 0);
  const cached = p.cached ?? 0;
  const pct = (n, d) => `${((100 * n) / (d || 1)).toFixed(n < d / 100 ? 3 : 1)}%`;
  return (
    `  work: ${stats.pairs ?? '?'} pairs to prove (${stats.identityPairs ?? '?'} name pairs, ` +
    `${stats.candidates ?? '?'} confusable) of ${all} pairs (${pct(stats.pairs ?? 0, all)}); ` +
    `proofs ${decided} (${decided - cached} run, ${cached} reused from an equal pair of schemas), ` +
    `${p.skipped ?? 0} skipped by --max-candidates; ${stats.validations ?? '?'} validations`
  );
}

function reportMix(outFile, tools) {
  let report;
  try {
    report = JSON.parse(readFileSync(outFile, 'utf8'));
  } catch (err) {
    return `  report: unreadable (${err.message})`;
  }
  const byRule = {};
  for (const f of report.findings ?? []) byRule[f.ruleId] = (byRule[f.ruleId] ?? 0) + 1;
  const lines = [];
  const s = report.summary ?? {};
  lines.push(
    `  report: ${s.errors ?? '?'} errors, ${s.warnings ?? '?'} warnings, ${s.notes ?? '?'} notes; ` +
      `findings by rule ${JSON.stringify(byRule)}`,
  );
  if (report.stats) lines.push(workMix(report.stats, tools));
  if (report.stats) {
    // per-server and per-tool token lists and the formula text are long; the totals say enough
    const { tokens, score, ...rest } = report.stats;
    const brief = { ...rest };
    if (tokens) brief.tokens = { total: tokens.total, encoding: tokens.encoding };
    if (score) brief.score = { value: score.value, grade: score.grade, penalty: score.penalty };
    lines.push(`  stats: ${flatten(brief).join(' ')}`);
  } else lines.push('  stats: (the report has no stats object)');
  return lines.join('\n');
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

const STAGES_SCRIPT = join(ROOT, 'bench', 'scan-stages.mjs');
const LIB_SCAN = join(ROOT, 'lib', 'analyze', 'scan.js');

/** Each stage's CPU time and share of the scan, run in a child over lib/, as one text line. */
function stageShares(paths) {
  if (!existsSync(LIB_SCAN)) {
    return '  stages: not measured (they run over lib/: npx tsc -p tsconfig.build.json)';
  }
  const r = spawnSync(
    process.execPath,
    [STAGES_SCRIPT, ...(opts.noLint ? ['--no-lint'] : []), ...paths],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (r.status !== 0) {
    const why = (r.stderr ?? '').trim().split('\n')[0] || `status ${r.status}`;
    return `  stages: failed (${why})`;
  }
  const { stages } = JSON.parse(r.stdout);
  const total = stages.reduce((sum, st) => sum + st.cpuMs, 0);
  const parts = stages.map(
    (st) => `${st.stage} ${st.cpuMs} ms (${((100 * st.cpuMs) / (total || 1)).toFixed(0)}%)`,
  );
  return `  stages (CPU, in-process over lib/, total ${total} ms): ${parts.join(', ')}`;
}

function bench(opts) {
  if (!existsSync(CLI)) {
    process.stderr.write(
      `bench/scan: ${CLI} not found — build the CLI first (npm run build), ` +
        'or use --generate-only DIR to test the generator\n',
    );
    process.exit(2);
  }
  const work = mkdtempSync(join(tmpdir(), 'tw-bench-'));
  const cleanup = () => {
    if (!opts.keep) rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  writeFileSync(
    join(work, 'maxrss.cjs'),
    "process.on('exit', () => { try { const u = process.resourceUsage(); require('fs').writeFileSync(" +
      'process.env.TW_BENCH_RSS_FILE, `${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}`); } catch {} });\n',
  );
  const rssMethod = existsSync(TIME)
    ? `${TIME} -f '%M %U %S'`
    : '--require preload (process.resourceUsage())';
  process.stdout.write(
    `toolwitness scan benchmark — node ${process.version}, ${opts.runs} runs per size ` +
      `(+${opts.warmup} warm-up), ${opts.perFile} tools per file, seed ${JSON.stringify(opts.seed)}, ` +
      `peak RSS and CPU via ${rssMethod}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n\n`,
  );
  const results = [];
  try {
    for (const size of opts.sizes) {
      const cat = writeCatalog(work, size, opts.perFile, opts.seed);
      process.stdout.write(`${describeMix(size, cat.stats)}\n`);
      const outFile = join(work, `report-${size}.json`);
      for (let i = 0; i < opts.warmup; i++) runOnce(cat.paths, outFile, work);
      const runs = [];
      for (let i = 0; i < opts.runs; i++) runs.push(runOnce(cat.paths, outFile, work));
      const ms = runs.map((x) => x.ms);
      const rss = runs.map((x) => x.rssKb / 1024);
      const res = {
        cpu: median(runs.map((x) => x.cpuMs)),
        size,
        tools: cat.stats.tools,
        files: cat.stats.files,
        median: median(ms),
        min: Math.min(...ms),
        max: Math.max(...ms),
        rss: median(rss),
        paths: cat.paths,
      };
      results.push(res);
      process.stdout.write(
        `  wall ms: median ${fmt(res.median)}  min ${fmt(res.min)}  max ${fmt(res.max)}; ` +
          `CPU ms median ${fmt(res.cpu)}; peak RSS median ${fmt(res.rss, 1)} MB\n` +
          `${reportMix(outFile, cat.stats.tools)}\n\n`,
      );
    }
    // The naive loop, on the biggest catalog, in the same run (before the files are removed).
    const biggest = results.reduce((a, b) => (b.size > a.size ? b : a));
    if (opts.stages)
      process.stdout.write(`size ${biggest.size}:\n${stageShares(biggest.paths)}\n\n`);
    const naive = naiveBaseline(biggest.paths, NAIVE_ROWS);
    biggest.naiveMs = naive.ms;
    biggest.naiveCpuMs = naive.cpuMs;
    process.stdout.write(
      `naive all-pairs Jaccard of name + description words on ${biggest.tools} tools: ` +
        `${fmt(naive.ms)} ms wall, ${fmt(naive.cpuMs)} ms CPU (${naive.sampledRows} rows × ` +
        `${biggest.tools - 1} pairs timed, ${naive.pairs} pairs, extrapolated to all ` +
        `${(biggest.tools * (biggest.tools - 1)) / 2} pairs); scan median ${fmt(biggest.median)} ms ` +
        `wall → ${fmt(naive.ms / biggest.median, 1)}× faster (CPU: ` +
        `${fmt(naive.cpuMs / biggest.cpu, 1)}×); load average now ${loadavg()[0].toFixed(1)}\n\n`,
    );
  } catch (err) {
    cleanup();
    process.stderr.write(`bench/scan: ${err.message}\n`);
    process.exit(1);
  }
  cleanup();

  const head = ['tools', 'files', 'median ms', 'min ms', 'max ms', 'CPU ms', 'peak RSS MB'];
  const rows = results.map((r) => [
    String(r.tools),
    String(r.files),
    fmt(r.median),
    fmt(r.min),
    fmt(r.max),
    fmt(r.cpu),
    fmt(r.rss, 1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  process.stdout.write(
    `${line(head)}\n|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|\n`,
  );
  for (const r of rows) process.stdout.write(`${line(r)}\n`);

  const checks = [];
  const big = results.find((r) => r.size === TARGETS.targetSize);
  if (big?.naiveMs !== undefined) {
    const speedup = big.naiveMs / big.median;
    checks.push([
      `${TARGETS.targetSize} tools: scan ${fmt(speedup, 1)}× faster than the naive all-pairs loop ` +
        `(CPU time: ${fmt(big.naiveCpuMs / big.cpu, 1)}×)`,
      `≥ ${TARGETS.minSpeedup}×`,
      speedup >= TARGETS.minSpeedup,
    ]);
  }
  const lo = results.reduce((a, b) => (b.size < a.size ? b : a));
  const hi = results.reduce((a, b) => (b.size > a.size ? b : a));
  if (hi.size > lo.size) {
    const ratio = hi.median / lo.median;
    checks.push([
      `${hi.size}/${lo.size} median time ratio ${fmt(ratio, 2)} (CPU time: ${fmt(hi.cpu / lo.cpu, 2)})`,
      `≤ ${TARGETS.maxRatio}`,
      ratio <= TARGETS.maxRatio,
    ]);
  }
  const peak = Math.max(...results.map((r) => r.rss));
  checks.push([
    `peak RSS ${fmt(peak, 1)} MB`,
    `≤ ${TARGETS.maxRssMb} MB`,
    peak <= TARGETS.maxRssMb,
  ]);
  process.stdout.write('\ntargets:\n');
  for (const [what, target, ok] of checks) {
    process.stdout.write(`  ${ok ? 'ok  ' : 'MISS'} ${what} (target ${target})\n`);
  }
  if (opts.check && checks.some((c) => !c[2])) process.exit(1);
}

function generateOnly(opts) {
  const dir = resolve(opts.generateOnly);
  mkdirSync(dir, { recursive: true });
  for (const size of opts.sizes) {
    const cat = writeCatalog(dir, size, opts.perFile, opts.seed);
    process.stdout.write(`${describeMix(size, cat.stats)}\n  → ${cat.dir}\n`);
  }
}

const opts = parseArgs(process.argv.slice(2));
if (opts.cli) CLI = resolve(opts.cli);
if (opts.generateOnly !== undefined) generateOnly(opts);
else bench(opts);
