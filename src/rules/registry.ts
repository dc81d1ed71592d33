import type { Severity } from '../model/index.js';
import { COLLECT_RULES } from './collect-rules.js';
import { CONFIG_RULES } from './config-rules.js';
import { CONTRACT_RULES } from './contract-rules.js';
import { EVOLUTION_RULES } from './evolution-rules.js';
import { GROUPED_LINT_RULE_IDS, LINT_RULES } from './lint-rules.js';
import { OUTPUT_RULES } from './output-rules.js';
import { defineRules, SUPPRESS, type RuleSpec } from './spec.js';

/** Where the project lives; rule `helpUri`s point at anchors of its README rule table. */
export const HOMEPAGE = 'https://github.com/toolwitness/toolwitness';

/** The area of ToolWitness a rule belongs to (its id's hundreds digit). */
export type RuleCategory =
  'catalog' | 'calls' | 'transcript' | 'chain' | 'lint' | 'contract' | 'evolution';

/**
 * How renderers present a rule's findings, so no renderer tests for a rule id. Every member is
 * optional; `{}` means the plain finding block.
 */
export interface RenderHints {
  /**
   * Findings are per tool: human output and job summaries gather same-rule findings of one
   * server (and severity) into one group. Findings stay one per tool in JSON and SARIF.
   */
  groupByServer?: boolean;
  /**
   * A finding of this rule is a broken hash chain; verify prints its evidence (index, expected
   * and found digests) as ToolReplay does.
   */
  chainBreak?: boolean;
}

/** One rule's metadata: the single source for SARIF rules, the README table and `explain`. */
export interface RuleMeta {
  /** Stable id, `TWnnn`. */
  id: string;
  /** Kebab-case name. */
  name: string;
  /** Default severity; a config may change it per finding. */
  severity: Severity;
  category: RuleCategory;
  /** One line, the meaning column of DESIGN's rule table. */
  shortDescription: string;
  /** A few sentences: what is detected and from what evidence. */
  fullDescription: string;
  /** Markdown: what it means, why it matters, how to fix or suppress. Plain-text readable. */
  help: string;
  /** `HOMEPAGE#<ruleAnchor(id)>`. */
  helpUri: string;
  /**
   * True for rules that say analysis was left incomplete (`--strict` turns them into a failure).
   */
  incomplete: boolean;
  /** Presentation hints for the renderers. */
  render: RenderHints;
}

const CORE_SPECS = defineRules([
  {
    id: 'TW101',
    name: 'duplicate-name',
    severity: 'error',
    shortDescription: 'two catalog entries have the same tool name',
    fullDescription:
      'Two tools in the scanned catalogs carry exactly the same name. A model (or an MCP client ' +
      'that flattens servers) cannot tell them apart, so a call may reach either one.',
    help: [
      'Two catalog entries have the same tool name, so a call by that name is ambiguous.',
      '',
      'Why it matters: clients resolve calls by name; which tool runs depends on load order.',
      '',
      'Fix: rename one tool, or give each server a distinct prefix. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW102',
    name: 'similar-name',
    severity: 'warning',
    shortDescription:
      'names collide after case/separator folding, camelCase splitting, plural stemming or token-set equality',
    fullDescription:
      'Two tool names become equal once case and separators (`_ - .` and space) are folded, ' +
      'camelCase is split, plurals are stemmed and token order is ignored, e.g. `readFile`, ' +
      '`read-files` and `file_read`.',
    help: [
      'Two tool names differ only in case, separators, word order or plural form.',
      '',
      'Why it matters: models treat such names as the same tool and pick one by chance.',
      '',
      'Fix: rename one tool so the names say how the tools differ. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW103',
    name: 'proven-overlap',
    severity: 'warning',
    shortDescription:
      'a confusable pair whose input schemas provably overlap; evidence has the witness',
    fullDescription:
      'A pair of tools that do the same job (the same action, or a special case of it, on the same ' +
      'object) or whose descriptions are near-identical, and whose input schemas both accept the same ' +
      'arguments; `evidence.confusable` says why the pair is confusable. The evidence holds a witness: a concrete argument object that validates under both ' +
      'original schemas. When every common call must carry a property that one of the tools ' +
      'requires and the other does not declare (accepted only because that schema allows ' +
      'undeclared properties), the finding is a note and `evidence.undeclared` names those keys: ' +
      'a model calling either tool as documented would not send them.',
    help: [
      'Two confusable tools accept the same call: `evidence.witness` validates under both input schemas.',
      '',
      'Why it matters: a model that picks the wrong tool sends arguments the wrong tool accepts, ' +
        'so nothing fails loudly.',
      '',
      'Fix: make the schemas disjoint (distinct required properties, `const` discriminators, ' +
        '`additionalProperties: false`), or rename and redescribe the tools. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW104',
    name: 'conflicting-effects',
    severity: 'error',
    shortDescription:
      'a proven-overlap or same/similar-name pair whose explicit MCP annotations contradict',
    fullDescription:
      'A confusable pair whose schemas overlap and whose explicit MCP annotations contradict: one ' +
      'says `readOnlyHint: true` and the other `readOnlyHint: false`, or both say ' +
      '`readOnlyHint: false` with different explicit `destructiveHint` values. Defaults are never ' +
      'filled in. Only confusable pairs count (never siblings with different actions or objects), and ' +
      'the finding is a note naming `evidence.undeclared` when every common call carries a key one ' +
      'tool does not declare.',
    help: [
      'Two tools a model could confuse, that accept the same call, declare contradicting effects.',
      '',
      'Why it matters: confusing them can turn a read into a write, or a harmless write into a destructive one.',
      '',
      'Fix: rename or re-schema one of the tools so they cannot be confused, and check that both ' +
        'annotations are right. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW105',
    name: 'undecided-pair',
    severity: 'note',
    shortDescription: 'a confusable pair the engine could not decide soundly',
    fullDescription:
      'The engine could neither find a witness both schemas accept nor prove them disjoint ' +
      '(unsupported keyword, recursive or remote `$ref`, budget). The evidence gives the reason. ' +
      'Also used once per run for pairs a run-level bound left unexamined.',
    help: [
      'A confusable pair could not be decided; `evidence.reason` says why (`code` and `message`).',
      '',
      'Why it matters: the pair may overlap; ToolWitness never guesses.',
      '',
      'Fix: simplify the schemas, or raise the budget flag named in the evidence. `--strict` makes ' +
        'this note fail the run.',
    ].join('\n'),
    incomplete: true,
  },
  {
    id: 'TW106',
    name: 'confusable-characters',
    severity: 'warning',
    shortDescription: 'names that differ only by Unicode homoglyphs or invisible characters',
    fullDescription:
      'Two tool names are equal after invisible characters are removed and Unicode confusables are ' +
      'mapped to their UTS #39 skeletons, e.g. a Cyrillic `а` standing in for a Latin `a`.',
    help: [
      'Two tool names look the same but differ in homoglyphs or invisible characters.',
      '',
      'Why it matters: this is how a malicious server impersonates a trusted tool.',
      '',
      'Fix: remove the server you do not trust, or rename the tool using plain ASCII. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW107',
    name: 'invalid-schema',
    severity: 'error',
    shortDescription: 'an input schema that does not compile, or is not an object schema',
    fullDescription:
      'A tool input schema that fails its meta-schema, has an unresolvable local `$ref`, or cannot ' +
      'accept an object; for MCP tools also one without `"type": "object"`, which the MCP Tool ' +
      'type requires (clients that validate `tools/list`, such as the MCP SDK, reject the whole ' +
      'list). The scan goes on without that tool proven.',
    help: [
      'A tool input schema is invalid, or does not describe an object.',
      '',
      'Why it matters: clients may reject the tool or validate nothing.',
      '',
      'Fix: correct the schema so it compiles and has `"type": "object"`. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW108',
    name: 'disjoint-confusable',
    severity: 'note',
    shortDescription: 'a confusable pair whose input schemas are proven disjoint',
    fullDescription:
      'A pair of tools that do the same job (the same action, or a special case of it, on the same ' +
      'object) or whose descriptions are near-identical, and whose input schemas are proven to ' +
      'accept no common call (e.g. a property one requires is one the other forbids). ' +
      '`evidence.confusable` says why the pair is confusable, `evidence.reason` why no call fits both.',
    help: [
      'Two tools do the same job, but no call is valid for both: `evidence.reason` says why.',
      '',
      'Why it matters: an agent given both can still pick the wrong one; the call it wrote for one ' +
        'then fails validation on the other (or, across servers, does the job on the wrong system ' +
        'once it retries with the right arguments).',
      '',
      "Fix: keep one of the two tools (disable the other server's tool), or make the names and " +
        'descriptions say what sets them apart. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW201',
    name: 'ambiguous-call',
    severity: 'warning',
    shortDescription: "an observed call's arguments are accepted by more than one catalog tool",
    fullDescription:
      'An observed call whose arguments validate under the input schemas of more than one catalog ' +
      'tool. The evidence names the accepting tools and the digest of the arguments, never the ' +
      'arguments.',
    help: [
      'A recorded call would have been accepted by several tools; `evidence.accepted` lists them.',
      '',
      'Why it matters: the model may have reached a different tool than intended.',
      '',
      'Fix: make the accepting tools disjoint, or remove the ones the agent should not see. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW202',
    name: 'ambiguous-effects',
    severity: 'error',
    shortDescription: "those accepting tools' explicit effect hints contradict",
    fullDescription:
      'An ambiguous call whose accepting tools declare contradicting explicit MCP effect hints, so ' +
      'the same call could read or write depending on which tool ran.',
    help: [
      'A recorded call was accepted by tools whose explicit effects contradict.',
      '',
      'Why it matters: the same call could be a read under one tool and a write under another.',
      '',
      'Fix: make the schemas disjoint or rename the tools. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW203',
    name: 'rejected-call',
    severity: 'error',
    shortDescription:
      'the selected tool is missing, or every same-named schema rejects the arguments',
    fullDescription:
      'An observed call named a tool the catalog does not have, or every catalog schema of that name ' +
      'rejects its arguments.',
    help: [
      'A recorded call could not have been valid against the catalog.',
      '',
      'Why it matters: the trace and the catalog disagree; the agent saw a different catalog, or the ' +
        'provider did not enforce the schema.',
      '',
      'Fix: replay against the catalog the agent actually used, or fix the tool schema. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW204',
    name: 'replay-incomplete',
    severity: 'note',
    shortDescription: 'unsupported, invalid or bounded schemas left a replay result incomplete',
    fullDescription:
      'Some schemas could not be evaluated for a call (unsupported or invalid schema, a pattern the ' +
      'linear-time engine rejects), or a run-level bound left calls unexamined.',
    help: [
      'Replay could not decide every tool for a call; `evidence` says which and why.',
      '',
      'Why it matters: an ambiguity may be hidden in the undecided part.',
      '',
      'Fix: simplify the schemas, or raise the flag named in the evidence. `--strict` makes this ' +
        'note fail the run.',
    ].join('\n'),
    incomplete: true,
  },
  {
    id: 'TW301',
    name: 'non-determinism',
    severity: 'warning',
    shortDescription: 'an identical canonical call got a different recorded response',
    fullDescription:
      'Two calls with identical JCS bytes of `{tool, args}` got different recorded responses; the ' +
      'later one is compared with the first response of that call. `evidence.afterMutation` says ' +
      'whether a mutator ran in between.',
    help: [
      'The same call returned different responses.',
      '',
      'Why it matters: a replayed transcript will not reproduce the run.',
      '',
      'Fix: pin the tool state between calls, or mark the tool as a mutator. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW302',
    name: 'redundant-call',
    severity: 'note',
    shortDescription: 'an identical call repeated with no possible state change between',
    fullDescription:
      'A call directly repeats the previous call with nothing in between, and the tool is not a ' +
      'mutator.',
    help: [
      'An agent made the same call twice in a row.',
      '',
      'Why it matters: it costs tokens and time, and often signals a loop.',
      '',
      'Fix: cache the result or adjust the prompt. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW303',
    name: 'permission-overreach',
    severity: 'error',
    shortDescription: 'a call to a tool outside the declared scope',
    fullDescription: 'A transcript calls a tool that the declared scope does not allow.',
    help: [
      'The agent called a tool its scope does not allow.',
      '',
      'Why it matters: the agent did more than it was permitted to.',
      '',
      'Fix: remove the tool from the agent, or widen the scope deliberately. ' + SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW304',
    name: 'argument-overreach',
    severity: 'error',
    shortDescription: "an allowed tool called with arguments outside the scope's argument policy",
    fullDescription:
      'A transcript calls an allowed tool with arguments the scope argument policy forbids. The ' +
      'evidence names keys and digests, never values.',
    help: [
      'The agent called an allowed tool with arguments its scope forbids.',
      '',
      'Why it matters: an allowed tool with unrestricted arguments is an unrestricted tool.',
      '',
      'Fix: restrict the arguments the agent can produce, or widen the policy deliberately. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW306',
    name: 'scope-undecided',
    severity: 'note',
    incomplete: true,
    shortDescription:
      "an allowed call's arguments could not be checked against the argument policy",
    fullDescription:
      'Ajv could not decide the argument policy for a call: it threw (a policy that refers to ' +
      'itself without consuming the value, such as `{"$ref": "#"}`), or validating could take ' +
      'more than the validation budget of subschema evaluations (a policy whose `$ref`s multiply ' +
      'the work). The call is neither accepted nor rejected; the evidence gives the reason code.',
    help: [
      'Part of the scope check could not be decided soundly; nothing was guessed.',
      '',
      'Why it matters: an undecided call is neither within the scope nor outside it.',
      '',
      'Fix: simplify the argument policy (see the reason code): remove self-references and ' +
        '`anyOf`/`allOf` chains that repeat the same `$ref`. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW401',
    name: 'chain-broken',
    severity: 'error',
    shortDescription:
      "a sealed transcript's hash chain breaks (first broken link, expected and found digests)",
    fullDescription:
      'A link of a sealed transcript does not hash to the digest the next link records, or is not ' +
      'exactly JCS(link) + LF. The evidence gives the first broken index and the expected and found ' +
      'digests.',
    help: [
      'A sealed transcript was edited, reordered, truncated or mis-chained after sealing.',
      '',
      'Why it matters: the record is no longer evidence of what the agent did.',
      '',
      'Fix: restore the transcript from its source and seal it again; never edit sealed files.',
    ].join('\n'),
    render: { chainBreak: true },
  },
  {
    id: 'TW402',
    name: 'signature-invalid',
    severity: 'error',
    shortDescription: "a sealed transcript's signature does not verify",
    fullDescription:
      'The Ed25519 signature over JCS `{count, head}` does not verify with the given public key.',
    help: [
      'The transcript signature does not match its content or the key.',
      '',
      'Why it matters: the transcript may have been truncated, extended or re-sealed by someone else.',
      '',
      'Fix: verify with the right public key, or re-seal from the original transcript.',
    ].join('\n'),
  },
]);

/** The id of a registered rule: the literal union of every area's ids. */
export type RuleId =
  | (typeof CORE_SPECS)[number]['id']
  | (typeof COLLECT_RULES)[number]['id']
  | (typeof CONFIG_RULES)[number]['id']
  | (typeof LINT_RULES)[number]['id']
  | (typeof CONTRACT_RULES)[number]['id']
  | (typeof OUTPUT_RULES)[number]['id']
  | (typeof EVOLUTION_RULES)[number]['id'];

const CATEGORY_BY_DIGIT: Record<string, RuleCategory> = {
  '1': 'catalog',
  '2': 'calls',
  '3': 'transcript',
  '4': 'chain',
  '5': 'lint',
  '6': 'contract',
  '7': 'evolution',
};

// Each area keeps its rules in its own file; together they are sorted by id, and an id used
// twice is a bug caught at load time.
const SPECS: readonly RuleSpec[] = [
  ...CORE_SPECS,
  ...COLLECT_RULES,
  ...CONFIG_RULES,
  ...LINT_RULES,
  ...CONTRACT_RULES,
  ...OUTPUT_RULES,
  ...EVOLUTION_RULES,
].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
for (let i = 1; i < SPECS.length; i++) {
  if (SPECS[i].id === SPECS[i - 1].id) throw new Error(`bug: rule id ${SPECS[i].id} used twice`);
}

/** README heading anchor of a rule, without `#`: `tw103-proven-overlap`. */
export function ruleAnchor(id: string): string {
  return `${id}-${ruleById(id).name}`.toLowerCase();
}

// The lint area lists its per-tool rules; the registry turns that list into their hint.
const GROUPED_BY_SERVER = new Set(GROUPED_LINT_RULE_IDS);

function renderHints(spec: RuleSpec): RenderHints {
  const hints: RenderHints = { ...spec.render };
  if (GROUPED_BY_SERVER.has(spec.id)) hints.groupByServer = true;
  return Object.freeze(hints);
}

/** Every rule, in id order. Frozen. */
export const RULES: readonly RuleMeta[] = Object.freeze(
  SPECS.map((spec) =>
    Object.freeze({
      ...spec,
      category: CATEGORY_BY_DIGIT[spec.id.charAt(2)],
      incomplete: spec.incomplete ?? false,
      render: renderHints(spec),
      helpUri: `${HOMEPAGE}#${`${spec.id}-${spec.name}`.toLowerCase()}`,
    }),
  ),
);

const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));

/** True when `s` is the id of a registered rule (exact, upper case). */
export function isRuleId(s: string): s is RuleId {
  return BY_ID.has(s);
}

/** The rule with this id. An unknown id is a bug in the caller, so this throws. */
export function ruleById(id: string): RuleMeta {
  const rule = BY_ID.get(id);
  if (rule === undefined) throw new Error(`bug: unknown rule id ${JSON.stringify(id)}`);
  return rule;
}

/** Ids of rules that mark analysis as incomplete (`--strict`). */
export const INCOMPLETE_RULE_IDS: readonly string[] = Object.freeze(
  RULES.filter((rule) => rule.incomplete).map((rule) => rule.id),
);

function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The README rule table (Markdown), each id linking to its section anchor. */
export function renderRuleTableMarkdown(): string {
  const lines = ['| id | name | severity | meaning |', '|---|---|---|---|'];
  for (const rule of RULES) {
    lines.push(
      `| [${rule.id}](#${ruleAnchor(rule.id)}) | ${rule.name} | ${rule.severity} | ${tableCell(rule.shortDescription)} |`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * One README section per rule, headed `### TWnnn name` so GitHub gives it the anchor
 * `ruleAnchor(id)` that `helpUri` and the rule table link to.
 */
export function renderRuleSectionsMarkdown(): string {
  return RULES.map(
    (rule) =>
      `### ${rule.id} ${rule.name}\n\nDefault severity: ${rule.severity}.\n\n${rule.fullDescription}\n\n${rule.help}\n`,
  ).join('\n');
}

/**
 * Plain-text help printed by `toolwitness explain TWnnn`, without a trailing newline.
 * Throws for an unknown id; check `isRuleId` first.
 */
export function explainRule(id: string): string {
  const rule = ruleById(id);
  return [
    `${rule.id} ${rule.name} (default severity: ${rule.severity})`,
    '',
    rule.fullDescription,
    '',
    rule.help,
    '',
    `More: ${rule.helpUri}`,
  ].join('\n');
}
