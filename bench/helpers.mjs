// What the transcript and agent-log benchmarks share: their seeded PRNG, the naive floor they
// compare against (read the lines, JSON.parse each, SHA-256 each line) and the timing of a child
// process (wall time, CPU time and peak RSS through /usr/bin/time).
// `node bench/helpers.mjs --floor FILE` runs the floor on FILE, so it is timed in its own process.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);

/** A xorshift32 generator of numbers in [0, 1): the same seed gives the same sequence. */
export function xorshift(seed) {
  let state = seed | 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The naive floor: read the file's lines, JSON.parse each and SHA-256 each line; returns the line count. */
export function floorOf(path) {
  const fd = openSync(path, 'r');
  const chunk = Buffer.allocUnsafe(1 << 22);
  const decoder = new TextDecoder();
  let carry = '';
  let lines = 0;
  const line = (text) => {
    if (text === '') return;
    JSON.parse(text);
    createHash('sha256').update(text).digest();
    lines++;
  };
  for (let n; (n = readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
    const parts = (carry + decoder.decode(chunk.subarray(0, n), { stream: true })).split('\n');
    carry = parts.pop();
    for (const text of parts) line(text);
  }
  line(carry + decoder.decode());
  closeSync(fd);
  return lines;
}

/** True when /usr/bin/time can give CPU time and peak RSS. */
export const HAS_TIME = existsSync('/usr/bin/time');

/**
 * Runs `node ...args` once: wall seconds, CPU seconds (user + sys) and peak RSS in MB (both
 * undefined without /usr/bin/time). Exit status 0 and 1 (findings) are success.
 */
export function timedNode(args) {
  const start = process.hrtime.bigint();
  const child = HAS_TIME
    ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...args], {
        encoding: 'utf8',
      })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status !== 0 && child.status !== 1)
    throw new Error(`node ${args.join(' ')} failed: ${child.stderr}`);
  if (!HAS_TIME) return { wall, cpu: undefined, rss: undefined };
  const [user, sys, maxKb] = child.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys, rss: maxKb / 1024 };
}

/** `timedNode` of the naive floor over `path`, in its own process. */
export function timedFloor(path) {
  return timedNode([HERE, '--floor', path]);
}

/** The middle value (the upper one of an even count). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Median wall and CPU time and the largest peak RSS of several `timedNode` runs. */
export function summary(runs) {
  const cpus = runs.map((r) => r.cpu).filter((c) => c !== undefined);
  const rsses = runs.map((r) => r.rss).filter((r) => r !== undefined);
  return {
    wall: median(runs.map((r) => r.wall)),
    cpu: cpus.length > 0 ? median(cpus) : undefined,
    rss: rsses.length > 0 ? Math.max(...rsses) : undefined,
  };
}

/** `median 1.23 s  cpu 1.00 s  peak RSS 150 MB` */
export function figures(m) {
  const cpu = m.cpu === undefined ? 'n/a' : `${m.cpu.toFixed(2)} s`;
  const rss = m.rss === undefined ? 'n/a' : `${m.rss.toFixed(0)} MB`;
  return `median ${m.wall.toFixed(2)} s  cpu ${cpu}  peak RSS ${rss}`;
}

/** A command's time against the floor's: the CPU ratio where CPU time was measured, else wall. */
export function floorRatio(m, floor) {
  return floor.cpu !== undefined && m.cpu !== undefined
    ? { ratio: m.cpu / floor.cpu, of: 'floor cpu' }
    : { ratio: m.wall / floor.wall, of: 'floor wall' };
}

if (process.argv[1] === HERE && process.argv[2] === '--floor') floorOf(process.argv[3]);
