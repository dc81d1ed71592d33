// Issue 14, session 12 round 3: pairs of the seventh, eighth and ninth held-out sets' dev halves
// that the model paired for reasons of language or of what a kind of system holds, kept apart by
// general rules. Each rule has a test on its mechanism and a regression test on a real pair.
// Rules pinned: a listing of one part's things is not a search of the whole store; a translation
// system's memory is a translation memory; things related to one given thing are not the things;
// a lower-case compound's parts are words of the language.
import { relationLookupApart } from '../../src/lexical/relation-lookup.js';
import { isKindOwnObject } from '../../src/lexical/system-kind.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, pairsOf } from './confusable-pairs.js';

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
});

describe("a listing of one part's things is not a search of the whole store", () => {
  const graph: [string, unknown[]] = [
    'graph-memory',
    [
      tool('search_nodes', 'Search for nodes in the knowledge graph memory by a query'),
      tool('create_entities', 'Create entities in the knowledge graph memory'),
    ],
  ];

  it("keeps a memory store's file list of one project apart from a graph memory's node search", () => {
    const bank: [string, unknown[]] = [
      'file-memory',
      [
        tool('list_projects', 'List all projects in the memory bank'),
        tool('list_project_files', 'List all files within a specific project of the memory bank'),
        tool('memory_bank_write', 'Create a new memory bank file for a specific project'),
      ],
    ];
    expect(pairsOf(bank, graph)).not.toContain(
      'file-memory/list_project_files ~ graph-memory/search_nodes',
    );
  });

  it('still pairs a listing of every stored memory with the search (a filtered read, rubric 5)', () => {
    const all: [string, unknown[]] = [
      'flat-memory',
      [
        tool('list_memories', 'List all stored memory artifacts of the agent memory'),
        tool('store_memory', 'Store a new memory in the agent memory'),
      ],
    ];
    expect(pairsOf(all, graph)).toContain('flat-memory/list_memories ~ graph-memory/search_nodes');
  });

  it("keeps a memory bank's project file list apart from graph node searches (list_project_files ~ search_nodes)", () => {
    expectApart(['memory-bank', 'list_project_files'], ['memory-reference', 'search_nodes']);
  });

  it('keeps it apart from a ranked knowledge search (list_project_files ~ memory_searchKnowledge)', () => {
    expectApart(['memory-bank', 'list_project_files'], ['devkit-memory', 'memory_searchKnowledge']);
  });

  it('still pairs a whole-memory list with node searches (memdata_list ~ search_nodes)', () => {
    expectConfusable(['memdata', 'memdata_list'], ['memory-reference', 'search_nodes']);
  });
});

describe("a translation system's memory is a translation memory", () => {
  it("holds memory as a translation kind's own thing, as a memory store holds its files", () => {
    expect(isKindOwnObject('translation', 'memory')).toBe(true);
    expect(isKindOwnObject('memory', 'memory')).toBe(false);
  });

  it("keeps a translator's memories apart from an agent memory search (list_memories ~ memdata_query)", () => {
    expectApart(['lara', 'list_memories'], ['memdata', 'memdata_query']);
    expectApart(['lara', 'list_memories'], ['memdata', 'memdata_query_timerange']);
  });

  it('still pairs the memories of two translation systems', () => {
    const translator = (server: string): [string, unknown[]] => [
      server,
      [
        tool('translate_text', 'Translate text into a target language'),
        tool('list_glossaries', 'List the glossaries used for translation'),
        tool('list_memories', 'List the translation memories of the account'),
      ],
    ];
    expect(pairsOf(translator('tm-one'), translator('tm-two'))).toContain(
      'tm-one/list_memories ~ tm-two/list_memories',
    );
  });
});

describe('things related to one given thing are not a listing or search of the things', () => {
  it('keeps a relation qualifier on one side only apart', () => {
    expect(relationLookupApart(['related', 'video'], ['video'])).toBe(true);
    expect(relationLookupApart(['channel', 'video'], ['similar', 'video'])).toBe(true);
    expect(relationLookupApart(['sub', 'test', 'plan'], ['test', 'plan'])).toBe(true);
  });

  it('leaves two relation lookups, other qualifiers and other heads as they are', () => {
    expect(relationLookupApart(['related', 'api'], ['similar', 'api'])).toBe(false);
    expect(relationLookupApart(['top', 'video'], ['video'])).toBe(false);
    expect(relationLookupApart(['related', 'video'], ['channel'])).toBe(false);
  });

  it("keeps a video's related videos apart from a video search (getRelatedVideos ~ searchVideos)", () => {
    expectApart(['youtube-data', 'getRelatedVideos'], ['youtube-data', 'searchVideos']);
  });

  it('keeps sessions related to one video apart from the session list (find_related_wwdc_videos ~ list_wwdc_videos)', () => {
    expectApart(['apple-docs', 'find_related_wwdc_videos'], ['apple-docs', 'list_wwdc_videos']);
  });

  it('keeps the sub-plans under a plan apart from the plans (listSubTestPlans ~ listTestPlans)', () => {
    expectApart(['browserstack', 'listSubTestPlans'], ['browserstack', 'listTestPlans']);
    expectApart(['browserstack', 'getSubTestPlan'], ['browserstack', 'getTestPlan']);
  });
});

describe("a lower-case compound's parts are words of the language", () => {
  it('reads the parts of a hyphenated lower-case compound as common words', () => {
    const m = describeTool({
      name: 'runBestPracticesAudit',
      description: 'Lighthouse best-practices audit of the current page.',
    });
    expect(m.commonWords).toEqual(expect.arrayContaining(['best', 'audit']));
    expect(m.commonWords.some((w) => w.startsWith('practic'))).toBe(true);
  });

  it('keeps a capitalised or mixed compound out', () => {
    const m = describeTool({ name: 'run_audit', description: 'Run a Core-Web audit of the page.' });
    expect(m.commonWords).not.toContain('core');
    expect(m.commonWords).not.toContain('web');
  });

  it('keeps a best-practices audit apart from an SEO audit of one server (runBestPracticesAudit ~ runSEOAudit)', () => {
    expectApart(['browser-tools', 'runBestPracticesAudit'], ['browser-tools', 'runSEOAudit']);
  });
});
