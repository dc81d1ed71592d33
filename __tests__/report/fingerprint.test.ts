import { jcsDigest } from '../../src/canonical/jcs.js';
import { fingerprint, makeFinding } from '../../src/report/index.js';
import { findingForRuleId } from '../../src/findings/index.js';
import type { EvidenceOf } from '../../src/findings/index.js';

const a = ['files', 'read_file', 'a'.repeat(64)];
const b = ['disk', 'file_read', 'b'.repeat(64)];

describe('fingerprint', () => {
  it('is sha256 of the JCS bytes of {ruleId, subjects}', () => {
    expect(fingerprint('TW103', [b, a])).toBe(jcsDigest({ ruleId: 'TW103', subjects: [b, a] }));
    expect(fingerprint('TW103', [b, a])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same digest for the same subjects, whatever the key order of objects', () => {
    expect(fingerprint('TW301', [{ uri: 't.jsonl', index: 4 }])).toBe(
      fingerprint('TW301', [{ index: 4, uri: 't.jsonl' }]),
    );
  });

  it('differs by rule and by subject order, so callers must sort subjects', () => {
    expect(fingerprint('TW103', [a, b])).not.toBe(fingerprint('TW105', [a, b]));
    expect(fingerprint('TW103', [a, b])).not.toBe(fingerprint('TW103', [b, a]));
  });
});

describe('makeFinding', () => {
  const base = {
    message: 'm',
    locations: [{ uri: 'x.json', pointer: '/tools/0', line: 1, column: 1 }],
    // a pair's evidence, which fits both TW103 and TW104 (TW103 keeps `effects` as a member)
    evidence: {
      verdict: 'overlap',
      witness: {},
      confusable: {
        reason: 'same-job',
        actions: ['read', 'read'],
        objects: ['file', 'file'],
        descriptionSimilarity: 1,
      },
      effects: [{ readOnlyHint: true }, { readOnlyHint: false }],
    } satisfies EvidenceOf<'TW104'>,
  };

  it('fills the rule name and default severity from the registry', () => {
    const f = makeFinding('TW104', { ...base, subjects: [a] });
    expect(f.rule).toBe('conflicting-effects');
    expect(f.severity).toBe('error');
    expect(Object.keys(f)).toEqual([
      'ruleId',
      'rule',
      'severity',
      'message',
      'fingerprint',
      'locations',
      'evidence',
    ]);
  });

  it('keeps a severity override from settings', () => {
    expect(makeFinding('TW104', { ...base, subjects: [a], severity: 'note' }).severity).toBe(
      'note',
    );
  });

  it('hashes subjects in the order given and does not reorder them', () => {
    const subjects = [b, a];
    const f = makeFinding('TW103', { ...base, subjects });
    expect(f.fingerprint).toBe(fingerprint('TW103', [b, a]));
    expect(f.fingerprint).not.toBe(makeFinding('TW103', { ...base, subjects: [a, b] }).fingerprint);
    expect(subjects).toEqual([b, a]);
  });

  it('is stable when unrelated catalog input moves, because only subjects are hashed', () => {
    const moved = {
      ...base,
      locations: [{ uri: 'x.json', pointer: '/tools/9', line: 40, column: 3 }],
    };
    expect(makeFinding('TW103', { ...moved, subjects: [b, a] }).fingerprint).toBe(
      makeFinding('TW103', { ...base, subjects: [b, a] }).fingerprint,
    );
  });

  it('throws for an unknown rule id', () => {
    expect(() => findingForRuleId('TW999', { ...base, subjects: [] })).toThrow(/bug/);
    // @ts-expect-error makeFinding takes a registered RuleId: an unknown one does not compile
    expect(() => makeFinding('TW999', { ...base, subjects: [] })).toThrow(/bug/);
  });
});
