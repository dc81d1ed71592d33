import { createScanner, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { parse as parseToml, TomlError } from 'smol-toml';
import { DEFAULT_JSON_LIMITS, parseJson, parsePointer, toPointer } from '../import/json.js';
import type { JsonPosition } from '../import/json.js';
import { quoteNameForMessage } from '../import/escape.js';
import { InputError } from '../model/errors.js';
import { locateToml } from './toml-locate.js';

/** The on-disk syntax of a client config. */
export type ConfigFormat = 'json' | 'jsonc' | 'toml';

/** A parsed config file that can say where its elements start. */
export interface ConfigDocument {
  format: ConfigFormat;
  /** Plain data; `__proto__` and `constructor` keys are own data properties. */
  value: unknown;
  /**
   * Position of the element an RFC 6901 pointer designates. A pointer the file does not spell
   * out (a TOML key implied by a header, say) falls back to its nearest located ancestor.
   */
  locate(pointer: string): JsonPosition;
}

/** Offsets at which each line starts (LF, CRLF and lone CR end a line, as json.ts counts them). */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
      if (c === 0x0a || c === 0x0d) this.starts.push(i + 1);
    }
  }
  /** 1-based line and UTF-16 column of an offset. */
  position(offset: number): JsonPosition {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
}

/** Locates through `offsets`, walking up to the nearest ancestor a pointer has no entry for. */
function locator(offsets: Map<string, number>, text: string): (pointer: string) => JsonPosition {
  let lines: LineIndex | undefined;
  return (pointer) => {
    const segments = parsePointer(pointer);
    for (let n = segments.length; n >= 0; n--) {
      const at = offsets.get(toPointer(segments.slice(0, n)));
      if (at !== undefined) {
        lines ??= new LineIndex(text);
        return lines.position(at);
      }
    }
    return { line: 1, column: 1 };
  };
}

/** Strict JSON through the catalog parser (same bounds, same messages). */
export function parseStrictJson(text: string, uri: string): ConfigDocument {
  const doc = parseJson(text, uri);
  return {
    format: 'json',
    value: doc.value,
    locate(pointer) {
      // parseJson throws for pointers that designate nothing; fall back like the others do
      const segments = parsePointer(pointer);
      for (let n = segments.length; n > 0; n--) {
        try {
          return doc.locate(toPointer(segments.slice(0, n)));
        } catch {
          // try the parent
        }
      }
      return doc.locate('');
    },
  };
}

const JSONC_ERRORS: Record<number, string> = {
  1: 'unexpected character',
  2: 'invalid number',
  3: 'expected a property name',
  4: 'expected a value',
  5: "expected ':' after the key",
  6: "expected ','",
  7: "expected '}'",
  8: "expected ']'",
  9: 'expected end of input',
  10: 'invalid comment',
  11: 'unterminated comment',
  12: 'unterminated string',
  13: 'unterminated number',
  14: 'invalid \\u escape in a string',
  15: 'invalid escape in a string',
  16: 'invalid character in a string',
};

/**
 * JSON with comments and trailing commas (VS Code, Cursor, Gemini, Windsurf). Bounded like
 * strict JSON: size, then depth and value count in one iterative scanner pass before the
 * (recursive) tree is built, so no nesting can overflow the stack. Duplicate keys are errors.
 */
export function parseJsonc(text: string, uri: string): ConfigDocument {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = new LineIndex(text);
  const fail = (offset: number, what: string): never => {
    const { line, column } = lines.position(offset);
    throw new InputError(`${uri}:${line}:${column}: ${what}`);
  };
  const size = Buffer.byteLength(text, 'utf8');
  if (size > DEFAULT_JSON_LIMITS.maxBytes) {
    throw new InputError(
      `${uri}: file is ${size} bytes, over the limit of ${DEFAULT_JSON_LIMITS.maxBytes} bytes (maxBytes)`,
    );
  }
  checkJsoncBounds(text, fail);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    allowTrailingComma: true,
    disallowComments: false,
    allowEmptyContent: false,
  });
  if (errors.length > 0) fail(errors[0].offset, JSONC_ERRORS[errors[0].error] ?? 'syntax error');
  if (root === undefined) return fail(0, 'expected a value, found end of input');
  const offsets = new Map<string, number>();
  const value = buildValue(root, [], offsets, text, fail);
  return { format: 'jsonc', value, locate: locator(offsets, text) };
}

function checkJsoncBounds(text: string, fail: (offset: number, what: string) => never): void {
  const scanner = createScanner(text, true);
  let depth = 0;
  let nodes = 0;
  for (let token = scanner.scan(); token !== 17 /* EOF */; token = scanner.scan()) {
    if (token === 1 /* { */ || token === 3 /* [ */) {
      if (++depth > DEFAULT_JSON_LIMITS.maxDepth) {
        fail(
          scanner.getTokenOffset(),
          `nesting is deeper than ${DEFAULT_JSON_LIMITS.maxDepth} levels (maxDepth)`,
        );
      }
    } else if (token === 2 /* } */ || token === 4 /* ] */) {
      depth--;
    }
    if ((token >= 7 && token <= 11) || token === 1 || token === 3) {
      if (++nodes > DEFAULT_JSON_LIMITS.maxNodes) {
        fail(
          scanner.getTokenOffset(),
          `more than ${DEFAULT_JSON_LIMITS.maxNodes} JSON values (maxNodes)`,
        );
      }
    }
  }
}

/** Builds plain data from a jsonc-parser tree, recording where every element starts. */
function buildValue(
  node: Node,
  path: (string | number)[],
  offsets: Map<string, number>,
  text: string,
  fail: (offset: number, what: string) => never,
): unknown {
  offsets.set(toPointer(path), node.offset);
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (keyNode === undefined || valueNode === undefined) continue;
        const key = String(keyNode.value);
        if (Object.prototype.hasOwnProperty.call(out, key)) {
          fail(keyNode.offset, `duplicate key ${quoteNameForMessage(key)}`);
        }
        // defineProperty keeps `__proto__` a data key
        Object.defineProperty(out, key, {
          value: buildValue(valueNode, [...path, key], offsets, text, fail),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map((child, i) =>
        buildValue(child, [...path, i], offsets, text, fail),
      );
    case 'number': {
      const n = Number(node.value);
      if (!Number.isFinite(n)) fail(node.offset, 'number is too large for a 64-bit float');
      return n;
    }
    default:
      return node.value;
  }
}

/**
 * TOML (Codex CLI). smol-toml validates and builds the value; it keeps no positions, so a small
 * structural scan of the (now known valid) text finds where headers and keys start.
 */
export function parseTomlConfig(text: string, uri: string): ConfigDocument {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const size = Buffer.byteLength(text, 'utf8');
  if (size > DEFAULT_JSON_LIMITS.maxBytes) {
    throw new InputError(
      `${uri}: file is ${size} bytes, over the limit of ${DEFAULT_JSON_LIMITS.maxBytes} bytes (maxBytes)`,
    );
  }
  let value: unknown;
  try {
    value = parseToml(text, { maxDepth: 64, integersAsBigInt: false });
  } catch (error) {
    if (error instanceof TomlError) {
      // only the first line: the rest is a code block that quotes the file (maybe a secret)
      const what = error.message
        .split('\n')[0]
        .replace(/^Invalid TOML document:\s*/i, '')
        .trim();
      throw new InputError(`${uri}:${error.line}:${error.column}: invalid TOML: ${what}`);
    }
    // smol-toml throws plain errors for a few limits (maxDepth); still the user's input
    if (error instanceof Error) {
      throw new InputError(`${uri}: invalid TOML: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
  let offsets: Map<string, number> | undefined;
  const locateAt = (pointer: string): JsonPosition => {
    offsets ??= locateToml(text);
    return locator(offsets, text)(pointer);
  };
  return { format: 'toml', value: plainToml(value), locate: locateAt };
}

/** smol-toml tables have a null prototype and dates are objects; give lint plain data. */
function plainToml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainToml);
  if (
    value instanceof Date ||
    (value !== null && typeof value === 'object' && 'toISOString' in value)
  ) {
    return String((value as { toISOString(): string }).toISOString());
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, {
        value: plainToml((value as Record<string, unknown>)[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
