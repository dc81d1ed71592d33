import { parseSettings } from '../../src/report/adopt.js';
import { diffSettings } from '../../src/report/settings-diff.js';

const settings = (value: unknown) => parseSettings(value, 'toolwitness.config.json');

describe('diffSettings', () => {
  it('lists set, changed and dropped rule levels against the defaults, and new suppressions only', () => {
    const base = settings({
      rules: { TW102: 'error', TW103: 'error', TW106: 'warning' },
      suppressions: [
        { rule: 'TW107', tools: ['a', 'b'], reason: 'same' },
        { rule: 'TW104', tools: ['x'], reason: 'old reason' },
      ],
    });
    const head = settings({
      rules: { TW102: 'off', TW105: 'error' },
      suppressions: [
        { rule: 'TW107', tools: ['b', 'a'], reason: 'same' },
        { rule: 'TW104', tools: ['x'], reason: 'new reason' },
      ],
    });
    const diff = diffSettings(base, head);
    expect(diff.rules).toEqual([
      { rule: 'TW102', from: 'error', to: 'off', fromDefault: false, toDefault: false },
      { rule: 'TW103', from: 'error', to: 'warning', fromDefault: false, toDefault: true },
      { rule: 'TW105', from: 'note', to: 'error', fromDefault: true, toDefault: false },
    ]);
    // tool order does not matter; a changed reason is a new suppression
    expect(diff.suppressions).toEqual([{ rule: 'TW104', tools: ['x'], reason: 'new reason' }]);
  });

  it('treats everything as new when there was no settings file', () => {
    const head = settings({
      rules: { TW101: 'error', TW102: 'note' },
      suppressions: [{ rule: 'TW103', tools: ['t'], reason: 'r' }],
    });
    const diff = diffSettings(undefined, head);
    // TW101 at its default level is no change
    expect(diff.rules.map((r) => r.rule)).toEqual(['TW102']);
    expect(diff.suppressions).toHaveLength(1);
    expect(diffSettings(head, head)).toEqual({ rules: [], suppressions: [] });
  });
});
