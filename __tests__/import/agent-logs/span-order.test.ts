import fc from 'fast-check';
import { isoMicros } from '../../../src/import/agent-logs/agents-sdk.js';
import { read, writeLog } from './helpers.js';

// Span exports order calls by start time. These pin the tie-breaks: end time, then trace id and
// span id, then call id, so the order never depends on the order the file lists spans in.

const T = 1751551200000000000n;
const attr = (key: string, value: string) => ({ key, value: { stringValue: value } });

interface SpanSpec {
  name: string;
  start: number;
  end: number;
  spanId: string;
  callId?: string;
  result: string;
}

const otelSpan = (s: SpanSpec) => ({
  traceId: 't1',
  spanId: s.spanId,
  name: `execute_tool ${s.name}`,
  startTimeUnixNano: String(T + BigInt(s.start)),
  endTimeUnixNano: String(T + BigInt(s.end)),
  attributes: [
    attr('gen_ai.operation.name', 'execute_tool'),
    attr('gen_ai.tool.name', s.name),
    attr('gen_ai.tool.call.arguments', `{"span":"${s.spanId}"}`),
    attr('gen_ai.tool.call.result', s.result),
    ...(s.callId === undefined ? [] : [attr('gen_ai.tool.call.id', s.callId)]),
  ],
});
const otlp = (spans: object[]) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] });

const iso = (ms: number) => new Date(Date.UTC(2025, 6, 3, 15) + ms).toISOString();
const sdkSpan = (s: SpanSpec) => ({
  object: 'trace.span',
  id: s.spanId,
  trace_id: 't1',
  parent_id: null,
  started_at: iso(s.start),
  ended_at: iso(s.end),
  span_data: { type: 'function', name: s.name, input: '{}', output: s.result, mcp_data: null },
  error: null,
});

/** Spans whose start times tie in groups, some ends tie too, distinct span ids. */
const tiedSpans = fc
  .array(
    fc.record({
      start: fc.integer({ min: 0, max: 3 }),
      length: fc.integer({ min: 0, max: 2 }),
      name: fc.constantFrom('a', 'b', 'c'),
      result: fc.constantFrom('x', 'y'),
    }),
    { minLength: 2, maxLength: 12 },
  )
  .map((specs) =>
    specs.map((s, i): SpanSpec => ({
      name: s.name,
      start: s.start,
      end: s.start + s.length,
      // ids unrelated to the position in the file
      spanId: `s${((i * 7919) % 101).toString().padStart(3, '0')}`,
      result: s.result,
    })),
  );

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let x = seed | 1;
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The expected order: start, end, span id (the trace id is the same for all). */
function expectedOrder(specs: SpanSpec[]): string[] {
  return [...specs]
    .sort((a, b) => a.start - b.start || a.end - b.end || (a.spanId < b.spanId ? -1 : 1))
    .map((s) => s.spanId);
}

describe('span exports order calls with tied start times the same in any file order', () => {
  it('OpenTelemetry: ties by end time, then span id, whatever order the spans are listed in', () => {
    fc.assert(
      fc.property(tiedSpans, fc.integer(), (specs, seed) => {
        const want = expectedOrder(specs);
        for (const listed of [specs, [...specs].reverse(), shuffled(specs, seed)]) {
          const log = read(writeLog([otlp(listed.map(otelSpan))]));
          expect(log.calls.map((c) => (c.args as { span: string }).span)).toEqual(want);
          expect(log.calls.map((c) => c.index)).toEqual(want.map((_, i) => i));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('OpenTelemetry: spans spread over several JSONL documents order the same as in one', () => {
    const specs: SpanSpec[] = [
      { name: 'a', start: 5, end: 9, spanId: 'b2', result: 'x' },
      { name: 'a', start: 5, end: 7, spanId: 'z9', result: 'x' },
      { name: 'a', start: 5, end: 7, spanId: 'a1', result: 'x' },
      { name: 'b', start: 1, end: 9, spanId: 'q0', result: 'y' },
    ];
    const one = read(writeLog([otlp(specs.map(otelSpan))]));
    const split = read(writeLog(shuffled(specs, 3).map((s) => otlp([otelSpan(s)]))));
    const spans = (l: typeof one) => l.calls.map((c) => (c.args as { span: string }).span);
    expect(spans(one)).toEqual(['q0', 'a1', 'z9', 'b2']);
    expect(spans(split)).toEqual(spans(one));
  });

  it('OpenTelemetry: a call id recorded by two spans keeps the first in recorded order, not in the file', () => {
    const early: SpanSpec = { name: 'a', start: 1, end: 2, spanId: 's2', callId: 'c', result: 'x' };
    const late: SpanSpec = { name: 'a', start: 1, end: 3, spanId: 's1', callId: 'c', result: 'y' };
    for (const listed of [
      [early, late],
      [late, early],
    ]) {
      const log = read(writeLog([otlp(listed.map(otelSpan))]));
      expect(log.calls.map((c) => c.result?.content)).toEqual([[{ type: 'text', text: 'x' }]]);
      expect(log.stats.duplicateCalls).toBe(1);
    }
  });

  it('OpenTelemetry: message-part calls of one span order by call id', () => {
    const parts = (ids: string[]) =>
      JSON.stringify([
        {
          role: 'assistant',
          parts: ids.map((id) => ({ type: 'tool_call', id, name: `t${id}`, arguments: {} })),
        },
      ]);
    const chat = (ids: string[]) => ({
      traceId: 't',
      spanId: 'c',
      startTimeUnixNano: String(T),
      attributes: [
        attr('gen_ai.operation.name', 'chat'),
        attr('gen_ai.output.messages', parts(ids)),
      ],
    });
    for (const ids of [
      ['m2', 'm1', 'm3'],
      ['m3', 'm1', 'm2'],
    ]) {
      const log = read(writeLog([otlp([chat(ids)])]));
      expect(log.calls.map((c) => c.tool)).toEqual(['tm1', 'tm2', 'tm3']);
    }
  });

  it('Agents SDK: ties by ended_at, then span id, whatever order the spans are listed in', () => {
    fc.assert(
      fc.property(tiedSpans, fc.integer(), (specs, seed) => {
        const want = expectedOrder(specs);
        for (const listed of [specs, [...specs].reverse(), shuffled(specs, seed)]) {
          const log = read(writeLog(listed.map(sdkSpan)));
          expect(log.calls.map((c) => c.id)).toEqual(want);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('Agents SDK: spans in the same millisecond order by their microseconds', () => {
    const at = (micros: string) => `2025-07-03T15:00:01.${micros}+00:00`;
    const span = (id: string, micros: string) => ({
      ...sdkSpan({ name: id, start: 0, end: 0, spanId: id, result: 'x' }),
      started_at: at(micros),
      ended_at: at(micros),
    });
    const log = read(writeLog([span('a', '000900'), span('b', '000100')]));
    expect(log.calls.map((c) => c.id)).toEqual(['b', 'a']);
    expect(isoMicros(at('000900'))! - isoMicros(at('000100'))!).toBe(800n);
    expect(isoMicros('2025-07-03T15:00:01Z')).toBe(1751554801000000n);
    expect(isoMicros('not a time')).toBeUndefined();
  });
});
