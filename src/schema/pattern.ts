/**
 * Strings that match a schema `pattern`, for the witness generator. Heuristic by design:
 * every sample is checked with the linear-time engine here, and the witness by Ajv later.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { RE2JS } from 're2js';

/** At most this many variants per regex node, so products stay small. */
const VARIANTS = 3;
/** Probe characters tried for a character class, most readable first. */
const PROBES = [...'a0A_-.b1Bz9Z x@/:+=,;~!#$%&*?()[]{}<>|^\'"`\\\t\n'];
/** Longest sample produced; patterns can demand more, then the generator just gives up. */
const MAX_SAMPLE_LENGTH = 256;

const parser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * Up to a few strings that match `pattern` (ECMA-262 syntax, `u` flag), shortest first, and
 * variants stretched toward `targetLength` for schemas with a `minLength`. Empty when the
 * pattern cannot be parsed or uses constructs the sampler does not model.
 */
export function patternSamples(pattern: string, targetLength = 0): string[] {
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
  } catch {
    return [];
  }
  const out = new Set<string>();
  for (const stretch of [0, targetLength]) {
    for (const s of alternatives(ast.alternatives, stretch)) out.add(s);
  }
  const re = compile(pattern);
  return [...out].filter((s) => [...s].length <= MAX_SAMPLE_LENGTH && (re?.(s) ?? true));
}

function compile(pattern: string): ((s: string) => boolean) | undefined {
  try {
    const re = RE2JS.compile(pattern, 0);
    return (s) => re.matcher(s).find();
  } catch {
    return undefined;
  }
}

function alternatives(alts: AST.Alternative[], stretch: number): string[] {
  const out: string[] = [];
  for (const alt of alts) {
    for (const s of sequence(alt.elements, stretch)) {
      if (!out.includes(s)) out.push(s);
      if (out.length >= VARIANTS) return out;
    }
  }
  return out;
}

function sequence(elements: AST.Element[], stretch: number): string[] {
  let acc = [''];
  for (const element of elements) {
    const parts = elementSamples(element, stretch);
    if (parts.length === 0) return [];
    const next: string[] = [];
    for (const prefix of acc) {
      for (const part of parts) {
        const s = prefix + part;
        if (s.length > MAX_SAMPLE_LENGTH) continue;
        if (!next.includes(s)) next.push(s);
        if (next.length >= VARIANTS) break;
      }
      if (next.length >= VARIANTS) break;
    }
    acc = next;
    if (acc.length === 0) return [];
  }
  return acc;
}

function elementSamples(element: AST.Element, stretch: number): string[] {
  switch (element.type) {
    case 'Assertion':
      // ^ $ \b and lookarounds produce no text; whether they hold is checked on the result
      return [''];
    case 'Quantifier':
      return quantified(element, stretch);
    case 'Group':
    case 'CapturingGroup':
      return alternatives(element.alternatives, stretch);
    case 'Character':
      return [String.fromCodePoint(element.value)];
    case 'Backreference':
      return [''];
    case 'CharacterClass':
    case 'CharacterSet':
    case 'ExpressionCharacterClass': {
      const c = classMember(element);
      return c === undefined ? [] : [c];
    }
    default:
      return [];
  }
}

function quantified(q: AST.Quantifier, stretch: number): string[] {
  const inner = elementSamples(q.element, stretch);
  if (inner.length === 0) return q.min === 0 ? [''] : [];
  const counts = new Set<number>([q.min]);
  if (q.min + 1 <= q.max) counts.add(q.min + 1);
  if (stretch > 0) counts.add(Math.min(q.max, Math.max(q.min, stretch)));
  const out: string[] = [];
  for (const n of counts) {
    if (n * inner[0].length > MAX_SAMPLE_LENGTH) continue;
    out.push(inner[0].repeat(n));
    if (inner.length > 1 && n > 0) out.push(inner[1].repeat(n));
  }
  return out.slice(0, VARIANTS);
}

const classCache = new Map<string, string | undefined>();

/** A character the class accepts, found by probing single characters with the native engine. */
function classMember(
  node: AST.CharacterClass | AST.CharacterSet | AST.ExpressionCharacterClass,
): string | undefined {
  if (node.type === 'CharacterSet' && node.kind === 'any') return 'a';
  const raw = node.raw;
  if (classCache.has(raw)) return classCache.get(raw);
  let found: string | undefined;
  const test = singleCharTest(raw);
  if (test) {
    const first = firstLiteral(node);
    for (const c of first === undefined ? PROBES : [first, ...PROBES]) {
      if (test(c)) {
        found = c;
        break;
      }
    }
  }
  if (classCache.size > 4096) classCache.clear();
  classCache.set(raw, found);
  return found;
}

/** A one-character anchored test; a class against one character cannot backtrack badly. */
function singleCharTest(raw: string): ((c: string) => boolean) | undefined {
  for (const flags of ['u', 'v']) {
    try {
      const re = new RegExp(`^(?:${raw})$`, flags);
      return (c) => re.test(c);
    } catch {
      // try the next flag set
    }
  }
  return undefined;
}

function firstLiteral(
  node: AST.CharacterClass | AST.CharacterSet | AST.ExpressionCharacterClass,
): string | undefined {
  if (node.type !== 'CharacterClass' || node.negate) return undefined;
  const first = node.elements[0];
  if (first?.type === 'Character') return String.fromCodePoint(first.value);
  if (first?.type === 'CharacterClassRange') {
    const a = 'a'.codePointAt(0)!;
    const zero = '0'.codePointAt(0)!;
    const A = 'A'.codePointAt(0)!;
    for (const c of [a, zero, A]) {
      if (first.min.value <= c && c <= first.max.value) return String.fromCodePoint(c);
    }
    return String.fromCodePoint(first.min.value);
  }
  return undefined;
}
