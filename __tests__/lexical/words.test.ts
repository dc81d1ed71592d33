import fc from 'fast-check';
import {
  DESCRIPTION_FILLER,
  FUNCTION_WORDS,
  STOP_WORDS,
  SYNONYM_CLASSES,
  stem,
  synonymClassOf,
} from '../../src/lexical/words.js';

describe('stem', () => {
  const table: [string, string][] = [
    ['files', 'file'],
    ['entries', 'entry'],
    ['searches', 'search'],
    ['boxes', 'box'],
    ['indexes', 'index'],
    ['indices', 'index'],
    ['queries', 'query'],
    ['statuses', 'status'],
    ['addresses', 'address'],
    ['classes', 'class'],
    ['processes', 'process'],
    ['names', 'name'],
    ['repositories', 'repository'],
    ['responses', 'response'],
    ['databases', 'database'],
    ['caches', 'cache'],
    ['matches', 'match'],
    ['hashes', 'hash'],
    ['keys', 'key'],
    ['cookies', 'cookie'],
    ['movies', 'movie'],
    ['ties', 'tie'],
    ['aliases', 'alias'],
    ['buses', 'bus'],
    ['causes', 'cause'],
    ['echoes', 'echo'],
    ['shoes', 'shoe'],
    ['schemas', 'schema'],
    ['ids', 'id'],
    ['apis', 'api'],
    ['menus', 'menu'],
    ['archives', 'archive'],
    ['settings', 'setting'],
    ['strings', 'string'],
    ['matching', 'match'],
    ['created', 'create'],
    ['creating', 'create'],
    ['using', 'use'],
    ['getting', 'get'],
    ['stopped', 'stop'],
    ['copied', 'copy'],
    ['embedded', 'embed'],
    ['added', 'add'],
    ['listings', 'listing'],
  ];
  it.each(table)('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  const unchanged = [
    'file',
    'class',
    'status',
    'analysis',
    'bus',
    'gas',
    'this',
    'news',
    'series',
    'always',
    'alias',
    'lens',
    'string',
    'thing',
    'embed',
    'need',
    'based',
    'ping',
    'setting',
    // A listing is a thing offered for sale or rent (a marketplace's product), no list.
    'listing',
    'access',
    'nodejs',
    'data',
    'its',
  ];
  it.each(unchanged)('leaves %s alone', (word) => {
    expect(stem(word)).toBe(word);
  });

  it('never strips "files" to "fil" or "names" to "nam"', () => {
    for (const w of ['files', 'names', 'types', 'nodes', 'notes', 'values', 'pages', 'tables']) {
      expect(stem(w)).toBe(w.slice(0, -1));
    }
  });

  it('is idempotent on the curated words', () => {
    for (const [w, s] of table) {
      expect(stem(s)).toBe(s);
      expect(stem(stem(w))).toBe(stem(w));
    }
  });

  it('is idempotent on arbitrary lowercase words', () => {
    const word = fc.stringMatching(/^[a-z]{0,12}$/);
    fc.assert(
      fc.property(word, (w) => stem(stem(w)) === stem(w)),
      { numRuns: 5000 },
    );
  });

  it('is idempotent on words built from plural and inflection suffixes', () => {
    const stemPart = fc.stringMatching(/^[a-z]{1,8}$/);
    const suffix = fc.constantFrom(
      's',
      'es',
      'ies',
      'ses',
      'sses',
      'uses',
      'ing',
      'ed',
      'ied',
      'ings',
      'xes',
      'ches',
    );
    fc.assert(
      fc.property(stemPart, suffix, (p, s) => stem(stem(p + s)) === stem(p + s)),
      { numRuns: 5000 },
    );
  });
});

describe('word lists', () => {
  it('keeps the stop words sorted, lowercase and without repeats', () => {
    expect([...STOP_WORDS]).toEqual([...new Set(STOP_WORDS)].sort());
    expect(STOP_WORDS.length).toBe(FUNCTION_WORDS.length + DESCRIPTION_FILLER.length);
    for (const w of STOP_WORDS) expect(w).toMatch(/^[a-z]+$/);
  });

  it('keeps the stop words named in the brief', () => {
    const expected =
      'the a an and or of to in for by with from on at as is are be this that it its return returns given specified using via into all any';
    for (const w of expected.split(' ')) expect(STOP_WORDS).toContain(w);
  });

  it('has the five synonym classes of the issue, each word its own stem', () => {
    expect(SYNONYM_CLASSES).toEqual([
      ['find', 'search', 'lookup', 'query', 'get', 'fetch', 'read', 'retrieve'],
      ['delete', 'remove', 'erase', 'drop', 'destroy', 'purge'],
      ['create', 'add', 'new', 'insert', 'make'],
      ['update', 'edit', 'modify', 'set', 'patch'],
      ['list', 'enumerate', 'browse'],
    ]);
    SYNONYM_CLASSES.forEach((words, id) => {
      for (const w of words) {
        expect(stem(w)).toBe(w);
        expect(synonymClassOf(w)).toBe(id);
        expect(STOP_WORDS).not.toContain(w);
      }
    });
  });
});
