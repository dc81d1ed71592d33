// Issue 14, session 46: misses pinned on the real pairs that showed them (the 100th to 103rd
// sets' misses and the first readings of the 104th to 107th held-out sets).
import { expectApart, expectConfusable, kindOfServer, objectOfTool } from './confusable-pairs.js';

describe('a request told the method and the path of any endpoint runs anything', () => {
  it('"Escape hatch to call any Google Forms API path" (raw_request) does its server\'s jobs', () => {
    expectConfusable(['gforms-a1xtech', 'raw_request'], ['gforms-a1xtech', 'get_form']);
    expectConfusable(['gforms-a1xtech', 'raw_request'], ['gforms-a1xtech', 'update_question']);
  });

  it('a request named for its method keeps that job: api_get reads, api_post creates', () => {
    expectApart(['browser-agent-imprvhub', 'api_get'], ['browser-agent-imprvhub', 'api_post']);
  });
});

describe("a broker's messages consumed are its messages listed", () => {
  it("Kafka's consume_messages ~ RabbitMQ's get-queue-messages ~ a stream's listMessagesBySubject", () => {
    expectConfusable(
      ['kafka-zx8086', 'kafka_consume_messages'],
      ['rabbitmq-yuchenhui', 'get-queue-messages'],
    );
    expectConfusable(
      ['confluent', 'consume-messages'],
      ['nats-theworksofvon', 'listMessagesBySubject'],
    );
  });

  it("consuming stays apart from producing, and from a chat's or a mailbox's messages", () => {
    expectApart(
      ['kafka-zx8086', 'kafka_consume_messages'],
      ['kafka-zx8086', 'kafka_produce_message'],
    );
    expectApart(['kafka-zx8086', 'kafka_consume_messages'], ['zulip', 'get-messages']);
    expectApart(['kafka-zx8086', 'kafka_consume_messages'], ['gmail', 'messages_list']);
  });
});

describe("a vector store's records, collections, backups and searches", () => {
  it("deleting a store's vectors is no deletion of its collections (vector names the thing here)", () => {
    expectApart(
      ['pinecone-primrose', 'pinecone_delete_vectors'],
      ['qdrant-primrose', 'qdrant_delete_collection'],
    );
  });

  it("Pinecone's vectors fetched ~ Qdrant's points read ~ Weaviate's object read", () => {
    expectConfusable(
      ['pinecone-primrose', 'pinecone_fetch_vectors'],
      ['qdrant-primrose', 'qdrant_get_points'],
    );
    expectConfusable(
      ['pinecone-primrose', 'pinecone_fetch_vectors'],
      ['weaviate-primrose', 'weaviate_get_object'],
    );
  });

  it("Weaviate's class is a collection; a snapshot is a backup", () => {
    expectConfusable(
      ['qdrant-api', 'delete_collection'],
      ['weaviate-primrose', 'weaviate_delete_class'],
    );
    expectConfusable(
      ['pinecone-primrose', 'pinecone_list_backups'],
      ['qdrant-primrose', 'qdrant_list_full_snapshots'],
    );
  });

  it('a similarity search however worded: near text ~ recommend ~ a hybrid search', () => {
    expectConfusable(
      ['weaviate-primrose', 'weaviate_near_text'],
      ['qdrant-api', 'recommend_points'],
    );
    expectConfusable(
      ['weaviate-primrose', 'weaviate_hybrid'],
      ['weaviate-primrose', 'weaviate_near_object'],
    );
  });

  it("a similarity search is no listing of the store's records, nor a rerank of documents", () => {
    expectApart(['pinecone-primrose', 'pinecone_list_vector_ids'], ['qdrant-api', 'search_points']);
    expectApart(
      ['pinecone-primrose', 'pinecone_rerank_documents'],
      ['qdrant-api', 'search_points'],
    );
  });
});

describe("an API's name before its version is no verb", () => {
  it("meet_v2_create_space creates a space (Google Meet's v2 API), as get_space reads one", () => {
    expect(objectOfTool('gmeet-insidehair', 'meet_v2_create_space')).toEqual(['space']);
    expectApart(
      ['gmeet-insidehair', 'meet_v2_create_space'],
      ['gmeet-insidehair', 'meet_v2_get_space'],
    );
  });

  it('a method before a version stays the verb: get_v3_campaign reads a campaign', () => {
    expect(objectOfTool('mailjet-campaigns', 'get_v3_campaign')).toEqual(['campaign']);
  });
});

describe('a marketplace is a store', () => {
  it("MercadoLibre is a store's kind", () => {
    expect(kindOfServer('mercadolibre-kolmena')).toBe('commerce');
  });

  it("Etsy's listings are a shop's products; Gumroad's offer codes are coupons", () => {
    expectConfusable(['etsy-profplum700', 'updateListing'], ['shopify', 'update-product']);
    expectConfusable(
      ['gumroad-rmarescu', 'gumroad_create_offer_code'],
      ['shopify-admin', 'create-discount'],
    );
  });

  it("a listing is no list: Etsy's updateListing ~ no mailing list's update", () => {
    expect(objectOfTool('etsy-profplum700', 'updateListing')).toEqual(['listing']);
    expectApart(
      ['etsy-profplum700', 'updateListing'],
      ['klaviyo-doinglean', 'klaviyo_lists_update'],
    );
  });

  it("a creator shop's sales are its orders", () => {
    expectConfusable(['gumroad-rmarescu', 'gumroad_get_sales'], ['shopify', 'get-orders']);
  });
});

describe('a data warehouse', () => {
  it("running SQL asynchronously is running SQL: snowflake_execute_async ~ neon's run_sql", () => {
    expectConfusable(['snowflake-primrose', 'snowflake_execute_async'], ['neon', 'run_sql']);
  });

  it("a lakehouse's catalog is a database: databricks_list_catalogs ~ list_databases", () => {
    expectConfusable(
      ['databricks-primrose', 'databricks_list_catalogs'],
      ['snowflake-primrose', 'snowflake_list_databases'],
    );
  });
});
