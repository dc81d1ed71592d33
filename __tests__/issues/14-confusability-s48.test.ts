// Issue 14, session 48: misses and wrong reports pinned on the real pairs that showed them.
import { expectApart, expectConfusable, kindOfServer, objectOfTool } from './confusable-pairs.js';

describe('a product code before the verb is read as the name would be without it', () => {
  it("Backblaze's S3 multipart upload is aborted or created, not uploaded", () => {
    expect(objectOfTool('backblaze-b2', 's3_abort_multipart_upload')).toEqual([
      'multipart',
      'upload',
    ]);
    expect(objectOfTool('backblaze-b2', 's3_create_multipart_upload')).toEqual([
      'multipart',
      'upload',
    ]);
    expectApart(
      ['backblaze-b2', 's3_abort_multipart_upload'],
      ['backblaze-b2', 's3_create_multipart_upload'],
    );
    expectApart(['backblaze-b2', 's3_abort_multipart_upload'], ['minio', 'minio_put_object']);
  });

  it('an S3 object read or deleted keeps its verb after the code', () => {
    expectConfusable(['backblaze-b2', 's3_get_object'], ['minio', 'minio_get_object']);
    expectConfusable(['backblaze-b2', 's3_delete_object'], ['minio', 'minio_delete_objects']);
  });
});

describe("a documentation server's documents are no bookmark manager's saved pages", () => {
  it("Lark's document search and a Salesforce docs read stay apart from Karakeep's bookmarks", () => {
    expectApart(['karakeep', 'search-bookmarks'], ['lark', 'docx_builtin_search']);
    expectApart(['karakeep', 'get-bookmark-by-id'], ['sf-docs', 'read_local_document']);
  });

  it("a documentation server still serves other kinds: Lark's messages ~ a chat's", () => {
    expectConfusable(['lark', 'im_v1_message_list'], ['discord', 'discord_read_messages']);
  });
});

describe('a fitness tracker is a kind of its own, whatever it calls a workout', () => {
  it('Garmin, Oura, Whoop, Withings and Strava are fitness trackers', () => {
    for (const server of [
      'garmin-nicolasvegam',
      'oura-davidmosiah',
      'whoop-alixakhribi',
      'withings-davidmosiah',
      'strava',
    ])
      expect(kindOfServer(server)).toBe('fitness');
  });

  it("Garmin's activities listed ~ Oura's and Withings' workouts listed", () => {
    expectConfusable(
      ['garmin-nicolasvegam', 'get_activities'],
      ['oura-davidmosiah', 'oura_list_workouts'],
    );
    expectConfusable(
      ['garmin-nicolasvegam', 'get_activities'],
      ['withings-davidmosiah', 'withings_list_workouts'],
    );
  });

  it("a workout listed stays apart from the sleep listed, and a fitness tag from a container's", () => {
    expectApart(
      ['oura-davidmosiah', 'oura_list_workouts'],
      ['oura-davidmosiah', 'oura_list_sleep'],
    );
    expectApart(['oura-davidmosiah', 'oura_list_tags'], ['portainer', 'list_tags']);
  });
});

describe("a literature index's papers are its works, publications and articles", () => {
  it("a multi-source paper search ~ OpenAlex's works searched ~ Google Scholar's publications", () => {
    expectConfusable(
      ['papersearch-dianel555', 'search_papers'],
      ['openalex-oksure', 'search_works'],
    );
    expectConfusable(
      ['openalex-oksure', 'search_works'],
      ['googlescholar-dihannahdi', 'search_publications'],
    );
  });

  it('an index searched by its name searches its papers (search_arxiv ~ search_works)', () => {
    expectConfusable(
      ['papersearch-dianel555', 'search_arxiv'],
      ['openalex-oksure', 'search_works'],
    );
    expectConfusable(
      ['papersearch-dianel555', 'search_crossref'],
      ['pubmed', 'pubmed_search_articles'],
    );
  });

  it("works related to one are no search of works, on a synonym's head too", () => {
    expectApart(
      ['openalex-oksure', 'get_related_works'],
      ['papersearch-dianel555', 'search_papers'],
    );
    expectApart(
      ['googlescholar-dihannahdi', 'get_related_articles'],
      ['openalex-oksure', 'search_works'],
    );
  });
});

describe('a no-code database keeps bases of records, though it speaks of tables and SQL', () => {
  it('Baserow, SeaTable, Grist and Teable are bases, as Airtable is', () => {
    for (const server of [
      'baserow-ayyazzafar',
      'seatable-brianmoney',
      'grist-gwhthompson',
      'teable-ltphat2204',
      'airtable',
    ])
      expect(kindOfServer(server)).toBe('base');
  });

  it("a Baserow row made ~ an Airtable record made; a base's tables are no SQL engine's", () => {
    expectConfusable(['baserow-ayyazzafar', 'baserow_create_row'], ['airtable', 'create_record']);
    expectApart(['baserow-ayyazzafar', 'baserow_list_tables'], ['postgres-server', 'list_tables']);
  });

  it("SeaTable's SQL query still runs SQL as a database's SQL runner does", () => {
    expectConfusable(['seatable-brianmoney', 'query_sql'], ['database-nam088', 'execute_sql']);
  });
});

describe('a graph database runs its own query language, no SQL', () => {
  it('Neo4j, FalkorDB and SurrealDB are graph databases; ArangoDB stays a document store', () => {
    for (const server of ['neo4j-daanrongen', 'falkordb', 'surrealdb-nsxdavid'])
      expect(kindOfServer(server)).toBe('graph-db');
    expect(kindOfServer('arangodb-ravenwits')).toBe('document-store');
  });

  it("a Cypher query run on Neo4j ~ one run on FalkorDB, and neither is a SQL runner's", () => {
    expect(objectOfTool('neo4j-daanrongen', 'run_query')).toEqual(['cypher']);
    expectConfusable(['neo4j-daanrongen', 'run_query'], ['falkordb', 'query_graph']);
    expectApart(['neo4j-daanrongen', 'run_query'], ['database-nam088', 'execute_sql']);
    expectApart(['surrealdb-nsxdavid', 'create'], ['database-nam088', 'execute_sql']);
  });

  it("a memory graph's relation is no graph database's edge", () => {
    expectApart(['surrealdb-nsxdavid', 'insertRelation'], ['memento', 'create_relations']);
  });
});

describe("a whiteboard's board items are its elements", () => {
  it("Miro's board items listed ~ tldraw's scene described; a board listed stays apart from a page listed", () => {
    expectConfusable(['miro-duquesnay', 'list_items'], ['tldraw-mihai', 'describe_scene']);
    expectApart(['miro-duquesnay', 'list_boards'], ['frame0', 'get_all_pages']);
  });

  it("a Miro item deleted ~ an Excalidraw element deleted; Miro's stickies are sticky notes", () => {
    expectConfusable(['miro-duquesnay', 'delete_item'], ['excalidraw', 'delete_element']);
    expectConfusable(
      ['miro-wrsmith108', 'create-sticky'],
      ['miro-duquesnay', 'create_sticky_note'],
    );
  });
});
