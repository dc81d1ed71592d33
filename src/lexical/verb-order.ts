/**
 * Verb order: where a server writes the verb in its tool names. Most put it first
 * (`create_database`); some put it last throughout (`db_create`, `user_create`, `db_export`). In
 * such a server a name whose first word may be a verb too is still a thing and its verb
 * (`query_execute` executes a query, `grant_manage` manages grants).
 */
import { DOMAIN_VERBS } from './domain.js';
import { actionClassOf, isActionWord, isKnownObjectWord } from './lexicon.js';
import { splitIdentifier } from './tokenize.js';
import { prefixWordCount } from './tool-model.js';
import { isPluralForm, stem } from './words.js';

/** A name's leading product word of letters and digits, with its separator (`n8n_`). */
const PRODUCT_LEAD = /^[a-z]+\d[a-z\d]*[_.-]/i;

/** Fewest verb-last names a server must have to be read as naming so. */
const MIN_VERB_LAST = 3;

const DOMAIN_VERB_SET: ReadonlySet<string> = new Set(DOMAIN_VERBS);

/** Whether a name word is a verb of an action class or of the domain list, not a plural noun. */
function isVerb(raw: string): boolean {
  const s = stem(raw);
  return !isPluralForm(raw, s) && (actionClassOf(s) !== undefined || DOMAIN_VERB_SET.has(s));
}

/**
 * The servers that write verbs last: at least 3 names end in a verb after a word that is no verb
 * (`db_create`), and more than twice as many as begin with a verb not ending in one
 * (`query_readonly`), past the server's namespace prefix (see `namespacePrefixes`). Names that
 * start and end with a verb say nothing either way.
 */
export function verbLastServers(
  tools: readonly { name: string; server?: string }[],
  prefixes: ReadonlyMap<string, string>,
): Set<string> {
  const named: { server: string; ws: string[] }[] = [];
  for (const t of tools) {
    // The namespace prefix (`playwright_click`) is no word of the name's phrase, nor is a product
    // name of letters and digits before it (`n8n_get_tag`, `x64dbg_memory`), which splits into
    // letters and numbers of which the prefix is only the first.
    const lead = PRODUCT_LEAD.exec(t.name);
    const all = splitIdentifier(t.name.slice(lead?.[0].length ?? 0));
    const ws = lead === null ? all.slice(prefixWordCount(all, prefixes.get(t.server ?? ''))) : all;
    if (ws.length >= 2) named.push({ server: t.server ?? '', ws });
  }
  // "issue_create", "issue_update": a thing's word that begins two names ending in a verb is the
  // thing the server files them under, not a verb (YouTrack's `issue_comments` reads an issue's comments).
  const leadOf = (server: string, ws: readonly string[]) => `${server}\u0000${ws[0]}`;
  const filedUnder = new Map<string, number>();
  for (const { server, ws } of named) {
    if (!isVerb(ws[ws.length - 1]) || !isKnownObjectWord(stem(ws[0]))) continue;
    const key = leadOf(server, ws);
    filedUnder.set(key, (filedUnder.get(key) ?? 0) + 1);
  }
  const counts = new Map<string, [number, number]>();
  for (const { server, ws } of named) {
    const thing = (filedUnder.get(leadOf(server, ws)) ?? 0) >= 2;
    const first = !thing && isActionWord(stem(ws[0]));
    const last = isVerb(ws[ws.length - 1]);
    if (first === last) continue;
    const c = counts.get(server) ?? [0, 0];
    c[last ? 0 : 1] += 1;
    counts.set(server, c);
  }
  const out = new Set<string>();
  for (const [server, [late, early]] of counts) {
    if (late >= MIN_VERB_LAST && late > 2 * early) out.add(server);
  }
  return out;
}
