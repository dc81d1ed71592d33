/**
 * The expectations file: what a harness committed to for each tool — an exact argument object,
 * a policy (a JSON Schema narrowing the shipped one), or both. Parsed strictly: anything
 * unexpected is an InputError `file: pointer (line L, column C): what is wrong` (exit 2).
 */
import { quoteForMessage, quoteNameForMessage, describeCompileError } from '../import/escape.js';
import { decodeInput, parseJson, type JsonLimits, type LocatedJson } from '../import/json.js';
import { InputError } from '../model/errors.js';
import { describeKind, hasOwn, isJsonObject, type JsonObject } from '../model/json.js';
import type { SourceLocation } from '../model/tool.js';
import { getValidator } from '../schema/index.js';

/** One expectations input: its display uri (relative path or `stdin`) and raw bytes. */
export interface ExpectationSource {
  uri: string;
  content: Uint8Array | string;
}

/** One parsed expectation. `arguments` and `policy` are the harness's own values. */
export interface Expectation {
  /** Where the expectation object starts (pointer relative to its JSONL line's value for JSONL). */
  location: SourceLocation;
  /** Zero-based ordinal of the expectation in its file. */
  index: number;
  /** Tool name, resolved like a call's (`mcp__S__T`, `S__T`, `S.T` prefixes included). */
  tool: string;
  /** Catalog server the tool is keyed by, when the name alone is not meant. */
  server?: string;
  /** The exact argument object every call to the tool must equal (JCS). */
  arguments?: Record<string, unknown>;
  /** A JSON Schema (object or boolean) every call's arguments must satisfy. */
  policy?: unknown;
}

const TOP_KEYS = ['expectations'];
const KEYS = ['tool', 'server', 'arguments', 'policy'];

/** Bounds on one expectations file: a harness's own file is small. */
const LIMITS: Partial<JsonLimits> = { maxBytes: 8 * 1024 * 1024, maxDepth: 128 };

interface Doc {
  doc: LocatedJson;
  /** Added to line numbers inside `doc` (JSONL lines are parsed one by one). */
  lineOffset: number;
}

/**
 * Parses an expectations file: a JSON object `{"expectations": [ … ]}`, or JSONL with one
 * expectation object per non-blank line. UTF-8 (BOM and CRLF tolerated).
 */
export function parseExpectations(source: ExpectationSource): Expectation[] {
  const { uri } = source;
  const text =
    typeof source.content === 'string'
      ? source.content.replace(/^\uFEFF/, '')
      : decodeInput(source.content, uri);
  const lines = text.split(/\r\n|\n|\r/);
  const nonBlank = lines.flatMap((l, i) => (l.trim() === '' ? [] : [i]));
  if (nonBlank.length === 0) {
    throw new InputError(`${uri}: empty file; expected {"expectations": [ … ]} or JSONL`);
  }

  const whole = tryParse(text, uri);
  if (whole !== undefined) {
    const value = whole.value;
    // A one-line JSONL file is a single expectation object.
    if (isJsonObject(value) && !hasOwn(value, 'expectations') && hasOwn(value, 'tool')) {
      return [readExpectation({ doc: whole, lineOffset: 0 }, [], uri, 0)];
    }
    return readDocument({ doc: whole, lineOffset: 0 }, uri);
  }
  // Not one document: JSONL when the first non-blank line parses alone and more lines follow.
  const first = nonBlank[0];
  if (nonBlank.length > 1 && tryParse(lines[first], uri) !== undefined) {
    return nonBlank.map((i, index) => {
      const doc = parseLine(lines[i], uri, i);
      return readExpectation({ doc, lineOffset: i }, [], uri, index);
    });
  }
  // Neither: report the document's own parse error (with its line and column).
  parseJson(text, uri, LIMITS);
  throw new Error('bug: unparsable text parsed');
}

function tryParse(text: string, uri: string): LocatedJson | undefined {
  try {
    return parseJson(text, uri, LIMITS);
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** Parses one JSONL line; errors name the file's line, not the line's own line 1. */
function parseLine(line: string, uri: string, index: number): LocatedJson {
  try {
    return parseJson(line, uri, LIMITS);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const m = new RegExp(`^${escapeRegExp(uri)}:(\\d+):(\\d+): `).exec(error.message);
    if (m === null) throw error;
    throw new InputError(
      `${uri}:${Number(m[1]) + index}:${m[2]}: ${error.message.slice(m[0].length)}`,
    );
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** `file: pointer (line L, column C): what` at the element `segments` designates. */
function fail(at: Doc, segments: readonly (string | number)[], uri: string, what: string): never {
  const pointer = pointerOf(segments);
  const pos = at.doc.locate(pointer);
  const where = pointer === '' ? 'top level' : quoteForMessage(pointer, 120).slice(1, -1);
  throw new InputError(
    `${uri}: ${where} (line ${pos.line + at.lineOffset}, column ${pos.column}): ${what}`,
  );
}

function readDocument(at: Doc, uri: string): Expectation[] {
  const root = at.doc.value;
  if (!isJsonObject(root)) {
    fail(at, [], uri, `expected an object {"expectations": [ … ]}, found ${describeKind(root)}`);
  }
  const obj = root as JsonObject;
  for (const key of Object.keys(obj)) {
    if (!TOP_KEYS.includes(key)) {
      fail(
        at,
        [key],
        uri,
        `unknown key ${quoteNameForMessage(key)}; the top level has only "expectations"`,
      );
    }
  }
  if (!hasOwn(obj, 'expectations')) fail(at, [], uri, 'missing key "expectations"');
  const list = obj.expectations;
  if (!Array.isArray(list)) {
    fail(at, ['expectations'], uri, `expected an array, found ${describeKind(list)}`);
  }
  return (list as unknown[]).map((_, i) => readExpectation(at, ['expectations', i], uri, i));
}

function readExpectation(
  at: Doc,
  base: (string | number)[],
  uri: string,
  index: number,
): Expectation {
  let value: unknown = at.doc.value;
  for (const s of base) value = (value as Record<string | number, unknown>)[s];
  if (!isJsonObject(value)) {
    fail(at, base, uri, `an expectation must be an object, found ${describeKind(value)}`);
  }
  const obj = value as JsonObject;
  for (const key of Object.keys(obj)) {
    if (!KEYS.includes(key)) {
      fail(
        at,
        [...base, key],
        uri,
        `unknown key ${quoteNameForMessage(key)}; an expectation has tool, optional server, arguments and/or policy`,
      );
    }
  }
  if (!hasOwn(obj, 'tool')) fail(at, base, uri, 'missing key "tool"');
  const tool = obj.tool;
  if (typeof tool !== 'string' || tool === '') {
    fail(at, [...base, 'tool'], uri, `"tool" must be a non-empty string, found ${kind(tool)}`);
  }
  const out: Expectation = {
    location: { uri, pointer: pointerOf(base), ...position(at, base) },
    index,
    tool: tool as string,
  };
  if (hasOwn(obj, 'server')) {
    const server = obj.server;
    if (typeof server !== 'string' || server === '') {
      fail(
        at,
        [...base, 'server'],
        uri,
        `"server" must be a non-empty string, found ${kind(server)}`,
      );
    }
    out.server = server as string;
  }
  if (!hasOwn(obj, 'arguments') && !hasOwn(obj, 'policy')) {
    fail(at, base, uri, 'an expectation needs "arguments", "policy" or both');
  }
  if (hasOwn(obj, 'arguments')) {
    const args = obj.arguments;
    if (!isJsonObject(args)) {
      fail(
        at,
        [...base, 'arguments'],
        uri,
        `"arguments" must be an object, found ${describeKind(args)}`,
      );
    }
    const unsafe = unsafeInteger(args, []);
    if (unsafe !== undefined) {
      fail(
        at,
        [...base, 'arguments', ...unsafe],
        uri,
        'integer beyond 2^53 would be rounded, so the comparison would not be exact; write it as a string',
      );
    }
    out.arguments = args as Record<string, unknown>;
  }
  if (hasOwn(obj, 'policy')) {
    const policy = obj.policy;
    if (typeof policy !== 'boolean' && !isJsonObject(policy)) {
      fail(
        at,
        [...base, 'policy'],
        uri,
        `"policy" must be a JSON Schema (an object or a boolean), found ${describeKind(policy)}`,
      );
    }
    const compiled = getValidator(policy);
    // A policy that is not a valid schema is the harness's mistake; an unsupported dialect or
    // pattern is the engine's limit and becomes TW606 instead.
    if (!compiled.ok && compiled.reason.code === 'invalid-schema') {
      fail(
        at,
        [...base, 'policy'],
        uri,
        `"policy" is not a valid JSON Schema: ${describeCompileError(compiled.reason.message)}`,
      );
    }
    out.policy = policy;
  }
  return out;
}

function position(at: Doc, segments: (string | number)[]): { line: number; column: number } {
  const p = at.doc.locate(pointerOf(segments));
  return { line: p.line + at.lineOffset, column: p.column };
}

function kind(value: unknown): string {
  return value === '' ? 'an empty string' : describeKind(value);
}

/** Path of the first integer a double cannot hold exactly (depth-first), if any. */
function unsafeInteger(value: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? path : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = unsafeInteger(value[i], [...path, i]);
      if (hit !== undefined) return hit;
    }
  } else if (isJsonObject(value)) {
    for (const key of Object.keys(value)) {
      const hit = unsafeInteger(value[key], [...path, key]);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}
