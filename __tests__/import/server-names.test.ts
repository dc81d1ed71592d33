import { serverNamesFor } from '../../src/import/server-names.js';

describe('serverNamesFor', () => {
  it('uses the base name up to its first dot', () => {
    expect(serverNamesFor(['catalogs/files.mcp.json', 'git.json', '.hidden.json'])).toEqual([
      'files',
      'git',
      'hidden',
    ]);
  });

  it('names standard input stdin', () => {
    expect(serverNamesFor(['-', 'a.json'])).toEqual(['stdin', 'a']);
  });

  it('adds the shortest distinguishing parent folder to colliding names', () => {
    expect(serverNamesFor(['a/tools.json', 'b/tools.json', 'c/other.json'])).toEqual([
      'a/tools',
      'b/tools',
      'other',
    ]);
    expect(serverNamesFor(['x/a/tools.json', 'y/a/tools.json', 'tools.json'])).toEqual([
      'x/a/tools',
      'y/a/tools',
      'tools',
    ]);
    expect(serverNamesFor(['p\\q\\srv.json', 'r\\q\\srv.json'])).toEqual(['p/q/srv', 'r/q/srv']);
  });

  it('numbers names that no folder can tell apart, in input order', () => {
    expect(serverNamesFor(['a/x.json', 'a/x.yaml', './a/x.json'])).toEqual([
      'a/x',
      'a/x#2',
      'a/x#3',
    ]);
    expect(serverNamesFor(['stdin.json', '-'])).toEqual(['stdin', 'stdin#2']);
  });

  it('is deterministic and returns unique names', () => {
    const uris = ['a/b/t.json', 'c/b/t.json', 'b/t.json', 't.json', 'd/t.json', '-', 'e/t.x.json'];
    const names = serverNamesFor(uris);
    expect(serverNamesFor([...uris])).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });
});
