import fc from 'fast-check';
import { descriptionTokens, nameTokens, splitIdentifier } from '../../src/lexical/tokenize.js';

describe('splitIdentifier', () => {
  const cases: [string, string[]][] = [
    ['read_file', ['read', 'file']],
    ['ReadFile', ['read', 'file']],
    ['readFile', ['read', 'file']],
    ['read-file', ['read', 'file']],
    ['read.file', ['read', 'file']],
    ['read file', ['read', 'file']],
    ['fs/read:file', ['fs', 'read', 'file']],
    ['getHTTPResponse', ['get', 'http', 'response']],
    ['HTTPServer', ['http', 'server']],
    ['readFile2', ['read', 'file', '2']],
    ['listIDs', ['list', 'ids']],
    ['getUserIDsByName', ['get', 'user', 'ids', 'by', 'name']],
    ['URLs', ['urls']],
    ['IOError', ['io', 'error']],
    ['READ_FILE', ['read', 'file']],
    ['__read__file__', ['read', 'file']],
    ['base64Encode', ['base', '64', 'encode']],
    ['ｒｅａｄ＿ｆｉｌｅ', ['read', 'file']],
    ['read\u200bfile', ['readfile']],
    ['Straße_öffnen', ['straße', 'öffnen']],
    ['ПолучитьФайл', ['получить', 'файл']],
    ['get数据', ['get', '数据']],
    ['नमस्ते_दुनिया', ['नमस्ते', 'दुनिया']],
    ['', []],
    ['___', []],
  ];
  it.each(cases)('splits %j', (name, expected) => {
    expect(splitIdentifier(name)).toEqual(expected);
  });

  it('never throws and yields only non-empty lowercase tokens on arbitrary unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const tokens = splitIdentifier(s);
        return tokens.every((t) => t.length > 0 && !/[\s_\-./:]/u.test(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on lone surrogates and grapheme soup', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        (a, b) => {
          splitIdentifier(a + '\ud800' + b);
          nameTokens(b + a);
          descriptionTokens(a + b);
          return true;
        },
      ),
    );
  });
});

describe('nameTokens', () => {
  it('stems and keeps order', () => {
    expect(nameTokens('readFiles')).toEqual(['read', 'file']);
    expect(nameTokens('list_entries')).toEqual(['list', 'entry']);
  });

  it('drops function words unless nothing else is left', () => {
    expect(nameTokens('get_user_by_id')).toEqual(['get', 'user', 'id']);
    expect(nameTokens('to_json')).toEqual(['json']);
    expect(nameTokens('and_or')).toEqual(['and', 'or']);
  });

  it('keeps description filler words in names', () => {
    expect(nameTokens('list_tools')).toEqual(['list', 'tool']);
    expect(nameTokens('return_order')).toEqual(['return', 'order']);
  });

  it('does not repeat tokens', () => {
    expect(nameTokens('file_files_FILE')).toEqual(['file']);
  });
});

describe('descriptionTokens', () => {
  it('removes stop words and stems', () => {
    expect(
      descriptionTokens(
        'Search public repositories by keyword and return matching repository names.',
      ),
    ).toEqual(['search', 'public', 'repository', 'keyword', 'match', 'name']);
  });

  it('drops filler and single letters', () => {
    expect(descriptionTokens('This tool returns the files, e.g. using a given path.')).toEqual([
      'file',
      'path',
    ]);
  });

  it('reads possessives as the word', () => {
    expect(descriptionTokens("the file's owner")).toEqual(['file', 'owner']);
  });

  it('splits identifiers in prose', () => {
    expect(descriptionTokens('Like `read_file` but for readDirectory')).toEqual([
      'like',
      'read',
      'file',
      'directory',
    ]);
  });

  it('is empty for an empty description', () => {
    expect(descriptionTokens('')).toEqual([]);
  });

  it('gives every caller its own list: changing one leaves the next read of the text as it was', () => {
    const text = 'Create a pull request from a branch of the repository.';
    const first = descriptionTokens(text);
    first.push('changed');
    first.reverse();
    expect(descriptionTokens(text)).toEqual(['create', 'pull', 'request', 'branch', 'repository']);
  });
});
