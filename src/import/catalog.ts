import { jcsDigest } from '../canonical/jcs.js';
import { InputError } from '../model/errors.js';
import type { ProviderShape, Tool, ToolAnnotations } from '../model/tool.js';
import { quoteForMessage } from './escape.js';
import { toPointer, type LocatedJson } from './json.js';
import { isJsonObject, hasOwn, describeKind, type JsonObject } from '../model/json.js';

/** A tools-array entry that is deliberately not imported (a provider built-in with no JSON-schema input). */
export interface SkippedEntry {
  /** RFC 6901 pointer of the entry in its file. */
  pointer: string;
  reason: string;
}

/** The tools one input file declares, normalized, in file order. */
export interface ImportedCatalog {
  uri: string;
  tools: Tool[];
  skipped: SkippedEntry[];
  /** The server name the input itself gives (`server`, `serverName`, `serverInfo.name`, `result.serverInfo.name`). */
  serverFromInput?: string;
}

/** What an OpenAI tool without `parameters` accepts: an object with no declared properties. */
function noParameters(): JsonObject {
  return { type: 'object', properties: {} };
}

const EXPECTED_TOOL =
  'expected "inputSchema" (MCP), "input_schema" (Anthropic), "parameters" (OpenAI) or "function" (Chat Completions)';

const EFFECT_HINTS = [
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
] as const;

/** OpenAI built-in (hosted) tool types: they take no JSON-schema input from the caller. */
const OPENAI_BUILT_INS = new Set([
  'web_search',
  'web_search_preview',
  'file_search',
  'code_interpreter',
  'computer_use',
  'computer_use_preview',
  'image_generation',
  'local_shell',
  'shell',
  'apply_patch',
  'mcp',
  'custom',
]);

/**
 * Why a typed entry without a JSON-schema input is a provider built-in, or undefined when it is
 * not one. Anthropic versions its tool types with a date (`web_search_20250305`,
 * `bash_20250124`); OpenAI names them (`web_search_preview`, `file_search`, `mcp`).
 */
function builtInReason(entry: JsonObject): string | undefined {
  const type = entry.type;
  if (typeof type !== 'string') return undefined;
  const name = typeof entry.name === 'string' ? ` ${quoteForMessage(entry.name)}` : '';
  if (/^[a-z][a-z0-9_]*_\d{8}$/.test(type)) {
    return `Anthropic built-in tool${name} of type ${quoteForMessage(type)} has no JSON-schema input`;
  }
  if (OPENAI_BUILT_INS.has(type) || /^[a-z][a-z_]*_\d{4}_\d{2}_\d{2}$/.test(type)) {
    if (type === 'mcp') {
      return 'OpenAI remote MCP server reference (type "mcp"); import that server\'s tools/list instead';
    }
    return `OpenAI built-in tool${name} of type ${quoteForMessage(type)} has no JSON-schema input`;
  }
  return undefined;
}

/**
 * Detects the shape of a parsed catalog file and normalizes every tool in it. Entries are
 * classified one by one, so arrays may mix shapes. Throws InputError
 * (`<uri>:<line>:<column>: <pointer> …`) for an unknown shape or a malformed entry; provider
 * built-ins are listed in `skipped`. A schema that is not an object is kept as parsed (TW107 later).
 */
export function importCatalog(doc: LocatedJson, uri: string, server: string): ImportedCatalog {
  const root = doc.value;
  const fail = (segments: (string | number)[], what: string): never => {
    const pointer = toPointer(segments);
    const { line, column } = doc.locate(pointer);
    throw new InputError(`${uri}:${line}:${column}: ${what}`);
  };

  if (isJsonObject(root) && hasOwn(root, 'toolwitnessSnapshot')) {
    return importSnapshot(doc, root, uri, fail);
  }
  const serverFromInput = isJsonObject(root) ? serverNameIn(root) : undefined;
  const list = findToolList(root, fail);
  const catalog: ImportedCatalog = { uri, tools: [], skipped: [] };
  if (serverFromInput !== undefined) catalog.serverFromInput = serverFromInput;
  const serverName = serverFromInput ?? server;

  list.items.forEach((entry, index) => {
    const at = [...list.at, index];
    const pointer = toPointer(at);
    if (!isJsonObject(entry)) {
      fail(at, `${pointer} is not a tool: expected an object, found ${describeKind(entry)}`);
    }
    const tool = normalizeEntry(entry as JsonObject, at, fail);
    if (tool === undefined) {
      const reason = builtInReason(entry as JsonObject);
      if (reason === undefined) fail(at, `${pointer} is not a tool: ${EXPECTED_TOOL}`);
      catalog.skipped.push({ pointer, reason: reason as string });
      return;
    }
    const { line, column } = doc.locate(pointer);
    const { name, description, inputSchema, annotations, shape } = tool;
    catalog.tools.push({
      name,
      description,
      server: serverName,
      shape,
      inputSchema,
      annotations,
      ...('outputSchema' in tool ? { outputSchema: tool.outputSchema } : {}),
      location: { uri, pointer, line, column },
      definitionDigest: jcsDigest({ name, description, inputSchema, annotations }),
      ...titlesOf(entry as JsonObject),
    });
  });
  return catalog;
}

type Fail = (segments: (string | number)[], what: string) => never;

/**
 * A `toolwitness collect` snapshot (`{"toolwitnessSnapshot": 1, "servers": [...]}`): every
 * server's MCP tools, each under the snapshot's server name, located at its object in the file.
 */
function importSnapshot(
  doc: LocatedJson,
  root: JsonObject,
  uri: string,
  fail: Fail,
): ImportedCatalog {
  if (root.toolwitnessSnapshot !== 1) {
    fail(['toolwitnessSnapshot'], 'unsupported snapshot version: this ToolWitness reads version 1');
  }
  if (!Array.isArray(root.servers)) {
    fail(['servers'], `/servers must be an array, found ${describeKind(root.servers)}`);
  }
  const catalog: ImportedCatalog = { uri, tools: [], skipped: [] };
  (root.servers as unknown[]).forEach((server, i) => {
    const at = ['servers', i];
    if (!isJsonObject(server) || typeof server.name !== 'string' || server.name === '') {
      fail(at, `${toPointer(at)} must be a server object with a non-empty "name"`);
    }
    const { name: serverName, tools } = server as JsonObject;
    if (!Array.isArray(tools))
      fail([...at, 'tools'], `${toPointer([...at, 'tools'])} must be an array`);
    (tools as unknown[]).forEach((entry, j) => {
      const toolAt = [...at, 'tools', j];
      const pointer = toPointer(toolAt);
      const tool = isJsonObject(entry) ? normalizeEntry(entry, toolAt, fail) : undefined;
      if (tool?.shape !== 'mcp')
        fail(
          toolAt,
          `${pointer} is not an MCP tool: expected an object with "name" and "inputSchema"`,
        );
      const { name, description, inputSchema, annotations, shape } = tool as NormalizedEntry;
      const { line, column } = doc.locate(pointer);
      catalog.tools.push({
        name,
        description,
        server: serverName as string,
        shape,
        inputSchema,
        annotations,
        ...('outputSchema' in (tool as NormalizedEntry)
          ? { outputSchema: (tool as NormalizedEntry).outputSchema }
          : {}),
        location: { uri, pointer, line, column },
        definitionDigest: jcsDigest({ name, description, inputSchema, annotations }),
        ...titlesOf(entry as JsonObject),
      });
    });
  });
  return catalog;
}

/** Where a file keeps its tools: its own array, `result.tools` (JSON-RPC) or `tools` (MCP list, request body). */
function findToolList(root: unknown, fail: Fail): { items: unknown[]; at: (string | number)[] } {
  if (Array.isArray(root)) return { items: root, at: [] };
  if (isJsonObject(root)) {
    if (hasOwn(root, 'jsonrpc') || (isJsonObject(root.result) && hasOwn(root.result, 'tools'))) {
      if (isJsonObject(root.result) && hasOwn(root.result, 'tools')) {
        const tools = root.result.tools;
        if (!Array.isArray(tools)) {
          fail(['result', 'tools'], `/result/tools must be an array, found ${describeKind(tools)}`);
        }
        return { items: tools as unknown[], at: ['result', 'tools'] };
      }
      if (hasOwn(root, 'error')) {
        fail(['error'], 'a JSON-RPC error response, not a tool list: expected "result.tools"');
      }
      if (!hasOwn(root, 'tools')) {
        fail([], 'a JSON-RPC response without a tool list: expected "result.tools"');
      }
    }
    if (hasOwn(root, 'tools')) {
      if (!Array.isArray(root.tools)) {
        fail(['tools'], `/tools must be an array, found ${describeKind(root.tools)}`);
      }
      return { items: root.tools as unknown[], at: ['tools'] };
    }
  }
  return fail(
    [],
    `no known catalog shape: expected an object with a "tools" array (MCP tools/list, request body), ` +
      `a JSON-RPC response with "result.tools", or an array of tools; found ${describeKind(root)}` +
      (isJsonObject(root) ? ' without "tools"' : ''),
  );
}

/** The server name a file states about itself, if any. */
function serverNameIn(root: JsonObject): string | undefined {
  const named = (v: unknown): string | undefined =>
    typeof v === 'string' && v.length > 0 ? v : undefined;
  const info = (v: unknown): string | undefined => (isJsonObject(v) ? named(v.name) : undefined);
  return (
    named(root.server) ??
    named(root.serverName) ??
    info(root.serverInfo) ??
    (isJsonObject(root.result) ? info(root.result.serverInfo) : undefined)
  );
}

interface NormalizedEntry {
  name: string;
  description: string;
  inputSchema: unknown;
  annotations: ToolAnnotations;
  shape: ProviderShape;
  outputSchema?: unknown;
}

/** Normalizes one entry by its own shape; undefined when it has none of the tool shapes. */
function normalizeEntry(
  entry: JsonObject,
  at: (string | number)[],
  fail: Fail,
): NormalizedEntry | undefined {
  if (
    hasOwn(entry, 'function') &&
    !hasOwn(entry, 'inputSchema') &&
    !hasOwn(entry, 'input_schema')
  ) {
    const fn = entry.function;
    const where = [...at, 'function'];
    if (!isJsonObject(fn)) {
      fail(
        where,
        `${toPointer(where)} must be an object (Chat Completions), found ${describeKind(fn)}`,
      );
    }
    checkType(entry, at, fail);
    const f = fn as JsonObject;
    return {
      name: nameOf(f, where, fail),
      description: descriptionOf(f, where, fail),
      inputSchema: hasOwn(f, 'parameters') ? f.parameters : noParameters(),
      annotations: {},
      shape: 'openai-chat',
    };
  }
  if (hasOwn(entry, 'inputSchema')) {
    return {
      name: nameOf(entry, at, fail),
      description: descriptionOf(entry, at, fail),
      inputSchema: entry.inputSchema,
      annotations: annotationsOf(entry.annotations),
      shape: 'mcp',
      ...(hasOwn(entry, 'outputSchema') ? { outputSchema: entry.outputSchema } : {}),
    };
  }
  if (hasOwn(entry, 'input_schema')) {
    return {
      name: nameOf(entry, at, fail),
      description: descriptionOf(entry, at, fail),
      inputSchema: entry.input_schema,
      annotations: {},
      shape: 'anthropic',
    };
  }
  if (entry.type === 'function' || (hasOwn(entry, 'parameters') && !hasOwn(entry, 'type'))) {
    return {
      name: nameOf(entry, at, fail),
      description: descriptionOf(entry, at, fail),
      inputSchema: hasOwn(entry, 'parameters') ? entry.parameters : noParameters(),
      annotations: {},
      shape: 'openai-responses',
    };
  }
  return undefined;
}

function checkType(entry: JsonObject, at: (string | number)[], fail: Fail): void {
  if (hasOwn(entry, 'type') && entry.type !== 'function') {
    const where = [...at, 'type'];
    fail(where, `${toPointer(where)} must be "function" for a Chat Completions tool`);
  }
}

function nameOf(obj: JsonObject, at: (string | number)[], fail: Fail): string {
  const name = obj.name;
  if (typeof name !== 'string' || name.length === 0) {
    const where = hasOwn(obj, 'name') ? [...at, 'name'] : at;
    const pointer = toPointer([...at, 'name']);
    const found = hasOwn(obj, 'name')
      ? name === ''
        ? 'an empty string'
        : describeKind(name)
      : 'nothing';
    fail(where, `${pointer} must be a non-empty string, found ${found}`);
  }
  return name as string;
}

function descriptionOf(obj: JsonObject, at: (string | number)[], fail: Fail): string {
  if (!hasOwn(obj, 'description')) return '';
  const description = obj.description;
  if (typeof description !== 'string') {
    const where = [...at, 'description'];
    fail(where, `${toPointer(where)} must be a string, found ${describeKind(description)}`);
  }
  return description as string;
}

/**
 * An MCP tool's `title` and `annotations.title` when they are strings: model-visible text the
 * lint reads. Absent keys stay absent, so tools without titles are as they were.
 */
function titlesOf(entry: JsonObject): { title?: string; annotationTitle?: string } {
  const out: { title?: string; annotationTitle?: string } = {};
  if (typeof entry.title === 'string') out.title = entry.title;
  const annotations = entry.annotations;
  if (isJsonObject(annotations) && typeof annotations.title === 'string') {
    out.annotationTitle = annotations.title;
  }
  return out;
}

/** Keeps only the effect hints stated as booleans; defaults are never filled in. */
function annotationsOf(value: unknown): ToolAnnotations {
  const annotations: ToolAnnotations = {};
  if (!isJsonObject(value)) return annotations;
  for (const hint of EFFECT_HINTS) {
    if (hasOwn(value, hint) && typeof value[hint] === 'boolean') annotations[hint] = value[hint];
  }
  return annotations;
}
