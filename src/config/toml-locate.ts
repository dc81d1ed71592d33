import { toPointer } from '../import/json.js';

/**
 * Where the elements of a valid TOML document start, keyed by JSON pointer into its value:
 * table headers (`[a.b]`, `[[a]]`), keys (dotted, quoted, in inline tables) and array elements.
 * The first spelling of a path wins, so `[mcp_servers.x]` locates `/mcp_servers/x` even when
 * `[mcp_servers.x.env]` follows. The text must already have parsed (smol-toml): this scan
 * trusts the grammar and only tracks strings, brackets and comments.
 */
export function locateToml(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  const n = text.length;
  let i = 0;
  let table: (string | number)[] = [];
  /** Array-of-tables paths (joined pointer) → index of their last element. */
  const arrays = new Map<string, number>();

  const record = (path: (string | number)[], at: number): void => {
    for (let k = 1; k <= path.length; k++) {
      const pointer = toPointer(path.slice(0, k));
      if (!offsets.has(pointer)) offsets.set(pointer, at);
    }
  };
  const skipBlank = (newlines: boolean): void => {
    while (i < n) {
      const c = text[i];
      if (c === ' ' || c === '\t' || (newlines && (c === '\n' || c === '\r'))) i++;
      else if (c === '#') while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
      else break;
    }
  };
  const readString = (): string => {
    const triple = text.startsWith('"""', i) || text.startsWith("'''", i);
    const quote = text[i];
    if (triple) {
      const close = quote.repeat(3);
      let j = i + 3;
      for (;;) {
        const k = text.indexOf(close, j);
        if (k === -1) {
          i = n;
          return '';
        }
        if (quote === '"' && isEscaped(text, k)) {
          j = k + 1;
          continue;
        }
        // up to two extra quotes may close the string (`""""` ends with a quote in it)
        let end = k + 3;
        while (end < n && text[end] === quote && end - k < 5) end++;
        const raw = text.slice(i + 3, end - 3);
        i = end;
        return raw;
      }
    }
    let j = i + 1;
    while (j < n && text[j] !== quote && text[j] !== '\n') {
      if (quote === '"' && text[j] === '\\') j++;
      j++;
    }
    const raw = text.slice(i + 1, j);
    i = j + 1;
    return quote === '"' ? decodeBasic(raw) : raw;
  };
  const readKey = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skipBlank(false);
      if (text[i] === '"' || text[i] === "'") parts.push(readString());
      else {
        const start = i;
        while (i < n && /[A-Za-z0-9_-]/.test(text[i])) i++;
        parts.push(text.slice(start, i));
      }
      skipBlank(false);
      if (text[i] === '.') i++;
      else return parts;
    }
  };
  /** Resolves a header's keys through arrays of tables (`[a.b]` after `[[a]]` is `/a/N/b`). */
  const resolve = (keys: string[]): (string | number)[] => {
    const path: (string | number)[] = [];
    for (const key of keys) {
      path.push(key);
      const last = arrays.get(toPointer(path));
      if (last !== undefined) path.push(last);
    }
    return path;
  };
  const readValue = (path: (string | number)[]): void => {
    skipBlank(false);
    const c = text[i];
    if (c === '"' || c === "'") {
      readString();
    } else if (c === '[') {
      i++;
      for (let index = 0; ; index++) {
        skipBlank(true);
        if (i >= n || text[i] === ']') break;
        const before = i;
        record([...path, index], i);
        readValue([...path, index]);
        if (i === before) i++; // never loop on text the grammar would not allow
        skipBlank(true);
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '{') {
      i++;
      for (;;) {
        skipBlank(false);
        if (i >= n || text[i] === '}') break;
        const start = i;
        const keys = readKey();
        record([...path, ...keys], start);
        if (text[i] === '=') i++;
        readValue([...path, ...keys]);
        if (i === start) i++;
        skipBlank(false);
        if (text[i] === ',') i++;
      }
      i++;
    } else {
      while (i < n && !/[,\]}\r\n#]/.test(text[i])) i++;
    }
  };

  while (i < n) {
    skipBlank(true);
    if (i >= n) break;
    const start = i;
    if (text.startsWith('[[', i)) {
      i += 2;
      const keys = readKey();
      i += 2; // ]]
      const parent = resolve(keys.slice(0, -1));
      const arrayPath = [...parent, keys[keys.length - 1]];
      const index = (arrays.get(toPointer(arrayPath)) ?? -1) + 1;
      arrays.set(toPointer(arrayPath), index);
      table = [...arrayPath, index];
      record(table, start);
    } else if (text[i] === '[') {
      i++;
      const keys = readKey();
      i++; // ]
      table = resolve(keys);
      record(table, start);
    } else {
      const keys = readKey();
      record([...table, ...keys], start);
      if (text[i] === '=') i++;
      readValue([...table, ...keys]);
    }
    if (i === start) i++;
    // the rest of the line is blank or a comment; anything else means we lost the thread
    skipBlank(false);
    if (i < n && text[i] !== '\n' && text[i] !== '\r') {
      while (i < n && text[i] !== '\n') i++;
    }
  }
  return offsets;
}

function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let k = at - 1; k >= 0 && text[k] === '\\'; k--) backslashes++;
  return backslashes % 2 === 1;
}

/** Decodes a TOML basic string's escapes (JSON's plus `\e`, `\xHH`, `\UHHHHHHHH`). */
function decodeBasic(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(
    /\\(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|x([0-9a-fA-F]{2})|(.))/g,
    (_m, u4: string, u8: string, x2: string, ch: string) => {
      const hex = u4 ?? u8 ?? x2;
      if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
      const simple: Record<string, string> = {
        b: '\b',
        t: '\t',
        n: '\n',
        f: '\f',
        r: '\r',
        e: '\x1b',
        '"': '"',
        '\\': '\\',
      };
      return simple[ch] ?? ch;
    },
  );
}
