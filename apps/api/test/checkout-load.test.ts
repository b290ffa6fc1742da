/**
 * Correctness under load, against the real server: real concurrent HTTP requests.
 */
import { orderStatus, type OrderCheck } from '@mall/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import {
  addToCart,
  makeGoods,
  newAddress,
  newShopper,
  sendNotice,
  signedNotice,
  skuStock,
  unpaidOrder,
  useShopEnv,
} from './checkout-fixture';
import { describeApi } from './helpers';

/** Runs `fn` over items, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

describeApi('checkout under load', () => {
  const env = useShopEnv();

  it('200 concurrent orders for goods with stock 10 → exactly 10 orders, stock 0', { timeout: 240_000 }, async () => {
    const g = await makeGoods(env.db, { mer_id: 1, price: 10_000, stock: 10 });
    const buyers = await inBatches(Array.from({ length: 200 }), 20, async () => {
      const s = await newShopper(env);
      const cartId = await addToCart(s, g, 1);
      await newAddress(s);
      const { key } = await s.ok<OrderCheck>('POST', '/api/v2/order/check', { cart_id: [cartId] });
      return { s, key };
    });

    const answers = await Promise.all(buyers.map(({ s, key }) => s.post('/api/v2/order/create', { key })));
    const made = answers.filter((a) => a.body.status === 200);
    const refused = answers.filter((a) => a.body.status !== 200);
    expect(made).toHaveLength(10);
    expect(refused.every((a) => a.http === 400 && /库存不足/.test(a.body.message))).toBe(true);

    expect(await skuStock(env.db, g.unique)).toBe(0);
    const [product] = await env.db.select().from(schema.storeProduct).where(eq(schema.storeProduct.id, g.product_id));
    expect(product.stock).toBe(0);
    const lines = await env.db
      .select({ n: sql<number>`coalesce(sum(${schema.storeOrderProduct.product_num}), 0)::int` })
      .from(schema.storeOrderProduct)
      .where(eq(schema.storeOrderProduct.product_attr_unique, g.unique));
    expect(lines[0].n).toBe(10);
    const uids = buyers.map((b) => b.s.uid);
    expect(await env.db.$count(schema.storeGroupOrder, inArray(schema.storeGroupOrder.uid, uids))).toBe(10);
    // the refused kept their carts; the ten buyers' carts are gone
    expect(await env.db.$count(schema.storeCart, inArray(schema.storeCart.uid, uids))).toBe(190);
  });

  it(
    '50 concurrent balance payments + duplicated gateway notifications → paid once, debited once',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 2; round++) {
        const { s, created } = await unpaidOrder(env, { money: 1_000_000, price: 12_000 });
        const notice = await signedNotice(env.db, {
          out_trade_no: created.group_order_sn,
          trade_no: `T-load-${created.group_order_id}`,
          amount: created.pay_price,
        });
        const pays = Array.from({ length: 50 }, () =>
          s.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' }),
        );
        const notes = Array.from({ length: 20 }, () => sendNotice(env, notice));
        // the first round lets the balance race first, the second the notifications
        const results = round === 0 ? await Promise.all([...pays, ...notes]) : await Promise.all([...notes, ...pays]);
        expect(results.every((r) => r.http === 200 || r.http === 400)).toBe(true);

        const [group] = await env.db
          .select()
          .from(schema.storeGroupOrder)
          .where(eq(schema.storeGroupOrder.id, created.group_order_id));
        expect(group.status).toBe(1);
        const debits = await env.db
          .select()
          .from(schema.userBill)
          .where(eq(schema.userBill.link_id, String(created.group_order_id)));
        const recorded = await env.db
          .select()
          .from(schema.payNotice)
          .where(eq(schema.payNotice.out_trade_no, created.group_order_sn));
        expect(recorded).toHaveLength(1); // one row per gateway transaction, however often it is sent
        const paidByNotice = recorded[0].result === 'paid';
        expect(debits).toHaveLength(paidByNotice ? 0 : 1);
        expect(group.pay_type).toBe(paidByNotice ? 'weixinQr' : 'balance');
        if (!paidByNotice) expect(recorded[0].result).toBe('refund'); // the gateway's money goes back
        expect((await s.user()).now_money).toBe(1_000_000 - (paidByNotice ? 0 : created.pay_price));
        const status = await s.okAs(orderStatus, 'GET', `/api/order/status/${created.group_order_id}`);
        expect(status.paid).toBe(1);
      }
    },
  );
});
