/** Quality lint over one tool definition: TW510–TW516. */
import { splitIdentifier, stem } from '../lexical/index.js';
import { isJsonObject, hasOwn, type JsonObject } from '../model/json.js';
import type { Tool } from '../model/tool.js';
import { listed, listForMessage, shortText, type LintHit } from './hit.js';
import { resolveLocalRef, typesOf, type SchemaNode } from './schema-walk.js';
import { foldText, measureDescription } from './text.js';

/** TW511 thresholds: fewer words or characters than these is short. */
export const SHORT_DESCRIPTION = { words: 5, characters: 20 } as const;

/** TW510 / TW511 over the tool description. */
export function descriptionHits(tool: Tool): LintHit[] {
  const { words, characters } = measureDescription(tool.description);
  if (characters === 0) {
    return [{ ruleId: 'TW510', detail: 'has no description', evidence: { characters: 0 } }];
  }
  if (words < SHORT_DESCRIPTION.words || characters < SHORT_DESCRIPTION.characters) {
    return [
      {
        ruleId: 'TW511',
        detail: `has a description of ${words} word(s) and ${characters} character(s), under ${SHORT_DESCRIPTION.words} words or ${SHORT_DESCRIPTION.characters} characters`,
        evidence: {
          words,
          characters,
          minWords: SHORT_DESCRIPTION.words,
          minCharacters: SHORT_DESCRIPTION.characters,
        },
      },
    ];
  }
  return [];
}

function described(schema: JsonObject, root: unknown): boolean {
  const text = (s: unknown): boolean =>
    isJsonObject(s) && typeof s.description === 'string' && s.description.trim() !== '';
  return text(schema) || text(resolveLocalRef(root, schema.$ref));
}

function isObjectSchema(schema: JsonObject): boolean {
  const types = typesOf(schema);
  return types.includes('object') || (types.length === 0 && isJsonObject(schema.properties));
}

function isClosed(schema: JsonObject): boolean {
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) return true;
  // A non-empty schema for the rest is a deliberate map type (`{"type": "string"}` values).
  const rest = schema.additionalProperties;
  return isJsonObject(rest) && Object.keys(rest).length > 0;
}

const STRING_BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];

function unboundedKinds(schema: JsonObject): string[] {
  const types = typesOf(schema);
  const kinds: string[] = [];
  const has = (k: string): boolean => hasOwn(schema, k);
  if (types.includes('string') && !STRING_BOUNDS.some(has)) kinds.push('string');
  if (types.includes('array') && !has('maxItems') && !has('enum') && !has('const')) {
    kinds.push('array');
  }
  return kinds;
}

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

/** TW512–TW515 over the schema nodes of one tool. */
export function schemaHits(tool: Tool, nodes: readonly SchemaNode[]): LintHit[] {
  const root = tool.inputSchema;
  const undescribed: string[] = [];
  const open: string[] = [];
  const unbounded: string[] = [];
  const unboundedKindsSeen = new Set<string>();
  const unscoped: string[] = [];
  const toolScoped = mentionsScope(tool.description);
  // A tool that declares `openWorldHint: true` has stated that its URLs reach the open world.
  const openWorld = tool.annotations.openWorldHint === true;
  // A file path next to a `repo` / `bucket` parameter is a path inside that remote container
  // (server-github's `get_file_contents` {owner, repo, path}), not on the machine.
  const inContainer = hasContainer(root);
  for (const node of nodes) {
    const { schema, pointer } = node;
    if (node.property !== undefined && !described(schema, root)) undescribed.push(pointer);
    if (isObjectSchema(schema) && !isClosed(schema)) open.push(pointer);
    const kinds = unboundedKinds(schema);
    if (kinds.length > 0) {
      unbounded.push(pointer);
      for (const k of kinds) unboundedKindsSeen.add(k);
    }
    const kind = pathKind(node);
    if (
      kind !== undefined &&
      !(kind === 'url' ? openWorld : inContainer) &&
      !toolScoped &&
      !mentionsScope(schema.description)
    ) {
      unscoped.push(pointer);
    }
  }
  const hits: LintHit[] = [];
  const where = (pointers: string[]): string =>
    listForMessage(pointers.map((p) => shortText(p === '' ? '(root)' : p, 60)));
  if (undescribed.length > 0) {
    hits.push({
      ruleId: 'TW512',
      detail: `has ${undescribed.length} parameter(s) without a description: ${where(undescribed)}`,
      evidence: { parameters: listed(undescribed) },
    });
  }
  if (open.length > 0) {
    hits.push({
      ruleId: 'TW513',
      detail: `accepts undeclared properties in ${open.length} object schema(s) (no additionalProperties: false): ${where(open)}`,
      evidence: { objects: listed(open) },
    });
  }
  if (unbounded.length > 0) {
    const kinds = [...unboundedKindsSeen].sort();
    hits.push({
      ruleId: 'TW514',
      detail: `has ${unbounded.length} unbounded ${kinds.join(' or ')} input(s): ${where(unbounded)}`,
      evidence: { parameters: listed(unbounded), kinds },
    });
  }
  if (unscoped.length > 0) {
    hits.push({
      ruleId: 'TW515',
      detail: `takes path-like parameter(s) ${where(unscoped)} but says nothing about which paths they may reach`,
      evidence: { parameters: listed(unscoped) },
    });
  }
  return hits;
}

/** TW516: an MCP tool that states no effect hint (`annotations` keeps only explicit booleans). */
export function annotationHits(tool: Tool): LintHit[] {
  if (tool.shape !== 'mcp' || Object.keys(tool.annotations).length > 0) return [];
  return [
    {
      ruleId: 'TW516',
      detail: 'states none of readOnlyHint, destructiveHint, idempotentHint, openWorldHint',
      evidence: { stated: [] },
    },
  ];
}
