/**
 * A key-value store's commands. Redis and its forks (Valkey, KeyDB) name their commands by a
 * letter for the type of value and a verb run together (`hget`, `sadd`, `zrange`), and MCP servers
 * for them name their tools by those commands or by the type and the verb (`hash_get`, `set_add`,
 * `zset_range`). Neither says its job in words the lexicon reads: on a key-value store each
 * command is read here as the job it does on the type of value it acts on, so two servers' `hget`
 * and `hash_get` meet, and a set's members stay apart from a sorted set's and a hash's fields.
 */
import { KEY_VALUE_KIND } from './domain.js';
import { actionKeyOf, isActionWord } from './lexicon.js';
import type { ToolModel } from './tool-model.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

/** The things a command acts on, as object words (head last), by the type of value. */
const STRING = ['string', 'value'];
const HASH = ['hash', 'field'];
const LIST = ['list', 'item'];
const SET = ['set', 'member'];
const ZSET = ['zset', 'element'];
const KEY = ['key'];
const STREAM = ['stream', 'entry'];
const JSON_VALUE = ['json', 'document'];
const DATABASE = ['database'];

/** A command's job: its action key and its object. */
type Job = readonly [action: string, object: readonly string[]];

/**
 * Redis' data commands (lower case) and the job each does. Reading many values in one command is
 * reading them (`mget`), setting many is setting them (`hmset`); reading all of a hash or the
 * members of a set or a range of a list lists them, another job than reading one.
 */
const COMMANDS: Readonly<Record<string, Job>> = {
  get: ['read', STRING],
  mget: ['read', STRING],
  getex: ['read', STRING],
  set: ['update', STRING],
  mset: ['update', STRING],
  setex: ['update', STRING],
  setnx: ['update', STRING],
  psetex: ['update', STRING],
  append: ['append', STRING],
  incr: ['increment', STRING],
  incrby: ['increment', STRING],
  decr: ['decrement', STRING],
  decrby: ['decrement', STRING],
  hget: ['read', HASH],
  hmget: ['read', HASH],
  hset: ['update', HASH],
  hmset: ['update', HASH],
  hsetnx: ['update', HASH],
  hgetall: ['list', HASH],
  hkeys: ['list', HASH],
  hvals: ['list', HASH],
  hdel: ['delete', HASH],
  hexists: ['check', HASH],
  hlen: ['count', HASH],
  hincrby: ['increment', HASH],
  lpush: ['push', ['left', ...LIST]],
  rpush: ['push', ['right', ...LIST]],
  lpop: ['pop', ['left', ...LIST]],
  rpop: ['pop', ['right', ...LIST]],
  lrange: ['list', LIST],
  lindex: ['read', LIST],
  lset: ['update', LIST],
  lrem: ['delete', LIST],
  llen: ['count', LIST],
  sadd: ['create', SET],
  srem: ['delete', SET],
  smembers: ['list', SET],
  sismember: ['check', SET],
  scard: ['count', SET],
  zadd: ['create', ZSET],
  zrem: ['delete', ZSET],
  zrange: ['list', ZSET],
  zrevrange: ['list', ZSET],
  zrangebyscore: ['list', ZSET],
  zrevrangebyscore: ['list', ZSET],
  zrangebylex: ['list', ZSET],
  zscore: ['read', ZSET],
  zrank: ['read', ZSET],
  zcard: ['count', ZSET],
  zincrby: ['increment', ZSET],
  xadd: ['create', STREAM],
  xrange: ['list', STREAM],
  xrevrange: ['list', STREAM],
  xread: ['list', STREAM],
  xdel: ['delete', STREAM],
  xlen: ['count', STREAM],
  del: ['delete', KEY],
  unlink: ['delete', KEY],
  exists: ['check', KEY],
  expire: ['expire', KEY],
  pexpire: ['expire', KEY],
  persist: ['persist', KEY],
  ttl: ['read', ['key', 'ttl']],
  pttl: ['read', ['key', 'ttl']],
  type: ['read', ['key', 'type']],
  rename: ['rename', KEY],
  // Finding keys by a pattern, whether all at once or by cursor.
  keys: ['search', KEY],
  scan: ['search', KEY],
  flushdb: ['flush', DATABASE],
  flushall: ['flush', DATABASE],
  dbsize: ['count', KEY],
};

/**
 * A tool name's type-of-value word and the letter its commands start with (`hash_get` is `hget`);
 * commands of strings and of keys have none (`string_get` is `get`, `key_ttl` is `ttl`).
 */
const TYPES: Readonly<Record<string, { prefix: string; object: readonly string[] }>> = {
  string: { prefix: '', object: STRING },
  hash: { prefix: 'h', object: HASH },
  list: { prefix: 'l', object: LIST },
  set: { prefix: 's', object: SET },
  zset: { prefix: 'z', object: ZSET },
  sortedset: { prefix: 'z', object: ZSET },
  stream: { prefix: 'x', object: STREAM },
  key: { prefix: '', object: KEY },
  keys: { prefix: '', object: KEY },
  json: { prefix: '', object: JSON_VALUE },
  db: { prefix: '', object: DATABASE },
  database: { prefix: '', object: DATABASE },
};

/** Verbs as tool names spell them and as the commands abbreviate them (`set_remove` is `srem`). */
const ABBREVIATIONS: Readonly<Record<string, string>> = { remove: 'rem', delete: 'del' };

/** Words naming the store itself, before the command (`redis_hget`). */
const STORE_WORDS: ReadonlySet<string> = new Set(['redis', 'valkey', 'keydb']);

/**
 * The job a key-value store's tool does by its name: the command it names (`hget`,
 * `redis_zrange`), or its type of value and a command of that type (`hash_getall`, `set_members`,
 * `list_lpush`), or a verb on that type's thing (`key_search`, `db_flush`), or a read of what
 * else it names of it (`key_info`). Undefined for a name that is none of these.
 */
function jobOfName(name: string): Job | undefined {
  const words = splitIdentifier(name)
    .map((w) => w.toLowerCase())
    .filter((w) => !STORE_WORDS.has(w));
  if (words.length === 1) return Object.hasOwn(COMMANDS, words[0]) ? COMMANDS[words[0]] : undefined;
  const typed =
    words[0] === 'sorted' && words[1] === 'set' ? ['sortedset', ...words.slice(2)] : words;
  const [typeWord, first, ...rest] = typed;
  if (first === undefined || !Object.hasOwn(TYPES, typeWord)) return undefined;
  const type = TYPES[typeWord];
  const spelled = Object.hasOwn(ABBREVIATIONS, first) ? ABBREVIATIONS[first] : first;
  // A command of the type's own (`hash` + `getall`, `list` + `lpush`, `key` + `ttl`).
  for (const command of [type.prefix + spelled, spelled]) {
    if (!Object.hasOwn(COMMANDS, command)) continue;
    const job = COMMANDS[command];
    if (job[1].includes(type.object[0])) return job;
  }
  const word = stem(first);
  if (isActionWord(word)) return [actionKeyOf(word), type.object];
  return rest.length === 0 ? ['read', [...type.object, word]] : undefined;
}

/**
 * A key-value store's tool's model with its job read from its name (see {@link jobOfName}); tools
 * of other kinds, and names that are no command, are unchanged.
 */
export function withKeyValueCommands(
  kind: string | undefined,
  model: ToolModel,
  name: string,
): ToolModel {
  if (kind !== KEY_VALUE_KIND) return model;
  const job = jobOfName(name);
  if (job === undefined) return model;
  const [action, object] = job;
  return {
    verb: action,
    action,
    actionSource: 'name',
    object: [...object],
    objectSource: 'name',
    descriptionTokens: model.descriptionTokens,
    commonWords: model.commonWords,
  };
}
