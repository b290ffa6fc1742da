/**
 * The balance changes only through bill entries: after any sequence of recharges, payments by
 * balance (some refused for 余额不足) and refunds, the entries add up to the balance, each entry
 * records the balance after it, and GET /api/user/bill shows the same figures.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { balanceBills } from '@mall/contracts';
import * as schema from '../src/db/schema';
import { creditBalance, creditUser } from '../src/modules/pay/credit';
import { addToCart, makeGoods, newAddress, newShopper, placeOrder, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi } from './helpers';

type Op = { kind: 'recharge'; fen: number } | { kind: 'pay'; fen: number } | { kind: 'refund'; fen: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('recharge' as const), fen: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('pay' as const), fen: fc.integer({ min: 100, max: 40_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), fen: fc.integer({ min: 1, max: 20_000 }) }),
);

describeApi('balance ledger', () => {
  const env = useShopEnv();

  async function run(s: Shopper, o: Op) {
    if (o.kind === 'recharge') {
      await creditBalance(env.db, s.phone, o.fen);
    } else if (o.kind === 'refund') {
      await env.db.transaction((tx) =>
        creditUser(tx, s.uid, 'now_money', o.fen, {
          type: 'refund_order',
          title: '订单退款',
          link_id: `t${randomBytes(6).toString('hex')}`,
        }),
      );
    } else {
      // an order of goods at `fen` (plus postage below ¥99), paid by balance
      const g = await makeGoods(env.db, { mer_id: 1, price: o.fen });
      const created = await placeOrder(s, [await addToCart(s, g)]);
      const res = await s.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' });
      expect([200, 400]).toContain(res.body.status);
      if (res.body.status === 400) expect(res.body.message).toBe('余额不足');
    }
  }

  it('the entries add up to the balance after any sequence of operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30_000 }),
        fc.array(op, { minLength: 1, maxLength: 6 }),
        async (start, ops) => {
          const s = await newShopper(env);
          await newAddress(s);
          if (start > 0) await creditBalance(env.db, s.phone, start);
          for (const o of ops) await run(s, o);

          const entries = await env.db
            .select()
            .from(schema.userBill)
            .where(and(eq(schema.userBill.uid, s.uid), eq(schema.userBill.category, 'now_money')))
            .orderBy(asc(schema.userBill.id));
          const { now_money } = await s.user();
          let sum = 0;
          for (const e of entries) {
            sum += e.pm === 1 ? e.number : -e.number;
            expect(e.balance).toBe(sum);
          }
          expect(sum).toBe(now_money);
          const shown = await s.okAs(balanceBills, 'GET', '/api/user/bill?limit=50');
          expect(shown).toMatchObject({ now_money, count: entries.length });
        },
      ),
      { numRuns: 5 },
    );
  }, 120_000);
});
