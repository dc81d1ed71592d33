// Issue 14, session 13: a forge's copy and the local checkout are one job done another way
// (rubric rule 8): a repository's directory and a disk's are one tree, and a read of "the
// contents of a file or directory" lists the directory; the directories a server may touch are
// its access scope, not what one directory holds.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { objectRelation } from '../../src/lexical/confusable.js';
import { sharesPlaces } from '../../src/lexical/system-kind.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a forge's directory and a disk's are one tree", () => {
  it('shares places between a forge and a server of no known kind only', () => {
    expect(sharesPlaces('forge', undefined)).toBe(true);
    expect(sharesPlaces(undefined, 'forge')).toBe(true);
    // A mailbox's or a drive's folders are on no disk; two unknown kinds are one kind already.
    expect(sharesPlaces('email', undefined)).toBe(false);
    expect(sharesPlaces('cloud-drive', undefined)).toBe(false);
    expect(sharesPlaces('forge', 'cloud-drive')).toBe(false);
    expect(sharesPlaces(undefined, undefined)).toBe(false);
  });

  it('reads bitbucket-nexus as a forge and the file servers as of no kind', () => {
    expect(kindOfServer('bitbucket-nexus')).toBe('forge');
    expect(kindOfServer('filesystem-agent-infra')).toBeUndefined();
    expect(kindOfServer('filesystem-fast')).toBeUndefined();
  });

  it('list_directory_content (bitbucket-nexus) ~ list_directory (filesystem-agent-infra)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'list_directory_content'],
      ['filesystem-agent-infra', 'list_directory'],
    );
  });

  it('list_directory_content (bitbucket-nexus) ~ fast_list_directory (filesystem-fast)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'list_directory_content'],
      ['filesystem-fast', 'fast_list_directory'],
    );
  });

  it("list_directory_content (bitbucket-nexus) is no mailbox's find_email_folder (email-codefuturist)", () => {
    expectApart(
      ['bitbucket-nexus', 'list_directory_content'],
      ['email-codefuturist', 'find_email_folder'],
    );
  });
});

describe("a server's allowed directories are its access scope", () => {
  it('relates allowed places to places as different objects', () => {
    expect(objectRelation(['allowed', 'directory'], ['directory'])).toBe('different');
    expect(objectRelation(['directory'], ['accessible', 'directory'])).toBe('different');
    expect(objectRelation(['allowed', 'directory'], ['allowed', 'directory'])).toBe('same');
  });

  it('list_directory_content (bitbucket-nexus) is not list_allowed_directories (filesystem-agent-infra)', () => {
    expectApart(
      ['bitbucket-nexus', 'list_directory_content'],
      ['filesystem-agent-infra', 'list_allowed_directories'],
    );
  });

  it('list_directory (desktop-commander) is not list_allowed_directories (filesystem-agent-infra)', () => {
    expectApart(
      ['desktop-commander', 'list_directory'],
      ['filesystem-agent-infra', 'list_allowed_directories'],
    );
  });

  it('fast_list_allowed_directories (filesystem-fast) ~ list_allowed_directories (filesystem-agent-infra)', () => {
    expectConfusable(
      ['filesystem-fast', 'fast_list_allowed_directories'],
      ['filesystem-agent-infra', 'list_allowed_directories'],
    );
  });
});

describe('a read of the contents of a file or directory lists the directory', () => {
  const jobs = (name: string, description: string) => {
    const model = describeTool({ name, description });
    return [model, ...(model.alternatives ?? [])].map((m) => `${m.action} ${m.object.join(' ')}`);
  };

  it('adds the listing of a place coordinated with the object of a read', () => {
    expect(
      jobs('get_file_contents', 'Get the contents of a file or directory from a repository'),
    ).toEqual(['read file', 'list directory']);
    expect(jobs('get_file', 'Get the files and folders at a path')).toContain('list directory');
  });

  it('adds nothing to a read of a file alone, nor to other actions on both', () => {
    expect(jobs('read_file', 'Read the complete contents of a file as text')).toEqual([
      'read file',
    ]);
    expect(jobs('move_file', 'Move or rename a file or directory')).not.toContain('list directory');
  });

  it('list_directory_content (bitbucket-nexus) ~ get_file_contents (github)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'list_directory_content'],
      ['github', 'get_file_contents'],
    );
  });

  it('list_directory_content (bitbucket-nexus) ~ get_file_contents (gitlab)', () => {
    expectConfusable(
      ['bitbucket-nexus', 'list_directory_content'],
      ['gitlab', 'get_file_contents'],
    );
  });

  it("get_file_contents (github) is no drive's list_files (google-drive)", () => {
    expectApart(['github', 'get_file_contents'], ['google-drive', 'list_files']);
  });
});
