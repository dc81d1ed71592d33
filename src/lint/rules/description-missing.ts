/** TW510 description-missing: a tool whose description is absent, empty or only whitespace. */
import { measureDescription } from '../text.js';
import { toolRule } from './rule.js';

export const descriptionMissing = toolRule('TW510', ({ tool }) => {
  if (measureDescription(tool.description).characters > 0) return [];
  return [{ ruleId: 'TW510', detail: 'has no description', evidence: { characters: 0 } }];
});
