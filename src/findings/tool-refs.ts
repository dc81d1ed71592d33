/** How findings name a tool: in messages, in locations and in fingerprints. */
import type { FindingLocation } from '../model/finding.js';
import type { Tool } from '../model/tool.js';

/** `"name" (server)` for messages. */
export function quoteTool(tool: Tool): string {
  return `${JSON.stringify(tool.name)} (${tool.server})`;
}

/** A finding location at the tool's catalog entry. */
export function toolLocation(tool: Tool): FindingLocation {
  return { ...tool.location, tool: tool.name, server: tool.server };
}

/** The tool's part of a fingerprint: stable when unrelated tools move. */
export function toolSubject(tool: Tool): [string, string, string] {
  return [tool.server, tool.name, tool.definitionDigest];
}
