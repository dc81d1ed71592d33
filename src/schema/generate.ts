/**
 * Witness candidates for a conjunction of schema nodes. Heuristic by design: nothing here is
 * trusted, every root candidate is validated by Ajv under both original schemas.
 */
import { lcmStep, multiplesInRange, stepValue } from './decimal.js';
import type { Kind, Node } from './ir.js';
import { patternSamples } from './pattern.js';
import { stringProduct } from './strings.js';
import { numericBounds } from './unsat.js';
import {
  expansions,
  itemSchemas,
  kindsOf,
  propertyConj,
  rejects,
  spend,
  type Work,
} from './work.js';

/** Sample values per known format; Ajv decides which are really valid. */
const FORMAT_SAMPLES: Record<string, unknown[]> = {
  'date-time': ['2024-01-01T00:00:00Z'],
  'iso-date-time': ['2024-01-01T00:00:00Z'],
  date: ['2024-01-01'],
  time: ['00:00:00Z'],
  'iso-time': ['00:00:00Z'],
  duration: ['P1D'],
  email: ['a@example.com'],
  hostname: ['example.com'],
  ipv4: ['127.0.0.1'],
  ipv6: ['::1'],
  uri: ['https://example.com/'],
  url: ['https://example.com/'],
  'uri-reference': ['a'],
  'uri-template': ['a'],
  uuid: ['00000000-0000-0000-0000-000000000000', 'urn:uuid:00000000-0000-0000-0000-000000000000'],
  'json-pointer': ['/a', ''],
  'json-pointer-uri-fragment': ['#/a'],
  'relative-json-pointer': ['0'],
  regex: ['a'],
  byte: ['YQ=='],
  int32: [0, 1],
  int64: [0, 1],
  float: [0, 0.5],
  double: [0, 0.5],
  password: ['a'],
  binary: ['a'],
};

const DEFAULT_ORDER: Kind[] = ['string', 'integer', 'boolean', 'null', 'object', 'array', 'number'];
const HINT_ORDER: Kind[] = ['object', 'string', 'integer', 'array', 'boolean', 'null', 'number'];

/** How much the generator may spend below the root. */
const PER_PROPERTY_CHOICES = 2;
const MAX_ARRAY_LENGTH = 16;

/** Candidate values for a conjunction, best (smallest, most readable) first. */
export function* candidates(nodes: Node[], work: Work, depth: number): Generator<unknown> {
  if (depth > work.budget.maxDepth) return;
  const state = { truncated: false, disjunctive: false };
  for (const conj of expansions(nodes, true, work, state)) {
    for (const v of flatCandidates(conj, work, depth)) {
      if (!spend(work, 'candidates')) return;
      yield v;
    }
    if (work.exhausted || work.timedOut) return;
  }
}

/** The first few candidates of a sub-conjunction that no node certainly rejects. */
function acceptable(nodes: Node[], work: Work, depth: number, limit: number): unknown[] {
  const out: unknown[] = [];
  let tried = 0;
  for (const v of candidates(nodes, work, depth)) {
    if (++tried > 32) break;
    if (nodes.some((n) => rejects(n, v, 0))) continue;
    out.push(v);
    if (out.length >= limit) break;
  }
  return out;
}

function* flatCandidates(conj: Node[], work: Work, depth: number): Generator<unknown> {
  if (conj.some((n) => n.never)) return;
  const kinds = kindsOf(conj);
  if (kinds.size === 0) return;
  const domains = conj.filter((n) => n.domain);
  if (domains.length > 0) {
    const smallest = domains.reduce((a, b) => (b.domain!.length < a.domain!.length ? b : a));
    for (const v of smallest.domain!) {
      // Filtering costs work too: count every value looked at, not only those yielded.
      if (!spend(work, 'candidates')) return;
      if (!conj.some((n) => rejects(n, v, 0))) yield v;
    }
    return;
  }
  const hints = new Set<Kind>();
  for (const n of conj) for (const h of n.hints) hints.add(h);
  const order = [
    ...HINT_ORDER.filter((k) => hints.has(k) && kinds.has(k)),
    ...DEFAULT_ORDER.filter((k) => !hints.has(k) && kinds.has(k)),
  ];
  let numericDone = false;
  for (const kind of order) {
    switch (kind) {
      case 'null':
        yield null;
        break;
      case 'boolean':
        yield true;
        yield false;
        break;
      case 'string':
        yield* stringCandidates(conj, work);
        break;
      case 'integer':
      case 'number':
        if (!numericDone) yield* numberCandidates(conj, kinds);
        numericDone = true;
        break;
      case 'array':
        yield* arrayCandidates(conj, work, depth);
        break;
      case 'object':
        yield* objectCandidates(conj, work, depth);
        break;
    }
  }
}

function* stringCandidates(conj: Node[], work: Work): Generator<unknown> {
  let lo = 0;
  let hi = Infinity;
  for (const n of conj) {
    if (n.minLength !== undefined) lo = Math.max(lo, n.minLength);
    if (n.maxLength !== undefined) hi = Math.min(hi, n.maxLength);
  }
  if (lo > hi || lo > work.budget.maxWitnessBytes) return;
  const pool: string[] = [];
  for (const n of conj) {
    for (const f of n.formats)
      for (const s of FORMAT_SAMPLES[f] ?? []) if (typeof s === 'string') pool.push(s);
    for (const p of n.patterns) pool.push(...patternSamples(p, lo));
  }
  // Where several patterns/formats meet, a string of their automata product (a superset of
  // each, so only a candidate) often satisfies them all when no single side's sample does.
  const constrained = conj.filter((n) => n.patterns.length + n.formats.length > 0);
  if (constrained.length > 1 || (constrained.length === 1 && (lo > 0 || hi < Infinity))) {
    const product = stringProduct(
      constrained.map((n) => ({ patterns: n.patterns, formats: n.formats, origin: n })),
    );
    const sample = product?.result.kind === 'length' ? product.result.sample : undefined;
    if (sample !== undefined) pool.unshift(sample);
  }
  pool.push('a'.repeat(Math.max(lo, 1)), 'a'.repeat(lo), 'x', '0', 'abc');
  const seen = new Set<string>();
  for (const s of pool) {
    const len = [...s].length;
    if (seen.has(s) || len < lo || len > hi) continue;
    seen.add(s);
    yield s;
  }
  // Pad pattern samples up to minLength as a last resort.
  for (const s of pool.slice(0, 4)) {
    const padded = s + 'a'.repeat(Math.max(0, lo - [...s].length));
    if (!seen.has(padded) && [...padded].length <= hi) {
      seen.add(padded);
      yield padded;
    }
  }
}

function* numberCandidates(conj: Node[], kinds: Set<Kind>): Generator<unknown> {
  const { lo, hi, steps } = numericBounds(conj);
  const integerOnly = !kinds.has('number');
  for (const n of conj)
    for (const f of n.formats)
      for (const s of FORMAT_SAMPLES[f] ?? []) if (typeof s === 'number') yield s;
  const allSteps = integerOnly ? [...steps, 1] : steps;
  const step = allSteps.length > 0 ? lcmStep(allSteps) : undefined;
  if (step) {
    const range = multiplesInRange(step, lo, hi);
    if (range && !range.empty) {
      const ks: bigint[] = [];
      const { first, last } = range;
      if ((first === undefined || first <= 0n) && (last === undefined || last >= 0n))
        ks.push(0n, 1n, -1n, 2n);
      else if (first !== undefined && first > 0n)
        ks.push(first, first + 1n, first + 2n, first + 3n);
      else if (last !== undefined) ks.push(last, last - 1n, last - 2n, last - 3n);
      for (const k of ks) {
        if ((first !== undefined && k < first) || (last !== undefined && k > last)) continue;
        yield stepValue(step, k);
      }
    }
    // Fallback when exact arithmetic is out of reach: floating-point multiples.
    const m = allSteps[0];
    if (lo.value !== undefined) yield Math.ceil(lo.value / m) * m;
    if (hi.value !== undefined) yield Math.floor(hi.value / m) * m;
    return;
  }
  const l = lo.value;
  const h = hi.value;
  if (
    (l === undefined || l < 0 || (l === 0 && !lo.exclusive)) &&
    (h === undefined || h > 0 || (h === 0 && !hi.exclusive))
  ) {
    yield 0;
    yield 1;
  }
  if (l !== undefined) {
    if (!lo.exclusive) yield l;
    if (h !== undefined) yield (l + h) / 2;
    yield l + 1;
    yield l + 0.5;
  }
  if (h !== undefined) {
    if (!hi.exclusive) yield h;
    yield h - 1;
    yield h - 0.5;
  }
}

function* arrayCandidates(conj: Node[], work: Work, depth: number): Generator<unknown> {
  let lo = 0;
  let hi = Infinity;
  for (const n of conj) {
    if (n.minItems !== undefined) lo = Math.max(lo, n.minItems);
    if (n.maxItems !== undefined) hi = Math.min(hi, n.maxItems);
  }
  if (lo > hi || lo > MAX_ARRAY_LENGTH) return;
  if (lo === 0) yield [];
  const tuple = Math.max(0, ...conj.map((n) => n.prefix?.length ?? 0));
  // Positions with their own schemas (tuple prefixes) get their own values; the rest share.
  const n = Math.max(lo, 1);
  if (n > hi) return;
  const perIndex: unknown[][] = [];
  for (let i = 0; i < Math.min(n, tuple); i++) {
    const values = acceptable(itemSchemas(conj, i), work, depth + 1, 2);
    if (values.length === 0) return;
    perIndex.push(values);
  }
  const rest = acceptable(itemSchemas(conj, tuple), work, depth + 1, 4);
  if (n > tuple && rest.length === 0) return;
  const make = (pick: (i: number) => unknown): unknown[] =>
    Array.from({ length: n }, (_, i) => (i < tuple ? perIndex[i][0] : pick(i - tuple)));
  yield make(() => rest[0]);
  if (rest.length >= n - Math.min(n, tuple) && rest.length > 1) yield make((i) => rest[i]);
}

function* objectCandidates(conj: Node[], work: Work, depth: number): Generator<unknown> {
  const required: string[] = [];
  const declared: string[] = [];
  let minProps = 0;
  let maxProps = Infinity;
  for (const n of conj) {
    for (const k of n.required) if (!required.includes(k)) required.push(k);
    for (const k of n.properties.keys()) if (!declared.includes(k)) declared.push(k);
    if (n.minProperties !== undefined) minProps = Math.max(minProps, n.minProperties);
    if (n.maxProperties !== undefined) maxProps = Math.min(maxProps, n.maxProperties);
  }
  if (required.length > maxProps || minProps > maxProps || minProps > 64) return;
  const entries: Array<[string, unknown[]]> = [];
  for (const key of required) {
    const values = acceptable(propertyConj(conj, key), work, depth + 1, PER_PROPERTY_CHOICES);
    if (values.length === 0) return;
    entries.push([key, values]);
  }
  // Fill up to minProperties with declared properties first, then invented names.
  const extras = [...declared.filter((k) => !required.includes(k))];
  for (let i = 0; extras.length < minProps + 4 && i < 64; i++) {
    const name = i < 26 ? String.fromCharCode(97 + i) : `p${i}`;
    if (!required.includes(name) && !extras.includes(name)) extras.push(name);
  }
  for (const key of extras) {
    if (entries.length >= minProps) break;
    const values = acceptable(propertyConj(conj, key), work, depth + 1, 1);
    if (values.length > 0) entries.push([key, values]);
  }
  if (entries.length < minProps) return;
  const base = entries.map(([k, vs]) => [k, vs[0]] as [string, unknown]);
  // Object.fromEntries defines own properties, so "__proto__" stays data.
  yield Object.fromEntries(base);
  for (let i = 0; i < entries.length; i++) {
    const [key, vs] = entries[i];
    for (const alt of vs.slice(1)) {
      const variant = base.slice();
      variant[i] = [key, alt];
      yield Object.fromEntries(variant);
    }
  }
}
