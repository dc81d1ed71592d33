import { readFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { importCatalogs } from '../../src/analyze/scan.js';
import {
  countTokens,
  loadTokenizer,
  MAX_PIECE,
  tokenBudget,
  toolTokenCounts,
  toolTokenText,
} from '../../src/lint/index.js';
import type { Tool } from '../../src/model/tool.js';
import { tool } from './helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

describe('countTokens (o200k_base)', () => {
  it('matches the reference tokenizer on known strings', () => {
    const reference = new Tiktoken(o200kBase);
    // tiktoken: o200k_base.encode("hello world") == [24912, 2375]
    expect(reference.encode('hello world')).toEqual([24912, 2375]);
    expect(countTokens('hello world')).toBe(2);
    for (const text of [
      '',
      'Read the complete contents of a file as text.',
      '{"name":"read_file","description":"Reads","input_schema":{"type":"object"}}',
      '读取指定路径的文本文件内容并返回',
      'Émoji 👍🏽 and ümlauts, tabs\tand\nnewlines   spaced',
      'x'.repeat(MAX_PIECE),
    ]) {
      expect(countTokens(text)).toBe(reference.encode(text).length);
    }
  });

  it('counts long natural text exactly', () => {
    const reference = new Tiktoken(o200kBase);
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(200);
    expect(countTokens(text)).toBe(reference.encode(text).length);
  });

  it('counts special-token text as plain text instead of throwing', () => {
    expect(countTokens('<|endoftext|>')).toBe(7);
    expect(countTokens('a <|im_start|> b')).toBeGreaterThan(3);
  });

  it('estimates pathological pieces at 4 bytes per token, in bounded time', () => {
    const started = Date.now();
    const n = countTokens('a'.repeat(1_000_000));
    expect(n).toBe(250_000);
    expect(countTokens(`hello ${'b'.repeat(1000)} world`)).toBe(1 + Math.ceil(1001 / 4) + 1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('tokenBudget', () => {
  it('counts the JCS text of {name, description, input_schema} per tool, per server and in total', () => {
    const a = tool({ name: 'a', server: 's1' });
    const b = tool({ name: 'b', server: 's2', description: '' });
    const c = tool({ name: 'c', server: 's1' });
    // RFC 8785 as the reference implementation writes it; an empty description is left out
    expect(toolTokenText(b)).toBe(canonicalize({ input_schema: b.inputSchema, name: 'b' }));
    expect(toolTokenText(a)).toBe(
      canonicalize({ name: 'a', description: a.description, input_schema: a.inputSchema }),
    );
    const stats = tokenBudget([c, b, a]);
    const n = (t: typeof a) => countTokens(toolTokenText(t));
    expect(stats).toEqual({
      encoding: 'o200k_base',
      basis: 'JCS (RFC 8785) of {name, description, input_schema}',
      estimate: true,
      total: n(a) + n(b) + n(c),
      byServer: { s1: n(a) + n(c), s2: n(b) },
      byTool: [
        { server: 's1', tool: 'a', tokens: n(a) },
        { server: 's1', tool: 'c', tokens: n(c) },
        { server: 's2', tool: 'b', tokens: n(b) },
      ],
    });
    expect(tokenBudget([a, b, c])).toEqual(stats);
  });

  it('keeps a server named __proto__ as data', () => {
    const stats = tokenBudget([tool({ server: '__proto__' })]);
    expect(Object.keys(stats.byServer)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(stats.byServer)).toBe(Object.prototype);
  });
});

/** `value` with the keys of every object in reverse order (arrays keep theirs). */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) {
    Object.defineProperty(out, key, {
      value: reversedKeys((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

describe('token estimate and key order (issue 16)', () => {
  it('token estimate is the same for any key order inside a tool', () => {
    // notion's real tools: deep schemas whose key order moved the as-sent count
    const { tools } = importCatalogs([
      { uri: 'examples/real/notion.json', content: readFileSync('examples/real/notion.json') },
    ]);
    const reordered = tools.map((t) => ({ ...t, inputSchema: reversedKeys(t.inputSchema) }));
    expect(toolTokenCounts(reordered)).toEqual(toolTokenCounts(tools));
    expect(tokenBudget(reordered)).toEqual(tokenBudget(tools));
    // the definitions as sent do differ in count, so the property above is not vacuous
    const asSent = (t: Tool) =>
      countTokens(
        JSON.stringify({ name: t.name, description: t.description, input_schema: t.inputSchema }),
      );
    const sum = (ts: Tool[]) => ts.reduce((n, t) => n + asSent(t), 0);
    expect(sum(reordered)).not.toBe(sum(tools));
  });

  it('gives every key permutation of a generated schema the same text and count', () => {
    // a permutation of each object's keys, drawn per object from the generated seeds
    const shuffled = (value: unknown, seeds: number[], at = { i: 0 }): unknown => {
      if (Array.isArray(value)) return value.map((v) => shuffled(v, seeds, at));
      if (value === null || typeof value !== 'object') return value;
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i > 0; i--) {
        const j = (seeds[at.i++ % seeds.length] ?? 0) % (i + 1);
        [keys[i], keys[j]] = [keys[j], keys[i]];
      }
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        Object.defineProperty(out, key, {
          value: shuffled((value as Record<string, unknown>)[key], seeds, at),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    };
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 32 }),
        fc.string({ maxLength: 40 }),
        (inputSchema, seeds, description) => {
          // spread: the helper would replace a null schema with its default
          const a = { ...tool({ name: 'x', description }), inputSchema };
          const b = { ...a, inputSchema: shuffled(inputSchema, seeds) };
          expect(toolTokenText(b)).toBe(toolTokenText(a));
          expect(toolTokenCounts([b])).toEqual(toolTokenCounts([a]));
        },
      ),
      { numRuns: 200 },
    );
  });
});
