/**
 * Provider words: the names of the services a server wraps, written before each tool's job
 * (`tavily_search`, `kagi_search`, `firecrawl_scrape_process`, `jina_reader_process`). A provider
 * is a flavour of the job, never its object: the tool searches the web whoever runs the search.
 */
import { isActionWord, isGenericObjectWord, isKnownObjectWord } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { isPluralForm, stem } from './words.js';

/** Distinct leading words that each lead several tools before a server counts as a wrapper. */
const MIN_PROVIDERS = 2;
/** Tools a leading word must lead to count as one of the providers that make a server a wrapper. */
const MIN_PROVIDER_TOOLS = 2;

/**
 * Whether a tool name's first word may be a provider: a name, not a word for a job or a thing
 * (`create_issue`, `issue_comment`, `web_search` lead with those), followed by the job.
 */
function leadsAsName(parts: readonly string[]): boolean {
  if (parts.length < 2) return false;
  const w = stem(parts[0]);
  // An API's resource and method (`channels_list`, `commentThreads_insert`): a plural before a
  // closing verb is the collection the job acts on, no service's name.
  const before = parts[parts.length - 2];
  if (isActionWord(stem(parts[parts.length - 1])) && isPluralForm(before)) return false;
  return !isActionWord(w) && !isKnownObjectWord(w) && !isGenericObjectWord(w);
}

/** How a server that wraps several providers writes its tool names. */
export interface ProviderNaming {
  /** The providers' names, first in a tool's name (`tavily`, `kagi`, `firecrawl`). */
  names: ReadonlySet<string>;
  /**
   * Last name words, not action words, that end tools of several providers
   * (`process` of `jina_reader_process`, `firecrawl_scrape_process`): the server's grouping of
   * its jobs, not the object of any one.
   */
  categories: ReadonlySet<string>;
}

/**
 * For each server that wraps several providers, its provider words (as `splitIdentifier` writes them). A server
 * wraps providers when at least {@link MIN_PROVIDERS} distinct name-like leading words each lead
 * at least {@link MIN_PROVIDER_TOOLS} of its tools and name-like leading words lead most of them
 * (one product's own prefix, `slack_`, is one word: see `namespacePrefixes`). Then every
 * name-like leading word of the server is a provider, the one-tool ones too (`brave_search`
 * beside `tavily_search`, `tavily_extract_process`).
 */
export function providerWords(
  tools: readonly { name: string; server?: string; description?: string }[],
): Map<string, ProviderNaming> {
  const leads = new Map<string, Map<string, number>>();
  // Per server and leading word: how many of the tools it leads write it as a common noun.
  const nouns = new Map<string, Map<string, number>>();
  const names = new Map<string, string[][]>();
  const sizes = new Map<string, number>();
  for (const t of tools) {
    const server = t.server ?? '';
    sizes.set(server, (sizes.get(server) ?? 0) + 1);
    const parts = splitIdentifier(t.name);
    if (!leadsAsName(parts)) continue;
    if (writtenAsNoun(parts[0], t.description)) {
      let n = nouns.get(server);
      if (n === undefined) nouns.set(server, (n = new Map()));
      n.set(parts[0], (n.get(parts[0]) ?? 0) + 1);
    }
    let m = leads.get(server);
    if (m === undefined) leads.set(server, (m = new Map()));
    m.set(parts[0], (m.get(parts[0]) ?? 0) + 1);
    let list = names.get(server);
    if (list === undefined) names.set(server, (list = []));
    list.push(parts);
  }
  const out = new Map<string, ProviderNaming>();
  for (const [server, m] of leads) {
    const counts = [...m.values()];
    const named = counts.reduce((a, b) => a + b, 0);
    const several = counts.filter((n) => n >= MIN_PROVIDER_TOOLS).length >= MIN_PROVIDERS;
    if (!several || named * 2 <= (sizes.get(server) ?? 0)) continue;
    // A word every tool it leads writes as a common noun is the thing they act on, not a
    // service (GitLab's `pipeline_list`: "List CI/CD pipelines"; `job_retry`: "Retry a failed job").
    const things = nouns.get(server);
    const providers = [...m].filter(([word, n]) => things?.get(word) !== n).map(([w]) => w);
    if (providers.length === 0) continue;
    out.set(server, {
      names: new Set(providers),
      categories: categoriesOf(names.get(server) ?? []),
    });
  }
  return out;
}

/** The {@link ProviderNaming} categories among the split names of a wrapper's provider tools. */
function categoriesOf(names: readonly string[][]): Set<string> {
  const providersOf = new Map<string, Set<string>>();
  for (const parts of names) {
    const last = parts[parts.length - 1];
    // Only after the job's own words: `tavily_search` ends with its job. A plural there is what
    // the job returns (`functions_get_logs`, `apphosting_fetch_logs`), no grouping.
    if (parts.length < 3 || isActionWord(stem(last)) || isPluralForm(last, stem(last))) continue;
    let s = providersOf.get(last);
    if (s === undefined) providersOf.set(last, (s = new Set()));
    s.add(parts[0]);
  }
  return new Set([...providersOf].filter(([, p]) => p.size >= MIN_PROVIDERS).map(([w]) => w));
}

/**
 * Whether a tool's description writes its name's leading word as a common noun: in lower case,
 * as itself or its plural ("List CI/CD pipelines" of `pipeline_list`), where a service's name is
 * capitalised ("Search the web with Tavily" of `tavily_search`).
 */
function writtenAsNoun(word: string, description: string | undefined): boolean {
  if (description === undefined || word.length < 3) return false;
  const w = stem(word);
  // Not in an address or a path: a service's name is lower case there (`tripadvisor.com`).
  for (const raw of description.match(/(?<![./@\w])[a-z][a-z]+\b(?![./@]\w)/g) ?? []) {
    if (raw.length >= word.length && stem(raw) === w) return true;
  }
  return false;
}
