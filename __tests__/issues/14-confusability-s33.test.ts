// Issue 14, session 33: misses and false reports found on the earlier held-out sets, each pinned
// on the real pair that showed it.
import { withKeyValueCommands } from '../../src/lexical/key-value.js';
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a key-value store's commands are its jobs", () => {
  const job = (name: string): string => {
    const model = withKeyValueCommands(
      'key-value',
      describeTool({ name, description: '', server: 'redis' }),
      name,
    );
    return `${model.action} ${model.object.join(' ')}`;
  };

  it('both Redis servers are key-value stores (heldout48/redis speaks Chinese)', () => {
    expect(kindOfServer('redis')).toBe('key-value');
    expect(kindOfServer('redis-gardere')).toBe('key-value');
  });

  it('a command name and a type-and-verb name say one job: hget = hash_get, sadd = set_add, lpush = list_lpush', () => {
    expect(job('hget')).toBe(job('hash_get'));
    expect(job('hgetall')).toBe(job('hash_getall'));
    expect(job('hmset')).toBe(job('hash_mset'));
    expect(job('sadd')).toBe(job('set_add'));
    expect(job('srem')).toBe(job('set_remove'));
    expect(job('smembers')).toBe(job('set_members'));
    expect(job('zrange')).toBe(job('zset_range'));
    expect(job('lrange')).toBe(job('list_range'));
    expect(job('lpush')).toBe(job('list_lpush'));
    expect(job('get')).toBe(job('string_get'));
    expect(job('del')).toBe(job('key_delete'));
    expect(job('redis_hget')).toBe(job('hget'));
    expect(job('keys')).toBe(job('key_search'));
    expect(job('scan')).toBe(job('keys'));
    expect(job('db_flush')).toBe(job('flushdb'));
  });

  it('one field is not all of them, and one type of value is not another', () => {
    expect(job('hget')).not.toBe(job('hgetall'));
    expect(job('sadd')).not.toBe(job('zadd'));
    expect(job('lpush')).not.toBe(job('rpush'));
    expect(job('smembers')).not.toBe(job('lrange'));
    expect(job('get')).not.toBe(job('hget'));
    // A name that is no command keeps its model.
    expect(
      withKeyValueCommands(
        'key-value',
        describeTool({ name: 'connect_redis', description: '', server: 'redis' }),
        'connect_redis',
      ).action,
    ).toBe('connect');
  });

  it('redis/hash_get ~ redis-gardere/hget, redis/set_members ~ redis-gardere/smembers, redis/key_search ~ redis-gardere/scan', () => {
    expectConfusable(['redis', 'hash_get'], ['redis-gardere', 'hget']);
    expectConfusable(['redis', 'hash_getall'], ['redis-gardere', 'hgetall']);
    expectConfusable(['redis', 'set_members'], ['redis-gardere', 'smembers']);
    expectConfusable(['redis', 'zset_range'], ['redis-gardere', 'zrangebyscore']);
    expectConfusable(['redis', 'key_search'], ['redis-gardere', 'scan']);
    expectConfusable(['redis', 'key_delete_pattern'], ['redis-gardere', 'del']);
    expectConfusable(['redis', 'string_mset'], ['redis-gardere', 'set']);
  });

  it('a set is no sorted set, a list no set, one hash field not all: redis/set_add ~ redis-gardere/zadd, redis/list_range ~ redis-gardere/smembers, redis/hash_get ~ redis-gardere/hgetall stay apart', () => {
    expectApart(['redis', 'set_add'], ['redis-gardere', 'zadd']);
    expectApart(['redis', 'list_range'], ['redis-gardere', 'smembers']);
    expectApart(['redis', 'hash_get'], ['redis-gardere', 'hgetall']);
    expectApart(['redis', 'string_get'], ['redis-gardere', 'hget']);
  });

  it("a store's keys are no API keys: redis-gardere/keys ~ grafana-quanticsoul/list_api_keys stay apart", () => {
    expectApart(['redis-gardere', 'keys'], ['grafana-quanticsoul', 'list_api_keys']);
    expectApart(['redis', 'key_search'], ['supabase-node2flow', 'sb_list_api_keys']);
  });
});
