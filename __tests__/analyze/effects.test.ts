import { effectContradiction, explicitEffects } from '../../src/analyze/effects.js';

describe('effectContradiction', () => {
  it.each([
    [{ readOnlyHint: true }, { readOnlyHint: false }, true],
    [
      { readOnlyHint: false, destructiveHint: true },
      { readOnlyHint: false, destructiveHint: false },
      true,
    ],
    // destructiveHint counts only where that tool says readOnlyHint: false
    [{ destructiveHint: true }, { destructiveHint: false }, false],
    [{ readOnlyHint: false, destructiveHint: true }, { destructiveHint: false }, false],
    // defaults are never filled in
    [{ readOnlyHint: false, destructiveHint: true }, { readOnlyHint: false }, false],
    [{ readOnlyHint: true }, {}, false],
    // idempotent and open-world hints never contradict
    [
      { readOnlyHint: false, idempotentHint: true },
      { readOnlyHint: false, idempotentHint: false },
      false,
    ],
    [
      { readOnlyHint: true, openWorldHint: true },
      { readOnlyHint: true, openWorldHint: false },
      false,
    ],
    [
      { readOnlyHint: true, destructiveHint: true },
      { readOnlyHint: true, destructiveHint: false },
      false,
    ],
  ])('%j vs %j contradicts: %s', (a, b, expected) => {
    expect(effectContradiction(a, b) !== undefined).toBe(expected);
    expect(effectContradiction(b, a) !== undefined).toBe(expected);
  });

  it('says which hint contradicts and what each tool says', () => {
    expect(effectContradiction({ readOnlyHint: true }, { readOnlyHint: false })).toEqual({
      hint: 'readOnlyHint',
      a: true,
      b: false,
    });
    expect(
      effectContradiction(
        { readOnlyHint: false, destructiveHint: false },
        { readOnlyHint: false, destructiveHint: true },
      ),
    ).toEqual({ hint: 'destructiveHint', a: false, b: true });
  });

  it('keeps only the hints that matter as evidence', () => {
    expect(
      explicitEffects({ readOnlyHint: true, destructiveHint: true, idempotentHint: true }),
    ).toEqual({
      readOnlyHint: true,
    });
    expect(explicitEffects({ readOnlyHint: false, destructiveHint: true })).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
    });
  });
});
