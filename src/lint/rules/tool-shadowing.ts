/** TW526 tool-shadowing: wording that changes how the model calls other tools. */
import type { LintHit } from '../hit.js';
import { signalMatches, type TextPlace } from '../poisoning.js';
import { NO_NAMES, signalHit } from '../signal-hit.js';
import { toolRule } from './rule.js';

/** TW526: wording that changes another tool's arguments or results when the model calls it. */
export function shadowingHits(places: readonly TextPlace[], ctx = NO_NAMES): LintHit<'TW526'>[] {
  const matches = signalMatches(places, ctx, ['TW526']).map((m) => m.match);
  return signalHit('TW526', 'tells the model to change how other tools are called', matches);
}

export const toolShadowing = toolRule('TW526', ({ places, signals }) =>
  shadowingHits(places, signals),
);
