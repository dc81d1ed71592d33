import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/program.js';
import { emitChunks } from '../../src/cli/shared.js';
import type { ProcessIo } from '../../src/io/process-io.js';
import { InputError } from '../../src/model/errors.js';
import { parseReport } from '../../src/report/adopt.js';
import { renderJson, renderSarif } from '../../src/report/index.js';
import { cli } from './helpers.js';

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'tw-output-'));
}

/** A transcript of `calls` calls to a tool the scope does not allow, and that scope. */
function outOfScope(dir: string, calls: number): { file: string; scope: string } {
  const file = join(dir, 'session.jsonl');
  const lines: string[] = [];
  for (let i = 0; i < calls; i++) {
    lines.push(JSON.stringify({ index: i, tool: 'run_command', args: { n: i }, response: {} }));
  }
  writeFileSync(file, lines.join('\n') + '\n');
  const scope = join(dir, 'scope.json');
  writeFileSync(scope, JSON.stringify({ agent: 'reader ⟨😀⟩', allowed_tools: ['read_file'] }));
  return { file, scope };
}

/** Runs the CLI in-process, keeping every chunk standard output got. */
async function chunkedCli(
  args: string[],
  cwd: string,
): Promise<{ code: number; chunks: string[] }> {
  const chunks: string[] = [];
  const code = await run(args, {
    cwd,
    stdout: (t) => chunks.push(t),
    stderr: () => undefined,
    readStdin: () => new Uint8Array(),
    colorDefault: false,
  });
  return { code, chunks };
}

describe('report output', () => {
  const dir = tmp();
  const { file, scope } = outOfScope(dir, 3000);

  it.each(['json', 'sarif'] as const)(
    'streams a large %s report to standard output in chunks, byte for byte the report',
    async (format) => {
      const { code, chunks } = await chunkedCli(['scope', '--format', format, file, scope], dir);
      expect(code).toBe(1);
      expect(chunks.length).toBeGreaterThan(3);
      const text = chunks.join('');
      // the same bytes as the one-string renderer of the same report
      const report = parseReport(
        JSON.parse(
          format === 'json'
            ? text
            : (await cli(['scope', '--format', 'json', file, scope], { cwd: dir })).stdout,
        ),
        'report',
      );
      expect(report.findings).toHaveLength(3000);
      expect(text).toBe(format === 'json' ? renderJson(report) : renderSarif(report));
    },
  );

  it.each(['human', 'json', 'sarif'] as const)(
    'writes the same %s bytes to --output as to standard output',
    async (format) => {
      const out = join(dir, `report.${format}`);
      writeFileSync(out, 'old content that is longer than nothing'.repeat(10_000));
      const written = await cli(['scope', '--format', format, '-o', out, file, scope], {
        cwd: dir,
      });
      const printed = await cli(['scope', '--format', format, file, scope], { cwd: dir });
      expect(written).toMatchObject({ code: 1, stdout: '', stderr: '' });
      expect(readFileSync(out, 'utf8')).toBe(printed.stdout);
    },
  );

  it('resolves --output against the working directory', async () => {
    const r = await cli(['scope', '--format', 'json', '-o', 'rel.json', file, scope], { cwd: dir });
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'rel.json'), 'utf8')).command).toBe('scope');
  });

  it.each([
    [
      'a directory',
      (d: string) => {
        mkdirSync(join(d, 'adir'));
        return 'adir';
      },
      'EISDIR',
    ],
    ['a missing directory', () => 'missing/report.json', 'ENOENT'],
  ])('fails in one line with exit 2 when --output is %s', async (_what, target, code) => {
    const d = tmp();
    const path = target(d);
    const r = await cli(['scope', '--format', 'json', '-o', path, file, scope], { cwd: d });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`toolwitness: ${path}: cannot write the report: ${code}\n`);
  });

  const full = existsSync('/dev/full') ? it : it.skip;
  full('fails in one line with exit 2 when the disk is full', async () => {
    const r = await cli(['scope', '--format', 'sarif', '-o', '/dev/full', file, scope], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolwitness: /dev/full: cannot write the report: ENOSPC\n');
  });
});

describe('emitChunks', () => {
  const io = (cwd: string, out: string[] = []): ProcessIo => ({
    cwd,
    stdout: (t) => out.push(t),
    stderr: () => undefined,
    readStdin: () => new Uint8Array(),
    colorDefault: false,
  });

  it('passes chunks to standard output unchanged', () => {
    const out: string[] = [];
    emitChunks(io(tmp(), out), {}, (sink) => ['a', 'é😀', 'c'].forEach(sink));
    expect(out).toEqual(['a', 'é😀', 'c']);
  });

  it('prefers the chunk writer for standard output when the front end has one', () => {
    const out: string[] = [];
    const chunked: string[] = [];
    emitChunks({ ...io(tmp(), out), stdoutChunk: (t) => chunked.push(t) }, {}, (sink) =>
      ['a', 'b'].forEach(sink),
    );
    expect({ out, chunked }).toEqual({ out: [], chunked: ['a', 'b'] });
  });

  it('writes chunks to the file in order, replacing what it held', () => {
    const d = tmp();
    writeFileSync(join(d, 'r.json'), 'x'.repeat(1000));
    emitChunks(io(d), { output: 'r.json' }, (sink) => ['{', '"k": "é😀"', '}\n'].forEach(sink));
    expect(readFileSync(join(d, 'r.json'), 'utf8')).toBe('{"k": "é😀"}\n');
  });

  it('creates (or empties) the file even when nothing is written', () => {
    const d = tmp();
    writeFileSync(join(d, 'r.json'), 'old');
    emitChunks(io(d), { output: 'r.json' }, () => undefined);
    emitChunks(io(d), { output: 'new.json' }, () => undefined);
    expect(readFileSync(join(d, 'r.json'), 'utf8')).toBe('');
    expect(readFileSync(join(d, 'new.json'), 'utf8')).toBe('');
  });

  it('does not touch the file when rendering fails before the first chunk', () => {
    const d = tmp();
    writeFileSync(join(d, 'r.json'), 'old');
    expect(() =>
      emitChunks(io(d), { output: 'r.json' }, () => {
        throw new Error('bug');
      }),
    ).toThrow('bug');
    expect(readFileSync(join(d, 'r.json'), 'utf8')).toBe('old');
  });

  it('passes on a failure after some chunks, with what was written so far', () => {
    const d = tmp();
    expect(() =>
      emitChunks(io(d), { output: 'r.json' }, (sink) => {
        sink('part');
        throw new Error('bug');
      }),
    ).toThrow('bug');
    expect(readFileSync(join(d, 'r.json'), 'utf8')).toBe('part');
  });

  it('reports an unwritable file as an InputError naming it', () => {
    const d = tmp();
    expect(() => emitChunks(io(d), { output: 'no/such/dir.json' }, (sink) => sink('x'))).toThrow(
      new InputError('no/such/dir.json: cannot write the report: ENOENT'),
    );
  });
});
