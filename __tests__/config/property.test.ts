import fc from 'fast-check';
import { parse as fromToml, stringify as toToml } from 'smol-toml';
import { lintClientConfig, parseClientConfig } from '../../src/config/index.js';
import type { ServerSpec } from '../../src/config/index.js';
import { InputError } from '../../src/model/errors.js';
import { LineIndex } from '../../src/config/document.js';

const key = fc
  .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
  .filter((k) => k.trim() !== '' && k !== '__proto__');
const value = fc.string({ maxLength: 16, unit: 'grapheme' });
const stringMap = fc.dictionary(key, value, { maxKeys: 3 });

const stdio = fc.record({
  transport: fc.constant('stdio' as const),
  command: value.filter((c) => c.trim() !== ''),
  args: fc.array(value, { maxLength: 4 }),
  env: stringMap,
});
const remote = fc.record({
  transport: fc.constantFrom('http' as const, 'sse' as const),
  url: fc.webUrl({ validSchemes: ['http', 'https'] }),
  headers: stringMap,
});
const servers = fc.dictionary(key, fc.oneof(stdio, remote), { minKeys: 1, maxKeys: 5 });

/** A server map as a client file writes it: `type` only where needed. */
function fileEntry(spec: ServerSpec): Record<string, unknown> {
  return spec.transport === 'stdio'
    ? { command: spec.command, args: spec.args, env: spec.env }
    : { type: spec.transport, url: spec.url, headers: spec.headers };
}

/** JSON with a comment after every member and a trailing comma everywhere (VS Code accepts both). */
function toJsonc(v: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    return `[ /* list */\n${v.map((x) => `${inner}${toJsonc(x, inner)}, // item\n`).join('')}${indent}]`;
  }
  if (v !== null && typeof v === 'object') {
    const body = Object.entries(v)
      .map(([k, x]) => `${inner}${JSON.stringify(k)}: ${toJsonc(x, inner)}, // member\n`)
      .join('');
    return `{ /* object */\n${body}${indent}}`;
  }
  return JSON.stringify(v);
}

function charAt(text: string, line: number, column: number): string {
  const lines = text.split(/\r\n|\r|\n/);
  return lines[line - 1][column - 1];
}

describe('parsers round-trip generated server maps', () => {
  test('strict JSON (.mcp.json)', () => {
    fc.assert(
      fc.property(servers, (map) => {
        const doc = {
          mcpServers: Object.fromEntries(Object.entries(map).map(([k, s]) => [k, fileEntry(s)])),
        };
        const text = JSON.stringify(doc, null, 2);
        const config = parseClientConfig('.mcp.json', text);
        expect(config.problems).toEqual([]);
        expect(Object.fromEntries(config.servers.map((s) => [s.name, s.spec]))).toEqual(map);
        for (const s of config.servers)
          expect(charAt(text, s.location.line, s.location.column)).toBe('{');
      }),
      { numRuns: 150 },
    );
  });

  test('JSONC with comments and trailing commas (.vscode/mcp.json)', () => {
    fc.assert(
      fc.property(servers, (map) => {
        const doc = {
          servers: Object.fromEntries(Object.entries(map).map(([k, s]) => [k, fileEntry(s)])),
        };
        const text = toJsonc(doc);
        const config = parseClientConfig('.vscode/mcp.json', text);
        expect(config.problems).toEqual([]);
        expect(Object.fromEntries(config.servers.map((s) => [s.name, s.spec]))).toEqual(map);
        for (const s of config.servers) {
          expect(charAt(text, s.location.line, s.location.column)).toBe('{');
          if (s.spec.transport === 'stdio') {
            s.spec.args.forEach((arg, i) => {
              const at = s.fieldLocations?.[`/args/${i}`];
              expect(at).toBeDefined();
              const line = text.split('\n')[(at?.line ?? 0) - 1];
              expect(line.slice((at?.column ?? 0) - 1).startsWith(JSON.stringify(arg))).toBe(true);
            });
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  test('TOML (Codex config.toml)', () => {
    const codex = fc.dictionary(
      key,
      fc.oneof(
        stdio,
        remote.map((r) => ({ ...r, transport: 'http' as const })),
      ),
      {
        minKeys: 1,
        maxKeys: 5,
      },
    );
    fc.assert(
      fc.property(codex, (map) => {
        const tables = Object.fromEntries(
          Object.entries(map).map(([k, s]) => [
            k,
            s.transport === 'stdio'
              ? { command: s.command, args: s.args, env: s.env }
              : { url: s.url, http_headers: s.headers },
          ]),
        );
        const text = toToml({ model: 'o3', mcp_servers: tables });
        const config = parseClientConfig('config.toml', text);
        expect(config.problems).toEqual([]);
        expect(Object.fromEntries(config.servers.map((s) => [s.name, s.spec]))).toEqual(map);
        // each server is located at the first character of its own [mcp_servers.NAME] header
        const lines = text.split('\n');
        for (const s of config.servers) {
          const line = lines[s.location.line - 1];
          expect(s.location.column).toBe(1);
          const header = fromToml(line) as { mcp_servers: Record<string, unknown> };
          expect(Object.keys(header.mcp_servers)).toEqual([s.name]);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('hostile input never throws anything but InputError', () => {
  const tryParse = (uri: string, text: string): void => {
    try {
      const config = parseClientConfig(uri, text);
      lintClientConfig(config);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      expect(error.message).not.toContain('\n');
    }
  };

  test('random text for every format', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200, unit: 'binary' }),
        fc.constantFrom('.mcp.json', '.vscode/mcp.json', 'config.toml', 'x.json'),
        (text, uri) => {
          tryParse(uri, text);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('valid configs with random edits', () => {
    const base = [
      '{"mcpServers": {"a": {"command": "npx", "args": ["-y", "p"], "env": {"K": "v"}}, "b": {"type": "http", "url": "https://x.example"}}}',
      '[mcp_servers.a]\ncommand = "npx"\nargs = ["-y", "p"]\n[mcp_servers.a.env]\nK = "v"\n[mcp_servers.b]\nurl = "https://x.example"\n',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1),
        fc.array(
          fc.tuple(fc.nat(), fc.string({ maxLength: 3, unit: 'binary' }), fc.nat({ max: 3 })),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(
          '.mcp.json',
          '.vscode/mcp.json',
          'config.toml',
          'claude_desktop_config.json',
        ),
        (which, edits, uri) => {
          let text = base[which];
          for (const [at, insert, remove] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + remove);
          }
          tryParse(uri, text);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('LineIndex', () => {
  test('agrees with a naive count on LF, CRLF and CR', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '\n', '\r\n', '\r', 'é', '😀'), { maxLength: 40 }),
        (parts) => {
          const text = parts.join('');
          const index = new LineIndex(text);
          for (let offset = 0; offset <= text.length; offset++) {
            const before = text.slice(0, offset);
            // a CR directly before the offset whose LF follows belongs to the same break
            const lines = before.split(/\r\n|\r|\n/);
            const expected = { line: lines.length, column: lines[lines.length - 1].length + 1 };
            if (before.endsWith('\r') && text[offset] === '\n') continue;
            expect(index.position(offset)).toEqual(expected);
          }
        },
      ),
    );
  });
});
