import fc from 'fast-check';
import type { Finding, FindingLocation, Report } from '../../../src/model/index.js';
import {
  RULES,
  buildReport,
  render,
  renderJson,
  renderSarif,
  renderTo,
  stringifyJsonSafe,
  writeJson,
  writeSarif,
  type RenderOptions,
  type SarifRenderOptions,
} from '../../../src/report/index.js';
import { writeJsonDocument, LazyArray, StreamedObject } from '../../../src/report/render/stream.js';
import { cleanReport, twoFindingReport } from '../fixtures.js';

/** What a sink got, chunk by chunk. */
function chunksOf(write: (sink: (chunk: string) => void) => void): string[] {
  const chunks: string[] = [];
  write((chunk) => chunks.push(chunk));
  return chunks;
}

/**
 * The streamed text equals the one-string rendering, and so do its UTF-8 bytes when every chunk
 * is encoded on its own (no chunk ends inside a surrogate pair).
 */
function expectSameText(chunks: string[], expected: string): void {
  expect(chunks.join('')).toBe(expected);
  const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c, 'utf8')));
  expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  expect(chunks.every((c) => c.length > 0)).toBe(true);
}

// Text that stresses escaping: astral characters, lone surrogates, bidi and zero-width controls,
// C0/C1 controls, quotes and backslashes, line separators, and keys that are prototype names.
const TRICKY = [
  'a',
  'é',
  '😀',
  '\uD83D',
  '\uDE00',
  '\u202E',
  '\u200B',
  '\u2028',
  '\u0085',
  '\u00AD',
  '\uFEFF',
  '\u0000',
  '\u001B',
  '\u007F',
  '"',
  '\\',
  '\n',
  '\t',
  '[',
  ']',
  ' ',
  '/',
  '~',
  '%',
  '#',
];
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 12 }),
);
const key = fc.oneof(
  text,
  fc.constantFrom('__proto__', 'constructor', 'toJSON', 'hasOwnProperty', '0', '10', '-1', ''),
);

/** Evidence-like JSON, with values JSON.stringify drops (undefined) or rewrites (NaN, -0). */
const { value: jsonish } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -0, 1e21, Number.MAX_SAFE_INTEGER, true, false, null, undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4, noNullPrototype: false }),
  ),
}));
const evidence = fc.dictionary(key, jsonish, { maxKeys: 5 });

const location: fc.Arbitrary<FindingLocation> = fc.record(
  {
    uri: text,
    pointer: fc.oneof(
      fc.constant(''),
      text.map((t) => `/tools/${t}`),
    ),
    line: fc.integer({ min: 0, max: 1_000_000 }),
    column: fc.integer({ min: 0, max: 200 }),
    index: fc.nat(),
    tool: text,
    server: text,
  },
  { requiredKeys: ['uri', 'pointer', 'line', 'column'] },
);

const ruleIds = RULES.map((r) => r.id);
const finding: fc.Arbitrary<Finding> = fc
  .record({
    ruleId: fc.oneof(fc.constantFrom(...ruleIds), text),
    rule: text,
    severity: fc.constantFrom('error', 'warning', 'note') as fc.Arbitrary<Finding['severity']>,
    message: text,
    fingerprint: fc.stringMatching(/^[0-9a-f]{64}$/),
    locations: fc.array(location, { maxLength: 3 }),
    evidence: fc.oneof(
      evidence,
      fc.record({ verdict: fc.constant('overlap'), witness: jsonish }),
      fc.record({ witness: text.map((t) => t.repeat(60)) }),
    ),
    baselineState: fc.constantFrom(undefined, 'new', 'unchanged') as fc.Arbitrary<
      Finding['baselineState']
    >,
    suppressed: fc.option(fc.record({ rule: text, reason: text }), { nil: undefined }),
  })
  .map((f) => {
    // absent members are absent, not undefined, as the analyzers build them
    const out = { ...f } as Finding;
    if (out.baselineState === undefined) delete out.baselineState;
    if (out.suppressed === undefined) delete out.suppressed;
    return out;
  });

const stats = fc.dictionary(key, jsonish, { maxKeys: 6 });

const report: fc.Arbitrary<Report> = fc.oneof(
  // as the commands build them: sorted, counted, stats with sorted keys
  fc
    .record({
      command: text,
      version: text,
      findings: fc.array(finding, { maxLength: 8 }),
      stats,
    })
    .map((input) => buildReport(input)),
  // as a library caller might hand one over: keys in any order, nothing normalised
  fc.record({
    stats,
    findings: fc.array(finding, { maxLength: 8 }),
    summary: fc.record({ notes: fc.nat(), warnings: fc.nat(), errors: fc.nat() }),
    command: text,
    tool: fc.record({ version: text, name: fc.constant('toolwitness' as const) }),
    schemaVersion: fc.constant(1 as const),
  }),
);

const chunkSize = fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 400 }), fc.constant(1 << 16));

const sarifOptions: fc.Arbitrary<SarifRenderOptions> = fc.record(
  {
    uriPrefix: fc.oneof(text, fc.constantFrom('./', 'sub/dir/', '.', 'a\\b')),
    srcRoot: fc.constantFrom('/work/repo', '/tmp/a b/', '/'),
    category: text,
  },
  { requiredKeys: [] },
);

describe('streamed JSON', () => {
  it('is renderJson byte for byte, in every chunk size', () => {
    fc.assert(
      fc.property(report, chunkSize, (r, size) => {
        expectSameText(
          chunksOf((sink) => writeJson(r, sink, {}, size)),
          renderJson(r),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('handles the fixtures, a clean report and baseline and suppression states', () => {
    const states = twoFindingReport();
    states.findings[0] = { ...states.findings[0], baselineState: 'unchanged' };
    states.findings[1] = {
      ...states.findings[1],
      baselineState: 'new',
      suppressed: { rule: 'TW107', reason: 'known — 見て \u202E' },
    };
    for (const r of [twoFindingReport(), cleanReport(), states]) {
      for (const size of [1, 7, 1 << 16]) {
        expectSameText(
          chunksOf((sink) => writeJson(r, sink, {}, size)),
          renderJson(r),
        );
      }
    }
    expect(renderJson(cleanReport())).toContain('"findings": [],');
  });

  it('keeps `__proto__` evidence keys as data', () => {
    const evidence = JSON.parse('{"__proto__": {"polluted": true}, "a": [{"__proto__": 1}]}');
    const r = buildReport({
      command: 'scan',
      version: '0.1.0',
      findings: [{ ...twoFindingReport().findings[0], evidence }],
      stats: JSON.parse('{"__proto__": {"x": 1}}'),
    });
    const streamed = chunksOf((sink) => writeJson(r, sink, {}, 5)).join('');
    expect(streamed).toBe(renderJson(r));
    expect(streamed).toContain('"__proto__": {\n          "polluted": true');
    expect(streamed).toContain('"stats": {\n    "__proto__": {');
  });

  it('writes many findings in chunks of about the chunk size, never the whole text at once', () => {
    const base = twoFindingReport().findings[0];
    const findings = Array.from({ length: 3000 }, (_, i) => ({
      ...base,
      message: `${base.message} #${i} ✓`,
      locations: [{ ...base.locations[0], line: i + 1 }],
    }));
    const r = buildReport({ command: 'scan', version: '0.1.0', findings, stats: { n: 3000 } });
    const whole = renderJson(r);
    const chunks = chunksOf((sink) => writeJson(r, sink, {}, 1 << 16));
    expectSameText(chunks, whole);
    expect(chunks.length).toBeGreaterThan(whole.length / (1 << 17));
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(1 << 17);
  });
});

describe('streamed SARIF', () => {
  it('is renderSarif byte for byte, in every chunk size and with every option', () => {
    fc.assert(
      fc.property(report, sarifOptions, chunkSize, (r, options, size) => {
        expectSameText(
          chunksOf((sink) => writeSarif(r, sink, options, size)),
          renderSarif(r, options),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('handles the fixtures and a clean report', () => {
    for (const r of [twoFindingReport(), cleanReport()]) {
      for (const size of [1, 13, 1 << 16]) {
        const options = { uriPrefix: 'sub', srcRoot: '/repo', category: 'toolwitness/scan' };
        expectSameText(
          chunksOf((sink) => writeSarif(r, sink, options, size)),
          renderSarif(r, options),
        );
      }
    }
  });

  it('renders a uri with a lone surrogate (from a hostile report) instead of throwing', () => {
    const f = twoFindingReport().findings[0];
    const r = buildReport({
      command: 'scan',
      version: '0.1.0',
      findings: [{ ...f, locations: [{ ...f.locations[0], uri: 'a\uD800/b\uDE00c.json' }] }],
      stats: {},
    });
    const text = renderSarif(r);
    expect(
      JSON.parse(text).runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri,
    ).toBe('a%EF%BF%BD/b%EF%BF%BDc.json');
    expectSameText(
      chunksOf((sink) => writeSarif(r, sink, {}, 3)),
      text,
    );
  });

  it('rejects a relative srcRoot before writing anything', () => {
    const chunks: string[] = [];
    expect(() => writeSarif(twoFindingReport(), (c) => chunks.push(c), { srcRoot: 'rel' })).toThrow(
      /srcRoot must be absolute/,
    );
    expect(chunks).toEqual([]);
  });
});

describe('renderTo', () => {
  it('writes what render returns, for every format', () => {
    const options: RenderOptions = { color: false };
    for (const format of ['human', 'json', 'sarif'] as const) {
      for (const r of [twoFindingReport(), cleanReport()]) {
        expectSameText(
          chunksOf((sink) => renderTo(r, format, sink, options, 64)),
          render(r, format, options),
        );
      }
    }
  });

  it('is deterministic', () => {
    const once = chunksOf((sink) => renderTo(twoFindingReport(), 'sarif', sink));
    expect(chunksOf((sink) => renderTo(twoFindingReport(), 'sarif', sink))).toEqual(once);
  });
});

describe('writeJsonDocument', () => {
  const stringify = (value: unknown): string => stringifyJsonSafe(value, 2) + '\n';

  it('writes nested streamed objects and arrays as JSON.stringify would', () => {
    // integer-like keys are left out: a plain object would list them first, a StreamedObject
    // keeps the order it is given (its members are fixed names in every real use)
    const memberKey = key.filter((k) => !/^(?:0|[1-9][0-9]*)$/.test(k));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(memberKey, jsonish), { selector: ([k]) => k, maxLength: 4 }),
        fc.array(jsonish, { maxLength: 40 }),
        chunkSize,
        (members, items, size) => {
          const inner = new StreamedObject([['items', new LazyArray(items, (x) => x)], ...members]);
          const streamed = new StreamedObject([
            ['a', new LazyArray([inner, 1, inner], (x) => x)],
            ['skipped', undefined],
            ['b', new LazyArray([], (x) => x)],
            ['c', new StreamedObject([])],
          ]);
          // defineProperty, so a `__proto__` member is data here too
          const plainInner: Record<string, unknown> = { items };
          for (const [k, v] of members) {
            Object.defineProperty(plainInner, k, {
              value: v,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
          const expected = stringify({ a: [plainInner, 1, plainInner], b: [], c: {} });
          expectSameText(
            chunksOf((sink) => writeJsonDocument(streamed, sink, size)),
            expected,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes an item with no JSON form as null, as in an array', () => {
    const doc = new StreamedObject([['xs', new LazyArray([1, undefined, () => 1, 2], (x) => x)]]);
    expect(chunksOf((sink) => writeJsonDocument(doc, sink)).join('')).toBe(
      stringify({ xs: [1, undefined, () => 1, 2] }),
    );
  });

  it('escapes invisible characters as stringifyJsonSafe does', () => {
    const doc = new StreamedObject([
      ['m', '\u202Eevil'],
      ['xs', new LazyArray(['\u200B'], (x) => x)],
    ]);
    expect(chunksOf((sink) => writeJsonDocument(doc, sink)).join('')).toBe(
      '{\n  "m": "\\u202eevil",\n  "xs": [\n    "\\u200b"\n  ]\n}\n',
    );
  });
});
