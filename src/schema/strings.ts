/**
 * Sound string reasoning for `pattern` and `format`: each constraint becomes a nondeterministic
 * automaton over code points that accepts a SUPERSET of the strings it allows, and the product
 * of the automata (with the length bounds) is searched for an accepted string. When none
 * exists, no string satisfies them all, so the schemas are disjoint on strings.
 *
 * Over-approximation is the whole argument, so every construct is translated to something at
 * least as wide as both engines involved read it:
 * - `pattern` runs on re2js (Ajv's `code.regExp`), an unanchored search over code points; it is
 *   parsed here with regexpp as ECMA-262 with the `u` flag. The constructs both accept and read
 *   alike (literals, classes, ranges, `\d`, groups, alternation, quantifiers, `^`/`$` without
 *   multiline) are exact; where they differ the union is taken (`.` is anything but `\n`,
 *   `\s`/`\S` take the wider of RE2's and ECMA's sets, `\p{…}` is any character), and assertions
 *   other than `^`/`$` (`\b`, lookarounds) are dropped, which only widens.
 * - known formats use ajv-formats' own regular expressions where the format is one (its
 *   validation functions only narrow further), or a hand-written superset where it is a
 *   function (see FORMAT_SUPERSETS); formats not listed constrain nothing here.
 * Anything else (backreferences, modifier groups, lone surrogates in a pattern) yields no
 * automaton, and then nothing is concluded. Work is bounded by state counts, never time.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { RE2JS } from 're2js';

/** A set of code points: sorted, disjoint, non-adjacent inclusive ranges [lo0, hi0, lo1, hi1…]. */
export type CharSet = number[];

const MAX_CP = 0x10ffff;
const ALL: CharSet = [0, MAX_CP];
const EMPTY: CharSet = [];

function normalize(pairs: Array<[number, number]>): CharSet {
  pairs.sort((a, b) => a[0] - b[0]);
  const out: CharSet = [];
  for (const [lo, hi] of pairs) {
    if (lo > hi) continue;
    const n = out.length;
    if (n > 0 && lo <= out[n - 1] + 1) out[n - 1] = Math.max(out[n - 1], hi);
    else out.push(lo, hi);
  }
  return out;
}

function pairsOf(s: CharSet): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < s.length; i += 2) out.push([s[i], s[i + 1]]);
  return out;
}

export function union(...sets: CharSet[]): CharSet {
  return normalize(sets.flatMap(pairsOf));
}

export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: CharSet = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i], b[j]);
    const hi = Math.min(a[i + 1], b[j + 1]);
    if (lo <= hi) out.push(lo, hi);
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return out;
}

export function complement(a: CharSet): CharSet {
  const out: CharSet = [];
  let next = 0;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i] > next) out.push(next, a[i] - 1);
    next = a[i + 1] + 1;
  }
  if (next <= MAX_CP) out.push(next, MAX_CP);
  return out;
}

function chars(text: string): CharSet {
  return normalize([...text].map((c) => [c.codePointAt(0)!, c.codePointAt(0)!]));
}

const DIGIT = normalize([[0x30, 0x39]]);
const WORD = normalize([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
/** RE2's `\s`, the narrower of the two engines' sets. */
const SPACE_RE2 = chars('\t\n\f\r ');
/** ECMA-262's `\s` (WhiteSpace and LineTerminator), the wider one. */
const SPACE_ECMA = normalize([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
const LETTERS = normalize([
  [0x41, 0x5a],
  [0x61, 0x7a],
]);
const NON_ASCII: CharSet = [0x80, MAX_CP];
const SURROGATES: CharSet = [0xd800, 0xdfff];

/**
 * A superset of what a set matches under the `i` flag: ASCII letters get their other case;
 * with the `u` flag (simple case folding: K ~ U+212A, s ~ U+017F, …) or any non-ASCII member,
 * every non-ASCII character is added. Without `u`, ECMA-262 never folds non-ASCII to ASCII.
 */
function foldCase(set: CharSet, unicode: boolean): CharSet {
  const letters = intersect(set, LETTERS);
  if (letters.length === 0 && intersect(set, NON_ASCII).length === 0) return set;
  const other = pairsOf(letters).map(([lo, hi]): [number, number] =>
    lo >= 0x61 ? [lo - 32, hi - 32] : [lo + 32, hi + 32],
  );
  const wide = unicode || intersect(set, NON_ASCII).length > 0;
  return union(set, normalize(other), wide ? NON_ASCII : EMPTY);
}

// ---------------------------------------------------------------------------------------------
// Automata

type Edge =
  | { kind: 'eps'; to: number }
  | { kind: 'bol'; to: number }
  | { kind: 'eol'; to: number }
  | { kind: 'char'; set: CharSet; to: number };

/** An automaton over whole strings: a search pattern has its any-prefix and any-suffix loops. */
export interface Automaton {
  edges: Edge[][];
  start: number;
  accept: number;
  /** What the automaton stands for, for messages. */
  label: string;
}

/** Most states one automaton may have; larger ones are not built (nothing is concluded). */
const MAX_STATES = 4000;
/** Most product configurations explored per question. */
const MAX_PRODUCT = 40000;
/** Most automata intersected at once (taking fewer is a weaker, still sound, question). */
const MAX_AUTOMATA = 4;

class TooBig extends Error {}

interface Flags {
  ignoreCase: boolean;
  unicode: boolean;
  dotAll: boolean;
}

class Builder {
  edges: Edge[][] = [];
  constructor(private readonly flags: Flags) {}

  state(): number {
    if (this.edges.length >= MAX_STATES) throw new TooBig();
    this.edges.push([]);
    return this.edges.length - 1;
  }

  edge(from: number, e: Edge): void {
    this.edges[from].push(e);
  }

  /** A fragment for `alts` from state `from`; returns its end state. */
  alternatives(alts: AST.Alternative[], from: number): number {
    const end = this.state();
    for (const alt of alts) {
      let cur = from;
      for (const el of alt.elements) cur = this.element(el, cur);
      this.edge(cur, { kind: 'eps', to: end });
    }
    return end;
  }

  element(el: AST.Element, from: number): number {
    switch (el.type) {
      case 'Character':
        return this.chars(this.fold(chars(String.fromCodePoint(el.value))), from);
      case 'CharacterSet':
        return this.chars(this.charSet(el).upper, from);
      case 'CharacterClass':
        return this.chars(this.charClass(el).upper, from);
      case 'Group':
        if (el.modifiers) throw new Unsupported();
        return this.alternatives(el.alternatives, from);
      case 'CapturingGroup':
        return this.alternatives(el.alternatives, from);
      case 'Assertion': {
        const to = this.state();
        const kind = el.kind === 'start' ? 'bol' : el.kind === 'end' ? 'eol' : 'eps';
        // \b, \B and lookarounds only ever restrict: dropping them widens the language.
        this.edge(from, { kind, to });
        return to;
      }
      case 'Quantifier':
        return this.quantifier(el, from);
      default:
        // backreferences, class expressions: not modelled
        throw new Unsupported();
    }
  }

  chars(set: CharSet, from: number): number {
    const to = this.state();
    this.edge(from, { kind: 'char', set, to });
    return to;
  }

  fold(set: CharSet): CharSet {
    return this.flags.ignoreCase ? foldCase(set, this.flags.unicode) : set;
  }

  quantifier(q: AST.Quantifier, from: number): number {
    const copies = q.min + (Number.isFinite(q.max) ? q.max - q.min : 1);
    if (sizeOf(q.element) * copies > MAX_STATES / 2) {
      // x{n,m} ⊆ x* (n = 0) or x+ (n ≥ 1): a wider language, within budget.
      return this.star(q.element, from, q.min > 0);
    }
    let cur = from;
    for (let i = 0; i < q.min; i++) cur = this.element(q.element, cur);
    if (!Number.isFinite(q.max)) return this.star(q.element, cur, false);
    const end = this.state();
    this.edge(cur, { kind: 'eps', to: end });
    for (let i = q.min; i < q.max; i++) {
      cur = this.element(q.element, cur);
      this.edge(cur, { kind: 'eps', to: end });
    }
    return end;
  }

  /** x* (or x+ when `once`), with one copy of x. */
  star(el: AST.Element, from: number, once: boolean): number {
    const loop = this.state();
    this.edge(from, { kind: 'eps', to: loop });
    const end = this.element(el, loop);
    const out = this.state();
    this.edge(end, { kind: 'eps', to: loop });
    this.edge(end, { kind: 'eps', to: out });
    if (!once) this.edge(loop, { kind: 'eps', to: out });
    return out;
  }

  /** Lower and upper approximations of a character set escape or `.`. */
  charSet(el: AST.CharacterSet): { lower: CharSet; upper: CharSet } {
    let lower: CharSet;
    let upper: CharSet;
    switch (el.kind) {
      case 'any':
        // ECMA excludes \n \r U+2028 U+2029, RE2 only \n: the wider is "anything but \n".
        return this.flags.dotAll
          ? { lower: ALL, upper: ALL }
          : { lower: complement(chars('\n\r\u2028\u2029')), upper: complement(chars('\n')) };
      case 'digit':
        lower = upper = DIGIT;
        break;
      case 'word':
        lower = WORD;
        upper = this.flags.ignoreCase ? union(WORD, NON_ASCII) : WORD;
        break;
      case 'space':
        lower = SPACE_RE2;
        upper = SPACE_ECMA;
        break;
      default:
        // \p{…} and \P{…}: any character (the lower bound is empty)
        return { lower: EMPTY, upper: ALL };
    }
    return el.negate ? { lower: complement(upper), upper: complement(lower) } : { lower, upper };
  }

  charClass(el: AST.CharacterClass): { lower: CharSet; upper: CharSet } {
    const lowers: CharSet[] = [];
    const uppers: CharSet[] = [];
    for (const item of el.elements) {
      switch (item.type) {
        case 'Character': {
          const s = chars(String.fromCodePoint(item.value));
          lowers.push(s);
          uppers.push(s);
          break;
        }
        case 'CharacterClassRange': {
          const s = normalize([[item.min.value, item.max.value]]);
          lowers.push(s);
          uppers.push(s);
          break;
        }
        case 'CharacterSet': {
          const r = this.charSet(item);
          lowers.push(r.lower);
          uppers.push(r.upper);
          break;
        }
        default:
          throw new Unsupported();
      }
    }
    const lower = union(...lowers);
    const upper = this.fold(union(...uppers));
    return el.negate ? { lower: complement(upper), upper: complement(lower) } : { lower, upper };
  }
}

class Unsupported extends Error {}

/** An upper estimate of the states an element takes (to decide before building it). */
function sizeOf(el: AST.Element): number {
  switch (el.type) {
    case 'Group':
    case 'CapturingGroup':
      return (
        1 + el.alternatives.reduce((n, a) => n + a.elements.reduce((m, e) => m + sizeOf(e), 0), 0)
      );
    case 'Quantifier': {
      const inner = sizeOf(el.element);
      const copies = el.min + (Number.isFinite(el.max) ? el.max - el.min : 1);
      // mirrors Builder.quantifier: large repetitions are built as one starred copy
      return inner * copies > MAX_STATES / 2 ? inner + 3 : inner * copies + 3;
    }
    default:
      return 1;
  }
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * The whole-string automaton of a regular expression searched anywhere in the string, or
 * undefined when it uses a construct not modelled or is too large.
 */
function searchAutomaton(source: string, flags: Flags, label: string): Automaton | undefined {
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(source, 0, source.length, { unicode: flags.unicode });
  } catch {
    return undefined;
  }
  try {
    const b = new Builder(flags);
    const start = b.state();
    b.edge(start, { kind: 'char', set: ALL, to: start });
    const inner = b.state();
    b.edge(start, { kind: 'eps', to: inner });
    const end = b.alternatives(ast.alternatives, inner);
    const accept = b.state();
    b.edge(end, { kind: 'eps', to: accept });
    b.edge(accept, { kind: 'char', set: ALL, to: accept });
    return { edges: b.edges, start, accept, label };
  } catch (error) {
    if (error instanceof TooBig || error instanceof Unsupported) return undefined;
    throw error;
  }
}

function hasLoneSurrogate(s: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

const patternCache = new Map<string, Automaton | null>();

/** The automaton of a schema `pattern` as Ajv runs it (re2js, unanchored search). */
export function patternAutomaton(pattern: string): Automaton | undefined {
  const hit = patternCache.get(pattern);
  if (hit !== undefined) return hit ?? undefined;
  const label = `pattern ${JSON.stringify(pattern.length > 40 ? `${pattern.slice(0, 37)}...` : pattern)}`;
  const built = hasLoneSurrogate(pattern)
    ? undefined
    : searchAutomaton(pattern, { ignoreCase: false, unicode: true, dotAll: false }, label);
  if (patternCache.size > 1024) patternCache.clear();
  patternCache.set(pattern, built ?? null);
  return built;
}

/**
 * Supersets for formats whose ajv-formats definition is a function or a non-`u` expression
 * whose classes could match half of a surrogate pair (code units and code points would then
 * count differently). Each is read under the `u` flag; the argument for each is beside it.
 */
const FORMAT_SUPERSETS: Record<string, { source: string; flags: string }> = {
  // date(): DATE.exec(str) must match /^(\d\d\d\d)-(\d\d)-(\d\d)$/, then day/month checks
  date: { source: '^\\d\\d\\d\\d-\\d\\d-\\d\\d$', flags: '' },
  // time(): TIME /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i must match
  time: {
    source: '^\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:[zZ]|[+-]\\d\\d(?::?\\d\\d)?)?$',
    flags: '',
  },
  'iso-time': {
    source: '^\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:[zZ]|[+-]\\d\\d(?::?\\d\\d)?)?$',
    flags: '',
  },
  // date_time(): str.split(/t|\s/i) gives exactly [date, time], so str = date + sep + time
  'date-time': {
    source:
      '^\\d\\d\\d\\d-\\d\\d-\\d\\d[tT\\s]\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:[zZ]|[+-]\\d\\d(?::?\\d\\d)?)?$',
    flags: '',
  },
  'iso-date-time': {
    source:
      '^\\d\\d\\d\\d-\\d\\d-\\d\\d[tT\\s]\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:[zZ]|[+-]\\d\\d(?::?\\d\\d)?)?$',
    flags: '',
  },
  // uri(): URI must match; it starts with a scheme and every class it uses is inside this one
  uri: {
    source: "^[a-zA-Z][a-zA-Z0-9+\\-.]*:[a-zA-Z0-9\\-._~!$&'()*+,;=:@/?%#\\[\\]]*$",
    flags: '',
  },
  // the uri-reference expression only uses characters of this class (with the i flag)
  'uri-reference': {
    source: '^[a-zA-Z0-9\\-._~!$&\'"()*+,;=:@/?%#\\[\\]]*$',
    flags: '',
  },
  // ipv6: hex digits, ':' and the dotted IPv4 tail only (the i flag allows A-F)
  ipv6: { source: '^[0-9a-fA-F:.]+$', flags: '' },
  // the negated classes sit under `*` only, so code units and code points agree
  'json-pointer': { source: '^(?:\\/(?:[^~/]|~0|~1)*)*$', flags: '' },
  'relative-json-pointer': {
    source: '^(?:0|[1-9][0-9]*)(?:#|(?:\\/(?:[^~/]|~0|~1)*)*)$',
    flags: '',
  },
};

const formatCache = new Map<string, Automaton | null>();

function regexOf(def: unknown): RegExp | undefined {
  if (def instanceof RegExp) return def;
  if (def && typeof def === 'object' && (def as { validate?: unknown }).validate instanceof RegExp)
    return (def as { validate: RegExp }).validate;
  return undefined;
}

/** True when a non-`u` expression has a class that could match a lone surrogate code unit. */
function touchesSurrogates(re: RegExp): boolean {
  const auto = searchAutomaton(
    re.source,
    { ignoreCase: re.flags.includes('i'), unicode: false, dotAll: re.flags.includes('s') },
    '',
  );
  if (!auto) return true;
  // the two loops added by searchAutomaton are the only edges on ALL by construction
  for (let s = 0; s < auto.edges.length; s++) {
    for (const e of auto.edges[s]) {
      if (e.kind !== 'char' || s === auto.start || s === auto.accept) continue;
      if (intersect(e.set, SURROGATES).length > 0) return true;
    }
  }
  return false;
}

/** The automaton of a known string format, or undefined (then it constrains nothing here). */
export function formatAutomaton(format: string): Automaton | undefined {
  const hit = formatCache.get(format);
  if (hit !== undefined) return hit ?? undefined;
  const label = `format "${format}"`;
  let built: Automaton | undefined;
  const superset = Object.prototype.hasOwnProperty.call(FORMAT_SUPERSETS, format)
    ? FORMAT_SUPERSETS[format]
    : undefined;
  const defs = fullFormats as Record<string, unknown>;
  if (superset) {
    built = searchAutomaton(
      superset.source,
      { ignoreCase: superset.flags.includes('i'), unicode: true, dotAll: false },
      label,
    );
  } else if (Object.prototype.hasOwnProperty.call(defs, format)) {
    const re = regexOf(defs[format]);
    // Only plain expressions: the `g`, `m` and `y` flags change what test() means.
    if (re && !/[gmy]/.test(re.flags)) {
      const unicode = re.flags.includes('u') || re.flags.includes('v');
      if (!re.flags.includes('v') && (unicode || !touchesSurrogates(re))) {
        built = searchAutomaton(
          re.source,
          { ignoreCase: re.flags.includes('i'), unicode, dotAll: re.flags.includes('s') },
          label,
        );
      }
    }
  }
  formatCache.set(format, built ?? null);
  return built;
}

// ---------------------------------------------------------------------------------------------
// Product

/** What the product search found. */
export type ProductResult =
  | { kind: 'empty' }
  | { kind: 'length'; min: number; max: number; sample?: string }
  | { kind: 'unknown' };

/**
 * Searches the product of `autos` for a string accepted by all; `empty` is a proof that none
 * exists. Otherwise returns the least and greatest length of such strings (max may be
 * Infinity), which the caller compares with minLength/maxLength, or `unknown` past the budget.
 */
export function intersectAutomata(autos: Automaton[]): ProductResult {
  const list = autos.slice(0, MAX_AUTOMATA);
  const k = list.length;
  if (k === 0) return { kind: 'unknown' };
  // Configuration: k states, then `started` (a character was read) and `ended` (a $ was passed).
  const ids = new Map<string, number>();
  const configs: number[][] = [];
  const succ: Array<Array<{ to: number; w: 0 | 1; set?: CharSet }>> = [];
  const keyOf = (c: number[]): string => c.join(',');
  const add = (c: number[]): number | undefined => {
    const key = keyOf(c);
    const id = ids.get(key);
    if (id !== undefined) return id;
    if (configs.length >= MAX_PRODUCT) return undefined;
    ids.set(key, configs.length);
    configs.push(c);
    succ.push([]);
    return configs.length - 1;
  };
  add([...list.map((a) => a.start), 0, 0]);
  for (let id = 0; id < configs.length; id++) {
    const c = configs[id];
    const started = c[k] === 1;
    const ended = c[k + 1] === 1;
    // Epsilon-like moves of one component.
    for (let i = 0; i < k; i++) {
      for (const e of list[i].edges[c[i]]) {
        if (e.kind === 'char') continue;
        if (e.kind === 'bol' && started) continue;
        const n = c.slice();
        n[i] = e.to;
        if (e.kind === 'eol') n[k + 1] = 1;
        const to = add(n);
        if (to === undefined) return { kind: 'unknown' };
        succ[id].push({ to, w: 0 });
      }
    }
    if (ended) continue;
    // Joint character moves: every component reads the same character.
    const step = (i: number, set: CharSet, targets: number[]): boolean => {
      if (i === k) {
        const to = add([...targets, 1, 0]);
        if (to === undefined) return false;
        succ[id].push({ to, w: 1, set });
        return true;
      }
      for (const e of list[i].edges[c[i]]) {
        if (e.kind !== 'char') continue;
        const s = intersect(set, e.set);
        if (s.length === 0) continue;
        targets.push(e.to);
        const ok = step(i + 1, s, targets);
        targets.pop();
        if (!ok) return false;
      }
      return true;
    };
    if (!step(0, ALL, [])) return { kind: 'unknown' };
  }
  const accepting = (c: number[]): boolean => list.every((a, i) => c[i] === a.accept);
  // Least length, by layers: layer d holds the configurations first reached after d characters.
  const seen = new Array<boolean>(configs.length).fill(false);
  // How each configuration was first reached (for a sample string): parent and character set.
  const parent = new Array<number>(configs.length).fill(-1);
  const via: Array<CharSet | undefined> = new Array<CharSet | undefined>(configs.length);
  const closure = (layer: number[]): number[] => {
    const out: number[] = [];
    const stack = layer.filter((id) => !seen[id]);
    for (const id of stack) seen[id] = true;
    while (stack.length > 0) {
      const id = stack.pop()!;
      out.push(id);
      for (const { to, w } of succ[id])
        if (w === 0 && !seen[to]) {
          seen[to] = true;
          parent[to] = id;
          stack.push(to);
        }
    }
    return out;
  };
  let min = Infinity;
  let found = -1;
  let layer = closure([0]);
  for (let d = 0; layer.length > 0; d++) {
    found = layer.find((id) => accepting(configs[id])) ?? -1;
    if (found >= 0) {
      min = d;
      break;
    }
    const next: number[] = [];
    for (const id of layer)
      for (const { to, w, set } of succ[id])
        if (w === 1 && !seen[to] && parent[to] < 0 && to !== 0) {
          parent[to] = id;
          via[to] = set;
          next.push(to);
        }
    layer = closure(next);
  }
  if (min === Infinity) return { kind: 'empty' };
  const picked: string[] = [];
  for (let id = found; id > 0 && id >= 0; id = parent[id]) {
    const set = via[id];
    if (set) picked.push(readable(set));
  }
  return {
    kind: 'length',
    min,
    max: longest(configs, succ, accepting),
    sample: picked.reverse().join(''),
  };
}

const PREFERRED = [...'a0A_-.b1Bz9Z x@/:'].map((c) => c.codePointAt(0)!);

/** A readable member of a non-empty set. */
function readable(set: CharSet): string {
  for (const c of PREFERRED) if (intersect(set, [c, c]).length > 0) return String.fromCodePoint(c);
  const printable = intersect(set, [0x21, 0x7e]);
  const pick = printable.length > 0 ? printable[0] : set[0];
  return String.fromCodePoint(pick);
}

/**
 * Greatest length of an accepted string over the useful part of the product graph (the part
 * that can still reach acceptance); Infinity when that part has a cycle (conservative: an
 * epsilon-only cycle is counted as unbounded too, which only weakens the bound).
 */
function longest(
  configs: number[][],
  succ: Array<Array<{ to: number; w: 0 | 1 }>>,
  accepting: (c: number[]) => boolean,
): number {
  const n = configs.length;
  const pred: number[][] = Array.from({ length: n }, () => []);
  succ.forEach((list, id) => list.forEach(({ to }) => pred[to].push(id)));
  const useful = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  configs.forEach((c, id) => {
    if (accepting(c)) {
      useful[id] = true;
      stack.push(id);
    }
  });
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const p of pred[id])
      if (!useful[p]) {
        useful[p] = true;
        stack.push(p);
      }
  }
  // Longest path by iterative DFS over useful configurations; 0 = unvisited, 1 = open, 2 = done.
  const mark = new Array<number>(n).fill(0);
  const best = new Array<number>(n).fill(0);
  const frames: Array<{ id: number; i: number }> = [{ id: 0, i: 0 }];
  mark[0] = 1;
  best[0] = accepting(configs[0]) ? 0 : -Infinity;
  while (frames.length > 0) {
    const top = frames[frames.length - 1];
    const edges = succ[top.id];
    if (top.i < edges.length) {
      const { to } = edges[top.i++];
      if (!useful[to]) continue;
      if (mark[to] === 1) return Infinity;
      if (mark[to] === 0) {
        mark[to] = 1;
        best[to] = accepting(configs[to]) ? 0 : -Infinity;
        frames.push({ id: to, i: 0 });
      }
      continue;
    }
    // All successors are done: fold them in.
    for (const { to, w } of edges)
      if (useful[to]) best[top.id] = Math.max(best[top.id], best[to] + w);
    mark[top.id] = 2;
    frames.pop();
  }
  return Math.max(0, best[0]);
}

// ---------------------------------------------------------------------------------------------
// Exact checks, as Ajv runs them

const matchers = new Map<string, RE2JS | null>();

/** Whether re2js (Ajv's pattern engine) finds `pattern` in `s`; undefined if it cannot compile. */
export function patternMatches(pattern: string, s: string): boolean | undefined {
  let re = matchers.get(pattern);
  if (re === undefined) {
    try {
      re = RE2JS.compile(pattern, 0);
    } catch {
      re = null;
    }
    if (matchers.size > 1024) matchers.clear();
    matchers.set(pattern, re);
  }
  return re === null ? undefined : re.matcher(s).find();
}

/**
 * Whether ajv-formats' own definition of `format` accepts the string `s`; undefined when the
 * format is not a string format of ajv-formats (then nothing is concluded).
 */
export function formatAccepts(format: string, s: string): boolean | undefined {
  const defs = fullFormats as Record<string, unknown>;
  if (!Object.prototype.hasOwnProperty.call(defs, format)) return undefined;
  const def = defs[format];
  if (def === true) return true;
  const validate =
    def instanceof RegExp || typeof def === 'function'
      ? def
      : def && typeof def === 'object'
        ? (def as { validate?: unknown; type?: unknown }).type === undefined ||
          (def as { type?: unknown }).type === 'string'
          ? (def as { validate?: unknown }).validate
          : undefined
        : undefined;
  try {
    if (validate instanceof RegExp) return validate.global ? undefined : validate.test(s);
    if (typeof validate === 'function') return Boolean((validate as (x: string) => unknown)(s));
  } catch {
    return undefined;
  }
  return undefined;
}

const productCache = new Map<string, ProductResult>();

/** One modelled constraint of a string conjunction. */
export interface StringPart<T> {
  auto: Automaton;
  origin: T;
}

/**
 * The modelled `pattern`s and known `format`s of some nodes (duplicates and constructs without
 * an automaton left out, at most four kept: dropping constraints is sound) and their product.
 */
export function stringProduct<T>(
  items: Array<{ patterns: string[]; formats: string[]; origin: T }>,
): { parts: Array<StringPart<T>>; result: ProductResult } | undefined {
  const parts: Array<StringPart<T> & { key: string }> = [];
  for (const item of items) {
    for (const p of item.patterns) {
      const key = `p${JSON.stringify(p)}`;
      if (parts.some((x) => x.key === key)) continue;
      const auto = patternAutomaton(p);
      if (auto) parts.push({ auto, origin: item.origin, key });
    }
    for (const f of item.formats) {
      const key = `f${JSON.stringify(f)}`;
      if (parts.some((x) => x.key === key)) continue;
      const auto = formatAutomaton(f);
      if (auto) parts.push({ auto, origin: item.origin, key });
    }
  }
  if (parts.length === 0) return undefined;
  const used = parts.slice(0, MAX_AUTOMATA);
  const key = used
    .map((x) => x.key)
    .sort()
    .join('\u0000');
  let result = productCache.get(key);
  if (!result) {
    result = intersectAutomata(used.map((x) => x.auto));
    if (productCache.size > 2048) productCache.clear();
    productCache.set(key, result);
  }
  return { parts: used, result };
}
