import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { join } from 'node:path';
import { redact } from '../../src/collect/redact.js';
import type { Report } from '../../src/model/finding.js';
import { BIN, cleanup, mcpConfig, NODE, script, tempDir } from '../collect/helpers.js';
import { runLib } from './helpers.js';

// Issue 16, items 4 and 12: secrets never reach a stderr tail (every value the config lint
// classifies as secret, URL credentials anywhere), the tail keeps the last ~10 lines, and a
// server that prints banner lines on stdout before speaking MCP is collected.

const SECRETS = {
  apiKey: 'VALUE-api-1234',
  secret: 'hunter2-secret',
  clientSecret: 'cs-98765-abc',
  password: 'pw-Correct-Horse',
  urlPassword: 'urlPASS99',
};

/** Echoes its argv (and 15 more lines) to stderr, then crashes like a Node process does. */
const ECHO_ARGV =
  'for (let i = 0; i < 15; i++) process.stderr.write(`line ${i}\\n`);\n' +
  'process.stderr.write(`argv: ${process.argv.slice(2).join(" ")}\\n`);\n' +
  'process.stderr.write(`config: ${process.argv.slice(2).join("=")}\\n}\\n\\nNode.js v20.20.2\\n`);\n' +
  'process.exit(1);\n';

let dir: string;
beforeAll(() => {
  dir = tempDir('tw-i16-collect-');
});
afterAll(() => cleanup(dir));

describe('issue 16: stderr tails hide what the config lint calls a secret', () => {
  it('redacts flag values, URL passwords and keeps the last 10 lines, in every format', async () => {
    mcpConfig(dir, {
      echo: {
        command: NODE,
        args: [
          script(dir, 'echo.js', ECHO_ARGV),
          '--api-key',
          SECRETS.apiKey,
          '--secret',
          SECRETS.secret,
          `--client-secret=${SECRETS.clientSecret}`,
          '--password',
          SECRETS.password,
          `https://user:${SECRETS.urlPassword}@db.example.com/x`,
        ],
      },
    });
    for (const format of ['json', 'sarif', 'human']) {
      const out = await runLib(
        ['scan', '--config', '.mcp.json', '-f', format, '--fail-on', 'never'],
        dir,
      );
      for (const value of Object.values(SECRETS)) {
        expect(out.stdout).not.toContain(value);
        expect(out.stderr).not.toContain(value);
      }
      if (format !== 'json') continue;
      const report = JSON.parse(out.stdout) as Report;
      expect(report.findings.map((f) => f.ruleId)).toEqual(
        expect.arrayContaining(['TW501', 'TW523']),
      );
      const tw501 = report.findings.find((f) => f.ruleId === 'TW501')!;
      const tail = (tw501.evidence as { stderrTail: string }).stderrTail.split('\n');
      expect(tail.length).toBeGreaterThanOrEqual(10);
      expect(tail.join('\n')).toContain('argv: --api-key [redacted]');
      // the message quotes a telling line, not the `Node.js v20` footer or a lone bracket
      expect(tw501.message).toMatch(/stderr: "config: /);
    }
  }, 60_000);
});

describe('issue 16: URL credentials are redacted wherever they appear', () => {
  it.each([
    [
      'connect to postgres://admin:s3cr3t@db:5432/x failed',
      'postgres://admin:[redacted]@db:5432/x',
    ],
    ['GET https://u:p%40ss@host/path -> 401', 'https://u:[redacted]@host/path'],
  ])('%s', (text, shown) => {
    const out = redact(text, []);
    expect(out).toContain(shown);
  });
});

describe('issue 16: servers that print banners on stdout are collected', () => {
  it('skips non-JSON stdout lines before and during MCP, with a note, and lists the tools', async () => {
    const server = script(
      dir,
      'banner.mjs',
      'process.stdout.write("Starting Time MCP server...\\n[dotenv@17.2.3] injecting env (0) from .env\\n");\n' +
        `await import(${JSON.stringify(BIN.memory)});\n`,
    );
    mcpConfig(dir, {
      time: { command: NODE, args: [server], env: { MEMORY_FILE_PATH: join(dir, 'm.jsonl') } },
    });
    const out = await runLib(
      ['scan', '--config', '.mcp.json', '-f', 'json', '--fail-on', 'never'],
      dir,
    );
    const report = JSON.parse(out.stdout) as Report;
    expect(report.findings.filter((f) => f.ruleId === 'TW501')).toEqual([]);
    const rows = report.stats.servers as {
      name: string;
      status: string;
      tools: number;
      skippedStdoutLines?: number;
    }[];
    expect(rows).toEqual([
      expect.objectContaining({ name: 'time', status: 'collected', skippedStdoutLines: 2 }),
    ]);
    expect(rows[0].tools).toBeGreaterThan(0);
  }, 60_000);
});
