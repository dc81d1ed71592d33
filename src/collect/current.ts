import type { CatalogSource } from '../analyze/scan.js';
import { importCatalog } from '../import/catalog.js';
import { decodeInput, parseJson, parsePointer } from '../import/json.js';
import { isJsonObject } from '../model/json.js';
import type { Tool } from '../model/tool.js';
import type { CurrentTool } from './drift.js';
import type { CollectedServer } from './types.js';

/**
 * The collected tools in the catalog model, for the scan. Each is located at its server's entry
 * in the config (the tool itself lives in no file unless a snapshot is written).
 */
export function collectedTools(servers: readonly CollectedServer[]): Tool[] {
  return servers.flatMap((server) => {
    const doc = parseJson(JSON.stringify({ tools: server.tools }), server.config);
    return importCatalog(doc, server.config, server.name).tools.map((tool) => ({
      ...tool,
      server: server.name,
      location: { ...server.location },
    }));
  });
}

/** The collected tools as drift compares them: every field, exactly as listed. */
export function collectedForDrift(servers: readonly CollectedServer[]): CurrentTool[] {
  return servers.flatMap((server) =>
    server.tools.map((definition) => ({
      server: server.name,
      name: String(definition.name),
      definition,
      location: { ...server.location },
    })),
  );
}

// What OpenAI and Anthropic tool shapes can say about a tool; the rest of an MCP definition
// (annotations, title, outputSchema, _meta) has no counterpart there and is not compared.
const PORTABLE_FIELDS = ['description', 'inputSchema'] as const;

/**
 * Imported catalog tools as drift compares them: an MCP entry as written in its file, any other
 * shape as `{name, description, inputSchema}` compared on those fields only.
 */
export function catalogForDrift(
  sources: readonly CatalogSource[],
  tools: readonly Tool[],
): CurrentTool[] {
  const roots = new Map<string, unknown>();
  const rootOf = (uri: string): unknown => {
    if (!roots.has(uri)) {
      const source = sources.find((s) => s.uri === uri);
      const text =
        source === undefined
          ? 'null'
          : typeof source.content === 'string'
            ? source.content
            : decodeInput(source.content, uri);
      roots.set(uri, parseJson(text, uri).value);
    }
    return roots.get(uri);
  };
  return tools.map((tool): CurrentTool => {
    const base = { server: tool.server, name: tool.name, location: tool.location };
    if (tool.shape === 'mcp') {
      const entry = valueAt(rootOf(tool.location.uri), tool.location.pointer);
      if (isJsonObject(entry)) return { ...base, definition: entry };
    }
    const definition: Record<string, unknown> = { name: tool.name };
    if (tool.description !== '') definition.description = tool.description;
    definition.inputSchema = tool.inputSchema;
    return { ...base, definition, fields: PORTABLE_FIELDS };
  });
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, segment))
      value = value[segment];
    else return undefined;
  }
  return value;
}
