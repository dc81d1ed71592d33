import { runUri, type Finding } from '../model/finding.js';
import type { ProofResult } from '../model/proof.js';
import type { Tool } from '../model/tool.js';
import { hasOwn, isJsonObject } from '../model/json.js';
import { loadCatalogText, serverNamesFor, type JsonLimits } from '../import/index.js';
import { toolSchemaCheck } from '../schema/check.js';
import {
  DEFAULT_BUDGET,
  proveOverlap,
  releaseValidators,
  type ProofBudget,
  type ProofStats,
} from '../schema/index.js';
import {
  canonicalObject,
  describeTool,
  explainNameRelation,
  findConfusablePairs,
  findIdentityPairs,
  linkBySiblingVerbs,
  listedValues,
  namespacePrefixes,
  groupPrefixes,
  groupPrefixOf,
  verbLastServers,
  providerWords,
  serverKinds,
  productKindOfTool,
  suiteProductKindOfTool,
  pairedKindOfTool,
  plainObjectKind,
  isPairedKind,
  objectKindNamed,
  splitIdentifier,
  stem,
  tokenJaccard,
  runnersBySplit,
  namesUrlParameter,
  toolRunnerOf,
  aliasTargets,
  asReadOnlySql,
  readSides,
  withBiReads,
  withDebuggerControls,
  withKeyValueCommands,
  withPromptedCompletion,
  withKindHead,
  serverHeads,
  NEAR_IDENTICAL,
  BROWSER_KIND,
  type Confusability,
  type ConfusableEntry,
  type ToolModel,
} from '../lexical/index.js';
import { makeFinding, quoteTool, toolLocation, toolSubject } from '../findings/index.js';
import type { RuleId } from '../rules/registry.js';
import { lintTools } from '../lint/index.js';
import { effectContradiction, explicitEffects } from './effects.js';
import { documentsAnyLibrary, withoutLibraryWords } from '../lexical/library-docs.js';
import { setsState } from '../lexical/state-change.js';

/** One catalog input: its display uri (relative path or `stdin`) and raw bytes. */
export interface CatalogSource {
  uri: string;
  content: Uint8Array | string;
}

export interface ScanOptions {
  /** Blended lexical score that makes a name-related pair a candidate (default 0.55). */
  threshold?: number;
  /** Imported-tool limit; more is bad input (exit 2). Default 1024. */
  maxTools?: number;
  /**
   * Schema proofs per run; pairs beyond it are reported undecided (TW105) and counted in one
   * run-level TW105 note. Default 2048.
   */
  maxCandidates?: number;
  /** Per-proof work budget. */
  budget?: Partial<ProofBudget>;
  /** JSON parsing limits per file. */
  limits?: Partial<JsonLimits>;
  /**
   * Tool-definition lint (TW5xx) and token estimates. Default true; needs `loadTokenizer()`
   * to have resolved (`runScan` awaits it).
   */
  lint?: boolean;
  /** TW530 threshold on the estimated tokens of all tools; 0 turns it off. Default 20,000. */
  maxTokens?: number;
  /**
   * Prove every pair afresh: no verdict reused for a pair of schemas proven before, every schema
   * compiled with its meta-schema check. The reference the shortcuts are tested against (same
   * findings); default false.
   */
  plainProofs?: boolean;
}

export const SCAN_DEFAULTS = {
  threshold: NEAR_IDENTICAL,
  maxTools: 1024,
  maxCandidates: 2048,
} as const;

type Relation = 'duplicate' | 'confusable' | 'similar';

interface PairWork {
  a: number;
  b: number;
  relation?: Relation;
  /** Why the pair is confusable (`evidence.confusable`). */
  confusable: PairConfusability;
}

/** `evidence.confusable`: a name relation or a same-job / special-case / near-identical-text reason. */
export type PairConfusability = Omit<Confusability, 'reason'> & {
  reason: Confusability['reason'] | 'same-name' | 'look-alike-name' | 'similar-name';
};

const NAME_REASON: Record<Relation, PairConfusability['reason']> = {
  duplicate: 'same-name',
  confusable: 'look-alike-name',
  similar: 'similar-name',
};

const IDENTITY_RULE = {
  duplicate: 'TW101',
  confusable: 'TW106',
  similar: 'TW102',
} as const satisfies Record<Relation, RuleId>;

/** Imports every source (exit-2 errors surface as InputError) and returns the tools in input order. */
export function importCatalogs(
  sources: CatalogSource[],
  limits?: Partial<JsonLimits>,
): { tools: Tool[]; skipped: number } {
  // files in uri order (stable for equal uris): the tools, server names and the first error do
  // not depend on the order the files were given
  const ordered = [...sources].sort((x, y) => compareText(x.uri, y.uri));
  const servers = serverNamesFor(ordered.map((s) => s.uri));
  const tools: Tool[] = [];
  let skipped = 0;
  ordered.forEach((source, i) => {
    const bytes =
      typeof source.content === 'string'
        ? new TextEncoder().encode(source.content)
        : source.content;
    const catalog = loadCatalogText(bytes, source.uri, servers[i], limits);
    for (const tool of catalog.tools) tools.push(tool);
    skipped += catalog.skipped.length;
  });
  return { tools, skipped };
}

/**
 * MCP's Tool type requires `inputSchema.type` to be "object"; a schema without it is valid JSON
 * Schema (it accepts anything), but clients that validate `tools/list` (the MCP SDK does) reject
 * the server's whole list, so it is TW107 for MCP tools. Other shapes have no such requirement.
 */
function mcpShapeProblem(tool: Tool): string | undefined {
  if (tool.shape !== 'mcp' || !isJsonObject(tool.inputSchema)) return undefined;
  if (hasOwn(tool.inputSchema, 'type')) return undefined;
  return '(root): MCP requires "type": "object" in inputSchema; clients that validate tools/list (the MCP SDK does) reject the whole list';
}

/** The analysis part of `scan`, over tools already imported. */
export function scanTools(
  tools: Tool[],
  options: ScanOptions = {},
  firstUri = runUri(tools.map((t) => t.location.uri)),
): { findings: Finding[]; stats: Record<string, unknown>; incomplete: boolean } {
  const findings: Finding[] = [];
  // Schemas that passed their meta-schema here are not checked against it again when compiled.
  const metaChecked: boolean[] = [];
  const schemaProblem: (string | undefined)[] = tools.map((tool, i) => {
    const check = toolSchemaCheck(tool.inputSchema);
    metaChecked[i] = check.ok && check.metaChecked;
    return check.ok ? mcpShapeProblem(tool) : check.message;
  });
  tools.forEach((tool, i) => {
    const problem = schemaProblem[i];
    if (problem === undefined) return;
    findings.push(
      makeFinding('TW107', {
        message: `input schema of ${quoteTool(tool)} is invalid: ${problem}`,
        locations: [toolLocation(tool)],
        evidence: { reason: { code: 'invalid-schema', message: problem } },
        subjects: [toolSubject(tool)],
      }),
    );
  });

  const pairs = orderPairs(tools, options.threshold ?? SCAN_DEFAULTS.threshold);
  const maxCandidates = options.maxCandidates ?? SCAN_DEFAULTS.maxCandidates;
  const proofStats: ProofStats = { validations: 0 };
  const verdicts = { overlap: 0, disjoint: 0, unknown: 0 };
  let proofs = 0;
  let cachedProofs = 0;
  const plain = options.plainProofs === true;
  // A verdict depends only on the two schemas and the budget (counted work, never time), so a
  // pair of schemas proven before is answered from that proof: mutated copies and servers listed
  // twice share schemas. Keyed by the exact text of each schema (key order kept: it steers the
  // witness search), in proof order.
  const reused = new Map<string, { proof: ProofResult; validations: number }>();
  const schemaKeys: (string | undefined)[] = [];
  const schemaKey = (i: number): string | undefined => {
    if (i in schemaKeys) return schemaKeys[i];
    const key = exactJsonText(tools[i].inputSchema);
    schemaKeys[i] = key;
    return key;
  };
  let skippedProofs = 0;
  let timeGuarded = 0;
  let incomplete = false;

  for (const pair of pairs) {
    const x = tools[pair.a];
    const y = tools[pair.b];
    let proof: ProofResult;
    const invalid = schemaProblem[pair.a] !== undefined || schemaProblem[pair.b] !== undefined;
    if (invalid) {
      proof = {
        verdict: 'unknown',
        reason: {
          code: 'invalid-schema',
          message: 'an input schema of this pair is invalid (TW107)',
        },
      };
    } else if (proofs >= maxCandidates) {
      // Still reported, as undecided: the model found the pair confusable, only its proof is cut,
      // and a reviewer must not lose a pair because the catalog is large.
      skippedProofs++;
      proof = {
        verdict: 'unknown',
        reason: {
          code: 'budget',
          message: `not proven: --max-candidates ${maxCandidates} reached`,
        },
      };
    } else {
      proofs++;
      // proved in location order, so which files came first picks neither the witness nor the reason
      const [first, second] = orderTools(x, y);
      const [ia, ib] = first === x ? [pair.a, pair.b] : [pair.b, pair.a];
      const ka = plain ? undefined : schemaKey(ia);
      const kb = ka === undefined ? undefined : schemaKey(ib);
      const key = kb === undefined ? undefined : `${ka}\u0000${kb}`;
      const earlier = key === undefined ? undefined : reused.get(key);
      if (earlier !== undefined) {
        cachedProofs++;
        proof = structuredClone(earlier.proof);
        // counted as the proof it stands for, so stats match proving it again
        proofStats.validations += earlier.validations;
      } else {
        const before = proofStats.validations;
        proof = proveOverlap(first.inputSchema, second.inputSchema, {
          instanceType: 'object',
          budget: options.budget,
          stats: proofStats,
          metaChecked: !plain && metaChecked[ia] && metaChecked[ib],
        });
        // a time-guarded proof depends on the machine: proven again, never reused
        const timed = proof.verdict === 'unknown' && proof.reason.code === 'time-guard';
        if (key !== undefined && !timed) {
          reused.set(key, { proof, validations: proofStats.validations - before });
        }
      }
      verdicts[proof.verdict]++;
      if (proof.verdict === 'unknown') incomplete = true;
      if (proof.verdict === 'unknown' && proof.reason.code === 'time-guard') {
        // Machine-dependent: reported once for the run, not as a per-pair verdict.
        timeGuarded++;
        if (pair.relation === undefined) continue;
      }
    }
    findings.push(...pairFindings(x, y, pair, proof));
  }

  if (timeGuarded > 0) {
    const limit = options.budget?.timeoutMs ?? DEFAULT_BUDGET.timeoutMs;
    findings.push(
      makeFinding('TW105', {
        message: `${timeGuarded} proof(s) were stopped by the ${limit} ms wall-clock safety net, so their pairs are undecided on this machine; verdicts elsewhere in this report depend only on counted work`,
        locations: [{ uri: firstUri, pointer: '', line: 1, column: 1 }],
        evidence: { guard: 'timeoutMs', limit, stopped: timeGuarded },
        subjects: ['timeoutMs'],
      }),
    );
  }

  if (skippedProofs > 0) {
    incomplete = true;
    findings.push(
      makeFinding('TW105', {
        message: `${skippedProofs} confusable pair(s) were not proven: --max-candidates ${maxCandidates} reached; raise --max-candidates to prove them`,
        locations: [{ uri: firstUri, pointer: '', line: 1, column: 1 }],
        evidence: { flag: '--max-candidates', limit: maxCandidates, skipped: skippedProofs },
        subjects: ['--max-candidates'],
      }),
    );
  }

  // the proofs are done: nothing after them reads a compiled validator
  releaseValidators();
  const stats: Record<string, unknown> = {
    pairs: pairs.length,
    identityPairs: pairs.filter((p) => p.relation !== undefined).length,
    candidates: pairs.filter((p) => p.relation === undefined).length,
    proofs: { ...verdicts, skipped: skippedProofs, timeGuarded, cached: cachedProofs },
    validations: proofStats.validations,
    invalidSchemas: schemaProblem.filter((p) => p !== undefined).length,
  };
  if (options.lint !== false) {
    const lint = lintTools(tools, { maxTokens: options.maxTokens, firstUri });
    for (const finding of lint.findings) {
      findings.push(finding);
      // a lint bound (TW527) leaves the analysis incomplete, as an unproven pair does
      if (finding.ruleId === 'TW527') incomplete = true;
    }
    stats.tokens = lint.tokens;
  }
  return { findings, stats, incomplete };
}

/**
 * The JSON text of a value that JSON represents exactly, or undefined: `-0`, non-finite numbers,
 * `undefined`, functions, symbols and objects that are not plain (a library caller's values) have
 * no faithful text, so two such values are never taken for the same schema.
 */
function exactJsonText(value: unknown): string | undefined {
  let exact = true;
  try {
    const text = JSON.stringify(value, function (this: unknown, key: string, v: unknown) {
      const original: unknown = (this as Record<string, unknown>)[key];
      if (typeof v === 'number') {
        if (!Number.isFinite(v) || Object.is(v, -0)) exact = false;
      } else if (typeof original === 'object' && original !== null) {
        const proto: unknown = Object.getPrototypeOf(original);
        if (proto !== Object.prototype && proto !== Array.prototype && proto !== null)
          exact = false;
      } else if (v === undefined || typeof v === 'function' || typeof v === 'symbol') {
        exact = false;
      }
      return v;
    });
    return exact && typeof text === 'string' ? text : undefined;
  } catch {
    return undefined; // a BigInt, a cycle
  }
}

/** A pair of tools the scan proves, with why it is confusable. */
export interface ConfusableToolPair {
  a: Tool;
  b: Tool;
  /** The name relation, when the names alone make the pair (TW101/TW106/TW102). */
  relation?: Relation;
  confusable: PairConfusability;
}

/**
 * Every pair of tools the scan would prove, in proof order: name pairs (equal, look-alike or
 * fold-equal names) and confusable pairs (the same job, or near-identical text), each with why it
 * is confusable. `threshold` is the near-identical description similarity (default 0.7).
 */
export function confusableToolPairs(
  tools: Tool[],
  threshold: number = SCAN_DEFAULTS.threshold,
): ConfusableToolPair[] {
  return orderPairs(tools, threshold).map((p) => ({
    a: tools[p.a],
    b: tools[p.b],
    ...(p.relation === undefined ? {} : { relation: p.relation }),
    confusable: p.confusable,
  }));
}

/** Top-level property names of an object schema (the model's last source of an object). */
function parameterNames(schema: unknown): string[] {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return [];
  return Object.keys(schema.properties);
}

/** Whether a parameter names one thing by its name or id (`name`, `id`, `resource_uid`). */
function namesOneThing(parameter: string): boolean {
  return ONE_THING_KEYS.has(splitIdentifier(parameter).at(-1) ?? '');
}

const ONE_THING_KEYS: ReadonlySet<string> = new Set(['name', 'id', 'uid', 'uuid', 'slug']);

/**
 * The things a tool's parameters name, as objects are written (`contract_id`: contract,
 * `folderId`: directory), without the keys that name them (id, name, uid…).
 */
function parameterWordsOf(parameters: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const p of parameters)
    for (const w of splitIdentifier(p))
      if (!ONE_THING_KEYS.has(w)) out.add(canonicalObject([stem(w)])[0] ?? stem(w));
  return out;
}

/** The property names of the items of top-level list parameters (a batch's requests). */
function itemParameterNames(schema: unknown): string[] {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return [];
  return Object.values(schema.properties).flatMap((p) =>
    isJsonObject(p) && isJsonObject(p.items) && isJsonObject(p.items.properties)
      ? Object.keys(p.items.properties)
      : [],
  );
}

/** Top-level parameters typed boolean: switches, which never give the tool its things. */
function booleanParameters(schema: unknown): string[] {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, p]) => isJsonObject(p) && p.type === 'boolean')
    .map(([name]) => name);
}

/** Verbs that only ever act on web pages: scraping and crawling read the web. */
const WEB_VERBS: ReadonlySet<string> = new Set(['scrape', 'crawl', 'spider'].map(stem));

/**
 * The web kind for a tool that scrapes, crawls or reads at an address it is given (a `url` parameter),
 * whatever its server serves: a documentation server's `scrape_single_page` reads a web page at a
 * URL as any web reader does, and its own documentation is what it keeps afterwards.
 */
function webJobKind(
  model: ToolModel,
  parameters: readonly string[],
  serverKind: string | undefined,
): string | undefined {
  // So does a read of whatever is at a URL it is given (an HTTP client's `http_request`), save a
  // browser's: it reads through the browser.
  const readsUrl =
    serverKind !== BROWSER_KIND &&
    model.action === 'read' &&
    model.object.length === 1 &&
    model.object[0] === 'url';
  // And an HTTP request of one method to a URL (`playwright_put`: "Perform an HTTP PUT request").
  const requests = model.object.at(-1) === 'request' && model.object.includes('http');
  if (!readsUrl && !requests && (model.verb === undefined || !WEB_VERBS.has(model.verb))) {
    return undefined;
  }
  // Only at an address it is given: Prometheus' scrape pools are its own targets.
  return namesUrlParameter(parameters) ? 'web' : undefined;
}

/** The property names an object schema requires (strings of its `required`). */
function requiredNames(schema: unknown): string[] {
  if (!isJsonObject(schema) || !Array.isArray(schema.required)) return [];
  return schema.required.filter((r): r is string => typeof r === 'string');
}

/**
 * String enum values of top-level properties, by property name (a selector names jobs), or
 * where a property has no enum, the values its description lists ("Valid values include: …"). A
 * discriminated union counts too: the string `const` a property takes in each `anyOf`/`oneOf`
 * branch of the schema or of one top-level property (`payload: {anyOf: [{action: {const:
 * 'create_page'}, …}, …]}`) or of the items of one top-level array are that property's values,
 * unless a top-level enum names it already.
 */
function parameterChoices(schema: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isJsonObject(schema)) return out;
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isJsonObject(property)) continue;
    const values = Array.isArray(property.enum)
      ? property.enum.filter((v): v is string => typeof v === 'string')
      : typeof property.description === 'string'
        ? (listedValues(property.description) ?? [])
        : [];
    if (values.length > 0) out[name] = values;
  }
  const union: Record<string, string[]> = {};
  // A tool taking a list of requests (`queries: [{operation: 'code', …}]`) does each request's job.
  const requests = Object.values(properties).map((p) => (isJsonObject(p) ? p.items : undefined));
  for (const holder of [schema, ...Object.values(properties), ...requests]) {
    if (!isJsonObject(holder)) continue;
    const branches = Array.isArray(holder.anyOf) ? holder.anyOf : holder.oneOf;
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      if (!isJsonObject(branch) || !isJsonObject(branch.properties)) continue;
      for (const [name, property] of Object.entries(branch.properties)) {
        if (!isJsonObject(property) || typeof property.const !== 'string') continue;
        const values = Object.hasOwn(union, name) ? union[name] : (union[name] = []);
        if (!values.includes(property.const)) values.push(property.const);
      }
    }
  }
  for (const [name, values] of Object.entries(union)) {
    if (!Object.hasOwn(out, name) && values.length > 1) out[name] = values;
  }
  // A list of steps each given as `{click: {…}}`, `{hover: {…}}` names its actions by its keys.
  const keyed = requests.flatMap((items) => keyedActions(items));
  if (!Object.hasOwn(out, 'action') && keyed.length > 1) out.action = keyed;
  return out;
}

/**
 * The keys of a union whose every branch is an object of one required property (`anyOf: [{click:
 * {…}}, {hover: {…}}]`): each names what that step does. Empty for any other schema.
 */
function keyedActions(schema: unknown): string[] {
  if (!isJsonObject(schema)) return [];
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf;
  if (!Array.isArray(branches)) return [];
  const keys: string[] = [];
  for (const branch of branches) {
    if (!isJsonObject(branch) || !isJsonObject(branch.properties)) return [];
    const names = Object.keys(branch.properties);
    const required = Array.isArray(branch.required) ? branch.required : [];
    if (names.length !== 1 || required.length !== 1 || required[0] !== names[0]) return [];
    keys.push(names[0]);
  }
  return keys;
}

/**
 * Every string enum value of the schema's top-level properties and of their array items: what the
 * tool can be asked for (`hourly: ["temperature_2m", …]`).
 */
function parameterValues(schema: unknown): Set<string> {
  const out = new Set<string>();
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return out;
  for (const property of Object.values(schema.properties)) {
    if (!isJsonObject(property)) continue;
    const items = isJsonObject(property.items) ? property.items.enum : undefined;
    for (const list of [property.enum, items]) {
      if (!Array.isArray(list)) continue;
      for (const v of list) if (typeof v === 'string') out.add(v);
    }
  }
  return out;
}

/** Proof order: name pairs, then cross-server before same-server, then by reason. */
const REASON_RANK: Record<PairConfusability['reason'], number> = {
  'same-name': 0,
  'look-alike-name': 0,
  'similar-name': 0,
  'same-job': 1,
  'special-case': 2,
  'near-identical-text': 3,
};

/**
 * Each tool's model as the scan reads it, in the tools' order: its job from its name, text and
 * parameters (with its server's namespace or group prefix, providers and verb order), re-read by
 * its siblings' verbs, with its server's context words and kind of system.
 */
export function confusableEntries(tools: Tool[]): ConfusableEntry[] {
  const prefixes = namespacePrefixes(tools);
  const groups = groupPrefixes(tools);
  const verbLast = verbLastServers(tools, prefixes);
  const providers = providerWords(tools);
  const required = tools.map((t) => requiredNames(t.inputSchema));
  const parameterLists = tools.map((t) => parameterNames(t.inputSchema));
  // Each entry's context, added to once its server's kind is known.
  const contexts: Set<string>[] = [];
  const entries: ConfusableEntry[] = tools.map((t, i) => {
    const parameters = parameterLists[i];
    const model = describeTool({
      name: t.name,
      description: t.description,
      server: t.server,
      parameters,
      flags: booleanParameters(t.inputSchema),
      required: required[i],
      prefix: prefixes.get(t.server) ?? groupPrefixOf(groups, t),
      providers: providers.get(t.server),
      verbLast: verbLast.has(t.server),
      choices: parameterChoices(t.inputSchema),
      itemParameters: itemParameterNames(t.inputSchema),
    });
    const context = new Set(model.descriptionTokens);
    // What the text says in other words says it too ("a PR comment" is about a pull request).
    for (const w of canonicalObject(model.descriptionTokens)) context.add(w);
    for (const w of splitIdentifier(t.server)) context.add(stem(w));
    contexts.push(context);
    const anyLibrary = documentsAnyLibrary(t, parameters);
    const values = parameterValues(t.inputSchema);
    return {
      model: anyLibrary ? withoutLibraryWords(model) : model,
      server: t.server,
      context,
      choices: values,
      runner: toolRunnerOf(t.inputSchema, t.description),
      anyLibrary,
      setsState: setsState(model.action, model.object.at(-1), parameters, values),
      namesOne: required[i].some(namesOneThing),
      parameterWords: parameterWordsOf(parameters),
    };
  });
  const runners = runnersBySplit(entries);
  entries.forEach((e, i) => (e.runner = runners[i]));
  // `add_label` beside `create_label`: a server's second verb for one job links.
  const linked = linkBySiblingVerbs(
    entries.map((e, i) => ({
      server: e.server,
      description: tools[i].description,
      model: e.model,
    })),
  );
  entries.forEach((e, i) => (e.model = linked[i]));
  // Each server's kind of system, from the words of all its tools and whether they run SQL.
  const kinds = serverKinds(
    entries.map((e, i) => ({
      server: e.server,
      name: tools[i].name,
      description: tools[i].description,
      model: e.model,
    })),
  );
  // What each server of a paired kind says, for the kinds it serves together (mail, calendars):
  // its texts, and the things its tools name (a server without descriptions says it by names).
  const serverWords = new Map<string, Set<string>>();
  entries.forEach((e, i) => {
    if (!isPairedKind(kinds.get(e.server))) return;
    const words = serverWords.get(e.server) ?? new Set<string>();
    for (const w of contexts[i]) words.add(w);
    for (const w of e.model.object) words.add(w);
    serverWords.set(e.server, words);
  });
  // Tools on an object store's things (buckets, blobs) whatever their server, and their servers.
  const namedKinds = entries.map((e) => objectKindNamed(e.model.object));
  const objectKinds = new Map<string, string>();
  namedKinds.forEach((named, i) => {
    if (named !== undefined) objectKinds.set(entries[i].server, named);
  });
  entries.forEach((e, i) => {
    const serverKind = kinds.get(e.server);
    // One tool of a server of many products may reach another kind's product by name, and one of
    // a mail and calendar server is of the kind of its object.
    e.kind =
      webJobKind(e.model, parameterLists[i], serverKind) ??
      productKindOfTool(
        tools[i].name,
        tools[i].description ?? '',
        serverKind,
        e.model.object.at(-1),
      ) ??
      suiteProductKindOfTool(tools[i].description ?? '', serverKind) ??
      namedKinds[i] ??
      plainObjectKind(e.model.object, objectKinds.get(e.server)) ??
      pairedKindOfTool(serverKind, e.model.object.at(-1), serverWords.get(e.server) ?? new Set()) ??
      serverKind;
  });
  // A server of a kind is about that kind's thing: a browser's console log is its browser's.
  entries.forEach((e, i) => {
    if (e.kind !== undefined) for (const w of splitIdentifier(e.kind)) contexts[i].add(stem(w));
  });
  // A kind's own name for a thing, as every system names it (an error tracker's item: an issue),
  // unless the server names that thing too (Coolify's services are not its applications).
  const heads = serverHeads(entries);
  for (const e of entries) e.model = withKindHead(e.kind, e.model, heads.get(e.server));
  for (const e of entries) e.model = withBiReads(e.kind, e.model, heads.get(e.server));
  entries.forEach(
    (e, i) =>
      (e.model = withDebuggerControls(e.kind, e.model, tools[i].name, tools[i].description)),
  );
  entries.forEach((e, i) => (e.model = withKeyValueCommands(e.kind, e.model, tools[i].name)));
  entries.forEach(
    (e, i) =>
      (e.model = withPromptedCompletion(e.kind, e.model, required[i], tools[i].description)),
  );
  // The read side of a server's read/write pair of tools runs read-only SQL.
  for (const i of readSides(tools)) entries[i].model = asReadOnlySql(entries[i].model);
  // An alias does its target's job: it takes the target's jobs, keeping its own words.
  for (const [alias, target] of aliasTargets(tools)) {
    const own = entries[alias].model;
    const jobs = entries[target].model;
    entries[alias].model = {
      ...jobs,
      descriptionTokens: own.descriptionTokens,
      commonWords: own.commonWords,
    };
    entries[alias].aliasOf = jobs;
  }
  return entries;
}

/**
 * Identity pairs and confusable pairs, each once, in proof order: name pairs first, then
 * cross-server before same-server pairs, then same job, special case, near-identical text, then by
 * description similarity (descending), ties by (server, name).
 */
function orderPairs(tools: Tool[], threshold: number): PairWork[] {
  const entries = confusableEntries(tools);
  const byKey = new Map<string, PairWork>();
  for (const p of findIdentityPairs(tools)) {
    const x = entries[p.a].model;
    const y = entries[p.b].model;
    byKey.set(`${p.a},${p.b}`, {
      a: p.a,
      b: p.b,
      relation: p.relation,
      confusable: {
        reason: NAME_REASON[p.relation],
        actions: [x.action ?? null, y.action ?? null],
        objects: [x.object.join(' '), y.object.join(' ')],
        descriptionSimilarity:
          Math.round(tokenJaccard(x.descriptionTokens, y.descriptionTokens) * 1000) / 1000,
      },
    });
  }
  for (const c of findConfusablePairs(entries, threshold)) {
    const key = `${c.a},${c.b}`;
    if (!byKey.has(key)) byKey.set(key, { a: c.a, b: c.b, confusable: c.confusability });
  }
  const identityKey = (t: Tool): string => `${t.server}\u0000${t.name}`;
  const crossRank = (p: PairWork): number => (tools[p.a].server === tools[p.b].server ? 1 : 0);
  return [...byKey.values()].sort(
    (p, q) =>
      REASON_RANK[p.confusable.reason] - REASON_RANK[q.confusable.reason] ||
      crossRank(p) - crossRank(q) ||
      q.confusable.descriptionSimilarity - p.confusable.descriptionSimilarity ||
      compareText(identityKey(tools[p.a]), identityKey(tools[q.a])) ||
      compareText(identityKey(tools[p.b]), identityKey(tools[q.b])) ||
      p.a - q.a ||
      p.b - q.b,
  );
}

function pairFindings(x: Tool, y: Tool, pair: PairWork, proof: ProofResult): Finding[] {
  const [first, second] = orderTools(x, y);
  const locations = [toolLocation(first), toolLocation(second)];
  const subjects = [toolSubject(x), toolSubject(y)].sort((p, q) =>
    compareText(JSON.stringify(p), JSON.stringify(q)),
  );
  const proofEvidence =
    proof.verdict === 'overlap'
      ? { verdict: proof.verdict, witness: proof.witness }
      : { verdict: proof.verdict, reason: proof.reason };
  // Evidence lists actions and objects in location order.
  const confusable = first === x ? pair.confusable : swapped(pair.confusable);
  const names = `${quoteTool(first)} and ${quoteTool(second)}`;
  const why = confusablePhrase(confusable);
  const undeclared = proof.verdict === 'overlap' ? openOnlyOverlap(first, second) : [];
  const undeclaredEvidence =
    undeclared.length === 0
      ? {}
      : {
          undeclared: undeclared.map((u) => ({
            tool: u.tool.name,
            server: u.tool.server,
            keys: u.keys,
          })),
        };
  const onlyCarrying =
    undeclared.length === 0
      ? ''
      : `, but only one carrying ${undeclared
          .map(
            (u) =>
              `${u.keys.map((k) => JSON.stringify(k)).join(', ')}, which ${quoteTool(u.tool)} does not declare`,
          )
          .join('; and ')} (accepted because that schema allows undeclared properties)`;
  const out: Finding[] = [];

  if (pair.relation !== undefined) {
    out.push(
      makeFinding(IDENTITY_RULE[pair.relation], {
        message: `${identityPhrase(pair.relation, first, second)}; ${proofPhrase(proof)}`,
        locations,
        evidence: { relation: pair.relation, ...proofEvidence, confusable },
        subjects,
      }),
    );
  } else if (proof.verdict === 'overlap') {
    out.push(
      makeFinding('TW103', {
        ...(undeclared.length > 0 ? { severity: 'note' as const } : {}),
        message: `${names} are confusable (${why}) and their input schemas provably accept the same call${onlyCarrying}`,
        locations,
        evidence: { ...proofEvidence, confusable, ...undeclaredEvidence },
        subjects,
      }),
    );
  } else if (proof.verdict === 'disjoint') {
    // Same job, no common call: the wrong pick fails validation rather than running silently,
    // but an agent can still pick it.
    out.push(
      makeFinding('TW108', {
        message: `${names} are confusable (${why}), but their input schemas are disjoint (${proof.reason.message}): an agent can still pick the wrong one, and a call written for one fails validation on the other`,
        locations,
        evidence: { ...proofEvidence, confusable },
        subjects,
      }),
    );
  } else if (proof.verdict === 'unknown') {
    // An invalid schema (TW107) leaves the proof undecided, but the pair is still confusable.
    out.push(
      makeFinding('TW105', {
        message: `${names} are confusable (${why}), but whether their schemas accept a common call is undecided: ${proof.reason.message}`,
        locations,
        evidence: { ...proofEvidence, confusable },
        subjects,
      }),
    );
  }

  if (proof.verdict === 'overlap') {
    const contradiction = effectContradiction(first.annotations, second.annotations);
    if (contradiction !== undefined) {
      out.push(
        makeFinding('TW104', {
          ...(undeclared.length > 0 ? { severity: 'note' as const } : {}),
          message:
            `${quoteTool(first)} says ${contradiction.hint}: ${contradiction.a} but ` +
            `${quoteTool(second)} says ${contradiction.hint}: ${contradiction.b}; they are ` +
            `confusable (${why}) and both accept the same call${onlyCarrying}`,
          locations,
          evidence: {
            ...proofEvidence,
            effects: [explicitEffects(first.annotations), explicitEffects(second.annotations)],
            confusable,
            ...undeclaredEvidence,
          },
          subjects,
        }),
      );
    }
  }
  return out;
}

function swapped(c: PairConfusability): PairConfusability {
  return {
    ...c,
    actions: [c.actions[1], c.actions[0]],
    objects: [c.objects[1], c.objects[0]],
  };
}

/** Why a pair is confusable, in words: "same action delete on project". */
export function confusablePhrase(c: PairConfusability): string {
  const [a, b] = c.actions;
  const [oa, ob] = c.objects;
  switch (c.reason) {
    case 'same-name':
      return 'the same name';
    case 'look-alike-name':
      return 'names that look the same';
    case 'similar-name':
      return 'names with the same words';
    case 'same-job':
      // A specific action (click, fill) with differently worded objects names both.
      return oa === ob || ob === ''
        ? `same action ${a ?? '?'} on ${oa}`
        : oa === ''
          ? `same action ${a ?? '?'} on ${ob}`
          : `same action ${a ?? '?'} on ${oa} / ${ob}`;
    case 'special-case': {
      // A search narrows a listing; whatever a generic runner runs narrows the running.
      const narrower =
        a !== b ? a === 'search' || b === 'run' : oa.split(' ').length > ob.split(' ').length;
      const [na, no, ga, go] = narrower ? [a, oa, b, ob] : [b, ob, a, oa];
      return `${na ?? '?'} ${no} is a special case of ${ga ?? '?'} ${go}`;
    }
    case 'near-identical-text':
      return `near-identical descriptions, similarity ${c.descriptionSimilarity}`;
  }
}

/** Root keywords under which "the keys a schema declares" is exactly `properties`. */
const PLAIN_OBJECT_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'definitions',
  'title',
  'description',
  'examples',
  'default',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
]);

/** The declared keys of a root schema whose declared keys are exactly its `properties`. */
function plainObject(schema: unknown): { declared: Set<string> } | undefined {
  if (!isJsonObject(schema)) return undefined;
  for (const key of Object.keys(schema)) {
    if (!PLAIN_OBJECT_KEYWORDS.has(key) && !key.startsWith('x-')) return undefined;
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== true) return undefined;
  const props = schema.properties;
  if (props !== undefined && !isJsonObject(props)) return undefined;
  return { declared: new Set(props === undefined ? [] : Object.keys(props)) };
}

/** The string keys a schema's root `required` lists, whatever else the schema says. */
function rootRequired(schema: unknown): string[] {
  if (!isJsonObject(schema) || !Array.isArray(schema.required)) return [];
  return schema.required.filter((k): k is string => typeof k === 'string');
}

/**
 * For an overlapping pair: the keys one side requires that the other does not declare (so every
 * common call carries them, and the other side accepts them only as undeclared extras), per side.
 * The requiring side may be any schema (its root `required` holds for every call it accepts); the
 * other side must be plain enough that its declared keys are exactly its `properties`.
 */
function openOnlyOverlap(a: Tool, b: Tool): { tool: Tool; keys: string[] }[] {
  const out: { tool: Tool; keys: string[] }[] = [];
  const missing = (required: string[], into: Tool): string[] => {
    const plain = plainObject(into.inputSchema);
    if (plain === undefined) return [];
    return [...new Set(required.filter((k) => !plain.declared.has(k)))].sort();
  };
  const inB = missing(rootRequired(a.inputSchema), b);
  const inA = missing(rootRequired(b.inputSchema), a);
  if (inB.length > 0) out.push({ tool: b, keys: inB });
  if (inA.length > 0) out.push({ tool: a, keys: inA });
  return out;
}

function identityPhrase(relation: Relation, x: Tool, y: Tool): string {
  if (relation === 'duplicate') {
    return x.server === y.server
      ? `${JSON.stringify(x.name)} is defined twice in server ${x.server}`
      : `${JSON.stringify(x.name)} is defined by both servers ${x.server} and ${y.server}`;
  }
  const explained =
    explainNameRelation(x.name, y.name) ?? `${quoteTool(x)} and ${quoteTool(y)} collide`;
  return `${explained} (${serversOf(x, y)})`;
}

function proofPhrase(proof: ProofResult): string {
  switch (proof.verdict) {
    case 'overlap':
      return 'their input schemas provably accept the same call';
    case 'disjoint':
      return `their schemas accept no common call (${proof.reason.message})`;
    case 'unknown':
      return `whether their schemas share a call is undecided (${proof.reason.message})`;
  }
}

function serversOf(x: Tool, y: Tool): string {
  return x.server === y.server ? `server ${x.server}` : `servers ${x.server} and ${y.server}`;
}

function orderTools(x: Tool, y: Tool): [Tool, Tool] {
  const c =
    compareText(x.location.uri, y.location.uri) ||
    x.location.line - y.location.line ||
    x.location.column - y.location.column;
  return c <= 0 ? [x, y] : [y, x];
}

/** Code-unit order, independent of locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
