import { InputError } from '../model/errors.js';
import { codePointName, quoteForMessage, quoteNameForMessage } from './escape.js';

/**
 * Bounds on one JSON input. Inputs are hostile: a file over any bound is an InputError, found
 * in the same linear pass that parses it, before more than the bound is built.
 */
export interface JsonLimits {
  /** Largest input, in UTF-8 bytes. */
  maxBytes: number;
  /** Deepest nesting of arrays and objects; a top-level `[]` is depth 1. */
  maxDepth: number;
  /** Most JSON values (objects, arrays, strings, numbers, booleans, nulls; keys not counted). */
  maxNodes: number;
}

/**
 * Defaults: 32 MiB, depth 256, 2,000,000 values. Real catalogs are a few hundred KiB and a
 * depth under 20; the bounds keep a hostile file to well under a second and a few hundred MB.
 */
export const DEFAULT_JSON_LIMITS: Readonly<JsonLimits> = Object.freeze({
  maxBytes: 32 * 1024 * 1024,
  maxDepth: 256,
  maxNodes: 2_000_000,
});

/** A position in the text: 1-based line and 1-based column counted in UTF-16 code units (the SARIF default). */
export interface JsonPosition {
  line: number;
  column: number;
}

/** A parsed JSON document that can say where any of its elements starts. */
export interface LocatedJson {
  /** The value, built as plain data (`__proto__` and friends are own data properties). */
  value: unknown;
  /**
   * Position of the first character of the element an RFC 6901 pointer designates (`""` is the
   * root). Throws a RangeError for a malformed pointer or one that designates nothing: pointers
   * come from walking `value`, so a miss is a bug, not bad input.
   */
  locate(pointer: string): JsonPosition;
}

/**
 * Decodes file bytes as UTF-8 text: strips a UTF-8 BOM, rejects UTF-16/UTF-32 (by BOM or by the
 * NUL bytes ASCII text has in those encodings) and invalid UTF-8 with an InputError.
 */
export function decodeInput(bytes: Uint8Array, uri: string): string {
  if (looksLikeUtf16(bytes)) throw new InputError(`${uri}: file is UTF-16; save as UTF-8`);
  let start = 0;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const bad = firstInvalidUtf8(body);
    const prefix = new TextDecoder('utf-8').decode(body.subarray(0, bad));
    const { line, column } = positionAt(prefix, prefix.length);
    const byte = (body[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    throw new InputError(`${uri}:${line}:${column}: invalid UTF-8 (byte 0x${byte}); save as UTF-8`);
  }
}

function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return true;
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return true;
  }
  // JSON starts with ASCII (whitespace, a bracket, a quote, a digit...). In UTF-16 every such
  // character has a NUL byte beside it; UTF-8 JSON never has a raw NUL there.
  if (bytes.length >= 2 && (bytes[0] === 0 || bytes[1] === 0)) return true;
  if (bytes.length >= 4 && (bytes[2] === 0 || bytes[3] === 0)) return true;
  return false;
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    let need: number;
    let min: number;
    if (c < 0x80) {
      i++;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) [need, min] = [1, 0x80];
    else if (c >= 0xe0 && c <= 0xef) [need, min] = [2, 0x800];
    else if (c >= 0xf0 && c <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    if (i + need >= b.length) return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const cont = b[i + k];
      if ((cont & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cont & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return b.length;
}

/**
 * 1-based line and UTF-16 column of an offset. Line breaks are LF, CRLF and a lone CR (as in
 * most editors), so CRLF files get the lines an editor shows.
 */
export function positionAt(text: string, offset: number): JsonPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      line++;
      lineStart = i + 1;
    } else if (c === 0x0d) {
      if (text.charCodeAt(i + 1) === 0x0a && i + 1 < offset) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Parses JSON text (a leading BOM is ignored) into a value with locations. Malformed input,
 * duplicate keys and inputs over `limits` are InputErrors of one line:
 * `<uri>:<line>:<column>: <what is wrong>`.
 */
export function parseJson(text: string, uri: string, limits?: Partial<JsonLimits>): LocatedJson {
  const bounds = { ...DEFAULT_JSON_LIMITS, ...limits };
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  checkSize(text, uri, bounds.maxBytes);
  // The native parser builds the same value several times faster; the full parser runs only
  // when the pre-scan cannot vouch for it (and then gives the exact error).
  const value = nativeParse(text, bounds, undefined);
  if (value !== NOT_NATIVE) return indexedDocument(text, value);
  const parsed = parseText(text, uri, bounds, undefined);
  let lines: number[] | undefined;
  return {
    value: parsed.value,
    locate(pointer) {
      lines ??= lineStarts(text);
      return positionIn(lines, locateOffset(parsed, parsePointer(pointer), pointer));
    },
  };
}

/**
 * A document parsed natively whose element offsets are found by scanning the text: each
 * container on a located path is scanned once for all its children, so locating every entry of
 * a long array costs one pass over it (a catalog locates each of its tools).
 */
function indexedDocument(text: string, value: unknown): LocatedJson {
  const index = new Map<number, ChildOffsets>();
  const childrenAt = (at: number): ChildOffsets | undefined => {
    let offsets = index.get(at);
    if (offsets === undefined) {
      offsets = containerChildren(text, at);
      if (offsets === undefined) return undefined;
      index.set(at, offsets);
    }
    return offsets;
  };
  let lines: number[] | undefined;
  return {
    value,
    locate(pointer) {
      let offset = skipSpace(text, 0);
      for (const segment of parsePointer(pointer)) {
        const offsets = childrenAt(offset);
        const next =
          offsets instanceof Map
            ? offsets.get(segment)
            : offsets !== undefined && ARRAY_INDEX.test(segment)
              ? offsets[Number(segment)]
              : undefined;
        if (next === undefined) {
          throw new RangeError(`JSON pointer ${quoteForMessage(pointer)} designates nothing`);
        }
        offset = next;
      }
      lines ??= lineStarts(text);
      return positionIn(lines, offset);
    },
  };
}

function checkSize(text: string, uri: string, maxBytes: number): void {
  // A UTF-16 code unit is at most 3 UTF-8 bytes, so short texts need no byte count.
  if (text.length * 3 <= maxBytes) return;
  const size = Buffer.byteLength(text, 'utf8');
  if (size > maxBytes) {
    throw new InputError(
      `${uri}: file is ${size} bytes, over the limit of ${maxBytes} bytes (maxBytes)`,
    );
  }
}

/**
 * A parsed document that also answers by offset: where an element starts and ends, and where
 * its unsafe integers are. Same value, errors and positions as `parseJson`.
 */
export interface LocatedDocument extends LocatedJson {
  /** The parsed text (without a leading BOM); offsets index into it. */
  readonly text: string;
  /** Offset of the first character of the element at `segments` (RangeError when there is none). */
  offsetOf(segments: readonly (string | number)[]): number;
  /** Offset just past the element that starts at `offset`. */
  endOf(offset: number): number;
  /** Line and column of an offset. */
  positionOf(offset: number): JsonPosition;
  /**
   * Offsets, ascending, of the number tokens whose value is an integer beyond ±2^53 (a double
   * would round them); empty unless `unsafeIntegers` was asked for.
   */
  readonly unsafeIntegers: readonly number[];
}

/** How `parseDocument` works: see there. */
export interface DocumentOptions {
  /**
   * Build the value with the native parser after a token pre-scan and find offsets by scanning
   * the text on demand: fast for many small documents (JSONL lines) that are located a few
   * times each; eager offsets suit large documents located often.
   */
  lazy?: boolean;
  /** Record the offsets of unsafe integers (see `LocatedDocument.unsafeIntegers`). */
  unsafeIntegers?: boolean;
}

/** `parseJson` with offsets: the same value and the same InputErrors for the same text. */
export function parseDocument(
  text: string,
  uri: string,
  limits?: Partial<JsonLimits>,
  options: DocumentOptions = {},
): LocatedDocument {
  const bounds = { ...DEFAULT_JSON_LIMITS, ...limits };
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  checkSize(text, uri, bounds.maxBytes);
  const unsafe: number[] | undefined = options.unsafeIntegers === true ? [] : undefined;
  if (options.lazy === true) {
    const value = nativeParse(text, bounds, unsafe);
    if (value !== NOT_NATIVE) return lazyDocument(text, value, unsafe ?? NO_OFFSETS);
    if (unsafe !== undefined) unsafe.length = 0;
  }
  const parsed = parseText(text, uri, bounds, unsafe);
  let lines: number[] | undefined;
  const positionOf = (offset: number): JsonPosition => {
    lines ??= lineStarts(text);
    return positionIn(lines, offset);
  };
  return {
    value: parsed.value,
    text,
    unsafeIntegers: unsafe ?? NO_OFFSETS,
    locate: (pointer) => positionOf(locateOffset(parsed, parsePointer(pointer), pointer)),
    offsetOf: (segments) => locateOffset(parsed, segments, undefined),
    endOf: (offset) => valueEnd(text, offset),
    positionOf,
  };
}

const NO_OFFSETS: readonly number[] = Object.freeze([]);
const NOT_NATIVE = Symbol('not native');

function lazyDocument(text: string, value: unknown, unsafe: readonly number[]): LocatedDocument {
  const offsetOf = (segments: readonly (string | number)[], pointer?: string): number => {
    let offset = skipSpace(text, 0);
    for (const segment of segments) {
      const next = childOffset(text, offset, segment);
      if (next < 0) {
        const shown = pointer ?? toPointer(segments);
        throw new RangeError(`JSON pointer ${quoteForMessage(shown)} designates nothing`);
      }
      offset = next;
    }
    return offset;
  };
  return {
    value,
    text,
    unsafeIntegers: unsafe,
    locate: (pointer) => positionAt(text, offsetOf(parsePointer(pointer), pointer)),
    offsetOf: (segments) => offsetOf(segments),
    endOf: (offset) => valueEnd(text, offset),
    positionOf: (offset) => positionAt(text, offset),
  };
}

/** Offsets at which each line starts (LF, CRLF and lone CR end a line). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    if (c === 0x0a || c === 0x0d) starts.push(i + 1);
  }
  return starts;
}

function positionIn(starts: number[], offset: number): JsonPosition {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

// ---------------------------------------------------------------------------------------------
// The parser: one linear, iterative pass (no recursion, so no nesting can overflow the stack)
// that checks the RFC 8259 grammar, the depth and the value count before anything is built past
// them, and records where every element starts. Values are plain data: object keys are defined
// as own data properties, so `__proto__` never changes a prototype.

/** Start offsets of a container's children: by index for arrays, by key for objects. */
type ChildOffsets = number[] | Map<string, number>;

interface ParsedText {
  value: unknown;
  rootOffset: number;
  children: WeakMap<object, ChildOffsets>;
}

interface Frame {
  container: unknown[] | Record<string, unknown>;
  offsets: ChildOffsets;
  /** The pending key of an object member and where it starts. */
  key: string;
  keyOffset: number;
}

const EXPECT_VALUE = 0;
const EXPECT_VALUE_OR_CLOSE = 1; // after '['
const EXPECT_VALUE_AFTER_COMMA = 2; // after ',' in an array
const EXPECT_KEY_OR_CLOSE = 3; // after '{'
const EXPECT_KEY = 4; // after ',' in an object
const EXPECT_COLON = 5;
const AFTER_VALUE = 6;

const ARRAY = 1;
const OBJECT = 2;

function parseText(
  text: string,
  uri: string,
  limits: JsonLimits,
  unsafe: number[] | undefined,
): ParsedText {
  const n = text.length;
  const stack: number[] = [];
  const frames: Frame[] = [];
  const children = new WeakMap<object, ChildOffsets>();
  let root: unknown;
  let rootOffset = 0;
  let state = EXPECT_VALUE;
  let nodes = 0;
  let i = 0;
  /** Attaches a finished value that started at `at` to the open container (or makes it the root). */
  const attach = (value: unknown, at: number): void => {
    const frame = frames[frames.length - 1];
    if (frame === undefined) {
      root = value;
      rootOffset = at;
    } else if (Array.isArray(frame.container)) {
      frame.container.push(value);
      (frame.offsets as number[]).push(at);
    } else {
      const offsets = frame.offsets as Map<string, number>;
      if (offsets.has(frame.key)) {
        fail(frame.keyOffset, `duplicate key ${quoteNameForMessage(frame.key)}`);
      }
      // Plain assignment makes an own data property for every key except `__proto__`, the one
      // accessor on Object.prototype; that key is defined so it stays data.
      if (frame.key === '__proto__') {
        Object.defineProperty(frame.container, frame.key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        (frame.container as Record<string, unknown>)[frame.key] = value;
      }
      offsets.set(frame.key, at);
    }
  };
  const open = (container: unknown[] | Record<string, unknown>, at: number): void => {
    attach(container, at);
    const offsets: ChildOffsets = Array.isArray(container) ? [] : new Map<string, number>();
    children.set(container, offsets);
    frames.push({ container, offsets, key: '', keyOffset: 0 });
  };
  const close = (): void => {
    stack.pop();
    frames.pop();
  };
  const fail = (at: number, what: string): never => {
    const { line, column } = positionAt(text, at);
    throw new InputError(`${uri}:${line}:${column}: ${what}`);
  };
  const expected = (): string => {
    switch (state) {
      case EXPECT_VALUE:
      case EXPECT_VALUE_AFTER_COMMA:
        return 'a value';
      case EXPECT_VALUE_OR_CLOSE:
        return "a value or ']'";
      case EXPECT_KEY_OR_CLOSE:
        return "a string key or '}'";
      case EXPECT_KEY:
        return 'a string key';
      case EXPECT_COLON:
        return "':' after the key";
      default:
        if (stack.length === 0) return 'end of input';
        return stack[stack.length - 1] === ARRAY ? "',' or ']'" : "',' or '}'";
    }
  };
  const unexpected = (at: number): never => {
    if (at >= n) return fail(at, `expected ${expected()}, found end of input`);
    const c = text.charCodeAt(at);
    if (
      (c === 0x5d && state === EXPECT_VALUE_AFTER_COMMA) ||
      (c === 0x7d && state === EXPECT_KEY)
    ) {
      return fail(
        at,
        `expected ${expected()}, found '${text[at]}' (JSON allows no trailing comma)`,
      );
    }
    return fail(at, `expected ${expected()}, found ${describeAt(text, at)}`);
  };

  for (;;) {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
    if (i >= n) {
      if (state === AFTER_VALUE && stack.length === 0) return { value: root, rootOffset, children };
      unexpected(i);
    }
    const c = text.charCodeAt(i);
    switch (state) {
      case EXPECT_VALUE_OR_CLOSE:
        if (c === 0x5d) {
          close();
          i++;
          state = AFTER_VALUE;
          break;
        }
      // falls through
      case EXPECT_VALUE:
      case EXPECT_VALUE_AFTER_COMMA: {
        const isValueStart =
          c === 0x7b || c === 0x5b || c === 0x22 || c === 0x2d || (c >= 0x30 && c <= 0x39);
        const word = isValueStart ? '' : wordAt(text, i);
        if (!isValueStart && word !== 'true' && word !== 'false' && word !== 'null') unexpected(i);
        if (++nodes > limits.maxNodes) {
          fail(i, `more than ${limits.maxNodes} JSON values (maxNodes)`);
        }
        if (c === 0x7b || c === 0x5b) {
          if (stack.length >= limits.maxDepth) {
            fail(i, `nesting is deeper than ${limits.maxDepth} levels (maxDepth)`);
          }
          stack.push(c === 0x7b ? OBJECT : ARRAY);
          open(c === 0x7b ? {} : [], i);
          state = c === 0x7b ? EXPECT_KEY_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
          i++;
        } else if (c === 0x22) {
          const end = scanString(text, i, fail);
          attach(stringValue(text, i, end), i);
          i = end;
          state = AFTER_VALUE;
        } else if (isValueStart) {
          const end = scanNumber(text, i, fail);
          const number = Number(text.slice(i, end));
          if (unsafe !== undefined && mayBeUnsafe(text, i, end) && isUnsafeInteger(text, i, end)) {
            unsafe.push(i);
          }
          attach(number, i);
          i = end;
          state = AFTER_VALUE;
        } else {
          attach(word === 'null' ? null : word === 'true', i);
          i += word.length;
          state = AFTER_VALUE;
        }
        break;
      }
      case EXPECT_KEY_OR_CLOSE:
        if (c === 0x7d) {
          close();
          i++;
          state = AFTER_VALUE;
          break;
        }
      // falls through
      case EXPECT_KEY:
        if (c !== 0x22) unexpected(i);
        {
          const end = scanString(text, i, fail);
          const frame = frames[frames.length - 1];
          frame.key = stringValue(text, i, end);
          frame.keyOffset = i;
          i = end;
        }
        state = EXPECT_COLON;
        break;
      case EXPECT_COLON:
        if (c !== 0x3a) unexpected(i);
        i++;
        state = EXPECT_VALUE;
        break;
      default: {
        const top = stack[stack.length - 1];
        if (c === 0x2c && top !== undefined) {
          state = top === ARRAY ? EXPECT_VALUE_AFTER_COMMA : EXPECT_KEY;
          i++;
        } else if ((c === 0x5d && top === ARRAY) || (c === 0x7d && top === OBJECT)) {
          close();
          i++;
        } else {
          unexpected(i);
        }
      }
    }
  }
}

/** Scans a string token starting at its opening quote; returns the offset after the closing quote. */
function scanString(
  text: string,
  start: number,
  fail: (at: number, what: string) => never,
): number {
  const n = text.length;
  let i = start + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c === 0x5c) {
      const e = text.charCodeAt(i + 1);
      if (e === 0x75) {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          fail(i, 'invalid \\u escape in a string: expected 4 hex digits');
        }
        i += 6;
      } else if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x2f ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      ) {
        i += 2;
      } else if (i + 1 >= n) {
        break;
      } else {
        fail(
          i,
          `invalid escape ${quoteForMessage('\\' + String.fromCodePoint(text.codePointAt(i + 1) ?? 0))} in a string`,
        );
      }
    } else if (c < 0x20) {
      fail(i, `unescaped control character ${codePointName(c)} in a string`);
    } else {
      i++;
    }
  }
  return fail(start, 'unterminated string');
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const NUMBER_RUN = /[-+.0-9A-Za-z_]*/y;

/** Scans a number token; returns the offset after it. Rejects numbers a double cannot hold. */
function scanNumber(
  text: string,
  start: number,
  fail: (at: number, what: string) => never,
): number {
  NUMBER.lastIndex = start;
  const m = NUMBER.exec(text);
  NUMBER_RUN.lastIndex = start;
  const run = NUMBER_RUN.exec(text)?.[0] ?? '';
  if (!m || run.length !== m[0].length) {
    // the text of a value is never quoted (it may be an ID number or a key): its length is
    fail(start, `invalid number (${run.length} character${run.length === 1 ? '' : 's'})`);
  }
  const token = (m as RegExpExecArray)[0];
  if (!Number.isFinite(Number(token))) {
    fail(start, `number (${token.length} characters) is too large for a 64-bit float`);
  }
  return start + token.length;
}

/** The identifier-like word at an offset (`true`, `True`, `NaN`...), capped at 32 characters. */
function wordAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 32 && /[A-Za-z0-9_$]/.test(text[end])) end++;
  return text.slice(at, end);
}

/** Words other languages' literals use: safe to show, and what the user needs to see. */
const KNOWN_WORDS = new Set(
  'True False None TRUE FALSE NULL Null NaN nan Infinity inf undefined tru fals nul'.split(' '),
);

/** How a message names what it found at an offset, safe for a terminal. */
function describeAt(text: string, at: number): string {
  const word = wordAt(text, at);
  // a word JSON lacks (True, NaN, undefined…) is named; any other word may be an unquoted value
  // (a token, an ID) and is described by its kind and length only
  if (KNOWN_WORDS.has(word)) return `'${word}'`;
  const plural = word.length === 1 ? '' : 's';
  if (/^[0-9]/.test(word)) return `a number (${word.length} character${plural})`;
  if (word.length > 0)
    return `an unquoted word (${word.length} character${word.length === 1 ? '' : 's'})`;
  const c = text.codePointAt(at) ?? 0;
  if (c === 0x2f && (text[at + 1] === '/' || text[at + 1] === '*')) {
    return "'/' (JSON allows no comments)";
  }
  if (c === 0x27) return `"'" (JSON strings use double quotes)`;
  if (c > 0x20 && c < 0x7f) return `'${String.fromCharCode(c)}'`;
  return codePointName(c);
}

/** The value of a validated string token; only escaped strings need decoding. */
function stringValue(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.indexOf('\\') === -1 ? raw : (JSON.parse(text.slice(start, end)) as string);
}

function locateOffset(
  parsed: ParsedText,
  segments: readonly (string | number)[],
  pointer: string | undefined,
): number {
  let value = parsed.value;
  let offset = parsed.rootOffset;
  for (const item of segments) {
    const segment = typeof item === 'number' ? String(item) : item;
    const offsets =
      typeof value === 'object' && value !== null ? parsed.children.get(value) : undefined;
    let next: number | undefined;
    if (offsets instanceof Map) {
      next = offsets.get(segment);
      if (next !== undefined) value = (value as Record<string, unknown>)[segment];
    } else if (offsets !== undefined && ARRAY_INDEX.test(segment)) {
      next = offsets[Number(segment)];
      if (next !== undefined) value = (value as unknown[])[Number(segment)];
    }
    if (next === undefined) {
      const shown = pointer ?? toPointer(segments);
      throw new RangeError(`JSON pointer ${quoteForMessage(shown)} designates nothing`);
    }
    offset = next;
  }
  return offset;
}

const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;

// ---------------------------------------------------------------------------------------------
// Scanning text already known to be valid JSON: element ends and children, without building.

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Offset after the string token whose opening quote is at `start`, or -1 when it is unterminated. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q < 0) return -1;
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === 0x5c) slashes++;
    if ((slashes & 1) === 0) return q + 1;
    from = q + 1;
  }
}

/** Offset just past the valid JSON value that starts at `start`. */
export function valueEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
      if (i < 0) return n;
      if (depth === 0) return i;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      i++;
      if (depth === 0) return i;
    } else if (depth === 0) {
      // A number or a literal.
      while (i < n) {
        const d = text.charCodeAt(i);
        if (isSpace(d) || d === 0x2c || d === 0x5d || d === 0x7d || d === 0x3a) break;
        i++;
      }
      return i;
    } else {
      i++;
    }
  }
  return i;
}

/**
 * Start offsets of every child of the container at `at` in valid JSON without duplicate keys
 * (by index for an array, by key for an object); undefined when `at` holds no container.
 */
function containerChildren(text: string, at: number): ChildOffsets | undefined {
  const c = text.charCodeAt(at);
  if (c === 0x7b) {
    const offsets = new Map<string, number>();
    let i = skipSpace(text, at + 1);
    while (text.charCodeAt(i) === 0x22) {
      const end = stringEnd(text, i);
      const raw = text.slice(i + 1, end - 1);
      const name = raw.indexOf('\\') === -1 ? raw : (JSON.parse(text.slice(i, end)) as string);
      i = skipSpace(text, skipSpace(text, end) + 1);
      offsets.set(name, i);
      i = skipSpace(text, valueEnd(text, i));
      if (text.charCodeAt(i) !== 0x2c) break;
      i = skipSpace(text, i + 1);
    }
    return offsets;
  }
  if (c === 0x5b) {
    const offsets: number[] = [];
    let i = skipSpace(text, at + 1);
    if (text.charCodeAt(i) === 0x5d) return offsets;
    for (;;) {
      offsets.push(i);
      i = skipSpace(text, valueEnd(text, i));
      if (text.charCodeAt(i) !== 0x2c) break;
      i = skipSpace(text, i + 1);
    }
    return offsets;
  }
  return undefined;
}

/** Where the child `segment` of the container at `at` starts, or -1. */
function childOffset(text: string, at: number, segment: string | number): number {
  const c = text.charCodeAt(at);
  if (c === 0x7b) {
    const key = typeof segment === 'number' ? String(segment) : segment;
    let i = skipSpace(text, at + 1);
    while (text.charCodeAt(i) === 0x22) {
      const end = stringEnd(text, i);
      if (end < 0) return -1;
      const raw = text.slice(i + 1, end - 1);
      const name = raw.indexOf('\\') === -1 ? raw : (JSON.parse(text.slice(i, end)) as string);
      i = skipSpace(text, skipSpace(text, end) + 1);
      if (name === key) return i;
      i = skipSpace(text, valueEnd(text, i));
      if (text.charCodeAt(i) !== 0x2c) return -1;
      i = skipSpace(text, i + 1);
    }
    return -1;
  }
  if (c === 0x5b) {
    const index =
      typeof segment === 'number' ? segment : ARRAY_INDEX.test(segment) ? Number(segment) : -1;
    if (!Number.isSafeInteger(index) || index < 0) return -1;
    let i = skipSpace(text, at + 1);
    if (text.charCodeAt(i) === 0x5d) return -1;
    for (let k = 0; k < index; k++) {
      i = skipSpace(text, valueEnd(text, i));
      if (text.charCodeAt(i) !== 0x2c) return -1;
      i = skipSpace(text, i + 1);
    }
    return i;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Unsafe integers: number tokens whose value is an integer beyond ±2^53.

const TWO_53 = 2n ** 53n;

/** Cheap pre-check: a value beyond 2^53 needs 16 digits before any fraction, or an exponent. */
function mayBeUnsafe(text: string, start: number, end: number): boolean {
  if (end - start >= 16) return true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x65 || c === 0x45) return true;
  }
  return false;
}

/** True when the number token text[start, end) is an integer beyond ±2^53. */
function isUnsafeInteger(text: string, start: number, end: number): boolean {
  const token = text.slice(start, end);
  if (/^-?[0-9]+$/.test(token)) {
    const big = BigInt(token);
    return big > TWO_53 || big < -TWO_53;
  }
  const value = Number(token);
  return Number.isInteger(value) && Math.abs(value) > 2 ** 53;
}

/**
 * Builds the value with JSON.parse when a pre-scan shows the full parser would build the same
 * value without error: within the depth and value bounds, no number beyond a double, and (by
 * counting keys in the text and in the value) no duplicate key. Anything else, NOT_NATIVE: the
 * full parser then decides, with its exact error.
 */
function nativeParse(text: string, limits: JsonLimits, unsafe: number[] | undefined): unknown {
  const n = text.length;
  const maxDepth = Math.min(limits.maxDepth, 1000);
  let depth = 0;
  let nodes = 0;
  let keys = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = stringEnd(text, i);
      if (end < 0) return NOT_NATIVE;
      const j = skipSpace(text, end);
      if (text.charCodeAt(j) === 0x3a) {
        keys++;
        i = j + 1;
      } else {
        nodes++;
        i = end;
      }
    } else if (c === 0x7b || c === 0x5b) {
      nodes++;
      if (++depth > maxDepth) return NOT_NATIVE;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      i++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const start = i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (
          (d >= 0x30 && d <= 0x39) ||
          d === 0x2e ||
          d === 0x2b ||
          d === 0x2d ||
          d === 0x65 ||
          d === 0x45
        ) {
          i++;
        } else break;
      }
      nodes++;
      if (mayBeUnsafe(text, start, i)) {
        if (!Number.isFinite(Number(text.slice(start, i)))) return NOT_NATIVE;
        if (unsafe !== undefined && isUnsafeInteger(text, start, i)) unsafe.push(start);
      }
    } else if (c === 0x74 || c === 0x6e) {
      nodes++;
      i += 4;
    } else if (c === 0x66) {
      nodes++;
      i += 5;
    } else {
      i++;
    }
  }
  if (nodes > limits.maxNodes) return NOT_NATIVE;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_NATIVE;
  }
  return countKeys(value) === keys ? value : NOT_NATIVE;
}

/** Own keys of every object in a parsed value (JSON.parse keeps only the last of duplicates). */
function countKeys(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += countKeys(value[i]);
    return count;
  }
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
    count += 1 + countKeys(obj[key]);
  }
  return count;
}

/** Splits an RFC 6901 pointer into unescaped reference tokens. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~(?![01])/.test(pointer)) {
    throw new RangeError(`malformed JSON pointer ${quoteForMessage(pointer)}`);
  }
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Builds an RFC 6901 pointer from reference tokens (`~` → `~0`, `/` → `~1`). */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
