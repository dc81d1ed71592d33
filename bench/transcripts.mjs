// Transcript benchmark: generates a 1,000,000-record (~200 MB) transcript with repeats, mutators
// and changed responses (deterministic PRNG), then times replay, scope, seal and verify through
// the CLI built into lib/ (`npx tsc -p tsconfig.build.json` first; TW_CLI=dist/cli.js times the
// bundle instead): median wall time and median CPU time (user + sys) of a few runs, and peak RSS
// (/usr/bin/time -f "%U %S %M"). CPU time is the figure to compare on a shared machine.
// Usage: node bench/transcripts.mjs [records] [runs] [only: replay,scope,seal,verify]
//        [--realistic] [--check]
// --realistic: the input is bench/realistic-transcript.mjs's (real tool names and schemas, larger
// and more varied arguments and responses, distinct-call ratio about 0.85), kept in the temp
// directory between runs (same records, same bytes), and a naive floor is timed in the same run
// (read the lines, JSON.parse each, SHA-256 each line; in a child process) with each command's
// CPU-time ratio to it. --check: exit 1 when replay's or scope's peak RSS is over 200 MB (the
// target; 180 MB is the aim, for a margin on other machines) or, with --realistic, when either
// takes more than 1.0x the floor's CPU time.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  statSync,
  writeFileSync,
  writeSync,
  existsSync,
  rmSync,
  readFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HAS_TIME,
  figures,
  floorRatio,
  summary,
  timedFloor,
  timedNode,
  xorshift,
} from './helpers.mjs';
import { realisticScope, writeRealisticTranscript } from './realistic-transcript.mjs';
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const REALISTIC = flags.has('--realistic');
const CHECK = flags.has('--check');
const RSS_TARGET_MB = 200;
const RSS_AIM_MB = 180;
const FLOOR_RATIO_TARGET = 1.0;
const RECORDS = Number(positional[0] ?? 1_000_000);
const RUNS = Number(positional[1] ?? (REALISTIC ? 1 : 3));
const ONLY = positional[2]?.split(',') ?? (REALISTIC ? ['replay', 'scope'] : undefined);
const CLI = process.env.TW_CLI ?? 'lib/cli/main.js';
const dir = mkdtempSync(join(tmpdir(), 'tw-bench-'));
// the realistic input takes a minute to write: it is kept (same records, same bytes) for the next run
const transcript = REALISTIC
  ? join(tmpdir(), `tw-bench-realistic-${RECORDS}.jsonl`)
  : join(dir, 'session.jsonl');
const sealed = join(dir, 'session.sealed.jsonl');
const scope = join(dir, 'scope.json');

const mb = (n) => (n / 1e6).toFixed(0);
let describe;
if (REALISTIC) {
  let mix;
  if (!existsSync(transcript)) {
    mix = writeRealisticTranscript(transcript, RECORDS);
    writeFileSync(`${transcript}.mix.json`, JSON.stringify(mix));
  } else mix = JSON.parse(readFileSync(`${transcript}.mix.json`, 'utf8'));
  writeFileSync(scope, JSON.stringify(realisticScope()));
  describe =
    `realistic input: ${RECORDS} records, ${mb(mix.bytes)} MB; distinct-call ratio ${(mix.distinct / RECORDS).toFixed(3)}` +
    ` (new calls ${mix.distinct}, repeats ${mix.repeats} of which ${mix.changed} changed, mutators ${mix.mutations}); file ${transcript}`;
} else {
  describe = generateSynthetic();
}
function generateSynthetic() {
  const rand = xorshift(0x2545f491);
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
        rand() < 0.02
          ? { bytes: prev.bytes + 1, note: filler }
          : { bytes: prev.bytes, note: filler };
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
  return (
    `input: ${RECORDS} records, ${mb(statSync(transcript).size)} MB; distinct-call ratio ${(distinct / RECORDS).toFixed(3)}` +
    ` (new reads ${distinct}, repeats ${repeats} of which ${changed} changed, mutators ${mutations}); files in ${dir}`
  );
}
if (ONLY === undefined || ONLY.includes('verify'))
  execFileSync(process.execPath, [CLI, 'seal', transcript, '--output', sealed]);
console.log(describe);

const commands = {
  replay: ['replay', transcript, '--format', 'json', '--output', join(dir, 'replay.json')],
  scope: ['scope', transcript, scope, '--format', 'json', '--output', join(dir, 'scope.out.json')],
  seal: ['seal', transcript, '--output', join(dir, 'again.sealed.jsonl')],
  verify: ['verify', sealed],
};

/** Median wall time, median CPU time and peak RSS of RUNS runs of `node ...argv`. */
function measure(argv, output) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    // an output left by the previous run is removed untimed: unlinking a 350 MB file is the
    // file system's work, not the command's
    if (output !== undefined) rmSync(output, { force: true });
    runs.push(timedNode(argv));
  }
  return summary(runs);
}

let floor;
if (REALISTIC) {
  floor = summary([timedFloor(transcript)]);
  console.log(`${'floor'.padEnd(7)} ${figures(floor)}  (read lines, JSON.parse, sha256 each)`);
}
const missed = [];
for (const [name, args] of Object.entries(commands)) {
  if (ONLY !== undefined && !ONLY.includes(name)) continue;
  const m = measure(
    [CLI, ...args],
    args.includes('--output') ? args[args.indexOf('--output') + 1] : undefined,
  );
  const against = floor === undefined ? undefined : floorRatio(m, floor);
  const ratio = against === undefined ? '' : `  ${against.ratio.toFixed(2)}× ${against.of}`;
  console.log(`${name.padEnd(7)} ${figures(m)}${ratio}`);
  if (name !== 'replay' && name !== 'scope') continue;
  if (m.rss !== undefined && m.rss > RSS_TARGET_MB)
    missed.push(`${name} peak RSS ${m.rss.toFixed(0)} MB > ${RSS_TARGET_MB} MB`);
  if (against !== undefined && against.ratio > FLOOR_RATIO_TARGET)
    missed.push(`${name} ${against.ratio.toFixed(2)}× ${against.of} > ${FLOOR_RATIO_TARGET}×`);
}
if (CHECK) {
  if (!HAS_TIME) console.log('check: no /usr/bin/time, peak RSS not measured');
  if (missed.length > 0) {
    console.log(`check FAILED: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else
    console.log(
      `check passed: replay and scope peak RSS ≤ ${RSS_TARGET_MB} MB (aim ${RSS_AIM_MB} MB)` +
        (floor === undefined ? '' : ` and ≤ ${FLOOR_RATIO_TARGET}× the floor`),
    );
}
