/**
 * Issue 16 item 7: transcripts refuse duplicate keys. JSON.parse keeps the last value of a
 * repeated key, so `{"tool":"delete_db","tool":"read_file",…}` passed a scope that allows only
 * read_file and `seal` silently dropped the first value. Every reader refuses a repeated key at
 * any depth with `file:line:column`: the strict parser, the byte scanner's path (which leaves
 * such lines to the strict parser), and the CLI (in process and the committed bundle; the
 * parallel path is pinned in __tests__/cli/parallel.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseJson } from '../../src/import/json.js';
import { RecordScanner } from '../../src/transcript/bytes.js';
import { findDuplicateKey } from '../../src/transcript/duplicate-key.js';
import {
  parseTranscriptLine,
  transcriptCalls,
  transcriptRecords,
} from '../../src/transcript/parse.js';
import { cli } from '../cli/helpers.js';

const SMUGGLED = '{"index":0,"tool":"delete_db","tool":"read_file","args":{},"response":{}}';
/** Column of the second `"tool"` in SMUGGLED. */
const SMUGGLED_COLUMN = SMUGGLED.lastIndexOf('"tool"') + 1;

function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return '(accepted)';
}

describe('transcripts refuse duplicate keys (issue 16 item 7)', () => {
  it('the strict parser names the file, line and column of the repeated key', () => {
    expect(message(() => parseTranscriptLine(SMUGGLED, 't.jsonl', 3, 0))).toMatch(
      new RegExp(`^t\\.jsonl:3:${SMUGGLED_COLUMN}: duplicate key "tool"; `),
    );
  });

  it.each([
    ['in args', '{"index":0,"tool":"t","args":{"path":"a","path":"b"},"response":{}}', 'path'],
    ['in response', '{"index":0,"tool":"t","args":{},"response":{"ok":1,"ok":1}}', 'ok'],
    [
      'in an object inside an array',
      '{"index":0,"tool":"t","args":{"q":[1,{"a":{"b":2,"b":3}}]},"response":{}}',
      'b',
    ],
    [
      'spelled with an escape',
      '{"index":0,"tool":"t","args":{"a":1,"\\u0061":2},"response":{}}',
      'a',
    ],
    ['at the top, same value', '{"index":0,"index":0,"tool":"t","args":{},"response":{}}', 'index'],
  ])('a repeated key %s is refused', (_, line, key) => {
    const column = (findDuplicateKey(line)?.offset ?? -2) + 1;
    expect(column).toBeGreaterThan(0);
    const expected = `t:1:${column}: duplicate key "${key}"`;
    expect(message(() => parseTranscriptLine(line, 't', 1, 0))).toContain(expected);
    // the byte path (the scanner does not decide the line; the strict parser words it)
    const bytes = Buffer.from(`\n${line}\n`);
    const calls = () => [...transcriptCalls({ uri: 't', bytes }, 't')];
    expect(message(calls)).toContain(`t:2:${column}: duplicate key "${key}"`);
    expect(message(() => [...transcriptRecords({ uri: 't', bytes }, 't')])).toBe(message(calls));
  });

  it('keys that only look alike are not duplicates', () => {
    for (const line of [
      '{"index":0,"tool":"t","args":{"a":{"a":1},"b":[{"a":2},{"a":3}]},"response":{"a":"a"}}',
      '{"index":0,"tool":"t","args":{"a\\"":1,"a":2,"A":3,"é":4,"e\\u0301":5},"response":{}}',
      '{"index":0,"tool":"t","args":{"x":"\\"y\\":1,\\"y\\":2"},"response":{}}',
    ]) {
      expect(findDuplicateKey(line)).toBeUndefined();
      expect(parseTranscriptLine(line, 't', 1, 0).tool).toBe('t');
    }
  });

  /** Writes a value as JSON; for half the choices, now and then repeating a key (escaped or not). */
  function withDuplicates(value: unknown, choices: number[]): string {
    const repeat = choices[0] % 2 === 0;
    let c = 1;
    const next = (): number => choices[c++ % choices.length];
    const escaped = (key: string): string =>
      `"${[...key].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
    const write = (v: unknown): string => {
      if (Array.isArray(v)) return `[${v.map(write).join(',')}]`;
      if (typeof v !== 'object' || v === null) return JSON.stringify(v);
      const keys = Object.keys(v);
      const members = keys.map(
        (k) => `${JSON.stringify(k)}:${write((v as Record<string, unknown>)[k])}`,
      );
      if (repeat && keys.length > 0 && next() % 3 === 0) {
        const key = keys[next() % keys.length];
        const spelled = next() % 3 === 0 && key.length < 4 ? escaped(key) : JSON.stringify(key);
        members.splice(next() % (members.length + 1), 0, `${spelled}:${next() % 7}`);
      }
      return `{${members.join(',')}}`;
    };
    return write(value);
  }

  it('the byte scanner and the strict parser agree on duplicates (and the located JSON parser places them)', () => {
    // values a recorder writes (no integers beyond 2^53, which the scanner leaves alone anyway)
    const { object } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.string({ maxLength: 3 }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        tie('object'),
      ),
      object: fc.dictionary(fc.string({ maxLength: 2 }), tie('value'), { maxKeys: 4 }),
    }));
    const record = fc.record({
      index: fc.constant(0),
      tool: fc.constantFrom('read_file', 'delete_db', 'é'),
      args: object,
      response: object,
    });
    const scanner = new RecordScanner();
    let duplicates = 0;
    let accepted = 0;
    fc.assert(
      fc.property(record, fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (r, choices) => {
        const text = withDuplicates(r, choices);
        const bytes = Buffer.from(text);
        const scanned = scanner.scan(bytes, 0, bytes.length, 0);
        const strict = message(() => parseTranscriptLine(text, 't', 1, 0));
        const duplicate = findDuplicateKey(text);
        const located = message(() => parseJson(text, 't'));
        if (duplicate === undefined) {
          expect(strict).not.toMatch(/duplicate key/);
          expect(located).not.toMatch(/duplicate key/);
        } else {
          duplicates++;
          // the first repeated key in text order, where the located parser finds it too
          expect(strict).toMatch(new RegExp(`^t:1:${duplicate.offset + 1}: duplicate key `));
          expect(located).toMatch(new RegExp(`^t:1:${duplicate.offset + 1}: duplicate key `));
          expect(scanned).toBe(false);
        }
        if (scanned) {
          accepted++;
          expect(strict).toBe('(accepted)');
        }
      }),
      { numRuns: 1000 },
    );
    // the generator makes both kinds of line often enough for the property to mean something
    expect(duplicates).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('the CLI refuses a transcript with a duplicate key (issue 16 item 7)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-dup-'));
  const transcript = join(dir, 'smuggled.jsonl');
  writeFileSync(
    transcript,
    `{"index":0,"tool":"read_file","args":{"path":"a"},"response":{}}\n${SMUGGLED.replace('"index":0', '"index":1')}\n`,
  );
  const scope = join(dir, 'scope.json');
  writeFileSync(scope, JSON.stringify({ agent: 'reader', allowed_tools: ['read_file'] }));
  const line = new RegExp(
    `^toolwitness: \\S*smuggled\\.jsonl:2:${SMUGGLED_COLUMN}: duplicate key "tool"; [^\\n]*\\n$`,
  );
  const commands = [
    ['scope', transcript, scope],
    ['replay', transcript],
    ['seal', transcript, '--output', join(dir, 'never.sealed.jsonl')],
  ];

  it.each(commands)(
    '%s exits 2 with one line naming file:line:column (in process)',
    async (...args) => {
      const r = await cli(args);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toMatch(line);
      expect(existsSync(join(dir, 'never.sealed.jsonl'))).toBe(false);
    },
  );

  const bundle = existsSync('dist/cli.js') ? it.each(commands) : it.skip.each(commands);
  bundle('%s exits 2 with one line naming file:line:column (dist/cli.js)', (...args) => {
    const r = spawnSync(process.execPath, ['dist/cli.js', ...args], { encoding: 'utf8' });
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(line);
    expect(existsSync(join(dir, 'never.sealed.jsonl'))).toBe(false);
  });
});
