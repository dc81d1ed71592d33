/** TW520 instruction-in-description: model-directed instructions in any model-visible text. */
import type { LintHit } from '../hit.js';
import { signalMatches, type TextPlace } from '../poisoning.js';
import { NO_NAMES, signalHit } from '../signal-hit.js';
import { toolRule } from './rule.js';

/**
 * TW520: instructions addressed to the model (overrides, role claims, concealment, secret files
 * and context moved out, injected recipients, data URLs, command prefixes, line jumping).
 */
export function instructionHits(places: readonly TextPlace[], ctx = NO_NAMES): LintHit<'TW520'>[] {
  const matches = signalMatches(places, ctx, ['TW520']).map((m) => m.match);
  return signalHit('TW520', 'has instructions addressed to the model', matches);
}

export const instructionInDescription = toolRule('TW520', ({ places, signals }) =>
  instructionHits(places, signals),
);
