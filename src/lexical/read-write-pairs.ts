/**
 * Read and write sides of one thing: a server that names a thing's tools in pairs, one to read
 * it and one to change it (CloudBase's `queryMysqlDatabase` / `manageMysqlDatabase`,
 * `readNoSqlDatabaseContent` / `writeNoSqlDatabaseContent`), keeps every change on the write
 * side, so the read side's SQL is read-only whatever its name's verb (`query`) or a description
 * the model cannot read says.
 */
import { splitIdentifier } from './tokenize.js';

/** First words of a read side's name. */
const READ_VERBS: ReadonlySet<string> = new Set(['query', 'read', 'get', 'describe', 'view']);
/** First words of a write side's name. */
const WRITE_VERBS: ReadonlySet<string> = new Set(['manage', 'write', 'modify', 'mutate', 'edit']);

/**
 * The indexes of the tools that are the read side of such a pair: tools of one server whose names
 * are a read verb and a write verb followed by the same words.
 */
export function readSides(tools: readonly { server: string; name: string }[]): Set<number> {
  const split = tools.map((t) => splitIdentifier(t.name).map((w) => w.toLowerCase()));
  const thing = (i: number): string => `${tools[i].server}\u0000${split[i].slice(1).join(' ')}`;
  const written = new Set<string>();
  split.forEach((words, i) => {
    if (words.length > 1 && WRITE_VERBS.has(words[0])) written.add(thing(i));
  });
  const out = new Set<number>();
  split.forEach((words, i) => {
    if (words.length > 1 && READ_VERBS.has(words[0]) && written.has(thing(i))) out.add(i);
  });
  return out;
}
