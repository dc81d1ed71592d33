import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARALLEL_MIN_BYTES } from '../../src/transcript/parallel.js';

/**
 * Parallel replay (worker threads, for files of PARALLEL_MIN_BYTES or more) against the
 * one-thread path, through the built CLIs: lib/ (built by `npm ci`'s prepare) and the committed
 * bundle with its dist/digest-worker.js. Same report bytes, same first error, same exit code.
 */
const CLIS = ['lib/cli/main.js', 'dist/cli.js'].filter((cli) => existsSync(cli));

function transcript(lines: number, tail: string[] = []): string {
  const out: string[] = ['\ufeff'];
  const filler = 'x'.repeat(120);
  for (let i = 0; i < lines; i++) {
    const repeat = i % 7 === 3;
    const n = repeat ? i - 1 : i;
    let line = JSON.stringify({
      index: i,
      tool: i % 11 === 0 ? 'write_file' : 'lire_fichier_é',
      args: { path: `docs/${n % 5000}.md`, opts: { depth: n % 3 } },
      response: { bytes: i % 13 === 0 ? i : n % 5000, note: filler },
    });
    // the shapes a recorder writes: Python's separators and escapes, CRLF, keys the scanner
    // leaves to the strict parser, blank lines (one of them a no-break space)
    if (i % 5 === 0) line = line.replace(/":/g, '": ').replace(/é/g, '\\u00e9');
    if (i % 997 === 0) line = line.replace('"args":{', '"args":{"\\u0061":1,');
    // a line longer than a block (blocks grow to hold it)
    if (i === 90000) line = line.replace('"opts":{', `"big":"${'b'.repeat(5 << 20)}","opts":{`);
    out.push(line + (i % 3 === 0 ? '\r\n' : '\n'));
    if (i % 4001 === 0) out.push(i % 8002 === 0 ? '\u00a0\n' : '   \n');
  }
  return out.join('') + tail.join('');
}

function run(cli: string, args: string[], workers?: string) {
  const env = { ...process.env };
  if (workers === undefined) delete env.TOOLWITNESS_WORKERS;
  else env.TOOLWITNESS_WORKERS = workers;
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env,
    maxBuffer: 1 << 30,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const describeIf = CLIS.length > 0 ? describe : describe.skip;

describeIf('parallel replay and seal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-par-'));
  const good = join(dir, 'good.jsonl');
  const lines = Math.ceil(PARALLEL_MIN_BYTES / 230) + 5000;
  const text = transcript(lines);
  writeFileSync(good, text);
  const bad = join(dir, 'bad.jsonl');
  writeFileSync(
    bad,
    transcript(lines, [
      JSON.stringify({ index: lines, tool: 't', args: {}, response: {} }) + '\n',
      '{"index":' + (lines + 2) + ',"tool":"t","args":{},"response":{}}\n',
    ]),
  );

  const notUtf8 = join(dir, 'not-utf8.jsonl');
  writeFileSync(
    notUtf8,
    Buffer.concat([
      Buffer.from(text),
      Buffer.from(`{"index":${lines},"tool":"t","args":{"p":"`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"},"response":{}}\n'),
    ]),
  );

  // issue 16 item 7: a repeated key, far into the file (a block a worker reads), is refused
  const duplicate = join(dir, 'duplicate-key.jsonl');
  writeFileSync(
    duplicate,
    transcript(lines, [
      `{"index":${lines},"tool":"delete_db","tool":"read_file","args":{},"response":{}}\n`,
    ]),
  );
  const nestedDuplicate = join(dir, 'nested-duplicate-key.jsonl');
  writeFileSync(
    nestedDuplicate,
    transcript(lines, [
      `{"index":${lines},"tool":"t","args":{"q":[{"path":"a","path":"b"}]},"response":{}}\n`,
    ]),
  );

  it('is big enough to take the parallel path, which lib/ takes on this machine', () => {
    expect(Buffer.byteLength(text)).toBeGreaterThan(PARALLEL_MIN_BYTES);
    if (!existsSync('lib/transcript/parallel.js') || availableParallelism() < 2) return;
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { parallelWorkers } from './lib/transcript/parallel.js'; console.log(parallelWorkers(${JSON.stringify(good)}))`,
      ],
      { encoding: 'utf8', env: { ...process.env, TOOLWITNESS_WORKERS: '' } },
    );
    expect(probe.stdout.trim()).toBe('2');
  });

  it.each(CLIS)('%s: gives the one-thread report byte for byte', (cli) => {
    const args = ['replay', good, '--format', 'json'];
    const one = run(cli, args, '0');
    // replay reads on one thread unless asked (REPLAY_WORKERS), and gives the same report when asked
    expect(run(cli, args)).toEqual(one);
    const many = run(cli, args, '2');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout).stats.calls).toBe(lines);
    expect(JSON.parse(one.stdout).findings.length).toBeGreaterThan(1000);
    expect(many).toEqual(one);
  });

  it.each(CLIS)('%s: seals the same chain, to a file and to standard output', (cli) => {
    const one = run(cli, ['seal', good], '0');
    expect(one.code).toBe(0);
    expect(run(cli, ['seal', good])).toEqual(one);
    const file = join(dir, `${cli.replace(/\W/g, '_')}.sealed.jsonl`);
    expect(run(cli, ['seal', good, '--output', file]).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(one.stdout);
    expect(run(cli, ['verify', file]).stdout).toMatch(/chain: intact/);
  });

  it.each(CLIS)('%s: stops at the same first malformed line with the same message', (cli) => {
    for (const [command, file, message] of [
      ['replay', bad, /"index" is \d+, expected \d+/],
      ['seal', bad, /"index" is \d+, expected \d+/],
      ['replay', notUtf8, /:\d+: not valid UTF-8/],
      ['seal', notUtf8, /:\d+: not valid UTF-8/],
      ['replay', duplicate, /:\d+:\d+: duplicate key "tool"/],
      ['seal', duplicate, /:\d+:\d+: duplicate key "tool"/],
      ['replay', nestedDuplicate, /:\d+:\d+: duplicate key "path"/],
      ['seal', nestedDuplicate, /:\d+:\d+: duplicate key "path"/],
    ] as const) {
      const one = run(cli, [command, file], '0');
      const many = run(cli, [command, file], '2');
      expect(one.code).toBe(2);
      expect(one.stderr).toMatch(message);
      // (how much of a chain reached standard output before the error is not part of it)
      expect([many.code, many.stderr]).toEqual([one.code, one.stderr]);
    }
  });
});
