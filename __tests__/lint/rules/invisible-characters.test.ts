import fc from 'fast-check';
import { lintTools, loadTokenizer, toolTokenText } from '../../../src/lint/index.js';
import {
  invisibleCodePoints,
  invisibleHits,
} from '../../../src/lint/rules/invisible-characters.js';
import { renderHuman, renderJson, renderSarif } from '../../../src/report/index.js';
import { buildReport } from '../../../src/findings/index.js';
import type { Tool } from '../../../src/model/tool.js';
import { schema, tool } from '../helpers.js';

// lint counts tokens: the tokenizer loads on demand
beforeAll(loadTokenizer);

const tw522 = (t: Tool) =>
  lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === 'TW522');

describe('TW522 invisible-characters', () => {
  it.each([
    ['\u200B', 'U+200B'],
    ['\u200C', 'U+200C'],
    ['\u2060', 'U+2060'],
    ['\uFEFF', 'U+FEFF'],
    ['\u00AD', 'U+00AD'],
    ['\u202A', 'U+202A'],
    ['\u202E', 'U+202E'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\u{E0041}', 'U+E0041'],
    ['\u{E007F}', 'U+E007F'],
    ['\u{E0001}', 'U+E0001'],
    ['\u001B', 'U+001B'],
    ['\u3164', 'U+3164'],
    ['\u2028', 'U+2028'],
  ])('reports %j as %s', (ch, label) => {
    expect(invisibleCodePoints(`a${ch}b`)).toEqual({ codePoints: [label], count: 1 });
  });

  it('allows tabs, newlines and emoji joiners and presentation selectors', () => {
    expect(invisibleCodePoints('a\tb\nc\r\nd').count).toBe(0);
    expect(
      invisibleCodePoints('Warning \u26A0\uFE0F and family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}')
        .count,
    ).toBe(0);
    expect(
      invisibleCodePoints('thumbs \u{1F44D}\u{1F3FD}\u200D\u{1F525} 1\uFE0F\u20E3').count,
    ).toBe(0);
    // a joiner or selector outside an emoji is smuggling
    expect(invisibleCodePoints('a\u200Db').codePoints).toEqual(['U+200D']);
    expect(invisibleCodePoints('a\uFE0Fb').codePoints).toEqual(['U+FE0F']);
  });

  it('looks in the name, the description and every key and string of the input schema', () => {
    const t = tool({
      name: 'get\u200Buser',
      description: 'Gets a user. \u{E0049}\u{E0067}\u{E006E}',
      inputSchema: schema({
        'us\u202Eer': {
          type: 'string',
          enum: ['a', 'b\u2066'],
          description: 'The user.',
          maxLength: 5,
        },
      }),
    });
    const [f] = tw522(t);
    expect(f.severity).toBe('error');
    expect(f.evidence).toEqual({
      codePoints: ['U+200B', 'U+E0049', 'U+E0067', 'U+E006E', 'U+202E', 'U+2066'],
      count: 6,
      places: [
        { field: 'name', codePoints: ['U+200B'], count: 1 },
        { field: 'description', codePoints: ['U+E0049', 'U+E0067', 'U+E006E'], count: 3 },
        {
          field: 'inputSchema',
          pointer: '/properties/us<U+202E>er',
          codePoints: ['U+202E'],
          count: 1,
        },
        {
          field: 'inputSchema',
          pointer: '/properties/us<U+202E>er/enum/1',
          codePoints: ['U+2066'],
          count: 1,
        },
      ],
    });
    expect(f.message).toContain('"get<U+200B>user" (srv) has 6 invisible character(s)');
  });

  it('never lets a raw invisible character into messages, evidence or any rendering', () => {
    const t = tool({ name: 'x\u202Ey', description: 'Adds two numbers.\u{E0041}\u200B' });
    const findings = lintTools([t], { maxTokens: 0 }).findings.filter((f) => f.ruleId === 'TW522');
    const raw = /[\u200B\u202E\u{E0041}]/u;
    expect(findings[0].message).not.toMatch(raw);
    expect(JSON.stringify(findings[0].evidence)).not.toMatch(raw);
    const report = buildReport({ command: 'scan', version: '0', findings, stats: {} });
    expect(renderHuman(report)).not.toMatch(raw);
    expect(renderSarif(report)).not.toMatch(/[\u200B\u202E]/u);
    expect(renderJson(report)).not.toMatch(/[\u200B\u202E]/u);
  });

  it('is silent on ordinary text in any script', () => {
    expect(tw522(tool({ description: 'Читает файл и возвращает его текст целиком.' }))).toEqual([]);
    expect(tw522(tool({ description: 'קורא קובץ ומחזיר את התוכן שלו כטקסט.' }))).toEqual([]);
    expect(tw522(tool({ description: '读取指定路径的文本文件内容并返回。' }))).toEqual([]);
  });
});

describe("TW522's pre-check over the definition JSON", () => {
  it('never hides a finding the full walk makes, on any text and schema', () => {
    const text = fc.string({ maxLength: 40, unit: 'binary' });
    fc.assert(
      fc.property(text, text, fc.jsonValue({ maxDepth: 4 }), (name, description, inputSchema) => {
        const t = { ...tool({ name, description }), inputSchema };
        expect(invisibleHits(t, toolTokenText(t))).toEqual(invisibleHits(t));
      }),
      { numRuns: 300 },
    );
  });
});
