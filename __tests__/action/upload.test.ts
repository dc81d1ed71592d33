import { randomBytes } from 'node:crypto';
import { uploadSarif, type ApiAnswer } from '../../src/action/upload.js';
import { parseInputs, splitList } from '../../src/action/inputs.js';
import { InputError } from '../../src/model/errors.js';

const target = { commitSha: 'b'.repeat(40), ref: 'refs/heads/main' };

describe('uploadSarif', () => {
  it('refuses a log over 10 MB gzipped without sending it', async () => {
    let sent = 0;
    const big = randomBytes(14 * 1024 * 1024).toString('base64'); // ~14 MB once gzipped
    const result = await uploadSarif(big, target, async () => {
      sent++;
      return { status: 202 };
    });
    expect(result.status).toBe('too-large');
    expect(sent).toBe(0);
  });

  it('waits out a rate limit and then uploads', async () => {
    const answers: ApiAnswer[] = [
      { status: 429, headers: { 'retry-after': '0' }, data: { message: 'slow down' } },
      { status: 403, headers: { 'x-ratelimit-remaining': '0' }, data: { message: 'rate limited' } },
      { status: 202, data: { id: 'abc' } },
    ];
    const result = await uploadSarif('{}', target, async () => answers.shift()!, {
      baseDelayMs: 1,
    });
    expect(result).toEqual({ status: 'uploaded', id: 'abc' });
  });

  it('does not retry a client error and never echoes the request', async () => {
    let calls = 0;
    const result = await uploadSarif('{"secret":"x"}', target, async (body) => {
      calls++;
      expect(body.sarif).not.toContain('secret');
      return { status: 422, data: { message: 'invalid SARIF' } };
    });
    expect(calls).toBe(1);
    expect(result).toEqual({ status: 'failed', message: 'HTTP 422: invalid SARIF' });
  });

  it('gives up after the attempts with the last error', async () => {
    const result = await uploadSarif('{}', target, async () => ({ status: 500 }), {
      attempts: 2,
      baseDelayMs: 1,
    });
    expect(result).toEqual({
      status: 'failed',
      message: 'HTTP 500: no message (after 2 attempts)',
    });
  });
});

describe('parseInputs', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

  it('applies the documented defaults', () => {
    expect(parseInputs(read({ catalogs: 'a.json, b/*.json\nc.json' }))).toEqual({
      catalogs: ['a.json', 'b/*.json', 'c.json'],
      mcpConfig: [],
      spawnServers: false,
      serverTimeout: 30,
      traces: [],
      includePermissive: false,
      transcripts: [],
      sealed: [],
      mergeReports: [],
      baseline: [],
      failOn: 'error',
      strict: false,
      threshold: undefined,
      maxCandidates: undefined,
      sarifFile: 'toolwitness.sarif',
      uploadSarif: 'auto',
      category: 'toolwitness',
      annotations: true,
      annotationsMinSeverity: 'warning',
      summary: true,
      token: '',
      workingDirectory: '.',
      settingsFrom: 'head',
      allowEmpty: false,
      evolution: true,
    });
    expect(splitList(' \n, ,x')).toEqual(['x']);
    expect(splitList('t/{a,b}*.json, c.json\nd/{x,y')).toEqual([
      't/{a,b}*.json',
      'c.json',
      'd/{x,y',
    ]);
  });

  it.each([
    ['annotations-min-severity', 'notice'],
    ['settings-from', 'merge'],
    ['include-permissive', 'yes'],
    ['fail-on', 'sometimes'],
    ['strict', 'yes'],
    ['upload-sarif', 'maybe'],
    ['threshold', '2'],
    ['max-candidates', '1.5'],
    ['spawn-servers', 'yes'],
    ['server-timeout', '0'],
  ])('rejects %s=%s with a message naming the input', (name, value) => {
    expect(() => parseInputs(read({ [name]: value }))).toThrow(InputError);
    expect(() => parseInputs(read({ [name]: value }))).toThrow(new RegExp(`input ${name}`));
  });
});
