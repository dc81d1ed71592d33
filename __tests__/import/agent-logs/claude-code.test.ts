import { cli } from '../../cli/helpers.js';
import { ccResult, ccUse, read, writeLog } from './helpers.js';

const use = (id: string, name: string, input: unknown) => ({ id, name, input });

describe('Claude Code session logs', () => {
  it('pairs each tool_use with its tool_result by id, in file order', () => {
    const log = read(
      writeLog([
        { type: 'summary', summary: 's', leafUuid: 'x' },
        ccUse([use('a', 'Read', { file_path: 'x' }), use('b', 'Grep', { pattern: 'p' })]),
        ccResult('b', 'grep out'),
        ccResult('a', 'read out'),
      ]),
    );
    expect(log.format).toBe('claude-code');
    expect(log.calls.map((c) => [c.index, c.tool, c.line, c.pointer])).toEqual([
      [0, 'Read', 2, '/message/content/0'],
      [1, 'Grep', 2, '/message/content/1'],
    ]);
    expect(log.calls[0].result?.content).toEqual([{ type: 'text', text: 'read out' }]);
    expect(log.stats.skipped).toBe(1);
  });

  it('pairs a result written before its call', () => {
    const log = read(writeLog([ccResult('a', 'early'), ccUse([use('a', 'Read', { f: 1 })])]));
    expect(log.calls[0].result?.content).toEqual([{ type: 'text', text: 'early' }]);
    expect(log.stats.orphanResults).toBe(0);
  });

  it('keeps a call without a result and counts it', () => {
    const log = read(writeLog([ccUse([use('a', 'Read', {})]), ccUse([use('b', 'Read', {})])]));
    expect(log.calls).toHaveLength(2);
    expect(log.calls.every((c) => c.result === undefined)).toBe(true);
    expect(log.stats.missingResults).toBe(2);
  });

  it('treats a string result and the same text as one block as the same response', async () => {
    const path = writeLog([
      ccUse([use('a', 'Read', { f: 'x' })]),
      ccResult('a', 'same'),
      ccUse([use('b', 'Glob', { p: '*' })]),
      ccResult('b', 'g'),
      ccUse([use('c', 'Read', { f: 'x' })]),
      ccResult('c', [{ type: 'text', text: 'same' }]),
    ]);
    const r = await cli(['replay', '--format', 'json', path]);
    expect(JSON.parse(r.stdout).findings).toEqual([]);
  });

  it('never compares a call without a result with a recorded response', async () => {
    const path = writeLog([
      ccUse([use('a', 'Read', { f: 'x' })]),
      ccUse([use('b', 'Glob', { p: '*' })]),
      ccResult('b', 'g'),
      ccUse([use('c', 'Read', { f: 'x' })]),
      ccResult('c', 'recorded'),
    ]);
    const r = await cli(['replay', '--format', 'json', path]);
    expect(JSON.parse(r.stdout).findings).toEqual([]);
  });

  it('reports a repeat after a Write as not redundant, and one after a Read as redundant', async () => {
    const read1 = (id: string) => [ccUse([use(id, 'Read', { f: 'x' })]), ccResult(id, 'v')];
    const path = writeLog([
      ...read1('a'),
      ccUse([use('w', 'Write', { f: 'x', content: 'y' })]),
      ccResult('w', 'ok'),
      ...read1('b'),
      ...read1('c'),
    ]);
    const r = await cli(['replay', '--format', 'json', path]);
    const findings = JSON.parse(r.stdout).findings as {
      ruleId: string;
      evidence: { index: number };
    }[];
    expect(findings.map((f) => [f.ruleId, f.evidence.index])).toEqual([['TW302', 3]]);
  });

  it('keeps sidechain calls apart: a subagent call does not repeat a main-chain call', async () => {
    const path = writeLog([
      ccUse([use('a', 'Read', { f: 'x' })]),
      ccResult('a', 'v'),
      ccUse([use('b', 'Read', { f: 'x' })], { isSidechain: true }),
      ccResult('b', 'v', false, { isSidechain: true }),
    ]);
    const log = read(path);
    expect(log.calls[1].sidechain).toBe(true);
    expect(log.stats.sidechainCalls).toBe(1);
    const r = await cli(['replay', '--format', 'json', path]);
    expect(JSON.parse(r.stdout).findings).toEqual([]);
  });

  it('exits 2 naming the file and line of a line that is not JSON', async () => {
    const path = writeLog(`${JSON.stringify(ccUse([use('a', 'Read', {})]))}\n{"type":"user",\n`);
    const r = await cli(['replay', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/log\.jsonl:2: not valid JSON/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an integer beyond 2^53 in tool input with file, line and column', async () => {
    const path = writeLog(
      `${JSON.stringify(ccUse([use('a', 'Read', { n: 1 })])).replace('"n":1', '"n":9007199254740993')}\n`,
    );
    const r = await cli(['replay', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /log\.jsonl:1:\d+: \/message\/content\/0\/input holds an integer beyond 2\^53/,
    );
  });

  it('does not refuse a large integer outside the calls (token counts, ids)', () => {
    const line = ccUse([use('a', 'Read', { n: 1 })], { costMicros: 1 });
    const text = JSON.stringify(line).replace('"costMicros":1', '"costMicros":90071992547409930');
    expect(read(writeLog(`${text}\n`)).calls).toHaveLength(1);
  });

  it('exits 2 for a tool_use without an id', async () => {
    const r = await cli(['replay', writeLog([ccUse([{ name: 'Read', input: {} } as never])])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /log\.jsonl:1:\d+: \/message\/content\/0 needs a non-empty string "id"/,
    );
  });

  it('refuses a session with no tool call', async () => {
    const r = await cli(['replay', writeLog([{ type: 'summary', summary: 's', leafUuid: 'x' }])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/claude-code log with no tool call/);
  });
});
