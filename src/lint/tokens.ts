/**
 * Token estimates of tool definitions, offline, with the o200k_base BPE of `gpt-tokenizer`
 * (pure JS, only this encoding is bundled; it loads in a fraction of the time js-tiktoken's
 * rank parsing takes, and tests check its counts against js-tiktoken). An estimate: each
 * provider wraps definitions in its own prompt template, which adds tokens this does not count.
 */
import type { encode as Encode } from 'gpt-tokenizer/encoding/o200k_base';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { jcsText } from '../canonical/jcs.js';
import { asciiPieceEnd, isAsciiText } from './ascii-pieces.js';
import type { Tool } from '../model/tool.js';

export const TOKEN_ENCODING = 'o200k_base';
/** What is counted per tool (docs/lint.md). */
export const TOKEN_BASIS = 'JCS (RFC 8785) of {name, description, input_schema}';

/**
 * BPE merging is quadratic in the length of one pre-tokenizer piece, so a hostile run of
 * letters could stall a scan; pieces longer than this are estimated at 4 bytes per token.
 * Natural text never has such pieces, so its count is exact.
 */
export const MAX_PIECE = 256;

const NO_SPECIAL: Set<string> = new Set();

/**
 * The encoder, once `loadTokenizer` has loaded it. Its rank table takes a quarter of a second
 * and ~70 MB to evaluate, so it is loaded only by code paths that count tokens; commands that
 * never lint (seal, verify, replay, …) never pay for it.
 */
let encode: typeof Encode | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the o200k_base encoder that `countTokens`, `toolTokenCounts`, `tokenBudget` (without
 * counts), `lintTools` and linting scans need. Idempotent: every call shares one load.
 * `runScan` awaits it when it lints; importing the library does not load it.
 */
export function loadTokenizer(): Promise<void> {
  // eager: the bundler keeps the encoder inside the one bundle file, evaluated only here
  loading ??= import(/* webpackMode: "eager" */ 'gpt-tokenizer/encoding/o200k_base').then(
    (module) => {
      encode = module.encode;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** True once `loadTokenizer` has finished. */
export function tokenizerLoaded(): boolean {
  return encode !== undefined;
}

function encoder(): typeof Encode {
  if (encode === undefined) {
    throw new Error(
      'the o200k_base tokenizer is not loaded: await loadTokenizer() before counting tokens or linting',
    );
  }
  return encode;
}

function encodeLength(text: string, encodeText: typeof Encode): number {
  // No special tokens: `<|endoftext|>` in a description is plain text, as providers send it.
  return text === ''
    ? 0
    : encodeText(text, { allowedSpecial: NO_SPECIAL, disallowedSpecial: NO_SPECIAL }).length;
}

/**
 * Piece -> token count. The encoder splits text into pieces with its pre-tokenizer pattern and
 * encodes each piece on its own, so a piece's count never depends on its neighbours; tool
 * definitions repeat the same pieces (`{"`, `type`, `":"`, …) over and over. Cleared when full.
 */
const pieceCounts = new Map<string, number>();
const MAX_CACHED_PIECES = 1 << 16;

// The encoder's own pre-tokenizer pattern (a private copy: the global regex's lastIndex is ours).
const PIECE_PATTERN = new RegExp(O200K_TOKEN_SPLIT_REGEX.source, 'gu');

/**
 * The number of o200k_base tokens of `text`, special-token text counted as plain text. Throws
 * until `loadTokenizer()` has resolved.
 */
export function countTokens(text: string): number {
  // One pass of the pre-tokenizer; each piece counted as the encoder counts it (pieces longer
  // than MAX_PIECE estimated at 4 bytes per token). Equal to encoding the runs between long
  // pieces, since the encoder's pieces of a run are the run's pieces of the whole text.
  const encodeText = encoder();
  let total = 0;
  if (isAsciiText(text)) {
    // the same pieces, split without the regex's Unicode classes (ascii-pieces.ts)
    for (let start = 0; start < text.length;) {
      const end = asciiPieceEnd(text, start);
      total += pieceCount(text.slice(start, end), encodeText);
      start = end;
    }
    return total;
  }
  PIECE_PATTERN.lastIndex = 0;
  for (let m = PIECE_PATTERN.exec(text); m !== null; m = PIECE_PATTERN.exec(text)) {
    total += pieceCount(m[0], encodeText);
  }
  return total;
}

/** Tokens of one pre-tokenizer piece, from the cache when seen before. */
function pieceCount(piece: string, encodeText: typeof Encode): number {
  if (piece.length > MAX_PIECE) return Math.ceil(Buffer.byteLength(piece) / 4);
  let n = pieceCounts.get(piece);
  if (n === undefined) {
    n = encodeLength(piece, encodeText);
    if (pieceCounts.size >= MAX_CACHED_PIECES) pieceCounts.clear();
    pieceCounts.set(piece, n);
  }
  return n;
}

/**
 * The text counted for one tool: the fields MCP clients forward to the Anthropic Messages API,
 * as RFC 8785 (JCS) canonical JSON — keys sorted at every level, so a server that reorders the
 * keys of a schema (or a serializer that does) never moves the estimate; sent as-is, the same
 * tool moves by ~0.3 %.
 */
export function toolTokenText(tool: Tool): string {
  const definition: Record<string, unknown> = { name: tool.name };
  if (tool.description !== '') definition.description = tool.description;
  definition.input_schema = tool.inputSchema;
  return jcsText(definition);
}

/** One tool's estimate. */
export interface ToolTokens {
  server: string;
  tool: string;
  tokens: number;
}

/** `stats.tokens` of a scan. */
export interface TokenStats {
  encoding: typeof TOKEN_ENCODING;
  basis: typeof TOKEN_BASIS;
  estimate: true;
  total: number;
  /** Server name -> tokens of its tools. */
  byServer: Record<string, number>;
  /** Every tool, by server then name (input order among equal names). */
  byTool: ToolTokens[];
}

/** Each tool's estimate, in input order. */
export function toolTokenCounts(tools: readonly Tool[]): number[] {
  return tools.map((t) => countTokens(toolTokenText(t)));
}

/**
 * Token estimates per tool, per server and in total. Deterministic for the same tools.
 * `counts` (from `toolTokenCounts`) saves counting twice.
 */
export function tokenBudget(
  tools: readonly Tool[],
  counts: readonly number[] = toolTokenCounts(tools),
): TokenStats {
  const byTool = tools.map((t, i) => ({ server: t.server, tool: t.name, tokens: counts[i] }));
  const order = byTool.map((_, i) => i).sort((a, b) => compare(byTool[a], byTool[b]) || a - b);
  const byServer: Record<string, number> = {};
  let total = 0;
  for (const entry of byTool) {
    // defineProperty: a server named `__proto__` stays data
    Object.defineProperty(byServer, entry.server, {
      value:
        (Object.prototype.hasOwnProperty.call(byServer, entry.server)
          ? byServer[entry.server]
          : 0) + entry.tokens,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    total += entry.tokens;
  }
  return {
    encoding: TOKEN_ENCODING,
    basis: TOKEN_BASIS,
    estimate: true,
    total,
    byServer,
    byTool: order.map((i) => byTool[i]),
  };
}

function compare(a: ToolTokens, b: ToolTokens): number {
  const key = (t: ToolTokens): [string, string] => [t.server, t.tool];
  const [as, an] = key(a);
  const [bs, bn] = key(b);
  return as < bs ? -1 : as > bs ? 1 : an < bn ? -1 : an > bn ? 1 : 0;
}
