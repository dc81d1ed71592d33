#!/usr/bin/env node
// Confusability benchmark: precision and recall of the scan's identity findings against the
// hand-labelled pairs in examples/labels/confusable-pairs.json (rubric: docs/confusable-labels.md).
//
//   node bench/confusable.mjs [--engine lib|cli] [--cli dist/cli.js] [--labels FILE]
//                             [--unlabelled] [--misses dev|test|all] [--wrong dev|test|all]
//                             [--check]
//
// Scans every catalog the labels name, together in one run (`--no-lint`, JSON), and compares the
// reported pairs with the labels. A server is the base name of a catalog in one of the label
// file's "catalogs" directories (default examples/real and examples/heldout); when the labels name
// a catalog of its "heldout" directory (default examples/heldout; heldout2-s8.json declares
// examples/heldout2), only reported pairs with at least one held-out tool are scored (the other
// pairs belong to another label file):
//   precision = reported pairs labelled confusable / reported pairs that are labelled at all
//   recall    = labelled confusable pairs reported / labelled confusable pairs
// for every pair finding of TW101–TW108 (two locations) together, per rule, and TW104's precision
// alone; then on the dev and test halves of the labels (split by the first byte of the sha256 of
// the pair key: tune on dev misses only, read test as the held-out figure). Reported pairs that
// are not in the labels are counted apart (and listed with --unlabelled), never guessed.
//
// --engine lib (the default) calls scan() from lib/index.js (build it with
// `npx tsc -p tsconfig.build.json`); --engine cli runs `node <--cli> scan` (dist/cli.js unless
// given). TW_CONFUSABLE_ENGINE and TW_CONFUSABLE_CLI set the same. --check exits 1 when a target is
// missed. --misses HALF lists the labelled-confusable pairs of that half no rule reports, --wrong
// HALF the reported pairs labelled not confusable; each with the label's why and both tools' models
// (action, object, kind of system: lib/ only), so misses can be grouped by cause. Bad arguments or an unreadable label file: one line on stderr, exit 2.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Where a label file's servers are looked up, unless it declares its own "catalogs" and "heldout".
const DEFAULT_CATALOGS = ['examples/real', 'examples/heldout'];
const DEFAULT_HELDOUT = 'examples/heldout';
const IDENTITY_RULES = ['TW101', 'TW102', 'TW103', 'TW104', 'TW105', 'TW106', 'TW108'];
const TARGETS = { precision: 0.85, recall: 0.8, tw104Precision: 0.9 };
// Imported-tool limit of the bench's scan: a label file may name more catalogs together (the
// fourth held-out set's names 1,385 tools, the forty-eighth's 4,465) than a scan's default limit
// of 1,024 allows.
const MAX_TOOLS = 8192;

function die(message) {
  process.stderr.write(`bench/confusable: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    engine: process.env.TW_CONFUSABLE_ENGINE ?? 'lib',
    cli: process.env.TW_CONFUSABLE_CLI ?? join(ROOT, 'dist', 'cli.js'),
    labels: join(ROOT, 'examples', 'labels', 'confusable-pairs.json'),
    unlabelled: false,
    misses: undefined,
    wrong: undefined,
    check: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) die(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--engine') opts.engine = value();
    else if (arg === '--cli') {
      opts.cli = resolve(value());
      opts.engine = 'cli';
    } else if (arg === '--labels') opts.labels = resolve(value());
    else if (arg === '--unlabelled') opts.unlabelled = true;
    else if (arg === '--check') opts.check = true;
    else if (arg === '--misses' || arg === '--wrong') {
      const half = value();
      if (!['dev', 'test', 'all'].includes(half)) die(`${arg} must be dev, test or all`);
      opts[arg.slice(2)] = half;
    } else
      die(`unknown argument ${arg} (usage: see the comment at the top of bench/confusable.mjs)`);
  }
  if (opts.engine !== 'lib' && opts.engine !== 'cli') die(`--engine must be lib or cli`);
  return opts;
}

const toolKey = (t) => JSON.stringify([t.server, t.name]);

/** Canonical key of an unordered pair of (server, name) tools. */
function pairKey(a, b) {
  const ka = toolKey(a);
  const kb = toolKey(b);
  return ka < kb ? `${ka}~${kb}` : `${kb}~${ka}`;
}

function loadLabels(file) {
  let fixture;
  try {
    fixture = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    die(`${relative(process.cwd(), file)}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(fixture?.pairs)) die(`${file}: no "pairs" array`);
  const labels = new Map();
  for (const [i, p] of fixture.pairs.entries()) {
    const ok =
      typeof p?.a?.server === 'string' &&
      typeof p?.a?.name === 'string' &&
      typeof p?.b?.server === 'string' &&
      typeof p?.b?.name === 'string' &&
      (p.label === 'confusable' || p.label === 'not');
    if (!ok) die(`${file}: pairs[${i}] is not {a:{server,name}, b:{server,name}, label}`);
    labels.set(pairKey(p.a, p.b), p);
  }
  return { labels, ...catalogDirs(file, fixture) };
}

/**
 * The catalog directories a label file's servers resolve to, and the held-out one among them: a
 * file may declare them ("catalogs": repo-relative dirs, "heldout": one of them), so a new held-out
 * set needs no change here.
 */
function catalogDirs(file, fixture) {
  const dirs = fixture.catalogs ?? DEFAULT_CATALOGS;
  const heldoutDir = fixture.heldout ?? DEFAULT_HELDOUT;
  if (!Array.isArray(dirs) || dirs.length === 0 || !dirs.every((d) => typeof d === 'string'))
    die(`${file}: "catalogs" must be a non-empty array of directories`);
  for (const d of dirs)
    if (!existsSync(join(ROOT, d))) die(`${file}: catalog directory ${d} does not exist`);
  if (typeof heldoutDir !== 'string' || !dirs.includes(heldoutDir))
    die(`${file}: "heldout" must be one of its "catalogs"`);
  return { dirs: dirs.map((d) => join(ROOT, d)), heldoutDir: join(ROOT, heldoutDir) };
}

/**
 * The catalogs the labels name, as repo-relative paths <dir>/<server>.json in one of the label
 * file's catalog directories (a name in two is ambiguous), and the held-out servers among them.
 */
function catalogFiles(labels, dirs, heldoutDir) {
  const servers = new Set();
  for (const p of labels.values()) servers.add(p.a.server).add(p.b.server);
  const heldout = new Set();
  const files = [...servers].sort().map((s) => {
    const found = dirs.map((dir) => join(dir, `${s}.json`)).filter(existsSync);
    if (found.length === 0)
      die(
        `the labels name server "${s}" but ${relative(ROOT, join(dirs[0], `${s}.json`))} is missing`,
      );
    if (found.length > 1)
      die(
        `server "${s}" is ambiguous: both ${found.map((f) => relative(ROOT, f)).join(' and ')} exist`,
      );
    if (dirname(found[0]) === heldoutDir) heldout.add(s);
    return relative(ROOT, found[0]);
  });
  return { files, heldout };
}

/**
 * Each scanned tool's model as the scan builds it (namespace prefix, providers, server context, kind of
 * system), keyed by toolKey; from lib/ (for --misses and --wrong only).
 */
async function toolModels(files) {
  const lib = (p) => pathToFileURL(join(ROOT, 'lib', p)).href;
  const { confusableEntries, importCatalogs } = await import(lib('analyze/scan.js'));
  const lexical = await import(lib('lexical/index.js'));
  const sources = files.map((uri) => ({ uri, content: readFileSync(join(ROOT, uri), 'utf8') }));
  const { tools } = importCatalogs(sources);
  const entries = confusableEntries(tools);
  // Each tool's own kind: one tool of a server may be of another kind than its server.
  const models = new Map(
    tools.map((t, i) => [toolKey(t), { model: entries[i].model, kind: entries[i].kind }]),
  );
  return { models, lexical };
}

function describePair(p, models) {
  const one = (t) => {
    const entry = models.models.get(toolKey(t));
    if (entry === undefined) return `${t.server}/${t.name}: (not scanned)`;
    const m = entry.model;
    const kind = entry.kind ?? '?';
    return `${t.server}/${t.name} [${kind}]: ${m.action ?? '-'}(${m.verb ?? '-'},${m.actionSource ?? '-'}) on "${m.object.join(' ')}" (${m.objectSource ?? '-'})`;
  };
  const ma = models.models.get(toolKey(p.a))?.model;
  const mb = models.models.get(toolKey(p.b))?.model;
  const sim =
    ma === undefined || mb === undefined
      ? '?'
      : models.lexical.tokenJaccard(ma.descriptionTokens, mb.descriptionTokens).toFixed(2);
  const rel =
    ma?.action !== undefined && mb?.action !== undefined
      ? models.lexical.actionRelation(ma.action, mb.action)
      : 'unknown';
  const orel =
    ma === undefined || mb === undefined
      ? '?'
      : models.lexical.objectRelation(ma.object, mb.object);
  return [
    `  ${p.a.server}/${p.a.name} ~ ${p.b.server}/${p.b.name}: ${p.why ?? ''}`,
    `      ${one(p.a)}`,
    `      ${one(p.b)}`,
    `      actions ${rel}, objects ${orel} (no context), description similarity ${sim}`,
  ].join('\n');
}

async function scanWithLib(files) {
  const lib = join(ROOT, 'lib', 'index.js');
  if (!existsSync(lib)) die('lib/index.js is missing: run `npx tsc -p tsconfig.build.json` first');
  const { scan } = await import(pathToFileURL(lib).href);
  const sources = files.map((uri) => ({ uri, content: readFileSync(join(ROOT, uri), 'utf8') }));
  return scan(sources, { lint: false, maxTools: MAX_TOOLS });
}

function scanWithCli(cli, files) {
  if (!existsSync(cli)) die(`${cli} is missing: run \`npm run build\` first, or pass --cli PATH`);
  const res = spawnSync(
    process.execPath,
    [
      cli,
      'scan',
      '--format',
      'json',
      '--no-lint',
      '--fail-on',
      'never',
      '--max-tools',
      String(MAX_TOOLS),
      ...files,
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  if (res.status !== 0) die(`${cli} scan exited ${res.status}: ${(res.stderr ?? '').trim()}`);
  return JSON.parse(res.stdout);
}

/** Reported pairs: pair key → {a, b, rules: Set}. */
function reportedPairs(report) {
  const pairs = new Map();
  for (const f of report.findings) {
    if (!IDENTITY_RULES.includes(f.ruleId) || f.locations.length < 2) continue;
    const [a, b] = f.locations.map((l) => ({ server: l.server, name: l.tool }));
    const key = pairKey(a, b);
    if (!pairs.has(key)) pairs.set(key, { a, b, rules: new Set() });
    pairs.get(key).rules.add(f.ruleId);
  }
  return pairs;
}

const pct = (n, d) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);

/** `dev` or `test`: a deterministic half of the labelled pairs, by the pair key's sha256. */
function splitOf(key) {
  return createHash('sha256').update(key).digest()[0] < 128 ? 'dev' : 'test';
}

function score(labels, reported, rule) {
  const hits = [...reported.entries()].filter(([, r]) => rule === undefined || r.rules.has(rule));
  const labelled = hits.filter(([k]) => labels.has(k));
  const truePos = labelled.filter(([k]) => labels.get(k).label === 'confusable').length;
  const confusable = [...labels.values()].filter((p) => p.label === 'confusable').length;
  return {
    reported: hits.length,
    labelled: labelled.length,
    unlabelled: hits.length - labelled.length,
    truePos,
    precision: labelled.length === 0 ? NaN : truePos / labelled.length,
    recall: confusable === 0 ? NaN : truePos / confusable,
  };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const { labels, dirs, heldoutDir } = loadLabels(opts.labels);
  const { files, heldout } = catalogFiles(labels, dirs, heldoutDir);
  const report = opts.engine === 'lib' ? await scanWithLib(files) : scanWithCli(opts.cli, files);
  // With held-out catalogs, pairs inside examples/real are the main label file's business.
  const reported = new Map(
    [...reportedPairs(report)].filter(
      ([, r]) => heldout.size === 0 || heldout.has(r.a.server) || heldout.has(r.b.server),
    ),
  );
  const confusable = [...labels.values()].filter((p) => p.label === 'confusable').length;
  const tools = report.stats?.tools ?? '?';

  const out = [];
  out.push(
    `labels: ${labels.size} pairs (${confusable} confusable, ${labels.size - confusable} not) ` +
      `over ${files.length} catalogs, ${tools} tools; engine ${opts.engine === 'lib' ? 'lib/index.js' : relative(ROOT, opts.cli)}`,
  );
  if (heldout.size > 0)
    out.push(
      `held-out: ${heldout.size} catalogs from ${relative(ROOT, heldoutDir)}; only pairs with a held-out tool are scored`,
    );
  out.push('');
  out.push('rules           reported  labelled  unlabelled  true pos  precision     recall');
  const halves = ['dev', 'test'].map((half) => {
    const part = new Map([...labels].filter(([k]) => splitOf(k) === half));
    const partConfusable = [...part.values()].filter((p) => p.label === 'confusable').length;
    return { half, part, partConfusable };
  });
  const row = (name, s) =>
    `${name.padEnd(15)} ${String(s.reported).padStart(8)}  ${String(s.labelled).padStart(8)}  ` +
    `${String(s.unlabelled).padStart(10)}  ${String(s.truePos).padStart(8)}  ` +
    `${pct(s.truePos, s.labelled).padStart(9)}  ${pct(s.truePos, confusable).padStart(9)}`;
  const all = score(labels, reported);
  out.push(row('TW101-108', all));
  for (const rule of IDENTITY_RULES) out.push(row(rule, score(labels, reported, rule)));
  out.push('');
  out.push('half   labels  confusable  reported (labelled)  true pos  precision     recall');
  for (const { half, part, partConfusable } of halves) {
    const s = score(part, reported);
    out.push(
      `${half.padEnd(5)} ${String(part.size).padStart(7)}  ${String(partConfusable).padStart(10)}  ` +
        `${String(s.labelled).padStart(19)}  ${String(s.truePos).padStart(8)}  ` +
        `${pct(s.truePos, s.labelled).padStart(9)}  ${pct(s.truePos, partConfusable).padStart(9)}`,
    );
  }
  const tw104 = score(labels, reported, 'TW104');
  out.push('');
  const verdict = (value, target) =>
    Number.isNaN(value) ? 'n/a' : value >= target ? 'met' : 'MISSED';
  const checks = [
    ['precision (all)', all.precision, TARGETS.precision],
    ['recall (all)', all.recall, TARGETS.recall],
    ['TW104 precision', tw104.precision, TARGETS.tw104Precision],
  ];
  out.push('targets:');
  for (const [name, value, target] of checks) {
    const shown = Number.isNaN(value) ? '   n/a' : `${(100 * value).toFixed(1).padStart(5)} %`;
    out.push(
      `  ${name.padEnd(16)} ${shown}  target >= ${100 * target} %  ${verdict(value, target)}`,
    );
  }
  out.push(
    `unlabelled reported pairs: ${all.unlabelled}${opts.unlabelled || all.unlabelled === 0 ? '' : ' (list them with --unlabelled)'}`,
  );
  if (opts.unlabelled) {
    const rows = [...reported.entries()]
      .filter(([k]) => !labels.has(k))
      .map(([, r]) => {
        const [a, b] = [r.a, r.b].sort((x, y) => (toolKey(x) < toolKey(y) ? -1 : 1));
        return `  ${a.server}/${a.name} ~ ${b.server}/${b.name}  [${[...r.rules].sort().join(',')}]`;
      })
      .sort();
    out.push(...rows);
  }
  if (opts.misses !== undefined || opts.wrong !== undefined) {
    const models = await toolModels(files);
    const inHalf = (half) => (k) => half === 'all' || splitOf(k) === half;
    const sorted = (entries) => entries.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    if (opts.misses !== undefined) {
      const missed = sorted(
        [...labels].filter(
          ([k, p]) => inHalf(opts.misses)(k) && p.label === 'confusable' && !reported.has(k),
        ),
      );
      out.push('', `missed (${opts.misses}): ${missed.length}`);
      for (const [, p] of missed) out.push(describePair(p, models));
    }
    if (opts.wrong !== undefined) {
      const wrong = sorted(
        [...reported.keys()]
          .filter((k) => inHalf(opts.wrong)(k) && labels.get(k)?.label === 'not')
          .map((k) => [k, labels.get(k)]),
      );
      out.push('', `reported but labelled not (${opts.wrong}): ${wrong.length}`);
      for (const [k, p] of wrong)
        out.push(`${describePair(p, models)} [${[...reported.get(k).rules].sort().join(',')}]`);
    }
  }
  process.stdout.write(out.join('\n') + '\n');
  if (opts.check && checks.some(([, value, target]) => !(value >= target))) process.exit(1);
}

main().catch((err) => die(err instanceof Error ? err.message : String(err)));
