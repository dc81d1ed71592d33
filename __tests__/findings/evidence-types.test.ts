import { makeFinding, type FindingInput } from '../../src/findings/index.js';
// the public API exports the evidence types (a missing export fails to compile here)
import type { EvidenceOf, FindingEvidence, RuleFinding } from '../../src/index.js';
import { toolRule } from '../../src/lint/rules/rule.js';

// Type-level tests: `tsc --noEmit` (and ts-jest) check this file, and each `@ts-expect-error`
// fails the build when the line below it compiles, so removing the per-rule evidence types
// (evidence back to a plain record) breaks this file. The run-time expectations pin that typing
// changes nothing about the finding built.

const at = [{ uri: 'chain.jsonl', pointer: '', line: 1, column: 1 }];

/** A finding input with these evidence members (message, location and subjects fixed). */
function input<E extends FindingEvidence>(evidence: E): FindingInput<E> {
  return { message: 'm', locations: at, evidence, subjects: ['chain.jsonl', 3] };
}

describe("makeFinding takes each rule's own evidence shape", () => {
  it('builds a finding whose evidence keeps its rule type', () => {
    const f = makeFinding('TW401', input({ index: 3, reason: 'digest', detail: 'digest differs' }));
    // the returned finding narrows: its id and evidence are TW401's, no cast needed
    const id: 'TW401' = f.ruleId;
    const index: number = f.evidence.index;
    expect([id, index, f.evidence.detail]).toEqual(['TW401', 3, 'digest differs']);
  });

  it('rejects a wrong evidence shape at the call site', () => {
    const wrong = (): RuleFinding[] => [
      // @ts-expect-error TW401's index is a number, not a string
      makeFinding('TW401', input({ index: '3', reason: 'digest', detail: 'd' })),
      // @ts-expect-error TW303 names the agent whose scope the call left
      makeFinding('TW303', input({ index: 1 })),
      // @ts-expect-error TW302's evidence (previousIndex) is not TW301's (firstIndex, digests)
      makeFinding('TW301', input({ index: 1, previousIndex: 0, callDigest: 'c' })),
      makeFinding('TW502', {
        ...input({ after: 'd' }),
        // @ts-expect-error an object literal with a member the rule does not have
        evidence: { after: 'd', args: { token: 'x' } },
      }),
      // @ts-expect-error TW107's reason is a code and a sentence, not a bare word
      makeFinding('TW107', input({ reason: 'invalid-schema' })),
    ];
    // built anyway (types are erased): the evidence is stored as given
    expect(wrong().map((f) => f.ruleId)).toEqual(['TW401', 'TW303', 'TW301', 'TW502', 'TW107']);
  });

  it('types a lint rule hit by the rule id its module declares', () => {
    const rule = toolRule('TW510', () => [
      { ruleId: 'TW510', detail: 'has no description', evidence: { characters: 0 } },
    ]);
    // @ts-expect-error TW510's evidence says 0 characters; TW511's word counts do not fit it
    toolRule('TW510', () => [{ ruleId: 'TW510', detail: 'd', evidence: { words: 1 } }]);
    // @ts-expect-error a hit of another rule in TW510's module
    toolRule('TW510', () => [{ ruleId: 'TW516', detail: 'd', evidence: { stated: [] } }]);
    expect(rule.id).toBe('TW510');
  });

  it('gives renderers one type per evidence member across rules', () => {
    // every rule's evidence fits FindingEvidence, the members renderers read
    const pair: FindingEvidence = {} as EvidenceOf<'TW103'>;
    const chain: FindingEvidence = {} as EvidenceOf<'TW401'>;
    // @ts-expect-error a verdict renderers read is a string in every rule
    const numeric: FindingEvidence = { verdict: 1 };
    expect([pair, chain, numeric]).toHaveLength(3);
  });
});
