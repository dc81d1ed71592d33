import fc from 'fast-check';
import { explainNameRelation, identityKeys, nameRelation } from '../../src/lexical/names.js';
import { escapeInvisible, skeleton } from '../../src/lexical/unicode.js';

describe('nameRelation', () => {
  it('calls exactly equal names duplicates', () => {
    expect(nameRelation('read_file', 'read_file')).toBe('duplicate');
  });

  it('calls a Cyrillic homoglyph confusable and names its code point', () => {
    const cyrillic = 're\u0430d_file';
    expect(nameRelation(cyrillic, 'read_file')).toBe('confusable');
    expect(explainNameRelation(cyrillic, 'read_file')).toBe(
      `"${cyrillic}" and "read_file" look the same but differ in look-alike or invisible characters: U+0430 (looks like "a")`,
    );
  });

  it('calls a zero-width space confusable and never prints it raw', () => {
    const hidden = 'read\u200b_file';
    expect(nameRelation(hidden, 'read_file')).toBe('confusable');
    const message = explainNameRelation(hidden, 'read_file') ?? '';
    expect(message).toContain('U+200B (invisible)');
    expect(message).toContain('"read<U+200B>_file"');
    expect(message).not.toContain('\u200b');
  });

  it.each([
    ['soft hyphen', 'read\u00adfile', 'readfile'],
    ['zero-width joiner', 'read\u200dfile', 'readfile'],
    ['byte order mark', '\ufeffread_file', 'read_file'],
    ['right-to-left override', 'read_file\u202e', 'read_file'],
    ['variation selector', 'read_file\ufe0f', 'read_file'],
    ['tag character', 'read_file\u{e0041}', 'read_file'],
    ['Greek omicron', 'create_t\u03bfken', 'create_token'],
    ['fullwidth letter', '\uff52ead_file', 'read_file'],
    ['decomposed accent', 'caf\u0065\u0301', 'caf\u00e9'],
  ])('calls names differing by a %s confusable', (_what, a, b) => {
    expect(nameRelation(a, b)).toBe('confusable');
  });

  it('does not call names confusable when they differ only in ASCII look-alikes', () => {
    expect(skeleton('read_fi1e')).toBe(skeleton('read_file'));
    expect(nameRelation('read_fi1e', 'read_file')).toBeNull();
  });

  it.each([
    ['read_file', 'ReadFile', 'are equal after case and separator folding'],
    ['read_file', 'read-file', 'are equal after case and separator folding'],
    ['read.file', 'READ FILE', 'are equal after case and separator folding'],
    ['readFiles', 'read-file', 'are equal after case and separator folding and plural stemming'],
    ['list_entries', 'listEntry', 'are equal after case and separator folding and plural stemming'],
    ['file_read', 'read_file', 'consist of the same words (file, read)'],
    ['searchIndexes', 'index_search', 'consist of the same words (index, search)'],
  ])('calls %j and %j similar: they %s', (a, b, why) => {
    expect(nameRelation(a, b)).toBe('similar');
    expect(explainNameRelation(a, b)).toBe(`"${a}" and "${b}" ${why}`);
  });

  it('folds invisible characters before comparing words', () => {
    expect(nameRelation('Read\u200bFile', 'read_file')).toBe('similar');
  });

  it.each([
    ['read_file', 'write_file'],
    ['read_file', 'read_files_recursively'],
    ['list_all_files', 'list_files'],
    ['___', '--'],
    ['send_email', 'create_invoice'],
  ])('finds no relation between %j and %j', (a, b) => {
    expect(nameRelation(a, b)).toBeNull();
    expect(explainNameRelation(a, b)).toBeNull();
  });

  it('is symmetric', () => {
    const piece = fc.constantFrom(
      'read',
      'Read',
      'file',
      'Files',
      're\u0430d',
      '\u200b',
      '_',
      '-',
      'l',
      '1',
      'I',
      'entries',
      'entry',
      '\u00e9',
      'e\u0301',
    );
    const name = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => nameRelation(a, b) === nameRelation(b, a)),
      {
        numRuns: 3000,
      },
    );
  });

  it('is symmetric and total on arbitrary unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        return nameRelation(a, b) === nameRelation(b, a) && nameRelation(a, a) === 'duplicate';
      }),
    );
  });
});

describe('identityKeys', () => {
  it('exposes the keys names are compared by', () => {
    expect(identityKeys('readFiles')).toEqual({
      exact: 'readFiles',
      skeleton: 'readFiles',
      folded: 'read files',
      tokenSet: 'file read',
    });
  });
});

describe('escapeInvisible', () => {
  it('shows invisible and control characters as code points and keeps the rest', () => {
    expect(escapeInvisible('a\u200bb\u202ec\u0007d e\u00a0f\u0430')).toBe(
      'a<U+200B>b<U+202E>c<U+0007>d e<U+00A0>f\u0430',
    );
  });
});
