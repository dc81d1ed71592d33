/** TW511 description-short: a description too short to say what the tool does. */
import { measureDescription } from '../text.js';
import { toolRule } from './rule.js';

/** TW511 thresholds: fewer words or characters than these is short. */
export const SHORT_DESCRIPTION = { words: 5, characters: 20 } as const;

export const descriptionShort = toolRule('TW511', ({ tool }) => {
  const { words, characters } = measureDescription(tool.description);
  // an empty description is TW510's
  if (characters === 0) return [];
  if (words >= SHORT_DESCRIPTION.words && characters >= SHORT_DESCRIPTION.characters) return [];
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
});
