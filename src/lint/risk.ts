/**
 * Risk lint over every model-visible text, for callers that lint a text outside a scan (the
 * collected server instructions): TW520 (instructions addressed to the model), TW521 (steering
 * tool choice away from other tools) and TW526 (changing how other tools are called). Each rule
 * lives in its own module under `rules/`; the signals are data (`signals.ts`).
 */
import type { Tool } from '../model/tool.js';
import { toolText, type TextPlace } from './poisoning.js';

export { instructionHits } from './rules/instruction-in-description.js';
export { steeringHits } from './rules/cross-tool-steering.js';
export { shadowingHits } from './rules/tool-shadowing.js';
export { nameIndex, signalContext, type NameIndex } from './signal-hit.js';
export type { TextPlace } from './poisoning.js';

/** The folded places of every model-visible text of `tool` (name, title, description, schema). */
export function textPlaces(tool: Tool): TextPlace[] {
  return toolText(tool).places;
}
