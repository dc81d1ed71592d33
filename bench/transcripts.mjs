// Transcript benchmark: generates a 1,000,000-record (~200 MB) transcript with repeats, mutators
// and changed responses (deterministic PRNG), then times replay, scope, seal and verify through
// the CLI built into lib/ (`npx tsc -p tsconfig.build.json` first; TW_CLI=dist/cli.js times the
// bundle instead): median wall time and median CPU time (user + sys) of a few runs, and peak RSS
// (/usr/bin/time -f "%U %S %M"). CPU time is the figure to compare on a shared machine.
// Usage: node bench/transcripts.mjs [records] [runs] [only: replay,scope,seal,verify]
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  statSync,
  writeFileSync,
  writeSync,
  existsSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RECORDS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.argv[3] ?? 3);
const ONLY = process.argv[4]?.split(',');
const CLI = process.env.TW_CLI ?? 'lib/cli/main.js';
const dir = mkdtempSync(join(tmpdir(), 'tw-bench-'));
const transcript = join(dir, 'session.jsonl');
const sealed = join(dir, 'session.sealed.jsonl');
const scope = join(dir, 'scope.json');

let seed = 0x2545f491;
const rand = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
};
const READERS = ['read_file', 'list_dir', 'search', 'fs_stat', 'fs_glob'];
const MUTATORS = ['write_file', 'run_command'];
const filler = 'x'.repeat(60);
const recent = [];
let distinct = 0;
let repeats = 0;
let changed = 0;
let mutations = 0;
const fd = openSync(transcript, 'w');
let buf = '';
for (let i = 0; i < RECORDS; i++) {
  let tool;
  let args;
  let response;
  const r = rand();
  if (r < 0.05) {
    tool = MUTATORS[i % 2];
    args = { path: `src/m${i % 997}.ts`, text: filler };
    response = { ok: true };
    mutations++;
  } else if (r < 0.45 && recent.length > 0) {
    // a repeat of a recent call; 2% of repeats get a different response
    const prev = recent[Math.floor(rand() * recent.length)];
    tool = prev.tool;
    args = prev.args;
    response =
      rand() < 0.02 ? { bytes: prev.bytes + 1, note: filler } : { bytes: prev.bytes, note: filler };
    if (response.bytes !== prev.bytes) changed++;
    repeats++;
  } else {
    tool = READERS[Math.floor(rand() * READERS.length)];
    args = { path: `docs/${i}/page.md`, options: { depth: i % 5, follow: false } };
    const bytes = Math.floor(rand() * 100000);
    response = { bytes, note: filler };
    recent.push({ tool, args, bytes });
    if (recent.length > 64) recent.shift();
    distinct++;
  }
  buf += JSON.stringify({ index: i, tool, args, response }) + '\n';
  if (buf.length > 1 << 20) {
    writeSync(fd, buf);
    buf = '';
  }
}
writeSync(fd, buf);
closeSync(fd);
writeFileSync(
  scope,
  JSON.stringify({
    agent: 'bench',
    allowed_tools: ['read_file', 'list_dir', 'search', 'fs_*'],
    arguments: { 'fs_*': { properties: { path: { type: 'string', pattern: '^docs/' } } } },
  }),
);
execFileSync(process.execPath, [CLI, 'seal', transcript, '--output', sealed]);

const mb = (n) => (n / 1e6).toFixed(0);
console.log(
  `input: ${RECORDS} records, ${mb(statSync(transcript).size)} MB; distinct-call ratio ${(distinct / RECORDS).toFixed(3)}` +
    ` (new reads ${distinct}, repeats ${repeats} of which ${changed} changed, mutators ${mutations}); files in ${dir}`,
);

const hasTime = existsSync('/usr/bin/time');
const commands = {
  replay: ['replay', transcript, '--format', 'json', '--output', join(dir, 'replay.json')],
  scope: ['scope', transcript, scope, '--format', 'json', '--output', join(dir, 'scope.out.json')],
  seal: ['seal', transcript, '--output', join(dir, 'again.sealed.jsonl')],
  verify: ['verify', sealed],
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, args] of Object.entries(commands)) {
  if (ONLY !== undefined && !ONLY.includes(name)) continue;
  const times = [];
  const cpu = [];
  let rss = 0;
  for (let run = 0; run < RUNS; run++) {
    // an output left by the previous run is removed untimed: unlinking a 350 MB file is the
    // file system's work, not the command's
    const output = args[args.indexOf('--output') + 1];
    if (args.includes('--output')) rmSync(output, { force: true });
    const start = process.hrtime.bigint();
    const child = hasTime
      ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, CLI, ...args], {
          encoding: 'utf8',
        })
      : spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
    if (child.status !== 0 && child.status !== 1)
      throw new Error(`${name} failed: ${child.stderr}`);
    if (hasTime) {
      const [user, sys, maxKb] = child.stderr.trim().split('\n').pop().split(' ').map(Number);
      cpu.push(user + sys);
      rss = Math.max(rss, maxKb / 1024);
    }
  }
  console.log(
    `${name.padEnd(7)} median ${median(times).toFixed(2)} s  cpu ${hasTime ? median(cpu).toFixed(2) + ' s' : 'n/a'}  peak RSS ${hasTime ? rss.toFixed(0) + ' MB' : 'n/a'}`,
  );
}
