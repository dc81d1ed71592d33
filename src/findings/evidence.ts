/**
 * The evidence of each rule's findings, typed from what its analyzer writes. `makeFinding(id,
 * …)` takes `EvidenceOf<id>`, so a wrong shape is a compile error at the call site; every
 * rule's type must also fit `FindingEvidence` (the members renderers read, with the types
 * every rule gives them), which the checks after `RuleEvidence` enforce. Reports read back from files are
 * held to `FindingEvidence` by `parseReport` at run time; their per-rule members are not
 * trusted (another version may have written them).
 *
 * Evidence never holds raw call arguments, results or secrets: digests, key names, pointers,
 * schema-derived witnesses and counts only.
 */
import type {
  EvidenceReason,
  Finding,
  FindingEvidence,
  ProofReason,
  ToolAnnotations,
} from '../model/index.js';
import type { RuleId } from '../rules/registry.js';

/** A catalog tool named in evidence. */
export type ToolIdentity = { server: string; name: string };

/** A proof verdict: the witness of an overlap, or why the schemas are disjoint or undecided. */
export type ProofEvidence =
  | { verdict: 'overlap'; witness: unknown }
  | { verdict: 'disjoint' | 'unknown'; reason: ProofReason };

/** Why two tools are confusable, in pair (location) order. */
export type ConfusableEvidence = {
  reason: string;
  /** The two action keys (`null` when none was found). */
  actions: [string | null, string | null];
  /** The two objects as phrases. */
  objects: [string, string];
  /** Jaccard similarity of the description tokens, rounded to 3 places. */
  descriptionSimilarity: number;
};

/** The properties only one tool of an overlapping pair declares (its witness carries them). */
export type UndeclaredEvidence = {
  undeclared?: { tool: string; server: string; keys: string[] }[];
};

/** A pair of confusable tools and the proof over their input schemas (TW103, TW105, TW108). */
export type PairEvidence = ProofEvidence & { confusable: ConfusableEvidence };

/** TW101, TW102, TW106: two tools whose names are the same, alike or made of the same words. */
export type IdentityPairEvidence = PairEvidence & {
  relation: 'duplicate' | 'confusable' | 'similar';
};

/** A run-level bound that left work undone: the flag, its value and what it skipped. */
export type FlagBoundEvidence = { flag: string; limit: number; skipped: number };

/** TW105: a pair left undecided, the wall-clock safety net, or `--max-candidates`. */
export type UndecidedPairEvidence =
  PairEvidence | { guard: 'timeoutMs'; limit: number; stopped: number } | FlagBoundEvidence;

/** A replayed provider-trace call: its index, its arguments' digest and the verdicts on it. */
export type TraceCallEvidence = {
  index: number;
  argsDigest: string;
  /** Catalog tools whose schemas accept the arguments. */
  accepted: ToolIdentity[];
  /** Catalog tools whose schemas could not decide them. */
  unknown: ToolIdentity[];
};

/** TW201: a call several tools accept, or the note on tools that accept every object. */
export type AmbiguousCallEvidence =
  TraceCallEvidence | { permissive: ToolIdentity[]; acceptedCalls: number };

/** TW204: replay left incomplete (a bound, a schema it cannot evaluate, an undecided call). */
export type ReplayIncompleteEvidence =
  | FlagBoundEvidence
  | { reason: EvidenceReason; calls: number }
  | (TraceCallEvidence & { errored: ToolIdentity[] })
  /** an outputSchema undecided for recorded results (TW305 could not check them) */
  | { reason: EvidenceReason; results: number };

/** TW301: the same call answered differently. */
export type NonDeterminismEvidence = {
  index: number;
  firstIndex: number;
  callDigest: string;
  firstResponseDigest: string;
  responseDigest: string;
  afterMutation: boolean;
  /** The Claude Code subagent whose file holds the call. */
  agent?: string;
};

/** TW302: the same call repeated with no state change between. */
export type RedundantCallEvidence = {
  index: number;
  previousIndex: number;
  callDigest: string;
  sidechain?: true;
  agent?: string;
};

/** TW303, TW304, TW306: a call against the declared scope of an agent. */
export type ScopeEvidence = { index: number; agent: string };

/** TW304: a call's arguments fail the scope's argument policy. */
export type PolicyViolationEvidence = ScopeEvidence & {
  policy: string;
  keyword: string;
  argumentPath: string;
  schemaPath: string;
  argsDigest: string;
};

/** TW306: a scope argument policy that could not be decided for a call. */
export type PolicyUndecidedEvidence = ScopeEvidence & {
  policy: string;
  reason: EvidenceReason;
  argsDigest: string;
};

/** TW305: a recorded structuredContent that fails the tool's outputSchema. */
export type OutputSchemaEvidence = {
  index: number;
  keyword: string;
  resultPointer: string;
  schemaPath: string;
  resultDigest: string;
};

/**
 * TW401: a broken sealed link, which `verify` renders: the link's index, why it broke
 * (`digest`, `head`, …) in a word and a sentence, and the digests compared.
 */
export type ChainBreakEvidence = {
  index: number;
  reason: string;
  detail: string;
  expected?: string;
  found?: string;
};

/** TW402: a signature that does not verify. */
export type SignatureEvidence = { count: number; head: string; signature: string };

/** TW501: a server that could not be collected. Holds no env or header values. */
export type UnavailableServerEvidence = {
  transport: 'stdio' | 'http' | 'sse';
  phase: string;
  reason: EvidenceReason;
  /** The last lines of its stderr, secrets redacted. */
  stderrTail: string;
  exitCode?: number;
  signal?: string;
  missing?: string[];
  unresolved?: string[];
};

/** TW504: a tool definition changed since the snapshot (`pointers` say where). */
export type ToolChangeEvidence = {
  changed: string[];
  pointers: string[];
  before: string;
  after: string;
  pointersOmitted?: number;
  pointersIncomplete?: true;
  /** Poisoning signals of the new definition, and those the old one did not have. */
  signals?: string[];
  newSignals?: string[];
};

/** TW504: a server's instructions changed since the snapshot (`null`: none sent). */
export type InstructionsChangeEvidence = {
  scope: 'server';
  changed: ['instructions'];
  before: string | null;
  after: string | null;
};

/** TW506, TW523–TW525: one client config's hits of a rule, each naming its server. */
export type ConfigHitsEvidence = { count: number; hits: Record<string, unknown>[] };

/** The first pointers of a list, and how many there were. */
export type ListedPointers = { count: number; pointers: string[] };

/** One match of a text signal (TW520, TW521, TW526). */
export type SignalMatchEvidence = {
  field: string;
  category: string;
  quote: string;
  pointer?: string;
  via?: string;
  target?: string;
};

/**
 * TW520, TW521, TW526: model-directed wording; `instructions` is the digest of a server's
 * instructions when the text was those, not a tool's.
 */
export type SignalEvidence = {
  categories: string[];
  count: number;
  matches: SignalMatchEvidence[];
  instructions?: string;
};

/** TW522: invisible characters and the places that hold them. */
export type InvisibleCharactersEvidence = {
  codePoints: string[];
  count: number;
  places: { field: string; codePoints: string[]; count: number; pointer?: string }[];
  instructions?: string;
};

/** TW527: the tools whose lint stopped at a bound. */
export type LintIncompleteEvidence = {
  bounds: { bound: string; limit: number }[];
  tools: number;
  listed: { server: string; tool: string; bounds: string[] }[];
};

/** TW530: the catalog's token estimate over `--max-tokens`. */
export type TokenBudgetEvidence = {
  flag: '--max-tokens';
  limit: number;
  total: number;
  encoding: string;
  largest: { server: string; tool: string; tokens: number }[];
};

/** An expectation of a contract file: its file and position. */
export type ExpectationRef = { uri: string; index: number };

/** The first schema error Ajv reports, when there is one. */
export type SchemaErrorEvidence = {
  error?: { keyword: string; path: string; schemaPath: string };
};

/** A contract finding about a trace call. */
export type ContractCallEvidence = { index: number; argsDigest: string };

/** TW601: an expectation naming no shipped tool, or arguments the shipped schema rejects. */
export type InvalidExpectationEvidence =
  | { expectation: ExpectationRef; tool: string; server?: string }
  | (SchemaErrorEvidence & {
      required: string[];
      missing: string[];
      notCompared: number;
      expectation: ExpectationRef;
      tool: ToolIdentity;
    });

/** TW602: a call the shipped schema rejects. */
export type RejectedCallEvidence = SchemaErrorEvidence &
  ContractCallEvidence & { required: string[]; missing: string[]; tool: ToolIdentity };

/** TW603: a call that differs from the committed arguments. */
export type DeviationEvidence = ContractCallEvidence & {
  paths: string[];
  omitted?: number;
  expectation: ExpectationRef;
  expectedDigest: string;
};

/** TW604: a policy no compliant call can pass. */
export type ImpossiblePolicyEvidence =
  | {
      verdict: 'disjoint';
      reason: ProofReason;
      blockedCalls: number;
      expectation: ExpectationRef;
      tool: ToolIdentity;
    }
  | (SchemaErrorEvidence & { expectation: ExpectationRef });

/** TW605: a call the shipped schema accepts and the harness policy rejects. */
export type PolicyBreachEvidence = SchemaErrorEvidence &
  ContractCallEvidence & { expectation: ExpectationRef } & (ProofEvidence | { verdict?: never });

/** TW606: a contract check that could not be decided. */
export type ContractUndecidedEvidence = {
  reason: EvidenceReason;
  expectation?: ExpectationRef;
  tool?: ToolIdentity;
  index?: number;
  argsDigest?: string;
  undecidedCalls?: number;
  verdict?: 'unknown';
};

/** TW701, TW704: a generated call one version accepts and the other rejects. */
export type SchemaChangeEvidence = {
  verdict: 'breaking' | 'widened';
  /** TW701's call (the old schema accepts it, the new one rejects it). */
  counterexample?: unknown;
  /** TW704's call (the new schema accepts it, the old one rejects it). */
  example?: unknown;
  /** Secret-shaped strings replaced by `[secret]` in the call. */
  secretsMasked?: number;
  before: string;
  after: string;
};

/** TW703: explicit effect hints before and after, and which changed. */
export type EffectsChangeEvidence = {
  before: Record<string, boolean>;
  after: Record<string, boolean>;
  changed: string[];
};

/**
 * Every rule's evidence, keyed by rule id. A rule missing here, an id that is not a rule, or
 * an evidence type renderers could misread (see `FindingEvidence`) is a compile error (the
 * checks below).
 */
export type RuleEvidence = {
  TW101: IdentityPairEvidence;
  TW102: IdentityPairEvidence;
  TW103: PairEvidence & UndeclaredEvidence;
  TW104: PairEvidence & UndeclaredEvidence & { effects: [ToolAnnotations, ToolAnnotations] };
  TW105: UndecidedPairEvidence;
  TW106: IdentityPairEvidence;
  TW107: { reason: EvidenceReason };
  TW108: PairEvidence;
  TW201: AmbiguousCallEvidence;
  TW202: TraceCallEvidence & { effects: Record<string, unknown>[] };
  TW203: TraceCallEvidence & { selected: number };
  TW204: ReplayIncompleteEvidence;
  TW301: NonDeterminismEvidence;
  TW302: RedundantCallEvidence;
  TW303: ScopeEvidence;
  TW304: PolicyViolationEvidence;
  TW305: OutputSchemaEvidence;
  TW306: PolicyUndecidedEvidence;
  TW401: ChainBreakEvidence;
  TW402: SignatureEvidence;
  TW501: UnavailableServerEvidence;
  TW502: { after: string };
  TW503: { before: string };
  TW504: ToolChangeEvidence | InstructionsChangeEvidence;
  TW506: ConfigHitsEvidence;
  TW510: { characters: 0 };
  TW511: { words: number; characters: number; minWords: number; minCharacters: number };
  TW512: { parameters: ListedPointers };
  TW513: { objects: ListedPointers };
  TW514: { parameters: ListedPointers; kinds: string[] };
  TW515: { parameters: ListedPointers };
  TW516: { stated: string[] };
  TW520: SignalEvidence;
  TW521: SignalEvidence;
  TW522: InvisibleCharactersEvidence;
  TW523: ConfigHitsEvidence;
  TW524: ConfigHitsEvidence;
  TW525: ConfigHitsEvidence;
  TW526: SignalEvidence;
  TW527: LintIncompleteEvidence;
  TW530: TokenBudgetEvidence;
  TW601: InvalidExpectationEvidence;
  TW602: RejectedCallEvidence;
  TW603: DeviationEvidence;
  TW604: ImpossiblePolicyEvidence;
  TW605: PolicyBreachEvidence;
  TW606: ContractUndecidedEvidence;
  TW701: SchemaChangeEvidence;
  TW702: { renamedTo?: string };
  TW703: EffectsChangeEvidence;
  TW704: SchemaChangeEvidence;
  TW705: { verdict: 'undecided'; reason: ProofReason; before: string; after: string };
  TW706: { signals: string[]; before: string; after: string };
};

// Compile-time checks: each fails (`false` does not satisfy `true`) when a registered rule has
// no evidence type, a key is no rule id, or a rule's evidence does not fit `FindingEvidence`.
type Expect<T extends true> = T;
type IsNever<T> = [T] extends [never] ? true : false;
type _EveryRuleHasEvidence = Expect<IsNever<Exclude<RuleId, keyof RuleEvidence>>>;
type _OnlyRulesHaveEvidence = Expect<IsNever<Exclude<keyof RuleEvidence, RuleId>>>;
type _EvidenceFitsRenderers = Expect<
  { [R in RuleId]: RuleEvidence[R] extends FindingEvidence ? true : false }[RuleId] extends true
    ? true
    : false
>;

/** The evidence of rule `R`'s findings (of any of them, for a union of ids). */
export type EvidenceOf<R extends RuleId> = RuleEvidence[R];

/** A finding of rule `R` as `makeFinding` builds it: its id and evidence typed. */
export type RuleFinding<R extends RuleId = RuleId> = R extends RuleId
  ? Finding & { ruleId: R; evidence: EvidenceOf<R> }
  : never;
