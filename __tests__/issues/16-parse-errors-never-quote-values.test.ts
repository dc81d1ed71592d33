import { describe, expect, it } from '@jest/globals';
import { parseJson } from '../../src/import/json.js';
import { InputError } from '../../src/model/errors.js';

// Issue 16, item 8 (JSON reader): a parse error names the position and the kind of token,
// never the text of a value (an ID number, an unquoted key pasted into a file).

const VALUES = ['123-45-6789', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'hunter2secret'];

function message(text: string): string {
  try {
    parseJson(text, 'f.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('parsed');
}

describe('issue 16: parse errors never quote raw values', () => {
  it.each(VALUES)(
    'a malformed number or unquoted word holding %s is described, not quoted',
    (value) => {
      for (const text of [
        `{\n  "a": 1,\n  "ssn": ${value}\n}`,
        `[\n${value}\n]`,
        `{"key": "x"} ${value}`,
      ]) {
        const shown = message(text);
        expect(shown).toMatch(/^f\.json:\d+:\d+: /);
        expect(shown).not.toContain(value);
        expect(shown).not.toContain(value.slice(0, 6));
      }
    },
  );

  it('still names the literals other languages use', () => {
    expect(message('{"a": True}')).toContain("'True'");
    expect(message('[NaN]')).toContain("'NaN'");
  });
});
