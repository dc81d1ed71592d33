// Issue 14, session 22: misses and wrong reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { documentsAnyLibrary, libraryDocsCovers } from '../../src/lexical/library-docs.js';
import { expectApart, expectConfusable, model } from './confusable-pairs.js';

describe("a docs tool told which library to document reads any product's documentation pages", () => {
  it("vibgrate/library_docs ~ mastra-docs/mastraDocs, primevue/get_example, tailwindcss/get_tailwind_config_guide (TailwindCSS's own guide)", () => {
    expectConfusable(['vibgrate', 'library_docs'], ['mastra-docs', 'mastraDocs']);
    expectConfusable(['vibgrate', 'library_docs'], ['primevue', 'get_example']);
    expectConfusable(['vibgrate', 'library_docs'], ['tailwindcss', 'get_tailwind_config_guide']);
    expectConfusable(['vibgrate', 'library_docs'], ['voltagent-docs', 'search_voltagent_examples']);
  });

  it('context7/query-docs ~ voltagent-docs/get_voltagent_doc, workos-docs/workos_docs, mastra-docs/readMastraDocs', () => {
    expectConfusable(['context7', 'query-docs'], ['voltagent-docs', 'get_voltagent_doc']);
    expectConfusable(['context7', 'query-docs'], ['workos-docs', 'workos_docs']);
    expectConfusable(['context7', 'query-docs'], ['mastra-docs', 'readMastraDocs']);
  });

  it("a product's listings, changelogs and version checks are other jobs: ~ list_voltagent_docs, changelogs, list_versions stay apart", () => {
    expectApart(['context7', 'query-docs'], ['voltagent-docs', 'list_voltagent_docs']);
    expectApart(['context7', 'query-docs'], ['voltagent-docs', 'get_voltagent_changelog']);
    expectApart(['context7', 'query-docs'], ['ag-grid', 'list_versions']);
    expectApart(['context7', 'query-docs'], ['wcf', 'list_components']);
  });

  it("a product's docs tool with a package or framework parameter documents its own product: ag-grid/search_docs ~ primevue/get_example stays apart", () => {
    expectApart(['ag-grid', 'search_docs'], ['primevue', 'get_example']);
    expectApart(['mastra-docs', 'readMastraDocs'], ['primevue', 'get_guide']);
    expectApart(['mastra-docs', 'searchMastraDocs'], ['workos-docs', 'workos_examples']);
  });

  it('a usage figure is no documentation page: vibgrate/library_docs ~ filesystem-fast/fast_get_disk_usage stays apart', () => {
    expectApart(['vibgrate', 'library_docs'], ['filesystem-fast', 'fast_get_disk_usage']);
    expectApart(['vibgrate', 'library_docs'], ['autotel', 'get_llm_usage']);
  });
});

describe('which docs tools document any library', () => {
  const tool = (name: string, server: string, description: string) => ({
    name,
    server,
    description,
  });

  it('a library parameter or a library name, unless the first sentence names its own product', () => {
    expect(
      documentsAnyLibrary(
        tool('query-docs', 'context7', 'Queries documentation from Context7 for any library.'),
        ['libraryId', 'query'],
      ),
    ).toBe(true);
    expect(
      documentsAnyLibrary(tool('library_docs', 'vibgrate', 'Usage docs for a library.'), ['query']),
    ).toBe(true);
    expect(
      documentsAnyLibrary(tool('search_docs', 'ag-grid', 'Search AG Grid documentation.'), [
        'query',
        'framework',
      ]),
    ).toBe(false);
    expect(
      documentsAnyLibrary(tool('search', 'docs', 'Search the docs.'), ['query', 'topic']),
    ).toBe(false);
  });

  it('covers reads and searches of guides, examples and references, not a listing by name', () => {
    const g = {
      server: 'a',
      anyLibrary: true,
      model: model({ action: 'search', verb: 'search', object: ['documentation'] }),
    };
    const of = (action: string, verb: string, object: string[]) => ({
      server: 'b',
      model: model({ action, verb, object }),
    });
    expect(libraryDocsCovers(g, of('read', 'get', ['guide']))).toBe(true);
    expect(libraryDocsCovers(g, of('list', 'get', ['documentation']))).toBe(true);
    expect(libraryDocsCovers(g, of('list', 'list', ['documentation']))).toBe(false);
    expect(libraryDocsCovers(g, of('read', 'get', ['changelog']))).toBe(false);
    expect(libraryDocsCovers({ ...g, server: 'b' }, of('read', 'get', ['guide']))).toBe(false);
  });
});
