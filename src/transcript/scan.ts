/**
 * A JSON scanner for hot paths: it validates a JSON text without building values, tells whether
 * a value's text is already its RFC 8785 (JCS) text, and writes the JCS text when it is not.
 * It is an accelerator only: whenever it returns FAIL (invalid JSON, or anything it does not
 * decide itself: a number whose digits could be rounded, duplicate keys, deep nesting), callers
 * take the JSON.parse path, which stays the authority for every message and digest.
 *
 * Its notion of "canonical" is exactly what `jcs(JSON.parse(text))` writes: keys sorted by
 * UTF-16 code units, no whitespace, strings as JSON.stringify writes them, numbers as ECMAScript
 * writes them.
 */

/** Returned instead of an end position when the scanner does not decide the text. */
export const FAIL = -1;
const MAX_DEPTH = 64;
const TWO_53 = 2 ** 53;
const TWO_53_BIG = 2n ** 53n;

let src = '';
let len = 0;
/** After scanValue: true when src.slice(start, end) is already the value's JCS text. */
let exact = false;
/** After scanString: whether the string had any backslash escape. */
let escaped = false;

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skipWs(pos: number): number {
  while (pos < len && isWs(src.charCodeAt(pos))) pos++;
  return pos;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** A string starting at `pos` (a quote); sets `exact` and `escaped`. */
function scanString(pos: number): number {
  let i = pos + 1;
  let ok = true;
  escaped = false;
  for (;;) {
    // the longest run of plain characters: no quote, backslash, control or surrogate
    // (locals: the module's src and len are context slots, reloaded on every access)
    const s = src;
    const n = len;
    let c = 0;
    while (i < n) {
      c = s.charCodeAt(i);
      if (c === 0x22 || c === 0x5c || c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) break;
      i++;
    }
    if (i >= n) return FAIL;
    if (c === 0x22) {
      exact = ok;
      return i + 1;
    }
    if (c === 0x5c) {
      escaped = true;
      const e = src.charCodeAt(i + 1);
      if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      ) {
        i += 2;
      } else if (e === 0x75) {
        let code = 0;
        let lower = true;
        for (let k = 2; k < 6; k++) {
          const h = src.charCodeAt(i + k);
          const v = hexValue(h);
          if (v < 0) return FAIL;
          if (h >= 0x41 && h <= 0x46) lower = false;
          code = code * 16 + v;
        }
        // JSON.stringify writes \u00xx (lowercase) only for controls without a short escape
        if (
          !lower ||
          code >= 0x20 ||
          code === 0x08 ||
          code === 0x09 ||
          code === 0x0a ||
          code === 0x0c ||
          code === 0x0d
        )
          ok = false;
        i += 6;
      } else if (e === 0x2f) {
        ok = false;
        i += 2;
      } else {
        return FAIL;
      }
      continue;
    }
    if (c < 0x20) return FAIL;
    // a surrogate: a pair is written as it is, a lone one JSON.stringify escapes
    const d = src.charCodeAt(i + 1);
    if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) i += 2;
    else {
      ok = false;
      i++;
    }
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** A number starting at `pos`; sets `exact`. FAIL for integers beyond 2^53 (they would round). */
function scanNumber(pos: number): number {
  let i = pos;
  if (src.charCodeAt(i) === 0x2d) i++;
  const intStart = i;
  let c = src.charCodeAt(i);
  if (c === 0x30) {
    i++;
  } else if (c >= 0x31 && c <= 0x39) {
    i++;
    while (i < len && isDigit(src.charCodeAt(i))) i++;
  } else {
    return FAIL;
  }
  const intDigits = i - intStart;
  let simple = true;
  c = src.charCodeAt(i);
  if (c === 0x2e) {
    simple = false;
    i++;
    if (!isDigit(src.charCodeAt(i))) return FAIL;
    while (i < len && isDigit(src.charCodeAt(i))) i++;
    c = src.charCodeAt(i);
  }
  if (c === 0x65 || c === 0x45) {
    simple = false;
    i++;
    c = src.charCodeAt(i);
    if (c === 0x2b || c === 0x2d) i++;
    if (!isDigit(src.charCodeAt(i))) return FAIL;
    while (i < len && isDigit(src.charCodeAt(i))) i++;
  }
  if (simple && intDigits <= 15) {
    // -0 is written 0
    exact = !(intDigits === 1 && i - pos === 2 && src.charCodeAt(intStart) === 0x30);
    return i;
  }
  const token = src.slice(pos, i);
  if (simple) {
    const big = BigInt(token);
    if (big > TWO_53_BIG || big < -TWO_53_BIG) return FAIL;
  }
  const value = Number(token);
  if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > TWO_53)) return FAIL;
  exact = String(value) === token;
  return i;
}

/** True when key content [a0, a1) sorts strictly before [b0, b1) in UTF-16 code units. */
function keyBefore(a0: number, a1: number, b0: number, b1: number): boolean {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let k = 0; k < n; k++) {
    const x = src.charCodeAt(a0 + k);
    const y = src.charCodeAt(b0 + k);
    if (x !== y) return x < y;
  }
  return a1 - a0 < b1 - b0;
}

function scanObject(pos: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  let all = true;
  let i = pos + 1;
  let j = skipWs(i);
  if (j !== i) all = false;
  i = j;
  if (src.charCodeAt(i) === 0x7d) {
    exact = all;
    return i + 1;
  }
  let prevStart = -1;
  let prevEnd = -1;
  for (;;) {
    if (src.charCodeAt(i) !== 0x22) return FAIL;
    const keyStart = i;
    i = scanString(i);
    if (i === FAIL) return FAIL;
    if (escaped) all = false;
    else if (all && prevStart >= 0 && !keyBefore(prevStart + 1, prevEnd - 1, keyStart + 1, i - 1))
      all = false;
    prevStart = keyStart;
    prevEnd = i;
    j = skipWs(i);
    if (j !== i) all = false;
    if (src.charCodeAt(j) !== 0x3a) return FAIL;
    i = skipWs(j + 1);
    if (i !== j + 1) all = false;
    i = scanValue(i, depth + 1);
    if (i === FAIL) return FAIL;
    if (!exact) all = false;
    j = skipWs(i);
    if (j !== i) all = false;
    const c = src.charCodeAt(j);
    if (c === 0x7d) {
      exact = all;
      return j + 1;
    }
    if (c !== 0x2c) return FAIL;
    i = skipWs(j + 1);
    if (i !== j + 1) all = false;
  }
}

function scanArray(pos: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  let all = true;
  let i = pos + 1;
  let j = skipWs(i);
  if (j !== i) all = false;
  i = j;
  if (src.charCodeAt(i) === 0x5d) {
    exact = all;
    return i + 1;
  }
  for (;;) {
    i = scanValue(i, depth + 1);
    if (i === FAIL) return FAIL;
    if (!exact) all = false;
    j = skipWs(i);
    if (j !== i) all = false;
    const c = src.charCodeAt(j);
    if (c === 0x5d) {
      exact = all;
      return j + 1;
    }
    if (c !== 0x2c) return FAIL;
    i = skipWs(j + 1);
    if (i !== j + 1) all = false;
  }
}

function scanLiteral(pos: number, word: string): number {
  if (!src.startsWith(word, pos)) return FAIL;
  exact = true;
  return pos + word.length;
}

/** One JSON value at `pos` (no leading whitespace); its end, or FAIL. Sets `exact`. */
function scanValue(pos: number, depth: number): number {
  const c = src.charCodeAt(pos);
  if (c === 0x22) return scanString(pos);
  if (c === 0x7b) return scanObject(pos, depth);
  if (c === 0x5b) return scanArray(pos, depth);
  if (c === 0x2d || isDigit(c)) return scanNumber(pos);
  if (c === 0x74) return scanLiteral(pos, 'true');
  if (c === 0x66) return scanLiteral(pos, 'false');
  if (c === 0x6e) return scanLiteral(pos, 'null');
  return FAIL;
}

/** After buildValue: where the value ended. */
let builtEnd = 0;

/** The JCS text of a string whose raw text [start, end) is not canonical. */
function stringJcs(start: number, end: number): string {
  return JSON.stringify(JSON.parse(src.slice(start, end)) as string);
}

/** The JCS text of the value at `pos` (already scanned: valid), or undefined to fall back. */
function buildValue(pos: number, depth: number): string | undefined {
  const end = scanValue(pos, depth);
  if (end === FAIL) return undefined;
  builtEnd = end;
  if (exact) return src.slice(pos, end);
  const c = src.charCodeAt(pos);
  if (c === 0x22) return stringJcs(pos, end);
  if (c === 0x7b) return buildObject(pos, depth);
  if (c === 0x5b) return buildArray(pos, depth);
  return String(Number(src.slice(pos, end)));
}

function buildObject(pos: number, depth: number): string | undefined {
  const keys: string[] = [];
  const members: string[] = [];
  let i = skipWs(pos + 1);
  if (src.charCodeAt(i) === 0x7d) {
    builtEnd = i + 1;
    return '{}';
  }
  for (;;) {
    const keyStart = i;
    i = scanString(i);
    const key = escaped
      ? (JSON.parse(src.slice(keyStart, i)) as string)
      : src.slice(keyStart + 1, i - 1);
    const keyText = exact ? src.slice(keyStart, i) : JSON.stringify(key);
    i = skipWs(skipWs(i) + 1);
    const value = buildValue(i, depth + 1);
    if (value === undefined) return undefined;
    keys.push(key);
    members.push(keyText + ':' + value);
    i = skipWs(builtEnd);
    if (src.charCodeAt(i) === 0x7d) {
      builtEnd = i + 1;
      break;
    }
    i = skipWs(i + 1);
  }
  const end = builtEnd;
  if (!sortMembers(keys, members)) return undefined;
  builtEnd = end;
  let out = '{' + members[0];
  for (let k = 1; k < members.length; k++) out += ',' + members[k];
  return out + '}';
}

/**
 * Sorts members by key in UTF-16 code units (the JCS order); false on a duplicate key (JSON.parse
 * keeps the last one: left to the authority). Small objects take an insertion sort.
 */
function sortMembers(keys: string[], members: string[]): boolean {
  const n = keys.length;
  if (n > 16) {
    const order = keys.map((_, k) => k);
    order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const sortedKeys = order.map((k) => keys[k]);
    const sortedMembers = order.map((k) => members[k]);
    for (let k = 0; k < n; k++) {
      if (k > 0 && sortedKeys[k] === sortedKeys[k - 1]) return false;
      keys[k] = sortedKeys[k];
      members[k] = sortedMembers[k];
    }
    return true;
  }
  for (let j = 1; j < n; j++) {
    const key = keys[j];
    const member = members[j];
    let k = j;
    while (k > 0 && keys[k - 1] >= key) {
      if (keys[k - 1] === key) return false;
      keys[k] = keys[k - 1];
      members[k] = members[k - 1];
      k--;
    }
    keys[k] = key;
    members[k] = member;
  }
  return true;
}

function buildArray(pos: number, depth: number): string | undefined {
  let out = '[';
  let i = skipWs(pos + 1);
  if (src.charCodeAt(i) === 0x5d) {
    builtEnd = i + 1;
    return '[]';
  }
  for (;;) {
    const value = buildValue(i, depth + 1);
    if (value === undefined) return undefined;
    out += (out.length === 1 ? '' : ',') + value;
    i = skipWs(builtEnd);
    if (src.charCodeAt(i) === 0x5d) {
      builtEnd = i + 1;
      return out + ']';
    }
    i = skipWs(i + 1);
  }
}

/**
 * Where `String(value)` (a non-negative integer) ends when `text` holds it at `pos`, else FAIL;
 * the digits may continue after it. Reads the digits instead of writing `String(value)`.
 */
function indexEnd(text: string, pos: number, value: number): number {
  if (value >= 1e15) {
    const digits = String(value);
    return text.startsWith(digits, pos) ? pos + digits.length : FAIL;
  }
  const first = text.charCodeAt(pos);
  if (first === 0x30) return value === 0 ? pos + 1 : FAIL;
  let v = 0;
  let i = pos;
  // at most 15 digits (value < 1e15): the sum stays exact
  while (i - pos < 15) {
    const c = text.charCodeAt(i);
    if (!(c >= 0x30 && c <= 0x39)) break;
    v = v * 10 + (c - 0x30);
    i++;
    if (v === value) return i;
  }
  return FAIL;
}

/** A transcript record as the scanner read it: canonical texts instead of values. */
export interface ScannedRecord {
  index: number;
  /** 1-based line. */
  line: number;
  tool: string;
  /** JCS texts (JCS(tool) is its JSON string); empty strings when scanned with canonical=false. */
  parts: { tool: string; args: string; response: string };
  /** The raw text of `args` in the line (JSON.parse of it is what the strict parser sees). */
  argsText: string;
  /** The parsed args, when the strict parser read the line (then `argsText` is empty). */
  args?: Record<string, unknown>;
}

/** The parts of every record scanned with canonical=false (shared: one object, not one a line). */
const NO_PARTS: ScannedRecord['parts'] = { tool: '', args: '', response: '' };

/** The args of a scanned record as the strict parser would give them. */
export function scannedArgs(record: ScannedRecord): Record<string, unknown> {
  return record.args ?? (JSON.parse(record.argsText) as Record<string, unknown>);
}

/**
 * Reads a transcript line `{index, tool, args, response}` (any key order, JSON whitespace
 * allowed) and returns it when the strict parser would accept it with exactly these values;
 * undefined whenever anything is unusual (the strict parser then decides and explains).
 * With `canonical` false, the JCS texts are not built (scope needs only tool and args).
 */
export function scanRecord(
  text: string,
  line: number,
  expectedIndex: number,
  canonical = true,
): ScannedRecord | undefined {
  src = text;
  len = text.length;
  try {
    let i = skipWs(0);
    if (text.charCodeAt(i) !== 0x7b) return undefined;
    i = skipWs(i + 1);
    let seen = 0;
    let tool = '';
    let toolJcs = '';
    let argsJcs = '';
    let responseJcs = '';
    let argsStart = 0;
    let argsEnd = 0;
    for (;;) {
      if (text.charCodeAt(i) !== 0x22) return undefined;
      const keyStart = i;
      i = scanString(i);
      if (i === FAIL || escaped) return undefined;
      const keyLength = i - keyStart - 2;
      const k0 = text.charCodeAt(keyStart + 1);
      let field = 0;
      if (keyLength === 5 && k0 === 0x69 && text.startsWith('index', keyStart + 1)) field = 1;
      else if (keyLength === 4 && k0 === 0x74 && text.startsWith('tool', keyStart + 1)) field = 2;
      else if (keyLength === 4 && k0 === 0x61 && text.startsWith('args', keyStart + 1)) field = 4;
      else if (keyLength === 8 && k0 === 0x72 && text.startsWith('response', keyStart + 1))
        field = 8;
      if (field === 0 || (seen & field) !== 0) return undefined;
      seen |= field;
      i = skipWs(i);
      if (text.charCodeAt(i) !== 0x3a) return undefined;
      i = skipWs(i + 1);
      const start = i;
      const c = text.charCodeAt(i);
      if (field === 1) {
        i = indexEnd(text, i, expectedIndex);
        if (i === FAIL) return undefined;
        const next = text.charCodeAt(i);
        if (isDigit(next) || next === 0x2e || next === 0x65 || next === 0x45) return undefined;
      } else if (field === 2) {
        if (c !== 0x22) return undefined;
        i = scanString(i);
        if (i === FAIL) return undefined;
        tool = escaped
          ? (JSON.parse(text.slice(start, i)) as string)
          : text.slice(start + 1, i - 1);
        if (canonical) toolJcs = exact ? text.slice(start, i) : JSON.stringify(tool);
      } else {
        if (c !== 0x7b) return undefined;
        let jcsText = '';
        if (canonical) {
          const built = buildValue(i, 1);
          if (built === undefined) return undefined;
          jcsText = built;
          i = builtEnd;
        } else {
          i = scanValue(i, 1);
          if (i === FAIL) return undefined;
        }
        if (field === 4) {
          argsStart = start;
          argsEnd = i;
          argsJcs = jcsText;
        } else {
          responseJcs = jcsText;
        }
      }
      i = skipWs(i);
      const sep = text.charCodeAt(i);
      if (sep === 0x7d) {
        i = skipWs(i + 1);
        break;
      }
      if (sep !== 0x2c) return undefined;
      i = skipWs(i + 1);
    }
    if (i !== len || seen !== 15) return undefined;
    return {
      index: expectedIndex,
      line,
      tool,
      parts: canonical ? { tool: toolJcs, args: argsJcs, response: responseJcs } : NO_PARTS,
      argsText: text.slice(argsStart, argsEnd),
    };
  } finally {
    src = '';
  }
}

/** Where the parts of a canonical sealed line are, as `scanSealedLine` found them. */
export interface SealedLineParts {
  /** End of `{"args":A` (where the digest member starts; D is at cut + 11). */
  cut: number;
}

const DIGEST_MEMBER = ',"digest":"'.length + 64 + 1;

/** True when `text` holds `part` at `at` (startsWith; a slice compared whole is faster). */
export function sameAt(text: string, at: number, part: string): boolean {
  return text.slice(at, at + part.length) === part;
}

/**
 * True when a sealed line is exactly JCS(link) for link `index` under `prev`:
 * `{"args":A,"digest":"D","index":N,"prev":"P","response":R,"tool":T}` with A, R and T already
 * canonical, N the position, P the previous digest and D 64 characters (the caller's digest
 * comparison proves them lowercase hex). Then
 * JCS({prev, index, tool, args, response}) is the line without its digest member, and the link
 * is intact when D is its SHA-256. `out` receives where the digest member is. Anything else: false.
 */
export function scanSealedLine(
  text: string,
  prev: string,
  index: number,
  out: SealedLineParts,
): boolean {
  src = text;
  len = text.length;
  try {
    if (!text.startsWith('{"args":{')) return false;
    let i = scanObject(8, 1);
    if (i === FAIL || !exact) return false;
    const cut = i;
    // the digest's 64 characters are not looked at here: the caller compares them with a
    // SHA-256 hex digest, which only 64 lowercase hex digits can equal
    if (!text.startsWith(',"digest":"', i) || text.charCodeAt(i + 75) !== 0x22) return false;
    i += DIGEST_MEMBER;
    if (!text.startsWith(',"index":', i)) return false;
    i += 9;
    i = indexEnd(text, i, index);
    if (i === FAIL) return false;
    if (!text.startsWith(',"prev":"', i) || !sameAt(text, i + 9, prev)) return false;
    i += 9 + prev.length;
    if (!text.startsWith('","response":{', i)) return false;
    i = scanObject(i + 13, 1);
    if (i === FAIL || !exact) return false;
    if (!text.startsWith(',"tool":"', i)) return false;
    i = scanString(i + 8);
    if (i === FAIL || !exact) return false;
    if (i !== len - 1 || text.charCodeAt(i) !== 0x7d) return false;
    out.cut = cut;
    return true;
  } finally {
    src = '';
  }
}

/**
 * JCS text of a whole JSON text, when the scanner decides it (tests compare it with
 * `jcs(JSON.parse(text))`); undefined means "ask JSON.parse".
 */
export function jcsOfJsonText(text: string): string | undefined {
  src = text;
  len = text.length;
  try {
    const out = buildValue(skipWs(0), 0);
    if (out === undefined || skipWs(builtEnd) !== len) return undefined;
    return out;
  } finally {
    src = '';
  }
}
