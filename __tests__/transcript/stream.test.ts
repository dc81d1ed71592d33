import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyInput } from '../../src/transcript/classify.js';
import { PeekableStream, readLines } from '../../src/transcript/lines.js';
import { cli } from '../cli/helpers.js';

/** A stream that hands out `text` a few bytes at a time, like a pipe. */
function pipe(text: string, step = 7): PeekableStream {
  const bytes = Buffer.from(text);
  let pos = 0;
  return new PeekableStream((into, offset, length) => {
    const n = Math.min(step, length, bytes.length - pos);
    into.set(bytes.subarray(pos, pos + n), offset);
    pos += n;
    return n;
  });
}

describe('streamed standard input', () => {
  const text =
    '{"index":0,"tool":"a","args":{},"response":{}}\n\n{"index":1,"tool":"b","args":{},"response":{}}';

  it('reads the same lines as bytes in memory, after a peek that classified it', () => {
    const source = { uri: 'stdin', stream: pipe(text) };
    expect(classifyInput(source)).toBe('transcript');
    const streamed = [...readLines(source)];
    expect(streamed).toEqual([...readLines({ uri: 'stdin', bytes: Buffer.from(text) })]);
    expect(streamed.map((l) => l.line)).toEqual([1, 2, 3]);
  });

  it('gives everything to a whole read after a peek, and refuses a second full pass', () => {
    const stream = pipe(text, 3);
    [...readLines({ uri: 'stdin', stream }, { peek: true })].slice(0, 1);
    expect(Buffer.from(stream.readAll()).toString()).toBe(text);
    expect(() => stream.open(false)).toThrow(/twice/);
  });
});

describe('seal --output', () => {
  it('leaves no file (and no temporary file) when the transcript is malformed partway', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-seal-'));
    const input = join(dir, 'in.jsonl');
    const lines = Array.from(
      { length: 50000 },
      (_, i) => JSON.stringify({ index: i, tool: 't', args: { i }, response: { ok: true } }) + '\n',
    );
    writeFileSync(input, lines.join('') + '{"index":50000,"tool":1}\n');
    const out = join(dir, 'out.sealed.jsonl');
    const result = await cli(['seal', input, '--output', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/in\.jsonl:50001: /);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir)).toEqual(['in.jsonl']);
  });

  it('writes the same bytes as standard output when the chain spans many buffers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-seal-'));
    const input = join(dir, 'in.jsonl');
    const lines = Array.from(
      { length: 40000 },
      (_, i) =>
        JSON.stringify({
          index: i,
          tool: 't',
          args: { i, pad: 'p'.repeat(i % 300) },
          response: {},
        }) + '\n',
    );
    // one record far larger than a buffer, in the middle
    lines[20000] =
      JSON.stringify({
        index: 20000,
        tool: 't',
        args: { big: 'b'.repeat(5 << 20) },
        response: {},
      }) + '\n';
    writeFileSync(input, lines.join(''));
    const out = join(dir, 'out.sealed.jsonl');
    expect((await cli(['seal', input, '--output', out])).code).toBe(0);
    const piped = await cli(['seal', input]);
    expect(readFileSync(out, 'utf8')).toBe(piped.stdout);
    expect((await cli(['verify', out])).stdout).toMatch(/chain: intact/);
  });

  it('replaces the target only when sealing succeeds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-seal-'));
    const input = join(dir, 'in.jsonl');
    writeFileSync(input, '{"index":0,"tool":"t","args":{},"response":{}}\n');
    const out = join(dir, 'out.sealed.jsonl');
    writeFileSync(out, 'old\n');
    writeFileSync(join(dir, 'bad.jsonl'), '{"index":1}\n');
    expect((await cli(['seal', join(dir, 'bad.jsonl'), '--output', out])).code).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['bad.jsonl', 'in.jsonl', 'out.sealed.jsonl']);
    expect((await cli(['seal', input, '--output', out])).code).toBe(0);
    expect((await cli(['verify', out])).stdout).toMatch(/chain: intact/);
  });
});
