/** Lexical analysis of tool names and descriptions: tokens, identity relations, candidate pairs. */
export {
  DESCRIPTION_FILLER,
  FUNCTION_WORDS,
  STOP_WORDS,
  SYNONYM_CLASSES,
  isFunctionWord,
  isStopWord,
  stem,
  synonymClassOf,
} from './words.js';
export { descriptionTokens, nameTokens, splitIdentifier } from './tokenize.js';
export { listedValues } from './listed-values.js';
export { BROWSER_KIND } from './domain.js';
export {
  codePointLabel,
  escapeInvisible,
  isInvisible,
  skeleton,
  stripInvisible,
} from './unicode.js';
export {
  differingCodePoints,
  explainNameRelation,
  identityKeys,
  nameRelation,
  type IdentityKeys,
  type IdentityRelation,
} from './names.js';
export {
  DEFAULT_THRESHOLD,
  DESCRIPTION_THRESHOLD,
  NAME_WEIGHT,
  findCandidatePairs,
  findIdentityPairs,
  isCandidateScore,
  scorePair,
  type CandidateOptions,
  type CandidatePair,
  type IdentityPair,
  type LexicalEntry,
  type PairScore,
} from './candidates.js';
export {
  describeTool,
  firstSentence,
  namesUrlParameter,
  namespacePrefixes,
  type ModelSource,
  type ToolModel,
  type ToolText,
} from './tool-model.js';
export {
  MIN_DESCRIPTION_TOKENS,
  NEAR_IDENTICAL,
  SAME_CHOICES,
  catalogFacts,
  serverHeads,
  confusability,
  findConfusablePairs,
  objectRelation,
  runsSql,
  serverKinds,
  tokenJaccard,
  type Confusability,
  type CatalogFacts,
  type ConfusableEntry,
  type ConfusablePair,
  type ConfusableReason,
  type LooseQualifier,
} from './confusable.js';
export { providerWords, type ProviderNaming } from './providers.js';
export { groupPrefixOf, groupPrefixes } from './group-prefix.js';
export { runnerDoes, runnersBySplit, toolRunnerOf, type ToolRunner } from './tool-runner.js';
export { aliasTargets } from './aliases.js';
export { withDebuggerControls } from './debugger.js';
export { withKeyValueCommands } from './key-value.js';
export { withPromptedCompletion } from './prompted.js';
export { readSides } from './read-write-pairs.js';
export { verbLastServers } from './verb-order.js';
export { linkBySiblingVerbs, type CatalogTool } from './linking.js';
export {
  MIN_KIND_SHARE,
  isAccountObject,
  isKindRelativeObject,
  productKindOfTool,
  suiteProductKindOfTool,
  pairedKindOfTool,
  plainObjectKind,
  isPairedKind,
  objectKindNamed,
  systemKindOf,
} from './system-kind.js';
export {
  actionClassOf,
  actionRelation,
  areAntonyms,
  asReadOnlySql,
  canonicalObject,
  describeLexicon,
  isActionWord,
  isGenericResource,
  withBiReads,
  withKindHead,
} from './lexicon.js';
