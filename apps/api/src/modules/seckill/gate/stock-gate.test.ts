/** Both stock gates follow one rule (the Redis one against the server at REDIS_URL, skipped without it). */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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

const kinds: [string, string | null, (read: ReturnType<typeof database>['read'], freshMs?: number) => StockGate][] = [
  ['in memory', null, (read, freshMs) => memoryGate(freshMs, read)],
  [
    'in Redis',
    skipRedis,
    (read, freshMs) => {
      const g = redisGate(new Redis(REDIS_URL), {
        prefix: `mall-unit-${randomBytes(4).toString('hex')}:`,
        read,
        freshMs,
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
      expect(await gate.check(db, 1, [line()], DAY, true)).toBeNull();
      expect(await gate.check(db, 2, [line()], DAY, true)).toBeNull();
      expect(await gate.check(db, 3, [line()], DAY, false)).toBe('sold_out');
      expect(await gate.check(db, 3, [line()], DAY, true)).toBe('sold_out');
      await gate.giveBack([{ activity_id: 7, sku_id: 1, uid: 2, day: DAY, stock: 1, quota: 1 }]);
      expect(await gate.check(db, 3, [line()], DAY, true)).toBeNull();
      expect(await gate.check(db, 4, [line()], DAY, true)).toBe('sold_out');
    });

    it("counts a shopper's pieces per day and in the activity, from what the database held", async () => {
      const { read } = database(100, [[5, 2, 0]]);
      const gate = make(read);
      expect(await gate.check(db, 5, [line(2)], DAY, false)).toBe('over_limit'); // 2 + 2 > all_num 3
      expect(await gate.check(db, 5, [line(1)], DAY, true)).toBeNull();
      expect(await gate.check(db, 5, [line(1)], DAY, true)).toBe('over_limit');
      expect(await gate.check(db, 6, [line(3)], DAY, true)).toBe('over_limit'); // once_num 2 a day
      expect(await gate.check(db, 6, [line(1), line(1)], DAY, true)).toBeNull(); // two lines count together
      expect(await gate.check(db, 6, [line(1)], DAY, true)).toBe('over_limit');
    });

    it('all lines or none: a refused line reserves nothing', async () => {
      const { read } = database(1);
      const gate = make(read);
      expect(await gate.check(db, 8, [line(1), line(1)], DAY, true)).toBe('sold_out'); // 2 asked, 1 left
      expect(await gate.check(db, 8, [line(1)], DAY, true)).toBeNull();
    });

    it('a state older than its freshness is read from the database again', async () => {
      const { state, read } = database(0);
      const gate = make(read, 50);
      expect(await gate.check(db, 9, [line()], DAY, false)).toBe('sold_out');
      state.stock = 1;
      const until = Date.now() + 5_000;
      while ((await gate.check(db, 9, [line()], DAY, false)) !== null && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await gate.check(db, 9, [line()], DAY, true)).toBeNull();
      expect(state.reads).toBeGreaterThan(1);
    });
  });
}
