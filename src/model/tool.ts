/** The provider wire shape a tool was imported from. */
export type ProviderShape = 'mcp' | 'openai-responses' | 'openai-chat' | 'anthropic';

/** Where something lives in an input file. `line`/`column` are 1-based at the element's first character. */
export interface SourceLocation {
  /** Path relative to the working directory (forward slashes), or `stdin`. */
  uri: string;
  /** RFC 6901 JSON pointer of the element inside that file. */
  pointer: string;
  line: number;
  column: number;
}

/** Only the MCP effect hints a tool states explicitly as booleans; defaults are never filled in. */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** One catalog entry, normalized from any provider shape. Catalog entries are keyed by (server, name). */
export interface Tool {
  name: string;
  description: string;
  server: string;
  shape: ProviderShape;
  /** The input schema exactly as parsed from the file (any JSON value; validity is decided later). */
  inputSchema: unknown;
  annotations: ToolAnnotations;
  /** An MCP tool's `outputSchema` exactly as parsed, when the entry declares one. */
  outputSchema?: unknown;
  location: SourceLocation;
  /** MCP `title`, when the server gives one: a display name clients may also show the model. */
  title?: string;
  /** MCP `annotations.title`, when given: like `title`, model-visible text outside the description. */
  annotationTitle?: string;
  /** sha256 (lowercase hex) of JCS({name, description, inputSchema, annotations}). */
  definitionDigest: string;
}
