#!/usr/bin/env node
// Hostile inputs against the CLI bundle (issue 16): one row per promise, with the cases tried
// and the failures. Every case runs under a time cap and a heap cap, and must end with the
// expected exit status, one clean line on stderr (no stack trace, no "internal error") and
// none of the values it must not show. Exits 1 when any case fails.
//
//   node bench/hostile.mjs                  # against dist/cli.js
//   TW_CLI=lib/cli/main.js node bench/hostile.mjs
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(process.env.TW_CLI ?? 'dist/cli.js');
const ROOT = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'tw-hostile-'));
const put = (name, value) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

function exponential(n) {
  const defs = { d0: { type: 'string' } };
  for (let i = 1; i <= n; i++) {
    const prev = { $ref: `#/$defs/d${i - 1}` };
    defs[`d${i}`] = { anyOf: [{ allOf: [prev, { type: 'number' }] }, prev] };
  }
  return { type: 'object', properties: { x: { $ref: `#/$defs/d${n}` } }, $defs: defs };
}

function report(stats, locations) {
  return {
    schemaVersion: 1,
    tool: { name: 'toolwitness', version: '0.1.0' },
    command: 'scan',
    summary: { errors: 0, warnings: 1, notes: 0 },
    findings: [
      {
        ruleId: 'TW102',
        rule: 'similar-name',
        severity: 'warning',
        message: 'x',
        fingerprint: 'a'.repeat(64),
        locations,
        evidence: {},
      },
    ],
    stats,
  };
}

// fixtures
const fifo = join(dir, 'pipe.json');
execFileSync('mkfifo', [fifo]);
mkdirSync(join(dir, 'folder.json'));
const calc = (schema) => ({ tools: [{ name: 'calc', description: 'c', inputSchema: schema }] });
const traceCall = put('trace.json', [
  { type: 'function_call', call_id: 'c', name: 'calc', arguments: '{"x": true}' },
]);
const expCatalog = put('exp-catalog.json', calc(exponential(24)));
const expScope = put('exp-scope.json', {
  agent: 'a',
  allowed_tools: ['calc'],
  arguments: { calc: exponential(24) },
});
const expExpect = put('exp-expect.json', {
  expectations: [{ tool: 'calc', policy: exponential(24) }],
});
const session = put(
  'session.jsonl',
  `${JSON.stringify({ index: 0, tool: 'calc', args: { x: true }, response: {} })}\n`,
);
const loopScope = put('loop-scope.json', {
  agent: 'a',
  allowed_tools: ['calc'],
  arguments: { calc: { type: 'object', $ref: '#' } },
});
const clean = put(
  'clean.json',
  spawnSync(
    process.execPath,
    [CLI, 'scan', '-f', 'json', '--fail-on', 'never', join(ROOT, 'examples/mcp-memory.json')],
    {
      encoding: 'utf8',
    },
  ).stdout,
);
const inherited = put(
  'inherited.json',
  report({ toString: 7, constructor: 1, hasOwnProperty: 2 }, [
    { uri: 'a.json', line: 1, column: 1 },
  ]),
);
const badShard = put('bad-shard.json', report({}, [{}]));
const empty = put('empty.jsonl', '');
const SECRET = 'VALUE-api-key-31337';
const echo = put(
  'echo.js',
  'process.stderr.write(`argv: ${process.argv.slice(2).join(" ")}\\nhttps://u:PASSW0RD9@h/\\n`); process.exit(1);\n',
);
const echoConfig = put('echo.mcp.json', {
  mcpServers: { echo: { command: process.execPath, args: [echo, '--api-key', SECRET] } },
});
const memory = join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
const banner = put(
  'banner.mjs',
  `process.stdout.write("Starting Time MCP server...\\n");\nawait import(${JSON.stringify(memory)});\n`,
);
const bannerConfig = put('banner.mcp.json', {
  mcpServers: {
    time: {
      command: process.execPath,
      args: [banner],
      env: { MEMORY_FILE_PATH: join(dir, 'm.jsonl') },
    },
  },
});

// item 8: malformed files carrying canaries (a Stripe-shaped key, an ID number)
const CANARY = 'sk_live_CANARY4eC39HqLyjWDarjT1z';
const ID_NUMBER = '4815-16-2342';
const canaryJson = put('canary.json', `{\n  "a": 1,\n  "b": ${CANARY}\n}`);
const canaryTrace = put(
  'canary.jsonl',
  `{"index":0,"tool":"t","args":{},"response":{}}\n{"index":1,"tool":"t","args":{"k":${ID_NUMBER}},"response":{}}\n`,
);
const canaryConfig = put(
  'canary.mcp.json',
  `{"mcpServers": {"x": {"command": "node", "env": {"API_KEY": ${CANARY}}}}}`,
);
const canaryToml = put('canary.toml', `[mcp_servers.x]\ncommand = "node"\nargs = [${CANARY}]\n`);
const canaryReport = put(
  'canary-report.json',
  `{"schemaVersion":1,"command":"${CANARY}","tool":{"name":"toolwitness","version":"0.1.0"},"summary":{"errors":0,"warnings":0,"notes":0},"findings":[],"stats":{}}`,
);
const canaryDuplicate = put('canary-dup.json', `{"${CANARY}": 1, "${CANARY}": 2}`);
const canaryScope = put('canary-scope.json', {
  agent: 'a',
  allowed_tools: ['calc'],
  arguments: { calc: { $ref: `#/${CANARY}` } },
});
// item 9: the same files in two orders
const orderCatalogs = ['confusing-mcp.json', 'mcp-filesystem.json', 'mcp-memory.json'].map((f) =>
  join(ROOT, 'examples', f),
);
const orderTraces = ['openai-responses.json', 'anthropic-message.json', 'mcp-mix.jsonl'].map((f) =>
  join(ROOT, 'examples/traces', f),
);
const replayArgs = (catalogs, traces) => [
  'replay',
  '-f',
  'json',
  '--fail-on',
  'never',
  ...catalogs.flatMap((c) => ['--catalog', c]),
  ...traces,
];

// A parameter description that repeats a values marker without end ("one of a one of a …"),
// 900 kB of it: reading the values a description lists must stay linear in its length.
const repeatedMarker = put('repeated-marker.json', {
  tools: ['a', 'b'].map((name) => ({
    name: `list_${name}_objects`,
    description: 'List objects',
    inputSchema: {
      type: 'object',
      properties: { objectType: { type: 'string', description: 'one of a '.repeat(100_000) } },
    },
  })),
});

/** promise → cases: args, stdin, expected status, what stdout/stderr must (not) hold. */
const PROMISES = {
  'bounded reads (item 1)': [
    { args: ['scan', '-'], stdin: '/dev/zero', code: 2, err: /over the \d+-byte limit/ },
    { args: ['verify', '-'], stdin: '/dev/zero', code: 2, err: /over the \d+-byte limit/ },
    { args: ['prove', '-', join(ROOT, 'examples/mcp-memory.json')], stdin: '/dev/zero', code: 2 },
    { args: ['scan', '/dev/zero'], code: 2, err: /character device/ },
    {
      args: ['scan', '--settings', fifo, join(ROOT, 'examples/mcp-memory.json')],
      code: 2,
      err: /FIFO/,
    },
    { args: ['replay', fifo], code: 2, err: /FIFO/ },
    { args: ['collect', '--config', '/dev/zero'], code: 2, err: /character device/ },
    { args: ['merge', join(dir, 'folder.json')], code: 2, err: /directory/ },
  ],
  'exponential validation (item 2)': [
    {
      args: ['replay', '--catalog', expCatalog, traceCall, '-f', 'json', '--fail-on', 'never'],
      code: 0,
      out: /TW204/,
    },
    {
      args: ['scope', session, expScope, '-f', 'json', '--fail-on', 'never'],
      code: 0,
      out: /TW306/,
      notOut: /TW304/,
    },
    {
      args: [
        'contract',
        '--catalog',
        expCatalog,
        '--expect',
        expExpect,
        traceCall,
        '-f',
        'json',
        '--fail-on',
        'never',
      ],
      code: 0,
      out: /TW606/,
    },
  ],
  'secrets in stderr tails (item 4)': [
    {
      args: ['scan', '--config', echoConfig, '-f', 'json', '--fail-on', 'never'],
      code: 0,
      out: /TW501/,
      secret: [SECRET, 'PASSW0RD9'],
    },
  ],
  'merge and inherited keys (item 5)': [
    { args: ['merge', '-f', 'json', clean, inherited], code: 0, out: /"toString": 7/ },
    { args: ['merge', '-f', 'sarif', clean, badShard], code: 2, err: /locations\/0\/uri/ },
  ],
  'scope validator exceptions (item 6)': [
    { args: ['scope', session, loopScope, '-f', 'json'], code: 0, out: /TW306/, notOut: /TW304/ },
  ],
  'empty inputs (item 10)': [
    { args: ['verify', empty], code: 2, err: /empty input/ },
    { args: ['seal', empty], code: 2, err: /empty input/ },
    { args: ['replay', '-'], stdin: '', code: 2, err: /empty input/ },
    {
      args: ['scope', empty, join(ROOT, 'examples/transcripts/scope.json')],
      code: 2,
      err: /empty input/,
    },
  ],
  'exit status through a pipe (item 11)': [
    {
      pipe: ['scan', join(ROOT, 'examples/real'), join(ROOT, 'examples/confusing-mcp.json')],
      code: 1,
    },
  ],
  'parse errors never quote values (item 8)': [
    { args: ['scan', canaryJson], code: 2, err: /canary\.json:3:\d+: /, secret: [CANARY] },
    { args: ['replay', canaryTrace], code: 2, secret: [ID_NUMBER, '16-2342'] },
    { args: ['scan', '--no-spawn', '--config', canaryConfig], code: 2, secret: [CANARY] },
    { args: ['collect', '--config', canaryToml], code: 2, secret: [CANARY] },
    { args: ['merge', clean, canaryReport], code: 2, secret: [CANARY] },
    { args: ['prove', canaryDuplicate, canaryDuplicate], code: 2, secret: [CANARY] },
    { args: ['scope', session, canaryScope], code: 2, secret: [CANARY] },
  ],
  'output independent of input order (item 9)': [
    {
      same: [
        ['scan', '-f', 'json', '--fail-on', 'never', ...orderCatalogs],
        ['scan', '-f', 'json', '--fail-on', 'never', ...orderCatalogs.toReversed()],
      ],
      code: 0,
    },
    {
      same: [
        replayArgs([join(ROOT, 'examples/traces/catalog-mcp.json'), ...orderCatalogs], orderTraces),
        replayArgs(
          [...orderCatalogs, join(ROOT, 'examples/traces/catalog-mcp.json')].toReversed(),
          orderTraces.toReversed(),
        ),
      ],
      code: 0,
    },
  ],
  'text read in linear time (issue 14)': [
    { args: ['scan', '-f', 'json', '--fail-on', 'never', repeatedMarker], code: 0, out: /TW10/ },
  ],
  'banner lines on stdout (item 12)': [
    {
      args: ['scan', '--config', bannerConfig, '-f', 'json', '--fail-on', 'never'],
      code: 0,
      out: /"status": "collected"/,
      notOut: /TW501/,
    },
  ],
};

/** Runs a process to its end under a time cap; what spawnSync returns, asynchronously. */
function run(command, args, options, input) {
  return new Promise((done) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    let killed = false;
    child.stdout.setEncoding('utf8').on('data', (t) => (stdout += t));
    child.stderr.setEncoding('utf8').on('data', (t) => (stderr += t));
    if (input !== undefined) child.stdin.end(input);
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, 30_000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      done({ status, signal: killed ? 'SIGKILL' : signal, stdout, stderr });
    });
  });
}

async function runCase(c) {
  const started = Date.now();
  let result;
  if (c.same !== undefined) {
    // one promise, two runs: the second's output must be byte-identical to the first's
    const runs = [];
    for (const args of c.same) {
      runs.push(
        await run(process.execPath, ['--max-old-space-size=256', CLI, ...args], {
          cwd: dir,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
    }
    result = runs[0];
    if (runs[1].stdout !== runs[0].stdout || runs[1].status !== runs[0].status) {
      result = { ...result, stderr: `${result.stderr}outputs differ\n` };
    }
  } else if (c.pipe !== undefined) {
    const cmd = `"${process.execPath}" --max-old-space-size=256 "${CLI}" ${c.pipe.map((a) => `"${a}"`).join(' ')} | head -c 1 >/dev/null`;
    result = await run('bash', ['-o', 'pipefail', '-c', cmd], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } else {
    let fd;
    if (c.stdin !== undefined && c.stdin !== '') fd = openSync(c.stdin, 'r');
    try {
      result = await run(
        process.execPath,
        ['--max-old-space-size=256', CLI, ...c.args],
        { cwd: dir, stdio: [fd ?? 'pipe', 'pipe', 'pipe'] },
        c.stdin === '' ? '' : fd === undefined ? '' : undefined,
      );
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
  const problems = [];
  if (result.signal !== null) problems.push('killed (time or memory cap)');
  if (result.status !== c.code) problems.push(`exit ${result.status}, expected ${c.code}`);
  const stderr = result.stderr ?? '';
  const stdout = result.stdout ?? '';
  if (/internal error|\n\s+at /.test(stderr)) problems.push('stack trace or internal error');
  if (stderr.trim().split('\n').length > 1 && c.code === 2)
    problems.push('more than one stderr line');
  if (stderr.includes('outputs differ')) problems.push('the two orders give different output');
  if (c.err !== undefined && !c.err.test(stderr)) problems.push(`stderr lacks ${c.err}`);
  if (c.out !== undefined && !c.out.test(stdout)) problems.push(`stdout lacks ${c.out}`);
  if (c.notOut !== undefined && c.notOut.test(stdout)) problems.push(`stdout has ${c.notOut}`);
  for (const s of c.secret ?? []) {
    if (stdout.includes(s) || stderr.includes(s)) problems.push('a secret value is shown');
  }
  return { ms: Date.now() - started, problems };
}

const rows = [];
let failures = 0;
const t0 = Date.now();
// the cases run two at a time; each is its own process
const jobs = Object.entries(PROMISES).flatMap(([promise, cases]) =>
  cases.map((c) => ({ promise, c })),
);
const results = new Array(jobs.length);
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < jobs.length) {
      const at = next++;
      results[at] = await runCase(jobs[at].c);
    }
  }),
);
for (const [promise, cases] of Object.entries(PROMISES)) {
  let failed = 0;
  let slowest = 0;
  jobs.forEach((job, at) => {
    if (job.promise !== promise) return;
    const { ms, problems } = results[at];
    slowest = Math.max(slowest, ms);
    if (problems.length > 0) {
      failed++;
      process.stderr.write(
        `FAIL ${promise}: ${(job.c.args ?? job.c.pipe ?? job.c.same[0]).join(' ')}: ${problems.join('; ')}\n`,
      );
    }
  });
  failures += failed;
  rows.push([promise, cases.length, failed, `${slowest} ms`]);
}
rmSync(dir, { recursive: true, force: true });

const header = ['promise', 'cases', 'failures', 'slowest'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(`hostile inputs against ${CLI.replace(`${ROOT}/`, '')}`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(
  `total: ${rows.reduce((n, r) => n + r[1], 0)} cases, ${failures} failures, ${Date.now() - t0} ms`,
);
process.exitCode = failures > 0 ? 1 : 0;
