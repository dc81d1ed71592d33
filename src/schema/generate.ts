/**
 * Witness candidates for a conjunction of schema nodes. Heuristic by design: nothing here is
 * trusted, every root candidate is validated by Ajv under both original schemas.
 */
import { lcmStep, multiplesInRange, stepValue } from './decimal.js';
import { jsonEqual, typeNode, type Kind, type Node } from './ir.js';
import { patternSamples } from './pattern.js';
import { stringProduct } from './strings.js';
import { numericBounds } from './unsat.js';
import {
  expansions,
  itemSchemas,
  kindsOf,
  propertyConj,
  rejects,
  requiredClosure,
  spend,
  triggeredSchemas,
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
/** Longest array built to meet a minItems (filled with the same few values). */
const MAX_FILLED_LENGTH = 512;
/** Characters tried when varying a property name that propertyNames allows. */
const NAME_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789_-'];

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
  const nonIntegerOnly = !kinds.has('integer');
  const notSteps = conj.flatMap((n) => n.notMultipleOf ?? []);
  if (nonIntegerOnly) {
    const l = lo.value ?? (hi.value !== undefined ? hi.value - 1 : 0);
    for (const d of [0.5, 0.25, 0.1]) yield Math.floor(l) + d;
    if (hi.value !== undefined) yield Math.ceil(hi.value) - 0.5;
  }
  if (notSteps.length > 0) {
    // Ajv's multipleOf fails once v / m reaches 1e21 (parseInt of exponent notation): a
    // multiple of s that is too large for m.
    const s = steps.length > 0 ? Math.max(...steps) : 1;
    for (const m of notSteps) {
      if (!(s > m)) continue;
      const k = 2 ** Math.ceil(Math.log2((1e21 * m) / s));
      if (k < 1e21) yield s * k;
    }
  }
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
      if (notSteps.length > 0 || conj.some((n) => n.excluded)) {
        // Values ruled out one by one: look further along the multiples.
        const from = first !== undefined && first > 0n ? first : 0n;
        for (let k = from + 1n; k <= from + 24n; k++) ks.push(k);
        if (last !== undefined) for (let k = last; k >= last - 24n; k--) ks.push(k);
      }
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
  const unique = conj.some((n) => n.uniqueItems);
  // Each `contains` needs `min` matching items; they get positions of their own (from the end).
  const wanted: Node[] = [];
  for (const n of conj) {
    const c = n.contains;
    if (!c || (c.max !== undefined && c.min > c.max)) continue;
    for (let k = 0; k < c.min && wanted.length <= MAX_ARRAY_LENGTH; k++) wanted.push(c.node);
  }
  // Complements ask for an item at index ≥ from: placed at the end of a long enough array.
  for (const n of conj) {
    for (const some of n.someItems ?? []) {
      if (wanted.length <= MAX_ARRAY_LENGTH) wanted.push(some.node);
      lo = Math.max(lo, some.from + 1);
    }
  }
  const duplicates = conj.some((n) => n.duplicates);
  if (duplicates) lo = Math.max(lo, 2);
  const capped = conj.flatMap((n) => (n.contains?.max !== undefined ? [n.contains.node] : []));
  if (lo > hi || lo > MAX_FILLED_LENGTH) return;
  if (lo === 0 && wanted.length === 0) yield [];
  const tuple = Math.max(0, ...conj.map((n) => n.prefix?.length ?? 0));
  // Slots with the same schemas share their candidate lists (and their cost).
  const pools = new Map<string, unknown[]>();
  const pool = (i: number, extra: Node | undefined, extraId: number): unknown[] => {
    const id = `${Math.min(i, tuple)}:${extraId}`;
    let values = pools.get(id);
    if (!values) {
      const nodes = extra ? [...itemSchemas(conj, i), extra] : itemSchemas(conj, i);
      values = acceptable(nodes, work, depth + 1, unique || (!extra && capped.length > 0) ? 8 : 4);
      if (!extra && capped.length > 0) {
        // Fillers that no capped contains could count come first.
        const clear = values.filter((v) => capped.every((c) => rejects(c, v, 0)));
        values = [...clear, ...values.filter((v) => !clear.includes(v))];
      }
      pools.set(id, values);
    }
    return values;
  };
  // The shortest length first; then, when contains items do not fit the tuple positions,
  // the length that puts them all after the tuple.
  const lengths = [Math.max(lo, wanted.length, 1)];
  const after = Math.max(lo, tuple + wanted.length);
  if (wanted.length > 0 && tuple > 0 && after !== lengths[0]) lengths.push(after);
  const yielded: unknown[][] = [];
  for (const n of lengths) {
    if (n > hi || n > MAX_FILLED_LENGTH) continue;
    const slots: string[] = [];
    const choices: unknown[][] = [];
    for (let i = 0; i < n; i++) {
      const w = n - 1 - i < wanted.length ? wanted[n - 1 - i] : undefined;
      const extraId = w
        ? conj.findIndex(
            (x) => x.contains?.node === w || (x.someItems ?? []).some((e) => e.node === w),
          ) + 1
        : 0;
      slots.push(`${Math.min(i, tuple)}:${extraId}`);
      const values = pool(i, w, extraId);
      if (values.length === 0) break;
      choices.push(values);
    }
    if (choices.length < n) continue;
    // `spread` gives repeated slots successive values; with uniqueItems no value repeats.
    const pick = (spread: boolean): unknown[] | undefined => {
      const out: unknown[] = [];
      const seen = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        const values = choices[i];
        const k = seen.get(slots[i]) ?? 0;
        seen.set(slots[i], k + 1);
        const start = spread ? k % values.length : 0;
        const order = [...values.slice(start), ...values.slice(0, start)];
        const v = unique ? order.find((x) => !out.some((y) => jsonEqual(x, y))) : order[0];
        if (v === undefined) return undefined;
        out.push(v);
      }
      return out;
    };
    const picked = [pick(false), pick(true)];
    if (duplicates && n >= 2) {
      // Two equal items: the last item copied over the first slot that accepts it.
      for (const arr of picked.slice()) if (arr) picked.push([arr[n - 1], ...arr.slice(1)]);
      for (const arr of picked.slice()) if (arr) picked.push([arr[0], arr[0], ...arr.slice(2)]);
    }
    for (const arr of picked) {
      if (!arr || yielded.some((y) => jsonEqual(y, arr))) continue;
      yielded.push(arr);
      yield arr;
    }
  }
}

function* objectCandidates(conj: Node[], work: Work, depth: number): Generator<unknown> {
  const closure = requiredClosure(conj);
  const triggered = triggeredSchemas(conj, closure);
  if (triggered.length > 0) {
    // A required trigger's dependentSchemas entry applies: generate for the larger conjunction.
    const state = { truncated: false, disjunctive: false };
    for (const ext of expansions(triggered, true, work, state, conj)) {
      yield* objectCandidates(ext, work, depth);
      if (work.exhausted || work.timedOut) return;
    }
    return;
  }
  const required = [...closure.keys()];
  const declared: string[] = [];
  let minProps = 0;
  let maxProps = Infinity;
  const namers = conj.flatMap((n) => (n.propertyNames ? [n.propertyNames] : []));
  const triggers = new Set(
    conj.flatMap((n) => [...n.dependentRequired, ...n.dependentSchemas].map(([t]) => t)),
  );
  // Keys beyond the required ones must satisfy propertyNames and trigger nothing.
  const usable = (k: string): boolean =>
    !required.includes(k) && !triggers.has(k) && !namers.some((pn) => rejects(pn, k, 0));
  for (const n of conj) {
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
  // Complements ask for a property that exists: outside a key list with a value matching a
  // node, or with a name matching a node.
  for (const n of conj) {
    for (const some of n.someProperty ?? []) {
      const options = [
        ...declared.filter((k) => !some.exclude.includes(k)),
        ...['x', 'extra', 'a', 'b'].filter((k) => !declared.includes(k)),
      ].filter((k) => usable(k) && !entries.some(([e]) => e === k));
      for (const key of options.slice(0, 3)) {
        const values = acceptable([...propertyConj(conj, key), some.node], work, depth + 1, 1);
        if (values.length === 0) continue;
        entries.push([key, values]);
        break;
      }
    }
    for (const name of n.someName ?? []) {
      const names = acceptable([name, ...namers, typeNode(['string'], '', '')], work, depth + 1, 3);
      const key = names.find(
        (k): k is string => typeof k === 'string' && usable(k) && !entries.some(([e]) => e === k),
      );
      if (key === undefined) continue;
      const values = acceptable(propertyConj(conj, key), work, depth + 1, 1);
      if (values.length > 0) entries.push([key, values]);
    }
  }
  // Fill up to minProperties with declared properties first, then invented names (names
  // propertyNames allows first).
  const extras = declared.filter(usable);
  if (entries.length + extras.length < minProps && namers.length > 0) {
    const names = acceptable(
      [...namers, typeNode(['string'], '', '')],
      work,
      depth + 1,
      minProps + 2,
    );
    for (const name of names)
      if (typeof name === 'string' && usable(name) && !extras.includes(name)) extras.push(name);
    // More names from the first: one character changed at a time, last positions first.
    const seed = names.find((x): x is string => typeof x === 'string');
    const chars = seed === undefined ? [] : [...seed].slice(0, 32);
    for (let j = chars.length - 1; j >= 0 && extras.length < minProps + 2; j--) {
      for (const c of NAME_CHARS) {
        const name = [...chars.slice(0, j), c, ...chars.slice(j + 1)].join('');
        if (usable(name) && !extras.includes(name)) extras.push(name);
        if (extras.length >= minProps + 2) break;
      }
    }
  }
  for (let i = 0; extras.length < minProps + 4 && i < 64; i++) {
    const name = i < 26 ? String.fromCharCode(97 + i) : `p${i}`;
    if (usable(name) && !extras.includes(name)) extras.push(name);
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
