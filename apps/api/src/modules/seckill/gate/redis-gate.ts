/**
 * The stock gate shared by several API processes: each activity's state in Redis hashes under one
 * hash tag, checked and reserved by one Lua script (atomic), read from the database when its
 * `ready` key is missing (first use, Redis restarted, FRESH_MS passed). A Redis that does not
 * answer lets attempts through to the database, which decides alone.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import { readActivityState } from './read-state';
import { FRESH_MS, type GateLine, type GateRefusal, type StockGate } from './stock-gate';

/** KEYS per line: ready, stock, total, day. ARGV: reserve (0|1), uid, then per line: sku, num, once_num, all_num. */
const CHECK = `
local n = #KEYS / 4
for i = 1, n do
  if redis.call('EXISTS', KEYS[4 * i - 3]) == 0 then return {-1, i} end
end
local uid = ARGV[2]
local asked = {}
local function add(key, field, num)
  local k = key .. '|' .. field
  asked[k] = (asked[k] or 0) + num
  return asked[k]
end
for i = 1, n do
  local stock, total, day = KEYS[4 * i - 2], KEYS[4 * i - 1], KEYS[4 * i]
  local a = 2 + 4 * (i - 1)
  local sku, num, once, all = ARGV[a + 1], tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local left = redis.call('HGET', stock, sku)
  if left then
    left = tonumber(left)
    if left <= 0 then return {1, i} end
  end
  local t = tonumber(redis.call('HGET', total, uid) or '0') + add(total, uid, num)
  local d = tonumber(redis.call('HGET', day, uid) or '0') + add(day, uid, num)
  if t > all or d > once then return {2, i} end
  if left and add(stock, sku, num) > left then return {1, i} end
end
if ARGV[1] == '1' then
  for i = 1, n do
    local a = 2 + 4 * (i - 1)
    local sku, num = ARGV[a + 1], tonumber(ARGV[a + 2])
    if redis.call('HEXISTS', KEYS[4 * i - 2], sku) == 1 then redis.call('HINCRBY', KEYS[4 * i - 2], sku, -num) end
    redis.call('HINCRBY', KEYS[4 * i - 1], uid, num)
    redis.call('HINCRBY', KEYS[4 * i], uid, num)
    redis.call('PEXPIRE', KEYS[4 * i], 172800000)
  end
end
return {0, 0}
`;

/** KEYS: ready, stock, total, day. ARGV: fresh ms, n SKUs, (sku, stock)…, n users, (uid, total, today)…; 0 when another process seeded first. */
const SEED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
local a = 3
for i = 1, tonumber(ARGV[2]) do
  redis.call('HSET', KEYS[2], ARGV[a], ARGV[a + 1])
  a = a + 2
end
local users = tonumber(ARGV[a])
a = a + 1
for i = 1, users do
  redis.call('HSET', KEYS[3], ARGV[a], ARGV[a + 1])
  if tonumber(ARGV[a + 2]) > 0 then redis.call('HSET', KEYS[4], ARGV[a], ARGV[a + 2]) end
  a = a + 3
end
for k = 2, 4 do redis.call('PEXPIRE', KEYS[k], 172800000) end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
return 1
`;

/** KEYS: ready, stock, total, day (of the purchase). ARGV: sku, uid, stock, quota. Nothing while unseeded: the next read has it. */
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then redis.call('HINCRBY', KEYS[2], ARGV[1], ARGV[3]) end
for k = 3, 4 do
  local v = tonumber(redis.call('HGET', KEYS[k], ARGV[2]) or '0')
  if v > 0 then redis.call('HSET', KEYS[k], ARGV[2], math.max(0, v - tonumber(ARGV[4]))) end
end
return 1
`;

export interface RedisGateOptions {
  /** key prefix (tests: one per run) */
  prefix?: string;
  freshMs?: number;
  onError?: (err: Error) => void;
  /** how an activity's state is read (tests) */
  read?: typeof readActivityState;
}

type Scripted = Redis & {
  seckillCheck(...args: (string | number)[]): Promise<[number, number]>;
  seckillSeed(...args: (string | number)[]): Promise<number>;
  seckillGiveBack(...args: (string | number)[]): Promise<number>;
};

export function redisGate(redis: Redis, opts: RedisGateOptions = {}): StockGate {
  const prefix = opts.prefix ?? 'mall:';
  const freshMs = opts.freshMs ?? FRESH_MS;
  const warn = opts.onError ?? ((err: Error) => process.emitWarning(`seckill stock gate (Redis): ${err.message}`));
  redis.defineCommand('seckillCheck', { lua: CHECK });
  redis.defineCommand('seckillSeed', { lua: SEED, numberOfKeys: 4 });
  redis.defineCommand('seckillGiveBack', { lua: GIVE_BACK, numberOfKeys: 4 });
  const r = redis as Scripted;
  const keys = (activityId: number, day: string) => {
    const base = `${prefix}seckill:{${activityId}}`;
    return [`${base}:ready`, `${base}:stock`, `${base}:total`, `${base}:day:${day}`];
  };

  async function seed(db: Db, activityId: number, day: string) {
    const s = await (opts.read ?? readActivityState)(db, activityId, day);
    const args: (string | number)[] = [freshMs, s.stock.size];
    for (const [sku, left] of s.stock) args.push(sku, left);
    args.push(s.total.size);
    for (const [uid, total] of s.total) args.push(uid, total, s.today.get(uid) ?? 0);
    await r.seckillSeed(...keys(activityId, day), ...args);
  }

  async function check(db: Db, uid: number, lines: GateLine[], day: string, reserve: boolean) {
    const args: (string | number)[] = [];
    for (const l of lines) args.push(...keys(l.activity_id, day));
    args.push(reserve ? 1 : 0, uid);
    for (const l of lines) args.push(l.sku_id, l.num, l.once_num, l.all_num);
    // a state missing (or read too long ago) is read again, then checked again
    for (let tries = 0; tries < 3; tries++) {
      const [code, line] = await r.seckillCheck(lines.length * 4, ...args);
      if (code === 0) return null;
      if (code === 1) return 'sold_out';
      if (code === 2) return 'over_limit';
      await seed(db, lines[line - 1].activity_id, day);
    }
    return null;
  }

  return {
    async check(db, uid, lines, day, reserve): Promise<GateRefusal | null> {
      try {
        return await check(db, uid, lines, day, reserve);
      } catch (err) {
        warn(err as Error);
        return null;
      }
    },
    async giveBack(items) {
      try {
        for (const b of items)
          await r.seckillGiveBack(...keys(b.activity_id, b.day), b.sku_id, b.uid, b.stock, b.quota);
      } catch (err) {
        warn(err as Error);
      }
    },
    async forget(activityId) {
      await r.del(keys(activityId, '')[0]);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
