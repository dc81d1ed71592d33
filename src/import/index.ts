import { InputError } from '../model/errors.js';
import { importCatalog, type ImportedCatalog } from './catalog.js';
import { DEFAULT_JSON_LIMITS, decodeInput, parseJson, type JsonLimits } from './json.js';

export { importCatalog } from './catalog.js';
export type { ImportedCatalog, SkippedEntry } from './catalog.js';
export {
  DEFAULT_JSON_LIMITS,
  decodeInput,
  parseJson,
  parsePointer,
  positionAt,
  toPointer,
} from './json.js';
export type { JsonLimits, JsonPosition, LocatedJson } from './json.js';
export { serverNamesFor, STDIN_SERVER } from './server-names.js';
export { quoteForMessage } from './escape.js';

/**
 * Reads one catalog file's bytes: size check, UTF-8 decoding, bounded JSON parsing, shape
 * detection. `server` is the name to use unless the file names its own server.
 * Throws InputError (one line naming the file and position) for anything unreadable.
 */
export function loadCatalogText(
  bytes: Uint8Array,
  uri: string,
  server: string,
  limits?: Partial<JsonLimits>,
): ImportedCatalog {
  const maxBytes = limits?.maxBytes ?? DEFAULT_JSON_LIMITS.maxBytes;
  if (bytes.length > maxBytes) {
    throw new InputError(
      `${uri}: file is ${bytes.length} bytes, over the limit of ${maxBytes} bytes (maxBytes)`,
    );
  }
  return importCatalog(parseJson(decodeInput(bytes, uri), uri, limits), uri, server);
}
export {
  DEFAULT_TRACE_LIMITS,
  forEachTraceCall,
  forEachTraceCallIn,
  importTrace,
  loadTraceText,
} from './trace.js';
export type { ImportedTrace, ObservedCall, SkippedLine, TraceLimits, TraceShape } from './trace.js';
