// Transcript benchmark: generates a 1,000,000-record (~200 MB) transcript with repeats, mutators
// and changed responses (deterministic PRNG), then times replay, scope, seal and verify through
// node dist/cli.js: median wall time of a few runs and peak RSS (/usr/bin/time -f %M).
// Usage: node bench/transcripts.mjs [records] [runs]
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  statSync,
  writeFileSync,
  writeSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RECORDS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.argv[3] ?? 3);
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
execFileSync(process.execPath, ['dist/cli.js', 'seal', transcript, '--output', sealed]);

const mb = (n) => (n / 1e6).toFixed(0);
console.log(
  `input: ${RECORDS} records, ${mb(statSync(transcript).size)} MB; distinct-call ratio ${(distinct / RECORDS).toFixed(3)}` +
    ` (new reads ${distinct}, repeats ${repeats} of which ${changed} changed, mutators ${mutations})`,
);

const hasTime = existsSync('/usr/bin/time');
const commands = {
  replay: ['replay', transcript, '--format', 'json', '--output', join(dir, 'replay.json')],
  scope: ['scope', transcript, scope, '--format', 'json', '--output', join(dir, 'scope.out.json')],
  seal: ['seal', transcript, '--output', join(dir, 'again.sealed.jsonl')],
  verify: ['verify', sealed],
};
for (const [name, args] of Object.entries(commands)) {
  const times = [];
  let rss = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    const child = hasTime
      ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'dist/cli.js', ...args], {
          encoding: 'utf8',
        })
      : spawnSync(process.execPath, ['dist/cli.js', ...args], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
    if (child.status !== 0 && child.status !== 1)
      throw new Error(`${name} failed: ${child.stderr}`);
    if (hasTime) rss = Math.max(rss, Number(child.stderr.trim().split('\n').pop()) / 1024);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(7)} median ${times[Math.floor(times.length / 2)].toFixed(2)} s  peak RSS ${hasTime ? rss.toFixed(0) + ' MB' : 'n/a'}`,
  );
}
