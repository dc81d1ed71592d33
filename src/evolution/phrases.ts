/**
 * A deliberately simple detector of text addressed to the model inside a tool description, used
 * to flag descriptions that gain such text between two versions (TW706). Only labels of the
 * phrase kinds matched leave this module, never the text.
 */
const PHRASES: ReadonlyArray<[string, RegExp]> = [
  [
    'ignore-instructions',
    /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(instructions?|previous|above|prior|rules|system prompt)\b/i,
  ],
  [
    'conceal-from-user',
    /\b(do not|don't|never|without)\s+(tell(ing)?|mention(ing)?|inform(ing)?|reveal(ing)?|show(ing)?|notify(ing)?)\b[^.\n]{0,30}\b(user|human|anyone)\b/i,
  ],
  ['instruction-tag', /<\s*\/?\s*(important|system|instructions?|secret|admin)\s*>/i],
  [
    'addressed-to-model',
    /\b(you|assistant|the model|the ai|claude|llm)\s+(must|should|need to|have to|are required to)\b/i,
  ],
  ['call-order', /\b(always|first|before any other tool,?)\s+(call|use|run|invoke|execute)\b/i],
  ['sensitive-files', /(~\/\.ssh|\bid_rsa\b|\.env\b|\bmcp\.json\b|\.aws\/credentials|\bpasswd\b)/i],
];

/** The kinds of model-directed phrase found in `text`, in a fixed order. */
export function modelDirectedPhrases(text: string): string[] {
  return PHRASES.filter(([, re]) => re.test(text)).map(([name]) => name);
}
