/**
 * TW515 unscoped-path: path- and URL-like parameters when neither the tool nor the parameter
 * says which paths they may reach.
 */
import { splitIdentifier, stem } from '../../lexical/index.js';
import { isJsonObject, type JsonObject } from '../../model/json.js';
import { listed, pointersForMessage } from '../hit.js';
import { typesOf, type SchemaNode } from '../schema-walk.js';
import { foldText } from '../text.js';
import { toolRule } from './rule.js';

/** Name words that make a parameter path-like (stemmed, lower case). */
const PATH_WORDS = new Set([
  'path',
  'file',
  'filename',
  'filepath',
  'pathname',
  'dir',
  'directory',
  'folder',
  'uri',
  'url',
]);
const PATH_FORMATS = new Set(['uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template']);

/** Words that name a web location rather than a file. */
const URL_WORDS = new Set(['uri', 'url']);

/**
 * First name words that make a path parameter a filter over locations, not a location to reach:
 * firecrawl's `includePaths` / `excludePaths`, tavily's `select_paths` (regex patterns).
 */
const FILTER_WORDS = new Set([
  'include',
  'exclude',
  'ignore',
  'select',
  'skip',
  'allow',
  'allowed',
  'deny',
  'denied',
  'block',
  'blocked',
]);

/** Types that can never hold a path: `maximum_number_of_urls` is an integer, `deduplicateSimilarURLs` a boolean. */
function mayHoldPath(schema: JsonObject): boolean {
  const types = typesOf(schema);
  return types.length === 0 || types.includes('string') || types.includes('array');
}

/**
 * Descriptions that say the "path" is not a location: a document field path (mongodb-mcp-server:
 * "Field, in dot notation, where to search"), or the content itself (CircleCI's `configFile`:
 * "The contents of the circleci config file … not the path").
 */
const NOT_A_LOCATION =
  /^(?:the )?(?:(?:full|raw|entire|complete) )?contents? of\b|^(?:the )?name of the (?:field|column|property)\b|\b(?:dot notation|dot-notation|json ?path|json pointer|field path|property path|key path|object path)\b/;

type PathKind = 'file' | 'url';

function pathKind(node: SchemaNode): PathKind | undefined {
  if (!mayHoldPath(node.schema)) return undefined;
  const format = node.schema.format;
  if (typeof format === 'string' && PATH_FORMATS.has(format)) return 'url';
  if (node.property === undefined) return undefined;
  const words = splitIdentifier(node.property).map(stem);
  // `fileType`, `file_id` and `pathLength` are about a file, not a location: the last word decides.
  const last = words[words.length - 1];
  if (last === undefined || !PATH_WORDS.has(last)) return undefined;
  if (words.length > 1 && FILTER_WORDS.has(words[0])) return undefined;
  const text = node.schema.description;
  if (typeof text === 'string' && NOT_A_LOCATION.test(foldText(text))) return undefined;
  return URL_WORDS.has(last) ? 'url' : 'file';
}

/**
 * Root properties naming a remote container that paths are inside of: GitHub-style `owner` +
 * `repo`, or a storage `bucket`. A lone `repo` is not enough (a Helm chart repository URL sits
 * next to a local `valuesFile`).
 */
function hasContainer(root: unknown): boolean {
  if (!isJsonObject(root) || !isJsonObject(root.properties)) return false;
  const keys = Object.keys(root.properties).map((k) => k.toLowerCase());
  const has = (re: RegExp): boolean => keys.some((k) => re.test(k));
  return (
    (has(/^owner$/) && has(/^(?:repo|repository|repo_?name|repository_?name)$/)) ||
    has(/^bucket(?:_?name)?$/)
  );
}

/** Wording that says what a path may reach. */
const SCOPE_WORDING =
  /\b(?:(?:within|inside|under|in) (?:the |an? |its |your )?(?:allowed|permitted|configured|given root|workspace|project|sandbox|root|base)|relative to|restricted to|limited to|confined to|scoped to|allowed (?:director(?:y|ies)|folders?|paths?|roots?|locations?|domains?|hosts?|urls?)|permitted (?:director(?:y|ies)|folders?|paths?|domains?|hosts?)|allow ?list|whitelist(?:ed)?|sandbox(?:ed)?|workspace|root (?:directory|folder)|base (?:directory|folder|path|url)|working directory|project (?:directory|folder|root))\b/;

function mentionsScope(text: unknown): boolean {
  return typeof text === 'string' && SCOPE_WORDING.test(foldText(text));
}

export const unscopedPath = toolRule('TW515', ({ tool, nodes }) => {
  const unscoped: string[] = [];
  // Read only for a tool with a path-like parameter (most tools have none).
  let toolScoped: boolean | undefined;
  let inContainer: boolean | undefined;
  // A tool that declares `openWorldHint: true` has stated that its URLs reach the open world.
  const openWorld = tool.annotations.openWorldHint === true;
  for (const node of nodes) {
    const kind = pathKind(node);
    if (kind === undefined) continue;
    // A file path next to a `repo` / `bucket` parameter is a path inside that remote container
    // (server-github's `get_file_contents` {owner, repo, path}), not on the machine.
    if (kind === 'url' ? openWorld : (inContainer ??= hasContainer(tool.inputSchema))) continue;
    if (
      !(toolScoped ??= mentionsScope(tool.description)) &&
      !mentionsScope(node.schema.description)
    ) {
      unscoped.push(node.pointer);
    }
  }
  if (unscoped.length === 0) return [];
  return [
    {
      ruleId: 'TW515',
      detail: `takes path-like parameter(s) ${pointersForMessage(unscoped)} but says nothing about which paths they may reach`,
      evidence: { parameters: listed(unscoped) },
    },
  ];
});
