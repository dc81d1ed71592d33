import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { jcsDigest } from '../../src/canonical/jcs.js';
import { InputError } from '../../src/model/errors.js';
import { importTrace } from '../../src/import/trace.js';

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** One call of each shape whose argument object is the JSON text `args`. */
function shapes(args: string): Record<string, string> {
  return {
    responses: `{"type":"function_call","call_id":"c1","name":"t","arguments":${JSON.stringify(args)}}`,
    chat: `{"id":"x","choices":[{"message":{"tool_calls":[{"id":"c2","function":{"name":"t","arguments":${JSON.stringify(args)}}}]}}]}`,
    anthropic: `{"type":"tool_use","id":"c3","name":"t","input":${args}}`,
    mcp: `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"t","arguments":${args}}}`,
  };
}

const WHY =
  'it would be rounded, so the arguments digest would not be exact; record it as a string';

describe('integers beyond 2^53 in trace arguments', () => {
  it('rejects them in JSON-encoded arguments strings at the string, naming the decoded position', () => {
    const { responses, chat } = shapes('{"q":"x","n":9007199254740993}');
    const at = responses.indexOf('"{') + 1;
    expect(errorOf(() => importTrace(`{"type":"ping"}\n${responses}\n`, 'r.jsonl'))).toBe(
      `r.jsonl:2:${at}: /arguments holds an integer beyond 2^53 (line 1, column 14 of the decoded string): ${WHY}`,
    );
    const chatAt = chat.indexOf('"{') + 1;
    expect(errorOf(() => importTrace(chat, 'c.json'))).toBe(
      `c.json:1:${chatAt}: /choices/0/message/tool_calls/0/function/arguments holds an integer beyond 2^53 (line 1, column 14 of the decoded string): ${WHY}`,
    );
  });

  it('rejects them in nested input and arguments objects at the number itself', () => {
    const args = '{"a":{"b":[1,-9007199254740993]}}';
    const { anthropic, mcp } = shapes(args);
    const col = (line: string): number => line.indexOf('-9007') + 1;
    expect(errorOf(() => importTrace(anthropic, 'a.json'))).toBe(
      `a.json:1:${col(anthropic)}: /input holds an integer beyond 2^53: ${WHY}`,
    );
    expect(errorOf(() => importTrace(`\n${mcp}\n{"type":"ping"}\n`, 'm.jsonl'))).toBe(
      `m.jsonl:2:${col(mcp)}: /params/arguments holds an integer beyond 2^53: ${WHY}`,
    );
    const doc = `{\n  "role": "assistant",\n  "content": [\n    {"type": "tool_use", "id": "c", "name": "t",\n     "input": {"n":\n        1e300}}\n  ]\n}`;
    expect(errorOf(() => importTrace(doc, 'd.json'))).toBe(
      `d.json:6:9: /content/0/input holds an integer beyond 2^53: ${WHY}`,
    );
  });

  it('rejects exponent forms that are integers beyond 2^53 and accepts the rest', () => {
    for (const n of ['1e300', '2E53', '-1e16', '9007199254740993.0e1', '12345678901234567.5']) {
      for (const [shape, line] of Object.entries(shapes(`{"n":${n}}`))) {
        expect([shape, errorOf(() => importTrace(line, 'e.json'))]).toEqual([
          shape,
          expect.stringContaining('holds an integer beyond 2^53'),
        ]);
      }
    }
    for (const n of ['1.5e3', '1e15', '9007199254740992', '-9007199254740992', '0.5', '1e-300']) {
      for (const line of Object.values(shapes(`{"n":${n}}`))) {
        const [call] = importTrace(line, 'e.json').calls;
        expect(call.argsDigest).toBe(jcsDigest({ n: Number(n) }));
      }
    }
  });

  it('accepts 9007199254740992 and rejects 9007199254740993', () => {
    for (const line of Object.values(shapes('{"n":9007199254740992}'))) {
      const [call] = importTrace(line, 'b.json').calls;
      expect(call.argsDigest).toBe(sha256('{"n":9007199254740992}'));
    }
    for (const line of Object.values(shapes('{"n":9007199254740993}'))) {
      expect(errorOf(() => importTrace(line, 'b.json'))).toContain('holds an integer beyond 2^53');
    }
  });

  it('accepts big numbers outside the arguments (ids, timestamps, other fields)', () => {
    const lines = [
      '{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"tools/call","params":{"name":"t","arguments":{"k":1},"_meta":{"n":1e300}}}',
      '{"type":"tool_use","id":"c","seq":9007199254740993,"name":"t","input":{"k":1}}',
      '{"type":"function_call","created":1e300,"name":"t","arguments":"{\\"k\\":1}"}',
      '{"created":99999999999999999999,"choices":[{"index":1e20,"message":{"tool_calls":[{"id":"c","function":{"name":"t","arguments":"{\\"k\\":1}"}}]}}]}',
      '{"jsonrpc":"2.0","id":9007199254740993,"result":{"n":1e300}}',
    ];
    const trace = importTrace(lines.join('\n'), 'ok.jsonl');
    expect(trace.calls.map((c) => c.argsDigest)).toEqual(Array(4).fill(jcsDigest({ k: 1 })));
    expect(trace.skipped).toEqual([{ line: 5, reason: 'tool-result' }]);
    const text = '{"id":"msg","usage":{"n":123456789012345678901},"role":"assistant","content":[]}';
    expect(importTrace(text, 'm.json').calls).toEqual([]);
  });

  it('digests accepted arguments as sha256 of the JCS of their exact text value', () => {
    const big = fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n });
    // Other members: any JSON but numbers that could be beyond 2^53 (16 digits or an exponent).
    const extra = fc
      .dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
      .filter((v) => !/[0-9]{16}|[0-9]e/i.test(JSON.stringify(v)));
    fc.assert(
      fc.property(
        big,
        extra,
        fc.constantFrom('responses', 'chat', 'anthropic', 'mcp'),
        (n, rest, shape) => {
          const others = JSON.stringify({ ...rest, n: undefined }).slice(1, -1);
          const args = `{${others}${others === '' ? '' : ','}"n":${n}}`;
          const line = shapes(args)[shape];
          const safe = n <= 2n ** 53n && n >= -(2n ** 53n);
          if (!safe) {
            expect(errorOf(() => importTrace(line, 'p.json'))).toContain(
              'holds an integer beyond 2^53',
            );
            return;
          }
          const [call] = importTrace(line, 'p.json').calls;
          // JCS of the text's own value: the integer written exactly as its decimal digits.
          const value = { ...(JSON.parse(args) as Record<string, unknown>) };
          const canonical = canonicalize(value) as string;
          expect(canonical).toContain(`"n":${n}`);
          expect(call.argsDigest).toBe(sha256(canonical));
        },
      ),
      { numRuns: 400 },
    );
  });
});
