// Issue 14, session 12 round 2 (h12r2): recall on the ninth held-out set's dev half
// (examples/heldout9, labels heldout9-s12.json). How names, selectors and schemas are read:
// group prefixes, lists of requests, verb-last naming, selector values that name things,
// listings "with table-level information", a memory store's nodes, time ranges as criteria.
// Each rule has a test on its mechanism and a regression test on a real pair.
import { describe, expect, it } from '@jest/globals';
import { confusableToolPairs } from '../../src/analyze/scan.js';
import { KIND_OBJECT_CLASSES } from '../../src/lexical/domain.js';
import {
  describeTool,
  groupPrefixOf,
  groupPrefixes,
  namespacePrefixes,
  verbLastServers,
} from '../../src/lexical/index.js';
import { jobsOf } from '../../src/lexical/tool-model.js';
import { expectConfusable, inlineCatalogs } from './confusable-pairs.js';

const tools = (server: string, names: string[]) => names.map((name) => ({ name, server }));

describe('a word put before the verb of a group of tools tags the group', () => {
  const code = tools('code', [
    'ghSearch',
    'ghGetFileContent',
    'ghSearchHistory',
    'ghGetHistoryItem',
    'localSearch',
    'localGetFileContent',
    'localAnalyzeGraph',
    'npmSearch',
    'lspGetSemantics',
  ]);

  it('finds each group that 3 names start before a verb with an object after it', () => {
    expect([...(groupPrefixes(code).get('code') ?? [])].sort()).toEqual(['gh', 'local']);
    expect(groupPrefixOf(groupPrefixes(code), code[1])).toBe('gh');
    expect(groupPrefixOf(groupPrefixes(code), code[7])).toBeUndefined();
    // None starts half the names: no namespace prefix.
    expect(namespacePrefixes(code).get('code')).toBeUndefined();
  });

  it('keeps a word before a final verb as its object, and a plural in front', () => {
    const db = tools('db', ['db_create', 'db_inspect', 'db_export', 'db_import']);
    expect(groupPrefixes(db).get('db')).toBeUndefined();
    const stories = tools('s', ['stories-get-by-id', 'stories-search', 'stories-create']);
    expect(groupPrefixes(stories).get('s')).toBeUndefined();
  });

  it('reads ghGetFileContent as reading a file once the tag is out', () => {
    const model = describeTool({ name: 'ghGetFileContent', description: '', prefix: 'gh' });
    expect(model.action).toBe('read');
    expect(model.object).toEqual(['file']);
  });

  it('pairs octocode ghGetFileContent with GitHub get_file_contents', () => {
    expectConfusable(['github', 'get_file_contents'], ['octocode', 'ghGetFileContent']);
  });

  it('pairs octocode localGetFileContent with filesystem-fast fast_read_file', () => {
    expectConfusable(['filesystem-fast', 'fast_read_file'], ['octocode', 'localGetFileContent']);
  });
});

describe('a tool taking a list of requests does each request’s job', () => {
  const request = (operation: string, extra: Record<string, unknown>) => ({
    type: 'object',
    properties: { operation: { type: 'string', const: operation }, ...extra },
  });

  it('reads the const selectors of the items of a top-level array as the tool’s choices', () => {
    const found = confusableToolPairs(
      inlineCatalogs(
        [
          'code',
          [
            {
              name: 'search_history',
              description: 'Search history: issues or commits.',
              inputSchema: {
                type: 'object',
                properties: {
                  queries: {
                    type: 'array',
                    items: {
                      oneOf: [
                        request('issues', { keywords: { type: 'string' } }),
                        request('commits', { path: { type: 'string' } }),
                      ],
                    },
                  },
                },
              },
            },
          ],
        ],
        ['tracker', [{ name: 'search_issues', description: 'Search issues.', inputSchema: {} }]],
      ),
    );
    expect(found.some((p) => p.confusable !== undefined)).toBe(true);
  });

  it('pairs octocode ghSearchHistory with GitHub list_commits and Linear linear_search_issues', () => {
    expectConfusable(['github', 'list_commits'], ['octocode', 'ghSearchHistory']);
    expectConfusable(['linear', 'linear_search_issues'], ['octocode', 'ghSearchHistory']);
  });
});

describe('a selector value beside the tool’s own verb names the thing it acts on', () => {
  it('reads issue and commit as what get acts on, and pullRequest as one object', () => {
    const model = describeTool({
      name: 'get_history_item',
      description: 'Read a known pull request, issue or commit.',
      choices: { operation: ['pullRequest', 'issue', 'commit'] },
    });
    const jobs = jobsOf(model).map((j) => `${j.action} ${j.object.join(' ')}`);
    expect(jobs).toEqual(
      expect.arrayContaining(['read pull request', 'read issue', 'read commit']),
    );
  });

  it('keeps a value that is a classed verb a verb (navigate back, reload)', () => {
    const model = describeTool({
      name: 'manage_tabs',
      description: 'Manage browser tabs.',
      choices: { action: ['list', 'close'] },
    });
    expect(jobsOf(model).map((j) => j.action)).toEqual(expect.arrayContaining(['list']));
  });

  it('pairs octocode ghGetHistoryItem with GitHub get_pull_request', () => {
    expectConfusable(['github', 'get_pull_request'], ['octocode', 'ghGetHistoryItem']);
  });
});

describe('a server that names its verbs last acts by the last of two verbs', () => {
  const xampp = tools('x', [
    'query_readonly',
    'query_execute',
    'db_inspect',
    'db_create',
    'user_create',
    'grant_manage',
    'grants_inspect',
    'db_export',
    'db_import',
  ]);

  it('finds verb-last servers past the namespace prefix, not verb-first ones', () => {
    expect(verbLastServers(xampp, new Map()).has('x')).toBe(true);
    const first = tools('y', ['create_table', 'list_tables', 'read_query', 'query_execute']);
    expect(verbLastServers(first, new Map()).has('y')).toBe(false);
    const prefixed = tools('p', ['browser_click', 'browser_navigate', 'browser_type']);
    expect(verbLastServers(prefixed, new Map([['p', 'browser']])).has('p')).toBe(false);
  });

  it('reads query_execute as executing a query there', () => {
    const model = describeTool({
      name: 'query_execute',
      description: 'Runs SQL query with write capability (INSERT/UPDATE/DELETE/DDL)',
      parameters: ['sql', 'database'],
      verbLast: true,
    });
    expect(model.action).toBe('run');
    expect(model.object.at(-1)).toBe('sql');
  });

  it('pairs XAMPP query_execute with write runners and DDL tools of other SQL servers', () => {
    expectConfusable(['mysql-f4ww4z', 'execute'], ['xampp', 'query_execute']);
    expectConfusable(['postgres-enhanced', 'createTable'], ['xampp', 'query_execute']);
  });
});

describe('a read with information at the level of a thing lists those things', () => {
  it('reads "summary with table-level information" as listing tables too', () => {
    const model = describeTool({
      name: 'db_inspect',
      description: 'Shows database status summary with table-level information',
    });
    expect(jobsOf(model).map((j) => `${j.action} ${j.object.join(' ')}`)).toContain('list table');
  });

  it('pairs XAMPP db_inspect with list_tables of another MySQL server', () => {
    expectConfusable(['mysql-readonly', 'list_tables'], ['xampp', 'db_inspect']);
  });
});

describe('in a memory store a graph’s node and a stored artifact are a memory', () => {
  it('counts node and artifact among the memory store’s forms of one memory', () => {
    expect(KIND_OBJECT_CLASSES.memory[0].objects).toEqual(
      expect.arrayContaining(['memory', 'entity', 'node', 'artifact']),
    );
  });

  it('pairs MemData memdata_query with search_nodes and memdata_delete with delete_entity', () => {
    expectConfusable(['memdata', 'memdata_query'], ['memory-libsql', 'search_nodes']);
    expectConfusable(['memdata', 'memdata_delete'], ['memory-libsql', 'delete_entity']);
  });
});

describe('a time range after a search says when, not what', () => {
  it('reads query_timerange as a search of what the first sentence names, by time range', () => {
    const model = describeTool({
      name: 'query_timerange',
      description: 'Search memory within a specific time range.',
    });
    expect(model.action).toBe('search');
    expect(model.object.at(-1)).toBe('memory');
    expect(model.criteria).toEqual(['timerange']);
  });

  it('pairs MemData memdata_query_timerange with memory-libsql search_nodes', () => {
    expectConfusable(['memdata', 'memdata_query_timerange'], ['memory-libsql', 'search_nodes']);
  });
});
