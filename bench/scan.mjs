#!/usr/bin/env node
// Scan benchmark: wall time and peak RSS of `toolwitness scan` on generated catalogs.
//
//   node bench/scan.mjs [--sizes 1000,2000,5000,10000] [--runs 5] [--warmup 1] [--per-file 50]
//                       [--seed toolwitness] [--keep] [--check] [--cli dist/cli.js] [--no-lint]
//   node bench/scan.mjs --generate-only DIR [--sizes …] [--per-file 50] [--seed …]
//
// Catalogs are generated deterministically (seeded PRNG, never Math.random): realistic verbs,
// nouns and qualifiers give unique names across many servers; descriptions come from templates
// plus detail clauses; input schemas are objects with 1–5 properties of string, integer,
// boolean, enum and array types, `required`, some `additionalProperties: false`, some `$ref` into
// `$defs`/`definitions`, some draft-07 `$schema`. About 3% of the tools are deliberately
// confusable twins (a synonym verb on the same qualifier and noun, overlapping schema, one in four
// made disjoint by a conflicting required property type). Each catalog is split into MCP-shaped
// server files (`--per-file` tools each).
//
// Each size is scanned `--runs` times with
//   node dist/cli.js scan --format json --fail-on never --max-tools 20000 --output <tmp> <files…>
// Wall time is measured with process.hrtime.bigint() around spawnSync; peak RSS with
// `/usr/bin/time -f %M` (KB), or, where that is absent, a --require preload that records
// process.resourceUsage().maxRSS at exit. `--check` exits 1 when a target is missed.

import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CLI = join(ROOT, 'dist', 'cli.js');
let CLI = DEFAULT_CLI;
// TW_BENCH_NO_TIME=1 forces the --require fallback (to test it where /usr/bin/time exists).
const TIME = process.env.TW_BENCH_NO_TIME ? '/nonexistent/time' : '/usr/bin/time';
const TARGETS = { maxMedianMs: 3000, targetSize: 10000, maxRatio: 15, maxRssMb: 500 };

// ---------------------------------------------------------------------------------------------
// Arguments

function usage(message) {
  if (message) process.stderr.write(`bench/scan: ${message}\n`);
  process.stderr.write(
    'usage: node bench/scan.mjs [--sizes 1000,2000,5000,10000] [--runs 5] [--warmup 1]\n' +
      '                           [--per-file 50] [--seed S] [--keep] [--check] [--cli PATH]\n' +
      '                           [--no-lint]\n' +
      '       node bench/scan.mjs --generate-only DIR [--sizes …] [--per-file 50] [--seed S]\n',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    sizes: [1000, 2000, 5000, 10000],
    runs: 5,
    warmup: 1,
    perFile: 50,
    seed: 'toolwitness',
    generateOnly: undefined,
    keep: false,
    noLint: false,
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
// Vocabulary

const VERBS = [
  'get',
  'list',
  'create',
  'update',
  'delete',
  'search',
  'read',
  'write',
  'fetch',
  'send',
  'archive',
  'export',
  'import',
  'sync',
  'assign',
  'close',
  'approve',
  'upload',
  'download',
  'count',
];

/** Synonym verbs for confusable twins (same synonym classes as the scan's candidate rule). */
const TWIN_VERBS = {
  get: ['fetch', 'retrieve', 'lookup'],
  fetch: ['get', 'retrieve'],
  read: ['get', 'fetch'],
  search: ['find', 'query', 'lookup'],
  list: ['browse', 'enumerate'],
  create: ['add', 'insert', 'new'],
  update: ['modify', 'edit', 'patch'],
  delete: ['remove', 'erase', 'purge'],
  write: ['update', 'set'],
};

const READ_VERBS = new Set([
  'get',
  'list',
  'search',
  'read',
  'fetch',
  'export',
  'count',
  'download',
  'retrieve',
  'lookup',
  'find',
  'query',
  'browse',
  'enumerate',
]);
const DESTRUCTIVE_VERBS = new Set(['delete', 'remove', 'erase', 'purge', 'write', 'close', 'set']);

const NOUNS = [
  'file',
  'issue',
  'repository',
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
  'dashboard',
  'metric',
  'log',
  'secret',
  'key',
  'subscription',
  'plan',
  'account',
  'role',
  'permission',
  'page',
  'image',
  'video',
  'playlist',
  'shipment',
  'lead',
];

const QUALIFIERS = [
  'billing',
  'shipping',
  'support',
  'sales',
  'marketing',
  'hr',
  'legal',
  'finance',
  'audit',
  'security',
  'inventory',
  'warehouse',
  'payroll',
  'customer',
  'vendor',
  'partner',
  'internal',
  'external',
  'team',
  'project',
  'workspace',
  'org',
  'personal',
  'shared',
  'public',
  'private',
  'pending',
  'recurring',
  'scheduled',
  'monthly',
  'weekly',
  'daily',
  'regional',
  'global',
  'local',
  'remote',
  'mobile',
  'web',
  'desktop',
  'cloud',
  'edge',
  'staging',
  'production',
  'sandbox',
  'legacy',
  'beta',
  'primary',
  'secondary',
  'backup',
  'cached',
  'encrypted',
  'signed',
  'tagged',
  'pinned',
  'starred',
  'flagged',
  'muted',
  'priority',
  'bulk',
  'guest',
];

const SERVICE_A = ['acme', 'nova', 'zen', 'orbit', 'pixel', 'quartz', 'atlas', 'cobalt', 'ember'];
const SERVICE_B = ['desk', 'hub', 'flow', 'base', 'cloud', 'works', 'stack', 'forge', 'point'];

const VERB_PHRASE = {
  get: 'Get',
  list: 'List',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  search: 'Search',
  read: 'Read',
  write: 'Write',
  fetch: 'Fetch',
  send: 'Send',
  archive: 'Archive',
  export: 'Export',
  import: 'Import',
  sync: 'Synchronize',
  assign: 'Assign',
  close: 'Close',
  approve: 'Approve',
  upload: 'Upload',
  download: 'Download',
  count: 'Count',
  retrieve: 'Retrieve',
  lookup: 'Look up',
  find: 'Find',
  query: 'Query',
  browse: 'Browse',
  enumerate: 'Enumerate',
  add: 'Add',
  insert: 'Insert',
  new: 'Create',
  modify: 'Modify',
  edit: 'Edit',
  patch: 'Patch',
  remove: 'Remove',
  erase: 'Erase',
  purge: 'Purge',
  set: 'Set',
};

const TEMPLATES = [
  (v, q, n) => `${v} a ${q} ${n} by its identifier.`,
  (v, q, n) => `${v} ${q} ${n} entries that the caller can access.`,
  (v, q, n) => `${v} one ${n} in the ${q} area of the service.`,
  (v, q, n) => `${v} the ${n} records kept for ${q} operations.`,
  (v, q, n) => `Use this tool to ${v.toLowerCase()} a ${n} belonging to the ${q} space.`,
  (v, q, n) => `${v} ${n} data scoped to ${q} accounts.`,
  (v, q, n) => `${v} the requested ${q} ${n} and report the outcome.`,
  (v, q, n) => `${v} a single ${n} from the ${q} catalog.`,
  (v, q, n) => `${v} ${n} objects for ${q} workflows.`,
  (v, q, n) => `${v} the ${q} ${n} matching the supplied criteria.`,
  (v, q, n) => `${v} ${n} metadata held by ${q} integrations.`,
  (v, q, n) => `${v} ${n} items; restricted to ${q} scope.`,
  (v, q, n) => `Tool that can ${v.toLowerCase()} ${q} ${n} resources programmatically.`,
  (v, q, n) => `${v} ${n}s (${q}).`,
  (v, q, n) => `${v} any ${n} visible in ${q} views.`,
  (v, q, n) => `${v} ${q}-level ${n} information quickly.`,
];

const DETAILS = [
  'Results are paginated and sorted by creation time.',
  'Requires an API token with the appropriate scope.',
  'Rate limited to sixty requests per minute.',
  'Returns a JSON object with status and metadata fields.',
  'Archived entries are excluded unless explicitly requested.',
  'Timestamps use ISO 8601 in UTC.',
  'Fails with a not-found error when nothing matches.',
  'Changes are recorded in the audit trail.',
  'Large payloads are streamed in chunks.',
  'Only administrators may call this on other tenants.',
  'Supports optional filtering by owner and tag.',
  'Webhooks fire after the operation completes.',
  'Idempotency keys prevent accidental duplicates.',
  'Responses are cached for up to five minutes.',
  'Soft limits apply to free plans.',
  'The operation is eventually consistent across regions.',
  'Deleted items remain recoverable for thirty days.',
  'Unknown fields in the request are ignored.',
  'Accepts both numeric and slug identifiers.',
  'Errors include a machine readable code.',
  'Works offline against the local mirror when available.',
  'Batch mode handles up to one hundred items.',
  'Sensitive values are masked in the output.',
  'Emits progress notifications for long jobs.',
  'Pass a dry run flag to preview changes.',
  'Honors the tenant data residency settings.',
  'Returns HTTP 409 on version conflicts.',
  'Output includes a permalink for sharing.',
  'Nested objects are expanded one level deep.',
  'Requires two-factor confirmation for owners.',
  'Throttled during maintenance windows.',
  'Localized strings follow the account language.',
  'Quota usage is reported in response headers.',
  'Supports conditional requests with ETags.',
  'Mentions notify the referenced people.',
  'Attachments larger than ten megabytes are rejected.',
  'Sandbox tenants return synthetic data.',
  'Hidden entries require elevated privileges.',
  'Ordering is stable between identical requests.',
  'Legacy clients receive a deprecation warning.',
];

const ENUM_POOL = {
  status: [
    ['open', 'closed', 'pending'],
    ['draft', 'published', 'archived'],
    ['active', 'suspended'],
  ],
  format: [
    ['json', 'csv', 'xml'],
    ['json', 'markdown'],
  ],
  priority: [
    ['low', 'medium', 'high', 'critical'],
    ['p1', 'p2', 'p3'],
  ],
};

// ---------------------------------------------------------------------------------------------
// Generator

/** Property schemas by key: the type follows the name, as in real catalogs. */
const KEY_SPECS = {
  query: () => ({ type: 'string', minLength: 1, description: 'Free-text search terms.' }),
  limit: (r) => ({ type: 'integer', minimum: 1, maximum: r.pick([50, 100, 500]), default: 20 }),
  page: () => ({ type: 'integer', minimum: 1 }),
  cursor: () => ({ type: 'string', description: 'Opaque pagination cursor.' }),
  status: (r) => ({ type: 'string', enum: r.pick(ENUM_POOL.status) }),
  tags: (r) => ({ type: 'array', items: { type: 'string' }, maxItems: r.pick([10, 25]) }),
  owner: (r) => (r.chance(0.4) ? { type: 'string', format: 'email' } : { type: 'string' }),
  include_archived: () => ({ type: 'boolean', default: false }),
  sort: () => ({ type: 'string', enum: ['asc', 'desc'] }),
  since: () => ({ type: 'string', format: 'date-time' }),
  until: () => ({ type: 'string', format: 'date-time' }),
  format: (r) => ({ type: 'string', enum: r.pick(ENUM_POOL.format) }),
  name: (r) => ({ type: 'string', minLength: 1, maxLength: r.pick([64, 128, 255]) }),
  title: (r) => ({ type: 'string', minLength: 1, maxLength: r.pick([120, 200, 255]) }),
  body: () => ({ type: 'string', description: 'Markdown body.' }),
  priority: (r) => ({ type: 'string', enum: r.pick(ENUM_POOL.priority) }),
  dry_run: () => ({ type: 'boolean', description: 'Validate without applying.' }),
  fields: () => ({ type: 'array', items: { type: 'string' }, minItems: 1 }),
  region: () => ({ type: 'string', enum: ['us', 'eu', 'apac'] }),
  reason: (r) => ({ type: 'string', maxLength: r.pick([200, 500]) }),
  url: () => ({ type: 'string', format: 'uri' }),
  amount: () => ({ type: 'number', minimum: 0, multipleOf: 0.01 }),
  due_date: () => ({ type: 'string', format: 'date' }),
  assignee: () => ({ type: 'string' }),
  notify: () => ({ type: 'boolean', default: true }),
};
const EXTRA_KEYS = Object.keys(KEY_SPECS);

function idProperty(r, noun) {
  if (r.chance(0.2)) return { type: 'integer', minimum: 1, description: `Numeric ${noun} id.` };
  const s = { type: 'string', description: `Identifier of the ${noun}.` };
  if (r.chance(0.25)) s.pattern = '^[a-z]{2,5}_[0-9A-Za-z]{4,24}$';
  else if (r.chance(0.1)) s.format = 'uuid';
  else if (r.chance(0.4)) s.minLength = 1;
  return s;
}

function makeSchema(r, noun) {
  const count = 1 + r.int(5);
  const keys = [`${noun}_id`, ...r.sample(EXTRA_KEYS, count - 1)];
  const properties = {};
  for (const k of keys) properties[k] = k === keys[0] ? idProperty(r, noun) : KEY_SPECS[k](r);
  const required = keys.filter((k, i) => i === 0 || r.chance(0.25));
  const schema = {};
  const draft7 = r.chance(0.4);
  if (draft7) schema.$schema = 'http://json-schema.org/draft-07/schema#';
  schema.type = 'object';
  schema.properties = properties;
  if (r.chance(0.15) && keys.length > 1) {
    // Move one property's schema into $defs (2020-12) or definitions (draft-07) behind a $ref.
    const k = keys[keys.length - 1];
    const defsKey = draft7 ? 'definitions' : '$defs';
    const defName = `${k.replace(/_/g, '')}Spec`;
    schema[defsKey] = { [defName]: properties[k] };
    properties[k] = { $ref: `#/${defsKey}/${defName}` };
  }
  schema.required = required;
  if (r.chance(0.3)) schema.additionalProperties = false;
  return schema;
}

function annotationsFor(r, verb) {
  if (!r.chance(0.6)) return undefined;
  if (READ_VERBS.has(verb)) return { readOnlyHint: true, openWorldHint: r.chance(0.3) };
  return {
    readOnlyHint: false,
    destructiveHint: DESTRUCTIVE_VERBS.has(verb),
    idempotentHint: r.chance(0.5),
  };
}

/** Description parts: a template, the schema's optional fields, maybe one detail clause. */
function describe(r, schema) {
  const optional = Object.keys(schema.properties).filter((k) => !schema.required.includes(k));
  return {
    t: r.int(TEMPLATES.length),
    fields: optional.map((k) => k.replace(/_/g, ' ')),
    d: r.chance(0.5) ? [r.int(DETAILS.length)] : [],
  };
}

function renderDescription(parts, verb, qualifier, noun) {
  const f = parts.fields;
  const fields =
    f.length === 0
      ? []
      : [`Optional: ${f.length === 1 ? f[0] : `${f.slice(0, -1).join(', ')} and ${f.at(-1)}`}.`];
  return [
    TEMPLATES[parts.t](VERB_PHRASE[verb], qualifier, noun),
    ...fields,
    ...parts.d.map((i) => DETAILS[i]),
  ].join(' ');
}

/** Deep copy of a plain JSON value. */
const clone = (v) => JSON.parse(JSON.stringify(v));

/** A twin's schema: overlapping (extra optional property) or disjoint (required type flipped). */
function twinSchema(r, base, noun, disjoint) {
  const s = clone(base);
  if (disjoint) {
    const k = `${noun}_id`; // always required, always inline
    const p = s.properties[k];
    s.properties[k] =
      p.type === 'string'
        ? { type: 'integer', minimum: 1, description: 'Numeric id.' }
        : { type: 'string', description: 'String id.' };
    return s;
  }
  const extra = r.pick(['verbose', 'locale', 'trace_id', 'timeout_ms']);
  if (!s.properties[extra]) {
    s.properties[extra] =
      extra === 'verbose'
        ? { type: 'boolean' }
        : extra === 'timeout_ms'
          ? { type: 'integer', minimum: 100 }
          : { type: 'string' };
  }
  if (s.additionalProperties === false && r.chance(0.5)) delete s.additionalProperties;
  return s;
}

function generateCatalog(size, perFile, seed) {
  const r = prng(`${seed}:${size}`);
  const stats = {};
  const used = new Set();
  const twinPairs = Math.max(1, Math.round(size * 0.015));
  const baseCount = size - twinPairs;
  const tools = [];
  const bases = [];
  let guard = 0;
  while (tools.length < baseCount) {
    if (++guard > size * 1000) throw new Error('vocabulary too small for the requested size');
    const verb = r.pick(VERBS);
    const qualifier = r.pick(QUALIFIERS);
    const noun = r.pick(NOUNS);
    const name = `${verb}_${qualifier}_${noun}`;
    if (used.has(name)) continue;
    used.add(name);
    const inputSchema = makeSchema(r, noun);
    const parts = describe(r, inputSchema);
    const tool = {
      name,
      description: renderDescription(parts, verb, qualifier, noun),
      inputSchema,
    };
    const ann = annotationsFor(r, verb);
    if (ann) tool.annotations = ann;
    tools.push(tool);
    bases.push({ tool, verb, qualifier, noun, parts });
  }
  let overlapTwins = 0;
  let disjointTwins = 0;
  let contradicting = 0;
  const twinable = bases.filter((b) => TWIN_VERBS[b.verb]);
  r.shuffle(twinable);
  for (const b of twinable) {
    if (overlapTwins + disjointTwins >= twinPairs) break;
    const verb = TWIN_VERBS[b.verb].find((v) => !used.has(`${v}_${b.qualifier}_${b.noun}`));
    if (!verb) continue;
    const name = `${verb}_${b.qualifier}_${b.noun}`;
    used.add(name);
    const disjoint = r.chance(0.25);
    const tool = {
      name,
      description: renderDescription(b.parts, verb, b.qualifier, b.noun),
      inputSchema: twinSchema(r, b.tool.inputSchema, b.noun, disjoint),
    };
    if (b.tool.annotations && r.chance(0.2)) {
      // Contradicting explicit effects on a confusable pair (TW104 when the schemas overlap).
      tool.annotations =
        b.tool.annotations.readOnlyHint === true
          ? { readOnlyHint: false, destructiveHint: true }
          : { readOnlyHint: true };
      contradicting++;
    } else {
      const ann = annotationsFor(r, verb);
      if (ann) tool.annotations = ann;
    }
    if (disjoint) disjointTwins++;
    else overlapTwins++;
    tools.push(tool);
  }
  // Fill up if the twin budget could not be spent (tiny sizes).
  while (tools.length < size) {
    const verb = r.pick(VERBS);
    const name = `${verb}_${r.pick(QUALIFIERS)}_${r.pick(NOUNS)}`;
    if (used.has(name)) continue;
    used.add(name);
    tools.push({
      name,
      description: `${VERB_PHRASE[verb]} things.`,
      inputSchema: { type: 'object' },
    });
  }
  r.shuffle(tools);
  // Count the input mix on the final list (twins and fillers included).
  Object.assign(stats, { draft07: 0, refs: 0, closed: 0, annotated: 0 });
  for (const t of tools) {
    const sch = t.inputSchema;
    if (sch.$schema) stats.draft07++;
    if (sch.$defs || sch.definitions) stats.refs++;
    if (sch.additionalProperties === false) stats.closed++;
    if (t.annotations) stats.annotated++;
  }
  const files = [];
  for (let i = 0; i * perFile < tools.length; i++) {
    const service = `${SERVICE_A[i % SERVICE_A.length]}${SERVICE_B[Math.floor(i / SERVICE_A.length) % SERVICE_B.length]}`;
    const server = `${service}-${String(i + 1).padStart(4, '0')}`;
    files.push({ server, tools: tools.slice(i * perFile, (i + 1) * perFile) });
  }
  return {
    files,
    stats: { ...stats, tools: tools.length, overlapTwins, disjointTwins, contradicting },
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
    `size ${size}: ${s.tools} tools in ${s.files} files (${(s.bytes / 1048576).toFixed(1)} MB); ` +
    `confusable twins ${s.overlapTwins + s.disjointTwins} pairs (${pct(2 * (s.overlapTwins + s.disjointTwins))} of tools: ` +
    `${s.overlapTwins} overlapping, ${s.disjointTwins} disjoint, ${s.contradicting} with contradicting hints); ` +
    `draft-07 ${pct(s.draft07)}, $ref ${pct(s.refs)}, additionalProperties:false ${pct(s.closed)}, ` +
    `annotated ${pct(s.annotated)}`
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
    args = ['-f', '%M', process.execPath, ...cliArgs];
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
    if (useTime && /^\d+$/.test(lines.at(-1) ?? '')) lines.pop();
    throw new Error(
      `the CLI exited with status ${r.status}: ${lines.slice(0, 5).join(' | ') || '(no stderr)'}`,
    );
  }
  let rssKb;
  if (useTime) {
    const last = stderr.trim().split('\n').pop() ?? '';
    rssKb = /^\d+$/.test(last) ? Number(last) : NaN;
  } else {
    rssKb = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8').trim()) : NaN;
  }
  return { ms, rssKb };
}

function flatten(obj, prefix = '', out = []) {
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.push(`${key}=${JSON.stringify(v)}`);
  }
  return out;
}

function reportMix(outFile) {
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
    "process.on('exit', () => { try { require('fs').writeFileSync(process.env.TW_BENCH_RSS_FILE, " +
      'String(process.resourceUsage().maxRSS)); } catch {} });\n',
  );
  const rssMethod = existsSync(TIME)
    ? `${TIME} -f %M`
    : '--require preload (resourceUsage().maxRSS)';
  process.stdout.write(
    `toolwitness scan benchmark — node ${process.version}, ${opts.runs} runs per size ` +
      `(+${opts.warmup} warm-up), ${opts.perFile} tools per file, seed ${JSON.stringify(opts.seed)}, ` +
      `peak RSS via ${rssMethod}\n\n`,
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
        size,
        tools: cat.stats.tools,
        files: cat.stats.files,
        median: median(ms),
        min: Math.min(...ms),
        max: Math.max(...ms),
        rss: median(rss),
      };
      results.push(res);
      process.stdout.write(
        `  wall ms: median ${fmt(res.median)}  min ${fmt(res.min)}  max ${fmt(res.max)}; ` +
          `peak RSS median ${fmt(res.rss, 1)} MB\n${reportMix(outFile)}\n\n`,
      );
    }
  } catch (err) {
    cleanup();
    process.stderr.write(`bench/scan: ${err.message}\n`);
    process.exit(1);
  }
  cleanup();

  const head = ['tools', 'files', 'median ms', 'min ms', 'max ms', 'peak RSS MB'];
  const rows = results.map((r) => [
    String(r.tools),
    String(r.files),
    fmt(r.median),
    fmt(r.min),
    fmt(r.max),
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
  if (big) {
    checks.push([
      `${TARGETS.targetSize} tools median ${fmt(big.median)} ms`,
      `≤ ${TARGETS.maxMedianMs} ms`,
      big.median <= TARGETS.maxMedianMs,
    ]);
  }
  const lo = results.reduce((a, b) => (b.size < a.size ? b : a));
  const hi = results.reduce((a, b) => (b.size > a.size ? b : a));
  if (hi.size > lo.size) {
    const ratio = hi.median / lo.median;
    checks.push([
      `${hi.size}/${lo.size} median time ratio ${fmt(ratio, 2)}`,
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
