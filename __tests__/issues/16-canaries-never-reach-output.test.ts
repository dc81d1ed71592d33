import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { haveBundle, runBundle, runLib } from './helpers.js';

// Issue 16, item 8: an error names the position and the kind of token, never the text of a
// value. Every command reads malformed files that carry canaries (a secret-shaped token, an ID
// number) in value positions and in key positions; no canary may reach stdout or stderr.

/** A Stripe-shaped secret (the config lint knows the shape) and an ID number. */
const SECRET = 'sk_live_CANARY4eC39HqLyjWDarjT1z';
const ID = '4815-16-2342';
const CANARIES = [SECRET, ID, 'CANARY', '16-2342'];

const TRANSCRIPT_HEAD = '{"index":0,"tool":"t","args":{},"response":{}}\n';

/** Malformed (or wrongly shaped) inputs, each with a canary where a value or a key belongs. */
const MALFORMED: Record<string, string> = {
  'unquoted value': `{\n  "a": 1,\n  "b": ${SECRET}\n}`,
  'ID number as a bare token': `{\n  "a": 1,\n  "b": ${ID}\n}`,
  'truncated string': `{"tools": [{"name": "${SECRET}`,
  'control character in a string': `{"a": "${SECRET}\u0001x"}`,
  'trailing token': `{"a": 1} ${SECRET}`,
  'single quotes': `{'a': '${SECRET}'}`,
  'invalid escape': `{"a": "${SECRET}\\q"}`,
  'unquoted key': `{${SECRET}: 1}`,
  'secret as a repeated key': `{"${SECRET}": 1, "${SECRET}": 2}`,
  'repeated key with secret values': `{"a": "${SECRET}", "a": "${SECRET}"}`,
  'wrong type': `{"tools": "${SECRET}"}`,
  'string document': `"${SECRET}"`,
  'transcript bare value': `${TRANSCRIPT_HEAD}{"index":1,"tool":"t","args":{"k":${SECRET}},"response":{}}\n`,
  'transcript ID number': `${TRANSCRIPT_HEAD}{"index":1,"tool":"t","args":{"k":${ID}},"response":{}}\n`,
  'transcript string index': `{"index":"${SECRET}","tool":"t","args":{},"response":{}}\n`,
  'transcript object tool': `{"index":0,"tool":{"x":"${SECRET}"},"args":"${SECRET}","response":{}}\n`,
  'transcript secret key repeated': `{"index":0,"tool":"t","args":{"${SECRET}":1,"${SECRET}":2},"response":{}}\n`,
  'transcript secret extra field': `{"index":0,"tool":"t","args":{},"response":{},"${SECRET}":1}\n`,
  'TOML bare value': `[mcp_servers.x]\ncommand = ${SECRET}\n`,
  'TOML bare array item': `[mcp_servers.x]\ncommand = "node"\nargs = ["--api-key", ${SECRET}]\n`,
  'config bare env value': `{"mcpServers": {"x": {"command": "node", "env": {"API_KEY": ${SECRET}}}}}`,
  'config transport type': `{"mcpServers": {"x": {"type": "${SECRET}", "url": "https://h/"}}}`,
  'report of an unknown command': `{"schemaVersion":1,"command":"${SECRET}","tool":{"name":"toolwitness","version":"0.1.0"},"summary":{"errors":0,"warnings":0,"notes":0},"findings":[],"stats":{}}`,
  'report with wrong types': `{"schemaVersion":1,"command":"scan","tool":{"name":"toolwitness","version":"${SECRET}"},"summary":{"errors":"${SECRET}"},"findings":[{"ruleId":"${SECRET}"}],"stats":{}}`,
  'settings with a secret rule': `{"rules": {"${SECRET}": "off"}, "severity": "${SECRET}"}`,
  'scope with wrong types': `{"agent": 7, "allowed_tools": ["${SECRET}"], "arguments": {"${SECRET}": {"type": "${SECRET}"}}}`,
  'scope policy pattern': `{"agent": "a", "allowed_tools": ["x"], "arguments": {"x": {"pattern": "${SECRET}(["}}}`,
  'scope policy $ref': `{"agent": "a", "allowed_tools": ["x"], "arguments": {"x": {"$ref": "#/${SECRET}"}}}`,
  'expectation bare value': `{"expectations": [{"tool": "${SECRET}", "args": ${SECRET}}]}`,
  'expectation policy $ref': `{"expectations": [{"tool": "x", "policy": {"$ref": "#/${SECRET}"}}]}`,
  'expectation ID number': `{"tool": "x", "arguments": {}}\n{"tool": "x", "arguments": {"a": ${ID}}}\n`,
  'PEM with a secret body': `-----BEGIN PRIVATE KEY-----\n${SECRET}\n-----END PRIVATE KEY-----\n`,
  'deep nesting': '['.repeat(5000) + SECRET,
};

let dir: string;
const examples = resolve('examples');
const good = {
  catalog: join(examples, 'mcp-memory.json'),
  schema: join(examples, 'schemas/read.json'),
  trace: join(examples, 'traces/openai-responses.json'),
  traceCatalog: join(examples, 'traces/catalog-mcp.json'),
  transcript: join(examples, 'transcripts/session-clean.jsonl'),
  scope: join(examples, 'transcripts/scope.json'),
};
const SCAN_REPORT =
  '{"schemaVersion":1,"command":"scan","tool":{"name":"toolwitness","version":"0.1.0"},"summary":{"errors":0,"warnings":0,"notes":0},"findings":[],"stats":{}}';

/** Every command, with the malformed file in each place it reads one. */
function slots(file: string): string[][] {
  const out = (name: string) => join(dir, name);
  return [
    ['scan', file],
    ['scan', '-f', 'sarif', file],
    ['scan', good.catalog, '--settings', file],
    ['scan', good.catalog, '--baseline', file],
    ['scan', '--no-spawn', '--config', file],
    ['scan', '--no-spawn', '--config', file, '-f', 'json'],
    ['scan', good.catalog, '--snapshot', file],
    ['prove', file, good.schema],
    ['replay', file],
    ['replay', '--catalog', good.traceCatalog, file],
    ['replay', '--catalog', file, good.trace],
    ['contract', '--catalog', good.traceCatalog, file],
    ['contract', '--catalog', file, good.trace],
    ['contract', '--catalog', good.traceCatalog, '--expect', file, good.trace],
    ['scope', file, good.scope],
    ['scope', good.transcript, file],
    ['seal', file],
    ['seal', good.transcript, '--sign', file, '--signature', out('o.sig'), '-o', out('o.jsonl')],
    ['verify', file],
    ['verify', file, '--public-key', file, '--signature', file],
    ['verify', good.transcript, '--head', file],
    ['merge', file],
    ['merge', out('scan-report.json'), file],
    ['diff', file, good.catalog],
    ['diff', good.catalog, file, '-f', 'json'],
    ['collect', '--config', file, '--timeout', '1'],
    ['collect', '--config', out('none.mcp.json'), '--check', file],
  ];
}

function leaked(text: string): string | undefined {
  return CANARIES.find((c) => text.includes(c));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tw-i16-canary-'));
  writeFileSync(join(dir, 'scan-report.json'), SCAN_REPORT);
  writeFileSync(join(dir, 'none.mcp.json'), '{"mcpServers":{}}');
  Object.values(MALFORMED).forEach((text, i) => writeFileSync(join(dir, `bad-${i}.json`), text));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('issue 16: no canary from a malformed input reaches any output', () => {
  it.each(Object.keys(MALFORMED).map((name, i) => [name, i] as const))(
    '%s: every command reports it without the canary',
    async (_, i) => {
      const file = join(dir, `bad-${i}.json`);
      for (const args of slots(file)) {
        const out = await runLib(args, dir);
        const shown = leaked(out.stdout + out.stderr);
        expect({ args, shown }).toEqual({ args, shown: undefined });
        expect([0, 1, 2]).toContain(out.code);
        if (out.code === 2) expect(out.stderr).toMatch(/^toolwitness: [^\n]+\n$/);
      }
    },
    120_000,
  );

  it('discover lists a malformed project config without the canary', async () => {
    for (const [i, text] of Object.values(MALFORMED).entries()) {
      const project = join(dir, `project-${i}`);
      mkdirSync(project, { recursive: true });
      writeFileSync(join(project, '.mcp.json'), text);
      for (const format of ['human', 'json']) {
        const out = await runLib(['discover', '--no-user', '-f', format], project);
        expect({ i, shown: leaked(out.stdout + out.stderr) }).toEqual({ i, shown: undefined });
      }
    }
  });

  (haveBundle ? it : it.skip)('the bundle keeps the canaries out as the library does', () => {
    const names = ['unquoted value', 'transcript ID number', 'report of an unknown command'];
    for (const name of names) {
      const file = join(dir, `bad-${Object.keys(MALFORMED).indexOf(name)}.json`);
      for (const args of [
        ['scan', file],
        ['replay', file],
        ['merge', join(dir, 'scan-report.json'), file],
      ]) {
        const out = runBundle(args, dir);
        expect({ args, shown: leaked(out.stdout + out.stderr) }).toEqual({
          args,
          shown: undefined,
        });
        expect(out.code).toBe(2);
      }
    }
  });
});
