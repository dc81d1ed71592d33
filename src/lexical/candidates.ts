/**
 * Lexical candidate pairs: tools a model could confuse by name and description, found through an
 * inverted index so the work follows the pairs that share a name key, not all n² pairs.
 */
import { identityKeys, relationOfKeys, type IdentityKeys, type IdentityRelation } from './names.js';
import { descriptionTokens, nameTokens } from './tokenize.js';
import { synonymClassOf } from './words.js';

/** What the lexical analysis needs of a catalog entry. */
export interface LexicalEntry {
  name: string;
  description: string;
}

/** Jaccard similarities of two entries' name and description token sets, and their blend. */
export interface PairScore {
  name: number;
  description: number;
  /** 0.45 · name + 0.55 · description. */
  blended: number;
}

/** Two entries (indices into the input, `a < b`) that a model could confuse. */
export interface CandidatePair {
  a: number;
  b: number;
  score: PairScore;
  /** `token`: the names share a token; `synonym`: only a synonym class links them. */
  via: 'token' | 'synonym';
  /** The shared name tokens (`token`), or the tokens of both names that link them (`synonym`), sorted. */
  shared: string[];
}

/** Two entries (indices, `a < b`) whose names are related, with the strongest relation. */
export interface IdentityPair {
  a: number;
  b: number;
  relation: IdentityRelation;
}

/** Options of {@link findCandidatePairs}. */
export interface CandidateOptions {
  /** Minimum blended score, in [0, 1]; default {@link DEFAULT_THRESHOLD}. */
  threshold?: number;
}

/** Default minimum blended score of a candidate. */
export const DEFAULT_THRESHOLD = 0.55;
/** Description similarity that makes a pair a candidate whatever the blended score. */
export const DESCRIPTION_THRESHOLD = 0.65;
/** Weight of the name score in the blend; the description gets the rest. */
export const NAME_WEIGHT = 0.45;
/** Absorbs rounding in the blend so an exact tie with the threshold counts as reaching it. */
const EPSILON = 1e-12;
/** Memo cell not computed yet (real values are -1 … 63). */
const UNKNOWN = -2;

function jaccard(shared: number, sizeA: number, sizeB: number): number {
  const union = sizeA + sizeB - shared;
  return union === 0 ? 0 : shared / union;
}

function blend(name: number, description: number): PairScore {
  return { name, description, blended: NAME_WEIGHT * name + (1 - NAME_WEIGHT) * description };
}

function passes(name: number, description: number, threshold: number): boolean {
  return (
    description >= DESCRIPTION_THRESHOLD ||
    NAME_WEIGHT * name + (1 - NAME_WEIGHT) * description + EPSILON >= threshold
  );
}

/**
 * The fewest shared description tokens with which a pair of the given name score and
 * description sizes passes, or -1 when no overlap is enough. Found by stepping from a closed-form
 * estimate with {@link passes} itself, so it agrees with the predicate to the last bit.
 */
function minimumCommon(name: number, di: number, dj: number, threshold: number): number {
  const most = Math.min(di, dj);
  const total = di + dj;
  const target = Math.min(
    DESCRIPTION_THRESHOLD,
    (threshold - NAME_WEIGHT * name) / (1 - NAME_WEIGHT),
  );
  let c =
    target <= 0 ? 0 : Math.min(most, Math.max(0, Math.floor((target * total) / (1 + target))));
  while (c > 0 && passes(name, jaccard(c - 1, di, dj), threshold)) c--;
  while (c <= most && !passes(name, jaccard(c, di, dj), threshold)) c++;
  return c > most ? -1 : c;
}

function sharedCount(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let n = 0;
  for (const t of x) if (y.has(t)) n++;
  return n;
}

/**
 * Jaccard similarity of the two entries' name tokens and of their description tokens (two empty
 * sets score 0: no words is no evidence of likeness), and blended = 0.45·name + 0.55·description.
 */
export function scorePair(x: LexicalEntry, y: LexicalEntry): PairScore {
  const nx = new Set(nameTokens(x.name));
  const ny = new Set(nameTokens(y.name));
  const dx = new Set(descriptionTokens(x.description));
  const dy = new Set(descriptionTokens(y.description));
  return blend(
    jaccard(sharedCount(nx, ny), nx.size, ny.size),
    jaccard(sharedCount(dx, dy), dx.size, dy.size),
  );
}

/**
 * Whether a score makes a pair whose names share a token or synonym class a candidate:
 * description ≥ 0.65, or blended ≥ threshold.
 */
export function isCandidateScore(score: PairScore, threshold = DEFAULT_THRESHOLD): boolean {
  return passes(score.name, score.description, threshold);
}

function compareIdentity(x: { a: number; b: number }, y: { a: number; b: number }): number {
  return x.a - y.a || x.b - y.b;
}

const RANK: Record<IdentityRelation, number> = { duplicate: 0, confusable: 1, similar: 2 };

/**
 * Every pair of entries whose names are related (see `nameRelation`), once, with its strongest
 * relation, sorted by (a, b). Entries are bucketed by exact name, skeleton and token set, so the
 * work is the number of related pairs (which is also the output size), never all n² pairs.
 */
export function findIdentityPairs(entries: readonly LexicalEntry[]): IdentityPair[] {
  const keys: IdentityKeys[] = entries.map((e) => identityKeys(e.name));
  const best = new Map<number, IdentityPair>();
  const n = entries.length;
  for (const field of ['exact', 'skeleton', 'tokenSet'] as const) {
    const buckets = new Map<string, number[]>();
    keys.forEach((k, i) => {
      const key = k[field];
      // A name without words has an empty token set; that is no evidence of similarity.
      if (field === 'tokenSet' && key === '') return;
      const bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, [i]);
      else bucket.push(i);
    });
    for (const bucket of buckets.values()) {
      for (let p = 0; p < bucket.length; p++) {
        for (let q = p + 1; q < bucket.length; q++) {
          const a = bucket[p];
          const b = bucket[q];
          const id = a * n + b;
          const known = best.get(id);
          if (known?.relation === 'duplicate') continue;
          const relation = relationOfKeys(keys[a], keys[b]);
          if (relation === null) continue;
          if (known === undefined || RANK[relation] < RANK[known.relation]) {
            best.set(id, { a, b, relation });
          }
        }
      }
    }
  }
  return [...best.values()].sort(compareIdentity);
}

/** Per-entry token data as integer ids, sorted, so pair scoring is counting, not hashing. */
interface Prepared {
  nameIds: Int32Array;
  classIds: number[];
  descIds: Int32Array;
}

function prepare(entries: readonly LexicalEntry[], vocabulary: string[]): Prepared[] {
  const ids = new Map<string, number>();
  const idOf = (t: string): number => {
    let id = ids.get(t);
    if (id === undefined) {
      id = vocabulary.length;
      ids.set(t, id);
      vocabulary.push(t);
    }
    return id;
  };
  return entries.map((e) => {
    const names = nameTokens(e.name);
    const classes = new Set<number>();
    for (const t of names) {
      const c = synonymClassOf(t);
      if (c !== undefined) classes.add(c);
    }
    return {
      nameIds: Int32Array.from(names.map(idOf)).sort(),
      classIds: [...classes].sort((x, y) => x - y),
      descIds: Int32Array.from(descriptionTokens(e.description).map(idOf)).sort(),
    };
  });
}

function sharedTokens(x: Prepared, y: Prepared, vocabulary: string[]): string[] {
  const ys = new Set(y.nameIds);
  return [...x.nameIds]
    .filter((t) => ys.has(t))
    .map((t) => vocabulary[t])
    .sort();
}

function linkingTokens(x: Prepared, y: Prepared, vocabulary: string[]): string[] {
  const cx = new Set(x.classIds);
  const cy = new Set(y.classIds);
  const out = new Set<string>();
  for (const t of x.nameIds) {
    const c = synonymClassOf(vocabulary[t]);
    if (c !== undefined && cy.has(c)) out.add(vocabulary[t]);
  }
  for (const t of y.nameIds) {
    const c = synonymClassOf(vocabulary[t]);
    if (c !== undefined && cx.has(c)) out.add(vocabulary[t]);
  }
  return [...out].sort();
}

/**
 * Postings for pairs linked only by a synonym class. Such a pair has name score 0, so it passes
 * only with description similarity ≥ τ = min(0.65, threshold / 0.55); two sets that similar share
 * a token within their first |d| − ⌈τ·|d|⌉ + 1 tokens in rarest-first order (the prefix-filter
 * lemma), so each class needs postings only for those prefix tokens. `undefined` when τ ≤ 0
 * (every class pair passes and the plain class buckets are walked instead).
 */
interface ClassPrefixIndex {
  /** For entry i and its k-th class, the posting slots of its prefix tokens. */
  slotsOf: number[][][];
  postings: number[][];
  cursor: Int32Array;
}

function buildClassPrefixIndex(
  prepared: Prepared[],
  vocabularySize: number,
  threshold: number,
): ClassPrefixIndex | undefined {
  // A hair below the exact bound, so float rounding can only lengthen a prefix.
  const tau = Math.min(DESCRIPTION_THRESHOLD, (threshold - EPSILON) / (1 - NAME_WEIGHT)) - 1e-9;
  if (tau <= 0) return undefined;
  const frequency = new Int32Array(vocabularySize);
  for (const p of prepared) for (const t of p.descIds) frequency[t]++;
  const rarestFirst = (x: number, y: number): number => frequency[x] - frequency[y] || x - y;
  const slotOfKey = new Map<number, number>();
  const postings: number[][] = [];
  const slotsOf = prepared.map((p, i) => {
    const ordered = [...p.descIds].sort(rarestFirst);
    const prefix = ordered.slice(0, ordered.length - Math.ceil(tau * ordered.length) + 1);
    return p.classIds.map((c) =>
      prefix.map((t) => {
        const key = c * vocabularySize + t;
        let slot = slotOfKey.get(key);
        if (slot === undefined) {
          slot = postings.length;
          slotOfKey.set(key, slot);
          postings.push([]);
        }
        postings[slot].push(i);
        return slot;
      }),
    );
  });
  return { slotsOf, postings, cursor: new Int32Array(postings.length) };
}

/**
 * Pairs of entries a model could confuse: the names share a token or a synonym class, and the
 * description similarity is ≥ 0.65 or the blended score ≥ `threshold` (default 0.55). Sorted by
 * blended score descending, then (a, b).
 *
 * An inverted index over name tokens and synonym classes yields only pairs sharing a key. For
 * each such pair the name score fixes how many description tokens it must share to pass; shared
 * tokens are counted over integer ids and counting stops as soon as that number is out of reach,
 * so a failing pair costs a few array reads. The result is exactly what comparing all pairs
 * gives. Pairs linked only by a synonym class need a description similarity of 0.65, so they
 * are drawn from a prefix-filtered description index per class instead of the whole class.
 * Cost: Σ k² pair visits over the name-token buckets (k = entries sharing a token) plus the
 * prefix postings per class; O(n²) in the worst case of one token (say "get") in all n names;
 * O(n + total tokens) memory besides the output.
 */
export function findCandidatePairs(
  entries: readonly LexicalEntry[],
  options: CandidateOptions = {},
): CandidatePair[] {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new RangeError(`threshold must be a number in [0, 1], got ${String(threshold)}`);
  }
  const vocabulary: string[] = [];
  const prepared = prepare(entries, vocabulary);
  const n = prepared.length;
  const v = vocabulary.length;

  // Flat per-entry sizes and description ids: the pair loop reads them in bucket order.
  const nameLen = new Int32Array(n);
  const descLen = new Int32Array(n);
  const descStart = new Int32Array(n + 1);
  prepared.forEach((p, i) => {
    nameLen[i] = p.nameIds.length;
    descLen[i] = p.descIds.length;
    descStart[i + 1] = descStart[i] + p.descIds.length;
  });
  // Each entry's description ids rarest first: a pair that shares too little then runs out of
  // allowed misses within its first few tokens (the verdict and count do not depend on order).
  const descFlat = new Int32Array(descStart[n]);
  const descFrequency = new Int32Array(v);
  prepared.forEach((p) => {
    for (const t of p.descIds) descFrequency[t]++;
  });
  const rarestFirst = (x: number, y: number): number =>
    descFrequency[x] - descFrequency[y] || x - y;
  prepared.forEach((p, i) => {
    const at = descStart[i];
    descFlat.set(p.descIds, at);
    descFlat.subarray(at, at + p.descIds.length).sort(rarestFirst);
  });

  const tokenBuckets: number[][] = vocabulary.map(() => []);
  const classBuckets: number[][] = [];
  prepared.forEach((p, i) => {
    for (const t of p.nameIds) tokenBuckets[t].push(i);
    for (const c of p.classIds) (classBuckets[c] ??= []).push(i);
  });
  // Entries are visited in ascending order, so the k-th visit of a bucket is its k-th member.
  const tokenCursor = new Int32Array(v);
  const classCursor = new Int32Array(classBuckets.length);
  const classPrefix = buildClassPrefixIndex(prepared, v, threshold);

  const stamp = new Int32Array(n).fill(-1);
  const shared = new Int32Array(n);
  const descMark = new Int32Array(v).fill(-1);
  const partners: number[] = [];
  const out: CandidatePair[] = [];
  const memo = new Int8Array(1 << 21).fill(UNKNOWN);

  const meet = (i: number, j: number): void => {
    if (stamp[j] !== i) {
      stamp[j] = i;
      shared[j] = 0;
      partners.push(j);
    }
  };

  for (let i = 0; i < n; i++) {
    const pi = prepared[i];
    partners.length = 0;
    for (const t of pi.nameIds) {
      const bucket = tokenBuckets[t];
      for (let k = ++tokenCursor[t]; k < bucket.length; k++) {
        const j = bucket[k];
        meet(i, j);
        shared[j]++;
      }
    }
    for (const c of pi.classIds) {
      if (classPrefix === undefined) {
        const bucket = classBuckets[c];
        for (let k = ++classCursor[c]; k < bucket.length; k++) meet(i, bucket[k]);
        continue;
      }
      for (const slot of classPrefix.slotsOf[i][pi.classIds.indexOf(c)]) {
        const list = classPrefix.postings[slot];
        for (let k = ++classPrefix.cursor[slot]; k < list.length; k++) meet(i, list[k]);
      }
    }
    if (partners.length === 0) continue;
    for (const t of pi.descIds) descMark[t] = i;
    const di = descLen[i];
    const ni = nameLen[i];
    // The required overlap depends only on small sizes; memoize it per (ni, di, shared, nj, dj).
    const memoBase = ni < 8 && di < 64 ? ((ni << 6) | di) << 12 : -1;
    for (const j of partners) {
      const sj = shared[j];
      const nj = nameLen[j];
      const dj = descLen[j];
      let need: number;
      if (memoBase >= 0 && sj < 8 && nj < 8 && dj < 64) {
        const slot = memoBase + (((sj << 3) | nj) << 6) + dj;
        need = memo[slot];
        if (need === UNKNOWN) {
          need = memo[slot] = minimumCommon(jaccard(sj, ni, nj), di, dj, threshold);
        }
      } else {
        need = minimumCommon(jaccard(sj, ni, nj), di, dj, threshold);
      }
      if (need < 0) continue;
      // Count shared description tokens, giving up as soon as `need` is out of reach.
      const allowedMisses = dj - need;
      let misses = 0;
      const from = descStart[j];
      for (let k = from; k < from + dj && misses <= allowedMisses; k++) {
        if (descMark[descFlat[k]] !== i) misses++;
      }
      if (misses > allowedMisses) continue;
      const pj = prepared[j];
      const name = jaccard(sj, ni, nj);
      const description = jaccard(dj - misses, di, dj);
      const viaToken = shared[j] > 0;
      out.push({
        a: i,
        b: j,
        score: blend(name, description),
        via: viaToken ? 'token' : 'synonym',
        shared: viaToken ? sharedTokens(pi, pj, vocabulary) : linkingTokens(pi, pj, vocabulary),
      });
    }
  }
  return out.sort((x, y) => y.score.blended - x.score.blended || compareIdentity(x, y));
}
