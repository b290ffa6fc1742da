/**
 * The stock gate shared by several API processes: each activity's state in Redis hashes under one
 * hash tag, checked and reserved by one Lua script (atomic), read from the database when its
 * `ready` key is missing (first use, Redis restarted, FRESH_MS passed). A Redis that does not
 * answer lets attempts through to the database, which decides alone.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import { readActivityState } from './read-state';
import { FRESH_MS, HOLD_MS, type GateLine, type GateMode, type GateRefusal, type StockGate } from './stock-gate';

/** Lua helpers of CHECK and SEED: the time in Redis (ms), and a hold's fields. */
const COMMON = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function holdOf(field, value)
  local who, sku = string.match(field, '^(%d+):(%d+)$')
  local num, day = string.match(value, '^(%d+):(.*)$')
  return who, sku, tonumber(num), day
end
`;

/**
 * KEYS per line: ready, stock, total, day, holds (uid:sku → num:day), hold expiry (zset of uid:sku
 * by epoch ms). ARGV: mode (0 ask, 1 reserve, 2 hold), uid, day, hold ms, then per line: sku, num,
 * once_num, all_num. Answers {code, line}: 0 go ahead, 1 sold out, 2 over the limit, -1 the line's
 * state is missing.
 */
const CHECK = `${COMMON}
local n = #KEYS / 6
for i = 1, n do
  if redis.call('EXISTS', KEYS[6 * i - 5]) == 0 then return {-1, i} end
end
local mode, uid, today, holdMs = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
-- KEYS[k]: a line's ready; k + 1 stock, k + 2 total, k + 3 day, k + 4 holds, k + 5 hold expiry
local function shift(k, sku, who, num, day, sign)
  if redis.call('HEXISTS', KEYS[k + 1], sku) == 1 then redis.call('HINCRBY', KEYS[k + 1], sku, sign * num) end
  redis.call('HINCRBY', KEYS[k + 2], who, -sign * num)
  if day == today then redis.call('HINCRBY', KEYS[k + 3], who, -sign * num) end
end
local swept = {}
for i = 1, n do
  local k = 6 * i - 5
  if not swept[KEYS[k + 4]] then
    swept[KEYS[k + 4]] = true
    for _, field in ipairs(redis.call('ZRANGEBYSCORE', KEYS[k + 5], '-inf', now)) do
      local value = redis.call('HGET', KEYS[k + 4], field)
      if value then
        local who, sku, num, day = holdOf(field, value)
        shift(k, sku, who, num, day, 1)
        redis.call('HDEL', KEYS[k + 4], field)
      end
      redis.call('ZREM', KEYS[k + 5], field)
    end
  end
end
-- the shopper's own holds of these SKUs are free for the shopper: given back while judging
local mine = {}
for i = 1, n do
  local k = 6 * i - 5
  local field = uid .. ':' .. ARGV[4 * i + 1]
  local id = KEYS[k + 4] .. '|' .. field
  local value = redis.call('HGET', KEYS[k + 4], field)
  if value and not mine[id] then
    local _, sku, num, day = holdOf(field, value)
    mine[id] = {k = k, field = field, sku = sku, num = num, day = day}
    shift(k, sku, uid, num, day, 1)
  end
end
local asked = {}
local function add(key, field, num)
  local key_field = key .. '|' .. field
  asked[key_field] = (asked[key_field] or 0) + num
  return asked[key_field]
end
local function judge()
  for i = 1, n do
    local k = 6 * i - 5
    local sku, num, once, all = ARGV[4 * i + 1], tonumber(ARGV[4 * i + 2]), tonumber(ARGV[4 * i + 3]), tonumber(ARGV[4 * i + 4])
    local left = redis.call('HGET', KEYS[k + 1], sku)
    if left then
      left = tonumber(left)
      if left <= 0 then return 1, i end
    end
    local total = tonumber(redis.call('HGET', KEYS[k + 2], uid) or '0') + add(KEYS[k + 2], uid, num)
    local day = tonumber(redis.call('HGET', KEYS[k + 3], uid) or '0') + add(KEYS[k + 3], uid, num)
    if total > all or day > once then return 2, i end
    if left and add(KEYS[k + 1], sku, num) > left then return 1, i end
  end
  return 0, 0
end
local code, at = judge()
if code ~= 0 or mode == '0' then
  for _, h in pairs(mine) do shift(h.k, h.sku, uid, h.num, h.day, -1) end
  return {code, at}
end
for _, h in pairs(mine) do
  redis.call('HDEL', KEYS[h.k + 4], h.field)
  redis.call('ZREM', KEYS[h.k + 5], h.field)
end
for i = 1, n do
  local k = 6 * i - 5
  local sku, num = ARGV[4 * i + 1], tonumber(ARGV[4 * i + 2])
  shift(k, sku, uid, num, today, -1)
  redis.call('PEXPIRE', KEYS[k + 3], 172800000)
  if mode == '2' then
    local field = uid .. ':' .. sku
    local held = redis.call('HGET', KEYS[k + 4], field)
    if held then
      local _, _, before = holdOf(field, held)
      num = num + before
    end
    redis.call('HSET', KEYS[k + 4], field, num .. ':' .. today)
    redis.call('ZADD', KEYS[k + 5], now + holdMs, field)
    redis.call('PEXPIRE', KEYS[k + 4], 172800000)
    redis.call('PEXPIRE', KEYS[k + 5], 172800000)
  end
end
return {0, 0}
`;

/**
 * KEYS: ready, stock, total, day, holds, hold expiry. ARGV: fresh ms, day, n SKUs, (sku, stock)…,
 * n users, (uid, total, today)…; 0 when another process seeded first. The live holds are counted
 * again (the database knows nothing of them), the expired ones dropped.
 */
const SEED = `${COMMON}
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4])
local a = 4
for i = 1, tonumber(ARGV[3]) do
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
for _, field in ipairs(redis.call('ZRANGEBYSCORE', KEYS[6], '-inf', now)) do
  redis.call('HDEL', KEYS[5], field)
  redis.call('ZREM', KEYS[6], field)
end
local held = redis.call('HGETALL', KEYS[5])
for j = 1, #held, 2 do
  local who, sku, num, day = holdOf(held[j], held[j + 1])
  if redis.call('HEXISTS', KEYS[2], sku) == 1 then redis.call('HINCRBY', KEYS[2], sku, -num) end
  redis.call('HINCRBY', KEYS[3], who, num)
  if day == ARGV[2] then redis.call('HINCRBY', KEYS[4], who, num) end
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
  /** how long a buy-now holds its pieces */
  holdMs?: number;
}

type Scripted = Redis & {
  seckillCheck(...args: (string | number)[]): Promise<[number, number]>;
  seckillSeed(...args: (string | number)[]): Promise<number>;
  seckillGiveBack(...args: (string | number)[]): Promise<number>;
};

export function redisGate(redis: Redis, opts: RedisGateOptions = {}): StockGate {
  const prefix = opts.prefix ?? 'mall:';
  const freshMs = opts.freshMs ?? FRESH_MS;
  const holdMs = opts.holdMs ?? HOLD_MS;
  const warn = opts.onError ?? ((err: Error) => process.emitWarning(`seckill stock gate (Redis): ${err.message}`));
  redis.defineCommand('seckillCheck', { lua: CHECK });
  redis.defineCommand('seckillSeed', { lua: SEED, numberOfKeys: 6 });
  redis.defineCommand('seckillGiveBack', { lua: GIVE_BACK, numberOfKeys: 4 });
  const r = redis as Scripted;
  const keys = (activityId: number, day: string) => {
    const base = `${prefix}seckill:{${activityId}}`;
    return [
      `${base}:ready`,
      `${base}:stock`,
      `${base}:total`,
      `${base}:day:${day}`,
      `${base}:holds`,
      `${base}:held_until`,
    ];
  };
  const MODE = { ask: 0, reserve: 1, hold: 2 } as const;

  async function seed(db: Db, activityId: number, day: string) {
    const s = await (opts.read ?? readActivityState)(db, activityId, day);
    const args: (string | number)[] = [freshMs, day, s.stock.size];
    for (const [sku, left] of s.stock) args.push(sku, left);
    args.push(s.total.size);
    for (const [uid, total] of s.total) args.push(uid, total, s.today.get(uid) ?? 0);
    await r.seckillSeed(...keys(activityId, day), ...args);
  }

  async function check(db: Db, uid: number, lines: GateLine[], day: string, mode: GateMode) {
    const args: (string | number)[] = [];
    for (const l of lines) args.push(...keys(l.activity_id, day));
    args.push(MODE[mode], uid, day, holdMs);
    for (const l of lines) args.push(l.sku_id, l.num, l.once_num, l.all_num);
    // a state missing (or read too long ago) is read again, then checked again
    for (let tries = 0; tries < 3; tries++) {
      const [code, line] = await r.seckillCheck(lines.length * 6, ...args);
      if (code === 0) return null;
      if (code === 1) return 'sold_out';
      if (code === 2) return 'over_limit';
      await seed(db, lines[line - 1].activity_id, day);
    }
    return null;
  }

  return {
    async check(db, uid, lines, day, mode): Promise<GateRefusal | null> {
      try {
        return await check(db, uid, lines, day, mode);
      } catch (err) {
        warn(err as Error);
        return null;
      }
    },
    async giveBack(items) {
      try {
        for (const b of items)
          await r.seckillGiveBack(...keys(b.activity_id, b.day).slice(0, 4), b.sku_id, b.uid, b.stock, b.quota);
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
