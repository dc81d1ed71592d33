// Agent-log benchmark: generates a Claude Code session of N tool calls (an assistant line with a
// tool_use and a user line with its tool_result per call, plus a text-only line every 50 calls;
// distinct-call ratio about 0.6, 5% Edit/Bash mutators, 40% repeats of a recent call, 2% of
// them with a changed result), then times in the same run:
//   - a naive floor: read the file's lines, JSON.parse each, SHA-256 each line (bench/helpers.mjs,
//     in its own process);
//   - `toolwitness replay` on it through the CLI built into lib/ (`npx tsc -p tsconfig.build.json`
//     first; TW_CLI=dist/cli.js times the bundle), wall time and peak RSS (/usr/bin/time).
// Usage: node bench/agent-logs.mjs [calls=1000000] [runs=1]
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, timedFloor, timedNode, xorshift } from './helpers.mjs';

const CALLS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.argv[3] ?? 1);
const CLI = process.env.TW_CLI ?? 'lib/cli/main.js';
const dir = mkdtempSync(join(tmpdir(), 'tw-agent-bench-'));
const log = join(dir, 'session.jsonl');

const rand = xorshift(0x2545f491);
const READERS = ['Read', 'Grep', 'Glob', 'mcp__github__get_issue', 'WebFetch'];
const recent = [];
const fd = openSync(log, 'w');
let buf = '';
let parent = null;
const envelope = (type, message, i) => {
  const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}${type === 'user' ? 'u' : 'a'}`;
  const line = JSON.stringify({
    parentUuid: parent,
    isSidechain: false,
    userType: 'external',
    cwd: '/repo',
    sessionId: '5d2c6a1e-8f0b-4c3e-9a57-2b1f0e6d9c41',
    version: '1.0.31',
    type,
    message,
    uuid,
    timestamp: '2025-06-12T09:14:00.000Z',
  });
  parent = uuid;
  return line;
};
for (let i = 0; i < CALLS; i++) {
  let name;
  let input;
  let result;
  const r = rand();
  if (r < 0.05) {
    name = i % 2 === 0 ? 'Edit' : 'Bash';
    input = { file_path: `/repo/src/m${i % 997}.ts`, old_string: 'a', new_string: 'b' };
    result = 'The file has been updated.';
  } else if (r < 0.45 && recent.length > 0) {
    const prev = recent[Math.floor(rand() * recent.length)];
    name = prev.name;
    input = prev.input;
    result = rand() < 0.02 ? `${prev.result} (changed)` : prev.result;
  } else {
    name = READERS[i % READERS.length];
    input = { file_path: `/repo/src/f${i}.ts`, limit: 200 };
    result = `     1\texport const v${i} = ${i};\n     2\t// ${'x'.repeat(40)}\n`;
    recent.push({ name, input, result });
    if (recent.length > 64) recent.shift();
  }
  const id = `toolu_01${String(i).padStart(10, '0')}Qx7mZp3v`;
  buf +=
    envelope(
      'assistant',
      {
        id: `msg_${i}`,
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-20250514',
        content: [{ type: 'tool_use', id, name, input }],
        stop_reason: 'tool_use',
        usage: { input_tokens: 1200, output_tokens: 88 },
      },
      i,
    ) + '\n';
  buf +=
    envelope(
      'user',
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: result }] },
      i,
    ) + '\n';
  if (i % 50 === 49)
    buf +=
      envelope('assistant', { role: 'assistant', content: [{ type: 'text', text: 'Next.' }] }, i) +
      '\n';
  if (buf.length > 1 << 22) {
    writeSync(fd, buf);
    buf = '';
  }
}
writeSync(fd, buf);
closeSync(fd);
const size = statSync(log).size;

function floor() {
  return timedFloor(log);
}

function replay() {
  return timedNode([CLI, 'replay', '--format', 'json', '-o', join(dir, 'out.json'), log]);
}

const floors = [];
const replays = [];
for (let k = 0; k < RUNS; k++) {
  floors.push(floor());
  replays.push(replay());
}
const fw = median(floors.map((x) => x.wall));
const fc = median(floors.map((x) => x.cpu));
const w = median(replays.map((x) => x.wall));
const c = median(replays.map((x) => x.cpu));
const m = Math.max(...replays.map((x) => x.rss));
console.log(`input: ${CALLS} calls, ${(size / 1e6).toFixed(0)} MB Claude Code session`);
console.log(
  `floor (read lines, JSON.parse, sha256 each; own process): ${fw.toFixed(2)} s wall, ${fc.toFixed(2)} s CPU, peak RSS ${Math.max(...floors.map((x) => x.rss)).toFixed(0)} MB`,
);
console.log(
  `replay: ${w.toFixed(2)} s wall (${(w / fw).toFixed(2)}x the floor), ${c.toFixed(2)} s CPU (${(c / fc).toFixed(2)}x), peak RSS ${m.toFixed(0)} MB`,
);
if (process.env.TW_KEEP === undefined) rmSync(dir, { recursive: true, force: true });
else console.log(`kept ${log}`);
