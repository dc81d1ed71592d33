// Issue 14, session 13: a forge's copy and the local checkout are one job done another way
// (rubric rule 8): a repository's directory and a disk's are one tree, while the directories a
// server may touch are its access scope, not what one directory holds.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { objectRelation } from '../../src/lexical/confusable.js';
import { sharesPlaces } from '../../src/lexical/system-kind.js';
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
