/** Both stock gates follow one rule (the Redis one against the server at REDIS_URL, skipped without it). */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REDIS_URL, redisUnreachable } from '../../../../test/redis-target';
import type { Db } from '../../../db/client';
import { memoryGate } from './memory-gate';
import type { ActivityState } from './read-state';
import { redisGate } from './redis-gate';
import type { GateLine, StockGate } from './stock-gate';

const DAY = '2026-11-26';
const db = {} as Db;

/** The database as the gate reads it: SKU 1 with `stock` pieces; `reads` counts the reads. */
function database(stock: number, quotas: [uid: number, total: number, today: number][] = []) {
  const state = { reads: 0, stock };
  const read = async (_db: Db, _activity: number, day: string): Promise<ActivityState> => {
    state.reads += 1;
    return {
      stock: new Map([[1, state.stock]]),
      total: new Map(quotas.map(([uid, total]) => [uid, total])),
      today: new Map(quotas.map(([uid, , today]) => [uid, today])),
      day,
    };
  };
  return { state, read };
}

const line = (num = 1, sku = 1): GateLine => ({ activity_id: 7, sku_id: sku, num, once_num: 2, all_num: 3 });

const skipRedis = await redisUnreachable();
const opened: StockGate[] = [];
afterAll(async () => {
  for (const g of opened) await g.close();
});

type Make = (read: ReturnType<typeof database>['read'], freshMs?: number, holdMs?: number) => StockGate;

const kinds: [string, string | null, Make][] = [
  ['in memory', null, (read, freshMs, holdMs) => memoryGate(freshMs, read, holdMs)],
  [
    'in Redis',
    skipRedis,
    (read, freshMs, holdMs) => {
      const g = redisGate(new Redis(REDIS_URL), {
        prefix: `mall-unit-${randomBytes(4).toString('hex')}:`,
        read,
        freshMs,
        holdMs,
      });
      opened.push(g);
      return g;
    },
  ],
];

for (const [name, skip, make] of kinds) {
  describe.skipIf(Boolean(skip))(`stock gate ${name}${skip ? ` — skipped: ${skip}` : ''}`, () => {
    it('reserves until sold out, then refuses; a give-back sells again', async () => {
      const { read } = database(2);
      const gate = make(read);
      expect(await gate.check(db, 1, [line()], DAY, 'reserve')).toBeNull();
      expect(await gate.check(db, 2, [line()], DAY, 'reserve')).toBeNull();
      expect(await gate.check(db, 3, [line()], DAY, 'ask')).toBe('sold_out');
      expect(await gate.check(db, 3, [line()], DAY, 'reserve')).toBe('sold_out');
      await gate.giveBack([{ activity_id: 7, sku_id: 1, uid: 2, day: DAY, stock: 1, quota: 1 }]);
      expect(await gate.check(db, 3, [line()], DAY, 'reserve')).toBeNull();
      expect(await gate.check(db, 4, [line()], DAY, 'reserve')).toBe('sold_out');
    });

    it("counts a shopper's pieces per day and in the activity, from what the database held", async () => {
      const { read } = database(100, [[5, 2, 0]]);
      const gate = make(read);
      expect(await gate.check(db, 5, [line(2)], DAY, 'ask')).toBe('over_limit'); // 2 + 2 > all_num 3
      expect(await gate.check(db, 5, [line(1)], DAY, 'reserve')).toBeNull();
      expect(await gate.check(db, 5, [line(1)], DAY, 'reserve')).toBe('over_limit');
      expect(await gate.check(db, 6, [line(3)], DAY, 'reserve')).toBe('over_limit'); // once_num 2 a day
      expect(await gate.check(db, 6, [line(1), line(1)], DAY, 'reserve')).toBeNull(); // two lines count together
      expect(await gate.check(db, 6, [line(1)], DAY, 'reserve')).toBe('over_limit');
    });

    it('all lines or none: a refused line reserves nothing', async () => {
      const { read } = database(1);
      const gate = make(read);
      expect(await gate.check(db, 8, [line(1), line(1)], DAY, 'reserve')).toBe('sold_out'); // 2 asked, 1 left
      expect(await gate.check(db, 8, [line(1)], DAY, 'reserve')).toBeNull();
    });

    it('a state older than its freshness is read from the database again', async () => {
      const { state, read } = database(0);
      const gate = make(read, 50);
      expect(await gate.check(db, 9, [line()], DAY, 'ask')).toBe('sold_out');
      state.stock = 1;
      const until = Date.now() + 5_000;
      while ((await gate.check(db, 9, [line()], DAY, 'ask')) !== null && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await gate.check(db, 9, [line()], DAY, 'reserve')).toBeNull();
      expect(state.reads).toBeGreaterThan(1);
    });

    it("a buy-now holds its pieces: others are refused, the holder's order takes the hold, a new buy-now replaces it", async () => {
      const { read } = database(2);
      const gate = make(read);
      expect(await gate.check(db, 1, [line()], DAY, 'hold')).toBeNull();
      expect(await gate.check(db, 2, [line()], DAY, 'hold')).toBeNull();
      expect(await gate.check(db, 3, [line()], DAY, 'ask')).toBe('sold_out');
      expect(await gate.check(db, 3, [line()], DAY, 'hold')).toBe('sold_out');
      // the holder asking, or buying now again (even 2 instead of 1), is judged without its own hold
      expect(await gate.check(db, 1, [line()], DAY, 'ask')).toBeNull();
      expect(await gate.check(db, 1, [line()], DAY, 'hold')).toBeNull();
      expect(await gate.check(db, 1, [line(2)], DAY, 'hold')).toBe('sold_out'); // 1 of its own + 0 left
      expect(await gate.check(db, 1, [line()], DAY, 'reserve')).toBeNull();
      // the hold became the order's: a second order of the same shopper finds nothing held
      expect(await gate.check(db, 1, [line()], DAY, 'reserve')).toBe('sold_out');
      await gate.giveBack([{ activity_id: 7, sku_id: 1, uid: 1, day: DAY, stock: 1, quota: 1 }]);
      expect(await gate.check(db, 3, [line()], DAY, 'hold')).toBeNull();
    });

    it('a hold expires back on sale; a state read again from the database counts the live holds', async () => {
      const { state, read } = database(1);
      const gate = make(read, 60_000, 300);
      expect(await gate.check(db, 1, [line()], DAY, 'hold')).toBeNull();
      expect(await gate.check(db, 2, [line()], DAY, 'hold')).toBe('sold_out');
      // the Redis gate reads the server's clock (TIME), which a test cannot move: watch the hold go
      await vi.waitFor(async () => expect(await gate.check(db, 2, [line()], DAY, 'ask')).toBeNull(), {
        timeout: 5_000,
        interval: 20,
      });
      expect(await gate.check(db, 2, [line()], DAY, 'hold')).toBeNull();
      // the database still says 1 piece: read again, shopper 2's live hold is counted
      await gate.forget(7);
      expect(await gate.check(db, 3, [line()], DAY, 'ask')).toBe('sold_out');
      expect(state.reads).toBe(2);
      // shopper 1's expired hold no longer counts against its limits: 2 more within once_num 2
      state.stock = 5;
      await gate.forget(7);
      expect(await gate.check(db, 1, [line(2)], DAY, 'reserve')).toBeNull();
    });
  });
}
