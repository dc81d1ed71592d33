import { defineRules, SUPPRESS } from './spec.js';

/**
 * Call-contract rules (`toolwitness contract`): which operand of a mismatch is wrong — the
 * harness's expectation, its policy, or the model's call — judged against the shipped schema.
 */
export const CONTRACT_RULES = defineRules([
  {
    id: 'TW601',
    name: 'expectation-violates-schema',
    severity: 'error',
    shortDescription:
      "an expectation's exact arguments are rejected by the shipped schema (or name a tool the catalog lacks)",
    fullDescription:
      'The argument object an expectation freezes is rejected by the input schema the provider ' +
      'shipped for that tool, for example because it omits a field the schema requires, or the ' +
      'expectation names a tool no catalog entry resolves to. The evidence lists the required ' +
      'fields derived from the shipped schema, which of them are missing, and the failing ' +
      'keyword and path; never argument values.',
    help: [
      'The harness is wrong, not the model: a model that follows the shipped schema cannot send ' +
        'these arguments, so comparing its calls with them only reports a difference.',
      '',
      'Why it matters: a comparator that flags the model here blames the operand that is right. ' +
        'Calls to the tool are not compared with an expectation that violates the schema.',
      '',
      'Fix: rebuild the expected arguments from the shipped schema (add the missing required ' +
        'fields with values the harness writes itself, never copied from the model), or correct ' +
        'the tool name. Do not loosen the comparison. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW602',
    name: 'call-violates-schema',
    severity: 'error',
    shortDescription: "an observed call's arguments are rejected by the shipped schema",
    fullDescription:
      'A call to a tool that has an expectation sent arguments that the input schema the ' +
      'provider shipped rejects. The evidence gives the call index, the SHA-256 of its ' +
      'canonical arguments, the required fields and the failing keyword and path.',
    help: [
      'The model (or whatever produced the call) is wrong: the provider would reject these arguments.',
      '',
      'Why it matters: the call either failed or reached a tool that does not validate its input.',
      '',
      'Fix: look at the call in the trace (file, line and index are in the finding) and at the ' +
        'failing keyword; correct the prompt or the tool description that led to it. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW603',
    name: 'call-differs-from-expectation',
    severity: 'warning',
    shortDescription:
      'a call both the shipped schema and the policy accept differs canonically from the exact expectation',
    fullDescription:
      'The call is valid under the shipped schema (and the policy, if any) and the expectation ' +
      'is too, yet the RFC 8785 (JCS) bytes of the two argument objects differ. The evidence ' +
      'lists the differing key paths as RFC 6901 pointers, never the values. Key order never ' +
      'makes a difference; nothing else is ignored.',
    help: [
      'Both operands are valid, so the difference is a real deviation from what the run committed to.',
      '',
      'Why it matters: a frozen call is a control; any difference is what it exists to catch.',
      '',
      'Fix: if the differing keys are acceptable, say so in a `policy` (and drop or update ' +
        '`arguments`) rather than comparing less; otherwise the call is the one to fix. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW604',
    name: 'policy-unsatisfiable',
    severity: 'error',
    shortDescription:
      "no argument object satisfies both the policy and the shipped schema (or the expectation's own arguments)",
    fullDescription:
      "The expectation's policy narrows the shipped schema so far that the engine proved the " +
      'two disjoint (the evidence gives the reason), or the policy rejects the exact arguments ' +
      'the same expectation freezes. Either way no compliant call can pass.',
    help: [
      'The harness policy contradicts the provider contract (or itself), so every call fails it.',
      '',
      'Why it matters: a model that obeys the schema is bound to violate the policy, and the ' +
        'other way round.',
      '',
      'Fix: narrow only what the schema allows: keep every field the schema requires, and give ' +
        'constants of the types the schema declares. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW605',
    name: 'policy-violation',
    severity: 'error',
    shortDescription: 'a call the shipped schema accepts is rejected by the harness policy',
    fullDescription:
      "The call is valid under the provider's schema but breaks the narrower policy of its " +
      'expectation (an extra key under `additionalProperties: false`, a different constant, …). ' +
      'The evidence gives the failing policy keyword and path and, when the policy was proven ' +
      'to overlap the schema, a witness: a synthetic call that satisfies both.',
    help: [
      'The model followed the provider, but not the stricter contract this run committed to.',
      '',
      'Why it matters: the policy is your own control; a violation is a deviation from it, not ' +
        'a provider error.',
      '',
      'Fix: if the policy is intended, fix the prompt or instructions that led to the call; if ' +
        'it is too strict, widen it explicitly. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW606',
    name: 'contract-undecided',
    severity: 'note',
    incomplete: true,
    shortDescription:
      'a policy-versus-schema proof was unknown, or a schema could not be evaluated, so a contract check is incomplete',
    fullDescription:
      'The engine could neither prove that the policy overlaps the shipped schema nor that it ' +
      'is disjoint from it, or a schema (shipped or policy) could not be compiled, or Ajv could ' +
      'not decide a value. The evidence gives the reason code. `--strict` turns it into a failure.',
    help: [
      'Part of the contract could not be decided soundly; nothing was guessed.',
      '',
      'Why it matters: an undecided check is neither a pass nor a failure.',
      '',
      'Fix: simplify the schema or policy (see the reason code), or raise the proof budget. ' +
        SUPPRESS,
    ].join('\n'),
  },
]);
