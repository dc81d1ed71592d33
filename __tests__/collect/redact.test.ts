import { redact, REDACTED, secretsOf } from '../../src/collect/redact.js';
import { Tail } from '../../src/collect/tail.js';

describe('redact', () => {
  it('hides the env and header values a server was given, and the credential of a scheme value', () => {
    const secrets = secretsOf([
      { API_TOKEN: 'hunter2-very-secret' },
      { Authorization: 'Bearer abc.def.ghi' },
    ]);
    const text = redact(
      'token=hunter2-very-secret sent abc.def.ghi; header Bearer abc.def.ghi',
      secrets,
    );
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('abc.def.ghi');
    expect(text).toContain(REDACTED);
  });

  it('keeps short values of harmless names visible but hides short values of secret names', () => {
    const secrets = secretsOf([{ DEBUG: '1', MODE: 'prod', PASSWORD: 'pw1' }]);
    expect(redact('mode prod debug 1 pw1', secrets)).toBe(`mode prod debug 1 ${REDACTED}`);
  });

  it('hides token-shaped strings nobody declared', () => {
    const text = redact(
      [
        'gh ghp_0123456789abcdefghijABCDEFGHIJ0123',
        'openai sk-proj-abcdefghijklmnopqrstuvwx',
        'aws AKIAABCDEFGHIJKLMNOP',
        'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlc2ln',
        'Authorization: Bearer opaque-token-value-1234',
        'api_key=abc123xyz password: "letmein"',
        'blob 4f9a8c7e6d5b4a39281706f5e4d3c2b1a0f9e8d7',
      ].join('\n'),
      [],
    );
    for (const leaked of [
      'ghp_0123',
      'sk-proj',
      'AKIAABCD',
      'eyJhbGci',
      'opaque-token',
      'abc123xyz',
      'letmein',
      '4f9a8c7e',
    ]) {
      expect(text).not.toContain(leaked);
    }
    expect(text).toContain('Bearer [redacted]');
    expect(text).toContain('api_key=[redacted]');
  });

  it('takes URL passwords and query values as secrets', () => {
    const secrets = secretsOf([], ['https://user:p%40ssw0rd@example.com/mcp?api_key=q-secret-1']);
    expect(secrets).toEqual(expect.arrayContaining(['p@ssw0rd', 'q-secret-1']));
  });

  it('leaves ordinary log text alone', () => {
    for (const line of [
      'Secure MCP Filesystem Server running on stdio; allowed directories: /tmp/x',
      'search: 401 Unauthorized: invalid API key',
      'Error: token expired',
    ]) {
      expect(redact(line, [])).toBe(line);
    }
  });
});

describe('Tail', () => {
  it('keeps the last lines, redacted, and drops a line the buffer cut in two', () => {
    const tail = new Tail();
    tail.push(`first line with SECRET-VALUE-123\n`);
    for (let i = 0; i < 3000; i++) tail.push(`line ${i} SECRET-VALUE-123\n`);
    const shown = tail.show(['SECRET-VALUE-123']);
    expect(shown).not.toContain('SECRET-VALUE');
    expect(shown).not.toContain('first line');
    expect(shown.split('\n')).toHaveLength(20);
    expect(shown.split('\n').pop()).toBe(`line 2999 ${REDACTED}`);
  });

  it('decodes UTF-8 split across chunks', () => {
    const tail = new Tail();
    const bytes = Buffer.from('naïve ✓\n');
    tail.push(bytes.subarray(0, 3));
    tail.push(bytes.subarray(3));
    expect(tail.show([])).toBe('naïve ✓');
  });
});
