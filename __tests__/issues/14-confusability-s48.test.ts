// Issue 14, session 48: misses and wrong reports pinned on the real pairs that showed them.
import { expectApart, expectConfusable, objectOfTool } from './confusable-pairs.js';

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
