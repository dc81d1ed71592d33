import fc from 'fast-check';
import {
  findCandidatePairs,
  findIdentityPairs,
  isCandidateScore,
  scorePair,
  type CandidatePair,
  type IdentityPair,
  type LexicalEntry,
} from '../../src/lexical/candidates.js';
import { identityKeys, nameRelation, relationOfKeys } from '../../src/lexical/names.js';
import { descriptionTokens, nameTokens } from '../../src/lexical/tokenize.js';
import { synonymClassOf } from '../../src/lexical/words.js';

/** The O(n²) definition the index must reproduce exactly (token lists cached per entry). */
function bruteForceCandidates(entries: LexicalEntry[], threshold = 0.55): CandidatePair[] {
  const names = entries.map((e) => nameTokens(e.name));
  const descs = entries.map((e) => new Set(descriptionTokens(e.description)));
  const classes = names.map((ts) => new Set(ts.map(synonymClassOf).filter((c) => c !== undefined)));
  const nameSets = names.map((ts) => new Set(ts));
  const jaccard = (x: Set<string>, y: Set<string>): number => {
    let common = 0;
    for (const t of x) if (y.has(t)) common++;
    const union = x.size + y.size - common;
    return union === 0 ? 0 : common / union;
  };
  const out: CandidatePair[] = [];
  for (let a = 0; a < entries.length; a++) {
    for (let b = a + 1; b < entries.length; b++) {
      const ta = names[a];
      const tb = names[b];
      const ca = classes[a];
      const cb = classes[b];
      let related = false;
      for (const t of ta) if (nameSets[b].has(t)) related = true;
      for (const c of ca) if (cb.has(c)) related = true;
      if (!related) continue;
      const shared = ta.filter((t) => nameSets[b].has(t)).sort();
      const name = jaccard(nameSets[a], nameSets[b]);
      const description = jaccard(descs[a], descs[b]);
      const score = { name, description, blended: 0.45 * name + 0.55 * description };
      if (!isCandidateScore(score, threshold)) continue;
      const linking = [
        ...new Set([
          ...ta.filter((t) => cb.has(synonymClassOf(t) ?? -1)),
          ...tb.filter((t) => ca.has(synonymClassOf(t) ?? -1)),
        ]),
      ].sort();
      out.push(
        shared.length > 0
          ? { a, b, score, via: 'token', shared }
          : { a, b, score, via: 'synonym', shared: linking },
      );
    }
  }
  return out.sort((x, y) => y.score.blended - x.score.blended || x.a - y.a || x.b - y.b);
}

/** Every pair compared; `precomputed` reuses each name's keys (same relation as nameRelation). */
function bruteForceIdentity(entries: LexicalEntry[], precomputed = false): IdentityPair[] {
  const keys = entries.map((e) => identityKeys(e.name));
  const out: IdentityPair[] = [];
  for (let a = 0; a < entries.length; a++) {
    for (let b = a + 1; b < entries.length; b++) {
      const relation = precomputed
        ? relationOfKeys(keys[a], keys[b])
        : nameRelation(entries[a].name, entries[b].name);
      if (relation !== null) out.push({ a, b, relation });
    }
  }
  return out;
}

const VERBS = [
  'get',
  'list',
  'search',
  'find',
  'create',
  'delete',
  'update',
  'lookup',
  'send',
  'read',
  'remove',
  'add',
  'set',
  'browse',
];
const NOUNS = [
  'file',
  'files',
  'user',
  'repository',
  'issue',
  'email',
  'invoice',
  'document',
  'entry',
  'entries',
  'comment',
  'branch',
  'index',
];
const WORDS = [
  'public',
  'private',
  'keyword',
  'matching',
  'names',
  'return',
  'the',
  'by',
  'and',
  'path',
  'content',
  'text',
  'all',
  'given',
];

/** Synthetic catalog with realistic verbs, nouns, separators and descriptions. */
function syntheticCatalog(n: number, seed: number): LexicalEntry[] {
  let state = seed >>> 0;
  const rand = (k: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % k;
  };
  const pick = <T>(xs: T[]): T => xs[rand(xs.length)];
  const entries: LexicalEntry[] = [];
  for (let i = 0; i < n; i++) {
    const verb = pick(VERBS);
    const noun = pick(NOUNS);
    const style = rand(4);
    const server = `srv${rand(40)}`;
    const name =
      style === 0
        ? `${verb}_${noun}`
        : style === 1
          ? `${verb}${noun[0].toUpperCase()}${noun.slice(1)}`
          : style === 2
            ? `${server}_${verb}_${noun}_${rand(30)}`
            : `${noun}-${verb}-${pick(WORDS)}`;
    const words = Array.from({ length: 4 + rand(8) }, () => pick([...NOUNS, ...WORDS, ...VERBS]));
    entries.push({ name, description: `${verb} ${noun} ${words.join(' ')}.` });
  }
  return entries;
}

describe('scorePair', () => {
  it('scores the search_public / search_private worked case', () => {
    const score = scorePair(
      {
        name: 'search_public',
        description: 'Search public repositories by keyword and return matching repository names.',
      },
      {
        name: 'search_private',
        description: 'Search private repositories by keyword and return matching repository names.',
      },
    );
    expect(score.name).toBeCloseTo(1 / 3, 10);
    expect(score.description).toBeCloseTo(5 / 7, 10);
    expect(score.description).toBeGreaterThanOrEqual(0.65);
    expect(score.blended).toBeCloseTo(0.45 / 3 + (0.55 * 5) / 7, 10);
    expect(score.blended).toBeCloseTo(0.543, 3);
  });

  it('scores two empty descriptions as 0, not as identical', () => {
    const x = { name: 'get_alpha', description: '' };
    expect(scorePair(x, { name: 'get_beta', description: '' })).toEqual({
      name: 1 / 3,
      description: 0,
      blended: 0.45 / 3,
    });
  });
});

describe('findCandidatePairs', () => {
  const searchPublic = {
    name: 'search_public',
    description: 'Search public repositories by keyword and return matching repository names.',
  };
  const searchPrivate = {
    name: 'search_private',
    description: 'Search private repositories by keyword and return matching repository names.',
  };
  const findDocument = {
    name: 'find_document',
    description: 'Find a document by path in the workspace and return its contents as text.',
  };
  const lookupFile = {
    name: 'lookup_file',
    description: 'Look up a document by path in the workspace and return its contents as text.',
  };
  const sendEmail = { name: 'send_email', description: 'Send an email message to a recipient.' };
  const createInvoice = {
    name: 'create_invoice',
    description: 'Create a new invoice for a customer with line items.',
  };

  it('makes search_public / search_private a candidate through their shared token', () => {
    const pairs = findCandidatePairs([searchPublic, searchPrivate]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ a: 0, b: 1, via: 'token', shared: ['search'] });
    expect(pairs[0].score.blended).toBeLessThan(0.55);
  });

  it('makes find_document / lookup_file a candidate through the synonym class', () => {
    const pairs = findCandidatePairs([findDocument, lookupFile]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ a: 0, b: 1, via: 'synonym', shared: ['find', 'lookup'] });
    expect(pairs[0].score.name).toBe(0);
    expect(pairs[0].score.description).toBeGreaterThanOrEqual(0.65);
  });

  it('does not pair unrelated tools', () => {
    expect(findCandidatePairs([sendEmail, createInvoice])).toEqual([]);
  });

  it('does not pair tools with alike descriptions but unrelated names', () => {
    expect(findCandidatePairs([searchPublic, { ...searchPrivate, name: 'send_email' }])).toEqual(
      [],
    );
  });

  it('applies the blended threshold when descriptions are below 0.65', () => {
    const x = { name: 'get_user', description: 'user profile email avatar' };
    const y = { name: 'get_user', description: 'user profile settings' };
    // name 1, description 2/5: blended 0.67 passes 0.55 but not 0.7.
    expect(findCandidatePairs([x, y])).toHaveLength(1);
    expect(findCandidatePairs([x, y], { threshold: 0.7 })).toEqual([]);
  });

  it('sorts by blended score descending, then by index', () => {
    const entries = [
      sendEmail,
      searchPublic,
      findDocument,
      searchPrivate,
      lookupFile,
      createInvoice,
    ];
    const pairs = findCandidatePairs(entries);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pairs[0].score.blended).toBeGreaterThan(pairs[1].score.blended);
  });

  it('rejects a threshold outside [0, 1]', () => {
    expect(() => findCandidatePairs([], { threshold: Number.NaN })).toThrow(RangeError);
    expect(() => findCandidatePairs([], { threshold: 2 })).toThrow(RangeError);
  });

  it('returns exactly the brute-force pairs on random small catalogs', () => {
    const entry = fc.record({
      name: fc
        .array(fc.constantFrom(...VERBS, ...NOUNS, 'the', 'by'), { minLength: 1, maxLength: 3 })
        .chain((ws) => fc.constantFrom('_', '-', '').map((sep) => ws.join(sep))),
      description: fc
        .array(fc.constantFrom(...NOUNS, ...WORDS, ...VERBS), { maxLength: 6 })
        .map((ws) => ws.join(' ')),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 25 }),
        fc.constantFrom(0, 0.3, 0.55, 0.8, 1),
        (entries, threshold) => {
          expect(findCandidatePairs(entries, { threshold })).toEqual(
            bruteForceCandidates(entries, threshold),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('returns exactly the brute-force pairs on 5,000 synthetic entries', () => {
    const entries = syntheticCatalog(5000, 7);
    const pairs = findCandidatePairs(entries);
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs).toEqual(bruteForceCandidates(entries));
    for (const p of pairs.slice(0, 50)) {
      expect(p.score).toEqual(scorePair(entries[p.a], entries[p.b]));
    }
  });
});

describe('findIdentityPairs', () => {
  it('reports each pair once with its strongest relation', () => {
    const entries = [
      'read_file',
      'read_file',
      're\u0430d_file',
      'ReadFile',
      'file_read',
      'write_file',
    ].map((name) => ({ name, description: '' }));
    expect(findIdentityPairs(entries)).toEqual([
      { a: 0, b: 1, relation: 'duplicate' },
      { a: 0, b: 2, relation: 'confusable' },
      { a: 0, b: 3, relation: 'similar' },
      { a: 0, b: 4, relation: 'similar' },
      { a: 1, b: 2, relation: 'confusable' },
      { a: 1, b: 3, relation: 'similar' },
      { a: 1, b: 4, relation: 'similar' },
      { a: 3, b: 4, relation: 'similar' },
    ]);
  });

  it('agrees with comparing every pair on random names', () => {
    const piece = fc.constantFrom(
      'read',
      'Read',
      'file',
      'Files',
      're\u0430d',
      '\u200b',
      '_',
      '-',
      '1',
      'l',
      'entries',
      'Entry',
      '\u00e9',
      'e\u0301',
      'x',
    );
    const name = fc.array(piece, { maxLength: 4 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (names) => {
        const entries = names.map((n) => ({ name: n, description: '' }));
        expect(findIdentityPairs(entries)).toEqual(bruteForceIdentity(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with comparing every pair on 5,000 synthetic entries', () => {
    const entries = syntheticCatalog(5000, 11);
    expect(findIdentityPairs(entries)).toEqual(bruteForceIdentity(entries, true));
  });
});
